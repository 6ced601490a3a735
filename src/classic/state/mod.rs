//! The app's state and the actions that change it. The reducer is pure: times and seeds come
//! in with the actions, so it is tested like any function.

use std::rc::Rc;

use minesweeper_engine::daily::{Daily, DailyStats};
use minesweeper_engine::input::{interpret, Click};
use minesweeper_engine::replay::{Recorder, Replay};
use minesweeper_engine::solver::{Deduction, Hint};
use minesweeper_engine::{
    self as engine, no_guess, CellView, Config, FirstClick, Game, Outcome, Placed, Placement, Pos,
    Status, Uniform,
};

use minesweeper_engine::format::fixed;
use yew::Reducible;

use crate::classic::result::GameResult;
use crate::classic::services::{EndedGame, ResumedGame, Services};
use crate::shared::input::{Point, Pressed};
use crate::shared::lazy::Loaded;
use crate::shared::tiles::{self, chance, most_common, RowViews, Rows, RIPPLE_MAX};
use crate::shared::words::Words;
use minesweeper_engine::records::{SavedGame, Stats};

/// The latest state, for listeners registered once (page hide, shortcuts).
pub type Latest = Rc<std::cell::RefCell<State>>;

pub use crate::shared::clock::Clock;

/// The notice above the board: what happened, worded when it is drawn
/// (`components::app`), or a sentence its reader already worded (the address bar's, what the
/// browser kept, a file's).
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    Said(String),
    /// No no-guess board could be made for this size: this one may need guesses.
    NoGuessFallback(no_guess::Fallback),
    /// A no-guess board waits for the solver, which could not be downloaded.
    NoSolver,
}

#[derive(Clone, Debug)]
pub struct State {
    pub game: Rc<Game>,
    pub rows: Rc<Vec<RowViews>>,
    pub clock: Clock,
    /// What the player should know about how the game was set up (bad URL parameters…).
    pub notice: Option<Notice>,
    /// Whether hidden cells show their mine probability.
    pub show_probabilities: bool,
    /// Whether the probabilities shown are estimates: too many layouts to count them all.
    pub estimated: bool,
    /// The chance most hidden cells share while probabilities are shown (see [`Tile::common`]).
    pub common_chance: Option<u16>,
    /// The move the last hint played, until the player moves.
    pub hint: Option<Hint>,
    /// The keyboard cursor.
    pub cursor: Pos,
    /// Whether the solver played a move of this game (it then stays out of the statistics).
    pub assisted: bool,
    pub stats: Rc<Stats>,
    /// How the game went, once it is over.
    pub result: Option<Rc<GameResult>>,
    /// A first reveal on a no-guess board waiting for its board, which is made between frames
    /// (`later::hooks::use_board_search`) so the page never freezes; and the hint that asked for it.
    pub finding: Option<(Pos, Option<Hint>)>,
    /// The game's clicks, wasted ones too, for its replay (kept through reloads).
    pub recorder: Rc<Recorder>,
    /// The daily board this game is, if it is one.
    pub daily: Option<Daily>,
    /// This game is its daily board's first attempt: the one that counts.
    pub daily_counts: bool,
    pub daily_stats: Rc<DailyStats>,
    /// The replay of a game that ended in this session, for the page to keep in the history
    /// (a finished game restored by a reload is already there).
    pub finished: Option<Rc<Replay>>,
    /// The game has ended and is not accounted for yet: the rest has not arrived.
    pub ending: bool,
    /// The solver, the generator and the views loaded after the first paint, once here.
    pub services: Loaded<dyn Services>,
}

/// Two states are the same when they hold the same game, rows, records, replay and result
/// (the reducer makes a new one of each it changes) and their plain fields are equal. Compared
/// by identity, the records' and the result card's code stays out of the first module (1.5 KB
/// gzipped, measured).
impl PartialEq for State {
    fn eq(&self, other: &State) -> bool {
        fn same<T>(a: &Option<Rc<T>>, b: &Option<Rc<T>>) -> bool {
            match (a, b) {
                (Some(a), Some(b)) => Rc::ptr_eq(a, b),
                (a, b) => a.is_none() && b.is_none(),
            }
        }
        Rc::ptr_eq(&self.game, &other.game)
            && Rc::ptr_eq(&self.rows, &other.rows)
            && Rc::ptr_eq(&self.stats, &other.stats)
            && Rc::ptr_eq(&self.daily_stats, &other.daily_stats)
            && Rc::ptr_eq(&self.recorder, &other.recorder)
            && self.clock == other.clock
            && self.notice == other.notice
            && self.show_probabilities == other.show_probabilities
            && self.estimated == other.estimated
            && self.common_chance == other.common_chance
            && self.hint == other.hint
            && self.cursor == other.cursor
            && self.assisted == other.assisted
            && same(&self.result, &other.result)
            && self.finding == other.finding
            && self.daily == other.daily
            && self.daily_counts == other.daily_counts
            && same(&self.finished, &other.finished)
            && self.ending == other.ending
            && self.services == other.services
    }
}

pub enum Action {
    /// A press on the board, made at `at` (ms), with where the pointer went since the last
    /// (for the replay's cursor): played as what it means on this game (the engine's
    /// `input::interpret`).
    Play {
        pressed: Pressed,
        at: f64,
        track: Vec<Point>,
    },
    /// Let the solver make one move.
    Hint {
        at: f64,
    },
    MoveCursor(Pos),
    ResetStats,
    /// A new, unplayed game: restart, a new preset, or a slider moved.
    NewGame {
        config: Config,
        seed: u64,
    },
    /// A daily board, unplayed.
    NewDaily(Daily),
    ShowProbabilities(bool),
    DismissNotice,
    /// Something the player should know (storage full…).
    Notice(String),
    /// The board a pending no-guess first reveal waited for, made at `at` (ms).
    BoardMade {
        first: Pos,
        made: Rc<Placed>,
        at: f64,
    },
    /// What the page loads after its first paint has arrived.
    Arrived(&'static dyn Services),
    /// It could not arrive (offline, never cached).
    Unavailable,
    /// Games the player's other devices played, counted in the statistics by the rest (so
    /// the counting stays out of the first module).
    Count(Recount),
}

/// Counts games in the statistics and the daily results: [`Action::Count`]. It makes new
/// ones (the rest's code), so that copying and changing them stays out of the first module.
pub type Recount = Rc<dyn Fn(&Stats, &DailyStats) -> (Stats, DailyStats)>;

impl State {
    pub fn new(config: Config, seed: u64, notice: Option<String>) -> State {
        State::with_game(
            Game::new(config, seed),
            Clock::default(),
            notice.map(Notice::Said),
            Rc::new(Stats::default()),
        )
        .refreshed(&Rows::All)
    }

    /// A state for `game` whose tiles are not built yet: callers set what else differs, then
    /// call [`State::refreshed`] once.
    fn with_game(game: Game, clock: Clock, notice: Option<Notice>, stats: Rc<Stats>) -> State {
        let cursor = Pos::new(game.config().rows() / 2, game.config().cols() / 2);
        State {
            rows: Rc::new(Vec::new()),
            game: Rc::new(game),
            clock,
            notice,
            show_probabilities: false,
            estimated: false,
            common_chance: None,
            hint: None,
            cursor,
            assisted: false,
            stats,
            result: None,
            finding: None,
            recorder: Rc::new(Recorder::default()),
            daily: None,
            daily_counts: false,
            daily_stats: Rc::new(DailyStats::default()),
            finished: None,
            ending: false,
            services: Loaded(None),
        }
    }

    /// How a first reveal places the mines: the rest's placement (no-guess boards) once it
    /// has arrived, the rules' before (a no-guess first reveal waits for the rest).
    fn placement(&self) -> &'static dyn Placement {
        match self.services.0 {
            Some(services) => services.placement(),
            None => &Uniform,
        }
    }

    /// A no-guess game's grade: as its board said, or (restored games) worked out by the rest.
    fn grade(&self, game: &Game) -> Option<Deduction> {
        match self.services.0 {
            Some(services) => services.grade(game),
            None => match game.known_no_guess_grade() {
                Some(engine::NoGuessGrade::Needs(rule)) => Some(rule),
                _ => None,
            },
        }
    }

    /// A daily board, unplayed: the first reveal must be at its start cell.
    pub fn daily(daily: Daily, from: &State) -> State {
        State {
            daily: Some(daily),
            show_probabilities: from.show_probabilities,
            daily_stats: from.daily_stats.clone(),
            services: from.services,
            ..State::with_game(
                Game::new(daily.config(), daily.seed()),
                Clock::default(),
                from.notice.clone(),
                from.stats.clone(),
            )
        }
        .refreshed(&Rows::All)
    }

    /// The ringed cell: the last hint's, or a daily board's start before its first reveal.
    pub fn ringed(&self) -> Option<Pos> {
        let start = self
            .daily
            .filter(|_| self.game.status() == Status::Ready)
            .map(|d| d.start());
        self.hint.map(|h| h.pos()).or(start)
    }

    /// A saved game, resumed by the rest ([`Services::restore`]).
    pub fn restored(
        restored: ResumedGame,
        stats: Rc<Stats>,
        daily_stats: Rc<DailyStats>,
        services: Loaded<dyn Services>,
    ) -> State {
        let clock = Clock {
            started: restored.started,
            ended: restored.ended,
        };
        State {
            services,
            assisted: restored.assisted,
            result: restored.result.map(Rc::new),
            recorder: Rc::new(restored.recorder),
            daily: restored.daily,
            daily_counts: restored.daily_counts,
            daily_stats,
            ..State::with_game(
                restored.game,
                clock,
                restored.notice.map(Notice::Said),
                stats,
            )
        }
        .refreshed(&Rows::All)
    }

    /// What to save so that a reload resumes this game exactly, its replay included.
    pub fn saved(&self, now: f64) -> SavedGame {
        SavedGame {
            daily: self.daily.map(|d| d.tag()),
            ..SavedGame::new(
                (*self.game).clone(),
                self.clock.elapsed_ms(now),
                self.assisted,
            )
            .with_moves(self.recorder.moves())
            .with_cursor(self.recorder.cursor())
        }
    }

    /// The state after a click that changed nothing: recorded for the replay, as wasted.
    fn wasted(&self, click: Click, at: f64, track: &[Point]) -> State {
        let mut recorder = self.recorder.clone();
        Rc::make_mut(&mut recorder).record(click, at, false, false);
        record_track(Rc::make_mut(&mut recorder), track);
        State {
            recorder,
            ..self.clone()
        }
    }

    /// The state after `step` (what `click` did at `at`), with the click (and the pointer's
    /// `track` up to it) recorded, the clock started or stopped as the game did, and the
    /// result, statistics and replay kept when it ended.
    fn after(
        &self,
        click: Click,
        step: minesweeper_engine::Step,
        at: f64,
        hint: Option<Hint>,
        by_solver: bool,
        track: &[Point],
    ) -> State {
        let mut clock = self.clock;
        let mut daily_counts = self.daily_counts;
        if clock.started.is_none() && step.game.status() != Status::Ready {
            clock.started = Some(at);
            // The first attempt at a daily board is the one that counts: written as begun
            // by the rest (`State::begun`).
            daily_counts = self
                .daily
                .is_some_and(|daily| self.daily_stats.result(&daily).is_none());
        }
        let mut recorder = self.recorder.clone();
        Rc::make_mut(&mut recorder).record(click, at, by_solver, true);
        record_track(Rc::make_mut(&mut recorder), track);
        // A move made while the solver's probabilities are on screen is a move it helped with.
        let assisted = self.assisted || by_solver || self.show_probabilities;
        // The end's accounting (statistics, replay, counters, the result card) is the rest's:
        // a game over before it arrived is settled when it does.
        let ending = step.game.status().is_over();
        if ending {
            clock.ended = Some(at);
        }
        let ripple = step.changed.len() <= RIPPLE_MAX;
        let notice = match self.no_guess_fell_back(&step.game) {
            Some(fallback) => Some(Notice::NoGuessFallback(fallback)),
            None => self.notice.clone(),
        };
        // With the probabilities shown, any move can change any hidden cell's chance.
        let rows = if self.show_probabilities {
            Rows::All
        } else {
            Rows::of(&step.changed, step.game.config().rows())
        };
        State {
            game: Rc::new(step.game),
            clock,
            hint,
            assisted,
            notice,
            recorder,
            daily_counts,
            ending,
            ..self.clone()
        }
        .refreshed_after(&rows, ripple)
        .begun()
        .settled()
    }

    /// The state with a daily board's first attempt written in the daily results as begun (a
    /// loss until it ends), once the rest is here to write it; before it ends, so that it
    /// ends there.
    fn begun(self) -> State {
        match (self.daily, self.services.0) {
            (Some(daily), Some(services))
                if self.daily_counts && self.daily_stats.result(&daily).is_none() =>
            {
                State {
                    daily_stats: services.begin_daily(&self.daily_stats, &daily),
                    ..self
                }
            }
            _ => self,
        }
    }

    /// The state with a game that ended settled, once the rest is here to do it: the statistics
    /// and the daily result recorded, the replay kept and counted, the result card's figures
    /// ([`Services::settle`]).
    fn settled(self) -> State {
        let (true, Some(services)) = (self.ending, self.services.0) else {
            return self;
        };
        let at = self.clock.ended.unwrap_or_default();
        let settled = services.settle(EndedGame {
            game: self.game.clone(),
            at,
            ms: self.clock.elapsed_ms(at),
            assisted: self.assisted,
            recorder: self.recorder.clone(),
            daily: self.daily,
            daily_counts: self.daily_counts,
            stats: self.stats.clone(),
            daily_stats: self.daily_stats.clone(),
        });
        State {
            ending: false,
            stats: settled.stats,
            daily_stats: settled.daily_stats,
            result: Some(Rc::new(settled.result)),
            finished: settled.finished,
            ..self
        }
    }

    /// Rebuilds the tiles of `rows`, keeping the old `Rc` of every row whose tiles are equal.
    /// Nothing newly shown ripples (a new board, a restored one, the probabilities).
    fn refreshed(self, rows: &Rows) -> State {
        self.refreshed_after(rows, false)
    }

    /// [`State::refreshed`] after a move: cells it opened ripple when `ripple` is set.
    fn refreshed_after(mut self, rows: &Rows, ripple: bool) -> State {
        let game = &self.game;
        // Before the first click there are no mines yet and that click is always safe: no
        // chance to show (a uniform one would be wrong, and each slider step would repaint
        // every cell for it).
        let analysis = self
            .services
            .0
            .filter(|_| self.show_probabilities && game.status() == Status::Playing)
            .map(|services| services.analyse(game));
        self.estimated = analysis.as_ref().is_some_and(|a| !a.exact);
        // Per cell, the chance a hidden cell shows (flags are not trusted).
        let chances: Option<Vec<Option<u16>>> = analysis.map(|a| {
            (0..a.probabilities.len())
                .map(|i| {
                    matches!(
                        game.view_at(i),
                        CellView::Hidden | CellView::Flagged | CellView::Questioned
                    )
                    .then(|| chance(a.probabilities[i]))
                })
                .collect()
        });
        self.common_chance = chances.as_deref().and_then(most_common);
        self.rows = tiles::rows(
            &self.game,
            &self.rows,
            rows,
            chances.as_deref(),
            self.common_chance,
            ripple,
        );
        self
    }
}

impl State {
    /// When a no-guess game's first reveal (from this state to `after`) found no no-guess
    /// board: the board's size, for the notice.
    fn no_guess_fell_back(&self, after: &Game) -> Option<no_guess::Fallback> {
        let began = self.game.status() == Status::Ready && after.status() != Status::Ready;
        if !began
            || after.config().first_click() != FirstClick::NoGuess
            || self.grade(after).is_some()
        {
            return None;
        }
        Some(no_guess::Fallback::of(after.config()))
    }
}

impl State {
    /// Whether revealing `at` starts a no-guess game whose board is yet to be made.
    fn waits_for_board(&self, at: Pos) -> bool {
        self.game.status() == Status::Ready
            && no_guess::makes_board(&self.game)
            && self.game.grid().contains(at)
    }

    /// The status line during play: what the last hint did, and whether the probabilities shown
    /// are estimates. An estimated guess says so only once: the overlay's note covers both.
    pub fn playing_note(&self, w: &Words) -> Rc<str> {
        let hint = self.hint.map(|hint| hint_words(w, hint, !self.estimated));
        match (hint, self.estimated) {
            (Some(hint), true) => w.hint_with_note(hint, w.estimated_note()),
            (Some(hint), false) => hint,
            (None, true) => w.estimated_note(),
            (None, false) => Rc::from(""),
        }
    }

    /// The status line after a loss: whose move it was, and for a solver's guess, its odds.
    pub fn lost_note(&self, w: &Words) -> Rc<str> {
        match self.hint {
            Some(Hint::Guess { safety, exact, .. }) => {
                let percent = fixed(safety * 100.0, 0);
                if exact {
                    w.status_lost_guess(percent)
                } else {
                    w.status_lost_guess_about(percent)
                }
            }
            _ => w.status_lost(),
        }
    }
}

/// The words for a hint. `say_estimated`: whether an estimated chance says why it is one.
fn hint_words(w: &Words, hint: Hint, say_estimated: bool) -> Rc<str> {
    match hint {
        Hint::First(_) => w.hint_first(),
        Hint::Safe(_) => w.hint_safe(),
        Hint::Guess {
            safety,
            exact: true,
            ..
        } => w.hint_guess(fixed(safety * 100.0, 0)),
        // Too many possibilities to count: the figure is an estimate.
        Hint::Guess { safety, .. } => {
            let words = w.hint_guess_about(fixed(safety * 100.0, 0));
            if say_estimated {
                w.hint_with_why(words, w.hint_estimated_why())
            } else {
                words
            }
        }
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        // While a no-guess board is being made, the board takes no moves.
        if self.finding.is_some() && matches!(action, Action::Play { .. } | Action::Hint { .. }) {
            return self;
        }
        match action {
            Action::Play { pressed, at, track } => self.play(pressed, at, &track),
            Action::BoardMade { first, made, at } => self.board_made(first, &made, at),
            Action::Hint { at } => self.hint(at),
            Action::MoveCursor(pos) if pos != self.cursor && self.game.grid().contains(pos) => {
                Rc::new(State {
                    cursor: pos,
                    ..(*self).clone()
                })
            }
            Action::MoveCursor(_) => self,
            Action::ResetStats => Rc::new(State {
                stats: Rc::new(Stats::default()),
                ..(*self).clone()
            }),
            Action::NewGame { config, seed } => Rc::new(self.new_game(config, seed)),
            Action::NewDaily(daily) => Rc::new(State::daily(daily, &self)),
            Action::ShowProbabilities(show) if show != self.show_probabilities => Rc::new(
                State {
                    show_probabilities: show,
                    // Seeing the probabilities mid-game is the solver's help, even if the
                    // player turns them off again before the next move.
                    assisted: self.assisted || (show && self.game.status() == Status::Playing),
                    ..(*self).clone()
                }
                .refreshed(&Rows::All),
            ),
            Action::ShowProbabilities(_) => self,
            Action::DismissNotice => Rc::new(State {
                notice: None,
                ..(*self).clone()
            }),
            Action::Notice(notice) => Rc::new(State {
                notice: Some(Notice::Said(notice)),
                ..(*self).clone()
            }),
            Action::Count(count) => {
                let (stats, daily_stats) = count(&self.stats, &self.daily_stats);
                Rc::new(State {
                    stats: Rc::new(stats),
                    daily_stats: Rc::new(daily_stats),
                    ..(*self).clone()
                })
            }
            Action::Arrived(services) if self.services.0.is_none() => {
                Rc::new(self.arrived(services))
            }
            Action::Arrived(_) => self,
            // A no-guess first reveal cannot wait for a board that cannot be made: it is
            // dropped, and the player told why.
            Action::Unavailable if self.finding.is_some() => Rc::new(State {
                finding: None,
                notice: Some(Notice::NoSolver),
                ..(*self).clone()
            }),
            Action::Unavailable => self,
        }
    }
}

/// The reducer's longer actions.
impl State {
    /// A player's press, as what it means on this game: a no-guess first reveal waits for its
    /// board; on a daily board the first reveal must be at its ringed cell; a click that
    /// changes nothing is kept for the replay's counters (after the end, or off the board,
    /// nothing is a click).
    fn play(self: Rc<Self>, pressed: Pressed, at: f64, track: &[Point]) -> Rc<Self> {
        let Some(view) = self.game.view(pressed.pos) else {
            return self;
        };
        if self.game.status().is_over() {
            return self;
        }
        let meant = interpret(pressed.controls, pressed.press, pressed.pos, view);
        let Some(play) = meant.action else {
            return Rc::new(self.wasted(meant.click, at, track));
        };
        if let engine::Action::Reveal(first) = play {
            if self.waits_for_board(first) {
                return Rc::new(State {
                    finding: Some((first, None)),
                    cursor: first,
                    ..(*self).clone()
                });
            }
            let ready = self.game.status() == Status::Ready;
            if ready && self.daily.is_some_and(|d| d.start() != first) {
                return self;
            }
        }
        match self.game.apply_with(play, self.placement()) {
            Ok(step) if step.outcome != Outcome::Unchanged => Rc::new(State {
                cursor: play.pos(),
                ..self.after(meant.click, step, at, None, false, track)
            }),
            Ok(_) => Rc::new(self.wasted(meant.click, at, track)),
            Err(_) => self,
        }
    }

    /// The no-guess board a first reveal waited for, made: the reveal is played on it.
    fn board_made(self: Rc<Self>, first: Pos, made: &Placed, at: f64) -> Rc<Self> {
        let Some((pending, hint)) = self.finding.filter(|f| f.0 == first) else {
            return self;
        };
        let ready = State {
            finding: None,
            ..(*self).clone()
        };
        let play = engine::Action::Reveal(pending);
        match ready.game.apply_with(play, made) {
            Ok(step) => Rc::new(State {
                cursor: first,
                ..ready.after(Click::from(play), step, at, hint, hint.is_some(), &[])
            }),
            Err(_) => self,
        }
    }

    /// The solver's move (the page waits for the rest before it asks, `hooks::use_services`). On a
    /// cell the player flagged, the hint takes the flag off (the solver does not trust
    /// flags); the next hint opens it.
    fn hint(self: Rc<Self>, at: f64) -> Rc<Self> {
        let Some(hint) = self
            .services
            .0
            .and_then(|services| services.hint(&self.game))
        else {
            return self;
        };
        if self.waits_for_board(hint.pos()) {
            return Rc::new(State {
                finding: Some((hint.pos(), Some(hint))),
                hint: Some(hint),
                cursor: hint.pos(),
                ..(*self).clone()
            });
        }
        let play = hint.action(&self.game);
        match self.game.apply_with(play, self.placement()) {
            Ok(step) if step.outcome != Outcome::Unchanged => Rc::new(State {
                cursor: hint.pos(),
                ..self.after(Click::from(play), step, at, Some(hint), true, &[])
            }),
            _ => self,
        }
    }

    /// A new game: the Probabilities toggle stays on for the new board, so its tiles show
    /// them.
    fn new_game(&self, config: Config, seed: u64) -> State {
        State {
            show_probabilities: self.show_probabilities,
            daily_stats: self.daily_stats.clone(),
            services: self.services,
            ..State::with_game(
                Game::new(config, seed),
                Clock::default(),
                self.notice.clone(),
                self.stats.clone(),
            )
        }
        .refreshed(&Rows::All)
    }

    /// The rest has come: probabilities asked for before the solver came show now, and a game
    /// that ended meanwhile is settled.
    fn arrived(&self, services: &'static dyn Services) -> State {
        let arrived = State {
            services: Loaded(Some(services)),
            ..self.clone()
        };
        let arrived = if arrived.show_probabilities {
            arrived.refreshed(&Rows::All)
        } else {
            arrived
        };
        arrived.begun().settled()
    }
}

/// Records where the pointer went (after the click it came with: the first click starts the
/// replay's clock, and the points before it are not kept).
fn record_track(recorder: &mut Recorder, track: &[Point]) {
    for p in track {
        recorder.record_cursor(p.at, p.x, p.y, p.buttons);
    }
}

#[cfg(test)]
mod tests;
