//! The keyboard: the cursor, reveals and flags, the shortcuts.

use super::*;

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
