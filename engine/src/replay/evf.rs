//! EVF, the Minesweeper community's open replay format (version 4, as eee555's ms_toollib and
//! Metasweeper read and write it): a header, the layout as one bit per cell, then the mouse's
//! events with their times. Every game exports to it, and files from other programs open in
//! our viewer.
//!
//! The layout of a version 4 file, big-endian throughout:
//!
//! | field | bytes |
//! |---|---|
//! | version (4) | 1 |
//! | flags: completed, official, fair, no flags, translated | 1 (bits 7 to 3) |
//! | flags: question marks used, cursor limit, auto replay | 1 (bits 7 to 5) |
//! | rows, columns | 1 each |
//! | mines, cell size in pixels, mode, 3BV | 2, 1, 2, 2 |
//! | time in milliseconds | 4 |
//! | country (two letters) | 2 |
//! | start and end, microseconds since 1970 | 8 each |
//! | software (then, if translated, two more strings), player, race, unique id | text ending in 0 |
//! | device id | 2-byte length, then bytes |
//! | the layout, row by row, one bit per cell (1: a mine), padded to a byte | ⌈cells ÷ 8⌉ |
//! | custom counters | 2-byte count, then that many texts ending in 0 |
//! | first event: kind, time (ms), x, y | 1, 1, 2, 2 |
//! | each next event: kind, time since the last, x and y since the last (signed) | 1, 1, 2, 2 |
//! | … a pause (kind 255) adds 2 bytes of milliseconds to the next event's time | 1 + 2 |
//! | end of events | 1 (0) |
//! | checksum | 2-byte length, then bytes |
//!
//! Event kinds: 1 move, 2 left down, 3 left up, 4 right down, 5 right up, 6 middle down, 7
//! middle up, 8 a flag placed before the game, 9 both buttons down, 10 to 12 left, right or
//! middle toggled; 81 to 99 the game's state (replayed, won, lost, error).
//!
//! We write a left click as a move, left down and left up on the cell's centre; a right click
//! as a move, right down, right up; a chord as both buttons down then up. EVF has no "?" mark:
//! a mark placed reads as a flag taken off, and a right click that takes a "?" off is left out.

use super::{check_board, Click, Move, Replay, ReplayError, Rules, MAX_EVF_BYTES, MAX_MOVES};
use crate::counters::Counters;
use crate::format::visible;
use crate::{CellView, Config, FirstClick, Pos};

/// The EVF version written and read.
pub const EVF_VERSION: u8 = 4;
/// Pixels per cell in the files we write (the classic programs' size).
pub const CELL_PIXELS: u16 = 16;
/// What the files we write say made them.
pub const SOFTWARE: &str = "Minesweeper in Rust";

/// What an EVF file says besides the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EvfInfo {
    /// The program that recorded it.
    pub software: String,
    pub player: String,
    /// Two letters, when given.
    pub country: String,
    /// Microseconds since 1970, when the game began.
    pub start_us: u64,
    /// The time the file gives, in milliseconds.
    pub time_ms: u32,
    /// The 3BV the file gives.
    pub bbbv: u32,
    /// The game mode's number (0 standard, 5 classic no-guess, …).
    pub mode: u16,
    /// Its program counted it as completed (won).
    pub completed: bool,
    /// Its program saw no help (a solver) used.
    pub fair: bool,
}

impl Replay {
    /// The game as an EVF file (version 4). `info` gives the player, the start time and the
    /// country; the rest comes from the replay. Boards over 255 rows or columns do not fit the
    /// format and are refused.
    pub fn to_evf(&self, info: &EvfInfo) -> Result<Vec<u8>, ReplayError> {
        let config = *self.config();
        if config.rows() > 255 || config.cols() > 255 || config.mines() > u32::from(u16::MAX) {
            return Err(ReplayError::Evf(format!(
                "EVF holds boards of up to 255 × 255 cells and 65,535 mines; this one is {}×{} with {}",
                config.rows(),
                config.cols(),
                config.mines()
            )));
        }
        let counters = Counters::of(self);
        let won = counters.won;
        let fair = !self.moves().iter().any(|m| m.by_solver);
        let marks = self
            .moves()
            .iter()
            .any(|m| matches!(m.click, Click::Mark(_)));
        let mut out = vec![EVF_VERSION];
        out.push(u8::from(won) << 7 | u8::from(fair) << 5 | u8::from(counters.no_flags()) << 4);
        out.push(u8::from(marks) << 7);
        out.push(config.rows() as u8);
        out.push(config.cols() as u8);
        out.extend_from_slice(&(config.mines() as u16).to_be_bytes());
        out.push(CELL_PIXELS as u8);
        let mode: u16 = if config.first_click() == FirstClick::NoGuess {
            5
        } else {
            0
        };
        out.extend_from_slice(&mode.to_be_bytes());
        out.extend_from_slice(&(counters.bbbv.min(u32::from(u16::MAX)) as u16).to_be_bytes());
        out.extend_from_slice(&self.time_ms().to_be_bytes());
        let country: Vec<u8> = info
            .country
            .bytes()
            .filter(u8::is_ascii_alphabetic)
            .collect();
        if country.len() == 2 {
            out.extend(country.iter().map(u8::to_ascii_uppercase));
        } else {
            out.extend_from_slice(b"XX");
        }
        let end_us = info
            .start_us
            .saturating_add(u64::from(self.moves().last().map_or(0, |m| m.at_ms)) * 1000);
        out.extend_from_slice(&info.start_us.to_be_bytes());
        out.extend_from_slice(&end_us.to_be_bytes());
        let software = if info.software.is_empty() {
            SOFTWARE
        } else {
            &info.software
        };
        for text in [software, &info.player, "", ""] {
            out.extend(text.bytes().filter(|&b| b != 0));
            out.push(0);
        }
        out.extend_from_slice(&0u16.to_be_bytes());
        let mut bits = vec![0u8; config.cells().div_ceil(8)];
        for &m in self.mines() {
            bits[m as usize / 8] |= 0x80 >> (m % 8);
        }
        out.extend_from_slice(&bits);
        out.extend_from_slice(&0u16.to_be_bytes());
        let events = self.mouse_events();
        if events.is_empty() {
            return Err(ReplayError::Evf(
                "a game with no move has no events to write".into(),
            ));
        }
        write_events(&mut out, &events);
        out.push(0);
        out.extend_from_slice(&0u16.to_be_bytes());
        Ok(out)
    }

    /// The name an exported file is saved under, the same from every page:
    /// "minesweeper-expert-16x30-seed42.evf".
    pub fn file_name(&self) -> String {
        let config = self.config();
        format!(
            "minesweeper-{}-{}x{}-seed{}.evf",
            crate::records::category(config),
            config.rows(),
            config.cols(),
            self.seed()
        )
    }

    /// The mouse events the clicks become, with their times and pixel positions.
    fn mouse_events(&self) -> Vec<(u8, u32, u16, u16)> {
        let mut events = Vec::new();
        let mut replayer = self.replayer();
        for mv in self.moves() {
            let pos = mv.click.pos();
            let view = replayer.game().view(pos);
            if replayer.step().is_none() {
                break;
            }
            let (x, y) = centre(pos);
            let at = mv.at_ms;
            let chord = match mv.click {
                Click::Chord(_) => true,
                Click::Reveal(_) => {
                    self.rules() == Rules::Ours && matches!(view, Some(CellView::Revealed(_)))
                }
                _ => false,
            };
            let kinds: &[u8] = match mv.click {
                Click::Flag(_) | Click::Mark(_) if view == Some(CellView::Questioned) => &[],
                Click::Flag(_) | Click::Mark(_) => &[1, 4, 5],
                _ if chord => &[1, 2, 4, 3, 5],
                _ => &[1, 2, 3],
            };
            events.extend(kinds.iter().map(|&kind| (kind, at, x, y)));
        }
        events
    }

    /// Reads an EVF file (version 4) into a replay under the classic programs' rules, with
    /// what the file says besides. Anything wrong is an error that says what, never a panic.
    pub fn from_evf(bytes: &[u8]) -> Result<(Replay, EvfInfo), ReplayError> {
        let (unread, info) = unchecked_from_evf(bytes)?;
        Ok((unread.all()?.derived()?, info))
    }

    /// A replay of `clicks` (with their times from the file's start), each marked changed or
    /// not by playing it; clicks after the game ended are left out, and times restart at the
    /// first click.
    pub fn from_clicks(
        config: Config,
        seed: u64,
        mines: Vec<u32>,
        clicks: Vec<(Click, u32)>,
        rules: Rules,
    ) -> Result<Replay, ReplayError> {
        let first = clicks.first().map_or(0, |c| c.1);
        let moves = clicks
            .into_iter()
            .map(|(click, at)| Move {
                click,
                at_ms: at.saturating_sub(first),
                by_solver: false,
                changed: false,
            })
            .collect();
        let replay = Replay {
            config,
            seed,
            mines,
            moves,
            rules,
        };
        replay.derived()
    }
}

/// The board and layout an EVF file holds, its events not yet read ([`super::Checking`] reads
/// them as it plays their clicks), and what the file says besides. The file's size is checked
/// before it is read, the number of clicks as its events are.
pub(super) fn unchecked_from_evf(bytes: &[u8]) -> Result<(UnreadEvf, EvfInfo), ReplayError> {
    if bytes.len() > MAX_EVF_BYTES {
        return Err(ReplayError::TooLarge {
            bytes: bytes.len(),
            max: MAX_EVF_BYTES,
            whose: "EVF files",
        });
    }
    let mut r = Reader { bytes, at: 0 };
    let version = r.u8("the version")?;
    if version != EVF_VERSION {
        return Err(ReplayError::Evf(format!(
            "it is EVF version {version}; this version reads version {EVF_VERSION}"
        )));
    }
    let flags = r.u8("the flags")?;
    let translated = flags & 0b0000_1000 != 0;
    r.u8("the flags")?;
    let rows = r.u8("the rows")?;
    let cols = r.u8("the columns")?;
    let mines = r.u16("the mines")?;
    let pixels = r.u8("the cell size")?;
    if pixels == 0 {
        return Err(ReplayError::Evf("its cells are 0 pixels wide".into()));
    }
    let mode = r.u16("the mode")?;
    let bbbv = r.u16("the 3BV")?;
    let time_ms = r.u32("the time")?;
    let country = visible(&String::from_utf8_lossy(r.take(2, "the country")?));
    let start_us = r.u64("the start time")?;
    r.u64("the end time")?;
    let software = r.text("the software")?;
    if translated {
        r.text("the translated software")?;
        r.text("the original encoding")?;
    }
    let player = r.text("the player")?;
    r.text("the race")?;
    r.text("the unique id")?;
    let device = r.u16("the device id")?;
    r.take(usize::from(device), "the device id")?;
    check_board(rows.into(), cols.into(), Rules::Classic)?;
    let config = Config::new(rows.into(), cols.into(), mines.into(), FirstClick::Safe)
        .map_err(|e| ReplayError::Evf(format!("its board is not a board: {e}")))?;
    let cells = config.cells();
    let bits = r.take(cells.div_ceil(8), "the layout")?;
    let layout: Vec<u32> = (0..cells)
        .filter(|&i| bits[i / 8] & (0x80 >> (i % 8)) != 0)
        .map(|i| i as u32)
        .collect();
    if layout.len() != usize::from(mines) {
        return Err(ReplayError::Evf(format!(
            "its header says {mines} mines and its layout has {}",
            layout.len()
        )));
    }
    let custom = r.u16("the custom counters")?;
    for _ in 0..custom {
        r.text("a custom counter")?;
    }
    let events = EventReader {
        at: r.at,
        bytes: bytes.to_vec(),
        clicks: Clicks::new(u16::from(pixels), config),
        started: false,
        ended: false,
        time: 0,
        x: 0,
        y: 0,
        pause: 0,
    };
    let info = EvfInfo {
        software,
        player,
        country,
        start_us,
        time_ms,
        bbbv: u32::from(bbbv),
        mode,
        completed: flags & 0b1000_0000 != 0,
        fair: flags & 0b0010_0000 != 0,
    };
    let replay = Replay {
        config,
        seed: 0,
        mines: layout,
        moves: Vec::new(),
        rules: Rules::Classic,
    };
    Ok((UnreadEvf { replay, events }, info))
}

/// An EVF file's board and layout, read; its events still to read.
pub(super) struct UnreadEvf {
    /// The replay with no moves yet.
    pub(super) replay: Replay,
    pub(super) events: EventReader,
}

impl UnreadEvf {
    /// The replay with every click read (not yet played).
    fn all(mut self) -> Result<Replay, ReplayError> {
        while let Some(mv) = self.events.next() {
            self.replay.moves.push(mv?);
        }
        Ok(self.replay)
    }
}

/// The centre of a cell, in the file's pixels.
fn centre(pos: Pos) -> (u16, u16) {
    let px = |i: u32| (i as u16).saturating_mul(CELL_PIXELS) + CELL_PIXELS / 2;
    (px(pos.col), px(pos.row))
}

/// Writes the events: the first with its time and place in full, the next as differences,
/// with pauses wherever more than 255 ms pass between two.
fn write_events(out: &mut Vec<u8>, events: &[(u8, u32, u16, u16)]) {
    let (kind, at, x, y) = events[0];
    let (mut last_at, mut last_x, mut last_y) = (at.min(255), x, y);
    out.push(kind);
    out.push(last_at as u8);
    out.extend_from_slice(&x.to_be_bytes());
    out.extend_from_slice(&y.to_be_bytes());
    for &(kind, at, x, y) in &events[1..] {
        let mut delta = at.saturating_sub(last_at);
        while delta > 255 {
            let pause = delta.min(u32::from(u16::MAX)) as u16;
            out.push(255);
            out.extend_from_slice(&pause.to_be_bytes());
            delta -= u32::from(pause);
        }
        out.push(kind);
        out.push(delta as u8);
        out.extend_from_slice(&(x as i16).wrapping_sub(last_x as i16).to_be_bytes());
        out.extend_from_slice(&(y as i16).wrapping_sub(last_y as i16).to_be_bytes());
        (last_at, last_x, last_y) = (at, x, y);
    }
}

/// A file's mouse events, read one click at a time: [`super::Checking`] reads each click as it
/// plays it, so a long file's reading is sliced with its checking.
pub(super) struct EventReader {
    bytes: Vec<u8>,
    /// The next byte.
    at: usize,
    clicks: Clicks,
    started: bool,
    ended: bool,
    /// The last event's time (ms) and place, and a pause to add to the next one's time.
    time: u32,
    x: u16,
    y: u16,
    pause: u32,
}

impl EventReader {
    /// Bytes read, and the file's.
    pub(super) fn progress(&self) -> (usize, usize) {
        (self.at, self.bytes.len())
    }

    /// The most clicks the rest of the file can hold (an event takes six bytes).
    pub(super) fn most_left(&self) -> usize {
        (self.bytes.len() - self.at.min(self.bytes.len())) / 6
    }

    /// The next click; `None` after the events' end.
    pub(super) fn next(&mut self) -> Option<Result<Move, ReplayError>> {
        if self.ended {
            return None;
        }
        let read = self.read();
        match read {
            Ok(Some(mv)) => Some(Ok(mv)),
            Ok(None) => {
                self.ended = true;
                None
            }
            Err(why) => {
                // Nothing after an event that cannot be read is read.
                self.ended = true;
                Some(Err(why))
            }
        }
    }

    /// Events up to the next click, or the end and the checksum after it.
    fn read(&mut self) -> Result<Option<Move>, ReplayError> {
        let mut r = Reader {
            bytes: &self.bytes,
            at: self.at,
        };
        if !self.started {
            self.started = true;
            let kind = r.u8("the first event")?;
            if !matches!(kind, 1 | 2 | 4 | 8) {
                return Err(ReplayError::Evf(format!(
                    "its first event has kind {kind}, which no game starts with"
                )));
            }
            self.time = u32::from(r.u8("the first event")?);
            self.x = r.u16("the first event")?;
            self.y = r.u16("the first event")?;
            self.at = r.at;
            if let Some(mv) = self.clicks.event(kind, self.time, self.x, self.y)? {
                return Ok(Some(mv));
            }
        }
        loop {
            let kind = r.u8("the events")?;
            match kind {
                0 => {
                    let checksum = r.u16("the checksum")?;
                    r.take(usize::from(checksum), "the checksum")?;
                    self.at = r.at;
                    return Ok(None);
                }
                1..=12 => {
                    let gap = u32::from(r.u8("an event")?);
                    self.time = self.time.saturating_add(gap).saturating_add(self.pause);
                    self.pause = 0;
                    self.x = self.x.wrapping_add(r.i16("an event")? as u16);
                    self.y = self.y.wrapping_add(r.i16("an event")? as u16);
                    self.at = r.at;
                    if let Some(mv) = self.clicks.event(kind, self.time, self.x, self.y)? {
                        return Ok(Some(mv));
                    }
                }
                13..=80 => {
                    return Err(ReplayError::Evf(format!(
                        "it has a mouse event of kind {kind}, which EVF does not define"
                    )))
                }
                81..=99 => {
                    let gap = u32::from(r.u8("an event")?);
                    self.time = self.time.saturating_add(gap).saturating_add(self.pause);
                    self.pause = 0;
                }
                100..=254 => {}
                255 => self.pause = self.pause.saturating_add(u32::from(r.u16("a pause")?)),
            }
            self.at = r.at;
        }
    }
}

/// The clicks a stream of mouse events makes, as the classic programs read them: a left
/// button let go reveals, a right button pressed flags, both buttons (or the middle one) let
/// go chord. Events off the board are left out; past [`MAX_MOVES`] clicks the file is refused.
struct Clicks {
    pixels: u16,
    config: Config,
    left: bool,
    right: bool,
    both: bool,
    /// Times from the first click.
    first_at: Option<u32>,
    count: usize,
}

impl Clicks {
    fn new(pixels: u16, config: Config) -> Clicks {
        Clicks {
            pixels,
            config,
            left: false,
            right: false,
            both: false,
            first_at: None,
            count: 0,
        }
    }

    /// The click `kind` makes on `cell`, if any.
    fn click(
        &mut self,
        click: fn(Pos) -> Click,
        cell: Option<Pos>,
        at: u32,
    ) -> Result<Option<Move>, ReplayError> {
        let Some(pos) = cell else {
            return Ok(None);
        };
        self.count += 1;
        if self.count > MAX_MOVES {
            return Err(ReplayError::TooManyClicks);
        }
        let first = *self.first_at.get_or_insert(at);
        Ok(Some(Move {
            click: click(pos),
            at_ms: at.saturating_sub(first),
            by_solver: false,
            changed: false,
        }))
    }

    /// The click a mouse event (kind, time in ms, x, y) makes, if it makes one.
    fn event(&mut self, kind: u8, at: u32, x: u16, y: u16) -> Result<Option<Move>, ReplayError> {
        let (row, col) = (u32::from(y / self.pixels), u32::from(x / self.pixels));
        let on_board = row < self.config.rows() && col < self.config.cols();
        let cell = on_board.then(|| Pos::new(row, col));
        match kind {
            2 => {
                self.both = self.right;
                self.left = true;
            }
            4 => {
                let made = if self.left {
                    self.both = true;
                    None
                } else {
                    self.click(Click::Flag, cell, at)?
                };
                self.right = true;
                return Ok(made);
            }
            9 => {
                self.both = true;
                self.left = true;
                self.right = true;
            }
            3 | 5 => {
                let released_left = kind == 3;
                let made = if self.both {
                    self.both = false;
                    self.click(Click::Chord, cell, at)?
                } else if released_left && self.left && !self.right {
                    self.click(Click::Reveal, cell, at)?
                } else {
                    None
                };
                if released_left {
                    self.left = false;
                } else {
                    self.right = false;
                }
                return Ok(made);
            }
            7 | 12 => return self.click(Click::Chord, cell, at),
            8 => return self.click(Click::Flag, cell, at),
            10 => {
                let made = match (self.left, self.both) {
                    (true, true) => {
                        self.both = false;
                        self.click(Click::Chord, cell, at)?
                    }
                    (true, false) => self.click(Click::Reveal, cell, at)?,
                    _ => None,
                };
                self.left = !self.left;
                return Ok(made);
            }
            11 => {
                let made = if !self.right && !self.left {
                    self.click(Click::Flag, cell, at)?
                } else {
                    None
                };
                self.right = !self.right;
                return Ok(made);
            }
            _ => {}
        }
        Ok(None)
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8], ReplayError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or_else(|| ReplayError::Evf(format!("it ends inside {what}")))?;
        let slice = &self.bytes[self.at..end];
        self.at = end;
        Ok(slice)
    }

    fn u8(&mut self, what: &str) -> Result<u8, ReplayError> {
        Ok(self.take(1, what)?[0])
    }

    fn u16(&mut self, what: &str) -> Result<u16, ReplayError> {
        let b = self.take(2, what)?;
        Ok(u16::from_be_bytes([b[0], b[1]]))
    }

    fn i16(&mut self, what: &str) -> Result<i16, ReplayError> {
        Ok(self.u16(what)? as i16)
    }

    fn u32(&mut self, what: &str) -> Result<u32, ReplayError> {
        let b = self.take(4, what)?;
        Ok(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn u64(&mut self, what: &str) -> Result<u64, ReplayError> {
        let b = self.take(8, what)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_be_bytes(a))
    }

    /// A text ending in a zero byte (read as UTF-8, bad bytes replaced, control characters
    /// shown as escapes: a name must not clear a terminal or retitle its window).
    fn text(&mut self, what: &str) -> Result<String, ReplayError> {
        let rest = &self.bytes[self.at..];
        let len = rest
            .iter()
            .position(|&b| b == 0)
            .ok_or_else(|| ReplayError::Evf(format!("it ends inside {what}")))?;
        let text = visible(&String::from_utf8_lossy(&rest[..len]));
        self.at += len + 1;
        Ok(text)
    }
}
