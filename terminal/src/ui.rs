//! Drawing the full-screen game: a header (mines left, timer, state), the board (scrolled to
//! keep the cursor in view), a status line and the keys. Every state has its own symbol, so
//! nothing depends on colour alone; without colour only bold and reverse video remain.

use minesweeper_engine::records::CATEGORIES;
use minesweeper_engine::{CellView, Pos, Status};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Margin, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};
use ratatui::Frame;

use crate::app::{App, Overlay};
use crate::play::percent;

/// The smallest terminal the game draws in: the header, one board row in its frame, the
/// status line and the keys.
pub const MIN_WIDTH: u16 = 40;
pub const MIN_HEIGHT: u16 = 6;

/// Screen columns per board cell: terminal cells are about twice as tall as wide.
const CELL_WIDTH: u16 = 2;

/// Every key, for the help screen and docs/terminal.md.
pub const KEYS: &[(&str, &str)] = &[
    (
        "arrows, h j k l",
        "move the cursor (Home/End, PgUp/PgDn jump)",
    ),
    ("Space, Enter", "reveal; on a satisfied number, chord"),
    ("f", "flag (with marks on: flag → ? → hidden)"),
    ("c", "chord: open around a satisfied number"),
    ("H", "hint: the solver plays its move"),
    ("p", "probabilities: shade every hidden cell"),
    ("a", "autoplay on/off"),
    ("n", "new game, same size"),
    ("1 2 3", "new Beginner / Intermediate / Expert"),
    ("m", "marks (?) on/off"),
    ("s", "statistics"),
    ("?", "this help"),
    ("q, Esc, Ctrl-C", "quit (the game is kept)"),
    (
        "mouse",
        "left reveals, right or Shift+left flags, middle chords",
    ),
];

impl App {
    /// Draws the whole screen and remembers where the board went, for the mouse.
    pub fn render(&mut self, frame: &mut Frame) {
        let area = frame.area();
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            self.board_area = Rect::default();
            let text = format!(
                "The terminal is {}×{}; Minesweeper needs at least {MIN_WIDTH}×{MIN_HEIGHT}. Enlarge it, or press q to quit.",
                area.width, area.height
            );
            frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
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
        let game = &self.game;
        let config = game.config();
        let seconds = self.clock.elapsed(self.now).as_secs();
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
        let name = minesweeper_engine::records::category(config);
        let mut flags = Vec::new();
        if self.autoplay.is_some() {
            flags.push("autoplay");
        }
        if self.probabilities {
            flags.push("probabilities");
        }
        if self.prefs.marks {
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
                self.status.clone(),
                Style::new().add_modifier(Modifier::BOLD),
            ),
        ])
    }

    /// The cursor cell's mine chance, while the probabilities are shown.
    fn chance(&mut self, pos: Pos) -> Option<f64> {
        let index = self.game.grid().index(pos)?;
        let hidden = !matches!(self.game.view_at(index), CellView::Revealed(_));
        let analysis = self.analysis()?;
        hidden.then(|| analysis.probabilities[index])
    }

    /// Draws the board in a frame, as much of it as fits, scrolled so the cursor is in view.
    /// Each cell is a symbol with a gap on either side; the cursor lights up both gaps.
    fn draw_board(&mut self, area: Rect, buf: &mut Buffer) {
        let grid = self.game.grid();
        let inner = area.inner(Margin::new(1, 1));
        let rows = u32::from(inner.height).min(grid.rows());
        let cols = u32::from(inner.width.saturating_sub(1) / CELL_WIDTH).min(grid.cols());
        // Centre a board that fits; a larger one fills the area.
        let (width, height) = (cols as u16 * CELL_WIDTH + 1, rows as u16);
        let x = inner.x + (inner.width - width) / 2;
        let y = inner.y + (inner.height - height) / 2;
        self.board_area = Rect::new(x, y, width, height);
        if std::mem::take(&mut self.recentre) {
            self.offset = Pos::new(
                self.cursor.row.saturating_sub(rows / 2),
                self.cursor.col.saturating_sub(cols / 2),
            );
        }
        self.offset = Pos::new(
            scroll(self.offset.row, self.cursor.row, rows, grid.rows()),
            scroll(self.offset.col, self.cursor.col, cols, grid.cols()),
        );
        let offset = self.offset;
        let mut frame = Block::bordered();
        if rows < grid.rows() || cols < grid.cols() {
            frame = frame.title_bottom(format!(
                " rows {}–{} of {} · cols {}–{} of {} ",
                offset.row + 1,
                offset.row + rows,
                grid.rows(),
                offset.col + 1,
                offset.col + cols,
                grid.cols()
            ));
        }
        frame.render(Rect::new(x - 1, y - 1, width + 2, height + 2), buf);
        let (color, cursor, hinted) = (self.color, self.cursor, self.hinted);
        // Computed (if shown) through `&mut self`, then read alongside the game without copies.
        let shown = self.analysis().is_some();
        let chances = self
            .analysis
            .as_ref()
            .filter(|_| shown)
            .map(|a| a.probabilities.as_slice());
        let game = &self.game;
        for r in 0..rows {
            for c in 0..cols {
                let pos = Pos::new(offset.row + r, offset.col + c);
                let Some(index) = grid.index(pos) else {
                    continue;
                };
                let p = chances.as_ref().map(|p| p[index]);
                let (symbol, mut style) = look(game.view_at(index), p, color);
                if Some(pos) == hinted {
                    style = style.add_modifier(Modifier::UNDERLINED);
                }
                let (sx, sy) = (x + c as u16 * CELL_WIDTH, y + r as u16);
                buf[(sx + 1, sy)].set_symbol(symbol).set_style(style);
                if pos == cursor {
                    let lit = Style::new().add_modifier(Modifier::REVERSED);
                    buf[(sx + 1, sy)].set_style(lit);
                    buf[(sx, sy)].set_style(lit);
                    buf[(sx + 2, sy)].set_style(lit);
                }
            }
        }
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
        for (key, name) in CATEGORIES {
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
        lines.push(Line::from(""));
        lines.push(Line::styled(
            " Games helped by the solver are not counted.",
            Style::new().add_modifier(Modifier::DIM),
        ));
        lines
    }
}

fn help_lines() -> Vec<Line<'static>> {
    KEYS.iter()
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

/// The first board row or column to show so that `cursor` stays in a view of `shown` of
/// `total`, with a few cells of the board around it where there are any, moving the view no
/// more than needed.
fn scroll(offset: u32, cursor: u32, shown: u32, total: u32) -> u32 {
    let margin = (shown.saturating_sub(1) / 2).min(3);
    let offset = if cursor < offset + margin {
        cursor.saturating_sub(margin)
    } else if cursor + margin >= offset + shown {
        cursor + margin + 1 - shown
    } else {
        offset
    };
    offset.min(total.saturating_sub(shown))
}

/// A cell's symbol and style. `p` is its mine chance while the probabilities are shown.
fn look(view: CellView, p: Option<f64>, color: bool) -> (&'static str, Style) {
    let plain = Style::new();
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let fg = |c: Color| if color { bold.fg(c) } else { bold };
    match view {
        CellView::Hidden | CellView::Questioned => {
            let questioned = view == CellView::Questioned;
            match p {
                Some(p) => {
                    let symbol = match p {
                        0.0 => "○",
                        1.0 => "●",
                        _ if questioned => "?",
                        _ if p < 1.0 / 3.0 => "░",
                        _ if p < 2.0 / 3.0 => "▒",
                        _ => "▓",
                    };
                    let style = if color { plain.fg(heat(p)) } else { plain };
                    (symbol, style)
                }
                None if questioned => ("?", fg(Color::Yellow)),
                None => ("■", if color { plain.fg(Color::Gray) } else { plain }),
            }
        }
        CellView::Flagged => ("F", fg(Color::Red)),
        CellView::Revealed(0) => ("·", plain.add_modifier(Modifier::DIM)),
        CellView::Revealed(n) => {
            const DIGITS: [&str; 9] = ["0", "1", "2", "3", "4", "5", "6", "7", "8"];
            // The classic colours, in terminal colours that read on dark and light themes.
            const COLOURS: [Color; 9] = [
                Color::Reset,
                Color::LightBlue,
                Color::Green,
                Color::LightRed,
                Color::Blue,
                Color::Red,
                Color::Cyan,
                Color::Magenta,
                Color::DarkGray,
            ];
            let n = usize::from(n.min(8));
            (DIGITS[n], fg(COLOURS[n]))
        }
        CellView::Mine => ("*", bold),
        CellView::Exploded => (
            "X",
            if color {
                bold.fg(Color::White).bg(Color::Red)
            } else {
                bold
            },
        ),
        CellView::WrongFlag => ("x", fg(Color::Red)),
    }
}

/// Green for safe through yellow to red for a mine.
fn heat(p: f64) -> Color {
    let p = p.clamp(0.0, 1.0);
    let red = (255.0 * (2.0 * p).min(1.0)) as u8;
    let green = (255.0 * (2.0 * (1.0 - p)).min(1.0)) as u8;
    Color::Rgb(red, green, 60)
}
