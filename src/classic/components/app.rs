use std::rc::Rc;

use minesweeper_engine::daily::Date;
use minesweeper_engine::{Config, FirstClick, Pos, Status};
use yew::prelude::*;

use super::assist::AssistProps;
use super::daily_dialog::DailyProps;
use super::face::{restart_label, Face};
use super::history_dialog::HistoryProps;
use super::menu::{Dialog, MenuProps};
use super::result_card::ResultCardProps;
use super::settings_dialog::SettingsProps;
use super::stats_dialog::StatisticsProps;

use super::views::{view_or, view_or_wait, EffectsProps, View, Views};
use crate::classic::hooks::{use_services, use_shortcuts, ServicesHandle};
use crate::classic::services::{Save, Services};
use crate::classic::settings::{daily_query, to_query};
use crate::classic::state::{Action, Latest, Notice, State};
use crate::shared::browser::{copy, now_ms, random_seed, Copied};
use crate::shared::components::board::Board;
use crate::shared::components::counter;
use crate::shared::components::notice;
use crate::shared::components::timer::Timer;
use crate::shared::hooks::{use_address, use_theme};
use crate::shared::input::{PendingTrack, Point, Pressed};
use crate::shared::lazy::Loaded;
use crate::shared::prefs::Prefs;
use crate::shared::words::{day, decimal, words, Arg, Words};

#[derive(Properties, Clone, PartialEq)]
pub struct ClassicProps {
    /// The state the page starts from (`State::initial`).
    pub initial: Rc<State>,
    pub prefs: Prefs,
}

/// The classic game. The first screen is the board, the counters, the face and the timer, on
/// the rules alone; the solver, the no-guess generator, saving and the dialogs come with the
/// rest (`classic::later`), fetched once this has been drawn.
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
    let config = *state.game.config();
    // The address bar always links to the board on screen.
    use_address(match &state.daily {
        Some(daily) => daily_query(daily),
        None => to_query(&config, state.game.seed()),
    });
    let services = use_services(state.dispatcher());
    let slow_board = use_slow_board(state.finding.is_some());
    // The latest state, for listeners registered once (page hide, shortcuts).
    let latest: Latest = use_mut_ref(|| (*state).clone());
    *latest.borrow_mut() = (*state).clone();
    use_theme(*prefs);
    use_saved_prefs(*prefs, state.services);
    {
        let (open, services_handle) = (open.clone(), services.clone());
        let on_settings = Callback::from(move |()| {
            let open = open.clone();
            services_handle.after(move || open.set(Some(Dialog::Settings)));
        });
        use_shortcuts(
            state.dispatcher(),
            services.clone(),
            latest.clone(),
            on_settings,
        );
    }
    let (share, shared) = use_share();
    let views = *services.views;
    let status = state.game.status();
    let menu = MenuProps {
        on_open: setter(&open, Some),
        on_share: share_link(&share),
        shared: (*shared).clone(),
        theme: prefs.theme,
        on_theme: pref(&prefs, |prefs, theme| Prefs { theme, ..prefs }),
    };
    let assist = AssistProps {
        over: status.is_over(),
        autoplay: *autoplay,
        speed: prefs.speed,
        show_probabilities: state.show_probabilities,
        flag_mode: *flag_mode,
        on_hint: hint(&services),
        on_autoplay: {
            let (services, autoplay) = (services.clone(), autoplay.clone());
            Callback::from(move |on: bool| {
                let autoplay = autoplay.clone();
                services.after(move || autoplay.set(on));
            })
        },
        on_speed: pref(&prefs, |prefs, speed| Prefs { speed, ..prefs }),
        on_probabilities: {
            let services = services.clone();
            Callback::from(move |show: bool| services.then(move || Action::ShowProbabilities(show)))
        },
        on_flag_mode: setter(&flag_mode, |on| on),
    };
    let dismiss = dispatch(&state, &latest, |_| Action::DismissNotice);
    let w = words();
    html! {
        <main class="app">
            <header class="topbar">
                { title(&w, state.daily.map(|d| d.date), config.first_click() == FirstClick::NoGuess) }
                { view_or(views, View::Menu(menu), html! { <nav class="topbar-actions" aria-label={w.game_menu()}></nav> }) }
            </header>
            if let Some(said) = &state.notice {
                { notice::view(&notice_words(&w, said), dismiss) }
            }
            <GameWindow state={state.clone()} latest={latest.clone()} marks={prefs.marks} flag_mode={*flag_mode} />
            { view_or(views, View::Assist(assist), html! { <div class="assist" role="toolbar" aria-label={w.play_tools()}></div> }) }
            <p class={classes!("status-line", status.is_over().then_some(status.as_str()))} role="status" aria-live="polite" data-testid="status">
                { status_line(&w, &state, *services.waiting) }
            </p>
            if state.finding.is_some() && slow_board {
                <progress class="making" data-testid="making-board" aria-label={w.making_board()}></progress>
            }
            if let Some(result) = &state.result {
                { view_or_wait(views, View::Result(ResultCardProps { result: result.clone(), on_share: share.clone(), on_notice: notice(&state) })) }
            }
            { dialog(*open, views, &state, &open, &prefs) }
            if let (Some(views), Some(services)) = (views.0, state.services.0) {
                { views.view(View::Effects(EffectsProps {
                    state: state.clone(), latest: latest.clone(), autoplay: autoplay.clone(), speed_ms: prefs.speed.ms(), services,
                })) }
            }
        </main>
    }
}

/// The title, with a badge under it for a daily board or a board with no guessing (a view
/// with no state: a component of its own would cost the first screen its lifecycle code).
fn title(w: &Words, daily: Option<Date>, no_guess: bool) -> Html {
    html! {
        <h1>{ w.game_title() }
            if let Some(date) = daily {
                <span class="badge daily-badge" data-testid="daily-badge" title={w.daily_badge_title()}>
                    { w.daily_badge(day(date)) }
                </span>
            }
            if no_guess {
                <span class="badge" data-testid="no-guess-badge" title={w.no_guess_badge_title()}>
                    { w.no_guess_badge() }
                </span>
            }
        </h1>
    }
}

#[derive(Properties, Clone, PartialEq)]
struct GameWindowProps {
    state: UseReducerHandle<State>,
    latest: Latest,
    marks: bool,
    flag_mode: bool,
}

/// The game's window: the mines left, the face (which restarts) and the clock over the board.
#[component]
fn GameWindow(props: &GameWindowProps) -> Html {
    let state = &props.state;
    // A cell is being pressed: the face shows its "o" (a :has() rule did this, and restyled
    // the whole board on every press).
    let pressing = use_state_eq(|| false);
    // Where the pointer goes over the board between moves: kept here, not in the state (a
    // frame's worth at a time would redraw the page), and handed over with the next move.
    let pending = use_mut_ref(PendingTrack::default);
    let on_track = {
        let pending = pending.clone();
        use_callback((), move |point: Point, _| pending.borrow_mut().push(point))
    };
    let on_move = {
        let dispatcher = state.dispatcher();
        use_callback((), move |pressed: Pressed, _| {
            let track = pending.borrow_mut().take();
            dispatcher.dispatch(Action::Play {
                pressed,
                at: now_ms(),
                track,
            })
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
    let on_restart = dispatch(state, &props.latest, |s| Action::NewGame {
        config: *s.game.config(),
        seed: random_seed(),
    });
    let (config, status) = (*state.game.config(), state.game.status());
    let w = words();
    html! {
        <section class="window" aria-label={w.game_window()}>
            <div class="toolbar">
                { counter::view(state.game.mines_left(), &w.mines_left(), "mines-left") }
                <button type="button" class="face" data-testid="restart" data-status={status.as_str()}
                    data-pressed={(*pressing && !status.is_over()).then_some("true")}
                    aria-label={restart_label(&w, status)} title={w.restart_title()} aria-keyshortcuts="R F2" onclick={on_restart}>
                    <Face />
                </button>
                <Timer clock={state.clock} />
            </div>
            <Board rows={state.rows.clone()} {config} {status} cursor={state.cursor} finding={state.finding.is_some()}
                hinted={state.ringed()} common_chance={state.common_chance} marks={props.marks}
                flag_mode={props.flag_mode} {on_move} {on_cursor} {on_press} on_track={Some(on_track)} />
        </section>
    }
}

/// The dialog open, if any: the rest draws it (or says it is loading).
fn dialog(
    open: Option<Dialog>,
    views: Loaded<dyn Views>,
    state: &UseReducerHandle<State>,
    opened: &UseStateHandle<Option<Dialog>>,
    prefs: &UseStateHandle<Prefs>,
) -> Html {
    let close = setter(opened, |()| None);
    let view = match open {
        None => return Html::default(),
        Some(Dialog::Settings) => View::Settings(SettingsProps {
            config: *state.game.config(),
            // A reshaped board keeps its seed: the link changes only where the player changed it.
            on_change: {
                let (dispatcher, seed) = (state.dispatcher(), state.game.seed());
                Callback::from(move |config: Config| {
                    dispatcher.dispatch(Action::NewGame { config, seed })
                })
            },
            on_close: close,
            marks: prefs.marks,
            on_marks: pref(prefs, |prefs, marks| Prefs { marks, ..prefs }),
        }),
        Some(Dialog::Statistics) => View::Statistics(StatisticsProps {
            stats: state.stats.clone(),
            on_reset: {
                let dispatcher = state.dispatcher();
                Callback::from(move |()| dispatcher.dispatch(Action::ResetStats))
            },
            on_close: close,
        }),
        Some(Dialog::History) => View::History(HistoryProps { on_close: close }),
        Some(Dialog::Daily) => View::Daily(DailyProps {
            today: Date::of_unix_ms(now_ms()),
            stats: state.daily_stats.clone(),
            on_play: {
                let (dispatcher, opened) = (state.dispatcher(), opened.clone());
                Callback::from(move |daily| {
                    opened.set(None);
                    dispatcher.dispatch(Action::NewDaily(daily));
                })
            },
            on_close: close,
        }),
    };
    view_or_wait(views, view)
}

/// A callback that dispatches the action `make` builds from the latest state.
fn dispatch<E: 'static>(
    state: &UseReducerHandle<State>,
    latest: &Latest,
    make: fn(&State) -> Action,
) -> Callback<E> {
    let dispatcher = state.dispatcher();
    let latest = latest.clone();
    Callback::from(move |_: E| dispatcher.dispatch(make(&latest.borrow())))
}

/// A callback that sets `handle` to what `make` makes of its argument.
fn setter<T: 'static, A: 'static>(handle: &UseStateHandle<T>, make: fn(A) -> T) -> Callback<A> {
    let handle = handle.clone();
    Callback::from(move |a: A| handle.set(make(a)))
}

/// A callback that changes one preference.
fn pref<A: 'static>(prefs: &UseStateHandle<Prefs>, change: fn(Prefs, A) -> Prefs) -> Callback<A> {
    let prefs = prefs.clone();
    Callback::from(move |a: A| prefs.set(change(*prefs, a)))
}

/// Hint: the solver's next move, once the rest is here.
fn hint(services: &ServicesHandle) -> Callback<()> {
    let services = services.clone();
    Callback::from(move |()| {
        let at = now_ms();
        services.then(move || Action::Hint { at });
    })
}

/// What a notice says, in the page's language.
fn notice_words(w: &Words, notice: &Notice) -> Rc<str> {
    match notice {
        Notice::Said(text) => text.as_str().into(),
        Notice::NoGuessFallback(board) => {
            w.notice_no_guess_fallback(board.rows, board.cols, board.mines)
        }
        Notice::NoSolver => w.notice_no_solver(),
    }
}

/// A notice on the page.
fn notice(state: &UseReducerHandle<State>) -> Callback<String> {
    let dispatcher = state.dispatcher();
    Callback::from(move |notice: String| dispatcher.dispatch(Action::Notice(notice)))
}

/// Share: the page's address, copied.
fn share_link(share: &Callback<(String, Copied)>) -> Callback<()> {
    let share = share.clone();
    Callback::from(move |()| {
        let url = crate::shared::browser::window()
            .and_then(|w| w.location().href().ok())
            .unwrap_or_default();
        share.emit((url, Copied::Link));
    })
}

/// Copies a text, and says so for a few seconds (or shows it, to copy by hand, without
/// clipboard access): the callback, and what it says.
#[hook]
fn use_share() -> (Callback<(String, Copied)>, UseStateHandle<Option<String>>) {
    let shared = use_state(|| None::<String>);
    let share = {
        let shared = shared.clone();
        Callback::from(move |(text, what): (String, Copied)| {
            let shared = shared.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let copied = copy(&text).await;
                let w = words();
                shared.set(Some(if copied {
                    w.copied(what.key()).to_string()
                } else {
                    w.copy_this(text).to_string()
                }));
                let shown = if copied { 3 } else { 20 };
                gloo_timers::future::sleep(std::time::Duration::from_secs(shown)).await;
                shared.set(None);
            });
        })
    };
    (share, shared)
}

/// Whether a no-guess board being made has taken long enough to show a progress bar.
#[hook]
fn use_slow_board(finding: bool) -> bool {
    let slow_board = use_state_eq(|| false);
    {
        let slow_board = slow_board.clone();
        use_effect_with(finding, move |&finding| {
            slow_board.set(false);
            let timer = finding.then(|| {
                gloo_timers::callback::Timeout::new(SLOW_BOARD_MS, move || slow_board.set(true))
            });
            move || drop(timer)
        });
    }
    *slow_board
}

/// Saves the preferences when they change, once the rest (which writes) is here.
#[hook]
fn use_saved_prefs(prefs: Prefs, services: Loaded<dyn Services>) {
    use_effect_with((prefs, services.0.is_some()), move |(prefs, _)| {
        if let Some(services) = services.0 {
            let _ = services.save(Save::Prefs(prefs));
        }
    });
}

/// How long a no-guess board may take before the page shows a progress bar.
const SLOW_BOARD_MS: u32 = 250;

fn status_line(w: &Words, state: &State, waiting: bool) -> Rc<str> {
    if waiting && state.services.0.is_none() {
        return w.status_loading();
    }
    if state.finding.is_some() {
        return w.status_making();
    }
    match state.game.status() {
        Status::Ready if state.show_probabilities => w.status_ready_chances(),
        Status::Ready => match state.daily {
            Some(daily) => {
                let start = daily.start();
                let attempt = if state.daily_stats.result(&daily).is_some() {
                    w.daily_practice()
                } else {
                    w.daily_counts()
                };
                w.status_daily(day(daily.date), start.row + 1, start.col + 1, attempt)
            }
            None => w.status_ready(),
        },
        Status::Playing => state.playing_note(w),
        Status::Won => match state.clock.started.zip(state.clock.ended) {
            Some((start, end)) => {
                let seconds = (end - start) / 1000.0;
                w.status_won(Arg::shown(seconds, decimal(seconds, 1)))
            }
            None => w.status_won_untimed(),
        },
        Status::Lost => state.lost_note(w),
    }
}
