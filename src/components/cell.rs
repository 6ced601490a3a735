use minesweeper_engine::CellView;
use yew::prelude::*;

/// A cell's props are three small `Copy` values: a cell re-renders only when its view changes.
/// Cells carry no event handlers; the board listens once for all of them.
#[derive(Properties, Clone, Copy, PartialEq)]
pub struct CellProps {
    pub row: u32,
    pub col: u32,
    pub view: CellView,
}

#[component]
pub fn Cell(&CellProps { row, col, view }: &CellProps) -> Html {
    let count = match view {
        CellView::Revealed(n) => Some(n),
        _ => None,
    };
    let text = count.filter(|&n| n > 0).map(|n| n.to_string());
    html! {
        <div
            class="cell"
            role="gridcell"
            tabindex="-1"
            data-row={row.to_string()}
            data-col={col.to_string()}
            data-state={view.as_str()}
            data-count={count.map(|n| n.to_string())}
            aria-label={label(row, col, view)}
        >
            { text }
        </div>
    }
}

/// What a screen reader says for a cell, with 1-based coordinates.
pub fn label(row: u32, col: u32, view: CellView) -> String {
    let what = match view {
        CellView::Hidden => "hidden".to_string(),
        CellView::Flagged => "flagged".to_string(),
        CellView::Questioned => "marked with a question mark".to_string(),
        CellView::Revealed(0) => "no mines around".to_string(),
        CellView::Revealed(1) => "1 mine around".to_string(),
        CellView::Revealed(n) => format!("{n} mines around"),
        CellView::Mine => "mine".to_string(),
        CellView::Exploded => "exploded mine".to_string(),
        CellView::WrongFlag => "wrong flag, no mine here".to_string(),
    };
    format!("row {}, column {}, {what}", row + 1, col + 1)
}
