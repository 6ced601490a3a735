//! What a page load starts from: the saved game, statistics and preferences, or the URL's game.

use std::rc::Rc;

use minesweeper_engine::Limits;

use crate::battle_settings;
use crate::battle_state::{BattleState, BattleStats, SavedBattle};
use crate::browser::{now_ms, query, random_seed};
use crate::persist::{
    Prefs, SavedGame, Stats, BATTLE_KEY, BATTLE_STATS_KEY, GAME_KEY, PREFS_KEY, STATS_KEY,
};
use crate::settings::from_query;
use crate::state::State;
use crate::storage;

/// Reads `key` with `parse`; unreadable data is removed, with a sentence for the notice.
fn load<T>(
    key: &str,
    what: &str,
    parse: impl Fn(&str) -> Result<T, String>,
    notes: &mut Vec<String>,
) -> Option<T> {
    let text = storage::read(key)?;
    match parse(&text) {
        Ok(value) => Some(value),
        Err(why) => {
            notes.push(format!(
                "{what} could not be read ({why}) and {} discarded.",
                if what.ends_with('s') { "were" } else { "was" }
            ));
            storage::remove(key);
            None
        }
    }
}

/// The state a page load starts from: the saved game when the URL names it (or names
/// nothing), else the URL's game, else a fresh Beginner board.
pub fn initial_state() -> State {
    let query = query();
    let url = from_query(&query);
    let mut notes = Vec::new();
    if !url.notices.is_empty() {
        notes.push(format!(
            "The link was adjusted: {}.",
            url.notices.join("; ")
        ));
    }
    let (stats, dropped) =
        load(STATS_KEY, "Your statistics", Stats::parse, &mut notes).unwrap_or_default();
    if !dropped.is_empty() {
        notes.push(format!(
            "Some statistics did not add up and were reset ({}).",
            dropped.join("; ")
        ));
    }
    let stats = Rc::new(stats);
    // Only a board the settings could have made: anything else would be clamped into the
    // address bar and lost at the next reload (and a huge one would freeze the page).
    let saved = load(
        GAME_KEY,
        "Your saved game",
        |text| SavedGame::parse_within(text, Limits::UI),
        &mut notes,
    );
    let notice = (!notes.is_empty()).then(|| notes.join(" "));
    let names_saved = |s: &SavedGame| {
        query.trim_start_matches('?').is_empty()
            || (url.notices.is_empty()
                && url.seed == Some(s.game.seed())
                && url.config == *s.game.config())
    };
    match saved {
        Some(saved) if names_saved(&saved) => State::restored(saved, now_ms(), stats, notice),
        _ => State {
            stats,
            ..State::new(url.config, url.seed.unwrap_or_else(random_seed), notice)
        },
    }
}

pub fn load_prefs() -> Prefs {
    load(PREFS_KEY, "Preferences", Prefs::parse, &mut Vec::new()).unwrap_or_default()
}

/// The battle a page load starts from: the saved one when the address names it (or names no
/// battle in particular), else the address's battle.
pub fn initial_battle() -> BattleState {
    let query = query();
    let url = battle_settings::from_query(&query);
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
        BattleStats::parse,
        &mut notes,
    )
    .unwrap_or_default();
    let saved = load(
        BATTLE_KEY,
        "Your saved battle",
        SavedBattle::parse,
        &mut notes,
    );
    let notice = (!notes.is_empty()).then(|| notes.join(" "));
    let bare = query
        .trim_start_matches('?')
        .split('&')
        .all(|p| p.is_empty() || p == "mode=battle");
    let names_saved = |s: &SavedBattle| {
        bare || (url.notices.is_empty()
            && url.seed == Some(s.battle.seed())
            && url.setup.config == s.battle.config()
            && url.setup.level == s.level)
    };
    match saved {
        Some(saved) if names_saved(&saved) => BattleState::restored(saved, notice, Rc::new(stats)),
        _ => BattleState::new(
            url.setup,
            url.seed.unwrap_or_else(random_seed),
            notice,
            Rc::new(stats),
        ),
    }
}
