use gloo_events::EventListener;
use yew::prelude::*;

use crate::battle::components::app::BattleApp;
use crate::battle::later;
use crate::battle::services::{Kept, Services};
use crate::battle::startup::initial_battle;

use crate::battle::state::State;
use crate::battle::{BATTLE_KEY, BATTLE_STATS_KEY};
use crate::online::{self, playing};
use crate::pages::start::{fresh_start, kept_start, Start};
use crate::shared::browser::{hash, query};
use crate::shared::lazy::{Loaded, NotLoaded};
use crate::shared::prefs::{Prefs, PREFS_KEY};
use crate::shared::words::Words;

/// The Battle page's root: a battle against a person at a room's link or `#online` (a chunk
/// of its own), else against the computer. A first visit starts at once; when the browser
/// kept a battle, statistics or preferences, reading them needs the rest, so the board waits
/// for it (cached by the service worker after one visit) rather than jump from a fresh battle
/// to the saved one. One component, its hooks called whatever the address: each component
/// costs the first screen's module its own lifecycle code.
#[component]
pub fn BattlePage() -> Html {
    // The address's hash, followed as it changes. Written here, not as a shared hook: one cost
    // the classic page's first module 270 bytes gzipped (measured).
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
    let start = use_state(|| (!with_a_person).then(fresh_start::<State>).flatten());
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
                    start.set(Some(kept_start::<State>(services().await)));
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

/// What the browser keeps that a battle reads before it starts ([`Start::KEPT`]).
pub const KEPT: [&str; 3] = [BATTLE_KEY, BATTLE_STATS_KEY, PREFS_KEY];

impl Start for State {
    type Services = dyn Services;
    type Kept = Kept;
    const KEPT: &'static [&'static str] = &KEPT;
    fn unread(w: &Words) -> std::rc::Rc<str> {
        w.notice_battle_kept_unread()
    }

    fn services_now() -> Loaded<dyn Services> {
        Loaded(later::now().0.map(|services| services as _))
    }

    fn stored(services: &dyn Services) -> Kept {
        services.stored()
    }

    fn noted(stored: Kept, note: String) -> Kept {
        Kept {
            notes: vec![note],
            ..stored
        }
    }

    fn prefs(stored: &Kept) -> Prefs {
        stored.prefs
    }

    /// A battle against the computer from what was kept.
    fn initial(stored: Kept, services: Loaded<dyn Services>) -> State {
        initial_battle(stored, services)
    }
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
    match playing::loaded().await {
        Ok(playing) => playing.screen(room, query(), on_leave),
        Err(_) => html! {
            <main class="app"><p class="notice" role="alert">{ crate::shared::words::words().notice_part_missing() }</p></main>
        },
    }
}

/// The rest, fetched if it is not here.
async fn services() -> Result<&'static dyn Services, NotLoaded> {
    Ok(later::loaded().await?)
}
