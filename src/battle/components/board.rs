use std::rc::Rc;

use minesweeper_engine::battle::Move;
use minesweeper_engine::Pos;
use web_sys::Element;
use yew::prelude::*;

use super::row::Row;
use crate::battle::state::{owner_name, Squares, CPU, YOU};
use crate::shared::board::{cell_at, cell_element, focus_to_cursor, key_target};
use crate::shared::clicks::Clicks;
use crate::shared::touch::Touch;

#[derive(Properties, Clone, PartialEq)]
pub struct BoardProps {
    pub rows: Rc<Vec<Squares>>,
    pub cols: u32,
    pub mines: u32,
    /// `data-status` from your side: making (a no-guess board on its way), ready, playing,
    /// won, lost or draw.
    pub status: &'static str,
    /// Whose move it is in turns pace (`None` in real time).
    pub turn: Option<bool>,
    pub cursor: Pos,
    pub last_cpu: Option<Pos>,
    pub on_move: Callback<Move>,
    pub on_cursor: Callback<Pos>,
}

/// The battle grid. As the classic board, it listens once for every cell: a click on a hidden
/// cell opens it, on one of your numbers chords, a right click or long press flags; arrows move
/// the cursor, Space or Enter opens or chords, F flags.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let grid = use_node_ref();
    let touch = use_memo((), |()| Touch::default());
    let clicks = use_memo((), |()| Clicks::default());
    let rows = props.rows.len() as u32;
    let cols = props.cols;

    {
        let grid = grid.clone();
        use_effect_with(props.cursor, move |&cursor| {
            if let Some(grid) = grid.cast::<Element>() {
                let focused = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.active_element())
                    .is_some_and(|active| grid.contains(Some(&active)));
                if focused {
                    if let Some(cell) = cell_element(&grid, cursor) {
                        let _ = cell.focus();
                    }
                }
            }
        });
    }

    // A revealed cell chords; anything else opens.
    let open = |pos: Pos, revealed: bool| {
        if revealed {
            Move::Chord(pos)
        } else {
            Move::Reveal(pos)
        }
    };
    let onclick = {
        let (on_move, touch, clicks) = (props.on_move.clone(), touch.clone(), clicks.clone());
        Callback::from(move |e: MouseEvent| {
            if clicks.played(&e) || touch.takes_click() || e.button() != 0 {
                return;
            }
            if let Some((pos, revealed)) = cell_at(&e) {
                on_move.emit(open(pos, revealed));
            }
        })
    };
    let oncontextmenu = {
        let (on_move, touch) = (props.on_move.clone(), touch.clone());
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            if touch.owns_context_menu() {
                return;
            }
            if let Some((pos, false)) = cell_at(&e) {
                on_move.emit(Move::Flag(pos));
            }
        })
    };
    let onpointerdown = {
        let (on_move, touch, clicks) = (props.on_move.clone(), touch.clone(), clicks.clone());
        Callback::from(move |e: PointerEvent| {
            let cell = cell_at(&e);
            clicks.down(&e, cell.map(|(pos, _)| pos));
            let holdable = cell.is_some_and(|(_, revealed)| !revealed);
            let on_move = on_move.clone();
            touch.down(&e, holdable, move || {
                if let Some((pos, _)) = cell {
                    on_move.emit(Move::Flag(pos));
                }
            });
        })
    };
    let cancel = {
        let touch = touch.clone();
        Callback::from(move |_: PointerEvent| touch.cancel())
    };
    // A mouse release on the cell it was pressed on plays the click (see `Clicks`).
    let onpointerup = {
        let (on_move, touch) = (props.on_move.clone(), touch.clone());
        Callback::from(move |e: PointerEvent| {
            touch.cancel();
            let cell = cell_at(&e);
            if clicks.up(&e, cell.map(|(pos, _)| pos)).is_some() {
                if let Some((pos, revealed)) = cell {
                    on_move.emit(open(pos, revealed));
                }
            }
        })
    };
    let onpointermove = {
        let touch = touch.clone();
        Callback::from(move |e: PointerEvent| touch.moved(&e))
    };
    let onkeydown = {
        let (on_move, on_cursor) = (props.on_move.clone(), props.on_cursor.clone());
        let cursor = props.cursor;
        let tiles = props.rows.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            let target = key_target(&e.key(), cursor, rows, cols);
            let revealed = tiles
                .get(cursor.row as usize)
                .and_then(|r| r.get(cursor.col as usize))
                .is_some_and(|t| t.look.state() == "revealed");
            let play = match e.key().as_str() {
                " " | "Enter" => Some(open(cursor, revealed)),
                "f" | "F" => Some(Move::Flag(cursor)),
                _ => None,
            };
            if target.is_none() && play.is_none() {
                return;
            }
            e.prevent_default();
            if let Some(target) = target {
                on_cursor.emit(target);
            }
            if let Some(play) = play {
                on_move.emit(play);
            }
        })
    };
    let onfocus = focus_to_cursor(&grid, props.cursor);

    let label = format!(
        "Battle board, {rows} rows by {cols} columns, {} mines. Your territory starts top left. \
         Arrow keys move, Space opens or chords, F flags.",
        props.mines
    );
    let style = format!("--rows:{rows};--cols:{cols}");
    let turn = props
        .turn
        .map(|yours| owner_name(if yours { YOU } else { CPU }));
    let (cursor, last) = (props.cursor, props.last_cpu);
    html! {
        <div class="board-scroll">
            <div
                ref={grid}
                class="board battle"
                role="grid"
                aria-label={label}
                data-mode="battle"
                data-status={props.status}
                data-turn={turn}
                {style}
                {onclick}
                {oncontextmenu}
                {onpointerdown}
                {onpointerup}
                onpointercancel={cancel.clone()}
                onpointerleave={cancel}
                {onpointermove}
                {onkeydown}
                {onfocus}
            >
                <div role="rowgroup">
                    { for props.rows.iter().enumerate().map(|(row, tiles)| {
                        let row = row as u32;
                        let cursor_col = (cursor.row == row).then_some(cursor.col);
                        let last_col = last.filter(|p| p.row == row).map(|p| p.col);
                        html! { <Row key={row} {row} tiles={tiles.clone()} {cursor_col} {last_col} /> }
                    }) }
                </div>
            </div>
        </div>
    }
}
