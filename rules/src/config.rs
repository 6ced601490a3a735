//! Validated game settings: board size, mine count and the first-click rule.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::Grid;

/// What the first reveal is guaranteed to be. Mines are placed at that reveal, uniformly at
/// random among the cells the rule leaves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FirstClick {
    /// The clicked cell is never a mine.
    Safe,
    /// The clicked cell and its neighbours are mine-free, so the first click opens a region.
    /// Where too few cells would remain for the mines, only the clicked cell is kept clear.
    #[default]
    Opening,
    /// As `Opening`, and the board is made so that it never needs a guess: from the opening,
    /// some hidden cell can always be proven safe (made above the rules, by the engine's
    /// `no_guess` module).
    #[serde(rename = "noguess")]
    NoGuess,
}

impl FirstClick {
    /// Its name in addresses, saves and messages (`safe`, `opening`, `noguess`).
    pub const fn as_str(self) -> &'static str {
        match self {
            FirstClick::Safe => "safe",
            FirstClick::Opening => "opening",
            FirstClick::NoGuess => "noguess",
        }
    }

    /// Whether the clicked cell's neighbours are kept clear too.
    pub const fn opens(self) -> bool {
        matches!(self, FirstClick::Opening | FirstClick::NoGuess)
    }
}

impl std::str::FromStr for FirstClick {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        match s.to_ascii_lowercase().as_str() {
            "safe" => Ok(FirstClick::Safe),
            "opening" => Ok(FirstClick::Opening),
            "noguess" | "no-guess" => Ok(FirstClick::NoGuess),
            _ => Err(format!(
                "first-click rule must be safe, opening or noguess, got “{}”",
                crate::visible(s)
            )),
        }
    }
}

/// The largest board a caller accepts. The engine itself is limited only by [`Limits::ENGINE`];
/// front ends pass tighter limits (the browser allows [`Limits::UI`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most rows.
    pub max_rows: u32,
    /// The most columns.
    pub max_cols: u32,
}

impl Limits {
    /// The shortest side the front ends offer. The engine plays 1 × N boards, but nobody
    /// chooses one, and a 2 × 2 minimum keeps sliders and prompts meaningful.
    pub const MIN_SIDE: u32 = 2;
    /// What the browser's sliders allow.
    pub const UI: Limits = Limits {
        max_rows: 200,
        max_cols: 200,
    };
    /// What the engine accepts at all: 10⁸ cells keeps every index within `u32`.
    pub const ENGINE: Limits = Limits {
        max_rows: 10_000,
        max_cols: 10_000,
    };
}

impl Limits {
    /// Whether `config` has between [`Limits::MIN_SIDE`] and these limits' rows and columns;
    /// the error says what is allowed.
    pub fn check(&self, config: &Config) -> Result<(), String> {
        let (rows, cols) = (config.rows(), config.cols());
        if (Limits::MIN_SIDE..=self.max_rows).contains(&rows)
            && (Limits::MIN_SIDE..=self.max_cols).contains(&cols)
        {
            Ok(())
        } else {
            Err(format!(
                "it is a {rows}×{cols} board, and boards have {min} to {} rows and {min} to {} columns",
                self.max_rows,
                self.max_cols,
                min = Limits::MIN_SIDE
            ))
        }
    }
}

/// Why a configuration was rejected; the message says what is allowed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ConfigError {
    /// Too many rows, or none.
    #[error("rows must be between 1 and {max}, got {got}")]
    Rows {
        /// The rows asked for.
        got: u64,
        /// The most allowed.
        max: u32,
    },
    /// Too many columns, or none.
    #[error("columns must be between 1 and {max}, got {got}")]
    Cols {
        /// The columns asked for.
        got: u64,
        /// The most allowed.
        max: u32,
    },
    /// No mine, or no cell left free of one.
    #[error("{}", mines_message(*.got, *.rows, *.cols))]
    Mines {
        /// The mines asked for.
        got: u64,
        /// The board's rows.
        rows: u32,
        /// The board's columns.
        cols: u32,
    },
}

fn mines_message(got: u64, rows: u32, cols: u32) -> String {
    let max = u64::from(rows) * u64::from(cols) - 1;
    if max == 0 {
        format!("a {rows}×{cols} board has no room for a mine and a safe cell: it needs at least 2 cells, got {got} mines")
    } else {
        format!("mines must be between 1 and {max} on a {rows}×{cols} board, got {got}")
    }
}

/// A board's settings, valid by construction: every `Config` that exists can be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawConfig", into = "RawConfig")]
pub struct Config {
    rows: u32,
    cols: u32,
    mines: u32,
    first_click: FirstClick,
}

/// The unchecked form a `Config` is saved in; loading goes through [`Config::new`].
#[derive(Serialize, Deserialize)]
struct RawConfig {
    rows: u64,
    cols: u64,
    mines: u64,
    #[serde(default)]
    first_click: FirstClick,
}

impl TryFrom<RawConfig> for Config {
    type Error = ConfigError;

    fn try_from(raw: RawConfig) -> Result<Self, ConfigError> {
        Config::new(raw.rows, raw.cols, raw.mines, raw.first_click)
    }
}

impl From<Config> for RawConfig {
    fn from(config: Config) -> Self {
        RawConfig {
            rows: config.rows.into(),
            cols: config.cols.into(),
            mines: config.mines.into(),
            first_click: config.first_click,
        }
    }
}

impl Config {
    /// Beginner: 9 × 9 with 10 mines.
    pub const BEGINNER: Config = Config::preset(9, 9, 10);
    /// Intermediate: 16 × 16 with 40 mines.
    pub const INTERMEDIATE: Config = Config::preset(16, 16, 40);
    /// Expert: 16 rows × 30 columns with 99 mines.
    pub const EXPERT: Config = Config::preset(16, 30, 99);
    /// The three classic presets with their lower-case names, easiest first.
    pub const PRESETS: [(&'static str, Config); 3] = [
        ("beginner", Config::BEGINNER),
        ("intermediate", Config::INTERMEDIATE),
        ("expert", Config::EXPERT),
    ];

    /// Every statistics category with its name: the presets and custom, then the same for
    /// no-guess games ([`Config::category`]).
    pub const CATEGORIES: [(&'static str, &'static str); 8] = [
        ("beginner", "Beginner"),
        ("intermediate", "Intermediate"),
        ("expert", "Expert"),
        ("custom", "Custom"),
        ("beginner-ng", "Beginner, no guessing"),
        ("intermediate-ng", "Intermediate, no guessing"),
        ("expert-ng", "Expert, no guessing"),
        ("custom-ng", "Custom, no guessing"),
    ];

    /// The board's statistics category: its preset's name, or "custom". Preset boards are told
    /// apart by size and mines, whatever their first-click rule; no-guess games are kept apart
    /// from the others (`expert-ng`).
    pub fn category(&self) -> &'static str {
        let preset = Config::PRESETS.iter().position(|(_, preset)| {
            (preset.rows, preset.cols, preset.mines) == (self.rows, self.cols, self.mines)
        });
        let no_guess = if self.first_click == FirstClick::NoGuess {
            4
        } else {
            0
        };
        Config::CATEGORIES[preset.unwrap_or(3) + no_guess].0
    }

    const fn preset(rows: u32, cols: u32, mines: u32) -> Config {
        Config {
            rows,
            cols,
            mines,
            first_click: FirstClick::Opening,
        }
    }

    /// A configuration within [`Limits::ENGINE`]. Takes `u64` so that any number a caller holds
    /// can be checked without a lossy cast first.
    pub fn new(
        rows: u64,
        cols: u64,
        mines: u64,
        first_click: FirstClick,
    ) -> Result<Self, ConfigError> {
        Self::with_limits(rows, cols, mines, first_click, Limits::ENGINE)
    }

    /// A configuration within the caller's `limits` (which may not exceed [`Limits::ENGINE`]).
    pub fn with_limits(
        rows: u64,
        cols: u64,
        mines: u64,
        first_click: FirstClick,
        limits: Limits,
    ) -> Result<Self, ConfigError> {
        let max_rows = limits.max_rows.min(Limits::ENGINE.max_rows);
        let max_cols = limits.max_cols.min(Limits::ENGINE.max_cols);
        let rows = u32::try_from(rows)
            .ok()
            .filter(|r| (1..=max_rows).contains(r))
            .ok_or(ConfigError::Rows {
                got: rows,
                max: max_rows,
            })?;
        let cols = u32::try_from(cols)
            .ok()
            .filter(|c| (1..=max_cols).contains(c))
            .ok_or(ConfigError::Cols {
                got: cols,
                max: max_cols,
            })?;
        let cells = u64::from(rows) * u64::from(cols);
        if mines == 0 || mines >= cells {
            return Err(ConfigError::Mines {
                got: mines,
                rows,
                cols,
            });
        }
        Ok(Config {
            rows,
            cols,
            // Below cells ≤ 10⁸, so it fits.
            mines: mines as u32,
            first_click,
        })
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

    /// What the first reveal is promised.
    pub const fn first_click(&self) -> FirstClick {
        self.first_click
    }

    /// Its cells' grid.
    pub const fn grid(&self) -> Grid {
        Grid::new(self.rows, self.cols)
    }

    /// How many cells it has.
    pub const fn cells(&self) -> usize {
        self.grid().cells()
    }

    /// The cells a player must reveal to win.
    pub const fn safe_cells(&self) -> usize {
        self.cells() - self.mines as usize
    }

    /// The same board size and mines under another first-click rule.
    pub const fn with_first_click(self, first_click: FirstClick) -> Config {
        Config {
            first_click,
            ..self
        }
    }
}

impl Default for Config {
    fn default() -> Self {
        Config::BEGINNER
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_valid_configs() {
        for preset in [Config::BEGINNER, Config::INTERMEDIATE, Config::EXPERT] {
            let rebuilt = Config::new(
                preset.rows().into(),
                preset.cols().into(),
                preset.mines().into(),
                preset.first_click(),
            );
            assert_eq!(rebuilt, Ok(preset));
        }
    }

    #[test]
    fn too_many_mines_says_what_is_allowed() {
        let err = Config::new(9, 9, 81, FirstClick::Safe).unwrap_err();
        assert_eq!(
            err.to_string(),
            "mines must be between 1 and 80 on a 9×9 board, got 81"
        );
        let err = Config::new(9, 9, 0, FirstClick::Safe).unwrap_err();
        assert_eq!(
            err.to_string(),
            "mines must be between 1 and 80 on a 9×9 board, got 0"
        );
    }

    #[test]
    fn one_by_one_board_is_rejected_with_a_reason() {
        let err = Config::new(1, 1, 1, FirstClick::Safe).unwrap_err();
        assert!(err.to_string().contains("needs at least 2 cells"), "{err}");
    }

    #[test]
    fn sizes_outside_limits_are_rejected() {
        assert_eq!(
            Config::with_limits(201, 9, 10, FirstClick::Safe, Limits::UI),
            Err(ConfigError::Rows { got: 201, max: 200 })
        );
        assert_eq!(
            Config::new(9, 0, 10, FirstClick::Safe),
            Err(ConfigError::Cols {
                got: 0,
                max: 10_000
            })
        );
        assert_eq!(
            Config::new(u64::MAX, 9, 10, FirstClick::Safe)
                .unwrap_err()
                .to_string(),
            format!("rows must be between 1 and 10000, got {}", u64::MAX)
        );
        assert!(Config::new(1000, 1000, 1, FirstClick::Opening).is_ok());
    }

    #[test]
    fn limits_check_both_sides_of_a_board() {
        let ui = Limits::UI;
        assert_eq!(ui.check(&Config::EXPERT), Ok(()));
        assert_eq!(
            ui.check(&Config::new(2, 200, 1, FirstClick::Safe).unwrap()),
            Ok(())
        );
        assert_eq!(
            ui.check(&Config::new(1, 2, 1, FirstClick::Safe).unwrap()),
            Err("it is a 1×2 board, and boards have 2 to 200 rows and 2 to 200 columns".into())
        );
        assert!(ui
            .check(&Config::new(9, 201, 1, FirstClick::Safe).unwrap())
            .is_err());
    }

    #[test]
    fn first_click_rule_parses_case_insensitively() {
        assert_eq!("Safe".parse(), Ok(FirstClick::Safe));
        assert_eq!("opening".parse(), Ok(FirstClick::Opening));
        assert_eq!("No-Guess".parse(), Ok(FirstClick::NoGuess));
        assert!("zero".parse::<FirstClick>().is_err());
    }

    #[test]
    fn categories_follow_the_presets() {
        assert_eq!(Config::BEGINNER.category(), "beginner");
        assert_eq!(Config::EXPERT.category(), "expert");
        assert_eq!(
            Config::INTERMEDIATE
                .with_first_click(FirstClick::Safe)
                .category(),
            "intermediate"
        );
        assert_eq!(
            Config::EXPERT
                .with_first_click(FirstClick::NoGuess)
                .category(),
            "expert-ng"
        );
        let custom = Config::new(10, 10, 10, FirstClick::NoGuess).unwrap();
        assert_eq!(custom.category(), "custom-ng");
        assert_eq!(
            Config::new(10, 10, 10, FirstClick::Safe)
                .unwrap()
                .category(),
            "custom"
        );
    }
}
