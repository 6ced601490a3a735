//! What survives a reload: the game in progress, the statistics and the preferences. The
//! formats and their checks are pure (tested natively); `storage` reads and writes them.
//! Anything unreadable is discarded with a message, never a panic.

use minesweeper_engine::{Game, Status};
use serde::{Deserialize, Serialize};

pub use minesweeper_engine::records::{category, SavedGame, Stats, CATEGORIES};

pub const GAME_KEY: &str = "minesweeper.game";
pub const STATS_KEY: &str = "minesweeper.stats";
pub const PREFS_KEY: &str = "minesweeper.prefs";
pub const BATTLE_KEY: &str = "minesweeper.battle";
pub const BATTLE_STATS_KEY: &str = "minesweeper.battle-stats";

/// A preference picked from a short fixed list: its values in order, the string it is saved
/// and sent as, and the words a player reads.
pub trait Choice: Copy + PartialEq + 'static {
    const ALL: &'static [Self];
    fn as_str(self) -> &'static str;
    fn label(self) -> &'static str;

    fn parse(value: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|c| c.as_str() == value)
    }
}

/// Light, dark, or whatever the system prefers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

impl Choice for Theme {
    const ALL: &'static [Theme] = &[Theme::System, Theme::Light, Theme::Dark];

    fn as_str(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    fn label(self) -> &'static str {
        match self {
            Theme::System => "System",
            Theme::Light => "Light",
            Theme::Dark => "Dark",
        }
    }
}

/// How fast Autoplay moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
}

impl Speed {
    /// Milliseconds between moves.
    pub const fn ms(self) -> u32 {
        match self {
            Speed::Slow => 700,
            Speed::Normal => 300,
            Speed::Fast => 80,
        }
    }
}

impl Choice for Speed {
    const ALL: &'static [Speed] = &[Speed::Slow, Speed::Normal, Speed::Fast];

    fn as_str(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
        }
    }

    fn label(self) -> &'static str {
        match self {
            Speed::Slow => "Slow",
            Speed::Normal => "Normal",
            Speed::Fast => "Fast",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    /// Right click cycles flag → ? → hidden.
    pub marks: bool,
    pub theme: Theme,
    pub speed: Speed,
}

impl Prefs {
    pub fn parse(text: &str) -> Result<Prefs, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}

/// How a finished game went, for the result card.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    pub won: bool,
    pub ms: f64,
    pub bbbv: u32,
    pub clicks: u32,
    /// Whether it entered the category's five best times at first place.
    pub new_best: bool,
    /// Solver-assisted games are not recorded.
    pub recorded: bool,
    /// For a no-guess board, the hardest rule it needed ("the subset rule").
    pub no_guess_grade: Option<&'static str>,
}

impl GameResult {
    /// The result of `game`, which has ended after `ms` of play.
    pub fn of(game: &Game, ms: f64, new_best: bool, recorded: bool) -> GameResult {
        GameResult {
            won: game.status() == Status::Won,
            ms,
            bbbv: game.bbbv().unwrap_or(0),
            clicks: game.clicks().total(),
            new_best,
            recorded,
            no_guess_grade: minesweeper_engine::no_guess::grade(game).map(|rule| rule.as_str()),
        }
    }

    pub fn bbbv_per_second(&self) -> f64 {
        if self.ms > 0.0 {
            f64::from(self.bbbv) / (self.ms / 1000.0)
        } else {
            0.0
        }
    }

    /// 3BV ÷ clicks (above 1 with good chording).
    pub fn efficiency(&self) -> f64 {
        if self.clicks > 0 {
            f64::from(self.bbbv) / f64::from(self.clicks)
        } else {
            0.0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn result_metrics() {
        let r = GameResult {
            won: true,
            ms: 20_000.0,
            bbbv: 40,
            clicks: 50,
            new_best: false,
            recorded: true,
            no_guess_grade: None,
        };
        assert!((r.bbbv_per_second() - 2.0).abs() < 1e-12);
        assert!((r.efficiency() - 0.8).abs() < 1e-12);
    }

    #[test]
    fn preferences_default_and_tolerate_missing_fields() {
        assert_eq!(Prefs::parse("{}"), Ok(Prefs::default()));
        assert_eq!(Prefs::parse("{\"marks\":true}").map(|p| p.marks), Ok(true));
        assert!(Prefs::parse("{\"theme\":\"purple\"}").is_err());
        assert_eq!(
            Prefs::parse("{\"speed\":\"fast\"}").map(|p| p.speed),
            Ok(Speed::Fast)
        );
        assert!(Prefs::parse("{\"speed\":80}").is_err());
        let prefs = Prefs {
            marks: true,
            theme: Theme::Dark,
            speed: Speed::Slow,
        };
        let json = serde_json::to_string(&prefs).expect("prefs serialize");
        assert_eq!(Prefs::parse(&json), Ok(prefs));
    }
}
