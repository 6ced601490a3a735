//! The app's effects as custom hooks: persistence, theme, autoplay and keyboard shortcuts.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::EventListener;
use gloo_timers::callback::{Interval, Timeout};
use yew::prelude::*;

use crate::classic::state::{Action, State};
use crate::classic::{DAILY_KEY, GAME_KEY, HISTORY_KEY, STATS_KEY};
use crate::shared::browser::{now_ms, random_seed};
use crate::shared::hooks::page_keys;
use crate::shared::storage;
use minesweeper_engine::history::{Entry, History};

/// The latest state, for listeners registered once (page hide, shortcuts).
pub type Latest = Rc<RefCell<State>>;

/// How long a change waits to be saved, at most: a burst of moves (fast clicking, autoplay,
/// a drag of flags) saves about four times a second, not at every move. A save writes the
/// whole board — 40,000 cells on 200 × 200, a third of a millisecond — which should not ride
/// on every click.
pub const SAVE_DELAY_MS: u32 = 250;

/// Saves the game at most [`SAVE_DELAY_MS`] after every move (or solver help), and at once
/// when the page is hidden or closed (with the clock as it is then) or the app unmounts;
/// saves the statistics when they change.
#[hook]
pub fn use_persistence(state: &UseReducerHandle<State>) -> Latest {
    let latest = use_mut_ref(|| (**state).clone());
    *latest.borrow_mut() = (**state).clone();
    // A change not saved yet, and the timer that will save it (with whatever came since).
    let pending = use_mut_ref(|| false);
    let timer = use_mut_ref(|| None::<Timeout>);
    let save = {
        let (latest, pending) = (latest.clone(), pending.clone());
        move || {
            *pending.borrow_mut() = false;
            storage::write(GAME_KEY, &latest.borrow().saved(now_ms()));
        }
    };
    {
        let game_ptr = Rc::as_ptr(&state.game) as usize;
        let (save, pending) = (save.clone(), pending.clone());
        // `assisted` too: a glance at the probabilities is saved before the next move; and a
        // wasted click, which changes only the replay.
        let moves = state.recorder.moves().len();
        use_effect_with((game_ptr, state.clock, state.assisted, moves), move |_| {
            if !std::mem::replace(&mut *pending.borrow_mut(), true) {
                *timer.borrow_mut() = Some(Timeout::new(SAVE_DELAY_MS, save));
            }
        });
    }
    use_effect_with((), move |_| {
        let listeners: Vec<EventListener> = web_sys::window()
            .iter()
            .flat_map(|w| {
                ["pagehide", "visibilitychange"].map(|event| {
                    let save = save.clone();
                    EventListener::new(w, event, move |_| save())
                })
            })
            .collect();
        move || {
            drop(listeners);
            if *pending.borrow() {
                save();
            }
        }
    });
    use_effect_with(state.stats.clone(), |stats| {
        storage::write(STATS_KEY, &**stats)
    });
    use_effect_with(state.daily_stats.clone(), |daily| {
        storage::write(DAILY_KEY, &**daily)
    });
    latest
}

/// Keeps every game that ends in the history, with its replay: the newest
/// [`History::KEEP`] and every best time. When the browser's storage is full, the oldest
/// games that are not bests make room, and the page says so.
#[hook]
pub fn use_history(dispatcher: UseReducerDispatcher<State>, state: &State) {
    let ended = state.finished.clone().zip(state.result.clone());
    let daily = state.daily.map(|d| d.tag());
    let key = state.finished.as_ref().map(|r| Rc::as_ptr(r) as usize);
    use_effect_with(key, move |_| {
        let Some((replay, result)) = ended else {
            return;
        };
        let entry = Entry::new(&replay, now_ms(), result.new_best, !result.recorded, daily);
        let mut history = storage::read(HISTORY_KEY)
            .and_then(|text| History::parse(&text).ok())
            .map(|(history, _)| history)
            .unwrap_or_default();
        history.add(entry);
        let mut dropped = 0;
        while storage::try_write(HISTORY_KEY, &history).is_err() {
            if !history.drop_oldest() {
                dispatcher.dispatch(Action::Notice(
                    "The browser's storage is full: this game could not be kept in the history."
                        .into(),
                ));
                return;
            }
            dropped += 1;
        }
        if dropped > 0 {
            dispatcher.dispatch(Action::Notice(format!(
                "The browser's storage is full: the {dropped} oldest games left the history to make room (your best games stay)."
            )));
        }
    });
}

/// Makes the board a pending no-guess first reveal waits for, a few generator steps at a
/// time: at most [`SLICE_MS`] of work, then the page gets a turn (input, paint) before the
/// next slice. The board is the same as the engine's `generate` makes in one go. A new game
/// (or leaving) cancels the search.
#[hook]
pub fn use_board_search(dispatcher: UseReducerDispatcher<State>, state: &State) {
    let config = *state.game.config();
    let seed = state.game.seed();
    let first = state.finding.map(|(first, _)| first);
    use_effect_with((first, config, seed), move |&(first, config, seed)| {
        let cancelled = Rc::new(std::cell::Cell::new(false));
        if let Some(first) = first {
            let cancelled = cancelled.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let mut generator = minesweeper_engine::no_guess::Generator::new(
                    config,
                    seed,
                    first,
                    minesweeper_engine::no_guess::Budget::DEFAULT,
                );
                loop {
                    let start = now_ms();
                    while now_ms() - start < SLICE_MS {
                        if let Some(made) = generator.step() {
                            dispatcher.dispatch(Action::BoardMade {
                                first,
                                made: Rc::new(made.placed()),
                                at: now_ms(),
                            });
                            return;
                        }
                    }
                    gloo_timers::future::TimeoutFuture::new(0).await;
                    if cancelled.get() {
                        return;
                    }
                }
            });
        }
        move || cancelled.set(true)
    });
}

/// The longest stretch of board-making between two turns of the page.
pub const SLICE_MS: f64 = 8.0;

/// One solver move per tick until the game ends (which switches autoplay off) or the player
/// stops it. The player can still click meanwhile; each tick plays from the board as it is.
#[hook]
pub fn use_autoplay(
    dispatcher: UseReducerDispatcher<State>,
    autoplay: UseStateHandle<bool>,
    speed_ms: u32,
    over: bool,
) {
    use_effect_with((*autoplay, speed_ms, over), move |&(on, speed, over)| {
        if on && over {
            autoplay.set(false);
        }
        let ticker = (on && !over).then(|| {
            Interval::new(speed, move || {
                dispatcher.dispatch(Action::Hint { at: now_ms() })
            })
        });
        move || drop(ticker)
    });
}

/// Shortcuts anywhere on the page: R or F2 restart, S opens the settings, H hints, P turns
/// the probabilities on or off.
#[hook]
pub fn use_shortcuts(
    dispatcher: UseReducerDispatcher<State>,
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
            "h" | "H" => dispatcher.dispatch(Action::Hint { at: now_ms() }),
            "p" | "P" => {
                let shown = latest.borrow().show_probabilities;
                dispatcher.dispatch(Action::ShowProbabilities(!shown));
            }
            _ => {}
        });
        move || drop(listener)
    });
}
