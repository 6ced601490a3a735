//! One component per file: `Viewer` owns the replay's state; `Controls` and `ReviewList`
//! draw what they are given. The board is the shared one.

pub mod controls;
pub mod review_list;
pub mod viewer;
