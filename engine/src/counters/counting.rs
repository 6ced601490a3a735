//! The click state machine the counters count with: what each click found and did, counted
//! the way ms_toollib's board counts it (see the module above for the rules).

use super::{stnb_constant, Counters};
use crate::input::{Click, Convention};
use crate::replay::Replay;
use crate::{CellView, Config, Game, Grid, Status, MINE};

/// Counters gathered a move at a time while a game is played, so that reading a replay,
/// checking it and counting it is one pass ([`crate::reading::Checking`]), and a game being
/// played is counted as it goes ([`super::Live`]).
pub(crate) struct Counting {
    board: Board,
    /// The board's 3BV once the layout is known (a game of ours places it at the first
    /// reveal): counted once, not at every look at the counters.
    bbbv: Option<u32>,
    tally: ClickCounter,
}

/// What a game's counters are taken from besides the clicks: its settings, its time, the
/// game the clicks left, the cursor's path and the board's ZiNi and HZiNi.
pub(crate) struct Sums<'a> {
    pub config: &'a Config,
    pub time_ms: f64,
    pub end: &'a Game,
    pub path: Option<f64>,
    pub zini: (u32, u32),
}

impl Counting {
    /// Counting on a `grid` with the layout `mines` (empty: not placed yet), clicks meaning
    /// what they mean under `convention`.
    pub(crate) fn new(grid: Grid, mines: &[u32], convention: Convention) -> Counting {
        let board = Board::new(grid, mines);
        Counting {
            bbbv: (!mines.is_empty()).then(|| board.bbbv()),
            board,
            tally: ClickCounter::new(convention, grid.cells()),
        }
    }

    /// Whether the layout is known.
    pub(crate) const fn placed(&self) -> bool {
        self.bbbv.is_some()
    }

    /// The layout, once the first reveal placed it.
    pub(crate) fn place(&mut self, mines: &[u32]) {
        self.board = Board::new(self.board.grid, mines);
        self.bbbv = (!mines.is_empty()).then(|| self.board.bbbv());
    }

    /// What `click` finds on `game` before it is played (`None`: it counts nothing).
    pub(crate) fn look(&self, game: &Game, click: Click) -> Option<Found> {
        Found::of(game, click)
    }

    /// Counts `click`, which found the board as `found` says and left it as `after`.
    pub(crate) fn count(&mut self, found: &Found, after: &Game, click: Click) {
        self.tally.count(&self.board, found, after, click);
    }

    /// The counters of `replay`'s moves so far, which left the game as `end`, with the board's
    /// ZiNi and HZiNi (counted apart: they take the longest).
    pub(crate) fn finish(self, replay: &Replay, end: &Game, zini: (u32, u32)) -> Counters {
        self.counters(Sums {
            config: replay.config(),
            time_ms: f64::from(replay.time_ms()),
            end,
            path: replay.cursor_path(),
            zini,
        })
    }

    /// The 3BV the clicks counted so far solved.
    pub(crate) const fn counters_solved(&self) -> u32 {
        self.tally.bbbv_solved
    }

    /// The counters of the clicks counted so far.
    pub(crate) fn counters(&self, sums: Sums<'_>) -> Counters {
        let tally = &self.tally;
        let (bbbv, zini, hzini) = match self.bbbv {
            Some(bbbv) => (bbbv, sums.zini.0, sums.zini.1),
            None => (0, 0, 0),
        };
        Counters {
            time: sums.time_ms / 1000.0,
            won: sums.end.status() == Status::Won,
            bbbv,
            bbbv_solved: tally.bbbv_solved,
            left: tally.left,
            right: tally.right,
            chords: tally.chords,
            left_effective: tally.left_effective,
            right_effective: tally.right_effective,
            chords_effective: tally.chords_effective,
            flags: sums.end.flags(),
            zini,
            hzini,
            path: sums.path,
            stnb_constant: stnb_constant(sums.config),
        }
    }
}

/// Where ms_toollib's counting stands before each click.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Nothing on the board yet.
    Ready,
    /// Flags placed before the first reveal.
    Flagging,
    Playing,
}

/// Counts clicks the way ms_toollib's board does.
struct ClickCounter {
    convention: Convention,
    phase: Phase,
    /// Flags placed before the first reveal and still there.
    pre_flags: u32,
    /// Mines flagged at least once since counting (re)started: flagging them again is not
    /// effective. (A set by cell: a file may flag thousands of mines thousands of times.)
    flagged_once: Vec<bool>,
    /// The cells `flagged_once` holds, to clear it in their number of steps.
    flagged_cells: Vec<u32>,
    left: u32,
    right: u32,
    chords: u32,
    left_effective: u32,
    right_effective: u32,
    chords_effective: u32,
    bbbv_solved: u32,
    /// Zeros seen by the current check of openings: cells stamped with `epoch`.
    seen: Seen,
}

impl ClickCounter {
    fn new(convention: Convention, cells: usize) -> ClickCounter {
        ClickCounter {
            seen: Seen::new(cells),
            convention,
            phase: Phase::Ready,
            pre_flags: 0,
            flagged_once: vec![false; cells],
            flagged_cells: Vec::new(),
            left: 0,
            right: 0,
            chords: 0,
            left_effective: 0,
            right_effective: 0,
            chords_effective: 0,
            bbbv_solved: 0,
        }
    }

    /// Counts `click`, which found the board as `found` says and left it as `after`.
    fn count(&mut self, board: &Board, found: &Found, after: &Game, click: Click) {
        let view = found.view;
        let right_click = matches!(click, Click::Flag(_) | Click::Mark(_));
        // A "?" taken off has no event in the file (see the module's notes).
        if right_click && view == CellView::Questioned {
            return;
        }
        let chord = click.is_chord(self.convention, view);
        if right_click {
            self.right_click(found);
        } else if chord {
            self.chord(board, found, after);
        } else {
            self.left_click(board, found, after);
        }
    }

    fn left_click(&mut self, board: &Board, found: &Found, after: &Game) {
        let closed = matches!(found.view, CellView::Hidden | CellView::Questioned);
        if self.phase != Phase::Playing && !closed {
            // A left click on a flag before the first reveal.
            self.left += 1;
            return;
        }
        self.phase = Phase::Playing;
        self.left += 1;
        if !closed || after.status() == Status::Lost {
            return;
        }
        self.left_effective += 1;
        self.seen.clear();
        let index = found.index;
        // A reveal changes no flag: the flags the opening holds are as the click found them.
        if board.counts[index] == 0 {
            if board.opening_complete(after, index, &mut self.seen) {
                self.bbbv_solved += 1;
            }
        } else if board.isolated(index) {
            self.bbbv_solved += 1;
        }
    }

    fn right_click(&mut self, found: &Found) {
        let (index, view, mine) = (found.index, found.view, found.mine);
        match (self.phase, view) {
            (_, CellView::Revealed(_)) => self.right += 1,
            (Phase::Playing, _) => self.toggle(index, view, mine),
            (_, CellView::Flagged) => {
                self.pre_flags = self.pre_flags.saturating_sub(1);
                if self.pre_flags == 0 {
                    // The last flag off before the first reveal: counting starts again.
                    self.phase = Phase::Ready;
                    for cell in self.flagged_cells.drain(..) {
                        self.flagged_once[cell as usize] = false;
                    }
                    self.left = 0;
                    self.right = 0;
                    self.chords = 0;
                } else {
                    self.toggle(index, view, mine);
                }
            }
            _ => {
                self.phase = Phase::Flagging;
                self.pre_flags += 1;
                self.toggle(index, view, mine);
            }
        }
    }

    /// A right click on a closed cell: a flag on, or off.
    fn toggle(&mut self, index: usize, view: CellView, mine: bool) {
        self.right += 1;
        if view != CellView::Flagged && mine && !self.flagged_once[index] {
            self.right_effective += 1;
            self.flagged_once[index] = true;
            self.flagged_cells.push(index as u32);
        }
    }

    fn chord(&mut self, board: &Board, found: &Found, after: &Game) {
        if self.phase == Phase::Ready {
            return;
        }
        self.chords += 1;
        let CellView::Revealed(number) = found.view else {
            return;
        };
        if number >= 8
            || found.flags_around != usize::from(number)
            || found.closed_around.is_empty()
        {
            return;
        }
        self.chords_effective += 1;
        let closed = &found.closed_around;
        let isolated = closed
            .iter()
            .filter(|&&n| board.counts[n] > 0 && board.isolated(n))
            .count() as u32;
        self.seen.clear();
        let mut openings = 0;
        for &n in closed {
            if board.counts[n] == 0
                && !self.seen.has(n)
                && board.opening_complete(after, n, &mut self.seen)
            {
                openings += 1;
            }
        }
        self.bbbv_solved += isolated + openings;
    }
}

/// What a click found on the board before it: the cell's view, whether it is a mine, and
/// around it the flags and the closed cells.
pub(crate) struct Found {
    index: usize,
    view: CellView,
    mine: bool,
    flags_around: usize,
    closed_around: Vec<usize>,
}

impl Found {
    /// What `click` finds on `game`; `None` for a game over or a cell off the board.
    fn of(game: &Game, click: Click) -> Option<Found> {
        if game.status().is_over() {
            return None;
        }
        let grid = game.grid();
        let index = grid.index(click.pos())?;
        let view = game.view_at(index);
        let (mut flags_around, mut closed_around) = (0, Vec::new());
        if matches!(view, CellView::Revealed(_)) {
            for n in grid.neighbours(index) {
                match game.view_at(n) {
                    CellView::Flagged => flags_around += 1,
                    CellView::Hidden | CellView::Questioned => closed_around.push(n),
                    _ => {}
                }
            }
        }
        Some(Found {
            index,
            view,
            mine: is_mine(game, index),
            flags_around,
            closed_around,
        })
    }
}

fn is_mine(game: &Game, index: usize) -> bool {
    game.mine_indices().binary_search(&(index as u32)).is_ok()
}

/// A set of cells cleared in O(1): a cell is in it when stamped with the current epoch.
struct Seen {
    stamps: Vec<u32>,
    epoch: u32,
}

impl Seen {
    fn new(cells: usize) -> Seen {
        Seen {
            stamps: vec![0; cells],
            epoch: 1,
        }
    }

    fn clear(&mut self) {
        self.epoch += 1;
    }

    fn has(&self, cell: usize) -> bool {
        self.stamps[cell] == self.epoch
    }

    fn mark(&mut self, cell: usize) {
        self.stamps[cell] = self.epoch;
    }
}

/// A layout's numbers: [`MINE`] for a mine, else the mines around.
struct Board {
    grid: Grid,
    counts: Vec<u8>,
}

impl Board {
    fn new(grid: Grid, mines: &[u32]) -> Board {
        Board {
            grid,
            counts: grid.numbers(mines),
        }
    }

    /// A number with no zero around it: a 3BV unit of its own.
    fn isolated(&self, index: usize) -> bool {
        let value = self.counts[index];
        value > 0 && value != MINE && self.grid.neighbours(index).all(|n| self.counts[n] != 0)
    }

    /// Whether the zero region at `start` holds no flag on one of its zeros: only then does its
    /// opening count as solved. Marks the zeros seen.
    fn opening_complete(&self, game: &Game, start: usize, seen: &mut Seen) -> bool {
        let mut stack = vec![start];
        while let Some(cell) = stack.pop() {
            if self.counts[cell] != 0 || seen.has(cell) {
                continue;
            }
            if game.view_at(cell) == CellView::Flagged {
                return false;
            }
            seen.mark(cell);
            stack.extend(self.grid.neighbours(cell).filter(|&n| !seen.has(n)));
        }
        true
    }

    /// The board's 3BV (the rules count it: [`Grid::bbbv`]).
    fn bbbv(&self) -> u32 {
        self.grid.bbbv(&self.counts)
    }
}
