//! What the board shows, row by row: each cell's view, its mine chance while probabilities
//! are shown, and whether it ripples open. One `Rc<[Tile]>` per row: a move rebuilds only the
//! rows it changed, and rows that did not change keep their pointer, so rendering compares a
//! row in O(1). Pure, tested natively through the pages' states.

use std::rc::Rc;

use minesweeper_engine::{CellView, Game, Pos};

/// What one cell shows: its view, and its mine chance while probabilities are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tile {
    pub view: CellView,
    /// P(mine) in thousandths (see [`chance`]), for hidden cells while the Probabilities
    /// toggle is on.
    pub chance: Option<u16>,
    /// The chance is the board's most common one, which the board carries once for all
    /// such cells instead of each cell carrying it.
    pub common: bool,
    /// The cell opened with a ripple: it was revealed by a move that opened at most
    /// [`RIPPLE_MAX`] cells. Kept while it stays open, so the ripple plays once.
    pub ripple: bool,
}

/// The most cells a move may open and still ripple. Each rippling cell is a separate animation
/// the browser restyles and composites every frame: a 100 × 100 flood of 9,889 cells took 11 s
/// to paint with them and 0.3 s without.
pub const RIPPLE_MAX: usize = 64;

/// A mine probability in thousandths. Finer steps would show no difference (the shading and
/// the whole percent on hover), but would change the chance shared by every cell off the
/// frontier on many more moves, and each such change re-renders all of those cells. Only a
/// certain cell reads 0 or 1000: an undecided one is kept within 1–999.
pub fn chance(p: f64) -> u16 {
    match p {
        p if p <= 0.0 => 0,
        p if p >= 1.0 => 1000,
        p => ((p * 1000.0).round() as u16).clamp(1, 999),
    }
}

/// One row's tiles. Rows that did not change keep the same `Rc`, and `Rc<[T]>` equality checks
/// the pointer first, so rendering compares a row in O(1) unless it changed.
pub type RowViews = Rc<[Tile]>;

/// The chance most hidden cells share (in practice, every cell off the frontier's).
pub fn most_common(chances: &[Option<u16>]) -> Option<u16> {
    let mut counts = [0u32; 1001];
    for &c in chances.iter().flatten() {
        counts[usize::from(c.min(1000))] += 1;
    }
    let (chance, &count) = counts.iter().enumerate().max_by_key(|&(_, n)| n)?;
    (count > 0).then_some(chance as u16)
}

/// Which rows may have changed.
pub enum Rows {
    All,
    /// A flag per row, set where a cell changed.
    Only(Vec<bool>),
}

impl Rows {
    /// The rows of the cells in `changed`, on a board of `rows` rows: one pass over them, with
    /// no sort, however many cells a flood opened (39,450 on the benchmark's 200 × 200 board).
    pub fn of(changed: &[Pos], rows: u32) -> Rows {
        let mut dirty = vec![false; rows as usize];
        for pos in changed {
            if let Some(row) = dirty.get_mut(pos.row as usize) {
                *row = true;
            }
        }
        Rows::Only(dirty)
    }

    fn includes(&self, row: u32) -> bool {
        match self {
            Rows::All => true,
            Rows::Only(dirty) => dirty.get(row as usize).copied().unwrap_or(false),
        }
    }
}

/// The rows of `game`'s board, rebuilding only `rows` of `old` (all of them for another board
/// size) and keeping the old `Rc` of every row whose tiles are equal. `chances` holds each
/// cell's chance (or `None`), `common` the one most cells share; cells a move opened ripple
/// when `ripple` is set.
pub fn rows(
    game: &Game,
    old: &Rc<Vec<RowViews>>,
    rows: &Rows,
    chances: Option<&[Option<u16>]>,
    common: Option<u16>,
    ripple: bool,
) -> Rc<Vec<RowViews>> {
    let config = game.config();
    let board = (config.rows(), config.cols());
    rows_of(
        board,
        |row| game.row_views(row),
        old,
        rows,
        chances,
        common,
        ripple,
    )
}

/// [`rows`] for a board known only by its views, row by row (a ranked game, which the server
/// holds; a position on the analysis board, with its `chances`).
pub fn rows_of_views(
    views: &[CellView],
    (height, cols): (u32, u32),
    old: &Rc<Vec<RowViews>>,
    rows: &Rows,
    ripple: bool,
    chances: Option<&[Option<u16>]>,
) -> Rc<Vec<RowViews>> {
    let width = cols as usize;
    let row_views = |row: u32| {
        let start = row as usize * width;
        views
            .get(start..start + width)
            .unwrap_or_default()
            .iter()
            .copied()
    };
    let common = chances.and_then(most_common);
    rows_of(
        (height, cols),
        row_views,
        old,
        rows,
        chances,
        common,
        ripple,
    )
}

/// The rows of a board of `height × cols` cells whose views `row_views` gives, row by row.
fn rows_of<I: Iterator<Item = CellView>>(
    (height, cols): (u32, u32),
    row_views: impl Fn(u32) -> I,
    old: &Rc<Vec<RowViews>>,
    rows: &Rows,
    chances: Option<&[Option<u16>]>,
    common: Option<u16>,
    ripple: bool,
) -> Rc<Vec<RowViews>> {
    let cols = cols as usize;
    let same_board = old.len() == height as usize;
    let mut next: Vec<RowViews> = if same_board {
        (**old).clone()
    } else {
        Vec::new()
    };
    for row in 0..height {
        if same_board && !rows.includes(row) {
            continue;
        }
        let before = same_board.then(|| &next[row as usize]);
        // Collected straight into the row's `Rc`: one allocation, no copy.
        let tiles: RowViews = row_views(row)
            .enumerate()
            .map(|(col, view)| {
                let chance = chances.and_then(|c| c[row as usize * cols + col]);
                let open = matches!(view, CellView::Revealed(_));
                let was = before.and_then(|tiles| tiles.get(col));
                let ripple = open
                    && match was {
                        Some(old) if matches!(old.view, CellView::Revealed(_)) => old.ripple,
                        _ => ripple,
                    };
                Tile {
                    view,
                    chance,
                    common: chance.is_some() && chance == common,
                    ripple,
                }
            })
            .collect();
        if same_board {
            if next[row as usize] != tiles {
                next[row as usize] = tiles;
            }
        } else {
            next.push(tiles);
        }
    }
    Rc::new(next)
}
