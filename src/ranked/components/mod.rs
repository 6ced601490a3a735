//! One component per file: `RankedScreen` owns the screen's state; the dialogs only draw what
//! they are given. `PlayerScreen` is a player's page, at an address of its own.

pub mod choose_dialog;
pub mod leaderboard;
pub mod player;
pub mod screen;

use yew::prelude::*;

use crate::ranked::api;
use crate::replay::handover;

/// Watching a ranked game: its replay fetched and shown in the viewer (the viewer takes over
/// the page, and Back returns), and why not when it cannot be (a daily's replays are public
/// only once its day is over).
#[hook]
pub fn use_watch() -> (Callback<String>, Option<String>) {
    let problem = use_state(|| None::<String>);
    let watch = {
        let problem = problem.clone();
        Callback::from(move |game: String| {
            let problem = problem.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match api::replay(&game).await {
                    Ok(text) if !text.is_empty() => handover::show(text, None),
                    Ok(_) => problem.set(Some(
                        crate::shared::words::words().replay_empty().to_string(),
                    )),
                    Err(why) => problem.set(Some(why)),
                }
            });
        })
    };
    (watch, (*problem).clone())
}
