//! Components more than one feature uses: the board (`Board`, its `Row`s, each cell's markup
//! from `cell`, a plain function, and the hovered cell's chance tip), the LED counter and the
//! `Timer`, the dialog frame and the select pickers. What keeps no state and redraws with its
//! parent is a view function (`counter::view`, `picker::view`, `chance_tip::view`).

pub mod board;
pub mod cell;
pub mod chance_tip;
pub mod chart;
pub mod counter;
pub mod counters;
pub mod live;
pub mod modal;
pub mod notice;
pub mod picker;
pub mod ranking;
pub mod row;
pub mod timer;
