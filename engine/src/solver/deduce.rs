//! Certain cells from the two cheap rules, iterated to a fixed point: the trivial rule (a
//! number whose known mines equal it clears its other cells; one whose unknown cells equal its
//! missing mines fills them) and the subset rule (A ⊆ B: B∖A holds mines(B) − mines(A)).

use std::collections::HashMap;

use super::Position;

/// What is certain about each cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Known {
    Unknown,
    Safe,
    Mine,
}

/// One revealed number's unknown neighbours and how many mines they still hold.
#[derive(Clone, Debug)]
pub(crate) struct Constraint {
    pub cells: Vec<u32>,
    pub mines: u32,
}

/// The constraints of `position` given what is already known. `None` if the position is
/// contradictory (a number with too many or too few places for its mines).
pub(crate) fn constraints(position: &Position, known: &[Known]) -> Option<Vec<Constraint>> {
    let grid = position.grid();
    let mut out = Vec::new();
    for &i in position.border() {
        let i = i as usize;
        let Some(n) = position.number(i) else {
            continue;
        };
        let mut cells = Vec::new();
        let mut mines = u32::from(n);
        for nb in grid.neighbours(i) {
            if position.is_revealed(nb) {
                continue;
            }
            match known[nb] {
                Known::Mine => mines = mines.checked_sub(1)?,
                Known::Safe => {}
                Known::Unknown => cells.push(nb as u32),
            }
        }
        if mines as usize > cells.len() {
            return None;
        }
        if !cells.is_empty() {
            out.push(Constraint { cells, mines });
        }
    }
    Some(out)
}

/// Marks `cells` as `what`; true if any was unknown.
fn mark(cells: &[u32], what: Known, known: &mut [Known]) -> bool {
    let mut progress = false;
    for &c in cells {
        if known[c as usize] == Known::Unknown {
            known[c as usize] = what;
            progress = true;
        }
    }
    progress
}

/// Certain cells by the trivial and subset rules.
pub(crate) fn deduce(position: &Position) -> Vec<Known> {
    let mut known = vec![Known::Unknown; position.grid().cells()];
    loop {
        let Some(constraints) = constraints(position, &known) else {
            return known;
        };
        let mut progress = false;
        for c in &constraints {
            if c.mines == 0 {
                progress |= mark(&c.cells, Known::Safe, &mut known);
            } else if c.mines as usize == c.cells.len() {
                progress |= mark(&c.cells, Known::Mine, &mut known);
            }
        }
        if !progress {
            progress = subset_rule(&constraints, &mut known);
        }
        if !progress {
            return known;
        }
    }
}

/// For constraints A ⊂ B (they share cells, so their numbers are at most 2 apart): B∖A holds
/// mines(B) − mines(A), which settles it when that is 0 or all of B∖A.
fn subset_rule(constraints: &[Constraint], known: &mut [Known]) -> bool {
    let mut by_cell: HashMap<u32, Vec<usize>> = HashMap::new();
    for (k, c) in constraints.iter().enumerate() {
        for &cell in &c.cells {
            by_cell.entry(cell).or_default().push(k);
        }
    }
    let mut progress = false;
    for a in constraints {
        let mut others: Vec<usize> = a
            .cells
            .iter()
            .flat_map(|cell| by_cell[cell].iter().copied())
            .collect();
        others.sort_unstable();
        others.dedup();
        for b in others.into_iter().map(|k| &constraints[k]) {
            if a.cells.len() >= b.cells.len()
                || b.mines < a.mines
                || !a.cells.iter().all(|x| b.cells.contains(x))
            {
                continue;
            }
            let rest: Vec<u32> = b
                .cells
                .iter()
                .copied()
                .filter(|x| !a.cells.contains(x))
                .collect();
            let extra = (b.mines - a.mines) as usize;
            if extra == 0 {
                progress |= mark(&rest, Known::Safe, known);
            } else if extra == rest.len() {
                progress |= mark(&rest, Known::Mine, known);
            }
        }
    }
    progress
}
