//! Choosing a move: certain cells first; otherwise a guess chosen by looking one move ahead.

use super::deduce::{deduce, Deduction, Known};
use super::probability::{outlook, probabilities};
use super::{endgame, risk, Analysis, Position, DEFAULT_BUDGET};
use crate::{FirstClick, Grid, Pos};

/// A recommended move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Hint {
    /// The opening click for the first-click rule in force.
    First(Pos),
    /// A cell that is certainly safe.
    Safe(Pos),
    /// No cell is certain: the best guess and its chance of being safe (0–1). `exact` is false
    /// when the board was too open to count within the work budget: the chance is an estimate.
    Guess {
        /// The cell.
        pos: Pos,
        /// Its chance of being safe, 0 to 1.
        safety: f64,
        /// Whether the chance was counted exactly.
        exact: bool,
    },
}

impl Hint {
    /// The cell it names.
    pub const fn pos(self) -> Pos {
        match self {
            Hint::First(pos) | Hint::Safe(pos) | Hint::Guess { pos, .. } => pos,
        }
    }

    /// The action that plays the hint on `game`: reveal its cell, or, when the player's flag
    /// is on it (the solver does not trust flags, and this one is on a cell it would open),
    /// take the flag off first; the next hint then reveals it.
    pub fn action(self, game: &crate::Game) -> crate::Action {
        match game.view(self.pos()) {
            Some(crate::CellView::Flagged) => crate::Action::ToggleFlag(self.pos()),
            _ => crate::Action::Reveal(self.pos()),
        }
    }

    /// The chance the move is safe.
    pub fn safety(self) -> f64 {
        match self {
            Hint::First(_) | Hint::Safe(_) => 1.0,
            Hint::Guess { safety, .. } => safety,
        }
    }
}

/// The best opening: a corner when only the clicked cell is protected (it is the most likely to
/// be a zero); a few cells in from a corner when its neighbours are protected too (a corner
/// would waste the protection on cells off the board).
pub fn first_move(grid: Grid, rule: FirstClick) -> Pos {
    match rule {
        FirstClick::Safe => Pos::new(0, 0),
        FirstClick::Opening | FirstClick::NoGuess => {
            let inset = if grid.rows() >= 16 && grid.cols() >= 30 {
                3
            } else {
                2
            };
            Pos::new(inset.min(grid.rows() - 1), inset.min(grid.cols() - 1))
        }
    }
}

/// What to play next: every cell the solver can prove safe, or else its one best move.
#[derive(Clone, Debug, PartialEq)]
pub enum Plan {
    /// Cells certainly safe, row-major (never empty).
    Safe(Vec<usize>),
    /// The opening click, or the best guess when nothing is certain.
    Move(Hint),
}

/// The solver's plan for a position, or `None` when no hidden cell is left. The cheap rules
/// run first; probabilities and the look-ahead only when they find nothing.
pub fn plan(position: &Position) -> Option<Plan> {
    if position.is_fresh() {
        let first = first_move(position.grid(), position.rule);
        return Some(Plan::Move(Hint::First(first)));
    }
    let deduction = deduce(position);
    let safe = deduction.cells(position, Known::Safe);
    if !safe.is_empty() {
        return Some(Plan::Safe(safe));
    }
    let analysis = probabilities(position, &deduction, DEFAULT_BUDGET);
    if !analysis.safe.is_empty() {
        return Some(Plan::Safe(analysis.safe));
    }
    guess(position, &analysis, &deduction).map(Plan::Move)
}

/// The solver's move for a position, or `None` when no hidden cell is left.
pub fn recommend(position: &Position) -> Option<Hint> {
    Some(match plan(position)? {
        Plan::Safe(cells) => Hint::Safe(position.grid().pos(cells[0])),
        Plan::Move(hint) => hint,
    })
}

/// The recommended move for a position already analysed (and not fresh).
pub fn recommend_from(position: &Position, analysis: &Analysis) -> Option<Hint> {
    if let Some(&safe) = analysis.safe.first() {
        return Some(Hint::Safe(position.grid().pos(safe)));
    }
    guess(position, analysis, &deduce(position))
}

/// The best guess when no cell is certain.
fn guess(position: &Position, analysis: &Analysis, deduction: &Deduction) -> Option<Hint> {
    let grid = position.grid();
    let (fallback, p) = analysis.safest(position)?;
    let index = pick_guess(position, analysis, deduction).unwrap_or(fallback);
    let safety = if index == fallback {
        1.0 - p
    } else {
        1.0 - analysis.probabilities[index]
    };
    Some(Hint::Guess {
        pos: grid.pos(index),
        safety,
        exact: analysis.exact,
    })
}

/// How many of the safest cells get the (costly) look-ahead.
const CANDIDATES: usize = 6;
/// Of those, at most this many off the frontier: the one with the fewest hidden neighbours
/// (likeliest to open). Measured on expert: two instead of any number, +0.6 points; one
/// instead of two, +174 ± 81 games over 700,000, and 6 % faster.
const MAX_OFF_FRONTIER: usize = 1;
/// A cell this much less safe than the safest is not worth looking ahead at.
const TOLERANCE: f64 = 0.1;
/// Enumeration work (search nodes) for one guess's whole look-ahead: about 10 ms natively.
const LOOKAHEAD_BUDGET: u64 = 1_000_000;

fn pick_guess(position: &Position, analysis: &Analysis, base: &Deduction) -> Option<usize> {
    if let Some(cell) = forced_fifty_fifty(position, analysis) {
        return Some(cell);
    }
    if let Some((cell, _win)) = endgame::best_move(position, analysis) {
        return Some(cell);
    }
    if let Some((cell, _win)) = endgame::isolated_best_move(position, analysis) {
        return Some(cell);
    }
    let risk = risk::assess(position, analysis, base);
    // One budget for the whole look-ahead, so a huge component cannot make a guess crawl:
    // once it is spent, the remaining candidates are scored as if uncountable.
    let mut budget = LOOKAHEAD_BUDGET;
    if let Some(cell) = risk.pseudo {
        // A 50/50-or-safe cell is worth taking now, unless revealing it would teach nothing.
        let informative = next_move_safety(position, base, cell, &mut budget);
        if informative.is_none_or(|(_, informative)| informative) {
            return Some(cell);
        }
    }
    let influence = |i: usize| risk.influence[i];
    let (_, best_p) = analysis.safest(position)?;
    let candidates = candidates(position, analysis, &risk);

    let mut best: Option<(usize, f64, bool)> = None;
    for &cell in &candidates {
        let safety = 1.0 - analysis.probabilities[cell];
        // Settling a 50/50 that may be forming is worth more than the safety alone says.
        let boost = 1.0 + risk::WEIGHT * influence(cell) / safety.max(1e-12);
        // The score is at most safety × boost: a cell that cannot beat an informative best
        // so far needs no look-ahead.
        if matches!(best, Some((_, s, true)) if safety * boost <= s + 1e-12) {
            continue;
        }
        // Uncountable outcomes: assume the next move is as safe as the best one now.
        let (next, informative) =
            next_move_safety(position, base, cell, &mut budget).unwrap_or((1.0 - best_p, true));
        let score = safety * next * boost;
        // Cells that can only ever show one number teach nothing: avoid them while informative
        // cells exist.
        let better = match best {
            None => true,
            Some((_, s, inf)) => (informative && !inf) || (informative == inf && score > s + 1e-12),
        };
        if better {
            best = Some((cell, score, informative));
        }
    }
    best.map(|(cell, _, _)| cell)
}

/// The cells worth a look-ahead, best first: those within [`TOLERANCE`] of the safest (a
/// forming 50/50's influence counted in), at most [`CANDIDATES`] of them, at most
/// [`MAX_OFF_FRONTIER`] off the frontier.
fn candidates(position: &Position, analysis: &Analysis, risk: &risk::Risk) -> Vec<usize> {
    let influence = |i: usize| risk.influence[i];
    let grid = position.grid();
    let Some((_, best_p)) = analysis.safest(position) else {
        return Vec::new();
    };
    let mut candidates: Vec<usize> = (0..grid.cells())
        .filter(|&i| {
            !position.is_revealed(i)
                && analysis.probabilities[i] - influence(i) <= best_p + TOLERANCE
                && analysis.probabilities[i] < 1.0
        })
        .collect();
    // Safest first, counting what settling a forming 50/50 is worth as the look-ahead's score
    // does (so such cells make the cut); among equals, cells with fewer hidden neighbours (more
    // likely to open). Keys are computed once: on a big board thousands of off-frontier
    // cells qualify.
    let hidden_around = |i: usize| {
        grid.neighbours(i)
            .filter(|&n| !position.is_revealed(n))
            .count()
    };
    let mut keyed: Vec<(f64, usize, usize)> = candidates
        .iter()
        .map(|&i| {
            let effective = analysis.probabilities[i] - risk::WEIGHT * influence(i);
            (effective, hidden_around(i), i)
        })
        .collect();
    keyed.sort_unstable_by(|a, b| a.0.total_cmp(&b.0).then((a.1, a.2).cmp(&(b.1, b.2))));
    candidates = keyed.into_iter().map(|(_, _, i)| i).collect();
    // Off-frontier cells (no revealed neighbour) are nearly interchangeable: keep the best,
    // so they do not crowd out frontier cells that may teach more.
    let mut off = 0;
    candidates.retain(|&i| {
        let frontier = grid.neighbours(i).any(|n| position.is_revealed(n));
        off += usize::from(!frontier);
        frontier || off <= MAX_OFF_FRONTIER
    });
    candidates.truncate(CANDIDATES);
    candidates
}

/// For a hidden cell assumed safe: the expected safety of the best move after revealing it
/// (1 when the number it shows makes some cell certain), and whether it can show more than
/// one number (i.e. gives information). `None` when an outcome was too large to count.
pub(crate) fn next_move_safety(
    position: &Position,
    base: &Deduction,
    cell: usize,
    budget: &mut u64,
) -> Option<(f64, bool)> {
    let grid = position.grid();
    let around = grid
        .neighbours(cell)
        .filter(|&n| !position.is_revealed(n))
        .count() as u8;
    let mut outcomes: Vec<(f64, f64)> = Vec::new();
    for value in 0..=around {
        let next = position.with_revealed(cell, value);
        let seen = outlook(&next, &base.with_revealed(&next, cell, value), budget);
        if seen.ln_layouts == f64::NEG_INFINITY {
            continue; // this number cannot show
        }
        if seen.ln_layouts.is_nan() {
            // Too big to count: no basis for weighing this cell's outcomes.
            return None;
        }
        outcomes.push((seen.ln_layouts, seen.best_safety));
    }
    if outcomes.is_empty() {
        return Some((0.0, false));
    }
    let top = outcomes
        .iter()
        .map(|o| o.0)
        .fold(f64::NEG_INFINITY, f64::max);
    let total: f64 = outcomes.iter().map(|o| (o.0 - top).exp()).sum();
    let expected = outcomes
        .iter()
        .map(|o| (o.0 - top).exp() / total * o.1)
        .sum();
    Some((expected, outcomes.len() > 1))
}

/// A pair of hidden cells, each 50 % a mine, whose only hidden neighbours are each other: no
/// future click can tell them apart, so the guess is unavoidable and waiting only adds risk.
fn forced_fifty_fifty(position: &Position, analysis: &Analysis) -> Option<usize> {
    let grid = position.grid();
    let half =
        |i: usize| !position.is_revealed(i) && (analysis.probabilities[i] - 0.5).abs() < 1e-9;
    (0..grid.cells()).filter(|&i| half(i)).find(|&a| {
        let hidden: Vec<usize> = grid
            .neighbours(a)
            .filter(|&n| !position.is_revealed(n))
            .collect();
        let [b] = hidden[..] else { return false };
        let b_hidden: Vec<usize> = grid
            .neighbours(b)
            .filter(|&n| !position.is_revealed(n))
            .collect();
        half(b) && b_hidden == [a]
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::super::{analyse, plan, risk::Risk};
    use super::*;
    use crate::{Action, Config, Game};

    /// The first position of an expert game where the solver has to guess.
    pub(crate) fn first_guess(seed: u64) -> Option<Position> {
        let mut game = Game::new(Config::EXPERT, seed)
            .apply(Action::Reveal(Pos::new(3, 3)))
            .ok()?
            .game;
        while let Some(Plan::Safe(cells)) = plan(&Position::of(&game)) {
            for cell in cells {
                game = game.apply(Action::Reveal(game.grid().pos(cell))).ok()?.game;
            }
        }
        (!game.status().is_over()).then(|| Position::of(&game))
    }

    #[test]
    fn a_cell_that_may_settle_a_fifty_fifty_is_looked_at_first() {
        let mut checked = 0;
        for seed in 0..20 {
            let Some(position) = first_guess(seed) else {
                continue;
            };
            let a = analyse(&position);
            let (_, best_p) = a.safest(&position).unwrap();
            let grid = position.grid();
            // A frontier cell a little less safe than the safest.
            let frontier = |i: usize| grid.neighbours(i).any(|n| position.is_revealed(n));
            let Some(cell) = (0..grid.cells()).find(|&i| {
                let p = a.probabilities[i];
                a.is_undecided(&position, i)
                    && frontier(i)
                    && p > best_p + 0.02
                    && p < best_p + 0.08
            }) else {
                continue;
            };
            // Settling a forming 50/50 makes it worth more than the safest cell's safety.
            let mut influence = vec![0.0; grid.cells()];
            influence[cell] = a.probabilities[cell] - best_p + 0.05;
            let risk = Risk {
                influence,
                pseudo: None,
            };
            let ranked = candidates(&position, &a, &risk);
            assert_eq!(ranked.first(), Some(&cell), "seed {seed}: {ranked:?}");
            checked += 1;
        }
        assert!(checked >= 3, "only {checked} positions fit");
    }
}
