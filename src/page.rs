//! The classic page's root: the game, or a replay when the address's hash holds one
//! (`#replay=…`, as Share makes it, or a game opened from the history). The two never import
//! each other; the hash is how one hands over to the other, so Back in the browser returns.

use gloo_events::EventListener;
use yew::prelude::*;

use crate::classic::components::app::Classic;
use crate::replay::components::viewer::Viewer;
use crate::shared::browser::{hash, set_hash};

/// The replay's text in a hash, if it holds one.
pub fn replay_in(hash: &str) -> Option<&str> {
    hash.strip_prefix("#replay=")
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
    match replay_in(&current) {
        Some(text) => html! { <Viewer text={AttrValue::from(text.to_string())} {on_close} /> },
        None => html! { <Classic /> },
    }
}
