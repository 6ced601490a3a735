//! One component per file: `Classic` (`app`) owns the page's state; the others only draw what
//! they are given. The board itself is shared (`shared::components::board`).

pub mod app;
pub mod assist;
pub mod daily_dialog;
pub mod face;
pub mod history_dialog;
pub mod result_card;
pub mod settings_dialog;
pub mod stats_dialog;
pub mod timer;
