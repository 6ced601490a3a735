use std::rc::Rc;

use minesweeper_engine::input::Controls;
use minesweeper_engine::{Config, Pos, Status};
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use super::chance_tip;
use super::row;
use crate::shared::board::cell_at;
use crate::shared::input::{use_board_input, Cursor, Listeners, Point, Pressed};
use crate::shared::tiles::RowViews;
use crate::shared::view::{use_board_view, BoardView, ZoomTo};
use crate::shared::viewport::Window;
use crate::shared::words::words;
use minesweeper_engine::format::fixed;

#[derive(Properties, Clone, PartialEq)]
pub struct BoardProps {
    pub rows: Rc<Vec<RowViews>>,
    pub config: Config,
    pub status: Status,
    pub cursor: Pos,
    /// The chance most hidden cells share while probabilities are shown: set once on the
    /// board (as `--p`, which those cells inherit) instead of on each of them.
    #[prop_or_default]
    pub common_chance: Option<u16>,
    /// The cell the last hint (or autoplay move) played, until the player moves.
    #[prop_or_default]
    pub hinted: Option<Pos>,
    /// Right click (and F, and long press) cycles flag → ? → hidden instead of toggling a flag.
    pub marks: bool,
    /// Taps and left clicks flag instead of revealing (numbers still chord).
    pub flag_mode: bool,
    /// A no-guess board is being made for the first click: the board says so (`aria-busy`).
    #[prop_or_default]
    pub finding: bool,
    /// A ranked game, refereed by the game server (`data-ranked`).
    #[prop_or_default]
    pub ranked: bool,
    /// A press on a cell, under the board's controls: what it means is the engine's to say,
    /// by the state that holds the game. Made once by the app, so they never make the board
    /// look changed.
    pub on_move: Callback<Pressed>,
    pub on_cursor: Callback<Pos>,
    /// A primary press on a cell starts (`true`) or ends (`false`): the face shows its "o".
    #[prop_or_default]
    pub on_press: Callback<bool>,
    /// Where the pointer is over the board ([`Point`]), for the replay's cursor.
    #[prop_or_default]
    pub on_track: Option<Callback<Point>>,
    /// What a page draws over the grid (a replay's cursor), told whether the board is drawn
    /// on its side. A callback rather than a component here, so that what it draws is built
    /// by the page that draws it: the replay's cursor is not in the first screen's code.
    #[prop_or_default]
    pub overlay: Option<Callback<bool, Html>>,
}

/// The grid. It listens once for every cell (event delegation): cells stay plain markup and no
/// closure is made per cell. Mouse, keyboard and touch all end in the same `on_move`
/// ([`use_board_input`]), as a [`Pressed`] under the board's [`Controls`].
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let grid = use_node_ref();
    let config = props.config;
    let (rows, cols) = (config.rows(), config.cols());
    let view = use_board_view(rows, cols);
    let tip = use_chance_tip(&grid);
    let controls = Controls::OURS
        .with_marks(props.marks)
        .with_flag_mode(props.flag_mode);
    // The tip follows the keyboard cursor as it does the mouse.
    let on_cursor = {
        let (hover, on_cursor) = (tip.hover.clone(), props.on_cursor.clone());
        Callback::from(move |pos: Pos| {
            hover.set(Some(pos));
            on_cursor.emit(pos);
        })
    };
    let listeners = Listeners {
        on_cell: props.on_move.clone(),
        on_cursor,
        on_press: props.on_press.clone(),
        on_gesture: view.on_gesture.clone(),
        on_track: props.on_track.clone(),
    };
    let cursor = Cursor {
        pos: props.cursor,
        rows,
        cols,
        turned: view.fit.turned,
    };
    let input = use_board_input(&grid, cursor, controls, listeners);
    let onpointerleave = {
        let (hover, cancel) = (tip.hover.clone(), input.onpointercancel.clone());
        Callback::from(move |e: PointerEvent| {
            hover.set(None);
            cancel.emit(e);
        })
    };

    let label = words().board(rows, cols, config.mines());
    let style = board_style(&view, rows, cols, props.common_chance);
    // Read from the tiles at each render, so the tip follows the chance as the game goes on.
    let hovered_chance = tip.hover.and_then(|pos| {
        let tile = props.rows.get(pos.row as usize)?.get(pos.col as usize)?;
        Some((pos, tile.chance?))
    });
    let (partial, turned) = (view.partial, view.fit.turned);
    html! { <>
        <div class="board-scroll" ref={view.scroller.clone()} onscroll={view.onscroll.clone()} style={view.box_style.clone()}>
            <div
                ref={grid}
                class={classes!("board", props.flag_mode.then_some("flag-mode"), partial.then_some("partial"), turned.then_some("turned"))}
                role="grid"
                aria-rowcount={partial.then(|| rows.to_string())}
                aria-colcount={partial.then(|| cols.to_string())}
                aria-label={label}
                data-status={props.status.as_str()}
                aria-busy={props.finding.then_some("true")}
                data-ranked={props.ranked.then_some("true")}
                {style}
                onclick={input.onclick}
                oncontextmenu={input.oncontextmenu}
                onpointerdown={input.onpointerdown}
                onpointerup={input.onpointerup}
                onpointercancel={input.onpointercancel}
                {onpointerleave}
                onpointerover={tip.onpointerover}
                onpointermove={input.onpointermove}
                onkeydown={input.onkeydown}
                onfocus={input.onfocus}
                onfocusout={tip.onfocusout}
            >
                <Rows rows={props.rows.clone()} window={view.window} cursor={props.cursor} hinted={props.hinted} />
                if let Some((pos, chance)) = hovered_chance {
                    { chance_tip::view(pos, chance, cols) }
                }
                if let Some(overlay) = &props.overlay {
                    { overlay.emit(turned) }
                }
            </div>
        </div>
        { zoom_bar(&view.on_zoom) }
    </> }
}

/// The board's inline style: its size ([`BoardView::size_style`]); the chance most hidden
/// cells share, as `--p`.
fn board_style(view: &BoardView, rows: u32, cols: u32, common: Option<u16>) -> String {
    let mut style = view.size_style(rows, cols);
    if let Some(common) = common {
        style.push_str(&format!(";--p:{}", fixed(f64::from(common) / 1000.0, 3)));
    }
    style
}

#[derive(Properties, Clone, PartialEq)]
struct RowsProps {
    rows: Rc<Vec<RowViews>>,
    /// The rows and columns rendered, for a partly rendered board.
    window: Option<Window>,
    cursor: Pos,
    hinted: Option<Pos>,
}

/// The board's rows ([`row::rows`]), re-rendered only when they, the window, the cursor or the hint
/// changed (not for the tip or the pointer).
#[component]
fn Rows(props: &RowsProps) -> Html {
    row::rows(&props.rows, props.window, props.cursor, props.hinted)
}

/// The cell whose mine chance is shown: under the mouse (over a shaded cell), or the keyboard
/// cursor's; focus leaving the board takes the keyboard's tip with it.
struct ChanceTipState {
    hover: UseStateHandle<Option<Pos>>,
    onpointerover: Callback<PointerEvent>,
    onfocusout: Callback<FocusEvent>,
}

#[hook]
fn use_chance_tip(grid: &NodeRef) -> ChanceTipState {
    let hover = use_state_eq(|| None::<Pos>);
    let onpointerover = {
        let hover = hover.clone();
        Callback::from(move |e: PointerEvent| {
            let shaded = e.pointer_type() == "mouse"
                && e.target()
                    .and_then(|t| t.dyn_into::<Element>().ok())
                    .and_then(|t| t.closest("[data-probability]").ok().flatten())
                    .is_some();
            // `use_state_eq`: moving within one cell, or over unshaded ones, renders nothing.
            hover.set(cell_at(&e).map(|(pos, _)| pos).filter(|_| shaded));
        })
    };
    let onfocusout = {
        let (grid, hover) = (grid.clone(), hover.clone());
        Callback::from(move |e: FocusEvent| {
            let within = e
                .related_target()
                .and_then(|t| t.dyn_into::<web_sys::Node>().ok())
                .zip(grid.cast::<Element>())
                .is_some_and(|(to, grid)| grid.contains(Some(&to)));
            if !within {
                hover.set(None);
            }
        })
    };
    ChanceTipState {
        hover,
        onpointerover,
        onfocusout,
    }
}

/// The zoom's buttons, under every board: −, Fit (the fitted size, or the whole board) and +.
/// Ctrl + wheel and a pinch do the same. One listener for the three.
pub fn zoom_bar(on_zoom: &Callback<ZoomTo>) -> Html {
    let on_zoom = on_zoom.clone();
    let onclick = Callback::from(move |e: MouseEvent| {
        let button = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("button").ok().flatten())
            .and_then(|b| b.get_attribute("data-testid"));
        let to = match button.as_deref() {
            Some("zoom-out") => ZoomTo::Out,
            Some("zoom-fit") => ZoomTo::All,
            Some("zoom-in") => ZoomTo::In,
            _ => return,
        };
        on_zoom.emit(to);
    });
    let w = words();
    html! {
        <div class="zoom" role="group" aria-label={w.zoom()} {onclick}>
            <button type="button" aria-label={w.zoom_out()} title={w.zoom_out_title()} data-testid="zoom-out">{ "−" }</button>
            <button type="button" title={w.zoom_fit_title()} data-testid="zoom-fit">{ w.zoom_fit() }</button>
            <button type="button" aria-label={w.zoom_in()} title={w.zoom_in_title()} data-testid="zoom-in">{ "+" }</button>
        </div>
    }
}
