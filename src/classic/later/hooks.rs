//! The effects that need the rest, as custom hooks: saving, the history, no-guess boards made
//! between frames, the generator's warm-up, and autoplay. They run in [`super::effects`],
//! which comes with the rest.

use std::rc::Rc;

use gloo_events::EventListener;
use gloo_timers::callback::{Interval, Timeout};
use yew::prelude::*;

use crate::classic::services::{Save, Services};
use crate::classic::state::{Action, Latest, State};
use crate::shared::browser::now_ms;
use crate::shared::slices;

/// How long a change waits to be saved, at most: a burst of moves (fast clicking, autoplay,
/// a drag of flags) saves about four times a second, not at every move. A save writes the
/// whole board — 40,000 cells on 200 × 200, a third of a millisecond — which should not ride
/// on every click.
pub const SAVE_DELAY_MS: u32 = 250;

/// Saves the game at most [`SAVE_DELAY_MS`] after every move (or solver help), and at once
/// when the page is hidden or closed (with the clock as it is then) or the app unmounts;
/// saves the statistics when they change. Mounted with the rest, which writes: what changed
/// before it came is saved when it does.
#[hook]
pub fn use_persistence(
    state: &UseReducerHandle<State>,
    latest: Latest,
    services: &'static dyn Services,
) {
    // A change not saved yet, and the timer that will save it (with whatever came since).
    let pending = use_mut_ref(|| false);
    let timer = use_mut_ref(|| None::<Timeout>);
    let save = {
        let pending = pending.clone();
        move || {
            *pending.borrow_mut() = false;
            let _ = services.save(Save::Game(&latest.borrow().saved(now_ms())));
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
        let listeners: Vec<EventListener> = crate::shared::browser::window()
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
    use_effect_with(state.stats.clone(), move |stats| {
        let _ = services.save(Save::Stats(stats));
    });
    use_effect_with(state.daily_stats.clone(), move |daily| {
        let _ = services.save(Save::Daily(daily));
    });
}

/// Keeps every game that ends in the history, with its replay: the newest
/// [`History::KEEP`](minesweeper_engine::history::History::KEEP) and every best time. When the
/// browser's storage is full, the oldest games that are not bests make room, and the page
/// says so.
#[hook]
pub fn use_history(
    dispatcher: UseReducerDispatcher<State>,
    state: &State,
    services: &'static dyn Services,
) {
    let ended = state.finished.clone().zip(state.result.clone());
    let daily = state.daily.map(|d| d.tag());
    let key = state.finished.as_ref().map(|r| Rc::as_ptr(r) as usize);
    use_effect_with(key, move |_| {
        let Some((replay, result)) = ended else {
            return;
        };
        if let Some(notice) =
            services.keep(&replay, now_ms(), result.new_best, !result.recorded, daily)
        {
            dispatcher.dispatch(Action::Notice(notice));
        }
    });
}

/// For a player signed in on the server that serves the page, syncs the games in the
/// background (`account::sync`) as the game comes on screen, and counts in the statistics on
/// screen the games the player's other devices played, while it is.
#[hook]
pub fn use_games_from_elsewhere(dispatcher: UseReducerDispatcher<State>) {
    use_effect_with((), move |_| {
        let counting = crate::account::sync::count_with(Callback::from(
            move |games: Rc<[minesweeper_engine::history::Entry]>| {
                dispatcher.dispatch(Action::Count(Rc::new(move |stats, daily| {
                    let (mut stats, mut daily) = (stats.clone(), daily.clone());
                    minesweeper_engine::progress::count_elsewhere(&games, &mut stats, &mut daily);
                    (stats, daily)
                })));
            },
        ));
        crate::account::sync::in_background();
        move || drop(counting)
    });
}

/// Makes the board a pending no-guess first reveal waits for, a few generator steps at a
/// time ([`slices::spawn_awaited`]): the board is the same as the engine's `generate` makes in
/// one go. A new game (or leaving) cancels the search.
#[hook]
pub fn use_board_search(
    dispatcher: UseReducerDispatcher<State>,
    state: &State,
    services: &'static dyn Services,
) {
    let config = *state.game.config();
    let seed = state.game.seed();
    let first = state.finding.map(|(first, _)| first);
    use_effect_with((first, config, seed), move |&(first, config, seed)| {
        let cancelled = first.map(|first| {
            slices::spawn_awaited(services.search(config, seed, first), move |made| {
                dispatcher.dispatch(Action::BoardMade {
                    first,
                    made: Rc::new(made),
                    at: now_ms(),
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

/// While a no-guess game waits for its first click, runs the generator once on a small dense
/// board and throws the board away: the browser compiles the generator's code lazily, and a
/// first run made the first click wait for that (a p95 of 79–89 ms on expert against a median
/// of 23–31 ms). Once per page, in slices, cancelled by the real search.
#[hook]
pub fn use_generator_warmup(state: &State, services: &'static dyn Services) {
    let waiting = state.game.config().first_click() == minesweeper_engine::FirstClick::NoGuess
        && state.game.status() == minesweeper_engine::Status::Ready
        && state.finding.is_none();
    let done = use_mut_ref(|| false);
    use_effect_with(waiting, move |&waiting| {
        let cancelled = (waiting && !*done.borrow()).then(|| {
            *done.borrow_mut() = true;
            let config = minesweeper_engine::Config::new(
                16,
                16,
                99,
                minesweeper_engine::FirstClick::NoGuess,
            )
            .expect("a valid board");
            let first = minesweeper_engine::Pos::new(8, 8);
            slices::spawn(services.search(config, 0, first), |_| ())
        });
        move || {
            if let Some(cancelled) = cancelled {
                cancelled.set(true);
            }
        }
    });
}

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
