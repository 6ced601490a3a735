//! Minesweeper in the browser. The rules live in `minesweeper-engine`; this crate is the thin
//! web front end: Yew function components over a `use_reducer` state (see `state`, and
//! `battle_state` for Battle). Two pages, two binaries: the classic game (`src/main.rs`,
//! `index.html`) and Battle (`src/bin/battle.rs`, `battle.html`, served at `battle/`), so
//! neither page downloads the other's code.

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

pub use components::battle_app::BattleApp;
pub use components::classic::Classic;
