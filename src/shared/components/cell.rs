use minesweeper_engine::CellView;
use yew::prelude::*;

use crate::shared::board::number;
use minesweeper_engine::format::fixed;

/// What a cell shows: a few `Copy` values. A row whose cells changed builds all its cells'
/// markup again, and Yew writes to the page only the attributes that differ. Cells carry no
/// event handlers; the board listens once for all of them.
#[derive(Clone, Copy, PartialEq)]
pub struct CellProps {
    pub row: u32,
    pub col: u32,
    pub view: CellView,
    /// P(mine) in thousandths (`state::chance`), while probabilities are shown.
    pub chance: Option<u16>,
    /// The chance is the board's most common one: the shade comes from the board's `--p`.
    pub common: bool,
    /// The keyboard cursor is here: this cell is the board's one tab stop.
    pub cursor: bool,
    /// The last hint played here: marked so the player sees where.
    pub hinted: bool,
    /// Opened by a small move: plays the reveal ripple (once, when it opens).
    pub ripple: bool,
    /// On a board rendered in part: the cell carries its column index for screen readers.
    pub indexed: bool,
    /// Rendered outside its row's window (the keyboard cursor's cell): placed by its index.
    pub extra: bool,
}

/// One cell's markup, keyed by its column. A plain function rather than a component: a row
/// re-renders only when one of its cells changed, and Yew's bookkeeping per component
/// (scope, scheduling, hooks) cost more than building a row's cells again.
pub fn cell(
    CellProps {
        row,
        col,
        view,
        chance,
        common,
        cursor,
        hinted,
        ripple,
        indexed,
        extra,
    }: CellProps,
) -> Html {
    let count = match view {
        CellView::Revealed(n) => Some(n),
        _ => None,
    };
    let text = count.filter(|&n| n > 0).map(|n| number(u32::from(n)));
    let probability = chance.map(|c| f64::from(c) / 1000.0);
    let mut aria = label(row, col, view);
    if let Some(p) = probability {
        aria.push_str(&format!(", {} mine chance", percent(p)));
    }
    let mut style = probability
        .filter(|_| !common)
        .map(|p| format!("--p:{}", fixed(p, 3)));
    if extra {
        let place = format!("--c:{col}");
        style = Some(style.map_or(place.clone(), |s| format!("{s};{place}")));
    }
    let base = class_name(cursor, hinted, ripple);
    let class: AttrValue = if extra {
        format!("{base} extra").into()
    } else {
        base.into()
    };
    html! {
        <div
            key={col}
            {class}
            role="gridcell"
            aria-colindex={indexed.then(|| number(col + 1))}
            tabindex={if cursor { "0" } else { "-1" }}
            data-row={number(row)}
            data-col={number(col)}
            data-state={view.as_str()}
            data-count={count.map(|n| number(u32::from(n)))}
            data-probability={probability.map(|p| fixed(p, 3))}
            {style}
            aria-label={aria}
        >
            { text }
        </div>
    }
}

/// The cell's classes, as one of eight fixed strings (no allocation per cell).
fn class_name(cursor: bool, hinted: bool, ripple: bool) -> &'static str {
    match (cursor, hinted, ripple) {
        (false, false, false) => "cell",
        (true, false, false) => "cell cursor",
        (false, true, false) => "cell hinted",
        (true, true, false) => "cell cursor hinted",
        (false, false, true) => "cell ripple",
        (true, false, true) => "cell cursor ripple",
        (false, true, true) => "cell hinted ripple",
        (true, true, true) => "cell cursor hinted ripple",
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

/// "0 %", "<1 %", "37 %", ">99 %", "100 %": rounding never turns a possible mine into 0 %.
pub fn percent(p: f64) -> String {
    match p {
        p if p <= 0.0 => "0 %".to_string(),
        p if p < 0.01 => "<1 %".to_string(),
        p if p >= 1.0 => "100 %".to_string(),
        p if p > 0.99 => ">99 %".to_string(),
        p => format!("{} %", fixed(p * 100.0, 0)),
    }
}
