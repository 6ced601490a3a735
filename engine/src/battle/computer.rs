//! The computer players. Each level decides from a [`Sight`] alone (the numbers, who owns what,
//! the mines hit, the mine total), so none can ever look at a hidden mine; its random choices
//! come from the battle's seed and the move number, so a battle replays exactly.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{layout::splitmix, Player, Sight, Tile};
use crate::solver::{self, Position};
use crate::{FirstClick, Pos};

/// How often a Novice that has a certain move misses it and guesses instead.
pub const NOVICE_MISS_RATE: f64 = 0.25;
/// Enumeration work for one Expert or Master decision (search nodes): half the hint's, so a
/// move stays within a few milliseconds natively on the largest preset (`battle-bench`).
const BUDGET: u64 = 200_000;
/// Look-ahead work for one guess.
const LOOKAHEAD_BUDGET: u64 = 200_000;
/// Guesses looked ahead at, safest first.
const CANDIDATES: usize = 4;
/// Guesses this close to the safest count as equally safe.
const EQUALLY_SAFE: f64 = 0.005;

/// How strong a computer player is.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Single-number rules; misses a certain move at [`NOVICE_MISS_RATE`]; guesses at random.
    Novice,
    /// The original's player: the single-number and subset rules over the numbers it opened
    /// itself, else the cell those numbers give the smallest local mine density (blind to the
    /// other player's numbers and to the mine total).
    Casual,
    /// The full solver: exact probabilities with the mine total; of the safe cells, those next
    /// to the most undecided ones (they settle the most, so it guesses less); else a look-ahead
    /// among the safest guesses.
    Expert,
    /// Expert with territory sense: among equally safe moves, the ones likelier to flood and
    /// those the other player could take next, weighed with what they teach.
    Master,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Novice, Level::Casual, Level::Expert, Level::Master];

    /// Its word in addresses and saves.
    pub const fn as_str(self) -> &'static str {
        match self {
            Level::Novice => "novice",
            Level::Casual => "casual",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }

    /// The level a word names.
    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str() == text)
    }

    /// The cell this level opens next, or `None` when no cell touches its territory.
    pub fn choose(self, sight: &Sight) -> Option<Pos> {
        let legal: Vec<usize> = (0..sight.tiles.len())
            .filter(|&i| sight.is_legal_at(i))
            .collect();
        if legal.is_empty() {
            return None;
        }
        let mut rng = ChaCha8Rng::seed_from_u64(
            sight.key ^ splitmix(u64::from(sight.moves) << 1 | sight.player.index() as u64),
        );
        let position = position(sight);
        let cell = match self {
            Level::Novice => novice(&position, &legal, &mut rng),
            Level::Casual => casual(&position, sight, &legal, &mut rng),
            Level::Expert => expert(&position, sight, &legal, &mut rng, false),
            Level::Master => expert(&position, sight, &legal, &mut rng, true),
        };
        Some(sight.grid.pos(cell))
    }
}

/// What the solver needs from a sight: every opened number, the hit mines as known mines.
fn position(sight: &Sight) -> Position {
    let revealed = sight
        .tiles
        .iter()
        .map(|t| match *t {
            Tile::Owned(_, n) => Some(n),
            _ => None,
        })
        .collect();
    let hit = (0..sight.tiles.len())
        .filter(|&i| matches!(sight.tiles[i], Tile::Hit(_)))
        .map(|i| i as u32)
        .collect();
    Position::from_parts(sight.grid, sight.mines, FirstClick::Opening, revealed, hit)
}

fn pick(cells: &[usize], rng: &mut ChaCha8Rng) -> usize {
    cells[rng.random_range(0..cells.len())]
}

fn novice(position: &Position, legal: &[usize], rng: &mut ChaCha8Rng) -> usize {
    let (safe, mines) = solver::certain_by_single_numbers(position);
    let safe: Vec<usize> = legal.iter().copied().filter(|c| safe.contains(c)).collect();
    if !safe.is_empty() && !rng.random_bool(NOVICE_MISS_RATE) {
        return pick(&safe, rng);
    }
    let open: Vec<usize> = legal
        .iter()
        .copied()
        .filter(|c| !mines.contains(c))
        .collect();
    pick(if open.is_empty() { legal } else { &open }, rng)
}

fn casual(position: &Position, sight: &Sight, legal: &[usize], rng: &mut ChaCha8Rng) -> usize {
    // Like the original, it reads only the numbers it opened itself.
    let mine_number = |n: usize| matches!(sight.tiles[n], Tile::Owned(o, _) if o == sight.player);
    let position = &position.clone().reading_only(mine_number);
    let (safe, mines) = solver::certain(position);
    let certain: Vec<usize> = legal.iter().copied().filter(|c| safe.contains(c)).collect();
    if !certain.is_empty() {
        return pick(&certain, rng);
    }
    // The original's count, over its own frontier only: each of its numbers' missing mines
    // spread over that number's undecided cells; a cell is as dangerous as its most crowded
    // number. Numbers the other player opened, and the mine total, are not counted.
    let grid = position.grid();
    let is_mine =
        |i: usize| mines.binary_search(&i).is_ok() || position.known_mines().contains(&(i as u32));
    let density = |cell: usize| -> f64 {
        grid.neighbours(cell)
            .filter(|&n| mine_number(n))
            .filter_map(|n| position.number(n).map(|v| (n, v)))
            .map(|(n, v)| {
                let hidden = grid.neighbours(n).filter(|&x| !position.is_revealed(x));
                let (known, open) =
                    hidden.fold(
                        (0, 0),
                        |(k, o), x| {
                            if is_mine(x) {
                                (k + 1, o)
                            } else {
                                (k, o + 1)
                            }
                        },
                    );
                f64::from(u32::from(v).saturating_sub(known)) / f64::from(open.max(1))
            })
            .fold(0.0, f64::max)
    };
    let scored: Vec<(usize, f64)> = legal
        .iter()
        .filter(|&&c| !is_mine(c))
        .map(|&c| (c, density(c)))
        .collect();
    let Some(best) = scored.iter().map(|s| s.1).min_by(f64::total_cmp) else {
        return pick(legal, rng);
    };
    let ties: Vec<usize> = scored
        .iter()
        .filter(|s| s.1 <= best + 1e-12)
        .map(|s| s.0)
        .collect();
    pick(&ties, rng)
}

fn expert(
    position: &Position,
    sight: &Sight,
    legal: &[usize],
    rng: &mut ChaCha8Rng,
    territorial: bool,
) -> usize {
    let analysis = solver::analyse_with_budget(position, BUDGET);
    let p = &analysis.probabilities;
    let safe: Vec<usize> = legal.iter().copied().filter(|&c| p[c] == 0.0).collect();
    if !safe.is_empty() {
        if territorial {
            return best_claim(&safe, position, sight, p, rng);
        }
        // The safe cells that teach the most: next to the most undecided cells.
        let teaches = |c: usize| teaches(sight, p, c);
        let most = safe.iter().map(|&c| teaches(c)).max().unwrap_or(0);
        let best: Vec<usize> = safe
            .iter()
            .copied()
            .filter(|&c| teaches(c) == most)
            .collect();
        return pick(&best, rng);
    }
    let mut guesses: Vec<usize> = legal.to_vec();
    guesses.sort_by(|&a, &b| p[a].total_cmp(&p[b]).then(a.cmp(&b)));
    let safest = p[guesses[0]];
    if territorial {
        let equal: Vec<usize> = guesses
            .iter()
            .copied()
            .take_while(|&c| p[c] <= safest + EQUALLY_SAFE)
            .collect();
        return best_claim(&equal, position, sight, p, rng);
    }
    // Among the safest few, the one after which the next move is likeliest safe.
    let mut budget = LOOKAHEAD_BUDGET;
    let mut best: Option<(usize, f64)> = None;
    for &cell in guesses.iter().take(CANDIDATES) {
        if p[cell] > safest + 0.1 {
            break;
        }
        let next = solver::next_move_safety(position, cell, &mut budget).unwrap_or(1.0 - safest);
        let score = (1.0 - p[cell]) * next;
        if best.is_none_or(|(_, s)| score > s + 1e-12) {
            best = Some((cell, score));
        }
    }
    best.map_or(guesses[0], |(cell, _)| cell)
}

/// How many undecided cells (neither certainly safe nor certainly a mine) touch `cell`: what
/// opening it may settle.
fn teaches(sight: &Sight, p: &[f64], cell: usize) -> usize {
    sight
        .grid
        .neighbours(cell)
        .filter(|&n| p[n] > 0.0 && p[n] < 1.0)
        .count()
}

/// Among moves equally safe, the one worth the most territory: what it may flood (the chance
/// that it shows a zero, times its hidden neighbours) and whether the other player could take
/// it next (contested cells first; the ones only we can reach will wait), and, as Expert
/// weighs it, what it may teach.
fn best_claim(
    cells: &[usize],
    position: &Position,
    sight: &Sight,
    p: &[f64],
    rng: &mut ChaCha8Rng,
) -> usize {
    let grid = sight.grid;
    let rival = sight.player.other();
    let touches = |cell: usize, who: Player| {
        grid.neighbours(cell)
            .any(|n| matches!(sight.tiles[n], Tile::Owned(o, _) if o == who))
    };
    let teaches = |c: usize| teaches(sight, p, c);
    let score = |cell: usize| -> f64 {
        let hidden: Vec<usize> = grid
            .neighbours(cell)
            .filter(|&n| !position.is_revealed(n))
            .collect();
        let zero: f64 = hidden.iter().map(|&n| 1.0 - p[n]).product();
        let flood = zero * hidden.len() as f64;
        let contested = if touches(cell, rival) {
            2.0
        } else if grid
            .neighbours(cell)
            .any(|n| sight.tiles[n] == Tile::Hidden && touches(n, rival))
        {
            1.0
        } else {
            0.0
        };
        // Weighed against each other on `battle-bench` (Master against Expert, intermediate):
        // 2 : 2 : 1 did best of the mixes tried (docs/battle.md).
        2.0 * flood + 2.0 * contested + teaches(cell) as f64
    };
    let scored: Vec<(usize, f64)> = cells.iter().map(|&c| (c, score(c))).collect();
    let best = scored.iter().map(|s| s.1).fold(f64::NEG_INFINITY, f64::max);
    let ties: Vec<usize> = scored
        .iter()
        .filter(|s| s.1 >= best - 1e-9)
        .map(|s| s.0)
        .collect();
    pick(&ties, rng)
}
