//! Why a ranked win is kept but left off the leaderboards, as data with its figures: each
//! front end words it in its player's language (`words::unranked`). Its `Display` is English,
//! for logs and programs. The server stores it as this JSON; a win stored before it was typed
//! reads back as [`Unranked::Said`].

use std::fmt;

use minesweeper_engine::format::fixed;
use serde::{Deserialize, Serialize};

/// Why a win is off the leaderboards. On the wire, `{"why": "held", "level": "expert", …}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
// Each field is the figure its words name (`Display`).
#[allow(missing_docs)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum Unranked {
    /// Past the world record's 3BV/s on any board of its level (`beginner`, `expert`…).
    BeyondRecord { level: String, rate: f64, most: f64 },
    /// More moves a second than any person makes.
    BeyondPace { pace: f64, most: f64 },
    /// A daily win before its player has finished `needed` ranked games.
    NoHistory { needed: u64, finished: u64 },
    /// Another player played this daily board from the same network first.
    SharedNetwork,
    /// A daily win far beyond its player's best win of its level (`best`, none yet): held off
    /// the boards until they win a ranked game of that level at `needed` 3BV/s.
    Held {
        level: String,
        rate: f64,
        best: Option<f64>,
        needed: f64,
    },
    /// A win stored before the reasons were typed: its English words.
    Said { text: String },
}

impl Unranked {
    /// The stored reason read back: the JSON of one, else an older server's words.
    pub fn read(stored: &str) -> Unranked {
        serde_json::from_str(stored).unwrap_or_else(|_| Unranked::Said {
            text: stored.to_string(),
        })
    }

    /// As the server stores it: its JSON.
    pub fn stored(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl fmt::Display for Unranked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unranked::BeyondRecord { level, rate, most } => write!(
                f,
                "kept, not ranked: {} 3BV/s, faster than the world record on any {level} board (over {} 3BV/s)",
                fixed(*rate, 1),
                fixed(*most, 1)
            ),
            Unranked::BeyondPace { pace, most } => write!(
                f,
                "kept, not ranked: {} moves a second, faster than any person plays (over {})",
                fixed(*pace, 0),
                fixed(*most, 0)
            ),
            Unranked::NoHistory { needed, finished } => write!(
                f,
                "kept, not ranked: a daily counts on its board once you have finished {needed} ranked games (you have {finished})"
            ),
            Unranked::SharedNetwork => f.write_str(
                "kept, not ranked: another player played this daily board from your network first",
            ),
            Unranked::Held {
                level,
                rate,
                best,
                needed,
            } => {
                let was = match best {
                    Some(best) => format!("your best {level} win ({} 3BV/s)", fixed(*best, 2)),
                    None => format!("your record (no {level} win yet)"),
                };
                write!(
                    f,
                    "held off the boards: {} 3BV/s is far beyond {was}; it goes on them once you win a ranked {level} game at {} 3BV/s or more",
                    fixed(*rate, 2),
                    fixed(*needed, 2)
                )
            }
            Unranked::Said { text } => f.write_str(text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reason_is_stored_as_data_and_an_older_one_as_its_words() {
        let held = Unranked::Held {
            level: "expert".into(),
            rate: 5.2,
            best: None,
            needed: 3.47,
        };
        let stored = held.stored();
        assert_eq!(
            stored,
            r#"{"why":"held","level":"expert","rate":5.2,"best":null,"needed":3.47}"#
        );
        assert_eq!(Unranked::read(&stored), held);
        assert!(held
            .to_string()
            .starts_with("held off the boards: 5.20 3BV/s"));
        let old =
            "kept, not ranked: another player played this daily board from your network first";
        assert_eq!(Unranked::read(old), Unranked::Said { text: old.into() });
        assert_eq!(
            Unranked::read(old).to_string(),
            Unranked::SharedNetwork.to_string()
        );
    }
}
