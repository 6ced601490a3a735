//! Battle: a race against the computer for territory on one board. Its state and reducer, its
//! settings and address, its effects (the computer's clock, saving, shortcuts) and what a page
//! load starts from; the rules and the computer's mind are the engine's.

pub mod components;
pub mod hooks;
pub mod kit;
pub mod settings;
pub mod startup;
pub mod state;

/// Where the battle in progress is kept.
pub const BATTLE_KEY: &str = "minesweeper.battle";
/// Where the battle statistics are kept.
pub const BATTLE_STATS_KEY: &str = "minesweeper.battle-stats";
