//! Battle: a race against the computer for territory on one board. Its state and reducer, its
//! settings and address, its first screen's hooks (the computer's clock, shortcuts) and what a
//! page load starts from; the kit's port (`kit`) and, on its own side, what loads after the
//! first paint (`later`). The rules and the computer's mind are the engine's.

pub mod components;
pub mod hooks;
pub mod kit;
pub mod later;
pub mod records;
pub mod settings;
pub mod startup;
pub mod state;

/// Where the battle in progress is kept.
pub const BATTLE_KEY: &str = "minesweeper.battle";
/// Where the battle statistics are kept.
pub const BATTLE_STATS_KEY: &str = "minesweeper.battle-stats";
