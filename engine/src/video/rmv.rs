//! RMV, Viennasweeper's format (its versions 1 and 2). Big-endian. Its layout:
//!
//! - `*rmv`, the format version (2 bytes); version 2: the clone's id and major version (a
//!   byte each); 4 bytes; version 1: the result text's size (2); the version text's size (2); 4
//!   bytes; the preflags' size, the properties' size (2 each; version 2: the extension
//!   properties' size too); 6 bytes;
//! - version 1: a byte, the result text (its 3BV is three digits 32 bytes from its end), 2
//!   bytes; the version text;
//! - the player's texts: a count (2), then the name, nick, country and token (a length byte,
//!   then bytes), as many as counted;
//! - the time the board was made (4, seconds since 1970), columns, rows (a byte each), mines
//!   (2), each mine as its column and row (a byte each);
//! - when the preflags' size is not 0, a count (2) and each preflag's column and row;
//! - the properties: a byte, no flags (1), mode, level − 3; version 2: the 3BV (2, low byte
//!   first) and the cell's pixels; version 1: texts in UTF-8 (1) when the size says so; the rest
//!   skipped; version 2: extension properties, each a key and a value (a length byte, then
//!   bytes), `clone_name` among them;
//! - the events: kind 1 to 7 (move, left down and up, right down and up, middle down and up),
//!   the time (3 bytes of ms, then a byte), x and y (2 each; version 1 from the window's corner,
//!   12 and 56 pixels from the board's); version 2's kind 28 a move of a byte of ms and a byte
//!   of x and y steps; kinds 9 to 14 and 18 to 27 two bytes of other news; 15 to 17 the end (16:
//!   won). Viennasweeper does not record the first press: it is the first event's place.

use super::bytes::{text, Bytes};
use super::{
    check_board, paced, Event, Format, Info, Invalid, Mouse, NotThis, Pace, Part, Video,
    VideoError, MAX_EVENTS,
};

/// What the header says the parts' sizes are.
struct Sizes {
    version: u16,
    clone: u8,
    preflags: u16,
    properties: u16,
}

pub(super) async fn read(bytes: &[u8], pace: &mut impl Pace) -> Result<Video, VideoError> {
    let mut r = Bytes::new(bytes);
    if r.take(4, Part::Header)? != b"*rmv" {
        return Err(not_rmv(NotThis::NoMark("*rmv")));
    }
    let mut info = Info::default();
    let sizes = header(&mut r, &mut info)?;
    let player = player_texts(&mut r)?;
    info.start_us = u64::from(r.u32(Part::Details)?) * 1_000_000;
    let cols = u32::from(r.u8(Part::Header)?);
    let rows = u32::from(r.u8(Part::Header)?);
    let mines = r.u16(Part::Layout)?;
    check_board(rows, cols)?;
    let mut layout = Vec::with_capacity(usize::from(mines));
    for _ in 0..mines {
        let (col, row) = (
            u32::from(r.u8(Part::Layout)?),
            u32::from(r.u8(Part::Layout)?),
        );
        if col >= cols || row >= rows {
            return Err(VideoError::Invalid(Invalid::MineOff {
                row: row + 1,
                col: col + 1,
                rows,
                cols,
            }));
        }
        layout.push(row * cols + col);
    }
    let mut preflags = Vec::new();
    if sizes.preflags > 0 {
        for _ in 0..r.u16(Part::Layout)? {
            preflags.push((r.u8(Part::Layout)?, r.u8(Part::Layout)?));
        }
    }
    let (pixels, clone_name, utf8) = properties(&mut r, &sizes, &mut info)?;
    if utf8 {
        info.set_player(&player);
    } else {
        info.set_player_code_page(&player);
    }
    info.software = match (sizes.version, sizes.clone, clone_name) {
        (1, ..) | (_, 1, _) => "Viennasweeper".into(),
        (_, 0, Some(name)) => name,
        (_, 0, None) => return Err(VideoError::Invalid(Invalid::CloneUnnamed)),
        _ => "Unknown".into(),
    };
    let edge = (
        (cols as u16).saturating_mul(pixels),
        (rows as u16).saturating_mul(pixels),
    );
    let mut events: Vec<Event> = preflags
        .iter()
        .map(|&(c, d)| Event {
            at_ms: 0,
            x: u16::from(c).saturating_mul(pixels),
            y: u16::from(d).saturating_mul(pixels),
            mouse: Mouse::PreFlag,
        })
        .collect();
    info.completed = events_into(&mut r, sizes.version, edge, &mut events, pace).await?;
    info.time_ms = events.last().map_or(0, |e| e.at_ms);
    Video::new(
        Format::Rmv(sizes.version),
        (rows, cols, pixels),
        layout,
        events,
        info,
    )
}

fn not_rmv(why: NotThis) -> VideoError {
    VideoError::NotThis { format: "RMV", why }
}

/// The header up to the player's texts; version 1's 3BV from its result text.
fn header(r: &mut Bytes<'_>, info: &mut Info) -> Result<Sizes, VideoError> {
    let version = r.u16(Part::Header)?;
    if version == 0 || version > 2 {
        return Err(not_rmv(NotThis::Version {
            found: version,
            first: 1,
            last: 2,
        }));
    }
    let clone = if version >= 2 {
        let clone = r.u8(Part::Header)?;
        r.u8(Part::Header)?;
        clone
    } else {
        0
    };
    r.skip(4, Part::Header)?;
    let result = if version == 1 {
        r.u16(Part::Details)?
    } else {
        0
    };
    let version_text = r.u16(Part::Header)?;
    r.skip(4, Part::Header)?;
    let preflags = r.u16(Part::Layout)?;
    let properties = r.u16(Part::Header)?;
    if version >= 2 {
        r.u16(Part::Header)?;
    }
    r.skip(6, Part::Header)?;
    if version == 1 {
        r.skip(1, Part::Details)?;
        if result > 35 {
            r.skip(usize::from(result) - 32, Part::Details)?;
            let digits: String = r
                .take(3, Part::Details)?
                .iter()
                .filter(|b| b.is_ascii_digit())
                .map(|&b| char::from(b))
                .collect();
            info.bbbv = digits
                .parse()
                .map_err(|_| VideoError::Invalid(Invalid::NoBbbv))?;
            r.skip(26, Part::Details)?;
        } else if result >= 3 {
            r.skip(usize::from(result) - 3, Part::Details)?;
        }
        r.skip(2, Part::Details)?;
    }
    r.skip(usize::from(version_text), Part::Header)?;
    Ok(Sizes {
        version,
        clone,
        preflags,
        properties,
    })
}

/// The player's texts; the name's bytes.
fn player_texts(r: &mut Bytes<'_>) -> Result<Vec<u8>, VideoError> {
    let count = r.u16(Part::Details)?;
    let mut name = Vec::new();
    for i in 0..count.min(4) {
        let len = r.u8(Part::Details)?;
        let bytes = r.take(usize::from(len), Part::Details)?;
        if i == 0 {
            name = bytes.to_vec();
        }
    }
    Ok(name)
}

/// The properties: the cell's pixels and the clone's name. (Version 1's flag for UTF-8 texts
/// is not needed: texts are read as UTF-8 when they are.)
fn properties(
    r: &mut Bytes<'_>,
    sizes: &Sizes,
    info: &mut Info,
) -> Result<(u16, Option<String>, bool), VideoError> {
    r.skip(1, Part::Header)?;
    r.u8(Part::Header)?;
    info.mode = u16::from(r.u8(Part::Header)?);
    r.u8(Part::Header)?;
    let mut read = 4u16;
    let mut pixels = 16u16;
    // Version 2's texts are UTF-8; version 1's only when its fifth property says so.
    let mut utf8 = sizes.version >= 2;
    if sizes.version >= 2 {
        let low = u32::from(r.u8(Part::Details)?);
        let high = u32::from(r.u8(Part::Details)?);
        info.bbbv = low + (high << 8);
        pixels = u16::from(r.u8(Part::Header)?);
        read += 3;
    } else if sizes.properties > 4 {
        utf8 = r.u8(Part::Header)? == 1;
        read += 1;
    }
    r.skip(
        usize::from(sizes.properties.saturating_sub(read)),
        Part::Header,
    )?;
    let mut clone_name = None;
    if sizes.version >= 2 {
        for _ in 0..r.u16(Part::Header)? {
            let key_len = r.u8(Part::Header)?;
            let key = r.take(usize::from(key_len), Part::Header)?;
            let value_len = r.u8(Part::Header)?;
            let value = r.take(usize::from(value_len), Part::Header)?;
            if key == b"clone_name" {
                clone_name = Some(text(value));
            }
        }
    }
    if pixels == 0 {
        return Err(VideoError::Invalid(Invalid::ZeroPixels));
    }
    Ok((pixels, clone_name, utf8))
}

/// The events after the preflags, into `events`; whether the game was won.
async fn events_into(
    r: &mut Bytes<'_>,
    version: u16,
    edge: (u16, u16),
    events: &mut Vec<Event>,
    pace: &mut impl Pace,
) -> Result<bool, VideoError> {
    let offset = if version == 1 { (12u16, 56u16) } else { (0, 0) };
    let (mut x, mut y, mut time) = (0u16, 0u16, 0u32);
    let mut first = true;
    let mut count = 0;
    loop {
        paced(pace, &mut count).await;
        let kind = r.u8(Part::Events)?;
        match kind {
            0 if version == 1 => r.skip(4, Part::Events)?,
            1..=7 | 28 if kind != 28 || (version >= 2 && !first) => {
                if kind == 28 {
                    time = time.saturating_add(u32::from(r.u8(Part::Events)?));
                    let steps = r.u8(Part::Events)?;
                    x = x.wrapping_add(u16::from((steps >> 4) & 7));
                    x = x.wrapping_sub(u16::from((steps >> 4) & 8));
                    y = y.wrapping_add(u16::from(steps & 7));
                    y = y.wrapping_sub(u16::from(steps & 8));
                } else {
                    time = r.u32(Part::Events)? >> 8;
                    x = r.u16(Part::Events)?.wrapping_sub(offset.0);
                    y = r.u16(Part::Events)?.wrapping_sub(offset.1);
                }
                if x >= edge.0 || y >= edge.1 {
                    (x, y) = edge;
                }
                if events.len() + 2 > MAX_EVENTS {
                    return Err(VideoError::TooManyEvents);
                }
                if first {
                    // Viennasweeper does not record the first press.
                    first = false;
                    events.push(Event {
                        at_ms: time,
                        x,
                        y,
                        mouse: Mouse::LeftDown,
                    });
                }
                events.push(Event {
                    at_ms: time,
                    x,
                    y,
                    mouse: mouse(kind),
                });
            }
            9..=14 | 18..=27 => r.skip(2, Part::Events)?,
            15..=17 => return Ok(kind == 16),
            _ => {
                return Err(VideoError::Invalid(Invalid::EventKind {
                    kind,
                    program: format!("Viennasweeper {version}"),
                }))
            }
        }
    }
}

fn mouse(kind: u8) -> Mouse {
    match kind {
        2 => Mouse::LeftDown,
        3 => Mouse::LeftUp,
        4 => Mouse::RightDown,
        5 => Mouse::RightUp,
        6 => Mouse::MiddleDown,
        7 => Mouse::MiddleUp,
        _ => Mouse::Move,
    }
}
