//! Minesweeper in the browser. The rules live in `minesweeper-engine`; this crate is the thin
//! web front end: Yew function components over a `use_reducer` state (see `state`).

pub mod battle_hooks;
pub mod battle_settings;
pub mod battle_state;
pub mod browser;
pub mod components;
pub mod format;
pub mod hooks;
pub mod persist;
pub mod settings;
pub mod startup;
pub mod state;
pub mod storage;
pub mod touch;
pub mod viewport;

pub use components::app::App;
