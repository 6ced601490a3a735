//! Where the mines go. The rules' own placement is [`Uniform`]: at random among the cells the
//! first-click rule leaves. A board made above the rules (a no-guess board needs the solver)
//! comes in through the same [`Placement`] trait.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::{Config, Deduction, FirstClick, Pos};

/// Where the mines go at a game's first reveal: `config`'s mines for a first reveal at
/// `first`, drawn from `seed`. The same inputs must give the same board on every platform.
/// [`crate::Game::apply_with`] checks what it returns.
pub trait Placement {
    /// The layout, or `None` when this placement cannot make a board for `config` (the rules'
    /// [`Uniform`] does not make no-guess boards).
    fn place(&self, config: &Config, seed: u64, first: Pos) -> Option<Placed>;
}

/// A layout for a first reveal: sorted mine indices, and what the placement knows of the
/// board's no-guess grade.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    /// The mines' cell indices, sorted.
    pub mines: Vec<u32>,
    /// What the placement knows of the board's no-guess grade.
    pub grade: NoGuessGrade,
}

/// What a placement knows of a no-guess board's grade (other rules ignore it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NoGuessGrade {
    /// Not checked: a no-guess game works it out on demand
    /// ([`crate::Game::no_guess_grade_with`]). A replayed layout says this.
    #[default]
    Unknown,
    /// Plays by proof from the first click, needing at most this rule.
    Needs(Deduction),
    /// No no-guess board was found: this one may need guesses.
    Guesses,
}

/// A layout made before the first reveal (by a generator run a few steps at a time, say) is
/// its own placement, whatever the seed.
impl Placement for Placed {
    fn place(&self, _: &Config, _: u64, _: Pos) -> Option<Placed> {
        Some(self.clone())
    }
}

/// The rules' placement: [`place_mines`], for the Safe and Opening rules.
#[derive(Clone, Copy, Debug, Default)]
pub struct Uniform;

impl Placement for Uniform {
    fn place(&self, config: &Config, seed: u64, first: Pos) -> Option<Placed> {
        let first = config.grid().index(first)?;
        (config.first_click() != FirstClick::NoGuess).then(|| Placed {
            mines: place_mines(config, seed, first),
            grade: NoGuessGrade::Unknown,
        })
    }
}

/// Sorted indices of `config.mines()` mines, none of them on the cells `first` protects.
///
/// Work is proportional to the mines, not the board: `rand::seq::index::sample` draws distinct
/// ranks among the allowed cells, and each rank is mapped past the (at most 9) excluded cells.
/// It samples with `u32` arithmetic for boards below 2³² cells, so native and wasm32 agree.
pub fn place_mines(config: &Config, seed: u64, first: usize) -> Vec<u32> {
    let grid = config.grid();
    let mines = config.mines() as usize;
    let mut excluded = vec![first];
    if config.first_click().opens() {
        excluded.extend(grid.neighbours(first));
        if grid.cells() - excluded.len() < mines {
            excluded.truncate(1);
        }
    }
    let excluded = sorted(excluded);

    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let allowed = grid.cells() - excluded.len();
    let placed: Vec<u32> = rand::seq::index::sample(&mut rng, allowed, mines)
        .into_iter()
        .map(|rank| {
            let mut index = rank;
            for &skip in &excluded {
                if skip <= index {
                    index += 1;
                }
            }
            index as u32
        })
        .collect();
    sorted(placed)
}

/// `items` in ascending order, by the standard library's heap sort: the same order as
/// `sort_unstable`, whose code was 1.7 KB (gzipped) of the browser's first module (measured).
fn sorted<T: Ord>(items: Vec<T>) -> Vec<T> {
    std::collections::BinaryHeap::from(items).into_sorted_vec()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FirstClick, Grid};

    fn config(rows: u64, cols: u64, mines: u64, rule: FirstClick) -> Config {
        Config::new(rows, cols, mines, rule).expect("valid test config")
    }

    #[test]
    fn places_exactly_the_mines_on_distinct_allowed_cells() {
        let cfg = config(9, 9, 71, FirstClick::Opening);
        let mines = place_mines(&cfg, 7, 40);
        assert_eq!(mines.len(), 71);
        assert!(mines.windows(2).all(|w| w[0] < w[1]));
        let grid: Grid = cfg.grid();
        for protected in std::iter::once(40).chain(grid.neighbours(40)) {
            assert!(!mines.contains(&(protected as u32)));
        }
    }

    #[test]
    fn opening_falls_back_to_safe_when_the_board_is_too_full() {
        // 9 cells, 8 mines: only the clicked cell can be kept clear.
        let cfg = config(3, 3, 8, FirstClick::Opening);
        let mines = place_mines(&cfg, 1, 4);
        assert_eq!(mines, vec![0, 1, 2, 3, 5, 6, 7, 8]);
    }

    #[test]
    fn same_seed_same_board_different_seed_different_board() {
        let cfg = Config::EXPERT;
        assert_eq!(place_mines(&cfg, 42, 100), place_mines(&cfg, 42, 100));
        assert_ne!(place_mines(&cfg, 42, 100), place_mines(&cfg, 43, 100));
    }

    /// A golden layout: if this changes, shared seeded links would open different boards.
    /// The browser's component tests check the same layout under wasm32.
    #[test]
    fn seeded_layout_is_stable() {
        let cfg = config(9, 9, 10, FirstClick::Opening);
        assert_eq!(place_mines(&cfg, 12345, 40), GOLDEN_9X9_SEED_12345_AT_40);
    }

    pub(crate) const GOLDEN_9X9_SEED_12345_AT_40: [u32; 10] = [2, 4, 6, 15, 23, 27, 29, 33, 51, 62];
}
