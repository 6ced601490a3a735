//! The analysis board's state and the actions that change it. Pure: tested natively.

use std::rc::Rc;

use minesweeper_engine::analysis::{Cell, Setup, SetupError, Study};
use minesweeper_engine::input::Press;
use minesweeper_engine::{CellView, Pos};
use yew::Reducible;

use crate::shared::tiles::{self, chance, RowViews, Rows};

/// What a primary press sets a cell to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    Hidden,
    Flag,
    /// Open: a hidden cell opens showing the flags around it; an open one counts up (8 → 0).
    Open,
}

#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub setup: Rc<Setup>,
    /// What the solver makes of it, or why it cannot be.
    pub study: Result<Rc<Study>, SetupError>,
    pub tool: Tool,
    /// A text that was refused, and why: the position shown is the one before it, and the
    /// text stays in the box to be mended (`draft`).
    pub refused: Option<SetupError>,
    pub draft: Option<Rc<str>>,
    pub rows: Rc<Vec<RowViews>>,
}

pub enum Action {
    /// A press on a cell: a primary one sets it as the tool says, a secondary one flags it
    /// (or hides it again).
    Press(Pos, Press),
    Tool(Tool),
    /// The mine count.
    Mines(u32),
    /// A `.mine` text (a file, a drop, a paste).
    Load(String),
}

impl State {
    /// The board on `text` (a `.mine` text), or on an empty board with why not.
    pub fn of_text(text: &str) -> State {
        match Setup::parse(text) {
            Ok(setup) => State::of(setup, Tool::Open, None),
            // An empty intermediate board instead, and why.
            Err(why) => State::of(Setup::default(), Tool::Open, Some(why)),
        }
    }

    fn of(setup: Setup, tool: Tool, refused: Option<SetupError>) -> State {
        let study = setup.study().map(Rc::new);
        let rows = rows_of(&setup, study.as_deref().ok(), &Rc::default());
        State {
            setup: Rc::new(setup),
            study,
            tool,
            refused,
            draft: None,
            rows,
        }
    }

    /// This board with `setup` instead (the rows kept where they did not change).
    fn with(&self, setup: Setup) -> State {
        let study = setup.study().map(Rc::new);
        let rows = rows_of(&setup, study.as_deref().ok(), &self.rows);
        State {
            setup: Rc::new(setup),
            study,
            tool: self.tool,
            refused: None,
            draft: None,
            rows,
        }
    }
}

/// The board's rows: each cell's view, and a hidden cell's chance when the position can be.
fn rows_of(setup: &Setup, study: Option<&Study>, old: &Rc<Vec<RowViews>>) -> Rc<Vec<RowViews>> {
    let views: Vec<CellView> = setup
        .cells()
        .iter()
        .map(|c| match c {
            Cell::Hidden => CellView::Hidden,
            Cell::Flag => CellView::Flagged,
            Cell::Open(n) => CellView::Revealed(*n),
        })
        .collect();
    let chances: Option<Vec<Option<u16>>> =
        study.map(|s| s.probability.iter().map(|p| p.map(chance)).collect());
    let grid = setup.grid();
    tiles::rows_of_views(
        &views,
        (grid.rows(), grid.cols()),
        old,
        &Rows::All,
        false,
        chances.as_deref(),
    )
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        match action {
            Action::Tool(tool) => Rc::new(State {
                tool,
                ..(*self).clone()
            }),
            Action::Mines(mines) => {
                let setup = (*self.setup).clone().with_mines(mines);
                Rc::new(self.with(setup))
            }
            Action::Load(text) => Rc::new(match Setup::parse(&text) {
                Ok(setup) => State::of(setup, self.tool, None),
                Err(why) => State {
                    refused: Some(why),
                    draft: Some(text.into()),
                    ..(*self).clone()
                },
            }),
            Action::Press(pos, press) => {
                let Some(cell) = self.setup.grid().index(pos).map(|i| self.setup.cells()[i]) else {
                    return self;
                };
                let next = match (press, self.tool, cell) {
                    (Press::Secondary, _, Cell::Hidden) => Cell::Flag,
                    (Press::Secondary, _, _) => Cell::Hidden,
                    (Press::Both, ..) => return self,
                    (Press::Primary, Tool::Hidden, _) => Cell::Hidden,
                    (Press::Primary, Tool::Flag, Cell::Flag) => Cell::Hidden,
                    (Press::Primary, Tool::Flag, _) => Cell::Flag,
                    (Press::Primary, Tool::Open, Cell::Open(n)) => Cell::Open((n + 1) % 9),
                    (Press::Primary, Tool::Open, _) => Cell::Open(flags_around(&self.setup, pos)),
                };
                let setup = (*self.setup).clone().with(pos, next);
                Rc::new(self.with(setup))
            }
        }
    }
}

/// The flags around `pos`: what a cell opened there most likely shows.
fn flags_around(setup: &Setup, pos: Pos) -> u8 {
    let grid = setup.grid();
    grid.index(pos).map_or(0, |i| {
        grid.neighbours(i)
            .filter(|&n| setup.cells()[n] == Cell::Flag)
            .count() as u8
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_opens_with_its_chances_and_a_bad_one_says_why() {
        let state = State::of_text("2x2x1\n11\nHH\n");
        let study = state.study.as_ref().expect("it can be");
        assert_eq!(study.probability, vec![None, None, Some(0.5), Some(0.5)]);
        assert_eq!(state.rows[1][0].chance, Some(500));
        assert_eq!(state.rows[0][0].view, CellView::Revealed(1));
        let bad = State::of_text("2x2x1\n1");
        assert_eq!(
            bad.refused,
            Some(SetupError::RowLength {
                row: 0,
                length: 1,
                cols: 2
            })
        );
        assert_eq!(bad.setup.grid().rows(), 16, "an empty board instead");
    }

    #[test]
    fn presses_set_cells_by_the_tool_and_a_refused_text_keeps_the_board() {
        let state = Rc::new(State::of_text("3x1x1\nHHH\n"));
        // Right click flags; with the open tool a click opens a cell showing the flags around.
        let state = state.reduce(Action::Press(Pos::new(0, 0), Press::Secondary));
        assert_eq!(state.setup.cells()[0], Cell::Flag);
        let state = state.reduce(Action::Press(Pos::new(0, 1), Press::Primary));
        assert_eq!(state.setup.cells()[1], Cell::Open(1));
        let study = state.study.as_ref().expect("a flag, a 1 and a safe cell");
        assert_eq!(study.probability[2], Some(0.0));
        // Counting up past what can be: a 2 between a flag and a hidden cell, one mine.
        let state = state.reduce(Action::Press(Pos::new(0, 1), Press::Primary));
        assert_eq!(state.setup.cells()[1], Cell::Open(2));
        assert_eq!(state.study, Err(SetupError::NoLayout));
        // A 3 there has two cells around it that could hold a mine: refused, with where.
        let state = state.reduce(Action::Press(Pos::new(0, 1), Press::Primary));
        assert!(matches!(
            state.study,
            Err(SetupError::NumberTooLarge {
                number: 3,
                room: 2,
                ..
            })
        ));
        assert!(
            state.rows[0][2].chance.is_none(),
            "no chances for a position that cannot be"
        );
        // A text that cannot be read leaves the board as it was.
        let kept = state.setup.clone();
        let state = state.reduce(Action::Load("nonsense".into()));
        assert_eq!(state.refused, Some(SetupError::Header));
        assert_eq!(state.setup, kept);
        assert_eq!(
            state.draft.as_deref(),
            Some("nonsense"),
            "the text stays to be mended"
        );
        // The mine count, and the tools.
        let state = state.reduce(Action::Tool(Tool::Hidden));
        let state = state.reduce(Action::Press(Pos::new(0, 1), Press::Primary));
        assert_eq!(state.setup.cells()[1], Cell::Hidden);
        let state = state.reduce(Action::Mines(2));
        assert_eq!(state.setup.mines(), 2);
        assert!(state.study.is_ok());
    }
}
