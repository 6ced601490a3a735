//! Exact endgame search. When few mine layouts remain, list them all (as bitmasks over the at
//! most 64 hidden cells) and search the game tree for the move with the best chance of winning:
//! a move's value is the chance it is safe times the value of what each number it can show
//! leaves. Memoised on the layouts left (not the path), dead cells deferred, and bounded by a
//! node budget; beyond it the caller's guess stands.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::Range;

use super::{Analysis, Groups, Position};

/// Search only when at most this many layouts remain. Measured on 100,000 expert games: 1,000
/// (from 400) wins 0.08 points more for about 0.1 ms a game; 3,000 about 0.05 more again,
/// but at twice the time per game.
const MAX_LAYOUTS: usize = 1_000;
/// Work bounds for one search: memo entries, and steps while listing the layouts. With dead
/// cells deferred and states shared across move orders, 30,000 states win the same expert
/// games as 100,000 (12,000: 24 fewer in 100,000) and bound the slowest move to ~40 ms;
/// before those two changes, one search in forty ran out even at 100,000.
const MAX_STATES: usize = 30_000;
const MAX_NODES: usize = 2_000_000;

/// The hidden cell with the best chance of winning the game, and that chance; `None` when the
/// position is too open for an exact search (or the search ran out of budget).
pub(crate) fn best_move(position: &Position, analysis: &Analysis) -> Option<(usize, f64)> {
    let (cells, mines_left) = undecided(position, analysis)?;
    search(position, analysis, cells, Some(mines_left))
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
    let undecided = |i: usize| analysis.is_undecided(position, i);
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
    cells: Vec<usize>,
    mines: Option<u32>,
) -> Option<(usize, f64)> {
    let Listed {
        cells,
        neighbours,
        layouts,
    } = Listed::of(position, analysis, cells, mines)?;
    let first = layouts.first()?.count_ones();
    if layouts.iter().any(|l| l.count_ones() != first) {
        return None;
    }
    let count = layouts.len();
    let mut search = Search {
        neighbours: &neighbours,
        memo: Memo::default(),
        stack: layouts,
    };
    let (cell, chance) = search.best(0..count, 0)?;
    Some((cells[cell], chance))
}

/// Every layout of some cells that meets the numbers, as bitmasks over the cells.
struct Listed {
    /// The cells, constrained ones first.
    cells: Vec<usize>,
    /// Each cell's neighbours among them.
    neighbours: Vec<u64>,
    layouts: Vec<u64>,
}

impl Listed {
    /// The layouts of `cells` (at most 64) with `mines` mines among them, if given; `None`
    /// past the bounds of [`list_layouts`].
    fn of(
        position: &Position,
        analysis: &Analysis,
        mut cells: Vec<usize>,
        mines: Option<u32>,
    ) -> Option<Listed> {
        let grid = position.grid();
        let p = &analysis.probabilities;
        let known_mine = |i: usize| !position.is_revealed(i) && p[i] == 1.0;
        // Constrained cells first, so the cells only the total bounds are decided last.
        cells.sort_unstable_by_key(|&i| (!grid.neighbours(i).any(|n| position.is_revealed(n)), i));
        if cells.len() > 64 || cells.is_empty() {
            return None;
        }
        let index_of: HashMap<usize, usize> =
            cells.iter().enumerate().map(|(k, &c)| (c, k)).collect();
        let local = |cell: usize| index_of.get(&cell).copied();
        // Each revealed number next to one of the cells: those cells as a mask, and its count
        // less the certain mines around it.
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
        Some(Listed {
            cells,
            neighbours,
            layouts,
        })
    }
}

/// The undecided cells and the mines among them, when few enough layouts are left to list.
fn undecided(position: &Position, analysis: &Analysis) -> Option<(Vec<usize>, u32)> {
    if !analysis.exact || analysis.ln_layouts > (MAX_LAYOUTS as f64).ln() {
        return None;
    }
    let cells = (0..position.grid().cells())
        .filter(|&i| analysis.is_undecided(position, i))
        .collect();
    Some((cells, position.mines() - analysis.mines.len() as u32))
}

/// The chance of clearing the board with the best play, and the cell to open for it (a safe
/// one first, if any); `None` when more than [`MAX_LAYOUTS`] layouts of more than 64 undecided
/// cells are left, or the search runs out of its budget. Every cell decided: certain.
pub(crate) fn clear_chance(position: &Position, analysis: &Analysis) -> Option<(usize, f64)> {
    let (cells, _) = undecided(position, analysis)?;
    if cells.is_empty() {
        let safe = analysis.safe.first().copied().unwrap_or(0);
        return Some((safe, 1.0));
    }
    best_move(position, analysis)
}

/// The undecided cells that show the same number in every layout where they are safe: opening
/// one tells only whether it was a mine. `None` past the same bounds as [`clear_chance`].
pub(crate) fn dead_cells(position: &Position, analysis: &Analysis) -> Option<Vec<usize>> {
    let (cells, mines) = undecided(position, analysis)?;
    if cells.is_empty() {
        return Some(Vec::new());
    }
    let listed = Listed::of(position, analysis, cells, Some(mines))?;
    let mut dead: Vec<usize> = (0..listed.cells.len())
        .filter(|&k| {
            let mut shown = listed
                .layouts
                .iter()
                .filter(|&&l| l & (1 << k) == 0)
                .map(|&l| (l & listed.neighbours[k]).count_ones());
            shown.next().is_some_and(|first| shown.all(|n| n == first))
        })
        .map(|k| listed.cells[k])
        .collect();
    dead.sort_unstable();
    Some(dead)
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

/// fingerprint(layouts still possible) → best move and its win chance.
type Memo = HashMap<u128, (usize, f64), BuildHasherDefault<Prehashed>>;

/// The memo's keys are fingerprints, already well mixed: hashing them again (SipHash) took
/// about a tenth of a benchmark run in a profile.
#[derive(Default)]
struct Prehashed(u64);

impl Hasher for Prehashed {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Only `write_u128` is used (the key type); fold anything else in all the same.
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x100_0000_01B3);
        }
    }

    fn write_u128(&mut self, key: u128) {
        self.0 = key as u64;
    }
}

/// A 128-bit fingerprint of a search state: hashing it is far cheaper than keeping every
/// state's layouts, and at 2⁻¹²⁸ per pair a collision among at most 30,000 states is not a
/// practical concern.
fn fingerprint(layouts: &[u64]) -> u128 {
    let (mut a, mut b) = (0x9E37_79B9_7F4A_7C15u64, 0xC2B2_AE3D_27D4_EB4Fu64);
    for &l in layouts {
        a = (a ^ l).wrapping_mul(0xFF51_AFD7_ED55_8CCD).rotate_left(29);
        b = (b.wrapping_add(l)).wrapping_mul(0xC4CE_B9FE_1A85_EC53) ^ (b >> 31);
    }
    (u128::from(a) << 64 | u128::from(b)) ^ layouts.len() as u128
}

struct Search<'a> {
    neighbours: &'a [u64],
    memo: Memo,
    /// Layouts, grouped as the search goes: a state's layouts are a range of it, and each
    /// move's groups are pushed on top while it is explored (no allocation per state).
    stack: Vec<u64>,
}

impl Search<'_> {
    /// The best cell to reveal given the layouts still possible (a range of the stack), with
    /// the chance of winning from here.
    ///
    /// The cells already revealed are not part of the state: a revealed cell is safe in every
    /// layout left and shows the same number in all of them, and revealing any such cell
    /// teaches nothing, so it is simply never a move. The value thus depends on the layouts
    /// alone, and positions reached by revealing the same cells in another order share one
    /// memo entry.
    ///
    /// `settled` holds cells already found safe with a fixed number in a superset of these
    /// layouts (so also here): a cheap-to-pass fact that spares checking them again.
    fn best(&mut self, range: Range<usize>, settled: u64) -> Option<(usize, f64)> {
        let n = self.neighbours.len();
        let layouts = &self.stack[range.clone()];
        // Won once every safe cell is revealed; one layout left means everything is known.
        if layouts.len() == 1 {
            return Some((
                (0..n).find(|&c| layouts[0] & (1 << c) == 0).unwrap_or(0),
                1.0,
            ));
        }
        let key = fingerprint(layouts);
        if let Some(&cached) = self.memo.get(&key) {
            return Some(cached);
        }
        if self.memo.len() >= MAX_STATES {
            return None;
        }
        // Cells that are a mine in some layout, and cells that are a mine in every layout.
        let maybe_mine = layouts.iter().fold(0, |a, &l| a | l);
        let always_mine = layouts.iter().fold(u64::MAX, |a, &l| a & l);
        // A certain-safe cell whose number still varies only adds information: reveal it
        // without branching on others.
        let varies = |c: usize| {
            let shown = |l: u64| (l & self.neighbours[c]).count_ones();
            let first = shown(layouts[0]);
            layouts.iter().any(|&l| shown(l) != first)
        };
        let mut settled = settled;
        let mut certain = None;
        let unchecked = !(maybe_mine | settled);
        for c in (0..n).filter(|&c| unchecked & (1 << c) != 0) {
            if varies(c) {
                certain = Some(c);
                break;
            }
            settled |= 1 << c;
        }
        // Each candidate with the number of layouts in which it is safe: its chance of
        // winning is at most that share, so the safest go first and the rest are cut off.
        let total = layouts.len();
        let mut candidates: Vec<(usize, usize)> = match certain {
            Some(c) => vec![(c, total)],
            None => {
                let undecided = maybe_mine & !always_mine;
                let mut mines_at = [0usize; 64];
                for &l in layouts {
                    let mut rest = l & undecided;
                    while rest != 0 {
                        mines_at[rest.trailing_zeros() as usize] += 1;
                        rest &= rest - 1;
                    }
                }
                (0..n)
                    .filter(|&c| undecided & (1 << c) != 0)
                    .map(|c| (c, total - mines_at[c]))
                    .collect()
            }
        };
        candidates.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut best: Option<(usize, f64)> = None;
        // A *dead* cell shows the same number in every layout where it is safe: revealing it
        // only tells whether it was safe. Such a move can always wait (play the rest of the
        // best line first and the dead cell last, when it can only have become safer), so
        // dead cells are searched only when every candidate is dead. Exact, and it cuts the
        // states a search needs by a large factor.
        let mut dead = Vec::new();
        let defer = certain.is_none().then_some(&mut dead);
        self.consider(&candidates, range.clone(), settled, &mut best, defer)?;
        if best.is_none() {
            self.consider(&dead, range, settled, &mut best, None)?;
        }
        // No safe cell left to reveal: every layout agrees on the rest, so the game is won.
        let result = best.unwrap_or((0, 1.0));
        self.memo.insert(key, result);
        Some(result)
    }

    /// Explores `moves` (cell, layouts where it is safe; safest first) from the layouts of
    /// `range`, raising `best` to the best win chance found. With `dead`, cells that can show
    /// only one number are set aside there instead of explored. `None`: out of budget.
    fn consider(
        &mut self,
        moves: &[(usize, usize)],
        range: Range<usize>,
        settled: u64,
        best: &mut Option<(usize, f64)>,
        mut dead: Option<&mut Vec<(usize, usize)>>,
    ) -> Option<()> {
        let total = range.len() as f64;
        for &(c, safe) in moves {
            let beaten = |chance: f64, best: Option<(usize, f64)>| {
                best.is_some_and(|(_, b)| chance <= b + 1e-12)
            };
            if beaten(safe as f64 / total, *best) {
                break;
            }
            // The layouts where c is safe, grouped by the number c would show: a counting
            // sort onto the top of the stack, popped once c is explored.
            let base = self.stack.len();
            let starts = self.group(range.clone(), c, safe);
            let shows_one = starts.windows(2).filter(|w| w[1] > w[0]).count() == 1;
            if let (true, Some(dead)) = (shows_one, dead.as_deref_mut()) {
                self.stack.truncate(base);
                dead.push((c, safe));
                continue;
            }
            let (mut chance, mut unexplored) = (0.0, safe as f64 / total);
            let mut explored = Some(());
            for k in 0..9 {
                let group = base + starts[k]..base + starts[k + 1];
                if group.is_empty() {
                    continue;
                }
                let share = group.len() as f64 / total;
                let Some((_, win)) = self.best(group, settled) else {
                    explored = None;
                    break;
                };
                chance += share * win;
                unexplored -= share;
                if beaten(chance + unexplored, *best) {
                    break;
                }
            }
            self.stack.truncate(base);
            explored?;
            if !beaten(chance, *best) {
                *best = Some((c, chance));
            }
        }
        Some(())
    }

    /// Pushes the `safe` layouts of `range` in which `cell` is safe onto the stack, grouped by
    /// the number `cell` would show; returns where each group starts (relative to the old top).
    fn group(&mut self, range: Range<usize>, cell: usize, safe: usize) -> [usize; 10] {
        let around = self.neighbours[cell];
        let shown = |l: u64| (l & around).count_ones() as usize;
        let is_safe = |l: &u64| l & (1 << cell) == 0;
        let mut starts = [0usize; 10];
        for &l in self.stack[range.clone()].iter().filter(|l| is_safe(l)) {
            starts[shown(l) + 1] += 1;
        }
        for k in 1..10 {
            starts[k] += starts[k - 1];
        }
        let base = self.stack.len();
        self.stack.resize(base + safe, 0);
        let mut fill = starts;
        for i in range {
            let l = self.stack[i];
            if is_safe(&l) {
                let k = shown(l);
                self.stack[base + fill[k]] = l;
                fill[k] += 1;
            }
        }
        starts
    }
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

    /// The plain game tree: every unrevealed cell that can be safe is tried, revealed cells
    /// are tracked, nothing is memoised or skipped.
    fn naive(layouts: &[u64], revealed: u64, neighbours: &[u64]) -> f64 {
        if layouts.len() == 1 {
            return 1.0;
        }
        let total = layouts.len() as f64;
        let mut best = 0.0f64;
        for c in (0..neighbours.len()).filter(|&c| revealed & (1 << c) == 0) {
            let mut groups: HashMap<u32, Vec<u64>> = HashMap::new();
            for &l in layouts.iter().filter(|&&l| l & (1 << c) == 0) {
                let shown = (l & neighbours[c]).count_ones();
                groups.entry(shown).or_default().push(l);
            }
            let value: f64 = groups
                .values()
                .map(|g| g.len() as f64 / total * naive(g, revealed | 1 << c, neighbours))
                .sum();
            best = best.max(value);
        }
        best
    }

    proptest::proptest! {
        /// Skipping dead cells, forgetting which cells were revealed and pruning by safety
        /// must not change the value: the search equals the plain game tree.
        #[test]
        fn the_search_is_exact(
            cols in 2usize..5,
            picks in proptest::collection::vec(0u64..256, 2..14),
        ) {
            // Up to 8 cells in a 2-row strip, king-move neighbours; layouts are any distinct
            // sets of mines (the search does not assume they came from real numbers).
            let n = (2 * cols).min(8);
            let neighbours: Vec<u64> = (0..n)
                .map(|c| {
                    (0..n)
                        .filter(|&d| d != c && (c % cols).abs_diff(d % cols) <= 1)
                        .fold(0u64, |m, d| m | 1 << d)
                })
                .collect();
            let mut layouts: Vec<u64> = picks.iter().map(|&p| p & ((1 << n) - 1)).collect();
            layouts.sort_unstable();
            layouts.dedup();
            proptest::prop_assume!(layouts.len() >= 2);
            let count = layouts.len();
            let expected = naive(&layouts, 0, &neighbours);
            let mut search = Search {
                neighbours: &neighbours,
                memo: Memo::default(),
                stack: layouts.clone(),
            };
            let (cell, chance) = search.best(0..count, 0).expect("tiny: within budget");
            proptest::prop_assert!((chance - expected).abs() < 1e-9, "{chance} vs {expected}");
            // The cell it names achieves that chance (and can be safe).
            proptest::prop_assert!(layouts.iter().any(|&l| l & (1 << cell) == 0));
        }
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
