//! A video from another program as a replay: its board, and the clicks its mouse events made
//! as the click state machine played them ([`crate::video::mouse`]), with their times from the
//! first click's; its counters are the machine's (ms_toollib's), its time the file's. The
//! replay follows the classic programs' rules: the layout is there before the first click,
//! and a left click never chords.
//!
//! The file is read with turns for its caller ([`Checking::video_paced`]); its events are
//! played a click at a time as [`Checking`] checks the clicks, and after the game's end a
//! slice at a time: a page opens the largest file between frames.

use super::{Checking, Source};
use crate::counters::Counters;
use crate::input::Click;
use crate::replay::cursor::{Buttons, Sample, Track, CELL_PIXELS};
use crate::replay::pass::{Claims, Pass};
use crate::replay::{Move, Replay, ReplayError, MAX_MOVES};
use crate::video::mouse::{Act, Playing};
use crate::video::Mouse;
use crate::video::{at_once, AtOnce, Format, Info, Pace, Video};
use crate::{Config, FirstClick, Pos};

/// A video opened: the replay, its counters, its format and what it says besides.
#[derive(Clone, Debug)]
pub struct Opened {
    /// The game, as a replay.
    pub replay: Replay,
    /// Its counters.
    pub counters: Counters,
    /// The format it was read from.
    pub format: Format,
    /// What the file says besides.
    pub info: Info,
}

impl Checking {
    /// Reads a video in any format the engine reads (`name`'s extension says which; without
    /// one it is found from the bytes). Its events are then played, and the clicks they make
    /// checked, a slice at a time ([`Checking::step`]).
    pub fn video(
        bytes: &[u8],
        name: Option<&str>,
    ) -> Result<(Checking, Format, Info), ReplayError> {
        at_once(Checking::video_paced(bytes, name, &mut AtOnce))
    }

    /// [`Checking::video`], its reading giving the caller a turn as it goes ([`Pace`]): a page
    /// reads the largest file between frames.
    pub async fn video_paced(
        bytes: &[u8],
        name: Option<&str>,
        pace: &mut impl Pace,
    ) -> Result<(Checking, Format, Info), ReplayError> {
        let mut video = Video::read_paced(bytes, name.and_then(Format::of_name), pace).await?;
        let config = Config::new(
            video.rows.into(),
            video.cols.into(),
            (video.mines.len() as u32).into(),
            FirstClick::Safe,
        )
        .map_err(|e| ReplayError::Settings(e.to_string()))?;
        let mut pass = Pass::new(
            Replay::unplayed(config, video.mines.clone()),
            Claims::Derived,
        )?;
        // The games kept are spaced by the most clicks the events can make.
        pass.expect(video.events.len().min(MAX_MOVES));
        let (format, info) = (video.format, std::mem::take(&mut video.info));
        let checking = Checking::new(
            pass,
            Source::Video(Box::new(Events::new(video, info.time_ms))),
        );
        Ok((checking, format, info))
    }
}

impl Opened {
    /// Opens a video in any format the engine reads ([`Checking::video`]), all at once.
    pub fn read(bytes: &[u8], name: Option<&str>) -> Result<Opened, ReplayError> {
        let (checking, format, info) = Checking::video(bytes, name)?;
        let checked = checking.finish()?;
        Ok(Opened {
            replay: checked.timeline.replay().clone(),
            counters: checked.counters,
            format,
            info,
        })
    }
}

/// A video's events, played through the machine as its clicks are asked for, and the
/// cursor's track they make from the first click on.
pub(super) struct Events {
    video: Video,
    playing: Playing,
    /// The file's time, in milliseconds.
    time_ms: u32,
    /// Clicks handed out.
    given: usize,
    /// The first click's time.
    first_at: Option<u32>,
    buttons: Buttons,
    track: Track,
}

impl Events {
    fn new(video: Video, time_ms: u32) -> Events {
        Events {
            playing: Playing::new(&video),
            video,
            time_ms,
            given: 0,
            first_at: None,
            buttons: Buttons::default(),
            track: Track::default(),
        }
    }

    /// Plays the next event, and keeps where the cursor was ([`Events::keep`]); `None`
    /// after the last.
    fn play_next(&mut self) -> Option<()> {
        let index = self.playing.played();
        self.playing.step(&self.video)?;
        self.keep(index);
        Some(())
    }

    /// Keeps where event `index` left the cursor, from the first click on (in the track's
    /// 16-pixel cells).
    fn keep(&mut self, index: usize) -> Option<()> {
        let event = self.video.events.get(index)?;
        self.buttons = buttons_after(self.buttons, event.mouse);
        let first = self.playing.machine.clicked.first()?;
        let base = *self
            .first_at
            .get_or_insert_with(|| self.video.events.get(first.event).map_or(0, |e| e.at_ms));
        let px = u32::from(self.video.cell_pixels.max(1));
        let scale = |v: u16, cells: u32| {
            let v = u32::from(v) * u32::from(CELL_PIXELS) / px;
            v.min(cells * u32::from(CELL_PIXELS) - 1) as u16
        };
        self.track.push(Sample {
            at_ms: event.at_ms.saturating_sub(base),
            x: scale(event.x, self.video.cols),
            y: scale(event.y, self.video.rows),
            buttons: self.buttons,
        });
        Some(())
    }

    /// The cursor's track up to `end_ms` (the game's last click: the viewer stops there).
    pub(super) fn track(&self, end_ms: u32) -> Vec<Sample> {
        let samples = self.track.samples();
        let kept = samples.partition_point(|s| s.at_ms <= end_ms);
        samples[..kept].to_vec()
    }

    /// Events played, and the video's.
    pub(super) fn progress(&self) -> (usize, usize) {
        (self.playing.played(), self.video.events.len())
    }

    /// The next click, as a move; `None` once the events are played. Past [`MAX_MOVES`]
    /// clicks the file is refused.
    pub(super) fn next(&mut self) -> Option<Result<Move, ReplayError>> {
        loop {
            let machine = &self.playing.machine;
            let ready = if self.playing.played() == self.video.events.len() {
                machine.clicked.len()
            } else {
                machine.settled()
            };
            if self.given < ready {
                let clicked = machine.clicked[self.given];
                self.given += 1;
                if self.given > MAX_MOVES {
                    return Some(Err(ReplayError::TooManyClicks));
                }
                let at = self.video.events.get(clicked.event).map_or(0, |e| e.at_ms);
                let first = *self.first_at.get_or_insert(at);
                let pos = Pos::new(clicked.row, clicked.col);
                return Some(Ok(Move {
                    click: match clicked.act {
                        Act::Reveal => Click::Reveal(pos),
                        Act::Flag => Click::Flag(pos),
                        Act::Chord => Click::Chord(pos),
                    },
                    at_ms: at.saturating_sub(first),
                    by_solver: false,
                    changed: false,
                }));
            }
            self.play_next()?;
        }
    }

    /// Plays up to `work` more events (after the game's end the cursor's path still grows);
    /// whether every one is played.
    pub(super) fn drain(&mut self, work: usize) -> bool {
        for _ in 0..work {
            if self.play_next().is_none() {
                return true;
            }
        }
        self.playing.played() == self.video.events.len()
    }

    /// The counters the machine counted (ZiNi and HZiNi to come).
    pub(super) fn counters(&self) -> Counters {
        Counters::of_video(&self.video, &self.playing, self.time_ms)
    }
}

/// The buttons down after `mouse`.
fn buttons_after(buttons: Buttons, mouse: Mouse) -> Buttons {
    let toggled = |b: Buttons| buttons.with(b, !buttons.has(b));
    match mouse {
        Mouse::LeftDown => buttons.with(Buttons::LEFT, true),
        Mouse::LeftUp => buttons.with(Buttons::LEFT, false),
        Mouse::RightDown => buttons.with(Buttons::RIGHT, true),
        Mouse::RightUp => buttons.with(Buttons::RIGHT, false),
        Mouse::MiddleDown => buttons.with(Buttons::MIDDLE, true),
        Mouse::MiddleUp => buttons.with(Buttons::MIDDLE, false),
        Mouse::BothDown => buttons.with(Buttons::LEFT, true).with(Buttons::RIGHT, true),
        Mouse::Left => toggled(Buttons::LEFT),
        Mouse::Right => toggled(Buttons::RIGHT),
        Mouse::Middle => toggled(Buttons::MIDDLE),
        Mouse::Move | Mouse::PreFlag => buttons,
    }
}
