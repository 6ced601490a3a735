//! One component per file: `Classic` (`app`) owns the page's state; the others only draw what
//! they are given. The board itself is shared (`shared::components::board`). The first screen
//! is `Classic` and `Face` over the shared board, counter and timer; the menu, the solver's
//! controls, the dialogs, the result card and the rest's effects come with the rest
//! (`classic::later`), named in `views`.

pub mod app;
pub mod assist;
pub mod daily_dialog;
pub mod face;
pub mod history_dialog;
pub mod menu;
pub mod progress_charts;
pub mod result_card;
pub mod settings_dialog;
pub mod stats_dialog;
pub mod views;
