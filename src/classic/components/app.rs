use minesweeper_engine::{Action as Move, Config, FirstClick, Pos, Status};
use yew::prelude::*;

use minesweeper_engine::format::fixed;

use super::assist::Assist;
use super::daily_dialog::DailyDialog;
use super::face::{restart_label, Face};
use super::history_dialog::HistoryDialog;
use super::result_card::ResultCard;
use super::settings_dialog::Settings;
use super::stats_dialog::Statistics;
use super::timer::Timer;
use crate::classic::hooks::{
    use_autoplay, use_board_search, use_history, use_persistence, use_shortcuts,
};
use crate::classic::settings::{daily_query, to_query};
use crate::classic::state::{Action, State};
use crate::shared::browser::{copy, download, now_ms, page_address, random_seed, set_hash};
use crate::shared::components::board::Board;
use crate::shared::components::counter::Counter;
use crate::shared::components::picker::Picker;
use crate::shared::hooks::{use_address, use_theme};
use crate::shared::prefs::{Prefs, Speed, Theme};
use minesweeper_engine::daily::Date;
use minesweeper_engine::replay::evf::EvfInfo;

#[derive(Clone, Copy, PartialEq)]
enum Open {
    Nothing,
    Settings,
    Statistics,
    History,
    Daily,
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
    use_address(match &state.daily {
        Some(daily) => daily_query(daily),
        None => to_query(&config, seed),
    });

    let latest = use_persistence(&state);
    use_history(state.dispatcher(), &state);
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
    // Copies a text, and says so (or shows it, to copy by hand, without clipboard access).
    let share = {
        let shared = shared.clone();
        Callback::from(move |(text, what): (String, &'static str)| {
            let shared = shared.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let copied = copy(&text).await;
                shared.set(Some(if copied {
                    format!("{what} copied.")
                } else {
                    format!("Copy this: {text}")
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
    let on_share = {
        let share = share.clone();
        Callback::from(move |_: MouseEvent| {
            let url = web_sys::window()
                .and_then(|w| w.location().href().ok())
                .unwrap_or_default();
            share.emit((url, "Link"));
        })
    };
    let replay_text = state
        .result
        .as_ref()
        .and_then(|r| r.replay.as_ref())
        .map(|replay| replay.to_text());
    let on_watch = {
        let text = replay_text.clone();
        Callback::from(move |()| {
            if let Some(text) = &text {
                set_hash(&format!("#replay={text}"));
            }
        })
    };
    let on_share_replay = {
        let (text, share) = (replay_text.clone(), share.clone());
        Callback::from(move |()| {
            if let Some(text) = &text {
                share.emit((
                    format!("{}#replay={text}", page_address()),
                    "Link to the replay",
                ));
            }
        })
    };
    let on_export = {
        let replay = state.result.as_ref().and_then(|r| r.replay.clone());
        let dispatcher = state.dispatcher();
        Callback::from(move |()| {
            let Some(replay) = &replay else {
                return;
            };
            let name = format!(
                "minesweeper-{}x{}-seed{}.evf",
                replay.config().rows(),
                replay.config().cols(),
                replay.seed()
            );
            let saved = replay
                .to_evf(&EvfInfo::default())
                .map_err(|e| e.to_string())
                .and_then(|bytes| download(&name, &bytes, "application/octet-stream"));
            if let Err(why) = saved {
                dispatcher.dispatch(Action::Notice(format!(
                    "The EVF file could not be made: {why}."
                )));
            }
        })
    };
    let on_copy_line = {
        let share = share.clone();
        Callback::from(move |line: String| share.emit((line, "Result")))
    };
    let on_daily = {
        let (dispatcher, open) = (state.dispatcher(), open.clone());
        Callback::from(move |daily| {
            open.set(Open::Nothing);
            dispatcher.dispatch(Action::NewDaily(daily));
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
                    if let Some(daily) = &state.daily {
                        <span class="badge daily-badge" data-testid="daily-badge" title="Today's board, the same for everyone">
                            { format!("Daily {}", daily.date) }
                        </span>
                    }
                    if config.first_click() == FirstClick::NoGuess {
                        <span class="badge" data-testid="no-guess-badge" title="No guessing: from the first click's opening, some cell can always be proven safe">
                            { "No guessing" }
                        </span>
                    }
                </h1>
                <nav class="topbar-actions" aria-label="Game menu">
                    <a class="mode-link" href="battle/?mode=battle" data-testid="mode-battle" title="Play against the computer for territory">{ "Battle" }</a>
                    <button type="button" data-testid="daily" aria-haspopup="dialog" title="Today's boards, the same for everyone" onclick={set_open(Open::Daily)}>
                        { "Daily" }
                    </button>
                    <button type="button" data-testid="history-open" aria-haspopup="dialog" title="Every game you finished, to watch again" onclick={set_open(Open::History)}>
                        { "History" }
                    </button>
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
                    hinted={state.ringed()} common_chance={state.common_chance} marks={prefs.marks}
                    flag_mode={*flag_mode} {on_move} {on_cursor} {on_press} />
            </section>
            <Assist {over} autoplay={*autoplay} speed={prefs.speed} show_probabilities={state.show_probabilities}
                flag_mode={*flag_mode} {on_hint} {on_autoplay} {on_speed} {on_probabilities} {on_flag_mode} />
            <p class={classes!("status-line", over.then_some(status.as_str()))} role="status" aria-live="polite" data-testid="status">
                { status_line(&state) }
            </p>
            if let Some(result) = &state.result {
                <ResultCard result={result.clone()} {on_watch} on_share={on_share_replay} {on_export} {on_copy_line} />
            }
            if *open == Open::Settings {
                <Settings {config} {on_change} on_close={close.clone()} marks={prefs.marks} {on_marks} />
            }
            if *open == Open::Statistics {
                <Statistics stats={state.stats.clone()} on_reset={on_reset_stats} on_close={close.clone()} />
            }
            if *open == Open::History {
                <HistoryDialog on_close={close.clone()} />
            }
            if *open == Open::Daily {
                <DailyDialog today={Date::of_unix_ms(now_ms())} stats={state.daily_stats.clone()} on_play={on_daily} on_close={close} />
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
        Status::Ready => match state.daily {
            Some(daily) => {
                let start = daily.start();
                let attempt = if state.daily_stats.result(&daily).is_some() {
                    "Practice: your first attempt already counted."
                } else {
                    "Your first attempt counts."
                };
                format!(
                    "Daily board {} · start at the ringed cell (row {}, column {}), the same for everyone. {attempt}",
                    daily.date,
                    start.row + 1,
                    start.col + 1
                )
            }
            None => {
                "Click any cell to start. Right-click or long-press to flag; arrows and Space work too."
                    .to_string()
            }
        },
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
