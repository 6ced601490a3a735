//! Speedrunning metrics.

use crate::game::MINE;
use crate::Game;

impl Game {
    /// The board's 3BV: the fewest left clicks that clear it without flags. One per maximal
    /// zero region (it opens with its numbered border), plus one per safe cell no zero region
    /// reaches. `None` until the mines are placed. O(cells), so a front end computes it once.
    pub fn bbbv(&self) -> Option<u32> {
        if !self.has_mines() {
            return None;
        }
        let grid = self.grid();
        let field = &self.field;
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
                for n in grid.neighbours(zero) {
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
        Some(clicks + isolated)
    }
}
