//! What both pages use: the browser glue, storage, the preferences and theme, the address
//! bar's query, touch, the board (its tiles, which cells render, its DOM helpers and its
//! components), the clock and its timer, and the dialog frame and pickers.

pub mod board;
pub mod browser;
pub mod clicks;
pub mod clock;
pub mod components;
pub mod hooks;
pub mod input;
pub mod lazy;
pub mod net;
pub mod prefs;
pub mod query;
pub mod session;
pub mod slices;
pub mod storage;
pub mod tiles;
pub mod touch;
pub mod view;
pub mod viewport;
pub mod words;
