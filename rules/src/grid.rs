//! Board geometry: positions, indices and the 8-neighbourhood.

use serde::{Deserialize, Serialize};

/// A cell's position, 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    /// Its row, from 0 at the top.
    pub row: u32,
    /// Its column, from 0 at the left.
    pub col: u32,
}

impl Pos {
    /// The cell at `row`, `col`.
    pub const fn new(row: u32, col: u32) -> Self {
        Pos { row, col }
    }
}

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

/// The dimensions of a board, and the mapping between positions and row-major indices.
///
/// Cells are stored row-major in flat vectors; everything hot works on `usize` indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    rows: u32,
    cols: u32,
}

/// A mine in [`Grid::numbers`]; other entries are neighbour counts 0–8.
pub const MINE: u8 = 9;

impl Grid {
    /// A grid of `rows` × `cols` cells.
    pub const fn new(rows: u32, cols: u32) -> Self {
        Grid { rows, cols }
    }

    /// The numbers a layout shows, row-major: [`MINE`] for each of `mines` (cell indices), the
    /// mines around for every other cell. Work proportional to the mines.
    pub fn numbers(&self, mines: &[u32]) -> Vec<u8> {
        let mut field = vec![0u8; self.cells()];
        for &mine in mines {
            field[mine as usize] = MINE;
        }
        for &mine in mines {
            for n in self.neighbours(mine as usize) {
                if field[n] != MINE {
                    field[n] += 1;
                }
            }
        }
        field
    }

    /// Its rows.
    pub const fn rows(&self) -> u32 {
        self.rows
    }

    /// Its columns.
    pub const fn cols(&self) -> u32 {
        self.cols
    }

    /// How many cells it has.
    pub const fn cells(&self) -> usize {
        self.rows as usize * self.cols as usize
    }

    /// Whether `pos` is on it.
    pub const fn contains(&self, pos: Pos) -> bool {
        pos.row < self.rows && pos.col < self.cols
    }

    /// The row-major index of `pos`, or `None` when it lies outside the board.
    pub const fn index(&self, pos: Pos) -> Option<usize> {
        if self.contains(pos) {
            Some(pos.row as usize * self.cols as usize + pos.col as usize)
        } else {
            None
        }
    }

    /// The position of a row-major index. The index must be below [`Grid::cells`].
    pub const fn pos(&self, index: usize) -> Pos {
        let cols = self.cols as usize;
        Pos::new((index / cols) as u32, (index % cols) as u32)
    }

    /// Indices of the up to 8 cells around `index`, in row-major order.
    ///
    /// Hot in every flood: one division and four edge tests per cell, then plain offsets.
    #[inline]
    pub fn neighbours(&self, index: usize) -> Neighbours {
        let cols = self.cols as usize;
        let (row, col) = (index / cols, index % cols);
        let (up, down) = (row > 0, row + 1 < self.rows as usize);
        let (left, right) = (col > 0, col + 1 < cols);
        let mut list = Neighbours {
            cells: [0; 8],
            len: 0,
            next: 0,
        };
        let mut push = |ok: bool, cell: usize| {
            if ok {
                list.cells[usize::from(list.len)] = cell;
                list.len += 1;
            }
        };
        // Each offset is formed only when its cell exists, so nothing under- or overflows.
        if up {
            let above = index - cols;
            push(left, above.wrapping_sub(1));
            push(true, above);
            push(right, above + 1);
        }
        push(left, index.wrapping_sub(1));
        push(right, index + 1);
        if down {
            let below = index + cols;
            push(left, below.wrapping_sub(1));
            push(true, below);
            push(right, below + 1);
        }
        list
    }
}

/// The in-bounds neighbours of a cell, in row-major order.
#[derive(Clone, Debug)]
pub struct Neighbours {
    cells: [usize; 8],
    len: u8,
    next: u8,
}

impl Iterator for Neighbours {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        (self.next < self.len).then(|| {
            self.next += 1;
            self.cells[usize::from(self.next - 1)]
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = usize::from(self.len - self.next);
        (left, Some(left))
    }
}

impl ExactSizeIterator for Neighbours {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_count_the_mines_around_and_mark_the_mines() {
        // . * .
        // . . .
        // * . .
        let grid = Grid::new(3, 3);
        assert_eq!(grid.numbers(&[1, 6]), vec![1, MINE, 1, 2, 2, 1, MINE, 1, 0]);
        assert_eq!(grid.numbers(&[]), vec![0; 9]);
    }

    #[test]
    fn corner_edge_and_inner_cells_have_3_5_and_8_neighbours() {
        let grid = Grid::new(3, 4);
        assert_eq!(grid.neighbours(0).collect::<Vec<_>>(), vec![1, 4, 5]);
        assert_eq!(grid.neighbours(1).count(), 5);
        assert_eq!(
            grid.neighbours(5).collect::<Vec<_>>(),
            vec![0, 1, 2, 4, 6, 8, 9, 10]
        );
        assert_eq!(grid.neighbours(11).collect::<Vec<_>>(), vec![6, 7, 10]);
    }

    #[test]
    fn one_by_one_and_one_by_n_boards() {
        assert_eq!(Grid::new(1, 1).neighbours(0).count(), 0);
        let line = Grid::new(1, 5);
        assert_eq!(line.neighbours(0).collect::<Vec<_>>(), vec![1]);
        assert_eq!(line.neighbours(2).collect::<Vec<_>>(), vec![1, 3]);
    }

    #[test]
    fn index_and_pos_are_inverse_and_reject_outside() {
        let grid = Grid::new(4, 7);
        for i in 0..grid.cells() {
            assert_eq!(grid.index(grid.pos(i)), Some(i));
        }
        assert_eq!(grid.index(Pos::new(4, 0)), None);
        assert_eq!(grid.index(Pos::new(0, 7)), None);
    }
}
