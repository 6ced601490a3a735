use minesweeper_engine::{Action as Move, Config, FirstClick, Pos, Status};
use yew::prelude::*;

use minesweeper_engine::format::fixed;

use super::assist::Assist;
use super::counter::Counter;
use super::face::{restart_label, Face};
use super::result_card::ResultCard;
use super::settings_dialog::Settings;
use super::stats_dialog::Statistics;
use super::timer::Timer;
use crate::classic::hooks::{use_autoplay, use_board_search, use_persistence, use_shortcuts};
use crate::classic::settings::to_query;
use crate::classic::state::{Action, State};
use crate::shared::browser::{now_ms, random_seed};
use crate::shared::components::board::Board;
use crate::shared::components::picker::Picker;
use crate::shared::hooks::{use_address, use_theme};
use crate::shared::prefs::{Prefs, Speed, Theme};

#[derive(Clone, Copy, PartialEq)]
enum Open {
    Nothing,
    Settings,
    Statistics,
}

#[component]
pub fn Classic() -> Html {
    let state = use_reducer(State::initial);
    let open = use_state(|| Open::Nothing);
    let prefs = use_state(Prefs::load);
    let autoplay = use_state(|| false);
    let flag_mode = use_state(|| false);
    // A cell is being pressed: the face shows its "o" (a :has() rule did this, and restyled
    // the whole board on every press).
    let pressing = use_state_eq(|| false);
    let shared = use_state(|| None::<String>);
    let config = *state.game.config();
    let seed = state.game.seed();
    let status = state.game.status();
    let over = status.is_over();

    // The address bar always links to the board on screen.
    use_address(to_query(&config, seed));

    let latest = use_persistence(&state);
    use_board_search(state.dispatcher(), &state);
    use_theme(*prefs);
    use_autoplay(state.dispatcher(), autoplay.clone(), prefs.speed.ms(), over);
    {
        let open = open.clone();
        use_shortcuts(
            state.dispatcher(),
            latest.clone(),
            Callback::from(move |()| open.set(Open::Settings)),
        );
    }

    let dispatch = |make: fn(&State) -> Action| {
        let dispatcher = state.dispatcher();
        let latest = latest.clone();
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(make(&latest.borrow())))
    };
    let on_restart = dispatch(|s| Action::NewGame {
        config: *s.game.config(),
        seed: random_seed(),
    });
    let on_move = {
        let dispatcher = state.dispatcher();
        use_callback((), move |play: Move, _| {
            dispatcher.dispatch(Action::Play { play, at: now_ms() })
        })
    };
    let on_press = {
        let pressing = pressing.clone();
        use_callback((), move |down: bool, _| pressing.set(down))
    };
    let on_cursor = {
        let dispatcher = state.dispatcher();
        use_callback((), move |pos: Pos, _| {
            dispatcher.dispatch(Action::MoveCursor(pos))
        })
    };
    let on_change = {
        let dispatcher = state.dispatcher();
        // A reshaped board keeps its seed: the link changes only where the player changed it.
        Callback::from(move |config: Config| dispatcher.dispatch(Action::NewGame { config, seed }))
    };
    let set_open = |what: Open| {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(what))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(Open::Nothing))
    };
    let on_marks = {
        let prefs = prefs.clone();
        Callback::from(move |marks: bool| prefs.set(Prefs { marks, ..*prefs }))
    };
    let on_theme = {
        let prefs = prefs.clone();
        Callback::from(move |theme: Theme| prefs.set(Prefs { theme, ..*prefs }))
    };
    let on_share = {
        let shared = shared.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(window) = web_sys::window() else {
                return;
            };
            let url = window.location().href().unwrap_or_default();
            let promise = window.navigator().clipboard().write_text(&url);
            let shared = shared.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let copied = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                // Without clipboard access, show the link so it can be copied by hand.
                shared.set(Some(if copied {
                    "Link copied.".to_string()
                } else {
                    format!("Copy this link: {url}")
                }));
                gloo_timers::future::sleep(std::time::Duration::from_secs(if copied {
                    3
                } else {
                    20
                }))
                .await;
                shared.set(None);
            });
        })
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
        let prefs = prefs.clone();
        Callback::from(move |speed: Speed| prefs.set(Prefs { speed, ..*prefs }))
    };
    let on_flag_mode = {
        let flag_mode = flag_mode.clone();
        Callback::from(move |on: bool| flag_mode.set(on))
    };
    let on_probabilities = {
        let dispatcher = state.dispatcher();
        Callback::from(move |show: bool| dispatcher.dispatch(Action::ShowProbabilities(show)))
    };
    let on_reset_stats = {
        let dispatcher = state.dispatcher();
        Callback::from(move |()| dispatcher.dispatch(Action::ResetStats))
    };
    let dismiss = dispatch(|_| Action::DismissNotice);

    html! {
        <main class="app">
            <header class="topbar">
                <h1>{ "Minesweeper" }
                    if config.first_click() == FirstClick::NoGuess {
                        <span class="badge" data-testid="no-guess-badge" title="No guessing: from the first click's opening, some cell can always be proven safe">
                            { "No guessing" }
                        </span>
                    }
                </h1>
                <nav class="topbar-actions" aria-label="Game menu">
                    <a class="mode-link" href="battle/?mode=battle" data-testid="mode-battle" title="Play against the computer for territory">{ "Battle" }</a>
                    <button type="button" data-testid="statistics" aria-haspopup="dialog" onclick={set_open(Open::Statistics)}>
                        { "Statistics" }
                    </button>
                    <button type="button" data-testid="share" title="Copy a link to this board" onclick={on_share}>{ "Share" }</button>
                    if let Some(note) = shared.as_ref() {
                        <span class="share-note" role="status" data-testid="share-note">{ note }</span>
                    }
                    <Picker<Theme> label="Theme" testid="theme" value={prefs.theme} on_change={on_theme} />
                    <button type="button" data-testid="settings" aria-haspopup="dialog" title="Settings (S)" aria-keyshortcuts="S"
                        onclick={set_open(Open::Settings)}>
                        { "Settings" }
                    </button>
                </nav>
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
                        data-pressed={(*pressing && !over).then_some("true")}
                        aria-label={restart_label(status)} title="New game (R)" aria-keyshortcuts="R F2" onclick={on_restart}>
                        <Face />
                    </button>
                    <Timer clock={state.clock} />
                </div>
                <Board rows={state.rows.clone()} {config} {status} cursor={state.cursor} finding={state.finding.is_some()}
                    hinted={state.hint.map(|h| h.pos())} common_chance={state.common_chance} marks={prefs.marks}
                    flag_mode={*flag_mode} {on_move} {on_cursor} {on_press} />
            </section>
            <Assist {over} autoplay={*autoplay} speed={prefs.speed} show_probabilities={state.show_probabilities}
                flag_mode={*flag_mode} {on_hint} {on_autoplay} {on_speed} {on_probabilities} {on_flag_mode} />
            <p class={classes!("status-line", over.then_some(status.as_str()))} role="status" aria-live="polite" data-testid="status">
                { status_line(&state) }
            </p>
            if let Some(result) = &state.result {
                <ResultCard result={result.clone()} />
            }
            if *open == Open::Settings {
                <Settings {config} {on_change} on_close={close.clone()} marks={prefs.marks} {on_marks} />
            }
            if *open == Open::Statistics {
                <Statistics stats={state.stats.clone()} on_reset={on_reset_stats} on_close={close} />
            }
        </main>
    }
}

fn status_line(state: &State) -> String {
    if state.finding.is_some() {
        return "Making a board that logic alone can clear…".to_string();
    }
    match state.game.status() {
        Status::Ready if state.show_probabilities => {
            "Click any cell to start: the first click is always safe, and mine chances show after it."
                .to_string()
        }
        Status::Ready => {
            "Click any cell to start. Right-click or long-press to flag; arrows and Space work too."
                .to_string()
        }
        Status::Playing => state.playing_note(),
        Status::Won => match state.clock.started.zip(state.clock.ended) {
            Some((start, end)) => {
                format!(
                    "You win! Cleared in {} seconds.",
                    fixed((end - start) / 1000.0, 1)
                )
            }
            None => "You win!".to_string(),
        },
        Status::Lost => state.lost_note(),
    }
}
