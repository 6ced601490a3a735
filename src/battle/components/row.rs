use yew::prelude::*;

use super::cell::{cell, CellProps};
use crate::battle::state::Squares;
use crate::shared::board::number;

#[derive(Properties, Clone, PartialEq)]
pub struct RowProps {
    pub row: u32,
    /// Unchanged rows keep the same `Rc`: comparing them is a pointer check.
    pub tiles: Squares,
    pub cursor_col: Option<u32>,
    pub last_col: Option<u32>,
    /// On a board too big for its box: the columns rendered (inclusive), and one more outside
    /// them (the keyboard cursor's), placed by its column, as the classic board's rows.
    #[prop_or_default]
    pub window: Option<(u32, u32)>,
    #[prop_or_default]
    pub extra: Option<u32>,
}

/// One battle row: only rows around a move re-render.
#[component]
pub fn Row(
    RowProps {
        row,
        tiles,
        cursor_col,
        last_col,
        window,
        extra,
    }: &RowProps,
) -> Html {
    let row = *row;
    // Whole, or the window's columns with the cursor's cell before or after them: one
    // html! for both (each costs the first screen's module its own code).
    let (first, last) = window.unwrap_or((0, (tiles.len() as u32).saturating_sub(1)));
    let extra = extra.filter(|&c| !(first..=last).contains(&c));
    let cols = extra
        .filter(|&c| c < first)
        .into_iter()
        .chain(first..=last)
        .chain(extra.filter(|&c| c > last))
        .filter_map(|col| {
            let tile = *tiles.get(col as usize)?;
            Some(cell(CellProps {
                row,
                col,
                tile,
                cursor: *cursor_col == Some(col),
                last: *last_col == Some(col),
                indexed: window.is_some(),
                extra: Some(col) == extra,
            }))
        });
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
