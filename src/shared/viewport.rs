//! Which rows and columns of a big board are rendered. A board that fits the window at the
//! smallest cell size renders every cell (the DOM contract the tests read); a larger one
//! renders the cells in view of its scroll box, a margin around them, and the keyboard
//! cursor's cell, so a click costs the same on 40 × 40 as on 200 × 200. Pure, tested natively.

/// The smallest cell, in CSS pixels: `--cell` in `styles/main.css` never goes below it, and a
/// board that does not fit is drawn at exactly this size.
pub const MIN_CELL_PX: f64 = 20.0;
/// What the page around the board takes, in CSS pixels (as in `--cell`'s formula).
const CHROME_W: f64 = 48.0;
const CHROME_H: f64 = 200.0;
/// What the page around the scroll box takes at most, in CSS pixels: `.board-scroll`'s
/// `max-width` and `max-height` in `styles/main.css`.
const BOX_CHROME_W: f64 = 40.0;
const BOX_CHROME_H: f64 = 190.0;
/// Rows and columns rendered beyond each edge of the view, at least, so a scroll shows cells
/// at once. Every rendered cell costs a flood its render, style, layout and paint.
pub const MARGIN: u32 = 1;
/// The window's edges move in steps of this many rows or columns, so a scroll re-renders the
/// board once per step, not once per row or column scrolled (a column in or out re-renders
/// every row in view). With [`MARGIN`], each edge lies 1 to 4 beyond the view: 2.5 on
/// average, as many cells as the fixed margin of 3 before.
pub const STEP: u32 = 4;

/// Whether a `rows` × `cols` board fits a `width` × `height` window without shrinking cells
/// below [`MIN_CELL_PX`]: then every cell is rendered.
pub fn fits(rows: u32, cols: u32, width: f64, height: f64) -> bool {
    f64::from(cols) * MIN_CELL_PX <= width - CHROME_W
        && f64::from(rows) * MIN_CELL_PX <= height - CHROME_H
}

/// The largest the board's scroll box gets in a `height` × `width` window: a partly rendered
/// board fills it, or is narrower (or shorter) than it, and then the window is clamped to the
/// board anyway. Known without reading the page's layout.
pub fn scroll_box(height: f64, width: f64) -> (f64, f64) {
    (
        (height - BOX_CHROME_H).max(0.0),
        (width - BOX_CHROME_W).max(0.0),
    )
}

/// The rows and columns rendered, inclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub rows: (u32, u32),
    pub cols: (u32, u32),
}

impl Window {
    /// Everything in view of a scroll box scrolled to (`top`, `left`) and showing `height` ×
    /// `width` pixels, with [`MARGIN`] more on each side, on a `rows` × `cols` board.
    pub fn of(top: f64, left: f64, height: f64, width: f64, rows: u32, cols: u32) -> Window {
        let span = |start: f64, length: f64, count: u32| -> (u32, u32) {
            // A box scrolled past the end (the board just shrank) shows the end.
            let end = (f64::from(count) * MIN_CELL_PX - length).max(0.0);
            let start = start.min(end);
            let start = start.max(0.0);
            let first_in_view = (start / MIN_CELL_PX).floor() as u32;
            // The most cells a view this long shows at once (parts of two at its edges).
            let shown = (length.max(0.0) / MIN_CELL_PX).ceil() as u32 + 1;
            // Both edges move together, once a step: a window of fixed size from a first
            // row or column that is a multiple of the step.
            let first = first_in_view.saturating_sub(MARGIN) / STEP * STEP;
            let last = (first + shown + 2 * MARGIN + STEP - 2).min(count.saturating_sub(1));
            (first.min(last), last)
        };
        Window {
            rows: span(top, height, rows),
            cols: span(left, width, cols),
        }
    }

    pub fn has_row(&self, row: u32) -> bool {
        (self.rows.0..=self.rows.1).contains(&row)
    }

    pub fn has_col(&self, col: u32) -> bool {
        (self.cols.0..=self.cols.1).contains(&col)
    }

    /// The rows to render: the window's, and the cursor's when it lies outside.
    pub fn rendered_rows(&self, cursor_row: u32) -> Vec<u32> {
        let mut rows: Vec<u32> = (self.rows.0..=self.rows.1).collect();
        if !self.has_row(cursor_row) {
            let at = rows.partition_point(|&r| r < cursor_row);
            rows.insert(at, cursor_row);
        }
        rows
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_fits_when_its_cells_need_not_shrink_below_the_minimum() {
        assert!(fits(30, 60, 1280.0, 900.0));
        assert!(!fits(36, 60, 1280.0, 900.0));
        assert!(!fits(30, 62, 1280.0, 900.0));
        assert!(fits(16, 30, 390.0 + 600.0 - 48.0 + 48.0, 844.0));
        assert!(!fits(200, 200, 1920.0, 1080.0));
    }

    #[test]
    fn the_window_is_the_view_and_a_margin_in_steps_clamped_to_the_board() {
        let w = Window::of(0.0, 0.0, 700.0, 1200.0, 200, 200);
        assert_eq!(w.rows, (0, 40));
        assert_eq!(w.cols, (0, 65));
        let w = Window::of(2000.0, 3990.0, 700.0, 1200.0, 200, 200);
        assert_eq!(w.rows, (96, 136));
        assert_eq!(w.cols, (136, 199));
        // Every scroll position: the rows in view and the margin are inside, and the window
        // has one size (the view's 36 rows, the margins, a step less one).
        for px in 0..3000u32 {
            let w = Window::of(f64::from(px), 0.0, 700.0, 1200.0, 200, 200);
            let (first, last) = (px / 20, (px + 700 - 1) / 20);
            assert!(
                w.rows.0 + MARGIN <= first.max(MARGIN) && w.rows.0 % STEP == 0,
                "{px}"
            );
            assert!(w.rows.1 >= (last + MARGIN).min(199), "{px}");
            assert!(w.rows.1 == 199 || w.rows.1 - w.rows.0 + 1 == 36 + 2 * MARGIN + STEP - 1);
        }
        // A scroll of one column moves the window at most once in a step.
        let moves = (0..40)
            .map(|c| Window::of(0.0, f64::from(c * 20), 700.0, 1200.0, 200, 200).cols)
            .collect::<Vec<_>>()
            .windows(2)
            .filter(|p| p[0] != p[1])
            .count();
        assert_eq!(moves, 9, "once in four columns");
        // Scrolled past the end (a board that just shrank): still inside it.
        let w = Window::of(99_999.0, 0.0, 700.0, 1200.0, 50, 50);
        assert!(w.rows.0 <= w.rows.1 && w.rows.1 == 49);
    }

    #[test]
    fn the_scroll_box_is_the_window_less_the_page_around_it() {
        assert_eq!(scroll_box(900.0, 1280.0), (710.0, 1240.0));
        assert_eq!(scroll_box(100.0, 30.0), (0.0, 0.0));
    }

    #[test]
    fn the_cursor_row_is_rendered_even_out_of_view() {
        let w = Window::of(0.0, 0.0, 200.0, 200.0, 200, 200);
        let rows = w.rendered_rows(150);
        assert_eq!(rows.last(), Some(&150));
        assert_eq!(rows.len() as u32, w.rows.1 - w.rows.0 + 2);
        assert_eq!(w.rendered_rows(3).len() as u32, w.rows.1 - w.rows.0 + 1);
    }
}
