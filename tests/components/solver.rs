//! The solver's controls: hint, probabilities, autoplay.

use super::*;

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
