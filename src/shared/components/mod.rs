//! Components both pages use: the dialog frame and the select pickers.

pub mod modal;
pub mod picker;
