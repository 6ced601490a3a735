//! The counters serious players rank by, for a replay: time, 3BV and 3BV/s, clicks (left,
//! right, chords; effective and wasted), IOE, correctness, throughput, ZiNi and HZiNi, ZNE,
//! RQP, STNB, and whether the game was played with no flags.
//!
//! The definitions are the community reference library's (ms_toollib), so the numbers agree
//! with what it reads from the same game's EVF file: a click is counted the way its state
//! machine counts the mouse events the click becomes ([`crate::replay::Replay::mouse_events`]):
//!
//! - **left**: every left click; **right**: every right click; **chords** (ms_toollib's
//!   "double"): both buttons, or a left click on an open number in this game's rules.
//! - **effective** ("ce"): a left click that opens a safe cell, a right click that flags a mine
//!   for the first time, a chord that opens something. The rest are **wasted**.
//! - **3BV solved**: the 3BV units the clicks cleared (all of them on a win).
//! - **IOE** = 3BV solved ÷ clicks; **correctness** = effective ÷ clicks; **throughput** = 3BV
//!   solved ÷ effective; **3BV/s** = 3BV solved ÷ time; **RQP** = time² ÷ 3BV solved; **STNB** =
//!   C ÷ (time^1.7 ÷ 3BV solved) × √(3BV solved ÷ 3BV), with C = 36, 162 and 435 on 8 × 8/10,
//!   16 × 16/40 and 16 × 30/99 and none for other boards (9 × 9/10 included: the community's
//!   beginner is 8 × 8). On a won game 3BV solved is the board's 3BV;
//!   **NF**: no mine was ever flagged.
//! - **ZNE** (ZiNi efficiency, which ms_toollib does not compute) = ZiNi ÷ clicks, for a won
//!   game.
//!
//! Before the first reveal ms_toollib counts the way the classic programs do: a chord there
//! counts nothing, and taking the last flag off starts the count again. A right click that
//! takes a "?" mark off has no mouse event in an EVF file (the format has no marks), so it is
//! not counted either.

mod counting;
mod live;
mod table;

pub(crate) use counting::{Counting, Sums};
pub use live::{solved_over_time, Live};
pub use table::{Counter, Figure, Place};

use crate::replay::Replay;
use crate::{Config, Grid};

/// One game's counters. Times are in seconds, as the community quotes them.
#[derive(Clone, Debug, PartialEq)]
pub struct Counters {
    /// The game's time in seconds, from the first reveal to the last move.
    pub time: f64,
    /// Whether it was won.
    pub won: bool,
    /// The board's 3BV.
    pub bbbv: u32,
    /// The 3BV solved.
    pub bbbv_solved: u32,
    /// Left clicks.
    pub left: u32,
    /// Right clicks.
    pub right: u32,
    /// Chords.
    pub chords: u32,
    /// Left clicks that opened something.
    pub left_effective: u32,
    /// Right clicks that flagged or unflagged.
    pub right_effective: u32,
    /// Chords that opened something.
    pub chords_effective: u32,
    /// Flags on the board at the end.
    pub flags: u32,
    /// The board's ZiNi: the fewest clicks that clear it, greedily.
    pub zini: u32,
    /// Its HZiNi.
    pub hzini: u32,
    /// The cursor's path in pixels (of a 16-pixel cell), as ms_toollib measures it, when the
    /// replay has the cursor (recorded while played, or a video from another program).
    pub path: Option<f64>,
    /// The STNB constant for the board, if it is one of the three the community rates.
    stnb_constant: Option<f64>,
}

impl Counters {
    /// The counters of `replay` (of the moves so far, for a game not finished).
    pub fn of(replay: &Replay) -> Counters {
        let grid = replay.config().grid();
        let mut counting = Counting::new(grid, replay.mines(), replay.convention());
        let mut replayer = replay.replayer();
        while let Some(mv) = replay.moves().get(replayer.played()) {
            let found = counting.look(replayer.game(), mv.click);
            if !matches!(replayer.step(), Some(Ok(_))) {
                break;
            }
            if let Some(found) = found {
                counting.count(&found, replayer.game(), mv.click);
            }
        }
        let mines = replay.mines();
        let zini = if mines.is_empty() {
            (0, 0)
        } else {
            (
                crate::zini::zini(grid, mines),
                crate::zini::hzini(grid, mines),
            )
        };
        counting.finish(replay, replayer.game(), zini)
    }

    /// The counters of a video from another program, as the click state machine counted its
    /// events ([`crate::video::mouse`]: ms_toollib's counts) so far, with the file's time
    /// (ZiNi and HZiNi are left at 0: [`crate::reading::Checking`] counts them apart).
    pub fn of_video(
        video: &crate::video::Video,
        playing: &crate::video::mouse::Playing,
        time_ms: u32,
    ) -> Counters {
        let config = Config::new(
            video.rows.into(),
            video.cols.into(),
            (video.mines.len() as u32).into(),
            crate::FirstClick::Safe,
        )
        .ok();
        let grid = Grid::new(video.rows, video.cols);
        let tally = playing.machine.tally;
        Counters {
            time: f64::from(time_ms) / 1000.0,
            won: playing.machine.stage == crate::video::mouse::Stage::Won,
            bbbv: grid.bbbv(&grid.numbers(&video.mines)),
            bbbv_solved: tally.bbbv_solved,
            left: tally.left,
            right: tally.right,
            chords: tally.double,
            left_effective: tally.lce,
            right_effective: tally.rce,
            chords_effective: tally.dce,
            flags: tally.flags,
            zini: 0,
            hzini: 0,
            path: Some(playing.path()),
            stnb_constant: config.as_ref().and_then(stnb_constant),
        }
    }

    /// Every click: left, right and chords.
    pub const fn clicks(&self) -> u32 {
        self.left + self.right + self.chords
    }

    /// The clicks that changed something that counts.
    pub const fn effective(&self) -> u32 {
        self.left_effective + self.right_effective + self.chords_effective
    }

    /// Clicks that did nothing.
    pub const fn wasted(&self) -> u32 {
        self.clicks() - self.effective()
    }

    /// 3BV solved per second.
    pub fn bbbv_per_second(&self) -> Option<f64> {
        ratio(f64::from(self.bbbv_solved), self.time)
    }

    /// The time the game would take at this pace: time × 3BV ÷ 3BV solved (ms_toollib's
    /// `etime`); the time itself once won.
    pub fn etime(&self) -> Option<f64> {
        ratio(
            self.time * f64::from(self.bbbv),
            f64::from(self.bbbv_solved),
        )
    }

    /// Index of efficiency: 3BV solved per click.
    pub fn ioe(&self) -> Option<f64> {
        ratio(f64::from(self.bbbv_solved), f64::from(self.clicks()))
    }

    /// Effective clicks per click.
    pub fn correctness(&self) -> Option<f64> {
        ratio(f64::from(self.effective()), f64::from(self.clicks()))
    }

    /// 3BV solved per effective click.
    pub fn throughput(&self) -> Option<f64> {
        ratio(f64::from(self.bbbv_solved), f64::from(self.effective()))
    }

    /// ZiNi per click, for a won game.
    pub fn zne(&self) -> Option<f64> {
        if !self.won {
            return None;
        }
        ratio(f64::from(self.zini), f64::from(self.clicks()))
    }

    /// Time² ÷ 3BV solved (lower is better).
    pub fn rqp(&self) -> Option<f64> {
        ratio(self.time * self.time, f64::from(self.bbbv_solved))
    }

    /// STNB, on the three boards the community rates (none for others).
    pub fn stnb(&self) -> Option<f64> {
        let c = self.stnb_constant?;
        let solved = f64::from(self.bbbv_solved);
        let per = ratio(self.time.powf(1.7), solved)?;
        let share = ratio(solved, f64::from(self.bbbv))?.sqrt();
        ratio(c, per).map(|s| s * share)
    }

    /// No mine was ever flagged (ms_toollib's NF).
    pub const fn no_flags(&self) -> bool {
        self.right_effective == 0
    }
}

fn ratio(num: f64, den: f64) -> Option<f64> {
    (den > 0.0 && num.is_finite() && den.is_finite()).then(|| num / den)
}

/// The constant of STNB's formula for the community's three rated boards.
pub(crate) fn stnb_constant(config: &Config) -> Option<f64> {
    match (config.rows(), config.cols(), config.mines()) {
        (8, 8, 10) => Some(36.0),
        (16, 16, 40) => Some(162.0),
        (16, 30, 99) => Some(435.0),
        _ => None,
    }
}
