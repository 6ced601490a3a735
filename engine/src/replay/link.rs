//! The compact binary form of a replay, and its URL-safe text form (base64url, for links and
//! storage). An expert game of 300 clicks is about 900 bytes, 1,200 characters.
//!
//! The format (version 2; version 1 is the same without the cursor, and a replay with no
//! track is still written as version 1) is a stream of bits, most significant first:
//!
//! | field | bits |
//! |---|---|
//! | version | 8 |
//! | rows − 1, columns − 1, mines − 1 | Exp-Golomb (order 0) each |
//! | first-click rule (safe, opening, no-guess), whose rules (ours, classic) | 2, 1 |
//! | seed | 64 |
//! | layout present; if so each mine's gap from the one before | 1; Exp-Golomb of order log₂(cells ÷ mines) |
//! | number of moves | Exp-Golomb (order 0) |
//! | per move: the click (reveal, chord, flag, mark) | 2 |
//! | … a player's move that changed the board, or else (by the solver, changed) | 1, or 1 + 2 |
//! | … the cell: its row and column as signed steps from the move before, or its index | 1 + 2 signed Exp-Golomb, or 1 + ⌈log₂ cells⌉ |
//! | … milliseconds since the move before | Exp-Golomb (order 7) |
//! | the cursor's track (version 2) | see [`super::cursor`] |
//!
//! then zero bits to the byte, and the CRC-32 of every byte before it (4 bytes, big-endian),
//! so that a changed or cut replay is refused rather than replayed wrong.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

use super::bits::{self, zigzag, BitReader, BitWriter};
use super::cursor::{self, Sample};
use super::{check_board, Move, Replay, ReplayError, LINK_VERSION, MAX_MOVES, MAX_TEXT_BYTES};
use crate::input::{Click, Convention};
use crate::{Config, FirstClick, Pos};

impl Replay {
    /// The compact binary form.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = BitWriter::default();
        // A replay with no cursor is written as version 1, which every earlier page reads.
        let version = if self.cursor.is_empty() {
            1
        } else {
            LINK_VERSION
        };
        w.bits(u64::from(version), 8);
        let config = self.config;
        w.golomb(u64::from(config.rows() - 1), 0);
        w.golomb(u64::from(config.cols() - 1), 0);
        w.golomb(u64::from(config.mines() - 1), 0);
        let rule = match config.first_click() {
            FirstClick::Safe => 0,
            FirstClick::Opening => 1,
            FirstClick::NoGuess => 2,
        };
        w.bits(rule, 2);
        w.bit(self.convention == Convention::Classic);
        w.bits(self.seed, 64);
        w.bit(!self.mines.is_empty());
        let order = gap_order(&config);
        let mut previous: i64 = -1;
        for &mine in &self.mines {
            w.golomb((i64::from(mine) - previous - 1) as u64, order);
            previous = i64::from(mine);
        }
        write_moves(&mut w, &self.moves, Some(&config));
        if !self.cursor.is_empty() {
            cursor::write(&mut w, &self.cursor);
        }
        w.sealed()
    }

    /// Reads the binary form; anything wrong is an error that says what.
    pub fn from_bytes(bytes: &[u8]) -> Result<Replay, ReplayError> {
        unchecked_from_bytes(bytes.to_vec())?.all()?.checked()
    }

    /// The text form for links and storage: the binary form in base64url, no padding.
    pub fn to_text(&self) -> String {
        bits::text(&self.to_bytes())
    }

    /// Reads the text form (surrounding spaces ignored).
    pub fn from_text(text: &str) -> Result<Replay, ReplayError> {
        unchecked_from_text(text)?.all()?.checked()
    }
}

/// A replay's settings, seed and layout, read; its moves still to be read.
pub(crate) struct Unread {
    /// The replay with no moves yet.
    pub(crate) replay: Replay,
    pub(crate) moves: MoveReader,
}

impl Unread {
    /// The replay with every move and its cursor read (not yet played).
    fn all(mut self) -> Result<Replay, ReplayError> {
        while let Some(mv) = self.moves.next() {
            self.replay.moves.push(mv?);
        }
        self.replay.cursor = self.moves.cursor()?;
        Ok(self.replay)
    }
}

/// The replay a text holds, its moves not yet read ([`crate::reading::Checking`] reads and plays them).
pub(crate) fn unchecked_from_text(text: &str) -> Result<Unread, ReplayError> {
    unchecked_from_bytes(decode(text)?)
}

/// The bytes of a replay's text: its length and characters checked before anything is decoded.
fn decode(text: &str) -> Result<Vec<u8>, ReplayError> {
    let text = text.trim();
    if text.len() > MAX_TEXT_BYTES {
        return Err(ReplayError::TooLarge {
            bytes: text.len(),
            max: MAX_TEXT_BYTES,
            whose: "replay texts",
        });
    }
    if let Some(bad) = text
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Err(ReplayError::Character(bad));
    }
    URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|_| ReplayError::Text("its length is not that of a replay's text"))
}

/// The replay the binary form holds, its moves not yet read. The board's size is checked
/// before its layout is read, the number of moves before they are.
fn unchecked_from_bytes(mut bytes: Vec<u8>) -> Result<Unread, ReplayError> {
    if bytes.len() < 5 {
        return Err(ReplayError::Truncated("it is shorter than its header"));
    }
    let version = bytes[0];
    if !(1..=LINK_VERSION).contains(&version) {
        return Err(ReplayError::Version { found: version });
    }
    let (body, crc) = bytes.split_at(bytes.len() - 4);
    let expected = u32::from_be_bytes([crc[0], crc[1], crc[2], crc[3]]);
    if bits::checksum(body) != expected {
        return Err(ReplayError::Checksum);
    }
    bytes.truncate(bytes.len() - 4);
    let mut r = BitReader::new(&bytes);
    r.bits(8, "the version")?;
    let side = |n: u64| u32::try_from(n.saturating_add(1)).unwrap_or(u32::MAX);
    let rows = side(r.golomb(0, "the rows")?);
    let cols = side(r.golomb(0, "the columns")?);
    let mines = r.golomb(0, "the mines")?.saturating_add(1);
    let rule = match r.bits(2, "the first-click rule")? {
        0 => FirstClick::Safe,
        1 => FirstClick::Opening,
        2 => FirstClick::NoGuess,
        _ => return Err(ReplayError::Settings("an unknown first-click rule".into())),
    };
    let convention = if r.bit("whose conventions")? {
        Convention::Classic
    } else {
        Convention::Ours
    };
    check_board(rows, cols, convention)?;
    let config = Config::new(rows.into(), cols.into(), mines, rule)
        .map_err(|e| ReplayError::Settings(e.to_string()))?;
    let seed = r.bits(64, "the seed")?;
    let mut layout = Vec::new();
    if r.bit("the layout")? {
        let order = gap_order(&config);
        let mut previous: i64 = -1;
        for _ in 0..config.mines() {
            let gap = r.golomb(order, "the layout")?;
            let mine = previous
                .saturating_add(1)
                .saturating_add(gap.min(u32::MAX as u64) as i64);
            if mine >= config.cells() as i64 {
                return Err(ReplayError::Layout("a mine lies outside the board".into()));
            }
            layout.push(mine as u32);
            previous = mine;
        }
    }
    let at = r.place();
    let mut moves = MoveReader::new(bytes, at, Some(&config))?;
    moves.cursor_follows = version >= 2;
    let replay = Replay {
        config,
        seed,
        mines: layout,
        moves: Vec::new(),
        cursor: Vec::new(),
        convention,
    };
    Ok(Unread { replay, moves })
}

/// A game's moves alone, as text: what a saved game in progress keeps, so that its replay
/// survives a reload. Cells are steps from the cell before, so no board is needed to read it.
pub fn moves_to_text(moves: &[Move]) -> String {
    let mut w = BitWriter::default();
    write_moves(&mut w, moves, None);
    bits::text(&w.finish())
}

/// Reads [`moves_to_text`]'s text.
pub fn moves_from_text(text: &str) -> Result<Vec<Move>, ReplayError> {
    let text = text.trim();
    if text.len() > MAX_TEXT_BYTES {
        return Err(ReplayError::TooLarge {
            bytes: text.len(),
            max: MAX_TEXT_BYTES,
            whose: "lists of moves",
        });
    }
    let bytes = URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|_| ReplayError::Truncated("its text is not a list of moves"))?;
    MoveReader::new(bytes, 0, None)?.all()
}

/// A cursor's track alone, as text: what a saved game in progress keeps beside its moves.
pub fn cursor_to_text(samples: &[Sample]) -> String {
    let mut w = BitWriter::default();
    cursor::write(&mut w, samples);
    bits::text(&w.finish())
}

/// [`cursor_to_text`] within `max_chars`: a track too long for it is thinned — every other
/// sample dropped, but those where the buttons change and the last — until it fits (the
/// oldest half goes when thinning no longer can). Returns the text and the samples it keeps.
pub fn cursor_to_text_within(samples: &[Sample], max_chars: usize) -> (String, usize) {
    let mut kept = samples.to_vec();
    loop {
        let text = cursor_to_text(&kept);
        if text.len() <= max_chars || kept.is_empty() {
            return (text, kept.len());
        }
        let before = kept.len();
        let last = before - 1;
        kept = kept
            .iter()
            .enumerate()
            .filter(|&(i, s)| {
                i % 2 == 0 || i == last || (i > 0 && samples_differ_in_buttons(&kept[i - 1], s))
            })
            .map(|(_, s)| *s)
            .collect();
        if kept.len() == before {
            kept.drain(..before.div_ceil(2));
        }
    }
}

fn samples_differ_in_buttons(a: &Sample, b: &Sample) -> bool {
    a.buttons != b.buttons
}

/// Reads [`cursor_to_text`]'s text (its places are checked against a board by
/// [`Replay::with_cursor`]).
pub fn cursor_from_text(text: &str) -> Result<Vec<Sample>, ReplayError> {
    let text = text.trim();
    if text.len() > MAX_TEXT_BYTES {
        return Err(ReplayError::TooLarge {
            bytes: text.len(),
            max: MAX_TEXT_BYTES,
            whose: "cursor tracks",
        });
    }
    let bytes = URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|_| ReplayError::Cursor("its text is not a cursor's track".into()))?;
    cursor::read(&mut BitReader::new(&bytes))
}

/// Writes the count and the moves; cells as steps from the one before, or (with a board) as
/// an index where that is shorter.
fn write_moves(w: &mut BitWriter, moves: &[Move], board: Option<&Config>) {
    w.golomb(moves.len() as u64, 0);
    let index_bits = board.map(index_bits);
    let (mut at, mut row, mut col) = (0u32, 0i64, 0i64);
    for mv in moves {
        let (kind, pos) = match mv.click {
            Click::Reveal(p) => (0, p),
            Click::Chord(p) => (1, p),
            Click::Flag(p) => (2, p),
            Click::Mark(p) => (3, p),
        };
        w.bits(kind, 2);
        let plain = !mv.by_solver && mv.changed;
        w.bit(plain);
        if !plain {
            w.bit(mv.by_solver);
            w.bit(mv.changed);
        }
        let (dr, dc) = (i64::from(pos.row) - row, i64::from(pos.col) - col);
        let relative = signed_len(dr) + signed_len(dc);
        match (board, index_bits) {
            (Some(config), Some(bits)) if relative > bits => {
                w.bit(true);
                let index = u64::from(pos.row) * u64::from(config.cols()) + u64::from(pos.col);
                w.bits(index, bits);
            }
            _ => {
                if board.is_some() {
                    w.bit(false);
                }
                w.signed(dr);
                w.signed(dc);
            }
        }
        (row, col) = (i64::from(pos.row), i64::from(pos.col));
        w.golomb(u64::from(mv.at_ms.saturating_sub(at)), 7);
        at = mv.at_ms.max(at);
    }
}

/// A replay's moves, read one at a time from its binary form: [`crate::reading::Checking`] reads each
/// as it plays it, so a long replay's reading is sliced with its checking.
pub(crate) struct MoveReader {
    bytes: Vec<u8>,
    /// The next bit.
    at: usize,
    /// Moves not read yet.
    left: usize,
    index: usize,
    /// The board's columns and the bits of a cell's index, when the moves may name cells by
    /// index.
    board: Option<(u32, u32)>,
    row: i64,
    col: i64,
    time: u64,
    /// A cursor's track follows the moves (version 2).
    cursor_follows: bool,
}

impl MoveReader {
    /// Reads the number of moves at bit `at` (refusing more than [`MAX_MOVES`]).
    fn new(bytes: Vec<u8>, at: usize, board: Option<&Config>) -> Result<MoveReader, ReplayError> {
        let mut r = BitReader::at(&bytes, at);
        let count = r.golomb(0, "the number of moves")?;
        if count > MAX_MOVES as u64 {
            return Err(ReplayError::TooLong(count as usize));
        }
        let at = r.place();
        Ok(MoveReader {
            board: board.map(|config| (config.cols(), index_bits(config))),
            bytes,
            at,
            left: count as usize,
            index: 0,
            row: 0,
            col: 0,
            time: 0,
            cursor_follows: false,
        })
    }

    /// Where the cursor's track begins, in bits, once every move is read.
    #[cfg(test)]
    pub(super) fn cursor_at(mut self) -> usize {
        while let Some(Ok(_)) = self.next() {}
        self.at
    }

    /// The cursor's track after the moves (none before version 2), once every move is read.
    pub(crate) fn cursor(&self) -> Result<Vec<Sample>, ReplayError> {
        if !self.cursor_follows || self.left > 0 {
            return Ok(Vec::new());
        }
        cursor::read(&mut BitReader::at(&self.bytes, self.at))
    }

    /// Moves not read yet.
    pub(crate) fn left(&self) -> usize {
        self.left
    }

    /// Every move left.
    fn all(mut self) -> Result<Vec<Move>, ReplayError> {
        // A move takes at least 4 bits: no more room than the bytes can hold.
        let mut moves = Vec::with_capacity(self.left.min(self.bytes.len() * 2));
        while let Some(mv) = self.next() {
            moves.push(mv?);
        }
        Ok(moves)
    }

    /// The next move; `None` after the last.
    pub(crate) fn next(&mut self) -> Option<Result<Move, ReplayError>> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let read = self.read();
        if read.is_err() {
            // Nothing after a move that cannot be read is read.
            self.left = 0;
        }
        Some(read)
    }

    fn read(&mut self) -> Result<Move, ReplayError> {
        let mut r = BitReader::at(&self.bytes, self.at);
        let kind = r.bits(2, "a move")?;
        let (by_solver, changed) = if r.bit("a move")? {
            (false, true)
        } else {
            (r.bit("a move")?, r.bit("a move")?)
        };
        let absolute = match self.board {
            Some(_) => r.bit("a move's cell")?,
            None => false,
        };
        match self.board {
            Some((cols, bits)) if absolute => {
                let index = r.bits(bits, "a move's cell")?;
                self.row = (index / u64::from(cols)) as i64;
                self.col = (index % u64::from(cols)) as i64;
            }
            _ => {
                self.row = self.row.saturating_add(r.signed("a move's cell")?);
                self.col = self.col.saturating_add(r.signed("a move's cell")?);
            }
        }
        if self.row < 0 || self.col < 0 {
            return Err(ReplayError::BeforeTheEdge { index: self.index });
        }
        let pos = Pos::new(
            self.row.min(i64::from(u32::MAX)) as u32,
            self.col.min(i64::from(u32::MAX)) as u32,
        );
        self.time = self.time.saturating_add(r.golomb(7, "a move's time")?);
        let at_ms = u32::try_from(self.time)
            .map_err(|_| ReplayError::Settings("a move's time is beyond 49 days".into()))?;
        self.at = r.place();
        self.index += 1;
        let click = match kind {
            0 => Click::Reveal(pos),
            1 => Click::Chord(pos),
            2 => Click::Flag(pos),
            _ => Click::Mark(pos),
        };
        Ok(Move {
            click,
            at_ms,
            by_solver,
            changed,
        })
    }
}

/// The Exp-Golomb order for the gaps between mines: about log₂ of the mean gap.
fn gap_order(config: &Config) -> u32 {
    let mean = config.cells() as u64 / u64::from(config.mines()).max(1);
    63 - mean.max(1).leading_zeros()
}

/// Bits for a cell index.
fn index_bits(config: &Config) -> u32 {
    let cells = config.cells() as u64;
    64 - (cells - 1).max(1).leading_zeros()
}

/// The length of a signed Exp-Golomb code (order 0).
fn signed_len(v: i64) -> u32 {
    let n = zigzag(v) + 1;
    2 * (63 - n.leading_zeros()) + 1
}
