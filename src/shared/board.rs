//! What every board on every page shares in the DOM: cells found from events by their
//! `data-row`/`data-col`, the keyboard cursor's moves and focus, and the strings cells send,
//! interned once.

use std::sync::OnceLock;

use minesweeper_engine::{Limits, Pos};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

/// Caches in JavaScript the strings every cell sends (attribute names, states, coordinates), so
/// mounting a big board does not encode and decode them once per cell: on 200 × 200 that is
/// most of the 280,000 strings the mount passes to the DOM. `extra`: a page's own.
pub fn intern_strings(extra: &[&str]) {
    use minesweeper_engine::CellView as V;
    use wasm_bindgen::intern;
    for s in [
        "class",
        "role",
        "tabindex",
        "data-row",
        "data-col",
        "data-state",
        "data-count",
        "aria-label",
        "aria-colindex",
        "cell",
        "cell cursor",
        "cell ripple",
        "gridcell",
        "-1",
    ]
    .iter()
    .chain(extra)
    {
        intern(s);
    }
    for view in [
        V::Hidden,
        V::Flagged,
        V::Questioned,
        V::Revealed(0),
        V::Mine,
        V::Exploded,
        V::WrongFlag,
    ] {
        intern(view.as_str());
    }
    for n in numbers() {
        intern(n);
    }
}

/// `n` as text. Every cell renders three or four numbers (its row, column, count, index),
/// thousands of cells at once in a big flood: those up to the largest side come from a table
/// made once, not an allocation each.
pub fn number(n: u32) -> AttrValue {
    match numbers().get(n as usize) {
        Some(text) => AttrValue::Static(text),
        None => n.to_string().into(),
    }
}

/// "0" to the largest side, made once.
fn numbers() -> &'static [String] {
    static NUMBERS: OnceLock<Vec<String>> = OnceLock::new();
    NUMBERS.get_or_init(|| {
        (0..=Limits::UI.max_rows.max(Limits::UI.max_cols))
            .map(|n| n.to_string())
            .collect()
    })
}

/// Where a navigation key moves the keyboard cursor on a `rows` × `cols` board: arrows one
/// cell, Home/End to the row's ends, PageUp/PageDown to the column's. `None` for other keys.
/// On a board drawn on its side (`turned`), the arrows move along the screen: down is the next
/// column, right the next row.
pub fn key_target(key: &str, cursor: Pos, rows: u32, cols: u32, turned: bool) -> Option<Pos> {
    let (last_row, last_col) = (rows.max(1) - 1, cols.max(1) - 1);
    let Pos { row, col } = cursor;
    let key = match (turned, key) {
        (true, "ArrowUp") => "ArrowLeft",
        (true, "ArrowDown") => "ArrowRight",
        (true, "ArrowLeft") => "ArrowUp",
        (true, "ArrowRight") => "ArrowDown",
        _ => key,
    };
    match key {
        "ArrowUp" => Some(Pos::new(row.saturating_sub(1), col)),
        "ArrowDown" => Some(Pos::new((row + 1).min(last_row), col)),
        "ArrowLeft" => Some(Pos::new(row, col.saturating_sub(1))),
        "ArrowRight" => Some(Pos::new(row, (col + 1).min(last_col))),
        "Home" => Some(Pos::new(row, 0)),
        "End" => Some(Pos::new(row, last_col)),
        "PageUp" => Some(Pos::new(0, col)),
        "PageDown" => Some(Pos::new(last_row, col)),
        _ => None,
    }
}

/// The grid's focus handler: focus that lands on the grid itself (a click on its edge, or Tab)
/// goes on to the cursor's cell, the board's one tab stop.
pub fn focus_to_cursor(grid: &NodeRef, cursor: Pos) -> Callback<FocusEvent> {
    let grid = grid.clone();
    Callback::from(move |e: FocusEvent| {
        let on_grid = e
            .target()
            .zip(grid.get())
            .is_some_and(|(t, g)| t == g.into());
        if on_grid {
            if let Some(cell) = grid
                .cast::<Element>()
                .and_then(|g| cell_element(&g, cursor))
            {
                let _ = cell.focus();
            }
        }
    })
}

/// The cell under an event, read from its `data-row`/`data-col`, and whether it is revealed.
/// Anything unexpected in the DOM yields `None`, never a panic.
pub fn cell_at(e: &Event) -> Option<(Pos, bool)> {
    let target = e.target()?.dyn_into::<Element>().ok()?;
    let cell = target.closest("[data-row][data-col]").ok()??;
    let row = cell.get_attribute("data-row")?.parse().ok()?;
    let col = cell.get_attribute("data-col")?.parse().ok()?;
    let revealed = cell.get_attribute("data-state").as_deref() == Some("revealed");
    Some((Pos::new(row, col), revealed))
}

pub fn cell_element(grid: &Element, pos: Pos) -> Option<HtmlElement> {
    grid.query_selector(&format!(
        "[data-row=\"{}\"][data-col=\"{}\"]",
        pos.row, pos.col
    ))
    .ok()??
    .dyn_into()
    .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arrows_move_along_the_screen_on_a_turned_board() {
        let at = Pos::new(3, 20);
        let key = |k: &str, turned: bool| key_target(k, at, 16, 30, turned);
        assert_eq!(key("ArrowDown", false), Some(Pos::new(4, 20)));
        assert_eq!(key("ArrowRight", false), Some(Pos::new(3, 21)));
        // On its side the board's columns run down the screen and its rows across.
        assert_eq!(key("ArrowDown", true), Some(Pos::new(3, 21)));
        assert_eq!(key("ArrowUp", true), Some(Pos::new(3, 19)));
        assert_eq!(key("ArrowRight", true), Some(Pos::new(4, 20)));
        assert_eq!(key("ArrowLeft", true), Some(Pos::new(2, 20)));
        // Home/End and the page keys keep their meaning on the board.
        assert_eq!(key("End", true), Some(Pos::new(3, 29)));
        assert_eq!(key("x", true), None);
        // Clamped at the edges, and no underflow on an empty size.
        assert_eq!(
            key_target("ArrowRight", Pos::new(15, 0), 16, 30, true),
            Some(Pos::new(15, 0))
        );
        assert_eq!(
            key_target("ArrowDown", Pos::new(0, 0), 0, 0, false),
            Some(Pos::new(0, 0))
        );
    }
}
