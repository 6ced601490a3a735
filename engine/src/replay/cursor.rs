//! The cursor's track: where the mouse (or finger) was over the board while the game was
//! played, and which buttons were down, at most a sample a frame. A replay keeps it beside its
//! clicks, so a viewer shows the cursor moving and an EVF export carries the path that
//! ms_toollib measures; a video from another program brings its own.
//!
//! Places are the board's pixels at [`CELL_PIXELS`] a cell (the classic programs' size, EVF's
//! own), whatever the zoom it was played at: `x` from the left edge, `y` from the top, both
//! inside the board. Times are the replay's clock: milliseconds from the first click.
//!
//! In the link form (version 2) the track follows the moves: its count (Exp-Golomb), then per
//! sample the change in its time gap from the gap before (signed Exp-Golomb of order 1), whether
//! the buttons changed (1 bit; if so the three buttons, 3 bits), and its step as a change from
//! the step before when it follows within 40 ms, else the step itself (signed Exp-Golomb of
//! order 1 for x, then y). Real players' videos take 13 to 17 bits a sample this way, about
//! 40 samples a second of play.

use super::bits::{BitReader, BitWriter};
use super::{Config, ReplayError};

/// The board's pixels a cell, in a track.
pub const CELL_PIXELS: u16 = 16;

/// The most samples a replay keeps: over an hour of a cursor moving every frame.
pub const MAX_SAMPLES: usize = 250_000;

/// A frame: at most one sample is kept in any (a recorder keeps the frame's newest).
pub const FRAME_MS: u32 = 16;

/// Steps within this long of the one before are coded as a change from it (the hand's speed
/// changes little from frame to frame).
const SMOOTH_MS: i64 = 40;

/// The buttons down: bit 0 the left, 1 the right, 2 the middle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Buttons(pub u8);

impl Buttons {
    /// The left button.
    pub const LEFT: Buttons = Buttons(1);
    /// The right button.
    pub const RIGHT: Buttons = Buttons(2);
    /// The middle button.
    pub const MIDDLE: Buttons = Buttons(4);

    /// Whether any button is down.
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Whether `button` is down.
    pub const fn has(self, button: Buttons) -> bool {
        self.0 & button.0 != 0
    }

    /// These buttons with `button` down or up.
    pub const fn with(self, button: Buttons, down: bool) -> Buttons {
        if down {
            Buttons(self.0 | button.0)
        } else {
            Buttons(self.0 & !button.0)
        }
    }
}

/// Where the cursor was, when, and the buttons down then.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sample {
    /// When, in milliseconds from the game's first move.
    pub at_ms: u32,
    /// Across the board, in its pixels at 16 a cell.
    pub x: u16,
    /// Down the board, likewise.
    pub y: u16,
    /// The buttons down.
    pub buttons: Buttons,
}

impl Sample {
    /// The cell under the sample: (row, column).
    pub const fn cell(&self) -> (u32, u32) {
        ((self.y / CELL_PIXELS) as u32, (self.x / CELL_PIXELS) as u32)
    }
}

/// A track being recorded: at most one sample a [`FRAME_MS`] frame while the buttons stay as
/// they were (the frame's newest place), a sample only when something changed, none past
/// [`MAX_SAMPLES`]; times never run back.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Track {
    samples: Vec<Sample>,
    /// When the last sample's frame began: later samples within the frame replace it.
    frame_start: u32,
}

impl Track {
    /// Adds a sample at the end.
    pub fn push(&mut self, sample: Sample) {
        let last_at = self.samples.last().map_or(0, |s| s.at_ms);
        let sample = Sample {
            at_ms: sample.at_ms.max(last_at),
            ..sample
        };
        let full = self.samples.len() >= MAX_SAMPLES;
        let frame_end = self.frame_start.saturating_add(FRAME_MS);
        match self.samples.last_mut() {
            Some(last)
                if (last.x, last.y, last.buttons) == (sample.x, sample.y, sample.buttons) => {}
            Some(last) if last.buttons == sample.buttons && sample.at_ms < frame_end => {
                *last = sample;
            }
            _ if !full => {
                self.samples.push(sample);
                self.frame_start = sample.at_ms;
            }
            _ => {}
        }
    }

    /// The samples, in order.
    pub fn samples(&self) -> &[Sample] {
        &self.samples
    }

    /// The samples, kept.
    pub fn into_samples(self) -> Vec<Sample> {
        self.samples
    }
}

impl From<Vec<Sample>> for Track {
    fn from(samples: Vec<Sample>) -> Track {
        Track {
            frame_start: samples.last().map_or(0, |s| s.at_ms),
            samples,
        }
    }
}

/// Refuses a track that does not fit its board: too many samples, a time that runs back, a
/// place off the board.
pub fn check(samples: &[Sample], config: &Config) -> Result<(), ReplayError> {
    if samples.len() > MAX_SAMPLES {
        return Err(ReplayError::Cursor(format!(
            "it has {} samples; at most {MAX_SAMPLES} are kept",
            samples.len()
        )));
    }
    let (width, height) = size(config);
    let mut last = 0;
    for (i, s) in samples.iter().enumerate() {
        if s.at_ms < last {
            return Err(ReplayError::Cursor(format!(
                "sample {i} comes before the one before it"
            )));
        }
        if u32::from(s.x) >= width || u32::from(s.y) >= height {
            return Err(ReplayError::Cursor(format!(
                "sample {i} is at ({}, {}), off the {width} × {height} pixel board",
                s.x, s.y
            )));
        }
        last = s.at_ms;
    }
    Ok(())
}

/// The board's size in a track's pixels.
pub fn size(config: &Config) -> (u32, u32) {
    (
        config.cols() * u32::from(CELL_PIXELS),
        config.rows() * u32::from(CELL_PIXELS),
    )
}

/// Writes a track (see the module's table).
pub(super) fn write(w: &mut BitWriter, samples: &[Sample]) {
    w.golomb(samples.len() as u64, 0);
    let mut last = Last::default();
    for s in samples {
        let gap = i64::from(s.at_ms) - last.at;
        w.signed_k(gap - last.gap, 1);
        let changed = s.buttons != last.buttons;
        w.bit(changed);
        if changed {
            w.bits(u64::from(s.buttons.0 & 7), 3);
        }
        let step = (i64::from(s.x) - last.x, i64::from(s.y) - last.y);
        let predicted = last.predicted(gap);
        w.signed_k(step.0 - predicted.0, 1);
        w.signed_k(step.1 - predicted.1, 1);
        last = Last {
            at: i64::from(s.at_ms),
            gap,
            x: i64::from(s.x),
            y: i64::from(s.y),
            step,
            buttons: s.buttons,
        };
    }
}

/// Reads a track written by [`write`] (its count checked before a sample is read; the
/// samples checked against the board by [`check`]).
pub(super) fn read(r: &mut BitReader<'_>) -> Result<Vec<Sample>, ReplayError> {
    let count = r.golomb(0, "the cursor's samples")?;
    if count > MAX_SAMPLES as u64 {
        return Err(ReplayError::Cursor(format!(
            "it has {count} samples; at most {MAX_SAMPLES} are kept"
        )));
    }
    // A sample takes at least 7 bits: no more room than the bytes left can hold.
    let mut samples = Vec::with_capacity((count as usize).min(r.left() / 7));
    let mut last = Last::default();
    let what = "the cursor's track";
    for _ in 0..count {
        let gap = last.gap.saturating_add(r.signed_k(1, what)?);
        let at = last.at.saturating_add(gap);
        let buttons = if r.bit(what)? {
            Buttons(r.bits(3, what)? as u8)
        } else {
            last.buttons
        };
        let predicted = last.predicted(gap);
        let step = (
            predicted.0.saturating_add(r.signed_k(1, what)?),
            predicted.1.saturating_add(r.signed_k(1, what)?),
        );
        let (x, y) = (last.x.saturating_add(step.0), last.y.saturating_add(step.1));
        let fits = |v: i64, max: i64| (0..=max).contains(&v);
        if !fits(at, i64::from(u32::MAX)) || !fits(x, 0xFFFF) || !fits(y, 0xFFFF) {
            return Err(ReplayError::Cursor(
                "a sample's time or place is out of range".into(),
            ));
        }
        samples.push(Sample {
            at_ms: at as u32,
            x: x as u16,
            y: y as u16,
            buttons,
        });
        last = Last {
            at,
            gap,
            x,
            y,
            step,
            buttons,
        };
    }
    Ok(samples)
}

/// The sample before, as the coding predicts from it.
#[derive(Default)]
struct Last {
    at: i64,
    gap: i64,
    x: i64,
    y: i64,
    step: (i64, i64),
    buttons: Buttons,
}

impl Last {
    /// The step expected after `gap`: the last one again when it comes within [`SMOOTH_MS`].
    fn predicted(&self, gap: i64) -> (i64, i64) {
        if gap < SMOOTH_MS {
            self.step
        } else {
            (0, 0)
        }
    }
}
