//! The first screen's hooks: the kit's arrival, and the keyboard shortcuts. The effects that
//! need the kit (saving, the history, no-guess boards, autoplay) come with it
//! (`later::hooks`).

use yew::prelude::*;

use crate::classic::components::views::Views;
use crate::classic::later::{self, Chunk};
use crate::classic::state::{Action, Latest, State};
use crate::shared::browser::{now_ms, random_seed};
use crate::shared::hooks::page_keys;
use crate::shared::lazy::Loaded;

/// Runs what needs the kit: the solver's controls, the dialogs. The state holds the kit's
/// logic ([`Kit`]); the handle, its views.
#[derive(Clone, PartialEq)]
pub struct KitHandle {
    dispatcher: UseReducerDispatcher<State>,
    /// Something waits for the kit: the page says "Loading…".
    pub waiting: UseStateHandle<bool>,
    /// The views that come with the kit, once here.
    pub views: UseStateHandle<Loaded<dyn Views>>,
}

impl KitHandle {
    /// Dispatches `action` once the kit is in the state (see [`KitHandle::after`]).
    pub fn then(&self, action: impl FnOnce() -> Action + 'static) {
        let dispatcher = self.dispatcher.clone();
        self.after(move || dispatcher.dispatch(action()));
    }

    /// Runs `f` once the kit is in the state: at once when it is, else when it arrives (the
    /// page says it is loading meanwhile); or says why it could not come.
    pub fn after(&self, f: impl FnOnce() + 'static) {
        self.after_boxed(Box::new(f));
    }

    // One copy of the waiting, not one per caller: this is first-screen code.
    fn after_boxed(&self, f: Box<dyn FnOnce()>) {
        let (dispatcher, views, waiting) = (
            self.dispatcher.clone(),
            self.views.clone(),
            self.waiting.clone(),
        );
        waiting.set(true);
        wasm_bindgen_futures::spawn_local(async move {
            match later::kit().await {
                Ok(kit) => {
                    arrived(&dispatcher, &views, kit);
                    f();
                }
                Err(why) => dispatcher.dispatch(Action::Notice(format!(
                    "The solver and the dialogs are not here yet: {why}."
                ))),
            }
            waiting.set(false);
        });
    }
}

/// Hands the kit to the state (its logic) and to the page (its views).
fn arrived(
    dispatcher: &UseReducerDispatcher<State>,
    views: &UseStateHandle<Loaded<dyn Views>>,
    kit: &'static dyn Chunk,
) {
    dispatcher.dispatch(Action::Arrived(kit));
    views.set(Loaded(Some(kit)));
}

/// Fetches the kit as soon as the first screen is drawn, and hands it over.
#[hook]
pub fn use_kit(dispatcher: UseReducerDispatcher<State>) -> KitHandle {
    let waiting = use_state_eq(|| false);
    let views = use_state(|| Loaded::<dyn Views>(later::now().0.map(|kit| kit as _)));
    {
        let (dispatcher, views) = (dispatcher.clone(), views.clone());
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                match later::kit().await {
                    Ok(kit) => arrived(&dispatcher, &views, kit),
                    // Said now only to what waits (a no-guess first reveal); a control that
                    // needs the kit asks again.
                    Err(why) => dispatcher.dispatch(Action::Unavailable(why.to_string())),
                }
            });
        });
    }
    KitHandle {
        dispatcher,
        waiting,
        views,
    }
}

/// Shortcuts anywhere on the page: R or F2 restart, S opens the settings, H hints, P turns
/// the probabilities on or off.
#[hook]
pub fn use_shortcuts(
    dispatcher: UseReducerDispatcher<State>,
    kit: KitHandle,
    latest: Latest,
    on_settings: Callback<()>,
) {
    use_effect_with((), move |_| {
        let listener = page_keys(move |e| match e.key().as_str() {
            "r" | "R" | "F2" => {
                e.prevent_default();
                let config = *latest.borrow().game.config();
                dispatcher.dispatch(Action::NewGame {
                    config,
                    seed: random_seed(),
                });
            }
            "s" | "S" => on_settings.emit(()),
            "h" | "H" => {
                let at = now_ms();
                kit.then(move || Action::Hint { at });
            }
            "p" | "P" => {
                let shown = latest.borrow().show_probabilities;
                kit.then(move || Action::ShowProbabilities(!shown));
            }
            _ => {}
        });
        move || drop(listener)
    });
}
