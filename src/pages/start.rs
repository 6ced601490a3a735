//! How a page starts, the same for both (the classic game and Battle): at once from the
//! address on a first visit (nothing kept: the board needs only the first screen's code), or,
//! when the browser kept something the page reads before it starts (a game or battle, the
//! statistics, the preferences), once the rest that reads it is here — rather than jump from a
//! fresh board to the saved one. After one visit the service worker has the rest cached.

use std::rc::Rc;

use crate::shared::hooks::apply_theme;
use crate::shared::lazy::{Loaded, NotLoaded};
use crate::shared::prefs::Prefs;
use crate::shared::storage;
use crate::shared::words::{words, Words};

/// A page's state, as its start makes it.
pub trait Start: Sized + 'static {
    /// The port to the rest, as the state holds it.
    type Services: ?Sized + 'static;
    /// What the rest reads of what the browser kept.
    type Kept: Default;
    /// The keys whose holding makes a visit a returning one (its board waits for the rest and
    /// is never the prerendered one).
    const KEPT: &'static [&'static str];
    /// What the player is told when the rest could not come to read what was kept ("Your
    /// saved game and statistics could not be read…").
    fn unread(w: &Words) -> Rc<str>;
    /// The rest when it is here without waiting (always in one module, never when split).
    fn services_now() -> Loaded<Self::Services>;
    fn stored(services: &Self::Services) -> Self::Kept;
    /// `stored` with a note for the player.
    fn noted(stored: Self::Kept, note: String) -> Self::Kept;
    fn prefs(stored: &Self::Kept) -> Prefs;
    /// The state a load starts from, given what was kept (read by the rest, when it came).
    fn initial(stored: Self::Kept, services: Loaded<Self::Services>) -> Self;
}

/// The start when the browser kept nothing the page reads: from the address, at once.
pub fn fresh_start<S: Start>() -> Option<(Rc<S>, Prefs)> {
    (!storage::holds_any(S::KEPT)).then(|| {
        (
            Rc::new(S::initial(S::Kept::default(), S::services_now())),
            Prefs::default(),
        )
    })
}

/// The start from what the browser kept, read by the rest once it came (or, should it not
/// come, a fresh one that says why).
pub fn kept_start<S: Start>(services: Result<&'static S::Services, NotLoaded>) -> (Rc<S>, Prefs) {
    let (stored, services) = match services {
        Ok(services) => (S::stored(services), Loaded(Some(services))),
        Err(_) => (
            S::noted(S::Kept::default(), S::unread(&words()).to_string()),
            Loaded(None),
        ),
    };
    let prefs = S::prefs(&stored);
    apply_theme(prefs.theme);
    (Rc::new(S::initial(stored, services)), prefs)
}
