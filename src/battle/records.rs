//! What the browser keeps of Battle: the battle in progress, and the statistics per level.

use minesweeper_engine::battle::{Battle, Level};
use minesweeper_engine::records::Unread;
use serde::{Deserialize, Serialize};

/// Battles won, lost and drawn against one level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
}

/// Battle statistics, per level, kept apart from the classic game's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    #[serde(default)]
    pub novice: Record,
    #[serde(default)]
    pub casual: Record,
    #[serde(default)]
    pub expert: Record,
    #[serde(default)]
    pub master: Record,
}

impl Stats {
    pub fn parse(text: &str) -> Result<Stats, Unread> {
        Ok(serde_json::from_str(text)?)
    }

    pub fn record(&self, level: Level) -> Record {
        match level {
            Level::Novice => self.novice,
            Level::Casual => self.casual,
            Level::Expert => self.expert,
            Level::Master => self.master,
        }
    }

    pub(crate) fn record_mut(&mut self, level: Level) -> &mut Record {
        match level {
            Level::Novice => &mut self.novice,
            Level::Casual => &mut self.casual,
            Level::Expert => &mut self.expert,
            Level::Master => &mut self.master,
        }
    }
}

/// What survives a reload: the battle (its moves, replayed through the rules on load) and the
/// computer it is played against.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    pub battle: Battle,
    pub level: Level,
    pub speed: u8,
}

impl Saved {
    pub fn parse(text: &str) -> Result<Saved, Unread> {
        use crate::battle::settings::{MAX_SPEED, MIN_SPEED};
        let saved: Saved = serde_json::from_str(text)?;
        if !(MIN_SPEED..=MAX_SPEED).contains(&saved.speed) {
            return Err(Unread::Speed {
                found: saved.speed,
                min: MIN_SPEED,
                max: MAX_SPEED,
            });
        }
        Ok(saved)
    }
}
