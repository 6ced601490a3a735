//! The classic game: its state and reducer, its settings and address, its first screen's hooks and
//! components, what a page load starts from, and the result card's figures; the port to the rest
//! (`services`) and, on its own side, what loads after the first paint (`rest`).

pub mod components;
pub mod hooks;
pub mod later;
pub mod result;
pub mod services;
pub mod settings;
pub mod startup;
pub mod state;

/// Where the game in progress is kept.
pub const GAME_KEY: &str = "minesweeper.game";
/// Where the statistics are kept.
pub const STATS_KEY: &str = "minesweeper.stats";
/// Where the daily boards' first attempts are kept.
pub const DAILY_KEY: &str = "minesweeper.daily";
/// Where the finished games are kept, with their replays.
pub const HISTORY_KEY: &str = "minesweeper.history";
