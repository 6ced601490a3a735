//! The classic page's root: the game, or a replay when the address's hash holds one
//! (`#replay=…`, as Share makes it, or a game opened from the history), or ranked play at
//! `#ranked` (and a player's page at `#player=ID`). They never import each other; the hash is how one hands over to another, so
//! Back in the browser returns.
//!
//! The game starts at once on a first visit: nothing to read, and the board needs only the first
//! screen's code. When the browser kept something (a game, statistics, preferences), reading it
//! needs the rest (`classic::services`), so the board waits for it rather than jump from a fresh
//! board to the saved one; after one visit the service worker has the rest cached. The replay
//! viewer is a chunk of its own ([`viewing`]), fetched when an address holds a replay.

use gloo_events::EventListener;
use yew::prelude::*;

use crate::account;
use crate::classic::components::app::Classic;
use crate::classic::later;
use crate::classic::services::{Kept, Services};
use crate::classic::state::State;
use crate::pages::start::{fresh_start, kept_start, Start};
use crate::ranked::{self, ranking};
use crate::replay::components::viewer::Viewer;
use crate::replay::handover;
use crate::shared::browser::{hash, set_hash};
use crate::shared::lazy::{Loaded, NotLoaded};
use crate::shared::prefs::{Prefs, PREFS_KEY};
use crate::shared::words::{words, Words};

/// The replay viewer, behind a trait object like the rest of each page (`shared::lazy`): split, it
/// is a chunk of its own, so a shared replay link does not wait for the rest of the game.
pub trait Viewing {
    fn viewer(&self, text: AttrValue, on_close: Callback<()>) -> Html;
}

/// The viewer's chunk: `viewing::load_with` for the binary, `viewing::loaded()` for the page.
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

/// What the browser keeps that the game reads before it starts ([`Start::KEPT`]).
pub const KEPT: [&str; 4] = [
    crate::classic::GAME_KEY,
    crate::classic::STATS_KEY,
    crate::classic::DAILY_KEY,
    PREFS_KEY,
];

impl Start for State {
    type Services = dyn Services;
    type Kept = Kept;
    const KEPT: &'static [&'static str] = &KEPT;
    fn unread(w: &Words) -> std::rc::Rc<str> {
        w.notice_kept_unread()
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

    fn initial(stored: Kept, services: Loaded<dyn Services>) -> State {
        State::initial(stored, services)
    }
}

/// A screen drawn by a chunk of its own: the replay viewer or ranked play.
#[derive(Clone, PartialEq)]
enum Fetched {
    Replay(AttrValue),
    Ranked,
    Player(AttrValue),
    Account,
    Device(Option<AttrValue>),
    /// The analysis board on a `.mine` text (`#mine=…`, or `?mine=…` in a link): drawn by
    /// the rest, which holds the solver.
    Analysis(AttrValue),
}

/// The screen the address shows.
enum Screen {
    Game,
    Fetched(Fetched),
}

fn screen_at(hash: &str) -> Screen {
    if hash == ranked::HASH {
        Screen::Fetched(Fetched::Ranked)
    } else if let Some(id) = ranked::player_in(hash) {
        Screen::Fetched(Fetched::Player(AttrValue::from(id.to_string())))
    } else if hash == account::HASH {
        Screen::Fetched(Fetched::Account)
    } else if let Some(code) = account::device_in(hash) {
        Screen::Fetched(Fetched::Device(
            code.map(|c| AttrValue::from(c.to_string())),
        ))
    } else if let Some(text) = handover::replay_in(hash) {
        Screen::Fetched(Fetched::Replay(AttrValue::from(text.to_string())))
    } else if let Some(text) = mine_in(hash) {
        Screen::Fetched(Fetched::Analysis(AttrValue::from(text)))
    } else {
        Screen::Game
    }
}

/// A position for the analysis board: the hash's `#mine=…`, else the query's `mine=…`.
fn mine_in(hash: &str) -> Option<String> {
    if let Some(text) = hash.strip_prefix("#mine=") {
        return Some(text.to_string());
    }
    let search = crate::shared::browser::window()?.location().search().ok()?;
    search
        .strip_prefix('?')
        .unwrap_or(&search)
        .split('&')
        .find_map(|pair| pair.strip_prefix("mine="))
        .map(str::to_string)
}

#[component]
pub fn ClassicPage() -> Html {
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
    let on_close = use_callback((), |(), _| set_hash(""));
    let screen = screen_at(&current);
    let playing = matches!(screen, Screen::Game);
    // The game's start, made again each time the game comes back from another screen (it was
    // saved when it left).
    let start = use_state(|| {
        if playing {
            fresh_start::<State>()
        } else {
            None
        }
    });
    {
        let start = start.clone();
        use_effect_with(playing, move |playing| {
            if !*playing {
                start.set(None);
            } else if start.is_none() {
                match fresh_start::<State>() {
                    Some(fresh) => start.set(Some(fresh)),
                    None => wasm_bindgen_futures::spawn_local(async move {
                        start.set(Some(kept_start::<State>(services().await)));
                    }),
                }
            }
        });
    }
    match (screen, &*start) {
        (Screen::Fetched(fetched), _) => html! { <FetchedScreen {fetched} {on_close} /> },
        (Screen::Game, Some((initial, prefs))) => {
            html! { <Classic initial={initial.clone()} prefs={*prefs} /> }
        }
        (Screen::Game, None) => html! { <main class="app" aria-busy="true"></main> },
    }
}

#[derive(Properties, Clone, PartialEq)]
struct FetchedScreenProps {
    fetched: Fetched,
    on_close: Callback<()>,
}

/// A screen from a chunk, once the chunk is here (`viewing`, `ranked::ranking`), or why it
/// could not come.
#[component]
fn FetchedScreen(props: &FetchedScreenProps) -> Html {
    let shown = use_state(|| None::<(Fetched, Html)>);
    {
        let (shown, on_close) = (shown.clone(), props.on_close.clone());
        use_effect_with(props.fetched.clone(), move |fetched| {
            let fetched = fetched.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let html = match &fetched {
                    Fetched::Replay(text) => match viewing::loaded().await {
                        Ok(viewing) => Some(viewing.viewer(text.clone(), on_close)),
                        Err(_) => Some(failed("app replay-page")),
                    },
                    // Drawn by the rest, fetched below.
                    Fetched::Analysis(_) => None,
                    Fetched::Ranked
                    | Fetched::Player(_)
                    | Fetched::Account
                    | Fetched::Device(_) => Some(match ranking::loaded().await {
                        Ok(ranking) => match &fetched {
                            Fetched::Player(id) => ranking.player(id.clone(), on_close),
                            Fetched::Account => ranking.account(on_close),
                            Fetched::Device(code) => ranking.device(code.clone(), on_close),
                            _ => ranking.screen(on_close),
                        },
                        Err(_) => failed("app ranked-page"),
                    }),
                };
                if let Some(html) = html {
                    shown.set(Some((fetched.clone(), html)));
                }
                // Then the rest, which hears a video dropped on any screen (`replay::drop`) and
                // draws the analysis board.
                let rest = later::loaded().await;
                if let Fetched::Analysis(text) = &fetched {
                    let html = match rest {
                        Ok(rest) => rest.analysis(text.clone()),
                        Err(_) => failed("app analysis-page"),
                    };
                    shown.set(Some((fetched, html)));
                }
            });
        });
    }
    match &*shown {
        Some((fetched, html)) if *fetched == props.fetched => html.clone(),
        _ => {
            let class = match props.fetched {
                Fetched::Replay(_) => "app replay-page",
                _ => "app ranked-page",
            };
            let loading = words().status_loading();
            html! {
                <main {class}><p class="status-line" role="status">{ loading }</p></main>
            }
        }
    }
}

/// What a screen shows when its chunk could not be fetched.
fn failed(class: &'static str) -> Html {
    html! {
        <main {class}>
            <p class="notice" role="alert">{ words().notice_part_missing() }</p>
        </main>
    }
}

/// The rest, fetched if it is not here.
async fn services() -> Result<&'static dyn Services, NotLoaded> {
    Ok(later::loaded().await?)
}
