//! The rules of play: a battle made, each move checked and played, cells opened and flooded,
//! the borders counted as they change, and the end found.

use super::{
    generate_no_guess, layout, Battle, BattleConfig, BattleStep, Border, BorderCount, Checked,
    EndReason, Move, MoveError, Outcome, Pace, Played, Player, Sight, Status, Tile,
};
use crate::no_guess;
use crate::{CellView, Grid, Pos, MINE};

impl Battle {
    /// A new battle with both corner openings revealed and owned. The layout comes from `seed`
    /// (redrawn, a bounded number of times, until the openings are within one cell in size);
    /// when the config asks for [no guesses](BattleConfig::no_guess), from the no-guess
    /// generator ([`generate_no_guess`]; the ordinary board if it finds none).
    pub fn new(config: BattleConfig, seed: u64) -> Battle {
        if config.no_guess() {
            let made = generate_no_guess(config, seed, no_guess::Budget::DEFAULT);
            return Battle::from_drawn(config, seed, layout::build(&config, &made.mines));
        }
        Battle::ordinary(config, seed)
    }

    /// The battle on the ordinary board for `seed`, whatever the config says about guesses:
    /// what [`Battle::new`] makes when none is asked, without reaching the generator (a front
    /// end that loads the solver later starts with this one).
    pub fn ordinary(config: BattleConfig, seed: u64) -> Battle {
        Battle::from_drawn(config, seed, layout::draw(&config, seed))
    }

    /// A battle on mines the caller placed (row-major indices), such as a no-guess board made
    /// a few [`crate::no_guess::Generator`] steps at a time. Refused when the count is not the
    /// config's, a mine is off the board or repeated, or one lies in a corner's clear disc.
    pub fn with_mines(config: BattleConfig, seed: u64, mines: &[u32]) -> Result<Battle, String> {
        let cells = config.grid().cells();
        let mut seen = vec![false; cells];
        for &m in mines {
            let m = m as usize;
            if m >= cells || seen[m] {
                return Err(format!("mine {m} is off the board or repeated"));
            }
            if layout::in_disc(&config, m) {
                return Err("a mine lies in a corner's clear disc".into());
            }
            seen[m] = true;
        }
        if mines.len() != config.mines() as usize {
            return Err(format!(
                "{} mines for a battle of {}",
                mines.len(),
                config.mines()
            ));
        }
        Ok(Battle::from_drawn(
            config,
            seed,
            layout::build(&config, mines),
        ))
    }

    /// A battle on a layout drawn as `*` (mine) and `.` (safe), one string per row: for tests
    /// and puzzles. The corners' clear discs must be free of mines.
    pub fn from_picture(rows: &[&str], lives: u8, pace: Pace) -> Result<Battle, String> {
        let cols = rows.first().map_or(0, |r| r.chars().count());
        if rows.iter().any(|r| r.chars().count() != cols) {
            return Err("every row must have the same length".into());
        }
        let mines: Vec<u32> = rows
            .iter()
            .flat_map(|r| r.chars())
            .enumerate()
            .filter(|&(_, ch)| ch == '*')
            .map(|(i, _)| i as u32)
            .collect();
        let config = BattleConfig::new(
            rows.len() as u32,
            cols as u32,
            mines.len() as u32,
            lives,
            pace,
        )
        .map_err(|e| e.to_string())?;
        if mines.iter().any(|&m| layout::in_disc(&config, m as usize)) {
            return Err("a mine lies in a corner's clear disc".into());
        }
        Ok(Battle::from_drawn(
            config,
            0,
            layout::build(&config, &mines),
        ))
    }

    fn from_drawn(config: BattleConfig, seed: u64, drawn: layout::Drawn) -> Battle {
        let cells = config.grid().cells();
        let safe = cells as u32 - config.mines();
        let mut battle = Battle {
            config,
            seed,
            field: drawn.field,
            tiles: vec![Tile::Hidden; cells],
            flags: vec![0; cells],
            lives: [config.lives(); 2],
            territory: [0; 2],
            safe,
            turn: Player::One,
            status: Status::Ready,
            log: Vec::new(),
            border: [BorderCount::default(); 2],
        };
        for (player, cells) in Player::BOTH.into_iter().zip(drawn.openings) {
            for cell in cells {
                battle.uncover(cell, Tile::Owned(player, battle.field[cell]));
                battle.territory[player.index()] += 1;
            }
        }
        // Openings that already decide it (a board almost without mines, or both corners walled
        // in) end the battle before it starts.
        let border = battle.borders();
        battle.check_end(&border);
        battle
    }

    /// Its settings.
    pub const fn config(&self) -> BattleConfig {
        self.config
    }
    /// The seed its board was made from.
    pub const fn seed(&self) -> u64 {
        self.seed
    }
    /// Its cells' grid.
    pub const fn grid(&self) -> Grid {
        self.config.grid()
    }
    /// Where it stands.
    pub const fn status(&self) -> Status {
        self.status
    }
    /// Whether it is over.
    pub const fn is_over(&self) -> bool {
        matches!(self.status, Status::Over(_))
    }
    /// How it ended, once it has.
    pub const fn outcome(&self) -> Option<Outcome> {
        match self.status {
            Status::Over(outcome) => Some(outcome),
            _ => None,
        }
    }
    /// Whose move it is in turns pace (in real time, always both).
    pub const fn turn(&self) -> Player {
        self.turn
    }
    /// `player`'s lives left.
    pub const fn lives(&self, player: Player) -> u8 {
        self.lives[player.index()]
    }
    /// `player`'s territory: cells opened.
    pub const fn territory(&self, player: Player) -> u32 {
        self.territory[player.index()]
    }
    /// Safe cells to open to win: half the safe cells, plus one.
    pub const fn target(&self) -> u32 {
        self.safe / 2 + 1
    }
    /// The board's safe cells.
    pub const fn safe_cells(&self) -> u32 {
        self.safe
    }
    /// Moves accepted so far (flags included).
    pub fn moves(&self) -> &[(Player, Move)] {
        &self.log
    }

    /// What the cell at `pos` shows everyone (none off the board).
    pub fn tile(&self, pos: Pos) -> Option<Tile> {
        self.grid().index(pos).map(|i| self.tiles[i])
    }
    /// The same by cell index.
    pub fn tile_at(&self, index: usize) -> Tile {
        self.tiles[index]
    }
    /// The cell at `pos` as `player` sees it, in the classic views (for what a press there
    /// means, [`Move::meant`]): a number anyone opened, a mine someone hit, `player`'s own flag;
    /// none off the board.
    pub fn seen_by(&self, player: Player, pos: Pos) -> Option<CellView> {
        Some(match self.tile(pos)? {
            Tile::Owned(_, n) => CellView::Revealed(n),
            Tile::Hit(_) => CellView::Exploded,
            Tile::Hidden if self.is_flagged(player, pos) => CellView::Flagged,
            Tile::Hidden => CellView::Hidden,
        })
    }
    /// Whether `player`'s flag is on `pos`.
    pub fn is_flagged(&self, player: Player, pos: Pos) -> bool {
        self.grid()
            .index(pos)
            .is_some_and(|i| self.flagged_at(player, i))
    }
    pub(super) fn flagged_at(&self, player: Player, index: usize) -> bool {
        self.flags[index] & (1 << player.index()) != 0
    }

    /// Every mine, for the end of a battle (front ends show them only then).
    pub fn mine_positions(&self) -> Vec<Pos> {
        let grid = self.grid();
        (0..grid.cells())
            .filter(|&i| self.field[i] == MINE)
            .map(|i| grid.pos(i))
            .collect()
    }

    /// Whether `player` still plays: lives left and the battle not over.
    pub fn is_in(&self, player: Player) -> bool {
        !self.is_over() && self.lives[player.index()] > 0
    }

    /// Whether `index` is hidden and touches `player`'s territory: a cell they may play.
    pub fn is_legal_at(&self, player: Player, index: usize) -> bool {
        self.tiles[index] == Tile::Hidden
            && self
                .grid()
                .neighbours(index)
                .any(|n| matches!(self.tiles[n], Tile::Owned(p, _) if p == player))
    }

    /// The cells `player` may open now (if it is their move), row-major.
    pub fn legal_cells(&self, player: Player) -> Vec<usize> {
        (0..self.grid().cells())
            .filter(|&i| self.is_legal_at(player, i))
            .collect()
    }

    /// What `player` sees: everything but the hidden mines (and the other player's flags).
    pub fn sight(&self, player: Player) -> Sight {
        Sight::of(self, player)
    }

    /// Checks `mv` by `player` against the rules and plays it on a copy: the battle as it was
    /// stays (a front end over an immutable state). Costs a copy of the board and the log.
    pub fn apply(&self, player: Player, mv: Move) -> Result<BattleStep, MoveError> {
        let mut next = self.clone();
        let Played { changed, hits } = next.play(player, mv)?;
        Ok(BattleStep {
            battle: next,
            changed,
            hits,
        })
    }

    /// [`Battle::apply`] in place, costing only what the move changes: what replaying stored
    /// moves and a server's live battle use (linear in the moves, where `apply` on each would
    /// be quadratic). A move the rules refuse changes nothing.
    pub fn play(&mut self, player: Player, mv: Move) -> Result<Played, MoveError> {
        let checked = self.check(player, mv)?;
        Ok(self.play_checked(checked))
    }

    /// Checks `mv` by `player` against the rules, changing nothing: what [`Battle::play_checked`]
    /// then plays (a server stores a move between the two, and plays it only once stored).
    pub fn check(&self, player: Player, mv: Move) -> Result<Checked, MoveError> {
        let grid = self.grid();
        let pos = mv.pos();
        let index = grid.index(pos).ok_or(MoveError::Outside(pos))?;
        if self.is_over() {
            return Err(MoveError::Over);
        }
        if self.lives[player.index()] == 0 {
            return Err(MoveError::Out);
        }
        if self.config.pace() == Pace::Turns && mv.takes_turn() && self.turn != player {
            return Err(MoveError::NotYourTurn);
        }
        let targets: Vec<usize> = match mv {
            Move::Flag(_) => {
                if self.tiles[index] != Tile::Hidden {
                    return Err(MoveError::Open(pos));
                }
                if !self.is_legal_at(player, index) {
                    return Err(MoveError::NotAdjacent(pos));
                }
                vec![index]
            }
            Move::Reveal(_) => {
                if self.tiles[index] != Tile::Hidden {
                    return Err(MoveError::Open(pos));
                }
                if !self.is_legal_at(player, index) {
                    return Err(MoveError::NotAdjacent(pos));
                }
                if self.flagged_at(player, index) {
                    return Err(MoveError::Flagged(pos));
                }
                vec![index]
            }
            Move::Chord(_) => {
                let Tile::Owned(owner, number) = self.tiles[index] else {
                    return Err(MoveError::NotYourNumber(pos));
                };
                if owner != player {
                    return Err(MoveError::NotYourNumber(pos));
                }
                let marked = grid
                    .neighbours(index)
                    .filter(|&n| {
                        matches!(self.tiles[n], Tile::Hit(_))
                            || (self.tiles[n] == Tile::Hidden && self.flagged_at(player, n))
                    })
                    .count();
                let open: Vec<usize> = grid
                    .neighbours(index)
                    .filter(|&n| self.tiles[n] == Tile::Hidden && !self.flagged_at(player, n))
                    .collect();
                if marked != usize::from(number) || open.is_empty() {
                    // Like a classic chord that is not ready: nothing happens, no turn is used.
                    Vec::new()
                } else {
                    open
                }
            }
        };
        Ok(Checked {
            player,
            mv,
            targets,
        })
    }

    /// Plays a move [`Battle::check`] passed on this battle, with no move between the two.
    pub fn play_checked(&mut self, checked: Checked) -> Played {
        let Checked {
            player,
            mv,
            targets,
        } = checked;
        let grid = self.grid();
        if let Move::Flag(pos) = mv {
            for index in targets {
                self.flags[index] ^= 1 << player.index();
            }
            self.log.push((player, mv));
            return Played {
                changed: vec![pos],
                hits: 0,
            };
        }
        if targets.is_empty() {
            return Played::default();
        }
        let mut changed = Vec::new();
        let mut hits = 0;
        for cell in targets {
            if self.tiles[cell] != Tile::Hidden {
                continue; // opened by an earlier target's flood
            }
            if self.field[cell] == MINE {
                self.uncover(cell, Tile::Hit(player));
                self.flags[cell] = 0;
                let lives = &mut self.lives[player.index()];
                *lives = lives.saturating_sub(1);
                hits += 1;
                changed.push(grid.pos(cell));
            } else {
                self.flood(player, cell, &mut changed);
            }
        }
        self.log.push((player, mv));
        if self.status == Status::Ready {
            self.status = Status::Playing;
        }
        self.settle(player);
        Played { changed, hits }
    }

    /// Opens `start` for `player` and, through zeros, every hidden cell it reaches (except the
    /// player's own flags); the other player's cells stop it.
    fn flood(&mut self, player: Player, start: usize, changed: &mut Vec<Pos>) {
        let grid = self.grid();
        let mut stack = vec![start];
        self.open(player, start, changed);
        while let Some(cell) = stack.pop() {
            if self.field[cell] != 0 {
                continue;
            }
            for n in grid.neighbours(cell) {
                if self.tiles[n] == Tile::Hidden && !self.flagged_at(player, n) {
                    self.open(player, n, changed);
                    stack.push(n);
                }
            }
        }
    }

    fn open(&mut self, player: Player, cell: usize, changed: &mut Vec<Pos>) {
        self.uncover(cell, Tile::Owned(player, self.field[cell]));
        self.flags[cell] = 0;
        self.territory[player.index()] += 1;
        changed.push(self.grid().pos(cell));
    }

    /// After `mover`'s move: the end of the battle, or whose turn is next.
    fn settle(&mut self, mover: Player) {
        let border = self.borders();
        if self.check_end(&border) {
            return;
        }
        // A player with lives and any hidden cell at their border still moves (they may not
        // know that every cell left to them is a mine); one without is skipped.
        let moves = |p: Player| self.lives[p.index()] > 0 && border[p.index()].any;
        let next = mover.other();
        self.turn = if moves(next) { next } else { mover };
    }

    /// Ends the battle if someone reached the target or nobody still in can gain a cell.
    fn check_end(&mut self, border: &[Border; 2]) -> bool {
        if let Some(winner) = Player::BOTH
            .into_iter()
            .find(|&p| self.territory[p.index()] >= self.target())
        {
            self.status = Status::Over(Outcome {
                winner: Some(winner),
                reason: EndReason::Target,
            });
            return true;
        }
        let can_gain = |p: Player| self.lives[p.index()] > 0 && border[p.index()].safe;
        if !Player::BOTH.into_iter().any(can_gain) {
            let [a, b] = self.territory;
            let winner = match a.cmp(&b) {
                std::cmp::Ordering::Greater => Some(Player::One),
                std::cmp::Ordering::Less => Some(Player::Two),
                std::cmp::Ordering::Equal => None,
            };
            self.status = Status::Over(Outcome {
                winner,
                reason: EndReason::NoMovesLeft,
            });
            return true;
        }
        false
    }

    /// Hidden cell `cell` shows `tile` now: it leaves every border it was on, and a cell a
    /// player now owns puts its hidden neighbours on that player's border (those it is the
    /// first of theirs to touch). A few neighbourhoods looked at, whatever the board's size.
    pub(super) fn uncover(&mut self, cell: usize, tile: Tile) {
        let grid = self.grid();
        let owns =
            |tiles: &[Tile], c: usize, p: Player| matches!(tiles[c], Tile::Owned(q, _) if q == p);
        let safe = u32::from(self.field[cell] != MINE);
        for p in Player::BOTH {
            if grid.neighbours(cell).any(|n| owns(&self.tiles, n, p)) {
                let count = &mut self.border[p.index()];
                count.hidden -= 1;
                count.safe -= safe;
            }
        }
        self.tiles[cell] = tile;
        let Tile::Owned(owner, _) = tile else {
            return;
        };
        for n in grid.neighbours(cell) {
            if self.tiles[n] != Tile::Hidden {
                continue;
            }
            let before = grid
                .neighbours(n)
                .any(|m| m != cell && owns(&self.tiles, m, owner));
            if !before {
                let count = &mut self.border[owner.index()];
                count.hidden += 1;
                count.safe += u32::from(self.field[n] != MINE);
            }
        }
    }

    /// What each player's border holds (the hidden cells touching their territory).
    pub(super) fn borders(&self) -> [Border; 2] {
        self.border.map(|count| Border {
            any: count.hidden > 0,
            safe: count.safe > 0,
        })
    }

    /// [`Battle::borders`] found in one pass over the board: what the counts must equal.
    #[cfg(test)]
    pub(super) fn borders_scanned(&self) -> [Border; 2] {
        let grid = self.grid();
        let mut border = [Border::default(); 2];
        for (i, tile) in self.tiles.iter().enumerate() {
            if *tile != Tile::Hidden {
                continue;
            }
            let mut touches = [false; 2];
            for n in grid.neighbours(i) {
                if let Tile::Owned(p, _) = self.tiles[n] {
                    touches[p.index()] = true;
                }
            }
            for (b, touched) in border.iter_mut().zip(touches) {
                if touched {
                    b.any = true;
                    b.safe |= self.field[i] != MINE;
                }
            }
        }
        border
    }
}
