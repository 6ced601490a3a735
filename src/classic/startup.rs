//! What a classic page load starts from: the saved game and statistics, or the URL's game.

use std::rc::Rc;

use minesweeper_engine::Limits;

use minesweeper_engine::daily::{Daily, DailyStats, Date};
use minesweeper_engine::records::{SavedGame, Stats};

use crate::classic::settings::from_query;
use crate::classic::state::State;
use crate::classic::{DAILY_KEY, GAME_KEY, STATS_KEY};
use crate::shared::browser::{now_ms, query, random_seed};
use crate::shared::storage::load;

impl State {
    /// The state a page load starts from: the saved game when the URL names it (or names
    /// nothing), else the URL's game, else a fresh Beginner board.
    pub fn initial() -> State {
        let query = query();
        let url = from_query(&query);
        let mut notes = Vec::new();
        if !url.notices.is_empty() {
            notes.push(format!(
                "The link was adjusted: {}.",
                url.notices.join("; ")
            ));
        }
        let (stats, dropped) =
            load(STATS_KEY, "Your statistics", Stats::parse, &mut notes).unwrap_or_default();
        if !dropped.is_empty() {
            notes.push(format!(
                "Some statistics did not add up and were reset ({}).",
                dropped.join("; ")
            ));
        }
        let stats = Rc::new(stats);
        let (daily_stats, dropped) = load(
            DAILY_KEY,
            "Your daily results",
            DailyStats::parse,
            &mut notes,
        )
        .unwrap_or_default();
        if !dropped.is_empty() {
            notes.push(format!(
                "Some daily results were left out ({}).",
                dropped.join("; ")
            ));
        }
        let daily_stats = Rc::new(daily_stats);
        let daily = url.daily.map(|(preset, date)| Daily {
            date: date.unwrap_or_else(|| Date::of_unix_ms(now_ms())),
            preset,
        });
        // Only a board the settings could have made: anything else would be clamped into the
        // address bar and lost at the next reload (and a huge one would freeze the page).
        let saved = load(
            GAME_KEY,
            "Your saved game",
            |text| SavedGame::parse_within(text, Limits::UI),
            &mut notes,
        );
        let notice = (!notes.is_empty()).then(|| notes.join(" "));
        let names_saved = |s: &SavedGame| match daily {
            Some(daily) => s.daily.as_deref() == Some(daily.tag().as_str()),
            None => {
                query.trim_start_matches('?').is_empty()
                    || (url.notices.is_empty()
                        && s.daily.is_none()
                        && url.seed == Some(s.game.seed())
                        && url.config == *s.game.config())
            }
        };
        let fresh = State {
            stats: stats.clone(),
            daily_stats: daily_stats.clone(),
            ..State::new(
                url.config,
                url.seed.unwrap_or_else(random_seed),
                notice.clone(),
            )
        };
        match saved {
            Some(saved) if names_saved(&saved) => {
                State::restored(saved, now_ms(), stats, daily_stats, notice)
            }
            _ => match daily {
                Some(daily) => State::daily(daily, &fresh),
                None => fresh,
            },
        }
    }
}
