//! What a battle page load starts from: the saved battle, or the address's battle.

use std::rc::Rc;

use crate::battle::settings;
use crate::battle::state::{Saved, State, Stats};
use crate::battle::{BATTLE_KEY, BATTLE_STATS_KEY};
use crate::shared::browser::{query, random_seed};
use crate::shared::storage::load;

/// The battle a page load starts from: the saved one when the address names it (or names no
/// battle in particular), else the address's battle.
pub fn initial_battle() -> State {
    let query = query();
    let url = settings::from_query(&query);
    let mut notes = Vec::new();
    if !url.notices.is_empty() {
        notes.push(format!(
            "The link was adjusted: {}.",
            url.notices.join("; ")
        ));
    }
    let stats = load(
        BATTLE_STATS_KEY,
        "Your battle statistics",
        Stats::parse,
        &mut notes,
    )
    .unwrap_or_default();
    let saved = load(BATTLE_KEY, "Your saved battle", Saved::parse, &mut notes);
    let notice = (!notes.is_empty()).then(|| notes.join(" "));
    let bare = query
        .trim_start_matches('?')
        .split('&')
        .all(|p| p.is_empty() || p == "mode=battle");
    let names_saved = |s: &Saved| {
        bare || (url.notices.is_empty()
            && url.seed == Some(s.battle.seed())
            && url.setup.config == s.battle.config()
            && url.setup.level == s.level)
    };
    match saved {
        Some(saved) if names_saved(&saved) => State::restored(saved, notice, Rc::new(stats)),
        _ => State::new(
            url.setup,
            url.seed.unwrap_or_else(random_seed),
            notice,
            Rc::new(stats),
        ),
    }
}
