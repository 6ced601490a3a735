//! How a board is drawn in the room the page gives it, and which of its rows and columns are
//! rendered. The cell size fits the board to its room (never below a size a finger or a mouse
//! can hit), a board wider than tall turns on its side when that fits it better, and the
//! player's zoom scales it. A board bigger than its room renders the cells in view of its
//! scroll box, a margin around them, and the keyboard cursor's cell, so a click costs the same
//! on 40 × 40 as on 200 × 200; one that fits renders every cell (the DOM contract the tests
//! read). Pure, tested natively.

/// The smallest cell a fitted board gets with a mouse, in CSS pixels.
pub const MIN_CELL_PX: f64 = 20.0;
/// The smallest with a finger: WCAG 2.2's target size (2.5.8).
pub const MIN_TOUCH_CELL_PX: f64 = 24.0;
/// The largest a fitted board's cells grow with a mouse, and with a finger (a small board fills
/// a phone's width: beginner is 42 px across 390 px).
pub const MAX_CELL_PX: f64 = 34.0;
pub const MAX_TOUCH_CELL_PX: f64 = 44.0;
/// How far the zoom goes, as cell sizes in CSS pixels.
pub const ZOOM_MIN_PX: f64 = 8.0;
pub const ZOOM_MAX_PX: f64 = 80.0;
/// The scroll box's sunken border, on each side (`.board-scroll` in `styles/main.css`).
pub const BOX_BORDER_PX: f64 = 3.0;
/// Up to this window width, or height, the page is laid out for a phone (`styles/main.css`'s
/// phone media query): no frame around the game window, and the board takes all the height
/// left.
pub const PHONE_PX: f64 = 480.0;

/// The page around the scroll box, in CSS pixels, across (both sides) and below it: the
/// page's padding and the game window's frame, and below, room for the play tools and the
/// status line on a screen that has it (on a phone they are a scroll away).
fn chrome(width: f64, height: f64) -> (f64, f64) {
    if width <= PHONE_PX || height <= PHONE_PX {
        (2.0 * BOX_BORDER_PX, BOX_BORDER_PX + 6.0)
    } else {
        (2.0 * (12.0 + 3.0 + 8.0 + BOX_BORDER_PX), 100.0)
    }
}

/// The room a board has: the inside of its scroll box at its largest, in CSS pixels, and the
/// smallest cell that suits the pointer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Space {
    pub width: f64,
    pub height: f64,
    pub min_cell: f64,
    pub max_cell: f64,
}

impl Space {
    /// The room in a `width` × `height` window whose scroll box starts `top` pixels down the
    /// page, for a finger (`touch`) or a mouse.
    pub fn of(width: f64, height: f64, top: f64, touch: bool) -> Space {
        let (across, below) = chrome(width, height);
        Space {
            width: (width - across).max(0.0),
            // A box far down the page (below a long notice, or other content) is scrolled to:
            // it still gets half the window.
            height: (height - top).max(height / 2.0) - below - 2.0 * BOX_BORDER_PX,
            min_cell: if touch {
                MIN_TOUCH_CELL_PX
            } else {
                MIN_CELL_PX
            },
            max_cell: if touch {
                MAX_TOUCH_CELL_PX
            } else {
                MAX_CELL_PX
            },
        }
    }

    /// The same room in a column `across` pixels wide (the scroll box's border included).
    pub fn across(self, across: f64) -> Space {
        Space {
            width: self.width.min((across - 2.0 * BOX_BORDER_PX).max(0.0)),
            ..self
        }
    }
}

/// How a board is drawn: its cells' size in whole CSS pixels, and whether it is turned on its
/// side (its rows drawn as columns; everything else keeps the board's own rows and columns).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    pub cell: f64,
    pub turned: bool,
}

/// `x` within `low..=high`. Not `f64::clamp`: its panic message would bring the bundle the
/// formatting of floats (6 KB).
pub fn within(x: f64, low: f64, high: f64) -> f64 {
    if x < low {
        low
    } else if x > high {
        high
    } else {
        x
    }
}

/// The cell size that shows a `rows` × `cols` board whole in `width` × `height`.
fn whole(rows: u32, cols: u32, width: f64, height: f64) -> f64 {
    (width / f64::from(cols.max(1))).min(height / f64::from(rows.max(1)))
}

impl Fit {
    /// The board fitted to `room` at zoom 1: as large as fits whole, between the room's
    /// smallest and largest cells. A board wider than tall turns when upright it would
    /// need cells below the smallest and turned it fits whole at that size or more.
    pub fn of(rows: u32, cols: u32, room: Space) -> Fit {
        let upright = whole(rows, cols, room.width, room.height);
        let turned_cell = whole(cols, rows, room.width, room.height);
        let turned = cols > rows && upright < room.min_cell && turned_cell >= room.min_cell;
        let cell = if turned { turned_cell } else { upright };
        Fit {
            cell: within(cell, room.min_cell, room.max_cell).floor(),
            turned,
        }
    }

    /// The same board at `zoom` times its fitted size, within the zoom's bounds.
    pub fn zoomed(self, zoom: f64) -> Fit {
        let zoom = if zoom.is_finite() { zoom } else { 1.0 };
        Fit {
            cell: within(self.cell * zoom, ZOOM_MIN_PX, ZOOM_MAX_PX).floor(),
            ..self
        }
    }

    /// The drawn size in pixels, across and down, of a `rows` × `cols` board.
    pub fn size(self, rows: u32, cols: u32) -> (f64, f64) {
        let (across, down) = if self.turned {
            (rows, cols)
        } else {
            (cols, rows)
        };
        (f64::from(across) * self.cell, f64::from(down) * self.cell)
    }

    /// Whether the board, drawn so, overflows `room`: then only the cells in view are
    /// rendered. A turned board is small (it fitted whole) and is always rendered whole.
    pub fn partial(self, rows: u32, cols: u32, room: Space) -> bool {
        let (width, height) = self.size(rows, cols);
        !self.turned && (width > room.width + 0.5 || height > room.height + 0.5)
    }
}

/// The zoom that shows the whole board in `room` (for the "fit" button), relative to `fit`.
pub fn zoom_to_see_all(rows: u32, cols: u32, room: Space, fit: Fit) -> f64 {
    let (across, down) = if fit.turned {
        (rows, cols)
    } else {
        (cols, rows)
    };
    whole(down, across, room.width, room.height) / fit.cell
}

/// Rows and columns rendered beyond each edge of the view, at least, so a scroll shows cells
/// at once. Every rendered cell costs a flood its render, style, layout and paint.
pub const MARGIN: u32 = 1;
/// The window's edges move in steps of this many rows or columns, so a scroll re-renders the
/// board once per step, not once per row or column scrolled (a column in or out re-renders
/// every row in view). With [`MARGIN`], each edge lies 1 to 4 beyond the view: 2.5 on
/// average, as many cells as the fixed margin of 3 before.
pub const STEP: u32 = 4;

/// The rows and columns rendered, inclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window {
    pub rows: (u32, u32),
    pub cols: (u32, u32),
}

impl Window {
    /// Everything in view of a scroll box scrolled to (`top`, `left`) and showing `height` ×
    /// `width` pixels, with [`MARGIN`] more on each side, on a `rows` × `cols` board of
    /// `cell`-pixel cells.
    pub fn of(view: (f64, f64, f64, f64), rows: u32, cols: u32, cell: f64) -> Window {
        let (top, left, height, width) = view;
        let cell = cell.max(1.0);
        let span = |start: f64, length: f64, count: u32| -> (u32, u32) {
            // A box scrolled past the end (the board just shrank) shows the end.
            let end = (f64::from(count) * cell - length).max(0.0);
            let start = start.min(end);
            let start = start.max(0.0);
            let first_in_view = (start / cell).floor() as u32;
            // The most cells a view this long shows at once (parts of two at its edges).
            let shown = (length.max(0.0) / cell).ceil() as u32 + 1;
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

    const PHONE: (f64, f64) = (390.0, 844.0);

    fn phone_room(top: f64) -> Space {
        Space::of(PHONE.0, PHONE.1, top, true)
    }

    #[test]
    fn every_preset_fits_a_phone_held_upright_with_cells_a_finger_can_hit() {
        // The compact header puts the board about 90 px down.
        let room = phone_room(90.0);
        assert_eq!(room.width, 384.0);
        for (rows, cols, cell, turned) in [
            (9, 9, 42.0, false),
            (16, 16, 24.0, false),
            (16, 30, 24.0, true),
        ] {
            let fit = Fit::of(rows, cols, room);
            assert_eq!((fit.cell, fit.turned), (cell, turned), "{rows}x{cols}");
            assert!(!fit.partial(rows, cols, room), "{rows}x{cols}");
            let (w, h) = fit.size(rows, cols);
            assert!(
                w <= room.width && h <= room.height,
                "{rows}x{cols}: {w}x{h}"
            );
        }
        // A board taller than wide never turns; one that fits upright does not either.
        assert!(!Fit::of(30, 16, room).turned);
        assert!(!Fit::of(8, 10, room).turned);
    }

    #[test]
    fn a_box_far_down_the_page_still_gets_half_the_window() {
        let room = Space::of(800.0, 600.0, 5000.0, false);
        assert_eq!(room.height, 300.0 - 100.0 - 6.0);
        assert!(!Fit::of(9, 9, room).partial(9, 9, room));
    }

    #[test]
    fn a_board_too_big_for_its_room_keeps_the_smallest_cell_and_is_partial() {
        let room = phone_room(90.0);
        let fit = Fit::of(100, 100, room);
        assert_eq!((fit.cell, fit.turned), (24.0, false));
        assert!(fit.partial(100, 100, room));
        // With a mouse: 20 px, and a desktop window fits 30 × 60 whole.
        let desk = Space::of(1280.0, 900.0, 150.0, false);
        assert_eq!(Fit::of(100, 100, desk).cell, 20.0);
        assert!(!Fit::of(30, 60, desk).partial(30, 60, desk));
        assert!(Fit::of(200, 200, desk).partial(200, 200, desk));
        // 360 × 640 has no room for expert at 24 px either way: upright, scrolled.
        let small = Space::of(360.0, 640.0, 90.0, true);
        let fit = Fit::of(16, 30, small);
        assert_eq!((fit.cell, fit.turned), (24.0, false));
        assert!(fit.partial(16, 30, small));
    }

    #[test]
    fn zoom_scales_the_fit_within_bounds_and_fit_shows_the_whole_board() {
        let room = phone_room(90.0);
        let fit = Fit::of(100, 100, room);
        assert_eq!(fit.zoomed(2.0).cell, 48.0);
        assert_eq!(fit.zoomed(100.0).cell, ZOOM_MAX_PX);
        assert_eq!(fit.zoomed(0.0).cell, ZOOM_MIN_PX);
        assert_eq!(fit.zoomed(f64::NAN).cell, 24.0);
        let all = fit.zoomed(zoom_to_see_all(100, 100, room, fit));
        assert_eq!(
            all.cell, ZOOM_MIN_PX,
            "100 columns at 3.84 px: the zoom's floor"
        );
        let fit = Fit::of(40, 40, room);
        let all = fit.zoomed(zoom_to_see_all(40, 40, room, fit));
        assert_eq!(all.cell, 9.0);
        assert!(!all.partial(40, 40, room));
    }

    #[test]
    fn the_window_is_the_view_and_a_margin_in_steps_clamped_to_the_board() {
        let w = Window::of((0.0, 0.0, 700.0, 1200.0), 200, 200, 20.0);
        assert_eq!(w.rows, (0, 40));
        assert_eq!(w.cols, (0, 65));
        let w = Window::of((2000.0, 3990.0, 700.0, 1200.0), 200, 200, 20.0);
        assert_eq!(w.rows, (96, 136));
        assert_eq!(w.cols, (136, 199));
        // Every scroll position: the rows in view and the margin are inside, and the window
        // has one size (the view's 36 rows, the margins, a step less one).
        for px in 0..3000u32 {
            let w = Window::of((f64::from(px), 0.0, 700.0, 1200.0), 200, 200, 20.0);
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
            .map(|c| Window::of((0.0, f64::from(c * 20), 700.0, 1200.0), 200, 200, 20.0).cols)
            .collect::<Vec<_>>()
            .windows(2)
            .filter(|p| p[0] != p[1])
            .count();
        assert_eq!(moves, 9, "once in four columns");
        // Scrolled past the end (a board that just shrank): still inside it.
        let w = Window::of((99_999.0, 0.0, 700.0, 1200.0), 50, 50, 20.0);
        assert!(w.rows.0 <= w.rows.1 && w.rows.1 == 49);
    }

    #[test]
    fn the_cursor_row_is_rendered_even_out_of_view() {
        let w = Window::of((0.0, 0.0, 200.0, 200.0), 200, 200, 20.0);
        let rows = w.rendered_rows(150);
        assert_eq!(rows.last(), Some(&150));
        assert_eq!(rows.len() as u32, w.rows.1 - w.rows.0 + 2);
        assert_eq!(w.rendered_rows(3).len() as u32, w.rows.1 - w.rows.0 + 1);
    }
}
