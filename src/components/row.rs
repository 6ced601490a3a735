use yew::prelude::*;

use super::cell::Cell;
use crate::state::RowViews;

#[derive(Properties, Clone, PartialEq)]
pub struct RowProps {
    pub row: u32,
    /// Unchanged rows keep the same `Rc`, so this comparison is a pointer check.
    pub cells: RowViews,
    /// The keyboard cursor's column, when it is in this row.
    pub cursor_col: Option<u32>,
    /// The column of the cell the last hint played, when it is in this row.
    #[prop_or_default]
    pub hinted_col: Option<u32>,
}

/// One board row. Only rows whose cells changed re-render, so a click on a 200 × 200 board
/// touches one row's 200 cell props instead of 40,000.
#[component]
pub fn Row(
    RowProps {
        row,
        cells,
        cursor_col,
        hinted_col,
    }: &RowProps,
) -> Html {
    let row = *row;
    // Cells are keyed by column for the same reason as rows: a column fewer removes one cell.
    html! {
        <div class="row" role="row">
            { for cells.iter().enumerate().map(|(col, tile)| html! {
                <Cell key={col} {row} col={col as u32} view={tile.view} chance={tile.chance} common={tile.common}
                    cursor={*cursor_col == Some(col as u32)} hinted={*hinted_col == Some(col as u32)} ripple={tile.ripple} />
            }) }
        </div>
    }
}
