//! One component per file: `RankedScreen` owns the screen's state; the dialogs only draw what
//! they are given.

pub mod choose_dialog;
pub mod leaderboard;
pub mod screen;
