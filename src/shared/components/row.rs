//! A board's rows, the same for every board (the classic game's tiles, Battle's squares): all
//! of them, or on a board too big to render whole those in the window, each with the keyboard
//! cursor's cell wherever it is.

use std::rc::Rc;

use yew::prelude::*;

use super::cell::{Drawn, Place};
use crate::shared::board::number;
use crate::shared::viewport::Window;
use minesweeper_engine::Pos;

#[derive(Properties, PartialEq)]
pub struct RowProps<T: Drawn> {
    pub row: u32,
    /// Unchanged rows keep the same `Rc`, so this comparison is a pointer check.
    pub cells: Rc<[T]>,
    /// The keyboard cursor's column, when it is in this row.
    pub cursor_col: Option<u32>,
    /// The column of the board's mark ([`Place::marked`]), when it is in this row.
    #[prop_or_default]
    pub marked_col: Option<u32>,
    /// On a board too big to render whole: the columns rendered (inclusive), and one more
    /// outside them (the keyboard cursor's), placed by its index.
    #[prop_or_default]
    pub window: Option<(u32, u32)>,
    #[prop_or_default]
    pub extra: Option<u32>,
}

/// One board row. Only rows whose cells changed re-render, so a click on a 200 × 200 board
/// touches one row's 200 cells instead of 40,000.
#[component]
pub fn Row<T: Drawn>(props: &RowProps<T>) -> Html {
    let RowProps {
        row,
        cells,
        cursor_col,
        marked_col,
        window,
        extra,
    } = props;
    let row = *row;
    // Whole, or the window's columns with the cursor's cell before or after them: one html!
    // for both (each costs the first screen's module its own code). Cells are keyed by column
    // as rows are: a column fewer removes one cell; when scrolling brings the cursor's cell
    // into the window, Yew keeps its element (and its focus).
    let (first, last) = window.unwrap_or((0, (cells.len() as u32).saturating_sub(1)));
    let extra = extra.filter(|&c| !(first..=last).contains(&c));
    let cols = extra
        .filter(|&c| c < first)
        .into_iter()
        .chain(first..=last)
        .chain(extra.filter(|&c| c > last))
        .filter_map(|col| {
            let tile = *cells.get(col as usize)?;
            Some(tile.draw(Place {
                row,
                col,
                cursor: *cursor_col == Some(col),
                marked: *marked_col == Some(col),
                indexed: window.is_some(),
                extra: Some(col) == extra,
            }))
        });
    // Placed by CSS from its index; screen readers get the row's and the cells' indices.
    html! {
        <div
            class="row"
            role="row"
            aria-rowindex={window.map(|_| number(row + 1))}
            style={window.map(|_| format!("--r:{row};--c0:{first}"))}
        >
            { for cols }
        </div>
    }
}

/// The rows rendered: all of them, or those in the window (and the cursor's). Keyed: Yew
/// matches an unkeyed list from its end, so one row fewer would shift every row's props and
/// rewrite the whole board. The rows have a parent of their own: beside the board's other
/// children, the keyed list would be one child of an unkeyed one, and a row more or fewer would
/// rebuild every cell. A plain function: the classic board wraps it in a component of its own
/// (its board re-renders for its tip and pointer), Battle's calls it (a component costs the
/// first screen's module its own code).
pub fn rows<T: Drawn>(
    rows: &[Rc<[T]>],
    window: Option<Window>,
    cursor: Pos,
    marked: Option<Pos>,
) -> Html {
    let shown: Vec<u32> = match window {
        Some(window) => window.rendered_rows(cursor.row),
        None => (0..rows.len() as u32).collect(),
    };
    html! {
        <div role="rowgroup">
            { for shown.iter().filter_map(|&row| Some((row, rows.get(row as usize)?))).map(|(row, cells)| {
                let cursor_col = (cursor.row == row).then_some(cursor.col);
                let marked_col = marked.filter(|m| m.row == row).map(|m| m.col);
                // The cursor's cell is always rendered: the keyboard and screen readers land
                // on it, and focusing it scrolls it into view.
                let (window_cols, extra) = match window {
                    Some(window) => (Some(window.cols), cursor_col.filter(|&c| !window.has_col(c))),
                    None => (None, None),
                };
                html! { <Row<T> key={row} {row} cells={cells.clone()} {cursor_col} {marked_col} window={window_cols} {extra} /> }
            }) }
        </div>
    }
}
