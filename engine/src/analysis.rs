//! The analysis board: any position set up by hand (open cells with their numbers, flags,
//! hidden cells, the mine count), taken from a game on screen or a moment of a replay, or read
//! from JSMinesweeper's `.mine` text; and what the solver makes of it: each hidden cell's mine
//! chance, the safest cells, the cells certain either way, the cells whose opening can tell
//! nothing (dead), forced 50/50s, and the chance of clearing the board from here when few
//! enough layouts are left to search them all.
//!
//! The `.mine` text: a first line `WIDTHxHEIGHTxMINES`, then one line a row, `WIDTH`
//! characters long: a digit is an open cell showing it, `F` a flag, any other character a
//! hidden cell. Flags are taken as mines (they are not hidden: they have no chance).
//!
//! A position that cannot be is refused with where and why ([`SetupError`], data each front
//! end words): a line too short, a 3 with two cells around it that could hold a mine, more
//! flags around a number than it shows, more flags than mines, more mines than cells for them,
//! or numbers that no layout of the mines can satisfy.

use crate::solver::{self, Analysis, Position};
use crate::{CellView, FirstClick, Game, Grid, Limits, Pos};

/// A cell of a set-up position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Not open: it may hold a mine.
    Hidden,
    /// Flagged: taken as a mine.
    Flag,
    /// Open, showing this number.
    Open(u8),
}

/// A position on the analysis board: its size, its mine count and every cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    grid: Grid,
    mines: u32,
    cells: Vec<Cell>,
}

/// Why a position cannot be set up, with where (rows and columns from 0) and the figures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The first line is not `WIDTHxHEIGHTxMINES`.
    Header,
    /// The board is not between 1 × 1 and the largest the page draws.
    Size {
        /// Its rows.
        rows: u32,
        /// Its columns.
        cols: u32,
        /// The most rows or columns.
        max: u32,
    },
    /// A row line is not as long as the board is wide.
    RowLength {
        /// The row, from 0.
        row: u32,
        /// Its length in characters.
        length: u32,
        /// The board's width.
        cols: u32,
    },
    /// Fewer row lines than the board has rows.
    MissingRows {
        /// The board's rows.
        rows: u32,
        /// The row lines there are.
        found: u32,
    },
    /// A number larger than the cells around it that could hold a mine (hidden or flagged).
    NumberTooLarge {
        /// Where it is.
        pos: Pos,
        /// The number.
        number: u8,
        /// The cells around it that could hold a mine.
        room: u8,
    },
    /// More flags around a number than it shows.
    FlagsAroundNumber {
        /// Where it is.
        pos: Pos,
        /// The number.
        number: u8,
        /// The flags around it.
        flags: u8,
    },
    /// More flags than mines.
    MoreFlagsThanMines {
        /// The flags.
        flags: u32,
        /// The mines.
        mines: u32,
    },
    /// More mines than cells that could hold them.
    TooManyMines {
        /// The mines.
        mines: u32,
        /// The cells not open.
        room: u32,
    },
    /// Each number can be met, but no layout of the mines meets them all.
    NoLayout,
}

impl std::fmt::Display for SetupError {
    /// In English, for logs; the front ends word it (`minesweeper_i18n::refusal::setup`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::Header => write!(f, "the first line is not WIDTHxHEIGHTxMINES"),
            SetupError::Size { rows, cols, max } => {
                write!(f, "a {rows}×{cols} board; boards are 1 to {max} a side")
            }
            SetupError::RowLength { row, length, cols } => write!(
                f,
                "row {} is {length} cells long, the board {cols}",
                row + 1
            ),
            SetupError::MissingRows { rows, found } => {
                write!(f, "{found} rows of the board's {rows}")
            }
            SetupError::NumberTooLarge { pos, number, room } => write!(
                f,
                "the {number} at row {}, column {} has {room} cells around it for mines",
                pos.row + 1,
                pos.col + 1
            ),
            SetupError::FlagsAroundNumber { pos, number, flags } => write!(
                f,
                "the {number} at row {}, column {} has {flags} flags around it",
                pos.row + 1,
                pos.col + 1
            ),
            SetupError::MoreFlagsThanMines { flags, mines } => {
                write!(f, "{flags} flags and {mines} mines")
            }
            SetupError::TooManyMines { mines, room } => {
                write!(f, "{mines} mines and {room} cells for them")
            }
            SetupError::NoLayout => write!(f, "no layout of the mines meets every number"),
        }
    }
}

impl std::error::Error for SetupError {}

impl Default for Setup {
    /// An empty intermediate board: 16 × 16, 40 mines, every cell hidden.
    fn default() -> Setup {
        let grid = Grid::new(16, 16);
        Setup {
            grid,
            mines: 40,
            cells: vec![Cell::Hidden; grid.cells()],
        }
    }
}

/// The most characters a `.mine` text is read from: a 200 × 200 board and its header.
pub const MAX_TEXT: usize = 201 * 201 + 32;

impl Setup {
    /// A `rows` × `cols` board of hidden cells with `mines` mines.
    pub fn new(rows: u32, cols: u32, mines: u32) -> Result<Setup, SetupError> {
        let max = Limits::UI.max_rows.min(Limits::UI.max_cols);
        if rows == 0 || cols == 0 || rows > max || cols > max {
            return Err(SetupError::Size { rows, cols, max });
        }
        let grid = Grid::new(rows, cols);
        if mines > grid.cells() as u32 {
            return Err(SetupError::TooManyMines {
                mines,
                room: grid.cells() as u32,
            });
        }
        Ok(Setup {
            grid,
            mines,
            cells: vec![Cell::Hidden; grid.cells()],
        })
    }

    /// The position a `.mine` text describes (a header line, then a line a row; lines past
    /// the last row are ignored, `\r` too), checked ([`Setup::check`]).
    pub fn parse(text: &str) -> Result<Setup, SetupError> {
        let text = text.get(..MAX_TEXT.min(text.len())).unwrap_or(text);
        let mut lines = text.lines().map(|l| l.trim_end_matches('\r'));
        let header = lines.next().ok_or(SetupError::Header)?;
        let figures: Vec<u32> = header
            .trim()
            .split(['x', 'X'])
            .map(|n| n.trim().parse::<u32>())
            .collect::<Result<_, _>>()
            .map_err(|_| SetupError::Header)?;
        let [cols, rows, mines] = figures[..] else {
            return Err(SetupError::Header);
        };
        let mut setup = Setup::new(rows, cols, mines)?;
        for row in 0..rows {
            let line = lines
                .next()
                .ok_or(SetupError::MissingRows { rows, found: row })?;
            let length = line.chars().count() as u32;
            if length != cols {
                return Err(SetupError::RowLength { row, length, cols });
            }
            for (col, c) in line.chars().enumerate() {
                let cell = match c {
                    '0'..='8' => Cell::Open(c as u8 - b'0'),
                    'F' => Cell::Flag,
                    _ => Cell::Hidden,
                };
                setup.cells[(row * cols) as usize + col] = cell;
            }
        }
        setup.check()?;
        Ok(setup)
    }

    /// The position as `.mine` text: the header, then a row a line (`H` for a hidden cell).
    pub fn to_text(&self) -> String {
        let cols = self.grid.cols() as usize;
        let mut text = format!("{}x{}x{}\n", self.grid.cols(), self.grid.rows(), self.mines);
        for row in self.cells.chunks(cols) {
            text.extend(row.iter().map(|c| match c {
                Cell::Hidden => 'H',
                Cell::Flag => 'F',
                Cell::Open(n) => char::from(b'0' + n),
            }));
            text.push('\n');
        }
        text
    }

    /// What a player sees of `game`: its open numbers and flags, the rest hidden (a "?" mark
    /// is hidden; a lost game's mines shown are flags).
    pub fn of_game(game: &Game) -> Setup {
        let grid = game.grid();
        let cells = (0..grid.cells())
            .map(|i| match game.view_at(i) {
                CellView::Revealed(n) => Cell::Open(n),
                CellView::Flagged | CellView::Mine | CellView::Exploded => Cell::Flag,
                _ => Cell::Hidden,
            })
            .collect();
        Setup {
            grid,
            mines: game.config().mines(),
            cells,
        }
    }

    /// The board's grid.
    pub const fn grid(&self) -> Grid {
        self.grid
    }

    /// The mine count.
    pub const fn mines(&self) -> u32 {
        self.mines
    }

    /// Every cell, row-major.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// This position with `pos` set to `cell` (unchecked: set up a cell at a time, then
    /// [`Setup::check`]); unchanged off the board.
    pub fn with(mut self, pos: Pos, cell: Cell) -> Setup {
        if let Some(i) = self.grid.index(pos) {
            self.cells[i] = cell;
        }
        self
    }

    /// This position with `mines` mines.
    pub const fn with_mines(mut self, mines: u32) -> Setup {
        self.mines = mines;
        self
    }

    /// Whether the position can be, by each number and the counts; the first reason it
    /// cannot, in reading order. (Numbers that each can be met but not all together are found
    /// by [`Setup::study`].)
    pub fn check(&self) -> Result<(), SetupError> {
        let grid = self.grid;
        for (i, cell) in self.cells.iter().enumerate() {
            let Cell::Open(number) = *cell else {
                continue;
            };
            let (mut room, mut flags) = (0u8, 0u8);
            for n in grid.neighbours(i) {
                match self.cells[n] {
                    Cell::Hidden => room += 1,
                    Cell::Flag => {
                        room += 1;
                        flags += 1;
                    }
                    Cell::Open(_) => {}
                }
            }
            let pos = grid.pos(i);
            if number > room {
                return Err(SetupError::NumberTooLarge { pos, number, room });
            }
            if flags > number {
                return Err(SetupError::FlagsAroundNumber { pos, number, flags });
            }
        }
        let flags = self.cells.iter().filter(|c| **c == Cell::Flag).count() as u32;
        if flags > self.mines {
            return Err(SetupError::MoreFlagsThanMines {
                flags,
                mines: self.mines,
            });
        }
        let room = self
            .cells
            .iter()
            .filter(|c| !matches!(c, Cell::Open(_)))
            .count() as u32;
        if self.mines > room {
            return Err(SetupError::TooManyMines {
                mines: self.mines,
                room,
            });
        }
        Ok(())
    }

    /// The solver's view: the open numbers, and the flags as mines everyone knows.
    pub fn position(&self) -> Position {
        let revealed = self
            .cells
            .iter()
            .map(|c| match c {
                Cell::Open(n) => Some(*n),
                _ => None,
            })
            .collect();
        let flags = (0..self.cells.len())
            .filter(|&i| self.cells[i] == Cell::Flag)
            .map(|i| i as u32)
            .collect();
        Position::from_parts(self.grid, self.mines, FirstClick::Safe, revealed, flags)
    }

    /// What the solver makes of the position, once it is checked.
    pub fn study(&self) -> Result<Study, SetupError> {
        self.check()?;
        let position = self.position();
        let analysis = solver::analyse(&position);
        if analysis.ln_layouts == f64::NEG_INFINITY {
            return Err(SetupError::NoLayout);
        }
        Ok(Study::of(self, &position, analysis))
    }
}

/// What the solver makes of a set-up position.
#[derive(Clone, Debug, PartialEq)]
pub struct Study {
    /// Each cell's chance of holding a mine, row-major; `None` for a cell not hidden (open or
    /// flagged).
    pub probability: Vec<Option<f64>>,
    /// Whether the chances were counted exactly (else estimated: too many layouts).
    pub exact: bool,
    /// The hidden cells least likely to hold a mine (all those that share the least chance).
    pub safest: Vec<usize>,
    /// Hidden cells certainly safe.
    pub safe: Vec<usize>,
    /// Hidden cells certainly mines (flags are not hidden: they are not listed).
    pub mines: Vec<usize>,
    /// Undecided cells that show the same number in every layout where they are safe: opening
    /// one tells only whether it was a mine. `None` when too many layouts are left to list.
    pub dead: Option<Vec<usize>>,
    /// Pairs of undecided cells, each 50 % a mine, whose only neighbours that could ever be
    /// opened are each other: no click can tell them apart.
    pub fifty_fifties: Vec<(usize, usize)>,
    /// The chance of clearing the board from here with the best play, and the best cell to
    /// open; `None` when the position is beyond [`SEARCH_BOUND`].
    pub clear: Option<(f64, usize)>,
}

/// When the chance of clearing the board is searched, in words for the front ends' notes: at
/// most this many undecided cells and layouts ([`crate::solver`]'s endgame search).
pub const SEARCH_BOUND: (usize, usize) = (64, 1_000);

impl Study {
    fn of(setup: &Setup, position: &Position, analysis: Analysis) -> Study {
        let hidden = |i: usize| setup.cells[i] == Cell::Hidden;
        let n = setup.cells.len();
        let probability: Vec<Option<f64>> = (0..n)
            .map(|i| hidden(i).then(|| analysis.probabilities[i]))
            .collect();
        let least = probability
            .iter()
            .flatten()
            .copied()
            .fold(f64::INFINITY, f64::min);
        let safest = (0..n)
            .filter(|&i| probability[i].is_some_and(|p| (p - least).abs() < 1e-9))
            .collect();
        let undecided = |i: usize| probability[i].is_some_and(|p| p > 1e-9 && p < 1.0 - 1e-9);
        Study {
            safest,
            safe: analysis.safe.clone(),
            mines: analysis
                .mines
                .iter()
                .copied()
                .filter(|&i| hidden(i))
                .collect(),
            dead: solver::dead_cells(position, &analysis),
            fifty_fifties: fifty_fifties(setup, &probability, undecided),
            clear: solver::clear_chance(position, &analysis).map(|(cell, win)| (win, cell)),
            exact: analysis.exact,
            probability,
        }
    }
}

/// Pairs of undecided 50 % cells whose neighbours that could be opened (not open, not a
/// certain mine) are each other alone.
fn fifty_fifties(
    setup: &Setup,
    probability: &[Option<f64>],
    undecided: impl Fn(usize) -> bool,
) -> Vec<(usize, usize)> {
    let grid = setup.grid;
    let half = |i: usize| probability[i].is_some_and(|p| (p - 0.5).abs() < 1e-9);
    let openable = |i: usize| probability[i].is_some_and(|p| p < 1.0 - 1e-9);
    let only = |a: usize| {
        let mut around = grid.neighbours(a).filter(|&n| openable(n));
        match (around.next(), around.next()) {
            (Some(b), None) => Some(b),
            _ => None,
        }
    };
    (0..setup.cells.len())
        .filter(|&a| half(a) && undecided(a))
        .filter_map(|a| {
            let b = only(a)?;
            (a < b && half(b) && only(b) == Some(a)).then_some((a, b))
        })
        .collect()
}

#[cfg(test)]
mod tests;
