//! Minesweeper in the terminal, on `minesweeper-engine`: a full-screen game (`app` handles
//! events, `ui` draws) and a line mode for scripts and screen readers (`line`, over the pure
//! parser in `command`). `play` holds what both share; `report` writes counters and reviews; `store` keeps
//! games, the history and statistics; `ranked` plays on a game server; `words` speaks the player's language.

pub mod analyse;
pub mod app;
pub mod archive;
pub mod cli;
pub mod command;
pub mod keys;
pub mod line;
pub mod play;
pub mod ranked;
pub mod report;
pub mod stats;
pub mod store;
pub mod tui;
pub mod ui;
pub mod viewer;
pub mod words;
