//! The rules of Minesweeper, shared by every front end (browser, terminal, solver benchmarks).
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

pub mod battle;
mod config;
mod game;
mod grid;
mod metrics;
pub mod no_guess;
mod placement;
mod save;

pub use config::{Config, ConfigError, FirstClick, Limits};
pub use game::{
    Action, CellView, Clicks, Game, LayoutError, MoveError, Outcome, PictureError, Status, Step,
};
pub use grid::{Grid, Neighbours, Pos};
pub use save::{RestoreError, SAVE_VERSION};
pub mod records;
pub mod solver;
