//! A repair: where the check is stuck, a set of cells the numbers leave open emptied or
//! filled by moving mines off it (after Tatham's `mineperturb`).

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::solver::{self, Deduction, Position};
use crate::{Action, Config, Game, Pos};

use super::check::{layout, Checking, ROUNDS_PER_STEP};
use super::{Generated, Method};

/// Repairs `mines` where playing by proof gets stuck, after Tatham's `mineperturb`: one set of
/// cells the numbers leave open is emptied (its mines swapped with safe cells outside it) or,
/// when the cells outside cannot take them, filled (with mines from outside), taking them
/// from the hidden cells beside the opened area, then from those beyond; when a wall of mines
/// closes the opened area off, one mine of it moves beyond. No mine moves onto a `protected`
/// cell. Then the play goes on from where it stopped; a board that plays through is checked
/// again from the start.
/// A repair in progress: the layout, the game played by proof so far, the hardest rule it
/// needed, and the mines moved.
pub(super) struct Repair {
    mines: Vec<u32>,
    /// Cells whose mine may not move.
    pinned: Vec<bool>,
    game: Game,
    /// Play by proof from the last repair, in progress.
    playing: Option<Box<Checking>>,
    /// The check from the start of a board that played through, in progress.
    fresh: Option<Box<Checking>>,
    grade: Deduction,
    moved: u32,
}

impl Repair {
    pub(super) fn start(config: Config, mines: Vec<u32>, pinned: Vec<bool>) -> Option<Repair> {
        let game = layout(config, &mines).ok()?;
        Some(Repair {
            mines,
            pinned,
            game,
            playing: None,
            fresh: None,
            grade: Deduction::SingleNumber,
            moved: 0,
        })
    }

    /// The check from the start failed: play again from the start of the layout as it is.
    fn restart(&mut self, config: Config) -> Option<Result<Generated, ()>> {
        self.fresh = None;
        let Ok(game) = layout(config, &self.mines) else {
            return Some(Err(()));
        };
        self.game = game;
        self.grade = Deduction::SingleNumber;
        None
    }

    /// Plays on until stuck, then moves mines once (or checks a board that played through
    /// from the start, a few rounds per call): the board when it passes, `Err` when the
    /// budget is spent or no move helps, `None` to go on.
    pub(super) fn step(
        &mut self,
        config: Config,
        starts: &[Pos],
        protected: &[bool],
        budget: u32,
        rng: &mut ChaCha8Rng,
    ) -> Option<Result<Generated, ()>> {
        let grid = config.grid();
        if let Some(fresh) = &mut self.fresh {
            return match fresh.advance(ROUNDS_PER_STEP) {
                None => None,
                Some(verdict) if verdict.solved => Some(Ok(Generated {
                    mines: std::mem::take(&mut self.mines),
                    method: Method::Repaired(self.moved),
                    verdict,
                })),
                Some(_) => self.restart(config),
            };
        }
        // Play on from where the last repair left the board, a few rounds per call.
        let playing = match &mut self.playing {
            Some(playing) => playing,
            None => match Checking::start(self.game.clone(), starts, self.grade) {
                Ok(checking) => self.playing.insert(Box::new(checking)),
                Err(_) => return Some(Err(())),
            },
        };
        let verdict = playing.advance(ROUNDS_PER_STEP)?;
        let stopped = self.playing.take().expect("being played").game;
        self.grade = verdict.grade;
        if verdict.solved {
            // Moves change numbers that earlier rounds relied on: only a check from the
            // start counts (the next steps make it).
            let Ok(game) = layout(config, &self.mines) else {
                return Some(Err(()));
            };
            return match Checking::start(game, starts, Deduction::SingleNumber) {
                Ok(checking) => {
                    self.fresh = Some(Box::new(checking));
                    None
                }
                Err(_) => self.restart(config),
            };
        }
        if self.moved >= budget {
            return Some(Err(()));
        }
        // Protected cells count as opened: no mine goes there.
        let open: Vec<bool> = (0..grid.cells())
            .map(|i| {
                matches!(stopped.view_at(i), crate::CellView::Revealed(_))
                    || protected.get(i).copied().unwrap_or(false)
            })
            .collect();
        let mut is_mine = vec![false; grid.cells()];
        for &m in &self.mines {
            is_mine[m as usize] = true;
        }
        let cells = Cells {
            grid,
            open: &open,
            is_mine: &is_mine,
            pinned: &self.pinned,
        };
        let sets = solver::open_sets(&Position::of(&stopped));
        let swaps = if sets.is_empty() {
            cells.wall_swap(rng)
        } else {
            cells.set_swaps(&sets[rng.random_range(0..sets.len())], rng)
        };
        let Some(swaps) = swaps else {
            return Some(Err(()));
        };
        for (from, to) in swaps {
            is_mine[from] = false;
            is_mine[to] = true;
            self.moved += 1;
        }
        self.mines = (0..grid.cells() as u32)
            .filter(|&i| is_mine[i as usize])
            .collect();
        let opened: Vec<bool> = (0..grid.cells())
            .map(|i| matches!(stopped.view_at(i), crate::CellView::Revealed(_)))
            .collect();
        match reopened(config, &self.mines, &opened) {
            Some(game) => {
                self.game = game;
                None
            }
            None => Some(Err(())),
        }
    }
}

/// The board as a repair sees it: the opened cells (and protected ones), the mines, and the
/// mines that may not move.
struct Cells<'a> {
    grid: crate::Grid,
    open: &'a [bool],
    is_mine: &'a [bool],
    pinned: &'a [bool],
}

impl Cells<'_> {
    fn movable(&self, i: usize) -> bool {
        self.is_mine[i] && !self.pinned.get(i).copied().unwrap_or(false)
    }

    fn touched(&self, i: usize) -> bool {
        self.grid.neighbours(i).any(|n| self.open[n])
    }

    /// Every number is settled, yet cells are left: a wall of mines closes the opened area
    /// off. One mine of the wall swaps with a safe cell beyond it.
    fn wall_swap(&self, rng: &mut ChaCha8Rng) -> Option<Vec<(usize, usize)>> {
        let (open, is_mine) = (self.open, self.is_mine);
        let wall: Vec<usize> = (0..self.grid.cells())
            .filter(|&i| !open[i] && self.movable(i) && self.touched(i))
            .collect();
        let beyond: Vec<usize> = (0..self.grid.cells())
            .filter(|&i| !open[i] && !is_mine[i] && !self.touched(i))
            .collect();
        if wall.is_empty() || beyond.is_empty() {
            return None;
        }
        let from = wall[rng.random_range(0..wall.len())];
        let to = beyond[rng.random_range(0..beyond.len())];
        Some(vec![(from, to)])
    }

    /// Swaps that empty `set` (its mines go outside) or, when the cells outside cannot take
    /// them or one of its mines may not move, fill it (mines from outside come in), with the
    /// hidden cells outside it: those beside the opened area first, then those beyond; within
    /// each, a mine goes to a cell off the board's edge first and comes from one on it first,
    /// each group shuffled. The stuck sets lie mostly along the edge, and moving their mines
    /// to any cell beside the opened area kept too many there (ring 0.463 against 0.380 inside
    /// on 16 × 16 / 99, uniform 0.401; off the edge first, 0.415 against 0.395).
    fn set_swaps(&self, set: &[usize], rng: &mut ChaCha8Rng) -> Option<Vec<(usize, usize)>> {
        let (open, is_mine) = (self.open, self.is_mine);
        let mut in_set = vec![false; self.grid.cells()];
        for &c in set {
            in_set[c] = true;
        }
        let grid = self.grid;
        let on_ring = |i: usize| {
            let p = grid.pos(i);
            p.row == 0 || p.col == 0 || p.row + 1 == grid.rows() || p.col + 1 == grid.cols()
        };
        let mut outside: Vec<(bool, bool, u32, usize)> = (0..self.grid.cells())
            .filter(|&i| !open[i] && !in_set[i])
            .map(|i| (!self.touched(i), on_ring(i), rng.random::<u32>(), i))
            .collect();
        outside.sort_unstable();
        let full: Vec<usize> = set.iter().copied().filter(|&c| is_mine[c]).collect();
        let empty: Vec<usize> = set.iter().copied().filter(|&c| !is_mine[c]).collect();
        // Emptying first: filling the stuck sets, which lie mostly along the board's edge,
        // piled mines on it (ring 0.551 against 0.353 inside on 16 × 16 / 99; emptying first,
        // 0.463 against 0.380; uniform 0.401).
        if full.iter().all(|&c| self.movable(c)) {
            let free_outside = outside
                .iter()
                .map(|&(_, _, _, i)| i)
                .filter(|&i| !is_mine[i]);
            let free_outside: Vec<usize> = free_outside.take(full.len()).collect();
            if free_outside.len() == full.len() {
                return Some(full.into_iter().zip(free_outside).collect());
            }
        }
        // A protected cell (counted as open) never takes a mine.
        if empty.iter().any(|&c| open[c]) {
            return None;
        }
        // Mines come in from the ring first (the cells beside the opened area still first).
        outside.sort_unstable_by_key(|&(beyond, ring, key, i)| (beyond, !ring, key, i));
        let mines_outside = outside
            .iter()
            .map(|&(_, _, _, i)| i)
            .filter(|&i| self.movable(i));
        let mines_outside: Vec<usize> = mines_outside.take(empty.len()).collect();
        (mines_outside.len() == empty.len()).then(|| mines_outside.into_iter().zip(empty).collect())
    }
}

/// The layout `mines` with the cells `open` opened again: play carries on from where it
/// stopped (no move touched an opened cell).
fn reopened(config: Config, mines: &[u32], open: &[bool]) -> Option<Game> {
    let grid = config.grid();
    let mut game = layout(config, mines).ok()?;
    for i in (0..grid.cells()).filter(|&i| open[i]) {
        game.apply_in_place(Action::Reveal(grid.pos(i))).ok()?;
    }
    Some(game)
}
