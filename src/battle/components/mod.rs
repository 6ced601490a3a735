//! One component per file: `BattleApp` (`app`) owns the page's state (`crate::pages::battle`
//! starts it); the others only draw what they are given. A cell is plain markup, not a component:
//! `cell.rs` says what a square shows, and the board's rows and cells are the classic board's
//! (`shared::components::{row, cell}`). The result, the statistics table and the rest's effects
//! come with the rest (`battle::later`), named in `views`.

pub mod app;
pub mod board;
pub mod cell;
pub mod controls;
pub mod result;
pub mod scoreboard;
pub mod stats;
pub mod views;
