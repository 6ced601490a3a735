//! What the benchmark binaries share (a folder without `main.rs`, so Cargo builds no binary
//! from it; each bench includes it with `#[path]`): the seeds, and the command line's boards.

#![allow(dead_code)] // each bench uses part of it

/// Game `i`'s seed in a run seeded with `seed`: SplitMix64 of the two, so results depend on
/// neither the thread count nor the order games are played in.
pub fn nth_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed.wrapping_add(i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

use minesweeper_engine::Config;

/// The three classic boards, by name on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BenchPreset {
    Beginner,
    Intermediate,
    Expert,
}

impl BenchPreset {
    pub fn name(self) -> &'static str {
        match self {
            BenchPreset::Beginner => "beginner",
            BenchPreset::Intermediate => "intermediate",
            BenchPreset::Expert => "expert",
        }
    }

    pub fn config(self) -> Config {
        match self {
            BenchPreset::Beginner => Config::BEGINNER,
            BenchPreset::Intermediate => Config::INTERMEDIATE,
            BenchPreset::Expert => Config::EXPERT,
        }
    }
}

/// A board on the command line: a preset, or all of its rows, columns and mines.
#[derive(Clone, Copy, Debug, clap::Args)]
pub struct BoardArgs {
    /// A classic board.
    #[arg(long, value_enum, conflicts_with_all = ["rows", "cols", "mines"])]
    pub preset: Option<BenchPreset>,
    /// Rows of a custom board (with --cols and --mines).
    #[arg(long, requires_all = ["cols", "mines"])]
    pub rows: Option<u32>,
    /// Columns of a custom board.
    #[arg(long, requires_all = ["rows", "mines"])]
    pub cols: Option<u32>,
    /// Mines of a custom board.
    #[arg(long, requires_all = ["rows", "cols"])]
    pub mines: Option<u32>,
}

impl BoardArgs {
    /// The custom board's rows, columns and mines, when one was given.
    pub fn custom(&self) -> Option<(u32, u32, u32)> {
        Some((self.rows?, self.cols?, self.mines?))
    }
}

/// A count that must be at least 1.
pub fn at_least_one(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(0) => Err("must be at least 1".into()),
        Ok(n) => Ok(n),
        Err(e) => Err(e.to_string()),
    }
}
