//! No-guess boards: the engine's board in wasm, the badge and the link.

use super::*;

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
