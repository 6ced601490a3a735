//! Where a battle's mines go: uniformly outside the two corners' clear discs, redrawn from the
//! seed until both openings are within one cell of each other in size.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;

use super::{BattleConfig, Player, CLEAR_RADIUS};
use crate::no_guess;
use crate::{Config, FirstClick, Grid, Pos};

/// Draws tried before settling for the closest pair of openings. Measured on the presets
/// (`layout::tests`): nearly every seed finds a pair within one cell well before this.
pub(crate) const MAX_TRIES: u32 = 128;

pub(crate) struct Drawn {
    /// Row-major neighbour counts, `MINE` for a mine.
    pub field: Vec<u8>,
    /// Each player's opening (cells, in the order the flood reached them).
    pub openings: [Vec<usize>; 2],
}

/// How many cells a corner's clear disc holds.
pub(crate) const fn disc_size() -> u32 {
    let (mut r, mut n) = (0, 0);
    while r <= CLEAR_RADIUS {
        let mut c = 0;
        while c <= CLEAR_RADIUS {
            if r * r + c * c <= CLEAR_RADIUS * CLEAR_RADIUS {
                n += 1;
            }
            c += 1;
        }
        r += 1;
    }
    n
}

pub(crate) fn in_disc(config: &BattleConfig, index: usize) -> bool {
    let pos = config.grid().pos(index);
    Player::BOTH.into_iter().any(|p| {
        let corner = config.corner(p);
        let (dr, dc) = (pos.row.abs_diff(corner.row), pos.col.abs_diff(corner.col));
        dr * dr + dc * dc <= CLEAR_RADIUS * CLEAR_RADIUS
    })
}

/// The battle's ordinary board: uniform layouts drawn from the seed until the openings are
/// within one cell of each other (or the closest pair after [`MAX_TRIES`]).
pub(crate) fn draw(config: &BattleConfig, seed: u64) -> Drawn {
    build(config, &uniform_mines(config, seed))
}

/// The mines of [`draw`] (indices, in the order drawn).
pub(crate) fn uniform_mines(config: &BattleConfig, seed: u64) -> Vec<u32> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut best: Option<(u32, Vec<u32>)> = None;
    let allowed = allowed(config);
    for _ in 0..MAX_TRIES {
        let mines = sample_from(config, &allowed, &mut rng);
        let gap = openings_gap(config, &mines);
        if best.as_ref().is_none_or(|(g, _)| gap < *g) {
            best = Some((gap, mines));
        }
        if gap <= 1 {
            break;
        }
    }
    let (_, mines) = best.expect("at least one draw");
    mines
}

/// One layout, uniform outside the clear discs.
pub(crate) fn sample(config: &BattleConfig, rng: &mut ChaCha8Rng) -> Vec<u32> {
    sample_from(config, &allowed(config), rng)
}

/// The cells a mine may lie in: all but the corners' clear discs, in order.
fn allowed(config: &BattleConfig) -> Vec<u32> {
    (0..config.grid().cells())
        .filter(|&i| !in_disc(config, i))
        .map(|i| i as u32)
        .collect()
}

/// [`sample`] from the [`allowed`] cells, worked out once for many layouts.
fn sample_from(config: &BattleConfig, allowed: &[u32], rng: &mut ChaCha8Rng) -> Vec<u32> {
    rand::seq::index::sample(rng, allowed.len(), config.mines() as usize)
        .into_iter()
        .map(|rank| allowed[rank])
        .collect()
}

/// How many cells the larger opening has more than the smaller for these mines.
pub(crate) fn openings_gap(config: &BattleConfig, mines: &[u32]) -> u32 {
    let [a, b] = openings(config, mines);
    a.len().abs_diff(b.len()) as u32
}

/// The field and openings for these mines.
pub(crate) fn build(config: &BattleConfig, mines: &[u32]) -> Drawn {
    let field = config.grid().numbers(mines);
    let openings = openings(config, mines);
    Drawn { field, openings }
}

/// Both corners flooded at once, breadth first, so where their openings meet each cell goes to
/// the nearer corner. Each cell is carried with its row and column, its neighbours taken in the
/// order `Grid::neighbours` gives (row-major) without a division, and only the cells the flood
/// reaches look for a mine around them: an ordinary 200 × 200 board tries up to [`MAX_TRIES`]
/// layouts, each flooded whole when it holds few mines, and barely at all when many.
fn openings(config: &BattleConfig, mines: &[u32]) -> [Vec<usize>; 2] {
    let grid: Grid = config.grid();
    let (rows, cols) = (grid.rows(), grid.cols());
    let mut mine = vec![false; grid.cells()];
    for &m in mines {
        mine[m as usize] = true;
    }
    // The rows and columns of a cell's block (itself and its neighbours), on the board.
    let block = |at: Pos| {
        let rows_of = at.row.saturating_sub(1)..=(at.row + 1).min(rows - 1);
        let cols_of = at.col.saturating_sub(1)..=(at.col + 1).min(cols - 1);
        (rows_of, cols_of)
    };
    let mut owner: Vec<Option<Player>> = vec![None; grid.cells()];
    let mut queue = VecDeque::new();
    let mut opened: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for p in Player::BOTH {
        let corner = config.corner(p);
        let index = grid.index(corner).expect("corners are on the board");
        owner[index] = Some(p);
        opened[p.index()].push(index);
        queue.push_back((corner, p));
    }
    'flood: while let Some((at, p)) = queue.pop_front() {
        let (rows_of, cols_of) = block(at);
        // A cell beside a mine shows a number: the flood stops there (a cell is never a mine).
        for row in rows_of.clone() {
            for col in cols_of.clone() {
                if mine[(row * cols + col) as usize] {
                    continue 'flood;
                }
            }
        }
        for row in rows_of {
            for col in cols_of.clone() {
                let n = (row * cols + col) as usize;
                if owner[n].is_none() && !mine[n] {
                    owner[n] = Some(p);
                    opened[p.index()].push(n);
                    queue.push_back((Pos::new(row, col), p));
                }
            }
        }
    }
    opened
}

/// SplitMix64's finaliser: a seed mixed one way (for keys derived from the battle's seed).
pub(crate) const fn splitmix(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A battle's board as the no-guess generator sees it ([`no_guess::Origin`]): play by proof
/// starts from both corners at once, the corners' clear discs stay free, and the two openings
/// must be within one cell of each other in size, as in every battle.
pub(crate) struct Corners(pub BattleConfig);

impl no_guess::Origin for Corners {
    fn starts(&self) -> Vec<Pos> {
        Player::BOTH.into_iter().map(|p| self.0.corner(p)).collect()
    }

    fn protected(&self, cells: usize) -> Vec<bool> {
        (0..cells).map(|i| in_disc(&self.0, i)).collect()
    }

    fn draw(&self, rng: &mut ChaCha8Rng) -> Vec<u32> {
        sorted(sample(&self.0, rng))
    }

    fn fair(&self, mines: &[u32]) -> bool {
        openings_gap(&self.0, mines) <= 1
    }

    fn repair_from(&self, seed: u64) -> Vec<u32> {
        sorted(uniform_mines(&self.0, seed))
    }

    fn ordinary(&self, seed: u64) -> Vec<u32> {
        sorted(uniform_mines(&self.0, seed))
    }
}

fn sorted(mut mines: Vec<u32>) -> Vec<u32> {
    mines.sort_unstable();
    mines
}

/// A battle's board as the classic rules see it, to be played by proof.
pub(crate) fn as_classic(config: &BattleConfig) -> Config {
    Config::new(
        config.rows().into(),
        config.cols().into(),
        config.mines().into(),
        FirstClick::Opening,
    )
    .expect("a valid battle is a valid board")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::{Pace, PRESETS};
    use crate::MINE;

    #[test]
    fn a_disc_of_radius_three_holds_eleven_cells() {
        assert_eq!(disc_size(), 11);
    }

    #[test]
    fn no_mine_near_either_corner_and_the_count_is_exact() {
        for preset in &PRESETS {
            let config = BattleConfig::preset(preset, Pace::Turns);
            for seed in 0..20 {
                let drawn = draw(&config, seed);
                let mines = drawn.field.iter().filter(|&&f| f == MINE).count();
                assert_eq!(mines as u32, config.mines());
                for i in 0..drawn.field.len() {
                    if in_disc(&config, i) {
                        assert_ne!(drawn.field[i], MINE, "{} seed {seed}", preset.name);
                    }
                }
            }
        }
    }

    /// The openings are equal within one cell on (nearly) every seed of every preset.
    #[test]
    fn openings_are_the_same_size() {
        for preset in &PRESETS {
            let config = BattleConfig::preset(preset, Pace::Turns);
            let mut unequal = 0;
            for seed in 0..100 {
                let [a, b] = draw(&config, seed).openings;
                // The 3 × 3 in each corner is always open: its cells see only the clear disc.
                assert!(a.len() >= 9 && b.len() >= 9, "{} seed {seed}", preset.name);
                unequal += usize::from(a.len().abs_diff(b.len()) > 1);
            }
            assert!(unequal <= 1, "{}: {unequal} of 100 unequal", preset.name);
        }
    }

    #[test]
    fn openings_that_meet_are_split_between_the_corners() {
        // One mine on a 10×10 board: both corners flood nearly everything.
        let config = BattleConfig::new(10, 10, 1, 1, Pace::Turns).unwrap();
        let [a, b] = draw(&config, 3).openings;
        assert!(a.iter().all(|c| !b.contains(c)));
        assert!(a.len().abs_diff(b.len()) <= 1, "{} vs {}", a.len(), b.len());
    }
}
