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
        u64::from(minesweeper::classic::rest::SAVE_DELAY_MS) + 50,
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

#[wasm_bindgen_test]
fn the_seeded_layout_is_the_same_in_wasm_as_natively() {
    // The same indices the engine's native golden test pins.
    let indices: Vec<u32> = seeded_beginner_mines()
        .iter()
        .map(|p| p.row * 9 + p.col)
        .collect();
    assert_eq!(indices, vec![2, 4, 6, 15, 23, 27, 29, 33, 51, 62]);
}

#[wasm_bindgen_test]
async fn a_left_click_reveals_and_starts_the_game() {
    let app = mount(SEEDED).await;
    assert_eq!(app.status(), "ready");
    assert_eq!(app.count("[role=row]"), 9);
    assert_eq!(app.count("[role=gridcell]"), 81);
    assert_eq!(app.count("[role=gridcell][data-state=hidden]"), 81);
    assert_eq!(app.text("mines-left"), "010");
    app.left_click(4, 4).await;
    assert_eq!(app.status(), "playing");
    let cell = app.cell(4, 4);
    assert_eq!(
        cell.get_attribute("data-state").as_deref(),
        Some("revealed")
    );
    assert_eq!(cell.get_attribute("data-count").as_deref(), Some("0"));
    assert_eq!(
        cell.get_attribute("aria-label").as_deref(),
        Some("row 5, column 5, no mines around")
    );
    assert!(app.count("[data-state=revealed]") > 9, "the opening floods");
    assert!(
        app.cell(0, 0).get_attribute("data-count").is_none(),
        "hidden cells carry no count"
    );
}

#[wasm_bindgen_test]
async fn right_click_flags_and_unflags_without_a_context_menu() {
    let app = mount(SEEDED).await;
    assert!(app.right_click(2, 2).await, "the context menu is prevented");
    assert_eq!(app.state(2, 2), "flagged");
    assert_eq!(app.text("mines-left"), "009");
    app.left_click(2, 2).await;
    assert_eq!(
        app.state(2, 2),
        "flagged",
        "a flagged cell ignores a left click"
    );
    assert_eq!(app.status(), "ready");
    app.right_click(2, 2).await;
    assert_eq!(app.state(2, 2), "hidden");
    assert_eq!(app.text("mines-left"), "010");
}

#[wasm_bindgen_test]
async fn clicking_a_satisfied_number_chords() {
    let app = mount(SEEDED).await;
    let mines = seeded_beginner_mines();
    app.left_click(4, 4).await;
    // (4, 0) shows 1 with two hidden neighbours: the mine (3, 0) and the safe (3, 1).
    assert_eq!(
        app.cell(4, 0).get_attribute("data-count").as_deref(),
        Some("1")
    );
    assert!(mines.contains(&Pos::new(3, 0)) && !mines.contains(&Pos::new(3, 1)));
    app.left_click(4, 0).await;
    assert_eq!(
        app.state(3, 1),
        "hidden",
        "an unsatisfied number does not chord"
    );
    app.right_click(3, 0).await;
    app.left_click(4, 0).await;
    assert_eq!(app.state(3, 1), "revealed");
    assert_eq!(app.state(3, 0), "flagged");
    assert_eq!(app.status(), "playing");
}

#[wasm_bindgen_test]
async fn clearing_every_safe_cell_wins_and_stops_the_timer() {
    let app = mount(SEEDED).await;
    app.win_seeded().await;
    assert_eq!(app.status(), "won");
    assert_eq!(
        app.count("[data-state=flagged]"),
        10,
        "every mine is flagged on a win"
    );
    assert_eq!(app.text("mines-left"), "000");
    assert_eq!(
        app.find("[data-testid=restart]")
            .get_attribute("data-status")
            .as_deref(),
        Some("won")
    );
    assert!(app.text("status").contains("You win"));
    let time = app.text("timer");
    assert!(time.contains('.'), "the final time has a tenth: {time}");
    sleep(Duration::from_millis(1100)).await;
    assert_eq!(app.text("timer"), time, "the timer stopped");
}

#[wasm_bindgen_test]
async fn revealing_a_mine_loses_shows_the_board_and_ignores_clicks() {
    let app = mount(SEEDED).await;
    app.left_click(4, 4).await;
    app.right_click(0, 0).await; // a wrong flag: (0, 0) is safe
    app.left_click(0, 2).await; // a mine
    assert_eq!(app.status(), "lost");
    assert_eq!(app.state(0, 2), "exploded");
    assert_eq!(app.count("[data-state=mine]"), 9);
    assert_eq!(app.state(0, 0), "wrong-flag");
    assert!(app.text("status").contains("hit a mine"));
    let hidden = app.count("[data-state=hidden]");
    app.left_click(1, 0).await;
    app.right_click(0, 1).await;
    assert_eq!(
        app.count("[data-state=hidden]"),
        hidden,
        "clicks after the end are ignored"
    );
    assert_eq!(app.state(1, 0), "hidden");
    // Restart gives a fresh board with the same settings.
    mouse(&app.find("[data-testid=restart]"), "click", 0);
    settle().await;
    assert_eq!(app.status(), "ready");
    assert_eq!(app.count("[data-state=hidden]"), 81);
    let query = address().await;
    assert!(query.contains("rows=9&cols=9&mines=10"), "{query}");
    assert!(
        !query.contains("seed=12345&"),
        "a restart draws a new seed: {query}"
    );
}

#[wasm_bindgen_test]
async fn the_timer_starts_at_the_first_reveal_and_ticks() {
    let app = mount(SEEDED).await;
    assert_eq!(app.text("timer"), "000");
    app.right_click(0, 0).await;
    sleep(Duration::from_millis(1100)).await;
    assert_eq!(app.text("timer"), "000", "a flag does not start the clock");
    app.left_click(4, 4).await;
    sleep(Duration::from_millis(1150)).await;
    assert_eq!(app.text("timer"), "001");
}

#[wasm_bindgen_test]
async fn sliders_resize_the_board_live_while_settings_stay_open() {
    let app = mount(SEEDED).await;
    mouse(&app.find("[data-testid=settings]"), "click", 0);
    settle().await;
    assert!(app.find("dialog").has_attribute("open"));
    set_slider(&app, "Rows", 20).await;
    assert_eq!(app.count("[role=row]"), 20);
    set_slider(&app, "Columns", 30).await;
    assert_eq!(app.count("[role=gridcell]"), 600);
    let mines: HtmlInputElement = app.find("input[aria-label=Mines]").dyn_into().unwrap();
    assert_eq!(
        mines.max(),
        "599",
        "the Mines maximum follows rows × columns"
    );
    set_slider(&app, "Mines", 120).await;
    assert_eq!(app.text("mines-left"), "120");
    assert!(
        app.find("dialog").has_attribute("open"),
        "still open while sliding"
    );
    // Shrinking the board pulls the mine count down with it.
    set_slider(&app, "Rows", 2).await;
    set_slider(&app, "Columns", 2).await;
    assert_eq!(app.count("[role=gridcell]"), 4);
    assert_eq!(app.text("mines-left"), "003");
    // A preset.
    let expert = app.find(".presets button:nth-child(3)");
    mouse(&expert, "click", 0);
    settle().await;
    assert_eq!(
        (app.count("[role=row]"), app.count("[role=gridcell]")),
        (16, 480)
    );
    assert_eq!(app.text("mines-left"), "099");
    let query = address().await;
    assert!(
        query.starts_with("?rows=16&cols=30&mines=99&seed=12345"),
        "{query}"
    );
    // Done closes the dialog.
    mouse(&app.find("dialog .done"), "click", 0);
    settle().await;
    assert_eq!(app.count("dialog"), 0);
}

#[wasm_bindgen_test]
async fn bad_url_parameters_fall_back_with_a_notice() {
    let app = mount("?rows=-5&cols=abc&mines=999999&seed=x").await;
    let notice = app.text("notice");
    assert!(notice.contains("rows=-5 changed to 2"), "{notice}");
    assert!(notice.contains("cols=“abc” is not a number"), "{notice}");
    assert!(notice.contains("mines=999999 changed to 17"), "{notice}");
    assert!(notice.contains("seed “x”"), "{notice}");
    assert_eq!(app.count("[role=row]"), 2);
    assert_eq!(app.count("[role=gridcell]"), 18);
    let query = address().await;
    assert!(
        query.starts_with("?rows=2&cols=9&mines=17&seed="),
        "the URL now names a valid game: {query}"
    );
    let dismiss: HtmlElement = app.find("[data-testid=notice] button").dyn_into().unwrap();
    dismiss.click();
    settle().await;
    assert_eq!(app.count("[data-testid=notice]"), 0);
}

fn click_testid(app: &Mounted, id: &str) {
    mouse(&app.find(&format!("[data-testid={id}]")), "click", 0);
}

#[wasm_bindgen_test]
async fn hint_makes_the_first_click_then_says_what_it_played() {
    let app = mount(SEEDED).await;
    click_testid(&app, "hint");
    settle().await;
    assert_eq!(app.status(), "playing");
    assert_eq!(
        app.state(2, 2),
        "revealed",
        "the recommended opening under Opening"
    );
    assert_eq!(app.text("status"), "Hint: the best first click");
    // The cell the hint played is marked, and only that one.
    assert_eq!(app.count(".cell.hinted"), 1);
    assert!(app.cell(2, 2).matches(".hinted").unwrap());
    let hidden = app.count("[data-state=hidden]");
    click_testid(&app, "hint");
    settle().await;
    let note = app.text("status");
    assert!(
        note == "Hint: safe" || note.starts_with("Hint: guess — ") && note.ends_with("% safe"),
        "{note}"
    );
    assert!(app.count("[data-state=hidden]") < hidden || app.status() != "playing");
    assert_eq!(app.count(".cell.hinted"), 1);
    assert!(!app.cell(2, 2).matches(".hinted").unwrap());
    // The player's own move takes the mark away.
    app.left_click(2, 2).await;
    assert_eq!(
        app.count(".cell.hinted"),
        1,
        "a no-op click changes nothing"
    );
    assert_eq!(app.status(), "playing");
    mouse(&app.find("[data-state=hidden]"), "contextmenu", 2);
    settle().await;
    assert_eq!(app.count("[data-state=flagged]"), 1);
    assert_eq!(app.count(".cell.hinted"), 0);
}

#[wasm_bindgen_test]
async fn probabilities_shade_every_hidden_cell_and_add_up_to_the_mines() {
    let app = mount(SEEDED).await;
    app.left_click(4, 4).await;
    let toggle = app.find("[data-testid=probabilities]");
    assert_eq!(
        toggle.get_attribute("aria-pressed").as_deref(),
        Some("false")
    );
    click_testid(&app, "probabilities");
    settle().await;
    assert_eq!(
        toggle.get_attribute("aria-pressed").as_deref(),
        Some("true")
    );
    let hidden = app.root.query_selector_all("[data-state=hidden]").unwrap();
    assert!(hidden.length() > 0);
    let mut total = 0.0;
    for i in 0..hidden.length() {
        let cell: Element = hidden.item(i).unwrap().dyn_into().unwrap();
        let p: f64 = cell
            .get_attribute("data-probability")
            .expect("hidden cells carry a probability")
            .parse()
            .unwrap();
        assert!((0.0..=1.0).contains(&p));
        // The shade follows the chance, whether the cell carries it or inherits the board's.
        let shade = web_sys::window()
            .unwrap()
            .get_computed_style(&cell)
            .unwrap()
            .unwrap()
            .get_property_value("--p")
            .unwrap();
        assert_eq!(shade.trim().parse::<f64>().ok(), Some(p));
        total += p;
    }
    // Each is rounded to a thousandth.
    let slack = 0.0005 * f64::from(hidden.length());
    assert!(
        (total - 10.0).abs() <= slack,
        "probabilities sum to the mine count: {total}"
    );
    assert_eq!(app.count("[data-state=revealed][data-probability]"), 0);
    assert!(
        app.count("[data-probability]:not([style])") > app.count("[data-probability][style]"),
        "most cells share the board's chance instead of carrying it"
    );
    // The mouse over a shaded cell shows its chance at once; over an open cell, nothing.
    let over =
        |target: &Element, pointer_type: &str| pointer_of(target, "pointerover", pointer_type);
    assert_eq!(app.count("[data-testid=chance-tip]"), 0);
    over(&app.cell(3, 0), "mouse");
    settle().await;
    assert_eq!(
        app.text("chance-tip"),
        "100 % mine",
        "(3, 0) is a certain mine"
    );
    over(&app.cell(4, 4), "mouse");
    settle().await;
    assert_eq!(app.count("[data-testid=chance-tip]"), 0);
    over(&app.cell(3, 0), "touch");
    settle().await;
    assert_eq!(
        app.count("[data-testid=chance-tip]"),
        0,
        "a tap shows no tip"
    );
    over(&app.cell(3, 0), "mouse");
    settle().await;
    assert_eq!(app.count("[data-testid=chance-tip]"), 1);
    pointer_of(&app.find("[role=grid]"), "pointerleave", "mouse");
    settle().await;
    assert_eq!(
        app.count("[data-testid=chance-tip]"),
        0,
        "the mouse left the board"
    );
    // The keyboard cursor shows it too: from (4, 4), Home then ArrowUp reach (3, 0).
    key(&app.cell(4, 4), "Home");
    settle().await;
    key(&app.cell(4, 0), "ArrowUp");
    settle().await;
    assert_eq!(app.text("chance-tip"), "100 % mine");
    // A certain mine: (3, 0) beside the 1 at (4, 0) whose only other hidden cell is known safe.
    app.right_click(3, 0).await;
    assert!(
        app.cell(3, 0).has_attribute("data-probability"),
        "flags are not trusted, still shaded"
    );
    click_testid(&app, "probabilities");
    settle().await;
    assert_eq!(app.count("[data-probability]"), 0);
    assert_eq!(
        app.count("[data-testid=chance-tip]"),
        0,
        "no chance, no tip, though the mouse has not moved"
    );
}

#[wasm_bindgen_test]
async fn autoplay_plays_to_the_end_and_switches_itself_off() {
    let app = mount(SEEDED).await;
    let speed: web_sys::HtmlSelectElement =
        app.find("[data-testid=autoplay-speed]").dyn_into().unwrap();
    speed.set_value("fast");
    speed
        .dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    click_testid(&app, "autoplay");
    settle().await;
    assert_eq!(
        app.find("[data-testid=autoplay]")
            .get_attribute("aria-pressed")
            .as_deref(),
        Some("true")
    );
    for _ in 0..100 {
        if matches!(app.status().as_str(), "won" | "lost") {
            break;
        }
        sleep(Duration::from_millis(100)).await;
    }
    settle().await;
    assert!(
        matches!(app.status().as_str(), "won" | "lost"),
        "autoplay finished the game"
    );
    assert_eq!(
        app.find("[data-testid=autoplay]")
            .get_attribute("aria-pressed")
            .as_deref(),
        Some("false")
    );
    assert!(app.find("[data-testid=hint]").has_attribute("disabled"));
}

#[wasm_bindgen_test]
async fn the_autoplay_speed_is_kept_across_a_reload() {
    let speed_of = |app: &Mounted| {
        app.find("[data-testid=autoplay-speed]")
            .dyn_into::<web_sys::HtmlSelectElement>()
            .unwrap()
    };
    let app = mount(SEEDED).await;
    assert_eq!(speed_of(&app).value(), "normal");
    speed_of(&app).set_value("slow");
    speed_of(&app)
        .dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    settle().await;
    drop(app);
    let reloaded = mount_keeping_storage(SEEDED).await;
    assert_eq!(speed_of(&reloaded).value(), "slow");
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

#[wasm_bindgen_test]
async fn the_keyboard_moves_a_cursor_reveals_and_flags() {
    let app = mount(SEEDED).await;
    assert_eq!(
        app.count("[role=gridcell][tabindex='0']"),
        1,
        "the board is one tab stop"
    );
    let start: HtmlElement = app
        .find("[role=gridcell][tabindex='0']")
        .dyn_into()
        .unwrap();
    start.focus().unwrap();
    assert_eq!(focused_cell(), (4, 4), "the cursor starts in the middle");
    press("ArrowUp").await;
    press("ArrowLeft").await;
    assert_eq!(focused_cell(), (3, 3));
    press("Home").await;
    assert_eq!(focused_cell(), (3, 0));
    press("PageUp").await;
    assert_eq!(focused_cell(), (0, 0));
    press("ArrowUp").await;
    assert_eq!(focused_cell(), (0, 0), "the cursor stops at the edge");
    press("End").await;
    press("PageDown").await;
    assert_eq!(focused_cell(), (8, 8));
    assert_eq!(app.count("[role=gridcell][tabindex='0']"), 1);
    press("f").await;
    assert_eq!(app.state(8, 8), "flagged");
    press("F").await;
    assert_eq!(app.state(8, 8), "hidden");
    for _ in 0..4 {
        press("ArrowUp").await;
        press("ArrowLeft").await;
    }
    press(" ").await;
    assert_eq!(app.status(), "playing");
    assert_eq!(app.state(4, 4), "revealed");
    press("ArrowLeft").await;
    press("ArrowLeft").await;
    press("ArrowLeft").await;
    press("ArrowLeft").await;
    assert_eq!(focused_cell(), (4, 0));
    press("ArrowUp").await;
    press("f").await; // (3, 0) is the mine next to the 1 at (4, 0)
    press("ArrowDown").await;
    press("Enter").await; // chords the satisfied 1
    assert_eq!(app.state(3, 1), "revealed");
    let label = document()
        .active_element()
        .unwrap()
        .get_attribute("aria-label")
        .unwrap();
    assert_eq!(
        label, "row 5, column 1, 1 mine around",
        "screen readers hear the cell under the cursor"
    );
}

#[wasm_bindgen_test]
async fn shortcuts_restart_show_probabilities_and_open_settings() {
    let app = mount(SEEDED).await;
    app.left_click(4, 4).await;
    let saved = || async { saved_game().await.unwrap() };
    assert!(saved().await.contains("\"assisted\":false"));
    key(&document().body().unwrap(), "p");
    settle().await;
    assert!(
        app.count("[data-probability]") > 0,
        "P shows the probabilities"
    );
    assert!(
        saved().await.contains("\"assisted\":true"),
        "seeing them is solver help, saved before any move"
    );
    key(&document().body().unwrap(), "P");
    settle().await;
    assert_eq!(app.count("[data-probability]"), 0, "and hides them");
    key(&document().body().unwrap(), "r");
    settle().await;
    assert_eq!(app.status(), "ready", "R restarts");
    // From a button just clicked, too.
    key(&app.find("[data-testid=hint]"), "h");
    settle().await;
    assert_eq!(app.status(), "playing", "H on the Hint button hints");
    key(&app.find("[data-testid=restart]"), "r");
    settle().await;
    assert_eq!(app.status(), "ready", "R on the face restarts");
    key(&document().body().unwrap(), "s");
    settle().await;
    assert!(
        app.find("dialog").has_attribute("open"),
        "S opens the settings"
    );
}

fn pointer(target: &Element, kind: &str) {
    pointer_of(target, kind, "touch");
}

fn pointer_of(target: &Element, kind: &str, pointer_type: &str) {
    let init = web_sys::PointerEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_pointer_type(pointer_type);
    init.set_is_primary(true);
    let event = web_sys::PointerEvent::new_with_event_init_dict(kind, &init).unwrap();
    target.dispatch_event(&event).unwrap();
}

/// A finger held on `cell` for `hold_ms`, then lifted (which also produces a click).
async fn touch(cell: &Element, hold_ms: u64) {
    pointer(cell, "pointerdown");
    sleep(Duration::from_millis(hold_ms)).await;
    pointer(cell, "pointerup");
    mouse(cell, "click", 0);
    settle().await;
}

/// What a mouse press slid to another cell does, as in every desktop Minesweeper: the release
/// plays the cell it is on. (A wheel scroll between a press and its release moves the cells
/// under a still pointer the same way; the browser then sends its `click` to an ancestor.)
#[wasm_bindgen_test]
async fn a_mouse_press_slid_to_another_cell_plays_the_cell_released_on() {
    let app = mount(SEEDED).await;
    app.left_click(4, 4).await;
    // (0, 2) is a mine; (0, 3), between two, stays hidden after the opening.
    assert_eq!(app.state(0, 3), "hidden");
    let grid = app.find("[role=grid]");
    // A press that left the board plays nothing when it comes back.
    pointer_of(&app.cell(0, 2), "pointerdown", "mouse");
    pointer_of(&grid, "pointerleave", "mouse");
    pointer_of(&app.cell(0, 3), "pointerup", "mouse");
    mouse(&grid, "click", 0);
    settle().await;
    assert_eq!(app.state(0, 3), "hidden", "the press had left the board");
    assert_eq!(app.status(), "playing");
    // Pressed on the mine, released on (0, 3): (0, 3) opens, once, and the mine stays hidden.
    pointer_of(&app.cell(0, 2), "pointerdown", "mouse");
    pointer_of(&app.cell(0, 3), "pointerup", "mouse");
    mouse(&grid, "click", 0);
    settle().await;
    assert_eq!(app.state(0, 3), "revealed");
    assert_eq!(app.state(0, 2), "hidden");
    assert_eq!(app.status(), "playing");
}

#[wasm_bindgen_test]
async fn touch_tap_reveals_and_a_long_press_flags() {
    let app = mount(SEEDED).await;
    // A long press flags, and the click the lift produces does not reveal.
    let cell = app.cell(0, 0);
    touch(&cell, 400).await;
    assert_eq!(app.state(0, 0), "flagged");
    assert_eq!(app.status(), "ready");
    // A quick tap reveals.
    touch(&app.cell(4, 4), 50).await;
    assert_eq!(app.state(4, 4), "revealed");
    // The context menu event Android sends for the same long press does not flag again.
    mouse(&app.cell(0, 0), "contextmenu", 2);
    settle().await;
    assert_eq!(app.state(0, 0), "flagged");
    // A press that turns into a scroll is cancelled: by the browser, or by moving away.
    let cell = app.cell(0, 3);
    pointer(&cell, "pointerdown");
    pointer(&cell, "pointercancel");
    sleep(Duration::from_millis(400)).await;
    assert_eq!(app.state(0, 3), "hidden");
    let cell = app.cell(0, 5);
    pointer(&cell, "pointerdown");
    let init = web_sys::PointerEventInit::new();
    init.set_bubbles(true);
    init.set_pointer_type("touch");
    init.set_client_y(30);
    let scroll = web_sys::PointerEvent::new_with_event_init_dict("pointermove", &init).unwrap();
    cell.dispatch_event(&scroll).unwrap();
    sleep(Duration::from_millis(400)).await;
    assert_eq!(app.state(0, 5), "hidden");
    // Flag mode: taps flag.
    click_testid(&app, "flag-mode");
    settle().await;
    app.left_click(0, 8).await;
    assert_eq!(app.state(0, 8), "flagged");
}

#[wasm_bindgen_test]
async fn question_marks_are_optional() {
    let app = mount(SEEDED).await;
    app.right_click(0, 0).await;
    app.right_click(0, 0).await;
    assert_eq!(
        app.state(0, 0),
        "hidden",
        "off by default: right click toggles a flag"
    );
    click_testid(&app, "settings");
    settle().await;
    let marks: HtmlInputElement = app.find("[data-testid=marks]").dyn_into().unwrap();
    marks.click();
    settle().await;
    mouse(&app.find("dialog .done"), "click", 0);
    settle().await;
    app.right_click(0, 0).await;
    assert_eq!(app.state(0, 0), "flagged");
    app.right_click(0, 0).await;
    assert_eq!(app.state(0, 0), "questioned");
    app.right_click(0, 0).await;
    assert_eq!(app.state(0, 0), "hidden");
}

#[wasm_bindgen_test]
async fn a_game_survives_a_remount_with_its_time() {
    let board_states = |app: &Mounted| -> Vec<String> {
        let cells = app.root.query_selector_all("[role=gridcell]").unwrap();
        (0..cells.length())
            .map(|i| {
                cells
                    .item(i)
                    .unwrap()
                    .dyn_into::<Element>()
                    .unwrap()
                    .get_attribute("data-state")
                    .unwrap()
            })
            .collect()
    };
    let app = mount(SEEDED).await;
    app.left_click(4, 4).await;
    app.right_click(3, 0).await;
    sleep(Duration::from_millis(1100)).await;
    let before = board_states(&app);
    // What a reload does first: the page is hidden, and the app saves its clock.
    let window = web_sys::window().unwrap();
    window
        .dispatch_event(&web_sys::Event::new("pagehide").unwrap())
        .unwrap();
    drop(app);
    let app = mount_keeping_storage("").await;
    assert_eq!(board_states(&app), before, "the same board and flags");
    assert_eq!(app.status(), "playing");
    assert_eq!(app.text("mines-left"), "009");
    assert_eq!(
        app.text("timer"),
        "001",
        "the clock resumes from the saved time"
    );
    assert_eq!(app.count("[data-testid=notice]"), 0);
    let query = address().await;
    assert!(query.contains("seed=12345"), "{query}");
}

#[wasm_bindgen_test]
async fn corrupted_storage_is_discarded_with_a_notice() {
    let storage = fresh_storage().await;
    storage
        .set_item(
            "minesweeper.game",
            "{\"format\":1,\"game\":{\"broken\":true}}",
        )
        .unwrap();
    storage.set_item("minesweeper.stats", "[1,2,3]").unwrap();
    let app = mount_keeping_storage("").await;
    let notice = app.text("notice");
    assert!(
        notice.contains("Your saved game could not be read"),
        "{notice}"
    );
    assert!(
        notice.contains("Your statistics could not be read"),
        "{notice}"
    );
    assert_eq!(app.status(), "ready");
    assert_eq!(app.count("[role=gridcell]"), 81);
    app.left_click(4, 4).await;
    let saved = saved_game().await.unwrap();
    assert!(
        saved.contains("\"format\":1") && !saved.contains("broken"),
        "a good save replaced the bad one"
    );
}

/// A save the settings could not have made (1 × 2, 201 × 201, …) or with a time out of range
/// is set aside with a notice, so the address bar never disagrees with the game restored and
/// the next reload keeps it.
#[wasm_bindgen_test]
async fn a_save_outside_the_settings_or_with_a_bad_time_is_set_aside() {
    let save = |rows: u64, cols: u64, elapsed: f64| {
        let config = Config::new(rows, cols, 1, FirstClick::Opening).unwrap();
        let mut value = serde_json::to_value(minesweeper_engine::records::SavedGame::new(
            Game::new(config, 5),
            0.0,
            false,
        ))
        .unwrap();
        value["elapsed_ms"] = elapsed.into();
        value.to_string()
    };
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    for (text, reason) in [
        (save(1, 2, 0.0), "it is a 1×2 board"),
        (save(201, 201, 0.0), "it is a 201×201 board"),
        (
            save(9, 9, -5.0),
            "its time is not a duration from 0 to a year",
        ),
    ] {
        fresh_storage().await;
        storage.set_item("minesweeper.game", &text).unwrap();
        let app = mount_keeping_storage("").await;
        let notice = app.text("notice");
        assert!(
            notice.contains("Your saved game could not be read") && notice.contains(reason),
            "{notice}"
        );
        assert_eq!(app.status(), "ready");
        assert!(storage.get_item("minesweeper.game").unwrap() != Some(text));
        // What is on screen survives a reload.
        app.left_click(1, 1).await;
        let query = address().await;
        drop(app);
        let again = mount_keeping_storage(&query).await;
        assert_eq!(again.status(), "playing", "the reload restored the game");
    }
}

#[wasm_bindgen_test]
async fn a_statistics_record_that_does_not_add_up_is_reset_and_the_others_kept() {
    let storage = fresh_storage().await;
    let record = |played: u32, won: u32| {
        format!(
            "{{\"played\":{played},\"won\":{won},\"streak\":0,\"best_streak\":1,\"best_times\":[{{\"ms\":9000.0,\"at\":1.0}}]}}"
        )
    };
    let stats = format!(
        "{{\"format\":1,\"records\":{{\"beginner\":{},\"expert\":{}}}}}",
        record(3, 1),
        record(1, 4)
    );
    storage.set_item("minesweeper.stats", &stats).unwrap();
    let app = mount_keeping_storage("").await;
    let notice = app.text("notice");
    assert!(
        notice.contains("did not add up") && notice.contains("expert: more wins than games"),
        "{notice}"
    );
    click_testid(&app, "statistics");
    settle().await;
    let field = |category: &str, field: &str| {
        app.find(&format!(
            "tr[data-category={category}] [data-field={field}]"
        ))
        .text_content()
        .unwrap()
    };
    assert_eq!(field("beginner", "played"), "3", "the good record is kept");
    assert_eq!(field("expert", "played"), "0", "the bad one starts over");
    let saved = storage.get_item("minesweeper.stats").unwrap().unwrap();
    assert!(
        saved.contains("beginner") && !saved.contains("expert"),
        "the repaired statistics are saved: {saved}"
    );
}

#[wasm_bindgen_test]
async fn a_win_shows_the_result_card_and_updates_the_statistics() {
    let app = mount(SEEDED).await;
    app.win_seeded().await;
    assert_eq!(app.status(), "won");
    let card = app.text("result");
    assert!(card.contains("New best time!"), "{card}");
    let bbbv = Game::new(Config::BEGINNER, 12345)
        .apply(Action::Reveal(Pos::new(4, 4)))
        .unwrap()
        .game
        .bbbv()
        .unwrap();
    assert!(card.contains(&format!("3BV{bbbv}")), "{card}");
    for counter in [
        "3BV/s",
        "IOE",
        "ZiNi",
        "Clicks",
        "Wasted",
        "Correctness",
        "RQP",
    ] {
        assert!(card.contains(counter), "the card gives {counter}: {card}");
    }
    assert_eq!(app.count("[data-testid=watch-replay]"), 1);
    click_testid(&app, "statistics");
    settle().await;
    assert_eq!(
        app.find("tr[data-category=beginner] [data-field=played]")
            .text_content()
            .unwrap(),
        "1"
    );
    assert_eq!(
        app.find("tr[data-category=beginner] [data-field=won]")
            .text_content()
            .unwrap(),
        "1"
    );
    assert_eq!(app.count("tr[data-category=beginner] .best-times li"), 1);
    click_testid(&app, "reset-stats");
    settle().await;
    assert_eq!(
        app.find("tr[data-category=beginner] [data-field=played]")
            .text_content()
            .unwrap(),
        "1",
        "reset asks first"
    );
    click_testid(&app, "confirm-reset");
    settle().await;
    assert_eq!(
        app.find("tr[data-category=beginner] [data-field=played]")
            .text_content()
            .unwrap(),
        "0"
    );
}

/// The no-guess generator gives the same board in wasm as natively (the engine's golden test
/// in `engine/tests/no_guess.rs` pins the same numbers).
#[wasm_bindgen_test]
fn the_no_guess_board_is_the_same_in_wasm_as_natively() {
    use minesweeper_engine::no_guess::{self, Budget, Method};
    let generated = no_guess::generate(Config::EXPERT, 2026, Pos::new(8, 15), Budget::DEFAULT);
    assert_eq!(generated.method, Method::Repaired(8));
    let sum: u64 = generated.mines.iter().map(|&m| u64::from(m)).sum();
    assert_eq!(
        (generated.mines[0], generated.mines[98], sum),
        (2, 474, 24_180)
    );
}

#[wasm_bindgen_test]
async fn ng_1_starts_a_no_guess_board_with_its_badge_and_keeps_it_in_the_link() {
    let app = mount("?rows=16&cols=30&mines=99&seed=2026&ng=1").await;
    assert_eq!(app.count("[data-testid=no-guess-badge]"), 1);
    assert_eq!(app.count("[data-testid=notice]"), 0);
    app.left_click(8, 15).await;
    // The board is made between frames: the page says so until it is there.
    for _ in 0..100 {
        if app.status() != "ready" {
            break;
        }
        assert!(
            app.find("[role=grid]")
                .get_attribute("aria-busy")
                .as_deref()
                == Some("true")
                && app.text("status").contains("Making a board"),
            "the board says it is being made"
        );
        sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(app.status(), "playing");
    assert_eq!(app.find("[role=grid]").get_attribute("aria-busy"), None);
    assert_eq!(
        app.count("[data-testid=notice]"),
        0,
        "a no-guess board was found"
    );
    // The same board as the engine makes natively for this seed and click.
    let expected = Game::new(Config::EXPERT.with_first_click(FirstClick::NoGuess), 2026)
        .apply_with(
            Action::Reveal(Pos::new(8, 15)),
            &minesweeper_engine::no_guess::NoGuess::DEFAULT,
        )
        .unwrap()
        .game;
    for (row, col) in [(8, 15), (0, 0), (15, 29), (7, 3)] {
        let view = expected.view(Pos::new(row, col)).unwrap();
        assert_eq!(app.state(row, col), view.as_str(), "({row}, {col})");
    }
    let query = address().await;
    assert!(query.ends_with("&rule=opening&ng=1"), "{query}");
    // An ordinary board has no badge.
    drop(app);
    let plain = mount("?rows=16&cols=30&mines=99&seed=2026").await;
    assert_eq!(plain.count("[data-testid=no-guess-badge]"), 0);
}

// ---- Battle -------------------------------------------------------------------------------

/// A turns-pace battle on the beginner preset against Novice, seed 5.
const BATTLE: &str =
    "?mode=battle&rows=20&cols=30&mines=110&seed=5&level=novice&speed=2&lives=2&pace=turns";

fn battle_of(query: &str) -> minesweeper_engine::battle::Battle {
    let url = minesweeper::battle::settings::from_query(query);
    minesweeper_engine::battle::Battle::new(url.setup.config, url.seed.unwrap())
}

impl Mounted {
    fn board_attr(&self, name: &str) -> Option<String> {
        self.find("[role=grid]").get_attribute(name)
    }

    fn number(&self, testid: &str) -> u32 {
        self.text(testid).trim().parse().unwrap()
    }

    fn owned(&self, owner: &str) -> u32 {
        self.count(&format!(
            "[role=gridcell][data-state=revealed][data-owner={owner}]"
        ))
    }
}

#[wasm_bindgen_test]
async fn a_battle_marks_your_legal_cells_and_refuses_the_others_with_a_reason() {
    let app = mount(BATTLE).await;
    let battle = battle_of(BATTLE);
    assert_eq!(app.board_attr("data-mode").as_deref(), Some("battle"));
    assert_eq!(app.status(), "ready");
    assert_eq!(app.board_attr("data-turn").as_deref(), Some("you"));
    let grid = battle.grid();
    let legal = battle.legal_cells(minesweeper_engine::battle::Player::One);
    assert_eq!(app.count("[data-legal=true]"), legal.len() as u32);
    for &cell in &legal {
        let p = grid.pos(cell);
        assert_eq!(
            app.cell(p.row, p.col)
                .get_attribute("data-legal")
                .as_deref(),
            Some("true")
        );
    }
    // A cell in the middle touches nobody's territory.
    app.left_click(10, 15).await;
    assert_eq!(app.status(), "ready");
    assert_eq!(app.state(10, 15), "hidden");
    assert!(
        app.text("status").contains("does not touch your territory"),
        "{}",
        app.text("status")
    );
}

#[wasm_bindgen_test]
async fn the_scoreboard_counts_territory_and_lives_and_the_computer_answers_in_turns() {
    let app = mount(BATTLE).await;
    let battle = battle_of(BATTLE);
    let grid = battle.grid();
    let mines = battle.mine_positions();
    assert_eq!(app.number("target"), battle.target());
    assert_eq!(app.number("score-you"), app.owned("you"));
    assert_eq!(app.number("score-cpu"), app.owned("cpu"));
    assert_eq!(app.number("lives-you"), 2);
    assert_eq!(app.number("lives-cpu"), 2);
    // A safe legal cell: your territory grows and it is the computer's turn.
    let safe = battle
        .legal_cells(minesweeper_engine::battle::Player::One)
        .into_iter()
        .map(|c| grid.pos(c))
        .find(|p| !mines.contains(p))
        .expect("a safe legal cell");
    let before = app.number("score-you");
    app.left_click(safe.row, safe.col).await;
    assert_eq!(app.status(), "playing");
    assert_eq!(
        app.cell(safe.row, safe.col)
            .get_attribute("data-owner")
            .as_deref(),
        Some("you")
    );
    assert!(app.number("score-you") > before);
    assert_eq!(app.number("score-you"), app.owned("you"));
    assert_eq!(app.board_attr("data-turn").as_deref(), Some("cpu"));
    // Your next click waits for the computer.
    let cpu_before = (app.number("score-cpu"), app.number("lives-cpu"));
    sleep(Duration::from_millis(500)).await;
    settle().await;
    assert_eq!(app.board_attr("data-turn").as_deref(), Some("you"));
    let cpu_after = (app.number("score-cpu"), app.number("lives-cpu"));
    assert_ne!(
        cpu_after, cpu_before,
        "the computer opened a cell or hit a mine"
    );
    assert_eq!(app.number("score-cpu"), app.owned("cpu"));
    assert_eq!(app.count(".cell.last"), 1, "its move is marked");
}

/// `ng=1`: the board is made in slices (nothing shown, no click taken meanwhile), and it is the
/// engine's no-guess battle for the seed, the same in wasm as natively.
#[wasm_bindgen_test]
async fn a_no_guess_battle_is_made_between_frames_and_is_the_engines_board() {
    let query = format!("{BATTLE}&ng=1");
    let app = mount(&query).await;
    let battle = battle_of(&query);
    assert!(battle.config().no_guess());
    for _ in 0..200 {
        if app.status() != "making" {
            break;
        }
        assert_eq!(app.owned("you"), 0, "no opening before the board is made");
        sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(app.status(), "ready");
    let grid = battle.grid();
    for index in 0..grid.cells() {
        let pos = grid.pos(index);
        let shown = app.state(pos.row, pos.col);
        let expected = match battle.tile_at(index) {
            minesweeper_engine::battle::Tile::Owned(..) => "revealed",
            _ => "hidden",
        };
        assert_eq!(shown, expected, "{pos:?}");
    }
    assert_eq!(
        app.number("score-you"),
        battle.territory(minesweeper_engine::battle::Player::One)
    );
    assert!(address().await.ends_with("&pace=turns&ng=1"));
}

#[wasm_bindgen_test]
async fn a_mine_you_hit_costs_a_life_and_the_battle_goes_on() {
    let app = mount(BATTLE).await;
    let battle = battle_of(BATTLE);
    let grid = battle.grid();
    let mines = battle.mine_positions();
    let Some(mine) = battle
        .legal_cells(minesweeper_engine::battle::Player::One)
        .into_iter()
        .map(|c| grid.pos(c))
        .find(|p| mines.contains(p))
    else {
        panic!("seed 5 has a mine next to your opening");
    };
    app.left_click(mine.row, mine.col).await;
    assert_eq!(app.state(mine.row, mine.col), "exploded");
    assert_eq!(
        app.cell(mine.row, mine.col)
            .get_attribute("data-owner")
            .as_deref(),
        Some("you")
    );
    assert_eq!(app.number("lives-you"), 1);
    assert_eq!(app.status(), "playing");
}

#[wasm_bindgen_test]
async fn a_battle_survives_a_remount_and_bad_battle_links_get_a_notice() {
    let app = mount(BATTLE).await;
    let battle = battle_of(BATTLE);
    let grid = battle.grid();
    let mines = battle.mine_positions();
    let safe = battle
        .legal_cells(minesweeper_engine::battle::Player::One)
        .into_iter()
        .map(|c| grid.pos(c))
        .find(|p| !mines.contains(p))
        .unwrap();
    app.left_click(safe.row, safe.col).await;
    sleep(Duration::from_millis(500)).await;
    settle().await;
    let scores = (app.number("score-you"), app.number("score-cpu"));
    drop(app);
    let app = mount_keeping_storage("?mode=battle").await;
    assert_eq!((app.number("score-you"), app.number("score-cpu")), scores);
    assert_eq!(app.status(), "playing");
    let query = address().await;
    assert!(
        query.contains("seed=5") && query.contains("level=novice"),
        "{query}"
    );
    drop(app);

    let app = mount("?mode=battle&rows=5&lives=0&level=god").await;
    let notice = app.text("notice");
    assert!(notice.contains("rows must be 10 to 200"), "{notice}");
    assert!(notice.contains("level “god”"), "{notice}");
    assert_eq!(app.count("[role=row]"), 10);
}
