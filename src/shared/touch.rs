//! Touch on the board: a tap reveals (through the click its lift produces), and a finger held
//! still for [`LONG_PRESS_MS`] flags. The board's one set of listeners calls into [`Touch`],
//! which keeps what a press needs between events.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use web_sys::PointerEvent;

use crate::shared::browser::now_ms;

/// A touch held this long flags instead of revealing.
pub const LONG_PRESS_MS: u32 = 300;
/// A context menu event this soon after a touch began belongs to that touch's long press.
const TOUCH_CONTEXT_MS: f64 = 1500.0;
/// A touch that moves further than this (px) is a scroll, not a press.
const SLOP_PX: f64 = 10.0;

/// A long press in progress: where it started, and the timer that will flag.
struct Press {
    x: f64,
    y: f64,
    _timer: Timeout,
}

pub struct Touch {
    press: RefCell<Option<Press>>,
    /// Set when a long press flagged: the click that follows the lift must not also reveal.
    swallow_click: Cell<bool>,
    /// When the last touch began (ms): Android sends a context menu event for a long press
    /// after our own timer has already flagged, and it must not flag again.
    last_touch: Cell<f64>,
}

impl Default for Touch {
    fn default() -> Self {
        Touch {
            press: RefCell::new(None),
            swallow_click: Cell::new(false),
            last_touch: Cell::new(f64::NEG_INFINITY),
        }
    }
}

impl Touch {
    /// A pointer went down. For a finger on a cell that can be flagged (`holdable`), starts
    /// the timer that calls `flag` if the finger stays.
    pub fn down(self: &Rc<Self>, e: &PointerEvent, holdable: bool, flag: impl FnOnce() + 'static) {
        if e.pointer_type() != "touch" {
            return;
        }
        self.last_touch.set(now_ms());
        if !holdable {
            return;
        }
        let touch = Rc::clone(self);
        let timer = Timeout::new(LONG_PRESS_MS, move || {
            touch.press.borrow_mut().take();
            touch.swallow_click.set(true);
            vibrate();
            flag();
        });
        *self.press.borrow_mut() = Some(Press {
            x: f64::from(e.client_x()),
            y: f64::from(e.client_y()),
            _timer: timer,
        });
    }

    /// A finger that moves past the slop is scrolling: its press is off.
    pub fn moved(&self, e: &PointerEvent) {
        let far = self.press.borrow().as_ref().is_some_and(|p| {
            (f64::from(e.client_x()) - p.x).hypot(f64::from(e.client_y()) - p.y) > SLOP_PX
        });
        if far {
            self.cancel();
        }
    }

    /// The finger lifted or left, or the browser took the gesture: no flag.
    pub fn cancel(&self) {
        self.press.borrow_mut().take();
    }

    /// Whether this click is the one a long press's lift produces (and so must be ignored).
    pub fn takes_click(&self) -> bool {
        self.swallow_click.replace(false)
    }

    /// Whether a context menu event now belongs to a touch (handled by the timer instead).
    pub fn owns_context_menu(&self) -> bool {
        now_ms() - self.last_touch.get() < TOUCH_CONTEXT_MS
    }
}

/// A short buzz where the device has one.
fn vibrate() {
    if let Some(window) = web_sys::window() {
        let _ = window.navigator().vibrate_with_duration(20);
    }
}
