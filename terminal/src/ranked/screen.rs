//! Ranked play full screen (`mines ranked --server URL` on a terminal): the board the server
//! deals, moved over with the keys or clicked, and what the server says. The keys are the
//! practice game's, without the solver's: arrows or `hjkl` move, Space reveals or chords, `f`
//! flags, `n` starts another game, `q` leaves.

use std::time::{Duration, Instant};

use crossterm::event::{Event, KeyEvent, KeyEventKind, MouseButton, MouseEvent, MouseEventKind};
use minesweeper_engine::input::{Controls, Press};
use minesweeper_engine::replay::Buttons;
use minesweeper_engine::{Grid, Pos, Status};
use minesweeper_protocol::client::{Event as Heard, LinkState, Point};
use minesweeper_protocol::Category;
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, StatefulWidget};
use ratatui::Frame;

use super::line::{ending_line, status_line};
use super::Link;
use crate::keys::{Key, Motion};
use crate::tui::Screen;
use crate::ui::board::{Board, BoardView};
use crate::words::{said, words};

/// Ranked play full screen. Its last line says the keys it reads (`term-ranked-keys`: the
/// practice game's, [`crate::keys::BINDINGS`], less the solver's and the settings').
pub struct RankedScreen {
    link: Link,
    category: &'static Category,
    cursor: Pos,
    view: BoardView,
    /// The last thing the server or the connection said.
    said: Option<String>,
    /// How the game ended, with its replay's address.
    ending: Option<String>,
    color: bool,
    quit: bool,
    /// The mouse's clock starts here (its track goes with each move, counted from the last).
    epoch: Instant,
    /// The mouse buttons down, as its events told.
    buttons: Buttons,
}

impl RankedScreen {
    /// Asks for a game in `category` as soon as the connection is up.
    pub fn new(mut link: Link, category: &'static Category, color: bool, now: Instant) -> Self {
        let events = link.act(|c| c.start(category.name), now);
        let mut screen = RankedScreen {
            link,
            category,
            cursor: Pos::new(0, 0),
            view: BoardView::centred(),
            said: None,
            ending: None,
            color,
            quit: false,
            epoch: now,
            buttons: Buttons::default(),
        };
        screen.heard(events);
        screen
    }

    fn heard(&mut self, events: Vec<Heard>) {
        for event in events {
            match event {
                Heard::Notice(notice) => self.said = Some(said(&notice)),
                Heard::Link(LinkState::Lost) => {
                    self.said = Some(words().ranked_dropped().to_string());
                }
                Heard::Link(LinkState::Open) => self.said = None,
                Heard::Game => {
                    if let Some(game) = self.link.client().game() {
                        let config = game.config;
                        self.cursor = game
                            .start
                            .unwrap_or(Pos::new(config.rows() / 2, config.cols() / 2));
                        self.view = BoardView::centred();
                        self.ending = None;
                    }
                }
                Heard::Over(end) => {
                    let replay = (!end.replay.is_empty())
                        .then(|| format!("{}/#replay={}", self.link.server().base, end.replay));
                    self.ending = Some(ending_line(&end, replay.as_deref()));
                }
                _ => {}
            }
        }
    }

    /// A press on `pos`: the client asks the engine what it means on the board it knows.
    fn play(&mut self, press: Press, pos: Pos) {
        let now = Instant::now();
        let at = self.ms(now);
        let events = self
            .link
            .act(|c| c.press(Controls::OURS, press, pos, Some(at)), now);
        self.heard(events);
    }

    /// Milliseconds on the mouse's clock.
    fn ms(&self, now: Instant) -> f64 {
        now.saturating_duration_since(self.epoch).as_secs_f64() * 1000.0
    }

    /// The mouse over the board, for the game's video: kept by the client for the next move.
    fn track(&mut self, mouse: MouseEvent, grid: Grid) {
        self.buttons = crate::ui::board::buttons_after(self.buttons, mouse.kind);
        let Some((x, y)) = self.view.pixel_at(mouse.column, mouse.row, grid) else {
            return;
        };
        let point = Point {
            at: self.ms(Instant::now()),
            x,
            y,
            buttons: self.buttons,
        };
        self.link.client_mut().pointer(point);
    }

    fn move_by(&mut self, rows: i64, cols: i64) {
        let Some(game) = self.link.client().game() else {
            return;
        };
        let grid = game.config.grid();
        let clamp = |v: u32, d: i64, n: u32| (i64::from(v) + d).clamp(0, i64::from(n) - 1) as u32;
        self.cursor = Pos::new(
            clamp(self.cursor.row, rows, grid.rows()),
            clamp(self.cursor.col, cols, grid.cols()),
        );
    }

    /// The practice game's keys ([`Key::of`], one table), less the solver's and the settings'.
    fn on_key(&mut self, key: KeyEvent) {
        match Key::of(&key) {
            Some(Key::Quit) => self.quit = true,
            Some(Key::Cursor(Motion::By(rows, cols))) => self.move_by(rows, cols),
            Some(Key::Cursor(Motion::RowStart)) => self.move_by(0, -i64::from(u16::MAX)),
            Some(Key::Cursor(Motion::RowEnd)) => self.move_by(0, i64::from(u16::MAX)),
            Some(Key::Reveal) => self.play(Press::Primary, self.cursor),
            Some(Key::Flag) => self.play(Press::Secondary, self.cursor),
            Some(Key::Chord) => self.play(Press::Both, self.cursor),
            Some(Key::NewGame) if self.category.daily => {
                self.said = Some(words().term_daily_once().to_string());
            }
            Some(Key::NewGame) => {
                let name = self.category.name;
                let events = self.link.act(|c| c.start(name), Instant::now());
                self.heard(events);
            }
            _ => {}
        }
    }

    fn on_mouse(&mut self, mouse: MouseEvent) {
        let Some(grid) = self.link.client().game().map(|g| g.config.grid()) else {
            return;
        };
        self.track(mouse, grid);
        let Some(pos) = self.view.cell_at(mouse.column, mouse.row, grid) else {
            return;
        };
        let press = match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) => Press::Primary,
            MouseEventKind::Down(MouseButton::Right) => Press::Secondary,
            MouseEventKind::Down(MouseButton::Middle) => Press::Both,
            _ => return,
        };
        self.cursor = pos;
        self.play(press, pos);
    }

    fn title(&self) -> Line<'static> {
        let state = match self.link.client().game().map(|g| g.status) {
            _ if !self.link.connected() => "connecting",
            Some(Status::Won) => "won",
            Some(Status::Lost) => "lost",
            Some(Status::Playing) => "playing",
            _ => "ready",
        };
        let w = words();
        Line::from(vec![
            Span::styled(
                format!(" {} ", w.ranked()),
                Style::new().add_modifier(Modifier::REVERSED),
            ),
            Span::raw(format!(
                " {} │ {} │ {}",
                w.ranked_category(self.category.name),
                w.term_ranked_state(state),
                self.link.server().base
            )),
        ])
    }
}

impl Screen for RankedScreen {
    fn render(&mut self, frame: &mut Frame) {
        let [top, board, status, keys] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(3),
            Constraint::Length(3),
            Constraint::Length(1),
        ])
        .areas(frame.area());
        frame.render_widget(Paragraph::new(self.title()), top);
        let mut lines = Vec::new();
        match self.link.client().game() {
            Some(game) => {
                let widget = Board {
                    game,
                    focus: self.cursor,
                    lit: true,
                    marked: game.start.filter(|_| game.status == Status::Ready),
                    chances: None,
                    color: self.color,
                };
                widget.render(board, frame.buffer_mut(), &mut self.view);
                lines.push(Line::from(status_line(game)));
            }
            None => lines.push(Line::from(format!(" {}", words().term_ranked_asking()))),
        }
        if let Some(ending) = &self.ending {
            lines.extend(ending.lines().map(|l| Line::from(l.to_string())));
        }
        if let Some(said) = &self.said {
            lines.push(Line::from(said.clone()));
        }
        frame.render_widget(Paragraph::new(lines), status);
        frame.render_widget(
            Paragraph::new(format!(" {}", words().term_ranked_keys()))
                .style(Style::new().add_modifier(Modifier::DIM)),
            keys,
        );
    }

    fn handle(&mut self, event: Event, _now: Instant) {
        match event {
            Event::Key(key) if key.kind != KeyEventKind::Release => self.on_key(key),
            Event::Mouse(mouse) => self.on_mouse(mouse),
            _ => {}
        }
    }

    fn tick(&mut self, now: Instant) {
        let events = self.link.pump(now);
        self.heard(events);
    }

    fn timeout(&self, _now: Instant) -> Duration {
        // The server may speak at any time: look often.
        Duration::from_millis(30)
    }

    fn should_quit(&self) -> bool {
        self.quit
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::{KeyCode, KeyModifiers};

    /// The footer says what the one key table reads.
    #[test]
    fn the_footer_names_keys_the_table_reads_as_it_says() {
        let key = |c: char| Key::of(&KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
        for (said, c, means) in [
            ("hjkl move", 'h', Some(Key::Cursor(Motion::By(0, -1)))),
            ("Space reveal", ' ', Some(Key::Reveal)),
            ("f flag", 'f', Some(Key::Flag)),
            ("c chord", 'c', Some(Key::Chord)),
            ("n new game", 'n', Some(Key::NewGame)),
            ("q quit", 'q', Some(Key::Quit)),
        ] {
            assert!(words().term_ranked_keys().contains(said), "{said}");
            assert_eq!(key(c), means, "{said}");
        }
    }
}
