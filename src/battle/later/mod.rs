//! What the Battle page loads after its first paint (the `rest` chunk, `shared::lazy`): the one
//! implementation of its [`Services`] — the computer's mind (the solver), the no-guess generator,
//! reading and writing the browser's storage — and of its [`Views`]: the result, the statistics
//! table and the effects that need the rest. This side depends on the first screen's, never the
//! other way.

mod effects;
mod hooks;

use minesweeper_engine::battle::{self, Battle, BattleConfig, Level, Sight};
use minesweeper_engine::no_guess::{Budget, Method};
use minesweeper_engine::Pos;
use yew::prelude::*;

use crate::battle::components::result;
use crate::battle::components::stats::{StatsProps, StatsTable};
use crate::battle::components::views::{EffectsProps, Views};
use crate::battle::records::{Saved, Stats};
use crate::battle::services::{Kept, Making, Save, Services};
use crate::battle::state::State;
use crate::battle::{BATTLE_KEY, BATTLE_STATS_KEY};
use crate::shared::prefs::{Prefs, PREFS_KEY};
use crate::shared::storage;
use crate::shared::words::{unread_notice, words};
use effects::Effects;

/// Everything the rest holds: its services and its views, one object.
pub trait ServicesAndViews: Services + Views {}

impl<T: Services + Views> ServicesAndViews for T {}

// The loader the page's binary sets, the implementation, and the rest when it is here.
crate::chunk!(ServicesAndViews, &Rest);

pub struct Rest;

impl Services for Rest {
    fn choose(&self, level: Level, sight: &Sight) -> Option<Pos> {
        level.choose(sight)
    }

    fn make(&self, config: BattleConfig, seed: u64) -> Making {
        let mut generator = battle::no_guess_generator(config, seed, Budget::DEFAULT);
        Box::new(move || {
            let made = generator.step()?;
            let fell_back = (made.method == Method::Fallback).then(|| {
                words()
                    .notice_no_guess_fallback(config.rows(), config.cols(), config.mines())
                    .to_string()
            });
            Some(match Battle::with_mines(config, seed, &made.mines) {
                Ok(battle) => (battle, fell_back),
                // Not expected: the generator keeps the rules. Play on an ordinary board.
                Err(why) => (
                    Battle::ordinary(config, seed),
                    Some(words().notice_no_guess_refused(why.to_string()).to_string()),
                ),
            })
        })
    }

    fn stored(&self) -> Kept {
        let mut notes = Vec::new();
        let prefs = Prefs::load_noting(&mut notes);
        let stats = storage::load(
            BATTLE_STATS_KEY,
            unread_notice(|w, why| w.notice_unread_battle_stats(why)),
            Stats::parse,
            &mut notes,
        )
        .unwrap_or_default();
        let saved = storage::load(
            BATTLE_KEY,
            unread_notice(|w, why| w.notice_unread_battle(why)),
            Saved::parse,
            &mut notes,
        );
        Kept {
            prefs,
            saved,
            stats,
            notes,
        }
    }

    fn save(&self, what: Save<'_>) -> Result<(), String> {
        match what {
            Save::Battle(saved) => storage::try_write(BATTLE_KEY, &saved),
            Save::Stats(stats) => storage::try_write(BATTLE_STATS_KEY, stats),
            Save::Prefs(prefs) => storage::try_write(PREFS_KEY, prefs),
        }
    }
}

impl Views for Rest {
    fn result(&self, state: &State) -> Html {
        result::view(state)
    }

    fn stats(&self, props: StatsProps) -> Html {
        html! { <StatsTable ..props /> }
    }

    fn effects(&self, props: EffectsProps) -> Html {
        html! { <Effects ..props /> }
    }

    fn account_link(&self) -> Html {
        html! { <crate::account::components::link::AccountLink base="../" /> }
    }
}
