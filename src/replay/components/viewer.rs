use std::rc::Rc;

use minesweeper_engine::counters::Counters;
use minesweeper_engine::export::to_evf;
use minesweeper_engine::format::fixed;
use minesweeper_engine::reading::Checking;
use minesweeper_engine::replay::{Replay, Timeline};
use minesweeper_engine::video::Info;
use minesweeper_engine::{Pos, Status};
use minesweeper_i18n::refusal;
use yew::prelude::*;

use super::controls::Controls;
use super::pointer::{PointerLayer, PointerView};
use super::review_list::ReviewList;
use crate::replay::components::speed_curve::SpeedCurve;
use crate::replay::handover::{self, Handed};
use crate::replay::hooks::{use_playback, use_review, use_viewer_keys};
use crate::replay::state::{Action, State};
use crate::shared::browser::{copy, download, page_address};
use crate::shared::components::board::Board;
use crate::shared::components::counter;
use crate::shared::components::counters::CountersList;
use crate::shared::components::live::{LiveCounters, Played};
use crate::shared::slices;
use crate::shared::words::{decimal, words, Arg, Words};

/// Moves checked at a time while a replay is read: far less than a slice's worth, so that a
/// slice ends close to its time.
const CHECKED_AT_ONCE: usize = 500;

#[derive(Properties, Clone, PartialEq)]
pub struct ViewerProps {
    /// The replay's text form, as a link carries it.
    pub text: AttrValue,
    /// Back to the game.
    pub on_close: Callback<()>,
}

/// Where reading a replay's text stands.
#[derive(Clone, PartialEq)]
enum Reading {
    /// This share of the moves is checked.
    Checking(u8),
    Opened(Rc<Timeline>, Rc<Counters>, Option<AttrValue>),
    /// What is wrong with it (the reader's words).
    Refused(String),
    /// Held on the page (its link too long for the address), it went with a reload.
    Gone,
}

/// A replay, read from its text a slice at a time (the longest takes a few hundred
/// milliseconds, and the page keeps drawing meanwhile): the player, or what is wrong with it.
#[component]
pub fn Viewer(ViewerProps { text, on_close }: &ViewerProps) -> Html {
    // An empty link is the one held on the page, too long for the address (`handover`).
    let text = &*use_memo(text.clone(), |text| match text.is_empty() {
        true => handover::held(),
        false => text.clone(),
    });
    let reading = use_state(|| Reading::Checking(0));
    {
        let reading = reading.clone();
        use_effect_with(text.clone(), move |text| {
            // Held on the page, not in the address, it went with the page (a reload).
            let cancel = if text.is_empty() {
                reading.set(Reading::Gone);
                Rc::default()
            } else {
                reading.set(Reading::Checking(0));
                read(text.clone(), reading)
            };
            move || cancel.set(true)
        });
    }
    let close = {
        let on_close = on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };
    let w = words();
    let refused = |why: Rc<str>| {
        html! {
            <main class="app replay-page">
                <section class="notice" role="alert" data-testid="replay-error">
                    <span>{ w.replay_refused(why) }</span>
                    <button type="button" data-testid="replay-close" onclick={close.clone()}>{ w.play_a_game() }</button>
                </section>
            </main>
        }
    };
    match &*reading {
        Reading::Opened(timeline, counters, source) => html! {
            <Player timeline={timeline.clone()} counters={counters.clone()} source={source.clone()}
                text={text.clone()} on_close={on_close.clone()} />
        },
        Reading::Checking(percent) => html! {
            <main class="app replay-page">
                <p class="status-line" role="status" data-testid="replay-reading">
                    { w.replay_loading(*percent) }
                </p>
            </main>
        },
        Reading::Refused(why) => refused(why.as_str().into()),
        Reading::Gone => refused(w.replay_gone()),
    }
}

/// Reads the text, then checks its moves between frames, saying how far it got every tenth of
/// them (unless the page has just read it: a video opened from the History is handed over); returns the switch that stops it. Nothing runs in the render's own task.
fn read(text: AttrValue, reading: UseStateHandle<Reading>) -> Rc<std::cell::Cell<bool>> {
    let progress = reading.clone();
    let mut text = Some(text);
    let mut checking = None;
    let mut said = 0;
    let step = move || {
        let mut busy = match (checking.take(), text.take()) {
            (Some(busy), _) => busy,
            (None, Some(text)) => match handover::take(&text) {
                Some(handed) => return Some(Ok(handed)),
                None => match Checking::text(&text) {
                    Ok(busy) => busy,
                    Err(why) => return Some(Err(why)),
                },
            },
            (None, None) => return None,
        };
        match busy.step(CHECKED_AT_ONCE) {
            Ok(false) => {
                let (done, all) = busy.progress();
                let percent = (done * 100 / all.max(1)) as u8;
                if percent >= said + 10 {
                    said = percent;
                    progress.set(Reading::Checking(percent));
                }
                checking = Some(busy);
                None
            }
            Ok(true) => Some(busy.finish().map(|checked| Handed {
                checked,
                source: String::new(),
            })),
            Err(why) => Some(Err(why)),
        }
    };
    slices::spawn_later(step, move |result| {
        reading.set(match result {
            Ok(Handed { checked, source }) => Reading::Opened(
                Rc::new(checked.timeline),
                Rc::new(checked.counters),
                (!source.is_empty()).then(|| source.into()),
            ),
            Err(why) => Reading::Refused(refusal::replay(&words(), &why).to_string()),
        })
    })
}

#[derive(Properties, Clone, PartialEq)]
struct PlayerProps {
    timeline: Rc<Timeline>,
    counters: Rc<Counters>,
    /// Who played it, with which program, when the replay came from a video.
    source: Option<AttrValue>,
    text: AttrValue,
    on_close: Callback<()>,
}

/// The game played again on its own board, with the controls, the counters and the review.
#[component]
fn Player(props: &PlayerProps) -> Html {
    let state = use_reducer(|| State::new(props.timeline.clone()));
    let note = use_state(|| None::<String>);
    // The live counters follow the moment shown, when the player turned them on.
    let live = use_memo((), |()| crate::shared::prefs::Prefs::load().live);
    let counters = props.counters.clone();
    let replay = props.timeline.replay();
    let end = use_memo(props.timeline.clone(), |timeline| {
        timeline.game_after(timeline.len()).status()
    });
    use_playback(state.dispatcher(), state.playing);
    use_review(state.dispatcher(), state.timeline.clone());
    use_viewer_keys(state.dispatcher(), state.moves());

    let dispatcher = state.dispatcher();
    let on_toggle = dispatch(&dispatcher, |()| Action::Toggle);
    let on_step = dispatch(&dispatcher, Action::Step);
    let on_seek = dispatch(&dispatcher, Action::Seek);
    let on_speed = dispatch(&dispatcher, Action::Speed);
    let on_trail = dispatch(&dispatcher, Action::Trail);
    let track = replay.cursor();
    let trail = (!track.is_empty()).then_some(state.trail);
    let on_close = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };
    let on_share = share(props.text.clone(), note.clone());
    let on_export = export(props.timeline.clone(), note.clone());
    // The analysis board on the moment shown.
    let on_analyse = {
        let game = state.game.clone();
        Callback::from(move |_: MouseEvent| {
            crate::analysis::open(&minesweeper_engine::analysis::Setup::of_game(&game).to_text())
        })
    };
    let config = *state.game.config();
    let grid = state.game.grid();
    let (rows, cols) = (grid.rows(), grid.cols());
    let overlay = PointerView::at(track, state.clock_ms, state.trail).map(|view| {
        Callback::from(
            move |turned| html! { <PointerLayer view={view.clone()} {rows} {cols} {turned} /> },
        )
    });
    let cursor = state.focus().unwrap_or(Pos::new(rows / 2, cols / 2));
    let noop_move = use_callback((), |_: crate::shared::input::Pressed, _| ());
    let noop_cursor = use_callback((), |_: Pos, _| ());
    let seconds = state.game_clock_ms() / 1000.0;
    let clock = fixed(seconds, 1);
    let w = words();
    html! {
        <main class="app replay-page">
            <header class="topbar">
                <h1>{ w.replay_heading() }</h1>
                <nav class="topbar-actions" aria-label={w.replay_menu()}>
                    <button type="button" data-testid="replay-close" onclick={on_close}>{ w.replay_back() }</button>
                    <button type="button" data-testid="replay-share" title={w.replay_share_title()} onclick={on_share}>{ w.replay_share() }</button>
                    <button type="button" data-testid="replay-export" title={w.replay_export_title()} onclick={on_export}>{ w.replay_export() }</button>
                    <button type="button" data-testid="replay-analyse" onclick={on_analyse}>{ w.analysis_here() }</button>
                </nav>
            </header>
            if let Some(note) = &*note {
                <p class="share-note" role="status" data-testid="replay-note">{ note }</p>
            }
            <section class="viewer" data-testid="replay" aria-label={w.replay_heading()}
                data-move={(state.shown as i64 - 1).to_string()} data-moves={state.moves().to_string()}>
                <div class="viewer-main">
                    <p class="replay-title" data-testid="replay-title">{ title(&w, replay, &counters, *end) }</p>
                    if let Some(source) = &props.source {
                        <p class="replay-source muted" data-testid="replay-source">{ source.clone() }</p>
                    }
                    <section class="window" aria-label={w.replay_board()}>
                        <div class="toolbar">
                            { counter::view(state.game.mines_left(), &w.mines_left(), "mines-left") }
                            <span class="replay-status" data-status={state.status().as_str()}>{ w.replay_state(state.status().as_str()) }</span>
                            <div class="led" data-testid="replay-clock" role="timer" aria-label={w.timer(Arg::shown(seconds, decimal(seconds, 1)))}>{ clock }</div>
                        </div>
                        <Board rows={state.rows.clone()} {config} status={state.status()} {cursor}
                            hinted={state.focus()} marks={false} flag_mode={false}
                            on_move={noop_move} on_cursor={noop_cursor} {overlay} />
                    </section>
                    <Controls playing={state.playing} shown={state.shown} moves={state.moves()} speed={state.speed}
                        {on_toggle} {on_step} on_seek={on_seek.clone()} {on_speed} {trail} {on_trail} />
                    if *live {
                        <LiveCounters game={state.game.clone()} played={Played::Replayed {
                            timeline: state.timeline.clone(), shown: state.shown,
                            clock_ms: state.clock_ms, time_ms: state.game_clock_ms() }} />
                    }
                    <section class="result replay-counters" data-testid="replay-counters" aria-label={w.replay_counters()}>
                        <dl><CountersList counters={counters.clone()} /></dl>
                        <SpeedCurve timeline={state.timeline.clone()} at_ms={state.game_clock_ms()} />
                    </section>
                </div>
                <ReviewList review={state.review.clone()} summary={state.summary.clone()} moves={state.moves()}
                    shown={state.shown} {on_seek} />
            </section>
        </main>
    }
}

/// A callback that dispatches the action `make` makes of its argument.
fn dispatch<A: 'static>(
    dispatcher: &UseReducerDispatcher<State>,
    make: fn(A) -> Action,
) -> Callback<A> {
    let dispatcher = dispatcher.clone();
    Callback::from(move |a: A| dispatcher.dispatch(make(a)))
}

/// Share: a link that opens this replay, copied (or shown, to copy by hand).
fn share(text: AttrValue, note: UseStateHandle<Option<String>>) -> Callback<MouseEvent> {
    Callback::from(move |_: MouseEvent| {
        let link = format!("{}#replay={text}", page_address());
        // Too long to show, and to paste in most places: say so, and what else to use.
        let long = text.len() > handover::ADDRESS_MAX;
        let note = note.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let copied = copy(&link).await;
            let w = words();
            note.set(Some(
                match (copied, long) {
                    (true, false) => w.replay_copied(),
                    (false, false) => w.replay_copy_this(&link),
                    (true, true) => w.replay_long_copied(link.len() / 1024),
                    (false, true) => w.replay_too_long(),
                }
                .to_string(),
            ));
        });
    })
}

/// Export EVF: the replay as a file for other Minesweeper programs.
fn export(timeline: Rc<Timeline>, note: UseStateHandle<Option<String>>) -> Callback<MouseEvent> {
    Callback::from(move |_: MouseEvent| {
        let replay = timeline.replay();
        let saved = to_evf(replay, &Info::default())
            .map_err(|e| refusal::replay(&words(), &e).to_string())
            .and_then(|bytes| download(&replay.file_name(), &bytes, "application/octet-stream"));
        if let Err(why) = saved {
            note.set(Some(words().evf_failed(why).to_string()));
        }
    })
}

/// "Expert 16 × 30, 99 mines · seed 42 · won in 93.417 s": the time to the millisecond, as
/// the community's programs give a video's.
fn title(w: &Words, replay: &Replay, counters: &Counters, end: Status) -> String {
    let config = replay.config();
    let mut parts = vec![w.replay_board_title(
        w.category(config.category()),
        config.rows(),
        config.cols(),
        config.mines(),
    )];
    if replay.seed() != 0 {
        parts.push(w.replay_seed(replay.seed().to_string()));
    }
    let seconds = Arg::shown(counters.time, decimal(counters.time, 3));
    parts.push(match end {
        Status::Won => w.replay_outcome("won", seconds),
        Status::Lost => w.replay_outcome("lost", seconds),
        _ => w.replay_outcome("unfinished", ""),
    });
    parts.join(" · ")
}
