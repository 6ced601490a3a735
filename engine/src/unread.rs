//! Why saved data was not read, and which records of it were left out, as data: what every
//! front end keeps (`records`, `daily`, `history`; the page's preferences and Battle's
//! records) says so in these terms, and each front end words them
//! (`minesweeper_i18n::refusal`).

use thiserror::Error;

/// Why saved data (a game, statistics, daily results, the history, preferences) was not
/// read, as data: each front end words it (`minesweeper_i18n::refusal::unread`). `Display` is
/// English, for logs.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Unread {
    /// Not JSON, or not what this version saves: what is wrong, and where.
    #[error("{fault} (line {line}, column {column})")]
    Json {
        /// What is wrong.
        fault: JsonFault,
        /// Where, from 1.
        line: usize,
        /// Where on that line, from 1.
        column: usize,
    },
    /// Saved by another version of the format: it is not guessed at.
    #[error("it is in format {found}, this version reads {reads}")]
    Format {
        /// The format it says.
        found: u32,
        /// The one this version reads.
        reads: u32,
    },
    /// A saved game's time is not a duration from 0 to a year.
    #[error("its time is not a duration from 0 to a year")]
    Time,
    /// A saved game's board is not one this front end's settings make.
    #[error("it is a {rows}×{cols} board, and boards here have up to {max_rows} rows and {max_cols} columns")]
    Board {
        /// Its rows.
        rows: u32,
        /// Its columns.
        cols: u32,
        /// The most rows here.
        max_rows: u32,
        /// The most columns here.
        max_cols: u32,
    },
    /// A saved battle's speed is out of its range.
    #[error("its speed is {found}, where speeds are {min} to {max}")]
    Speed {
        /// The speed it says.
        found: u8,
        /// The slowest.
        min: u8,
        /// The fastest.
        max: u8,
    },
}

/// What is wrong with text that should be saved data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum JsonFault {
    /// It is not JSON.
    #[error("it is not JSON")]
    Syntax,
    /// JSON, but not what this version saves (a field missing, a value of another kind).
    #[error("it does not hold what this version saves")]
    Data,
    /// It ends before it is whole.
    #[error("it ends early")]
    Eof,
}

impl From<serde_json::Error> for Unread {
    fn from(e: serde_json::Error) -> Unread {
        use serde_json::error::Category;
        let fault = match e.classify() {
            Category::Data => JsonFault::Data,
            Category::Eof => JsonFault::Eof,
            Category::Syntax | Category::Io => JsonFault::Syntax,
        };
        Unread::Json {
            fault,
            line: e.line(),
            column: e.column(),
        }
    }
}

/// A record left out of saved data because it contradicts itself: which, and why.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{what}: {why}")]
pub struct Dropped {
    /// The record: a category's key (`expert`), a day's text, or empty for a game of the
    /// history.
    pub what: String,
    /// What it contradicts.
    pub why: Contradiction,
}

/// How a saved record contradicts itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum Contradiction {
    /// More wins than games.
    #[error("more wins than games")]
    MoreWinsThanGames,
    /// A streak longer than the wins.
    #[error("a streak longer than the wins")]
    StreakOverWins,
    /// More best times than wins (or than five).
    #[error("more best times than wins")]
    MoreBestTimes,
    /// A best time that is not a duration.
    #[error("a best time that is not a duration")]
    BestTimeNotDuration,
    /// A best counter that is not a number.
    #[error("a best counter that is not a number")]
    BestCounterNotNumber,
    /// A game of the history whose date is not a time.
    #[error("a game with a date that is not a time")]
    DateNotTime,
    /// A game of the history whose board is not one.
    #[error("a game with a board that is not one")]
    BoardNotOne,
    /// A game of the history with no replay.
    #[error("a game with no replay")]
    NoReplay,
    /// A day of the daily results that is not a date.
    #[error("it is not a day")]
    NotADay,
}
