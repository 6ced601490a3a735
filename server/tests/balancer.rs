//! Two instances behind HAProxy on one PostgreSQL (server/deploy/haproxy.cfg: round-robin, no
//! stickiness): a battle whose players are on different instances, one instance killed with
//! -9 in the middle, both players back through the balancer on the survivor, the battle
//! finished, its result and both ratings stored once, a watcher who saw every move; and a
//! rolling restart (SIGTERM one, start it again, then the other) during a battle and a ranked
//! game, nothing lost. Skipped without `TEST_DATABASE_URL` or HAProxy (scripts/setup.sh
//! installs it; scripts/test.sh runs this under scripts/with-postgres.sh).

mod common;

use std::process::{Child, Command};
use std::time::Duration;

use common::*;
use serde_json::{json, Value};

/// The address HAProxy connects to the instances from (`--proxy-from`).
const BALANCER: &str = "127.0.0.9";

/// Two server processes on one database and HAProxy in front of them.
struct Balanced {
    /// HAProxy's address: the one players connect to.
    front: String,
    ports: [u16; 2],
    servers: [Option<Spawned>; 2],
    haproxy: Child,
    /// HAProxy's stats socket (a second configuration file adds it for the tests): what it
    /// counts and which instances it routes to, so the tests wait for that, not for time.
    stats: tempfile::TempDir,
    url: String,
    data: [tempfile::TempDir; 2],
}

fn haproxy() -> Option<String> {
    ["/usr/sbin/haproxy", "/usr/bin/haproxy"]
        .into_iter()
        .find(|p| std::path::Path::new(p).exists())
        .map(String::from)
}

impl Balanced {
    async fn start(url: &str, haproxy: &str) -> Balanced {
        let data = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
        let ports = [free_port(), free_port()];
        let mut balanced = Balanced {
            front: String::new(),
            ports,
            servers: [None, None],
            haproxy: Command::new("true").spawn().unwrap(),
            stats: tempfile::tempdir().unwrap(),
            url: url.to_string(),
            data,
        };
        for i in 0..2 {
            balanced.start_instance(i).await;
        }
        let port = free_port();
        balanced.front = format!("127.0.0.1:{port}");
        let extra = balanced.stats.path().join("stats.cfg");
        let socket = balanced.stats.path().join("stats.sock");
        std::fs::write(
            &extra,
            format!(
                "global\n    stats socket {} mode 600 level operator\n",
                socket.display()
            ),
        )
        .unwrap();
        balanced.haproxy = Command::new(haproxy)
            .args([
                "-db",
                "-f",
                concat!(env!("CARGO_MANIFEST_DIR"), "/deploy/haproxy.cfg"),
                "-f",
            ])
            .arg(&extra)
            .env("MS_BIND", &balanced.front)
            .env("MS_ONE", format!("127.0.0.1:{}", ports[0]))
            .env("MS_TWO", format!("127.0.0.1:{}", ports[1]))
            .env("MS_SOURCE", BALANCER)
            .spawn()
            .expect("HAProxy starts");
        let front = balanced.front.clone();
        eventually("HAProxy answers", async || {
            let up = tokio::net::TcpStream::connect(&front).await.is_ok()
                && get(&front, "/api/ready").await.0 == 200;
            up.then_some(())
        })
        .await;
        for i in 0..2 {
            balanced.in_rotation(i).await;
        }
        balanced
    }

    /// HAProxy's answer to `command` on its stats socket.
    async fn ask_haproxy(&self, command: &str) -> String {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let mut socket = tokio::net::UnixStream::connect(self.stats.path().join("stats.sock"))
            .await
            .expect("HAProxy's stats socket");
        socket
            .write_all(format!("{command}\n").as_bytes())
            .await
            .unwrap();
        let mut answer = String::new();
        socket.read_to_string(&mut answer).await.unwrap();
        answer
    }

    /// Once HAProxy routes to instance `i` (its health check, every 500 ms, found it ready).
    async fn in_rotation(&self, i: usize) {
        let name = ["one", "two"][i];
        eventually(
            &format!("instance {name} in HAProxy's rotation"),
            async || {
                let stat = self.ask_haproxy("show stat").await;
                let up = stat.lines().any(|line| {
                    let fields: Vec<&str> = line.split(',').collect();
                    fields.len() > 17
                        && fields[0] == "instances"
                        && fields[1] == name
                        && fields[17] == "UP"
                });
                up.then_some(())
            },
        )
        .await;
    }

    /// Once HAProxy counts `count` connections open from network `from`.
    async fn counted(&self, from: [u8; 4], count: u32) {
        let key = format!(
            "key=::ffff:{}.{}.{}.{} ",
            from[0], from[1], from[2], from[3]
        );
        eventually(
            &format!("{count} connections counted from {from:?}"),
            async || {
                let table = self.ask_haproxy("show table players").await;
                let line = table.lines().find(|line| line.contains(&key))?;
                let open = line.split_once("conn_cur=")?.1.split_whitespace().next()?;
                (open.parse() == Ok(count)).then_some(())
            },
        )
        .await;
    }

    /// Instance `i` (again), once its health check answers.
    async fn start_instance(&mut self, i: usize) {
        let child = spawn_server_with(
            self.ports[i],
            self.data[i].path(),
            Some(&self.url),
            &["--proxy-from", BALANCER, "--reconnect-seconds", "30"],
        )
        .await;
        self.servers[i] = Some(child);
    }

    fn instance(&self, i: usize) -> String {
        format!("127.0.0.1:{}", self.ports[i])
    }

    /// Instance `i`'s figure `name` (its `/metrics` line).
    async fn figure(&self, i: usize, name: &str) -> i64 {
        let (_, text) = get(&self.instance(i), "/metrics").await;
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("{name} ")))
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or_else(|| panic!("no {name} in {text}"))
    }

    /// WebSockets open at each instance, once they add up to `total` (on a busy machine a
    /// closed connection once took over 2 s to be counted out).
    async fn connections(&self, total: i64) -> [i64; 2] {
        eventually(&format!("{total} connections"), async || {
            let counts = [
                self.figure(0, "minesweeper_connections").await,
                self.figure(1, "minesweeper_connections").await,
            ];
            (counts[0] + counts[1] == total).then_some(counts)
        })
        .await
    }

    /// A connection through the balancer from `from` to instance `at` (round-robin: one that
    /// lands on the other instance is closed, and the next lands on `at`), with `open` open
    /// before it. With `at` none, wherever it lands; which instance that is.
    async fn connect_at(&self, from: [u8; 4], at: Option<usize>, open: i64) -> (Client, usize) {
        for _ in 0..4 {
            let before = self.connections(open).await;
            let client = Client::connect_from(&self.front, from).await;
            let after = self.connections(open + 1).await;
            let landed = usize::from(after[1] > before[1]);
            if at.is_none_or(|at| at == landed) {
                return (client, landed);
            }
            drop(client);
        }
        panic!("never at instance {at:?}");
    }

    fn kill(&mut self, i: usize) {
        if let Some(mut child) = self.servers[i].take() {
            child.kill().unwrap();
            child.wait().unwrap();
        }
    }

    /// SIGTERM to instance `i`, and its end: a drain, by itself and cleanly.
    async fn terminate(&mut self, i: usize) {
        let mut child = self.servers[i].take().expect("running");
        let term = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status()
            .unwrap();
        assert!(term.success());
        let status = eventually(&format!("instance {i} ends after SIGTERM"), async || {
            child.try_wait().unwrap()
        })
        .await;
        assert!(status.success(), "{status}");
    }
}

impl Drop for Balanced {
    fn drop(&mut self) {
        for i in 0..2 {
            self.kill(i);
        }
        let _ = self.haproxy.kill();
        let _ = self.haproxy.wait();
    }
}

/// One side of a battle: its connection (through the balancer), its token, what it sees.
struct Side {
    client: Client,
    from: [u8; 4],
    player: String,
    token: String,
    sight: Sight,
    seq: u64,
}

impl Side {
    /// A new player at instance `at` (wherever it lands if none), with `open` connections
    /// open before; which instance.
    async fn new(two: &Balanced, from: [u8; 4], at: Option<usize>, open: i64) -> (Side, usize) {
        let (mut client, landed) = two.connect_at(from, at, open).await;
        let welcome = client.ask(json!({"type": "hello"})).await;
        let side = Side {
            client,
            from,
            player: welcome["player"].as_str().unwrap().to_string(),
            token: welcome["token"].as_str().unwrap().to_string(),
            sight: Sight::default(),
            seq: 0,
        };
        (side, landed)
    }

    /// Connected again through the balancer (as a client does when its connection ends), and
    /// back in room `code`: the room as it is now.
    async fn back(&mut self, front: &str, code: &str) -> Value {
        let (from, token) = (self.from, self.token.clone());
        // Unavailable until the survivor takes the room over (the dead home's heartbeat ends).
        let (client, view) = eventually("back in the room through the balancer", async || {
            let mut client = Client::try_connect_from(front, from).await?;
            let hello = client.ask(json!({"type": "hello", "token": token})).await;
            assert_eq!(hello["type"], "welcome", "{hello}");
            let view = client.ask(json!({"type": "room_join", "room": code})).await;
            if view["type"] == "room" {
                return Some((client, view));
            }
            assert_eq!(view["code"], "unavailable", "{view}");
            tokio::time::sleep(Duration::from_millis(200)).await;
            None
        })
        .await;
        self.client = client;
        self.sight.learn(&view["cells"]);
        view
    }
}

/// The battle so far: both sides, the watcher, the room, whose turn, the moves made.
struct Battle {
    sides: [Side; 2],
    watcher: Client,
    code: String,
    turn: usize,
    moves: u64,
    watched: u64,
    over: bool,
}

const SEATS: [&str; 2] = ["one", "two"];

impl Battle {
    /// Seat one makes a room through the balancer; seat two, on the other instance, and a
    /// watcher, on seat two's, join it.
    async fn begin(balanced: &Balanced) -> Battle {
        let (mut one, at) = Side::new(balanced, [127, 0, 0, 2], None, 0).await;
        let (mut second, _) = Side::new(balanced, [127, 0, 0, 3], Some(1 - at), 1).await;
        let (mut watcher, _) = balanced.connect_at([127, 0, 0, 4], Some(1 - at), 2).await;
        watcher.ask(json!({"type": "hello"})).await;
        // Dense, with the most lives: the tests restart instances up to five moves in, and the
        // battle must still be on. With these moves (each seat's first hidden cell beside its
        // territory) 10 × 12 with 20 mines and 2 lives ends within five moves 1 time in 18 (a
        // reveal opens the target); with 40 and 5, once in 200,000 (the engine, seeds 0–199,999).
        let settings = json!({"rows": 10, "cols": 12, "mines": 40, "lives": 5, "pace": "turns"});
        let made = one
            .client
            .ask(json!({"type": "room_new", "battle": settings}))
            .await;
        let code = made["room"].as_str().expect("a room").to_string();
        // A room held at the other instance: its answer can come too late on a busy machine,
        // and the join is then `unavailable`, to be tried again (as a client does).
        let mut joined = Value::Null;
        for _ in 0..5 {
            joined = second
                .client
                .ask(json!({"type": "room_join", "room": code}))
                .await;
            if joined["code"] != "unavailable" {
                break;
            }
        }
        assert_eq!(joined["seat"], "two", "{joined}");
        second.sight.learn(&joined["cells"]);
        let told = one.client.until("room").await;
        one.sight.learn(&told["cells"]);
        let watching = watcher
            .ask(json!({"type": "room_join", "room": code}))
            .await;
        assert_eq!(watching["seat"], "watching", "{watching}");
        Battle {
            turn: usize::from(told["turn"] == "two"),
            sides: [one, second],
            watcher,
            code,
            moves: 0,
            watched: 0,
            over: false,
        }
    }

    /// One move by the seat whose turn it is, seen by both seats and the watcher.
    async fn step(&mut self) {
        let seat = self.turn;
        let side = &mut self.sides[seat];
        let (row, col) = side
            .sight
            .legal(SEATS[seat], 10, 12)
            .expect("a cell to open");
        side.client
            .send(&json!({"type": "battle_move", "room": self.code, "seq": side.seq, "action": "reveal", "row": row, "col": col}))
            .await;
        for side in &mut self.sides {
            let moved = side.client.until("battle_moved").await;
            side.sight.learn(&moved["cells"]);
            self.turn = usize::from(moved["turn"] == "two");
            self.over |= moved["status"] == "over";
        }
        self.sides[seat].seq += 1;
        self.moves += 1;
        self.watcher.until("battle_moved").await;
        self.watched += 1;
    }

    /// Played to its end: the ending.
    async fn finish(&mut self) -> Value {
        for _ in 0..200 {
            if self.over {
                break;
            }
            self.step().await;
        }
        assert!(self.over, "the battle ends");
        let over = self.sides[0].client.until("battle_over").await;
        self.watcher.until("battle_over").await;
        over
    }
}

/// A new player's rating in battles.
const FIRST_RATING: i64 = 1200;

/// Each side's stored battles (through the balancer) hold this one battle once, rated, and
/// their ratings moved by its change.
async fn stored_once(front: &str, battle: &Battle, ending: &Value) {
    for (i, side) in battle.sides.iter().enumerate() {
        let (status, page) = get(front, &format!("/api/players/{}", side.player)).await;
        assert_eq!(status, 200, "{page}");
        let page: Value = serde_json::from_str(&page).unwrap();
        let battles = page["battles"].as_array().expect("battles");
        assert_eq!(battles.len(), 1, "stored once: {page}");
        assert_eq!(battles[0]["unrated"], Value::Null, "rated: {page}");
        assert_eq!(battles[0]["change"], ending["ending"]["change"][i]);
        assert_eq!(
            page["rating"].as_i64().unwrap(),
            FIRST_RATING + ending["ending"]["change"][i].as_i64().unwrap(),
            "{page}"
        );
    }
}

#[tokio::test]
async fn a_battle_across_two_instances_behind_haproxy_outlives_a_kill_9() {
    let (Some(url), Some(haproxy)) = (databases().await.into_iter().flatten().next(), haproxy())
    else {
        eprintln!("skipped: needs TEST_DATABASE_URL and HAProxy");
        return;
    };
    let mut two = Balanced::start(&url, &haproxy).await;
    let mut battle = Battle::begin(&two).await;
    for _ in 0..4 {
        battle.step().await;
    }
    assert!(!battle.over, "a board that ends in four moves");
    // The room's home (seat one's instance, where it was made) is killed.
    let home = usize::from(two.figure(0, "minesweeper_rooms").await == 0);
    two.kill(home);
    // Seat two and the watcher, at the survivor, are back in the room taken over there,
    // seat one away; seat one comes back through the balancer.
    let taken = battle.sides[1].client.until("room").await;
    assert_eq!(taken["state"], "reconnecting", "{taken}");
    let view = battle.sides[0].back(&two.front, &battle.code).await;
    assert_eq!(view["seat"], "one", "{view}");
    assert_eq!(
        view["next_seq"], battle.sides[0].seq,
        "no move lost: {view}"
    );
    assert_eq!(view["state"], "playing", "{view}");
    let ending = battle.finish().await;
    assert_eq!(battle.watched, battle.moves, "the watcher saw every move");
    stored_once(&two.front, &battle, &ending).await;
}

/// A ranked game played through the balancer, reconnecting (and resuming) as a client does.
struct Ranked {
    side: Side,
    game: String,
    board: Seen,
    seq: u64,
    moves: u64,
}

impl Ranked {
    async fn begin(two: &Balanced, open: i64) -> Ranked {
        let (side, _) = Side::new(two, [127, 0, 0, 6], None, open).await;
        let mut ranked = Ranked {
            side,
            game: String::new(),
            board: Seen::new(),
            seq: 0,
            moves: 0,
        };
        ranked.new_game().await;
        ranked
    }

    async fn new_game(&mut self) {
        let game = self
            .side
            .client
            .ask(json!({"type": "start", "category": "expert"}))
            .await;
        self.game = game["game"].as_str().expect("a game").to_string();
        self.board = Seen::new();
        self.seq = 0;
    }

    /// Connected again through the balancer, the game resumed as stored: every move there.
    async fn back(&mut self, front: &str) {
        let mut client = Client::connect_from(front, self.side.from).await;
        client
            .ask(json!({"type": "hello", "token": self.side.token}))
            .await;
        let view = client
            .ask(json!({"type": "resume", "game": self.game}))
            .await;
        assert_eq!(view["next_seq"], self.seq, "no move lost: {view}");
        self.side.client = client;
    }

    /// One move, answered; a new game when it ends.
    async fn step(&mut self) {
        human_pause().await;
        let (row, col) = next_cell(&self.board, 16, 30);
        let moved = self
            .side
            .client
            .play(json!({"type": "move", "game": self.game, "seq": self.seq, "action": "reveal", "row": row, "col": col}))
            .await;
        assert_eq!(moved["type"], "moved", "{moved}");
        learn(&mut self.board, &moved["cells"]);
        self.seq += 1;
        self.moves += 1;
        if moved["status"] != "playing" {
            self.side.client.until("over").await;
            self.new_game().await;
        }
    }
}

impl Battle {
    /// Everyone connects again through the balancer (as clients do when told 1012).
    async fn back(&mut self, front: &str) {
        for side in &mut self.sides {
            side.back(front, &self.code).await;
        }
        let mut watcher = Client::connect_from(front, [127, 0, 0, 4]).await;
        watcher.ask(json!({"type": "hello"})).await;
        let view = watcher
            .ask(json!({"type": "room_join", "room": self.code}))
            .await;
        assert_eq!(view["seat"], "watching", "{view}");
        assert_eq!(view["state"], "playing", "{view}");
        self.watcher = watcher;
    }
}

#[tokio::test]
async fn a_rolling_restart_behind_haproxy_ends_no_battle_and_loses_no_move() {
    let (Some(url), Some(haproxy)) = (databases().await.into_iter().flatten().next(), haproxy())
    else {
        eprintln!("skipped: needs TEST_DATABASE_URL and HAProxy");
        return;
    };
    let mut two = Balanced::start(&url, &haproxy).await;
    let mut battle = Battle::begin(&two).await;
    let mut ranked = Ranked::begin(&two, 3).await;
    battle.step().await;
    ranked.step().await;
    for i in 0..2 {
        // SIGTERM: the instance drains (its clients told 1012) and ends; everyone reconnects
        // through the balancer, to the other instance, and plays on.
        two.terminate(i).await;
        battle.back(&two.front).await;
        ranked.back(&two.front).await;
        for _ in 0..2 {
            if !battle.over {
                battle.step().await;
            }
            ranked.step().await;
        }
        // Started again, and taken into the balancer's rotation (checked every 500 ms).
        two.start_instance(i).await;
        two.in_rotation(i).await;
    }
    let ending = battle.finish().await;
    assert_eq!(battle.watched, battle.moves, "the watcher saw every move");
    stored_once(&two.front, &battle, &ending).await;
    assert!(ranked.moves >= 5);
}

/// A TCP connection to `address` from loopback address `from`.
async fn tcp_from(address: &str, from: [u8; 4]) -> std::io::Result<tokio::net::TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.bind(std::net::SocketAddr::from((from, 0)))?;
    socket.connect(address.parse().unwrap()).await
}

#[tokio::test]
async fn the_balancer_caps_one_networks_connections_across_the_instances() {
    use tokio::io::AsyncReadExt;
    let (Some(url), Some(haproxy)) = (databases().await.into_iter().flatten().next(), haproxy())
    else {
        eprintln!("skipped: needs TEST_DATABASE_URL and HAProxy");
        return;
    };
    let two = Balanced::start(&url, &haproxy).await;
    // 64 connections from one network are taken (32 at each instance, within each one's own
    // cap); the 65th is closed at once, whichever instance it would have gone to.
    let mut held = Vec::new();
    for _ in 0..64 {
        held.push(
            tcp_from(&two.front, [127, 0, 0, 7])
                .await
                .expect("one of the 64"),
        );
    }
    // HAProxy takes connections on two threads: the 64 are all counted before the next.
    two.counted([127, 0, 0, 7], 64).await;
    let mut buf = [0u8; 64];
    // Closed at once: reset before the connection is made, or read as ended.
    if let Ok(mut extra) = tcp_from(&two.front, [127, 0, 0, 7]).await {
        // A guard: one let in would be held for HAProxy's 90 s client timeout.
        let read = tokio::time::timeout(Duration::from_secs(30), extra.read(&mut buf)).await;
        assert!(
            matches!(read, Ok(Ok(0)) | Ok(Err(_))),
            "not closed: {read:?}"
        );
    }
    let still = tokio::time::timeout(Duration::from_millis(200), held[0].read(&mut buf)).await;
    assert!(still.is_err(), "the first 64 stay open: {still:?}");
    // Another network is let in.
    assert_eq!(get(&two.front, "/api/ready").await.0, 200);
}

#[tokio::test]
async fn a_passkey_begun_at_one_instance_is_finished_at_the_other_and_plays_through_haproxy() {
    use common::softkey::SoftKey;
    let (Some(url), Some(haproxy)) = (databases().await.into_iter().flatten().next(), haproxy())
    else {
        eprintln!("skipped: needs TEST_DATABASE_URL and HAProxy");
        return;
    };
    let two = Balanced::start(&url, &haproxy).await;
    // The site as players reach it: the balancer, by name.
    let port = two.front.rsplit(':').next().unwrap_or_default();
    let host = format!("localhost:{port}");
    let origin = format!("http://{host}");
    let from = [127, 0, 0, 5];
    let finish = |ceremony: &Value, credential: &Value| json!({"ceremony": ceremony, "credential": credential, "kind": "browser"});

    // A first passkey begun at one instance and kept by the other: a player made.
    let add = ("POST", "/api/passkey/add");
    let (status, begun) = http_at(&two.instance(0), &host, add, None, None, from).await;
    assert_eq!(status, 200, "{begun}");
    let (mut key, made) = SoftKey::create(&begun["public_key"], &origin);
    let added = ("POST", "/api/passkey/added");
    let body = finish(&begun["ceremony"], &made);
    let (status, player) = http_at(&two.instance(1), &host, added, None, Some(&body), from).await;
    assert_eq!(status, 200, "{player}");

    // Signing in begun at the second, finished at the first; then the ceremony is gone at
    // both.
    let sign_in = ("POST", "/api/passkey/sign-in");
    let (status, begun) = http_at(&two.instance(1), &host, sign_in, None, None, from).await;
    assert_eq!(status, 200, "{begun}");
    let body = finish(&begun["ceremony"], &key.get(&begun["public_key"]));
    let signed_in = ("POST", "/api/passkey/signed-in");
    let (status, signed) =
        http_at(&two.instance(0), &host, signed_in, None, Some(&body), from).await;
    assert_eq!(status, 200, "{signed}");
    assert_eq!(signed["player"], player["player"]);
    for i in 0..2 {
        let (status, again) =
            http_at(&two.instance(i), &host, signed_in, None, Some(&body), from).await;
        assert_eq!(status, 404, "used once: {again}");
    }

    // The device signed in plays a ranked game through the balancer, as that player.
    let mut client = Client::connect_from(&two.front, from).await;
    let welcome = client
        .ask(json!({"type": "hello", "token": signed["token"]}))
        .await;
    assert_eq!(welcome["player"], player["player"], "{welcome}");
    let game = client
        .ask(json!({"type": "start", "category": "beginner"}))
        .await;
    assert!(game["game"].is_string(), "{game}");
}
