//! `mines replay FILE`: a replay (ours or EVF) played full screen at its own pace, with the
//! review beside it. Space plays or pauses, the arrows step one move, Home and End jump,
//! + and − change the speed (0.25× to 10×). Events and time come in as values, as in `app`.

use std::time::{Duration, Instant};

use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use minesweeper_engine::replay::{Replay, Timeline};
use minesweeper_engine::review::{Graded, Reviewer, Summary};
use minesweeper_engine::{Game, Pos};

use crate::ui::board::BoardView;

/// The speeds, slowest first.
pub const SPEEDS: [f64; 7] = [0.25, 0.5, 1.0, 2.0, 4.0, 7.0, 10.0];

/// How long the review may grade at a time between two looks at the keys: the viewer opens at
/// once and stays responsive while a long game is graded.
const GRADING: Duration = Duration::from_millis(20);

pub struct Viewer {
    pub(crate) timeline: Timeline,
    /// Grades the moves a slice at a time, between events.
    reviewer: Reviewer,
    /// The review's summary, once every move is graded.
    pub(crate) summary: Option<Summary>,
    /// What is being watched, for the header.
    pub(crate) title: String,
    /// Moves applied.
    pub(crate) shown: usize,
    pub(crate) game: Game,
    pub(crate) playing: bool,
    pub(crate) speed: usize,
    /// The replay's clock, in milliseconds since its first move.
    pub(crate) clock_ms: f64,
    pub(crate) view: BoardView,
    pub(crate) color: bool,
    quit: bool,
    last: Instant,
}

impl Viewer {
    /// A viewer at the start of `replay`, paused; its review is graded from the first ticks.
    pub fn new(replay: Replay, title: String, color: bool, now: Instant) -> Viewer {
        let reviewer = Reviewer::new(&replay);
        let timeline = Timeline::new(replay);
        let game = timeline.game_after(0);
        Viewer {
            timeline,
            reviewer,
            summary: None,
            title,
            shown: 0,
            game,
            playing: false,
            speed: 2,
            clock_ms: 0.0,
            view: BoardView::centred(),
            color,
            quit: false,
            last: now,
        }
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// The moves graded so far.
    pub fn graded(&self) -> &[Graded] {
        self.reviewer.graded()
    }

    /// Grades moves until every one is graded or `until` has come; whether the review is done.
    pub fn grade(&mut self, until: Instant) -> bool {
        while self.summary.is_none() {
            if self.reviewer.step(self.timeline.replay()).is_none() {
                self.summary = Some(self.reviewer.summary());
                break;
            }
            if Instant::now() >= until {
                break;
            }
        }
        self.summary.is_some()
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many moves have been played.
    pub fn shown(&self) -> usize {
        self.shown
    }

    /// The cell of the last move played: ringed, and kept in view.
    pub fn focus(&self) -> Option<Pos> {
        let index = self.shown.checked_sub(1)?;
        Some(self.timeline.replay().moves()[index].click.pos())
    }

    pub fn handle(&mut self, event: Event, now: Instant) {
        self.tick(now);
        let Event::Key(key) = event else {
            return;
        };
        if key.kind == KeyEventKind::Release {
            return;
        }
        self.on_key(key);
    }

    fn on_key(&mut self, key: KeyEvent) {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Char('c') if ctrl => self.quit = true,
            KeyCode::Char('q') | KeyCode::Esc => self.quit = true,
            KeyCode::Char(' ') => {
                if self.shown == self.timeline.len() {
                    self.go_to(0);
                }
                self.playing = !self.playing;
            }
            KeyCode::Right | KeyCode::Char('l') => self.step(1),
            KeyCode::Left | KeyCode::Char('h') => self.step(-1),
            KeyCode::Home => self.go_to(0),
            KeyCode::End => self.go_to(self.timeline.len()),
            KeyCode::Char('+' | '=') => self.speed = (self.speed + 1).min(SPEEDS.len() - 1),
            KeyCode::Char('-' | '_') => self.speed = self.speed.saturating_sub(1),
            _ => {}
        }
    }

    /// One move forward or back; stepping pauses.
    fn step(&mut self, by: isize) {
        self.playing = false;
        let target = self
            .shown
            .saturating_add_signed(by)
            .min(self.timeline.len());
        self.go_to(target);
    }

    /// Shows the game after `n` moves, with the clock at the last one's time.
    fn go_to(&mut self, n: usize) {
        let n = n.min(self.timeline.len());
        self.shown = n;
        self.game = self.timeline.game_after(n);
        self.clock_ms = n
            .checked_sub(1)
            .map_or(0.0, |i| f64::from(self.timeline.replay().moves()[i].at_ms));
    }

    /// Time passing: the review grades a slice more, and while playing, the moves whose time
    /// has come are played.
    pub fn tick(&mut self, now: Instant) {
        self.grade(Instant::now() + GRADING);
        let passed = now.saturating_duration_since(self.last);
        self.last = now;
        if !self.playing {
            return;
        }
        self.clock_ms += passed.as_secs_f64() * 1000.0 * SPEEDS[self.speed];
        let due = self
            .timeline
            .moves_by(self.clock_ms.min(f64::from(u32::MAX)) as u32);
        if due != self.shown {
            let clock = self.clock_ms;
            self.go_to(due);
            self.clock_ms = clock;
        }
        if self.shown == self.timeline.len() {
            self.playing = false;
        }
    }

    /// How long the loop may wait: until the next move is due, or a tenth of a second for
    /// the clock while playing.
    pub fn timeout(&self, _now: Instant) -> Duration {
        if self.summary.is_none() {
            // The review is still being graded: come back at once after the events.
            return Duration::ZERO;
        }
        if !self.playing {
            return Duration::from_secs(60);
        }
        let next = self
            .timeline
            .replay()
            .moves()
            .get(self.shown)
            .map_or(0.0, |m| f64::from(m.at_ms));
        let wait = ((next - self.clock_ms) / SPEEDS[self.speed]).clamp(0.0, 100.0);
        Duration::from_secs_f64(wait / 1000.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use minesweeper_engine::replay::Recorder;
    use minesweeper_engine::{Action, Config};

    fn key(code: KeyCode) -> Event {
        Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    fn viewer(now: Instant) -> Viewer {
        let mut game = Game::new(Config::BEGINNER, 3);
        let mut recorder = Recorder::default();
        for (i, action) in [
            Action::Reveal(Pos::new(4, 4)),
            Action::ToggleFlag(Pos::new(0, 0)),
            Action::ToggleFlag(Pos::new(0, 0)),
        ]
        .into_iter()
        .enumerate()
        {
            let step = game.apply(action).unwrap();
            recorder.record(action, 1_000.0 * i as f64, false, !step.is_unchanged());
            game = step.game;
        }
        let replay = Replay::of(&game, recorder.into_moves()).unwrap();
        Viewer::new(replay, "test".into(), false, now)
    }

    #[test]
    fn arrows_step_and_home_end_jump() {
        let now = Instant::now();
        let mut v = viewer(now);
        assert_eq!(v.shown(), 0);
        v.handle(key(KeyCode::Right), now);
        v.handle(key(KeyCode::Right), now);
        assert_eq!(v.shown(), 2);
        assert_eq!(v.game().flags(), 1);
        assert_eq!(v.focus(), Some(Pos::new(0, 0)));
        v.handle(key(KeyCode::Left), now);
        assert_eq!((v.shown(), v.game().flags()), (1, 0));
        v.handle(key(KeyCode::End), now);
        assert_eq!(v.shown(), 3);
        v.handle(key(KeyCode::Home), now);
        assert_eq!(v.shown(), 0);
    }

    #[test]
    fn playing_follows_the_games_own_pace_and_the_speed() {
        let start = Instant::now();
        let mut v = viewer(start);
        v.handle(key(KeyCode::Char(' ')), start);
        v.tick(start + Duration::from_millis(10));
        assert_eq!(v.shown(), 1, "the first move is at 0 ms");
        v.tick(start + Duration::from_millis(900));
        assert_eq!(v.shown(), 1);
        v.tick(start + Duration::from_millis(1_100));
        assert_eq!(v.shown(), 2, "the second move a second later");
        v.handle(
            key(KeyCode::Char('+')),
            start + Duration::from_millis(1_100),
        );
        assert_eq!(SPEEDS[v.speed], 2.0);
        v.tick(start + Duration::from_millis(1_600));
        assert_eq!(v.shown(), 3, "at 2× the next second takes half");
        assert!(!v.playing, "the end pauses");
        for _ in 0..10 {
            v.handle(key(KeyCode::Char('-')), start);
        }
        assert_eq!(SPEEDS[v.speed], 0.25);
    }
}
