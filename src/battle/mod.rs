//! Battle: a race against the computer for territory on one board. Its state and reducer, its
//! settings and address, its first screen's hooks (the computer's clock, shortcuts) and what a page
//! load starts from; the port to the rest (`services`) and, on its own side, what loads after the
//! first paint (`rest`). The rules and the computer's mind are the engine's.

pub mod components;
pub mod hooks;
pub mod later;
pub mod records;
pub mod services;
pub mod settings;
pub mod startup;
pub mod state;

/// Where the battle in progress is kept.
pub const BATTLE_KEY: &str = "minesweeper.battle";
/// Where the battle statistics are kept.
pub const BATTLE_STATS_KEY: &str = "minesweeper.battle-stats";
