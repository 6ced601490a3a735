//! What the server's tests share: a server on a real database over real sockets (SQLite in a
//! temporary folder, and PostgreSQL when `TEST_DATABASE_URL` names one: scripts/test.sh
//! starts a throwaway cluster), the real process, and a client that knows only what the
//! server sends.

#![allow(dead_code)]

pub mod softkey;

use std::collections::HashMap;
use std::path::Path;

use futures_util::{SinkExt, StreamExt};
use minesweeper_server::limits::Limits;
use minesweeper_server::{app, serve, Options};
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::Message;

/// How long a test waits for what must come before it calls it hung: a guard, never a bound
/// on speed (a debug build on a busy machine answers in seconds at worst).
pub const HANG: std::time::Duration = std::time::Duration::from_secs(60);

/// Polls `check` every 20 ms until it gives a value: for what another process does in its own
/// time (a balancer's health check, a drain). Panics naming `what` after HANG.
pub async fn eventually<T>(what: &str, mut check: impl AsyncFnMut() -> Option<T>) -> T {
    let end = tokio::time::Instant::now() + HANG;
    loop {
        if let Some(value) = check().await {
            return value;
        }
        assert!(
            tokio::time::Instant::now() < end,
            "not within {HANG:?}: {what}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

pub type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// A server on a free loopback port for `data` (and `database`); its address, and the task
/// that serves it (abort it to stop the server).
pub async fn start(data: &Path, database: Option<String>) -> (String, tokio::task::JoinHandle<()>) {
    start_with(data, database, Limits::default()).await
}

/// [`start`] with other limits.
pub async fn start_with(
    data: &Path,
    database: Option<String>,
    limits: Limits,
) -> (String, tokio::task::JoinHandle<()>) {
    start_timed(data, database, limits, None).await
}

/// [`start_with`], its ranked moves timed by `move_clock` ([`stepping_clock`]).
pub async fn start_timed(
    data: &Path,
    database: Option<String>,
    limits: Limits,
    move_clock: Option<minesweeper_server::Clock>,
) -> (String, tokio::task::JoinHandle<()>) {
    listen(Options {
        data: data.to_path_buf(),
        dist: None,
        database,
        limits,
        net: Default::default(),
        public_url: None,
        move_clock,
    })
    .await
}

/// A clock that starts at the machine's time and moves `step_ms` each time it is read (the
/// step may be changed as it runs): a server timing its ranked moves by it times every move
/// that long after the one before, however busy the machine (a pace a test decides, not one
/// it measures).
pub fn stepping_clock(
    step_ms: i64,
) -> (
    minesweeper_server::Clock,
    std::sync::Arc<std::sync::atomic::AtomicI64>,
) {
    use std::sync::atomic::{AtomicI64, Ordering};
    use std::sync::Arc;
    let start = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    let step = Arc::new(AtomicI64::new(step_ms));
    let (steps, passed) = (step.clone(), AtomicI64::new(0));
    let clock = minesweeper_server::Clock(Arc::new(move || {
        start + passed.fetch_add(steps.load(Ordering::Relaxed), Ordering::Relaxed)
    }));
    (clock, step)
}

/// A server of `options` on a free loopback port: its address, and the task that serves it.
pub async fn listen(options: Options) -> (String, tokio::task::JoinHandle<()>) {
    let router = app(&options).await.expect("the database opens");
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap().to_string();
    let net = options.net;
    let task = tokio::spawn(async move {
        let _ = serve(listener, router, net).await;
    });
    (address, task)
}

/// The databases to run a test on: SQLite (in the test's folder), and when
/// `TEST_DATABASE_URL` names a PostgreSQL server, a fresh database of its own there, so tests
/// running at once never see each other's games.
pub async fn databases() -> Vec<Option<String>> {
    let mut all = vec![None];
    if let Ok(url) = std::env::var("TEST_DATABASE_URL") {
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let name = format!(
            "test_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
        );
        sqlx::any::install_default_drivers();
        let admin = sqlx::AnyPool::connect(&url)
            .await
            .expect("PostgreSQL answers");
        sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&admin)
            .await
            .expect("a test database");
        admin.close().await;
        let base = url.rsplit_once('/').map_or(url.as_str(), |(base, _)| base);
        all.push(Some(format!("{base}/{name}")));
    }
    all
}

/// `GET path`: the status code and the body.
pub async fn get(address: &str, path: &str) -> (u16, String) {
    get_from(address, path, [127, 0, 0, 1]).await
}

/// [`get`] from loopback address `from` (a network of its own to the server).
pub async fn get_from(address: &str, path: &str, from: [u8; 4]) -> (u16, String) {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket
        .bind(std::net::SocketAddr::from((from, 0)))
        .expect("a loopback address to connect from");
    let mut stream = socket.connect(address.parse().unwrap()).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    let status = response[9..12].parse().unwrap();
    let body = response.split("\r\n\r\n").nth(1).unwrap_or("").to_string();
    (status, body)
}

/// An HTTP request from loopback address `from`: `method path`, signed by `token` when
/// given (`Authorization: Bearer`), with `body` as JSON. The status and the body (JSON, or
/// null if it is not).
pub async fn http(
    address: &str,
    (method, path): (&str, &str),
    token: Option<&str>,
    body: Option<&Value>,
    from: [u8; 4],
) -> (u16, Value) {
    http_at(address, address, (method, path), token, body, from).await
}

/// [`http`], to `address` as the site `host` (`localhost:PORT`: a relying party is a name).
pub async fn http_at(
    address: &str,
    host: &str,
    (method, path): (&str, &str),
    token: Option<&str>,
    body: Option<&Value>,
    from: [u8; 4],
) -> (u16, Value) {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket
        .bind(std::net::SocketAddr::from((from, 0)))
        .expect("a loopback address to connect from");
    let mut stream = socket.connect(address.parse().unwrap()).await.unwrap();
    let body = body.map(Value::to_string).unwrap_or_default();
    let mut request = format!("{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n");
    if let Some(token) = token {
        request += &format!("Authorization: Bearer {token}\r\n");
    }
    if !body.is_empty() {
        request += "Content-Type: application/json\r\n";
    }
    request += &format!("Content-Length: {}\r\n\r\n{body}", body.len());
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    let status = response[9..12].parse().unwrap();
    let text = response.split("\r\n\r\n").nth(1).unwrap_or("");
    (status, serde_json::from_str(text).unwrap_or(Value::Null))
}

pub struct Client {
    pub socket: Socket,
}

impl Client {
    pub async fn connect(address: &str) -> Client {
        let (socket, _) = tokio_tungstenite::connect_async(format!("ws://{address}/api/play"))
            .await
            .unwrap();
        Client { socket }
    }

    /// [`Client::connect`] from another loopback address (`127.0.0.N`): another network to
    /// the server, as a second person's would be.
    pub async fn connect_from(address: &str, from: [u8; 4]) -> Client {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket
            .bind(std::net::SocketAddr::from((from, 0)))
            .expect("a loopback address to connect from");
        let stream = socket.connect(address.parse().unwrap()).await.unwrap();
        let (socket, _) = tokio_tungstenite::client_async(
            format!("ws://{address}/api/play"),
            tokio_tungstenite::MaybeTlsStream::Plain(stream),
        )
        .await
        .unwrap();
        Client { socket }
    }

    /// [`Client::connect_from`], or none if the connection or its upgrade fails.
    pub async fn try_connect_from(address: &str, from: [u8; 4]) -> Option<Client> {
        let socket = tokio::net::TcpSocket::new_v4().ok()?;
        socket.bind(std::net::SocketAddr::from((from, 0))).ok()?;
        let stream = socket.connect(address.parse().ok()?).await.ok()?;
        let (socket, _) = tokio_tungstenite::client_async(
            format!("ws://{address}/api/play"),
            tokio_tungstenite::MaybeTlsStream::Plain(stream),
        )
        .await
        .ok()?;
        Some(Client { socket })
    }

    pub async fn send(&mut self, message: &Value) {
        self.send_text(message.to_string()).await;
    }

    pub async fn send_text(&mut self, text: String) {
        self.socket.send(Message::Text(text.into())).await.unwrap();
    }

    /// The next message. A server that never answers fails the test after [`HANG`]: a guard
    /// against hanging, not a bound on speed (a busy machine may take seconds).
    pub async fn recv(&mut self) -> Value {
        let next = async {
            loop {
                match self.socket.next().await {
                    Some(Ok(Message::Text(text))) => return serde_json::from_str(&text).unwrap(),
                    Some(Ok(_)) => continue,
                    other => panic!("the connection ended: {other:?}"),
                }
            }
        };
        tokio::time::timeout(HANG, next)
            .await
            .expect("no message: the server hangs")
    }

    /// Messages until one of `kind`.
    pub async fn until(&mut self, kind: &str) -> Value {
        for _ in 0..100 {
            let message = self.recv().await;
            if message["type"] == kind {
                return message;
            }
            assert_ne!(message["type"], "error", "waiting for {kind}: {message}");
        }
        panic!("no {kind} in 100 messages");
    }

    pub async fn ask(&mut self, message: Value) -> Value {
        self.send(&message).await;
        self.recv().await
    }

    /// [`Client::ask`] for a move, waiting as a player would when told to slow down (this
    /// client plays far faster than 50 moves a second).
    pub async fn play(&mut self, message: Value) -> Value {
        loop {
            let reply = self.ask(message.clone()).await;
            if reply["code"] != "slow_down" {
                return reply;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }
}

/// A person's pause between two moves. The server keeps play faster than any person's off
/// the leaderboards (over 25 moves a second, or a 3BV/s past the world records': see
/// `server/src/fair.rs`); a client that wants its wins ranked plays at this pace or slower.
pub async fn human_pause() {
    tokio::time::sleep(std::time::Duration::from_millis(60)).await;
}

/// The board as the client knows it: each cell's view, from what the server sent.
pub type Seen = HashMap<(u32, u32), String>;

pub fn learn(board: &mut Seen, cells: &Value) {
    for cell in cells.as_array().unwrap() {
        let (r, c) = (
            cell[0].as_u64().unwrap() as u32,
            cell[1].as_u64().unwrap() as u32,
        );
        board.insert((r, c), cell[2].as_str().unwrap().to_string());
    }
}

/// A cell to open: one the single-number rule proves safe, else the first hidden cell.
pub fn next_cell(board: &Seen, rows: u32, cols: u32) -> (u32, u32) {
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
    // A number, and the hidden cells around it.
    let number = |r: u32, c: u32| {
        let n = view(r, c).parse::<usize>().ok()?;
        let hidden: Vec<_> = around(r, c)
            .into_iter()
            .filter(|&(a, b)| view(a, b) == "hidden")
            .collect();
        Some((n, hidden))
    };
    let mut known_mines = std::collections::HashSet::new();
    for _ in 0..3 {
        for r in 0..rows {
            for c in 0..cols {
                let Some((n, hidden)) = number(r, c) else {
                    continue;
                };
                if hidden.len() == n {
                    known_mines.extend(hidden);
                }
            }
        }
    }
    for r in 0..rows {
        for c in 0..cols {
            let Some((n, hidden)) = number(r, c) else {
                continue;
            };
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
pub async fn play_to_end(client: &mut Client, category: &str) -> (String, Value) {
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
    let mut board = Seen::new();
    for seq in 0.. {
        let (row, col) = if seq == 0 {
            (rows / 2, cols / 2)
        } else {
            human_pause().await;
            next_cell(&board, rows, cols)
        };
        let moved = client
            .play(json!({"type": "move", "game": id, "seq": seq, "action": "reveal", "row": row, "col": col}))
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

/// A free loopback port.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The real server process on `port` for `data`, once its health check answers.
pub async fn spawn_server(port: u16, data: &Path, database: Option<&str>) -> Spawned {
    spawn_server_with(port, data, database, &[]).await
}

/// A server process a test started: killed when the test ends, passed or failed. (Left
/// running, it would hold the test binary's output open, and `cargo test` would wait for it.)
pub struct Spawned(pub std::process::Child);

impl std::ops::Deref for Spawned {
    type Target = std::process::Child;
    fn deref(&self) -> &std::process::Child {
        &self.0
    }
}

impl std::ops::DerefMut for Spawned {
    fn deref_mut(&mut self) -> &mut std::process::Child {
        &mut self.0
    }
}

impl Drop for Spawned {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
}

/// [`spawn_server`] with more arguments.
pub async fn spawn_server_with(
    port: u16,
    data: &Path,
    database: Option<&str>,
    more: &[&str],
) -> Spawned {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_minesweeper-server"));
    command
        .args(["--port", &port.to_string(), "--data"])
        .arg(data)
        .args(more)
        .env("RUST_LOG", "warn")
        .env_remove("DATABASE_URL");
    if let Some(url) = database {
        command.args(["--database", url]);
    }
    let mut child = Spawned(command.spawn().expect("the server starts"));
    let address = format!("127.0.0.1:{port}");
    let up = tokio::time::timeout(HANG, async {
        loop {
            if TcpStream::connect(&address).await.is_ok()
                && get(&address, "/api/health").await.0 == 200
            {
                return;
            }
            if let Ok(Some(status)) = child.try_wait() {
                panic!("the server ended: {status}");
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    });
    up.await
        .expect("the server never answered its health check");
    child
}

/// The database of a server's `data` (and `database`), opened beside it: what a test reads
/// and writes behind the server's back (a board's seed, a history of games).
pub async fn open_db(data: &Path, database: Option<&str>) -> minesweeper_server::db::Db {
    minesweeper_server::db::Db::open(database, data)
        .await
        .expect("the database opens")
}

/// The mines of `category`'s board dealt from `seed` with the first reveal at `first`, as
/// `(row, col)`: what only the server knows, read by a test that plays as if it knew it.
pub fn layout(category: &str, seed: u64, first: (u32, u32)) -> Vec<(u32, u32)> {
    use minesweeper_engine::{Action, Game, Pos};
    let config = minesweeper_server::referee::category(category)
        .expect("a category")
        .config();
    let game = Game::new(config, seed)
        .apply(Action::Reveal(Pos::new(first.0, first.1)))
        .expect("on the board")
        .game;
    let grid = game.grid();
    game.mine_indices()
        .iter()
        .map(|&m| {
            let p = grid.pos(m as usize);
            (p.row, p.col)
        })
        .collect()
}

/// A player `hello` makes on `client`: their id and token.
pub async fn new_player(client: &mut Client) -> (String, String) {
    let welcome = client.ask(json!({"type": "hello"})).await;
    assert_eq!(welcome["type"], "welcome", "{welcome}");
    (
        welcome["player"].as_str().unwrap().to_string(),
        welcome["token"].as_str().unwrap().to_string(),
    )
}

/// Gives `player` a history of `games` finished ranked games (lost beginner games), written
/// to the database as the server would.
pub async fn history(db: &minesweeper_server::db::Db, player: &str, games: u32) {
    for i in 0..games {
        let id = format!("{player}-history-{i}");
        let lost = StoredGame {
            game: &id,
            player,
            category: ("beginner", (9, 9, 10)),
            status: "lost",
            bbbv: 5,
            time_ms: 1,
            ended_ms: 2,
        };
        stored(db, lost).await;
    }
}

/// A finished ranked game, stored as the server stores one ([`stored`]).
pub struct StoredGame<'a> {
    pub game: &'a str,
    pub player: &'a str,
    /// An ordinary category and its board's rows, columns and mines.
    pub category: (&'a str, (u32, u32, u32)),
    /// `won` (on the boards) or `lost`.
    pub status: &'a str,
    pub bbbv: u32,
    pub time_ms: u64,
    pub ended_ms: i64,
}

/// `game`, written to the database as the server writes a finished ranked game.
pub async fn stored(db: &minesweeper_server::db::Db, game: StoredGame<'_>) {
    use minesweeper_server::db::{Finished, NewGame};
    let (category, size) = game.category;
    let new = NewGame {
        id: game.game,
        player: game.player,
        category,
        size,
        seed: 1,
        now: 1,
        day: None,
        address_key: None,
    };
    db.create_game(&new).await.unwrap();
    db.finish(&Finished {
        id: game.game,
        player: game.player,
        category,
        day: None,
        status: minesweeper_engine::Status::named(game.status).expect("won or lost"),
        started_ms: Some(1),
        ended_ms: game.ended_ms,
        time_ms: game.time_ms,
        bbbv: game.bbbv,
        replay: "",
        last_move: None,
        end_reason: None,
        unranked: None,
        held: false,
        releases: None,
    })
    .await
    .unwrap();
}

/// A beginner record of 60 3BV/s for `player`: their daily wins at any person's pace go on
/// the boards at once, as a test of something other than held wins wants.
pub async fn beginner_record(db: &minesweeper_server::db::Db, player: &str) {
    let game = format!("{player}-record");
    let win = StoredGame {
        game: &game,
        player,
        category: ("beginner", (9, 9, 10)),
        status: "won",
        bbbv: 60,
        time_ms: 1_000,
        ended_ms: 2,
    };
    stored(db, win).await;
}

/// A seat's view of the board: each shown cell's view.
#[derive(Default)]
pub struct Sight(pub HashMap<(u32, u32), String>);

impl Sight {
    pub fn learn(&mut self, cells: &Value) {
        for cell in cells.as_array().unwrap() {
            let at = (
                cell[0].as_u64().unwrap() as u32,
                cell[1].as_u64().unwrap() as u32,
            );
            self.0.insert(at, cell[2].as_str().unwrap().to_string());
        }
    }

    /// A hidden cell touching `seat`'s territory.
    pub fn legal(&self, seat: &str, rows: u32, cols: u32) -> Option<(u32, u32)> {
        let owned = |r: i64, c: i64| {
            self.0
                .get(&(r as u32, c as u32))
                .is_some_and(|v| v.starts_with(&format!("{seat}:")))
        };
        (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .find(|&(r, c)| {
                !self.0.contains_key(&(r, c))
                    && (-1..=1).any(|dr| {
                        (-1..=1).any(|dc| {
                            let (rr, cc) = (i64::from(r) + dr, i64::from(c) + dc);
                            (dr, dc) != (0, 0) && rr >= 0 && cc >= 0 && owned(rr, cc)
                        })
                    })
            })
    }
}
