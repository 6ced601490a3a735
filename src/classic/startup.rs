//! What a classic page load starts from: the saved game and statistics, or the URL's game.

use std::rc::Rc;

use minesweeper_engine::daily::{Daily, Date};
use minesweeper_engine::records::SavedGame;

use crate::classic::services::{Kept, PageLoad, Services};
use crate::classic::settings::from_query;
use crate::classic::state::State;
use crate::shared::browser::{now_ms, query, random_seed};
use crate::shared::lazy::Loaded;
use crate::shared::query::load_notice;

impl State {
    /// The state a page load starts from, given what the browser kept (read by the rest, when
    /// it kept anything): the saved game when the URL names it (or names nothing), else the
    /// URL's game, else a fresh Beginner board.
    pub fn initial(stored: Kept, services: Loaded<dyn Services>) -> State {
        let query = query();
        let url = from_query(&query);
        let stats = Rc::new(stored.stats);
        let daily_stats = Rc::new(stored.daily_stats);
        let daily = url.daily.map(|(preset, date)| Daily {
            date: date.unwrap_or_else(|| Date::of_unix_ms(now_ms())),
            preset,
        });
        let notice = load_notice(&crate::shared::words::words(), &url.notices, stored.notes);
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
            services,
            ..State::new(
                url.config,
                url.seed.unwrap_or_else(random_seed),
                notice.clone(),
            )
        };
        // Only the rest reads a saved game, so only a state with the rest restores one.
        match stored.saved.zip(services.0) {
            Some((saved, services)) if names_saved(&saved) => {
                let from = PageLoad {
                    stats,
                    daily_stats,
                    notice,
                };
                let restored = services.restore(saved, now_ms(), &from);
                State::restored(
                    restored,
                    from.stats,
                    from.daily_stats,
                    Loaded(Some(services)),
                )
            }
            _ => match daily {
                Some(daily) => State::daily(daily, &fresh),
                None => fresh,
            },
        }
    }
}
