//! A whole video played through the machine: each event's effect, the counts, the clicks and
//! the cursor's path; and [`Playing`], the same an event at a time.

use super::{ClickCounts, Clicked, Effect, Machine, Stage};
use crate::video::{Event, Mouse, Video};

/// A video played: what each event did, the counts, the clicks, the cursor's path.
#[derive(Clone, Debug)]
pub struct PlayedVideo {
    /// Each event's effect, in order.
    pub effects: Vec<Effect>,
    /// The path after each event, in 16-pixel-cell pixels.
    pub paths: Vec<f64>,
    /// The counts at the end.
    pub tally: ClickCounts,
    /// The clicks played, in order.
    pub clicked: Vec<Clicked>,
    /// Where the game ended up.
    pub stage: Stage,
    /// The event that began the game (the first reveal), if any.
    pub began: Option<usize>,
}

impl PlayedVideo {
    /// The cursor's whole path.
    pub fn path(&self) -> f64 {
        self.paths.last().copied().unwrap_or(0.0)
    }
}

/// Plays `video`'s events through the machine.
pub(in crate::video) fn play(video: &Video) -> PlayedVideo {
    let mut playing = Playing::new(video);
    let mut effects = Vec::with_capacity(video.events.len());
    let mut paths = Vec::with_capacity(video.events.len());
    while let Some((effect, path)) = playing.step(video) {
        effects.push(effect);
        paths.push(path);
    }
    PlayedVideo {
        effects,
        paths,
        tally: playing.machine.tally,
        clicked: playing.machine.clicked,
        stage: playing.machine.stage,
        began: playing.began,
    }
}

/// A video's events played an event at a time (a page plays a long one between frames): the
/// machine, the cursor's path so far, and the next event.
#[derive(Clone, Debug)]
pub struct Playing {
    /// The click machine, as far as it has played.
    pub machine: Machine,
    path: Path,
    next: usize,
    began: Option<usize>,
}

impl Playing {
    /// `video` about to be played from its first event.
    pub fn new(video: &Video) -> Playing {
        Playing {
            machine: Machine::new(video.rows, video.cols, &video.mines),
            path: Path::new(video),
            next: 0,
            began: None,
        }
    }

    /// Plays the next event of `video` (the one this was made for): what it did and the path
    /// after it; `None` after the last.
    pub fn step(&mut self, video: &Video) -> Option<(Effect, f64)> {
        let index = self.next;
        let event = video.events.get(index)?;
        self.next += 1;
        let machine = &mut self.machine;
        let effect = if event.mouse == Mouse::Move {
            Effect::Nothing
        } else {
            let before = machine.stage;
            let effect = machine.step(index, event.mouse, video.cell_of(event.x, event.y));
            // The last event that changed the board before play: the first reveal.
            if effect != Effect::Nothing && before != Stage::Playing {
                self.began = Some(index);
            }
            effect
        };
        Some((effect, self.path.after(event, machine.stage)))
    }

    /// The events played.
    pub const fn played(&self) -> usize {
        self.next
    }

    /// The cursor's path so far.
    pub const fn path(&self) -> f64 {
        self.path.length
    }

    /// The event that began the game (the first reveal), once played.
    pub const fn began(&self) -> Option<usize> {
        self.began
    }
}

/// The cursor's path as ms_toollib measures it: from the first event in play (the one that
/// began the game), each move's length in pixels scaled to a 16-pixel cell, the places at the
/// board's bottom-right corner or past it (off the board) left out.
#[derive(Clone, Debug)]
struct Path {
    pixels: f64,
    edge: (u16, u16),
    last: Option<(u16, u16)>,
    length: f64,
}

impl Path {
    fn new(video: &Video) -> Path {
        let px = video.cell_pixels.max(1);
        let edge = (
            (video.cols as u16).saturating_mul(px),
            (video.rows as u16).saturating_mul(px),
        );
        Path {
            pixels: f64::from(px),
            edge,
            last: None,
            length: 0.0,
        }
    }

    fn after(&mut self, event: &Event, stage: Stage) -> f64 {
        if !matches!(stage, Stage::Playing | Stage::Won | Stage::Lost) {
            return self.length;
        }
        let here = (event.x, event.y);
        let last = *self.last.get_or_insert(here);
        if event.x >= self.edge.0 && event.y >= self.edge.1 {
            return self.length;
        }
        let (dx, dy) = (
            f64::from(here.0) - f64::from(last.0),
            f64::from(here.1) - f64::from(last.1),
        );
        self.length += (dx * dx + dy * dy).sqrt() * 16.0 / self.pixels;
        self.last = Some(here);
        self.length
    }
}
