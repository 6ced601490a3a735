//! Ranked games over real sockets on a real database (SQLite, and PostgreSQL when
//! `TEST_DATABASE_URL` names one): refereed to the end, stored, ranked, replayed; bad
//! messages refused.

mod common;

use common::*;
use minesweeper_engine::replay::{cursor_to_text, Buttons, Replay, Sample};
use minesweeper_protocol::{MAX_CURSOR_CHARS, MAX_CURSOR_SAMPLES};
use minesweeper_server::limits::Limits;
use serde_json::{json, Value};

#[tokio::test]
async fn ranked_games_are_refereed_stored_ranked_and_replayed() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database.clone()).await;
        assert_eq!(get(&address, "/api/health").await, (200, "ok".into()));
        assert_eq!(get(&address, "/api/ready").await, (200, "ready".into()));
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
                assert_eq!(
                    over.get("unranked"),
                    None,
                    "played at a person's pace: {over}"
                );
                assert_eq!(over["rank"], 1, "the only player is first");
                won = Some((id, over));
                break;
            }
        }
        let (id, over) = won.expect("a win in 30 beginner games");
        let (status, body) = get(&address, "/api/leaderboard?category=beginner").await;
        assert_eq!(status, 200);
        let board: Value = serde_json::from_str(&body).unwrap();
        let rows = &board["rows"];
        assert_eq!(rows[0]["game"], id.as_str());
        assert_eq!(rows[0]["time_ms"], over["time_ms"]);
        assert_eq!(rows[0]["bbbv"], over["bbbv"]);
        assert_eq!(rows[0]["rank"], 1);
        assert_eq!(
            (board["title"].as_str(), board["period"].as_str()),
            (Some("Beginner"), Some("all"))
        );
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
            serde_json::from_str::<Value>(&body).unwrap()["rows"][0]["name"],
            "<b>Ada</b>"
        );
        // The player page lists the games, newest first, the win among them.
        let (status, body) = get(
            &address,
            &format!("/api/players/{}", welcome["player"].as_str().unwrap()),
        )
        .await;
        assert_eq!(status, 200);
        let page: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(page["name"], "<b>Ada</b>");
        assert_eq!(page["games"][0]["game"], id.as_str());
        assert_eq!(page["games"][0]["status"], "won");
        assert!(
            body.find("token").is_none(),
            "no token on a public page: {body}"
        );
        assert_eq!(get(&address, "/api/players/nobody").await.0, 404);
        server.abort();
    }
}

#[tokio::test]
async fn bad_messages_and_moves_are_refused_with_why_and_change_nothing() {
    for database in databases().await {
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
            assert!(
                reply["code"] == "refused" || reply["code"] == "bad_message",
                "{reply}"
            );
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
        assert_eq!(
            (ahead["code"].as_str(), ahead["next_seq"].as_u64()),
            (Some("not_next"), Some(0))
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
        // A week is named by its Monday, whichever of its days is asked; a day long past has
        // no win; a day that is not one is refused.
        let (status, body) = get(
            &address,
            "/api/leaderboard?category=beginner&period=week&day=2026-11-29",
        )
        .await;
        let week: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(
            (status, week["period"].as_str(), week["day"].as_str()),
            (200, Some("week"), Some("2026-11-23"))
        );
        let (_, body) = get(
            &address,
            "/api/leaderboard?category=beginner&period=day&day=2001-02-03",
        )
        .await;
        assert_eq!(
            serde_json::from_str::<Value>(&body).unwrap()["rows"],
            serde_json::json!([])
        );
        assert_eq!(
            get(
                &address,
                "/api/leaderboard?category=beginner&period=day&day=yesterday"
            )
            .await
            .0,
            400
        );
        server.abort();
    }
}

/// An expert game of `player`'s, won in `time_ms` with `bbbv`, that ended at `ended_ms`.
async fn win(
    db: &minesweeper_server::db::Db,
    game: &str,
    player: &str,
    ended_ms: i64,
    time_ms: u32,
    bbbv: u32,
) {
    let win = StoredGame {
        game,
        player,
        category: ("expert", (16, 30, 99)),
        status: "won",
        bbbv,
        time_ms: u64::from(time_ms),
        ended_ms,
    };
    stored(db, win).await;
}

/// Each player's best win, on a board of more players than it lists, per calendar day and
/// week; and the boards filled again from the games alone.
#[tokio::test]
async fn leaderboards_rank_each_players_best_and_find_anyones_own_rank() {
    use minesweeper_server::db::{BoardKey, Db, Metric, NewDevice, Player};
    const DAY: i64 = 86_400_000;
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let db = Db::open(database.as_deref(), data.path()).await.unwrap();
        // 120 players, player i winning on Thursday 1970-01-01 in 10 s + i ms with 3BV
        // 100 - i/2, and a slower second win each, 8 days later (Friday 1970-01-09, the next
        // week), that must not count all time but leads its own day and week.
        for i in 0..120u32 {
            let player = format!("p{i:03}");
            let made = Player {
                id: player.clone(),
                name: format!("Name {i}"),
            };
            let device = NewDevice {
                token_hash: &format!("hash{i}"),
                id: &player,
                kind: "browser",
                network: "",
            };
            db.create_player(&made, &device, 1).await.unwrap();
            for (n, extra) in [(0, 0), (1, 5_000)] {
                let game = format!("g{i:03}-{n}");
                let ended = 1_000 + i64::from(i) + n * 8 * DAY;
                win(&db, &game, &player, ended, 10_000 + i + extra, 100 - i / 2).await;
            }
        }
        let by_time = BoardKey {
            category: "expert",
            period: "all".into(),
            metric: Metric::Time,
        };
        let top = db.leaderboard(&by_time, 100).await.unwrap();
        assert_eq!(top.len(), 100);
        assert_eq!(
            (top[0].player.as_str(), top[0].time_ms, top[0].rank),
            ("p000", 10_000, 1)
        );
        assert!(
            top.iter().all(|e| e.game.ends_with("-0")),
            "only each player's best"
        );
        let own = db.rank_of(&by_time, "p117").await.unwrap().unwrap();
        assert_eq!((own.rank, own.game.as_str()), (118, "g117-0"));
        assert_eq!(db.rank_of(&by_time, "nobody").await.unwrap(), None);
        // By 3BV/s the order holds too (each player's best rate is their fast win).
        let by_rate = BoardKey {
            metric: Metric::Rate,
            ..by_time.clone()
        };
        let top = db.leaderboard(&by_rate, 3).await.unwrap();
        assert_eq!(top[0].player, "p000");
        assert_eq!(top[0].bbbv_per_s, 10.0, "100 3BV in 10 s is 10 3BV/s");
        assert_eq!(
            db.rank_of(&by_rate, "p119").await.unwrap().unwrap().rank,
            120
        );
        // The calendar's boards: each day and week holds the wins that ended in it.
        let board = |period: &str| BoardKey {
            period: period.into(),
            ..by_time.clone()
        };
        let top = db.leaderboard(&board("day:1970-01-09"), 100).await.unwrap();
        assert_eq!((top.len(), top[0].time_ms), (100, 15_000));
        assert!(top.iter().all(|e| e.game.ends_with("-1")));
        let week = db
            .leaderboard(&board("week:1970-01-05"), 100)
            .await
            .unwrap();
        assert_eq!(week, top, "Friday's week began on Monday the 5th");
        let first_week = db.leaderboard(&board("week:1969-12-29"), 1).await.unwrap();
        assert_eq!(first_week[0].game, "g000-0");
        assert!(db
            .leaderboard(&board("day:1970-01-02"), 100)
            .await
            .unwrap()
            .is_empty());
        // A better win later takes its player's place on every board it counts in.
        win(&db, "g119-2", "p119", 9 * DAY, 9_000, 100).await;
        let top = db.leaderboard(&by_time, 2).await.unwrap();
        assert_eq!(
            (top[0].game.as_str(), top[1].game.as_str()),
            ("g119-2", "g000-0")
        );
        assert_eq!(
            db.rank_of(&board("week:1970-01-05"), "p119")
                .await
                .unwrap()
                .unwrap()
                .rank,
            1
        );
        // A database from before the boards' table: they are filled from the games at start.
        let before = db.leaderboard(&by_rate, 100).await.unwrap();
        drop(db);
        let db = Db::open(database.as_deref(), data.path()).await.unwrap();
        let url = database.clone().unwrap_or_else(|| {
            format!("sqlite://{}", data.path().join("ranked.sqlite3").display())
        });
        let raw = sqlx::AnyPool::connect(&url).await.unwrap();
        sqlx::query("DELETE FROM bests")
            .execute(&raw)
            .await
            .unwrap();
        raw.close().await;
        assert!(db.leaderboard(&by_rate, 100).await.unwrap().is_empty());
        let db = Db::open(database.as_deref(), data.path()).await.unwrap();
        assert_eq!(db.leaderboard(&by_rate, 100).await.unwrap(), before);
        assert_eq!(db.rank_of(&by_time, "p119").await.unwrap().unwrap().rank, 1);
    }
}

/// A track of `n` samples around `cell` (row, col), 20 ms apart from 5 ms after the move
/// before: what a page sends with a move.
fn track_to(cell: (u32, u32), n: u32, buttons: u8) -> Vec<Sample> {
    (0..n)
        .map(|i| Sample {
            at_ms: 5 + 20 * i,
            x: (cell.1 * 16 + 3 + i % 10) as u16,
            y: (cell.0 * 16 + 8) as u16,
            buttons: Buttons(if i + 1 == n { buttons } else { 0 }),
        })
        .collect()
}

#[tokio::test]
async fn a_ranked_games_cursor_goes_into_its_replay_and_survives_a_restart() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database.clone()).await;
        let mut client = Client::connect(&address).await;
        let token = client.ask(json!({"type": "hello"})).await["token"].clone();
        let mut server = Some(server);
        // A beginner game can end on its first or second move (a guess on a mine: it failed
        // 2 runs in 36 under load), before the restart: then another, until one is still
        // being played when the server restarts.
        let (over, sent, restarted) = loop {
            let game = client
                .ask(json!({"type": "start", "category": "beginner"}))
                .await;
            let id = game["game"].as_str().unwrap().to_string();
            let mv = |seq: u64, (row, col): (u32, u32), cursor: String| json!({"type": "move", "game": id, "seq": seq, "action": "reveal", "row": row, "col": col, "cursor": cursor});
            // The first move has no move before it to count a track from.
            let refused = client
                .play(mv(0, (4, 4), cursor_to_text(&track_to((4, 4), 2, 1))))
                .await;
            assert_eq!(refused["type"], "error", "{refused}");
            assert!(
                refused["message"].as_str().unwrap().contains("first move"),
                "{refused}"
            );
            let first = client.play(mv(0, (4, 4), String::new())).await;
            assert_eq!(first["status"], "playing", "{first}");
            let mut board = Seen::new();
            learn(&mut board, &first["cells"]);
            // Tracks off the board, unreadable or too long are refused, and the move is not played.
            let off = vec![Sample {
                at_ms: 5,
                x: 9 * 16,
                y: 0,
                buttons: Buttons(0),
            }];
            for (bad, why) in [
                (cursor_to_text(&off), "off the"),
                ("!!".to_string(), "does not read"),
                ("A".repeat(MAX_CURSOR_CHARS + 1), "characters"),
            ] {
                let refused = client.play(mv(1, (0, 0), bad)).await;
                assert_eq!(refused["type"], "error", "{refused}");
                assert!(
                    refused["message"].as_str().unwrap().contains(why),
                    "{why}: {refused}"
                );
            }
            // Moves with their tracks, a restart between them, then on to the end.
            let mut sent = 0;
            let mut restarted = None;
            let mut over = Value::Null;
            for seq in 1u64.. {
                if seq == 3 {
                    server.take().unwrap().abort();
                    let (address, again) = start(data.path(), database.clone()).await;
                    client = Client::connect(&address).await;
                    client.ask(json!({"type": "hello", "token": token})).await;
                    let resumed = client.ask(json!({"type": "resume", "game": id})).await;
                    assert_eq!(resumed["next_seq"], 3, "{resumed}");
                    restarted = Some(again);
                }
                tokio::time::sleep(std::time::Duration::from_millis(120)).await;
                let cell = next_cell(&board, 9, 9);
                let track = track_to(cell, 4, 1);
                sent += track.len();
                let moved = client.play(mv(seq, cell, cursor_to_text(&track))).await;
                assert_eq!(moved["type"], "moved", "{moved}");
                learn(&mut board, &moved["cells"]);
                if moved["status"] != "playing" {
                    over = client.until("over").await;
                    break;
                }
            }
            if restarted.is_some() {
                break (over, sent, restarted);
            }
        };
        let text = over["replay"].as_str();
        let replay =
            Replay::from_text(text.unwrap_or_else(|| panic!("no replay: {over}"))).unwrap();
        let track = replay.cursor();
        assert_eq!(track.len(), sent, "every sample sent, across the restart");
        // Each move's track ends on its cell, pressed, at or before the move.
        for m in &replay.moves()[1..] {
            let upto = track.partition_point(|s| s.at_ms <= m.at_ms);
            let last = track[upto - 1];
            assert_eq!(last.cell(), (m.click.pos().row, m.click.pos().col), "{m:?}");
            assert_eq!(last.buttons, Buttons(1));
        }
        restarted.unwrap().abort();
    }
}

#[tokio::test]
async fn a_games_cursor_tracks_stop_at_its_budget_and_only_the_samples_are_stored() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database.clone()).await;
        let mut client = Client::connect(&address).await;
        client.ask(json!({"type": "hello"})).await;
        let game = client
            .ask(json!({"type": "start", "category": "expert"}))
            .await;
        let id = game["game"].as_str().unwrap().to_string();
        let flag = |seq: u64, cursor: String| json!({"type": "move", "game": id, "seq": seq, "action": "flag", "row": 0, "col": 0, "cursor": cursor});
        assert_eq!(client.play(flag(0, String::new())).await["type"], "moved");
        // As many samples as one message carries, again and again: a flag toggled on (0, 0).
        let text = still_track();
        assert!(text.len() <= MAX_CURSOR_CHARS, "{}", text.len());
        // Bits after the track are not kept: the move is refused, or its track stored alone.
        let padded = format!("{text}AAAA");
        let answer = client.play(flag(1, padded)).await;
        let mut seq = 1;
        if answer["type"] == "moved" {
            seq = 2;
        }
        while (seq as usize) * STILL_SAMPLES <= MAX_CURSOR_SAMPLES {
            let moved = client.play(flag(seq, text.clone())).await;
            assert_eq!(moved["type"], "moved", "{moved}");
            seq += 1;
        }
        let refused = client.play(flag(seq, text.clone())).await;
        assert_eq!(refused["type"], "error", "{refused}");
        assert!(
            refused["message"].as_str().unwrap().contains("samples"),
            "{refused}"
        );
        // Without a track the game goes on.
        assert_eq!(client.play(flag(seq, String::new())).await["type"], "moved");
        // What is stored is the track as read, however it was padded.
        let db = open_db(data.path(), database.as_deref()).await;
        let moves = db.moves(&id).await.unwrap();
        assert_eq!(moves[1].cursor.as_deref(), Some(text.as_str()), "{answer}");
        assert_eq!(moves.last().unwrap().cursor, None);
        server.abort();
    }
}

#[tokio::test]
async fn metrics_count_connections_moves_and_refusals_for_prometheus() {
    let data = tempfile::tempdir().unwrap();
    let (address, server) = start(data.path(), None).await;
    let mut client = Client::connect(&address).await;
    client.ask(json!({"type": "hello"})).await;
    let game = client
        .ask(json!({"type": "start", "category": "expert"}))
        .await;
    let id = game["game"].as_str().unwrap().to_string();
    for seq in 0..3 {
        let moved = client
            .play(json!({"type": "move", "game": id, "seq": seq, "action": "flag", "row": 0, "col": seq}))
            .await;
        assert_eq!(moved["type"], "moved", "{moved}");
    }
    assert_eq!(
        client.ask(json!({"type": "dance"})).await["code"],
        "bad_message"
    );
    let (status, text) = get(&address, "/metrics").await;
    assert_eq!(status, 200);
    let value = |name: &str| -> f64 {
        text.lines()
            .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
            .unwrap_or_else(|| panic!("{name} in\n{text}"))
    };
    assert_eq!(value("minesweeper_connections"), 1.0);
    assert_eq!(value("minesweeper_ranked_games"), 1.0);
    assert_eq!(
        value("minesweeper_move_seconds_count{kind=\"ranked\"}"),
        3.0
    );
    assert!(value("minesweeper_move_seconds_sum{kind=\"ranked\"}") > 0.0);
    assert_eq!(
        value("minesweeper_refusals_total{code=\"bad_message\"}"),
        1.0
    );
    assert_eq!(value("minesweeper_database_errors_total"), 0.0);
    assert!(text.ends_with("# EOF\n"), "{text}");
    server.abort();
}

/// As many samples as one move's track carries.
const STILL_SAMPLES: usize = 2_400;

/// [`STILL_SAMPLES`] samples of a pointer at rest: their cursor text.
fn still_track() -> String {
    let still = Sample {
        at_ms: 1,
        x: 3,
        y: 3,
        buttons: Buttons(0),
    };
    cursor_to_text(&vec![still; STILL_SAMPLES])
}

/// Issue 55 #5: cursor tracks are stored twice (with their move, and in the replay) and came
/// to 550 KB a game, 25 GB an hour from one network within the limits. Each network has a
/// budget of KB an hour (here 6: one full track); past it a move is played and its track not
/// kept, and another network's tracks are kept.
#[tokio::test]
async fn a_networks_cursor_tracks_are_kept_within_its_budget() {
    let data = tempfile::tempdir().unwrap();
    let limits = Limits {
        cursor_kb_per_hour: 6,
        ..Limits::default()
    };
    let (address, server) = start_with(data.path(), None, limits).await;
    let text = still_track();
    assert!(text.len() > 2_500, "{}", text.len());
    let mut ids = Vec::new();
    for from in [[127, 0, 0, 2], [127, 0, 0, 3]] {
        let mut client = Client::connect_from(&address, from).await;
        client.ask(json!({"type": "hello"})).await;
        let game = client
            .ask(json!({"type": "start", "category": "expert"}))
            .await;
        let id = game["game"].as_str().unwrap().to_string();
        let flag = |seq: u64, cursor: &str| json!({"type": "move", "game": id, "seq": seq, "action": "flag", "row": 0, "col": 0, "cursor": cursor});
        assert_eq!(client.play(flag(0, "")).await["type"], "moved");
        for seq in 1..4 {
            let moved = client.play(flag(seq, &text)).await;
            assert_eq!(moved["type"], "moved", "played, kept or not: {moved}");
        }
        ids.push(id);
    }
    let db = open_db(data.path(), None).await;
    for id in &ids {
        let kept: Vec<bool> = db
            .moves(id)
            .await
            .unwrap()
            .iter()
            .map(|m| m.cursor.is_some())
            .collect();
        assert_eq!(
            kept,
            [false, true, false, false],
            "each network's first track only"
        );
    }
    server.abort();
}

/// The wire carries clicks: a `reveal` on an open number chords, as a left click does (the
/// engine's `input::interpret` says so for the server as for every front end), and the game's
/// replay, which records the click as sent, checks to its end.
#[tokio::test]
async fn a_reveal_on_an_open_number_chords_and_its_replay_checks() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database.clone()).await;
        let db = open_db(data.path(), database.as_deref()).await;
        let mut client = Client::connect(&address).await;
        new_player(&mut client).await;
        let mut chorded = false;
        for _ in 0..20 {
            let game = client
                .ask(json!({"type": "start", "category": "beginner"}))
                .await;
            let id = game["game"].as_str().unwrap().to_string();
            let first = (4, 4);
            let mv = |seq: u64, action: &str, (row, col): (u32, u32)| json!({"type": "move", "game": id, "seq": seq, "action": action, "row": row, "col": col});
            let opened = client.play(mv(0, "reveal", first)).await;
            if opened["status"] != "playing" {
                client.recv().await;
                continue;
            }
            let mut board = Seen::new();
            learn(&mut board, &opened["cells"]);
            let seed = db.game(&id).await.unwrap().expect("stored").seed;
            let mines = layout("beginner", seed, first);
            let around = |(r, c): (u32, u32)| {
                (r.saturating_sub(1)..=(r + 1).min(8))
                    .flat_map(move |rr| {
                        (c.saturating_sub(1)..=(c + 1).min(8)).map(move |cc| (rr, cc))
                    })
                    .filter(move |&p| p != (r, c))
            };
            // An open number with a hidden safe cell beside it.
            let number = board
                .iter()
                .filter(|(_, view)| view.parse::<u8>().is_ok_and(|n| n > 0))
                .map(|(&p, _)| p)
                .find(|&p| around(p).any(|q| !board.contains_key(&q) && !mines.contains(&q)));
            let Some(number) = number else {
                // Lose it at once, and try another.
                client.play(mv(1, "reveal", mines[0])).await;
                client.recv().await;
                continue;
            };
            let mut seq = 1;
            for mine in around(number).filter(|q| mines.contains(q)) {
                let flagged = client.play(mv(seq, "flag", mine)).await;
                assert_eq!(flagged["type"], "moved", "{flagged}");
                seq += 1;
            }
            let chord = client.play(mv(seq, "reveal", number)).await;
            let opened: Vec<(u32, u32)> = chord["cells"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| (c[0].as_u64().unwrap() as u32, c[1].as_u64().unwrap() as u32))
                .collect();
            assert!(
                around(number).any(|q| !board.contains_key(&q) && opened.contains(&q)),
                "the reveal on {number:?} chorded its hidden neighbours open: {chord}"
            );
            // Ended on a mine, the game's replay checks (its recorded reveal chords again).
            if chord["status"] == "playing" {
                let unflagged = mines
                    .iter()
                    .find(|q| !around(number).any(|a| a == **q))
                    .copied()
                    .unwrap();
                client.play(mv(seq + 1, "reveal", unflagged)).await;
            }
            let over = client.recv().await;
            let (status, replay) = get(&address, &format!("/api/games/{id}/replay")).await;
            assert_eq!(status, 200, "{replay}");
            assert_eq!(replay, over["replay"].as_str().unwrap());
            chorded = true;
            break;
        }
        assert!(chorded, "a beginner board in 20 with a number to chord");
        server.abort();
    }
}
