//! A video from another program as a replay: its board, and the clicks its mouse events made
//! as the click state machine played them ([`crate::video::mouse`]), with their times from the
//! first click's; its counters are the machine's (ms_toollib's), its time the file's. The
//! replay follows the classic programs' rules: the layout is there before the first click,
//! and a left click never chords.
//!
//! The file is read with turns for its caller ([`Checking::video_paced`]); its events are
//! played a click at a time as [`Checking`] checks the clicks, and after the game's end a
//! slice at a time: a page opens the largest file between frames.

use super::{Checking, Claims, Click, Move, Replay, ReplayError, Rules, Timeline, MAX_MOVES};
use crate::counters::Counters;
use crate::video::mouse::{Act, Playing};
use crate::video::{at_once, AtOnce, Format, Info, Pace, Video};
use crate::{Config, FirstClick, Pos};

/// A video opened: the replay, its counters, its format and what it says besides.
#[derive(Clone, Debug)]
pub struct Opened {
    pub replay: Replay,
    pub counters: Counters,
    pub format: Format,
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
        let replay = Replay {
            config,
            seed: 0,
            mines: video.mines.clone(),
            moves: Vec::new(),
            rules: Rules::Classic,
        };
        let mut checking = Checking::new(replay, Claims::Derived, false)?;
        // The games kept are spaced by the most clicks the events can make.
        checking.stride = Timeline::stride(&config, video.events.len().min(MAX_MOVES));
        let (format, info) = (video.format, std::mem::take(&mut video.info));
        checking.unread = super::Unread::Video(Box::new(Events::new(video, info.time_ms)));
        Ok((checking, format, info))
    }
}

impl Replay {
    /// Opens a video in any format the engine reads ([`Checking::video`]), all at once.
    pub fn from_video(bytes: &[u8], name: Option<&str>) -> Result<Opened, ReplayError> {
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

/// A video's events, played through the machine as its clicks are asked for.
pub(super) struct Events {
    video: Video,
    playing: Playing,
    /// The file's time, in milliseconds.
    time_ms: u32,
    /// Clicks handed out.
    given: usize,
    /// The first click's time.
    first_at: Option<u32>,
}

impl Events {
    fn new(video: Video, time_ms: u32) -> Events {
        Events {
            playing: Playing::new(&video),
            video,
            time_ms,
            given: 0,
            first_at: None,
        }
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
            self.playing.step(&self.video)?;
        }
    }

    /// Plays up to `work` more events (after the game's end the cursor's path still grows);
    /// whether every one is played.
    pub(super) fn drain(&mut self, work: usize) -> bool {
        for _ in 0..work {
            if self.playing.step(&self.video).is_none() {
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
