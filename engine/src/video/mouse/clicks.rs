//! What each click does to the machine's board and its counts: a left click, a right click,
//! a chord, the cells they open, 3BV solved and the win.

use super::{
    neighbours, Act, Clicked, Effect, Machine, Stage, EXPLODED, FLAG, HIDDEN, MINE, WRONG_FLAG,
};

impl Machine {
    pub(super) fn click(&mut self, act: Act, i: usize) {
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
    pub(super) fn left_click(&mut self, cell: Option<usize>) -> Effect {
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
    pub(super) fn right_click(&mut self, cell: Option<usize>) -> Effect {
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
    pub(super) fn chord(&mut self, cell: Option<usize>) -> Effect {
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
    pub(super) fn open(&mut self, mut cells: Vec<usize>) {
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
    pub(super) fn check_won(&mut self) {
        if self.closed_safe == 0 {
            self.stage = Stage::Won;
        }
    }

    /// Whether a number is a 3BV unit of its own: no 0 around it.
    pub(super) fn is_bbbv_number(&self, i: usize) -> bool {
        self.numbers[i] > 0 && neighbours(self.rows, self.cols, i).all(|n| self.numbers[n] != 0)
    }

    /// Whether the opening holding the 0 at `i` would open whole: none of its 0s flagged.
    pub(super) fn opening_whole(&self, i: usize) -> bool {
        self.flagged_zeros
            .get(self.opening[i] as usize)
            .is_some_and(|&flagged| flagged == 0)
    }

    /// The openings a chord on `i` opens whole (0, 1 or 2), each counted once.
    pub(super) fn openings_around(&self, i: usize) -> u32 {
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
