//! Minesweeper for every front end (browser, terminal, benchmarks): the rules, re-exported from
//! `minesweeper-rules` (the floor, which depends on nothing above it), and what stands on
//! them: the [`solver`], the [`no_guess`] generator, [`battle`] and the [`records`] front ends
//! keep.
//!
//! A [`Game`] is an immutable value: [`Game::apply`] takes an [`Action`] and returns a [`Step`]
//! with the next game, the cells whose [`CellView`] changed, and the [`Outcome`]. Mines are
//! placed at the first reveal from a seed, so the same seed and first click give the same
//! board on every platform. The engine has no clock and no I/O.
//!
//! ```
//! use minesweeper_engine::{Action, Config, Game, Outcome, Pos};
//!
//! let game = Game::new(Config::BEGINNER, 12345);
//! let step = game.apply(Action::Reveal(Pos::new(4, 4))).expect("inside the board");
//! assert_ne!(step.outcome, Outcome::Lost); // the first reveal never loses
//! for pos in &step.changed {
//!     let _redraw = step.game.view(*pos);
//! }
//! ```

// Every public item says what it is: every front end reads this crate.
#![deny(missing_docs)]

pub mod analysis;
pub mod battle;
pub mod counters;
pub mod daily;
pub mod export;
pub mod format;
pub mod history;
pub mod input;
pub mod no_guess;
pub mod progress;
pub mod reading;
pub mod records;
pub mod replay;
pub mod review;
pub mod solver;
pub mod unread;
pub mod video;
pub mod zini;

pub use minesweeper_rules::{
    place_mines, Action, CellView, Clicks, Config, ConfigError, Deduction, FirstClick, Game, Grid,
    LayoutError, Limits, MoveError, Neighbours, NoGuessGrade, Outcome, PictureError, Placed,
    Placement, Pos, RestoreError, Status, Step, Uniform, MINE, SAVE_VERSION,
};

/// The README's and `docs/engine.md`'s Rust examples, compiled and run by `cargo test` so they
/// cannot drift from the code.
#[cfg(doctest)]
mod documented_examples {
    #[doc = include_str!("../../README.md")]
    struct Readme;

    #[doc = include_str!("../../docs/engine.md")]
    struct Engine;
}
