//! A mouse click on a cell, even when the cell is drawn anew between the press and the release.
//! On a big board a wheel scroll renders the rows in view again; a press just before it and a
//! release just after land on two different elements for the same cell, and the browser then
//! sends no `click` at all (the old element has left the page: no common ancestor). So the
//! board plays a mouse click at the release, when it is on the cell where the press began,
//! and lets the `click` that follows (when there is one) pass. Clicks without a press (a
//! screen reader's, a script's) still arrive as `click` and play as before.

use std::cell::Cell;

use minesweeper_engine::Pos;
use web_sys::{MouseEvent, PointerEvent};

use crate::shared::browser::now_ms;

/// A release's `click`, when the browser sends one, comes at once; one much later is another.
const CLICK_FOLLOWS_MS: f64 = 1000.0;

pub struct Clicks {
    /// The cell the primary mouse button went down on.
    down: Cell<Option<Pos>>,
    /// When a release last played a click (ms), until its `click` passes.
    played_at: Cell<f64>,
}

impl Default for Clicks {
    fn default() -> Self {
        Clicks {
            down: Cell::new(None),
            played_at: Cell::new(f64::NEG_INFINITY),
        }
    }
}

fn primary_mouse(e: &PointerEvent) -> bool {
    e.pointer_type() == "mouse" && e.button() == 0
}

impl Clicks {
    /// A pointer went down on `cell` (if on one).
    pub fn down(&self, e: &PointerEvent, cell: Option<Pos>) {
        self.down.set(cell.filter(|_| primary_mouse(e)));
        self.played_at.set(f64::NEG_INFINITY);
    }

    /// A pointer came up on `cell`: the cell to play, when the primary mouse button went down
    /// on that same cell (its element may be a new one).
    pub fn up(&self, e: &PointerEvent, cell: Option<Pos>) -> Option<Pos> {
        let down = self.down.take()?;
        let play = primary_mouse(e) && cell == Some(down);
        if play {
            self.played_at.set(now_ms());
        }
        play.then_some(down)
    }

    /// Whether this `click` is the one a release has already played.
    pub fn played(&self, _: &MouseEvent) -> bool {
        let played = now_ms() - self.played_at.get() < CLICK_FOLLOWS_MS;
        self.played_at.set(f64::NEG_INFINITY);
        played
    }
}
