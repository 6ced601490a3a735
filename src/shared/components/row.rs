use yew::prelude::*;

use super::cell::{cell, CellProps};
use crate::shared::tiles::RowViews;

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
    /// On a board too big to render whole: the columns rendered (inclusive), and one more
    /// outside them (the keyboard cursor's), placed by its index.
    #[prop_or_default]
    pub window: Option<(u32, u32)>,
    #[prop_or_default]
    pub extra: Option<u32>,
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
        window,
        extra,
    }: &RowProps,
) -> Html {
    let row = *row;
    let markup = |col: u32, extra: bool| {
        let tile = cells[col as usize];
        cell(CellProps {
            row,
            col,
            view: tile.view,
            chance: tile.chance,
            common: tile.common,
            cursor: *cursor_col == Some(col),
            hinted: *hinted_col == Some(col),
            ripple: tile.ripple,
            indexed: window.is_some(),
            extra,
        })
    };
    // Cells are keyed by column for the same reason as rows: a column fewer removes one cell.
    match *window {
        None => html! {
            <div class="row" role="row">
                { for (0..cells.len() as u32).map(|col| markup(col, false)) }
            </div>
        },
        // Placed by CSS from its index; screen readers get the row's and the cells' indices.
        // One keyed list with the extra cell in its place: when scrolling brings the cursor's
        // cell into the window, Yew keeps its element (and its focus).
        Some((first, last)) => {
            let last = last.min(cells.len() as u32 - 1);
            let extra =
                extra.filter(|&c| (c as usize) < cells.len() && !(first..=last).contains(&c));
            let before = extra.filter(|&c| c < first);
            let after = extra.filter(|&c| c > last);
            let cols = before
                .into_iter()
                .chain(first..=last)
                .chain(after)
                .map(|col| (col, Some(col) == extra));
            html! {
                <div class="row" role="row" aria-rowindex={(row + 1).to_string()} style={format!("--r:{row};--c0:{first}")}>
                    { for cols.map(|(col, extra)| markup(col, extra)) }
                </div>
            }
        }
    }
}
