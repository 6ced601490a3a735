use std::rc::Rc;

use minesweeper_engine::history::{Entry, History};
use minesweeper_i18n::refusal;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::classic::HISTORY_KEY;
use crate::replay::handover;
use crate::replay::open::{open_video, Progress};
use crate::shared::browser::chosen_file;
use crate::shared::components::modal::Modal;
use crate::shared::storage;
use crate::shared::words::{day_at, decimal, words, Arg, Words};

/// How many games the list shows at first, and each "More" adds.
const PAGE: usize = 50;

#[derive(Properties, Clone, PartialEq)]
pub struct HistoryProps {
    pub on_close: Callback<()>,
}

/// Every game kept, newest first: its date, board, result, time and 3BV, with a button that
/// watches it again; and a file picker that opens a video from another program (AVF, RMV,
/// MVF, EVF).
#[component]
pub fn HistoryDialog(props: &HistoryProps) -> Html {
    // Read once when the dialog opens: the list is not needed before.
    let loaded = use_memo((), |()| {
        storage::read(HISTORY_KEY)
            .map(|text| History::parse(&text))
            .unwrap_or_else(|| Ok((History::default(), Vec::new())))
    });
    let shown = use_state(|| PAGE);
    let problem = use_state(|| None::<String>);
    let reading = use_state(|| None::<String>);
    let on_file = open_video_file(problem.clone(), reading.clone());
    let on_close = props.on_close.clone();
    let w = words();
    let body = match &*loaded {
        Err(why) => html! {
            <p class="notice" role="alert">{ w.history_unreadable(refusal::unread(&w, why)) }</p>
        },
        Ok((history, _)) if history.games.is_empty() => html! {
            <p class="muted" data-testid="history-empty">{ w.history_empty() }</p>
        },
        Ok((history, dropped)) => {
            let more = {
                let shown = shown.clone();
                Callback::from(move |_: MouseEvent| shown.set(*shown + PAGE))
            };
            html! {
                <>
                    if !dropped.is_empty() {
                        <p class="notice" role="status">{ w.history_dropped(refusal::all_dropped(&w, dropped)) }</p>
                    }
                    <div class="table-scroll">
                        <table class="history" data-testid="history">
                            <thead><tr>
                                <th scope="col">{ w.history_date() }</th><th scope="col">{ w.stats_board() }</th><th scope="col">{ w.history_result() }</th>
                                <th scope="col">{ w.result_time() }</th><th scope="col">{ w.result_bbbv() }</th><th scope="col"><span class="visually-hidden">{ w.history_replay() }</span></th>
                            </tr></thead>
                            <tbody>{ for history.games.iter().take(*shown).enumerate().map(|(i, e)| row(&w, i, e)) }</tbody>
                        </table>
                    </div>
                    if history.games.len() > *shown {
                        <button type="button" data-testid="history-more" onclick={more}>
                            { w.history_more(history.games.len() - *shown) }
                        </button>
                    }
                </>
            }
        }
    };
    html! {
        <Modal labelled_by="history-title" class="history-dialog" on_close={on_close.clone()}>
            <h2 id="history-title">{ w.menu_history() }</h2>
            { body }
            <label class="open-file">
                <span>{ w.open_video() }</span>
                <input type="file" accept=".avf,.rmv,.mvf,.evf,application/octet-stream" data-testid="open-evf" onchange={on_file} />
            </label>
            if let Some(what) = &*reading {
                <p class="muted" role="status" data-testid="open-evf-reading">{ what.clone() }</p>
            }
            if let Some(why) = &*problem {
                <p class="notice" role="alert" data-testid="open-evf-problem">{ why.clone() }</p>
            }
            <p class="settings-hint">{ w.history_kept() }</p>
            <div class="modal-actions">
                <button type="button" class="done" onclick={move |_| on_close.emit(())}>{ w.done() }</button>
            </div>
        </Modal>
    }
}

/// The file picker's handler: opens the chosen video ([`open_video`]), saying how it goes.
fn open_video_file(
    problem: UseStateHandle<Option<String>>,
    reading: UseStateHandle<Option<String>>,
) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let Some(file) = e
            .target_dyn_into::<HtmlInputElement>()
            .and_then(|input| chosen_file(&input))
        else {
            return;
        };
        problem.set(None);
        let (problem, reading) = (problem.clone(), reading.clone());
        open_video(
            file,
            Progress {
                reading: Callback::from(move |what| reading.set(what)),
                problem: Callback::from(move |why| problem.set(Some(why))),
            },
        );
    })
}

/// One game of the list, with its Watch button.
fn row(w: &Words, index: usize, entry: &Entry) -> Html {
    let board = w.category(entry.category());
    let mut marks: Vec<Rc<str>> = Vec::new();
    if entry.best {
        marks.push(w.mark_best());
    }
    if entry.daily.is_some() {
        marks.push(w.mark_daily());
    }
    if entry.assisted {
        marks.push(w.mark_solver());
    }
    let replay = entry.replay.clone();
    let watch = Callback::from(move |_: MouseEvent| handover::show(replay.to_string(), None));
    html! {
        <tr data-index={index.to_string()} data-game={entry.id()} data-result={if entry.won { "won" } else { "lost" }}>
            <td>{ day_at(entry.at) }</td>
            <td>{ w.history_board(board, entry.rows, entry.cols, entry.mines) }
                if !marks.is_empty() {
                    <span class="muted">{ w.history_marks(marks.join(&*w.list_separator())) }</span>
                }
            </td>
            <td>{ if entry.won { w.game_won() } else { w.game_lost() } }</td>
            <td>{ w.seconds_short(Arg::shown(f64::from(entry.time_ms) / 1000.0, decimal(f64::from(entry.time_ms) / 1000.0, 1))) }</td>
            <td>{ entry.bbbv }</td>
            <td><button type="button" data-testid="history-watch" onclick={watch}>{ w.watch() }</button></td>
        </tr>
    }
}
