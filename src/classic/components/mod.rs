//! One component per file: `Classic` (`app`) owns the page's state; the others only draw what
//! they are given. `cell` is markup only: a plain function each `Row` calls.

pub mod app;
pub mod assist;
pub mod board;
pub mod cell;
pub mod chance_tip;
pub mod counter;
pub mod face;
pub mod result_card;
pub mod row;
pub mod settings_dialog;
pub mod stats_dialog;
pub mod timer;
