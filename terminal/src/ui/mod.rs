//! Drawing the full-screen game: a header (mines left, timer, state), the board (scrolled to
//! keep the cursor in view), a status line and the keys. Every state has its own symbol, so
//! nothing depends on colour alone; without colour only bold and reverse video remain.

use minesweeper_engine::counters::{Counter, Counters, Place};
use minesweeper_engine::{CellView, Config, Pos, Status};
use minesweeper_i18n::counters as i18n_counters;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, StatefulWidget, Wrap};
use ratatui::Frame;
use unicode_width::UnicodeWidthStr;

use crate::app::{App, Overlay, Screen};
use crate::keys::{BINDINGS, MOUSE};
use crate::play::percent;
use crate::words::{decimal, text, words};

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
    let text = words().term_too_small(area.width, area.height, MIN_WIDTH, MIN_HEIGHT);
    frame.render_widget(
        Paragraph::new(text.to_string()).wrap(Wrap { trim: true }),
        area,
    );
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

/// The live counters, the table's for the live panel (`counters::Place::Live`), in one line
/// cut at the screen's edge: "Time 12.40 s · Estimate 30.10 s · 3BV 127 · …".
fn live_line(counters: &Counters) -> Line<'static> {
    let w = words();
    let pairs: Vec<String> = Counter::shown_in(Place::Live)
        .filter_map(|counter| {
            let shown = counter.figure(counters).filter(|f| f.shown())?;
            Some(format!(
                "{} {}",
                i18n_counters::label(&w, counter).0,
                i18n_counters::figure(&w, shown, decimal)
            ))
        })
        .collect();
    Line::styled(
        format!(" {}", pairs.join(" · ")),
        Style::new().add_modifier(Modifier::DIM),
    )
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
        let live_rows = u16::from(self.live.is_some());
        let [header, live, board, status_area, keys] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(live_rows),
            Constraint::Min(1),
            Constraint::Length(status_rows),
            Constraint::Length(2 - status_rows),
        ])
        .areas(area);
        frame.render_widget(self.header(), header);
        if let Some(counters) = &self.live {
            frame.render_widget(live_line(counters), live);
        }
        self.draw_board(board, frame.buffer_mut());
        frame.render_widget(
            Paragraph::new(status).wrap(Wrap { trim: false }),
            status_area,
        );
        let w = words();
        frame.render_widget(
            Line::styled(
                format!(" {}", w.term_keys_line()),
                Style::new().add_modifier(Modifier::DIM),
            ),
            keys,
        );
        match self.overlay {
            Overlay::None => {}
            Overlay::Help => self.popup(frame, &w.term_keys(), help_lines()),
            Overlay::Stats => {
                let lines = self.stats_lines();
                self.popup(frame, &w.statistics(), lines);
            }
        }
    }

    fn header(&self) -> Line<'static> {
        let game = self.game;
        let config = game.config();
        let seconds = self.elapsed.as_secs();
        let w = words();
        let state = w.term_state(match game.status() {
            Status::Ready => "ready",
            Status::Playing => "playing",
            Status::Won => "won",
            Status::Lost => "lost",
        });
        let state_style = match (game.status(), self.color) {
            (Status::Won, true) => Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
            (Status::Lost, true) => Style::new().fg(Color::Red).add_modifier(Modifier::BOLD),
            _ => Style::new().add_modifier(Modifier::BOLD),
        };
        let name = w.category(config.category());
        let no_guess = config.first_click() == minesweeper_engine::FirstClick::NoGuess;
        let modes: Vec<String> = [
            (self.autoplay, "autoplay"),
            (self.probabilities, "probabilities"),
            (self.marks, "marks"),
            (no_guess, "no-guess"),
        ]
        .into_iter()
        .filter(|&(on, _)| on)
        .map(|(_, mode)| w.term_mode(mode).to_string())
        .collect();
        let extras = if modes.is_empty() {
            String::new()
        } else {
            format!(" · {}", modes.join(&w.list_separator()))
        };
        let board = w.term_board(
            name,
            config.rows(),
            config.cols(),
            config.mines(),
            text(game.seed()),
        );
        Line::from(vec![
            Span::raw(format!(
                " {}",
                w.term_mines(format!("{:>3}", game.mines_left()))
            )),
            Span::raw(" │ "),
            Span::raw(w.term_time(format!("{seconds:03}")).to_string()),
            Span::raw(" │ "),
            Span::styled(state.to_string(), state_style),
            Span::raw(" │ "),
            Span::raw(format!("{board}{extras}")),
        ])
    }

    fn status_line(&mut self) -> Line<'static> {
        let cursor = self.cursor;
        let (row, col) = (cursor.row + 1, cursor.col + 1);
        let w = words();
        let place = match self.chance(cursor) {
            Some(p) => w.term_place_chance(row, col, percent(p)),
            None => w.term_place(row, col),
        };
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
            Paragraph::new(lines).block(Block::bordered().title(format!(" {title} "))),
            popup,
        );
    }

    fn stats_lines(&self) -> Vec<Line<'static>> {
        let w = words();
        let mut rows = vec![[
            w.stats_board(),
            w.stats_played(),
            w.stats_won(),
            w.stats_rate(),
            w.stats_streak(),
            w.stats_best(),
        ]
        .map(|header| header.to_string())];
        for (key, _) in Config::CATEGORIES {
            let record = self.stats.records.get(key).cloned().unwrap_or_default();
            let best = record.best_times.first().map_or("—".to_string(), |b| {
                format!("{} s", decimal(b.ms / 1000.0, 1))
            });
            rows.push([
                w.category(key).to_string(),
                record.played.to_string(),
                record.won.to_string(),
                format!("{:.0}%", record.win_rate() * 100.0),
                format!("{}/{}", record.streak, record.best_streak),
                best,
            ]);
        }
        let mut lines: Vec<Line<'static>> = table(&rows).into_iter().map(Line::from).collect();
        let mut bests = vec![[
            w.stats_best(),
            w.counter_bbbv_s(),
            w.counter_ioe(),
            w.counter_rqp(),
            w.counter_stnb(),
        ]
        .map(|header| header.to_string())];
        bests.extend(Config::CATEGORIES.iter().filter_map(|(key, _)| {
            let b = self.stats.records.get(*key)?.best_counters.clone()?;
            let opt = |v: Option<f64>, d: usize| v.map_or("—".into(), |v| format!("{v:.d$}"));
            Some([
                w.category(*key).to_string(),
                decimal(b.bbbv_per_second, 2),
                decimal(b.ioe, 2),
                opt(b.rqp, 1),
                opt(b.stnb, 1),
            ])
        }));
        if bests.len() > 1 {
            lines.push(Line::from(""));
            lines.extend(table(&bests).into_iter().map(Line::from));
        }
        lines.push(Line::from(""));
        lines.push(Line::styled(
            format!(" {}", w.stats_hint()),
            Style::new().add_modifier(Modifier::DIM),
        ));
        lines
    }
}

fn help_lines() -> Vec<Line<'static>> {
    let w = words();
    let keys: Vec<(String, String)> = BINDINGS
        .iter()
        .map(|b| (b.keys, b.what))
        .chain([MOUSE])
        .map(|(keys, what)| (keys(&w).to_string(), what(&w).to_string()))
        .collect();
    let width = keys.iter().map(|(k, _)| k.width()).max().unwrap_or(0) + 1;
    keys.into_iter()
        .map(|(keys, what)| {
            Line::from(vec![
                Span::styled(
                    format!(" {}", pad(&keys, width, false)),
                    Style::new().add_modifier(Modifier::BOLD),
                ),
                Span::raw(format!("{what} ")),
            ])
        })
        .chain([
            Line::from(""),
            Line::styled(
                format!(" {}", w.term_any_key()),
                Style::new().add_modifier(Modifier::DIM),
            ),
        ])
        .collect()
}

/// Rows as lines of columns two apart, the first column to the left and the others to the
/// right, each as wide as its widest cell on screen (a Chinese letter takes two columns).
fn table<const N: usize>(rows: &[[String; N]]) -> Vec<String> {
    let widths: Vec<usize> = (0..N)
        .map(|c| rows.iter().map(|row| row[c].width()).max().unwrap_or(0))
        .collect();
    rows.iter()
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .enumerate()
                .map(|(c, cell)| pad(cell, widths[c], c > 0))
                .collect();
            format!(" {}", cells.join("  ").trim_end())
        })
        .collect()
}

/// `text` padded with spaces to `width` columns on screen, on the left when `right`.
fn pad(text: &str, width: usize, right: bool) -> String {
    let fill = " ".repeat(width.saturating_sub(text.width()));
    if right {
        fill + text
    } else {
        format!("{text}{fill}")
    }
}
