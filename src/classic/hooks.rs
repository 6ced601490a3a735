//! The first screen's hooks: the rest's arrival, and the keyboard shortcuts. The effects that
//! need the rest (saving, the history, no-guess boards, autoplay) come with it
//! (`later::hooks`).

use yew::prelude::*;

use crate::classic::components::views::Views;
use crate::classic::later::{self, ServicesAndViews};
use crate::classic::state::{Action, Latest, State};
use crate::shared::browser::{now_ms, random_seed};
use crate::shared::hooks::page_keys;
use crate::shared::lazy::Loaded;

/// Runs what needs the rest: the solver's controls, the dialogs. The state holds the rest's
/// logic ([`Services`]); the handle, its views.
#[derive(Clone, PartialEq)]
pub struct ServicesHandle {
    dispatcher: UseReducerDispatcher<State>,
    /// Something waits for the rest: the page says "Loading…".
    pub waiting: UseStateHandle<bool>,
    /// The views that come with the rest, once here.
    pub views: UseStateHandle<Loaded<dyn Views>>,
}

impl ServicesHandle {
    /// Dispatches `action` once the rest is in the state (see [`ServicesHandle::after`]).
    pub fn then(&self, action: impl FnOnce() -> Action + 'static) {
        let dispatcher = self.dispatcher.clone();
        self.after(move || dispatcher.dispatch(action()));
    }

    /// Runs `f` once the rest is in the state: at once when it is, else when it arrives (the
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
            match later::loaded().await {
                Ok(services) => {
                    arrived(&dispatcher, &views, services);
                    f();
                }
                Err(_) => dispatcher.dispatch(Action::Notice(
                    crate::shared::words::words()
                        .notice_rest_missing()
                        .to_string(),
                )),
            }
            waiting.set(false);
        });
    }
}

/// Hands the rest to the state (its logic) and to the page (its views).
fn arrived(
    dispatcher: &UseReducerDispatcher<State>,
    views: &UseStateHandle<Loaded<dyn Views>>,
    services: &'static dyn ServicesAndViews,
) {
    dispatcher.dispatch(Action::Arrived(services));
    views.set(Loaded(Some(services)));
}

/// Fetches the rest as soon as the first screen is drawn, and hands it over.
#[hook]
pub fn use_services(dispatcher: UseReducerDispatcher<State>) -> ServicesHandle {
    let waiting = use_state_eq(|| false);
    let views = use_state(|| Loaded::<dyn Views>(later::now().0.map(|services| services as _)));
    {
        let (dispatcher, views) = (dispatcher.clone(), views.clone());
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                match later::loaded().await {
                    Ok(services) => arrived(&dispatcher, &views, services),
                    // Said now only to what waits (a no-guess first reveal); a control that
                    // needs the rest asks again.
                    Err(_) => dispatcher.dispatch(Action::Unavailable),
                }
            });
        });
    }
    ServicesHandle {
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
    services: ServicesHandle,
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
                services.then(move || Action::Hint { at });
            }
            "p" | "P" => {
                let shown = latest.borrow().show_probabilities;
                services.then(move || Action::ShowProbabilities(!shown));
            }
            _ => {}
        });
        move || drop(listener)
    });
}
