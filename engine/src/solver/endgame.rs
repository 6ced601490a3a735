//! Exact endgame search. When few mine layouts remain, list them all (as bitmasks over the at
//! most 64 hidden cells) and search the game tree for the move with the best chance of winning:
//! a move's value is the chance it is safe times the value of what each number it can show
//! leaves. Memoised, and bounded by a node budget; beyond it the caller's guess stands.

use std::collections::HashMap;

use super::{Analysis, Groups, Position};

/// Search only when at most this many layouts remain.
const MAX_LAYOUTS: usize = 400;
/// Work bounds for one search: memo entries, and steps while listing the layouts.
const MAX_STATES: usize = 12_000;
const MAX_NODES: usize = 200_000;

/// The hidden cell with the best chance of winning the game, and that chance; `None` when the
/// position is too open for an exact search (or the search ran out of budget).
pub(crate) fn best_move(position: &Position, analysis: &Analysis) -> Option<(usize, f64)> {
    if !analysis.exact || analysis.ln_layouts > (MAX_LAYOUTS as f64).ln() {
        return None;
    }
    let grid = position.grid();
    let p = &analysis.probabilities;
    let undecided: Vec<usize> = (0..grid.cells())
        .filter(|&i| !position.is_revealed(i) && p[i] > 0.0 && p[i] < 1.0)
        .collect();
    let known_mines = (0..grid.cells())
        .filter(|&i| !position.is_revealed(i) && p[i] == 1.0)
        .count() as u32;
    search(
        position,
        analysis,
        undecided,
        Some(position.mines() - known_mines),
    )
}

/// The best move inside an *isolated* region, and its chance of clearing that region: a group
/// of undecided cells that no number or neighbour links to any other undecided cell, and whose
/// layouts all hold the same number of mines. Such a region is independent of the rest of the
/// board and must be cleared to win, so its exact best move is never worse than playing
/// elsewhere first. `None` when there is no such region small enough to search.
pub(crate) fn isolated_best_move(position: &Position, analysis: &Analysis) -> Option<(usize, f64)> {
    if !analysis.exact {
        return None;
    }
    let grid = position.grid();
    let p = &analysis.probabilities;
    let undecided = |i: usize| !position.is_revealed(i) && p[i] > 0.0 && p[i] < 1.0;
    // Union-find over undecided cells: joined when adjacent or when they share a number.
    let mut regions_of = Groups::new(grid.cells());
    for i in (0..grid.cells()).filter(|&i| undecided(i)) {
        for n in grid.neighbours(i).filter(|&n| n > i && undecided(n)) {
            regions_of.join(i, n);
        }
    }
    for &b in position.border() {
        let mut around = grid.neighbours(b as usize).filter(|&n| undecided(n));
        if let Some(first) = around.next() {
            for n in around {
                regions_of.join(first, n);
            }
        }
    }
    // A region is open when it holds a cell no number touches; only closed ones are listed
    // (the open one can be most of a big board).
    let mut open = vec![false; grid.cells()];
    for i in (0..grid.cells()).filter(|&i| undecided(i)) {
        if !grid.neighbours(i).any(|n| position.is_revealed(n)) {
            let r = regions_of.root(i);
            open[r] = true;
        }
    }
    let mut regions: std::collections::BTreeMap<usize, Vec<usize>> = Default::default();
    for i in (0..grid.cells()).filter(|&i| undecided(i)) {
        let r = regions_of.root(i);
        if !open[r] {
            regions.entry(r).or_default().push(i);
        }
    }
    regions
        .into_values()
        .filter(|cells| cells.len() <= 64)
        .find_map(|cells| search(position, analysis, cells, None))
}

/// Exact search over `cells` (undecided, at most 64). With `mines` the layouts must hold that
/// many; without, they must all hold the same number (else `None`: they would not be equally
/// likely).
fn search(
    position: &Position,
    analysis: &Analysis,
    mut cells: Vec<usize>,
    mines: Option<u32>,
) -> Option<(usize, f64)> {
    let grid = position.grid();
    let p = &analysis.probabilities;
    let known_mine = |i: usize| !position.is_revealed(i) && p[i] == 1.0;
    // Constrained cells first, so the cells only the total bounds are decided last.
    cells.sort_unstable_by_key(|&i| (!grid.neighbours(i).any(|n| position.is_revealed(n)), i));
    if cells.len() > 64 || cells.is_empty() {
        return None;
    }
    let index_of: HashMap<usize, usize> = cells.iter().enumerate().map(|(k, &c)| (c, k)).collect();
    let local = |cell: usize| index_of.get(&cell).copied();
    // Each revealed number next to one of the cells: those cells as a mask, and its count less
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
    let neighbours: Vec<u64> = cells
        .iter()
        .map(|&c| {
            grid.neighbours(c)
                .filter_map(local)
                .fold(0u64, |m, i| m | 1 << i)
        })
        .collect();
    let layouts = list_layouts(cells.len(), mines, &constraints)?;
    let first = layouts.first()?.count_ones();
    if layouts.iter().any(|l| l.count_ones() != first) {
        return None;
    }
    let mut search = Search {
        neighbours: &neighbours,
        memo: HashMap::new(),
    };
    let (cell, chance) = search.best(&layouts, 0)?;
    Some((cells[cell], chance))
}

/// Every layout over `n` cells that meets the constraints (and holds `mines` mines, if
/// given), or `None` if
/// there are more than `MAX_LAYOUTS` or listing them takes more than `MAX_NODES` steps.
/// Constraints only prune one at a time, so dead ends can run deep: the step bound matters.
fn list_layouts(n: usize, mines: Option<u32>, constraints: &[(u64, u32)]) -> Option<Vec<u64>> {
    struct Lister<'a> {
        n: usize,
        mines: Option<u32>,
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
            if let Some(mines) = self.mines {
                if placed > mines || placed + ((self.n - i) as u32) < mines {
                    return true;
                }
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

/// fingerprint(layouts still possible, cells revealed) → best move and its win chance.
type Memo = HashMap<u128, (usize, f64)>;

/// A 128-bit fingerprint of a search state: hashing it is far cheaper than keeping every
/// state's layouts, and at 2⁻¹²⁸ per pair a collision among a few thousand states is not a
/// practical concern.
fn fingerprint(layouts: &[u64], revealed: u64) -> u128 {
    let (mut a, mut b) = (
        0x9E37_79B9_7F4A_7C15u64 ^ revealed,
        0xC2B2_AE3D_27D4_EB4Fu64,
    );
    for &l in layouts {
        a = (a ^ l).wrapping_mul(0xFF51_AFD7_ED55_8CCD).rotate_left(29);
        b = (b.wrapping_add(l)).wrapping_mul(0xC4CE_B9FE_1A85_EC53) ^ (b >> 31);
    }
    (u128::from(a) << 64 | u128::from(b)) ^ layouts.len() as u128
}

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
        let key = fingerprint(layouts, revealed);
        if let Some(&cached) = self.memo.get(&key) {
            return Some(cached);
        }
        if self.memo.len() >= MAX_STATES {
            return None;
        }
        // A certain-safe cell only adds information: reveal it without branching on others.
        let certain = (0..n).find(|&c| unrevealed(c) && maybe_mine & (1 << c) == 0);
        // Each candidate with the number of layouts in which it is safe: its chance of
        // winning is at most that share, so the safest go first and the rest are cut off.
        let mut mines_at = [0usize; 64];
        for &l in layouts {
            let mut rest = l;
            while rest != 0 {
                mines_at[rest.trailing_zeros() as usize] += 1;
                rest &= rest - 1;
            }
        }
        let safe_in = |c: usize| layouts.len() - mines_at[c];
        let mut candidates: Vec<(usize, usize)> = match certain {
            Some(c) => vec![(c, layouts.len())],
            None => (0..n)
                .filter(|&c| unrevealed(c) && always_mine & (1 << c) == 0)
                .map(|c| (c, safe_in(c)))
                .collect(),
        };
        candidates.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let total = layouts.len() as f64;
        let mut best: Option<(usize, f64)> = None;
        for (c, safe) in candidates {
            let beaten = |chance: f64| best.is_some_and(|(_, b)| chance <= b + 1e-12);
            if beaten(safe as f64 / total) {
                break;
            }
            // The layouts where c is safe, grouped by the number c would show (one buffer,
            // filled in order: a counting sort).
            let shown = |l: u64| (l & self.neighbours[c]).count_ones() as usize;
            let mut starts = [0usize; 10];
            for &l in layouts.iter().filter(|&&l| l & (1 << c) == 0) {
                starts[shown(l) + 1] += 1;
            }
            for k in 1..10 {
                starts[k] += starts[k - 1];
            }
            let mut fill = starts;
            let mut grouped = vec![0u64; safe];
            for &l in layouts.iter().filter(|&&l| l & (1 << c) == 0) {
                let k = shown(l);
                grouped[fill[k]] = l;
                fill[k] += 1;
            }
            let (mut chance, mut unexplored) = (0.0, safe as f64 / total);
            for k in 0..9 {
                let group = &grouped[starts[k]..starts[k + 1]];
                if group.is_empty() {
                    continue;
                }
                let (_, win) = self.best(group, revealed | 1 << c)?;
                let share = group.len() as f64 / total;
                chance += share * win;
                unexplored -= share;
                if beaten(chance + unexplored) {
                    break;
                }
            }
            if !beaten(chance) {
                best = Some((c, chance));
            }
        }
        // No safe cell left to reveal: every layout agrees on the rest, so the game is won.
        let result = best.unwrap_or((0, 1.0));
        self.memo.insert(key, result);
        Some(result)
    }
}

fn first_safe(layout: u64, revealed: u64, n: usize) -> Option<usize> {
    (0..n).find(|&c| layout & (1 << c) == 0 && revealed & (1 << c) == 0)
}

#[cfg(test)]
pub(crate) mod tests {
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

    /// A pocket at the top-left, (0,0)/(0,1) with one mine between them behind two certain
    /// mines, walled off by revealed numbers from an open region on the right.
    pub(crate) fn pocket() -> Position {
        position(
            &[
                "*.*...*..", //
                "..*......",
                ".........",
                "......*.*",
            ],
            &[(3, 0)],
        )
    }

    #[test]
    fn an_isolated_pocket_is_searched_on_its_own() {
        let p = pocket();
        let a = analyse(&p);
        let (cell, chance) = isolated_best_move(&p, &a).expect("the pocket is isolated");
        assert!(
            cell == 0 || cell == 1,
            "plays inside the pocket, not {cell}"
        );
        assert!((chance - 0.5).abs() < 1e-12, "a coin flip: {chance}");
    }

    #[test]
    fn open_positions_are_left_to_the_look_ahead() {
        let game = Game::new(Config::EXPERT, 5)
            .apply(Action::Reveal(Pos::new(8, 15)))
            .unwrap()
            .game;
        let p = Position::of(&game);
        let a = analyse(&p);
        assert_eq!(best_move(&p, &a), None);
        assert_eq!(isolated_best_move(&p, &a), None);
    }
}
