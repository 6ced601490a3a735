//! What the classic page loads after its first paint (the `rest` chunk, `shared::lazy`): the one
//! implementation of its [`Services`] — the solver (hint, autoplay, probabilities), the no-guess
//! generator, reading and writing the browser's storage, the game-end accounting and a saved game's
//! restoring — and of its [`Views`]: every view the first screen does not show (the menu, the
//! solver's controls, the dialogs, the result card) and the effects that need the services. This
//! side depends on the first screen's (the state, the components), never the other way; the first
//! screen reaches it only through the two traits, and the loader below.

mod accounting;
mod effects;
mod hooks;
mod page;

pub use hooks::SAVE_DELAY_MS;

use minesweeper_engine::daily::{Daily, DailyStats};
use minesweeper_engine::history::{Entry, History};
use minesweeper_engine::no_guess::{self, Budget, Generator, NoGuess};
use minesweeper_engine::records::{SavedGame, Stats};
use minesweeper_engine::replay::Replay;
use minesweeper_engine::solver::{self, Analysis, Deduction, Hint, Position};
use minesweeper_engine::{Config, Game, Limits, Placement, Pos};
use yew::prelude::*;

use crate::analysis::components::screen::AnalysisScreen;
use crate::classic::components::views::{Page, View, Views};
use crate::classic::services::{
    EndedGame, Kept, PageLoad, ResumedGame, Save, Search, Services, Settled,
};
use crate::classic::{DAILY_KEY, GAME_KEY, HISTORY_KEY, STATS_KEY};
use crate::replay::open::Progress;
use crate::shared::prefs::{Prefs, PREFS_KEY};
use crate::shared::storage;
use crate::shared::words::{unread_notice, words};
use minesweeper_i18n::refusal::all_dropped;

/// Everything the rest holds: its services and its views, one object.
pub trait ServicesAndViews: Services + Views {}

impl<T: Services + Views> ServicesAndViews for T {}

// The loader the page's binary sets, the implementation, and the rest when it is here; the
// rest's arrival mounts the page's drop of a video (`replay::drop`).
crate::chunk!(ServicesAndViews, {
    crate::replay::drop::mount_once();
    &Rest
});

pub struct Rest;

impl Services for Rest {
    fn hint(&self, game: &Game) -> Option<Hint> {
        solver::hint(game)
    }

    fn analyse(&self, game: &Game) -> Analysis {
        solver::analyse(&Position::of(game))
    }

    fn placement(&self) -> &'static dyn Placement {
        &NoGuess::DEFAULT
    }

    fn search(&self, config: Config, seed: u64, first: Pos) -> Search {
        let mut generator = Generator::new(config, seed, first, Budget::DEFAULT);
        Box::new(move || generator.step().map(|made| made.placed()))
    }

    fn settle(&self, ending: EndedGame) -> Settled {
        accounting::settle(ending, self)
    }

    fn begin_daily(&self, stats: &DailyStats, daily: &Daily) -> std::rc::Rc<DailyStats> {
        let mut begun = stats.clone();
        begun.begin(daily);
        std::rc::Rc::new(begun)
    }

    fn grade(&self, game: &Game) -> Option<Deduction> {
        no_guess::grade(game)
    }

    /// What this browser keeps.
    fn stored(&self) -> Kept {
        let mut notes = Vec::new();
        let prefs = Prefs::load_noting(&mut notes);
        let (stats, dropped) = storage::load(
            STATS_KEY,
            unread_notice(|w, why| w.notice_unread_stats(why)),
            Stats::parse,
            &mut notes,
        )
        .unwrap_or_default();
        if !dropped.is_empty() {
            let w = words();
            notes.push(w.notice_stats_reset(all_dropped(&w, &dropped)).to_string());
        }
        let (daily_stats, dropped) = storage::load(
            DAILY_KEY,
            unread_notice(|w, why| w.notice_unread_daily(why)),
            DailyStats::parse,
            &mut notes,
        )
        .unwrap_or_default();
        if !dropped.is_empty() {
            let w = words();
            notes.push(
                w.notice_daily_dropped(all_dropped(&w, &dropped))
                    .to_string(),
            );
        }
        // Only a board the settings could have made: anything else would be clamped into
        // the address bar and lost at the next reload (and a huge one would freeze the
        // page).
        let saved = storage::load(
            GAME_KEY,
            unread_notice(|w, why| w.notice_unread_game(why)),
            |text| SavedGame::parse_within(text, Limits::UI),
            &mut notes,
        );
        Kept {
            prefs,
            saved,
            stats,
            daily_stats,
            notes,
        }
    }

    fn save(&self, what: Save<'_>) -> Result<(), String> {
        match what {
            Save::Game(saved) => storage::try_write(GAME_KEY, saved),
            Save::Stats(stats) => storage::try_write(STATS_KEY, stats),
            Save::Daily(daily) => storage::try_write(DAILY_KEY, daily),
            Save::Prefs(prefs) => storage::try_write(PREFS_KEY, prefs),
        }
    }

    fn keep(
        &self,
        replay: &Replay,
        at: f64,
        best: bool,
        assisted: bool,
        daily: Option<String>,
    ) -> Option<String> {
        let entry = Entry::new(replay, at, best, assisted, daily);
        let mut history = storage::read(HISTORY_KEY)
            .and_then(|text| History::parse(&text).ok())
            .map(|(history, _)| history)
            .unwrap_or_default();
        history.add(entry);
        let mut dropped = 0;
        while storage::try_write(HISTORY_KEY, &history).is_err() {
            if !history.drop_oldest() {
                return Some(words().notice_storage_full().to_string());
            }
            dropped += 1;
        }
        crate::account::sync::in_background();
        (dropped > 0).then(|| words().notice_storage_dropped(dropped).to_string())
    }

    fn restore(&self, saved: SavedGame, now: f64, from: &PageLoad) -> ResumedGame {
        accounting::restore(saved, now, from, self)
    }

    fn open_video(&self, file: web_sys::File, progress: Progress) {
        crate::replay::open::open_video(file, progress);
    }

    fn analysis(&self, text: AttrValue) -> Html {
        // Keyed by its text: another position (a file dropped on the board) is a board anew.
        let key = text.to_string();
        html! { <AnalysisScreen {key} {text} /> }
    }
}

impl Views for Rest {
    fn view(&self, view: View, page: &Page) -> Html {
        page::view(view, page)
    }
}
