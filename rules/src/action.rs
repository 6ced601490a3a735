//! What a player does to a cell ([`Action`]) and what doing it returns: the next game and what
//! changed ([`Step`], [`Outcome`]), or why it could not be done ([`MoveError`]).

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{Game, Pos};

/// What a player does to a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Reveal a hidden (or "?"-marked) cell; anywhere else it does nothing. What a click on
    /// an open number means (a chord, in this game) is the front ends' to say, in one place:
    /// the engine's `input::interpret`.
    Reveal(Pos),
    /// On a revealed number whose adjacent flags equal it, reveal its other hidden neighbours.
    Chord(Pos),
    /// Flag a hidden (or "?"-marked) cell, or unflag a flagged one.
    ToggleFlag(Pos),
    /// Cycle hidden → flagged → "?" → hidden, for players who use question marks.
    CycleMark(Pos),
}

impl Action {
    /// The cell it acts on.
    pub const fn pos(self) -> Pos {
        match self {
            Action::Reveal(pos)
            | Action::Chord(pos)
            | Action::ToggleFlag(pos)
            | Action::CycleMark(pos) => pos,
        }
    }
}

/// How an action left the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The action changed nothing (a flagged cell clicked, an unsatisfied chord, a finished game…).
    Unchanged,
    /// Something changed and the game goes on.
    Continues,
    /// The action won the game.
    Won,
    /// The action revealed a mine.
    Lost,
}

/// The result of [`Game::apply`]: the next state and what a front end must redraw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The game after the action.
    pub game: Game,
    /// Every cell whose [`CellView`](crate::CellView) changed, each once.
    pub changed: Vec<Pos>,
    /// How the action left it.
    pub outcome: Outcome,
}

impl Step {
    /// Whether the action changed nothing.
    pub fn is_unchanged(&self) -> bool {
        self.outcome == Outcome::Unchanged
    }
}

/// Why an action could not be applied.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The action names a cell outside the board.
    #[error("cell {pos} is outside the {rows}×{cols} board")]
    Outside {
        /// The cell named.
        pos: Pos,
        /// The board's rows.
        rows: u32,
        /// The board's columns.
        cols: u32,
    },
    /// The first reveal of a no-guess game needs a board made above the rules: plain
    /// [`Game::apply`] would make one that may need guesses.
    #[error("a no-guess game's first reveal needs its board: apply it with a no-guess placement")]
    NeedsBoard,
    /// A [`Placement`](crate::Placement) handed the rules a layout that does not fit the game.
    #[error("the placement does not fit the game: {0}")]
    Placement(&'static str),
}
