//! A battle's effects as custom hooks: the kit's arrival, the computer's clock, making a
//! no-guess board and saving (run by the kit's `Effects`), and keyboard shortcuts.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::{Interval, Timeout};
use minesweeper_engine::battle::{Pace, Status};
use yew::prelude::*;

use crate::battle::kit::{self, Kit, Save};
use crate::battle::state::{Action, State};
use crate::shared::browser::random_seed;
use crate::shared::hooks::page_keys;
use crate::shared::slices;

/// Fetches the kit as soon as the first screen is drawn, and hands it to the state.
#[hook]
pub fn use_kit(dispatcher: UseReducerDispatcher<State>) {
    use_effect_with((), move |_| {
        wasm_bindgen_futures::spawn_local(async move {
            match kit::kit().await {
                Ok(kit) => dispatcher.dispatch(Action::Arrived(kit)),
                Err(why) => dispatcher.dispatch(Action::Notice(format!(
                    "The computer cannot play: its mind {why}."
                ))),
            }
        });
    });
}

/// How long the computer takes to answer in turns pace.
pub const TURN_REPLY_MS: u32 = 300;

/// The computer's moves: in real time one per tick from your first move until the battle ends
/// (your clicks do not reset its clock); in turns pace one answer a moment after each of yours.
#[hook]
pub fn use_computer(dispatcher: UseReducerDispatcher<State>, state: &State) {
    let battle = &state.battle;
    let realtime = battle.config().pace() == Pace::Realtime;
    // Without the kit the computer cannot think: its clock starts when the kit arrives.
    let thinks = state.kit.0.is_some();
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

/// Makes the no-guess board a new battle waits for, a few generator steps at a time
/// ([`slices`]); a new battle (or leaving) cancels it.
#[hook]
pub fn use_board_maker(
    dispatcher: UseReducerDispatcher<State>,
    state: &State,
    kit: &'static dyn Kit,
) {
    let wanted = state
        .making
        .then(|| (state.setup.config, state.battle.seed()));
    use_effect_with(wanted, move |&wanted| {
        let cancelled = wanted.map(|(config, seed)| {
            slices::spawn(kit.make(config, seed), move |(battle, notice)| {
                dispatcher.dispatch(Action::Made {
                    battle: Rc::new(battle),
                    notice,
                })
            })
        });
        move || {
            if let Some(cancelled) = cancelled {
                cancelled.set(true);
            }
        }
    });
}

/// Saves the battle after every move and the statistics when they change; not a stand-in
/// for a board still being made.
#[hook]
pub fn use_persistence(state: &State, kit: &'static dyn Kit) {
    {
        // The save is made when the battle or its settings change, not at every render (a
        // cursor move renders too).
        let latest = state.clone();
        let battle = Rc::as_ptr(&state.battle) as usize;
        use_effect_with(
            (battle, state.setup, state.making),
            move |&(_, _, making)| {
                if !making {
                    let _ = kit.save(Save::Battle(&latest));
                }
            },
        );
    }
    use_effect_with(state.stats.clone(), move |stats| {
        let _ = kit.save(Save::Stats(stats));
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

/// `data-status` from your side.
pub fn status_name(state: &State) -> &'static str {
    use crate::battle::state::YOU;
    if state.making {
        return "making";
    }
    match state.battle.status() {
        Status::Ready => "ready",
        Status::Playing => "playing",
        Status::Over(o) => match o.winner {
            Some(YOU) => "won",
            Some(_) => "lost",
            None => "draw",
        },
    }
}
