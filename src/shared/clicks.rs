//! A mouse click on a cell, even when the board moves or is drawn anew between the press and
//! the release. As in every desktop Minesweeper (and as the community's video readers replay a
//! mouse track), a left press on the board followed by a release on a cell plays the cell under
//! the release: a press may slide. That also keeps a click that a wheel scroll lands inside:
//! on a big board the scroll moves the rows under a still pointer and draws them anew, the press
//! and the release land on two elements (even two cells), and the browser sends its `click` to
//! their common ancestor, not a cell. So the board plays a mouse click at the release, and lets
//! the `click` that follows (when there is one) pass. Clicks without a press (a screen reader's,
//! a script's) still arrive as `click` and play as before.

use std::cell::Cell;

use web_sys::{MouseEvent, PointerEvent};

use crate::shared::browser::now_ms;

/// A release's `click`, when the browser sends one, comes at once; one much later is another.
const CLICK_FOLLOWS_MS: f64 = 1000.0;

pub struct Clicks {
    /// Whether the primary mouse button went down on a cell of the board.
    down: Cell<bool>,
    /// When a release last played a click (ms), until its `click` passes.
    played_at: Cell<f64>,
}

impl Default for Clicks {
    fn default() -> Self {
        Clicks {
            down: Cell::new(false),
            played_at: Cell::new(f64::NEG_INFINITY),
        }
    }
}

fn primary_mouse(e: &PointerEvent) -> bool {
    e.pointer_type() == "mouse" && e.button() == 0
}

impl Clicks {
    /// A pointer went down, on a cell or not.
    pub fn down(&self, e: &PointerEvent, on_cell: bool) {
        self.down.set(on_cell && primary_mouse(e));
        self.played_at.set(f64::NEG_INFINITY);
    }

    /// The press left the board or was cancelled: its release plays nothing.
    pub fn cancel(&self) {
        self.down.set(false);
    }

    /// A pointer came up, on a cell or not: whether to play the cell it is on, which it is
    /// when the primary mouse button went down on a cell (this one or, before a slide or a
    /// scroll, another).
    pub fn up(&self, e: &PointerEvent, on_cell: bool) -> bool {
        let play = self.down.replace(false) && on_cell && primary_mouse(e);
        if play {
            self.played_at.set(now_ms());
        }
        play
    }

    /// Whether this `click` is the one a release has already played.
    pub fn played(&self, _: &MouseEvent) -> bool {
        let played = now_ms() - self.played_at.get() < CLICK_FOLLOWS_MS;
        self.played_at.set(f64::NEG_INFINITY);
        played
    }
}
