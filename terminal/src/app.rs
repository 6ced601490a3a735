//! The full-screen game's state and its event handling, without a screen: keys, mouse,
//! resizes and the clock come in as values, so tests drive it directly. Drawing is `ui`.

use std::time::{Duration, Instant};

use crate::keys::{Key, Motion};
use crate::play::{self, cell_name};
use crate::report;
use crate::store::{Prefs, Store};
use crate::ui::board::BoardView;
use crate::words::{decimal, text, words};
use crossterm::event::{
    Event, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use minesweeper_engine::counters::{Counters, Live};
use minesweeper_engine::history::Entry;
use minesweeper_engine::input::{Controls, Press};
use minesweeper_engine::records::{SavedGame, Stats};
use minesweeper_engine::replay::{Buttons, Recorder};
use minesweeper_engine::solver::{self, Analysis, Hint, Position};
use minesweeper_engine::{CellView, Config, FirstClick, Game, Pos, Status, Step};

/// Time between autoplay moves.
pub const AUTOPLAY_EVERY: Duration = Duration::from_millis(300);

/// What the player asked for on the command line.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    pub board: Option<Config>,
    pub seed: Option<u64>,
    pub rule: FirstClick,
    pub color: bool,
    /// `--marks`: turn "?" marks on (and keep them on).
    pub marks: bool,
}

/// A screen over the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    Help,
    Stats,
}

/// Play time: what was played before, plus the run since `since`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    before: Duration,
    since: Option<Instant>,
}

impl Clock {
    pub fn elapsed(&self, now: Instant) -> Duration {
        self.before
            + self
                .since
                .map_or(Duration::ZERO, |s| now.saturating_duration_since(s))
    }

    fn start(&mut self, now: Instant) {
        self.since.get_or_insert(now);
    }

    fn stop(&mut self, now: Instant) {
        self.before = self.elapsed(now);
        self.since = None;
    }

    pub fn is_running(&self) -> bool {
        self.since.is_some()
    }
}

/// What the screen draws of the app ([`App::screen`]): its state, read only, and the board's
/// view, which drawing scrolls and the mouse reads back.
pub struct Screen<'a> {
    pub(crate) game: &'a Game,
    pub(crate) cursor: Pos,
    pub(crate) status: &'a str,
    pub(crate) overlay: Overlay,
    pub(crate) elapsed: Duration,
    /// The counters so far, while the live line is on.
    pub(crate) live: Option<Counters>,
    pub(crate) color: bool,
    pub(crate) autoplay: bool,
    pub(crate) probabilities: bool,
    /// Each cell's mine chance, while they are shown and the game is on.
    pub(crate) chances: Option<&'a [f64]>,
    pub(crate) marks: bool,
    pub(crate) stats: &'a Stats,
    /// The cell the last hint played, while the player has not moved since.
    pub(crate) hinted: Option<Pos>,
    pub(crate) view: &'a mut BoardView,
}

/// The full-screen game: its fields are its own; the screen reads them through [`Screen`].
pub struct App {
    game: Game,
    clock: Clock,
    /// The solver helped (hint, autoplay, probabilities shown): kept out of the statistics.
    assisted: bool,
    cursor: Pos,
    /// Where the board is scrolled to, and where it was last drawn (for the mouse).
    view: BoardView,
    probabilities: bool,
    analysis: Option<Analysis>,
    autoplay: Option<Instant>,
    overlay: Overlay,
    status: String,
    color: bool,
    prefs: Prefs,
    stats: Stats,
    store: Option<Store>,
    quit: bool,
    now: Instant,
    /// The cell the last hint played, while the player has not moved since.
    hinted: Option<Pos>,
    /// The game's clicks, for its replay.
    recorder: Recorder,
    /// The mouse buttons down, as its events told.
    buttons: Buttons,
    /// The start of the clicks' timeline.
    epoch: Instant,
    /// The game's counters, a move counted once, for the live line.
    live: Live,
}

impl App {
    /// The app as it starts: the board the flags name, else the saved game, else Beginner.
    pub fn new(options: Options, store: Option<Store>, now: Instant) -> App {
        let loaded = store.as_ref().map(Store::load).unwrap_or_default();
        let mut prefs = loaded.prefs;
        prefs.marks |= options.marks;
        let mut app = App {
            game: Game::new(Config::BEGINNER, 0),
            clock: Clock::default(),
            assisted: false,
            cursor: Pos::new(0, 0),
            view: BoardView::centred(),
            probabilities: false,
            analysis: None,
            autoplay: None,
            overlay: Overlay::None,
            status: String::new(),
            color: options.color,
            prefs,
            stats: loaded.stats,
            store,
            quit: false,
            now,
            hinted: None,
            recorder: Recorder::default(),
            buttons: Buttons::default(),
            epoch: now,
            live: Live::new(Config::BEGINNER, 0),
        };
        let restore = options.board.is_none() && options.seed.is_none();
        match loaded.game {
            Some(saved) if restore => app.restore(saved),
            _ => {
                let config = options
                    .board
                    .unwrap_or(Config::BEGINNER.with_first_click(options.rule));
                app.new_game(config, options.seed);
                app.status = words().term_welcome().to_string();
            }
        }
        if options.marks {
            app.save_prefs();
        }
        if !loaded.notices.is_empty() {
            app.status = loaded.notices.join("; ");
        }
        app
    }

    fn restore(&mut self, saved: SavedGame) {
        let ms = saved.elapsed_ms.max(0.0);
        let moves = saved.replay_moves();
        let saved_cursor = saved.replay_cursor();
        self.game = saved.game;
        self.assisted = saved.assisted;
        self.clock = Clock {
            before: Duration::from_secs_f64(ms / 1000.0),
            since: (self.game.status() == Status::Playing).then_some(self.now),
        };
        self.cursor = self.centre();
        self.view.recentre = true;
        let w = words();
        self.status = match self.game.status() {
            Status::Ready | Status::Playing => w.term_restored(),
            Status::Won | Status::Lost => w.term_restored_over(),
        }
        .to_string();
        let now = self.ms();
        let started = (self.game.status() != Status::Ready).then_some(now - ms);
        // A track that no longer reads is left out; the game and its clicks stand.
        let cursor = saved_cursor.unwrap_or_default();
        self.recorder = match moves {
            Ok(moves) => Recorder::resume(moves, started, now).with_cursor(cursor),
            Err(why) => {
                self.status = format!("{} {}", self.status, w.term_replay_unread(text(why)));
                Recorder::default()
            }
        };
    }

    /// Milliseconds on the clicks' timeline.
    fn ms(&self) -> f64 {
        self.now.saturating_duration_since(self.epoch).as_secs_f64() * 1000.0
    }

    fn centre(&self) -> Pos {
        let grid = self.game.grid();
        Pos::new(grid.rows() / 2, grid.cols() / 2)
    }

    /// A new game on `config` (the first-click rule in force applies), from `seed` or a random
    /// one.
    pub fn new_game(&mut self, config: Config, seed: Option<u64>) {
        let seed = seed.unwrap_or_else(rand::random);
        self.game = Game::new(config, seed);
        self.recorder = Recorder::default();
        self.clock = Clock::default();
        self.assisted = false;
        self.autoplay = None;
        self.analysis = None;
        self.hinted = None;
        self.cursor = self.centre();
        self.view.recentre = true;
        self.status = words().term_new_game(text(seed)).to_string();
        self.save_game();
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn status(&self) -> &str {
        &self.status
    }

    /// Handles one terminal event at `now`.
    pub fn handle(&mut self, event: Event, now: Instant) {
        self.now = now;
        match event {
            Event::Key(key) if key.kind != KeyEventKind::Release => self.on_key(key),
            Event::Mouse(mouse) => self.on_mouse(mouse),
            _ => {}
        }
    }

    /// Time passing: plays the autoplay's move when it is due.
    pub fn tick(&mut self, now: Instant) {
        self.now = now;
        if self.autoplay.is_some_and(|due| now >= due) {
            self.hint(true);
            if self.autoplay.is_some() {
                self.autoplay = Some(now + AUTOPLAY_EVERY);
            }
        }
    }

    /// How long the event loop may wait before something changes on its own: the autoplay's
    /// next move, or the timer's next second.
    pub fn timeout(&self, now: Instant) -> Duration {
        let mut wait = Duration::from_secs(60);
        if let Some(due) = self.autoplay {
            wait = wait.min(due.saturating_duration_since(now));
        }
        if self.clock.is_running() {
            let into_second = self.clock.elapsed(now).subsec_nanos();
            wait = wait.min(Duration::from_nanos(u64::from(1_000_000_000 - into_second)));
        }
        wait
    }

    /// A key ([`Key::of`]): quit, help and statistics at any time; any other key closes an
    /// overlay, and on the board plays.
    fn on_key(&mut self, event: KeyEvent) {
        match Key::of(&event) {
            Some(Key::Quit) => self.quit = true,
            Some(Key::Help) => self.toggle(Overlay::Help),
            Some(Key::Stats) => self.toggle(Overlay::Stats),
            _ if self.overlay != Overlay::None => self.overlay = Overlay::None,
            Some(key) => self.on_board_key(key),
            None => {}
        }
    }

    fn on_board_key(&mut self, key: Key) {
        match key {
            Key::Cursor(Motion::By(rows, cols)) => self.move_by(rows, cols),
            Key::Cursor(Motion::RowStart) => self.cursor.col = 0,
            Key::Cursor(Motion::RowEnd) => self.cursor.col = self.game.grid().cols() - 1,
            Key::Reveal => self.play(Press::Primary, self.cursor),
            Key::Flag => self.play(Press::Secondary, self.cursor),
            Key::Chord => self.play(Press::Both, self.cursor),
            Key::Hint => self.hint(false),
            Key::Probabilities => self.toggle_probabilities(),
            Key::Autoplay => self.toggle_autoplay(),
            Key::Marks => self.toggle_marks(),
            Key::Live => self.toggle_live(),
            Key::NewGame => self.new_game(*self.game.config(), None),
            Key::Preset(i) => {
                if let Some((_, preset)) = Config::PRESETS.get(i) {
                    let rule = self.game.config().first_click();
                    self.new_game(preset.with_first_click(rule), None);
                }
            }
            Key::Quit | Key::Help | Key::Stats => {}
        }
    }

    fn toggle(&mut self, overlay: Overlay) {
        self.overlay = if self.overlay == overlay {
            Overlay::None
        } else {
            overlay
        };
    }

    fn move_by(&mut self, rows: i64, cols: i64) {
        let grid = self.game.grid();
        let step =
            |at: u32, by: i64, len: u32| (i64::from(at) + by).clamp(0, i64::from(len) - 1) as u32;
        self.cursor = Pos::new(
            step(self.cursor.row, rows, grid.rows()),
            step(self.cursor.col, cols, grid.cols()),
        );
    }

    fn on_mouse(&mut self, mouse: MouseEvent) {
        self.track(mouse);
        if self.recorder.moves().is_empty() {
            // The first click starts the track: its press is kept once it is played.
            self.on_board_mouse(mouse);
            self.track(mouse);
        } else {
            self.on_board_mouse(mouse);
        }
    }

    /// What the mouse does on the board: clicks play, a move puts the cursor there.
    fn on_board_mouse(&mut self, mouse: MouseEvent) {
        let Some(pos) = self.cell_at(mouse.column, mouse.row) else {
            return;
        };
        let shift = mouse.modifiers.contains(KeyModifiers::SHIFT);
        let press = match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) if shift => Press::Secondary,
            MouseEventKind::Down(MouseButton::Left) => Press::Primary,
            MouseEventKind::Down(MouseButton::Right) => Press::Secondary,
            MouseEventKind::Down(MouseButton::Middle) => Press::Both,
            MouseEventKind::Moved if self.overlay == Overlay::None => {
                self.cursor = pos;
                return;
            }
            _ => return,
        };
        if self.overlay != Overlay::None {
            self.overlay = Overlay::None;
            return;
        }
        self.cursor = pos;
        self.play(press, pos);
    }

    /// The mouse's place and buttons into the replay's cursor track (once the game has a
    /// click: the recorder keeps none before), over the board only.
    fn track(&mut self, mouse: MouseEvent) {
        self.buttons = crate::ui::board::buttons_after(self.buttons, mouse.kind);
        if let Some((x, y)) = self
            .view
            .pixel_at(mouse.column, mouse.row, self.game.grid())
        {
            let at = self.ms();
            self.recorder.record_cursor(at, x, y, self.buttons);
        }
    }

    /// The board cell drawn at screen column `x`, row `y`, if any.
    pub fn cell_at(&self, x: u16, y: u16) -> Option<Pos> {
        self.view.cell_at(x, y, self.game.grid())
    }

    /// A press on `pos`: what it means is the engine's to say ([`play::act`]); the click is
    /// recorded for the replay whether or not it changed anything.
    fn play(&mut self, press: Press, pos: Pos) {
        if self.game.status().is_over() {
            // The status line keeps the result, which already says how to play again.
            return;
        }
        let at = self.ms();
        let controls = Controls::OURS.with_marks(self.prefs.marks);
        let acted = match play::act(&self.game, controls, press, pos) {
            Ok(acted) => acted,
            Err(why) => {
                self.status = why;
                return;
            }
        };
        let changed = acted.step.is_ok();
        play::record(
            &mut self.recorder,
            &self.game,
            acted.click,
            at,
            false,
            changed,
        );
        match acted.step {
            Ok(step) => {
                self.status.clear();
                self.hinted = None;
                self.advance(step, None);
            }
            Err(why) => self.status = why,
        }
    }

    fn hint(&mut self, by_autoplay: bool) {
        if self.game.status().is_over() {
            self.autoplay = None;
            return;
        }
        match play::hint(&self.game) {
            Ok((step, hint, action, message)) => {
                let at = self.ms();
                play::record(&mut self.recorder, &self.game, action, at, true, true);
                self.assisted = true;
                self.cursor = hint.pos();
                self.hinted = Some(hint.pos());
                self.status = message;
                self.advance(step, Some(hint));
            }
            Err(why) => {
                self.status = why;
                if by_autoplay {
                    self.autoplay = None;
                }
            }
        }
    }

    fn toggle_probabilities(&mut self) {
        self.probabilities = !self.probabilities;
        let w = words();
        if !self.probabilities {
            self.status = w.term_probabilities_off().to_string();
            return;
        }
        if self.game.status() == Status::Playing {
            self.mark_assisted();
        }
        self.status = if self.game.status() == Status::Ready {
            w.term_probabilities_ready()
        } else {
            w.term_probabilities_on()
        }
        .to_string();
    }

    fn toggle_autoplay(&mut self) {
        let w = words();
        self.status = if self.autoplay.take().is_some() {
            w.term_autoplay_off()
        } else if self.game.status().is_over() {
            w.term_over()
        } else {
            self.autoplay = Some(self.now);
            w.term_autoplay_on()
        }
        .to_string();
    }

    fn toggle_marks(&mut self) {
        self.prefs.marks = !self.prefs.marks;
        let w = words();
        self.status = if self.prefs.marks {
            w.term_marks_on()
        } else {
            w.term_marks_off()
        }
        .to_string();
        self.save_prefs();
    }

    fn toggle_live(&mut self) {
        self.prefs.live = !self.prefs.live;
        let w = words();
        self.status = if self.prefs.live {
            w.term_live_on()
        } else {
            w.term_live_off()
        }
        .to_string();
        self.save_prefs();
    }

    fn mark_assisted(&mut self) {
        if !self.assisted {
            self.assisted = true;
            self.save_game();
        }
    }

    /// Moves to the step's game: the clock, the statistics at the end, and the save.
    fn advance(&mut self, step: Step, hint: Option<Hint>) {
        let was = self.game.status();
        if let Some(note) = play::no_guess_note(&self.game, &step.game) {
            self.status = if self.status.is_empty() {
                note
            } else {
                format!("{}; {note}", self.status)
            };
        }
        self.game = step.game;
        self.analysis = None;
        let now = self.now;
        if was == Status::Ready && self.game.status() != Status::Ready {
            self.clock.start(now);
        }
        if self.probabilities && self.game.status() != Status::Ready {
            self.assisted = true;
        }
        if self.game.status().is_over() {
            self.clock.stop(now);
            self.autoplay = None;
            self.finish(hint);
        }
        self.save_game();
    }

    fn finish(&mut self, hint: Option<Hint>) {
        let ms = self.clock.elapsed(self.now).as_secs_f64() * 1000.0;
        let won = self.game.status() == Status::Won;
        let category = self.game.config().category();
        let w = words();
        let replay = play::replay_of(&self.game, &self.recorder).ok();
        let counters = replay.as_ref().map(Counters::of);
        let mut new_best = false;
        let mut unsaved = Vec::new();
        if !self.assisted {
            new_best = self.stats.record(category, won, ms, unix_ms()) && won;
            if let Some(counters) = &counters {
                self.stats.record_counters(category, counters);
            }
            if let Some(Err(e)) = self.store.as_ref().map(|s| s.save_stats(&self.stats)) {
                unsaved.push(w.term_stats_unsaved(text(e)).to_string());
            }
        }
        if let (Some(store), Some(replay)) = (&self.store, &replay) {
            let entry = Entry::new(replay, unix_ms(), new_best, self.assisted, None);
            if let Err(e) = store.add_to_history(entry) {
                unsaved.push(w.term_history_unsaved(text(e)).to_string());
            }
        }
        let figures = counters.as_ref().map_or_else(
            || format!("3BV {}", self.game.bbbv().unwrap_or(0)),
            report::counters_line,
        );
        let mut said = vec![if won {
            w.term_won(text(decimal(ms / 1000.0, 1)), figures)
        } else {
            match hint {
                Some(Hint::Guess { safety, .. }) => {
                    w.term_lost_guess(play::percent(safety), figures)
                }
                // A chord can set a mine off away from the cursor: name the one that went off.
                _ => {
                    let grid = self.game.grid();
                    let exploded = (0..grid.cells())
                        .find(|&i| self.game.view_at(i) == CellView::Exploded)
                        .map_or(self.cursor, |i| grid.pos(i));
                    w.term_lost_mine(cell_name(exploded), figures)
                }
            }
        }];
        if new_best {
            said.push(w.term_new_best(w.category(category)));
        }
        if self.assisted {
            said.push(w.term_assisted());
        }
        said.push(w.term_play_again());
        let mut result = said.join(" ");
        if !unsaved.is_empty() {
            result = format!("{result} ({})", unsaved.join("; "));
        }
        self.status = result;
    }

    /// The solver's analysis of the position, while the probabilities are shown in play.
    /// What the screen draws now (the chances computed first, if shown).
    pub(crate) fn screen(&mut self) -> Screen<'_> {
        let shown = self.analysis().is_some();
        let elapsed = self.clock.elapsed(self.now);
        let live = self.prefs.live.then(|| {
            self.live
                .follow(&self.game, self.recorder.moves(), self.recorder.cursor());
            self.live.counters(elapsed.as_secs_f64() * 1000.0)
        });
        Screen {
            game: &self.game,
            cursor: self.cursor,
            status: &self.status,
            overlay: self.overlay,
            elapsed,
            live,
            color: self.color,
            autoplay: self.autoplay.is_some(),
            probabilities: self.probabilities,
            chances: self
                .analysis
                .as_ref()
                .filter(|_| shown)
                .map(|a| a.probabilities.as_slice()),
            marks: self.prefs.marks,
            stats: &self.stats,
            hinted: self.hinted,
            view: &mut self.view,
        }
    }

    pub(crate) fn analysis(&mut self) -> Option<&Analysis> {
        if !self.probabilities || self.game.status() != Status::Playing {
            return None;
        }
        if self.analysis.is_none() {
            self.analysis = Some(solver::analyse(&Position::of(&self.game)));
        }
        self.analysis.as_ref()
    }

    /// Saves the game in progress (and a finished one, so a restart shows how it ended).
    pub fn save_game(&mut self) {
        let Some(store) = &self.store else { return };
        let ms = self.clock.elapsed(self.now).as_secs_f64() * 1000.0;
        let saved = SavedGame::new(self.game.clone(), ms, self.assisted)
            .with_moves(self.recorder.moves())
            .with_cursor(self.recorder.cursor());
        if let Err(e) = store.save_game(&saved) {
            self.status = words()
                .term_game_unsaved(text(store.dir().display()), text(e))
                .to_string();
        }
    }

    fn save_prefs(&mut self) {
        let Some(store) = &self.store else { return };
        if let Err(e) = store.save_prefs(&self.prefs) {
            self.status = words().term_prefs_unsaved(text(e)).to_string();
        }
    }
}

/// Milliseconds since 1970, from the system clock (0 if it is before 1970).
fn unix_ms() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

#[cfg(test)]
mod tests;
