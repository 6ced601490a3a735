//! The board as a ratatui `StatefulWidget`: as much of it as fits, in a frame, scrolled to keep
//! one cell (the cursor, or the move a replay is at) in view. The scrolling is the state
//! ([`BoardView`]), as with ratatui's `ListState`; the mouse reads back where the board went.
//! Every state has its own symbol, so nothing depends on colour alone.

use minesweeper_engine::{CellView, Grid, Pos};

use crate::play::Cells;
use ratatui::buffer::Buffer;
use ratatui::layout::{Margin, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::{Block, StatefulWidget, Widget};

/// Screen columns per board cell: terminal cells are about twice as tall as wide.
pub const CELL_WIDTH: u16 = 2;

use crossterm::event::{MouseButton, MouseEventKind};
use minesweeper_engine::replay::cursor::{Buttons, CELL_PIXELS};

/// A game's board, to draw.
pub struct Board<'a> {
    pub game: &'a dyn Cells,
    /// The cell kept in view and lit (reverse video).
    pub focus: Pos,
    /// Whether the focus is lit (the keyboard cursor) or only kept in view.
    pub lit: bool,
    /// A cell to underline: the last hint, or the move a replay is at.
    pub marked: Option<Pos>,
    /// Each cell's mine chance, while the probabilities are shown.
    pub chances: Option<&'a [f64]>,
    pub color: bool,
}

/// Where the board is scrolled to and where it was last drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// The board cell shown at the top left.
    pub offset: Pos,
    /// Centre the view on the focus at the next drawing (a new or restored game).
    pub recentre: bool,
    /// Where the cells were drawn, for the mouse.
    pub area: Rect,
}

impl BoardView {
    /// A view that centres on the focus when first drawn.
    pub fn centred() -> BoardView {
        BoardView {
            offset: Pos::new(0, 0),
            recentre: true,
            area: Rect::default(),
        }
    }

    /// Where screen column `x`, row `y` is on the board, in a replay's cursor pixels (16 a
    /// cell, as EVF counts them): the middle of the half of the cell under it, since a terminal
    /// cell is as fine as a mouse reads there. None off the board.
    pub fn pixel_at(&self, x: u16, y: u16, grid: Grid) -> Option<(u16, u16)> {
        let pos = self.cell_at(x, y, grid)?;
        let px = CELL_PIXELS / CELL_WIDTH;
        let within = (x - self.area.x) % CELL_WIDTH;
        let at = |cell: u32, part: u16, size: u16| {
            u16::try_from(cell * u32::from(CELL_PIXELS) + u32::from(part * size + size / 2)).ok()
        };
        Some((at(pos.col, within, px)?, at(pos.row, 0, CELL_PIXELS)?))
    }

    /// The board cell drawn at screen column `x`, row `y`, if any: a cell's symbol and the
    /// gap on its left are the cell.
    pub fn cell_at(&self, x: u16, y: u16, grid: Grid) -> Option<Pos> {
        let area = self.area;
        let inside = x >= area.x && x < area.right() && y >= area.y && y < area.bottom();
        if !inside {
            return None;
        }
        let pos = Pos::new(
            self.offset.row + u32::from(y - area.y),
            self.offset.col + u32::from((x - area.x) / CELL_WIDTH),
        );
        grid.contains(pos).then_some(pos)
    }
}

impl StatefulWidget for Board<'_> {
    type State = BoardView;

    /// Draws the board in a frame, as much as fits, scrolled so the focus is in view. Each
    /// cell is a symbol with a gap on either side; a lit focus lights up both gaps.
    fn render(self, area: Rect, buf: &mut Buffer, view: &mut BoardView) {
        let grid = self.game.grid();
        let inner = area.inner(Margin::new(1, 1));
        let rows = u32::from(inner.height).min(grid.rows());
        let cols = u32::from(inner.width.saturating_sub(1) / CELL_WIDTH).min(grid.cols());
        // Centre a board that fits; a larger one fills the area.
        let (width, height) = (cols as u16 * CELL_WIDTH + 1, rows as u16);
        let x = inner.x + (inner.width - width) / 2;
        let y = inner.y + (inner.height - height) / 2;
        view.area = Rect::new(x, y, width, height);
        let focus = self.focus;
        if std::mem::take(&mut view.recentre) {
            view.offset = Pos::new(
                focus.row.saturating_sub(rows / 2),
                focus.col.saturating_sub(cols / 2),
            );
        }
        view.offset = Pos::new(
            scroll(view.offset.row, focus.row, rows, grid.rows()),
            scroll(view.offset.col, focus.col, cols, grid.cols()),
        );
        let offset = view.offset;
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
        for r in 0..rows {
            for c in 0..cols {
                let pos = Pos::new(offset.row + r, offset.col + c);
                let Some(index) = grid.index(pos) else {
                    continue;
                };
                let p = self.chances.map(|p| p[index]);
                let (symbol, mut style) = look(self.game.view_at(index), p, self.color);
                if Some(pos) == self.marked {
                    style = style.add_modifier(Modifier::UNDERLINED);
                }
                let (sx, sy) = (x + c as u16 * CELL_WIDTH, y + r as u16);
                buf[(sx + 1, sy)].set_symbol(symbol).set_style(style);
                if pos == focus && self.lit {
                    let lit = Style::new().add_modifier(Modifier::REVERSED);
                    buf[(sx + 1, sy)].set_style(lit);
                    buf[(sx, sy)].set_style(lit);
                    buf[(sx + 2, sy)].set_style(lit);
                }
            }
        }
    }
}

/// The first board row or column to show so that `focus` stays in a view of `shown` of
/// `total`, with a few cells of the board around it where there are any, moving the view no
/// more than needed.
fn scroll(offset: u32, focus: u32, shown: u32, total: u32) -> u32 {
    let margin = (shown.saturating_sub(1) / 2).min(3);
    let offset = if focus < offset + margin {
        focus.saturating_sub(margin)
    } else if focus + margin >= offset + shown {
        focus + margin + 1 - shown
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

/// The mouse buttons down after `kind`, from those down before it (for a replay's cursor).
pub fn buttons_after(before: Buttons, kind: MouseEventKind) -> Buttons {
    let button = |b: MouseButton| match b {
        MouseButton::Left => Buttons::LEFT,
        MouseButton::Right => Buttons::RIGHT,
        MouseButton::Middle => Buttons::MIDDLE,
    };
    match kind {
        MouseEventKind::Down(b) | MouseEventKind::Drag(b) => before.with(button(b), true),
        MouseEventKind::Up(b) => before.with(button(b), false),
        _ => before,
    }
}
