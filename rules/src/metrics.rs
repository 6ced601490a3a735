//! Speedrunning metrics: 3BV, the one count every front end and the counters read.

use crate::game::MINE;
use crate::{Game, Grid};

impl Grid {
    /// The 3BV of a board whose numbers are `field` ([`Grid::numbers`]: [`MINE`] for a mine):
    /// the fewest left clicks that clear it without flags. One per maximal zero region (it
    /// opens with its numbered border), plus one per safe cell no zero region reaches.
    /// O(cells). `field` shorter than the board counts only the cells it has.
    pub fn bbbv(&self, field: &[u8]) -> u32 {
        let mut opened = vec![false; field.len()];
        let mut clicks = 0;
        let mut stack = Vec::new();
        for start in 0..field.len() {
            if field[start] != 0 || opened[start] {
                continue;
            }
            clicks += 1;
            opened[start] = true;
            stack.push(start);
            while let Some(zero) = stack.pop() {
                for n in self.neighbours(zero).filter(|&n| n < field.len()) {
                    if !opened[n] {
                        opened[n] = true;
                        if field[n] == 0 {
                            stack.push(n);
                        }
                    }
                }
            }
        }
        let isolated = (0..field.len())
            .filter(|&i| !opened[i] && field[i] != MINE)
            .count() as u32;
        clicks + isolated
    }
}

impl Game {
    /// The board's 3BV ([`Grid::bbbv`]). `None` until the mines are placed. O(cells), so a
    /// front end computes it once.
    pub fn bbbv(&self) -> Option<u32> {
        self.has_mines().then(|| self.grid().bbbv(&self.field))
    }
}
