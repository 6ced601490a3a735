use std::rc::Rc;

use gloo_events::EventListener;
use yew::prelude::*;

use super::app::BattleApp;
use crate::battle::kit::{Kit, Stored};
use crate::battle::later;
use crate::battle::startup::initial_battle;

use crate::battle::state::State;
use crate::battle::{BATTLE_KEY, BATTLE_STATS_KEY};
use crate::online::{self, playing};
use crate::shared::browser::{hash, query};
use crate::shared::hooks::apply_theme;
use crate::shared::lazy::Loaded;
use crate::shared::prefs::{Prefs, PREFS_KEY};
use crate::shared::storage;

/// The Battle page's root: a battle against a person at a room's link or `#online` (a chunk
/// of its own), else against the computer. A first visit starts at once; when the browser
/// kept a battle, statistics or preferences, reading them needs the kit, so the board waits
/// for it (cached by the service worker after one visit) rather than jump from a fresh battle
/// to the saved one. One component, its hooks called whatever the address: each component
/// costs the first screen's module its own lifecycle code.
#[component]
pub fn BattlePage() -> Html {
    let current = use_state(hash);
    {
        let current = current.clone();
        use_effect_with((), move |_| {
            let listener = crate::shared::browser::window()
                .map(|w| EventListener::new(&w, "hashchange", move |_| current.set(hash())));
            move || drop(listener)
        });
    }
    let room = online::room_in(&query());
    let with_a_person = room.is_some() || *current == online::HASH;
    let start = use_state(|| (!with_a_person).then(fresh_start).flatten());
    let screen = use_state(|| None::<Html>);
    {
        let (start, screen) = (start.clone(), screen.clone());
        use_effect_with(with_a_person, move |&with_a_person| {
            if with_a_person {
                wasm_bindgen_futures::spawn_local(async move {
                    screen.set(Some(online_screen(room).await));
                });
            } else if start.is_none() {
                wasm_bindgen_futures::spawn_local(async move {
                    start.set(Some(kept_start().await));
                });
            }
        });
    }
    match (with_a_person, &*screen, &*start) {
        (true, Some(html), _) => html.clone(),
        (false, _, Some((initial, prefs))) => {
            html! { <BattleApp initial={initial.clone()} prefs={*prefs} /> }
        }
        _ => html! { <main class="app" aria-busy="true"></main> },
    }
}

/// What the browser keeps that a battle reads before it starts: holding any of these makes a
/// visit a returning one, whose board waits for the kit (and is never the prerendered one).
pub const KEPT: [&str; 3] = [BATTLE_KEY, BATTLE_STATS_KEY, PREFS_KEY];

/// A battle against the computer when the browser kept nothing.
fn fresh_start() -> Option<(Rc<State>, Prefs)> {
    (!storage::holds_any(&KEPT)).then(|| {
        (
            Rc::new(initial_battle(Stored::default(), now())),
            Prefs::default(),
        )
    })
}

/// A battle against the computer from what the browser kept, read by the kit.
async fn kept_start() -> (Rc<State>, Prefs) {
    let (stored, kit) = match later::kit().await {
        Ok(kit) => (kit.stored(), Loaded(Some(kit as &'static dyn Kit))),
        Err(why) => (
            Stored {
                notes: vec![format!(
                    "Your saved battle and statistics could not be read: {why}."
                )],
                ..Stored::default()
            },
            Loaded(None),
        ),
    };
    let prefs = stored.prefs;
    apply_theme(prefs.theme);
    (Rc::new(initial_battle(stored, kit)), prefs)
}

/// Battle against a person, once its chunk is here: in `room`, or choosing one with the
/// settings of the page's address.
async fn online_screen(room: Option<String>) -> Html {
    let on_leave = Callback::from(|()| {
        // Back to the computer: the address without the room or `#online`.
        if let Some(location) = crate::shared::browser::window().map(|w| w.location()) {
            let path = location.pathname().unwrap_or_default();
            let _ = location.assign(&path);
        }
    });
    match playing::kit().await {
        Ok(playing) => playing.screen(room, query(), on_leave),
        Err(why) => html! {
            <main class="app"><p class="notice" role="alert">{ format!("Playing a person could not be loaded: {why}") }</p></main>
        },
    }
}

/// The kit's logic when it is here without waiting (always in one module, never when split).
fn now() -> Loaded<dyn Kit> {
    Loaded(later::now().0.map(|kit| kit as &'static dyn Kit))
}
