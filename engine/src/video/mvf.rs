//! MVF, Minesweeper Clone's format, in all its releases:
//!
//! - **0.97 beta** (and its "Funny Mode" and unknown hacks): after a 74-byte header (7 for the
//!   unknown hack, whose file begins with two zero bytes), the date (month, day, year (2),
//!   hour, minute, second), level and mode, the time (seconds (2), hundredths (1)), the 3BV,
//!   the 3BV solved and the left, double and right clicks (2 each), "?" marks (1), the board
//!   (columns, rows, mines (2), each mine's column and row from 1), the player (a length byte,
//!   then bytes), two bytes that choose how the events' bits are shuffled, the events' count
//!   (3), and 5 bytes an event: the buttons, x and y (9 bits), hundredths (7) and seconds (10),
//!   their bits placed by the shuffle;
//! - **2006 and 2007**: a 71-byte header (the release's name at 53), the date, level, mode, the
//!   time in ms (3), "?" marks, the board, the player, the shuffle's two bytes (a 48-bit one),
//!   the count, and 6 bytes an event: the buttons, x and y (11 bits, 32 past the board's
//!   corner) and the time in ms (22 bits);
//! - **0.96 and earlier**: no header: the board (mines' columns and rows from 0), "?" marks, a
//!   byte, then 8 bytes an event (seconds, hundredths, the buttons as bits 1 left, 2 middle, 4
//!   right, x (2), y (2), a byte) until the time runs back or past the game's; then the time
//!   (3), and the player in 100 bytes (0.76 and later) and a checksum.
//!
//! Clone records the buttons' state at each event; the presses and releases are read off the
//! changes (a move, then left, right and middle pressed, then let go), as ms_toollib reads its
//! 0.97 files. It does not record the first press: the first event says which button it was.

use super::bytes::{text, Bytes};
use super::{
    check_board, paced, Event, Format, Info, Invalid, Mouse, NotThis, Pace, Part, Video,
    VideoError, MAX_EVENTS,
};

/// Clone's cells are 16 pixels.
const PIXELS: u16 = 16;

/// The buttons and the cursor at an event, as Clone records them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct State {
    left: bool,
    right: bool,
    middle: bool,
    x: u16,
    y: u16,
    ms: u32,
}

pub(super) async fn read(bytes: &[u8], pace: &mut impl Pace) -> Result<Video, VideoError> {
    let (states, board, info) = match bytes {
        [0x11, 0x4D, ..] => match bytes.get(27) {
            Some(b'5') => read_097(bytes, 74, "0.97 beta", pace).await,
            Some(b'8') => read_097(bytes, 74, "0.97 Funny Mode Hack", pace).await,
            Some(b'6' | b'7') => read_2007(bytes, pace).await,
            _ => Err(VideoError::NotThis {
                format: "MVF",
                why: NotThis::NoRelease,
            }),
        },
        [0x00, 0x00, ..] => read_097(bytes, 7, "0.97 Unknown Hack", pace).await,
        _ => read_early(bytes, pace).await,
    }?;
    finish(board, &states, info, pace).await
}

/// What a release's reader hands [`finish`]: the buttons' states, the board, what else it
/// says.
type Read = (Vec<State>, (u32, u32, Vec<u32>), Info);

/// A board: columns, rows, mines (2), each mine's column and row (less `from`).
fn board(r: &mut Bytes<'_>, from: u8) -> Result<(u32, u32, Vec<u32>), VideoError> {
    let cols = u32::from(r.u8(Part::Header)?);
    let rows = u32::from(r.u8(Part::Header)?);
    check_board(rows, cols)?;
    let mines = r.u16(Part::Layout)?;
    let mut layout = Vec::with_capacity(usize::from(mines));
    for _ in 0..mines {
        let col = u32::from(r.u8(Part::Layout)?.wrapping_sub(from));
        let row = u32::from(r.u8(Part::Layout)?.wrapping_sub(from));
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
    Ok((rows, cols, layout))
}

/// How a release shuffles an event's bits: for each of its bits in turn, the byte and the
/// mask it is in, from the shuffle's two bytes (`fields` numbers from the trigonometry of
/// their square roots, their digits ranked).
fn shuffle(leading: u16, fields: usize) -> Vec<(usize, u8)> {
    let leading = f64::from(leading);
    let num1 = leading.sqrt();
    let num2 = (leading + 1000.0).sqrt();
    let num3 = (num1 + 1000.0).sqrt();
    let num4 = (num2 + 1000.0).sqrt();
    let mut values = vec![
        (num3 + 1000.0).cos(),
        num2.sqrt().sin(),
        num3.cos(),
        (num1.sqrt() + 1000.0).sin(),
    ];
    values.extend(if fields == 5 {
        vec![num4.cos()]
    } else {
        vec![num4.cos(), num4.sin()]
    });
    let digits: Vec<u8> = values
        .iter()
        .flat_map(|v| {
            let scaled = (v * 100_000_000.0).abs().round() as u64;
            format!("{scaled:08}").into_bytes().into_iter().take(8)
        })
        .collect();
    let mut order = Vec::with_capacity(digits.len());
    for digit in b'0'..=b'9' {
        for (j, _) in digits.iter().enumerate().filter(|(_, &d)| d == digit) {
            order.push((j / 8, 1u8 << (j % 8)));
        }
    }
    order
}

/// An event's bits read through the shuffle: `count` bits from bit `from`, lowest first.
fn bits(event: &[u8], order: &[(usize, u8)], from: usize, count: usize) -> u32 {
    (0..count).fold(0, |value, j| {
        let (byte, mask) = order.get(from + j).copied().unwrap_or((0, 0));
        let set = event.get(byte).is_some_and(|b| b & mask != 0);
        value | u32::from(set) << j
    })
}

/// The date at the start of a 0.97, 2006 or 2007 file, as µs since 1970 (UTC taken for the
/// player's clock).
fn date(r: &mut Bytes<'_>) -> Result<u64, VideoError> {
    let month = u64::from(r.u8(Part::Details)?);
    let day = u64::from(r.u8(Part::Details)?);
    let year = i64::from(r.u16(Part::Details)?);
    let hour = u64::from(r.u8(Part::Details)?);
    let minute = u64::from(r.u8(Part::Details)?);
    let second = u64::from(r.u8(Part::Details)?);
    let days = days_since_1970(year, month.clamp(1, 12), day.max(1));
    let seconds = days.max(0) as u64 * 86_400 + hour * 3_600 + minute * 60 + second;
    Ok(seconds * 1_000_000)
}

/// Days from 1970-01-01 to a date (the civil calendar).
fn days_since_1970(year: i64, month: u64, day: u64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = month as i64;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + day as i64 - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

async fn read_097(
    bytes: &[u8],
    start: usize,
    release: &str,
    pace: &mut impl Pace,
) -> Result<Read, VideoError> {
    let mut r = Bytes::new(bytes);
    r.skip(start, Part::Header)?;
    let mut info = Info {
        start_us: date(&mut r)?,
        software: release.into(),
        ..Info::default()
    };
    r.u8(Part::Header)?;
    info.mode = u16::from(r.u8(Part::Header)?);
    r.skip(3, Part::Details)?;
    info.bbbv = u32::from(r.u16(Part::Details)?);
    info.completed = u32::from(r.u16(Part::Details)?) == info.bbbv;
    r.skip(6, Part::Details)?;
    info.marks = r.u8(Part::Header)? != 0;
    let board = board(&mut r, 1)?;
    // 5 bytes an event: x and y in 9 bits, the time in seconds (10) and hundredths (7).
    let states = player_and_events(&mut r, &mut info, 5, pace, |e, order| State {
        right: bits(e, order, 0, 1) != 0,
        middle: bits(e, order, 1, 1) != 0,
        left: bits(e, order, 2, 1) != 0,
        y: bits(e, order, 3, 9) as u16,
        x: bits(e, order, 12, 9) as u16,
        ms: bits(e, order, 28, 10) * 1000 + bits(e, order, 21, 7) * 10,
    })
    .await?;
    Ok((states, board, info))
}

async fn read_2007(bytes: &[u8], pace: &mut impl Pace) -> Result<Read, VideoError> {
    let mut r = Bytes::new(bytes);
    r.skip(53, Part::Header)?;
    let release_len = r.u8(Part::Header)?;
    let release = text(r.take(usize::from(release_len), Part::Header)?);
    r.at = 71;
    let mut info = Info {
        start_us: date(&mut r)?,
        software: release,
        ..Info::default()
    };
    r.u8(Part::Header)?;
    info.mode = u16::from(r.u8(Part::Header)?);
    r.u24(Part::Details)?;
    info.marks = r.u8(Part::Header)? != 0;
    let board = board(&mut r, 1)?;
    // 6 bytes an event: x and y in 11 bits, 32 past the board's corner, the time in ms (22).
    let states = player_and_events(&mut r, &mut info, 6, pace, |e, order| State {
        right: bits(e, order, 0, 1) != 0,
        middle: bits(e, order, 1, 1) != 0,
        left: bits(e, order, 2, 1) != 0,
        y: (bits(e, order, 3, 11) as u16).wrapping_sub(32),
        x: (bits(e, order, 14, 11) as u16).wrapping_sub(32),
        ms: bits(e, order, 25, 22),
    })
    .await?;
    Ok((states, board, info))
}

/// What follows the board in 0.97 and 2006–2007 files, read the same way: the player, the
/// shuffle of the events' bits (one field a byte of an event), the events' count, and the
/// events, `width` bytes each, made into states by `state`.
async fn player_and_events(
    r: &mut Bytes<'_>,
    info: &mut Info,
    width: usize,
    pace: &mut impl Pace,
    state: impl Fn(&[u8], &[(usize, u8)]) -> State,
) -> Result<Vec<State>, VideoError> {
    let name = r.u8(Part::Details)?;
    info.set_player(r.take(usize::from(name), Part::Details)?);
    let order = shuffle(r.u16(Part::Header)?, width);
    let count = r.u24(Part::Events)? as usize;
    if count > MAX_EVENTS {
        return Err(VideoError::TooManyEvents);
    }
    let (mut states, mut read) = (Vec::with_capacity(count), 0);
    for _ in 0..count {
        paced(pace, &mut read).await;
        states.push(state(r.take(width, Part::Events)?, &order));
    }
    Ok(states)
}

/// 0.96 and earlier: no header; where the events end is found from the file's end.
async fn read_early(bytes: &[u8], pace: &mut impl Pace) -> Result<Read, VideoError> {
    let mut r = Bytes::new(bytes);
    let (rows, cols, layout) = board(&mut r, 0)?;
    if !matches!((rows, cols), (8, 8) | (16, 16) | (16, 30)) {
        return Err(VideoError::Invalid(Invalid::EarlyBoard { rows, cols }));
    }
    let marks = r.u8(Part::Header)? != 0;
    r.u8(Part::Header)?;
    let len = bytes.len();
    let digit = |at: usize| bytes.get(at).is_some_and(u8::is_ascii_digit);
    let (after, name_at, release) = if !digit(len.wrapping_sub(1)) && !digit(len.wrapping_sub(22)) {
        (
            len.checked_sub(125),
            len.checked_sub(122),
            "0.96 beta (or earlier)",
        )
    } else if bytes.get(len.saturating_sub(13)..len.saturating_sub(10)) == Some(b"   ") {
        (len.checked_sub(113), len.checked_sub(110), "0.76 beta")
    } else {
        (len.checked_sub(13), None, "0.75 beta (or earlier)")
    };
    let after = after.filter(|&a| a >= r.at).ok_or(VideoError::Truncated {
        part: Part::Events,
        at: r.at,
    })?;
    let score = bytes.get(after..after + 3).ok_or(VideoError::Truncated {
        part: Part::Details,
        at: after,
    })?;
    let score_ms =
        (u32::from(score[0]) * 256 + u32::from(score[1])) * 1000 + u32::from(score[2]) * 10;
    let player = name_at
        .and_then(|at| bytes.get(at..at + 100))
        .map(|name| {
            text(name.split(|&b| b == 0).next().unwrap_or(name))
                .trim()
                .to_string()
        })
        .unwrap_or_default();
    let (mut states, mut read): (Vec<State>, _) = (Vec::new(), 0);
    while r.at <= after {
        paced(pace, &mut read).await;
        let e = r.take(8, Part::Events)?;
        let ms = u32::from(e[0]) * 1000 + u32::from(e[1]) * 10;
        if states.last().is_some_and(|s| ms < s.ms) || ms > score_ms {
            break;
        }
        if states.len() == MAX_EVENTS {
            return Err(VideoError::TooManyEvents);
        }
        states.push(State {
            left: e[2] & 1 != 0,
            middle: e[2] & 2 != 0,
            right: e[2] & 4 != 0,
            x: u16::from_be_bytes([e[3], e[4]]),
            y: u16::from_be_bytes([e[5], e[6]]),
            ms,
        });
    }
    // The buttons all up at the end.
    if let Some(&last) = states.last() {
        states.push(State {
            left: false,
            right: false,
            middle: false,
            ..last
        });
    }
    let info = Info {
        software: release.into(),
        player,
        marks,
        time_ms: score_ms,
        ..Info::default()
    };
    Ok((states, (rows, cols, layout), info))
}

/// The events the recorded states make: the first's pressed button (or a move), then each
/// change — a move, presses, releases — and the game's time from the first left release to
/// the last event. A place off the board is the board's bottom-right corner.
async fn finish(
    (rows, cols, layout): (u32, u32, Vec<u32>),
    states: &[State],
    mut info: Info,
    pace: &mut impl Pace,
) -> Result<Video, VideoError> {
    let edge = ((cols as u16) * PIXELS, (rows as u16) * PIXELS);
    let place = |s: &State| {
        if s.x >= edge.0 || s.y >= edge.1 {
            edge
        } else {
            (s.x, s.y)
        }
    };
    let mut events = Vec::with_capacity(states.len() + 8);
    let event = |s: &State, mouse: Mouse| {
        let (x, y) = place(s);
        Event {
            at_ms: s.ms,
            x,
            y,
            mouse,
        }
    };
    let Some(first) = states.first() else {
        return Err(VideoError::Invalid(Invalid::NoEvents));
    };
    events.push(event(
        first,
        match (first.middle, first.right, first.left) {
            (true, ..) => Mouse::MiddleDown,
            (_, true, _) => Mouse::RightDown,
            (_, _, true) => Mouse::LeftDown,
            _ => Mouse::Move,
        },
    ));
    // As ms_toollib reads them: the first change is taken against nothing pressed at (0, 0).
    let mut before = State {
        left: first.left,
        right: first.right,
        middle: first.middle,
        ..State::default()
    };
    let mut read = 0;
    for s in &states[1..] {
        // A state makes up to seven events: the limit is checked as they are made.
        if events.len() + 7 > MAX_EVENTS {
            return Err(VideoError::TooManyEvents);
        }
        paced(pace, &mut read).await;
        let changes = [
            (s.x != before.x || s.y != before.y, Mouse::Move),
            (s.left && !before.left, Mouse::LeftDown),
            (s.right && !before.right, Mouse::RightDown),
            (s.middle && !before.middle, Mouse::MiddleDown),
            (!s.left && before.left, Mouse::LeftUp),
            (!s.right && before.right, Mouse::RightUp),
            (!s.middle && before.middle, Mouse::MiddleUp),
        ];
        for (changed, mouse) in changes {
            if changed {
                events.push(event(s, mouse));
            }
        }
        before = *s;
    }
    if info.time_ms == 0 {
        let first_up = events.iter().find(|e| e.mouse == Mouse::LeftUp);
        let last = events.last().map_or(0, |e| e.at_ms);
        info.time_ms = last.saturating_sub(first_up.map_or(0, |e| e.at_ms));
    }
    Video::new(Format::Mvf, (rows, cols, PIXELS), layout, events, info)
}
