//! The ranked daily: one board a day for every player, from the server's secret seed; its
//! first reveal at its start cell; one attempt a player; its layout and replays kept secret
//! until the day is over.

mod common;

use common::*;
use serde_json::{json, Value};

/// Starts today's daily expert as a new player: the player's client and the board.
async fn daily(address: &str) -> (Client, Value) {
    let mut client = Client::connect(address).await;
    client.ask(json!({"type": "hello"})).await;
    let game = client
        .ask(json!({"type": "start", "category": "daily-expert"}))
        .await;
    assert_eq!(game["type"], "game", "{game}");
    (client, game)
}

#[tokio::test]
async fn the_daily_is_one_secret_board_for_everyone_once_each() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database).await;
        let (mut ada, game) = daily(&address).await;
        let id = game["game"].as_str().unwrap().to_string();
        let start = (
            game["start"][0].as_u64().unwrap(),
            game["start"][1].as_u64().unwrap(),
        );
        assert_eq!(game["day"].as_str().map(str::len), Some(10), "{game}");
        assert!(start.0 >= 2 && start.1 >= 2, "the start is inside: {game}");
        // The first reveal is at the start, nowhere else.
        let (r, c) = ((start.0 + 3) % 16, start.1);
        let elsewhere = ada
            .ask(json!({"type": "move", "game": id, "seq": 0, "action": "reveal", "row": r, "col": c}))
            .await;
        assert_eq!(elsewhere["code"], "refused", "{elsewhere}");
        assert!(
            elsewhere["message"].as_str().unwrap().contains("start"),
            "{elsewhere}"
        );
        let first = ada
            .ask(json!({"type": "move", "game": id, "seq": 0, "action": "reveal", "row": start.0, "col": start.1}))
            .await;
        assert_eq!(first["type"], "moved", "{first}");
        // Another player has the same board: the same start, the same cells opened.
        let (mut bob, theirs) = daily(&address).await;
        assert_eq!(theirs["start"], game["start"]);
        assert_ne!(theirs["game"], game["game"]);
        let bob_id = theirs["game"].as_str().unwrap().to_string();
        let same = bob
            .ask(json!({"type": "move", "game": bob_id, "seq": 0, "action": "reveal", "row": start.0, "col": start.1}))
            .await;
        let sorted = |v: &Value| {
            let mut cells = v["cells"].as_array().unwrap().clone();
            cells.sort_by_key(|c| c.to_string());
            cells
        };
        assert_eq!(sorted(&same), sorted(&first));
        // Asking for the daily again resumes it, as it is.
        let again = ada
            .ask(json!({"type": "start", "category": "daily-expert"}))
            .await;
        assert_eq!(
            (again["game"].as_str(), again["next_seq"].as_u64()),
            (Some(id.as_str()), Some(1))
        );
        // Played to its end: the end keeps the layout and the replay back until tomorrow.
        let mut board = Seen::new();
        learn(&mut board, &first["cells"]);
        let mut seq = 1;
        let over = loop {
            let (row, col) = next_cell(&board, 16, 30);
            let moved = ada
                .play(json!({"type": "move", "game": id, "seq": seq, "action": "reveal", "row": row, "col": col}))
                .await;
            assert_eq!(moved["type"], "moved", "{moved}");
            let text = moved.to_string();
            assert!(
                !text.contains("\"mine\"") && !text.contains("wrong_flag"),
                "no mine but the exploded one: {text}"
            );
            seq += 1;
            if moved["status"] != "playing" {
                break ada.recv().await;
            }
            learn(&mut board, &moved["cells"]);
        };
        assert_eq!(over["type"], "over", "{over}");
        assert_eq!(
            (over["mines"].clone(), over["replay"].clone()),
            (json!([]), json!("")),
            "{over}"
        );
        let tomorrow = over["public_from_ms"].as_i64().unwrap();
        assert_eq!(tomorrow % 86_400_000, 0, "midnight UTC");
        let (status, body) = get(&address, &format!("/api/games/{id}/replay")).await;
        assert_eq!(status, 403, "{body}");
        assert!(body.contains("public from the next day"), "{body}");
        // One attempt a day.
        let twice = ada
            .ask(json!({"type": "start", "category": "daily-expert"}))
            .await;
        assert_eq!(twice["code"], "refused", "{twice}");
        assert!(
            twice["message"]
                .as_str()
                .unwrap()
                .contains("today's expert board"),
            "{twice}"
        );
        // And as data, for the page and the terminal to word in their player's language.
        assert_eq!(
            twice["refusal"],
            json!({"why": "daily_played", "category": "daily-expert"})
        );
        // A win by a player of no history is kept off the day's board (cheats.rs has the
        // board with a win on it). The bot plays faster than a person, which is checked first
        // and keeps it off too: the daily's seed is drawn afresh for each database, so whether
        // the bot wins at all (and which reason is given) changes from run to run.
        if over["status"] == "won" {
            let why = over["unranked"]["why"].as_str().unwrap_or_default();
            assert!(
                ["no_history", "beyond_record", "beyond_pace"].contains(&why),
                "{over}"
            );
        }
        let (status, body) = get(&address, "/api/leaderboard?category=daily-expert").await;
        assert_eq!(status, 200, "{body}");
        let board: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(board["day"], game["day"]);
        assert_eq!(board["rows"], json!([]), "{body}");
        assert_eq!(
            get(
                &address,
                "/api/leaderboard?category=daily-expert&day=2026-02-30"
            )
            .await
            .0,
            400
        );
        server.abort();
    }
}

/// A daily game left unfinished is not played after its day: by then its layout is public
/// (every replay of it is). It ends as lost when it is next asked for.
#[tokio::test]
async fn a_daily_game_ends_with_its_day() {
    use minesweeper_server::db::NewGame;
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database.clone()).await;
        let mut client = Client::connect(&address).await;
        let (player, _) = new_player(&mut client).await;
        let db = open_db(data.path(), database.as_deref()).await;
        db.create_game(&NewGame {
            id: "yesterdays",
            player: &player,
            category: "daily-beginner",
            size: (9, 9, 10),
            seed: 7,
            now: 1,
            day: Some("2020-01-01"),
            address_key: None,
        })
        .await
        .unwrap();
        let late = client
            .ask(json!({"type": "move", "game": "yesterdays", "seq": 0, "action": "reveal", "row": 4, "col": 4}))
            .await;
        assert_eq!(late["message"], "that game is over", "{late}");
        let (_, body) = get(&address, &format!("/api/players/{player}")).await;
        let page: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(
            (&page["games"][0]["status"], &page["games"][0]["end_reason"]),
            (&json!("lost"), &json!("day_over")),
            "{body}"
        );
        server.abort();
    }
}
