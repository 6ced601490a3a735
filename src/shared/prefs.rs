//! The preferences both pages share (marks, theme, autoplay speed, live counters), kept across reloads. The
//! format and its checks are pure (tested natively); anything unreadable is discarded, never
//! a panic.

use serde::{Deserialize, Serialize};

use super::storage;
use super::words::{unread_notice, Words};

pub const PREFS_KEY: &str = "minesweeper.prefs";

/// A preference picked from a short fixed list: its values in order, the string it is saved
/// and sent as, and the words a player reads.
pub trait Choice: Copy + PartialEq + 'static {
    const ALL: &'static [Self];
    fn as_str(self) -> &'static str;
    fn label(self, w: &Words) -> std::rc::Rc<str>;

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

    fn label(self, w: &Words) -> std::rc::Rc<str> {
        match self {
            Theme::System => w.theme_system(),
            Theme::Light => w.theme_light(),
            Theme::Dark => w.theme_dark(),
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

    fn label(self, w: &Words) -> std::rc::Rc<str> {
        match self {
            Speed::Slow => w.speed_slow(),
            Speed::Normal => w.speed_normal(),
            Speed::Fast => w.speed_fast(),
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
    /// The live counters' panel is shown while playing and watching replays.
    pub live: bool,
}

impl Prefs {
    pub fn parse(text: &str) -> Result<Prefs, minesweeper_engine::records::Unread> {
        Ok(serde_json::from_str(text)?)
    }

    /// The saved preferences, or the defaults (unreadable ones are discarded).
    pub fn load() -> Prefs {
        Prefs::load_noting(&mut Vec::new())
    }

    /// [`Prefs::load`], saying in `notes` why saved ones were discarded.
    pub fn load_noting(notes: &mut Vec<String>) -> Prefs {
        storage::load(
            PREFS_KEY,
            unread_notice(|w, why| w.notice_unread_prefs(why)),
            Prefs::parse,
            notes,
        )
        .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        // Off by default, and remembered.
        assert!(!Prefs::default().live);
        assert_eq!(Prefs::parse("{\"live\":true}").map(|p| p.live), Ok(true));
        let prefs = Prefs {
            marks: true,
            theme: Theme::Dark,
            speed: Speed::Slow,
            live: true,
        };
        let json = serde_json::to_string(&prefs).expect("prefs serialize");
        assert_eq!(Prefs::parse(&json), Ok(prefs));
    }
}
