//! Replays: a game's settings, seed and layout, and every click the player made with its time,
//! so that no game is forgotten. Re-running the clicks through the rules gives exactly the
//! finished game, natively and in wasm; a replay that does not (a click that claims to change
//! nothing but does, a time that runs backwards, a mine under the first reveal…) is refused
//! with a message that names what is wrong.
//!
//! A replay keeps the layout, not only the seed: it plays the same in every later version of
//! the generator, and replays made by other programs (videos: [`crate::video`], opened with
//! [`Replay::from_video`]) have no seed at all. It has a compact binary form and a URL-safe text form ([`Replay::to_bytes`],
//! [`Replay::to_text`]), and front ends record one while playing with a [`Recorder`].

mod bits;
pub mod cursor;
mod link;
mod video;

pub use cursor::{Buttons, Sample};
pub use link::{
    cursor_from_text, cursor_to_text, cursor_to_text_within, moves_from_text, moves_to_text,
};
pub use video::Opened;

pub mod evf;

use thiserror::Error;

use crate::counters::{Counters, Counting};
use crate::{Action, CellView, Config, Game, Grade, Limits, MoveError, Placed, Pos};

/// What the player did: the mouse (or the keyboard, or a tap) on one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Click {
    /// A left click: reveals a closed cell. On an open number it chords in this game's rules,
    /// and does nothing in the classic programs' ([`Rules`]).
    Reveal(Pos),
    /// Both buttons, or the middle one: chords on an open number.
    Chord(Pos),
    /// A right click: flags a closed cell, or takes its flag off.
    Flag(Pos),
    /// A right click with "?" marks on: hidden → flag → ? → hidden.
    Mark(Pos),
}

impl Click {
    pub const fn pos(self) -> Pos {
        match self {
            Click::Reveal(p) | Click::Chord(p) | Click::Flag(p) | Click::Mark(p) => p,
        }
    }

    /// The name front ends and `mines review --json` print: reveal, chord, flag or mark.
    pub const fn name(self) -> &'static str {
        match self {
            Click::Reveal(_) => "reveal",
            Click::Chord(_) => "chord",
            Click::Flag(_) => "flag",
            Click::Mark(_) => "mark",
        }
    }

    /// The click for an action of the rules.
    pub const fn of(action: Action) -> Click {
        match action {
            Action::Reveal(p) => Click::Reveal(p),
            Action::Chord(p) => Click::Chord(p),
            Action::ToggleFlag(p) => Click::Flag(p),
            Action::CycleMark(p) => Click::Mark(p),
        }
    }
}

/// One click of a replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub click: Click,
    /// Milliseconds since the replay's first click.
    pub at_ms: u32,
    /// The solver played it (a hint, or autoplay), not the player.
    pub by_solver: bool,
    /// Whether it changed the board. A click that changed nothing is kept: the counters
    /// count it, as wasted.
    pub changed: bool,
}

/// Why a replay was refused. Every message names what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    #[error("the replay ends early: {0}")]
    Truncated(&'static str),
    #[error("the replay is in format {found}; this version reads formats 1 to {LINK_VERSION}")]
    Version { found: u8 },
    #[error("the replay's checksum does not match: it was changed or cut short")]
    Checksum,
    #[error("the replay's text has a character that is not in a replay link: “{}”", crate::format::visible(&.0.to_string()))]
    Character(char),
    #[error("this is not a replay's text: {0}")]
    Text(&'static str),
    #[error("the replay's settings are not a board: {0}")]
    Settings(String),
    #[error("the replay's layout is wrong: {0}")]
    Layout(String),
    #[error("move {index} is at {at_ms} ms, before the move ahead of it")]
    TimeGoesBack { index: usize, at_ms: u32 },
    #[error("move {index} is on {pos}, outside the {rows}×{cols} board")]
    Outside {
        index: usize,
        pos: Pos,
        rows: u32,
        cols: u32,
    },
    #[error("move {index} comes after the game ended")]
    AfterTheEnd { index: usize },
    #[error("move {index} ({click}) is marked as {}, but replaying it {}", if *.claims_change { "changing the board" } else { "changing nothing" }, if *.claims_change { "changes nothing" } else { "changes the board" })]
    Tampered {
        index: usize,
        click: &'static str,
        claims_change: bool,
    },
    #[error("a mine lies under the first reveal ({0}), which this game's rules keep clear")]
    MineUnderFirstReveal(Pos),
    #[error("the replay has {0} moves; at most {MAX_MOVES} are kept")]
    TooLong(usize),
    #[error("the replay's board is {rows}×{cols}; {whose} hold boards of up to {max}×{max}")]
    TooBig {
        rows: u32,
        cols: u32,
        max: u32,
        whose: &'static str,
    },
    #[error("the replay is {}; {whose} of up to {} are read", crate::format::bytes(*.bytes), crate::format::bytes(*.max))]
    TooLarge {
        bytes: usize,
        max: usize,
        whose: &'static str,
    },
    #[error("the file has more than {MAX_MOVES} clicks; at most {MAX_MOVES} are kept")]
    TooManyClicks,
    #[error("move {index} steps off the board's top or left edge")]
    BeforeTheEdge { index: usize },
    #[error("the game cannot be saved as EVF: {0}")]
    Evf(String),
    #[error("the replay's cursor does not fit: {0}")]
    Cursor(String),
    #[error("the video cannot be read: {0}")]
    Video(#[from] crate::video::VideoError),
}

/// Whose rules a replay follows where programs differ.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rules {
    /// This game's: a left click on an open number chords, and the mines are placed at the
    /// first reveal, which the first-click rule keeps clear.
    #[default]
    Ours,
    /// The classic programs' (Arbiter, Viennasweeper, Metasweeper), whose EVF files we read:
    /// left clicks never chord, and the layout is fixed before the first click.
    Classic,
}

/// The binary format written by this version (see [`Replay::to_bytes`]).
pub const LINK_VERSION: u8 = 2;

/// The most moves a replay holds: a 200 × 200 board cleared cell by cell, with room to spare.
pub const MAX_MOVES: usize = 200_000;

/// The largest board a replay of this game's rules holds: the game's own.
pub const MAX_SIDE: u32 = Limits::UI.max_rows;

/// The longest replay text read (a link's, or a file's): the longest replay, [`MAX_MOVES`]
/// moves on the largest board, is well under it.
pub const MAX_TEXT_BYTES: usize = 2_000_000;

/// A video's events played after its game's end for a move's worth of work in
/// [`Checking::step`] (they only move the cursor: each costs far less than a move).
const EVENTS_PER_MOVE: usize = 16;

/// Refuses a board larger than replays under `rules` hold, before anything is made for it.
fn check_board(rows: u32, cols: u32, rules: Rules) -> Result<(), ReplayError> {
    let (max, whose) = match rules {
        Rules::Ours => (MAX_SIDE, "replay links"),
        Rules::Classic => (crate::video::MAX_SIDE, "videos"),
    };
    if rows > max || cols > max {
        return Err(ReplayError::TooBig {
            rows,
            cols,
            max,
            whose,
        });
    }
    Ok(())
}

/// A game as it was played: its settings (with the first-click rule), its seed, its layout
/// once placed, and every click. Valid by construction: every `Replay` that exists re-runs to
/// a game that obeys the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    config: Config,
    seed: u64,
    /// Sorted mine indices; empty when no cell was ever revealed.
    mines: Vec<u32>,
    moves: Vec<Move>,
    /// Where the cursor was while it was played, when that was recorded.
    cursor: Vec<Sample>,
    rules: Rules,
}

impl Replay {
    /// A replay of a game played by this game's rules, checked by re-running it.
    pub fn new(
        config: Config,
        seed: u64,
        mines: Vec<u32>,
        moves: Vec<Move>,
    ) -> Result<Replay, ReplayError> {
        Replay::with_rules(config, seed, mines, moves, Rules::Ours)
    }

    /// A replay under `rules`, checked by re-running it.
    pub fn with_rules(
        config: Config,
        seed: u64,
        mines: Vec<u32>,
        moves: Vec<Move>,
        rules: Rules,
    ) -> Result<Replay, ReplayError> {
        let replay = Replay {
            config,
            seed,
            mines,
            moves,
            cursor: Vec::new(),
            rules,
        };
        replay.checked()
    }

    /// This replay with the cursor's track it was played with, checked against the board.
    pub fn with_cursor(mut self, cursor: Vec<Sample>) -> Result<Replay, ReplayError> {
        cursor::check(&cursor, &self.config)?;
        self.cursor = cursor;
        Ok(self)
    }

    /// The cursor's track (empty when none was recorded).
    pub fn cursor(&self) -> &[Sample] {
        &self.cursor
    }

    /// This replay, checked by playing it.
    fn checked(self) -> Result<Replay, ReplayError> {
        let checking = Checking::new(self, Claims::Checked, false)?;
        Ok(checking.finish_checks()?.timeline.replay)
    }

    /// The replay of `game` (this game's rules) from the clicks recorded while it was played:
    /// checked by re-running it, and refused unless that gives `game` itself.
    pub fn of(game: &Game, moves: Vec<Move>) -> Result<Replay, ReplayError> {
        let replay = Replay::new(
            *game.config(),
            game.seed(),
            game.mine_indices().to_vec(),
            moves,
        )?;
        if replay.final_game() != *game {
            return Err(ReplayError::Layout(
                "replaying the moves does not give the game they were recorded from".into(),
            ));
        }
        Ok(replay)
    }

    pub const fn config(&self) -> &Config {
        &self.config
    }

    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// The layout: sorted row-major mine indices (empty if no cell was revealed).
    pub fn mines(&self) -> &[u32] {
        &self.mines
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// Steps through the replay from the unplayed board.
    pub fn replayer(&self) -> Replayer<'_> {
        Replayer {
            replay: self,
            game: self.start(),
            next: 0,
        }
    }

    /// The unplayed board: under the classic rules the layout is there from the start.
    pub fn start(&self) -> Game {
        let fresh = Game::new(self.config, self.seed);
        if self.rules == Rules::Ours || self.mines.is_empty() {
            return fresh;
        }
        let grid = self.config.grid();
        let positions: Vec<Pos> = self.mines.iter().map(|&m| grid.pos(m as usize)).collect();
        // The layout was checked against the settings: it always fits.
        Game::with_mines(self.config, &positions).unwrap_or(fresh)
    }

    /// The game after every move.
    pub fn final_game(&self) -> Game {
        let mut replayer = self.replayer();
        // A `Replay` re-ran when it was made: no step fails.
        while let Some(Ok(_)) = replayer.step() {}
        replayer.game
    }

    /// The move that made the first reveal, if any: the first that opened something (before
    /// it only flags and marks change the board).
    pub fn first_reveal(&self) -> Option<usize> {
        first_reveal(&self.moves)
    }

    /// The game's time as its clock showed it: from the first reveal to the last move (to
    /// the move that ended it, for a finished game), in milliseconds.
    pub fn time_ms(&self) -> u32 {
        let start = self.first_reveal().map_or(0, |i| self.moves[i].at_ms);
        self.moves
            .last()
            .map_or(0, |m| m.at_ms.saturating_sub(start))
    }
}

/// The index of the first move that opened something.
fn first_reveal(moves: &[Move]) -> Option<usize> {
    moves
        .iter()
        .position(|m| m.changed && matches!(m.click, Click::Reveal(_) | Click::Chord(_)))
}

/// Checks a layout against its settings: the settings' count, sorted, distinct, on the board.
fn check_layout(config: &Config, mines: &[u32]) -> Result<(), ReplayError> {
    if mines.is_empty() {
        return Ok(());
    }
    let bad = |why: String| Err(ReplayError::Layout(why));
    if mines.len() != config.mines() as usize {
        return bad(format!(
            "it has {} mines, and its settings {}",
            mines.len(),
            config.mines()
        ));
    }
    if !mines.windows(2).all(|w| w[0] < w[1]) {
        return bad("its mines are not distinct and in order".into());
    }
    if mines.last().is_some_and(|&m| m as usize >= config.cells()) {
        return bad("a mine lies outside the board".into());
    }
    Ok(())
}

/// Steps through a replay one move at a time, keeping the game as it stands.
pub struct Replayer<'a> {
    replay: &'a Replay,
    game: Game,
    next: usize,
}

/// One move replayed: the move and its index. The game it made is [`Replayer::game`].
#[derive(Clone, Copy, Debug)]
pub struct Played {
    pub index: usize,
    pub mv: Move,
}

impl Replayer<'_> {
    /// The game before the next move.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many moves were played.
    pub fn played(&self) -> usize {
        self.next
    }

    /// Every move of the replay.
    pub fn moves(&self) -> &[Move] {
        &self.replay.moves
    }

    /// Plays the next move; `None` after the last. An error names the first move that does
    /// not replay as recorded.
    pub fn step(&mut self) -> Option<Result<Played, ReplayError>> {
        let index = self.next;
        self.next += 1;
        self.replay.play_move(&mut self.game, index)
    }
}

impl Replay {
    /// Plays move `index` on `game`, the game before it; `None` past the last move. For those
    /// who keep the game themselves (a review that runs between a page's frames).
    pub fn play_move(&self, game: &mut Game, index: usize) -> Option<Result<Played, ReplayError>> {
        let mv = *self.moves.get(index)?;
        let previous = index.checked_sub(1).map(|i| self.moves[i].at_ms);
        let played = check_order(index, mv, previous, game).and_then(|()| {
            let changed = play(game, self, mv.click)?;
            check_claim(index, mv, changed)
        });
        Some(played.map(|()| Played { index, mv }))
    }
}

/// The checks a move passes before it is played: on the board, not before the move ahead of
/// it, not after the end.
fn check_order(
    index: usize,
    mv: Move,
    previous_ms: Option<u32>,
    game: &Game,
) -> Result<(), ReplayError> {
    let grid = game.grid();
    let pos = mv.click.pos();
    if !grid.contains(pos) {
        return Err(ReplayError::Outside {
            index,
            pos,
            rows: grid.rows(),
            cols: grid.cols(),
        });
    }
    if previous_ms.is_some_and(|ms| mv.at_ms < ms) {
        return Err(ReplayError::TimeGoesBack {
            index,
            at_ms: mv.at_ms,
        });
    }
    if game.status().is_over() {
        return Err(ReplayError::AfterTheEnd { index });
    }
    Ok(())
}

/// Refuses a move whose claim to change the board is not what playing it did.
fn check_claim(index: usize, mv: Move, changed: bool) -> Result<(), ReplayError> {
    if changed == mv.changed {
        return Ok(());
    }
    Err(ReplayError::Tampered {
        index,
        click: mv.click.name(),
        claims_change: mv.changed,
    })
}

/// Plays `click` in place, under the replay's rules and with its layout for a first reveal
/// (played in place: a 200 × 200 game's thousands of moves copy no board); whether it changed
/// the board.
fn play(game: &mut Game, replay: &Replay, click: Click) -> Result<bool, ReplayError> {
    let action = match click {
        // Where left clicks do not chord, one on an open cell does nothing.
        Click::Reveal(p) => {
            let open = matches!(game.view(p), Some(CellView::Revealed(_)));
            if open && replay.rules == Rules::Classic {
                return Ok(false);
            }
            Action::Reveal(p)
        }
        Click::Chord(p) => Action::Chord(p),
        Click::Flag(p) => Action::ToggleFlag(p),
        Click::Mark(p) => Action::CycleMark(p),
    };
    let changed = if game.has_mines() || replay.mines.is_empty() {
        game.apply_in_place(action).map_err(|e| layout_error(&e))?
    } else {
        let placed = Placed {
            mines: replay.mines.clone(),
            grade: Grade::Unknown,
        };
        match game.apply_in_place_with(action, &placed) {
            Err(MoveError::Placement(_)) => {
                return Err(ReplayError::MineUnderFirstReveal(action.pos()))
            }
            other => other.map_err(|e| layout_error(&e))?,
        }
    };
    Ok(!changed.is_empty())
}

fn layout_error(e: &MoveError) -> ReplayError {
    ReplayError::Layout(e.to_string())
}

/// What a replay's moves say about themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Claims {
    /// Each says whether it changed the board (ours): playing it must agree.
    Checked,
    /// Nothing (a file of mouse events): playing each tells, and clicks after the game ended
    /// are left out.
    Derived,
}

/// A replay read and checked a slice at a time, so that a page can read the longest one
/// between frames: each [`Checking::step`] plays at most so many moves. One pass checks every
/// move, keeps the games the [`Timeline`] jumps from and counts the [`Counters`].
///
/// Every limit is checked before any work that grows with it: the board's size
/// ([`MAX_SIDE`], [`crate::video::MAX_SIDE`]) and the moves ([`MAX_MOVES`]) when it is made, the text's
/// and the file's bytes before they are read ([`MAX_TEXT_BYTES`], [`crate::video::MAX_BYTES`]).
pub struct Checking {
    /// The replay, with the moves read so far.
    replay: Replay,
    /// The moves still to read.
    unread: Unread,
    claims: Claims,
    game: Game,
    next: usize,
    stride: usize,
    checkpoints: Vec<Game>,
    counting: Option<Counting>,
    /// A video's counters, counted from its events when it was read (ZiNi and HZiNi to come).
    video: Option<Counters>,
    /// Every move is read and checked.
    moves_done: bool,
    /// ZiNi and HZiNi, counted once every move is checked.
    zini: ZiniCount,
}

/// Where the moves still to read come from.
enum Unread {
    /// Every move is in the replay already.
    Nothing,
    /// A link's binary form.
    Link(link::MoveReader),
    /// A video's events.
    Video(Box<video::Events>),
}

impl Unread {
    fn next(&mut self) -> Option<Result<Move, ReplayError>> {
        match self {
            Unread::Nothing => None,
            Unread::Link(moves) => moves.next(),
            Unread::Video(events) => events.next(),
        }
    }
}

/// ZiNi and HZiNi, counted a slice at a time after the moves.
enum ZiniCount {
    /// Not begun (or not wanted: no layout, or no counters).
    Waiting,
    /// ZiNi being counted.
    Plain(crate::zini::Counting),
    /// ZiNi counted, HZiNi being counted.
    Human(u32, crate::zini::Counting),
    Done(u32, u32),
}

/// What a finished check hands over.
struct Finished {
    timeline: Timeline,
    counting: Option<Counting>,
    video: Option<Counters>,
    game: Game,
    zini: (u32, u32),
}

/// A replay read and checked: its timeline and its counters.
#[derive(Clone, Debug)]
pub struct Checked {
    pub timeline: Timeline,
    pub counters: Counters,
}

impl Checking {
    /// Checks a replay's text (a link's), a slice at a time.
    pub fn text(text: &str) -> Result<Checking, ReplayError> {
        let unread = link::unchecked_from_text(text)?;
        let mut checking = Checking::new(unread.replay, Claims::Checked, true)?;
        // The games kept are spaced by the moves to come, not the none read yet.
        checking.stride = Timeline::stride(&checking.replay.config, unread.moves.left());
        checking.unread = Unread::Link(unread.moves);
        Ok(checking)
    }

    fn new(replay: Replay, claims: Claims, count: bool) -> Result<Checking, ReplayError> {
        if replay.moves.len() > MAX_MOVES {
            return Err(ReplayError::TooLong(replay.moves.len()));
        }
        let config = replay.config;
        check_board(config.rows(), config.cols(), replay.rules)?;
        check_layout(&config, &replay.mines)?;
        cursor::check(&replay.cursor, &config)?;
        let game = replay.start();
        Ok(Checking {
            stride: Timeline::stride(&config, replay.moves.len()),
            checkpoints: vec![game.clone()],
            counting: count.then(|| Counting::new(&replay)),
            video: None,
            moves_done: false,
            unread: Unread::Nothing,
            zini: ZiniCount::Waiting,
            game,
            next: 0,
            claims,
            replay,
        })
    }

    /// How far the reading got, out of how far it goes, in moves.
    pub fn progress(&self) -> (usize, usize) {
        match &self.unread {
            Unread::Link(moves) => (self.next, self.replay.moves.len() + moves.left()),
            Unread::Video(events) => events.progress(),
            Unread::Nothing => (self.next, self.replay.moves.len()),
        }
    }

    /// Reads and checks up to `work` more moves (then counts ZiNi as many greedy clicks at a
    /// time); whether it is all done. An error names the first move that cannot be read or
    /// does not replay as recorded.
    pub fn step(&mut self, work: usize) -> Result<bool, ReplayError> {
        if !self.moves_done {
            let end = self.next.saturating_add(work);
            while self.next < end {
                if !self.check_next()? {
                    self.moves_done = true;
                    break;
                }
            }
            if !self.moves_done {
                return Ok(false);
            }
        }
        if let Unread::Video(events) = &mut self.unread {
            // The events after the game's end: only the cursor moves; many go to a move's work.
            if !events.drain(work.saturating_mul(EVENTS_PER_MOVE)) {
                return Ok(false);
            }
            self.video = Some(events.counters());
            let end = self.replay.moves.last().map_or(0, |m| m.at_ms);
            self.replay.cursor = events.track(end);
        }
        if let Unread::Link(moves) = &self.unread {
            let track = moves.cursor()?;
            cursor::check(&track, &self.replay.config)?;
            self.replay.cursor = track;
        }
        self.unread = Unread::Nothing;
        Ok(self.count_zini(work))
    }

    /// Reads and checks the next move; `false` when there is none.
    fn check_next(&mut self) -> Result<bool, ReplayError> {
        let index = self.next;
        if index == self.replay.moves.len() {
            match self.unread.next() {
                Some(mv) => self.replay.moves.push(mv?),
                None => return Ok(false),
            }
        }
        if self.claims == Claims::Derived && self.game.status().is_over() {
            // Clicks after the end of a file's game are left out.
            self.replay.moves.truncate(index);
            return Ok(false);
        }
        let mv = self.replay.moves[index];
        let previous = index.checked_sub(1).map(|i| self.replay.moves[i].at_ms);
        check_order(index, mv, previous, &self.game)?;
        let found = self
            .counting
            .as_ref()
            .and_then(|c| c.look(&self.game, mv.click));
        let changed = play(&mut self.game, &self.replay, mv.click)?;
        match self.claims {
            Claims::Checked => check_claim(index, mv, changed)?,
            Claims::Derived => self.replay.moves[index].changed = changed,
        }
        if let (Some(counting), Some(found)) = (&mut self.counting, found) {
            counting.count(&found, &self.game, mv.click);
        }
        self.next += 1;
        if self.next % self.stride == 0 {
            self.checkpoints.push(self.game.clone());
        }
        Ok(true)
    }

    /// Counts ZiNi and HZiNi for `work` greedy clicks more; whether they are counted (or not
    /// wanted).
    fn count_zini(&mut self, work: usize) -> bool {
        if (self.counting.is_none() && self.video.is_none()) || self.replay.mines.is_empty() {
            return true;
        }
        let grid = self.replay.config.grid();
        let work = work.max(1);
        let mines = &self.replay.mines;
        self.zini = match std::mem::replace(&mut self.zini, ZiniCount::Waiting) {
            ZiniCount::Waiting => ZiniCount::Plain(crate::zini::Counting::new(grid, mines, false)),
            ZiniCount::Plain(mut counting) => match counting.step(work) {
                Some(zini) => ZiniCount::Human(zini, crate::zini::Counting::new(grid, mines, true)),
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
    pub fn finish(self) -> Result<Checked, ReplayError> {
        let Finished {
            timeline,
            counting,
            video,
            game,
            zini,
        } = self.finish_checks()?;
        let counters = match (video, counting) {
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

    fn finish_checks(mut self) -> Result<Finished, ReplayError> {
        while !self.step(usize::MAX)? {}
        if !self.replay.mines.is_empty() && !self.game.has_mines() {
            return Err(ReplayError::Layout(
                "it has mines, but no move revealed a cell".into(),
            ));
        }
        let zini = match self.zini {
            ZiniCount::Done(zini, hzini) => (zini, hzini),
            _ => (0, 0),
        };
        let timeline = Timeline {
            replay: self.replay,
            stride: self.stride,
            checkpoints: self.checkpoints,
        };
        Ok(Finished {
            timeline,
            counting: self.counting,
            video: self.video,
            game: self.game,
            zini,
        })
    }
}

/// A replay's game after any number of moves, reached quickly in either direction (a viewer's
/// scrub bar): the game every [`Timeline::stride`] moves is kept, and played forward from.
#[derive(Clone, Debug)]
pub struct Timeline {
    replay: Replay,
    stride: usize,
    checkpoints: Vec<Game>,
}

/// Two timelines are equal when their replays are (the kept games follow from them).
impl PartialEq for Timeline {
    fn eq(&self, other: &Timeline) -> bool {
        self.replay == other.replay
    }
}

impl Eq for Timeline {}

impl Timeline {
    /// The fewest moves between two kept games.
    pub const STRIDE: usize = 32;

    /// About how much memory the kept games may take: the longest replay on the largest
    /// board keeps a game every thousand moves or so rather than gigabytes of them.
    pub const KEPT_BYTES: usize = 16 << 20;

    pub fn new(replay: Replay) -> Timeline {
        let stride = Timeline::stride(&replay.config, replay.moves.len());
        let mut checkpoints = vec![replay.start()];
        let mut replayer = replay.replayer();
        while let Some(Ok(_)) = replayer.step() {
            if replayer.next % stride == 0 {
                checkpoints.push(replayer.game.clone());
            }
        }
        Timeline {
            replay,
            stride,
            checkpoints,
        }
    }

    /// Moves between two kept games: [`Timeline::STRIDE`], or more where that many games
    /// would take more than [`Timeline::KEPT_BYTES`] (a game takes about two bytes a cell and
    /// four a mine).
    fn stride(config: &Config, moves: usize) -> usize {
        let game_bytes = 2 * config.cells() + 4 * config.mines() as usize + 256;
        let kept = (Timeline::KEPT_BYTES / game_bytes).max(16);
        Timeline::STRIDE.max(moves.div_ceil(kept))
    }

    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    /// How many games are kept to jump from: what the timeline's memory grows with.
    pub fn kept(&self) -> usize {
        self.checkpoints.len()
    }

    /// How many moves the replay has.
    pub fn len(&self) -> usize {
        self.replay.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.replay.moves.is_empty()
    }

    /// The game after the first `n` moves (all of them, for `n` past the end).
    pub fn game_after(&self, n: usize) -> Game {
        let n = n.min(self.len());
        let k = (n / self.stride).min(self.checkpoints.len() - 1);
        let mut replayer = Replayer {
            replay: &self.replay,
            game: self.checkpoints[k].clone(),
            next: k * self.stride,
        };
        while replayer.next < n {
            if !matches!(replayer.step(), Some(Ok(_))) {
                break;
            }
        }
        replayer.game
    }

    /// How many moves were made by `at_ms` on the replay's clock.
    pub fn moves_by(&self, at_ms: u32) -> usize {
        self.replay.moves.partition_point(|m| m.at_ms <= at_ms)
    }
}

/// Records a game's clicks as it is played, for its replay, and the cursor's track from the
/// first click on. Times come in as wall-clock milliseconds (`Date.now()`, or an `Instant`
/// turned into milliseconds) and are kept relative to the first click; [`Recorder::resume`]
/// continues a restored game's timeline without counting the time the game was away.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Recorder {
    /// The wall-clock time of `at_ms` 0.
    origin: Option<f64>,
    moves: Vec<Move>,
    cursor: cursor::Track,
}

impl Recorder {
    /// A recorder for a restored game whose clicks so far are `moves`. `started` is the
    /// wall-clock time its clock now counts from (the restored first reveal): new clicks
    /// continue the timeline from there, without the time the game was away. A game not begun
    /// continues from its last click at `now`.
    pub fn resume(moves: Vec<Move>, started: Option<f64>, now: f64) -> Recorder {
        let first = first_reveal(&moves).map(|i| f64::from(moves[i].at_ms));
        let origin = match (started, first, moves.last()) {
            (Some(started), Some(first), _) => Some(started - first),
            (_, _, Some(last)) => Some(now - f64::from(last.at_ms)),
            _ => None,
        };
        Recorder {
            origin,
            moves,
            cursor: cursor::Track::default(),
        }
    }

    /// This recorder with the track recorded before a reload.
    pub fn with_cursor(mut self, cursor: Vec<Sample>) -> Recorder {
        self.cursor = cursor::Track::from(cursor);
        self
    }

    /// Records `action`, made at wall-clock `at`, and whether it changed the board.
    pub fn record(&mut self, action: Action, at: f64, by_solver: bool, changed: bool) {
        if self.moves.len() >= MAX_MOVES {
            return;
        }
        let origin = *self.origin.get_or_insert(at);
        let last = self.moves.last().map_or(0, |m| m.at_ms);
        let at_ms = ((at - origin).round().clamp(0.0, f64::from(u32::MAX)) as u32).max(last);
        self.moves.push(Move {
            click: Click::of(action),
            at_ms,
            by_solver,
            changed,
        });
    }

    /// Records where the cursor was at wall-clock `at`: `x` and `y` in the board's pixels at
    /// [`cursor::CELL_PIXELS`] a cell (a front end converts from its zoom), with the buttons
    /// down. The track starts with the first click: what came in the second before it (its
    /// own press, handed over with it) is kept at time 0, anything earlier is not; the track
    /// keeps at most a sample a frame ([`cursor::Track::push`]).
    pub fn record_cursor(&mut self, at: f64, x: u16, y: u16, buttons: Buttons) {
        let Some(origin) = self.origin else {
            return;
        };
        let at_ms = (at - origin).round();
        if at_ms < -1_000.0 {
            return;
        }
        let at_ms = at_ms.max(0.0);
        self.cursor.push(Sample {
            at_ms: at_ms.min(f64::from(u32::MAX)) as u32,
            x,
            y,
            buttons,
        });
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn cursor(&self) -> &[Sample] {
        self.cursor.samples()
    }

    /// The moves, for the replay.
    pub fn into_moves(self) -> Vec<Move> {
        self.moves
    }

    /// The replay of `game`, played with these clicks and this track ([`Replay::of`]); the
    /// track is kept to the board (and left out, rather than the replay, if it still did not
    /// fit).
    pub fn replay(&self, game: &Game) -> Result<Replay, ReplayError> {
        let replay = Replay::of(game, self.moves.clone())?;
        if self.cursor.samples().is_empty() {
            return Ok(replay);
        }
        let (width, height) = cursor::size(game.config());
        let fit = |v: u16, max: u32| v.min((max.saturating_sub(1)).min(u32::from(u16::MAX)) as u16);
        let track = self
            .cursor
            .samples()
            .iter()
            .map(|s| Sample {
                x: fit(s.x, width),
                y: fit(s.y, height),
                ..*s
            })
            .collect();
        Ok(replay.clone().with_cursor(track).unwrap_or(replay))
    }
}

#[cfg(test)]
mod tests;
