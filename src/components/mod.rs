//! One component per file: `Classic` and `BattleApp` own their page's state; the others only
//! draw what they are given. `cell` is markup only: a plain function each `Row` calls.

pub mod assist;
pub mod battle_app;
pub mod battle_board;
pub mod battle_cell;
pub mod battle_controls;
pub mod battle_row;
pub mod battle_stats;
pub mod board;
pub mod cell;
pub mod chance_tip;
pub mod classic;
pub mod counter;
pub mod face;
pub mod modal;
pub mod picker;
pub mod result_card;
pub mod row;
pub mod scoreboard;
pub mod settings_dialog;
pub mod stats_dialog;
pub mod timer;
