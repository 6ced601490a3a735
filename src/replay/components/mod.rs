//! One component per file: `Viewer` owns the replay's state; `Controls`, `ReviewList` and
//! `SpeedCurve` (3BV/s over the game) draw what they are given. The board is the shared one,
//! with the replay's cursor (`PointerLayer`) drawn over it.

pub mod controls;
pub mod pointer;
pub mod review_list;
pub mod speed_curve;
pub mod viewer;
