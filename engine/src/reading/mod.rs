//! Replays read from outside and counted: a link's text or a video's bytes read, checked and
//! counted a slice at a time ([`Checking`]), so that a page reads the longest between frames;
//! a video opened as a replay ([`Opened`]).
//!
//! This floor stands on the replay (the pass every move is checked by: [`crate::replay`]) and
//! on the counters, which it runs beside the check: one pass checks every move, keeps the
//! games the [`Timeline`] jumps from and counts the [`Counters`].

mod video;

pub use video::Opened;

use crate::counters::{Counters, Counting};
use crate::replay::cursor;
use crate::replay::link::{self, MoveReader};
use crate::replay::pass::{Claims, Pass};
use crate::replay::{ReplayError, Timeline};
use crate::zini;

/// A video's events played after its game's end for a move's worth of work in
/// [`Checking::step`] (they only move the cursor: each costs far less than a move).
const EVENTS_PER_MOVE: usize = 16;

/// A replay read and checked a slice at a time: each [`Checking::step`] plays at most so many
/// moves.
///
/// Every limit is checked before any work that grows with it: the board's size
/// ([`crate::replay::MAX_SIDE`], [`crate::video::MAX_SIDE`]) and the moves
/// ([`crate::replay::MAX_MOVES`]) when it is made, the text's and the file's bytes before they
/// are read ([`crate::replay::MAX_TEXT_BYTES`], [`crate::video::MAX_BYTES`]).
pub struct Checking {
    /// The replay's check, with the moves read so far.
    pass: Pass,
    /// Where the moves still to read come from.
    source: Source,
    counting: Option<Counting>,
    /// A video's counters, counted from its events when it was read (ZiNi and HZiNi to come).
    video: Option<Counters>,
    /// Every move is read and checked.
    moves_done: bool,
    /// ZiNi and HZiNi, counted once every move is checked.
    zini: ZiniCount,
}

/// Where the moves still to read come from.
enum Source {
    /// Every move is in the replay already.
    Nothing,
    /// A link's binary form.
    Link(MoveReader),
    /// A video's events.
    Video(Box<video::Events>),
}

impl Source {
    fn next(&mut self) -> Option<Result<crate::replay::Move, ReplayError>> {
        match self {
            Source::Nothing => None,
            Source::Link(moves) => moves.next(),
            Source::Video(events) => events.next(),
        }
    }
}

/// ZiNi and HZiNi, counted a slice at a time after the moves.
enum ZiniCount {
    /// Not begun (or not wanted: no layout, or no counters).
    Waiting,
    /// ZiNi being counted.
    Plain(zini::Counting),
    /// ZiNi counted, HZiNi being counted.
    Human(u32, zini::Counting),
    Done(u32, u32),
}

/// A replay read and checked: its timeline and its counters.
#[derive(Clone, Debug)]
pub struct Checked {
    /// The game's timeline, at its start.
    pub timeline: Timeline,
    /// Its counters.
    pub counters: Counters,
}

impl Checking {
    /// Checks a replay's text (a link's), a slice at a time.
    pub fn text(text: &str) -> Result<Checking, ReplayError> {
        let unread = link::unchecked_from_text(text)?;
        let replay = &unread.replay;
        let counting = Counting::new(replay.config().grid(), replay.mines(), replay.convention());
        let mut pass = Pass::new(unread.replay, Claims::Checked)?;
        // The games kept are spaced by the moves to come, not the none read yet.
        pass.expect(unread.moves.left());
        let mut checking = Checking::new(pass, Source::Link(unread.moves));
        checking.counting = Some(counting);
        Ok(checking)
    }

    fn new(pass: Pass, source: Source) -> Checking {
        Checking {
            pass,
            source,
            counting: None,
            video: None,
            moves_done: false,
            zini: ZiniCount::Waiting,
        }
    }

    /// How far the reading got, out of how far it goes, in moves.
    pub fn progress(&self) -> (usize, usize) {
        let (played, kept) = (self.pass.played(), self.pass.replay().moves().len());
        match &self.source {
            Source::Link(moves) => (played, kept + moves.left()),
            Source::Video(events) => events.progress(),
            Source::Nothing => (played, kept),
        }
    }

    /// Reads and checks up to `work` more moves (then counts ZiNi as many greedy clicks at a
    /// time); whether it is all done. An error names the first move that cannot be read or
    /// does not replay as recorded.
    pub fn step(&mut self, work: usize) -> Result<bool, ReplayError> {
        if !self.moves_done {
            let end = self.pass.played().saturating_add(work);
            while self.pass.played() < end {
                if !self.check_next()? {
                    self.moves_done = true;
                    break;
                }
            }
            if !self.moves_done {
                return Ok(false);
            }
        }
        if let Source::Video(events) = &mut self.source {
            // The events after the game's end: only the cursor moves; many go to a move's work.
            if !events.drain(work.saturating_mul(EVENTS_PER_MOVE)) {
                return Ok(false);
            }
            self.video = Some(events.counters());
            let end = self.pass.replay().moves().last().map_or(0, |m| m.at_ms);
            self.pass.keep_cursor(events.track(end));
        }
        if let Source::Link(moves) = &self.source {
            let track = moves.cursor()?;
            cursor::check(&track, self.pass.replay().config())?;
            self.pass.keep_cursor(track);
        }
        self.source = Source::Nothing;
        Ok(self.count_zini(work))
    }

    /// Reads and checks the next move, counting it; `false` when there is none.
    fn check_next(&mut self) -> Result<bool, ReplayError> {
        let source = &mut self.source;
        let Some(mv) = self.pass.next_move(|| source.next())? else {
            return Ok(false);
        };
        let found = self
            .counting
            .as_ref()
            .and_then(|c| c.look(self.pass.game(), mv.click));
        self.pass.play_next(mv)?;
        if let (Some(counting), Some(found)) = (&mut self.counting, found) {
            counting.count(&found, self.pass.game(), mv.click);
        }
        Ok(true)
    }

    /// Counts ZiNi and HZiNi for `work` greedy clicks more; whether they are counted (or not
    /// wanted).
    fn count_zini(&mut self, work: usize) -> bool {
        let replay = self.pass.replay();
        if (self.counting.is_none() && self.video.is_none()) || replay.mines().is_empty() {
            return true;
        }
        let grid = replay.config().grid();
        let work = work.max(1);
        let mines = replay.mines();
        self.zini = match std::mem::replace(&mut self.zini, ZiniCount::Waiting) {
            ZiniCount::Waiting => ZiniCount::Plain(zini::Counting::new(grid, mines, false)),
            ZiniCount::Plain(mut counting) => match counting.step(work) {
                Some(zini) => ZiniCount::Human(zini, zini::Counting::new(grid, mines, true)),
                None => ZiniCount::Plain(counting),
            },
            ZiniCount::Human(zini, mut counting) => match counting.step(work) {
                Some(hzini) => ZiniCount::Done(zini, hzini),
                None => ZiniCount::Human(zini, counting),
            },
            done @ ZiniCount::Done(..) => done,
        };
        matches!(self.zini, ZiniCount::Done(..))
    }

    /// The replay, its timeline and its counters, once every move is checked (what is left is
    /// done now).
    pub fn finish(mut self) -> Result<Checked, ReplayError> {
        while !self.step(usize::MAX)? {}
        let zini = match self.zini {
            ZiniCount::Done(zini, hzini) => (zini, hzini),
            _ => (0, 0),
        };
        let (timeline, game) = self.pass.finish()?;
        let counters = match (self.video, self.counting) {
            (Some(mut counters), _) => {
                (counters.zini, counters.hzini) = zini;
                // As for every replay, the flags the finished game shows (a win flags every mine).
                counters.flags = game.flags();
                counters
            }
            (None, Some(counting)) => counting.finish(timeline.replay(), &game, zini),
            (None, None) => Counters::of(timeline.replay()),
        };
        Ok(Checked { timeline, counters })
    }
}
