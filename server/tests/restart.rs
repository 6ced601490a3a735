//! A game survives its server: stopped in the middle (in process) or killed with -9 (the real
//! binary), started again on the same data, every move is there and the game plays on.

mod common;

use common::*;
use serde_json::json;

#[tokio::test]
async fn a_game_survives_a_server_restart_with_every_move() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database.clone()).await;
        let mut client = Client::connect(&address).await;
        let token = client.ask(json!({"type": "hello"})).await["token"]
            .as_str()
            .unwrap()
            .to_string();
        let game = client
            .ask(json!({"type": "start", "category": "expert"}))
            .await;
        let id = game["game"].as_str().unwrap().to_string();
        let first = client.ask(json!({"type": "move", "game": id, "seq": 0, "action": "reveal", "row": 8, "col": 15})).await;
        let flag = client
            .ask(
                json!({"type": "move", "game": id, "seq": 1, "action": "flag", "row": 0, "col": 0}),
            )
            .await;
        assert_eq!(flag["cells"], json!([[0, 0, "flag"]]));
        let mut before = Seen::new();
        learn(&mut before, &first["cells"]);
        learn(&mut before, &flag["cells"]);
        server.abort();
        let _ = server.await;
        // Another server on the same data: the game is played again from its moves.
        let (address, server) = start(data.path(), database).await;
        let mut client = Client::connect(&address).await;
        client.ask(json!({"type": "hello", "token": token})).await;
        let view = client.ask(json!({"type": "resume", "game": id})).await;
        assert_eq!(view["next_seq"], 2);
        let mut after = Seen::new();
        learn(&mut after, &view["cells"]);
        assert_eq!(
            after,
            before
                .into_iter()
                .filter(|(_, v)| v != "hidden")
                .collect::<Seen>()
        );
        let unflag = client
            .ask(
                json!({"type": "move", "game": id, "seq": 2, "action": "flag", "row": 0, "col": 0}),
            )
            .await;
        assert_eq!(unflag["cells"], json!([[0, 0, "hidden"]]));
        server.abort();
    }
}

/// One game on the server at `port`: its first reveal, then kill -9 and a new server on the
/// same data, then played to the end there. The end's message.
async fn a_game_across_a_kill(
    server: &mut Spawned,
    port: u16,
    data: &std::path::Path,
    database: Option<&str>,
    token: &str,
) -> (String, serde_json::Value) {
    let address = format!("127.0.0.1:{port}");
    let mut client = Client::connect(&address).await;
    client.ask(json!({"type": "hello", "token": token})).await;
    let game = client
        .ask(json!({"type": "start", "category": "beginner"}))
        .await;
    let id = game["game"].as_str().unwrap().to_string();
    let first = client
        .play(json!({"type": "move", "game": id, "seq": 0, "action": "reveal", "row": 4, "col": 4}))
        .await;
    assert_eq!(first["type"], "moved");
    // kill -9: no shutdown, no flush.
    server.kill().unwrap();
    server.wait().unwrap();
    *server = spawn_server(port, data, database).await;
    let mut client = Client::connect(&address).await;
    client.ask(json!({"type": "hello", "token": token})).await;
    let view = client.ask(json!({"type": "resume", "game": id})).await;
    assert_eq!(view["next_seq"], 1, "{view}");
    let mut board = Seen::new();
    learn(&mut board, &view["cells"]);
    let mut before = Seen::new();
    learn(&mut before, &first["cells"]);
    assert_eq!(
        board, before,
        "the board after the restart is the board before it"
    );
    // Played to the end on the restarted server.
    let mut seq = 1;
    let over = loop {
        human_pause().await;
        let (row, col) = next_cell(&board, 9, 9);
        let moved = client
            .play(json!({"type": "move", "game": id, "seq": seq, "action": "reveal", "row": row, "col": col}))
            .await;
        assert_eq!(moved["type"], "moved", "{moved}");
        seq += 1;
        if moved["status"] != "playing" {
            break client.recv().await;
        }
        learn(&mut board, &moved["cells"]);
    };
    assert_eq!(over["type"], "over");
    (id, over)
}

#[tokio::test]
async fn a_server_killed_mid_game_and_started_again_loses_no_move_and_ranks_the_win() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let port = free_port();
        let mut server = spawn_server(port, data.path(), database.as_deref()).await;
        let address = format!("127.0.0.1:{port}");
        let mut client = Client::connect(&address).await;
        let token = client.ask(json!({"type": "hello"})).await["token"]
            .as_str()
            .unwrap()
            .to_string();
        drop(client);
        // Until a game across a kill is won (the test's player guesses when it must).
        let mut won = None;
        for _ in 0..40 {
            let (id, over) =
                a_game_across_a_kill(&mut server, port, data.path(), database.as_deref(), &token)
                    .await;
            assert_eq!(
                get(&address, &format!("/api/games/{id}/replay")).await,
                (200, over["replay"].as_str().unwrap().to_string())
            );
            if over["status"] == "won" {
                won = Some((id, over));
                break;
            }
        }
        let (id, over) = won.expect("a win in 40 beginner games");
        let (_, body) = get(&address, "/api/leaderboard?category=beginner").await;
        let board: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(board["rows"][0]["game"], id.as_str(), "{body}");
        assert_eq!(board["rows"][0]["time_ms"], over["time_ms"]);
        server.kill().unwrap();
        server.wait().unwrap();
    }
}

/// SIGTERM (what systemd, Docker and Kubernetes send) drains the server: its WebSockets are
/// closed with 1012 so their clients connect again, no new connection is taken, and the
/// process ends by itself, every move answered and stored; started again, the game goes on.
#[tokio::test]
async fn sigterm_drains_the_server_its_clients_told_to_reconnect_and_nothing_lost() {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
    use tokio_tungstenite::tungstenite::Message;
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let port = free_port();
        let address = format!("127.0.0.1:{port}");
        let mut server = spawn_server(port, data.path(), database.as_deref()).await;
        let mut client = Client::connect(&address).await;
        let token = client.ask(json!({"type": "hello"})).await["token"].clone();
        let game = client
            .ask(json!({"type": "start", "category": "expert"}))
            .await;
        let id = game["game"].as_str().unwrap().to_string();
        let moved = client.ask(json!({"type": "move", "game": id, "seq": 0, "action": "reveal", "row": 8, "col": 15})).await;
        assert_eq!(moved["type"], "moved");
        let term = std::process::Command::new("kill")
            .args(["-TERM", &server.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(term.success());
        // The client hears 1012 ("restarting"), then the connection ends.
        let close = tokio::time::timeout(HANG, async {
            loop {
                match client.socket.next().await {
                    Some(Ok(Message::Close(frame))) => return frame,
                    Some(Ok(_)) => continue,
                    other => panic!("no close frame: {other:?}"),
                }
            }
        })
        .await
        .expect("a close frame before the test gives up")
        .expect("a close frame with a code");
        assert_eq!(close.code, CloseCode::Restart, "{close:?}");
        // The process ends by itself, and cleanly (a hung drain fails after `HANG`).
        let waited = tokio::time::timeout(HANG, async {
            loop {
                if let Some(status) = server.try_wait().unwrap() {
                    return status;
                }
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            }
        });
        let status = waited.await.expect("the process ends after SIGTERM");
        assert!(status.success(), "{status}");
        assert!(
            tokio::net::TcpStream::connect(&address).await.is_err(),
            "no new connection"
        );
        // Started again: the game is there, and plays on.
        let mut server = spawn_server(port, data.path(), database.as_deref()).await;
        let mut client = Client::connect(&address).await;
        client.ask(json!({"type": "hello", "token": token})).await;
        let view = client.ask(json!({"type": "resume", "game": id})).await;
        assert_eq!(view["next_seq"], 1, "{view}");
        let _ = server.kill();
        server.wait().unwrap();
    }
}

/// A battle against a person across kill -9 of the real process: each player's move is there
/// when both come back, play goes on, and its end is stored once.
#[tokio::test]
async fn a_battle_killed_mid_play_goes_on_after_the_restart() {
    let data = tempfile::tempdir().unwrap();
    let port = free_port();
    let address = format!("127.0.0.1:{port}");
    // A snapshot every two moves: the rebuild starts from the one after the second.
    let snapshots = ["--replayed-moves", "2"];
    let mut server = spawn_server_with(port, data.path(), None, &snapshots).await;
    let (mut tokens, mut ids) = (Vec::new(), Vec::new());
    let mut players = Vec::new();
    for from in [[127, 0, 0, 2], [127, 0, 0, 3]] {
        let mut client = Client::connect_from(&address, from).await;
        let welcome = client.ask(json!({"type": "hello"})).await;
        tokens.push(welcome["token"].as_str().unwrap().to_string());
        ids.push(welcome["player"].as_str().unwrap().to_string());
        players.push(client);
    }
    let settings = json!({"rows": 10, "cols": 12, "mines": 20, "lives": 2, "pace": "turns"});
    let made = players[0]
        .ask(json!({"type": "room_new", "battle": settings}))
        .await;
    let code = made["room"].as_str().unwrap().to_string();
    players[1]
        .ask(json!({"type": "room_join", "room": code}))
        .await;
    let told = players[0].until("room").await;
    // Seat one's first move: a flag on a hidden cell beside its opening.
    let cells: std::collections::HashMap<(i64, i64), String> = told["cells"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let at = (c[0].as_i64().unwrap(), c[1].as_i64().unwrap());
            (at, c[2].as_str().unwrap().to_string())
        })
        .collect();
    let (row, col) = (0..10i64)
        .flat_map(|r| (0..12i64).map(move |c| (r, c)))
        .find(|&(r, c)| {
            !cells.contains_key(&(r, c))
                && (-1..=1).any(|dr| {
                    (-1..=1).any(|dc| {
                        cells
                            .get(&(r + dr, c + dc))
                            .is_some_and(|v| v.starts_with("one:"))
                    })
                })
        })
        .expect("a hidden cell beside seat one's opening");
    // Flagged, cleared and flagged again: three moves, the snapshot after the second (queued
    // for the database before the third move, so stored once the third is answered).
    for seq in 0..3 {
        players[0]
            .send(&json!({"type": "battle_move", "room": code, "seq": seq, "action": "flag", "row": row, "col": col}))
            .await;
        let flagged = players[0].until("battle_moved").await;
        assert_eq!(flagged["seq"], seq, "{flagged}");
    }
    // kill -9: no shutdown, no flush.
    server.kill().unwrap();
    server.wait().unwrap();
    drop(players);
    let db = minesweeper_server::db::Db::open(None, data.path())
        .await
        .unwrap();
    let stored = db
        .live_battle(&code)
        .await
        .unwrap()
        .expect("the battle kept");
    assert_eq!(stored.moves.len(), 3);
    let (taken, state) = stored.snapshot.expect("a snapshot after the second move");
    assert_eq!(taken, 2, "{state}");
    drop(db);
    let mut server = spawn_server_with(port, data.path(), None, &snapshots).await;
    let mut back = Vec::new();
    for (token, from) in tokens.iter().zip([[127, 0, 0, 2], [127, 0, 0, 3]]) {
        let mut client = Client::connect_from(&address, from).await;
        client.ask(json!({"type": "hello", "token": token})).await;
        let view = client.ask(json!({"type": "room_join", "room": code})).await;
        back.push((client, view));
    }
    assert_eq!(back[0].1["seat"], "one", "{}", back[0].1);
    assert_eq!(back[0].1["next_seq"], 3, "seat one's three moves are there");
    assert_eq!(back[1].1["state"], "playing");
    assert!(back[0].1["cells"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c[2] == "flag"));
    // Seat one leaves: seat two wins by forfeit, stored once.
    back[0]
        .0
        .send(&json!({"type": "room_leave", "room": code}))
        .await;
    let over = back[1].0.until("battle_over").await;
    assert_eq!(over["ending"]["winner"], "two");
    let (_, page) = get(&address, &format!("/api/players/{}", ids[0])).await;
    let page: serde_json::Value = serde_json::from_str(&page).unwrap();
    assert_eq!(page["battles"].as_array().map(Vec::len), Some(1), "{page}");
    let _ = server.kill();
    server.wait().unwrap();
}

/// The reconnect grace counts from when the players' connections were lost (the server's
/// last heartbeat before it was killed), not from the restart: a player who stays away longer
/// than the grace in all forfeits soon after the battle is rebuilt, and the room says when.
/// What is checked is what the server decided (the time it gives for the forfeit, on its own
/// clock), never how fast it was: the kill is before the restart, whatever the machine's load.
#[tokio::test]
async fn after_a_restart_the_grace_counts_from_when_the_connections_were_lost() {
    let data = tempfile::tempdir().unwrap();
    let port = free_port();
    let address = format!("127.0.0.1:{port}");
    const GRACE_MS: i64 = 4_000;
    let grace = ["--reconnect-seconds", "4"];
    let mut server = spawn_server_with(port, data.path(), None, &grace).await;
    let mut tokens = Vec::new();
    let mut players = Vec::new();
    for from in [[127, 0, 0, 2], [127, 0, 0, 3]] {
        let mut client = Client::connect_from(&address, from).await;
        let welcome = client.ask(json!({"type": "hello"})).await;
        tokens.push(welcome["token"].as_str().unwrap().to_string());
        players.push(client);
    }
    let settings = json!({"rows": 10, "cols": 12, "mines": 20, "lives": 2, "pace": "turns"});
    let made = players[0]
        .ask(json!({"type": "room_new", "battle": settings}))
        .await;
    let code = made["room"].as_str().unwrap().to_string();
    let joined = players[1]
        .ask(json!({"type": "room_join", "room": code}))
        .await;
    assert_eq!(joined["seat"], "two", "{joined}");
    // Killed (its last heartbeat is before this), and started again a few seconds later.
    server.kill().unwrap();
    server.wait().unwrap();
    let killed = minesweeper_server::now_ms();
    drop(players);
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    let mut server = spawn_server_with(port, data.path(), None, &grace).await;
    let restarted = minesweeper_server::now_ms();
    let mut one = Client::connect_from(&address, [127, 0, 0, 2]).await;
    one.ask(json!({"type": "hello", "token": tokens[0]})).await;
    let view = one.ask(json!({"type": "room_join", "room": code})).await;
    let answered = minesweeper_server::now_ms();
    assert_eq!(view["state"], "reconnecting", "{view}");
    let two = &view["players"][1];
    assert_eq!(two["here"], false, "{view}");
    let forfeits = two["forfeits_at_ms"]
        .as_i64()
        .expect("when seat two forfeits");
    // The server's rule: the grace from the lost connection, with a second at least for the
    // first one back to sit down. Lost before the kill, so due by `killed + grace`; counted
    // from the restart it would be due at `restarted + grace` or later.
    assert!(
        forfeits <= (killed + GRACE_MS).max(answered + 1_000),
        "seat two forfeits {} ms after the restart; the grace counted from the kill ends {} ms after it",
        forfeits - restarted,
        killed + GRACE_MS - restarted
    );
    assert!(forfeits > killed, "{forfeits} against the kill at {killed}");
    // And it is the time it forfeits at: the battle ends so, seat one the winner.
    let over = one.until("battle_over").await;
    assert_eq!(over["ending"]["winner"], "one", "{over}");
    assert_eq!(over["ending"]["reason"], "forfeit", "{over}");
    let _ = server.kill();
    server.wait().unwrap();
}
