//! Minesweeper in the browser. The rules live in `minesweeper-engine`; this crate is the thin
//! web front end: Yew function components over a `use_reducer` state (see `state`).

pub mod browser;
pub mod components;
pub mod settings;
pub mod state;

pub use components::app::App;
