//! Saved games that were tampered with, and 3BV on hand-made boards.

mod common;

use common::{board, p};
use minesweeper_rules::{Action, Config, Game};
use serde_json::{json, Value};

fn saved(game: &Game) -> Value {
    serde_json::to_value(game).expect("serializes")
}

fn restore(value: Value) -> Result<Game, String> {
    serde_json::from_value(value).map_err(|e| e.to_string())
}

#[test]
fn a_saved_game_is_compact_and_restores_exactly() {
    let game = Game::new(Config::EXPERT, 77)
        .apply(Action::Reveal(p(5, 5)))
        .unwrap()
        .game;
    let value = saved(&game);
    assert_eq!(value["version"], 1);
    assert_eq!(value["cover"].as_str().unwrap().len(), 480);
    assert_eq!(value["mines"].as_array().unwrap().len(), 99);
    assert_eq!(restore(value), Ok(game));
}

#[test]
fn tampered_saves_are_rejected_with_a_reason() {
    let game = board(&["*..", "...", "..*"])
        .apply(Action::Reveal(p(1, 1)))
        .unwrap()
        .game;
    let good = saved(&game);
    let cases: Vec<(&str, Value)> = vec![
        ("version", json!(99)),
        ("cover", json!("o........")),
        ("cover", json!("....")),
        ("cover", json!("....x....")),
        ("mines", json!([0, 0])),
        ("mines", json!([0, 99])),
        ("mines", json!([0])),
        ("mines", json!([])),
        ("status", json!("won")),
        ("status", json!("lost")),
        ("status", json!("ready")),
        ("exploded", json!([4])),
        ("config", json!({"rows": 3, "cols": 3, "mines": 9})),
        ("seed", json!(-1)),
        // Move counts out of range: a start or an end after the last move, or out of order.
        ("moves", json!(0)),
        ("started_at", json!(2)),
        ("started_at", json!(0)),
        ("clicks", json!({"reveals": 5, "chords": 0, "flags": 0})),
    ];
    for (field, value) in cases {
        let mut bad = good.clone();
        bad[field] = value.clone();
        let err = restore(bad).expect_err(&format!("{field} = {value} must be rejected"));
        assert!(!err.is_empty());
    }
    assert!(restore(json!("not a game")).is_err());
    assert!(restore(json!({})).is_err());
    assert_eq!(restore(good), Ok(game));
}

#[test]
fn an_old_format_names_its_version() {
    let mut value = saved(&Game::new(Config::BEGINNER, 1));
    value["version"] = json!(0);
    let err = restore(value).unwrap_err();
    assert!(err.contains("version 0"), "{err}");
}

#[test]
fn bbbv_counts_openings_and_isolated_numbers() {
    // One opening covering the left part (1 click); the right column's bottom cells are
    // numbers no opening reaches.
    let game = board(&[
        "....*", //
        "....*", ".....", "...*.",
    ]);
    assert_eq!(game.bbbv(), Some(3));
    // No zero at all: every safe cell is a click.
    assert_eq!(board(&["*.*", ".*.", "*.*"]).bbbv(), Some(4));
    // Two separate openings.
    assert_eq!(board(&["...*...", "...*...", "...*..."]).bbbv(), Some(2));
    assert_eq!(
        Game::new(Config::BEGINNER, 1).bbbv(),
        None,
        "no mines placed yet"
    );
}
