//! AVF, Arbiter's format (versions "1" to "4" of its first byte). Its layout:
//!
//! - a version byte, 4 bytes, the level (3 beginner 8 × 8/10, 4 intermediate 16 × 16/40,
//!   5 expert 16 × 30/99, 6 custom: columns − 1, rows − 1 and the mines as 2 bytes follow);
//! - each mine as its row and column, from 1, a byte each;
//! - a check text whose length follows from the board, 4 more bytes, a country byte;
//! - a text in square brackets: `[0|26.10.2022.23:13:27:2236|26.23:13:29:7764|B7T3.52]`, the
//!   level (a custom board adds its size), the start and end, `B` the 3BV and `T` the time
//!   plus one second; the byte 5 places before the `[` is 17 when "?" marks were on, 127 when
//!   not;
//! - the events, 8 bytes each: the kind (1 move, 3 left down, 5 left up, 9 right down, 17 or
//!   145 right up, 33 middle down, 65 or 193 middle up, 21 left up), the time's seconds plus one
//!   in bytes 6 (high) and 2 (low) with hundredths in byte 4, x in bytes 1 (high) and 3, y in
//!   bytes 5 (high) and 7; they begin at the first 8 bytes whose third is 1 and second is 0 or
//!   1, and end at one whose bytes 2 and 6 are both 0;
//! - then, after `Skin:`, a line, and the player's name on the next (ending in a carriage
//!   return).

use super::bytes::{text, Bytes};
use super::{
    check_board, paced, Counted, Event, Format, Info, Invalid, Mouse, NotThis, Pace, Part, Video,
    VideoError, MAX_EVENTS,
};

pub(super) async fn read(bytes: &[u8], pace: &mut impl Pace) -> Result<Video, VideoError> {
    let mut r = Bytes::new(bytes);
    r.skip(5, Part::Header)?;
    let level = r.u8(Part::Header)?;
    let (rows, cols, mines) = match level {
        3 => (8, 8, 10),
        4 => (16, 16, 40),
        5 => (16, 30, 99),
        6 => {
            let cols = u32::from(r.u8(Part::Header)?) + 1;
            let rows = u32::from(r.u8(Part::Header)?) + 1;
            (rows, cols, u32::from(r.u16(Part::Layout)?))
        }
        level => {
            return Err(VideoError::NotThis {
                format: "AVF",
                why: NotThis::Level(level),
            })
        }
    };
    check_board(rows, cols)?;
    let layout = mines_of(&mut r, rows, cols, mines)?;
    let check = check_text_length(rows, cols, &layout);
    r.skip(check + 4, Part::Check)?;
    r.u8(Part::Details)?;
    let mut info = bracket(&mut r, level == 6)?;
    let events = events(&mut r, pace).await?;
    info.time_ms = time_ms(&events, info.time_ms);
    info.set_player(player(&mut r));
    info.software = "Arbiter".into();
    Video::new(Format::Avf, (rows, cols, 16), layout, events, info)
}

/// The mines, each its row and column from 1.
fn mines_of(r: &mut Bytes<'_>, rows: u32, cols: u32, mines: u32) -> Result<Vec<u32>, VideoError> {
    let mut layout = Vec::with_capacity(mines as usize);
    for _ in 0..mines {
        let row = u32::from(r.u8(Part::Layout)?);
        let col = u32::from(r.u8(Part::Layout)?);
        if row == 0 || col == 0 || row > rows || col > cols {
            return Err(VideoError::Invalid(Invalid::MineOff {
                row,
                col,
                rows,
                cols,
            }));
        }
        layout.push((row - 1) * cols + col - 1);
    }
    layout.sort_unstable();
    layout.dedup();
    if layout.len() != mines as usize {
        return Err(VideoError::Invalid(Invalid::SharedCell));
    }
    Ok(layout)
}

/// The length of the check text that follows the mines: the digits of a sum over the cells
/// (10 for a mine, else its number plus one, times `col + col × row`).
fn check_text_length(rows: u32, cols: u32, mines: &[u32]) -> usize {
    let is_mine = |r: u32, c: u32| mines.binary_search(&(r * cols + c)).is_ok();
    let mut sum: u64 = 0;
    for c in 0..cols {
        for r in 0..rows {
            let value = if is_mine(r, c) {
                10
            } else {
                let mut n = 1;
                for rr in r.saturating_sub(1)..(r + 2).min(rows) {
                    for cc in c.saturating_sub(1)..(c + 2).min(cols) {
                        n += u64::from(is_mine(rr, cc));
                    }
                }
                n
            };
            sum += value * u64::from(c + c * r);
        }
    }
    sum.to_string().len()
}

/// The text in square brackets: "?" marks, the 3BV and the time (less its one second). A
/// custom board's adds its size before the start.
fn bracket(r: &mut Bytes<'_>, custom: bool) -> Result<Info, VideoError> {
    let mut window = [0u8; 5];
    loop {
        window.rotate_left(1);
        window[4] = r.u8(Part::Details)?;
        if window[2] == b'[' && matches!(window[3], b'0'..=b'3') && window[4] == b'|' {
            break;
        }
    }
    let marks = match window[0] {
        17 => true,
        127 => false,
        other => return Err(VideoError::Invalid(Invalid::MarkByte(other))),
    };
    if custom {
        r.until(b'|', Part::Header)?;
    }
    r.until(b'|', Part::Details)?;
    // The end time, then the 3BV after a `B` (straight after it, or after more fields).
    let mut last = loop {
        match r.u8(Part::Details)? {
            b'B' => break *b"|B",
            b'|' => break [0, b'|'],
            _ => {}
        }
    };
    while last != *b"|B" {
        last = [last[1], r.u8(Part::Details)?];
    }
    let bbbv = text(r.until(b'T', Part::Details)?);
    let time = text(r.until(b']', Part::Details)?).replace(',', ".");
    let bbbv = bbbv.parse().map_err(|_| {
        VideoError::Invalid(Invalid::NotANumber {
            what: Counted::Bbbv,
            text: bbbv.to_string(),
        })
    })?;
    let time: f64 = time.parse().map_err(|_| {
        VideoError::Invalid(Invalid::NotANumber {
            what: Counted::Time,
            text: time.to_string(),
        })
    })?;
    Ok(Info {
        bbbv,
        time_ms: ((time - 1.0).max(0.0) * 1000.0).round() as u32,
        marks,
        ..Info::default()
    })
}

/// An event's kind.
fn mouse(kind: u8) -> Option<Mouse> {
    Some(match kind {
        1 => Mouse::Move,
        3 => Mouse::LeftDown,
        5 | 21 => Mouse::LeftUp,
        9 => Mouse::RightDown,
        17 | 145 => Mouse::RightUp,
        33 => Mouse::MiddleDown,
        65 | 193 => Mouse::MiddleUp,
        _ => return None,
    })
}

/// The events, 8 bytes each.
async fn events(r: &mut Bytes<'_>, pace: &mut impl Pace) -> Result<Vec<Event>, VideoError> {
    let (mut b, mut count) = ([0u8; 8], 0);
    while b[2] != 1 || b[1] > 1 {
        paced(pace, &mut count).await;
        b[0] = b[1];
        b[1] = b[2];
        b[2] = r.u8(Part::Events)?;
    }
    b[3..].copy_from_slice(r.take(5, Part::Events)?);
    let mut events = Vec::with_capacity((r.left() / 8).min(MAX_EVENTS));
    loop {
        let mouse = mouse(b[0]).ok_or_else(|| {
            VideoError::Invalid(Invalid::EventKind {
                kind: b[0],
                program: "Arbiter".into(),
            })
        })?;
        let seconds = i64::from(u16::from(b[6]) << 8 | u16::from(b[2])) - 1;
        let at_ms = (seconds * 1000 + i64::from(b[4]) * 10).max(0) as u32;
        if events.len() == MAX_EVENTS {
            return Err(VideoError::TooManyEvents);
        }
        paced(pace, &mut count).await;
        events.push(Event {
            at_ms,
            x: u16::from(b[1]) << 8 | u16::from(b[3]),
            y: u16::from(b[5]) << 8 | u16::from(b[7]),
            mouse,
        });
        b.copy_from_slice(r.take(8, Part::Events)?);
        if b[2] == 0 && b[6] == 0 {
            return Ok(events);
        }
    }
}

/// The game's time: the header's, unless the events run past it (then from the first left
/// button let go to the last event), as ms_toollib takes it.
fn time_ms(events: &[Event], header: u32) -> u32 {
    let Some(last) = events.last() else {
        return header;
    };
    if header >= last.at_ms {
        return header;
    }
    let first_up = events
        .iter()
        .find(|e| e.mouse == Mouse::LeftUp)
        .map_or(0, |e| e.at_ms);
    last.at_ms.saturating_sub(first_up)
}

/// The player's name: the line after the one holding `Skin:` (none: not given).
fn player<'a>(r: &mut Bytes<'a>) -> &'a [u8] {
    // S, k, i, n and : in turn, then the line's end.
    for wanted in *b"Skin:\r" {
        if r.until(wanted, Part::Details).is_err() {
            return &[];
        }
    }
    let name = r.until(b'\r', Part::Details).unwrap_or_default();
    name.strip_prefix(b"\n").unwrap_or(name)
}
