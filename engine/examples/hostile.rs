//! Replays crafted as an attacker would: every class of input that once froze, crashed or
//! bloated a reader (issue #37), written to a folder so that the engine's, the terminal's and
//! the browser's tests can throw the same files at their readers.
//!
//! `cargo run --release -p minesweeper-engine --example hostile -- DIR [--big]`
//!
//! Without `--big` the 50 MB file is left out. Each file is named for what it does; `.link`
//! files hold a replay link's text, `.evf` files EVF bytes. Links are written field by field
//! with the format's bit writer (`replay::bits`), not with `Replay::to_bytes`, so that they
//! can say what a replay never would (a 10,000 × 10,000 board, a step before the board's edge).

use std::path::Path;

use minesweeper_engine::input::Click;
use minesweeper_engine::replay::bits::{self, BitWriter};
use minesweeper_engine::replay::{Move, Replay};
use minesweeper_engine::{Config, FirstClick, Pos};

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next() else {
        eprintln!("usage: hostile DIR [--big]");
        std::process::exit(2);
    };
    let big = args.any(|a| a == "--big");
    let dir = Path::new(&dir);
    if let Err(e) = std::fs::create_dir_all(dir) {
        eprintln!("hostile: {}: {e}", dir.display());
        std::process::exit(2);
    }
    for (name, bytes) in inputs(big) {
        if let Err(e) = std::fs::write(dir.join(name), bytes) {
            eprintln!("hostile: {name}: {e}");
            std::process::exit(2);
        }
    }
}

/// Every crafted input, by file name; the 50 MB one only with `big`.
pub fn inputs(big: bool) -> Vec<(&'static str, Vec<u8>)> {
    let mut all = vec![
        ("huge-board.link", huge_board_link(true).into_bytes()),
        (
            "huge-board-no-moves.link",
            huge_board_link(false).into_bytes(),
        ),
        ("flag-toggles.link", flag_toggles_link().into_bytes()),
        ("before-edge.link", before_edge_link().into_bytes()),
        ("off-board.link", off_board_link().into_bytes()),
        ("dense-255.evf", dense_evf()),
        ("control-characters.evf", control_characters_evf()),
        ("many-right-presses.evf", right_presses_evf(1 << 20)),
    ];
    if big {
        all.push(("right-presses-50mb.evf", right_presses_evf(4_368_384)));
        all.push(("largest.evf", largest_evf()));
    }
    all
}

/// A link's bits, written with the link format's own writer.
#[derive(Default)]
struct Bits(BitWriter);

impl std::ops::Deref for Bits {
    type Target = BitWriter;

    fn deref(&self) -> &BitWriter {
        &self.0
    }
}

impl std::ops::DerefMut for Bits {
    fn deref_mut(&mut self) -> &mut BitWriter {
        &mut self.0
    }
}

impl Bits {
    /// The header up to the layout: version 1, the board, safe rule, our rules, seed 1, no
    /// layout.
    fn header(rows: u64, cols: u64, mines: u64) -> Bits {
        let mut w = Bits::default();
        w.bits(1, 8);
        w.golomb(rows - 1, 0);
        w.golomb(cols - 1, 0);
        w.golomb(mines - 1, 0);
        w.bits(0, 2);
        w.bit(false);
        w.bits(1, 64);
        w.bit(false);
        w
    }

    /// A player's reveal as a relative step from the cell before, `ms` after it.
    fn reveal_step(&mut self, dr: i64, dc: i64, ms: u64) {
        self.bits(0, 2);
        self.bit(true);
        self.bit(false);
        self.signed(dr);
        self.signed(dc);
        self.golomb(ms, 7);
    }

    /// The link text: the bytes, their CRC-32, base64url.
    fn link(self) -> String {
        bits::text(&self.0.sealed())
    }
}

/// Class 1: a 36-character link whose header describes a 10,000 × 10,000 board.
fn huge_board_link(with_move: bool) -> String {
    let mut w = Bits::header(10_000, 10_000, 1);
    w.golomb(u64::from(with_move), 0);
    if with_move {
        w.reveal_step(0, 0, 0);
    }
    w.link()
}

/// A beginner game whose one move steps to row −1, with a valid checksum.
fn before_edge_link() -> String {
    let mut w = Bits::header(9, 9, 10);
    w.golomb(1, 0);
    w.reveal_step(-1, 3, 0);
    w.link()
}

/// A beginner game whose second move steps past the last row, with a valid checksum.
fn off_board_link() -> String {
    let mut w = Bits::header(9, 9, 10);
    w.golomb(2, 0);
    w.reveal_step(4, 4, 0);
    w.reveal_step(5, 0, 100);
    w.link()
}

/// Class 4: a 200 × 200 game of 200,000 flag toggles before any reveal (a valid replay at the
/// limit; about 467 KB of text).
fn flag_toggles_link() -> String {
    let config = Config::new(200, 200, 6_000, FirstClick::Opening).expect("a board");
    let mut state = 12345u64;
    let moves = (0..200_000u32)
        .map(|i| {
            // Each cell toggled twice in a row: flag, unflag; a new cell every other move.
            if i % 2 == 0 {
                state = next(state);
            }
            let cell = (state >> 33) % 40_000;
            Move {
                click: Click::Flag(Pos::new((cell / 200) as u32, (cell % 200) as u32)),
                at_ms: i * 7,
                by_solver: false,
                changed: true,
            }
        })
        .collect();
    Replay::new(config, 99, Vec::new(), moves)
        .expect("a valid replay")
        .to_text()
}

/// A version 4 EVF file: the header, texts, layout, then `events` as written, the end and an
/// empty checksum.
fn evf(
    rows: u8,
    cols: u8,
    layout: &[u32],
    software: &[u8],
    player: &[u8],
    events: &[u8],
) -> Vec<u8> {
    let mut out = vec![4, 0b1000_0000, 0, rows, cols];
    out.extend_from_slice(&(layout.len() as u16).to_be_bytes());
    out.push(16);
    out.extend_from_slice(&0u16.to_be_bytes());
    out.extend_from_slice(&0u16.to_be_bytes());
    out.extend_from_slice(&0u32.to_be_bytes());
    out.extend_from_slice(b"XX");
    out.extend_from_slice(&0u64.to_be_bytes());
    out.extend_from_slice(&0u64.to_be_bytes());
    for text in [software, player, b"", b""] {
        out.extend_from_slice(text);
        out.push(0);
    }
    out.extend_from_slice(&0u16.to_be_bytes());
    let cells = usize::from(rows) * usize::from(cols);
    let mut bits = vec![0u8; cells.div_ceil(8)];
    for &m in layout {
        bits[m as usize / 8] |= 0x80 >> (m % 8);
    }
    out.extend_from_slice(&bits);
    out.extend_from_slice(&0u16.to_be_bytes());
    out.extend_from_slice(events);
    out.push(0);
    out.extend_from_slice(&0u16.to_be_bytes());
    out
}

/// Mouse events for left clicks on `cells` (row, col), `gap_ms` apart, as EVF writes them.
fn left_clicks(cells: &[(u32, u32)], gap_ms: u8) -> Vec<u8> {
    let mut out = Vec::new();
    let centre = |i: u32| (i * 16 + 8) as i16;
    let (mut x, mut y) = (0i16, 0i16);
    for (i, &(row, col)) in cells.iter().enumerate() {
        let (cx, cy) = (centre(col), centre(row));
        if i == 0 {
            out.extend_from_slice(&[1, 0]);
            out.extend_from_slice(&cx.to_be_bytes());
            out.extend_from_slice(&cy.to_be_bytes());
        } else {
            out.extend_from_slice(&[1, gap_ms]);
            out.extend_from_slice(&cx.wrapping_sub(x).to_be_bytes());
            out.extend_from_slice(&cy.wrapping_sub(y).to_be_bytes());
        }
        (x, y) = (cx, cy);
        for kind in [2, 3] {
            out.extend_from_slice(&[kind, 0, 0, 0, 0, 0]);
        }
    }
    out
}

/// Class 3: a valid 255 × 255 file with 10,000 mines and 2,000 left clicks on safe cells.
fn dense_evf() -> Vec<u8> {
    let cells = 255u32 * 255;
    let mut state = 2026u64;
    let mut mine = vec![false; cells as usize];
    let mut placed = 0;
    while placed < 10_000 {
        state = next(state);
        let i = ((state >> 33) % u64::from(cells)) as usize;
        if !mine[i] {
            mine[i] = true;
            placed += 1;
        }
    }
    let layout: Vec<u32> = (0..cells).filter(|&i| mine[i as usize]).collect();
    let mut clicks = Vec::new();
    while clicks.len() < 2_000 {
        state = next(state);
        let i = ((state >> 33) % u64::from(cells)) as u32;
        if !mine[i as usize] {
            clicks.push((i / 255, i % 255));
        }
    }
    evf(
        255,
        255,
        &layout,
        b"hostile",
        b"",
        &left_clicks(&clicks, 100),
    )
}

/// Class 5: a beginner file whose software and player names hold a screen clear, a window
/// title escape, a bell and line breaks.
fn control_characters_evf() -> Vec<u8> {
    let layout: Vec<u32> = (0..10).map(|i| 70 + i).collect();
    evf(
        9,
        9,
        &layout,
        b"\x1b[2J\x1b[Hcleared\x1b]0;owned\x07",
        b"evil\r\nmines: all good\x1b[31m",
        &left_clicks(&[(0, 0)], 0),
    )
}

/// Class 2: an expert file of `presses` right-button presses on one cell, each let go (12
/// bytes a click: 4,368,384 of them make 50 MB), all at the same millisecond.
fn right_presses_evf(presses: usize) -> Vec<u8> {
    let layout: Vec<u32> = (0..99).map(|i| 380 + i).collect();
    let mut events = Vec::with_capacity(12 * presses);
    events.extend_from_slice(&[4, 0, 0, 8, 0, 8]);
    events.extend_from_slice(&[5, 0, 0, 0, 0, 0]);
    for _ in 1..presses {
        events.extend_from_slice(&[4, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0]);
    }
    evf(16, 30, &layout, b"hostile", b"", &events)
}

/// The largest file read (just under 16 MB): a valid 255 × 255 game of 10,000 mines whose
/// 175,000 right clicks flag and unflag cells all over the board, with the mouse's path between
/// them (a dozen moves a click), as a recorder would write it.
fn largest_evf() -> Vec<u8> {
    let layout: Vec<u32> = (0..10_000u32).map(|i| i * 6).collect();
    let mut events = Vec::with_capacity(16_000_000);
    let (mut x, mut y) = (8i16, 8i16);
    events.extend_from_slice(&[1, 0, 0, 8, 0, 8]);
    let mut state = 7u64;
    for i in 0..175_000u32 {
        if i % 2 == 0 {
            state = next(state);
        }
        let cell = ((state >> 33) % (255 * 255)) as i16 as i32;
        let (row, col) = ((cell as u32 / 255) as i16, (cell as u32 % 255) as i16);
        let (tx, ty) = (col * 16 + 8, row * 16 + 8);
        for step in 1..=12i16 {
            let (nx, ny) = (x + (tx - x) * step / 12, y + (ty - y) * step / 12);
            events.extend_from_slice(&[1, 1]);
            events.extend_from_slice(&nx.wrapping_sub(x).to_be_bytes());
            events.extend_from_slice(&ny.wrapping_sub(y).to_be_bytes());
            (x, y) = (nx, ny);
        }
        for kind in [4, 5] {
            events.extend_from_slice(&[kind, 20, 0, 0, 0, 0]);
        }
    }
    evf(255, 255, &layout, b"hostile", b"", &events)
}

fn next(state: u64) -> u64 {
    state
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407)
}
