//! No-guess boards: from the first click's opening, some hidden cell can always be proven safe
//! until the board is cleared. "Proven" is the solver's exact certainty: a cell that is a mine
//! in no layout consistent with every number shown and the mine total.
//!
//! [`check`] plays a board the way such a player would: it reveals every provably safe cell,
//! again and again, and says whether that clears the board and the hardest rule it needed.
//! [`generate`] makes a no-guess board for a seed and a first click, deterministically:
//!
//! 1. **Redraw**: up to [`Budget::redraws`] uniform layouts (the Opening rule's), each checked
//!    whole (a few rounds of proof per step). The first that passes is uniform among no-guess
//!    boards.
//! 2. **Repair**, when no redraw passed (dense boards): from the last layout, wherever the
//!    check gets stuck, one set of cells the numbers leave open is emptied or filled by
//!    swapping mines with hidden cells outside it (after Tatham's `mineperturb`), and the
//!    check goes on from there; at most [`Budget::repairs`] mines moved. A repaired board is
//!    checked again from the first click, so what is returned always passes. Moved mines go
//!    off the board's edge first, which keeps the edge's mine rate close to the uniform one
//!    (`ng-bench --bias` measures it).
//! 3. **Fallback**: past both budgets, the ordinary board for the seed, and the caller says so.
//!
//! Budgets count work (layouts, moves), never time, so a seed gives the same board on every
//! machine, natively and in wasm. A game made from more than one click (a battle, from both
//! corners' openings) is made the same way through [`Origin`], which the game implements: this
//! module knows nothing of it.

mod check;
mod generator;
mod repair;
#[cfg(test)]
mod tests;

pub use check::{check, check_from, Verdict};
pub use generator::{Generator, Origin};

use crate::solver::Deduction;
use crate::{place_mines, Config, FirstClick, Game, NoGuessGrade, Placed, Placement, Pos, Status};

/// Boards up to this many cells are made without guesses at any density.
pub const MAX_CELLS: usize = 1_000;

/// Larger boards are made without guesses up to this share of mines, in percent: 200 × 200
/// with 20 % (8,000 mines) takes about 0.3 s natively, with 25 % several seconds.
pub const MAX_DENSITY_PERCENT: u32 = 20;

/// Whether a board of this size and mine count is made without guesses: any board of at most
/// [`MAX_CELLS`] cells, and larger ones with at most [`MAX_DENSITY_PERCENT`] of mines.
pub const fn fits(rows: u32, cols: u32, mines: u32) -> bool {
    let cells = rows as u64 * cols as u64;
    cells <= MAX_CELLS as u64 || mines as u64 * 100 <= cells * MAX_DENSITY_PERCENT as u64
}

/// The share of mines, in percent, rounded up (so a board just over a limit says so).
pub fn density_percent(rows: u32, cols: u32, mines: u32) -> u64 {
    (u64::from(mines) * 100).div_ceil((u64::from(rows) * u64::from(cols)).max(1))
}

/// How much work [`generate`] may do before it falls back to an ordinary board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Uniform layouts to check before repairing.
    pub redraws: u32,
    /// Mines moved while repairing.
    pub repairs: u32,
}

impl Budget {
    /// The front ends' budget: about 20 ms natively on the densest boards Tatham's generator
    /// makes (16 × 16 with 99 mines).
    pub const DEFAULT: Budget = Budget {
        redraws: 20,
        repairs: 2_000,
    };
}

/// How a board was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// The `n`th uniform layout passed (1-based): uniform among no-guess boards.
    Redrawn(u32),
    /// Repaired after every redraw failed, with this many mines moved.
    Repaired(u32),
    /// No no-guess board within the budget: the ordinary board for the seed.
    Fallback,
}

/// A generated board: its mines (sorted indices), how it was made, and its verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// Its mines, sorted cell indices.
    pub mines: Vec<u32>,
    /// How it was made.
    pub method: Method,
    /// What the checker found.
    pub verdict: Verdict,
}

impl Generated {
    /// When no no-guess board was found and this one may need guesses: that, for the front
    /// end to tell the player.
    pub fn fallback(&self, config: &Config) -> Option<Fallback> {
        (self.method == Method::Fallback).then(|| Fallback::of(config))
    }

    /// The board as the rules take it ([`Game::apply_with`]), with its grade.
    pub fn placed(self) -> Placed {
        Placed {
            grade: if self.verdict.solved {
                NoGuessGrade::Needs(self.verdict.grade)
            } else {
                NoGuessGrade::Guesses
            },
            mines: self.mines,
        }
    }
}

/// The placement front ends play with (`game.apply_with(action, &NoGuess::DEFAULT)`): for a
/// no-guess game, [`generate`] with its budget (boards that do not [`fit`](fits) get the
/// ordinary board, graded `None`); for the other rules, the rules' own [`Uniform`] placement.
///
/// [`Uniform`]: crate::Uniform
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoGuess {
    /// The work allowed to make one.
    pub budget: Budget,
}

impl NoGuess {
    /// No-guess boards within the default budget.
    pub const DEFAULT: NoGuess = NoGuess {
        budget: Budget::DEFAULT,
    };
}

impl Placement for NoGuess {
    fn place(&self, config: &Config, seed: u64, first: Pos) -> Option<Placed> {
        if config.first_click() != FirstClick::NoGuess {
            return crate::Uniform.place(config, seed, first);
        }
        let index = config.grid().index(first)?;
        if !fits(config.rows(), config.cols(), config.mines()) {
            let mines = place_mines(config, seed, index);
            return Some(Placed {
                mines,
                grade: NoGuessGrade::Guesses,
            });
        }
        Some(generate(*config, seed, first, self.budget).placed())
    }
}

/// Whether `game`'s first reveal makes its board with the generator (a few milliseconds, tens
/// on dense boards): a no-guess game not begun, on a board the generator takes. A front end
/// that must not freeze makes the board elsewhere, a few [`Generator`] steps at a time, and
/// applies the reveal with the [`Placed`] board.
pub fn makes_board(game: &Game) -> bool {
    let config = game.config();
    game.needs_board() && fits(config.rows(), config.cols(), config.mines())
}

/// For a no-guess game once begun: the hardest rule its board needs, or `None` when the
/// generator fell back to an ordinary board (see [`Game::no_guess_grade_with`]).
pub fn grade(game: &Game) -> Option<Deduction> {
    game.no_guess_grade_with(|config, mines, first| {
        let verdict = check(*config, mines, first);
        verdict.solved.then_some(verdict.grade)
    })
}

/// When `next` (`before` after a move) is a no-guess game that the move started: the rule
/// its board needs, or what to tell the player when none could be made. `None` for every
/// other move and rule.
pub fn started(before: &Game, next: &Game) -> Option<Result<Deduction, Fallback>> {
    let began = before.status() == Status::Ready && next.status() != Status::Ready;
    (began && next.config().first_click() == FirstClick::NoGuess)
        .then(|| grade(next).ok_or_else(|| Fallback::of(next.config())))
}

/// No no-guess board could be made for this size in time, so the board dealt may need
/// guesses: what every front end words for the player (its `Display` is English, for logs
/// and tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fallback {
    /// The board's rows.
    pub rows: u32,
    /// Its columns.
    pub cols: u32,
    /// Its mines.
    pub mines: u32,
}

impl Fallback {
    /// The fallback for a board of `config`'s size.
    pub fn of(config: &Config) -> Fallback {
        Fallback {
            rows: config.rows(),
            cols: config.cols(),
            mines: config.mines(),
        }
    }
}

impl std::fmt::Display for Fallback {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "no no-guess board found for {}×{} with {} mines; this one may need guesses",
            self.rows, self.cols, self.mines
        )
    }
}

/// A no-guess board for `config` (its rule is taken as Opening: the first click opens an
/// area), `seed` and the first click at `first`, within `budget`: [`Generator`] run to the end.
pub fn generate(config: Config, seed: u64, first: Pos, budget: Budget) -> Generated {
    Generator::new(config, seed, first, budget).run()
}
