//! The server against a real database, over real sockets: SQLite in a temporary folder, and
//! PostgreSQL when `TEST_DATABASE_URL` names one (scripts/test.sh starts a throwaway cluster).
//! A client that knows only what the server sends plays ranked games to the end.

use std::collections::HashMap;
use std::path::Path;

use futures_util::{SinkExt, StreamExt};
use minesweeper_server::{app, serve, Options};
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::Message;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// A server on a free loopback port for `data` (and `database`); its address, and the task
/// that serves it (abort it to stop the server).
async fn start(data: &Path, database: Option<String>) -> (String, tokio::task::JoinHandle<()>) {
    let options = Options {
        data: data.to_path_buf(),
        dist: None,
        database,
    };
    let router = app(&options).await.expect("the database opens");
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap().to_string();
    let task = tokio::spawn(async move {
        let _ = serve(listener, router).await;
    });
    (address, task)
}

/// The databases to run each test on.
fn databases() -> Vec<Option<String>> {
    let mut all = vec![None];
    if let Ok(url) = std::env::var("TEST_DATABASE_URL") {
        all.push(Some(url));
    }
    all
}

/// `GET path`: the status code and the body.
async fn get(address: &str, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(address).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    let status = response[9..12].parse().unwrap();
    let body = response.split("\r\n\r\n").nth(1).unwrap_or("").to_string();
    (status, body)
}

struct Client {
    socket: Socket,
}

impl Client {
    async fn connect(address: &str) -> Client {
        let (socket, _) = tokio_tungstenite::connect_async(format!("ws://{address}/api/play"))
            .await
            .unwrap();
        Client { socket }
    }

    async fn send(&mut self, message: &Value) {
        self.send_text(message.to_string()).await;
    }

    async fn send_text(&mut self, text: String) {
        self.socket.send(Message::Text(text.into())).await.unwrap();
    }

    async fn recv(&mut self) -> Value {
        loop {
            match self.socket.next().await {
                Some(Ok(Message::Text(text))) => return serde_json::from_str(&text).unwrap(),
                Some(Ok(_)) => continue,
                other => panic!("the connection ended: {other:?}"),
            }
        }
    }

    async fn ask(&mut self, message: Value) -> Value {
        self.send(&message).await;
        self.recv().await
    }
}

/// The board as the client knows it: each cell's view, from what the server sent.
type Board = HashMap<(u32, u32), String>;

fn learn(board: &mut Board, cells: &Value) {
    for cell in cells.as_array().unwrap() {
        let (r, c) = (
            cell[0].as_u64().unwrap() as u32,
            cell[1].as_u64().unwrap() as u32,
        );
        board.insert((r, c), cell[2].as_str().unwrap().to_string());
    }
}

/// A cell to open: one the single-number rule proves safe, else the first hidden cell.
fn next_cell(board: &Board, rows: u32, cols: u32) -> (u32, u32) {
    let view = |r: u32, c: u32| board.get(&(r, c)).map_or("hidden", String::as_str);
    let around = |r: u32, c: u32| {
        let mut cells = Vec::new();
        for dr in -1i64..=1 {
            for dc in -1i64..=1 {
                let (rr, cc) = (i64::from(r) + dr, i64::from(c) + dc);
                if (dr, dc) != (0, 0) && rr >= 0 && cc >= 0 && rr < rows.into() && cc < cols.into()
                {
                    cells.push((rr as u32, cc as u32));
                }
            }
        }
        cells
    };
    let mut known_mines = std::collections::HashSet::new();
    for _ in 0..3 {
        for r in 0..rows {
            for c in 0..cols {
                let Ok(n) = view(r, c).parse::<usize>() else {
                    continue;
                };
                let hidden: Vec<_> = around(r, c)
                    .into_iter()
                    .filter(|&(a, b)| view(a, b) == "hidden")
                    .collect();
                if hidden.len() == n {
                    known_mines.extend(hidden);
                }
            }
        }
    }
    for r in 0..rows {
        for c in 0..cols {
            let Ok(n) = view(r, c).parse::<usize>() else {
                continue;
            };
            let hidden: Vec<_> = around(r, c)
                .into_iter()
                .filter(|&(a, b)| view(a, b) == "hidden")
                .collect();
            let mines = hidden.iter().filter(|p| known_mines.contains(p)).count();
            if mines == n {
                if let Some(&safe) = hidden.iter().find(|p| !known_mines.contains(p)) {
                    return safe;
                }
            }
        }
    }
    (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .find(|&(r, c)| view(r, c) == "hidden" && !known_mines.contains(&(r, c)))
        .unwrap_or((rows / 2, cols / 2))
}

/// Plays a new game of `category` to its end, checking that no mine reaches the client
/// before it; the game's id and the end's message.
async fn play_to_end(client: &mut Client, category: &str) -> (String, Value) {
    let game = client
        .ask(json!({"type": "start", "category": category}))
        .await;
    assert_eq!(game["type"], "game", "{game}");
    let id = game["game"].as_str().unwrap().to_string();
    let (rows, cols) = (
        game["rows"].as_u64().unwrap() as u32,
        game["cols"].as_u64().unwrap() as u32,
    );
    assert_eq!(game["cells"], json!([]), "a new board shows nothing");
    let mut board = Board::new();
    for seq in 0.. {
        let (row, col) = if seq == 0 {
            (rows / 2, cols / 2)
        } else {
            next_cell(&board, rows, cols)
        };
        let moved = client
            .ask(json!({"type": "move", "game": id, "seq": seq, "action": "reveal", "row": row, "col": col}))
            .await;
        assert_eq!(moved["type"], "moved", "{moved}");
        if moved["status"] == "playing" {
            let text = moved.to_string();
            assert!(
                !text.contains("mine") && !text.contains("exploded"),
                "a mine before the end: {text}"
            );
            learn(&mut board, &moved["cells"]);
            continue;
        }
        let over = client.recv().await;
        assert_eq!(over["type"], "over", "{over}");
        return (id, over);
    }
    unreachable!()
}

#[tokio::test]
async fn ranked_games_are_refereed_stored_ranked_and_replayed() {
    for database in databases() {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database.clone()).await;
        assert_eq!(get(&address, "/api/health").await, (200, "ok".into()));
        let mut client = Client::connect(&address).await;
        let welcome = client.ask(json!({"type": "hello"})).await;
        assert_eq!(welcome["type"], "welcome");
        let token = welcome["token"].as_str().unwrap().to_string();
        assert_eq!(token.len(), 64);
        // Games until one is won (the simple player guesses when it must).
        let mut won = None;
        for _ in 0..30 {
            let (id, over) = play_to_end(&mut client, "beginner").await;
            assert_eq!(over["mines"].as_array().unwrap().len(), 10);
            let (status, replay) = get(&address, &format!("/api/games/{id}/replay")).await;
            assert_eq!(status, 200);
            assert_eq!(replay, over["replay"].as_str().unwrap());
            if over["status"] == "won" {
                assert_eq!(over["rank"], 1, "the only player is first");
                won = Some((id, over));
                break;
            }
        }
        let (id, over) = won.expect("a win in 30 beginner games");
        let (status, body) = get(&address, "/api/leaderboard?category=beginner").await;
        assert_eq!(status, 200);
        let rows: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(rows[0]["game"], id.as_str());
        assert_eq!(rows[0]["time_ms"], over["time_ms"]);
        assert_eq!(rows[0]["rank"], 1);
        // A new name shows on the board; the token finds the same player again.
        let named = client
            .ask(json!({"type": "name", "name": "  <b>Ada</b>  "}))
            .await;
        assert_eq!(named, json!({"type": "named", "name": "<b>Ada</b>"}));
        let mut again = Client::connect(&address).await;
        let back = again.ask(json!({"type": "hello", "token": token})).await;
        assert_eq!(back["player"], welcome["player"]);
        assert!(
            back.get("token").is_none(),
            "a token is sent once, when it is made"
        );
        let (_, body) = get(&address, "/api/leaderboard?category=beginner&period=day").await;
        assert_eq!(
            serde_json::from_str::<Value>(&body).unwrap()[0]["name"],
            "<b>Ada</b>"
        );
        server.abort();
    }
}

#[tokio::test]
async fn bad_messages_and_moves_are_refused_with_why_and_change_nothing() {
    for database in databases() {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database).await;
        let mut client = Client::connect(&address).await;
        let early = client
            .ask(json!({"type": "start", "category": "expert"}))
            .await;
        assert!(
            early["message"].as_str().unwrap().contains("hello first"),
            "{early}"
        );
        client.ask(json!({"type": "hello"})).await;
        for (message, says) in [
            (
                json!({"type": "start", "category": "huge"}),
                "no ranked category",
            ),
            (json!({"type": "dance"}), "not a message"),
            (
                json!({"type": "move", "game": "nope", "seq": 0, "action": "reveal", "row": 0, "col": 0}),
                "no game of yours",
            ),
        ] {
            let reply = client.ask(message).await;
            assert_eq!(reply["type"], "error");
            assert!(reply["message"].as_str().unwrap().contains(says), "{reply}");
        }
        client.send_text("x".repeat(5000)).await;
        let reply = client.recv().await;
        assert!(
            reply["message"].as_str().unwrap().contains("at most 4096"),
            "{reply}"
        );
        let game = client
            .ask(json!({"type": "start", "category": "expert"}))
            .await;
        let id = game["game"].as_str().unwrap();
        let off = client.ask(json!({"type": "move", "game": id, "seq": 0, "action": "reveal", "row": 16, "col": 0})).await;
        assert!(
            off["message"]
                .as_str()
                .unwrap()
                .contains("off the 16×30 board"),
            "{off}"
        );
        let ahead = client.ask(json!({"type": "move", "game": id, "seq": 5, "action": "reveal", "row": 1, "col": 1})).await;
        assert!(
            ahead["message"]
                .as_str()
                .unwrap()
                .contains("expects move 0"),
            "{ahead}"
        );
        // Another player cannot play it, nor read its replay while it is played.
        let mut other = Client::connect(&address).await;
        other.ask(json!({"type": "hello"})).await;
        let theirs = other.ask(json!({"type": "move", "game": id, "seq": 0, "action": "reveal", "row": 1, "col": 1})).await;
        assert!(
            theirs["message"].as_str().unwrap().contains("not yours"),
            "{theirs}"
        );
        assert_eq!(
            get(&address, &format!("/api/games/{id}/replay")).await.0,
            404
        );
        // Nothing changed: the game still expects its first move.
        let view = client.ask(json!({"type": "resume", "game": id})).await;
        assert_eq!(
            (
                view["next_seq"].as_u64(),
                view["cells"].as_array().map(Vec::len)
            ),
            (Some(0), Some(0))
        );
        assert_eq!(get(&address, "/api/leaderboard?category=nope").await.0, 400);
        server.abort();
    }
}

#[tokio::test]
async fn a_game_survives_a_server_restart_with_every_move() {
    for database in databases() {
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
        let mut before = Board::new();
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
        let mut after = Board::new();
        learn(&mut after, &view["cells"]);
        assert_eq!(
            after,
            before
                .into_iter()
                .filter(|(_, v)| v != "hidden")
                .collect::<Board>()
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

/// A free loopback port.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The real server process on `port` for `data`, once its health check answers.
async fn spawn_server(port: u16, data: &Path, database: Option<&str>) -> std::process::Child {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_minesweeper-server"));
    command
        .args(["--port", &port.to_string(), "--data"])
        .arg(data)
        .env("RUST_LOG", "warn")
        .env_remove("DATABASE_URL");
    if let Some(url) = database {
        command.args(["--database", url]);
    }
    let mut child = command.spawn().expect("the server starts");
    let address = format!("127.0.0.1:{port}");
    for _ in 0..200 {
        if TcpStream::connect(&address).await.is_ok() && get(&address, "/api/health").await.0 == 200
        {
            return child;
        }
        if let Ok(Some(status)) = child.try_wait() {
            panic!("the server ended: {status}");
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let _ = child.kill();
    panic!("the server never answered its health check");
}

#[tokio::test]
async fn a_server_killed_mid_game_and_started_again_loses_no_move() {
    for database in databases() {
        let data = tempfile::tempdir().unwrap();
        let port = free_port();
        let mut server = spawn_server(port, data.path(), database.as_deref()).await;
        let address = format!("127.0.0.1:{port}");
        let mut client = Client::connect(&address).await;
        let token = client.ask(json!({"type": "hello"})).await["token"]
            .as_str()
            .unwrap()
            .to_string();
        let game = client
            .ask(json!({"type": "start", "category": "beginner"}))
            .await;
        let id = game["game"].as_str().unwrap().to_string();
        let first = client.ask(json!({"type": "move", "game": id, "seq": 0, "action": "reveal", "row": 4, "col": 4})).await;
        assert_eq!(first["type"], "moved");
        // kill -9: no shutdown, no flush.
        server.kill().unwrap();
        server.wait().unwrap();
        let mut server = spawn_server(port, data.path(), database.as_deref()).await;
        let mut client = Client::connect(&address).await;
        client.ask(json!({"type": "hello", "token": token})).await;
        let view = client.ask(json!({"type": "resume", "game": id})).await;
        assert_eq!(view["next_seq"], 1, "{view}");
        let mut board = Board::new();
        learn(&mut board, &view["cells"]);
        let mut before = Board::new();
        learn(&mut before, &first["cells"]);
        assert_eq!(
            board, before,
            "the board after the restart is the board before it"
        );
        // Played to the end on the restarted server: it is over, and stored.
        let mut seq = 1;
        let over = loop {
            let (row, col) = next_cell(&board, 9, 9);
            let moved = client
                .ask(json!({"type": "move", "game": id, "seq": seq, "action": "reveal", "row": row, "col": col}))
                .await;
            assert_eq!(moved["type"], "moved", "{moved}");
            seq += 1;
            if moved["status"] != "playing" {
                break client.recv().await;
            }
            learn(&mut board, &moved["cells"]);
        };
        assert_eq!(over["type"], "over");
        assert_eq!(
            get(&address, &format!("/api/games/{id}/replay")).await.0,
            200
        );
        server.kill().unwrap();
        server.wait().unwrap();
    }
}
