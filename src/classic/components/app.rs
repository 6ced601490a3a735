use std::rc::Rc;

use minesweeper_engine::daily::Date;
use minesweeper_engine::{FirstClick, Pos, Status};
use yew::prelude::*;

use super::face::{restart_label, Face};
use super::menu::Dialog;
use super::views::{view_or, view_or_wait, Page, View};
use crate::classic::hooks::{use_services, use_shortcuts};
use crate::classic::services::{Save, Services};
use crate::classic::settings::{daily_query, to_query};
use crate::classic::state::{Action, Latest, Notice, State};
use crate::shared::browser::{now_ms, random_seed};
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
    let flag_mode = use_state(|| false);
    let autoplay = use_state(|| false);
    // What the last copy said ("Link copied."), for a few seconds.
    let shared = use_state(|| None::<String>);
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
    let page = Page {
        state: state.clone(),
        latest: latest.clone(),
        views: *services.views,
        open: open.clone(),
        prefs: prefs.clone(),
        autoplay,
        flag_mode: flag_mode.clone(),
        shared,
    };
    let status = state.game.status();
    let dismiss = dispatch(&state, &latest, |_| Action::DismissNotice);
    let w = words();
    html! {
        <main class="app">
            <header class="topbar">
                { title(&w, state.daily.map(|d| d.date), config.first_click() == FirstClick::NoGuess) }
                { view_or(&page, View::Menu, html! { <nav class="topbar-actions" aria-label={w.game_menu()}></nav> }) }
            </header>
            if let Some(said) = &state.notice {
                { notice::view(&notice_words(&w, said), dismiss) }
            }
            <GameWindow state={state.clone()} latest={latest.clone()} marks={prefs.marks} flag_mode={*flag_mode} />
            { view_or(&page, View::Assist, html! { <div class="assist" role="toolbar" aria-label={w.play_tools()}></div> }) }
            <p class={classes!("status-line", status.is_over().then_some(status.as_str()))} role="status" aria-live="polite" data-testid="status">
                { status_line(&w, &state, *services.waiting) }
            </p>
            if state.finding.is_some() && slow_board {
                <progress class="making" data-testid="making-board" aria-label={w.making_board()}></progress>
            }
            if state.result.is_some() {
                { view_or_wait(&page, View::Result) }
            }
            if let Some(dialog) = *open {
                { view_or_wait(&page, View::Dialog(dialog)) }
            }
            { view_or(&page, View::Effects, Html::default()) }
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
