//! What a press on a cell means, decided once (Tatham's `interpret_move` beside
//! `execute_move`). A front end says which button, tap or key it read ([`Press`]) under the
//! player's settings ([`Controls`]); [`interpret`] looks at what the player sees on the cell
//! and returns the [`Click`] a replay records and the [`Action`] the rules run, if any. The
//! page's boards (classic, ranked, Battle), the terminal's keys, mouse and lines all call it;
//! a replay plays its clicks back through [`Click::action`] under the [`Convention`] it
//! recorded.
//!
//! ```
//! use minesweeper_engine::input::{interpret, Click, Controls, Press};
//! use minesweeper_engine::{Action, CellView, Pos};
//!
//! let at = Pos::new(2, 3);
//! // A left click on an open number chords, in this game.
//! let on_number = interpret(Controls::OURS, Press::Primary, at, CellView::Revealed(2));
//! assert_eq!(on_number.click, Click::Reveal(at));
//! assert_eq!(on_number.action, Some(Action::Chord(at)));
//! // A left click on a flag is a click (the counters count it, as wasted) that does nothing.
//! let on_flag = interpret(Controls::OURS, Press::Primary, at, CellView::Flagged);
//! assert_eq!(on_flag.action, None);
//! ```

use crate::{Action, CellView, Game, MoveError, Outcome, Pos, Step};

/// What the player did on a cell, before it means anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Press {
    /// A left click, a tap, Space or Enter.
    Primary,
    /// A right click, a long press, F.
    Secondary,
    /// Both buttons, the middle one, or the terminal's C.
    Both,
}

/// Whose conventions a game follows where Minesweeper programs differ. A replay records it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Convention {
    /// This game's: a left click on an open number chords, and the mines are placed at the
    /// first reveal, which the first-click rule keeps clear.
    #[default]
    Ours,
    /// The classic programs' (Arbiter, Viennasweeper, Metasweeper), whose EVF files we read:
    /// left clicks never chord, and the layout is fixed before the first click.
    Classic,
}

/// The player's settings that change what a press means.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Controls {
    /// Whose conventions.
    pub convention: Convention,
    /// A secondary press cycles hidden → flag → "?" → hidden instead of toggling a flag.
    pub marks: bool,
    /// A primary press on a closed cell flags it (a phone's flag mode); numbers still chord.
    pub flag_mode: bool,
}

impl Controls {
    /// This game's conventions, with no "?" marks and no flag mode.
    pub const OURS: Controls = Controls {
        convention: Convention::Ours,
        marks: false,
        flag_mode: false,
    };

    /// These controls with "?" marks on or off.
    pub const fn with_marks(self, marks: bool) -> Controls {
        Controls { marks, ..self }
    }

    /// These controls with flag mode on or off.
    pub const fn with_flag_mode(self, flag_mode: bool) -> Controls {
        Controls { flag_mode, ..self }
    }
}

/// What a press means: the click a replay records, and what the rules run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Meaning {
    /// The click, as a replay records it (and the counters count it).
    pub click: Click,
    /// The action the rules run; `None` when the click can change nothing on what the player
    /// sees there (a left click on a flag, a right click on an open cell): a wasted click.
    pub action: Option<Action>,
}

/// What `press` on the cell at `pos`, which the player sees as `view`, means under `controls`.
pub fn interpret(controls: Controls, press: Press, pos: Pos, view: CellView) -> Meaning {
    let flag = if controls.marks {
        Click::Mark(pos)
    } else {
        Click::Flag(pos)
    };
    let click = match press {
        Press::Primary if controls.flag_mode && is_closed(view) => flag,
        Press::Primary => Click::Reveal(pos),
        Press::Secondary => flag,
        Press::Both => Click::Chord(pos),
    };
    Meaning {
        click,
        action: click.action(controls.convention, view),
    }
}

/// Not opened (a flag or a "?" is on a closed cell).
const fn is_closed(view: CellView) -> bool {
    matches!(
        view,
        CellView::Hidden | CellView::Flagged | CellView::Questioned
    )
}

/// What the player did: the mouse (or the keyboard, or a tap) on one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Click {
    /// A left click: reveals a closed cell. On an open number it chords in this game's
    /// convention, and does nothing in the classic programs' ([`Convention`]).
    Reveal(Pos),
    /// Both buttons, or the middle one: chords on an open number.
    Chord(Pos),
    /// A right click: flags a closed cell, or takes its flag off.
    Flag(Pos),
    /// A right click with "?" marks on: hidden → flag → ? → hidden.
    Mark(Pos),
}

impl Click {
    /// The cell clicked.
    pub const fn pos(self) -> Pos {
        match self {
            Click::Reveal(p) | Click::Chord(p) | Click::Flag(p) | Click::Mark(p) => p,
        }
    }

    /// The name front ends and `mines review --json` print: reveal, chord, flag or mark.
    pub const fn name(self) -> &'static str {
        match self {
            Click::Reveal(_) => "reveal",
            Click::Chord(_) => "chord",
            Click::Flag(_) => "flag",
            Click::Mark(_) => "mark",
        }
    }

    /// What the rules run for this click on a cell the player sees as `view`, under
    /// `convention`; `None` when it can change nothing there (the game over, a flag under a
    /// left click, an open cell under a right click, a chord on a closed cell).
    pub const fn action(self, convention: Convention, view: CellView) -> Option<Action> {
        let open = matches!(view, CellView::Revealed(_));
        match self {
            Click::Reveal(p) if open => match convention {
                Convention::Ours => Some(Action::Chord(p)),
                Convention::Classic => None,
            },
            Click::Reveal(p) if matches!(view, CellView::Hidden | CellView::Questioned) => {
                Some(Action::Reveal(p))
            }
            Click::Chord(p) if open => Some(Action::Chord(p)),
            Click::Flag(p) if is_closed(view) => Some(Action::ToggleFlag(p)),
            Click::Mark(p) if is_closed(view) => Some(Action::CycleMark(p)),
            _ => None,
        }
    }

    /// Plays this click on `game` under `convention`: the step its action makes, or an
    /// unchanged step when it means nothing there (a wasted click). For a front end that
    /// receives clicks rather than presses (the game server, from the wire).
    pub fn play(self, game: &Game, convention: Convention) -> Result<Step, MoveError> {
        let pos = self.pos();
        let grid = game.grid();
        let view = game.view(pos).ok_or(MoveError::Outside {
            pos,
            rows: grid.rows(),
            cols: grid.cols(),
        })?;
        match self.action(convention, view) {
            Some(action) => game.apply(action),
            None => Ok(Step {
                game: game.clone(),
                changed: Vec::new(),
                outcome: Outcome::Unchanged,
            }),
        }
    }

    /// Whether this click is a chord where it lands: both buttons anywhere, or a left click on
    /// an open cell where left clicks chord. The counters and the EVF export count it as one.
    pub const fn is_chord(self, convention: Convention, view: CellView) -> bool {
        match self {
            Click::Chord(_) => true,
            Click::Reveal(_) => matches!(self.action(convention, view), Some(Action::Chord(_))),
            Click::Flag(_) | Click::Mark(_) => false,
        }
    }
}

impl From<Action> for Click {
    /// The click that plays an action of the rules.
    fn from(action: Action) -> Click {
        match action {
            Action::Reveal(p) => Click::Reveal(p),
            Action::Chord(p) => Click::Chord(p),
            Action::ToggleFlag(p) => Click::Flag(p),
            Action::CycleMark(p) => Click::Mark(p),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const AT: Pos = Pos::new(1, 1);
    const VIEWS: [CellView; 7] = [
        CellView::Hidden,
        CellView::Flagged,
        CellView::Questioned,
        CellView::Revealed(0),
        CellView::Revealed(3),
        CellView::Mine,
        CellView::Exploded,
    ];

    fn action(controls: Controls, press: Press, view: CellView) -> Option<Action> {
        interpret(controls, press, AT, view).action
    }

    #[test]
    fn a_primary_press_reveals_a_closed_cell_and_chords_an_open_one() {
        let ours = Controls::OURS;
        assert_eq!(
            action(ours, Press::Primary, CellView::Hidden),
            Some(Action::Reveal(AT))
        );
        assert_eq!(
            action(ours, Press::Primary, CellView::Questioned),
            Some(Action::Reveal(AT))
        );
        assert_eq!(
            action(ours, Press::Primary, CellView::Revealed(3)),
            Some(Action::Chord(AT))
        );
        assert_eq!(action(ours, Press::Primary, CellView::Flagged), None);
    }

    #[test]
    fn in_the_classic_convention_a_left_click_never_chords() {
        let classic = Controls {
            convention: Convention::Classic,
            ..Controls::OURS
        };
        assert_eq!(action(classic, Press::Primary, CellView::Revealed(3)), None);
        assert_eq!(
            action(classic, Press::Both, CellView::Revealed(3)),
            Some(Action::Chord(AT))
        );
        assert!(!Click::Reveal(AT).is_chord(Convention::Classic, CellView::Revealed(3)));
        assert!(Click::Reveal(AT).is_chord(Convention::Ours, CellView::Revealed(3)));
    }

    #[test]
    fn a_secondary_press_flags_or_marks_a_closed_cell_only() {
        let marks = Controls::OURS.with_marks(true);
        for view in [CellView::Hidden, CellView::Flagged, CellView::Questioned] {
            assert_eq!(
                action(Controls::OURS, Press::Secondary, view),
                Some(Action::ToggleFlag(AT))
            );
            assert_eq!(
                action(marks, Press::Secondary, view),
                Some(Action::CycleMark(AT))
            );
        }
        let on_number = interpret(Controls::OURS, Press::Secondary, AT, CellView::Revealed(2));
        assert_eq!(
            on_number.click,
            Click::Flag(AT),
            "still a right click, for the counters"
        );
        assert_eq!(on_number.action, None);
    }

    #[test]
    fn flag_mode_turns_a_tap_on_a_closed_cell_into_a_flag_and_numbers_still_chord() {
        let flagging = Controls::OURS.with_flag_mode(true);
        assert_eq!(
            interpret(flagging, Press::Primary, AT, CellView::Hidden).click,
            Click::Flag(AT)
        );
        assert_eq!(
            action(flagging, Press::Primary, CellView::Flagged),
            Some(Action::ToggleFlag(AT))
        );
        assert_eq!(
            action(flagging, Press::Primary, CellView::Revealed(1)),
            Some(Action::Chord(AT))
        );
    }

    #[test]
    fn nothing_means_anything_on_a_finished_games_mines() {
        for controls in [
            Controls::OURS,
            Controls::OURS.with_marks(true).with_flag_mode(true),
        ] {
            for press in [Press::Primary, Press::Secondary, Press::Both] {
                for view in [CellView::Mine, CellView::Exploded, CellView::WrongFlag] {
                    assert_eq!(action(controls, press, view), None, "{press:?} on {view:?}");
                }
            }
        }
    }

    #[test]
    fn an_action_is_only_ever_what_the_click_asks() {
        for view in VIEWS {
            for press in [Press::Primary, Press::Secondary, Press::Both] {
                let meant = interpret(Controls::OURS, press, AT, view);
                if let Some(action) = meant.action {
                    assert_eq!(action.pos(), AT);
                    let chord = matches!(action, Action::Chord(_));
                    assert_eq!(chord, meant.click.is_chord(Convention::Ours, view));
                }
            }
        }
    }
}
