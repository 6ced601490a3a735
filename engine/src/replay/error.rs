//! Why a replay, a link's text or a video was refused: one error for every way in, each
//! message naming what is wrong.

use thiserror::Error;

use super::{LINK_VERSION, MAX_MOVES};
use crate::Pos;

/// Why a replay was refused. Every message names what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// It ends before a part: which.
    #[error("the replay ends early: {0}")]
    Truncated(&'static str),
    /// A format this version does not read.
    #[error("the replay is in format {found}; this version reads formats 1 to {LINK_VERSION}")]
    Version {
        /// The format it says.
        found: u8,
    },
    /// Its checksum does not match.
    #[error("the replay's checksum does not match: it was changed or cut short")]
    Checksum,
    /// A character no replay link has.
    #[error("the replay's text has a character that is not in a replay link: “{}”", crate::format::visible(&.0.to_string()))]
    Character(char),
    /// Not a replay's text: why.
    #[error("this is not a replay's text: {0}")]
    Text(&'static str),
    /// Its settings are not a board.
    #[error("the replay's settings are not a board: {0}")]
    Settings(String),
    /// Its layout is not its board's.
    #[error("the replay's layout is wrong: {0}")]
    Layout(String),
    /// A move earlier than the one before it.
    #[error("move {index} is at {at_ms} ms, before the move ahead of it")]
    TimeGoesBack {
        /// The move's index.
        index: usize,
        /// Its time.
        at_ms: u32,
    },
    /// A move off the board.
    #[error("move {index} is on {pos}, outside the {rows}×{cols} board")]
    Outside {
        /// The move's index.
        index: usize,
        /// Its cell.
        pos: Pos,
        /// The board's rows.
        rows: u32,
        /// The board's columns.
        cols: u32,
    },
    /// A move after the game ended.
    #[error("move {index} comes after the game ended")]
    AfterTheEnd {
        /// The move's index.
        index: usize,
    },
    #[error("move {index} ({click}) is marked as {}, but replaying it {}", if *.claims_change { "changing the board" } else { "changing nothing" }, if *.claims_change { "changes nothing" } else { "changes the board" })]
    /// A move whose mark of changing the board or not is false.
    Tampered {
        /// The move's index.
        index: usize,
        /// What kind of click it is.
        click: &'static str,
        /// Whether it says it changed the board.
        claims_change: bool,
    },
    /// A mine under a first reveal the rules keep clear.
    #[error("a mine lies under the first reveal ({0}), which this game's rules keep clear")]
    MineUnderFirstReveal(Pos),
    /// More moves than a replay keeps.
    #[error("the replay has {0} moves; at most {MAX_MOVES} are kept")]
    TooLong(usize),
    /// A board larger than its reader holds.
    #[error("the replay's board is {rows}×{cols}; {whose} hold boards of up to {max}×{max}")]
    TooBig {
        /// The board's rows.
        rows: u32,
        /// The board's columns.
        cols: u32,
        /// The largest side held.
        max: u32,
        /// What holds it (links, videos…).
        whose: &'static str,
    },
    /// Larger than its reader reads.
    #[error("the replay is {}; {whose} of up to {} are read", crate::format::bytes(*.bytes), crate::format::bytes(*.max))]
    TooLarge {
        /// Its size.
        bytes: usize,
        /// The largest read.
        max: usize,
        /// What reads it.
        whose: &'static str,
    },
    /// More clicks than a replay keeps.
    #[error("the file has more than {MAX_MOVES} clicks; at most {MAX_MOVES} are kept")]
    TooManyClicks,
    /// A move off the board's top or left edge.
    #[error("move {index} steps off the board's top or left edge")]
    BeforeTheEdge {
        /// The move's index.
        index: usize,
    },
    /// A board larger than EVF holds.
    #[error("the game cannot be saved as EVF: EVF holds boards of up to 255 × 255 cells and 65,535 mines; this one is {rows}×{cols} with {mines}")]
    EvfBoard {
        /// The board's rows.
        rows: u32,
        /// The board's columns.
        cols: u32,
        /// Its mines.
        mines: u32,
    },
    /// A game with no move: EVF has no events to write.
    #[error("the game cannot be saved as EVF: a game with no move has no events to write")]
    EvfEmpty,
    /// Its cursor's track does not fit: why.
    #[error("the replay's cursor does not fit: {0}")]
    Cursor(String),
    /// A video that cannot be read.
    #[error("the video cannot be read: {0}")]
    Video(#[from] crate::video::VideoError),
}
