//! Drawing the full-screen game: a header (mines left, timer, state), the board (scrolled to
//! keep the cursor in view), a status line and the keys. Every state has its own symbol, so
//! nothing depends on colour alone; without colour only bold and reverse video remain.

use minesweeper_engine::{CellView, Config, Pos, Status};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, StatefulWidget, Wrap};
use ratatui::Frame;

use crate::app::{App, Overlay, Screen};
use crate::keys::{BINDINGS, MOUSE};
use crate::play::percent;

pub mod board;
mod viewer;

use board::Board;

/// When the terminal is smaller than [`MIN_WIDTH`] × [`MIN_HEIGHT`]: says so on it, and
/// returns true.
pub(crate) fn too_small(frame: &mut Frame) -> bool {
    let area = frame.area();
    if area.width >= MIN_WIDTH && area.height >= MIN_HEIGHT {
        return false;
    }
    let text = format!(
        "The terminal is {}×{}; Minesweeper needs at least {MIN_WIDTH}×{MIN_HEIGHT}. Enlarge it, or press q to quit.",
        area.width, area.height
    );
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
    true
}

/// The smallest terminal the game draws in: the header, one board row in its frame, the
/// status line and the keys.
pub const MIN_WIDTH: u16 = 40;
pub const MIN_HEIGHT: u16 = 6;

impl App {
    /// Draws the whole screen and remembers where the board went, for the mouse.
    pub fn render(&mut self, frame: &mut Frame) {
        self.screen().render(frame);
    }
}

impl Screen<'_> {
    fn render(&mut self, frame: &mut Frame) {
        let area = frame.area();
        if too_small(frame) {
            self.view.area = Rect::default();
            return;
        }
        // A status too long for one line takes the keys' line too.
        let status = self.status_line();
        let status_rows = if status.width() > usize::from(area.width) {
            2
        } else {
            1
        };
        let [header, board, status_area, keys] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(1),
            Constraint::Length(status_rows),
            Constraint::Length(2 - status_rows),
        ])
        .areas(area);
        frame.render_widget(self.header(), header);
        self.draw_board(board, frame.buffer_mut());
        frame.render_widget(
            Paragraph::new(status).wrap(Wrap { trim: false }),
            status_area,
        );
        frame.render_widget(
            Line::styled(
                " H hint · p probabilities · a autoplay · n new · ? help · q quit",
                Style::new().add_modifier(Modifier::DIM),
            ),
            keys,
        );
        match self.overlay {
            Overlay::None => {}
            Overlay::Help => self.popup(frame, " Keys ", help_lines()),
            Overlay::Stats => {
                let lines = self.stats_lines();
                self.popup(frame, " Statistics ", lines);
            }
        }
    }

    fn header(&self) -> Line<'static> {
        let game = self.game;
        let config = game.config();
        let seconds = self.elapsed.as_secs();
        let state = match game.status() {
            Status::Ready => "Ready",
            Status::Playing => "Playing",
            Status::Won => "Won!",
            Status::Lost => "Lost",
        };
        let state_style = match (game.status(), self.color) {
            (Status::Won, true) => Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
            (Status::Lost, true) => Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            _ => Style::new().add_modifier(Modifier::BOLD),
        };
        let name = config.category();
        let mut flags = Vec::new();
        if self.autoplay {
            flags.push("autoplay");
        }
        if self.probabilities {
            flags.push("probabilities");
        }
        if self.marks {
            flags.push("marks");
        }
        if config.first_click() == minesweeper_engine::FirstClick::NoGuess {
            flags.push("no guessing");
        }
        let extras = if flags.is_empty() {
            String::new()
        } else {
            format!(" · {}", flags.join(", "))
        };
        Line::from(vec![
            Span::raw(format!(" Mines {:>3}", game.mines_left())),
            Span::raw(" │ "),
            Span::raw(format!("Time {seconds:03}")),
            Span::raw(" │ "),
            Span::styled(state, state_style),
            Span::raw(" │ "),
            Span::raw(format!(
                "{name} {}×{}/{} · seed {}{extras}",
                config.rows(),
                config.cols(),
                config.mines(),
                game.seed()
            )),
        ])
    }

    fn status_line(&mut self) -> Line<'static> {
        let cursor = self.cursor;
        let mut place = format!("row {} col {}", cursor.row + 1, cursor.col + 1);
        if let Some(p) = self.chance(cursor) {
            place.push_str(&format!(": {} mine", percent(p)));
        }
        Line::from(vec![
            Span::raw(format!(" {place} │ ")),
            Span::styled(
                self.status.to_string(),
                Style::new().add_modifier(Modifier::BOLD),
            ),
        ])
    }

    /// The cursor cell's mine chance, while the probabilities are shown.
    fn chance(&self, pos: Pos) -> Option<f64> {
        let index = self.game.grid().index(pos)?;
        let hidden = !matches!(self.game.view_at(index), CellView::Revealed(_));
        let chances = self.chances?;
        hidden.then(|| chances[index])
    }

    /// Draws the board, scrolled to keep the cursor in view.
    fn draw_board(&mut self, area: Rect, buf: &mut Buffer) {
        let board = Board {
            game: self.game,
            focus: self.cursor,
            lit: true,
            marked: self.hinted,
            chances: self.chances,
            color: self.color,
        };
        board.render(area, buf, self.view);
    }

    fn popup(&self, frame: &mut Frame, title: &str, lines: Vec<Line<'static>>) {
        let area = frame.area();
        let width = lines
            .iter()
            .map(Line::width)
            .max()
            .unwrap_or(0)
            .saturating_add(4)
            .min(usize::from(area.width)) as u16;
        let height = (lines.len() + 2).min(usize::from(area.height)) as u16;
        let popup = Rect::new(
            area.x + (area.width - width) / 2,
            area.y + (area.height - height) / 2,
            width,
            height,
        );
        frame.render_widget(Clear, popup);
        frame.render_widget(
            Paragraph::new(lines).block(Block::bordered().title(title.to_string())),
            popup,
        );
    }

    fn stats_lines(&self) -> Vec<Line<'static>> {
        let mut lines = vec![Line::from(
            " board         played  won   rate  streak  best",
        )];
        for (key, name) in Config::CATEGORIES {
            let record = self.stats.records.get(key).cloned().unwrap_or_default();
            let best = record
                .best_times
                .first()
                .map_or("—".to_string(), |b| format!("{:.1} s", b.ms / 1000.0));
            lines.push(Line::from(format!(
                " {name:<13} {:>6} {:>4} {:>5.0}% {:>3}/{:<3} {best}",
                record.played,
                record.won,
                record.win_rate() * 100.0,
                record.streak,
                record.best_streak,
            )));
        }
        let bests: Vec<Line<'static>> = Config::CATEGORIES
            .iter()
            .filter_map(|(key, name)| {
                let b = self.stats.records.get(*key)?.best_counters.clone()?;
                let opt = |v: Option<f64>, d: usize| v.map_or("—".into(), |v| format!("{v:.d$}"));
                Some(Line::from(format!(
                    " {name:<13} {:>6.2} {:>5.2} {:>7} {:>6}",
                    b.bbbv_per_second,
                    b.ioe,
                    opt(b.rqp, 1),
                    opt(b.stnb, 1)
                )))
            })
            .collect();
        if !bests.is_empty() {
            lines.push(Line::from(""));
            lines.push(Line::from(" best          3BV/s   IOE     RQP   STNB"));
            lines.extend(bests);
        }
        lines.push(Line::from(""));
        lines.push(Line::styled(
            " Games helped by the solver are not counted.",
            Style::new().add_modifier(Modifier::DIM),
        ));
        lines
    }
}

fn help_lines() -> Vec<Line<'static>> {
    BINDINGS
        .iter()
        .map(|b| (b.keys, b.what))
        .chain([MOUSE])
        .map(|(keys, what)| {
            Line::from(vec![
                Span::styled(
                    format!(" {keys:<16}"),
                    Style::new().add_modifier(Modifier::BOLD),
                ),
                Span::raw(format!("{what} ")),
            ])
        })
        .chain([
            Line::from(""),
            Line::styled(
                " Any other key closes this.",
                Style::new().add_modifier(Modifier::DIM),
            ),
        ])
        .collect()
}
