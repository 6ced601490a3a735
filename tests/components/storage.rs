//! What the browser keeps: a game across a remount, corrupted or contradictory saves, the
//! statistics and the result card.

use super::*;

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
        notice.contains("did not add up") && notice.contains("Expert: more wins than games"),
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
