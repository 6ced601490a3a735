use gloo_timers::callback::Interval;
use minesweeper_engine::{Action as Move, Config, Status};
use yew::prelude::*;

use super::assist::{Assist, SPEEDS};
use super::board::Board;
use super::counter::Counter;
use super::face::{restart_label, Face};
use super::settings_dialog::Settings;
use super::timer::Timer;
use crate::browser::{now_ms, query, random_seed, replace_query};
use crate::settings::{from_query, to_query};
use crate::state::{Action, State};

/// The state a page load starts from: the URL's game, or a fresh Beginner board.
fn initial_state() -> State {
    let url = from_query(&query());
    let notice = (!url.notices.is_empty())
        .then(|| format!("The link was adjusted: {}.", url.notices.join("; ")));
    State::new(url.config, url.seed.unwrap_or_else(random_seed), notice)
}

#[component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    let settings_open = use_state(|| false);
    let autoplay = use_state(|| false);
    let speed_ms = use_state(|| SPEEDS[1].0);
    let config = *state.game.config();
    let seed = state.game.seed();
    let status = state.game.status();
    let over = status.is_over();

    // Autoplay: one solver move per tick until the game ends or the player stops it. The
    // player can still click meanwhile; each tick plays from whatever the board is then.
    {
        let dispatcher = state.dispatcher();
        let autoplay = autoplay.clone();
        use_effect_with((*autoplay, *speed_ms, over), move |&(on, speed, over)| {
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

    // The address bar always links to the board on screen.
    use_effect_with((config, seed), |(config, seed)| {
        replace_query(&to_query(config, *seed))
    });

    let on_move = {
        let dispatcher = state.dispatcher();
        use_callback((), move |play: Move, _| {
            dispatcher.dispatch(Action::Play { play, at: now_ms() })
        })
    };
    let new_game = |config: Config, seed: Option<u64>| {
        let dispatcher = state.dispatcher();
        move || {
            dispatcher.dispatch(Action::NewGame {
                config,
                seed: seed.unwrap_or_else(random_seed),
            })
        }
    };
    let on_restart = {
        let restart = new_game(config, None);
        Callback::from(move |_: MouseEvent| restart())
    };
    let on_change = {
        let dispatcher = state.dispatcher();
        // A reshaped board keeps its seed: the link changes only where the player changed it.
        Callback::from(move |config: Config| dispatcher.dispatch(Action::NewGame { config, seed }))
    };
    let open_settings = {
        let settings_open = settings_open.clone();
        Callback::from(move |_: MouseEvent| settings_open.set(true))
    };
    let close_settings = {
        let settings_open = settings_open.clone();
        Callback::from(move |()| settings_open.set(false))
    };
    let on_hint = {
        let dispatcher = state.dispatcher();
        Callback::from(move |()| dispatcher.dispatch(Action::Hint { at: now_ms() }))
    };
    let on_autoplay = {
        let autoplay = autoplay.clone();
        Callback::from(move |on: bool| autoplay.set(on))
    };
    let on_speed = {
        let speed_ms = speed_ms.clone();
        Callback::from(move |ms: u32| speed_ms.set(ms))
    };
    let on_probabilities = {
        let dispatcher = state.dispatcher();
        Callback::from(move |show: bool| dispatcher.dispatch(Action::ShowProbabilities(show)))
    };
    let dismiss = {
        let dispatcher = state.dispatcher();
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(Action::DismissNotice))
    };

    html! {
        <main class="app">
            <header class="topbar">
                <h1>{ "Minesweeper" }</h1>
                <button type="button" class="settings-button" data-testid="settings" aria-haspopup="dialog" onclick={open_settings}>
                    { "Settings" }
                </button>
            </header>
            if let Some(notice) = &state.notice {
                <div class="notice" role="alert" data-testid="notice">
                    <span>{ notice }</span>
                    <button type="button" class="dismiss" aria-label="Dismiss" onclick={dismiss}>{ "×" }</button>
                </div>
            }
            <section class="window" aria-label="Game">
                <div class="toolbar">
                    <Counter value={state.game.mines_left()} label="Mines left" testid="mines-left" />
                    <button type="button" class="face" data-testid="restart" data-status={status.as_str()}
                        aria-label={restart_label(status)} onclick={on_restart}>
                        <Face />
                    </button>
                    <Timer clock={state.clock} />
                </div>
                <Board rows={state.rows.clone()} {config} {status} {on_move} />
            </section>
            <Assist {over} autoplay={*autoplay} speed_ms={*speed_ms} show_probabilities={state.show_probabilities}
                {on_hint} {on_autoplay} {on_speed} {on_probabilities} />
            <p class="status-line" role="status" aria-live="polite" data-testid="status">{ status_line(&state) }</p>
            if *settings_open {
                <Settings {config} {on_change} on_close={close_settings} />
            }
        </main>
    }
}

fn status_line(state: &State) -> String {
    match state.game.status() {
        Status::Ready => "Click any cell to start. Right-click to flag.".to_string(),
        Status::Playing => state.hint_note.clone().unwrap_or_default(),
        Status::Won => match state.clock.started.zip(state.clock.ended) {
            Some((start, end)) => {
                format!("You win! Cleared in {:.1} seconds.", (end - start) / 1000.0)
            }
            None => "You win!".to_string(),
        },
        Status::Lost => "Boom — you hit a mine. Press the face to play again.".to_string(),
    }
}
