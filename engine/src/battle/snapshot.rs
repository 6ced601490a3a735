//! A battle's state after its first moves, without them: where a rebuild starts, so that a
//! long battle is rebuilt by replaying only the moves since its last snapshot. A snapshot is
//! checked against the board it is resumed on (every number shown must be the board's, every
//! hit a mine, the openings open), so one that does not belong there is refused, never played.

use serde::{Deserialize, Serialize};

use super::{Battle, BattleConfig, Move, Player, Status, Tile};
use crate::MINE;

/// [`Battle::snapshot`]: the state after the first `moves` moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    /// Moves played before it.
    pub moves: u32,
    /// One character a cell, row-major: `.` hidden, `a`–`i` player one's cell showing 0–8,
    /// `A`–`I` player two's, `x` a mine player one hit, `X` one player two hit.
    tiles: String,
    /// One character a cell: `0`–`3`, bit `player.index()` set for that player's flag.
    flags: String,
    lives: [u8; 2],
    turn: Player,
    status: Status,
}

impl Battle {
    /// Its state now, to [`Battle::resume`] from.
    pub fn snapshot(&self) -> Snapshot {
        let tiles = self.tiles.iter().map(|&tile| tile_char(tile)).collect();
        let flags = self.flags.iter().map(|&f| char::from(b'0' + f)).collect();
        Snapshot {
            moves: self.log.len() as u32,
            tiles,
            flags,
            lives: self.lives,
            turn: self.turn,
            status: self.status,
        }
    }

    /// The battle of `config`, `seed` and `mines` whose moves are `log`, from `snapshot` (taken
    /// after the first `snapshot.moves` of them): only the moves after it are played. Refused
    /// if the snapshot does not fit that board or those moves, or a later move breaks the rules.
    pub fn resume(
        config: BattleConfig,
        seed: u64,
        mines: &[u32],
        snapshot: &Snapshot,
        log: &[(Player, Move)],
    ) -> Result<Battle, String> {
        let mut battle = Battle::with_mines(config, seed, mines)?;
        let cells = battle.tiles.len();
        let taken = snapshot.moves as usize;
        if taken > log.len() {
            return Err(format!(
                "a snapshot after move {taken} of a battle of {} moves",
                log.len()
            ));
        }
        if snapshot.tiles.len() != cells || snapshot.flags.len() != cells {
            return Err(format!("a snapshot not of {cells} cells"));
        }
        if snapshot.lives.iter().any(|&l| l > config.lives()) {
            return Err("a snapshot with more lives than the battle gives".into());
        }
        let mut flags = Vec::with_capacity(cells);
        for (i, (t, f)) in snapshot
            .tiles
            .bytes()
            .zip(snapshot.flags.bytes())
            .enumerate()
        {
            let tile = read_tile(t).ok_or_else(|| format!("a snapshot's cell {i}: {t}"))?;
            battle.set_tile(i, tile)?;
            flags.push(match f {
                b'0'..=b'3' => f - b'0',
                _ => return Err(format!("a snapshot's flag {i}: {f}")),
            });
        }
        battle.flags = flags;
        battle.lives = snapshot.lives;
        battle.turn = snapshot.turn;
        battle.status = snapshot.status;
        battle.log = log[..taken].to_vec();
        for (n, &(player, mv)) in log.iter().enumerate().skip(taken) {
            battle
                .play(player, mv)
                .map_err(|e| format!("move {} after the snapshot: {e}", n + 1))?;
        }
        Ok(battle)
    }

    /// Cell `i` shown as `tile`, as a snapshot has it: checked against the board, its border
    /// counts and territory kept as the rules keep them.
    fn set_tile(&mut self, i: usize, tile: Tile) -> Result<(), String> {
        let now = self.tiles[i];
        if now == tile {
            return Ok(());
        }
        let fits = match tile {
            Tile::Hidden => false, // an opening's cell hidden again
            Tile::Owned(_, n) => self.field[i] != MINE && n == self.field[i],
            Tile::Hit(_) => self.field[i] == MINE,
        };
        if now != Tile::Hidden || !fits {
            return Err(format!("a snapshot's cell {i} is not the board's"));
        }
        self.uncover(i, tile);
        if let Tile::Owned(player, _) = tile {
            self.territory[player.index()] += 1;
        }
        Ok(())
    }
}

fn tile_char(tile: Tile) -> char {
    match tile {
        Tile::Hidden => '.',
        Tile::Owned(Player::One, n) => char::from(b'a' + n),
        Tile::Owned(Player::Two, n) => char::from(b'A' + n),
        Tile::Hit(Player::One) => 'x',
        Tile::Hit(Player::Two) => 'X',
    }
}

fn read_tile(c: u8) -> Option<Tile> {
    Some(match c {
        b'.' => Tile::Hidden,
        b'a'..=b'i' => Tile::Owned(Player::One, c - b'a'),
        b'A'..=b'I' => Tile::Owned(Player::Two, c - b'A'),
        b'x' => Tile::Hit(Player::One),
        b'X' => Tile::Hit(Player::Two),
        _ => return None,
    })
}
