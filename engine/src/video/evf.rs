//! EVF, Metasweeper's open format, versions 0 to 4. Big-endian throughout.
//!
//! Versions 0 to 3: a flags byte (completed, official, fair, no flags; version 3 adds a second:
//! "?" marks, cursor limit, auto replay), rows, columns (a byte each), mines (2), the cell's
//! pixels (1), the mode (2), the 3BV (2), the time in ms (3); then texts ending in 0: the
//! software, the player, the race, a unique id, the start and the end, the country (version 2
//! on: then a device id ending in 0); the layout, one bit per cell, row by row; then the events,
//! each a kind (1), its time in ms since the video began (3), x and y (2 each), until a kind 0
//! (a 32-byte checksum follows) or 255 (none).
//!
//! Version 4: two flag bytes, rows, columns, mines, pixels, mode, 3BV, the time in ms (4),
//! the country (2 letters), start and end (8 each, µs since 1970), the software (and when the
//! translated flag is set, the translated name and the original encoding), the player, the
//! race and the unique id as texts ending in 0, the device id (2-byte length, then bytes), the
//! layout, custom counters (a 2-byte count of texts ending in 0); then the first event in full
//! (kind, ms, x, y: 1, 1, 2, 2), each next as differences (kind, ms since the last, x and y
//! since the last, signed), a kind 255 adding 2 bytes of ms to the next event's time, kinds 81
//! to 99 the game's state (with 1 byte of ms); kind 0 ends them, and a checksum (2-byte length,
//! then bytes) follows.
//!
//! Mouse kinds: 1 move, 2 left down, 3 left up, 4 right down, 5 right up, 6 middle down, 7
//! middle up, 8 a flag placed before the game, 9 both buttons down, 10–12 the left, right or
//! middle button changed.

use super::bytes::{text, Bytes};
use super::{
    check_board, paced, Event, Format, Info, Invalid, Mouse, NotThis, Pace, Part, Video,
    VideoError, MAX_EVENTS,
};

pub(super) async fn read(bytes: &[u8], pace: &mut impl Pace) -> Result<Video, VideoError> {
    let mut r = Bytes::new(bytes);
    let version = r.u8(Part::Header)?;
    if version > 4 {
        return Err(VideoError::NotThis {
            format: "EVF",
            why: NotThis::Version {
                found: version.into(),
                first: 0,
                last: 4,
            },
        });
    }
    let header = if version == 4 {
        header_v4(&mut r)?
    } else {
        header_old(&mut r, version)?
    };
    let mines = layout(&mut r, header.rows, header.cols, header.mines)?;
    let events = if version == 4 {
        r.skip_texts_v4()?;
        events_v4(&mut r, pace).await?
    } else {
        events_old(&mut r, version, pace).await?
    };
    Video::new(
        Format::Evf(version),
        (header.rows, header.cols, u16::from(header.pixels)),
        mines,
        events,
        header.info,
    )
}

/// What an EVF file's header says.
struct Header {
    rows: u32,
    cols: u32,
    mines: u32,
    pixels: u8,
    info: Info,
}

/// The fields every version has after the flags: rows, columns, mines, pixels, mode, 3BV.
fn board_fields(r: &mut Bytes<'_>, info: &mut Info) -> Result<(u32, u32, u32, u8), VideoError> {
    let rows = u32::from(r.u8(Part::Header)?);
    let cols = u32::from(r.u8(Part::Header)?);
    let mines = u32::from(r.u16(Part::Layout)?);
    check_board(rows, cols)?;
    let pixels = r.u8(Part::Header)?;
    info.mode = r.u16(Part::Header)?;
    info.bbbv = u32::from(r.u16(Part::Details)?);
    Ok((rows, cols, mines, pixels))
}

fn header_old(r: &mut Bytes<'_>, version: u8) -> Result<Header, VideoError> {
    let flags = r.u8(Part::Header)?;
    let mut info = Info {
        completed: flags & 0b1000_0000 != 0,
        ..Info::default()
    };
    if version == 3 {
        info.marks = r.u8(Part::Header)? & 0b1000_0000 != 0;
    }
    let (rows, cols, mines, pixels) = board_fields(r, &mut info)?;
    info.time_ms = r.u24(Part::Details)?;
    info.software = r.text_until(0, Part::Details)?;
    info.set_player(r.until(0, Part::Details)?);
    r.until(0, Part::Details)?;
    r.until(0, Part::Details)?;
    let start = r.text_until(0, Part::Details)?;
    r.until(0, Part::Details)?;
    info.start_us = start_us(&info.software, &start);
    info.country = r.text_until(0, Part::Details)?;
    if version >= 2 {
        r.until(0, Part::Details)?;
    }
    Ok(Header {
        rows,
        cols,
        mines,
        pixels,
        info,
    })
}

/// An old EVF's start time: Metasweeper's is µs since 1970, Viennasweeper's s; others' are
/// not read (0).
fn start_us(software: &str, start: &str) -> u64 {
    let number = start.trim().parse::<u64>().unwrap_or(0);
    if software.starts_with('元') {
        number
    } else if software == "Viennasweeper" {
        number.saturating_mul(1_000_000)
    } else {
        0
    }
}

fn header_v4(r: &mut Bytes<'_>) -> Result<Header, VideoError> {
    let flags = r.u8(Part::Header)?;
    let translated = flags & 0b0000_1000 != 0;
    let mut info = Info {
        completed: flags & 0b1000_0000 != 0,
        marks: r.u8(Part::Header)? & 0b1000_0000 != 0,
        ..Info::default()
    };
    let (rows, cols, mines, pixels) = board_fields(r, &mut info)?;
    info.time_ms = r.u32(Part::Details)?;
    info.country = text(r.take(2, Part::Details)?);
    info.start_us = r.u64(Part::Details)?;
    r.u64(Part::Details)?;
    info.software = r.text_until(0, Part::Details)?;
    if translated {
        r.until(0, Part::Details)?;
        r.until(0, Part::Header)?;
    }
    info.set_player(r.until(0, Part::Details)?);
    r.until(0, Part::Details)?;
    r.until(0, Part::Details)?;
    let device = r.u16(Part::Details)?;
    r.skip(usize::from(device), Part::Details)?;
    Ok(Header {
        rows,
        cols,
        mines,
        pixels,
        info,
    })
}

/// The layout: one bit per cell, row by row, the first in each byte's highest bit.
fn layout(r: &mut Bytes<'_>, rows: u32, cols: u32, mines: u32) -> Result<Vec<u32>, VideoError> {
    let cells = rows as usize * cols as usize;
    let bits = r.take(cells.div_ceil(8), Part::Layout)?;
    let layout: Vec<u32> = (0..cells)
        .filter(|&i| bits[i / 8] & (0x80 >> (i % 8)) != 0)
        .map(|i| i as u32)
        .collect();
    if layout.len() != mines as usize {
        return Err(VideoError::Invalid(Invalid::MinesDisagree {
            said: mines,
            found: layout.len(),
        }));
    }
    Ok(layout)
}

impl Bytes<'_> {
    /// Version 4's custom counters: a count, then that many texts.
    fn skip_texts_v4(&mut self) -> Result<(), VideoError> {
        let custom = self.u16(Part::Details)?;
        for _ in 0..custom {
            self.until(0, Part::Details)?;
        }
        Ok(())
    }
}

/// A mouse event's kind, as versions 0 to 4 number them.
fn mouse(kind: u8) -> Option<Mouse> {
    Some(match kind {
        1 => Mouse::Move,
        2 => Mouse::LeftDown,
        3 => Mouse::LeftUp,
        4 => Mouse::RightDown,
        5 => Mouse::RightUp,
        6 => Mouse::MiddleDown,
        7 => Mouse::MiddleUp,
        8 => Mouse::PreFlag,
        9 => Mouse::BothDown,
        10 => Mouse::Left,
        11 => Mouse::Right,
        12 => Mouse::Middle,
        _ => return None,
    })
}

/// Versions 0 to 3's events: each in full, until a kind 0 (with a checksum) or 255.
async fn events_old(
    r: &mut Bytes<'_>,
    version: u8,
    pace: &mut impl Pace,
) -> Result<Vec<Event>, VideoError> {
    let most_kind = if version == 3 { 12 } else { 9 };
    let mut events = Vec::with_capacity((r.left() / 8).min(MAX_EVENTS));
    let mut count = 0;
    loop {
        let kind = r.u8(Part::Events)?;
        if kind == 0 || kind == 255 {
            break;
        }
        let at_ms = r.u24(Part::Events)?;
        let x = r.u16(Part::Events)?;
        let y = r.u16(Part::Events)?;
        let mouse = mouse(kind).filter(|_| kind <= most_kind).ok_or_else(|| {
            VideoError::Invalid(Invalid::EventKind {
                kind,
                program: format!("EVF {version}"),
            })
        })?;
        if events.len() == MAX_EVENTS {
            return Err(VideoError::TooManyEvents);
        }
        paced(pace, &mut count).await;
        events.push(Event { at_ms, x, y, mouse });
    }
    Ok(events)
}

/// Version 4's events: the first in full, the rest as differences.
async fn events_v4(r: &mut Bytes<'_>, pace: &mut impl Pace) -> Result<Vec<Event>, VideoError> {
    let kind = r.u8(Part::Events)?;
    let first = match kind {
        1 | 2 | 4 | 8 => mouse(kind),
        _ => None,
    }
    .ok_or(VideoError::Invalid(Invalid::FirstEvent(kind)))?;
    let at_ms = u32::from(r.u8(Part::Events)?);
    let (x, y) = (r.u16(Part::Events)?, r.u16(Part::Events)?);
    let mut events = Vec::with_capacity((r.left() / 6).min(MAX_EVENTS));
    events.push(Event {
        at_ms,
        x,
        y,
        mouse: first,
    });
    let (mut time, mut last, mut pause) = (at_ms, (x, y), 0u32);
    let mut count = 0;
    loop {
        paced(pace, &mut count).await;
        let kind = r.u8(Part::Events)?;
        match kind {
            0 => break,
            1..=80 => {
                let mouse = mouse(kind).ok_or_else(|| {
                    VideoError::Invalid(Invalid::EventKind {
                        kind,
                        program: "EVF 4".into(),
                    })
                })?;
                time = time
                    .saturating_add(u32::from(r.u8(Part::Events)?))
                    .saturating_add(pause);
                pause = 0;
                let dx = r.i16(Part::Events)?;
                let dy = r.i16(Part::Events)?;
                last = (
                    last.0.wrapping_add(dx as u16),
                    last.1.wrapping_add(dy as u16),
                );
                if events.len() == MAX_EVENTS {
                    return Err(VideoError::TooManyEvents);
                }
                events.push(Event {
                    at_ms: time,
                    x: last.0,
                    y: last.1,
                    mouse,
                });
            }
            81..=99 => {
                time = time
                    .saturating_add(u32::from(r.u8(Part::Events)?))
                    .saturating_add(pause);
                pause = 0;
            }
            100..=254 => {}
            255 => pause = pause.saturating_add(u32::from(r.u16(Part::Events)?)),
        }
    }
    let checksum = r.u16(Part::Check)?;
    r.skip(usize::from(checksum), Part::Check)?;
    Ok(events)
}
