//! Touch: a tap reveals, a long press flags.

use super::*;

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
