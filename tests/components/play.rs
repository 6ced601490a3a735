//! Playing with the mouse: a reveal, a flag, a chord, a win, a loss, the timer.

use super::*;

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
async fn the_middle_button_chords_as_in_the_classic_programs() {
    let app = mount(SEEDED).await;
    app.left_click(4, 4).await;
    assert!(
        app.middle_click(4, 0).await,
        "its press starts no autoscroll"
    );
    assert_eq!(
        app.state(3, 1),
        "hidden",
        "an unsatisfied number does not chord"
    );
    app.middle_click(3, 1).await;
    assert_eq!(
        app.state(3, 1),
        "hidden",
        "on a hidden cell it does nothing"
    );
    app.right_click(3, 0).await;
    app.middle_click(4, 0).await;
    assert_eq!(app.state(3, 1), "revealed");
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
