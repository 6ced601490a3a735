//! One component per file: `BattleApp` (`app`) owns the page's state; the others only draw
//! what they are given.

pub mod app;
pub mod board;
pub mod cell;
pub mod controls;
pub mod row;
pub mod scoreboard;
pub mod stats;
