//! Minesweeper in the browser. The rules live in `minesweeper-rules` and everything above them
//! (solver, generators, Battle, replays) in `minesweeper-engine`; this crate is the thin web
//! front end: Yew function components over `use_reducer` state, one folder per feature over a
//! shared one. `classic`, `battle` and `replay` each have a `state` (the `Reducible` and its
//! `Action`s, pure and tested natively), their `hooks` (effects) and `components` (one per
//! file), and the first two their `settings` (the address ⇄ settings mapping); they import
//! `shared`, and each other only at one door (`replay::open` for videos; Battle's board for
//! Play a person): docs/architecture.md. `page` puts the classic game and the replay viewer on one
//! page, switching on the address's hash. Two pages, two binaries: the classic game (`src/main.rs`, `index.html`) and
//! Battle (`src/bin/battle.rs`, served at `battle/`; both pages from `index.html`), so neither page downloads
//! the other's code.

pub mod account;
pub mod analysis;
pub mod battle;
pub mod classic;
pub mod online;
pub mod pages;
#[cfg(feature = "ssr")]
pub mod prerender;
pub mod ranked;
pub mod replay;
pub mod shared;

pub use battle::components::app::BattleApp;
pub use classic::components::app::Classic;
pub use pages::battle::BattlePage;
pub use pages::classic::ClassicPage;
