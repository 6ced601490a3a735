//! The replay viewer: a finished game (ours, a shared link, or a video from another program:
//! AVF, RMV, MVF, EVF) played again at its own pace on the same board, with every move graded by the
//! solver beside it. Its state and reducer, its effects (the clock, the review between frames,
//! the keys) and its components; the replay, the counters and the review are the engine's.

pub mod components;
pub mod hooks;
pub mod open;
pub mod state;

/// A replay just read and checked elsewhere on the page (a video opened from the History),
/// handed to the viewer with the link that opens it, so that the viewer does not read and
/// count the largest file a second time, and keeps what only the file had: its counters (the
/// cursor's path) and who played it with which program. One slot: the newest hand-over
/// replaces any other.
pub mod handover {
    use std::cell::RefCell;

    use minesweeper_engine::reading::Checked;

    /// A replay handed over: checked, and where it came from ("by Name · Arbiter 0.52, AVF").
    pub struct Handed {
        pub checked: Checked,
        pub source: String,
    }

    thread_local! {
        static SLOT: RefCell<Option<(String, Handed)>> = const { RefCell::new(None) };
    }

    /// Hands `handed` over to the viewer that opens `text`.
    pub fn put(text: String, handed: Handed) {
        SLOT.with(|slot| *slot.borrow_mut() = Some((text, handed)));
    }

    /// The replay handed over for `text`, if that is the one waiting.
    pub fn take(text: &str) -> Option<Handed> {
        SLOT.with(|slot| {
            let mut slot = slot.borrow_mut();
            match slot.take() {
                Some((waiting, handed)) if waiting == text => Some(handed),
                other => {
                    *slot = other;
                    None
                }
            }
        })
    }
}
