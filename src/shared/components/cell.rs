use std::cell::RefCell;
use std::rc::Rc;

use minesweeper_engine::CellView;
use yew::prelude::*;

use minesweeper_engine::format::fixed;

use crate::shared::board::number;
use crate::shared::tiles::Tile;
use crate::shared::words::{made_once, Made, Template, Words, MARKS};

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
        let words = cell_words();
        let mut label = words.label(at.row, at.col, self.view);
        if let Some(p) = probability {
            label = words.chance.fill(&[&label, &percent(p)]);
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

/// What a screen reader says for the cells, in the page's language: made once a language
/// (a 200 × 200 board has 40,000 labels), each label then joined like a `format!`.
pub struct CellWords {
    /// "row R, column C, STATE".
    pub place: Template,
    /// "LABEL, P mine chance".
    pub chance: Template,
    /// Each [`CellView`]'s words, by [`CellWords::index`].
    states: Vec<Rc<str>>,
}

thread_local! {
    static CELL_WORDS: Made<CellWords> = const { RefCell::new(None) };
}

/// The cells' words in the page's language.
pub fn cell_words() -> Rc<CellWords> {
    made_once(&CELL_WORDS, CellWords::of)
}

impl CellWords {
    fn of(w: &Words) -> CellWords {
        let states = (0..15)
            .map(|i| match i {
                0 => w.cell_state("hidden"),
                1 => w.cell_state("flagged"),
                2 => w.cell_state("questioned"),
                3 => w.cell_state("mine"),
                4 => w.cell_state("exploded"),
                5 => w.cell_state("wrong-flag"),
                n => w.cell_around(n - 6),
            })
            .collect();
        CellWords {
            place: Template::of(&w.cell(MARKS[0], MARKS[1], MARKS[2])),
            chance: Template::of(&w.cell_chance(MARKS[0], MARKS[1])),
            states,
        }
    }

    fn index(view: CellView) -> usize {
        match view {
            CellView::Hidden => 0,
            CellView::Flagged => 1,
            CellView::Questioned => 2,
            CellView::Mine => 3,
            CellView::Exploded => 4,
            CellView::WrongFlag => 5,
            CellView::Revealed(n) => 6 + usize::from(n.min(8)),
        }
    }

    /// What a screen reader says for a cell, with 1-based coordinates.
    pub fn label(&self, row: u32, col: u32, view: CellView) -> String {
        self.with(row, col, &self.states[Self::index(view)])
    }

    /// A cell's place with `what` it is.
    pub fn with(&self, row: u32, col: u32, what: &str) -> String {
        self.place.fill(&[&number(row + 1), &number(col + 1), what])
    }
}

/// What a screen reader says for a cell, with 1-based coordinates.
pub fn label(row: u32, col: u32, view: CellView) -> String {
    cell_words().label(row, col, view)
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
