use std::rc::Rc;

use minesweeper_engine::{Action as Move, Config, Pos, Status};
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use super::row::Row;
use crate::state::RowViews;

#[derive(Properties, Clone, PartialEq)]
pub struct BoardProps {
    pub rows: Rc<Vec<RowViews>>,
    pub config: Config,
    pub status: Status,
    /// Made once by the app, so it never makes the board look changed.
    pub on_move: Callback<Move>,
}

/// The grid. It listens for clicks once, for every cell (event delegation): cells stay plain
/// markup, and no closure is made per cell.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let onclick = {
        let on_move = props.on_move.clone();
        Callback::from(move |e: MouseEvent| {
            if e.button() == 0 {
                if let Some(pos) = cell_at(&e) {
                    on_move.emit(Move::Reveal(pos));
                }
            }
        })
    };
    let oncontextmenu = {
        let on_move = props.on_move.clone();
        Callback::from(move |e: MouseEvent| {
            // The board is a game surface: its context menu never opens.
            e.prevent_default();
            if let Some(pos) = cell_at(&e) {
                on_move.emit(Move::ToggleFlag(pos));
            }
        })
    };
    let config = props.config;
    let label = format!(
        "Minesweeper board, {} rows by {} columns, {} mines",
        config.rows(),
        config.cols(),
        config.mines()
    );
    let style = format!("--rows:{};--cols:{}", config.rows(), config.cols());
    html! {
        <div class="board-scroll">
            <div
                class="board"
                role="grid"
                tabindex="0"
                aria-label={label}
                data-status={props.status.as_str()}
                {style}
                {onclick}
                {oncontextmenu}
            >
                { for props.rows.iter().enumerate().map(|(row, cells)| html! {
                    <Row row={row as u32} cells={cells.clone()} />
                }) }
            </div>
        </div>
    }
}

/// The cell under a mouse event, read from its `data-row`/`data-col`. Anything unexpected in
/// the DOM yields `None`, never a panic.
fn cell_at(e: &MouseEvent) -> Option<Pos> {
    let target = e.target()?.dyn_into::<Element>().ok()?;
    let cell = target.closest("[data-row][data-col]").ok()??;
    let row = cell.get_attribute("data-row")?.parse().ok()?;
    let col = cell.get_attribute("data-col")?.parse().ok()?;
    Some(Pos::new(row, col))
}
