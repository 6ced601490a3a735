use yew::prelude::*;

use super::cell::{cell, CellProps};
use crate::battle::state::Squares;

#[derive(Properties, Clone, PartialEq)]
pub struct RowProps {
    pub row: u32,
    /// Unchanged rows keep the same `Rc`: comparing them is a pointer check.
    pub tiles: Squares,
    pub cursor_col: Option<u32>,
    pub last_col: Option<u32>,
}

/// One battle row: only rows around a move re-render.
#[component]
pub fn Row(
    RowProps {
        row,
        tiles,
        cursor_col,
        last_col,
    }: &RowProps,
) -> Html {
    let row = *row;
    html! {
        <div class="row" role="row">
            { for tiles.iter().enumerate().map(|(col, &tile)| {
                let col = col as u32;
                cell(CellProps {
                    row,
                    col,
                    tile,
                    cursor: *cursor_col == Some(col),
                    last: *last_col == Some(col),
                })
            }) }
        </div>
    }
}
