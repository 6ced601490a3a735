//! A Minesweeper solver that sees only what a player sees: revealed numbers, hidden cells and
//! the total mine count. It never looks at the hidden layout, and it does not trust flags.
//!
//! In order: certain moves from the trivial and subset rules (`deduce`); exact mine
//! probabilities from the frontier's independent components (`probability`); and when no
//! move is certain, a guess (`guess`): an unavoidable 50/50 at once, an exact search when
//! few layouts are left or a region is cut off from the rest (`endgame`), a cell that
//! settles a 50/50 still forming (`risk`), else the best cell one move ahead. Work is
//! bounded: a frontier too large to enumerate falls back to estimates and says so in
//! [`Analysis::exact`].

mod deduce;
mod endgame;
mod guess;
mod probability;
mod risk;

use crate::{CellView, FirstClick, Game, Grid};

pub(crate) use endgame::{clear_chance, dead_cells};
pub use guess::{first_move, plan, recommend_from, Hint, Plan};

/// What a player knows: the board's shape, the mine count, and the revealed numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    grid: Grid,
    mines: u32,
    rule: FirstClick,
    /// Row-major: `Some(n)` for a revealed number, `None` for a cell not revealed.
    revealed: Vec<Option<u8>>,
    /// The revealed numbers that touch a hidden cell: the only ones that constrain anything.
    border: Vec<u32>,
    /// How many cells are not revealed.
    hidden: u32,
    /// Hidden cells everyone knows hold a mine (a battle's exploded mines), ascending. They
    /// count among the hidden cells and the mine total, and the rules start from them.
    known_mines: Vec<u32>,
}

impl Position {
    /// The player's view of `game`: flags and "?" marks count as hidden.
    pub fn of(game: &Game) -> Position {
        let grid = game.grid();
        let revealed = (0..grid.cells())
            .map(|i| match game.view_at(i) {
                CellView::Revealed(n) => Some(n),
                _ => None,
            })
            .collect();
        Position::from_parts(
            grid,
            game.config().mines(),
            game.config().first_click(),
            revealed,
            Vec::new(),
        )
    }

    /// A position from what is shown: row-major numbers (`None` where hidden) and the hidden
    /// cells known to be mines (shown exploded in a battle, where play goes on after a hit).
    pub(crate) fn from_parts(
        grid: Grid,
        mines: u32,
        rule: FirstClick,
        revealed: Vec<Option<u8>>,
        mut known_mines: Vec<u32>,
    ) -> Position {
        known_mines.sort_unstable();
        let mut position = Position {
            grid,
            mines,
            rule,
            revealed,
            border: Vec::new(),
            hidden: 0,
            known_mines,
        };
        position.hidden = position.revealed.iter().filter(|r| r.is_none()).count() as u32;
        position.border = (0..grid.cells())
            .filter(|&i| position.on_border(i))
            .map(|i| i as u32)
            .collect();
        position
    }

    fn on_border(&self, index: usize) -> bool {
        self.revealed[index].is_some()
            && self
                .grid
                .neighbours(index)
                .any(|n| self.revealed[n].is_none())
    }

    /// The revealed numbers that touch a hidden cell.
    pub fn border(&self) -> &[u32] {
        &self.border
    }

    /// The board's grid.
    pub const fn grid(&self) -> Grid {
        self.grid
    }

    /// The board's mines.
    pub const fn mines(&self) -> u32 {
        self.mines
    }

    /// Whether the cell at `index` is open.
    pub fn is_revealed(&self, index: usize) -> bool {
        self.revealed[index].is_some()
    }

    /// The number an open cell shows.
    pub fn number(&self, index: usize) -> Option<u8> {
        self.revealed[index]
    }

    /// How many cells are not revealed.
    pub const fn hidden(&self) -> u32 {
        self.hidden
    }

    /// The same position with only the numbers `keep` accepts taken as constraints (the others
    /// stay revealed, so known safe): what a player who reads only some numbers can deduce.
    pub(crate) fn reading_only(mut self, keep: impl Fn(usize) -> bool) -> Position {
        self.border.retain(|&i| keep(i as usize));
        self
    }

    /// Hidden cells known to be mines, ascending (see [`Position::from_parts`]).
    pub fn known_mines(&self) -> &[u32] {
        &self.known_mines
    }

    /// Whether nothing has been revealed yet.
    pub fn is_fresh(&self) -> bool {
        self.revealed.iter().all(Option::is_none)
    }

    /// The same position with `index` revealed as `value` (for looking ahead).
    fn with_revealed(&self, index: usize, value: u8) -> Position {
        let mut next = self.clone();
        if next.revealed[index].is_none() {
            next.hidden -= 1;
        }
        next.revealed[index] = Some(value);
        // Only the new number and its neighbours can change border membership.
        let touched: Vec<usize> = std::iter::once(index)
            .chain(self.grid.neighbours(index))
            .collect();
        next.border.retain(|&b| !touched.contains(&(b as usize)));
        for &t in &touched {
            if next.on_border(t) {
                next.border.push(t as u32);
            }
        }
        next.border.sort_unstable();
        next
    }
}

/// Union-find over `0..n` (with path halving): the groups a relation joins items into.
pub(crate) struct Groups {
    parent: Vec<usize>,
}

impl Groups {
    pub fn new(n: usize) -> Groups {
        Groups {
            parent: (0..n).collect(),
        }
    }

    /// The representative of `x`'s group.
    pub fn root(&mut self, mut x: usize) -> usize {
        while self.parent[x] != x {
            self.parent[x] = self.parent[self.parent[x]];
            x = self.parent[x];
        }
        x
    }

    /// Puts `a`'s group into `b`'s.
    pub fn join(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.root(a), self.root(b));
        self.parent[ra] = rb;
    }
}

/// What the solver knows about every cell of a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// P(mine) per cell, row-major; 0 for revealed cells.
    pub probabilities: Vec<f64>,
    /// Hidden cells that are certainly safe, row-major order.
    pub safe: Vec<usize>,
    /// Hidden cells that are certainly mines, row-major order.
    pub mines: Vec<usize>,
    /// False when the frontier was too large to enumerate within the work budget: the
    /// probabilities are then estimates (certain cells from the rules are still certain).
    pub exact: bool,
    /// Natural log of the number of mine layouts consistent with the position: −∞ when none
    /// is (the position is impossible), NaN when the budget ran out before counting them.
    pub ln_layouts: f64,
}

impl Analysis {
    /// The hidden cell least likely to be a mine, ties to the lowest index.
    pub fn safest(&self, position: &Position) -> Option<(usize, f64)> {
        (0..self.probabilities.len())
            .filter(|&i| !position.is_revealed(i))
            .map(|i| (i, self.probabilities[i]))
            .min_by(|a, b| a.1.total_cmp(&b.1))
    }

    /// A hidden cell that may be a mine and may be safe.
    pub(crate) fn is_undecided(&self, position: &Position, i: usize) -> bool {
        let p = self.probabilities[i];
        !position.is_revealed(i) && p > 0.0 && p < 1.0
    }
}

/// How much enumeration one analysis may do before it falls back to estimates. About a few
/// milliseconds natively; keeps a hint on a huge frontier from freezing the page.
pub const DEFAULT_BUDGET: u64 = 400_000;

/// Exact probabilities (within `budget` search nodes) and the certain cells of `position`.
pub fn analyse(position: &Position) -> Analysis {
    analyse_with_budget(position, DEFAULT_BUDGET)
}

/// [`analyse`] with a search budget of `budget` nodes instead of the default.
pub fn analyse_with_budget(position: &Position, budget: u64) -> Analysis {
    probability::probabilities(position, &deduce::deduce(position), budget)
}

/// How hard a certain cell was to prove: the easiest rule that proves it (the rules' own list,
/// since a no-guess board's grade is the hardest one it needs).
pub use crate::Deduction;

/// The hidden cells that can be proven safe, with the easiest rule that proves some of them:
/// the trivial rule, else the subset rule, else the mine total, else counting every layout (a
/// full case analysis). Empty when
/// none can (or when the position is too open to count within the work budget).
pub fn provably_safe(position: &Position) -> (Vec<usize>, Deduction) {
    let mut deduction = deduce::deduce_trivial(position);
    let trivial = deduction.cells(position, deduce::Known::Safe);
    if !trivial.is_empty() {
        return (trivial, Deduction::SingleNumber);
    }
    deduction.add_subset();
    let subset = deduction.cells(position, deduce::Known::Safe);
    if !subset.is_empty() {
        return (subset, Deduction::Subset);
    }
    let by_total = safe_by_the_total(position, &deduction);
    if !by_total.is_empty() {
        return (by_total, Deduction::MineTotal);
    }
    let analysis = probability::probabilities(position, &deduction, DEFAULT_BUDGET);
    let safe = if analysis.exact {
        analysis.safe
    } else {
        Vec::new()
    };
    (safe, Deduction::CaseAnalysis)
}

/// Hidden cells the mine total proves safe: when numbers that share no cell (taken greedily)
/// already hold every mine left, no other undecided hidden cell can hold one. A sound rule,
/// not a complete one: what it misses, counting finds.
fn safe_by_the_total(position: &Position, deduction: &deduce::Deduction) -> Vec<usize> {
    let Some(constraints) = deduction.constraints() else {
        return Vec::new();
    };
    let Some(mines_left) = position.mines().checked_sub(deduction.mines_known) else {
        return Vec::new();
    };
    let cells = position.grid().cells();
    let mut used = vec![false; cells];
    let mut held = 0;
    for c in constraints {
        if c.cells().is_empty() || c.cells().iter().any(|&x| used[x as usize]) {
            continue;
        }
        for &x in c.cells() {
            used[x as usize] = true;
        }
        held += c.mines;
    }
    if held != mines_left {
        return Vec::new();
    }
    (0..cells)
        .filter(|&i| {
            !position.is_revealed(i) && !used[i] && deduction.known[i] == deduce::Known::Unknown
        })
        .collect()
}

/// What a player who knows every rule can prove, kept up to date as cells open: one deduction
/// carried forward, instead of the position and its constraints built again for every round
/// (what made checking a no-guess board cost a millisecond).
pub(crate) struct Prover {
    position: Position,
    deduction: deduce::Deduction,
}

impl Prover {
    pub fn new(game: &Game) -> Prover {
        let position = Position::of(game);
        let deduction = deduce::deduce_trivial(&position);
        Prover {
            position,
            deduction,
        }
    }

    /// Records that `index` opened showing `value`.
    pub fn opened(&mut self, index: usize, value: u8) {
        if self.position.revealed[index].is_some() {
            return;
        }
        // The border is left as it was: only `Deduction::new` reads it, and the deduction here
        // is carried forward instead.
        self.position.revealed[index] = Some(value);
        self.position.hidden -= 1;
        self.deduction.add_number(&self.position, index, value);
    }

    /// The hidden cells provable safe now, and the easiest rule that proves them (see
    /// [`provably_safe`]). Mines found on the way stay known, as a player's flags would.
    ///
    /// Every cell it returns must be revealed before the next call: the rules' safe cells are
    /// those proven since the last call (no scan of the board, which on 200 × 200 cost more
    /// than the proving).
    pub fn provable(&mut self) -> (Vec<usize>, Deduction) {
        let position = &self.position;
        self.deduction.settle(false);
        let safe = self.deduction.take_safe(position);
        if !safe.is_empty() {
            return (safe, Deduction::SingleNumber);
        }
        self.deduction.settle(true);
        let safe = self.deduction.take_safe(position);
        if !safe.is_empty() {
            return (safe, Deduction::Subset);
        }
        let by_total = safe_by_the_total(position, &self.deduction);
        if !by_total.is_empty() {
            return (by_total, Deduction::MineTotal);
        }
        let analysis = probability::probabilities(position, &self.deduction, DEFAULT_BUDGET);
        let safe = if analysis.exact {
            analysis.safe
        } else {
            Vec::new()
        };
        (safe, Deduction::CaseAnalysis)
    }
}

/// The sets the rules leave open: for each revealed number on the border, its neighbours
/// that the trivial and subset rules could not decide (each set at most 8 cells, non-empty).
pub(crate) fn open_sets(position: &Position) -> Vec<Vec<usize>> {
    let deduction = deduce::deduce(position);
    deduction
        .constraints()
        .unwrap_or_default()
        .iter()
        .filter(|c| !c.cells().is_empty())
        .map(|c| c.cells().iter().map(|&cell| cell as usize).collect())
        .collect()
}

/// Cells certain by the cheap rules alone (no enumeration): `(safe, mines)`, row-major.
pub fn certain(position: &Position) -> (Vec<usize>, Vec<usize>) {
    let deduction = deduce::deduce(position);
    (
        deduction.cells(position, deduce::Known::Safe),
        deduction.cells(position, deduce::Known::Mine),
    )
}

/// Cells certain by the trivial rule alone (each number on its own): `(safe, mines)`.
pub(crate) fn certain_by_single_numbers(position: &Position) -> (Vec<usize>, Vec<usize>) {
    let deduction = deduce::deduce_trivial(position);
    (
        deduction.cells(position, deduce::Known::Safe),
        deduction.cells(position, deduce::Known::Mine),
    )
}

/// For a hidden cell assumed safe: the expected chance that the best move after it opens is
/// safe, looking one move ahead over every number it can show (`None` if that was too large to
/// count within `budget`, which the work done is taken off).
pub(crate) fn next_move_safety(position: &Position, cell: usize, budget: &mut u64) -> Option<f64> {
    let base = deduce::deduce(position);
    guess::next_move_safety(position, &base, cell, budget).map(|(safety, _)| safety)
}

/// The move the solver recommends for `game`, with how sure it is.
pub fn hint(game: &Game) -> Option<Hint> {
    if game.status().is_over() {
        return None;
    }
    guess::recommend(&Position::of(game))
}
