//! The machine's stages: what a press or a release means before the first reveal (flags placed
//! first count, and the last one taken off starts the counts again) and in play (left, right,
//! the chord and the 1.5 click).

use super::{Buttons, ClickCounts, Effect, Machine, Stage, FLAG, HIDDEN};
use crate::video::Mouse;

impl Machine {
    /// Before anything: `None` to go on as in play (ms_toollib's fall-through).
    pub(super) fn ready(&mut self, mouse: Mouse, cell: Option<usize>) -> Option<Effect> {
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
    pub(super) fn pre_flagging(&mut self, mouse: Mouse, cell: Option<usize>) -> Option<Effect> {
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
    pub(super) fn first_release(&mut self, cell: Option<usize>) -> Effect {
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
    pub(super) fn pre_flag_right(&mut self, cell: Option<usize>) -> Option<Effect> {
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

    pub(super) fn restart_counts(&mut self) {
        let solved = self.tally.bbbv_solved;
        self.tally = ClickCounts {
            lce: self.tally.lce,
            rce: self.tally.rce,
            dce: self.tally.dce,
            bbbv_solved: solved,
            ..ClickCounts::default()
        };
        for i in self.flagged_list.drain(..) {
            self.flagged_once[i] = false;
        }
    }

    /// Puts a flag on `i` or takes it off, keeping count of the flagged 0s of each opening.
    pub(super) fn set_flag(&mut self, i: usize, on: bool) {
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
    pub(super) fn playing(&mut self, mouse: Mouse, cell: Option<usize>) -> Effect {
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
    pub(super) fn left_up(&mut self, mouse: Mouse, cell: Option<usize>) -> Effect {
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

    pub(super) fn right_down(&mut self, cell: Option<usize>) -> Effect {
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
    pub(super) fn right_press(&mut self, cell: Option<usize>) -> Effect {
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
    pub(super) fn right_up(&mut self, mouse: Mouse, cell: Option<usize>) -> Effect {
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
    pub(super) fn chord_on(&mut self, cell: Option<usize>) -> Effect {
        match cell {
            Some(_) => self.chord(cell),
            None => Effect::Nothing,
        }
    }

    /// The right press that began a chord on a cell it could not flag is not a right click.
    pub(super) fn take_back_right(&mut self) {
        self.tally.right = self.tally.right.saturating_sub(1);
        if let Some(index) = self.pending_right.take() {
            if index + 1 == self.clicked.len() {
                self.clicked.pop();
            }
        }
    }
}
