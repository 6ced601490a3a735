//! Settings: the sliders, a bad address, question marks.

use super::*;

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
async fn the_live_counters_are_off_until_turned_on_and_count_each_click() {
    let app = mount(SEEDED).await;
    assert_eq!(
        app.count("[data-testid=live-counters]"),
        0,
        "off by default"
    );
    click_testid(&app, "settings");
    settle().await;
    let live: HtmlInputElement = app.find("[data-testid=live-toggle]").dyn_into().unwrap();
    live.click();
    settle().await;
    mouse(&app.find("dialog .done"), "click", 0);
    settle().await;
    let figure = |name: &str| {
        app.find(&format!(
            "[data-testid=live-counters] [data-counter={name}] dd"
        ))
        .text_content()
        .unwrap_or_default()
    };
    assert_eq!(figure("cl"), "0");
    app.left_click(4, 4).await;
    app.right_click(0, 0).await;
    settle().await;
    assert_eq!(
        (figure("left"), figure("right"), figure("cl")),
        ("1".into(), "1".into(), "2".into())
    );
    assert_eq!(figure("flag"), "1");
    assert!(figure("bbbv_solved").parse::<u32>().unwrap_or(0) >= 1);
}
