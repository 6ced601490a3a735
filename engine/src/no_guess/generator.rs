//! The generator: uniform layouts redrawn, then repaired, then the ordinary board, a step at a
//! time within a budget of work; and [`Origin`], through which a game of its own (a battle)
//! is made the same way.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::solver::Deduction;
use crate::{place_mines, Action, CellView, Config, FirstClick, Pos};

use super::check::{layout, Checking, ROUNDS_PER_STEP};
use super::repair::Repair;
use super::{check_from, Budget, Generated, Method};

/// A no-guess board being made, one unit of work per [`Generator::step`] (a layout drawn, a few
/// rounds of its check, or one repair): a front end that must keep its page responsive runs a
/// few steps per frame, and gets the same board as [`generate`] (the steps are the same
/// whatever runs them). On 200 × 200 a step takes at most a few milliseconds natively (a
/// repair about 15).
pub struct Generator {
    /// The rules the board is checked with (a battle's size and mines as a classic board).
    config: Config,
    seed: u64,
    origin: Start,
    budget: Budget,
    rng: ChaCha8Rng,
    stage: Stage,
    /// Repairs of a game of its own that failed and were started again.
    restarts: u32,
    /// Where play starts, and the cells no mine may go to (`origin`'s, worked out once).
    starts: Vec<Pos>,
    protected: Vec<bool>,
}

/// A game that is made from more than a first click (a battle, from both corners at once):
/// where play by proof starts, what no mine may touch, and how its layouts are drawn. The
/// generator asks it and knows nothing of the game; `battle` implements it.
pub trait Origin {
    /// Where play by proof starts: every cell at once.
    fn starts(&self) -> Vec<Pos>;
    /// Cells no mine may go to and that play does not open by itself.
    fn protected(&self, cells: usize) -> Vec<bool>;
    /// A uniform layout of the game's own, drawn with `rng` (sorted).
    fn draw(&self, rng: &mut ChaCha8Rng) -> Vec<u32>;
    /// Whether a board that plays through is fair to the game (a battle's openings within a
    /// cell of each other).
    fn fair(&self, mines: &[u32]) -> bool;
    /// The layout a repair starts from, with `seed` (sorted): one whose openings the repairs
    /// then keep, since the mines beside them are pinned.
    fn repair_from(&self, seed: u64) -> Vec<u32>;
    /// The game's ordinary board for `seed` (sorted), when no board without guesses is found.
    fn ordinary(&self, seed: u64) -> Vec<u32>;
}

/// Where play by proof starts and where no mine may go.
pub(super) enum Start {
    /// A classic first click: the Opening rule keeps its 3 × 3 free, and play starts there.
    Click(Pos),
    /// A game of its own ([`Origin`]): its openings are kept as drawn (the mines beside them
    /// pinned), and a failed repair starts again.
    Game(Box<dyn Origin>),
}

impl Start {
    fn starts(&self) -> Vec<Pos> {
        match self {
            Start::Click(first) => vec![*first],
            Start::Game(origin) => origin.starts(),
        }
    }

    /// Cells no repair may put a mine on and that play does not open by itself: none on a
    /// classic board (its 3 × 3 is always opened).
    fn protected(&self, cells: usize) -> Vec<bool> {
        match self {
            Start::Click(_) => Vec::new(),
            Start::Game(origin) => origin.protected(cells),
        }
    }

    /// A uniform layout drawn with `rng`; `None` when the first click is off the board.
    fn draw(&self, config: &Config, rng: &mut ChaCha8Rng) -> Option<Vec<u32>> {
        match self {
            Start::Click(first) => {
                let index = config.grid().index(*first)?;
                Some(place_mines(config, rng.random(), index))
            }
            Start::Game(origin) => Some(origin.draw(rng)),
        }
    }

    /// Whether a board that plays through is fair.
    fn fair(&self, mines: &[u32]) -> bool {
        match self {
            Start::Click(_) => true,
            Start::Game(origin) => origin.fair(mines),
        }
    }

    /// The layout a repair starts from: the last one drawn on a classic board.
    fn repair_from(&self, last: Vec<u32>, rng: &mut ChaCha8Rng) -> Vec<u32> {
        match self {
            Start::Click(_) => last,
            Start::Game(origin) => origin.repair_from(rng.random()),
        }
    }

    /// Mines no repair may move: none on a classic board; for a game of its own, those beside
    /// the openings, so that no number at an opening's edge drops to 0 and floods further (the
    /// openings stay as they were drawn).
    fn pinned(&self, config: &Config, mines: &[u32]) -> Vec<bool> {
        let Start::Game(_) = self else {
            return Vec::new();
        };
        let grid = config.grid();
        let mut pinned = vec![false; grid.cells()];
        if let Ok(mut game) = layout(*config, mines) {
            for start in self.starts() {
                if matches!(game.view(start), Some(CellView::Hidden)) {
                    let _ = game.apply_in_place(Action::Reveal(start));
                }
            }
            for &m in mines {
                let m = m as usize;
                pinned[m] = grid
                    .neighbours(m)
                    .any(|n| matches!(game.view_at(n), CellView::Revealed(_)));
            }
        }
        pinned
    }

    /// The ordinary board for the seed.
    fn ordinary(&self, config: &Config, seed: u64) -> Vec<u32> {
        match self {
            Start::Click(first) => {
                let index = config.grid().index(*first).unwrap_or(0);
                place_mines(config, seed, index)
            }
            Start::Game(origin) => origin.ordinary(seed),
        }
    }
}

/// Failed or unfair repairs a game of its own ([`Origin`]) starts again from before it falls
/// back to an ordinary board.
pub(super) const MAX_RESTARTS: u32 = 16;

pub(super) enum Stage {
    /// The `n`th uniform layout is next; `last` is the one before.
    Redraw {
        n: u32,
        last: Vec<u32>,
    },
    /// The `n`th uniform layout is being checked.
    Checking {
        n: u32,
        mines: Vec<u32>,
        checking: Box<Checking>,
    },
    Repair(Box<Repair>),
    Done,
}

impl Generator {
    /// A generator of `config` boards from `seed`, opening at `first`, within `budget`.
    pub fn new(config: Config, seed: u64, first: Pos, budget: Budget) -> Generator {
        Generator::with_start(
            config.with_first_click(FirstClick::Opening),
            seed,
            Start::Click(first),
            budget,
        )
    }

    /// A board without guesses for a game of its own: from all of `origin`'s starts together,
    /// proof alone opens every safe cell of `config` (the game's board as the classic rules see
    /// it), and the board is fair to the game.
    pub fn from_origin(
        config: Config,
        seed: u64,
        origin: Box<dyn Origin>,
        budget: Budget,
    ) -> Generator {
        Generator::with_start(config, seed, Start::Game(origin), budget)
    }

    fn with_start(config: Config, seed: u64, origin: Start, budget: Budget) -> Generator {
        Generator {
            config,
            seed,
            starts: origin.starts(),
            protected: origin.protected(config.grid().cells()),
            origin,
            budget,
            rng: ChaCha8Rng::seed_from_u64(seed),
            stage: Stage::Redraw {
                n: 1,
                last: Vec::new(),
            },
            restarts: 0,
        }
    }

    /// Every step at once.
    pub fn run(mut self) -> Generated {
        loop {
            if let Some(generated) = self.step() {
                return generated;
            }
        }
    }

    /// Does one unit of work; the board once it is made (then it returns `None` for good).
    pub fn step(&mut self) -> Option<Generated> {
        let config = self.config;
        match std::mem::replace(&mut self.stage, Stage::Done) {
            Stage::Done => None,
            Stage::Redraw { n, last } if n > self.budget.redraws.max(1) => {
                let mines = self.origin.repair_from(last, &mut self.rng);
                let pinned = self.origin.pinned(&config, &mines);
                self.stage = match Repair::start(config, mines, pinned) {
                    Some(repair) => Stage::Repair(Box::new(repair)),
                    None => return Some(self.fallback()),
                };
                None
            }
            Stage::Redraw { n, .. } => {
                let Some(mines) = self.origin.draw(&config, &mut self.rng) else {
                    return Some(self.fallback());
                };
                let started = layout(config, &mines).ok().and_then(|game| {
                    Checking::start(game, &self.starts, Deduction::SingleNumber).ok()
                });
                self.stage = match started {
                    Some(checking) => Stage::Checking {
                        n,
                        mines,
                        checking: Box::new(checking),
                    },
                    None => Stage::Redraw {
                        n: n + 1,
                        last: mines,
                    },
                };
                None
            }
            Stage::Checking {
                n,
                mines,
                mut checking,
            } => match checking.advance(ROUNDS_PER_STEP) {
                None => {
                    self.stage = Stage::Checking { n, mines, checking };
                    None
                }
                Some(verdict) if verdict.solved && self.origin.fair(&mines) => Some(Generated {
                    mines,
                    method: Method::Redrawn(n),
                    verdict,
                }),
                Some(_) => {
                    self.stage = Stage::Redraw {
                        n: n + 1,
                        last: mines,
                    };
                    None
                }
            },
            Stage::Repair(mut repair) => {
                let fixed = repair.step(
                    config,
                    &self.starts,
                    &self.protected,
                    self.budget.repairs,
                    &mut self.rng,
                );
                let game = matches!(self.origin, Start::Game(_));
                match fixed {
                    Some(Ok(generated)) if self.origin.fair(&generated.mines) => Some(generated),
                    // A game whose repair failed (a battle's pinned mines and clear discs leave
                    // fewer moves) or came out unfair starts again from new layouts.
                    Some(_) if game && self.restarts < MAX_RESTARTS => {
                        self.restarts += 1;
                        self.stage = Stage::Redraw {
                            n: 1,
                            last: Vec::new(),
                        };
                        None
                    }
                    Some(_) => Some(self.fallback()),
                    None => {
                        self.stage = Stage::Repair(repair);
                        None
                    }
                }
            }
        }
    }

    /// The ordinary board for the seed, when no no-guess board was found.
    fn fallback(&self) -> Generated {
        let mines = self.origin.ordinary(&self.config, self.seed);
        let verdict = check_from(self.config, &mines, &self.starts);
        Generated {
            mines,
            method: Method::Fallback,
            verdict,
        }
    }
}
