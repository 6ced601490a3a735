//! The floor of Minesweeper: the board ([`Grid`], [`Pos`]), its settings ([`Config`]) and the
//! rules that move a game forward ([`Game::apply`]). Everything else — the solver, the
//! no-guess generator, Battle, records and replays, every front end — stands on this crate,
//! and it depends on nothing above it: the compiler keeps it that way.
//!
//! A [`Game`] is an immutable value: [`Game::apply`] takes an [`Action`] and returns a [`Step`]
//! with the next game, the cells whose [`CellView`] changed, and the [`Outcome`]. Mines are
//! placed at the first reveal from a seed, so the same seed and first click give the same
//! board on every platform. Where they go is a [`Placement`]: the rules place them uniformly
//! themselves ([`Uniform`]); a board made elsewhere (a no-guess board, which needs the
//! solver) is handed in with [`Game::apply_with`], as Tatham's `mines.c` hands its solver the
//! generator's callbacks. The rules have no clock and no I/O.
//!
//! ```
//! use minesweeper_rules::{Action, Config, Game, Outcome, Pos};
//!
//! let game = Game::new(Config::BEGINNER, 12345);
//! let step = game.apply(Action::Reveal(Pos::new(4, 4))).expect("inside the board");
//! assert_ne!(step.outcome, Outcome::Lost); // the first reveal never loses
//! for pos in &step.changed {
//!     let _redraw = step.game.view(*pos);
//! }
//! ```

// Every public item says what it is: the floor is read by every crate above it.
#![deny(missing_docs)]

mod action;
mod config;
mod game;
mod grid;
mod metrics;
mod placement;
mod save;
mod text;

pub use action::{Action, MoveError, Outcome, Step};
pub use config::{Config, ConfigError, FirstClick, Limits};
pub use game::{CellView, Clicks, Deduction, Game, LayoutError, PictureError, Status};
pub use grid::{Grid, Neighbours, Pos, MINE};
pub use placement::{place_mines, NoGuessGrade, Placed, Placement, Uniform};
pub use save::{RestoreError, SAVE_VERSION};
pub use text::visible;
