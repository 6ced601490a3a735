use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::battle::state::{owner_name, Look, Square, YOU};
use crate::shared::board::number;
use crate::shared::components::cell::{cell_words, placed, CellWords, Drawn, Place};
use crate::shared::words::{made_once, Made};

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
    let words = battle_cell_words();
    let what = match tile.look {
        Look::Hidden if tile.legal => &words.states[0],
        Look::Hidden => &words.states[1],
        Look::Flagged => &words.states[2],
        Look::Hit(p) if p == YOU => &words.states[3],
        Look::Hit(_) => &words.states[4],
        Look::Mine => &words.states[5],
        Look::Owned(p, n) => &words.owned[usize::from(p != YOU)][usize::from(n.min(8))],
    };
    words.cells.with(row, col, what)
}

/// Battle's cells' words in the page's language, made once a language.
struct BattleCellWords {
    cells: Rc<CellWords>,
    /// Hidden and open to you, hidden, flagged, the mine you hit, the computer's, a mine.
    states: [Rc<str>; 6],
    /// An open number's words, yours then the computer's, by the number.
    owned: [Vec<Rc<str>>; 2],
}

thread_local! {
    static BATTLE_CELL_WORDS: Made<BattleCellWords> = const { RefCell::new(None) };
}

fn battle_cell_words() -> Rc<BattleCellWords> {
    made_once(&BATTLE_CELL_WORDS, |w| BattleCellWords {
        cells: cell_words(),
        states: [
            "legal",
            "hidden",
            "flagged",
            "hit-you",
            "hit-computer",
            "mine",
        ]
        .map(|state| w.battle_cell_state(state)),
        owned: ["you", "computer"].map(|whose| {
            (0..=8u8)
                .map(|n| w.battle_cell_owned(w.cell_around(n), whose))
                .collect()
        }),
    })
}
