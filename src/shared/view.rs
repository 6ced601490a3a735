//! How a board sits in its page, for every board: fitted to the room below the page's header
//! (`viewport`), turned on its side when that fits a phone better, scaled by the player's zoom
//! (−, Fit and +, Ctrl + wheel, a pinch), moved by a finger, and, when it overflows its scroll
//! box, rendered only where it is in view.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, WheelEvent};
use yew::prelude::*;

use crate::shared::storage;
use crate::shared::touch::Gesture;
use crate::shared::viewport::{
    within, zoom_to_see_all, Fit, Space, Window, BOX_BORDER_PX, PHONE_PX, ZOOM_MAX_PX, ZOOM_MIN_PX,
};

/// The zoom, in thousandths of the fitted size: kept across reloads, for every board.
pub const ZOOM_KEY: &str = "minesweeper.zoom";
/// One step of the − and + buttons, and of Ctrl + wheel.
const ZOOM_STEP: f64 = 1.25;

/// What a zoom button asks for.
#[derive(Clone, Copy, PartialEq)]
pub enum ZoomTo {
    Out,
    /// The fitted size, or smaller when that is what it takes to see the whole board.
    All,
    In,
}

/// A board's place in its page: how it is drawn, what of it is rendered, and its scroll box's
/// handlers.
pub struct BoardView {
    pub fit: Fit,
    pub partial: bool,
    /// The rows and columns rendered, on a partly rendered board.
    pub window: Option<Window>,
    pub scroller: NodeRef,
    /// The scroll box's largest size, inline: the room the board was fitted to.
    pub box_style: String,
    pub onscroll: Callback<Event>,
    pub on_gesture: Callback<Gesture>,
    pub on_zoom: Callback<ZoomTo>,
}

impl BoardView {
    /// The board's inline style for its size: its cells' size, and a partly rendered board's
    /// size in pixels (with no `--rows`/`--cols` for its cells to inherit, a slider step
    /// restyles the board, not every cell in view). Whole pixels, formatted as integers:
    /// formatting a float costs the bundle 6 KB.
    pub fn size_style(&self, rows: u32, cols: u32) -> String {
        let cell = self.fit.cell as u32;
        if self.partial {
            format!(
                "--cell:{cell}px;width:{}px;height:{}px",
                cols * cell,
                rows * cell
            )
        } else {
            format!("--cell:{cell}px;--rows:{rows};--cols:{cols}")
        }
    }
}

/// The saved zoom (a factor), 1 when there is none or it cannot be read.
fn saved_zoom() -> f64 {
    storage::read(ZOOM_KEY)
        .and_then(|text| text.parse::<u32>().ok())
        .filter(|&permille| (1..=100_000).contains(&permille))
        .map_or(1.0, |permille| f64::from(permille) / 1000.0)
}

/// The window's size in CSS pixels (a large one where there is none), kept as the window
/// resizes, and whether its main pointer is a finger.
#[hook]
fn use_screen() -> (f64, f64, bool) {
    let screen = use_state_eq(screen_size);
    use_effect_with((), {
        let screen = screen.clone();
        move |_| {
            let listener = crate::shared::browser::window()
                .map(|w| EventListener::new(&w, "resize", move |_| screen.set(screen_size())));
            move || drop(listener)
        }
    });
    let touch = crate::shared::browser::window()
        .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
        .is_some_and(|query| query.matches());
    (screen.0, screen.1, touch)
}

fn screen_size() -> (f64, f64) {
    let size =
        |v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>| v.ok().and_then(|v| v.as_f64());
    crate::shared::browser::window()
        .and_then(|w| Some((size(w.inner_width())?, size(w.inner_height())?)))
        .unwrap_or((1920.0, 1080.0))
}

thread_local! {
    /// Where the prerendered board's scroll box was ([`adopt_prerender`]).
    static FIRST_PLACE: Cell<Option<(f64, f64)>> = const { Cell::new(None) };
}

/// Takes the board the HTML drew before the code came (`#prerender`, see `index.html`) off the
/// page, keeping where its scroll box was: the app's board takes that place, so its first
/// render is already at its size (Yew may paint a frame between that render and the effect
/// that measures). Each page's `main` calls it before its first render, which draws the same
/// board within the same task.
pub fn adopt_prerender() {
    let Some(early) = crate::shared::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("prerender"))
    else {
        return;
    };
    if let Ok(Some(scroller)) = early.query_selector(".board-scroll") {
        FIRST_PLACE.set(measure(&scroller));
    }
    early.remove();
}

/// Where the scroll box starts down the page (what the header above it takes), and how wide
/// the column its game window stands in is (a page may put something beside it: the replay
/// viewer's review), read after each render that may have moved them. The first board starts
/// where the prerendered one was, when there was one.
#[hook]
fn use_box_place(scroller: &NodeRef, key: (u32, u32), screen: (f64, f64, bool)) -> (f64, f64) {
    let phone = screen.0 <= PHONE_PX || screen.1 <= PHONE_PX;
    let place = use_state_eq(|| {
        FIRST_PLACE
            .take()
            .unwrap_or((if phone { 90.0 } else { 150.0 }, f64::INFINITY))
    });
    let (scroller, set) = (scroller.clone(), place.clone());
    use_effect_with((key, screen.0 as u32, screen.1 as u32), move |_| {
        if let Some(place) = scroller.cast::<Element>().and_then(|el| measure(&el)) {
            set.set(place);
        }
    });
    *place
}

/// The scroll box's top on the page, and the room across inside its game window (the box's
/// parent) at the width of the column that holds that window.
fn measure(scroller: &Element) -> Option<(f64, f64)> {
    let window = crate::shared::browser::window()?;
    let top = scroller.get_bounding_client_rect().top() + window.scroll_y().ok()?;
    let frame = scroller.parent_element()?;
    let column = frame.parent_element()?;
    // Padding and border on both sides, from the computed style.
    let sides = |el: &Element| -> f64 {
        let Ok(Some(style)) = window.get_computed_style(el) else {
            return 0.0;
        };
        [
            "padding-left",
            "padding-right",
            "border-left-width",
            "border-right-width",
        ]
        .iter()
        .filter_map(|p| style.get_property_value(p).ok())
        // Whole pixels: parsing a float would cost the bundle core's float parser.
        .filter_map(|v| v.split(['.', 'p']).next()?.parse::<u32>().ok())
        .map(f64::from)
        .sum()
    };
    let across = column.get_bounding_client_rect().width() - sides(&column) - sides(&frame);
    Some((top.round(), across.floor()))
}

/// The board's view: see the module's note.
#[hook]
pub fn use_board_view(rows: u32, cols: u32) -> BoardView {
    let scroller = use_node_ref();
    let screen = use_screen();
    let (top, across) = use_box_place(&scroller, (rows, cols), screen);
    let room = Space::of(screen.0, screen.1, top, screen.2).across(across);
    // The zoom as the last change left it, ahead of the render that draws it (a pinch's events
    // may come faster than renders); a change draws the board again.
    let live = use_mut_ref(|| Live {
        zoom: saved_zoom(),
        ..Live::default()
    });
    let redraw = use_force_update();
    let fitted = Fit::of(rows, cols, room);
    let fit = fitted.zoomed(live.borrow().zoom);
    let partial = fit.partial(rows, cols, room);
    let scrolled = use_state_eq(|| (0.0, 0.0));
    live.borrow_mut().cell = fit.cell;
    {
        let (scroller, live) = (scroller.clone(), live.clone());
        use_effect(move || {
            let target = live.borrow_mut().target.take();
            if let Some(((top, left), el)) = target.zip(scroller.cast::<Element>()) {
                el.set_scroll_top(top.round() as i32);
                el.set_scroll_left(left.round() as i32);
            }
        });
    }
    let measure = {
        let (scroller, scrolled) = (scroller.clone(), scrolled.clone());
        move || {
            if let Some(el) = scroller.cast::<Element>() {
                scrolled.set((f64::from(el.scroll_top()), f64::from(el.scroll_left())));
            }
        }
    };
    {
        // A board that turns partial may be scrolled already.
        let measure = measure.clone();
        use_effect_with(partial, move |&partial| {
            if partial {
                measure();
            }
        });
    }
    let onscroll = Callback::from(move |_: Event| {
        if partial {
            measure();
        }
    });
    let view = (scrolled.0, scrolled.1, room.height, room.width);
    let rezoom = Rezoom {
        scroller: scroller.clone(),
        redraw,
        scrolled: scrolled.clone(),
        live,
        fitted,
    };
    let on_zoom = zoom_buttons(rezoom.clone(), rows, cols, room);
    use_ctrl_wheel(&scroller, rezoom.clone());
    let window = Window::of(view, rows, cols, fit.cell);
    let px = |n: f64| (n + 2.0 * BOX_BORDER_PX) as u32;
    BoardView {
        fit,
        partial,
        window: partial.then_some(window),
        box_style: format!(
            "max-width:{}px;max-height:{}px",
            px(room.width),
            px(room.height)
        ),
        scroller,
        onscroll,
        on_gesture: Callback::from(move |g| rezoom.gesture(g)),
        on_zoom,
    }
}

/// The zoom and the cells' size as the last change left them, and where the box is to be
/// scrolled once the board is drawn at that size.
#[derive(Default)]
struct Live {
    zoom: f64,
    cell: f64,
    target: Option<(f64, f64)>,
}

/// Changes the zoom about a point, so that the cell under it stays under it.
#[derive(Clone)]
struct Rezoom {
    scroller: NodeRef,
    redraw: UseForceUpdateHandle,
    scrolled: UseStateHandle<(f64, f64)>,
    live: Rc<RefCell<Live>>,
    /// The board fitted at zoom 1.
    fitted: Fit,
}

impl Rezoom {
    /// Zooms to `zoom` about the client point `at` (the box's middle when `None`), and pans
    /// by `pan` pixels.
    fn to(&self, zoom: f64, at: Option<(f64, f64)>, pan: (f64, f64)) {
        let zoom = within(
            zoom,
            ZOOM_MIN_PX / self.fitted.cell,
            ZOOM_MAX_PX / self.fitted.cell,
        );
        let Some(el) = self.scroller.cast::<Element>() else {
            return;
        };
        let mut live = self.live.borrow_mut();
        let cell = self.fitted.zoomed(zoom).cell;
        let rect = el.get_bounding_client_rect();
        let (ax, ay) = at.map_or(
            (
                f64::from(el.client_width()) / 2.0,
                f64::from(el.client_height()) / 2.0,
            ),
            |(x, y)| {
                (
                    x - rect.left() - BOX_BORDER_PX,
                    y - rect.top() - BOX_BORDER_PX,
                )
            },
        );
        let k = cell / live.cell;
        let (top, left) = live
            .target
            .unwrap_or((f64::from(el.scroll_top()), f64::from(el.scroll_left())));
        let left = ((left + ax) * k - ax - pan.0).max(0.0);
        let top = ((top + ay) * k - ay - pan.1).max(0.0);
        if cell == live.cell && live.target.is_none() {
            el.set_scroll_left(left.round() as i32);
            el.set_scroll_top(top.round() as i32);
        } else {
            // Drawn at the new size first, then scrolled (see `use_board_view`); the window
            // of rendered cells is taken from where the box will be.
            live.target = Some((top, left));
            self.scrolled.set((top, left));
        }
        live.zoom = zoom;
        live.cell = cell;
        drop(live);
        self.redraw.force_update();
        // Kept as the middle of the cell size it draws, so a reload draws that same size.
        let kept = (cell + 0.5) / self.fitted.cell;
        storage::write_text(ZOOM_KEY, &((kept * 1000.0).round() as u32).to_string());
    }

    fn gesture(&self, gesture: Gesture) {
        match gesture {
            Gesture::Pan { dx, dy } => pan(&self.scroller, dx, dy),
            Gesture::Pinch {
                scale,
                x,
                y,
                dx,
                dy,
            } => {
                let zoom = self.live.borrow().zoom;
                self.to(zoom * scale, Some((x, y)), (dx, dy));
            }
        }
    }
}

/// A finger's drag scrolls the box; what the box cannot take (at its edge, or a board that fits)
/// scrolls the page up or down, as a drag anywhere else would. The page never scrolls
/// sideways.
fn pan(scroller: &NodeRef, dx: f64, dy: f64) {
    let Some(el) = scroller.cast::<Element>() else {
        return;
    };
    let before = el.scroll_top();
    el.set_scroll_left(el.scroll_left() - dx.round() as i32);
    el.set_scroll_top(before - dy.round() as i32);
    let rest = -dy.round() - f64::from(el.scroll_top() - before);
    if rest != 0.0 {
        if let Some(w) = crate::shared::browser::window() {
            w.scroll_by_with_x_and_y(0.0, rest);
        }
    }
}

/// The −, Fit and + buttons' handler.
fn zoom_buttons(rezoom: Rezoom, rows: u32, cols: u32, room: Space) -> Callback<ZoomTo> {
    Callback::from(move |to: ZoomTo| {
        let now = rezoom.live.borrow().zoom;
        match to {
            ZoomTo::Out => rezoom.to(now / ZOOM_STEP, None, (0.0, 0.0)),
            ZoomTo::In => rezoom.to(now * ZOOM_STEP, None, (0.0, 0.0)),
            ZoomTo::All => {
                let all = zoom_to_see_all(rows, cols, room, rezoom.fitted).min(1.0);
                rezoom.to(all, None, (0.0, 0.0));
                let mut live = rezoom.live.borrow_mut();
                if live.target.is_some() {
                    live.target = Some((0.0, 0.0));
                }
                rezoom.scrolled.set((0.0, 0.0));
                if let Some(el) = rezoom.scroller.cast::<Element>() {
                    el.set_scroll_top(0);
                    el.set_scroll_left(0);
                }
            }
        }
    })
}

/// Ctrl + wheel (and a trackpad's pinch, which the browser sends as one) zooms about the
/// pointer. Listened to by hand: Yew's wheel listener is passive, and the page's own zoom must
/// be stopped.
#[hook]
fn use_ctrl_wheel(scroller: &NodeRef, rezoom: Rezoom) {
    let latest = use_mut_ref(|| None::<Rezoom>);
    *latest.borrow_mut() = Some(rezoom);
    let scroller = scroller.clone();
    use_effect_with((), move |_| {
        let listener = scroller.cast::<Element>().map(|el| {
            let options = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(&el, "wheel", options, move |e| {
                let Some(e) = e.dyn_ref::<WheelEvent>() else {
                    return;
                };
                if !e.ctrl_key() {
                    return;
                }
                e.prevent_default();
                if let Some(rezoom) = latest.borrow().as_ref() {
                    let step = if e.delta_y() < 0.0 {
                        ZOOM_STEP
                    } else {
                        1.0 / ZOOM_STEP
                    };
                    let at = (f64::from(e.client_x()), f64::from(e.client_y()));
                    let zoom = rezoom.live.borrow().zoom;
                    rezoom.to(zoom * step, Some(at), (0.0, 0.0));
                }
            })
        });
        move || drop(listener)
    });
}
