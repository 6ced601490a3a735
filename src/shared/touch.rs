//! Touch on the board: a tap reveals (through the click its lift produces), a finger held
//! still for [`LONG_PRESS_MS`] flags, a finger that moves pans the board, and two fingers
//! pinch it. The board's one set of listeners calls into [`Touch`], which keeps what a gesture
//! needs between events; [`Fingers`] reads the gesture from the fingers' positions (pure,
//! tested natively).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use web_sys::PointerEvent;

use crate::shared::browser::now_ms;

/// A touch held this long flags instead of revealing.
pub const LONG_PRESS_MS: u32 = 300;
/// A context menu event this soon after a touch began belongs to that touch's long press.
const TOUCH_CONTEXT_MS: f64 = 1500.0;
/// The click a lift makes comes at once; one much later is another.
const CLICK_FOLLOWS_MS: f64 = 1000.0;
/// A touch that moves further than this (px) pans: it is no press.
const SLOP_PX: f64 = 10.0;

/// What the fingers did since the last event, in client pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Gesture {
    /// One finger moved the board by (`dx`, `dy`).
    Pan { dx: f64, dy: f64 },
    /// Two fingers: the board scales by `scale` about the point between them (`x`, `y`), which
    /// itself moved by (`dx`, `dy`).
    Pinch {
        scale: f64,
        x: f64,
        y: f64,
        dx: f64,
        dy: f64,
    },
}

/// The fingers on the board: where each went down and is now, and whether they have moved
/// past the slop (a pan or a pinch, never a tap).
#[derive(Default)]
pub struct Fingers {
    /// (pointer id, x, y), at most two.
    at: Vec<(i32, f64, f64)>,
    start: (f64, f64),
    /// The fingers moved as a gesture: the tap that ends it must not play.
    pub moved: bool,
}

impl Fingers {
    /// A finger went down: the first of a new touch (`primary`) forgets any finger whose lift
    /// never reached the board (it lifted off it, after its cell was drawn anew). A second one
    /// makes a pinch at once.
    pub fn down(&mut self, id: i32, x: f64, y: f64, primary: bool) {
        if primary {
            self.at.clear();
        }
        if self.at.is_empty() {
            self.start = (x, y);
            self.moved = false;
        }
        if self.at.len() < 2 {
            self.at.push((id, x, y));
        }
        if self.at.len() == 2 {
            self.moved = true;
        }
    }

    /// A finger moved: the gesture, once past the slop.
    pub fn moved(&mut self, id: i32, x: f64, y: f64) -> Option<Gesture> {
        let i = self.at.iter().position(|f| f.0 == id)?;
        let before = self.at.clone();
        self.at[i] = (id, x, y);
        if !self.moved && distance(x - self.start.0, y - self.start.1) > SLOP_PX {
            self.moved = true;
            // The pan takes over from where the finger went down.
            let (sx, sy) = self.start;
            return Some(Gesture::Pan {
                dx: x - sx,
                dy: y - sy,
            });
        }
        if !self.moved {
            return None;
        }
        match (before.as_slice(), self.at.as_slice()) {
            ([_], [_]) => Some(Gesture::Pan {
                dx: x - before[0].1,
                dy: y - before[0].2,
            }),
            ([a0, b0], [a1, b1]) => {
                let span =
                    |a: &(i32, f64, f64), b: &(i32, f64, f64)| distance(a.1 - b.1, a.2 - b.2);
                let mid = |a: &(i32, f64, f64), b: &(i32, f64, f64)| {
                    ((a.1 + b.1) / 2.0, (a.2 + b.2) / 2.0)
                };
                let (from, to) = (span(a0, b0), span(a1, b1));
                let (m0, m1) = (mid(a0, b0), mid(a1, b1));
                Some(Gesture::Pinch {
                    scale: if from > 1.0 { to / from } else { 1.0 },
                    x: m1.0,
                    y: m1.1,
                    dx: m1.0 - m0.0,
                    dy: m1.1 - m0.1,
                })
            }
            _ => None,
        }
    }

    /// A finger lifted or was taken by the browser.
    pub fn up(&mut self, id: i32) {
        self.at.retain(|f| f.0 != id);
    }

    pub fn count(&self) -> usize {
        self.at.len()
    }
}

/// The length of (`dx`, `dy`): a square root is one wasm instruction, where `hypot` brings
/// the bundle libm's.
fn distance(dx: f64, dy: f64) -> f64 {
    (dx * dx + dy * dy).sqrt()
}

/// A long press in progress: the timer that will flag.
struct Press {
    _timer: Timeout,
}

pub struct Touch {
    press: RefCell<Option<Press>>,
    fingers: RefCell<Fingers>,
    /// Set when a long press flagged, or the fingers panned or pinched: the click that follows
    /// the lift must not also reveal.
    swallow_click: Cell<bool>,
    /// When that lift came (ms): the click the browser makes of it follows at once, and only
    /// that one is ignored (a click from a screen reader later plays).
    lifted_at: Cell<f64>,
    /// When the last touch began (ms): Android sends a context menu event for a long press
    /// after our own timer has already flagged, and it must not flag again.
    last_touch: Cell<f64>,
}

impl Default for Touch {
    fn default() -> Self {
        Touch {
            press: RefCell::new(None),
            fingers: RefCell::new(Fingers::default()),
            swallow_click: Cell::new(false),
            lifted_at: Cell::new(f64::NEG_INFINITY),
            last_touch: Cell::new(f64::NEG_INFINITY),
        }
    }
}

fn is_touch(e: &PointerEvent) -> bool {
    e.pointer_type() == "touch"
}

impl Touch {
    /// A pointer went down. For a lone finger on a cell that can be flagged (`holdable`),
    /// starts the timer that calls `flag` if the finger stays.
    pub fn down(self: &Rc<Self>, e: &PointerEvent, holdable: bool, flag: impl FnOnce() + 'static) {
        self.lifted_at.set(f64::NEG_INFINITY);
        if !is_touch(e) {
            return;
        }
        self.last_touch.set(now_ms());
        let mut fingers = self.fingers.borrow_mut();
        fingers.down(
            e.pointer_id(),
            f64::from(e.client_x()),
            f64::from(e.client_y()),
            e.is_primary(),
        );
        if fingers.count() == 1 {
            self.swallow_click.set(false);
        }
        if fingers.count() > 1 || !holdable {
            self.cancel();
            return;
        }
        let touch = Rc::clone(self);
        let timer = Timeout::new(LONG_PRESS_MS, move || {
            touch.press.borrow_mut().take();
            touch.swallow_click.set(true);
            vibrate();
            flag();
        });
        *self.press.borrow_mut() = Some(Press { _timer: timer });
    }

    /// A finger moved: a pan or a pinch once past the slop (and then no long press).
    pub fn moved(&self, e: &PointerEvent) -> Option<Gesture> {
        if !is_touch(e) {
            return None;
        }
        let gesture = self.fingers.borrow_mut().moved(
            e.pointer_id(),
            f64::from(e.client_x()),
            f64::from(e.client_y()),
        );
        if gesture.is_some() {
            self.cancel();
            self.swallow_click.set(true);
        }
        gesture
    }

    /// A finger lifted, or the browser took it.
    pub fn up(&self, e: &PointerEvent) {
        self.cancel();
        if is_touch(e) {
            let mut fingers = self.fingers.borrow_mut();
            fingers.up(e.pointer_id());
            if fingers.count() == 0 && self.swallow_click.replace(false) {
                self.lifted_at.set(now_ms());
            }
        }
    }

    /// No flag from the press in progress.
    pub fn cancel(&self) {
        self.press.borrow_mut().take();
    }

    /// Whether a pan or pinch is under way (its fingers still down, past the slop).
    pub fn gesturing(&self) -> bool {
        let fingers = self.fingers.borrow();
        fingers.moved && fingers.count() > 0
    }

    /// Whether this click is the one a long press's, a pan's or a pinch's lift produces (and
    /// so must be ignored).
    pub fn takes_click(&self) -> bool {
        now_ms() - self.lifted_at.replace(f64::NEG_INFINITY) < CLICK_FOLLOWS_MS
    }

    /// Whether a context menu event now belongs to a touch (handled by the timer instead).
    pub fn owns_context_menu(&self) -> bool {
        now_ms() - self.last_touch.get() < TOUCH_CONTEXT_MS
    }
}

/// A short buzz where the device has one.
fn vibrate() {
    if let Some(window) = crate::shared::browser::window() {
        let _ = window.navigator().vibrate_with_duration(20);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_finger_that_stays_within_the_slop_is_a_tap() {
        let mut f = Fingers::default();
        f.down(1, 100.0, 100.0, true);
        assert_eq!(f.moved(1, 106.0, 104.0), None);
        assert!(!f.moved);
    }

    #[test]
    fn a_finger_past_the_slop_pans_from_where_it_went_down() {
        let mut f = Fingers::default();
        f.down(1, 100.0, 100.0, true);
        assert_eq!(
            f.moved(1, 112.0, 100.0),
            Some(Gesture::Pan { dx: 12.0, dy: 0.0 })
        );
        assert_eq!(
            f.moved(1, 112.0, 90.0),
            Some(Gesture::Pan { dx: 0.0, dy: -10.0 })
        );
        assert!(f.moved);
        // A new touch forgets a finger whose lift never came: a tap, not a pinch's second.
        f.down(5, 0.0, 0.0, true);
        assert_eq!(f.count(), 1);
        assert!(!f.moved);
        f.up(5);
        assert_eq!(f.count(), 0);
        // The next touch starts afresh.
        f.down(2, 0.0, 0.0, true);
        assert!(!f.moved);
        assert_eq!(f.moved(7, 50.0, 50.0), None, "an unknown finger");
    }

    #[test]
    fn two_fingers_pinch_about_the_point_between_them() {
        let mut f = Fingers::default();
        f.down(1, 100.0, 100.0, true);
        f.down(2, 200.0, 100.0, false);
        assert!(f.moved, "a second finger is never a tap");
        let Some(Gesture::Pinch {
            scale,
            x,
            y,
            dx,
            dy,
        }) = f.moved(2, 300.0, 100.0)
        else {
            panic!("a pinch");
        };
        assert_eq!((scale, x, y, dx, dy), (2.0, 200.0, 100.0, 50.0, 0.0));
        // A third finger is ignored.
        f.down(3, 0.0, 0.0, false);
        assert_eq!(f.count(), 2);
        // One lifts: the other pans.
        f.up(1);
        assert_eq!(
            f.moved(2, 310.0, 100.0),
            Some(Gesture::Pan { dx: 10.0, dy: 0.0 })
        );
    }
}
