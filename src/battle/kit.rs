//! What the Battle page loads after its first paint: the computer's mind (the solver), the
//! no-guess generator, reading and writing the browser's storage, and the statistics table. The first screen is the
//! settings row, the scoreboard and the board on the rules alone; until the kit arrives the
//! computer waits (its clock starts at your first move, so it loses at most that moment).
//! The same pattern as the classic page's (`classic::kit`, `shared::lazy`).

use yew::prelude::*;

use minesweeper_engine::battle::{Battle, BattleConfig, Level, Sight};
use minesweeper_engine::Pos;

use crate::battle::components::stats::StatsProps;
use crate::battle::state::{Saved, State, Stats};
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

/// A no-guess battle being made, one generator step per call: the battle once made, and
/// what to tell the player if the generator settled for an ordinary board.
pub type Making = Box<dyn FnMut() -> Option<(Battle, Option<String>)>>;

/// Everything the Battle page loads after its first paint.
pub trait Kit {
    /// The computer's move at `level`, from what it sees.
    fn choose(&self, level: Level, sight: &Sight) -> Option<Pos>;
    /// The no-guess board for `config` and `seed`, made one step per call (the board
    /// `Battle::new` makes in one go).
    fn make(&self, config: BattleConfig, seed: u64) -> Making;
    /// What the browser kept, checked.
    fn stored(&self) -> Stored;
    /// Writes to the browser's storage, or says why it could not.
    fn save(&self, what: Save<'_>) -> Result<(), String>;
    /// The statistics table under the board.
    fn stats(&self, props: StatsProps) -> Html;
    /// The effects that need the kit: saving.
    fn effects(&self, state: UseReducerHandle<State>) -> Html;
}

// The loader the page's binary sets, the implementation, and the kit when it is here.
crate::chunk!(Kit, &later::Later);

/// The implementation, reached only through [`implementation`].
mod later {
    use super::*;

    use minesweeper_engine::battle;
    use minesweeper_engine::no_guess::{Budget, Method};

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

        fn make(&self, config: BattleConfig, seed: u64) -> Making {
            let mut generator = battle::no_guess_generator(config, seed, Budget::DEFAULT);
            Box::new(move || {
                let made = generator.step()?;
                let fell_back = (made.method == Method::Fallback).then(|| {
                    format!(
                        "No no-guess board was found for {}×{} with {} mines; this one may need guesses.",
                        config.rows(),
                        config.cols(),
                        config.mines()
                    )
                });
                Some(match Battle::with_mines(config, seed, &made.mines) {
                    Ok(battle) => (battle, fell_back),
                    // Not expected: the generator keeps the rules. Play on an ordinary board.
                    Err(why) => (
                        Battle::ordinary(config, seed),
                        Some(format!(
                            "The no-guess board was refused ({why}); this one may need guesses."
                        )),
                    ),
                })
            })
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
