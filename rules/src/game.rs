//! The game state and the rules that move it forward.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::action::{Action, MoveError, Outcome, Step};
use crate::placement::{NoGuessGrade, Placed, Placement, Uniform};
use crate::{Config, FirstClick, Grid, Pos};

pub(crate) use crate::grid::MINE;

/// Where a game stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Nothing revealed yet; the mines are placed at the first reveal.
    #[default]
    Ready,
    /// At least one cell revealed, and neither won nor lost.
    Playing,
    /// Every safe cell revealed.
    Won,
    /// A mine revealed.
    Lost,
}

impl Status {
    /// Whether the game has ended, won or lost.
    pub const fn is_over(self) -> bool {
        matches!(self, Status::Won | Status::Lost)
    }

    /// Lower-case name, as used in the DOM's `data-status`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Status::Ready => "ready",
            Status::Playing => "playing",
            Status::Won => "won",
            Status::Lost => "lost",
        }
    }

    /// The status a word names, as [`Status::as_str`] writes it.
    pub fn named(word: &str) -> Option<Status> {
        [Status::Ready, Status::Playing, Status::Won, Status::Lost]
            .into_iter()
            .find(|s| s.as_str() == word)
    }
}

/// What a player sees in a cell. Unrevealed mines show only once the game is lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CellView {
    /// Not revealed, no mark on it.
    Hidden,
    /// Flagged by the player as a mine.
    Flagged,
    /// Marked "?" by the player; behaves like a hidden cell.
    Questioned,
    /// A revealed safe cell with its number of neighbouring mines.
    Revealed(u8),
    /// A mine shown after a loss.
    Mine,
    /// A mine the player revealed.
    Exploded,
    /// A flag on a safe cell, shown after a loss.
    WrongFlag,
}

impl CellView {
    /// Lower-case name, as used in the DOM's `data-state`.
    pub const fn as_str(self) -> &'static str {
        match self {
            CellView::Hidden => "hidden",
            CellView::Flagged => "flagged",
            CellView::Questioned => "questioned",
            CellView::Revealed(_) => "revealed",
            CellView::Mine => "mine",
            CellView::Exploded => "exploded",
            CellView::WrongFlag => "wrong-flag",
        }
    }
}

/// What the player has done to a cell, independent of what lies beneath.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Cover {
    Hidden,
    Flagged,
    Questioned,
    Revealed,
}

impl Cover {
    /// Hidden or "?": a cell that reveals and floods open.
    const fn is_closed(self) -> bool {
        matches!(self, Cover::Hidden | Cover::Questioned)
    }
}

/// Effective clicks of each kind, for efficiency statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Clicks {
    /// Reveals that opened something.
    pub reveals: u32,
    /// Chords that opened something.
    pub chords: u32,
    /// Flags (and marks) placed or taken off.
    pub flags: u32,
}

impl Clicks {
    /// All of them.
    pub const fn total(&self) -> u32 {
        self.reveals + self.chords + self.flags
    }
}

/// The kinds of deduction a player makes, easiest first. A no-guess board's grade is the
/// hardest one it needs ([`Game::no_guess_grade_with`]); the solver says which one proved a
/// cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Deduction {
    /// One number on its own (with the mines and safe cells found so far).
    SingleNumber,
    /// Two numbers compared: one's cells are a subset of the other's.
    Subset,
    /// The mine total: numbers that share no cell already hold every mine left, so every
    /// other hidden cell is safe.
    MineTotal,
    /// Every layout counted (with the mine total): a full case analysis.
    CaseAnalysis,
}

impl Deduction {
    /// Its key, as the catalogues' messages choose their words by it.
    pub const fn key(self) -> &'static str {
        match self {
            Deduction::SingleNumber => "single",
            Deduction::Subset => "subset",
            Deduction::MineTotal => "total",
            Deduction::CaseAnalysis => "cases",
        }
    }

    /// Its name, as the solver's and the review's messages say it.
    pub const fn as_str(self) -> &'static str {
        match self {
            Deduction::SingleNumber => "single numbers",
            Deduction::Subset => "the subset rule",
            Deduction::MineTotal => "the mine total",
            Deduction::CaseAnalysis => "a full case analysis",
        }
    }
}

/// One game of Minesweeper. Immutable from the outside: [`Game::apply`] returns the next state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(crate) config: Config,
    pub(crate) seed: u64,
    /// Row-major `MINE` or neighbour count; empty until the mines are placed.
    pub(crate) field: Vec<u8>,
    /// Sorted indices of the mines; empty until placed.
    pub(crate) mines: Vec<u32>,
    pub(crate) cover: Vec<Cover>,
    pub(crate) status: Status,
    /// Safe cells revealed, so a win is detected without scanning the board.
    pub(crate) revealed: usize,
    pub(crate) flags: u32,
    pub(crate) moves: u32,
    pub(crate) started_at: Option<u32>,
    pub(crate) ended_at: Option<u32>,
    /// Mines the player revealed (a chord over wrong flags can reveal several).
    pub(crate) exploded: Vec<u32>,
    pub(crate) clicks: Clicks,
    /// The cell the first reveal opened, where the board was made from.
    pub(crate) first: Option<u32>,
    /// A no-guess board's grade, as its placement found it (or checked once on demand, for a
    /// restored game): checking a board again at the first click doubled its cost.
    pub(crate) grade: GradeCache,
}

/// A no-guess board's grade once known: `Some(rule)`, or `None` for a fallback board. Derived
/// from the layout and the first click, so it never makes two games differ.
#[derive(Clone, Debug, Default)]
pub(crate) struct GradeCache(std::cell::OnceCell<Option<Deduction>>);

impl PartialEq for GradeCache {
    fn eq(&self, _: &GradeCache) -> bool {
        true
    }
}

impl Eq for GradeCache {}

impl Game {
    /// A new game. The mines are drawn from `seed` at the first reveal: the same seed and the
    /// same first click give the same board on every platform.
    pub fn new(config: Config, seed: u64) -> Game {
        Game {
            config,
            seed,
            field: Vec::new(),
            mines: Vec::new(),
            cover: vec![Cover::Hidden; config.cells()],
            status: Status::Ready,
            revealed: 0,
            flags: 0,
            moves: 0,
            started_at: None,
            ended_at: None,
            exploded: Vec::new(),
            clicks: Clicks::default(),
            first: None,
            grade: GradeCache::default(),
        }
    }

    /// A game whose mines are exactly `mines`, for hand-made positions (tests, puzzles,
    /// benchmarks). The first-click rule does not apply: the layout is fixed.
    pub fn with_mines(config: Config, mines: &[Pos]) -> Result<Game, LayoutError> {
        let grid = config.grid();
        let mut indices = Vec::with_capacity(mines.len());
        for &pos in mines {
            let index = grid.index(pos).ok_or(LayoutError::Outside(pos))?;
            indices.push(index as u32);
        }
        indices.sort_unstable();
        indices.dedup();
        if indices.len() != config.mines() as usize {
            return Err(LayoutError::Count {
                expected: config.mines(),
                got: indices.len(),
            });
        }
        let mut game = Game::new(config, 0);
        game.set_mines(indices);
        Ok(game)
    }

    /// A hand-made game drawn as text, one string per row: `*` is a mine, anything else is
    /// safe. All rows must be as long as the first. Handy for puzzles, tests and examples.
    pub fn from_picture(
        rows: &[&str],
        first_click: crate::FirstClick,
    ) -> Result<Game, PictureError> {
        let width = rows.first().map_or(0, |r| r.chars().count());
        if rows.iter().any(|r| r.chars().count() != width) {
            return Err(PictureError::Ragged);
        }
        let mines: Vec<Pos> = rows
            .iter()
            .enumerate()
            .flat_map(|(r, line)| {
                line.chars()
                    .enumerate()
                    .filter(|&(_, c)| c == '*')
                    .map(move |(c, _)| Pos::new(r as u32, c as u32))
            })
            .collect();
        let config = Config::new(
            rows.len() as u64,
            width as u64,
            mines.len() as u64,
            first_click,
        )?;
        Ok(Game::with_mines(config, &mines)?)
    }

    /// Its board's settings.
    pub const fn config(&self) -> &Config {
        &self.config
    }

    /// Its cells' grid.
    pub const fn grid(&self) -> Grid {
        self.config.grid()
    }

    /// The seed its mines are placed from.
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// Where it stands.
    pub const fn status(&self) -> Status {
        self.status
    }

    /// Mines minus flags: what the classic counter shows (negative when over-flagged).
    pub fn mines_left(&self) -> i64 {
        i64::from(self.config.mines()) - i64::from(self.flags)
    }

    /// Flags on the board.
    pub const fn flags(&self) -> u32 {
        self.flags
    }

    /// Safe cells revealed so far.
    pub const fn revealed(&self) -> usize {
        self.revealed
    }

    /// Actions that changed something, including flags before the first reveal.
    pub const fn moves(&self) -> u32 {
        self.moves
    }

    /// The move (1-based, as counted by [`Game::moves`]) that made the first reveal.
    pub const fn started_at(&self) -> Option<u32> {
        self.started_at
    }

    /// The move that won or lost the game.
    pub const fn ended_at(&self) -> Option<u32> {
        self.ended_at
    }

    /// Its effective clicks so far.
    pub const fn clicks(&self) -> Clicks {
        self.clicks
    }

    /// Whether the mines have been placed (they are, from the first reveal on).
    pub fn has_mines(&self) -> bool {
        !self.field.is_empty()
    }

    /// What the player sees at `pos`, or `None` outside the board.
    pub fn view(&self, pos: Pos) -> Option<CellView> {
        self.grid().index(pos).map(|i| self.view_at(i))
    }

    /// What the player sees at a row-major index below `grid().cells()`.
    pub fn view_at(&self, index: usize) -> CellView {
        let mine = self.field.get(index) == Some(&MINE);
        match (self.cover[index], self.status) {
            (Cover::Revealed, _) if mine => CellView::Exploded,
            (Cover::Revealed, _) => CellView::Revealed(self.field[index]),
            (Cover::Flagged, Status::Lost) if !mine => CellView::WrongFlag,
            (Cover::Flagged, _) => CellView::Flagged,
            (_, Status::Lost) if mine => CellView::Mine,
            (Cover::Questioned, _) => CellView::Questioned,
            (Cover::Hidden, _) => CellView::Hidden,
        }
    }

    /// The views of one row, left to right (empty for a row outside the board).
    pub fn row_views(&self, row: u32) -> impl Iterator<Item = CellView> + '_ {
        let cols = self.config.cols() as usize;
        let range = if row < self.config.rows() {
            row as usize * cols..(row as usize + 1) * cols
        } else {
            0..0
        };
        range.map(move |i| self.view_at(i))
    }

    /// The cell the first reveal opened.
    pub fn first_reveal(&self) -> Option<Pos> {
        self.first.map(|i| self.grid().pos(i as usize))
    }

    /// The mines' row-major indices, sorted, once placed (empty before the first reveal).
    /// The truth a player must not see while the game runs: for replays, counters and tests.
    /// A front end draws only what [`Game::view`] shows.
    pub fn mine_indices(&self) -> &[u32] {
        &self.mines
    }

    /// For a no-guess game once it has begun: the hardest rule its board needs (single
    /// numbers, the subset rule, the mine total, a full case analysis), or `None` when no
    /// no-guess board could be made and this one may need guesses. `None` before the first
    /// reveal and for other rules. The placement that made the board says; for a game restored
    /// from a save or replayed, `check` (the engine's `no_guess::check`, which needs the solver above these
    /// rules) plays the board by proof once and the answer is kept.
    pub fn no_guess_grade_with(
        &self,
        check: impl FnOnce(&Config, &[u32], Pos) -> Option<Deduction>,
    ) -> Option<Deduction> {
        if self.config.first_click() != FirstClick::NoGuess || !self.has_mines() {
            return None;
        }
        let first = self.first_reveal()?;
        *self
            .grade
            .0
            .get_or_init(|| check(&self.config, &self.mines, first))
    }

    /// The no-guess grade as far as it is known without a check: said by the placement that
    /// made the board, or worked out already ([`NoGuessGrade::Unknown`] until then). `None`
    /// for other rules and for a game not begun.
    pub fn known_no_guess_grade(&self) -> Option<NoGuessGrade> {
        if self.config.first_click() != FirstClick::NoGuess || !self.has_mines() {
            return None;
        }
        Some(match self.grade.0.get().copied() {
            None => NoGuessGrade::Unknown,
            Some(Some(rule)) => NoGuessGrade::Needs(rule),
            Some(None) => NoGuessGrade::Guesses,
        })
    }

    /// Whether the first reveal needs a board made above the rules: a no-guess game not
    /// begun. Plain [`Game::apply`] refuses that reveal ([`MoveError::NeedsBoard`]); the
    /// caller makes the board (the engine's `no_guess` module, at once or a few steps at a
    /// time) and applies the reveal with [`Game::apply_with`].
    pub fn needs_board(&self) -> bool {
        !self.has_mines() && self.config.first_click() == FirstClick::NoGuess
    }

    /// The mines' positions, once the game is over (while it runs they stay secret).
    pub fn revealed_mines(&self) -> Option<Vec<Pos>> {
        self.status.is_over().then(|| {
            self.mines
                .iter()
                .map(|&i| self.grid().pos(i as usize))
                .collect()
        })
    }

    /// Applies `action` and returns the next game with the cells whose view changed.
    /// Actions that change nothing (including every action after the end) give
    /// [`Outcome::Unchanged`] with an equal game. A first reveal places the mines uniformly
    /// ([`Uniform`]); on a no-guess game it is refused ([`Game::needs_board`]).
    pub fn apply(&self, action: Action) -> Result<Step, MoveError> {
        self.apply_with(action, &Uniform)
    }

    /// [`Game::apply`], with the mines placed by `placement` if this action is the first
    /// reveal (other actions ignore it). What the placement returns is checked: a layout that
    /// does not fit is an error, never a game that breaks the rules later.
    pub fn apply_with(&self, action: Action, placement: &dyn Placement) -> Result<Step, MoveError> {
        let index = self.index_of(action)?;
        let mut game = self.clone();
        let changed = game.execute(action, index, placement)?;
        let outcome = if changed.is_empty() {
            Outcome::Unchanged
        } else {
            match game.status {
                Status::Won => Outcome::Won,
                Status::Lost => Outcome::Lost,
                Status::Ready | Status::Playing => Outcome::Continues,
            }
        };
        Ok(Step {
            game,
            changed,
            outcome,
        })
    }

    /// Runs `action` on this game in place, with no clone and no [`Step`]: for callers that
    /// play thousands of moves on boards whose mines are placed (the no-guess generator's
    /// checks). Returns the cells whose view changed.
    pub fn apply_in_place(&mut self, action: Action) -> Result<Vec<Pos>, MoveError> {
        self.apply_in_place_with(action, &Uniform)
    }

    /// [`Game::apply_in_place`] with a placement for the first reveal (a replay's layout).
    /// On an error the game is left as it was.
    pub fn apply_in_place_with(
        &mut self,
        action: Action,
        placement: &dyn Placement,
    ) -> Result<Vec<Pos>, MoveError> {
        let index = self.index_of(action)?;
        self.execute(action, index, placement)
    }

    fn index_of(&self, action: Action) -> Result<usize, MoveError> {
        let grid = self.grid();
        grid.index(action.pos()).ok_or(MoveError::Outside {
            pos: action.pos(),
            rows: grid.rows(),
            cols: grid.cols(),
        })
    }

    /// Runs one action in place; returns the cells whose view changed.
    fn execute(
        &mut self,
        action: Action,
        index: usize,
        placement: &dyn Placement,
    ) -> Result<Vec<Pos>, MoveError> {
        if self.status.is_over() {
            return Ok(Vec::new());
        }
        let mut changed = Vec::new();
        match (action, self.cover[index]) {
            (Action::Reveal(_), cover) if cover.is_closed() => {
                if !self.has_mines() {
                    self.place(index, placement)?;
                }
                self.reveal(index, &mut changed);
                self.count_click(&changed, |c| &mut c.reveals);
            }
            (Action::Chord(_), Cover::Revealed) => {
                self.chord(index, &mut changed);
                self.count_click(&changed, |c| &mut c.chords);
            }
            (Action::ToggleFlag(_), cover) => {
                self.set_mark(index, cover, next_flag_state(cover), &mut changed);
                self.count_click(&changed, |c| &mut c.flags);
            }
            (Action::CycleMark(_), cover) => {
                self.set_mark(index, cover, next_mark_state(cover), &mut changed);
                self.count_click(&changed, |c| &mut c.flags);
            }
            _ => {}
        }
        if changed.is_empty() {
            return Ok(changed);
        }
        self.moves += 1;
        if self.started_at.is_none() && self.status != Status::Ready {
            self.started_at = Some(self.moves);
        }
        if !self.exploded.is_empty() {
            self.finish_lost(&mut changed);
        } else if self.revealed == self.config.safe_cells() {
            self.finish_won(&mut changed);
        }
        Ok(changed)
    }

    /// Places the mines for a first reveal at `index` where `placement` says, after checking
    /// that they fit: the settings' count, sorted and distinct, on the board, none under the
    /// first reveal. A no-guess game refuses the rules' own uniform placement.
    fn place(&mut self, index: usize, placement: &dyn Placement) -> Result<(), MoveError> {
        let first = self.grid().pos(index);
        let Some(Placed { mines, grade }) = placement.place(&self.config, self.seed, first) else {
            return Err(MoveError::NeedsBoard);
        };
        let fits = |ok: bool, why: &'static str| {
            if ok {
                Ok(())
            } else {
                Err(MoveError::Placement(why))
            }
        };
        fits(
            mines.len() == self.config.mines() as usize,
            "another mine count",
        )?;
        fits(
            mines.windows(2).all(|w| w[0] < w[1]),
            "mines not sorted and distinct",
        )?;
        fits(
            mines
                .last()
                .is_none_or(|&m| (m as usize) < self.config.cells()),
            "a mine outside the board",
        )?;
        fits(
            mines.binary_search(&(index as u32)).is_err(),
            "a mine under the first reveal",
        )?;
        if self.config.first_click() == FirstClick::NoGuess {
            self.grade = match grade {
                NoGuessGrade::Unknown => GradeCache::default(),
                NoGuessGrade::Needs(rule) => GradeCache(Some(rule).into()),
                NoGuessGrade::Guesses => GradeCache(None.into()),
            };
        }
        self.set_mines(mines);
        Ok(())
    }

    fn count_click(&mut self, changed: &[Pos], counter: impl FnOnce(&mut Clicks) -> &mut u32) {
        if !changed.is_empty() {
            *counter(&mut self.clicks) += 1;
        }
    }

    fn set_mark(&mut self, index: usize, from: Cover, to: Cover, changed: &mut Vec<Pos>) {
        if from == to {
            return;
        }
        if from == Cover::Flagged {
            self.flags -= 1;
        }
        if to == Cover::Flagged {
            self.flags += 1;
        }
        self.cover[index] = to;
        changed.push(self.grid().pos(index));
    }

    /// Reveals a closed cell (the mines are placed) and floods zeros iteratively (a
    /// 10⁶-cell flood must not recurse).
    fn reveal(&mut self, index: usize, changed: &mut Vec<Pos>) {
        if self.status == Status::Ready {
            self.first = Some(index as u32);
        }
        self.status = Status::Playing;
        if !self.cover[index].is_closed() {
            return;
        }
        let grid = self.grid();
        let pos = grid.pos(index);
        self.cover[index] = Cover::Revealed;
        changed.push(pos);
        if self.field[index] == MINE {
            self.exploded.push(index as u32);
            return;
        }
        self.revealed += 1;
        if self.field[index] == 0 {
            self.flood(pos, changed);
        }
    }

    /// Opens the zero region around the revealed zero at `start`, with its numbered border.
    ///
    /// A scanline fill: the stack holds runs of revealed zeros in one row whose surroundings are
    /// still to open. A run first grows along its row, then the rows above and below are opened
    /// across its width, and their new zeros become runs. Each cell is looked at about three
    /// times instead of once per zero around it, which matters for 10⁶-cell floods.
    fn flood(&mut self, start: Pos, changed: &mut Vec<Pos>) {
        let grid = self.grid();
        let (rows, cols) = (grid.rows(), grid.cols());
        let mut runs = vec![(start.row, start.col, start.col)];
        while let Some((row, mut first, mut last)) = runs.pop() {
            while first > 0 && self.open(Pos::new(row, first - 1), changed) == Some(0) {
                first -= 1;
            }
            while last + 1 < cols && self.open(Pos::new(row, last + 1), changed) == Some(0) {
                last += 1;
            }
            let (from, to) = (first.saturating_sub(1), (last + 1).min(cols - 1));
            for next_row in [row.checked_sub(1), (row + 1 < rows).then_some(row + 1)]
                .into_iter()
                .flatten()
            {
                let mut run_start = None;
                for col in from..=to {
                    let new_zero = self.open(Pos::new(next_row, col), changed) == Some(0);
                    match (new_zero, run_start) {
                        (true, None) => run_start = Some(col),
                        (false, Some(begin)) => {
                            runs.push((next_row, begin, col - 1));
                            run_start = None;
                        }
                        _ => {}
                    }
                }
                if let Some(begin) = run_start {
                    runs.push((next_row, begin, to));
                }
            }
        }
    }

    /// Reveals `pos` if it is closed and returns its count; `None` if it was not closed.
    /// Only for cells next to a revealed zero, which are never mines.
    #[inline]
    fn open(&mut self, pos: Pos, changed: &mut Vec<Pos>) -> Option<u8> {
        let index = pos.row as usize * self.config.cols() as usize + pos.col as usize;
        if !self.cover[index].is_closed() {
            return None;
        }
        // Flags are the player's and stay: they are not closed, so floods pass them by.
        self.cover[index] = Cover::Revealed;
        self.revealed += 1;
        changed.push(pos);
        Some(self.field[index])
    }

    fn chord(&mut self, index: usize, changed: &mut Vec<Pos>) {
        let grid = self.grid();
        let flags = grid
            .neighbours(index)
            .filter(|&n| self.cover[n] == Cover::Flagged)
            .count();
        if flags != usize::from(self.field[index]) {
            return;
        }
        for n in grid.neighbours(index) {
            self.reveal(n, changed);
        }
    }

    fn finish_lost(&mut self, changed: &mut Vec<Pos>) {
        self.status = Status::Lost;
        self.ended_at = Some(self.moves);
        // The view of every closed mine and every wrong flag changes. Scanning for wrong flags
        // happens once per game, at its end.
        let grid = self.grid();
        for &mine in &self.mines {
            if self.cover[mine as usize].is_closed() {
                changed.push(grid.pos(mine as usize));
            }
        }
        changed.extend(
            (0..self.cover.len())
                .filter(|&i| self.cover[i] == Cover::Flagged && self.field[i] != MINE)
                .map(|i| grid.pos(i)),
        );
    }

    fn finish_won(&mut self, changed: &mut Vec<Pos>) {
        self.status = Status::Won;
        self.ended_at = Some(self.moves);
        for &mine in &self.mines {
            let mine = mine as usize;
            if self.cover[mine] != Cover::Flagged {
                self.cover[mine] = Cover::Flagged;
                self.flags += 1;
                changed.push(self.grid().pos(mine));
            }
        }
    }

    /// Stores the mines and their neighbour counts (work proportional to the mines).
    pub(crate) fn set_mines(&mut self, mines: Vec<u32>) {
        self.field = self.grid().numbers(&mines);
        self.mines = mines;
    }
}

const fn next_flag_state(cover: Cover) -> Cover {
    match cover {
        Cover::Hidden | Cover::Questioned => Cover::Flagged,
        Cover::Flagged => Cover::Hidden,
        Cover::Revealed => Cover::Revealed,
    }
}

const fn next_mark_state(cover: Cover) -> Cover {
    match cover {
        Cover::Hidden => Cover::Flagged,
        Cover::Flagged => Cover::Questioned,
        Cover::Questioned => Cover::Hidden,
        Cover::Revealed => Cover::Revealed,
    }
}

/// Why a picture could not be made into a game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PictureError {
    /// Its rows are not all as long.
    #[error("rows of a picture must all have the same length")]
    Ragged,
    /// Its size or its mines are not a board's.
    #[error(transparent)]
    Config(#[from] crate::ConfigError),
    /// Its mines are not a layout of its board.
    #[error(transparent)]
    Layout(#[from] LayoutError),
}

/// Why a hand-made mine layout was rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum LayoutError {
    /// A mine off the board.
    #[error("mine at {0} is outside the board")]
    Outside(Pos),
    /// Not as many distinct mines as the board has.
    #[error("the configuration has {expected} mines but the layout has {got} distinct ones")]
    Count {
        /// The board's mines.
        expected: u32,
        /// The layout's distinct mines.
        got: usize,
    },
}
