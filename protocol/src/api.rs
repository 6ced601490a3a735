//! The HTTP API's answers (`GET /api/leaderboard`, `GET /api/players/{id}`), as the server
//! writes them and the clients read them.

use minesweeper_engine::battle::Player;
use minesweeper_engine::Status;
use serde::{Deserialize, Serialize};

use crate::battle::Finish;

/// The wins a leaderboard counts: `all` time's, a `week`'s (Monday to Sunday, UTC) or a
/// `day`'s (UTC).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Period {
    #[default]
    /// Every win.
    All,
    /// A week's, Monday to Sunday, UTC.
    Week,
    /// A day's, UTC.
    Day,
}

/// What a leaderboard orders by: `time` (fastest first) or `rate` (most 3BV per second first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Metric {
    #[default]
    /// Fastest first.
    Time,
    /// Most 3BV per second first.
    Rate,
}

impl Metric {
    /// Its word in messages and in what is stored.
    pub const fn name(self) -> &'static str {
        match self {
            Metric::Time => "time",
            Metric::Rate => "rate",
        }
    }
}

/// How a ranked game ended off the board: `abandoned` (another game of its category was
/// started), `day_over` (a daily board's day ended first). Both are losses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unfinished {
    /// Another game of its category was started.
    Abandoned,
    /// Its daily board's day ended first.
    DayOver,
}

impl Unfinished {
    /// Its word in messages and in what is stored.
    pub const fn name(self) -> &'static str {
        match self {
            Unfinished::Abandoned => "abandoned",
            Unfinished::DayOver => "day_over",
        }
    }

    /// The way a stored word names.
    pub fn named(name: &str) -> Option<Unfinished> {
        [Unfinished::Abandoned, Unfinished::DayOver]
            .into_iter()
            .find(|u| u.name() == name)
    }
}

/// One entry of a leaderboard: a player's best win.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// Its place, from 1.
    pub rank: u64,
    /// The game's id.
    pub game: String,
    /// The player's public id.
    pub player: String,
    /// Their display name.
    pub name: String,
    /// The win's time on the server's clock.
    pub time_ms: u64,
    /// Its board's 3BV.
    pub bbbv: u32,
    /// 3BV per second.
    pub bbbv_per_s: f64,
    /// When it ended, ms since 1970.
    pub ended_ms: i64,
}

/// A leaderboard: a category's board for a period, ordered by a metric.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Leaderboard {
    /// The category's name.
    pub category: String,
    /// The category's name for people.
    pub title: String,
    /// The wins it counts.
    pub period: Period,
    /// What it orders by.
    pub metric: Metric,
    /// A daily category's day.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub day: Option<String>,
    /// The first entries, in order.
    pub rows: Vec<Row>,
    /// The asking player's entry, wherever it stands.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub you: Option<Row>,
}

/// A player page: their name, ranked games, rating and battles against people.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerPage {
    /// The player's public id.
    pub player: String,
    /// Their display name.
    pub name: String,
    /// Their ranked games, newest first.
    pub games: Vec<GameLine>,
    /// Their rating in battles against people (Elo, from 1200).
    #[serde(default)]
    pub rating: i32,
    #[serde(default)]
    /// Their battles against people, newest first.
    pub battles: Vec<BattleLine>,
}

/// One of a player's battles against a person.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BattleLine {
    /// The battle's id.
    pub battle: String,
    /// Seat one's and seat two's names.
    pub names: [String; 2],
    /// The player's seat.
    pub seat: Player,
    /// The winner's seat; none: a draw.
    #[serde(default)]
    pub winner: Option<Player>,
    /// Why it ended.
    pub reason: Finish,
    /// The player's rating change.
    pub change: i32,
    /// When it ended, ms since 1970.
    pub ended_ms: i64,
    /// Why it moved no rating, when it did not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unrated: Option<String>,
}

/// The battle leaderboard: the best ratings against people, and the asking player's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BattleBoard {
    /// The best ratings, in order.
    pub rows: Vec<RatedRow>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The asking player's entry, wherever it stands.
    pub you: Option<RatedRow>,
}

/// A player on the battle leaderboard.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatedRow {
    /// Its place, from 1.
    pub rank: u64,
    /// The player's public id.
    pub player: String,
    /// Their display name.
    pub name: String,
    /// Their rating against people.
    pub rating: i32,
    /// Their rated battles.
    pub battles: u32,
}

/// One of a player's ranked games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameLine {
    /// The game's id.
    pub game: String,
    /// Its category's name.
    pub category: String,
    /// Where it stands.
    pub status: Status,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// A daily game's day.
    pub day: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its time, once over.
    pub time_ms: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// Its board's 3BV, once over.
    pub bbbv: Option<u32>,
    /// When it began, ms since 1970.
    pub created_ms: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// When it ended, ms since 1970.
    pub ended_ms: Option<i64>,
    /// How a loss came off the board, when it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_reason: Option<Unfinished>,
    /// Why a win is kept but left off the leaderboards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unranked: Option<crate::Unranked>,
}
