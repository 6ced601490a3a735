use std::rc::Rc;

use minesweeper_engine::{Config, FirstClick, Pos, Status};
use minesweeper_i18n::{analysis, refusal};
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::analysis::state::{Action, State, Tool};
use crate::analysis::{decoded, leave, link, read_text};
use crate::shared::browser::{copy, download};
use crate::shared::components::board::Board;
use crate::shared::input::Pressed;
use crate::shared::words::{decimal, words};

#[derive(Properties, Clone, PartialEq)]
pub struct AnalysisProps {
    /// The position's `.mine` text as the address carried it (URL-encoded).
    pub text: AttrValue,
}

/// The analysis board: the position with each hidden cell's chance on it (`data-probability`,
/// as the game's Probabilities draw them), the tools that set cells, the mine count, what the
/// solver found, and the position as `.mine` text to paste, open, save or share as a link.
#[component]
pub fn AnalysisScreen(props: &AnalysisProps) -> Html {
    let state = use_reducer({
        let text = decoded(&props.text);
        move || State::of_text(&text)
    });
    let cursor = use_state(|| Pos::new(0, 0));
    let note = use_state(|| None::<String>);
    let draft = use_node_ref();
    let w = words();
    let setup = &state.setup;
    let grid = setup.grid();
    let on_move = {
        let dispatcher = state.dispatcher();
        use_callback((), move |pressed: Pressed, _| {
            dispatcher.dispatch(Action::Press(pressed.pos, pressed.press))
        })
    };
    let on_cursor = {
        let cursor = cursor.clone();
        use_callback((), move |pos: Pos, _| cursor.set(pos))
    };
    let text = setup.to_text();
    let on_load = pasted(state.dispatcher(), draft.clone());
    let on_file = file_opened(state.dispatcher());
    let on_save = saved(text.clone(), note.clone());
    let on_link = linked(text.clone(), note.clone());
    let on_back = Callback::from(|_: MouseEvent| leave());
    // The board is drawn with any valid mine count: it shows the cells, not a game.
    let cells = u64::from(grid.rows()) * u64::from(grid.cols());
    let config = Config::new(
        grid.rows().into(),
        grid.cols().into(),
        u64::from(setup.mines()).clamp(1, cells.saturating_sub(1).max(1)),
        FirstClick::Safe,
    );
    let (findings, problem) = match &state.study {
        Ok(study) => (analysis::findings(&w, setup, study, decimal), None),
        Err(why) => (
            Vec::new(),
            Some(w.analysis_refused(refusal::setup(&w, why))),
        ),
    };
    let best = state
        .study
        .as_ref()
        .ok()
        .and_then(|s| s.clear.map(|(_, cell)| cell).or(s.safest.first().copied()))
        .map(|i| grid.pos(i));
    let refused = state
        .refused
        .as_ref()
        .map(|why| w.analysis_refused(refusal::setup(&w, why)));
    html! {
        <main class="app analysis-page" data-testid="analysis">
            <header class="topbar">
                <h1>{ w.analysis_title() }</h1>
                <nav class="topbar-actions" aria-label={w.analysis_title()}>
                    <button type="button" data-testid="analysis-back" onclick={on_back}>{ w.analysis_back() }</button>
                    <label class="file-button">
                        { w.analysis_file() }
                        <input type="file" accept=".mine,.txt,text/plain" data-testid="analysis-file" onchange={on_file} />
                    </label>
                    <button type="button" data-testid="analysis-save" onclick={on_save}>{ w.analysis_save() }</button>
                    <button type="button" data-testid="analysis-link" onclick={on_link}>{ w.analysis_link() }</button>
                </nav>
            </header>
            if let Some(note) = &*note {
                <p class="share-note" role="status" data-testid="analysis-note">{ note.clone() }</p>
            }
            if let Some(why) = refused.or(problem) {
                <p class="notice" role="alert" data-testid="analysis-refused">{ why }</p>
            }
            { tools(&state, cells) }
            if let Ok(config) = config {
                <section class="window" aria-label={w.analysis_title()}>
                    <Board rows={state.rows.clone()} {config} status={Status::Playing} cursor={*cursor}
                        hinted={best} marks={false} flag_mode={false} {on_move} {on_cursor} />
                </section>
            }
            <section class="result analysis-findings" data-testid="analysis-findings" aria-live="polite">
                { for findings.iter().map(|line| html! { <p>{ line.clone() }</p> }) }
            </section>
            <details class="analysis-text">
                <summary>{ w.analysis_paste() }</summary>
                <textarea ref={draft} data-testid="analysis-text" rows="8" spellcheck="false"
                    value={state.draft.as_deref().map_or(text, str::to_string)} />
                <button type="button" data-testid="analysis-load" onclick={on_load}>{ w.analysis_load() }</button>
            </details>
        </main>
    }
}

/// The tools a press sets cells with, and the mine count.
fn tools(state: &UseReducerHandle<State>, cells: u64) -> Html {
    let w = words();
    let tool = |which: Tool, label: Rc<str>, testid: &'static str| {
        let dispatcher = state.dispatcher();
        let onchange = Callback::from(move |_: Event| dispatcher.dispatch(Action::Tool(which)));
        html! {
            <label class="check">
                <input type="radio" name="analysis-tool" data-testid={testid} checked={state.tool == which} {onchange} />
                { label }
            </label>
        }
    };
    let on_mines = {
        let dispatcher = state.dispatcher();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlInputElement>().value();
            if let Ok(mines) = value.trim().parse::<u32>() {
                dispatcher.dispatch(Action::Mines(mines));
            }
        })
    };
    html! {
        <div class="analysis-tools" role="group" aria-label={w.analysis_tool()}>
            <span>{ w.analysis_tool() }</span>
            { tool(Tool::Open, w.analysis_tool_open(), "analysis-tool-open") }
            { tool(Tool::Flag, w.analysis_tool_flag(), "analysis-tool-flag") }
            { tool(Tool::Hidden, w.analysis_tool_hidden(), "analysis-tool-hidden") }
            <label>{ w.analysis_mines() }
                <input type="number" min="0" max={cells.to_string()} data-testid="analysis-mines"
                    value={state.setup.mines().to_string()} onchange={on_mines} />
            </label>
        </div>
    }
}

/// Show: the text in the box, read as a position.
fn pasted(dispatcher: UseReducerDispatcher<State>, draft: NodeRef) -> Callback<MouseEvent> {
    Callback::from(move |_: MouseEvent| {
        if let Some(area) = draft.cast::<HtmlTextAreaElement>() {
            dispatcher.dispatch(Action::Load(area.value()));
        }
    })
}

/// A `.mine` file picked, read as a position.
fn file_opened(dispatcher: UseReducerDispatcher<State>) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let input = e.target_unchecked_into::<HtmlInputElement>();
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        input.set_value("");
        let dispatcher = dispatcher.clone();
        wasm_bindgen_futures::spawn_local(async move {
            if let Some(text) = read_text(&file).await {
                dispatcher.dispatch(Action::Load(text));
            }
        });
    })
}

/// Save .mine: the position's text as a file.
fn saved(text: String, note: UseStateHandle<Option<String>>) -> Callback<MouseEvent> {
    Callback::from(move |_: MouseEvent| {
        if let Err(why) = download("position.mine", text.as_bytes(), "text/plain") {
            note.set(Some(why));
        }
    })
}

/// Copy link: the address that opens this position (`?mine=…`), copied or shown.
fn linked(text: String, note: UseStateHandle<Option<String>>) -> Callback<MouseEvent> {
    Callback::from(move |_: MouseEvent| {
        let (link, note) = (link(&text), note.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let w = words();
            note.set(Some(if copy(&link).await {
                w.copied("link").to_string()
            } else {
                w.copy_this(link).to_string()
            }));
        });
    })
}
