//! Our games written as EVF, the Minesweeper community's open replay format (version 4, as eee555's ms_toollib and
//! Metasweeper read and write it): a header, the layout as one bit per cell, then the mouse's
//! events with their times. Every game exports to it; files in it (versions 0 to 4) and in the
//! other formats are read by [`crate::video`]. The writer stands above the counters (the
//! header holds the game's 3BV and whether it was won).
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
//! We write the cursor's track, when the game has one, as moves; a left click as a move, left
//! down and left up where the cursor was on the cell (else the cell's centre); a right click as
//! a move, right down, right up; a chord as both buttons down then up. EVF has no "?" mark:
//! a mark placed reads as a flag taken off, and a right click that takes a "?" off is left out.
//! A left click on a flag before the first reveal (it does nothing) is left out too: ms_toollib
//! would read the left button as still held, and the next right click as a chord.

use crate::counters::Counters;
use crate::input::Click;
use crate::replay::cursor::CELL_PIXELS;
use crate::replay::{Replay, ReplayError};
use crate::video::{Event, Info, Mouse, EVF_VERSION};
use crate::FirstClick;

/// What the files we write say made them.
pub const SOFTWARE: &str = "Minesweeper in Rust";

/// The game as an EVF file (version 4). `info` gives the player, the start time and the
/// country; the rest comes from the replay. Boards over 255 rows or columns do not fit the
/// format and are refused.
pub fn to_evf(replay: &Replay, info: &Info) -> Result<Vec<u8>, ReplayError> {
    let config = *replay.config();
    if config.rows() > 255 || config.cols() > 255 || config.mines() > u32::from(u16::MAX) {
        return Err(ReplayError::EvfBoard {
            rows: config.rows(),
            cols: config.cols(),
            mines: config.mines(),
        });
    }
    let counters = Counters::of(replay);
    let won = counters.won;
    let fair = !replay.moves().iter().any(|m| m.by_solver);
    let marks = replay
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
    out.extend_from_slice(&replay.time_ms().to_be_bytes());
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
        .saturating_add(u64::from(replay.moves().last().map_or(0, |m| m.at_ms)) * 1000);
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
    for &m in replay.mines() {
        bits[m as usize / 8] |= 0x80 >> (m % 8);
    }
    out.extend_from_slice(&bits);
    out.extend_from_slice(&0u16.to_be_bytes());
    let events = replay.mouse_events();
    if events.is_empty() {
        return Err(ReplayError::EvfEmpty);
    }
    write_events(&mut out, &events);
    out.push(0);
    out.extend_from_slice(&0u16.to_be_bytes());
    Ok(out)
}

/// An event's kind in EVF.
const fn kind(mouse: Mouse) -> u8 {
    match mouse {
        Mouse::Move => 1,
        Mouse::LeftDown => 2,
        Mouse::LeftUp => 3,
        Mouse::RightDown => 4,
        Mouse::RightUp => 5,
        Mouse::MiddleDown => 6,
        Mouse::MiddleUp => 7,
        Mouse::PreFlag => 8,
        Mouse::BothDown => 9,
        Mouse::Left => 10,
        Mouse::Right => 11,
        Mouse::Middle => 12,
    }
}

/// Writes the events: the first with its time and place in full, the next as differences,
/// with pauses wherever more than 255 ms pass between two.
fn write_events(out: &mut Vec<u8>, events: &[Event]) {
    let first = events[0];
    let (mut last_at, mut last_x, mut last_y) = (first.at_ms.min(255), first.x, first.y);
    out.push(kind(first.mouse));
    out.push(last_at as u8);
    out.extend_from_slice(&first.x.to_be_bytes());
    out.extend_from_slice(&first.y.to_be_bytes());
    for &Event {
        at_ms: at,
        x,
        y,
        mouse,
    } in &events[1..]
    {
        let mut delta = at.saturating_sub(last_at);
        while delta > 255 {
            let pause = delta.min(u32::from(u16::MAX)) as u16;
            out.push(255);
            out.extend_from_slice(&pause.to_be_bytes());
            delta -= u32::from(pause);
        }
        out.push(kind(mouse));
        out.push(delta as u8);
        out.extend_from_slice(&(x as i16).wrapping_sub(last_x as i16).to_be_bytes());
        out.extend_from_slice(&(y as i16).wrapping_sub(last_y as i16).to_be_bytes());
        (last_at, last_x, last_y) = (at, x, y);
    }
}
