//! What a battle is played with: its pace, the named sizes, and the settings checked once
//! ([`BattleConfig::new`]) so that every battle's are valid.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{layout, Player};
use crate::{Grid, Pos};

/// Real time (both play whenever they like) or turns (one move each, player one first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pace {
    #[default]
    /// Both play whenever they like.
    Realtime,
    /// One move each, player one first.
    Turns,
}

impl Pace {
    /// Its word in addresses and messages (`realtime`, `turns`).
    pub const fn as_str(self) -> &'static str {
        match self {
            Pace::Realtime => "realtime",
            Pace::Turns => "turns",
        }
    }

    /// The pace a word names.
    pub fn parse(text: &str) -> Option<Pace> {
        match text {
            "realtime" => Some(Pace::Realtime),
            "turns" => Some(Pace::Turns),
            _ => None,
        }
    }
}

/// A named battle size, with the computer's speed (1–10) and the lives the original used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BattlePreset {
    /// Its name for people.
    pub name: &'static str,
    /// Its rows.
    pub rows: u32,
    /// Its columns.
    pub cols: u32,
    /// Its mines.
    pub mines: u32,
    /// The computer's speed, 1 to 10.
    pub speed: u8,
    /// Each player's lives.
    pub lives: u8,
}

/// The original's three sizes (rows × columns).
pub const PRESETS: [BattlePreset; 3] = [
    BattlePreset {
        name: "beginner",
        rows: 20,
        cols: 30,
        mines: 110,
        speed: 2,
        lives: 2,
    },
    BattlePreset {
        name: "intermediate",
        rows: 25,
        cols: 40,
        mines: 230,
        speed: 5,
        lives: 3,
    },
    BattlePreset {
        name: "expert",
        rows: 30,
        cols: 50,
        mines: 340,
        speed: 8,
        lives: 4,
    },
];

/// The corners' protected discs: no mine within this (Euclidean) distance of either corner.
pub const CLEAR_RADIUS: u32 = 3;

/// What a battle is played with. Made only through [`BattleConfig::new`], so it is always valid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawBattleConfig", into = "RawBattleConfig")]
pub struct BattleConfig {
    rows: u32,
    cols: u32,
    mines: u32,
    lives: u8,
    pace: Pace,
    no_guess: bool,
}

#[derive(Serialize, Deserialize)]
struct RawBattleConfig {
    rows: u32,
    cols: u32,
    mines: u32,
    lives: u8,
    pace: Pace,
    /// Absent in battles saved before no-guess battles existed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    no_guess: bool,
}

impl TryFrom<RawBattleConfig> for BattleConfig {
    type Error = BattleConfigError;
    fn try_from(raw: RawBattleConfig) -> Result<Self, Self::Error> {
        BattleConfig::new(raw.rows, raw.cols, raw.mines, raw.lives, raw.pace)
            .map(|config| config.with_no_guess(raw.no_guess))
    }
}

impl From<BattleConfig> for RawBattleConfig {
    fn from(c: BattleConfig) -> Self {
        RawBattleConfig {
            rows: c.rows,
            cols: c.cols,
            mines: c.mines,
            lives: c.lives,
            pace: c.pace,
            no_guess: c.no_guess,
        }
    }
}

/// A battle setting out of range; the message says what is allowed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BattleConfigError {
    #[error("a battle board has {min} to {max} rows and columns, not {rows}×{cols}")]
    /// Too small or too large a board.
    Size {
        /// The rows asked for.
        rows: u32,
        /// The columns asked for.
        cols: u32,
        /// The fewest allowed on a side.
        min: u32,
        /// The most allowed on a side.
        max: u32,
    },
    #[error("a {rows}×{cols} battle holds 1 to {max} mines, not {mines}")]
    /// Too few or too many mines for the board.
    Mines {
        /// The board's rows.
        rows: u32,
        /// The board's columns.
        cols: u32,
        /// The mines asked for.
        mines: u32,
        /// The most the board holds.
        max: u32,
    },
    #[error("each player has 1 to {max} lives, not {lives}", max = BattleConfig::MAX_LIVES)]
    /// Too few or too many lives.
    Lives {
        /// The lives asked for.
        lives: u8,
    },
}

impl BattleConfig {
    /// Room for both corner openings.
    pub const MIN_SIDE: u32 = 10;
    /// The classic game's largest board.
    pub const MAX_SIDE: u32 = 200;
    /// The most lives a player has.
    pub const MAX_LIVES: u8 = 5;

    /// A battle's settings, checked: a board of `rows` × `cols` with `mines`, each player's
    /// `lives`, its `pace`.
    pub fn new(
        rows: u32,
        cols: u32,
        mines: u32,
        lives: u8,
        pace: Pace,
    ) -> Result<BattleConfig, BattleConfigError> {
        let side = BattleConfig::MIN_SIDE..=BattleConfig::MAX_SIDE;
        if !side.contains(&rows) || !side.contains(&cols) {
            return Err(BattleConfigError::Size {
                rows,
                cols,
                min: BattleConfig::MIN_SIDE,
                max: BattleConfig::MAX_SIDE,
            });
        }
        let max = BattleConfig::max_mines(rows, cols);
        if !(1..=max).contains(&mines) {
            return Err(BattleConfigError::Mines {
                rows,
                cols,
                mines,
                max,
            });
        }
        if !(1..=BattleConfig::MAX_LIVES).contains(&lives) {
            return Err(BattleConfigError::Lives { lives });
        }
        Ok(BattleConfig {
            rows,
            cols,
            mines,
            lives,
            pace,
            no_guess: false,
        })
    }

    /// The nearest valid battle to what was asked, and one sentence per value that was
    /// changed, for front ends that take settings from a URL or a form.
    pub fn clamped(
        rows: u64,
        cols: u64,
        mines: u64,
        lives: u64,
        pace: Pace,
    ) -> (BattleConfig, Vec<Clamp>) {
        let mut clamps = Vec::new();
        let side = |asked: u64, clamps: &mut Vec<Clamp>, make: fn(u64, u32) -> Clamp| -> u32 {
            let (min, max) = (BattleConfig::MIN_SIDE, BattleConfig::MAX_SIDE);
            let got = asked.clamp(u64::from(min), u64::from(max)) as u32;
            if u64::from(got) != asked {
                clamps.push(make(asked, got));
            }
            got
        };
        let rows = side(rows, &mut clamps, |asked, got| Clamp::Rows { asked, got });
        let cols = side(cols, &mut clamps, |asked, got| Clamp::Columns {
            asked,
            got,
        });
        let max = BattleConfig::max_mines(rows, cols);
        let got_mines = mines.clamp(1, u64::from(max)) as u32;
        if u64::from(got_mines) != mines {
            clamps.push(Clamp::Mines {
                rows,
                cols,
                max,
                asked: mines,
                got: got_mines,
            });
        }
        let most = BattleConfig::MAX_LIVES;
        let got_lives = lives.clamp(1, u64::from(most)) as u8;
        if u64::from(got_lives) != lives {
            clamps.push(Clamp::Lives {
                most,
                asked: lives,
                got: got_lives,
            });
        }
        let config = BattleConfig::new(rows, cols, got_mines, got_lives, pace)
            .expect("every value was clamped into range");
        (config, clamps)
    }

    /// Every cell outside the two corners' clear discs may hold a mine, but one stays safe.
    pub fn max_mines(rows: u32, cols: u32) -> u32 {
        let cells = rows * cols;
        cells - 2 * layout::disc_size() - 1
    }

    /// A preset's settings at `pace`.
    pub fn preset(preset: &BattlePreset, pace: Pace) -> BattleConfig {
        BattleConfig::new(preset.rows, preset.cols, preset.mines, preset.lives, pace)
            .expect("presets are valid")
    }

    /// Its rows.
    pub const fn rows(&self) -> u32 {
        self.rows
    }
    /// Its columns.
    pub const fn cols(&self) -> u32 {
        self.cols
    }
    /// Its mines.
    pub const fn mines(&self) -> u32 {
        self.mines
    }
    /// Each player's lives.
    pub const fn lives(&self) -> u8 {
        self.lives
    }
    /// Its pace.
    pub const fn pace(&self) -> Pace {
        self.pace
    }
    /// Its cells' grid.
    pub const fn grid(&self) -> Grid {
        Grid::new(self.rows, self.cols)
    }

    /// Whether the board is made without guesses ([`no_guess_generator`]):
    /// from the two openings, proof alone opens every safe cell.
    pub const fn no_guess(&self) -> bool {
        self.no_guess
    }

    /// The same battle with another pace.
    pub const fn with_pace(self, pace: Pace) -> BattleConfig {
        BattleConfig { pace, ..self }
    }

    /// The same battle, its board made with or without guesses.
    pub const fn with_no_guess(self, no_guess: bool) -> BattleConfig {
        BattleConfig { no_guess, ..self }
    }

    /// The corner each player starts from.
    pub const fn corner(&self, player: Player) -> Pos {
        match player {
            Player::One => Pos::new(0, 0),
            Player::Two => Pos::new(self.rows - 1, self.cols - 1),
        }
    }
}

/// A battle setting brought into range by [`BattleConfig::clamped`]: what was asked and what is
/// used, for the front ends to word (its `Display` is English, for logs and tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clamp {
    /// Rows outside [`BattleConfig::MIN_SIDE`]..=[`BattleConfig::MAX_SIDE`].
    Rows {
        /// As asked.
        asked: u64,
        /// As used.
        got: u32,
    },
    /// Columns likewise.
    Columns {
        /// As asked.
        asked: u64,
        /// As used.
        got: u32,
    },
    /// Mines outside 1..=`max` on a board of `rows` × `cols`.
    Mines {
        /// The board's rows.
        rows: u32,
        /// Its columns.
        cols: u32,
        /// The most it holds.
        max: u32,
        /// As asked.
        asked: u64,
        /// As used.
        got: u32,
    },
    /// Lives outside 1..=`most`.
    Lives {
        /// The most a battle gives.
        most: u8,
        /// As asked.
        asked: u64,
        /// As used.
        got: u8,
    },
}

impl std::fmt::Display for Clamp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (min, max) = (BattleConfig::MIN_SIDE, BattleConfig::MAX_SIDE);
        match *self {
            Clamp::Rows { asked, got } => write!(
                f,
                "rows must be {min} to {max} in a battle; using {got} instead of {asked}"
            ),
            Clamp::Columns { asked, got } => write!(
                f,
                "columns must be {min} to {max} in a battle; using {got} instead of {asked}"
            ),
            Clamp::Mines {
                rows,
                cols,
                max,
                asked,
                got,
            } => write!(
                f,
                "a {rows}×{cols} battle holds 1 to {max} mines; using {got} instead of {asked}"
            ),
            Clamp::Lives { most, asked, got } => write!(
                f,
                "lives must be 1 to {most}; using {got} instead of {asked}"
            ),
        }
    }
}
