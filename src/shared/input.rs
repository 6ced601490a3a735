//! One path for a click, on every board: the mouse (a release on a cell after a press on the
//! board plays that cell, see `Clicks`), the context menu, touch (a tap, a long press that flags, a pan or a
//! pinch that plays nothing and moves the board, see `Touch`) and the keys (arrows move the
//! cursor, Space or Enter plays, F flags). Each gesture becomes a [`Pressed`]: which cell, which
//! press, under which controls; what it means is the engine's to say (`input::interpret`), by
//! the state that holds the game. A fix to how clicks are read lands here once, for the classic
//! board and Battle's alike.

use std::cell::RefCell;
use std::rc::Rc;

use minesweeper_engine::input::{Controls, Press};
use minesweeper_engine::replay::cursor::{Buttons, CELL_PIXELS, FRAME_MS};
use minesweeper_engine::Pos;
use web_sys::Element;
use yew::prelude::*;

use crate::shared::browser::now_ms;

use crate::shared::board::{cell_at, cell_element, focus_to_cursor, key_target};
use crate::shared::clicks::Clicks;
use crate::shared::touch::{Gesture, Touch};

/// A press on a cell: a click or tap ([`Press::Primary`]), a right click, long press or F
/// ([`Press::Secondary`]), the middle button ([`Press::Both`]), Space or Enter (primary), under
/// the board's controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pressed {
    pub pos: Pos,
    pub press: Press,
    pub controls: Controls,
}

/// The board's cursor and its size.
#[derive(Clone, Copy, PartialEq)]
pub struct Cursor {
    pub pos: Pos,
    pub rows: u32,
    pub cols: u32,
    /// The board is drawn on its side: the arrows move along the screen.
    pub turned: bool,
}

/// What the board wants to hear of its input.
pub struct Listeners {
    /// A press on a cell.
    pub on_cell: Callback<Pressed>,
    /// An arrow key moved the cursor here.
    pub on_cursor: Callback<Pos>,
    /// A primary press on a cell starts (`true`) or ends (`false`).
    pub on_press: Callback<bool>,
    /// A finger panned or two pinched (the board's view moves; nothing is played).
    pub on_gesture: Callback<Gesture>,
    /// Where the pointer is over the board, as it moves and presses (for the replay's
    /// cursor); none when the page does not record it.
    pub on_track: Option<Callback<Point>>,
}

/// Where the pointer was over the board, when (wall-clock ms, as moves are timed) and with
/// which buttons down: in the board's own pixels at [`CELL_PIXELS`] a cell, whatever its zoom
/// and whether it is drawn on its side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub at: f64,
    pub x: u16,
    pub y: u16,
    pub buttons: Buttons,
}

/// The points since the last move, waiting to go with the next one into the replay: a frame's
/// newest while the buttons stay as they were, at most [`PendingTrack::MOST`] (the oldest kept).
#[derive(Default)]
pub struct PendingTrack {
    points: Vec<Point>,
    /// When the last point's frame began: later points within it replace that one.
    frame_start: f64,
}

impl PendingTrack {
    /// Five minutes of a pointer moving every frame.
    const MOST: usize = 20_000;

    pub fn push(&mut self, point: Point) {
        let frame_end = self.frame_start + f64::from(FRAME_MS);
        let room = self.points.len() < Self::MOST;
        match self.points.last_mut() {
            Some(last) if last.buttons == point.buttons && point.at < frame_end => {
                *last = point;
            }
            _ if room => {
                self.points.push(point);
                self.frame_start = point.at;
            }
            _ => {}
        }
    }

    /// The points waiting, taken.
    pub fn take(&mut self) -> Vec<Point> {
        std::mem::take(&mut self.points)
    }
}

/// The grid's handlers: every cell's input comes through them (event delegation, no handler
/// on a cell).
pub struct BoardInput {
    pub onclick: Callback<MouseEvent>,
    pub oncontextmenu: Callback<MouseEvent>,
    pub onpointerdown: Callback<PointerEvent>,
    pub onpointerup: Callback<PointerEvent>,
    /// A press that ends elsewhere (cancelled, or the pointer left the board).
    pub onpointercancel: Callback<PointerEvent>,
    pub onpointermove: Callback<PointerEvent>,
    pub onkeydown: Callback<KeyboardEvent>,
    pub onfocus: Callback<FocusEvent>,
}

/// The handlers for the grid `grid`, and the focus kept on the cursor's cell while the board
/// has it (so screen readers read it). A key that moved the cursor counts as focus too: on a
/// big board the cell that had it may have scrolled out of the DOM meanwhile.
#[hook]
pub fn use_board_input(
    grid: &NodeRef,
    cursor: Cursor,
    controls: Controls,
    listeners: Listeners,
) -> BoardInput {
    let touch = use_memo((), |()| Touch::default());
    let clicks = use_memo((), |()| Clicks::default());
    let moved_by_key = use_mut_ref(|| false);
    use_cursor_focus(grid, cursor.pos, moved_by_key.clone());
    let Listeners {
        on_cell,
        on_cursor,
        on_press,
        on_gesture,
        on_track,
    } = listeners;
    let track = on_track.map(|on_track| Tracker {
        grid: grid.clone(),
        rows: cursor.rows,
        cols: cursor.cols,
        turned: cursor.turned,
        on_track,
    });
    let pressing = |controls: Controls| -> Rc<dyn Fn(Pos, Press)> {
        let on_cell = on_cell.clone();
        Rc::new(move |pos, press| {
            on_cell.emit(Pressed {
                pos,
                press,
                controls,
            })
        })
    };
    let play = pressing(controls);
    // Flag mode is for taps and clicks: the keys have F.
    let keys = Keys {
        cursor,
        play: pressing(controls.with_flag_mode(false)),
        on_cursor,
        moved_by_key,
    };
    let pointer = Rc::new(Pointer {
        touch,
        clicks,
        play,
        on_press,
        on_gesture,
        track,
    });
    let on = |f: fn(&Pointer, &PointerEvent)| {
        let pointer = pointer.clone();
        Callback::from(move |e: PointerEvent| f(&pointer, &e))
    };
    BoardInput {
        onclick: {
            let pointer = pointer.clone();
            Callback::from(move |e: MouseEvent| pointer.click(&e))
        },
        oncontextmenu: {
            let pointer = pointer.clone();
            Callback::from(move |e: MouseEvent| pointer.context_menu(&e))
        },
        onpointerdown: on(Pointer::down),
        onpointerup: on(Pointer::up),
        onpointercancel: on(Pointer::cancel),
        onpointermove: on(Pointer::moved),
        onkeydown: Callback::from(move |e: KeyboardEvent| keys.down(&e)),
        onfocus: focus_to_cursor(grid, cursor.pos),
    }
}

/// What the mouse and touch do on the board.
struct Pointer {
    touch: Rc<Touch>,
    clicks: Rc<Clicks>,
    play: Rc<dyn Fn(Pos, Press)>,
    on_press: Callback<bool>,
    on_gesture: Callback<Gesture>,
    track: Option<Tracker>,
}

/// Turns a pointer's place into the board's own pixels, for the track.
struct Tracker {
    grid: NodeRef,
    rows: u32,
    cols: u32,
    turned: bool,
    on_track: Callback<Point>,
}

impl Tracker {
    /// A mouse's or a pen's place (a finger has no cursor: its taps are the moves alone).
    fn track(&self, e: &PointerEvent) {
        if e.pointer_type() == "touch" {
            return;
        }
        let Some(grid) = self.grid.cast::<Element>() else {
            return;
        };
        let rect = grid.get_bounding_client_rect();
        if rect.width() <= 0.0 || rect.height() <= 0.0 {
            return;
        }
        let fx = (f64::from(e.client_x()) - rect.left()) / rect.width();
        let fy = (f64::from(e.client_y()) - rect.top()) / rect.height();
        if !(0.0..1.0).contains(&fx) || !(0.0..1.0).contains(&fy) {
            return;
        }
        // On its side the board's rows run across the screen and its columns down it.
        let (across, down) = if self.turned { (fy, fx) } else { (fx, fy) };
        let px = f64::from(CELL_PIXELS);
        self.on_track.emit(Point {
            at: now_ms(),
            x: (across * f64::from(self.cols) * px) as u16,
            y: (down * f64::from(self.rows) * px) as u16,
            buttons: Buttons((e.buttons() & 7) as u8),
        });
    }
}

impl Pointer {
    fn track(&self, e: &PointerEvent) {
        if let Some(tracker) = &self.track {
            tracker.track(e);
        }
    }

    /// A click, unless a mouse release or a tap has played it already.
    fn click(&self, e: &MouseEvent) {
        if self.clicks.played(e) || self.touch.takes_click() || e.button() != 0 {
            return;
        }
        if let Some((pos, _)) = cell_at(e) {
            (self.play)(pos, Press::Primary);
        }
    }

    /// The board is a game surface: its context menu never opens. A touch long press is
    /// handled by its own timer (not every browser sends this event for it).
    fn context_menu(&self, e: &MouseEvent) {
        e.prevent_default();
        if self.touch.owns_context_menu() {
            return;
        }
        if let Some((pos, _)) = cell_at(e) {
            (self.play)(pos, Press::Secondary);
        }
    }

    fn down(&self, e: &PointerEvent) {
        self.track(e);
        let cell = cell_at(e);
        if middle_mouse(e) && cell.is_some() {
            // The middle button chords on its release; its press starts no autoscroll.
            e.prevent_default();
        }
        self.clicks.down(e, cell.is_some());
        if e.button() == 0 && cell.is_some() {
            self.on_press.emit(true);
        }
        // A tap on a number chords: there is nothing to hold.
        let holdable = cell.is_some_and(|(_, open)| !open);
        let play = self.play.clone();
        self.touch.down(e, holdable, move || {
            if let Some((pos, _)) = cell {
                play(pos, Press::Secondary);
            }
        });
    }

    /// A press ends: no finger held, no face pressed.
    fn release(&self, e: &PointerEvent) {
        self.touch.up(e);
        self.on_press.emit(false);
    }

    /// A press that ends elsewhere: cancelled, or the pointer left the board. Its release,
    /// should it come back, plays nothing.
    fn cancel(&self, e: &PointerEvent) {
        self.release(e);
        self.clicks.cancel();
    }

    /// A finger that pans or pinches moves the board, and presses nothing.
    fn moved(&self, e: &PointerEvent) {
        self.track(e);
        if let Some(gesture) = self.touch.moved(e) {
            e.prevent_default();
            self.on_press.emit(false);
            self.on_gesture.emit(gesture);
        }
    }

    /// A mouse release on a cell, after a press on the board, plays that cell (see `Clicks`).
    fn up(&self, e: &PointerEvent) {
        self.track(e);
        self.release(e);
        let cell = cell_at(e);
        if middle_mouse(e) {
            if let Some((pos, _)) = cell {
                (self.play)(pos, Press::Both);
            }
            return;
        }
        if self.clicks.up(e, cell.is_some()) {
            if let Some((pos, _)) = cell {
                (self.play)(pos, Press::Primary);
            }
        }
    }
}

/// The mouse's middle button (a chord, as in the classic programs).
fn middle_mouse(e: &PointerEvent) -> bool {
    e.pointer_type() == "mouse" && e.button() == 1
}

/// What a key does: arrows move the cursor, Space or Enter plays its cell, F flags it.
struct Keys {
    cursor: Cursor,
    play: Rc<dyn Fn(Pos, Press)>,
    on_cursor: Callback<Pos>,
    moved_by_key: Rc<RefCell<bool>>,
}

impl Keys {
    fn down(&self, e: &KeyboardEvent) {
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        let Cursor {
            pos,
            rows,
            cols,
            turned,
        } = self.cursor;
        let target = key_target(&e.key(), pos, rows, cols, turned);
        let press = match e.key().as_str() {
            " " | "Enter" => Some(Press::Primary),
            "f" | "F" => Some(Press::Secondary),
            _ => None,
        };
        if target.is_none() && press.is_none() {
            return;
        }
        // Arrows and Space would scroll the page.
        e.prevent_default();
        if let Some(target) = target {
            *self.moved_by_key.borrow_mut() = target != pos;
            self.on_cursor.emit(target);
        }
        if let Some(press) = press {
            (self.play)(pos, press);
        }
    }
}

/// Keeps DOM focus on the cursor's cell while the board has it, or when a key just moved it.
#[hook]
fn use_cursor_focus(grid: &NodeRef, cursor: Pos, moved_by_key: Rc<RefCell<bool>>) {
    let grid = grid.clone();
    use_effect_with(cursor, move |&cursor| {
        if let Some(grid) = grid.cast::<Element>() {
            let focused = crate::shared::browser::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element())
                .is_some_and(|active| grid.contains(Some(&active)));
            if std::mem::take(&mut *moved_by_key.borrow_mut()) || focused {
                if let Some(cell) = cell_element(&grid, cursor) {
                    let _ = cell.focus();
                }
            }
        }
    });
}
