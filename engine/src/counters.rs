//! The counters serious players rank by, for a replay: time, 3BV and 3BV/s, clicks (left,
//! right, chords; effective and wasted), IOE, correctness, throughput, ZiNi and HZiNi, ZNE,
//! RQP, STNB, and whether the game was played with no flags.
//!
//! The definitions are the community reference library's (ms_toollib), so the numbers agree
//! with what it reads from the same game's EVF file: a click is counted the way its state
//! machine counts the mouse events the click becomes ([`crate::replay::Replay::mouse_events`]):
//!
//! - **left**: every left click; **right**: every right click; **chords** (ms_toollib's
//!   "double"): both buttons, or a left click on an open number in this game's rules.
//! - **effective** ("ce"): a left click that opens a safe cell, a right click that flags a mine
//!   for the first time, a chord that opens something. The rest are **wasted**.
//! - **3BV solved**: the 3BV units the clicks cleared (all of them on a win).
//! - **IOE** = 3BV solved ÷ clicks; **correctness** = effective ÷ clicks; **throughput** = 3BV
//!   solved ÷ effective; **3BV/s** = 3BV solved ÷ time; **RQP** = time² ÷ 3BV solved; **STNB** =
//!   C ÷ (time^1.7 ÷ 3BV solved) × √(3BV solved ÷ 3BV), with C = 36, 162 and 435 on 8 × 8/10,
//!   16 × 16/40 and 16 × 30/99 and none for other boards (9 × 9/10 included: the community's
//!   beginner is 8 × 8). On a won game 3BV solved is the board's 3BV;
//!   **NF**: no mine was ever flagged.
//! - **ZNE** (ZiNi efficiency, which ms_toollib does not compute) = ZiNi ÷ clicks, for a won
//!   game.
//!
//! Before the first reveal ms_toollib counts the way the classic programs do: a chord there
//! counts nothing, and taking the last flag off starts the count again. A right click that
//! takes a "?" mark off has no mouse event in an EVF file (the format has no marks), so it is
//! not counted either.

use crate::input::{Click, Convention};
use crate::replay::Replay;
use crate::{CellView, Config, Game, Grid, Status, MINE};

/// One game's counters. Times are in seconds, as the community quotes them.
#[derive(Clone, Debug, PartialEq)]
pub struct Counters {
    /// The game's time in seconds, from the first reveal to the last move.
    pub time: f64,
    /// Whether it was won.
    pub won: bool,
    /// The board's 3BV.
    pub bbbv: u32,
    /// The 3BV solved.
    pub bbbv_solved: u32,
    /// Left clicks.
    pub left: u32,
    /// Right clicks.
    pub right: u32,
    /// Chords.
    pub chords: u32,
    /// Left clicks that opened something.
    pub left_effective: u32,
    /// Right clicks that flagged or unflagged.
    pub right_effective: u32,
    /// Chords that opened something.
    pub chords_effective: u32,
    /// Flags on the board at the end.
    pub flags: u32,
    /// The board's ZiNi: the fewest clicks that clear it, greedily.
    pub zini: u32,
    /// Its HZiNi.
    pub hzini: u32,
    /// The cursor's path in pixels (of a 16-pixel cell), as ms_toollib measures it, when the
    /// replay has the cursor (recorded while played, or a video from another program).
    pub path: Option<f64>,
    /// The STNB constant for the board, if it is one of the three the community rates.
    stnb_constant: Option<f64>,
}

impl Counters {
    /// The counters of `replay` (of the moves so far, for a game not finished).
    pub fn of(replay: &Replay) -> Counters {
        let mut counting = Counting::new(replay);
        let mut replayer = replay.replayer();
        while let Some(mv) = replay.moves().get(replayer.played()) {
            let found = counting.look(replayer.game(), mv.click);
            if !matches!(replayer.step(), Some(Ok(_))) {
                break;
            }
            if let Some(found) = found {
                counting.count(&found, replayer.game(), mv.click);
            }
        }
        let grid = replay.config().grid();
        let mines = replay.mines();
        let zini = if mines.is_empty() {
            (0, 0)
        } else {
            (
                crate::zini::zini(grid, mines),
                crate::zini::hzini(grid, mines),
            )
        };
        counting.finish(replay, replayer.game(), zini)
    }

    /// The counters of a video from another program, as the click state machine counted its
    /// events ([`crate::video::mouse`]: ms_toollib's counts) so far, with the file's time
    /// (ZiNi and HZiNi are left at 0: [`crate::reading::Checking`] counts them apart).
    pub fn of_video(
        video: &crate::video::Video,
        playing: &crate::video::mouse::Playing,
        time_ms: u32,
    ) -> Counters {
        let config = Config::new(
            video.rows.into(),
            video.cols.into(),
            (video.mines.len() as u32).into(),
            crate::FirstClick::Safe,
        )
        .ok();
        let grid = Grid::new(video.rows, video.cols);
        let tally = playing.machine.tally;
        Counters {
            time: f64::from(time_ms) / 1000.0,
            won: playing.machine.stage == crate::video::mouse::Stage::Won,
            bbbv: Board::new(grid, &video.mines).bbbv(),
            bbbv_solved: tally.bbbv_solved,
            left: tally.left,
            right: tally.right,
            chords: tally.double,
            left_effective: tally.lce,
            right_effective: tally.rce,
            chords_effective: tally.dce,
            flags: tally.flags,
            zini: 0,
            hzini: 0,
            path: Some(playing.path()),
            stnb_constant: config.as_ref().and_then(stnb_constant),
        }
    }

    /// Every click: left, right and chords.
    pub const fn clicks(&self) -> u32 {
        self.left + self.right + self.chords
    }

    /// The clicks that changed something that counts.
    pub const fn effective(&self) -> u32 {
        self.left_effective + self.right_effective + self.chords_effective
    }

    /// Clicks that did nothing.
    pub const fn wasted(&self) -> u32 {
        self.clicks() - self.effective()
    }

    /// 3BV solved per second.
    pub fn bbbv_per_second(&self) -> Option<f64> {
        ratio(f64::from(self.bbbv_solved), self.time)
    }

    /// Index of efficiency: 3BV solved per click.
    pub fn ioe(&self) -> Option<f64> {
        ratio(f64::from(self.bbbv_solved), f64::from(self.clicks()))
    }

    /// Effective clicks per click.
    pub fn correctness(&self) -> Option<f64> {
        ratio(f64::from(self.effective()), f64::from(self.clicks()))
    }

    /// 3BV solved per effective click.
    pub fn throughput(&self) -> Option<f64> {
        ratio(f64::from(self.bbbv_solved), f64::from(self.effective()))
    }

    /// ZiNi per click, for a won game.
    pub fn zne(&self) -> Option<f64> {
        if !self.won {
            return None;
        }
        ratio(f64::from(self.zini), f64::from(self.clicks()))
    }

    /// Time² ÷ 3BV solved (lower is better).
    pub fn rqp(&self) -> Option<f64> {
        ratio(self.time * self.time, f64::from(self.bbbv_solved))
    }

    /// STNB, on the three boards the community rates (none for others).
    pub fn stnb(&self) -> Option<f64> {
        let c = self.stnb_constant?;
        let solved = f64::from(self.bbbv_solved);
        let per = ratio(self.time.powf(1.7), solved)?;
        let share = ratio(solved, f64::from(self.bbbv))?.sqrt();
        ratio(c, per).map(|s| s * share)
    }

    /// No mine was ever flagged (ms_toollib's NF).
    pub const fn no_flags(&self) -> bool {
        self.right_effective == 0
    }
}

fn ratio(num: f64, den: f64) -> Option<f64> {
    (den > 0.0 && num.is_finite() && den.is_finite()).then(|| num / den)
}

/// The constant of STNB's formula for the community's three rated boards.
fn stnb_constant(config: &Config) -> Option<f64> {
    match (config.rows(), config.cols(), config.mines()) {
        (8, 8, 10) => Some(36.0),
        (16, 16, 40) => Some(162.0),
        (16, 30, 99) => Some(435.0),
        _ => None,
    }
}

/// Counters gathered a move at a time while a replay is played, so that reading a replay,
/// checking it and counting it is one pass ([`crate::reading::Checking`]).
pub(crate) struct Counting {
    board: Board,
    tally: ClickCounter,
}

impl Counting {
    pub(crate) fn new(replay: &Replay) -> Counting {
        let grid = replay.config().grid();
        Counting {
            board: Board::new(grid, replay.mines()),
            tally: ClickCounter::new(replay.convention(), grid.cells()),
        }
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
    pub(crate) fn finish(self, replay: &Replay, end: &Game, (zini, hzini): (u32, u32)) -> Counters {
        let config = *replay.config();
        let tally = self.tally;
        let (bbbv, zini, hzini) = if replay.mines().is_empty() {
            (0, 0, 0)
        } else {
            (self.board.bbbv(), zini, hzini)
        };
        Counters {
            time: f64::from(replay.time_ms()) / 1000.0,
            won: end.status() == Status::Won,
            bbbv,
            bbbv_solved: tally.bbbv_solved,
            left: tally.left,
            right: tally.right,
            chords: tally.chords,
            left_effective: tally.left_effective,
            right_effective: tally.right_effective,
            chords_effective: tally.chords_effective,
            flags: end.flags(),
            zini,
            hzini,
            path: replay.cursor_path(),
            stnb_constant: stnb_constant(&config),
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

    /// The board's 3BV.
    fn bbbv(&self) -> u32 {
        let mut seen = vec![false; self.counts.len()];
        let mut openings = 0;
        for start in 0..self.counts.len() {
            if self.counts[start] != 0 || seen[start] {
                continue;
            }
            openings += 1;
            let mut stack = vec![start];
            seen[start] = true;
            while let Some(zero) = stack.pop() {
                for n in self.grid.neighbours(zero) {
                    if !seen[n] && self.counts[n] == 0 {
                        seen[n] = true;
                        stack.push(n);
                    }
                }
            }
        }
        let isolated = (0..self.counts.len()).filter(|&i| self.isolated(i)).count() as u32;
        openings + isolated
    }
}
