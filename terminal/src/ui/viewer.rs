//! Drawing the replay viewer: a header (what is playing, the move, the clock, the speed), the
//! board with the last move ringed, the move's grade from the review, and the keys.

use minesweeper_engine::Pos;
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, StatefulWidget, Wrap};
use ratatui::Frame;

use super::board::Board;
use super::too_small;
use crate::report;
use crate::viewer::{Viewer, SPEEDS};
use crate::words::words;

impl Viewer {
    pub fn render(&mut self, frame: &mut Frame) {
        let area = frame.area();
        if too_small(frame) {
            self.view.area = ratatui::layout::Rect::default();
            return;
        }
        let [header, board, status, keys] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(1),
            Constraint::Length(3),
            Constraint::Length(1),
        ])
        .areas(area);
        let total = self.timeline.len();
        let w = words();
        let state = w.term_replay_state(if self.playing { "yes" } else { "no" });
        frame.render_widget(
            Line::from(vec![
                Span::styled(
                    format!(" {} ", w.term_replay()),
                    Style::new().add_modifier(Modifier::BOLD),
                ),
                Span::raw(format!(
                    "│ {} │ {} s │ {}× {state} │ {}",
                    w.term_replay_move(self.shown, total),
                    crate::words::decimal(self.clock_ms / 1000.0, 1),
                    SPEEDS[self.speed],
                    self.title
                )),
            ]),
            header,
        );
        let grid = self.game.grid();
        let focus = self
            .focus()
            .unwrap_or(Pos::new(grid.rows() / 2, grid.cols() / 2));
        Board {
            game: &self.game,
            focus,
            lit: false,
            marked: self.focus(),
            chances: None,
            color: self.color,
        }
        .render(board, frame.buffer_mut(), &mut self.view);
        let graded = self.graded().len();
        let mut lines = vec![match self.shown.checked_sub(1) {
            Some(i) if i < graded => report::move_line(&self.graded()[i]),
            Some(_) => format!(" {}", w.review_grading(graded, total)),
            None => format!(" {}", w.term_replay_start()),
        }];
        // At the start the summary says what is coming, at the end how it went.
        if self.shown == 0 || self.shown == total {
            let luck = match &self.summary {
                Some(summary) => report::luck_line(summary),
                None => w.review_grading(graded, total).to_string(),
            };
            lines.push(format!(" {luck}"));
        }
        let bold = Style::new().add_modifier(Modifier::BOLD);
        frame.render_widget(
            Paragraph::new(
                lines
                    .into_iter()
                    .map(|l| Line::styled(l, bold))
                    .collect::<Vec<_>>(),
            )
            .wrap(Wrap { trim: false }),
            status,
        );
        frame.render_widget(
            Line::styled(
                format!(" {}", w.term_replay_keys()),
                Style::new().add_modifier(Modifier::DIM),
            ),
            keys,
        );
    }
}
