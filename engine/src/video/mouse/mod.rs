//! The state machine a video's mouse events are played through: which press and release make
//! a left click, a right click or a chord, on which cell, and what each did to the board —
//! counted as the community counts them. It follows, event for event, the one ms_toollib plays
//! videos with (its `MinesweeperBoard`), quirks included, so that its counts are ms_toollib's:
//!
//! - a right button pressed on an open cell, or off the board, is a right click, taken back if
//!   the left button joins it in a chord ("the 1.5 click");
//! - a left button let go off the board is a left click; a chord is counted wherever its
//!   buttons are let go, and opens something only on an open number whose flags match it;
//! - before the first reveal, flags placed count, and taking the last one off starts the
//!   counts again;
//! - effective clicks ("ce"): a left click that opens a safe cell, a right click that flags a
//!   mine the first time it is flagged, a chord that opens something;
//! - the 3BV solved grows with each opening cleared whole and each 3BV number opened;
//! - the cursor's path, in pixels of a 16-pixel cell, runs from the first event of the game on,
//!   leaving out the places off the board.
//!
//! The board the machine keeps is its own (a cell hidden, flagged, open with its number,
//! exploded), made from the layout alone: the rules' [`crate::Game`] is not asked.

mod clicks;
mod played;
mod stages;

pub(super) use played::play;
pub use played::{PlayedVideo, Playing};

use super::Mouse;

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Nothing done yet.
    Ready,
    /// A left button down or flags placed before the first reveal.
    PreFlagging,
    /// Revealing cells.
    Playing,
    /// Every safe cell open.
    Won,
    /// A mine opened.
    Lost,
}

/// The buttons, as the machine follows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Buttons {
    UpUp,
    /// The right button down (on a cell it may flag).
    UpDown,
    /// The right button down on an open cell or off the board: no flag changed.
    UpDownNotFlag,
    /// The left button down.
    DownUp,
    /// Both down.
    Chording,
    /// Both down, the right first on a cell it could not flag.
    ChordingNotFlag,
    /// After a chord, the right let go first, the left still down.
    DownUpAfterChording,
}

/// What an event did to the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Effect {
    /// Nothing (a move, a press, a click that changed nothing).
    #[default]
    Nothing,
    /// A flag put on or taken off.
    Flagged,
    /// Cells opened by a left click.
    Opened,
    /// Cells opened by a chord.
    Chorded,
    /// A mine opened.
    Exploded,
}

/// What the board was clicked with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// A left click that opens.
    Reveal,
    /// A right click that flags or unflags.
    Flag,
    /// A chord.
    Chord,
}

/// One click the machine played: the event it came from, what, and on which cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clicked {
    /// The event's index in the video.
    pub event: usize,
    /// What the click did.
    pub act: Act,
    /// Its cell's row.
    pub row: u32,
    /// Its cell's column.
    pub col: u32,
}

/// The counts, as ms_toollib names them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClickCounts {
    /// Left clicks.
    pub left: u32,
    /// Right clicks.
    pub right: u32,
    /// Chords.
    pub double: u32,
    /// Effective left, right and chord clicks.
    pub lce: u32,
    /// Effective right clicks.
    pub rce: u32,
    /// Effective chords.
    pub dce: u32,
    /// Flags on the board.
    pub flags: u32,
    /// 3BV solved so far.
    pub bbbv_solved: u32,
}

impl ClickCounts {
    /// Every click.
    pub const fn clicks(&self) -> u32 {
        self.left + self.right + self.double
    }

    /// Every effective click.
    pub const fn effective(&self) -> u32 {
        self.lce + self.rce + self.dce
    }
}

/// A cell of the machine's board: hidden, flagged, open (its number), or after a loss a wrong
/// flag or the mine that exploded.
const HIDDEN: u8 = 10;
const FLAG: u8 = 11;
const WRONG_FLAG: u8 = 14;
const EXPLODED: u8 = 15;
/// A mine in the layout's numbers.
const MINE: i8 = -1;

/// The machine: the layout, its board, the buttons and the counts.
#[derive(Clone, Debug)]
pub struct Machine {
    rows: usize,
    cols: usize,
    /// Each cell's number, [`MINE`] for a mine.
    numbers: Vec<i8>,
    board: Vec<u8>,
    /// Each 0's opening (its region of connected 0s), for the 0s; and how many of each
    /// opening's 0s are flagged: an opening with a flagged 0 does not open whole.
    opening: Vec<u32>,
    flagged_zeros: Vec<u32>,
    /// Mines ever flagged: flagging one again is not effective.
    flagged_once: Vec<bool>,
    flagged_list: Vec<usize>,
    /// Safe cells not yet open.
    closed_safe: usize,
    buttons: Buttons,
    middle: bool,
    pre_flags: i64,
    /// Where the game is.
    pub stage: Stage,
    /// The counts so far.
    pub tally: ClickCounts,
    /// The clicks played, in order.
    pub clicked: Vec<Clicked>,
    /// The click a right press made on a cell it could not flag, taken back if a chord follows.
    pending_right: Option<usize>,
    /// The event being played.
    event: usize,
}

impl Machine {
    /// A machine for a `rows` × `cols` board with `mines` (row-major indices).
    pub fn new(rows: u32, cols: u32, mines: &[u32]) -> Machine {
        let (rows, cols) = (rows as usize, cols as usize);
        let mut numbers = vec![0i8; rows * cols];
        for &m in mines {
            let m = m as usize;
            if m < numbers.len() {
                numbers[m] = MINE;
            }
        }
        for i in 0..numbers.len() {
            if numbers[i] != MINE {
                let around = neighbours(rows, cols, i)
                    .filter(|&n| numbers[n] == MINE)
                    .count();
                numbers[i] = around as i8;
            }
        }
        let closed_safe = numbers.iter().filter(|&&n| n != MINE).count();
        let (opening, openings) = openings(rows, cols, &numbers);
        Machine {
            rows,
            cols,
            board: vec![HIDDEN; numbers.len()],
            opening,
            flagged_zeros: vec![0; openings],
            flagged_once: vec![false; numbers.len()],
            flagged_list: Vec::new(),
            numbers,
            closed_safe,
            buttons: Buttons::UpUp,
            middle: false,
            pre_flags: 0,
            stage: Stage::Ready,
            tally: ClickCounts::default(),
            clicked: Vec::new(),
            pending_right: None,
            event: 0,
        }
    }

    /// Plays event number `index`, `mouse` on `cell` (none: off the board); what it did.
    pub fn step(&mut self, index: usize, mouse: Mouse, cell: Option<(u32, u32)>) -> Effect {
        self.event = index;
        let cell = cell
            .map(|(r, c)| r as usize * self.cols + c as usize)
            .filter(|&i| i < self.board.len());
        let early = match self.stage {
            Stage::Ready => self.ready(mouse, cell),
            Stage::PreFlagging => self.pre_flagging(mouse, cell),
            Stage::Playing => None,
            Stage::Won | Stage::Lost => Some(Effect::Nothing),
        };
        match early {
            Some(effect) => effect,
            None => self.playing(mouse, cell),
        }
    }
}

/// Each 0's opening (the region of 0s connected through each other), numbered from 0, and
/// how many there are; `u32::MAX` for the cells that are not 0.
fn openings(rows: usize, cols: usize, numbers: &[i8]) -> (Vec<u32>, usize) {
    let mut opening = vec![u32::MAX; numbers.len()];
    let mut count = 0u32;
    let mut stack = Vec::new();
    for start in 0..numbers.len() {
        if numbers[start] != 0 || opening[start] != u32::MAX {
            continue;
        }
        opening[start] = count;
        stack.push(start);
        while let Some(i) = stack.pop() {
            for n in neighbours(rows, cols, i) {
                if numbers[n] == 0 && opening[n] == u32::MAX {
                    opening[n] = count;
                    stack.push(n);
                }
            }
        }
        count += 1;
    }
    (opening, count as usize)
}

/// The cells around `i` on a `rows` × `cols` board.
fn neighbours(rows: usize, cols: usize, i: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / cols, i % cols);
    (r.saturating_sub(1)..(r + 2).min(rows)).flat_map(move |rr| {
        (c.saturating_sub(1)..(c + 2).min(cols))
            .filter(move |&cc| (rr, cc) != (r, c))
            .map(move |cc| rr * cols + cc)
    })
}
