//! What a battle page load starts from: the saved battle, or the address's battle.

use std::rc::Rc;

use crate::battle::services::{Kept, Services};
use crate::battle::settings;
use crate::battle::state::State;
use crate::shared::browser::{query, random_seed};
use crate::shared::lazy::Loaded;
use crate::shared::query::load_notice;

/// The battle a page load starts from, given what the browser kept (read by the rest, when it
/// kept anything): the saved one when the address names it (or names no battle in
/// particular), else the address's battle.
pub fn initial_battle(stored: Kept, services: Loaded<dyn Services>) -> State {
    let query = query();
    let url = settings::from_query(&query);
    let stats = Rc::new(stored.stats);
    let notice = load_notice(&crate::shared::words::words(), &url.notices, stored.notes);
    let bare = query
        .trim_start_matches('?')
        .split('&')
        .all(|p| p.is_empty() || p == "mode=battle");
    let names_saved = |s: &crate::battle::state::Saved| {
        bare || (url.notices.is_empty()
            && url.seed == Some(s.battle.seed())
            && url.setup.config == s.battle.config()
            && url.setup.level == s.level)
    };
    let state = match stored.saved {
        Some(saved) if names_saved(&saved) => State::restored(saved, notice, stats),
        _ => State::new(
            url.setup,
            url.seed.unwrap_or_else(random_seed),
            notice,
            stats,
        ),
    };
    State { services, ..state }
}
