//! What the Battle page loads after its first paint: the computer's mind (the solver), reading
//! and writing the browser's storage, and the statistics table. The first screen is the
//! settings row, the scoreboard and the board on the rules alone; until the kit arrives the
//! computer waits (its clock starts at your first move, so it loses at most that moment).
//! The same pattern as the classic page's (`classic::kit`, `shared::lazy`).

use std::cell::Cell;

use yew::prelude::*;

use minesweeper_engine::battle::{Level, Sight};
use minesweeper_engine::Pos;

use crate::battle::components::stats::StatsProps;
use crate::battle::state::{Saved, State, Stats};
use crate::shared::lazy::{Load, Loaded, NotLoaded};
use crate::shared::prefs::Prefs;

/// What the browser kept from earlier visits, read at startup.
#[derive(Debug, Default)]
pub struct Stored {
    pub prefs: Prefs,
    pub saved: Option<Saved>,
    pub stats: Stats,
    /// What could not be read, for the notice.
    pub notes: Vec<String>,
}

/// What to write to the browser's storage.
pub enum Save<'a> {
    Battle(&'a State),
    Stats(&'a Stats),
    Prefs(&'a Prefs),
}

/// Everything the Battle page loads after its first paint.
pub trait Kit {
    /// The computer's move at `level`, from what it sees.
    fn choose(&self, level: Level, sight: &Sight) -> Option<Pos>;
    /// What the browser kept, checked.
    fn stored(&self) -> Stored;
    /// Writes to the browser's storage, or says why it could not.
    fn save(&self, what: Save<'_>) -> Result<(), String>;
    /// The statistics table under the board.
    fn stats(&self, props: StatsProps) -> Html;
    /// The effects that need the kit: saving.
    fn effects(&self, state: UseReducerHandle<State>) -> Html;
}

// How the page fetches its kit when it is split: set by `src/bin/battle.rs`.
thread_local! {
    static LOAD: Cell<Option<Load<dyn Kit>>> = const { Cell::new(None) };
}

/// Called once by the split page's `main`, before it renders.
pub fn load_with(load: Load<dyn Kit>) {
    LOAD.set(Some(load));
}

/// The kit's one implementation. A split page reaches it only through its loader.
pub fn implementation() -> &'static dyn Kit {
    &later::Later
}

/// The kit: at once when it is here, else once it arrives (or why it cannot).
pub async fn kit() -> Result<&'static dyn Kit, NotLoaded> {
    match LOAD.get() {
        Some(load) => load().await,
        #[cfg(not(feature = "split"))]
        None => Ok(implementation()),
        #[cfg(feature = "split")]
        None => Err(NotLoaded),
    }
}

/// The kit when it is here without waiting: always in one module (tests), never when split.
pub fn now() -> Loaded<dyn Kit> {
    #[cfg(not(feature = "split"))]
    return Loaded(Some(implementation()));
    #[cfg(feature = "split")]
    return Loaded(None);
}

/// The implementation, reached only through [`implementation`].
mod later {
    use super::*;

    use crate::battle::components::effects::Effects;
    use crate::battle::components::stats::StatsTable;
    use crate::battle::{BATTLE_KEY, BATTLE_STATS_KEY};
    use crate::shared::prefs::PREFS_KEY;
    use crate::shared::storage;

    pub struct Later;

    impl Kit for Later {
        fn choose(&self, level: Level, sight: &Sight) -> Option<Pos> {
            level.choose(sight)
        }

        fn stored(&self) -> Stored {
            let mut notes = Vec::new();
            let prefs = storage::load(PREFS_KEY, "Preferences", Prefs::parse, &mut notes)
                .unwrap_or_default();
            let stats = storage::load(
                BATTLE_STATS_KEY,
                "Your battle statistics",
                Stats::parse,
                &mut notes,
            )
            .unwrap_or_default();
            let saved = storage::load(BATTLE_KEY, "Your saved battle", Saved::parse, &mut notes);
            Stored {
                prefs,
                saved,
                stats,
                notes,
            }
        }

        fn save(&self, what: Save<'_>) -> Result<(), String> {
            match what {
                Save::Battle(state) => storage::try_write(BATTLE_KEY, &state.saved()),
                Save::Stats(stats) => storage::try_write(BATTLE_STATS_KEY, stats),
                Save::Prefs(prefs) => storage::try_write(PREFS_KEY, prefs),
            }
        }

        fn stats(&self, props: StatsProps) -> Html {
            html! { <StatsTable ..props /> }
        }

        fn effects(&self, state: UseReducerHandle<State>) -> Html {
            html! { <Effects {state} kit={&Later as &'static dyn Kit} /> }
        }
    }
}
