//! What both pages use: the browser glue, storage, the preferences and theme, the address
//! bar's query, touch, the board's DOM helpers, and a few components.

pub mod board;
pub mod browser;
pub mod components;
pub mod hooks;
pub mod prefs;
pub mod query;
pub mod storage;
pub mod touch;
