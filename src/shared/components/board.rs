use std::rc::Rc;

use minesweeper_engine::{Action as Move, Config, Pos, Status};
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use super::chance_tip::ChanceTip;
use super::row::Row;
use crate::shared::board::{cell_at, cell_element, focus_to_cursor, key_target};
use crate::shared::clicks::Clicks;
use crate::shared::tiles::RowViews;
use crate::shared::touch::Touch;
use crate::shared::viewport::{self, Window};
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
    /// Made once by the app, so they never make the board look changed.
    pub on_move: Callback<Move>,
    pub on_cursor: Callback<Pos>,
    /// A primary press on a cell starts (`true`) or ends (`false`): the face shows its "o".
    #[prop_or_default]
    pub on_press: Callback<bool>,
}

/// The grid. It listens once for every cell (event delegation): cells stay plain markup and no
/// closure is made per cell. Mouse, keyboard and touch all end in the same `on_move`.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let grid = use_node_ref();
    let scroller = use_node_ref();
    let rows = props.config.rows();
    let cols = props.config.cols();
    // The window's size decides whether the whole board is rendered (see `viewport`).
    let screen = use_state_eq(screen_size);
    use_effect_with((), {
        let screen = screen.clone();
        move |_| {
            let listener = web_sys::window().map(|w| {
                gloo_events::EventListener::new(&w, "resize", move |_| screen.set(screen_size()))
            });
            move || drop(listener)
        }
    });
    let partial = !viewport::fits(rows, cols, screen.0, screen.1);
    // How far the scroll box is scrolled (top, left), read when it scrolls: its size follows
    // from the window's, so a new board size is drawn without reading the page's layout.
    let scrolled = use_state_eq(|| (0.0, 0.0));
    let measure = {
        let (scroller, scrolled) = (scroller.clone(), scrolled.clone());
        move || {
            if let Some(el) = scroller.cast::<Element>() {
                scrolled.set((f64::from(el.scroll_top()), f64::from(el.scroll_left())));
            }
        }
    };
    {
        // A board that turns partial may be scrolled already.
        let measure = measure.clone();
        use_effect_with(partial, move |&partial| {
            if partial {
                measure();
            }
        });
    }
    // Only a partly rendered board has a window to move.
    let onscroll = {
        let measure = measure.clone();
        Callback::from(move |_: Event| {
            if partial {
                measure();
            }
        })
    };
    let touch = use_memo((), |()| Touch::default());
    let clicks = use_memo((), |()| Clicks::default());
    // The cell whose mine chance is shown: under the mouse, or the keyboard cursor's.
    let hover = use_state_eq(|| None::<Pos>);
    let config = props.config;
    let flag = if props.marks {
        Move::CycleMark
    } else {
        Move::ToggleFlag
    };

    // Keep DOM focus on the cursor cell while the board has focus, so screen readers read it.
    // A key that moved the cursor counts as focus too: on a big board the cell that had it may
    // have scrolled out of the DOM meanwhile.
    let moved_by_key = use_mut_ref(|| false);
    {
        let (grid, moved_by_key) = (grid.clone(), moved_by_key.clone());
        use_effect_with(props.cursor, move |&cursor| {
            if let Some(grid) = grid.cast::<Element>() {
                let focused = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.active_element())
                    .is_some_and(|active| grid.contains(Some(&active)));
                if std::mem::take(&mut *moved_by_key.borrow_mut()) || focused {
                    if let Some(cell) = cell_element(&grid, cursor) {
                        let _ = cell.focus();
                    }
                }
            }
        });
    }

    // A left click: a reveal (a chord on a number), or a flag in flag mode.
    let flag_mode = props.flag_mode;
    let click = move |pos: Pos, revealed: bool| {
        if flag_mode && !revealed {
            flag(pos)
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
                on_move.emit(click(pos, revealed));
            }
        })
    };
    let oncontextmenu = {
        let (on_move, touch) = (props.on_move.clone(), touch.clone());
        Callback::from(move |e: MouseEvent| {
            // The board is a game surface: its context menu never opens. A touch long press is
            // handled by its own timer (not every browser sends this event for it).
            e.prevent_default();
            if touch.owns_context_menu() {
                return;
            }
            if let Some((pos, _)) = cell_at(&e) {
                on_move.emit(flag(pos));
            }
        })
    };
    let onpointerdown = {
        let (on_move, touch, on_press) =
            (props.on_move.clone(), touch.clone(), props.on_press.clone());
        let clicks = clicks.clone();
        Callback::from(move |e: PointerEvent| {
            // A tap on a number chords: there is nothing to hold.
            let cell = cell_at(&e);
            clicks.down(&e, cell.map(|(pos, _)| pos));
            if e.button() == 0 && cell.is_some() {
                on_press.emit(true);
            }
            let holdable = cell.is_some_and(|(_, revealed)| !revealed);
            let on_move = on_move.clone();
            touch.down(&e, holdable, move || {
                if let Some((pos, _)) = cell {
                    on_move.emit(flag(pos));
                }
            });
        })
    };
    let cancel_press = {
        let (touch, on_press) = (touch.clone(), props.on_press.clone());
        Callback::from(move |_: PointerEvent| {
            touch.cancel();
            on_press.emit(false);
        })
    };
    // A mouse release on the cell it was pressed on plays the click (see `Clicks`).
    let onpointerup = {
        let (on_move, cancel_press) = (props.on_move.clone(), cancel_press.clone());
        Callback::from(move |e: PointerEvent| {
            cancel_press.emit(e.clone());
            let cell = cell_at(&e);
            if clicks.up(&e, cell.map(|(pos, _)| pos)).is_some() {
                if let Some((pos, revealed)) = cell {
                    on_move.emit(click(pos, revealed));
                }
            }
        })
    };
    // The mouse over a shaded cell shows its chance; anything else hides the tip.
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
    let onpointerleave = {
        let (hover, cancel_press) = (hover.clone(), cancel_press.clone());
        Callback::from(move |e: PointerEvent| {
            hover.set(None);
            cancel_press.emit(e);
        })
    };
    let onpointermove = {
        let touch = touch.clone();
        Callback::from(move |e: PointerEvent| touch.moved(&e))
    };
    let onkeydown = {
        let (on_move, on_cursor) = (props.on_move.clone(), props.on_cursor.clone());
        let moved_by_key = moved_by_key.clone();
        let (cursor, hover) = (props.cursor, hover.clone());
        Callback::from(move |e: KeyboardEvent| {
            if e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            let target = key_target(&e.key(), cursor, config.rows(), config.cols());
            let play = match e.key().as_str() {
                " " | "Enter" => Some(Move::Reveal(cursor)),
                "f" | "F" => Some(flag(cursor)),
                _ => None,
            };
            if target.is_none() && play.is_none() {
                return;
            }
            // Arrows and Space would scroll the page.
            e.prevent_default();
            if let Some(target) = target {
                *moved_by_key.borrow_mut() = target != cursor;
                // The tip follows the keyboard cursor as it does the mouse.
                hover.set(Some(target));
                on_cursor.emit(target);
            }
            if let Some(play) = play {
                on_move.emit(play);
            }
        })
    };
    // Focus leaving the board takes the keyboard's tip with it.
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
    let onfocus = focus_to_cursor(&grid, props.cursor);

    let label = format!(
        "Minesweeper board, {} rows by {} columns, {} mines. Arrow keys move, Space reveals, F flags.",
        config.rows(),
        config.cols(),
        config.mines()
    );
    // A partly rendered board has cells of exactly `MIN_CELL_PX` and is sized in pixels: with
    // no `--rows`/`--cols` for its cells to inherit, a slider step restyles the board, not
    // every cell in view.
    let mut style = if partial {
        // Whole pixels, formatted as integers: formatting a float costs the bundle 6 KB.
        let px = |n: u32| n * viewport::MIN_CELL_PX as u32;
        format!("width:{}px;height:{}px", px(cols), px(rows))
    } else {
        format!("--rows:{rows};--cols:{cols}")
    };
    if let Some(common) = props.common_chance {
        style.push_str(&format!(";--p:{}", fixed(f64::from(common) / 1000.0, 3)));
    }
    let (cursor, hinted) = (props.cursor, props.hinted);
    // Read from the tiles at each render, so the tip follows the chance as the game goes on.
    let hovered_chance = hover.and_then(|pos| {
        let tile = props.rows.get(pos.row as usize)?.get(pos.col as usize)?;
        Some((pos, tile.chance?))
    });
    let (height, width) = viewport::scroll_box(screen.1, screen.0);
    let window = Window::of(scrolled.0, scrolled.1, height, width, rows, cols);
    let shown: Vec<u32> = if partial {
        window.rendered_rows(cursor.row)
    } else {
        (0..props.rows.len() as u32).collect()
    };
    html! {
        <div class="board-scroll" ref={scroller} {onscroll}>
            <div
                ref={grid}
                class={classes!("board", props.flag_mode.then_some("flag-mode"), partial.then_some("partial"))}
                role="grid"
                aria-rowcount={partial.then(|| rows.to_string())}
                aria-colcount={partial.then(|| cols.to_string())}
                aria-label={label}
                data-status={props.status.as_str()}
                aria-busy={props.finding.then_some("true")}
                {style}
                {onclick}
                {oncontextmenu}
                {onpointerdown}
                {onpointerup}
                onpointercancel={cancel_press}
                {onpointerleave}
                {onpointerover}
                {onpointermove}
                {onkeydown}
                {onfocus}
                {onfocusout}
            >
                // Keyed: Yew matches an unkeyed list from its end, so one row fewer would shift
                // every row's props and rewrite the whole board. The rows have a parent of
                // their own: beside the tip, the keyed list would be one child of an unkeyed
                // one, and a row more or fewer would rebuild every cell.
                <div role="rowgroup">
                    { for shown.iter().filter_map(|&row| Some((row, props.rows.get(row as usize)?))).map(|(row, cells)| {
                        let cursor_col = (cursor.row == row).then_some(cursor.col);
                        let hinted_col = hinted.filter(|h| h.row == row).map(|h| h.col);
                        // The cursor's cell is always rendered: the keyboard and screen
                        // readers land on it, and focusing it scrolls it into view.
                        let (window_cols, extra) = if partial {
                            let extra = cursor_col.filter(|&c| !window.has_col(c));
                            (Some(window.cols), extra)
                        } else {
                            (None, None)
                        };
                        html! { <Row key={row} {row} cells={cells.clone()} {cursor_col} {hinted_col} window={window_cols} {extra} /> }
                    }) }
                </div>
                if let Some((pos, chance)) = hovered_chance {
                    <ChanceTip {pos} {chance} cols={config.cols()} />
                }
            </div>
        </div>
    }
}

/// The window's inner size in CSS pixels (a large default where there is no window).
fn screen_size() -> (f64, f64) {
    let size =
        |v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>| v.ok().and_then(|v| v.as_f64());
    web_sys::window()
        .and_then(|w| Some((size(w.inner_width())?, size(w.inner_height())?)))
        .unwrap_or((1920.0, 1080.0))
}
