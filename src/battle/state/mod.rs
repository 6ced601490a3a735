//! A battle's state in the browser and the actions that change it: you are player one (top
//! left), the computer player two. The reducer is pure, so it is tested natively; the rules and
//! the computer's mind are the engine's.

use std::rc::Rc;

use minesweeper_engine::battle::{Battle, EndReason, Move, MoveError, Pace, Player, Status, Tile};
use minesweeper_engine::input::Press;
use minesweeper_engine::{CellView, Pos};
use yew::Reducible;

pub use crate::battle::records::{Record, Saved, Stats};
use crate::battle::services::Services;
use crate::battle::settings::Setup;
use crate::shared::lazy::Loaded;
use crate::shared::words::Words;

pub const YOU: Player = Player::One;
pub const CPU: Player = Player::Two;

/// What one cell shows you.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    Hidden,
    /// Your flag (the computer keeps its flags to itself).
    Flagged,
    Owned(Player, u8),
    /// A mine someone hit.
    Hit(Player),
    /// A mine nobody hit, shown when the battle is over.
    Mine,
}

impl Look {
    /// The classic `data-state` values.
    pub const fn state(self) -> &'static str {
        match self {
            Look::Hidden => "hidden",
            Look::Flagged => "flagged",
            Look::Owned(..) => "revealed",
            Look::Hit(_) => "exploded",
            Look::Mine => "mine",
        }
    }

    /// The classic view of it, for what a press on it means ([`Move::meant`]).
    pub const fn seen(self) -> CellView {
        match self {
            Look::Hidden => CellView::Hidden,
            Look::Flagged => CellView::Flagged,
            Look::Owned(_, n) => CellView::Revealed(n),
            Look::Hit(_) => CellView::Exploded,
            Look::Mine => CellView::Mine,
        }
    }
}

/// `data-owner` of a player.
pub const fn owner_name(player: Player) -> &'static str {
    match player {
        Player::One => "you",
        Player::Two => "cpu",
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Square {
    pub look: Look,
    /// Hidden, touching your territory, and you are still in: you may play it.
    pub legal: bool,
}

/// One row's tiles; unchanged rows keep their `Rc`, so they do not re-render.
pub type Squares = Rc<[Square]>;

#[derive(Clone, Debug)]
pub struct State {
    pub battle: Rc<Battle>,
    pub setup: Setup,
    pub rows: Rc<Vec<Squares>>,
    pub cursor: Pos,
    /// The computer's last move, marked on the board for a moment.
    pub last_cpu: Option<Pos>,
    /// Why your last click did nothing, for the status line.
    pub refusal: Option<MoveError>,
    /// How the battle was set up, when something had to change (bad URL, unreadable save).
    pub notice: Option<String>,
    pub stats: Rc<Stats>,
    /// The computer's mind, storage and the statistics table, once they have arrived.
    pub services: Loaded<dyn Services>,
    /// A no-guess board is being made (by the rest, a slice at a time): until it arrives,
    /// `battle` is only a stand-in for its settings and seed, the board shows nothing and
    /// takes no move.
    pub making: bool,
}

/// Two states are the same when they hold the same battle, rows and records (the reducer
/// makes a new one of each it changes) and their plain fields are equal: compared by
/// identity, the battle's and the records' comparisons stay out of the first module.
impl PartialEq for State {
    fn eq(&self, other: &State) -> bool {
        Rc::ptr_eq(&self.battle, &other.battle)
            && Rc::ptr_eq(&self.rows, &other.rows)
            && Rc::ptr_eq(&self.stats, &other.stats)
            && self.setup == other.setup
            && self.cursor == other.cursor
            && self.last_cpu == other.last_cpu
            && self.refusal == other.refusal
            && self.notice == other.notice
            && self.services == other.services
            && self.making == other.making
    }
}

pub enum Action {
    New {
        setup: Setup,
        seed: u64,
    },
    /// Your press on a cell: played as the move it means there ([`Move::meant`]), if any.
    Press(Pos, Press),
    /// Your move.
    Play(Move),
    /// The computer's move (its timer fired).
    Computer,
    Cursor(Pos),
    /// The computer's speed in real time, changed without restarting.
    SetSpeed(u8),
    Notice(String),
    DismissNotice,
    ResetStats,
    /// What the page loads after its first paint has arrived.
    Arrived(&'static dyn Services),
    /// The no-guess battle being made (by the rest), and what to tell the player about it.
    Made {
        battle: Rc<Battle>,
        notice: Option<String>,
    },
}

impl State {
    /// A new battle. A no-guess one starts [`making`](State::making): its board comes from the
    /// rest ([`Action::Made`]), which the first screen does not load.
    pub fn new(setup: Setup, seed: u64, notice: Option<String>, stats: Rc<Stats>) -> Self {
        let battle = Battle::ordinary(setup.config, seed);
        if setup.config.no_guess() {
            let grid = battle.grid();
            let hidden: Squares = vec![
                Square {
                    look: Look::Hidden,
                    legal: false,
                };
                grid.cols() as usize
            ]
            .into();
            return State {
                rows: Rc::new(vec![hidden; grid.rows() as usize]),
                making: true,
                ..State::with_battle(battle, setup, notice, stats)
            };
        }
        State::with_battle(battle, setup, notice, stats)
    }

    pub fn restored(saved: Saved, notice: Option<String>, stats: Rc<Stats>) -> Self {
        let setup = Setup {
            config: saved.battle.config(),
            level: saved.level,
            speed: saved.speed,
        };
        State::with_battle(saved.battle, setup, notice, stats)
    }

    fn with_battle(battle: Battle, setup: Setup, notice: Option<String>, stats: Rc<Stats>) -> Self {
        let rows = Rc::new(all_rows(&battle));
        State {
            battle: Rc::new(battle),
            setup,
            rows,
            cursor: Pos::new(0, 0),
            last_cpu: None,
            refusal: None,
            notice,
            stats,
            services: Loaded(None),
            making: false,
        }
    }

    pub fn saved(&self) -> Saved {
        Saved {
            battle: (*self.battle).clone(),
            level: self.setup.level,
            speed: self.setup.speed,
        }
    }

    /// Whether the computer moves now: the battle is on, the computer is still in, and in turns
    /// pace it is its turn.
    pub fn computer_to_move(&self) -> bool {
        let b = &self.battle;
        !self.making
            && b.status() == Status::Playing
            && b.is_in(CPU)
            && (b.config().pace() == Pace::Realtime || b.turn() == CPU)
    }

    /// After a move: the next state with the rows around the changed cells redrawn.
    fn stepped(&self, battle: Battle, changed: &[Pos], last_cpu: Option<Pos>) -> State {
        let rows = if battle.is_over() {
            all_rows(&battle)
        } else {
            let mut rows = (*self.rows).clone();
            // Your legal cells depend on your lives too: going out clears every mark.
            let all = battle.lives(YOU) == 0 && self.battle.lives(YOU) > 0;
            // Marked per row, not sorted: each is redrawn once.
            let mut touched = vec![all; rows.len()];
            for p in changed {
                let (top, bottom) = (p.row.saturating_sub(1), p.row + 1);
                for row in top..=bottom.min(battle.grid().rows() - 1) {
                    if let Some(t) = touched.get_mut(row as usize) {
                        *t = true;
                    }
                }
            }
            for (row, _) in touched.iter().enumerate().filter(|(_, t)| **t) {
                rows[row] = row_tiles(&battle, row as u32, None);
            }
            rows
        };
        let mut stats = self.stats.clone();
        if let (false, Some(outcome)) = (self.battle.is_over(), battle.outcome()) {
            let mut next = (*stats).clone();
            let record = next.record_mut(self.setup.level);
            match outcome.winner {
                Some(YOU) => record.won += 1,
                Some(_) => record.lost += 1,
                None => record.drawn += 1,
            }
            stats = Rc::new(next);
        }
        State {
            battle: Rc::new(battle),
            rows: Rc::new(rows),
            last_cpu,
            refusal: None,
            stats,
            ..self.clone()
        }
    }

    /// `data-status` from your side.
    pub fn status_name(&self) -> &'static str {
        if self.making {
            return "making";
        }
        match self.battle.status() {
            Status::Ready => "ready",
            Status::Playing => "playing",
            Status::Over(o) => match o.winner {
                Some(YOU) => "won",
                Some(_) => "lost",
                None => "draw",
            },
        }
    }

    /// The status line.
    pub fn status_line(&self, w: &Words) -> Rc<str> {
        let b = &self.battle;
        let target = b.target();
        if let Some(outcome) = b.outcome() {
            let (you, cpu) = (b.territory(YOU), b.territory(CPU));
            let why = match outcome.reason {
                EndReason::Target => w.battle_why_target(target),
                EndReason::NoMovesLeft => w.battle_why_stuck(),
            };
            return match outcome.winner {
                Some(YOU) => w.battle_won(you, cpu, why),
                Some(_) => w.battle_lost(cpu, you, why),
                None => w.battle_drawn(you, cpu, why),
            };
        }
        if let Some(error) = self.refusal {
            return refusal(w, error);
        }
        if self.making {
            return w.battle_making();
        }
        if b.status() == Status::Ready {
            return w.battle_ready(target);
        }
        if !b.is_in(YOU) {
            return w.battle_out();
        }
        match b.config().pace() {
            Pace::Turns if b.turn() == CPU => w.battle_thinking(),
            Pace::Turns => w.battle_your_move(),
            Pace::Realtime => w.battle_race(target),
        }
    }
}

/// Why a click did nothing, with 1-based coordinates as the board's labels use.
pub fn refusal(w: &Words, error: MoveError) -> Rc<str> {
    let at = |p: Pos| (p.row + 1, p.col + 1);
    match error {
        MoveError::NotAdjacent(p) => w.refusal_not_adjacent(at(p).0, at(p).1),
        MoveError::Open(p) => w.refusal_open(at(p).0, at(p).1),
        MoveError::Flagged(p) => w.refusal_flagged(at(p).0, at(p).1),
        MoveError::NotYourNumber(p) => w.refusal_not_your_number(at(p).0, at(p).1),
        MoveError::NotYourTurn => w.refusal_not_your_turn(),
        MoveError::Out => w.battle_out(),
        MoveError::Over => w.refusal_over(),
        MoveError::Outside(p) => w.refusal_outside(at(p).0, at(p).1),
    }
}

fn all_rows(battle: &Battle) -> Vec<Squares> {
    let mines = battle.is_over().then(|| battle.mine_positions());
    (0..battle.grid().rows())
        .map(|row| row_tiles(battle, row, mines.as_deref()))
        .collect()
}

fn row_tiles(battle: &Battle, row: u32, mines: Option<&[Pos]>) -> Squares {
    let grid = battle.grid();
    let you_in = battle.is_in(YOU);
    (0..grid.cols())
        .map(|col| {
            let pos = Pos::new(row, col);
            let index = grid.index(pos).expect("on the board");
            let flagged = battle.is_flagged(YOU, pos);
            let look = match battle.tile_at(index) {
                Tile::Owned(p, n) => Look::Owned(p, n),
                Tile::Hit(p) => Look::Hit(p),
                Tile::Hidden if flagged => Look::Flagged,
                Tile::Hidden if mines.is_some_and(|m| m.binary_search(&pos).is_ok()) => Look::Mine,
                Tile::Hidden => Look::Hidden,
            };
            Square {
                look,
                legal: you_in && look == Look::Hidden && battle.is_legal_at(YOU, index),
            }
        })
        .collect()
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        match action {
            Action::New { setup, seed } => Rc::new(State {
                notice: None,
                services: self.services,
                ..State::new(setup, seed, None, self.stats.clone())
            }),
            Action::Press(pos, press) => {
                let meant = self.battle.seen_by(YOU, pos);
                match meant.and_then(|seen| Move::meant(press, pos, seen)) {
                    Some(mv) => self.reduce(Action::Play(mv)),
                    None => self,
                }
            }
            Action::Play(_) if self.making => self,
            Action::Play(mv) => match self.battle.apply(YOU, mv) {
                Ok(step) if step.changed.is_empty() => self,
                Ok(step) => Rc::new(self.stepped(step.battle, &step.changed, self.last_cpu)),
                Err(error) => Rc::new(State {
                    refusal: Some(error),
                    ..(*self).clone()
                }),
            },
            Action::Computer => {
                if !self.computer_to_move() {
                    return self;
                }
                let Some(services) = self.services.0 else {
                    return self;
                };
                let Some(cell) = services.choose(self.setup.level, &self.battle.sight(CPU)) else {
                    return self;
                };
                match self.battle.apply(CPU, Move::Reveal(cell)) {
                    Ok(step) => Rc::new(self.stepped(step.battle, &step.changed, Some(cell))),
                    Err(_) => self,
                }
            }
            Action::Cursor(pos) => {
                if self.battle.grid().contains(pos) && pos != self.cursor {
                    Rc::new(State {
                        cursor: pos,
                        ..(*self).clone()
                    })
                } else {
                    self
                }
            }
            Action::SetSpeed(speed) => Rc::new(State {
                setup: Setup {
                    speed: speed.clamp(
                        crate::battle::settings::MIN_SPEED,
                        crate::battle::settings::MAX_SPEED,
                    ),
                    ..self.setup
                },
                ..(*self).clone()
            }),
            Action::Notice(text) => Rc::new(State {
                notice: Some(text),
                ..(*self).clone()
            }),
            Action::DismissNotice => Rc::new(State {
                notice: None,
                ..(*self).clone()
            }),
            Action::ResetStats => Rc::new(State {
                stats: Rc::new(Stats::default()),
                ..(*self).clone()
            }),
            Action::Arrived(services) if self.services.0.is_none() => Rc::new(State {
                services: Loaded(Some(services)),
                ..(*self).clone()
            }),
            Action::Arrived(_) => self,
            Action::Made { battle, notice }
                if self.making
                    && battle.seed() == self.battle.seed()
                    && battle.config() == self.setup.config =>
            {
                let rows = Rc::new(all_rows(&battle));
                Rc::new(State {
                    battle,
                    rows,
                    making: false,
                    notice: notice.or_else(|| self.notice.clone()),
                    ..(*self).clone()
                })
            }
            Action::Made { .. } => self,
        }
    }
}

#[cfg(test)]
mod tests;
