//! The first screen's hooks: the rest's arrival, the computer's clock, and keyboard shortcuts.
//! Making a no-guess board and saving come with the rest (`later::hooks`).

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::{Interval, Timeout};
use minesweeper_engine::battle::Pace;
use yew::prelude::*;

use crate::battle::components::views::Views;
use crate::battle::later;
use crate::battle::state::{Action, State};
use crate::shared::browser::random_seed;
use crate::shared::hooks::page_keys;
use crate::shared::lazy::Loaded;

/// Fetches the rest as soon as the first screen is drawn, and hands it to the state (its
/// logic); returns its views, once here.
#[hook]
pub fn use_services(dispatcher: UseReducerDispatcher<State>) -> Loaded<dyn Views> {
    let views = use_state(|| Loaded::<dyn Views>(later::now().0.map(|services| services as _)));
    {
        let views = views.clone();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                match later::loaded().await {
                    Ok(services) => {
                        dispatcher.dispatch(Action::Arrived(services));
                        views.set(Loaded(Some(services)));
                    }
                    Err(_) => dispatcher.dispatch(Action::Notice(
                        crate::shared::words::words()
                            .notice_computer_missing()
                            .to_string(),
                    )),
                }
            });
        });
    }
    *views
}

/// How long the computer takes to answer in turns pace.
pub const TURN_REPLY_MS: u32 = 300;

/// The computer's moves: in real time one per tick from your first move until the battle ends
/// (your clicks do not reset its clock); in turns pace one answer a moment after each of yours.
#[hook]
pub fn use_computer(dispatcher: UseReducerDispatcher<State>, state: &State) {
    let battle = &state.battle;
    let realtime = battle.config().pace() == Pace::Realtime;
    // Without the rest the computer cannot think: its clock starts when the rest arrives.
    let thinks = state.services.0.is_some();
    let racing = realtime && thinks && state.computer_to_move();
    {
        let dispatcher = dispatcher.clone();
        use_effect_with((racing, state.setup.interval_ms()), move |&(on, ms)| {
            let ticker =
                on.then(|| Interval::new(ms, move || dispatcher.dispatch(Action::Computer)));
            move || drop(ticker)
        });
    }
    let answer = !realtime && thinks && state.computer_to_move();
    use_effect_with((answer, battle.moves().len()), move |&(on, _)| {
        let timer =
            on.then(|| Timeout::new(TURN_REPLY_MS, move || dispatcher.dispatch(Action::Computer)));
        move || drop(timer)
    });
}

/// Shortcuts anywhere on the page: R or F2 start a new battle; on a fresh page the board takes
/// the arrows, Space and F from the first keystroke.
#[hook]
pub fn use_shortcuts(dispatcher: UseReducerDispatcher<State>, latest: Rc<RefCell<State>>) {
    use_effect_with((), move |_| {
        let listener = page_keys(move |e| {
            if matches!(e.key().as_str(), "r" | "R" | "F2") {
                e.prevent_default();
                let setup = latest.borrow().setup;
                dispatcher.dispatch(Action::New {
                    setup,
                    seed: random_seed(),
                });
            }
        });
        move || drop(listener)
    });
}
