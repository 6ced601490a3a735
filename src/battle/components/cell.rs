use yew::prelude::*;

use crate::battle::state::{owner_name, Look, Square, YOU};
use crate::shared::board::number;

/// What a battle cell shows: a few `Copy` values.
#[derive(Clone, Copy, PartialEq)]
pub struct CellProps {
    pub row: u32,
    pub col: u32,
    pub tile: Square,
    /// The keyboard cursor is here: the board's one tab stop.
    pub cursor: bool,
    /// The computer's last move: marked for a moment.
    pub last: bool,
    /// On a board rendered in part: the cell says its column (`aria-colindex`).
    pub indexed: bool,
    /// Outside the rendered columns (the keyboard cursor's): placed by its column.
    pub extra: bool,
}

/// The strings only battle cells send, interned with the shared ones when the page starts
/// (`shared::board::intern_strings`).
pub const STRINGS: &[&str] = &[
    "data-owner",
    "data-legal",
    "true",
    "you",
    "cpu",
    "cell last",
    "cell cursor last",
];

/// One battle cell's markup, keyed by its column: the classic cell's attributes, plus who owns
/// it and whether you may play it. A plain function, as the classic cell is: a row re-renders
/// only when one of its cells changed, and a component per cell cost the first screen 600
/// scopes with their hooks and scheduling.
pub fn cell(
    CellProps {
        row,
        col,
        tile,
        cursor,
        last,
        indexed,
        extra,
    }: CellProps,
) -> Html {
    let (count, owner) = match tile.look {
        Look::Owned(p, n) => (Some(n), Some(owner_name(p))),
        Look::Hit(p) => (None, Some(owner_name(p))),
        _ => (None, None),
    };
    let text = count.filter(|&n| n > 0).map(|n| number(u32::from(n)));
    let class = match (cursor, last) {
        (false, false) => "cell",
        (true, false) => "cell cursor",
        (false, true) => "cell last",
        (true, true) => "cell cursor last",
    };
    let (class, style): (AttrValue, _) = if extra {
        (format!("{class} extra").into(), Some(format!("--c:{col}")))
    } else {
        (class.into(), None)
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
            data-state={tile.look.state()}
            data-count={count.map(|n| number(u32::from(n)))}
            data-owner={owner}
            data-legal={tile.legal.then_some("true")}
            {style}
            aria-label={label(row, col, tile)}
        >
            { text }
        </div>
    }
}

/// What a screen reader says for a battle cell, with 1-based coordinates.
pub fn label(row: u32, col: u32, tile: Square) -> String {
    let whose = |p| if p == YOU { "yours" } else { "the computer's" };
    let what = match tile.look {
        Look::Hidden if tile.legal => "hidden, you may open it".to_string(),
        Look::Hidden => "hidden".to_string(),
        Look::Flagged => "flagged".to_string(),
        Look::Owned(p, 0) => format!("no mines around, {}", whose(p)),
        Look::Owned(p, 1) => format!("1 mine around, {}", whose(p)),
        Look::Owned(p, n) => format!("{n} mines around, {}", whose(p)),
        Look::Hit(p) if p == YOU => "mine you hit".to_string(),
        Look::Hit(_) => "mine the computer hit".to_string(),
        Look::Mine => "mine".to_string(),
    };
    format!("row {}, column {}, {what}", row + 1, col + 1)
}
