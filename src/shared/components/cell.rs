use minesweeper_engine::CellView;
use yew::prelude::*;

use minesweeper_engine::format::fixed;

use crate::shared::board::number;
use crate::shared::tiles::Tile;

/// Where a cell is drawn and how the board marks it: what every board's cell shares.
#[derive(Clone, Copy, PartialEq)]
pub struct Place {
    pub row: u32,
    pub col: u32,
    /// The keyboard cursor is here: this cell is the board's one tab stop.
    pub cursor: bool,
    /// The board's mark: the last hint played here (the classic game), the computer's last
    /// move (Battle).
    pub marked: bool,
    /// On a board rendered in part: the cell carries its column index for screen readers.
    pub indexed: bool,
    /// Rendered outside its row's window (the keyboard cursor's cell): placed by its index.
    pub extra: bool,
}

/// A board's tile, drawn as one cell: the classic game's [`Tile`], Battle's `Square`. `Eq`:
/// an unchanged row keeps its `Rc`, so comparing rows is a pointer check.
pub trait Drawn: Copy + Eq + 'static {
    fn draw(self, at: Place) -> Html;
}

/// A cell's classes and style where it is drawn: a cell outside its row's window (the
/// keyboard cursor's) is placed by its column.
pub fn placed(
    at: Place,
    class: &'static str,
    style: Option<String>,
) -> (AttrValue, Option<String>) {
    if !at.extra {
        return (class.into(), style);
    }
    let place = format!("--c:{}", at.col);
    (
        format!("{class} extra").into(),
        Some(style.map_or(place.clone(), |s| format!("{s};{place}"))),
    )
}

/// The classic game's cell: its view, and its mine chance while probabilities are shown. A
/// plain function rather than a component: a row re-renders only when one of its cells
/// changed, and Yew's bookkeeping per component (scope, scheduling, hooks) cost more than
/// building a row's cells again. Cells carry no event handlers; the board listens once for
/// all of them.
impl Drawn for Tile {
    fn draw(self, at: Place) -> Html {
        let count = match self.view {
            CellView::Revealed(n) => Some(n),
            _ => None,
        };
        let probability = self.chance.map(|c| f64::from(c) / 1000.0);
        let mut label = label(at.row, at.col, self.view);
        if let Some(p) = probability {
            label.push_str(&format!(", {} mine chance", percent(p)));
        }
        let Place {
            row,
            col,
            cursor,
            indexed,
            ..
        } = at;
        // The board's most common chance comes from the board's `--p`.
        let style = probability
            .filter(|_| !self.common)
            .map(|p| format!("--p:{}", fixed(p, 3)));
        let (class, style) = placed(at, class_name(cursor, at.marked, self.ripple), style);
        // Each board writes its cells' attributes itself: one markup with every board's
        // attributes cost each page's first module bytes for the other's (measured: 165 and
        // 400 bytes gzipped).
        html! {
            <div key={col} {class} role="gridcell" aria-colindex={indexed.then(|| number(col + 1))}
                tabindex={if cursor { "0" } else { "-1" }} data-row={number(row)} data-col={number(col)}
                data-state={self.view.as_str()} data-count={count.map(|n| number(u32::from(n)))}
                data-probability={probability.map(|p| fixed(p, 3))} {style} aria-label={label}>
                { count.filter(|&n| n > 0).map(|n| number(u32::from(n))) }
            </div>
        }
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
