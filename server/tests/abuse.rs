//! Rate limits: past them a client hears "slow down", and nothing changes.

mod common;

use common::*;
use minesweeper_server::limits::Limits;
use serde_json::json;

#[tokio::test]
async fn too_much_too_fast_is_told_to_slow_down() {
    let data = tempfile::tempdir().unwrap();
    let limits = Limits {
        moves_per_second: 5,
        games_per_minute: 2,
        messages_per_second: 100,
        connections_per_address: 3,
        players_per_hour: 2,
        ..Limits::default()
    };
    let (address, server) = start_with(data.path(), None, limits).await;
    let mut client = Client::connect(&address).await;
    client.ask(json!({"type": "hello"})).await;
    let game = client
        .ask(json!({"type": "start", "category": "expert"}))
        .await;
    let id = game["game"].as_str().unwrap().to_string();
    // Flags on and off, faster than 5 a second: the sixth is refused and not played.
    for seq in 0..5 {
        let moved = client
            .ask(json!({"type": "move", "game": id, "seq": seq, "action": "flag", "row": 0, "col": 0}))
            .await;
        assert_eq!(moved["type"], "moved", "{moved}");
    }
    let sixth = client
        .ask(json!({"type": "move", "game": id, "seq": 5, "action": "flag", "row": 0, "col": 0}))
        .await;
    assert_eq!(sixth["code"], "slow_down", "{sixth}");
    assert!(sixth["message"].as_str().unwrap().starts_with("slow down"));
    let view = client.ask(json!({"type": "resume", "game": id})).await;
    assert_eq!(view["next_seq"], 5, "the refused move was not played");
    // Games: two a minute.
    let second = client
        .ask(json!({"type": "start", "category": "beginner"}))
        .await;
    assert_eq!(second["type"], "game");
    let third = client
        .ask(json!({"type": "start", "category": "beginner"}))
        .await;
    assert_eq!(third["code"], "slow_down", "{third}");
    // New players: two an hour from one address (the first client made one).
    let mut second_client = Client::connect(&address).await;
    assert_eq!(
        second_client.ask(json!({"type": "hello"})).await["type"],
        "welcome"
    );
    let mut third_client = Client::connect(&address).await;
    let refused = third_client.ask(json!({"type": "hello"})).await;
    assert_eq!(refused["code"], "slow_down", "{refused}");
    // Connections: three at once from one address; the fourth is refused with 429.
    let fourth = tokio_tungstenite::connect_async(format!("ws://{address}/api/play")).await;
    match fourth {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status().as_u16(), 429);
        }
        other => panic!("a fourth connection: {:?}", other.map(|_| "accepted")),
    }
    drop(third_client);
    // Once one closes, another may open.
    let mut fifth = None;
    for _ in 0..50 {
        if let Ok((socket, _)) =
            tokio_tungstenite::connect_async(format!("ws://{address}/api/play")).await
        {
            fifth = Some(socket);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(fifth.is_some(), "a connection after one closed");
    server.abort();
}
