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
        let mut board = Board::new();
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
                .contains("today's daily expert"),
            "{twice}"
        );
        // The day's board lists the win, if it was one.
        let (status, body) = get(&address, "/api/leaderboard?category=daily-expert").await;
        assert_eq!(status, 200, "{body}");
        let board: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(board["day"], game["day"]);
        let listed = board["rows"].as_array().unwrap().len();
        assert_eq!(listed, usize::from(over["status"] == "won"), "{body}");
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
