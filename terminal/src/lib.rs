//! Minesweeper in the terminal, on `minesweeper-engine`: a full-screen game (`app` handles
//! events, `ui` draws) and a line mode for scripts and screen readers (`line`, over the pure
//! parser in `command`). `play` holds what both share; `store` keeps games and statistics.

pub mod app;
pub mod cli;
pub mod command;
pub mod line;
pub mod play;
pub mod store;
pub mod tui;
pub mod ui;
