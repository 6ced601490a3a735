//! Why a replay, a link's text or a video was refused: one error for every way in, each
//! message naming what is wrong.

use thiserror::Error;

use super::{LINK_VERSION, MAX_MOVES};
use crate::Pos;

/// Why a replay was refused. Every message names what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    #[error("the replay ends early: {0}")]
    Truncated(&'static str),
    #[error("the replay is in format {found}; this version reads formats 1 to {LINK_VERSION}")]
    Version { found: u8 },
    #[error("the replay's checksum does not match: it was changed or cut short")]
    Checksum,
    #[error("the replay's text has a character that is not in a replay link: “{}”", crate::format::visible(&.0.to_string()))]
    Character(char),
    #[error("this is not a replay's text: {0}")]
    Text(&'static str),
    #[error("the replay's settings are not a board: {0}")]
    Settings(String),
    #[error("the replay's layout is wrong: {0}")]
    Layout(String),
    #[error("move {index} is at {at_ms} ms, before the move ahead of it")]
    TimeGoesBack { index: usize, at_ms: u32 },
    #[error("move {index} is on {pos}, outside the {rows}×{cols} board")]
    Outside {
        index: usize,
        pos: Pos,
        rows: u32,
        cols: u32,
    },
    #[error("move {index} comes after the game ended")]
    AfterTheEnd { index: usize },
    #[error("move {index} ({click}) is marked as {}, but replaying it {}", if *.claims_change { "changing the board" } else { "changing nothing" }, if *.claims_change { "changes nothing" } else { "changes the board" })]
    Tampered {
        index: usize,
        click: &'static str,
        claims_change: bool,
    },
    #[error("a mine lies under the first reveal ({0}), which this game's rules keep clear")]
    MineUnderFirstReveal(Pos),
    #[error("the replay has {0} moves; at most {MAX_MOVES} are kept")]
    TooLong(usize),
    #[error("the replay's board is {rows}×{cols}; {whose} hold boards of up to {max}×{max}")]
    TooBig {
        rows: u32,
        cols: u32,
        max: u32,
        whose: &'static str,
    },
    #[error("the replay is {}; {whose} of up to {} are read", crate::format::bytes(*.bytes), crate::format::bytes(*.max))]
    TooLarge {
        bytes: usize,
        max: usize,
        whose: &'static str,
    },
    #[error("the file has more than {MAX_MOVES} clicks; at most {MAX_MOVES} are kept")]
    TooManyClicks,
    #[error("move {index} steps off the board's top or left edge")]
    BeforeTheEdge { index: usize },
    #[error("the game cannot be saved as EVF: {0}")]
    Evf(String),
    #[error("the replay's cursor does not fit: {0}")]
    Cursor(String),
    #[error("the video cannot be read: {0}")]
    Video(#[from] crate::video::VideoError),
}
