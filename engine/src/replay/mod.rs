//! Replays: a game's settings, seed and layout, and every click the player made with its time,
//! so that no game is forgotten. Re-running the clicks through the rules gives exactly the
//! finished game, natively and in wasm; a replay that does not (a click that claims to change
//! nothing but does, a time that runs backwards, a mine under the first reveal…) is refused
//! with a message that names what is wrong.
//!
//! A replay keeps the layout, not only the seed: it plays the same in every later version of
//! the generator, and replays made by other programs (videos: [`crate::video`], opened with
//! [`crate::reading::Opened::read`]) have no seed at all. It has a compact binary form and a
//! URL-safe text form ([`Replay::to_bytes`], [`Replay::to_text`]), and front ends record one
//! while playing with a [`Recorder`]. What it becomes as mouse events ([`Replay::mouse_events`])
//! is the stream the counters and the EVF export read.
//!
//! This module is the record-keeping's first floor: it reads the rules and the videos' events,
//! and nothing that counts or files a game.
//!
//! | file | what |
//! |---|---|
//! | `mod.rs` | [`Replay`], [`Move`], the limits (a move's [`Click`] and the replay's
//! [`Convention`] are [`crate::input`]'s) |
//! | `error.rs` | [`ReplayError`] |
//! | `replayer.rs` | a move played and checked: [`Replayer`], [`Replay::play_move`] |
//! | `pass.rs` | the check every replay passes, a move at a time |
//! | `timeline.rs` | [`Timeline`]: the game after any move |
//! | `recorder.rs` | [`Recorder`]: clicks and the cursor recorded while playing |
//! | `events.rs` | the mouse events a replay becomes, the cursor's path |
//! | `link.rs`, `bits.rs`, `cursor.rs` | the link's binary and text forms, the cursor's track |

pub mod bits;
pub mod cursor;
mod error;
mod events;
pub(crate) mod link;
pub(crate) mod pass;
mod recorder;
pub(crate) mod replayer;
mod timeline;

pub use cursor::{Buttons, Sample};
pub use error::ReplayError;
pub use link::{
    cursor_from_text, cursor_to_text, cursor_to_text_within, moves_from_text, moves_to_text,
};
pub use recorder::Recorder;
pub use replayer::{Played, Replayer};
pub use timeline::Timeline;

use crate::input::{Click, Convention};
use crate::{Config, Game, Limits, Pos};
use pass::{Claims, Pass};

/// One click of a replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The click.
    pub click: Click,
    /// Milliseconds since the replay's first click.
    pub at_ms: u32,
    /// The solver played it (a hint, or autoplay), not the player.
    pub by_solver: bool,
    /// Whether it changed the board. A click that changed nothing is kept: the counters
    /// count it, as wasted.
    pub changed: bool,
}

/// The binary format written by this version (see [`Replay::to_bytes`]).
pub const LINK_VERSION: u8 = 2;

/// The most moves a replay holds: a 200 × 200 board cleared cell by cell, with room to spare.
pub const MAX_MOVES: usize = 200_000;

/// The largest board a replay of this game's rules holds: the game's own.
pub const MAX_SIDE: u32 = Limits::UI.max_rows;

/// The longest replay text read (a link's, or a file's): the longest replay, [`MAX_MOVES`]
/// moves on the largest board, is well under it.
pub const MAX_TEXT_BYTES: usize = 2_000_000;

/// Refuses a board larger than replays under `rules` hold, before anything is made for it.
pub(crate) fn check_board(rows: u32, cols: u32, convention: Convention) -> Result<(), ReplayError> {
    let (max, whose) = match convention {
        Convention::Ours => (MAX_SIDE, "replay links"),
        Convention::Classic => (crate::video::MAX_SIDE, "videos"),
    };
    if rows > max || cols > max {
        return Err(ReplayError::TooBig {
            rows,
            cols,
            max,
            whose,
        });
    }
    Ok(())
}

/// A game as it was played: its settings (with the first-click rule), its seed, its layout
/// once placed, and every click. Valid by construction: every `Replay` that exists re-runs to
/// a game that obeys the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    config: Config,
    seed: u64,
    /// Sorted mine indices; empty when no cell was ever revealed.
    mines: Vec<u32>,
    moves: Vec<Move>,
    /// Where the cursor was while it was played, when that was recorded.
    cursor: Vec<Sample>,
    convention: Convention,
}

impl Replay {
    /// A replay of a game played by this game's rules, checked by re-running it.
    pub fn new(
        config: Config,
        seed: u64,
        mines: Vec<u32>,
        moves: Vec<Move>,
    ) -> Result<Replay, ReplayError> {
        Replay::with_convention(config, seed, mines, moves, Convention::Ours)
    }

    /// A replay under `convention`, checked by re-running it.
    pub fn with_convention(
        config: Config,
        seed: u64,
        mines: Vec<u32>,
        moves: Vec<Move>,
        convention: Convention,
    ) -> Result<Replay, ReplayError> {
        let replay = Replay {
            config,
            seed,
            mines,
            moves,
            cursor: Vec::new(),
            convention,
        };
        replay.checked()
    }

    /// The board of a file from another program, its layout there before the first click and
    /// no move yet: the reading floor plays its clicks into it as it reads them
    /// ([`crate::reading::Checking::video`]).
    pub(crate) fn unplayed(config: Config, mines: Vec<u32>) -> Replay {
        Replay {
            config,
            seed: 0,
            mines,
            moves: Vec::new(),
            cursor: Vec::new(),
            convention: Convention::Classic,
        }
    }

    /// This replay with the cursor's track it was played with, checked against the board.
    pub fn with_cursor(mut self, cursor: Vec<Sample>) -> Result<Replay, ReplayError> {
        cursor::check(&cursor, &self.config)?;
        self.cursor = cursor;
        Ok(self)
    }

    /// The cursor's track (empty when none was recorded).
    pub fn cursor(&self) -> &[Sample] {
        &self.cursor
    }

    /// This replay, checked by playing it.
    fn checked(self) -> Result<Replay, ReplayError> {
        let mut pass = Pass::new(self, Claims::Checked)?;
        pass.play_all(|| None)?;
        Ok(pass.finish()?.0.replay)
    }

    /// The replay of `game` (this game's rules) from the clicks recorded while it was played:
    /// checked by re-running it, and refused unless that gives `game` itself.
    pub fn of(game: &Game, moves: Vec<Move>) -> Result<Replay, ReplayError> {
        let replay = Replay::new(
            *game.config(),
            game.seed(),
            game.mine_indices().to_vec(),
            moves,
        )?;
        if replay.final_game() != *game {
            return Err(ReplayError::Layout(
                "replaying the moves does not give the game they were recorded from".into(),
            ));
        }
        Ok(replay)
    }

    /// Its board's settings.
    pub const fn config(&self) -> &Config {
        &self.config
    }

    /// The seed its game was made from.
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// The layout: sorted row-major mine indices (empty if no cell was revealed).
    pub fn mines(&self) -> &[u32] {
        &self.mines
    }

    /// Its moves, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Whose conventions it was played under (a left click on a number chords in ours).
    pub const fn convention(&self) -> Convention {
        self.convention
    }

    /// Steps through the replay from the unplayed board.
    pub fn replayer(&self) -> Replayer<'_> {
        Replayer {
            replay: self,
            game: self.start(),
            next: 0,
        }
    }

    /// The unplayed board: under the classic convention the layout is there from the start.
    pub fn start(&self) -> Game {
        let fresh = Game::new(self.config, self.seed);
        if self.convention == Convention::Ours || self.mines.is_empty() {
            return fresh;
        }
        let grid = self.config.grid();
        let positions: Vec<Pos> = self.mines.iter().map(|&m| grid.pos(m as usize)).collect();
        // The layout was checked against the settings: it always fits.
        Game::with_mines(self.config, &positions).unwrap_or(fresh)
    }

    /// The name an exported file is saved under, the same from every page:
    /// "minesweeper-expert-16x30-seed42.evf".
    pub fn file_name(&self) -> String {
        let config = self.config();
        format!(
            "minesweeper-{}-{}x{}-seed{}.evf",
            config.category(),
            config.rows(),
            config.cols(),
            self.seed()
        )
    }

    /// The game after every move.
    pub fn final_game(&self) -> Game {
        let mut replayer = self.replayer();
        // A `Replay` re-ran when it was made: no step fails.
        while let Some(Ok(_)) = replayer.step() {}
        replayer.game
    }

    /// The move that made the first reveal, if any: the first that opened something (before
    /// it only flags and marks change the board).
    pub fn first_reveal(&self) -> Option<usize> {
        first_reveal_of(&self.moves)
    }

    /// The game's time as its clock showed it: from the first reveal to the last move (to
    /// the move that ended it, for a finished game), in milliseconds.
    pub fn time_ms(&self) -> u32 {
        let start = self.first_reveal().map_or(0, |i| self.moves[i].at_ms);
        self.moves
            .last()
            .map_or(0, |m| m.at_ms.saturating_sub(start))
    }
}

/// The index of the first move that opened something.
pub(crate) fn first_reveal_of(moves: &[Move]) -> Option<usize> {
    moves
        .iter()
        .position(|m| m.changed && matches!(m.click, Click::Reveal(_) | Click::Chord(_)))
}

/// Checks a layout against its settings: the settings' count, sorted, distinct, on the board.
fn check_layout(config: &Config, mines: &[u32]) -> Result<(), ReplayError> {
    if mines.is_empty() {
        return Ok(());
    }
    let bad = |why: String| Err(ReplayError::Layout(why));
    if mines.len() != config.mines() as usize {
        return bad(format!(
            "it has {} mines, and its settings {}",
            mines.len(),
            config.mines()
        ));
    }
    if !mines.windows(2).all(|w| w[0] < w[1]) {
        return bad("its mines are not distinct and in order".into());
    }
    if mines.last().is_some_and(|&m| m as usize >= config.cells()) {
        return bad("a mine lies outside the board".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests;
