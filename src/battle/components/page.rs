use std::rc::Rc;

use yew::prelude::*;

use super::app::BattleApp;
use crate::battle::kit::{Kit, Stored};
use crate::battle::later;
use crate::battle::startup::initial_battle;

use crate::battle::{BATTLE_KEY, BATTLE_STATS_KEY};
use crate::shared::hooks::apply_theme;
use crate::shared::lazy::Loaded;
use crate::shared::prefs::{Prefs, PREFS_KEY};
use crate::shared::storage;

/// The Battle page's root. A first visit starts at once; when the browser kept a battle,
/// statistics or preferences, reading them needs the kit, so the board waits for it (cached by
/// the service worker after one visit) rather than jump from a fresh battle to the saved one.
#[component]
pub fn BattlePage() -> Html {
    let start = use_state(|| {
        (!storage::holds_any(&[BATTLE_KEY, BATTLE_STATS_KEY, PREFS_KEY])).then(|| {
            (
                Rc::new(initial_battle(Stored::default(), now())),
                Prefs::default(),
            )
        })
    });
    {
        let start = start.clone();
        use_effect_with((), move |_| {
            if start.is_none() {
                wasm_bindgen_futures::spawn_local(async move {
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
                    start.set(Some((Rc::new(initial_battle(stored, kit)), prefs)));
                });
            }
        });
    }
    match &*start {
        Some((initial, prefs)) => html! { <BattleApp initial={initial.clone()} prefs={*prefs} /> },
        None => html! { <main class="app" aria-busy="true"></main> },
    }
}

/// The kit's logic when it is here without waiting (always in one module, never when split).
fn now() -> Loaded<dyn Kit> {
    Loaded(later::now().0.map(|kit| kit as &'static dyn Kit))
}
