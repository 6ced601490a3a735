//! The HTTP API's answers (`GET /api/leaderboard`, `GET /api/players/{id}`), as the server
//! writes them and the clients read them.

use serde::{Deserialize, Serialize};

/// One entry of a leaderboard: a player's best win.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    pub rank: u64,
    pub game: String,
    pub player: String,
    pub name: String,
    pub time_ms: u64,
    pub bbbv: u32,
    /// 3BV per second.
    pub bbbv_per_s: f64,
    pub ended_ms: i64,
}

/// A leaderboard: a category's board for a period, ordered by a metric.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Leaderboard {
    pub category: String,
    pub title: String,
    /// `all`, `week` or `day`.
    pub period: String,
    /// `time` or `rate`.
    pub metric: String,
    /// A daily category's day.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub day: Option<String>,
    pub rows: Vec<Row>,
    /// The asking player's entry, wherever it stands.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub you: Option<Row>,
}

/// A player page: their name, ranked games, rating and battles against people.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerPage {
    pub player: String,
    pub name: String,
    pub games: Vec<GameLine>,
    /// Their rating in battles against people (Elo, from 1200).
    #[serde(default)]
    pub rating: i32,
    #[serde(default)]
    pub battles: Vec<BattleLine>,
}

/// One of a player's battles against a person.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BattleLine {
    pub battle: String,
    /// Seat one's and seat two's names.
    pub names: [String; 2],
    /// The player's seat: `one` or `two`.
    pub seat: String,
    /// The winner's seat; none: a draw.
    #[serde(default)]
    pub winner: Option<String>,
    /// `target`, `no_moves_left` or `forfeit`.
    pub reason: String,
    /// The player's rating change.
    pub change: i32,
    pub ended_ms: i64,
    /// Why it moved no rating, when it did not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unrated: Option<String>,
}

/// The battle leaderboard: the best ratings against people, and the asking player's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BattleBoard {
    pub rows: Vec<RatedRow>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub you: Option<RatedRow>,
}

/// A player on the battle leaderboard.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatedRow {
    pub rank: u64,
    pub player: String,
    pub name: String,
    pub rating: i32,
    pub battles: u32,
}

/// One of a player's ranked games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameLine {
    pub game: String,
    pub category: String,
    pub status: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub day: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bbbv: Option<u32>,
    pub created_ms: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_ms: Option<i64>,
    /// How a loss came off the board: `abandoned` (another game of its category was
    /// started), `day_over` (a daily board's day ended first).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_reason: Option<String>,
    /// Why a win is kept but left off the leaderboards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unranked: Option<String>,
}
