//! Component tests: the real pages (`ClassicPage`, and `BattlePage` for a `mode=battle` address)
//! mounted in headless Chromium, driven by real DOM events,
//! checked through the DOM contract (roles, data-* attributes, test ids).
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use gloo_storage::Storage as _;
use gloo_timers::future::sleep;
use minesweeper::{BattlePage, ClassicPage};
use minesweeper_engine::{Action, Config, FirstClick, Game, Pos};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{
    Element, EventInit, HtmlElement, HtmlInputElement, InputEvent, MouseEvent, MouseEventInit,
};

wasm_bindgen_test_configure!(run_in_browser);

mod battle;
mod keyboard;
mod no_guess;
mod play;
mod settings;
mod solver;
mod storage;
mod touch;

/// A mounted app in its own root element, torn down when dropped.
struct Mounted {
    root: Element,
    destroy: Option<Box<dyn FnOnce()>>,
}

impl Drop for Mounted {
    fn drop(&mut self) {
        if let Some(destroy) = self.destroy.take() {
            destroy();
        }
        self.root.remove();
    }
}

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Lets Yew's scheduler run (renders and effects are queued, not synchronous).
async fn settle() {
    for _ in 0..3 {
        sleep(Duration::from_millis(0)).await;
    }
}

/// The saved game, once the save that follows a move has been made (saves wait a moment so a
/// burst of moves saves once).
async fn saved_game() -> Option<String> {
    sleep(Duration::from_millis(
        u64::from(minesweeper::classic::later::SAVE_DELAY_MS) + 50,
    ))
    .await;
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.get_item("minesweeper.game").unwrap()
}

/// The address bar's query, once a change just made is written (writes close together wait
/// for the end of a short pause).
async fn address() -> String {
    sleep(Duration::from_millis(
        minesweeper::shared::hooks::ADDRESS_PAUSE_MS as u64 + 50,
    ))
    .await;
    web_sys::window().unwrap().location().search().unwrap()
}

/// Mounts the app on a fresh page state: nothing saved from an earlier test.
async fn mount(query: &str) -> Mounted {
    fresh_storage().await;
    mount_keeping_storage(query).await
}

/// Empty storage for a test to fill. An app dropped just before (the last test's) saves what
/// it had not saved yet as it unmounts: that is let happen first.
async fn fresh_storage() -> web_sys::Storage {
    settle().await;
    gloo_storage::LocalStorage::clear();
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

/// Mounts the app over whatever the earlier mounts saved (a reload).
async fn mount_keeping_storage(query: &str) -> Mounted {
    let window = web_sys::window().unwrap();
    let path = window.location().pathname().unwrap();
    window
        .history()
        .unwrap()
        .replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{query}")),
        )
        .unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    // Each page is its own binary in the app; here, the page the address names.
    let destroy: Box<dyn FnOnce()> = if minesweeper::battle::settings::is_battle(query) {
        let handle = yew::Renderer::<BattlePage>::with_root(root.clone()).render();
        Box::new(move || handle.destroy())
    } else {
        let handle = yew::Renderer::<ClassicPage>::with_root(root.clone()).render();
        Box::new(move || handle.destroy())
    };
    settle().await;
    Mounted {
        root,
        destroy: Some(destroy),
    }
}

impl Mounted {
    fn find(&self, selector: &str) -> Element {
        self.root
            .query_selector(selector)
            .unwrap()
            .unwrap_or_else(|| panic!("no element matches {selector}"))
    }

    fn count(&self, selector: &str) -> u32 {
        self.root.query_selector_all(selector).unwrap().length()
    }

    fn cell(&self, row: u32, col: u32) -> Element {
        self.find(&format!(
            "[role=gridcell][data-row=\"{row}\"][data-col=\"{col}\"]"
        ))
    }

    fn state(&self, row: u32, col: u32) -> String {
        self.cell(row, col).get_attribute("data-state").unwrap()
    }

    fn status(&self) -> String {
        self.find("[role=grid]")
            .get_attribute("data-status")
            .unwrap()
    }

    fn text(&self, testid: &str) -> String {
        self.find(&format!("[data-testid={testid}]"))
            .text_content()
            .unwrap()
    }

    async fn left_click(&self, row: u32, col: u32) {
        mouse(&self.cell(row, col), "click", 0);
        settle().await;
    }

    /// Wins the SEEDED board by clicking: the opening, then every safe hidden cell.
    async fn win_seeded(&self) {
        let mines = seeded_beginner_mines();
        self.left_click(4, 4).await;
        for row in 0..9 {
            for col in 0..9 {
                if !mines.contains(&Pos::new(row, col)) && self.state(row, col) == "hidden" {
                    self.left_click(row, col).await;
                }
            }
        }
    }

    /// Returns whether the page prevented the browser's context menu.
    /// The middle button pressed and let go on a cell; whether its press was kept from the
    /// browser (no autoscroll).
    async fn middle_click(&self, row: u32, col: u32) -> bool {
        let cell = self.cell(row, col);
        let prevented = pointer_button(&cell, "pointerdown", "mouse", 1);
        pointer_button(&cell, "pointerup", "mouse", 1);
        settle().await;
        prevented
    }

    async fn right_click(&self, row: u32, col: u32) -> bool {
        let prevented = mouse(&self.cell(row, col), "contextmenu", 2);
        settle().await;
        prevented
    }
}

/// Dispatches a bubbling mouse event; returns true when a handler called preventDefault.
fn mouse(target: &Element, kind: &str, button: i16) -> bool {
    let init = MouseEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_button(button);
    let event = MouseEvent::new_with_mouse_event_init_dict(kind, &init).unwrap();
    !target.dispatch_event(&event).unwrap()
}

async fn set_slider(app: &Mounted, label: &str, value: u32) {
    let input: HtmlInputElement = app
        .find(&format!("input[type=range][aria-label={label}]"))
        .dyn_into()
        .unwrap();
    input.set_value(&value.to_string());
    let init = EventInit::new();
    init.set_bubbles(true);
    input
        .dispatch_event(
            &InputEvent::new_with_event_init_dict("input", &init.unchecked_into()).unwrap(),
        )
        .unwrap();
    settle().await;
}

/// The Beginner board for seed 12345 opened at (4, 4), computed by the engine in wasm.
fn seeded_beginner_mines() -> Vec<Pos> {
    let mut game = Game::new(Config::BEGINNER, 12345)
        .apply(Action::Reveal(Pos::new(4, 4)))
        .unwrap()
        .game;
    for i in 0..81 {
        if !game.status().is_over() {
            game = game.apply(Action::Reveal(game.grid().pos(i))).unwrap().game;
        }
    }
    game.revealed_mines().unwrap()
}

const SEEDED: &str = "?rows=9&cols=9&mines=10&seed=12345";

fn click_testid(app: &Mounted, id: &str) {
    mouse(&app.find(&format!("[data-testid={id}]")), "click", 0);
}

fn key(target: &Element, key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_key(key);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&event).unwrap();
}

fn focused_cell() -> (u32, u32) {
    let active = document().active_element().expect("something has focus");
    let at = |name: &str| {
        active
            .get_attribute(name)
            .and_then(|v| v.parse().ok())
            .expect("focus is on a cell")
    };
    (at("data-row"), at("data-col"))
}

async fn press(key_name: &str) {
    key(&document().active_element().unwrap(), key_name);
    settle().await;
}

fn pointer(target: &Element, kind: &str) {
    pointer_of(target, kind, "touch");
}

fn pointer_of(target: &Element, kind: &str, pointer_type: &str) {
    pointer_button(target, kind, pointer_type, 0);
}

/// Dispatches a pointer event of `button`; returns true when a handler called preventDefault.
fn pointer_button(target: &Element, kind: &str, pointer_type: &str, button: i16) -> bool {
    let init = web_sys::PointerEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_pointer_type(pointer_type);
    init.set_is_primary(true);
    init.set_button(button);
    let event = web_sys::PointerEvent::new_with_event_init_dict(kind, &init).unwrap();
    !target.dispatch_event(&event).unwrap()
}

/// A finger held on `cell` for `hold_ms`, then lifted (which also produces a click).
async fn touch(cell: &Element, hold_ms: u64) {
    pointer(cell, "pointerdown");
    sleep(Duration::from_millis(hold_ms)).await;
    pointer(cell, "pointerup");
    mouse(cell, "click", 0);
    settle().await;
}
