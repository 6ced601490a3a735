//! The replay viewer: a finished game (ours, a shared link, or a video from another program:
//! AVF, RMV, MVF, EVF) played again at its own pace on the same board, with every move graded by the
//! solver beside it. Its state and reducer, its effects (the clock, the review between frames,
//! the keys) and its components; the replay, the counters and the review are the engine's.

pub mod components;
pub mod drop;
pub mod hooks;
pub mod open;
pub mod state;

/// A replay just read and checked elsewhere on the page (a video opened from the History),
/// handed to the viewer with the link that opens it, so that the viewer does not read and
/// count the largest file a second time, and keeps what only the file had: its counters (the
/// cursor's path) and who played it with which program. One slot: the newest hand-over
/// replaces any other. And a link too long for the address, held here instead.
pub mod handover {
    use std::cell::RefCell;

    use minesweeper_engine::reading::Checked;
    use yew::AttrValue;

    use crate::shared::browser::set_hash;

    /// The longest link the address carries. Past it the link is held on the page and the
    /// address says [`HELD`]: a page whose address holds a 1.7 MB link (a 200,000-click video
    /// with its cursor's track) waits about 0.45 s for every file it fetches afterwards — the
    /// viewer's own chunk first — against 16 ms at 1 KB and 40 ms at 400 KB (measured in
    /// Chromium, no DevTools network domain), and Chromium refuses an address over 2 MiB (its
    /// `kMaxURLChars`). The fixtures' 298-click expert video by Arbiter, with its track, is a
    /// 9.7 KB link.
    pub const ADDRESS_MAX: usize = 200 * 1024;

    /// The address of a replay held on the page.
    pub const HELD: &str = "#replay-held";

    /// A replay handed over: checked, and where it came from ("by Name · Arbiter 0.52, AVF").
    pub struct Handed {
        pub checked: Checked,
        pub source: String,
    }

    thread_local! {
        static SLOT: RefCell<Option<(AttrValue, Handed)>> = const { RefCell::new(None) };
        static HELD_TEXT: RefCell<Option<AttrValue>> = const { RefCell::new(None) };
    }

    /// Opens the viewer on the replay whose link is `text` (and hands it `handed`, when it has
    /// been read already): through the address, or held here when the link is too long for one.
    pub fn show(text: String, handed: Option<Handed>) {
        let held = text.len() > ADDRESS_MAX;
        let text = AttrValue::from(text);
        if let Some(handed) = handed {
            SLOT.with(|slot| *slot.borrow_mut() = Some((text.clone(), handed)));
        }
        if held {
            HELD_TEXT.with(|slot| *slot.borrow_mut() = Some(text));
            set_hash(HELD);
        } else {
            set_hash(&format!("#replay={text}"));
        }
    }

    /// The replay link an address opens: what follows `#replay=`, or for [`HELD`] an empty one,
    /// which the viewer reads as the one [`held`] on the page. (The page's first screen calls
    /// this: what is held is looked up in the viewer's chunk.)
    pub fn replay_in(hash: &str) -> Option<&str> {
        if hash == HELD {
            Some("")
        } else {
            hash.strip_prefix("#replay=")
        }
    }

    /// The link held on the page for [`HELD`]; empty once the page has been reloaded (it went
    /// with the page).
    pub fn held() -> AttrValue {
        HELD_TEXT
            .with(|slot| slot.borrow().clone())
            .unwrap_or_default()
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

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn a_link_too_long_for_the_address_is_held_and_one_that_fits_is_not() {
            assert_eq!(replay_in("#replay=AbC"), Some("AbC"));
            assert_eq!(replay_in("#ranked"), None);
            assert_eq!(replay_in(HELD), Some(""));
            // Nothing held yet (a page just reloaded): the viewer says so.
            assert_eq!(held(), "");
            let long = "A".repeat(ADDRESS_MAX + 1);
            show(long.clone(), None);
            assert_eq!(held(), long.as_str());
            // One that fits goes to the address and leaves what is held alone.
            show("AbC".into(), None);
            assert_eq!(held(), long.as_str());
        }
    }
}
