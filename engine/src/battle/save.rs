//! Saving a battle as its settings, seed and moves, and restoring it by replaying them through
//! the rules: a restored battle is one the rules could have reached, or an error.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{Battle, BattleConfig, Move, Player};
use crate::Pos;

/// The format version written by this engine.
pub const BATTLE_SAVE_VERSION: u32 = 1;

/// Why a saved battle could not be restored.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BattleRestoreError {
    /// Written by a version whose format this one does not read.
    #[error("saved battle has format version {0}, this version reads {BATTLE_SAVE_VERSION}")]
    Version(u32),
    /// A move that cannot be read.
    #[error("saved battle has an unreadable move {0:?}")]
    Unreadable(String),
    /// More moves than its board allows.
    #[error("saved battle has more moves than its board allows")]
    TooLong,
    /// A move against the rules.
    #[error("saved battle's move {number} ({text}) breaks the rules: {reason}")]
    Illegal {
        /// The move's number.
        number: usize,
        /// The move as saved.
        text: String,
        /// What rule it breaks.
        reason: super::MoveError,
    },
}

#[derive(Serialize, Deserialize)]
struct SavedBattle {
    version: u32,
    config: BattleConfig,
    seed: u64,
    /// `;`-separated moves: player `1` or `2`, `R` reveal, `C` chord or `F` flag, `row,col`.
    moves: String,
}

impl Serialize for Battle {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let moves = self
            .log
            .iter()
            .map(|&(player, mv)| write_move(player, mv))
            .collect::<Vec<_>>()
            .join(";");
        SavedBattle {
            version: BATTLE_SAVE_VERSION,
            config: self.config,
            seed: self.seed,
            moves,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Battle {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Battle, D::Error> {
        let saved = SavedBattle::deserialize(deserializer)?;
        restore(saved).map_err(serde::de::Error::custom)
    }
}

fn restore(saved: SavedBattle) -> Result<Battle, BattleRestoreError> {
    if saved.version != BATTLE_SAVE_VERSION {
        return Err(BattleRestoreError::Version(saved.version));
    }
    let mut battle = Battle::new(saved.config, saved.seed);
    if saved.moves.is_empty() {
        return Ok(battle);
    }
    // Every move but a flag opens a cell, and a flag toggled on and off twice per cell is
    // already more than anyone plays.
    let most = battle.grid().cells() * 5;
    for (number, text) in saved.moves.split(';').enumerate() {
        if number >= most {
            return Err(BattleRestoreError::TooLong);
        }
        let (player, mv) =
            read_move(text).ok_or_else(|| BattleRestoreError::Unreadable(text.to_string()))?;
        battle
            .play(player, mv)
            .map_err(|reason| BattleRestoreError::Illegal {
                number: number + 1,
                text: text.to_string(),
                reason,
            })?;
    }
    Ok(battle)
}

fn write_move(player: Player, mv: Move) -> String {
    let p = match player {
        Player::One => '1',
        Player::Two => '2',
    };
    let (k, pos) = match mv {
        Move::Reveal(pos) => ('R', pos),
        Move::Chord(pos) => ('C', pos),
        Move::Flag(pos) => ('F', pos),
    };
    format!("{p}{k}{},{}", pos.row, pos.col)
}

fn read_move(text: &str) -> Option<(Player, Move)> {
    let mut chars = text.chars();
    let player = match chars.next()? {
        '1' => Player::One,
        '2' => Player::Two,
        _ => return None,
    };
    let kind = chars.next()?;
    let (row, col) = chars.as_str().split_once(',')?;
    let pos = Pos::new(row.parse().ok()?, col.parse().ok()?);
    let mv = match kind {
        'R' => Move::Reveal(pos),
        'C' => Move::Chord(pos),
        'F' => Move::Flag(pos),
        _ => return None,
    };
    Some((player, mv))
}
