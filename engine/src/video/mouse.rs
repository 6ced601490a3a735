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

use super::{Event, Mouse, Video};

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Nothing done yet.
    Ready,
    /// A left button down or flags placed before the first reveal.
    PreFlagging,
    Playing,
    Won,
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
    Reveal,
    Flag,
    Chord,
}

/// One click the machine played: the event it came from, what, and on which cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clicked {
    pub event: usize,
    pub act: Act,
    pub row: u32,
    pub col: u32,
}

/// The counts, as ms_toollib names them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub left: u32,
    pub right: u32,
    /// Chords.
    pub double: u32,
    /// Effective left, right and chord clicks.
    pub lce: u32,
    pub rce: u32,
    pub dce: u32,
    /// Flags on the board.
    pub flags: u32,
    pub bbbv_solved: u32,
}

impl Tally {
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
    pub stage: Stage,
    pub tally: Tally,
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
            tally: Tally::default(),
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

    /// Before anything: `None` to go on as in play (ms_toollib's fall-through).
    fn ready(&mut self, mouse: Mouse, cell: Option<usize>) -> Option<Effect> {
        use Buttons::*;
        match mouse {
            Mouse::Move | Mouse::MiddleDown | Mouse::MiddleUp => Some(Effect::Nothing),
            Mouse::LeftDown => {
                match self.buttons {
                    UpUp => {
                        self.buttons = DownUp;
                        if cell.is_some() {
                            self.stage = Stage::PreFlagging;
                        }
                    }
                    UpDown => self.buttons = Chording,
                    UpDownNotFlag => self.buttons = ChordingNotFlag,
                    _ => {}
                }
                Some(Effect::Nothing)
            }
            Mouse::PreFlag => {
                self.pre_flags += 1;
                self.stage = Stage::PreFlagging;
                Some(self.right_click(cell))
            }
            Mouse::RightDown => match self.buttons {
                UpUp => {
                    self.buttons = UpDown;
                    if cell.is_some() {
                        self.pre_flags = 1;
                        self.stage = Stage::PreFlagging;
                        return Some(self.right_click(cell));
                    }
                    Some(Effect::Nothing)
                }
                DownUpAfterChording => {
                    self.buttons = Chording;
                    Some(Effect::Nothing)
                }
                _ => None,
            },
            Mouse::LeftUp => match self.buttons {
                Chording | ChordingNotFlag => {
                    self.buttons = UpDown;
                    Some(Effect::Nothing)
                }
                DownUpAfterChording | DownUp | UpUp => {
                    self.buttons = UpUp;
                    Some(Effect::Nothing)
                }
                _ => None,
            },
            Mouse::RightUp => match self.buttons {
                UpDown => {
                    self.buttons = UpUp;
                    Some(Effect::Nothing)
                }
                Chording => {
                    self.buttons = DownUpAfterChording;
                    Some(Effect::Nothing)
                }
                UpUp => Some(Effect::Nothing),
                _ => None,
            },
            Mouse::BothDown => {
                self.buttons = match self.buttons {
                    UpDownNotFlag => ChordingNotFlag,
                    DownUp | DownUpAfterChording | UpDown | UpUp => Chording,
                    other => other,
                };
                Some(Effect::Nothing)
            }
            Mouse::Left | Mouse::Right | Mouse::Middle => Some(Effect::Nothing),
        }
    }

    /// Flags placed before the first reveal: `None` to go on as in play.
    fn pre_flagging(&mut self, mouse: Mouse, cell: Option<usize>) -> Option<Effect> {
        use Buttons::*;
        match mouse {
            Mouse::LeftDown | Mouse::RightUp | Mouse::Move => None,
            Mouse::LeftUp => match self.buttons {
                DownUp => Some(self.first_release(cell)),
                _ => None,
            },
            Mouse::PreFlag => {
                self.pre_flags += 1;
                Some(self.right_click(cell))
            }
            Mouse::RightDown => match self.buttons {
                UpUp => self.pre_flag_right(cell),
                DownUp => {
                    self.buttons = Chording;
                    if cell.is_some() && self.pre_flags == 0 {
                        self.stage = Stage::Ready;
                    }
                    None
                }
                DownUpAfterChording => {
                    self.buttons = Chording;
                    None
                }
                _ => Some(Effect::Nothing),
            },
            Mouse::BothDown => {
                match self.buttons {
                    DownUp => {
                        if cell.is_some() && self.pre_flags == 0 {
                            self.stage = Stage::Ready;
                        }
                        self.buttons = Chording;
                    }
                    DownUpAfterChording | UpDown | UpUp => self.buttons = Chording,
                    UpDownNotFlag => self.buttons = ChordingNotFlag,
                    _ => {}
                }
                Some(Effect::Nothing)
            }
            Mouse::MiddleDown => {
                self.middle = true;
                None
            }
            Mouse::MiddleUp => {
                self.middle = false;
                None
            }
            Mouse::Left | Mouse::Right | Mouse::Middle => Some(Effect::Nothing),
        }
    }

    /// The left button let go while flags are being placed: the first reveal, or not.
    fn first_release(&mut self, cell: Option<usize>) -> Effect {
        let Some(i) = cell else {
            self.buttons = Buttons::UpUp;
            if self.pre_flags == 0 {
                self.stage = Stage::Ready;
                self.restart_counts();
            } else {
                self.tally.left += 1;
            }
            return Effect::Nothing;
        };
        if self.board[i] == HIDDEN {
            self.stage = Stage::Playing;
            self.buttons = Buttons::UpUp;
            return self.left_click(Some(i));
        }
        // On a flag: a left click that does nothing.
        self.tally.left += 1;
        Effect::Nothing
    }

    /// A right press with no button down while flags are being placed.
    fn pre_flag_right(&mut self, cell: Option<usize>) -> Option<Effect> {
        let Some(i) = cell else {
            self.buttons = Buttons::UpDownNotFlag;
            self.tally.right += 1;
            self.pending_right = None;
            return None;
        };
        self.buttons = Buttons::UpDown;
        if self.board[i] == HIDDEN {
            self.pre_flags += 1;
        } else {
            self.pre_flags -= 1;
            if self.pre_flags == 0 {
                // The last flag taken off: as if nothing had happened.
                self.stage = Stage::Ready;
                self.restart_counts();
                self.set_flag(i, false);
                return Some(Effect::Nothing);
            }
        }
        Some(self.right_click(cell))
    }

    fn restart_counts(&mut self) {
        let solved = self.tally.bbbv_solved;
        self.tally = Tally {
            lce: self.tally.lce,
            rce: self.tally.rce,
            dce: self.tally.dce,
            bbbv_solved: solved,
            ..Tally::default()
        };
        for i in self.flagged_list.drain(..) {
            self.flagged_once[i] = false;
        }
    }

    /// Puts a flag on `i` or takes it off, keeping count of the flagged 0s of each opening.
    fn set_flag(&mut self, i: usize, on: bool) {
        self.board[i] = if on { FLAG } else { HIDDEN };
        if let Some(count) = self.flagged_zeros.get_mut(self.opening[i] as usize) {
            *count = if on {
                count.saturating_add(1)
            } else {
                count.saturating_sub(1)
            };
        }
    }

    /// In play (and what the other stages leave to it).
    fn playing(&mut self, mouse: Mouse, cell: Option<usize>) -> Effect {
        use Buttons::*;
        match mouse {
            Mouse::LeftDown => {
                self.buttons = match self.buttons {
                    UpUp => DownUp,
                    UpDown => Chording,
                    UpDownNotFlag => ChordingNotFlag,
                    other => other,
                };
                Effect::Nothing
            }
            Mouse::LeftUp | Mouse::Left => self.left_up(mouse, cell),
            Mouse::RightDown => self.right_down(cell),
            Mouse::RightUp | Mouse::Right => self.right_up(mouse, cell),
            Mouse::Move | Mouse::PreFlag => Effect::Nothing,
            Mouse::MiddleDown => {
                self.middle = true;
                Effect::Nothing
            }
            Mouse::MiddleUp => {
                self.middle = false;
                self.chord(cell)
            }
            Mouse::Middle => {
                self.middle = !self.middle;
                if self.middle {
                    Effect::Nothing
                } else {
                    self.chord(cell)
                }
            }
            Mouse::BothDown => {
                self.buttons = match self.buttons {
                    UpDownNotFlag => ChordingNotFlag,
                    DownUp | DownUpAfterChording | UpDown | UpUp => Chording,
                    other => other,
                };
                Effect::Nothing
            }
        }
    }

    /// The left button let go (`Left`: changed, down or up not said).
    fn left_up(&mut self, mouse: Mouse, cell: Option<usize>) -> Effect {
        use Buttons::*;
        let toggled = mouse == Mouse::Left;
        match self.buttons {
            DownUp => {
                self.buttons = UpUp;
                if cell.is_none() {
                    // A left click off the board counts (let go there; a toggle does not).
                    self.tally.left += u32::from(!toggled);
                    return Effect::Nothing;
                }
                self.left_click(cell)
            }
            Chording => {
                self.buttons = UpDown;
                self.chord_on(cell)
            }
            ChordingNotFlag => {
                self.buttons = UpDown;
                self.take_back_right();
                self.chord_on(cell)
            }
            DownUpAfterChording => {
                self.buttons = UpUp;
                Effect::Nothing
            }
            UpUp if toggled => {
                self.buttons = DownUp;
                Effect::Nothing
            }
            UpDown if toggled => {
                self.buttons = Chording;
                Effect::Nothing
            }
            UpDownNotFlag if toggled => {
                self.buttons = ChordingNotFlag;
                Effect::Nothing
            }
            _ => Effect::Nothing,
        }
    }

    fn right_down(&mut self, cell: Option<usize>) -> Effect {
        use Buttons::*;
        match self.buttons {
            UpUp => self.right_press(cell),
            DownUp | DownUpAfterChording => {
                self.buttons = Chording;
                Effect::Nothing
            }
            _ => Effect::Nothing,
        }
    }

    /// The right button pressed with no other down: a right click.
    fn right_press(&mut self, cell: Option<usize>) -> Effect {
        match cell {
            Some(i) => {
                self.buttons = if self.board[i] < HIDDEN {
                    Buttons::UpDownNotFlag
                } else {
                    Buttons::UpDown
                };
                self.right_click(cell)
            }
            None => {
                self.buttons = Buttons::UpDownNotFlag;
                self.tally.right += 1;
                self.pending_right = None;
                Effect::Nothing
            }
        }
    }

    /// The right button let go (`Right`: changed, down or up not said).
    fn right_up(&mut self, mouse: Mouse, cell: Option<usize>) -> Effect {
        use Buttons::*;
        match self.buttons {
            UpDown | UpDownNotFlag => {
                self.buttons = UpUp;
                Effect::Nothing
            }
            Chording => {
                self.buttons = DownUpAfterChording;
                self.chord_on(cell)
            }
            ChordingNotFlag => {
                self.buttons = DownUpAfterChording;
                self.take_back_right();
                self.chord_on(cell)
            }
            UpUp if mouse == Mouse::Right => self.right_press(cell),
            DownUp | DownUpAfterChording if mouse == Mouse::Right => {
                self.buttons = Chording;
                Effect::Nothing
            }
            _ => Effect::Nothing,
        }
    }

    /// A chord let go on `cell`; off the board, nothing (and not counted).
    fn chord_on(&mut self, cell: Option<usize>) -> Effect {
        match cell {
            Some(_) => self.chord(cell),
            None => Effect::Nothing,
        }
    }

    /// The right press that began a chord on a cell it could not flag is not a right click.
    fn take_back_right(&mut self) {
        self.tally.right = self.tally.right.saturating_sub(1);
        if let Some(index) = self.pending_right.take() {
            if index + 1 == self.clicked.len() {
                self.clicked.pop();
            }
        }
    }

    fn click(&mut self, act: Act, i: usize) {
        self.clicked.push(Clicked {
            event: self.event,
            act,
            row: (i / self.cols) as u32,
            col: (i % self.cols) as u32,
        });
    }

    /// The clicks played that no later event can take back: all but a right press that a
    /// chord may yet turn into its first half.
    pub fn settled(&self) -> usize {
        match self.pending_right {
            Some(index) if index + 1 == self.clicked.len() => index,
            _ => self.clicked.len(),
        }
    }

    /// A left click on `cell`.
    fn left_click(&mut self, cell: Option<usize>) -> Effect {
        self.tally.left += 1;
        let Some(i) = cell else {
            return Effect::Nothing;
        };
        self.click(Act::Reveal, i);
        if self.board[i] != HIDDEN {
            return Effect::Nothing;
        }
        match self.numbers[i] {
            MINE => {
                self.open(vec![i]);
                self.stage = Stage::Lost;
                Effect::Exploded
            }
            0 => {
                if self.opening_whole(i) {
                    self.tally.bbbv_solved += 1;
                }
                self.tally.lce += 1;
                self.open(vec![i]);
                self.check_won();
                Effect::Opened
            }
            _ => {
                self.open(vec![i]);
                if self.is_bbbv_number(i) {
                    self.tally.bbbv_solved += 1;
                }
                self.tally.lce += 1;
                self.check_won();
                Effect::Opened
            }
        }
    }

    /// A right click on `cell`: a flag on a hidden cell, or off.
    fn right_click(&mut self, cell: Option<usize>) -> Effect {
        self.tally.right += 1;
        let Some(i) = cell else {
            return Effect::Nothing;
        };
        self.click(Act::Flag, i);
        self.pending_right = None;
        match self.board[i] {
            HIDDEN => {
                self.set_flag(i, true);
                self.tally.flags += 1;
                if self.numbers[i] == MINE && !self.flagged_once[i] {
                    self.tally.rce += 1;
                    self.flagged_once[i] = true;
                    self.flagged_list.push(i);
                }
                Effect::Flagged
            }
            FLAG => {
                self.set_flag(i, false);
                self.tally.flags = self.tally.flags.saturating_sub(1);
                Effect::Flagged
            }
            _ => {
                // On an open cell: it may become a chord's first press.
                self.pending_right = Some(self.clicked.len() - 1);
                Effect::Nothing
            }
        }
    }

    /// A chord on `cell` (counted wherever it is).
    fn chord(&mut self, cell: Option<usize>) -> Effect {
        self.tally.double += 1;
        let Some(i) = cell else {
            return Effect::Nothing;
        };
        self.click(Act::Chord, i);
        if self.board[i] >= 8 {
            return Effect::Nothing;
        }
        let around: Vec<usize> = neighbours(self.rows, self.cols, i).collect();
        let flags = around.iter().filter(|&&n| self.board[n] == FLAG).count();
        let hidden: Vec<usize> = around
            .iter()
            .copied()
            .filter(|&n| self.board[n] == HIDDEN)
            .collect();
        if flags != usize::from(self.board[i]) || hidden.is_empty() {
            return Effect::Nothing;
        }
        let numbers = hidden
            .iter()
            .filter(|&&n| self.numbers[n] > 0 && self.is_bbbv_number(n))
            .count() as u32;
        let lost = hidden.iter().any(|&n| self.numbers[n] == MINE);
        if lost {
            self.stage = Stage::Lost;
        }
        self.tally.dce += 1;
        self.tally.bbbv_solved += numbers + self.openings_around(i);
        self.open(hidden);
        self.check_won();
        if self.stage == Stage::Lost {
            Effect::Exploded
        } else {
            Effect::Chorded
        }
    }

    /// Opens `cells`, and the openings they are in; a mine opened explodes, and the flags on
    /// cells that are not mines are shown wrong. Each cell is opened once, however often it is
    /// reached.
    fn open(&mut self, mut cells: Vec<usize>) {
        let mut exploded = false;
        while let Some(i) = cells.pop() {
            // Reached again after it was opened (every cell given is closed).
            if !matches!(self.board[i], HIDDEN | 12) {
                continue;
            }
            match self.numbers[i] {
                MINE => {
                    self.board[i] = EXPLODED;
                    exploded = true;
                }
                number => {
                    self.closed_safe = self.closed_safe.saturating_sub(1);
                    self.board[i] = number as u8;
                    if number == 0 {
                        let board = &self.board;
                        cells.extend(
                            neighbours(self.rows, self.cols, i)
                                .filter(|&n| matches!(board[n], HIDDEN | 12)),
                        );
                    }
                }
            }
        }
        if exploded {
            for i in 0..self.board.len() {
                if self.board[i] == FLAG && self.numbers[i] != MINE {
                    self.board[i] = WRONG_FLAG;
                }
            }
        }
    }

    /// Every safe cell open: won (even by the chord that opened a mine with the last of them,
    /// as ms_toollib has it).
    fn check_won(&mut self) {
        if self.closed_safe == 0 {
            self.stage = Stage::Won;
        }
    }

    /// Whether a number is a 3BV unit of its own: no 0 around it.
    fn is_bbbv_number(&self, i: usize) -> bool {
        self.numbers[i] > 0 && neighbours(self.rows, self.cols, i).all(|n| self.numbers[n] != 0)
    }

    /// Whether the opening holding the 0 at `i` would open whole: none of its 0s flagged.
    fn opening_whole(&self, i: usize) -> bool {
        self.flagged_zeros
            .get(self.opening[i] as usize)
            .is_some_and(|&flagged| flagged == 0)
    }

    /// The openings a chord on `i` opens whole (0, 1 or 2), each counted once.
    fn openings_around(&self, i: usize) -> u32 {
        let mut counted: Vec<u32> = Vec::new();
        for n in std::iter::once(i).chain(neighbours(self.rows, self.cols, i)) {
            if self.board[n] == HIDDEN
                && self.numbers[n] == 0
                && !counted.contains(&self.opening[n])
                && self.opening_whole(n)
            {
                counted.push(self.opening[n]);
            }
        }
        counted.len() as u32
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

/// A video played: what each event did, the counts, the clicks, the cursor's path.
#[derive(Clone, Debug)]
pub struct PlayedVideo {
    /// Each event's effect, in order.
    pub effects: Vec<Effect>,
    /// The path after each event, in 16-pixel-cell pixels.
    pub paths: Vec<f64>,
    pub tally: Tally,
    pub clicked: Vec<Clicked>,
    pub stage: Stage,
    /// The event that began the game (the first reveal), if any.
    pub began: Option<usize>,
}

impl PlayedVideo {
    /// The cursor's whole path.
    pub fn path(&self) -> f64 {
        self.paths.last().copied().unwrap_or(0.0)
    }
}

/// Plays `video`'s events through the machine.
pub(super) fn play(video: &Video) -> PlayedVideo {
    let mut playing = Playing::new(video);
    let mut effects = Vec::with_capacity(video.events.len());
    let mut paths = Vec::with_capacity(video.events.len());
    while let Some((effect, path)) = playing.step(video) {
        effects.push(effect);
        paths.push(path);
    }
    PlayedVideo {
        effects,
        paths,
        tally: playing.machine.tally,
        clicked: playing.machine.clicked,
        stage: playing.machine.stage,
        began: playing.began,
    }
}

/// A video's events played an event at a time (a page plays a long one between frames): the
/// machine, the cursor's path so far, and the next event.
#[derive(Clone, Debug)]
pub struct Playing {
    pub machine: Machine,
    path: Path,
    next: usize,
    began: Option<usize>,
}

impl Playing {
    pub fn new(video: &Video) -> Playing {
        Playing {
            machine: Machine::new(video.rows, video.cols, &video.mines),
            path: Path::new(video),
            next: 0,
            began: None,
        }
    }

    /// Plays the next event of `video` (the one this was made for): what it did and the path
    /// after it; `None` after the last.
    pub fn step(&mut self, video: &Video) -> Option<(Effect, f64)> {
        let index = self.next;
        let event = video.events.get(index)?;
        self.next += 1;
        let machine = &mut self.machine;
        let effect = if event.mouse == Mouse::Move {
            Effect::Nothing
        } else {
            let before = machine.stage;
            let effect = machine.step(index, event.mouse, video.cell_of(event.x, event.y));
            // The last event that changed the board before play: the first reveal.
            if effect != Effect::Nothing && before != Stage::Playing {
                self.began = Some(index);
            }
            effect
        };
        Some((effect, self.path.after(event, machine.stage)))
    }

    /// The events played.
    pub const fn played(&self) -> usize {
        self.next
    }

    /// The cursor's path so far.
    pub const fn path(&self) -> f64 {
        self.path.length
    }
}

/// The cursor's path as ms_toollib measures it: from the first event in play (the one that
/// began the game), each move's length in pixels scaled to a 16-pixel cell, the places at the
/// board's bottom-right corner or past it (off the board) left out.
#[derive(Clone, Debug)]
struct Path {
    pixels: f64,
    edge: (u16, u16),
    last: Option<(u16, u16)>,
    length: f64,
}

impl Path {
    fn new(video: &Video) -> Path {
        let px = video.cell_pixels.max(1);
        let edge = (
            (video.cols as u16).saturating_mul(px),
            (video.rows as u16).saturating_mul(px),
        );
        Path {
            pixels: f64::from(px),
            edge,
            last: None,
            length: 0.0,
        }
    }

    fn after(&mut self, event: &Event, stage: Stage) -> f64 {
        if !matches!(stage, Stage::Playing | Stage::Won | Stage::Lost) {
            return self.length;
        }
        let here = (event.x, event.y);
        let last = *self.last.get_or_insert(here);
        if event.x >= self.edge.0 && event.y >= self.edge.1 {
            return self.length;
        }
        let (dx, dy) = (
            f64::from(here.0) - f64::from(last.0),
            f64::from(here.1) - f64::from(last.1),
        );
        self.length += (dx * dx + dy * dy).sqrt() * 16.0 / self.pixels;
        self.last = Some(here);
        self.length
    }
}
