//! Long-term risk: 50/50s that are still forming. Two hidden cells side by side whose cells
//! at both ends are mines (or off the board) can never be told apart by any other click, and
//! the same holds for a 2 × 2 block with mines at its four diagonal corners. If such a shape
//! holds, someone will have to guess it at 50 %. A cell inside a shape that may be forming
//! is therefore worth more than its safety says: clicking it now settles in one go what may
//! later be a coin flip. (D. N. Hill's solver weighs guesses the same way.)

use super::deduce::{Deduction, Known};
use super::probability::outlook;
use super::{Analysis, Position, DEFAULT_BUDGET};

/// How much a shape's chance of forming adds to a cell's score, relative to its safety.
pub(crate) const WEIGHT: f64 = 0.9;

/// Shapes with more cells than this that must still turn out to be mines are too unlikely
/// to be worth counting (the mines inside the shape included).
const MAX_MINES: usize = 2;

pub(crate) struct Risk {
    /// Per cell: the share of layouts in which the cell lies in (or completes) a forming
    /// 50/50, capped by its chance of being a mine and of being safe.
    pub influence: Vec<f64>,
    /// A cell that is in a 50/50 whenever it is a mine: a 50/50 or safe, so take it now.
    pub pseudo: Option<usize>,
}

/// The three shapes: a horizontal pair, a vertical pair and a 2 × 2 block. Offsets from the
/// top-left cell as (row, col): the shape's own cells (the first `mines` of them must be
/// mines, the rest safe, for the 50/50 to form) and its end cells (which must be mines or off
/// the board).
struct Shape {
    own: &'static [(i64, i64)],
    mines: usize,
    ends: &'static [(i64, i64)],
    /// Blocks overlap four ways around a cell: a cell counts its likeliest block, not all.
    block: bool,
}

const SHAPES: [Shape; 3] = [
    Shape {
        own: &[(0, 0), (0, 1)],
        mines: 1,
        ends: &[(-1, -1), (0, -1), (1, -1), (-1, 2), (0, 2), (1, 2)],
        block: false,
    },
    Shape {
        own: &[(0, 0), (1, 0)],
        mines: 1,
        ends: &[(-1, -1), (-1, 0), (-1, 1), (2, -1), (2, 0), (2, 1)],
        block: false,
    },
    Shape {
        own: &[(0, 0), (1, 1), (0, 1), (1, 0)],
        mines: 2,
        ends: &[(-1, -1), (-1, 2), (2, -1), (2, 2)],
        block: true,
    },
];

pub(crate) fn assess(position: &Position, analysis: &Analysis, base: &Deduction) -> Risk {
    let grid = position.grid();
    let cells = grid.cells();
    let p = &analysis.probabilities;
    let mut risk = Risk {
        influence: vec![0.0; cells],
        pseudo: None,
    };
    if !analysis.exact || !analysis.ln_layouts.is_finite() {
        return risk;
    }
    let (rows, cols) = (grid.rows() as i64, grid.cols() as i64);
    let at = |r: i64, c: i64| {
        (r >= 0 && r < rows && c >= 0 && c < cols).then(|| (r * cols + c) as usize)
    };
    let open = |i: usize| analysis.is_undecided(position, i);
    let mines_left = (position.mines() as usize).saturating_sub(analysis.mines.len());

    let mut pairs = vec![0.0; cells];
    let mut blocks = vec![0.0f64; cells];
    let mut enabling = vec![0.0; cells];
    for r in 0..rows {
        for c in 0..cols {
            for shape in &SHAPES {
                // The shape's own cells, all undecided (checked before anything is allocated).
                let mut own = [0usize; 4];
                let fits = shape.own.iter().zip(&mut own).all(|(&(dr, dc), slot)| {
                    at(r + dr, c + dc).is_some_and(|i| {
                        *slot = i;
                        open(i)
                    })
                });
                if !fits {
                    continue;
                }
                let own = &own[..shape.own.len()];
                // Ends: none may be revealed; the hidden ones not known as mines must become so.
                let ends = shape.ends.iter().filter_map(|&(dr, dc)| at(r + dr, c + dc));
                if ends.clone().any(|i| position.is_revealed(i)) {
                    continue;
                }
                let enablers = ends.filter(|&i| p[i] < 1.0);
                let needed = enablers.clone().count() + shape.mines;
                if needed > MAX_MINES || needed > mines_left {
                    continue;
                }
                let enablers: Vec<usize> = enablers.collect();
                let (mines, safe) = own.split_at(shape.mines);
                let facts: Vec<(usize, Known)> = mines
                    .iter()
                    .chain(&enablers)
                    .map(|&i| (i, Known::Mine))
                    .chain(safe.iter().map(|&i| (i, Known::Safe)))
                    .collect();
                let mut budget = DEFAULT_BUDGET;
                let forced = outlook(position, &base.assuming(&facts), &mut budget);
                if !forced.ln_layouts.is_finite() {
                    continue;
                }
                let share = (forced.ln_layouts - analysis.ln_layouts).exp();
                for &i in own {
                    if shape.block {
                        blocks[i] = blocks[i].max(share);
                    } else {
                        pairs[i] += share;
                    }
                }
                // Whenever this cell is a mine, the shape holds: a 50/50 or safe.
                for &i in mines {
                    if risk.pseudo.is_none() && (share - p[i]).abs() <= 1e-9 * p[i] {
                        risk.pseudo = Some(i);
                    }
                }
                for &i in &enablers {
                    enabling[i] += share;
                }
            }
        }
    }
    for i in 0..cells {
        let cap = p[i].min(1.0 - p[i]);
        risk.influence[i] = (pairs[i] + blocks[i] + enabling[i]).min(cap);
    }
    risk
}

#[cfg(test)]
mod tests {
    use super::super::analyse;
    use super::super::deduce::deduce;
    use super::super::endgame::tests::pocket;
    use super::*;

    #[test]
    fn a_pair_behind_mines_is_a_fifty_fifty_or_safe() {
        let p = pocket();
        let a = analyse(&p);
        let risk = assess(&p, &a, &deduce(&p));
        assert_eq!(
            risk.pseudo,
            Some(0),
            "(0,0) is in the 50/50 whenever it is a mine"
        );
        assert!((risk.influence[0] - 0.5).abs() < 1e-12);
        assert!((risk.influence[1] - 0.5).abs() < 1e-12);
        // Certain cells carry no risk, and the open region on the right has no forming shape
        // (its ends are hidden cells that would all have to be mines).
        for (i, &influence) in risk.influence.iter().enumerate().skip(2) {
            assert_eq!(influence, 0.0, "cell {i}");
        }
    }
}
