//! Videos: a game as its player's mouse made it, in the Minesweeper community's formats —
//! Arbiter's AVF, Viennasweeper's RMV, Minesweeper Clone's MVF and Metasweeper's EVF (versions
//! 0 to 4) — read onto one stream of mouse [`Event`]s: a time, the cursor's place in the
//! board's pixels, and what the buttons did. What the clicks were, and every counter the
//! community ranks by (the cursor's path included), is then read off the events by one state
//! machine ([`mouse`]), the one ms_toollib, the community's reference library, plays them with,
//! so that the numbers are its numbers.
//!
//! The byte layouts are each format's own (`docs/replays.md` says what each keeps); the
//! readers are written from the files and from what ms_toollib's readers show of them. Every
//! limit is checked before the work it bounds: the file's bytes, the board, the events.

mod avf;
mod bytes;
mod evf;
pub mod mouse;
mod mvf;
mod rmv;

use std::future::Future;
use std::task::{Context, Poll, Waker};

use thiserror::Error;

pub use mouse::{ClickCounts, Effect};

/// The largest video file read: an EVF of the most clicks a replay keeps, with the mouse's
/// moves between them, is well under it.
pub const MAX_BYTES: usize = 16_000_000;

/// The most events a video holds (an EVF event takes at least six bytes).
pub const MAX_EVENTS: usize = MAX_BYTES / 6;

/// The EVF version this engine writes ([`crate::export`]; it reads 0 to 4).
pub const EVF_VERSION: u8 = 4;

/// The largest board a video holds: the formats' own (a byte for rows and columns).
pub const MAX_SIDE: u32 = 255;

/// Events (or bytes searched) read between two turns a [`Pace`] is asked for: a fraction of a
/// millisecond natively, a millisecond or two in a page.
pub const PACE_EVENTS: usize = 1 << 14;

/// How a long read lets its caller's other work go on: a reader awaits [`Pace::turn`] every
/// [`PACE_EVENTS`] events. [`AtOnce`] never waits; a page's pace waits for the page's next turn
/// once its slice of time is used, so that the largest file is read between frames.
pub trait Pace {
    /// Lets the caller's other work go on, when it is time to.
    fn turn(&mut self) -> impl Future<Output = ()>;
}

/// The pace that never waits: the read runs to its end at once.
pub struct AtOnce;

impl Pace for AtOnce {
    async fn turn(&mut self) {}
}

/// Runs `future` to its end, when nothing it awaits waits (a read paced by [`AtOnce`]): one
/// poll finishes it.
pub fn at_once<T>(future: impl Future<Output = T>) -> T {
    let mut future = std::pin::pin!(future);
    let mut cx = Context::from_waker(Waker::noop());
    loop {
        if let Poll::Ready(value) = future.as_mut().poll(&mut cx) {
            return value;
        }
    }
}

/// Counts one more step of a reader's loop in `count`; every [`PACE_EVENTS`] of them, gives
/// the caller a turn.
async fn paced(pace: &mut impl Pace, count: &mut usize) {
    *count += 1;
    if *count % PACE_EVENTS == 0 {
        pace.turn().await;
    }
}

/// Which program's format a video is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Arbiter's `.avf`.
    Avf,
    /// Viennasweeper's `.rmv` (its format version 1 or 2).
    Rmv(u16),
    /// Minesweeper Clone's `.mvf`.
    Mvf,
    /// Metasweeper's `.evf`, version 0 to 4.
    Evf(u8),
}

impl Format {
    /// The format a file's name says (its extension), if it names one.
    pub fn of_name(name: &str) -> Option<Format> {
        let extension = name.rsplit_once('.')?.1.to_ascii_lowercase();
        Some(match extension.as_str() {
            "avf" => Format::Avf,
            "rmv" => Format::Rmv(0),
            "mvf" => Format::Mvf,
            "evf" => Format::Evf(0),
            _ => return None,
        })
    }

    /// What the format is called.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Avf => "AVF",
            Format::Rmv(_) => "RMV",
            Format::Mvf => "MVF",
            Format::Evf(_) => "EVF",
        }
    }
}

/// What a mouse event did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mouse {
    /// The cursor moved.
    Move,
    /// The left button pressed.
    LeftDown,
    /// The left button let go.
    LeftUp,
    /// The right button pressed.
    RightDown,
    /// The right button let go.
    RightUp,
    /// The middle button pressed.
    MiddleDown,
    /// The middle button let go.
    MiddleUp,
    /// Both buttons down at once, the first of them not known (EVF's kind 9).
    BothDown,
    /// A flag placed before the game (RMV's preflags, EVF's kind 8).
    PreFlag,
    /// The left, right or middle button changed, down or up not said (EVF 3's kinds 10–12).
    Left,
    /// The right button changed.
    Right,
    /// The middle button changed.
    Middle,
}

/// One mouse event: when, where, what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Event {
    /// Milliseconds since the video's first event.
    pub at_ms: u32,
    /// The cursor, in the board's pixels from its top-left corner (a cell is
    /// [`Video::cell_pixels`] wide). Off the board: at or past its right and bottom edge.
    pub x: u16,
    /// Down, likewise.
    pub y: u16,
    /// What happened.
    pub mouse: Mouse,
}

/// What a video says besides the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Info {
    /// The program that recorded it.
    pub software: String,
    /// The player, as visible text.
    pub player: String,
    /// The player's name as the file has it, when it is not UTF-8 (its encoding is not named:
    /// [`Info::decode_player`] lets a front end read it as GB18030, as ms_toollib does); empty
    /// when it is.
    pub player_bytes: Vec<u8>,
    /// Two letters, when given.
    pub country: String,
    /// When the game began, microseconds since 1970 (its program's clock).
    pub start_us: u64,
    /// The game's time as the file gives it, in milliseconds: from the first left click let go
    /// to the last event.
    pub time_ms: u32,
    /// The 3BV the file gives.
    pub bbbv: u32,
    /// The game mode's number (0 standard; EVF: 5 to 10 the no-guess modes…).
    pub mode: u16,
    /// The file says the game was won.
    pub completed: bool,
    /// "?" marks were on.
    pub marks: bool,
}

impl Info {
    /// Sets the player from the name's bytes: UTF-8 when they are, else as [`bytes::text`]
    /// shows them for now, the bytes kept for [`Info::decode_player`].
    pub(crate) fn set_player(&mut self, name: &[u8]) {
        self.player = bytes::text(name);
        self.player_bytes = if std::str::from_utf8(name).is_ok() {
            Vec::new()
        } else {
            name.to_vec()
        };
    }

    /// [`Info::set_player`] for a file that says its texts are not UTF-8 (a first-version RMV
    /// without its UTF-8 property): bytes that happen to be UTF-8 are a code page's all the
    /// same, as ms_toollib reads them.
    pub(crate) fn set_player_code_page(&mut self, name: &[u8]) {
        self.player = bytes::code_page_text(name);
        self.player_bytes = if name.is_ascii() {
            Vec::new()
        } else {
            name.to_vec()
        };
    }

    /// The player's name read again with `decode` where it is not UTF-8: ms_toollib reads such
    /// names as GB18030 (the Chinese community's code page) when they are that, else as
    /// Windows-1252. The engine carries no code page's table; a front end has one (the
    /// browser's `TextDecoder`, `encoding_rs` natively). `decode` answers `None` for bytes
    /// that are not its encoding, and the name stays as it was.
    pub fn decode_player(mut self, decode: impl FnOnce(&[u8]) -> Option<String>) -> Info {
        if !self.player_bytes.is_empty() {
            if let Some(name) = decode(&self.player_bytes) {
                self.player = crate::format::visible(&name);
            }
        }
        self
    }

    /// Who played the video with which program, for a title: "by Name · Arbiter 0.52.3 ·
    /// AVF" (what the file leaves out is left out).
    pub fn credit(&self, format: Format) -> String {
        let mut parts = Vec::new();
        if !self.player.is_empty() {
            parts.push(format!("by {}", self.player));
        }
        if !self.software.is_empty() {
            parts.push(self.software.clone());
        }
        parts.push(format.name().to_string());
        parts.join(" · ")
    }
}

/// A video: the board (its size, the mines, the cell's size in pixels), every mouse event in
/// order, and what the file says besides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Video {
    /// The format it was read from.
    pub format: Format,
    /// The board's rows.
    pub rows: u32,
    /// The board's columns.
    pub cols: u32,
    /// Row-major, sorted.
    pub mines: Vec<u32>,
    /// A cell's size in the video's pixels.
    pub cell_pixels: u16,
    /// Every mouse event, in order.
    pub events: Vec<Event>,
    /// What the file says besides: the player, the times, the program.
    pub info: Info,
}

/// Why a video was refused, as data: each front end words it (`minesweeper_i18n::refusal`);
/// `Display` is English, for logs and tests.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum VideoError {
    /// Over the largest file read.
    #[error("the file is {}; videos of up to {} are read", crate::format::bytes(*.bytes), crate::format::bytes(MAX_BYTES))]
    TooLarge {
        /// The file's size.
        bytes: usize,
    },
    /// A board no video holds.
    #[error("its board is {rows}×{cols}; videos hold boards of 1×1 to {MAX_SIDE}×{MAX_SIDE}")]
    Board {
        /// The rows it says.
        rows: u32,
        /// The columns it says.
        cols: u32,
    },
    /// Over the most events read.
    #[error("it has more than {MAX_EVENTS} mouse events")]
    TooManyEvents,
    /// It ends in the middle of a part: which, and the byte that part starts at.
    #[error("it ends inside {part} (from byte {at})")]
    Truncated {
        /// The part cut short.
        part: Part,
        /// Where that part starts in the file.
        at: usize,
    },
    /// Not a file of the format it was read as.
    #[error("it is not {format}: {why}")]
    NotThis {
        /// The format it was read as (`AVF`, `RMV`, `MVF`, `EVF`: the same in every language).
        format: &'static str,
        /// What is wrong.
        why: NotThis,
    },
    /// Read, but not a game that can be.
    #[error("{0}")]
    Invalid(Invalid),
}

/// The part of a video a file ends inside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum Part {
    /// What precedes the board: the version, the level, the board's size, the options.
    #[error("its header")]
    Header,
    /// Where the mines are.
    #[error("its mines")]
    Layout,
    /// What the file says of the game: the player, the date, the program, the result, the times.
    #[error("its details")]
    Details,
    /// The mouse's events.
    #[error("its mouse events")]
    Events,
    /// The check that the file is whole.
    #[error("its checksum")]
    Check,
}

/// Why a file is not of the format it was read as.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotThis {
    /// An AVF's level byte is none of Arbiter's (3 to 6).
    #[error("its level is {0}; Arbiter's are 3 to 6")]
    Level(u8),
    /// A version this reader does not read: the one found and the first and last read.
    #[error("its version is {found}; versions {first} to {last} are read")]
    Version {
        /// The version the file says.
        found: u16,
        /// The first read.
        first: u16,
        /// The last read.
        last: u16,
    },
    /// An MVF's header names no release of Minesweeper Clone.
    #[error("its header names no release of Minesweeper Clone")]
    NoRelease,
    /// It does not begin with its format's mark (`*rmv`).
    #[error("it does not begin with “{0}”")]
    NoMark(&'static str),
}

/// Why a file read whole is not a game that can be.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Invalid {
    /// A mine off the board (row and column from 1).
    #[error("a mine is at row {row}, column {col}, off its {rows}×{cols} board")]
    MineOff {
        /// Its row, from 1.
        row: u32,
        /// Its column, from 1.
        col: u32,
        /// The board's rows.
        rows: u32,
        /// The board's columns.
        cols: u32,
    },
    /// Two mines on one cell.
    #[error("two of its mines are on one cell")]
    SharedCell,
    /// An AVF's mark byte is neither of Arbiter's.
    #[error("its \"?\" mark byte is {0}, where Arbiter writes 17 or 127")]
    MarkByte(u8),
    /// A number the file writes as text is not one: which, and the text.
    #[error("its {what} is “{text}”, not a number")]
    NotANumber {
        /// The 3BV or the time.
        what: Counted,
        /// The text found.
        text: String,
    },
    /// An event of a kind the program that wrote it does not write.
    #[error("it has an event of kind {kind}, which {program} does not write")]
    EventKind {
        /// The kind found.
        kind: u8,
        /// The program and its version (`Arbiter`, `Viennasweeper 2`, `EVF 4`: names, the
        /// same in every language).
        program: String,
    },
    /// A first event no game starts with.
    #[error("its first event has kind {0}, which no game starts with")]
    FirstEvent(u8),
    /// The header's count of mines is not the layout's.
    #[error("its header says {said} mines and its layout has {found}")]
    MinesDisagree {
        /// The header's count.
        said: u32,
        /// The layout's.
        found: usize,
    },
    /// A board other than the three levels, from a Clone that saved only those.
    #[error("its board is {rows}×{cols}; Clone before 0.97 saved only the three levels")]
    EarlyBoard {
        /// The board's rows.
        rows: u32,
        /// The board's columns.
        cols: u32,
    },
    /// No mouse events at all.
    #[error("it has no mouse events")]
    NoEvents,
    /// An RMV from an unnamed clone.
    #[error("its clone is not named")]
    CloneUnnamed,
    /// A cell of no width.
    #[error("its cells are 0 pixels wide")]
    ZeroPixels,
    /// An RMV 1 result text with no 3BV in it.
    #[error("its result text holds no 3BV")]
    NoBbbv,
    /// No format's mark, and not an AVF either: why it is not one, when it was tried as one.
    #[error("it is none of the video formats read (AVF, RMV, MVF, EVF){}", match .as_avf { Some(why) => format!("; read as Arbiter's, {why}"), None => String::new() })]
    NoFormat {
        /// Why it is no AVF.
        as_avf: Option<Box<VideoError>>,
    },
}

/// A number a video writes as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum Counted {
    /// The 3BV.
    #[error("3BV")]
    Bbbv,
    /// The time.
    #[error("time")]
    Time,
}

impl Video {
    /// Reads a video in `format`; with none, the format is found from the bytes (an RMV and a
    /// Clone MVF from 0.97 on say so in their first bytes, an EVF begins with its version, 0 to
    /// 4; anything else is tried as an AVF).
    pub fn read(bytes: &[u8], format: Option<Format>) -> Result<Video, VideoError> {
        at_once(Video::read_paced(bytes, format, &mut AtOnce))
    }

    /// [`Video::read`], giving its caller a turn every [`PACE_EVENTS`] events.
    pub async fn read_paced(
        bytes: &[u8],
        format: Option<Format>,
        pace: &mut impl Pace,
    ) -> Result<Video, VideoError> {
        if bytes.len() > MAX_BYTES {
            return Err(VideoError::TooLarge { bytes: bytes.len() });
        }
        // AVF has no mark of its own: a file tried as one for want of any other says so.
        let unnamed_avf = format.is_none();
        match format.or_else(|| sniff(bytes)) {
            Some(Format::Avf) => avf::read(bytes, pace).await.map_err(|e| {
                // AVF has no mark: a file tried as one for want of any other is none of them.
                let unmarked =
                    matches!(e, VideoError::NotThis { .. } | VideoError::Truncated { .. });
                if unnamed_avf && unmarked {
                    VideoError::Invalid(Invalid::NoFormat {
                        as_avf: Some(Box::new(e)),
                    })
                } else {
                    e
                }
            }),
            Some(Format::Rmv(_)) => rmv::read(bytes, pace).await,
            Some(Format::Mvf) => mvf::read(bytes, pace).await,
            Some(Format::Evf(_)) => evf::read(bytes, pace).await,
            None => Err(VideoError::Invalid(Invalid::NoFormat { as_avf: None })),
        }
    }

    /// The board's cells.
    pub fn cells(&self) -> usize {
        self.rows as usize * self.cols as usize
    }

    /// The cell an event's place is on, if it is on the board.
    pub fn cell_of(&self, x: u16, y: u16) -> Option<(u32, u32)> {
        let px = self.cell_pixels.max(1);
        let (row, col) = (u32::from(y / px), u32::from(x / px));
        (row < self.rows && col < self.cols).then_some((row, col))
    }

    /// Plays the events through the click state machine: what every event did, the counts,
    /// and the cursor's path.
    pub fn play(&self) -> mouse::PlayedVideo {
        mouse::play(self)
    }

    /// Checks a board read from a file and makes its video.
    fn new(
        format: Format,
        (rows, cols, cell_pixels): (u32, u32, u16),
        mines: Vec<u32>,
        events: Vec<Event>,
        info: Info,
    ) -> Result<Video, VideoError> {
        check_board(rows, cols)?;
        if cell_pixels == 0 {
            return Err(VideoError::Invalid(Invalid::ZeroPixels));
        }
        let mut mines = mines;
        mines.sort_unstable();
        mines.dedup();
        Ok(Video {
            format,
            rows,
            cols,
            mines,
            cell_pixels,
            events,
            info,
        })
    }
}

/// Refuses a board no video holds, before anything is made for it.
fn check_board(rows: u32, cols: u32) -> Result<(), VideoError> {
    if rows == 0 || cols == 0 || rows > MAX_SIDE || cols > MAX_SIDE {
        return Err(VideoError::Board { rows, cols });
    }
    Ok(())
}

/// The format the first bytes say, if they say one.
fn sniff(bytes: &[u8]) -> Option<Format> {
    match bytes {
        [b'*', b'r', b'm', b'v', ..] => Some(Format::Rmv(0)),
        // Clone's releases from 0.97 on begin "\x11MMinesweeper Clone"; earlier ones have no
        // mark of their own, and are read as MVF only when the file's name says so.
        [0x11, 0x4D, ..] => Some(Format::Mvf),
        [version @ 0..=4, ..] => Some(Format::Evf(*version)),
        [_, ..] => Some(Format::Avf),
        [] => None,
    }
}
