use std::rc::Rc;

use minesweeper_engine::{Action as Move, Config, FirstClick, Pos, Status};
use yew::prelude::*;

use minesweeper_engine::format::fixed;

use super::assist::AssistProps;
use super::daily_dialog::DailyProps;
use super::effects::EffectsProps;
use super::face::{restart_label, Face};
use super::history_dialog::HistoryProps;
use super::menu::{Dialog, MenuProps};
use super::result_card::ResultCardProps;
use super::settings_dialog::SettingsProps;
use super::stats_dialog::StatisticsProps;
use super::timer::Timer;
use crate::classic::hooks::{use_kit, use_shortcuts, Latest};
use crate::classic::kit::{view_or, view_or_wait, Save, View};
use crate::classic::settings::{daily_query, to_query};
use crate::classic::state::{Action, State};
use crate::shared::browser::{copy, now_ms, random_seed};
use crate::shared::components::board::Board;
use crate::shared::components::counter::Counter;
use crate::shared::hooks::{use_address, use_theme};
use crate::shared::prefs::{Prefs, Speed, Theme};
use minesweeper_engine::daily::Date;

#[derive(Properties, Clone, PartialEq)]
pub struct ClassicProps {
    /// The state the page starts from (`State::initial`).
    pub initial: Rc<State>,
    pub prefs: Prefs,
}

/// The classic game. The first screen is the board, the counters, the face and the timer, on
/// the rules alone; the solver, the no-guess generator, saving and the dialogs come with the
/// kit (`classic::kit`), fetched once this has been drawn.
#[component]
pub fn Classic(props: &ClassicProps) -> Html {
    let state = use_reducer({
        let initial = props.initial.clone();
        move || (*initial).clone()
    });
    let open = use_state(|| None::<Dialog>);
    let prefs = use_state({
        let prefs = props.prefs;
        move || prefs
    });
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

    let kit = use_kit(state.dispatcher());
    // A no-guess board that takes a while (a big one): a progress bar once the wait shows.
    let slow_board = use_state_eq(|| false);
    {
        let slow_board = slow_board.clone();
        use_effect_with(state.finding.is_some(), move |&finding| {
            slow_board.set(false);
            let timer = finding.then(|| {
                gloo_timers::callback::Timeout::new(SLOW_BOARD_MS, move || slow_board.set(true))
            });
            move || drop(timer)
        });
    }
    // The latest state, for listeners registered once (page hide, shortcuts).
    let latest: Latest = use_mut_ref(|| (*state).clone());
    *latest.borrow_mut() = (*state).clone();
    use_theme(*prefs);
    {
        let kit = state.kit;
        use_effect_with((*prefs, kit.0.is_some()), move |(prefs, _)| {
            if let Some(kit) = kit.0 {
                let _ = kit.save(Save::Prefs(prefs));
            }
        });
    }
    {
        let (open, kit_handle) = (open.clone(), kit.clone());
        use_shortcuts(
            state.dispatcher(),
            kit.clone(),
            latest.clone(),
            Callback::from(move |()| {
                let open = open.clone();
                kit_handle.after(move || open.set(Some(Dialog::Settings)));
            }),
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
    let on_open = {
        let open = open.clone();
        Callback::from(move |dialog: Dialog| open.set(Some(dialog)))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(None))
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
        Callback::from(move |()| {
            let url = web_sys::window()
                .and_then(|w| w.location().href().ok())
                .unwrap_or_default();
            share.emit((url, "Link"));
        })
    };
    let on_notice = {
        let dispatcher = state.dispatcher();
        Callback::from(move |notice: String| dispatcher.dispatch(Action::Notice(notice)))
    };
    let on_daily = {
        let (dispatcher, open) = (state.dispatcher(), open.clone());
        Callback::from(move |daily| {
            open.set(None);
            dispatcher.dispatch(Action::NewDaily(daily));
        })
    };
    let on_hint = {
        let kit = kit.clone();
        Callback::from(move |()| {
            let at = now_ms();
            kit.then(move || Action::Hint { at });
        })
    };
    let on_autoplay = {
        let (kit, autoplay) = (kit.clone(), autoplay.clone());
        Callback::from(move |on: bool| {
            let autoplay = autoplay.clone();
            kit.after(move || autoplay.set(on));
        })
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
        let kit = kit.clone();
        Callback::from(move |show: bool| kit.then(move || Action::ShowProbabilities(show)))
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
                {
                    view_or(state.kit, View::Menu(MenuProps {
                        on_open, on_share, shared: (*shared).clone(), theme: prefs.theme, on_theme,
                    }), html! { <nav class="topbar-actions" aria-label="Game menu"></nav> })
                }
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
            {
                view_or(state.kit, View::Assist(AssistProps {
                    over, autoplay: *autoplay, speed: prefs.speed, show_probabilities: state.show_probabilities,
                    flag_mode: *flag_mode, on_hint, on_autoplay, on_speed, on_probabilities, on_flag_mode,
                }), html! { <div class="assist" role="toolbar" aria-label="Play tools"></div> })
            }
            <p class={classes!("status-line", over.then_some(status.as_str()))} role="status" aria-live="polite" data-testid="status">
                { status_line(&state, *kit.waiting) }
            </p>
            if state.finding.is_some() && *slow_board {
                <progress class="making" data-testid="making-board" aria-label="Making a board that logic alone can clear"></progress>
            }
            if let Some(result) = &state.result {
                { view_or_wait(state.kit, View::Result(ResultCardProps { result: result.clone(), on_share: share.clone(), on_notice })) }
            }
            {
                match *open {
                    None => Html::default(),
                    Some(Dialog::Settings) => view_or_wait(state.kit, View::Settings(SettingsProps {
                        config, on_change, on_close: close, marks: prefs.marks, on_marks,
                    })),
                    Some(Dialog::Statistics) => view_or_wait(state.kit, View::Statistics(StatisticsProps {
                        stats: state.stats.clone(), on_reset: on_reset_stats, on_close: close,
                    })),
                    Some(Dialog::History) => view_or_wait(state.kit, View::History(HistoryProps { on_close: close })),
                    Some(Dialog::Daily) => view_or_wait(state.kit, View::Daily(DailyProps {
                        today: Date::of_unix_ms(now_ms()), stats: state.daily_stats.clone(), on_play: on_daily, on_close: close,
                    })),
                }
            }
            if let Some(kit) = state.kit.0 {
                { kit.view(View::Effects(EffectsProps {
                    state: state.clone(), latest: latest.clone(), autoplay: autoplay.clone(), speed_ms: prefs.speed.ms(), kit,
                })) }
            }
        </main>
    }
}

/// How long a no-guess board may take before the page shows a progress bar.
const SLOW_BOARD_MS: u32 = 250;

fn status_line(state: &State, waiting: bool) -> String {
    if waiting && state.kit.0.is_none() {
        return "Loading…".to_string();
    }
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
