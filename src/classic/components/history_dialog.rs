use minesweeper_engine::daily::Date;
use minesweeper_engine::format::fixed;
use minesweeper_engine::history::{Entry, History};
use minesweeper_engine::Config;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::classic::HISTORY_KEY;
use crate::replay::handover;
use crate::replay::open::{open_video, Progress};
use crate::shared::browser::chosen_file;
use crate::shared::components::modal::Modal;
use crate::shared::storage;

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
    let body = match &*loaded {
        Err(why) => html! {
            <p class="notice" role="alert">{ format!("Your history could not be read ({why}).") }</p>
        },
        Ok((history, _)) if history.games.is_empty() => html! {
            <p class="muted" data-testid="history-empty">{ "No finished game yet: every game you finish is kept here, with its replay." }</p>
        },
        Ok((history, dropped)) => {
            let more = {
                let shown = shown.clone();
                Callback::from(move |_: MouseEvent| shown.set(*shown + PAGE))
            };
            html! {
                <>
                    if !dropped.is_empty() {
                        <p class="notice" role="status">{ format!("Some games could not be read and were left out ({}).", dropped.join("; ")) }</p>
                    }
                    <div class="table-scroll">
                        <table class="history" data-testid="history">
                            <thead><tr>
                                <th scope="col">{ "Date" }</th><th scope="col">{ "Board" }</th><th scope="col">{ "Result" }</th>
                                <th scope="col">{ "Time" }</th><th scope="col">{ "3BV" }</th><th scope="col"><span class="visually-hidden">{ "Replay" }</span></th>
                            </tr></thead>
                            <tbody>{ for history.games.iter().take(*shown).enumerate().map(|(i, e)| row(i, e)) }</tbody>
                        </table>
                    </div>
                    if history.games.len() > *shown {
                        <button type="button" data-testid="history-more" onclick={more}>
                            { format!("Show more ({} more)", history.games.len() - *shown) }
                        </button>
                    }
                </>
            }
        }
    };
    html! {
        <Modal labelled_by="history-title" class="history-dialog" on_close={on_close.clone()}>
            <h2 id="history-title">{ "History" }</h2>
            { body }
            <label class="open-file">
                <span>{ "Open a video from another program (AVF, RMV, MVF, EVF)" }</span>
                <input type="file" accept=".avf,.rmv,.mvf,.evf,application/octet-stream" data-testid="open-evf" onchange={on_file} />
            </label>
            if let Some(what) = &*reading {
                <p class="muted" role="status" data-testid="open-evf-reading">{ what.clone() }</p>
            }
            if let Some(why) = &*problem {
                <p class="notice" role="alert" data-testid="open-evf-problem">{ why.clone() }</p>
            }
            <p class="settings-hint">{ "The newest 1,000 games and every best time are kept in this browser, nowhere else." }</p>
            <div class="modal-actions">
                <button type="button" class="done" onclick={move |_| on_close.emit(())}>{ "Done" }</button>
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
fn row(index: usize, entry: &Entry) -> Html {
    let board = Config::CATEGORIES
        .iter()
        .find(|(key, _)| *key == entry.category())
        .map_or("Custom", |(_, name)| name);
    let mut marks = Vec::new();
    if entry.best {
        marks.push("best");
    }
    if entry.daily.is_some() {
        marks.push("daily");
    }
    if entry.assisted {
        marks.push("solver");
    }
    let replay = entry.replay.clone();
    let watch = Callback::from(move |_: MouseEvent| handover::show(replay.to_string(), None));
    html! {
        <tr data-index={index.to_string()} data-game={entry.id()} data-result={if entry.won { "won" } else { "lost" }}>
            <td>{ Date::of_unix_ms(entry.at).to_string() }</td>
            <td>{ format!("{board} {}×{}/{}", entry.rows, entry.cols, entry.mines) }
                if !marks.is_empty() {
                    <span class="muted">{ format!(" ({})", marks.join(", ")) }</span>
                }
            </td>
            <td>{ if entry.won { "won" } else { "lost" } }</td>
            <td>{ format!("{} s", fixed(f64::from(entry.time_ms) / 1000.0, 1)) }</td>
            <td>{ entry.bbbv }</td>
            <td><button type="button" data-testid="history-watch" onclick={watch}>{ "Watch" }</button></td>
        </tr>
    }
}
