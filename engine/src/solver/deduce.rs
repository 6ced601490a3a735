//! Certain cells from the two cheap rules, propagated to a fixed point: the trivial rule (a
//! number whose known mines equal it clears its other cells; one whose unknown cells equal its
//! missing mines fills them) and the subset rule (A ⊆ B: B∖A holds mines(B) − mines(A)).
//!
//! The constraints are built once; a cell found certain is struck from the constraints that
//! hold it, and only those are looked at again. (The look-ahead analyses dozens of positions
//! per guess, so rebuilding every constraint per step used to dominate the solver's time.)

use super::Position;

/// What is certain about each cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Known {
    Unknown,
    Safe,
    Mine,
}

/// One revealed number's unknown neighbours and how many mines they still hold.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Constraint {
    cells: [u32; 8],
    len: u8,
    pub mines: u32,
}

impl Constraint {
    pub fn cells(&self) -> &[u32] {
        &self.cells[..usize::from(self.len)]
    }

    /// Strikes `cell` out; false if it was not there.
    fn remove(&mut self, cell: u32) -> bool {
        let Some(at) = self.cells().iter().position(|&c| c == cell) else {
            return false;
        };
        self.len -= 1;
        self.cells[at] = self.cells[usize::from(self.len)];
        true
    }

    fn contains(&self, cell: u32) -> bool {
        self.cells().contains(&cell)
    }
}

/// What the rules settle about a position: the certain cells and the constraints left on the
/// others. Kept whole so that a look-ahead can add one number and carry on from here.
#[derive(Clone, Debug)]
pub(crate) struct Deduction {
    /// Per cell, row-major.
    pub known: Vec<Known>,
    /// One per revealed number on the border, over its cells still unknown (may be empty).
    constraints: Vec<Constraint>,
    /// Per cell, the constraints that hold it or held it: its neighbours' numbers.
    links: Vec<Links>,
    /// Constraints to look at again, and whether each is already waiting (empty at rest).
    queue: Vec<u32>,
    queued: Vec<bool>,
    /// Some number cannot be satisfied: the position cannot occur.
    contradictory: bool,
    /// Hidden cells known safe, and cells known to be mines: counted as they are marked, so
    /// that a look-ahead need not scan the board.
    pub safe_hidden: u32,
    pub mines_known: u32,
    /// Cells marked safe since the last [`Deduction::take_safe`], in the order they were: what a
    /// player revealing every proven cell round after round needs, without scanning the board.
    fresh_safe: Vec<u32>,
}

/// A cell's constraints, at most one per neighbouring number, in the order they came. A fixed
/// array per cell: adding a number is O(1) on any board (a sorted list of pairs cost a
/// shift of the whole list per number, quadratic on a 200 × 200 board).
#[derive(Clone, Copy, Debug, Default)]
struct Links {
    ks: [u32; 8],
    len: u8,
}

impl Links {
    fn push(&mut self, k: u32) {
        // Each number is one constraint and a cell has eight neighbours: never full.
        if let Some(slot) = self.ks.get_mut(usize::from(self.len)) {
            *slot = k;
            self.len += 1;
        }
    }

    fn get(&self) -> &[u32] {
        &self.ks[..usize::from(self.len)]
    }
}

/// `(cell, constraint index)` for every cell of every constraint, sorted: each cell's
/// constraints side by side.
pub(crate) fn by_cell(constraints: &[Constraint]) -> Vec<(u32, u32)> {
    let mut pairs: Vec<(u32, u32)> = constraints
        .iter()
        .enumerate()
        .flat_map(|(k, c)| c.cells().iter().map(move |&cell| (cell, k as u32)))
        .collect();
    pairs.sort_unstable();
    pairs
}

/// Found a number that no layout can satisfy.
struct Contradiction;

/// Certain cells by the trivial and subset rules.
pub(crate) fn deduce(position: &Position) -> Deduction {
    let mut d = Deduction::new(position);
    d.contradictory = d.run().is_err();
    d
}

/// Certain cells by the trivial rule alone (each number on its own), propagated to a fixed
/// point: what a player who never compares two numbers can prove. [`Deduction::add_subset`]
/// carries it on to what [`deduce`] finds.
pub(crate) fn deduce_trivial(position: &Position) -> Deduction {
    let mut d = Deduction::new(position);
    d.contradictory = d.run_with(false).is_err();
    d
}

impl Deduction {
    /// Carries a trivial-rule deduction on with the subset rule: the same fixed point as
    /// [`deduce`] from scratch (the rules are monotone), without building the constraints again.
    pub fn add_subset(&mut self) {
        if !self.contradictory {
            self.contradictory = self.run().is_err();
        }
    }

    /// Adds the number `value` just revealed at `cell` (already revealed in `next`) without
    /// propagating it: [`Deduction::settle`] does, once a whole batch is in.
    pub fn add_number(&mut self, next: &Position, cell: usize, value: u8) {
        if !self.contradictory {
            self.contradictory = self.reveal(next, cell, value).is_err();
        }
    }

    /// Propagates what is pending: the trivial rule, and the subset rule too with `subset`.
    pub fn settle(&mut self, subset: bool) {
        if !self.contradictory {
            self.contradictory = self.run_with(subset).is_err();
        }
    }

    /// The cells known to be `what`, row-major.
    pub fn cells(&self, position: &Position, what: Known) -> Vec<usize> {
        (0..self.known.len())
            .filter(|&i| !position.is_revealed(i) && self.known[i] == what)
            .collect()
    }

    /// The hidden cells marked safe since the last call, row-major: [`Deduction::cells`] with
    /// `Known::Safe` when every safe cell proven before has been revealed since.
    pub fn take_safe(&mut self, position: &Position) -> Vec<usize> {
        let mut safe: Vec<usize> = self
            .fresh_safe
            .drain(..)
            .map(|cell| cell as usize)
            .filter(|&cell| !position.is_revealed(cell))
            .collect();
        safe.sort_unstable();
        safe.dedup();
        safe
    }

    /// Every cell that is or was in a constraint, once each, ascending: the only cells the
    /// rules can have decided (besides revealed ones and assumed facts).
    pub fn constrained_cells(&self) -> impl Iterator<Item = u32> + '_ {
        self.links
            .iter()
            .enumerate()
            .filter(|(_, links)| links.len > 0)
            .map(|(cell, _)| cell as u32)
    }

    /// The constraints left on unknown cells (some may be empty); `None` if the position is
    /// contradictory (a number with too many or too few places for its mines).
    pub fn constraints(&self) -> Option<&[Constraint]> {
        (!self.contradictory).then_some(&self.constraints[..])
    }

    /// The deduction for `next`, which is this deduction's position with `cell` revealed as
    /// `value`: everything known stays known, so only the new number needs propagating.
    pub fn with_revealed(&self, next: &Position, cell: usize, value: u8) -> Deduction {
        let mut d = self.clone();
        if d.contradictory {
            return d;
        }
        d.contradictory = d.reveal(next, cell, value).and_then(|()| d.run()).is_err();
        d
    }

    /// The deduction under the assumption that each `(cell, what)` holds (for asking how many
    /// layouts have some shape).
    pub fn assuming(&self, facts: &[(usize, Known)]) -> Deduction {
        let mut d = self.clone();
        if d.contradictory {
            return d;
        }
        let settled = facts
            .iter()
            .try_for_each(|&(cell, what)| match d.known[cell] {
                Known::Unknown => d.mark(cell as u32, what),
                known if known == what => Ok(()),
                _ => Err(Contradiction),
            })
            .and_then(|()| d.run());
        d.contradictory = settled.is_err();
        d
    }

    fn reveal(&mut self, next: &Position, cell: usize, value: u8) -> Result<(), Contradiction> {
        if self.known[cell] == Known::Mine {
            return Err(Contradiction);
        }
        self.mark(cell as u32, Known::Safe)?;
        // Known safe, and no longer hidden.
        self.safe_hidden -= 1;
        let mut c = Constraint {
            cells: [0; 8],
            len: 0,
            mines: u32::from(value),
        };
        for nb in next.grid().neighbours(cell) {
            match self.known[nb] {
                _ if next.is_revealed(nb) => {}
                Known::Mine => c.mines = c.mines.checked_sub(1).ok_or(Contradiction)?,
                Known::Safe => {}
                Known::Unknown => {
                    c.cells[usize::from(c.len)] = nb as u32;
                    c.len += 1;
                }
            }
        }
        if c.mines > u32::from(c.len) {
            return Err(Contradiction);
        }
        let k = self.constraints.len() as u32;
        for &x in c.cells() {
            self.links[x as usize].push(k);
        }
        self.constraints.push(c);
        self.queue.push(k);
        self.queued.push(true);
        Ok(())
    }

    fn new(position: &Position) -> Deduction {
        let grid = position.grid();
        let mut constraints = Vec::with_capacity(position.border().len());
        for &i in position.border() {
            let Some(n) = position.number(i as usize) else {
                continue;
            };
            let mut c = Constraint {
                cells: [0; 8],
                len: 0,
                mines: u32::from(n),
            };
            for nb in grid.neighbours(i as usize) {
                if !position.is_revealed(nb) {
                    c.cells[usize::from(c.len)] = nb as u32;
                    c.len += 1;
                }
            }
            constraints.push(c);
        }
        let mut links = vec![Links::default(); grid.cells()];
        for (k, c) in constraints.iter().enumerate() {
            for &x in c.cells() {
                links[x as usize].push(k as u32);
            }
        }
        let mut d = Deduction {
            known: vec![Known::Unknown; grid.cells()],
            queue: (0..constraints.len() as u32).rev().collect(),
            queued: vec![true; constraints.len()],
            constraints,
            links,
            contradictory: false,
            safe_hidden: 0,
            mines_known: 0,
            fresh_safe: Vec::new(),
        };
        // A number with more mines than cells cannot be satisfied.
        d.contradictory = d.constraints.iter().any(|c| c.mines > u32::from(c.len));
        for &mine in position.known_mines() {
            if d.mark(mine, Known::Mine).is_err() {
                d.contradictory = true;
            }
        }
        d
    }

    fn run(&mut self) -> Result<(), Contradiction> {
        self.run_with(true)
    }

    /// Propagates the trivial rule, and the subset rule too when `subset` is set.
    fn run_with(&mut self, subset: bool) -> Result<(), Contradiction> {
        // A constraint with more mines than cells is caught where it is made (`new`, `reveal`)
        // or changed (`mark`): no scan of them all here, which a big board pays every round.
        if self.contradictory {
            return Err(Contradiction);
        }
        loop {
            while let Some(k) = self.queue.pop() {
                self.queued[k as usize] = false;
                let c = self.constraints[k as usize];
                let what = if c.mines == 0 {
                    Known::Safe
                } else if c.mines == u32::from(c.len) {
                    Known::Mine
                } else {
                    continue;
                };
                for &cell in c.cells() {
                    self.mark(cell, what)?;
                }
            }
            if !subset || !self.subset_rule()? {
                return Ok(());
            }
        }
    }

    /// The constraints holding `cell` (it may since have been struck from some).
    fn constraints_of(&self, cell: u32) -> impl Iterator<Item = u32> + '_ {
        self.links[cell as usize].get().iter().copied()
    }

    /// Records `cell` as `what` and strikes it from its constraints.
    fn mark(&mut self, cell: u32, what: Known) -> Result<(), Contradiction> {
        if self.known[cell as usize] != Known::Unknown {
            return Ok(());
        }
        self.known[cell as usize] = what;
        match what {
            Known::Safe => {
                self.safe_hidden += 1;
                self.fresh_safe.push(cell);
            }
            Known::Mine => self.mines_known += 1,
            Known::Unknown => {}
        }
        let links = self.links[cell as usize];
        for &k in links.get() {
            let constraint = &mut self.constraints[k as usize];
            if !constraint.remove(cell) {
                continue;
            }
            if what == Known::Mine {
                constraint.mines = constraint.mines.checked_sub(1).ok_or(Contradiction)?;
            }
            if constraint.mines > u32::from(constraint.len) {
                return Err(Contradiction);
            }
            if !self.queued[k as usize] {
                self.queued[k as usize] = true;
                self.queue.push(k);
            }
        }
        Ok(())
    }

    /// For constraints A ⊂ B: B∖A holds mines(B) − mines(A), which settles it when that is 0
    /// or all of B∖A. True if it settled any cell.
    fn subset_rule(&mut self) -> Result<bool, Contradiction> {
        let mut progress = false;
        for a in 0..self.constraints.len() {
            let small = self.constraints[a];
            let Some(&first) = small.cells().first() else {
                continue;
            };
            // Every superset of A holds A's first cell.
            let others: Vec<u32> = self.constraints_of(first).collect();
            for b in others {
                let big = self.constraints[b as usize];
                if big.len <= small.len
                    || big.mines < small.mines
                    || !small.cells().iter().all(|&x| big.contains(x))
                {
                    continue;
                }
                let extra = big.mines - small.mines;
                let rest = big.len - small.len;
                let what = if extra == 0 {
                    Known::Safe
                } else if extra == u32::from(rest) {
                    Known::Mine
                } else {
                    continue;
                };
                for &cell in big.cells().iter().filter(|&&x| !small.contains(x)) {
                    self.mark(cell, what)?;
                }
                progress = true;
            }
        }
        Ok(progress)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Action, CellView, Config, Game, Pos};

    /// Adding a number to a settled deduction reaches the same fixed point as deducing the
    /// new position from scratch (the rules are monotone), over many real positions.
    #[test]
    fn carrying_a_deduction_forward_matches_deducing_afresh() {
        let mut checked = 0;
        for seed in 0..40 {
            let mut game = Game::new(Config::EXPERT, seed)
                .apply(Action::Reveal(Pos::new(3, 3)))
                .unwrap()
                .game;
            let grid = game.grid();
            for step in 0..12 {
                if game.status().is_over() {
                    break;
                }
                let position = Position::of(&game);
                let base = deduce(&position);
                let hidden: Vec<usize> = (0..grid.cells())
                    .filter(|&i| game.view_at(i) == CellView::Hidden)
                    .collect();
                let mut next_game = None;
                for &cell in hidden.iter().skip(step * 7 % hidden.len().max(1)).take(6) {
                    let after = game.apply(Action::Reveal(grid.pos(cell))).unwrap().game;
                    let CellView::Revealed(value) = after.view_at(cell) else {
                        continue; // a mine
                    };
                    let next = position.with_revealed(cell, value);
                    let carried = base.with_revealed(&next, cell, value);
                    let fresh = deduce(&next);
                    for what in [Known::Safe, Known::Mine] {
                        assert_eq!(
                            carried.cells(&next, what),
                            fresh.cells(&next, what),
                            "seed {seed} step {step} cell {cell}"
                        );
                    }
                    assert!(!carried.contradictory && !fresh.contradictory);
                    checked += 1;
                    next_game.get_or_insert(after);
                }
                match next_game {
                    Some(g) => game = g,
                    None => break,
                }
            }
        }
        assert!(checked > 500, "only {checked} positions checked");
    }

    #[test]
    fn revealing_a_known_mine_is_a_contradiction() {
        // The 1 at (1, 0) has one hidden neighbour: (0, 0) is certainly a mine.
        let game = Game::from_picture(&["*.", ".."], crate::FirstClick::Safe).unwrap();
        let game = [(0, 1), (1, 0), (1, 1)].iter().fold(game, |g, &(r, c)| {
            g.apply(Action::Reveal(Pos::new(r, c))).unwrap().game
        });
        let position = Position::of(&game);
        let base = deduce(&position);
        assert_eq!(base.known[0], Known::Mine);
        let next = position.with_revealed(0, 0);
        assert!(base.with_revealed(&next, 0, 0).constraints().is_none());
    }
}
