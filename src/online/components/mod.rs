//! One component per file: `OnlineScreen` owns the screen's state and the room's window;
//! `RatingsDialog` is the battle leaderboard.

pub mod ratings;
pub mod screen;
