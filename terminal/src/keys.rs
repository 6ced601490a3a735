//! The full-screen game's keys, listed once: each binding says which presses it reads, what
//! they ask ([`Key`]) and how the help screen shows it. The key handler (`app`) and the help
//! (`ui`) both read [`BINDINGS`], so a key added here is played and shown.

use std::rc::Rc;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::words::Words;

/// What a key asks of the full-screen game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// Move the cursor.
    Cursor(Motion),
    Reveal,
    Flag,
    Chord,
    Hint,
    Probabilities,
    Autoplay,
    NewGame,
    /// A new game of a preset, 0 to 2 (Beginner, Intermediate, Expert).
    Preset(usize),
    Marks,
    /// The live counters' line, on or off.
    Live,
    Stats,
    Help,
    Quit,
}

/// A cursor's step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    /// Rows and columns to go by.
    By(i64, i64),
    /// The row's first column, or its last.
    RowStart,
    RowEnd,
}

/// Words the help shows, in the language chosen.
pub type Said = fn(&Words) -> Rc<str>;

/// Presses read as one kind of [`Key`], and how the help shows them.
pub struct Binding {
    /// The keys, as the help lists them.
    pub keys: Said,
    /// What they do.
    pub what: Said,
    /// The key a press means, if it is one of these.
    pub reads: fn(KeyCode, bool) -> Option<Key>,
}

/// Every key the full-screen game reads, in the help's order.
pub const BINDINGS: &[Binding] = &[
    Binding {
        keys: Words::term_key_arrows,
        what: Words::key_move,
        reads: |code, _| {
            let step = match code {
                KeyCode::Left | KeyCode::Char('h') => Motion::By(0, -1),
                KeyCode::Right | KeyCode::Char('l') => Motion::By(0, 1),
                KeyCode::Up | KeyCode::Char('k') => Motion::By(-1, 0),
                KeyCode::Down | KeyCode::Char('j') => Motion::By(1, 0),
                KeyCode::PageUp => Motion::By(-10, 0),
                KeyCode::PageDown => Motion::By(10, 0),
                KeyCode::Home => Motion::RowStart,
                KeyCode::End => Motion::RowEnd,
                _ => return None,
            };
            Some(Key::Cursor(step))
        },
    },
    Binding {
        keys: Words::term_key_space,
        what: Words::key_reveal,
        reads: |code, _| matches!(code, KeyCode::Char(' ') | KeyCode::Enter).then_some(Key::Reveal),
    },
    Binding {
        keys: |_| "f".into(),
        what: Words::key_flag,
        reads: |code, _| (code == KeyCode::Char('f')).then_some(Key::Flag),
    },
    Binding {
        keys: |_| "c".into(),
        what: Words::key_chord,
        reads: |code, ctrl| (code == KeyCode::Char('c') && !ctrl).then_some(Key::Chord),
    },
    Binding {
        keys: |_| "H".into(),
        what: Words::key_hint,
        reads: |code, _| (code == KeyCode::Char('H')).then_some(Key::Hint),
    },
    Binding {
        keys: |_| "p".into(),
        what: Words::key_probabilities,
        reads: |code, _| (code == KeyCode::Char('p')).then_some(Key::Probabilities),
    },
    Binding {
        keys: |_| "a".into(),
        what: Words::key_autoplay,
        reads: |code, _| (code == KeyCode::Char('a')).then_some(Key::Autoplay),
    },
    Binding {
        keys: |_| "n".into(),
        what: Words::key_new,
        reads: |code, _| (code == KeyCode::Char('n')).then_some(Key::NewGame),
    },
    Binding {
        keys: |_| "1 2 3".into(),
        what: Words::key_presets,
        reads: |code, _| match code {
            KeyCode::Char(digit @ '1'..='3') => Some(Key::Preset(digit as usize - '1' as usize)),
            _ => None,
        },
    },
    Binding {
        keys: |_| "m".into(),
        what: Words::key_marks,
        reads: |code, _| (code == KeyCode::Char('m')).then_some(Key::Marks),
    },
    Binding {
        keys: |_| "i".into(),
        what: Words::term_key_live,
        reads: |code, _| (code == KeyCode::Char('i')).then_some(Key::Live),
    },
    Binding {
        keys: |_| "s".into(),
        what: Words::key_statistics,
        reads: |code, _| (code == KeyCode::Char('s')).then_some(Key::Stats),
    },
    Binding {
        keys: |_| "?".into(),
        what: Words::key_help,
        reads: |code, _| (code == KeyCode::Char('?')).then_some(Key::Help),
    },
    Binding {
        keys: |_| "q, Esc, Ctrl-C".into(),
        what: Words::key_quit,
        reads: |code, ctrl| match code {
            KeyCode::Char('q') | KeyCode::Esc => Some(Key::Quit),
            KeyCode::Char('c') if ctrl => Some(Key::Quit),
            _ => None,
        },
    },
];

/// What the mouse does, the help's last line.
pub const MOUSE: (Said, Said) = (Words::term_key_mouse, Words::key_mouse);

impl Key {
    /// The key a press means, if the game reads it.
    pub fn of(event: &KeyEvent) -> Option<Key> {
        let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
        BINDINGS.iter().find_map(|b| (b.reads)(event.code, ctrl))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(code: KeyCode, modifiers: KeyModifiers) -> Option<Key> {
        Key::of(&KeyEvent::new(code, modifiers))
    }

    #[test]
    fn each_press_means_one_key_and_ctrl_c_quits_where_c_chords() {
        let none = KeyModifiers::NONE;
        assert_eq!(press(KeyCode::Char('c'), none), Some(Key::Chord));
        assert_eq!(
            press(KeyCode::Char('c'), KeyModifiers::CONTROL),
            Some(Key::Quit)
        );
        assert_eq!(press(KeyCode::Char('3'), none), Some(Key::Preset(2)));
        assert_eq!(press(KeyCode::End, none), Some(Key::Cursor(Motion::RowEnd)));
        assert_eq!(press(KeyCode::Char('x'), none), None);
        // No press is read by two bindings.
        let codes = (' '..='~').map(KeyCode::Char).chain([
            KeyCode::Enter,
            KeyCode::Esc,
            KeyCode::Home,
            KeyCode::End,
        ]);
        for code in codes {
            for ctrl in [false, true] {
                let readers = BINDINGS.iter().filter(|b| (b.reads)(code, ctrl).is_some());
                assert!(readers.count() <= 1, "{code:?} read twice");
            }
        }
    }
}
