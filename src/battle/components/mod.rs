//! One component per file: `BattlePage` (`page`) starts the page, `BattleApp` (`app`) owns its
//! state; the others only draw what they are given. A cell is plain markup (`cell::cell`), not
//! a component, as on the classic board. The statistics table and the kit's effects come with
//! the kit (`battle::later`), named in `views`.

pub mod app;
pub mod board;
pub mod cell;
pub mod controls;
pub mod page;
pub mod row;
pub mod scoreboard;
pub mod stats;
pub mod views;
