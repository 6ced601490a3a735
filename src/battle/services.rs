//! The Battle page's services, as the first screen sees them: the computer's mind (the solver), the
//! no-guess generator, reading and writing the browser's storage, as one trait with plain data
//! in and out. The first screen is the settings row, the scoreboard and the board on the rules
//! alone; until the rest arrives the computer waits (its clock starts at your first move, so it
//! loses at most that moment). Its one implementation, and the views that come with it, are
//! `battle::later`, which depends on this module, never the other way. The same pattern as
//! the classic page's (`classic::services`, `shared::lazy`).

use minesweeper_engine::battle::{Battle, BattleConfig, Level, Sight};
use minesweeper_engine::Pos;

use crate::battle::records::{Saved, Stats};
use crate::shared::prefs::Prefs;

/// What the browser kept from earlier visits, read at startup.
#[derive(Debug, Default)]
pub struct Kept {
    pub prefs: Prefs,
    pub saved: Option<Saved>,
    pub stats: Stats,
    /// What could not be read, for the notice.
    pub notes: Vec<String>,
}

/// What to write to the browser's storage.
pub enum Save<'a> {
    Battle(Saved),
    Stats(&'a Stats),
    Prefs(&'a Prefs),
}

/// A no-guess battle being made, one generator step per call: the battle once made, and
/// what to tell the player if the generator settled for an ordinary board.
pub type Making = Box<dyn FnMut() -> Option<(Battle, Option<String>)>>;

/// Everything the Battle page's state loads after its first paint.
pub trait Services {
    /// The computer's move at `level`, from what it sees.
    fn choose(&self, level: Level, sight: &Sight) -> Option<Pos>;
    /// The no-guess board for `config` and `seed`, made one step per call (the board
    /// `Battle::new` makes in one go).
    fn make(&self, config: BattleConfig, seed: u64) -> Making;
    /// What the browser kept, checked.
    fn stored(&self) -> Kept;
    /// Writes to the browser's storage, or says why it could not.
    fn save(&self, what: Save<'_>) -> Result<(), String>;
}
