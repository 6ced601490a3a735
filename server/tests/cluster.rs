//! Two instances on one PostgreSQL (docs/server.md, "Two instances"): the players of one
//! battle on different instances, their moves raced at the same moment and applied once each
//! in one order; quick match pairing players waiting on different instances. Skipped without
//! `TEST_DATABASE_URL` (scripts/test.sh runs it under scripts/with-postgres.sh).

mod common;

use common::*;
use serde_json::{json, Value};

/// A fresh PostgreSQL database, if the tests have a server.
async fn postgres() -> Option<String> {
    databases().await.into_iter().flatten().next()
}

/// Two real server processes on the database at `url`, each with a data folder of its own.
pub struct Two {
    pub addresses: [String; 2],
    pub servers: [Spawned; 2],
    _data: [tempfile::TempDir; 2],
}

impl Two {
    async fn start(url: &str) -> Two {
        Two::start_with(url, &[]).await
    }

    /// [`Two::start`], each server given `more` arguments.
    async fn start_with(url: &str, more: &[&str]) -> Two {
        let data = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
        let ports = [free_port(), free_port()];
        let servers = [
            spawn_server_with(ports[0], data[0].path(), Some(url), more).await,
            spawn_server_with(ports[1], data[1].path(), Some(url), more).await,
        ];
        Two {
            addresses: ports.map(|p| format!("127.0.0.1:{p}")),
            servers,
            _data: data,
        }
    }
}

impl Drop for Two {
    fn drop(&mut self) {
        for server in &mut self.servers {
            let _ = server.kill();
            let _ = server.wait();
        }
    }
}

/// A player said hello on a connection to `address` from loopback address `from`.
async fn player(address: &str, from: [u8; 4]) -> (Client, String) {
    let mut client = Client::connect_from(address, from).await;
    let welcome = client.ask(json!({"type": "hello"})).await;
    (client, welcome["player"].as_str().unwrap().to_string())
}

/// What one connection saw of the battle: each move's effect (who, territories, lives), in
/// the order it arrived; and the seat's own moves accepted, by their numbers.
#[derive(Default, Debug)]
struct Log {
    moves: Vec<Value>,
    mine: Vec<u64>,
    over: bool,
}

impl Log {
    fn note(&mut self, message: &Value) {
        match message["type"].as_str() {
            Some("battle_moved") => {
                self.moves.push(json!([
                    message["by"],
                    message["territory"],
                    message["lives"]
                ]));
                if let Some(seq) = message["seq"].as_u64() {
                    self.mine.push(seq);
                }
                if message["status"] == "over" {
                    self.over = true;
                }
            }
            Some("battle_over") => self.over = true,
            _ => {}
        }
    }
}

/// Reads `client`'s messages into `log` and `sight` until its move is answered: its own
/// `battle_moved`, or an error (a move the battle refused). Whether it was accepted.
async fn answered(client: &mut Client, log: &mut Log, sight: &mut Sight) -> bool {
    loop {
        // Client::recv gives up after HANG.
        let message = client.recv().await;
        if message["type"] == "battle_moved" {
            sight.learn(&message["cells"]);
        }
        log.note(&message);
        if message["type"] == "error" {
            assert_ne!(message["code"], "unavailable", "{message}");
            return false;
        }
        if message["type"] == "battle_moved" && message["seq"].is_u64() {
            return true;
        }
    }
}

/// Reads `client`'s messages into `log` until it has heard `moves` moves (every connection
/// hears every move; Client::recv gives up after HANG).
async fn hear(client: &mut Client, log: &mut Log, moves: usize) {
    while log.moves.len() < moves {
        let message = client.recv().await;
        log.note(&message);
    }
}

#[tokio::test]
async fn moves_raced_at_two_instances_are_applied_once_each_in_one_order() {
    let Some(url) = postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL names no PostgreSQL server");
        return;
    };
    let two = Two::start(&url).await;
    // Battles until 20 moves were raced (a player who opens mines runs out of lives early).
    let mut moves = 0;
    for _ in 0..5 {
        moves += race(&two.addresses).await;
        if moves >= 20 {
            return;
        }
    }
    panic!("only {moves} moves in five battles");
}

/// One battle raced: seat one at instance A, seat two and a watcher at instance B, both
/// moving at the same moment. How many moves were played.
async fn race([a, b]: &[String; 2]) -> u64 {
    let (mut one, _) = player(a, [127, 0, 0, 2]).await;
    let (mut second, _) = player(b, [127, 0, 0, 3]).await;
    let (mut watcher, _) = player(b, [127, 0, 0, 4]).await;
    let settings = json!({"rows": 20, "cols": 20, "mines": 30, "lives": 5, "pace": "realtime"});
    let made = one
        .ask(json!({"type": "room_new", "battle": settings}))
        .await;
    let code = made["room"].as_str().expect("a room").to_string();
    let joined = second.ask(json!({"type": "room_join", "room": code})).await;
    assert_eq!(joined["seat"], "two", "{joined}");
    let told = one.until("room").await;
    assert_eq!(told["state"], "playing", "{told}");
    let watching = watcher
        .ask(json!({"type": "room_join", "room": code}))
        .await;
    assert_eq!(watching["seat"], "watching", "{watching}");
    let mut sights = [Sight::default(), Sight::default()];
    sights[0].learn(&told["cells"]);
    sights[1].learn(&joined["cells"]);
    let (mut logs, mut watched) = ([Log::default(), Log::default()], Log::default());
    let mut seq = [0u64; 2];
    // Both move at the same moment, each at its own instance; every third round both open
    // the same cell.
    for round in 0..40 {
        let mut cells = [
            sights[0].legal("one", 20, 20),
            sights[1].legal("two", 20, 20),
        ];
        if round % 3 == 0 {
            cells[1] = cells[0].or(cells[1]);
        }
        let [Some((r1, c1)), Some((r2, c2))] = cells else {
            break;
        };
        let move_of = |seat: usize, row: u32, col: u32| json!({"type": "battle_move", "room": code, "seq": seq[seat], "action": "reveal", "row": row, "col": col});
        let (m1, m2) = (move_of(0, r1, c1), move_of(1, r2, c2));
        tokio::join!(one.send(&m1), second.send(&m2));
        let [log1, log2] = &mut logs;
        let [sight1, sight2] = &mut sights;
        let (ok1, ok2) = tokio::join!(
            answered(&mut one, log1, sight1),
            answered(&mut second, log2, sight2)
        );
        seq[0] += u64::from(ok1);
        seq[1] += u64::from(ok2);
        if logs[0].over || logs[1].over {
            break;
        }
    }
    let moves = (seq[0] + seq[1]) as usize;
    hear(&mut one, &mut logs[0], moves).await;
    hear(&mut second, &mut logs[1], moves).await;
    hear(&mut watcher, &mut watched, moves).await;
    // Each seat's accepted moves are numbered 0, 1, 2… once each.
    for (seat, log) in logs.iter().enumerate() {
        assert_eq!(
            log.mine,
            (0..seq[seat]).collect::<Vec<_>>(),
            "seat {seat}'s moves"
        );
    }
    // Everyone saw every move, in one order: the same effects one after another.
    assert_eq!(watched.moves.len() as u64, seq[0] + seq[1]);
    assert_eq!(logs[0].moves, watched.moves, "seat one and the watcher");
    assert_eq!(logs[1].moves, watched.moves, "seat two and the watcher");
    seq[0] + seq[1]
}

#[tokio::test]
async fn quick_match_pairs_players_waiting_at_different_instances() {
    let Some(url) = postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL names no PostgreSQL server");
        return;
    };
    let two = Two::start(&url).await;
    let [a, b] = &two.addresses;
    let settings = json!({"rows": 10, "cols": 12, "mines": 20, "lives": 2, "pace": "turns"});
    let (mut first, _) = player(a, [127, 0, 0, 2]).await;
    let waiting = first
        .ask(json!({"type": "quick_match", "battle": settings}))
        .await;
    assert_eq!(waiting["state"], "waiting", "{waiting}");
    let (mut second, _) = player(b, [127, 0, 0, 3]).await;
    let matched = second
        .ask(json!({"type": "quick_match", "battle": settings}))
        .await;
    assert_eq!(matched["seat"], "two", "{matched}");
    assert_eq!(matched["room"], waiting["room"]);
    let told = first.until("room").await;
    assert_eq!(told["state"], "playing", "{told}");
    // A third, at either instance, waits in a room of their own.
    let (mut third, _) = player(a, [127, 0, 0, 4]).await;
    let alone = third
        .ask(json!({"type": "quick_match", "battle": settings}))
        .await;
    assert_eq!(alone["state"], "waiting", "{alone}");
    assert_ne!(alone["room"], waiting["room"]);
}

#[tokio::test]
async fn a_players_limits_hold_across_instances() {
    let Some(url) = postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL names no PostgreSQL server");
        return;
    };
    let two = Two::start_with(
        &url,
        &["--games-per-minute", "3", "--joins-per-minute", "4"],
    )
    .await;
    let [a, b] = &two.addresses;
    let (mut here, _) = player(a, [127, 0, 0, 2]).await;
    let token = {
        let mut client = Client::connect_from(a, [127, 0, 0, 3]).await;
        let welcome = client.ask(json!({"type": "hello"})).await;
        welcome["token"].as_str().unwrap().to_string()
    };
    // The same player at both instances: three new games a minute in all, not three at each.
    let mut at = [
        Client::connect_from(a, [127, 0, 0, 3]).await,
        Client::connect_from(b, [127, 0, 0, 3]).await,
    ];
    for client in &mut at {
        client.ask(json!({"type": "hello", "token": token})).await;
    }
    let start = json!({"type": "start", "category": "beginner"});
    let mut answers = Vec::new();
    for i in 0..4 {
        answers.push(at[i % 2].ask(start.clone()).await);
    }
    for answer in &answers[..3] {
        assert_eq!(answer["type"], "game", "{answer}");
    }
    assert_eq!(answers[3]["code"], "slow_down", "{}", answers[3]);
    // Rooms joined: four a minute in all, across the instances.
    let settings = json!({"rows": 10, "cols": 12, "mines": 20, "lives": 2, "pace": "turns"});
    let made = here
        .ask(json!({"type": "room_new", "battle": settings}))
        .await;
    let code = made["room"].as_str().unwrap().to_string();
    // Its second seat taken: the player joins as a watcher, five times.
    let (mut second, _) = player(b, [127, 0, 0, 4]).await;
    let sat = second.ask(json!({"type": "room_join", "room": code})).await;
    assert_eq!(sat["seat"], "two", "{sat}");
    let joins: Vec<Value> = {
        let mut joins = Vec::new();
        for i in 0..5 {
            joins.push(
                at[i % 2]
                    .ask(json!({"type": "room_join", "room": code}))
                    .await,
            );
        }
        joins
    };
    for join in &joins[..4] {
        assert_eq!(join["seat"], "watching", "{join}");
    }
    assert_eq!(joins[4]["code"], "slow_down", "{}", joins[4]);
}

/// Issue 55 #1: a waiting room lives in one instance's memory only, and so must its home: an
/// instance found gone (killed) or stopping (SIGTERM) leaves none for its waiting rooms (1,200
/// were left after a SIGTERM), and a battle being played keeps its own for whoever takes it.
#[tokio::test]
async fn waiting_rooms_leave_no_home_behind_their_instance() {
    let Some(url) = postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL names no PostgreSQL server");
        return;
    };
    let mut two = Two::start(&url).await;
    let [a, b] = two.addresses.clone();
    let new_room = json!({"type": "room_new", "battle": {"rows": 10, "cols": 12, "mines": 20, "lives": 2, "pace": "turns"}});
    let mut clients = Vec::new();
    for (address, from) in [(&a, 2), (&a, 3), (&b, 4), (&b, 5)] {
        let (mut maker, _) = player(address, [127, 0, 0, from]).await;
        assert_eq!(maker.ask(new_room.clone()).await["state"], "waiting");
        clients.push(maker);
    }
    // A battle being played, at the instance that stops last.
    let (mut one, _) = player(&a, [127, 0, 0, 6]).await;
    let battle = one.ask(new_room.clone()).await;
    let (mut other, _) = player(&a, [127, 0, 0, 7]).await;
    let joined = other
        .ask(json!({"type": "room_join", "room": battle["room"]}))
        .await;
    assert_eq!(joined["state"], "playing", "{joined}");
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let homes = async || {
        let rows: Vec<(String,)> = sqlx::query_as("SELECT room FROM room_homes ORDER BY room")
            .fetch_all(&pool)
            .await
            .unwrap();
        rows.len()
    };
    assert_eq!(homes().await, 5);
    // Killed: the other instance finds it gone (its heartbeat stops) and forgets its homes.
    two.servers[1].kill().unwrap();
    two.servers[1].wait().unwrap();
    eventually(
        "the killed instance's waiting rooms forgotten",
        async || (homes().await == 3).then_some(()),
    )
    .await;
    // Stopped: it forgets its own.
    let term = std::process::Command::new("kill")
        .args(["-TERM", &two.servers[0].id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    let ended = eventually("the instance ends after SIGTERM", async || {
        two.servers[0].try_wait().unwrap()
    })
    .await;
    assert!(ended.success(), "{ended}");
    let left: Vec<(String,)> = sqlx::query_as("SELECT room FROM room_homes")
        .fetch_all(&pool)
        .await
        .unwrap();
    assert_eq!(left, vec![(battle["room"].as_str().unwrap().to_string(),)]);
}

/// The figure `name` of the server at `address` (its `/metrics` line).
async fn figure(address: &str, name: &str) -> i64 {
    let (_, text) = get(address, "/metrics").await;
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{name} ")))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {name} in {text}"))
}

/// Issue 55 #8: with instances sharing a database a `resume` reads the game again, and it let
/// go of whoever's game it named (ids are public on player pages): every move of the victim's
/// then rebuilt it. Now another's resume is refused and lets nothing go, and a player's own
/// resumes have a rate (a storm of them took 10.4 s of CPU in 15 s).
#[tokio::test]
async fn a_resume_lets_go_of_no_one_elses_game_and_has_a_rate() {
    let Some(url) = postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL names no PostgreSQL server");
        return;
    };
    let two = Two::start(&url).await;
    let [a, b] = &two.addresses;
    let mut owner = Client::connect_from(a, [127, 0, 0, 2]).await;
    let welcome = owner.ask(json!({"type": "hello"})).await;
    let game = owner
        .ask(json!({"type": "start", "category": "expert"}))
        .await;
    let id = game["game"].as_str().unwrap().to_string();
    let moved = owner
        .ask(json!({"type": "move", "game": id, "seq": 0, "action": "flag", "row": 0, "col": 0}))
        .await;
    assert_eq!(moved["type"], "moved", "{moved}");
    assert_eq!(figure(a, "minesweeper_ranked_games").await, 1);
    let (mut stranger, _) = player(a, [127, 0, 0, 3]).await;
    for _ in 0..5 {
        let refused = stranger.ask(json!({"type": "resume", "game": id})).await;
        assert_eq!(refused["code"], "refused", "{refused}");
    }
    assert_eq!(
        figure(a, "minesweeper_ranked_games").await,
        1,
        "the owner's game is still held"
    );
    // The owner's own: 20 a minute, across the instances.
    let mut elsewhere = Client::connect_from(b, [127, 0, 0, 2]).await;
    let again = elsewhere
        .ask(json!({"type": "hello", "token": welcome["token"]}))
        .await;
    assert_eq!(again["player"], welcome["player"], "{again}");
    let mut answers = Vec::new();
    for n in 0..21 {
        let at = if n % 2 == 0 {
            &mut owner
        } else {
            &mut elsewhere
        };
        answers.push(at.ask(json!({"type": "resume", "game": id})).await);
    }
    assert!(
        answers[..20].iter().all(|v| v["type"] == "game"),
        "{answers:?}"
    );
    assert_eq!(answers[20]["code"], "slow_down", "{}", answers[20]);
}

/// Sends `signal` (`STOP`, `CONT`) to `server`.
fn signal(server: &Spawned, signal: &str) {
    let sent = std::process::Command::new("kill")
        .args([&format!("-{signal}"), &server.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
}

/// Issue 55 #3: ownership has a fence. An instance that stalls past its heartbeat (SIGSTOP)
/// has its battle taken over by the other; when it wakes, still thinking the battle its own,
/// its next write for it is refused (the room's epoch went up), never stored beside the new
/// home's; the player is told to join it again, and it goes on there, each move once. Its
/// waiting room, whose home the other forgot while it was gone, is homed again as it wakes,
/// and a player at the other instance joins it.
#[tokio::test]
async fn a_stalled_instance_loses_its_battle_and_its_later_writes_are_refused() {
    let Some(url) = postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL names no PostgreSQL server");
        return;
    };
    let two = Two::start(&url).await;
    let [a, b] = two.addresses.clone();
    let mut one = Client::connect_from(&a, [127, 0, 0, 2]).await;
    let token = one.ask(json!({"type": "hello"})).await["token"].clone();
    let (mut second, _) = player(&b, [127, 0, 0, 3]).await;
    let settings = json!({"rows": 10, "cols": 12, "mines": 20, "lives": 2, "pace": "realtime"});
    let made = one
        .ask(json!({"type": "room_new", "battle": settings}))
        .await;
    let code = made["room"].as_str().unwrap().to_string();
    let joined = second.ask(json!({"type": "room_join", "room": code})).await;
    assert_eq!(joined["seat"], "two", "{joined}");
    let told = one.until("room").await;
    let mut sight = Sight::default();
    sight.learn(&told["cells"]);
    let (r, c) = sight.legal("one", 10, 12).unwrap();
    one.send(&json!({"type": "battle_move", "room": code, "seq": 0, "action": "flag", "row": r, "col": c}))
        .await;
    assert_eq!(one.until("battle_moved").await["seq"], 0);
    // A room waiting at the instance that will stall.
    let (mut maker, _) = player(&a, [127, 0, 0, 4]).await;
    let waiting = maker
        .ask(json!({"type": "room_new", "battle": settings}))
        .await;
    let waiting = waiting["room"].as_str().unwrap().to_string();
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let homed = async |room: &str| -> bool {
        sqlx::query("SELECT 1 FROM room_homes WHERE room = $1")
            .bind(room)
            .fetch_optional(&pool)
            .await
            .unwrap()
            .is_some()
    };
    // The home stalls; the other instance, asked for the room, finds it gone and takes it,
    // and forgets the waiting room's home.
    signal(&two.servers[0], "STOP");
    eventually("the battle taken over by the other instance", async || {
        let view = second.ask(json!({"type": "room_join", "room": code})).await;
        (view["type"] == "room").then_some(())
    })
    .await;
    eventually(
        "the stalled instance's waiting room forgotten",
        async || (!homed(&waiting).await).then_some(()),
    )
    .await;
    // It wakes, and plays the move it was sent on the battle it still holds: refused.
    signal(&two.servers[0], "CONT");
    one.send(&json!({"type": "battle_move", "room": code, "seq": 1, "action": "flag", "row": r, "col": c}))
        .await;
    let refused = one.until("error").await;
    assert_eq!(refused["code"], "unavailable", "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains("another server"),
        "{refused}"
    );
    let stored = async || -> Vec<i64> {
        sqlx::query_as::<_, (i64,)>("SELECT n FROM live_battle_moves WHERE room = $1 ORDER BY n")
            .bind(&code)
            .fetch_all(&pool)
            .await
            .unwrap()
            .into_iter()
            .map(|(n,)| n)
            .collect()
    };
    assert_eq!(stored().await, vec![0], "the stale write was not stored");
    // Joined again, the battle is at the new home; the move is played there, once.
    let mut again = Client::connect_from(&a, [127, 0, 0, 2]).await;
    again.ask(json!({"type": "hello", "token": token})).await;
    let back = again.ask(json!({"type": "room_join", "room": code})).await;
    assert_eq!(
        (&back["seat"], &back["next_seq"]),
        (&json!("one"), &json!(1)),
        "{back}"
    );
    again
        .send(&json!({"type": "battle_move", "room": code, "seq": 1, "action": "flag", "row": r, "col": c}))
        .await;
    assert_eq!(again.until("battle_moved").await["seq"], 1);
    assert_eq!(stored().await, vec![0, 1]);
    // Awake, it homed its waiting room again: joined from the other instance, its maker
    // hears the battle begin.
    eventually("the waiting room homed again", async || {
        homed(&waiting).await.then_some(())
    })
    .await;
    let (mut joiner, _) = player(&b, [127, 0, 0, 5]).await;
    let joined = joiner
        .ask(json!({"type": "room_join", "room": waiting}))
        .await;
    assert_eq!(
        (&joined["seat"], &joined["state"]),
        (&json!("two"), &json!("playing")),
        "{joined}"
    );
    let begun = maker.until("room").await;
    assert_eq!(begun["state"], "playing", "{begun}");
}

/// Issue 55 #3 (the heartbeat): four battles rebuilt at once stalled the runtime 12.9 s and
/// starved the heartbeat, and a live instance's room was taken over. The heartbeat now beats
/// on a thread of its own: with both of the runtime's workers stalled for 5 s (tasks that
/// never yield), the instance still says it is alive every second.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_heartbeat_goes_on_while_the_runtime_is_stalled() {
    let Some(url) = postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL names no PostgreSQL server");
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let (_, server) = start(data.path(), Some(url.clone())).await;
    // Read from a thread and a runtime of its own, once a second for 6 s.
    let watcher = std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let pool = sqlx::PgPool::connect(&url).await.unwrap();
            let mut seen = Vec::new();
            for _ in 0..6 {
                let (at,): (i64,) = sqlx::query_as("SELECT MAX(seen_ms) FROM instances")
                    .fetch_one(&pool)
                    .await
                    .unwrap();
                seen.push(at);
                std::thread::sleep(std::time::Duration::from_secs(1));
            }
            seen
        })
    });
    let stalls: Vec<_> = (0..2)
        .map(|_| tokio::spawn(async { std::thread::sleep(std::time::Duration::from_secs(5)) }))
        .collect();
    for stall in stalls {
        stall.await.unwrap();
    }
    let seen = watcher.join().unwrap();
    let beats = seen.windows(2).filter(|w| w[1] > w[0]).count();
    assert!(
        beats >= 3,
        "the heartbeat stalled with the runtime: {seen:?}"
    );
    server.abort();
}

/// Issue 56: a player's devices live in the database, so an instance hears of a sign-in or a
/// sign-out made at the other: a key made at one signs a phone in at the other, the phone
/// plays at the first, is signed out from the second, and its open connection begins no game;
/// a device link asked at one is approved at the other and polled at the first.
#[tokio::test]
async fn a_device_signed_in_or_out_at_one_instance_is_so_at_the_other() {
    let Some(url) = postgres().await else {
        eprintln!("skipped: TEST_DATABASE_URL names no PostgreSQL server");
        return;
    };
    let two = Two::start(&url).await;
    let [a, b] = &two.addresses;
    let (home_at, phone_at) = ([127, 0, 0, 4], [127, 0, 0, 5]);
    let mut home = Client::connect_from(a, home_at).await;
    let welcome = home.ask(json!({"type": "hello"})).await;
    let (player, token) = (
        welcome["player"].clone(),
        welcome["token"].as_str().unwrap(),
    );
    let made = ("POST", "/api/account/recovery-key");
    let (_, key) = http(a, made, Some(token), None, home_at).await;
    let asked = json!({"key": key["key"], "kind": "browser"});
    let (status, signed) = http(
        b,
        ("POST", "/api/account/recover"),
        None,
        Some(&asked),
        phone_at,
    )
    .await;
    assert_eq!(status, 200, "{signed}");
    let mut phone = Client::connect_from(a, phone_at).await;
    let hello = json!({"type": "hello", "token": signed["token"]});
    assert_eq!(phone.ask(hello).await["player"], player);
    let start = json!({"type": "start", "category": "beginner"});
    assert_eq!(phone.ask(start.clone()).await["type"], "game");

    let (_, account) = http(b, ("GET", "/api/account"), Some(token), None, home_at).await;
    let devices = account["devices"].as_array().unwrap();
    let other = devices.iter().find(|d| d["this"] == false).unwrap();
    let path = format!("/api/account/devices/{}", other["id"].as_str().unwrap());
    assert_eq!(
        http(b, ("DELETE", &path), Some(token), None, home_at)
            .await
            .0,
        200
    );
    let refused = phone.ask(start).await;
    assert_eq!(refused["type"], "error", "{refused}");

    let (_, link) = http(a, ("POST", "/api/device"), None, None, phone_at).await;
    let approve = format!(
        "/api/device/{}/approve",
        link["user_code"].as_str().unwrap()
    );
    assert_eq!(
        http(b, ("POST", &approve), Some(token), None, home_at)
            .await
            .0,
        200
    );
    let poll = json!({"device_code": link["device_code"]});
    let (_, answer) = http(
        a,
        ("POST", "/api/device/token"),
        None,
        Some(&poll),
        phone_at,
    )
    .await;
    assert_eq!(answer["status"], "approved", "{answer}");
    assert_eq!(answer["player"], player);
}
