use yew::prelude::*;

use crate::battle::state::{owner_name, Look, Square, YOU};
use crate::shared::board::number;
use crate::shared::components::cell::{placed, Drawn, Place};

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

/// A battle cell: the classic cell's attributes, plus who owns it and whether you may play it
/// (and no mine chance).
impl Drawn for Square {
    fn draw(self, at: Place) -> Html {
        let (count, owner) = match self.look {
            Look::Owned(p, n) => (Some(n), Some(owner_name(p))),
            Look::Hit(p) => (None, Some(owner_name(p))),
            _ => (None, None),
        };
        let class = match (at.cursor, at.marked) {
            (false, false) => "cell",
            (true, false) => "cell cursor",
            (false, true) => "cell last",
            (true, true) => "cell cursor last",
        };
        let (class, style) = placed(at, class, None);
        let (row, col) = (at.row, at.col);
        html! {
            <div
                key={col}
                {class}
                role="gridcell"
                aria-colindex={at.indexed.then(|| number(col + 1))}
                tabindex={if at.cursor { "0" } else { "-1" }}
                data-row={number(row)}
                data-col={number(col)}
                data-state={self.look.state()}
                data-count={count.map(|n| number(u32::from(n)))}
                data-owner={owner}
                data-legal={self.legal.then_some("true")}
                {style}
                aria-label={label(row, col, self)}
            >
                { count.filter(|&n| n > 0).map(|n| number(u32::from(n))) }
            </div>
        }
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
