//! Exact endgame search. When few mine layouts remain, list them all (as bitmasks over the at
//! most 64 hidden cells) and search the game tree for the move with the best chance of winning:
//! a move's value is the chance it is safe times the value of what each number it can show
//! leaves. Memoised, and bounded by a node budget; beyond it the caller's guess stands.

use std::collections::HashMap;

use super::{Analysis, Position};

/// Search only when at most this many layouts remain.
const MAX_LAYOUTS: usize = 400;
/// Work bounds for one search: memo entries, and steps while listing the layouts.
const MAX_STATES: usize = 4_000;
const MAX_NODES: usize = 200_000;

/// The hidden cell with the best chance of winning the game, and that chance; `None` when the
/// position is too open for an exact search (or the search ran out of budget).
pub(crate) fn best_move(position: &Position, analysis: &Analysis) -> Option<(usize, f64)> {
    if !analysis.exact || analysis.ln_layouts > (MAX_LAYOUTS as f64).ln() {
        return None;
    }
    let grid = position.grid();
    // Only undecided cells take part: certain mines are subtracted from every count.
    let p = &analysis.probabilities;
    let known_mine = |i: usize| !position.is_revealed(i) && p[i] == 1.0;
    let mut hidden: Vec<usize> = (0..grid.cells())
        .filter(|&i| !position.is_revealed(i) && p[i] > 0.0 && p[i] < 1.0)
        .collect();
    // Constrained cells first, so the cells only the total bounds are decided last.
    hidden.sort_by_key(|&i| (!grid.neighbours(i).any(|n| position.is_revealed(n)), i));
    if hidden.len() > 64 || hidden.is_empty() {
        return None;
    }
    let mines_left = position.mines() - (0..grid.cells()).filter(|&i| known_mine(i)).count() as u32;
    let index_of: HashMap<usize, usize> = hidden.iter().enumerate().map(|(k, &c)| (c, k)).collect();
    let local = |cell: usize| index_of.get(&cell).copied();
    // Each revealed number next to an undecided cell: those cells as a mask, and its count less
    // the certain mines around it.
    let mut constraints: Vec<(u64, u32)> = Vec::new();
    for &b in position.border() {
        let b = b as usize;
        let mask = grid
            .neighbours(b)
            .filter_map(local)
            .fold(0u64, |m, i| m | 1 << i);
        let around = grid.neighbours(b).filter(|&n| known_mine(n)).count() as u32;
        if mask != 0 {
            constraints.push((mask, u32::from(position.number(b)?).checked_sub(around)?));
        }
    }
    let neighbours: Vec<u64> = hidden
        .iter()
        .map(|&c| {
            grid.neighbours(c)
                .filter_map(local)
                .fold(0u64, |m, i| m | 1 << i)
        })
        .collect();
    let layouts = list_layouts(hidden.len(), mines_left, &constraints)?;
    let mut search = Search {
        neighbours: &neighbours,
        memo: HashMap::new(),
    };
    let all: Vec<u64> = layouts;
    let (cell, chance) = search.best(&all, 0)?;
    Some((hidden[cell], chance))
}

/// Every layout of `mines` mines over `n` cells that meets the constraints, or `None` if
/// there are more than `MAX_LAYOUTS` or listing them takes more than `MAX_NODES` steps.
/// Constraints only prune one at a time, so dead ends can run deep: the step bound matters.
fn list_layouts(n: usize, mines: u32, constraints: &[(u64, u32)]) -> Option<Vec<u64>> {
    struct Lister<'a> {
        n: usize,
        mines: u32,
        constraints: &'a [(u64, u32)],
        out: Vec<u64>,
        nodes: usize,
    }
    impl Lister<'_> {
        /// Cells below `i` are decided; false when a bound was exceeded.
        fn go(&mut self, i: usize, layout: u64, placed: u32) -> bool {
            self.nodes += 1;
            if self.nodes > MAX_NODES {
                return false;
            }
            let decided = if i == 64 { u64::MAX } else { (1u64 << i) - 1 };
            for &(mask, need) in self.constraints {
                let have = (layout & mask).count_ones();
                let open = (mask & !decided).count_ones();
                if have > need || have + open < need {
                    return true;
                }
            }
            if placed > self.mines || placed + ((self.n - i) as u32) < self.mines {
                return true;
            }
            if i == self.n {
                self.out.push(layout);
                return self.out.len() <= MAX_LAYOUTS;
            }
            self.go(i + 1, layout | 1 << i, placed + 1) && self.go(i + 1, layout, placed)
        }
    }
    let mut lister = Lister {
        n,
        mines,
        constraints,
        out: Vec::new(),
        nodes: 0,
    };
    lister.go(0, 0, 0).then_some(lister.out)
}

/// (layouts still possible, cells revealed) → best move and its win chance.
type Memo = HashMap<(Vec<u64>, u64), Option<(usize, f64)>>;

struct Search<'a> {
    neighbours: &'a [u64],
    memo: Memo,
}

impl Search<'_> {
    /// The best cell to reveal given the layouts still possible and the cells already revealed,
    /// with the chance of winning from here.
    fn best(&mut self, layouts: &[u64], revealed: u64) -> Option<(usize, f64)> {
        let n = self.neighbours.len();
        // Cells that are a mine in some layout, and cells that are a mine in every layout.
        let maybe_mine = layouts.iter().fold(0, |a, &l| a | l);
        let always_mine = layouts.iter().fold(u64::MAX, |a, &l| a & l);
        let unrevealed = |c: usize| revealed & (1 << c) == 0;
        // Won once every safe cell is revealed; one layout left means everything is known.
        if layouts.len() == 1 {
            return Some((first_safe(layouts[0], revealed, n).unwrap_or(0), 1.0));
        }
        let key = (layouts.to_vec(), revealed);
        if let Some(&cached) = self.memo.get(&key) {
            return cached;
        }
        if self.memo.len() >= MAX_STATES {
            return None;
        }
        self.memo.insert(key.clone(), None);
        // A certain-safe cell only adds information: reveal it without branching on others.
        let certain = (0..n).find(|&c| unrevealed(c) && maybe_mine & (1 << c) == 0);
        let candidates: Vec<usize> = match certain {
            Some(c) => vec![c],
            None => (0..n)
                .filter(|&c| unrevealed(c) && always_mine & (1 << c) == 0)
                .collect(),
        };
        let mut best: Option<(usize, f64)> = None;
        for c in candidates {
            let mut groups: HashMap<u32, Vec<u64>> = HashMap::new();
            for &l in layouts.iter().filter(|&&l| l & (1 << c) == 0) {
                groups
                    .entry((l & self.neighbours[c]).count_ones())
                    .or_default()
                    .push(l);
            }
            let mut chance = 0.0;
            for group in groups.values() {
                let (_, win) = self.best(group, revealed | 1 << c)?;
                chance += group.len() as f64 / layouts.len() as f64 * win;
            }
            if best.is_none_or(|(_, b)| chance > b + 1e-12) {
                best = Some((c, chance));
            }
        }
        // No safe cell left to reveal: every layout agrees on the rest, so the game is won.
        let result = best.or(Some((0, 1.0)));
        self.memo.insert(key, result);
        result
    }
}

fn first_safe(layout: u64, revealed: u64, n: usize) -> Option<usize> {
    (0..n).find(|&c| layout & (1 << c) == 0 && revealed & (1 << c) == 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::analyse;
    use crate::{Action, Config, FirstClick, Game, Pos};

    fn position(rows: &[&str], reveal: &[(u32, u32)]) -> Position {
        let mut game = Game::from_picture(rows, FirstClick::Safe).unwrap();
        for &(r, c) in reveal {
            game = game.apply(Action::Reveal(Pos::new(r, c))).unwrap().game;
        }
        Position::of(&game)
    }

    #[test]
    fn a_coin_flip_endgame_wins_half_the_time() {
        let p = position(&["*.", "..", ".."], &[(2, 0)]);
        let (cell, chance) = best_move(&p, &analyse(&p)).expect("small enough to search");
        assert!(cell < 2);
        assert!((chance - 0.5).abs() < 1e-12);
    }

    #[test]
    fn the_search_finds_the_informative_cell() {
        // Three cells in a row above 1-1-1-ish numbers; whatever the truth, the exact search's
        // chance is a probability and it never picks a certain mine or a revealed cell.
        let p = position(&["*..*", "....", "...."], &[(2, 0)]);
        let a = analyse(&p);
        if let Some((cell, chance)) = best_move(&p, &a) {
            assert!(!p.is_revealed(cell));
            assert!(a.probabilities[cell] < 1.0);
            assert!((0.0..=1.0).contains(&chance));
        }
    }

    #[test]
    fn open_positions_are_left_to_the_look_ahead() {
        let game = Game::new(Config::EXPERT, 5)
            .apply(Action::Reveal(Pos::new(8, 15)))
            .unwrap()
            .game;
        let p = Position::of(&game);
        assert_eq!(best_move(&p, &analyse(&p)), None);
    }
}
