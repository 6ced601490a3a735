use minesweeper_engine::daily::Date;
use minesweeper_engine::format::fixed;
use minesweeper_engine::history::{Entry, History};
use minesweeper_engine::records::CATEGORIES;
use minesweeper_engine::replay::Checking;
use minesweeper_engine::video::MAX_BYTES;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::classic::HISTORY_KEY;
use crate::replay::handover::{self, Handed};
use crate::shared::browser::{read_file, set_hash};
use crate::shared::components::modal::Modal;
use crate::shared::query::shorten;
use crate::shared::slices;
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
    let on_file = open_video(problem.clone(), reading.clone());
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

/// The file picker's handler: reads the chosen video (its events a slice at a time, between
/// frames), then plays its clicks ([`play_video`]); or says what is wrong with it.
fn open_video(
    problem: UseStateHandle<Option<String>>,
    reading: UseStateHandle<Option<String>>,
) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let Some(input) = e.target_dyn_into::<HtmlInputElement>() else {
            return;
        };
        let (problem, reading) = (problem.clone(), reading.clone());
        problem.set(None);
        wasm_bindgen_futures::spawn_local(async move {
            let opened = match read_file(&input, MAX_BYTES).await {
                Ok((name, bytes)) => {
                    let shown = shorten(&name);
                    reading.set(Some(format!("Reading {shown}…")));
                    Checking::video_paced(&bytes, Some(&name), &mut slices::Turns::from_now())
                        .await
                        .map(|(checking, format, info)| {
                            (shown.clone(), checking, info.credit(format))
                        })
                        .map_err(|e| format!("{shown}: {e}"))
                }
                Err(why) => Err(why),
            };
            match opened {
                Ok((name, checking, source)) => {
                    play_video(name, checking, source, problem, reading)
                }
                Err(why) => {
                    reading.set(None);
                    problem.set(Some(why));
                }
            }
        });
    })
}

/// Plays a video's clicks between frames (a file of 200,000 takes a while), then opens the
/// replay they make, saying who played it with what; or says what is wrong with the file.
fn play_video(
    name: String,
    checking: Checking,
    source: String,
    problem: UseStateHandle<Option<String>>,
    reading: UseStateHandle<Option<String>>,
) {
    let mut checking = Some(checking);
    let step = move || {
        let mut busy = checking.take()?;
        match busy.step(500) {
            Ok(false) => {
                checking = Some(busy);
                None
            }
            Ok(true) => Some(busy.finish()),
            Err(why) => Some(Err(why)),
        }
    };
    slices::spawn_later(step, move |checked| {
        reading.set(None);
        match checked {
            Ok(checked) => {
                // The viewer opens the link without reading the file's moves again.
                let text = checked.timeline.replay().to_text();
                let hash = format!("#replay={text}");
                handover::put(text, Handed { checked, source });
                set_hash(&hash);
            }
            Err(why) => problem.set(Some(format!("{name}: {why}"))),
        }
    });
}

/// One game of the list, with its Watch button.
fn row(index: usize, entry: &Entry) -> Html {
    let board = CATEGORIES
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
    let watch = Callback::from(move |_: MouseEvent| set_hash(&format!("#replay={replay}")));
    html! {
        <tr data-index={index.to_string()} data-result={if entry.won { "won" } else { "lost" }}>
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
