use std::rc::Rc;

use minesweeper_engine::counters::Counters;
use minesweeper_engine::format::fixed;
use minesweeper_engine::records::{category, CATEGORIES};
use minesweeper_engine::replay::evf::EvfInfo;
use minesweeper_engine::replay::Replay;
use minesweeper_engine::{Pos, Status};
use yew::prelude::*;

use super::controls::Controls;
use super::review_list::ReviewList;
use crate::replay::hooks::{use_playback, use_review, use_viewer_keys};
use crate::replay::state::{Action, State};
use crate::shared::browser::{copy, download, page_address};
use crate::shared::components::board::Board;
use crate::shared::components::counter::Counter;
use crate::shared::components::counters::CountersList;

#[derive(Properties, Clone, PartialEq)]
pub struct ViewerProps {
    /// The replay's text form, as a link carries it.
    pub text: AttrValue,
    /// Back to the game.
    pub on_close: Callback<()>,
}

/// A replay, read from its text: the player, or what is wrong with the link.
#[component]
pub fn Viewer(ViewerProps { text, on_close }: &ViewerProps) -> Html {
    let replay = use_memo(text.clone(), |text| Replay::from_text(text).map(Rc::new));
    let close = {
        let on_close = on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };
    match &*replay {
        Ok(replay) => {
            html! { <Player replay={replay.clone()} text={text.clone()} on_close={on_close.clone()} /> }
        }
        Err(why) => html! {
            <main class="app replay-page">
                <section class="notice" role="alert" data-testid="replay-error">
                    <span>{ format!("This replay could not be opened: {why}.") }</span>
                    <button type="button" data-testid="replay-close" onclick={close}>{ "Play a game" }</button>
                </section>
            </main>
        },
    }
}

#[derive(Properties, Clone, PartialEq)]
struct PlayerProps {
    replay: Rc<Replay>,
    text: AttrValue,
    on_close: Callback<()>,
}

/// The game played again on its own board, with the controls, the counters and the review.
#[component]
fn Player(props: &PlayerProps) -> Html {
    let state = use_reducer(|| State::new((*props.replay).clone()));
    let note = use_state(|| None::<String>);
    let counters = use_memo(props.replay.clone(), |replay| Counters::of(replay));
    use_playback(state.dispatcher(), state.playing);
    use_review(state.dispatcher(), state.timeline.clone());
    use_viewer_keys(state.dispatcher(), state.moves());

    let dispatcher = state.dispatcher();
    let on_toggle = {
        let d = dispatcher.clone();
        Callback::from(move |()| d.dispatch(Action::Toggle))
    };
    let on_step = {
        let d = dispatcher.clone();
        Callback::from(move |by: isize| d.dispatch(Action::Step(by)))
    };
    let on_seek = {
        let d = dispatcher.clone();
        Callback::from(move |n: usize| d.dispatch(Action::Seek(n)))
    };
    let on_speed = {
        let d = dispatcher.clone();
        Callback::from(move |i: usize| d.dispatch(Action::Speed(i)))
    };
    let on_close = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };
    let on_share = {
        let (text, note) = (props.text.clone(), note.clone());
        Callback::from(move |_: MouseEvent| {
            let link = format!("{}#replay={text}", page_address());
            let note = note.clone();
            wasm_bindgen_futures::spawn_local(async move {
                note.set(Some(if copy(&link).await {
                    "Link to this replay copied.".to_string()
                } else {
                    format!("Copy this link: {link}")
                }));
            });
        })
    };
    let on_export = {
        let (replay, note) = (props.replay.clone(), note.clone());
        Callback::from(move |_: MouseEvent| {
            let saved = replay
                .to_evf(&EvfInfo::default())
                .map_err(|e| e.to_string())
                .and_then(|bytes| {
                    download(&file_name(&replay), &bytes, "application/octet-stream")
                });
            if let Err(why) = saved {
                note.set(Some(format!("The EVF file could not be made: {why}.")));
            }
        })
    };
    let config = *state.game.config();
    let grid = state.game.grid();
    let cursor = state
        .focus()
        .unwrap_or(Pos::new(grid.rows() / 2, grid.cols() / 2));
    let noop_move = use_callback((), |_: minesweeper_engine::Action, _| ());
    let noop_cursor = use_callback((), |_: Pos, _| ());
    let clock = fixed(state.game_clock_ms() / 1000.0, 1);
    html! {
        <main class="app replay-page">
            <header class="topbar">
                <h1>{ "Replay" }</h1>
                <nav class="topbar-actions" aria-label="Replay menu">
                    <button type="button" data-testid="replay-close" onclick={on_close}>{ "Back to the game" }</button>
                    <button type="button" data-testid="replay-share" title="Copy a link that opens this replay" onclick={on_share}>{ "Share" }</button>
                    <button type="button" data-testid="replay-export" title="Save as an EVF file, for other Minesweeper programs" onclick={on_export}>{ "Export EVF" }</button>
                </nav>
            </header>
            if let Some(note) = &*note {
                <p class="share-note" role="status" data-testid="replay-note">{ note }</p>
            }
            <section class="viewer" data-testid="replay" aria-label="Replay"
                data-move={(state.shown as i64 - 1).to_string()} data-moves={state.moves().to_string()}>
                <div class="viewer-main">
                    <p class="replay-title" data-testid="replay-title">{ title(&props.replay, &counters) }</p>
                    <section class="window" aria-label="Board as it was">
                        <div class="toolbar">
                            <Counter value={state.game.mines_left()} label="Mines left" testid="mines-left" />
                            <span class="replay-status" data-status={state.status().as_str()}>{ status_word(state.status()) }</span>
                            <div class="led" data-testid="replay-clock" role="timer" aria-label={format!("{clock} seconds")}>{ clock }</div>
                        </div>
                        <Board rows={state.rows.clone()} {config} status={state.status()} {cursor}
                            hinted={state.focus()} marks={false} flag_mode={false}
                            on_move={noop_move} on_cursor={noop_cursor} />
                    </section>
                    <Controls playing={state.playing} shown={state.shown} moves={state.moves()} speed={state.speed}
                        {on_toggle} {on_step} on_seek={on_seek.clone()} {on_speed} />
                    <section class="result replay-counters" data-testid="replay-counters" aria-label="Counters">
                        <dl>
                            <div class="result-stat"><dt>{ "3BV" }</dt><dd>{ format!("{}/{}", counters.bbbv_solved, counters.bbbv) }</dd></div>
                            <CountersList counters={counters.clone()} />
                        </dl>
                    </section>
                </div>
                <ReviewList review={state.review.clone()} summary={state.summary.clone()} moves={state.moves()}
                    shown={state.shown} {on_seek} />
            </section>
        </main>
    }
}

fn status_word(status: Status) -> &'static str {
    match status {
        Status::Ready => "Not started",
        Status::Playing => "Playing",
        Status::Won => "Won",
        Status::Lost => "Lost",
    }
}

/// "Expert 16 × 30, 99 mines · seed 42 · won in 93.4 s".
fn title(replay: &Replay, counters: &Counters) -> String {
    let config = replay.config();
    let name = CATEGORIES
        .iter()
        .find(|(key, _)| *key == category(config))
        .map_or("Custom", |(_, name)| name);
    let outcome = match replay.final_game().status() {
        Status::Won => format!("won in {} s", fixed(counters.time, 1)),
        Status::Lost => format!("lost after {} s", fixed(counters.time, 1)),
        _ => "not finished".to_string(),
    };
    let seed = if replay.seed() == 0 {
        String::new()
    } else {
        format!(" · seed {}", replay.seed())
    };
    format!(
        "{name} {} × {}, {} mines{seed} · {outcome}",
        config.rows(),
        config.cols(),
        config.mines()
    )
}

/// "minesweeper-expert-seed42.evf".
fn file_name(replay: &Replay) -> String {
    format!(
        "minesweeper-{}-{}x{}-seed{}.evf",
        category(replay.config()),
        replay.config().rows(),
        replay.config().cols(),
        replay.seed()
    )
}
