//! The classic page's services, as the first screen sees them: what it asks of the code loaded
//! after its first paint — the solver (hint, autoplay, probabilities), the no-guess generator,
//! reading and writing the browser's storage, the game-end accounting — as one trait with plain
//! data in and out. The first screen is the board, the counters, the face and the timer, moving
//! through the rules alone; it reaches the rest only through [`Services`] (and the views,
//! `components::views::Views`), whose one implementation is `classic::later`, the `rest` chunk
//! (`shared::lazy`). That side depends on this one and on the state, never the other way: the
//! accounting and the restoring are done there, and handed back as data.

use std::rc::Rc;

use minesweeper_engine::daily::{Daily, DailyStats};
use minesweeper_engine::records::{SavedGame, Stats};
use minesweeper_engine::replay::{Recorder, Replay};
use minesweeper_engine::solver::{Analysis, Deduction, Hint};
use minesweeper_engine::{Config, Game, Placed, Placement, Pos};

use crate::classic::result::GameResult;
use crate::replay::open::Progress;
use crate::shared::prefs::Prefs;

/// What the browser kept from earlier visits, read at startup.
#[derive(Debug, Default)]
pub struct Kept {
    pub prefs: Prefs,
    pub saved: Option<SavedGame>,
    pub stats: Stats,
    pub daily_stats: DailyStats,
    /// What could not be read, for the notice.
    pub notes: Vec<String>,
}

/// What a saved game resumes with from the page load: the statistics read with it, and the
/// notice.
pub struct PageLoad {
    pub stats: Rc<Stats>,
    pub daily_stats: Rc<DailyStats>,
    pub notice: Option<String>,
}

/// A saved game, resumed: what the state is made from ([`Services::restore`]).
pub struct ResumedGame {
    pub game: Game,
    /// When its clock started and ended, on this page's clock.
    pub started: Option<f64>,
    pub ended: Option<f64>,
    pub assisted: bool,
    pub recorder: Recorder,
    pub daily: Option<Daily>,
    pub daily_counts: bool,
    /// A finished game's result card, as it was before the reload.
    pub result: Option<GameResult>,
    pub notice: Option<String>,
}

/// A game that has just ended, as its accounting reads it ([`Services::settle`]).
pub struct EndedGame {
    pub game: Rc<Game>,
    /// When it ended, and how long it took, in milliseconds.
    pub at: f64,
    pub ms: f64,
    pub assisted: bool,
    /// Its clicks and the cursor's track.
    pub recorder: Rc<Recorder>,
    pub daily: Option<Daily>,
    /// It is its daily board's first attempt: the one that counts.
    pub daily_counts: bool,
    pub stats: Rc<Stats>,
    pub daily_stats: Rc<DailyStats>,
}

/// A game's end, accounted for: the statistics and the daily result recorded, the replay
/// kept and counted, the result card's figures.
pub struct Settled {
    pub stats: Rc<Stats>,
    pub daily_stats: Rc<DailyStats>,
    pub result: GameResult,
    pub finished: Option<Rc<Replay>>,
}

/// What to write to the browser's storage.
pub enum Save<'a> {
    Game(&'a SavedGame),
    Stats(&'a Stats),
    Daily(&'a DailyStats),
    Prefs(&'a Prefs),
}

/// A no-guess board being made, a few generator steps per call.
pub type Search = Box<dyn FnMut() -> Option<Placed>>;

/// Everything the classic page's state loads after its first paint.
pub trait Services {
    /// The solver's next move (`None` once the game is over).
    fn hint(&self, game: &Game) -> Option<Hint>;
    /// Every cell's chance of a mine in `game`, and whether it is exact.
    fn analyse(&self, game: &Game) -> Analysis;
    /// How a first reveal places the mines: no-guess boards for that rule.
    fn placement(&self) -> &'static dyn Placement;
    /// A no-guess board for a first reveal at `first`, made one step per call.
    fn search(&self, config: Config, seed: u64, first: Pos) -> Search;
    /// A game that ended, accounted for.
    fn settle(&self, ending: EndedGame) -> Settled;
    /// The daily results with the first attempt at `daily` begun: a loss until it ends.
    fn begin_daily(&self, stats: &DailyStats, daily: &Daily) -> Rc<DailyStats>;
    /// A no-guess game's grade, worked out by proof when the board did not say it.
    fn grade(&self, game: &Game) -> Option<Deduction>;
    /// What the browser kept, checked.
    fn stored(&self) -> Kept;
    /// Writes to the browser's storage, or says why it could not.
    fn save(&self, what: Save<'_>) -> Result<(), String>;
    /// Keeps a finished game in the history (its replay, when it ended, whether it was a new
    /// best or assisted, its daily tag); a sentence when storage is short.
    fn keep(
        &self,
        replay: &Replay,
        at: f64,
        best: bool,
        assisted: bool,
        daily: Option<String>,
    ) -> Option<String>;
    /// A saved game resumed at `now`: the clock goes on from the saved time, and so does the
    /// replay's.
    fn restore(&self, saved: SavedGame, now: f64, from: &PageLoad) -> ResumedGame;
    /// Opens a video file (dropped on the page) in the replay viewer, saying how it goes.
    fn open_video(&self, file: web_sys::File, progress: Progress);
    /// The analysis board on a position's `.mine` text, as the address carried it.
    fn analysis(&self, text: yew::AttrValue) -> yew::Html;
}
