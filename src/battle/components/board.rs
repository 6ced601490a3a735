use std::rc::Rc;

use minesweeper_engine::input::Controls;
use minesweeper_engine::Pos;
use yew::prelude::*;

use crate::battle::state::{owner_name, Squares, CPU, YOU};
use crate::shared::components::board::zoom_bar;
use crate::shared::components::row;
use crate::shared::input::{use_board_input, Cursor, Listeners, Pressed};
use crate::shared::view::use_board_view;

#[derive(Properties, Clone, PartialEq)]
pub struct BattleBoardProps {
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
    /// A press on a cell: the state that holds the battle asks the engine what it means.
    pub on_move: Callback<Pressed>,
    pub on_cursor: Callback<Pos>,
    /// Whether your territory starts at the top left (else the bottom right), for the board's
    /// label.
    #[prop_or(true)]
    pub top_left: bool,
}

/// The battle grid. As the classic board, it listens once for every cell, and a press means
/// what it means there (the engine's `input::interpret`): a click on a hidden cell opens it,
/// on one of your numbers chords, a right click or long press flags; arrows move the cursor,
/// Space or Enter opens or chords, F flags.
#[component]
pub fn BattleBoard(props: &BattleBoardProps) -> Html {
    let grid = use_node_ref();
    let rows = props.rows.len() as u32;
    let cols = props.cols;
    // A board bigger than its box (intermediate and expert on a phone) renders the cells in
    // view, as the classic board does: a third of expert's 1,500 on a phone held upright.
    let view = use_board_view(rows, cols);
    let listeners = Listeners {
        on_cell: props.on_move.clone(),
        on_cursor: props.on_cursor.clone(),
        on_press: Callback::noop(),
        on_gesture: view.on_gesture.clone(),
        on_track: None,
    };
    let cursor = Cursor {
        pos: props.cursor,
        rows,
        cols,
        turned: view.fit.turned,
    };
    let input = use_board_input(&grid, cursor, Controls::OURS, listeners);

    let corner = if props.top_left {
        "top-left"
    } else {
        "bottom-right"
    };
    let label = crate::shared::words::words().battle_board_label(rows, cols, props.mines, corner);
    let style = view.size_style(rows, cols);
    let turn = props
        .turn
        .map(|yours| owner_name(if yours { YOU } else { CPU }));
    let (cursor, last) = (props.cursor, props.last_cpu);
    let partial = view.partial;
    html! { <>
        <div class="board-scroll" ref={view.scroller.clone()} onscroll={view.onscroll.clone()} style={view.box_style.clone()}>
            <div
                ref={grid}
                class={classes!("board", "battle", partial.then_some("partial"), view.fit.turned.then_some("turned"))}
                role="grid"
                aria-rowcount={partial.then(|| rows.to_string())}
                aria-colcount={partial.then(|| cols.to_string())}
                aria-label={label}
                data-mode="battle"
                data-status={props.status}
                data-turn={turn}
                {style}
                onclick={input.onclick}
                oncontextmenu={input.oncontextmenu}
                onpointerdown={input.onpointerdown}
                onpointerup={input.onpointerup}
                onpointercancel={input.onpointercancel.clone()}
                onpointerleave={input.onpointercancel}
                onpointermove={input.onpointermove}
                onkeydown={input.onkeydown}
                onfocus={input.onfocus}
            >
                { row::rows(&props.rows, view.window, cursor, last) }
            </div>
        </div>
        { zoom_bar(&view.on_zoom) }
    </> }
}
