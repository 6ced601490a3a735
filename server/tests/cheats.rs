//! The cheats of the report (issue 44), each tried as a cheater would, on SQLite and
//! PostgreSQL: a daily's mines read through a race, a daily mapped by throwaway players,
//! ratings farmed from throwaways' forfeits, a bot's wins, openings fished for by abandoning
//! games, and a game left between its last move and its result.

mod common;

use common::*;
use minesweeper_server::limits::Limits;
use serde_json::{json, Value};
use std::time::Duration;

/// A person's pace: the pause between one move's answer and the next move.
const PACE: Duration = Duration::from_millis(60);

/// Limits that let a test make many players from one address.
fn many_players() -> Limits {
    Limits {
        players_per_hour: 1_000,
        joins_per_minute: 1_000,
        ..Limits::default()
    }
}

/// The day's seed of `category`'s daily board, read behind the server's back.
async fn daily_seed(db: &minesweeper_server::db::Db, category: &str) -> u64 {
    let day = minesweeper_server::daily::today();
    db.daily_seed(&day, category, (0, "unused"))
        .await
        .unwrap()
        .0
}

/// Whether a message shows a mine other than the one that exploded.
fn shows_a_mine(message: &Value) -> bool {
    message["cells"]
        .as_array()
        .is_some_and(|cells| cells.iter().any(|c| c[2] == "mine" || c[2] == "wrong_flag"))
        || message["mines"].as_array().is_some_and(|m| !m.is_empty())
}

/// Attack 5: one player on two connections, A losing the daily expert on a known mine while
/// B asks to resume it at the same moment. B hears the game as lost, with no mine but the one
/// that exploded, however the two interleave: tried 25 times on each database.
#[tokio::test]
async fn no_race_shows_a_daily_boards_mines_before_its_day_is_over() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start_with(data.path(), database.clone(), many_players()).await;
        let db = open_db(data.path(), database.as_deref()).await;
        let mut resumed_lost = 0;
        for _ in 0..25 {
            let mut a = Client::connect(&address).await;
            let (_, token) = new_player(&mut a).await;
            let mut b = Client::connect(&address).await;
            b.ask(json!({"type": "hello", "token": token})).await;
            let game = a
                .ask(json!({"type": "start", "category": "daily-expert"}))
                .await;
            let id = game["game"].as_str().unwrap().to_string();
            let start = (
                game["start"][0].as_u64().unwrap() as u32,
                game["start"][1].as_u64().unwrap() as u32,
            );
            a.ask(json!({"type": "move", "game": id, "seq": 0, "action": "reveal", "row": start.0, "col": start.1}))
                .await;
            let mine = layout("daily-expert", daily_seed(&db, "daily-expert").await, start)[0];
            // The losing move and the resume, sent at once on the two connections.
            let losing = json!({"type": "move", "game": id, "seq": 1, "action": "reveal", "row": mine.0, "col": mine.1});
            let resume = json!({"type": "resume", "game": id});
            let (lost, seen) = tokio::join!(a.ask(losing), b.ask(resume));
            assert_eq!(lost["status"], "lost", "{lost}");
            assert!(!shows_a_mine(&lost), "the losing move: {lost}");
            let over = a.recv().await;
            assert!(!shows_a_mine(&over), "the end: {over}");
            assert!(!shows_a_mine(&seen), "the resume: {seen}");
            resumed_lost += usize::from(seen["status"] == "lost");
            // Asked again after the end: refused, with nothing shown.
            let after = b.ask(json!({"type": "resume", "game": id})).await;
            assert!(!shows_a_mine(&after) && after["type"] == "error", "{after}");
        }
        eprintln!("a resume answered with the game lost: {resumed_lost} of 25");
        server.abort();
    }
}

/// Plays a new game of `category` to a win, knowing every mine (a daily's, as throwaways'
/// probes would have told; an ordinary game's, read from the server's database after its first
/// reveal): from the daily's start cell or the middle, `pause` between moves, and with as few
/// clicks as its 3BV (an opening's zero first, then each number no opening shows), so that its
/// pace on a stepping clock is the clock's. The end's message.
async fn win_knowing_it(
    client: &mut Client,
    db: &minesweeper_server::db::Db,
    category: &str,
    pause: Duration,
) -> Value {
    let game = client
        .ask(json!({"type": "start", "category": category}))
        .await;
    assert_eq!(game["type"], "game", "{game}");
    let id = game["game"].as_str().unwrap().to_string();
    let (rows, cols) = (
        game["rows"].as_u64().unwrap() as u32,
        game["cols"].as_u64().unwrap() as u32,
    );
    let daily = game["start"].is_array();
    let start = match daily {
        true => (
            game["start"][0].as_u64().unwrap() as u32,
            game["start"][1].as_u64().unwrap() as u32,
        ),
        false => (rows / 2, cols / 2),
    };
    let mut mines = Vec::new();
    if daily {
        mines = layout(category, daily_seed(db, category).await, start);
    }
    let mut board = Seen::new();
    let mut seq = 0;
    let mut cell = start;
    loop {
        let moved = client
            .play(json!({"type": "move", "game": id, "seq": seq, "action": "reveal", "row": cell.0, "col": cell.1}))
            .await;
        assert_eq!(moved["type"], "moved", "{moved}");
        seq += 1;
        if moved["status"] != "playing" {
            return client.recv().await;
        }
        if !daily && seq == 1 {
            let seed = db
                .game(&id)
                .await
                .unwrap()
                .expect("the game is stored")
                .seed;
            mines = layout(category, seed, start);
        }
        learn(&mut board, &moved["cells"]);
        tokio::time::sleep(pause).await;
        let beside_a_mine = |(r, c): (u32, u32)| {
            mines
                .iter()
                .any(|&(mr, mc)| mr.abs_diff(r) <= 1 && mc.abs_diff(c) <= 1)
        };
        let safe: Vec<(u32, u32)> = (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .filter(|p| !mines.contains(p) && !board.contains_key(p))
            .collect();
        cell = *safe
            .iter()
            .find(|&&p| !beside_a_mine(p))
            .or(safe.first())
            .expect("a safe cell left");
    }
}

/// `player`'s latest game of `category`, as their page lists it.
async fn players_game(address: &str, player: &str, category: &str) -> Value {
    let (_, body) = get(address, &format!("/api/players/{player}")).await;
    let page: Value = serde_json::from_str(&body).unwrap();
    page["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["category"] == category)
        .cloned()
        .unwrap_or_else(|| panic!("no {category} game on the page: {body}"))
}

/// Attack 6: five throwaway players probe the daily from one network, then the main player
/// wins it without a guess. The win is kept but off the day's board; a player of another
/// network with a history is on it, and one without a history is not.
#[tokio::test]
async fn a_daily_mapped_by_throwaway_players_does_not_count() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start_with(data.path(), database.clone(), many_players()).await;
        let db = open_db(data.path(), database.as_deref()).await;
        for _ in 0..5 {
            let mut probe = Client::connect(&address).await;
            new_player(&mut probe).await;
            let game = probe
                .ask(json!({"type": "start", "category": "daily-beginner"}))
                .await;
            let id = game["game"].as_str().unwrap();
            probe
                .ask(json!({"type": "move", "game": id, "seq": 0, "action": "reveal", "row": game["start"][0], "col": game["start"][1]}))
                .await;
        }
        let mut main = Client::connect(&address).await;
        let (main_id, _) = new_player(&mut main).await;
        history(&db, &main_id, 10).await;
        let over = win_knowing_it(&mut main, &db, "daily-beginner", PACE).await;
        assert_eq!(over["status"], "won", "{over}");
        assert_eq!(over.get("rank"), None, "{over}");
        assert_eq!(over["unranked"], json!({"why": "shared_network"}), "{over}");
        // Someone else, from another network, with a history: on the board.
        let mut other = Client::connect_from(&address, [127, 0, 0, 5]).await;
        let (other_id, _) = new_player(&mut other).await;
        history(&db, &other_id, 10).await;
        beginner_record(&db, &other_id).await;
        let theirs = win_knowing_it(&mut other, &db, "daily-beginner", PACE).await;
        assert_eq!(
            (theirs["status"].as_str(), theirs["rank"].as_u64()),
            (Some("won"), Some(1)),
            "{theirs}"
        );
        // A newcomer, from a network of their own: kept off it until they have a history.
        let mut newcomer = Client::connect_from(&address, [127, 0, 0, 6]).await;
        new_player(&mut newcomer).await;
        let fresh = win_knowing_it(&mut newcomer, &db, "daily-beginner", PACE).await;
        assert_eq!(
            fresh["unranked"],
            json!({"why": "no_history", "needed": 10, "finished": 0}),
            "{fresh}"
        );
        let (_, body) = get(&address, "/api/leaderboard?category=daily-beginner").await;
        let board: Value = serde_json::from_str(&body).unwrap();
        let listed: Vec<&str> = board["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["player"].as_str().unwrap())
            .collect();
        assert_eq!(listed, [other_id.as_str()], "{body}");
        // The main player's page keeps the win, and says why it is not ranked.
        let daily = players_game(&address, &main_id, "daily-beginner").await;
        assert_eq!(daily["status"], "won");
        assert_eq!(daily["unranked"]["why"], "shared_network", "{daily}");
        server.abort();
    }
}

/// Attack 7: throwaway players each make a room, the main player joins, the throwaway
/// leaves: a forfeit before both played moves no rating. One that plays a move first and
/// then leaves, from the same network: unrated too.
#[tokio::test]
async fn ratings_are_not_farmed_from_throwaway_forfeits() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start_with(data.path(), database, many_players()).await;
        let mut main = Client::connect(&address).await;
        let (main_id, _) = new_player(&mut main).await;
        for round in 0..60 {
            let mut throwaway = Client::connect(&address).await;
            new_player(&mut throwaway).await;
            // Every other one plays a move first, and so does the main player: "both played"
            // holds, but one network is one person.
            let over = battle_left(&mut throwaway, &mut main, round % 2 == 1).await;
            assert_eq!(over["ending"]["winner"], "two");
            assert_eq!(over["ending"]["change"], json!([0, 0]), "{over}");
            assert!(
                over["ending"]["unrated"]
                    .as_str()
                    .unwrap()
                    .starts_with("not rated"),
                "{over}"
            );
        }
        let (_, body) = get(&address, &format!("/api/players/{main_id}")).await;
        let page: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(page["rating"], 1200, "sixty forfeits, no rating: {body}");
        assert_eq!(page["battles"].as_array().unwrap().len(), 60);
        assert!(page["battles"][0]["unrated"].is_string());
        let (_, body) = get(&address, "/api/battle/leaderboard").await;
        assert_eq!(
            serde_json::from_str::<Value>(&body).unwrap()["rows"],
            json!([]),
            "{body}"
        );
        server.abort();
    }
}

/// A battle `leaver` makes and `stayer` joins, both playing a move first if `both_move`, then
/// left by `leaver`: the `battle_over` `stayer` hears.
async fn battle_left(leaver: &mut Client, stayer: &mut Client, both_move: bool) -> Value {
    let settings = json!({"rows": 10, "cols": 12, "mines": 20, "lives": 2, "pace": "realtime"});
    leaver
        .send(&json!({"type": "room_new", "battle": settings}))
        .await;
    // Past what the leaver still hears of its last battle.
    let room = loop {
        let room = leaver.until("room").await;
        if room["seat"] == "one" && room["state"] == "waiting" {
            break room;
        }
    };
    let code = room["room"].as_str().unwrap().to_string();
    stayer
        .send(&json!({"type": "room_join", "room": code}))
        .await;
    let joined = loop {
        let room = stayer.until("room").await;
        if room["room"] == code.as_str() {
            break room;
        }
    };
    assert_eq!(joined["seat"], "two", "{joined}");
    if both_move {
        let one = legal(&joined["cells"], "one");
        leaver
            .send(&json!({"type": "battle_move", "room": code, "seq": 0, "action": "reveal", "row": one.0, "col": one.1}))
            .await;
        leaver.until("battle_moved").await;
        // The board as it is after that move, for the stayer's.
        let theirs = stayer.until("battle_moved").await;
        let mut seen = joined["cells"].as_array().unwrap().clone();
        seen.extend(theirs["cells"].as_array().unwrap().iter().cloned());
        let two = legal(&json!(seen), "two");
        stayer
            .send(&json!({"type": "battle_move", "room": code, "seq": 0, "action": "reveal", "row": two.0, "col": two.1}))
            .await;
        stayer.until("battle_moved").await;
    }
    leaver
        .send(&json!({"type": "room_leave", "room": code}))
        .await;
    let over = stayer.until("battle_over").await;
    // And the room, finished.
    stayer.until("room").await;
    over
}

/// Attack 6 of issue 55: throwaways of two networks season each other (each battle a move
/// and a forfeit), then lose once each to the main player, of a third network: before, 60 of
/// them took a rating from 1200 to 1600. A throwaway's battles against the other network
/// season it once a day, and the main player's wins count less against each network the more
/// it met it: here eight throwaways that played four battles each give 14 points, where
/// they gave 64 (see `elo`'s test for the sixty).
#[tokio::test]
async fn seasoned_throwaways_of_few_networks_buy_little_rating() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start_with(data.path(), database, many_players()).await;
        let mut farm = Vec::new();
        for network in [2, 3] {
            for _ in 0..4 {
                let mut throwaway = Client::connect_from(&address, [127, 0, 0, network]).await;
                new_player(&mut throwaway).await;
                farm.push(throwaway);
            }
        }
        let (one, two) = farm.split_at_mut(4);
        for a in one.iter_mut() {
            for b in two.iter_mut() {
                let over = battle_left(a, b, true).await;
                assert_eq!(over["ending"]["unrated"], Value::Null, "{over}");
            }
        }
        let mut main = Client::connect_from(&address, [127, 0, 0, 4]).await;
        let (main_id, _) = new_player(&mut main).await;
        let mut gains = Vec::new();
        for throwaway in &mut farm {
            let over = battle_left(throwaway, &mut main, true).await;
            assert_eq!(over["ending"]["winner"], "two", "{over}");
            gains.push(over["ending"]["change"][1].as_i64().unwrap());
        }
        // Against throwaways seasoned once (a fifth of a result): 3, then 3 / 2, 3 / 3…
        // of each network.
        assert_eq!(gains, [3, 2, 1, 1, 3, 2, 1, 1], "{gains:?}");
        let (_, body) = get(&address, &format!("/api/players/{main_id}")).await;
        let page: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(page["rating"], 1214, "{body}");
        server.abort();
    }
}

/// Attack 7 of issue 55: a daily mapped from other networks (the test reads its mines as
/// their probes would have told), won by a player with a history but no beginner win: held
/// off its board, and put there when the player shows that pace in an ordinary game.
#[tokio::test]
async fn a_mapped_daily_is_held_until_its_pace_is_shown_again() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        // Every move 100 ms after the one before, on the server's clock, and one click a 3BV:
        // 10 3BV/s or more (n 3BV in n - 1 steps), over the 4 a daily beginner goes on the
        // boards with and no record, and a person's pace.
        let (clock, step) = stepping_clock(100);
        let (address, server) =
            start_timed(data.path(), database.clone(), many_players(), Some(clock)).await;
        let db = open_db(data.path(), database.as_deref()).await;
        let mut main = Client::connect_from(&address, [127, 0, 0, 7]).await;
        let (main_id, _) = new_player(&mut main).await;
        history(&db, &main_id, 10).await;
        let over = win_knowing_it(&mut main, &db, "daily-beginner", Duration::ZERO).await;
        assert_eq!(
            (over["status"].as_str(), over.get("rank")),
            (Some("won"), None),
            "{over}"
        );
        let why = &over["unranked"];
        assert!(
            why["why"] == "held" && why["level"] == "beginner" && why["best"].is_null(),
            "{why}"
        );
        let board = |address: String| async move {
            let (_, body) = get(&address, "/api/leaderboard?category=daily-beginner").await;
            let rows = serde_json::from_str::<Value>(&body).unwrap()["rows"].clone();
            rows.as_array()
                .unwrap()
                .iter()
                .map(|r| r["player"].as_str().unwrap().to_string())
                .collect::<Vec<_>>()
        };
        assert!(board(address.clone()).await.is_empty());
        // An ordinary beginner won at 50 ms a move, one click a 3BV: 20 3BV/s or more (and
        // at most 40, 20 moves a second: a person's), so over two thirds of the daily's pace
        // whatever either board: on its board at once (no one can map an ordinary board), it
        // puts the daily on its board. (A board cleared by its first click has no pace.)
        step.store(50, std::sync::atomic::Ordering::Relaxed);
        let mut games = 0..20;
        let won = loop {
            assert!(games.next().is_some(), "no beginner of 2 3BV or more in 20");
            let over = win_knowing_it(&mut main, &db, "beginner", Duration::ZERO).await;
            if over["bbbv"].as_u64() > Some(1) {
                break over;
            }
        };
        assert!(won["rank"].is_u64(), "{won}");
        // The player is told.
        let today = minesweeper_server::daily::today();
        assert_eq!(
            won["released"],
            json!([{"category": "daily-beginner", "day": today}]),
            "{won}"
        );
        assert_eq!(board(address.clone()).await, [main_id.as_str()]);
        let daily = players_game(&address, &main_id, "daily-beginner").await;
        assert_eq!(daily["unranked"], Value::Null, "{daily}");
        server.abort();
    }
}

/// A hidden cell of a 10 × 12 board touching `seat`'s opening among `cells`.
fn legal(cells: &Value, seat: &str) -> (u32, u32) {
    let shown: std::collections::HashMap<(i64, i64), String> = cells
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                (c[0].as_i64().unwrap(), c[1].as_i64().unwrap()),
                c[2].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let owned = |r: i64, c: i64| {
        shown
            .get(&(r, c))
            .is_some_and(|v| v.starts_with(&format!("{seat}:")))
    };
    (0..10i64)
        .flat_map(|r| (0..12i64).map(move |c| (r, c)))
        .find(|&(r, c)| {
            !shown.contains_key(&(r, c))
                && (-1..=1).any(|dr| (-1..=1).any(|dc| (dr, dc) != (0, 0) && owned(r + dr, c + dc)))
        })
        .map(|(r, c)| (r as u32, c as u32))
        .expect("a legal cell")
}

/// Attack 8: a bot's win at machine speed is kept, marked, and left off the leaderboards;
/// and a game left for a new one of its category is lost (abandoned), as its player's page
/// shows.
#[tokio::test]
async fn a_bots_wins_are_kept_off_the_boards_and_an_abandoned_game_is_lost() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start_with(data.path(), database, Limits::default()).await;
        let mut bot = Client::connect(&address).await;
        let (bot_id, _) = new_player(&mut bot).await;
        let won = fast_win(&mut bot).await;
        let why = won["unranked"]["why"].as_str().expect("marked");
        assert!(why == "beyond_record" || why == "beyond_pace", "{won}");
        assert_eq!(won.get("rank"), None);
        let (_, body) = get(&address, "/api/leaderboard?category=beginner").await;
        assert_eq!(
            serde_json::from_str::<Value>(&body).unwrap()["rows"],
            json!([]),
            "{body}"
        );
        // Abandoning: a game begun, then another of its category.
        let first = bot
            .ask(json!({"type": "start", "category": "intermediate"}))
            .await;
        let first_id = first["game"].as_str().unwrap().to_string();
        bot.ask(json!({"type": "move", "game": first_id, "seq": 0, "action": "reveal", "row": 8, "col": 8}))
            .await;
        let second = bot
            .ask(json!({"type": "start", "category": "intermediate"}))
            .await;
        assert_eq!(second["type"], "game");
        let late = bot
            .ask(json!({"type": "move", "game": first_id, "seq": 1, "action": "flag", "row": 0, "col": 0}))
            .await;
        assert_eq!(late["message"], "that game is over", "{late}");
        let (_, body) = get(&address, &format!("/api/players/{bot_id}")).await;
        let page: Value = serde_json::from_str(&body).unwrap();
        let games = page["games"].as_array().unwrap();
        let line = |id: &str| games.iter().find(|g| g["game"] == id).unwrap().clone();
        let abandoned = line(&first_id);
        assert_eq!(
            (
                abandoned["status"].as_str(),
                abandoned["end_reason"].as_str()
            ),
            (Some("lost"), Some("abandoned")),
            "{abandoned}"
        );
        let won_line = line(won["game"].as_str().unwrap());
        assert_eq!(won_line["status"], "won");
        assert!(won_line["unranked"]["why"].is_string(), "{won_line}");
        // Its replay is public, as any finished game's.
        assert_eq!(
            get(&address, &format!("/api/games/{first_id}/replay"))
                .await
                .0,
            200
        );
        server.abort();
    }
}

/// Beginner games at machine speed until one is won: the end's message (with its game).
async fn fast_win(client: &mut Client) -> Value {
    for _ in 0..30 {
        let game = client
            .ask(json!({"type": "start", "category": "beginner"}))
            .await;
        let id = game["game"].as_str().unwrap().to_string();
        let mut board = Seen::new();
        for seq in 0.. {
            let (row, col) = if seq == 0 {
                (4, 4)
            } else {
                next_cell(&board, 9, 9)
            };
            let moved = client
                .play(json!({"type": "move", "game": id, "seq": seq, "action": "reveal", "row": row, "col": col}))
                .await;
            if moved["status"] == "playing" {
                learn(&mut board, &moved["cells"]);
                continue;
            }
            let mut over = client.recv().await;
            if over["status"] == "won" {
                over["game"] = json!(id);
                return over;
            }
            break;
        }
    }
    panic!("no win in 30 beginner games");
}

/// Attack 9: a game whose last move is stored and whose result is not (a kill between the
/// two, when they were two commits) is recorded when the server starts: its replay served,
/// its moves refused, a daily's layout still kept back, and the win ranked.
#[tokio::test]
async fn a_game_stored_over_but_unrecorded_is_recorded_at_start() {
    use minesweeper_server::db::{MoveRow, NewGame};
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start_with(data.path(), database.clone(), Limits::default()).await;
        let mut client = Client::connect(&address).await;
        let (player, token) = new_player(&mut client).await;
        drop(client);
        server.abort();
        let db = open_db(data.path(), database.as_deref()).await;
        history(&db, &player, 10).await;
        // A beginner game won and a daily beginner lost, every move stored, neither recorded.
        let today = minesweeper_server::daily::today();
        let daily_seed = daily_seed(&db, "daily-beginner").await;
        let start = minesweeper_engine::daily::start_cell(
            minesweeper_server::referee::category("daily-beginner")
                .unwrap()
                .config(),
            daily_seed,
        );
        for (id, category, seed, day, win) in [
            ("stuck-won", "beginner", 42, None, true),
            (
                "stuck-daily",
                "daily-beginner",
                daily_seed,
                Some(today.as_str()),
                false,
            ),
        ] {
            db.create_game(&NewGame {
                id,
                player: &player,
                category,
                size: (9, 9, 10),
                seed,
                now: 1_000,
                day,
                address_key: None,
            })
            .await
            .unwrap();
            let first = if day.is_some() {
                (start.row, start.col)
            } else {
                (4, 4)
            };
            let mines = layout(category, seed, first);
            let mut cells = vec![first];
            if win {
                cells.extend(
                    (0..9)
                        .flat_map(|r| (0..9).map(move |c| (r, c)))
                        .filter(|p| !mines.contains(p) && *p != first),
                );
            } else {
                cells.push(mines[0]);
            }
            for (seq, (row, col)) in cells.into_iter().enumerate() {
                let mv = MoveRow {
                    seq: seq as u64,
                    kind: "reveal".into(),
                    row,
                    col,
                    at_ms: 1_000 + 1_000 * seq as i64,
                    cursor: None,
                };
                db.add_move(id, &mv).await.unwrap();
            }
        }
        drop(db);
        let (address, server) = start_with(data.path(), database, Limits::default()).await;
        let mut client = Client::connect(&address).await;
        client.ask(json!({"type": "hello", "token": token})).await;
        for id in ["stuck-won", "stuck-daily"] {
            let resumed = client.ask(json!({"type": "resume", "game": id})).await;
            assert_eq!(resumed["message"], "that game is over", "{resumed}");
        }
        let (status, replay) = get(&address, "/api/games/stuck-won/replay").await;
        assert_eq!(status, 200, "{replay}");
        assert_eq!(get(&address, "/api/games/stuck-daily/replay").await.0, 403);
        let (_, body) = get(&address, &format!("/api/players/{player}")).await;
        let page: Value = serde_json::from_str(&body).unwrap();
        let status = |id: &str| {
            page["games"]
                .as_array()
                .unwrap()
                .iter()
                .find(|g| g["game"] == id)
                .unwrap()["status"]
                .clone()
        };
        assert_eq!(
            (status("stuck-won"), status("stuck-daily")),
            (json!("won"), json!("lost")),
            "{body}"
        );
        let (_, body) = get(&address, "/api/leaderboard?category=beginner").await;
        let board: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(board["rows"][0]["game"], "stuck-won", "{body}");
        server.abort();
    }
}
