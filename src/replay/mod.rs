//! The replay viewer: a finished game (ours, a shared link, or an EVF file from another
//! program) played again at its own pace on the same board, with every move graded by the
//! solver beside it. Its state and reducer, its effects (the clock, the review between frames,
//! the keys) and its components; the replay, the counters and the review are the engine's.

pub mod components;
pub mod hooks;
pub mod state;

/// A replay just read and checked elsewhere on the page (an EVF file opened from the History),
/// handed to the viewer with the link that opens it, so that the viewer does not read and
/// count the largest file a second time. One slot: the newest hand-over replaces any other.
pub mod handover {
    use std::cell::RefCell;

    use minesweeper_engine::replay::Checked;

    thread_local! {
        static SLOT: RefCell<Option<(String, Checked)>> = const { RefCell::new(None) };
    }

    /// Hands `checked` over to the viewer that opens `text`.
    pub fn put(text: String, checked: Checked) {
        SLOT.with(|slot| *slot.borrow_mut() = Some((text, checked)));
    }

    /// The replay handed over for `text`, if that is the one waiting.
    pub fn take(text: &str) -> Option<Checked> {
        SLOT.with(|slot| {
            let mut slot = slot.borrow_mut();
            match slot.take() {
                Some((waiting, checked)) if waiting == text => Some(checked),
                other => {
                    *slot = other;
                    None
                }
            }
        })
    }
}
