//! The classic page's root: the game, or a replay when the address's hash holds one
//! (`#replay=…`, as Share makes it, or a game opened from the history), or ranked play at
//! `#ranked`. They never import each other; the hash is how one hands over to another, so
//! Back in the browser returns.
//!
//! The game starts at once on a first visit: nothing to read, and the board needs only the
//! first screen's code. When the browser kept something (a game, statistics, preferences),
//! reading it needs the kit (`classic::kit`), so the board waits for it rather than jump from a
//! fresh board to the saved one; after one visit the service worker has the kit cached. The
//! replay viewer is a chunk of its own ([`viewing`]), fetched when an address holds a replay.

use std::rc::Rc;

use gloo_events::EventListener;
use yew::prelude::*;

use crate::classic::components::app::Classic;
use crate::classic::kit::{Kit, Stored};
use crate::classic::later;
use crate::classic::state::State;
use crate::ranked::{self, ranking};
use crate::replay::components::viewer::Viewer;
use crate::shared::browser::{hash, set_hash};
use crate::shared::hooks::apply_theme;
use crate::shared::lazy::Loaded;
use crate::shared::prefs::{Prefs, PREFS_KEY};
use crate::shared::storage;

/// The replay's text in a hash, if it holds one.
pub fn replay_in(hash: &str) -> Option<&str> {
    hash.strip_prefix("#replay=")
}

/// The replay viewer, behind a trait object like the kits (`shared::lazy`): split, it is a
/// chunk of its own, so a shared replay link does not wait for the game's kit.
pub trait Viewing {
    fn viewer(&self, text: AttrValue, on_close: Callback<()>) -> Html;
}

/// The viewer's chunk: `viewing::load_with` for the binary, `viewing::kit()` for the page.
pub mod viewing {
    use super::*;

    struct Viewers;

    impl Viewing for Viewers {
        fn viewer(&self, text: AttrValue, on_close: Callback<()>) -> Html {
            html! { <Viewer {text} {on_close} /> }
        }
    }

    crate::chunk!(Viewing, &Viewers);
}

/// Where a game starts: its state and the preferences.
type Start = Option<(Rc<State>, Prefs)>;

/// The kit's logic when it is here without waiting (always in one module, never when split).
fn now() -> Loaded<dyn Kit> {
    Loaded(later::now().0.map(|kit| kit as &'static dyn Kit))
}

/// The start when the browser kept nothing the game reads: a fresh board from the address.
fn fresh_start() -> Start {
    let kept = [
        crate::classic::GAME_KEY,
        crate::classic::STATS_KEY,
        crate::classic::DAILY_KEY,
        PREFS_KEY,
    ];
    (!storage::holds_any(&kept)).then(|| {
        (
            Rc::new(State::initial(Stored::default(), now())),
            Prefs::default(),
        )
    })
}

/// The start from what the browser kept, read by the kit (or, should it not come, a fresh
/// board that says why).
async fn kept_start() -> (Rc<State>, Prefs) {
    let (stored, kit) = match later::kit().await {
        Ok(kit) => (kit.stored(), Loaded(Some(kit as &'static dyn Kit))),
        Err(why) => (
            Stored {
                notes: vec![format!(
                    "Your saved game and statistics could not be read: {why}"
                )],
                ..Stored::default()
            },
            Loaded(None),
        ),
    };
    let prefs = stored.prefs;
    apply_theme(prefs.theme);
    (Rc::new(State::initial(stored, kit)), prefs)
}

#[component]
pub fn ClassicPage() -> Html {
    let current = use_state(hash);
    {
        let current = current.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window()
                .map(|w| EventListener::new(&w, "hashchange", move |_| current.set(hash())));
            move || drop(listener)
        });
    }
    let on_close = use_callback((), |(), _| set_hash(""));
    if *current == ranked::HASH {
        return html! { <RankedPage on_leave={on_close} /> };
    }
    let text = replay_in(&current).map(|t| AttrValue::from(t.to_string()));
    let shown = use_state(|| None::<(AttrValue, Html)>);
    // The game's start, made again each time the game comes back from a replay (it was saved
    // when it left).
    let start = use_state(|| if text.is_none() { fresh_start() } else { None });
    {
        let (shown, start) = (shown.clone(), start.clone());
        use_effect_with(text.clone(), move |text| {
            let text = text.clone();
            match text {
                Some(text) => {
                    start.set(None);
                    wasm_bindgen_futures::spawn_local(async move {
                        let html = match viewing::kit().await {
                            Ok(viewing) => viewing.viewer(text.clone(), on_close),
                            Err(why) => html! {
                                <main class="app replay-page">
                                    <p class="notice" role="alert">{ format!("The replay viewer could not be loaded: {why}") }</p>
                                </main>
                            },
                        };
                        shown.set(Some((text, html)));
                    });
                }
                None if start.is_none() => match fresh_start() {
                    Some(fresh) => start.set(Some(fresh)),
                    None => wasm_bindgen_futures::spawn_local(async move {
                        start.set(Some(kept_start().await));
                    }),
                },
                None => {}
            }
        });
    }
    match (&text, &*shown, &*start) {
        (Some(text), Some((loaded, html)), _) if text == loaded => html.clone(),
        (Some(_), _, _) => html! {
            <main class="app replay-page"><p class="status-line" role="status">{ "Loading the replay…" }</p></main>
        },
        (None, _, Some((initial, prefs))) => {
            html! { <Classic initial={initial.clone()} prefs={*prefs} /> }
        }
        (None, _, None) => html! { <main class="app" aria-busy="true"></main> },
    }
}

#[derive(Properties, Clone, PartialEq)]
struct RankedPageProps {
    on_leave: Callback<()>,
}

/// The ranked screen, once its chunk is here (`ranked::ranking`).
#[component]
fn RankedPage(props: &RankedPageProps) -> Html {
    let screen = use_state(|| None::<Html>);
    {
        let (screen, on_leave) = (screen.clone(), props.on_leave.clone());
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                screen.set(Some(match ranking::kit().await {
                    Ok(ranking) => ranking.screen(on_leave),
                    Err(why) => html! {
                        <main class="app ranked-page">
                            <p class="notice" role="alert">{ format!("Ranked play could not be loaded: {why}") }</p>
                        </main>
                    },
                }));
            });
        });
    }
    match &*screen {
        Some(html) => html.clone(),
        None => html! {
            <main class="app ranked-page"><p class="status-line" role="status">{ "Loading ranked play…" }</p></main>
        },
    }
}
