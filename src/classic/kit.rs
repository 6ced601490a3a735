//! What the classic page loads after its first paint: the solver (hint, autoplay,
//! probabilities), the no-guess generator, reading and writing the browser's storage, the
//! game-end accounting, and every view the first screen does not show (the menu, the solver's
//! controls, the dialogs, the result card). The first screen is the
//! board, the counters, the face and the timer, moving through the rules alone; it reaches
//! the rest only through [`Kit`], whose one implementation is in the `later` chunk
//! (`shared::lazy`). The reducer holds the kit once it has arrived ([`Loaded`]); a control
//! used before that waits for it (`hooks::use_kit`).

use std::rc::Rc;

use yew::prelude::*;

use minesweeper_engine::daily::DailyStats;
use minesweeper_engine::records::{SavedGame, Stats};
use minesweeper_engine::replay::Replay;
use minesweeper_engine::solver::{Analysis, Hint, Rule};
use minesweeper_engine::{Config, Game, Placed, Placement, Pos};

use crate::classic::components::assist::AssistProps;
use crate::classic::components::daily_dialog::DailyProps;
use crate::classic::components::effects::EffectsProps;
use crate::classic::components::history_dialog::HistoryProps;
use crate::classic::components::menu::MenuProps;
use crate::classic::components::result_card::ResultCardProps;
use crate::classic::components::settings_dialog::SettingsProps;
use crate::classic::components::stats_dialog::StatisticsProps;
use crate::classic::state::State;
use crate::shared::lazy::Loaded;
use crate::shared::prefs::Prefs;

/// What the browser kept from earlier visits, read at startup.
#[derive(Debug, Default)]
pub struct Stored {
    pub prefs: Prefs,
    pub saved: Option<SavedGame>,
    pub stats: Stats,
    pub daily_stats: DailyStats,
    /// What could not be read, for the notice.
    pub notes: Vec<String>,
}

/// What a restored game keeps from the page load: the statistics read with it, and the notice.
pub struct Restore {
    pub stats: Rc<Stats>,
    pub daily_stats: Rc<DailyStats>,
    pub notice: Option<String>,
}

/// What to write to the browser's storage.
pub enum Save<'a> {
    /// The game on screen, its clock read at `now`.
    Game {
        state: &'a State,
        now: f64,
    },
    Stats(&'a Stats),
    Daily(&'a DailyStats),
    Prefs(&'a Prefs),
}

/// A view the first screen does not show.
pub enum View {
    /// The game menu in the header.
    Menu(MenuProps),
    /// The solver's controls under the board.
    Assist(AssistProps),
    /// The effects that need the kit (it draws nothing).
    Effects(EffectsProps),
    Settings(SettingsProps),
    Statistics(StatisticsProps),
    History(HistoryProps),
    Daily(DailyProps),
    Result(ResultCardProps),
}

/// A no-guess board being made, a few generator steps per call.
pub type Search = Box<dyn FnMut() -> Option<Placed>>;

/// Everything the classic page loads after its first paint.
pub trait Kit {
    /// The solver's next move (`None` once the game is over).
    fn hint(&self, game: &Game) -> Option<Hint>;
    /// Every cell's chance of a mine in `game`, and whether it is exact.
    fn analyse(&self, game: &Game) -> Analysis;
    /// How a first reveal places the mines: no-guess boards for that rule.
    fn placement(&self) -> &'static dyn Placement;
    /// A no-guess board for a first reveal at `first`, made one step per call.
    fn search(&self, config: Config, seed: u64, first: Pos) -> Search;
    /// A game that ended, accounted for ([`State::accounted`]).
    fn settle(&self, state: State) -> State;
    /// A no-guess game's grade, worked out by proof when the board did not say it.
    fn grade(&self, game: &Game) -> Option<Rule>;
    /// What the browser kept, checked.
    fn stored(&self) -> Stored;
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
    /// A saved game resumed at `now` (see [`State::restored`]).
    fn restore(&self, saved: SavedGame, now: f64, from: Restore) -> State;
    fn view(&self, view: View) -> Html;
}

// The loader the page's binary sets, the implementation, and the kit when it is here.
crate::chunk!(Kit, &later::Later);

/// The implementation, reached only through [`implementation`].
mod later {
    use super::*;

    use minesweeper_engine::no_guess::{self, Budget, Generator, NoGuess};
    use minesweeper_engine::solver::{self, Position};

    use crate::classic::components::assist::Assist;
    use crate::classic::components::daily_dialog::DailyDialog;
    use crate::classic::components::effects::Effects;
    use crate::classic::components::history_dialog::HistoryDialog;
    use crate::classic::components::menu::Menu;
    use crate::classic::components::result_card::ResultCard;
    use crate::classic::components::settings_dialog::Settings;
    use crate::classic::components::stats_dialog::Statistics;
    use crate::classic::{DAILY_KEY, GAME_KEY, HISTORY_KEY, STATS_KEY};
    use crate::shared::prefs::PREFS_KEY;
    use crate::shared::storage;
    use minesweeper_engine::history::{Entry, History};
    use minesweeper_engine::Limits;

    pub struct Later;

    impl Kit for Later {
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

        fn settle(&self, state: State) -> State {
            state.accounted()
        }

        fn grade(&self, game: &Game) -> Option<Rule> {
            no_guess::grade(game)
        }

        fn stored(&self) -> Stored {
            let mut notes = Vec::new();
            let prefs = storage::load(PREFS_KEY, "Preferences", Prefs::parse, &mut notes)
                .unwrap_or_default();
            let (stats, dropped) =
                storage::load(STATS_KEY, "Your statistics", Stats::parse, &mut notes)
                    .unwrap_or_default();
            if !dropped.is_empty() {
                notes.push(format!(
                    "Some statistics did not add up and were reset ({}).",
                    dropped.join("; ")
                ));
            }
            let (daily_stats, dropped) = storage::load(
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
            // Only a board the settings could have made: anything else would be clamped into
            // the address bar and lost at the next reload (and a huge one would freeze the
            // page).
            let saved = storage::load(
                GAME_KEY,
                "Your saved game",
                |text| SavedGame::parse_within(text, Limits::UI),
                &mut notes,
            );
            Stored {
                prefs,
                saved,
                stats,
                daily_stats,
                notes,
            }
        }

        fn save(&self, what: Save<'_>) -> Result<(), String> {
            match what {
                Save::Game { state, now } => storage::try_write(GAME_KEY, &state.saved(now)),
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
                    return Some(
                        "The browser's storage is full: this game could not be kept in the history."
                            .into(),
                    );
                }
                dropped += 1;
            }
            (dropped > 0).then(|| format!(
                "The browser's storage is full: the {dropped} oldest games left the history to make room (your best games stay)."
            ))
        }

        fn restore(&self, saved: SavedGame, now: f64, from: Restore) -> State {
            State::restored(
                saved,
                now,
                from.stats,
                from.daily_stats,
                from.notice,
                Loaded(Some(&Later)),
            )
        }

        fn view(&self, view: View) -> Html {
            match view {
                View::Menu(props) => html! { <Menu ..props /> },
                View::Assist(props) => html! { <Assist ..props /> },
                View::Effects(props) => html! { <Effects ..props /> },
                View::Settings(props) => html! { <Settings ..props /> },
                View::Statistics(props) => html! { <Statistics ..props /> },
                View::History(props) => html! { <HistoryDialog ..props /> },
                View::Daily(props) => html! { <DailyDialog ..props /> },
                View::Result(props) => html! { <ResultCard ..props /> },
            }
        }
    }
}

/// A view of the kit's, or while it is on its way, `waiting`.
pub fn view_or(kit: Loaded<dyn Kit>, view: View, waiting: Html) -> Html {
    match kit.0 {
        Some(kit) => kit.view(view),
        None => waiting,
    }
}

/// A view of the kit's, or while it is on its way, a line that says so.
pub fn view_or_wait(kit: Loaded<dyn Kit>, view: View) -> Html {
    view_or(
        kit,
        view,
        html! { <p class="status-line loading" role="status">{ "Loading…" }</p> },
    )
}
