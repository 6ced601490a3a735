//! Battles against people on the real server, over real sockets, on SQLite and PostgreSQL:
//! a room made and joined by its code, the turn kept, flags kept private, a watcher who
//! cannot move, a battle played to its end with both ratings moved and both histories
//! holding it; a dropped player who comes back, and one who stays away and forfeits; quick
//! match.

mod common;

use common::{databases, get, start_with, Client, Sight};
use minesweeper_server::limits::Limits;
use serde_json::{json, Value};

/// Small boards and a one-second grace, so a forfeit is quick to see.
fn limits() -> Limits {
    Limits {
        reconnect_seconds: 1,
        ..Limits::default()
    }
}

fn config(pace: &str) -> Value {
    json!({"rows": 10, "cols": 12, "mines": 20, "lives": 2, "pace": pace})
}

/// The next message (a server that never sends it fails the test after [`HANG`]).
async fn next(client: &mut Client) -> Value {
    client.recv().await
}

/// Messages until one of `kind`.
async fn until(client: &mut Client, kind: &str) -> Value {
    for _ in 0..50 {
        let message = next(client).await;
        if message["type"] == kind {
            return message;
        }
    }
    panic!("no {kind}");
}

/// A player on a connection, and their token.
async fn player(address: &str, name: &str) -> (Client, String, String) {
    player_from(address, name, [127, 0, 0, 1]).await
}

/// [`player`] from another loopback address: another network, as a second person's is (two
/// seats on one network are not rated).
async fn player_from(address: &str, name: &str, from: [u8; 4]) -> (Client, String, String) {
    let mut client = Client::connect_from(address, from).await;
    let welcome = client.ask(json!({"type": "hello"})).await;
    client.ask(json!({"type": "name", "name": name})).await;
    (
        client,
        welcome["player"].as_str().unwrap().to_string(),
        welcome["token"].as_str().unwrap().to_string(),
    )
}

#[tokio::test]
async fn a_battle_between_two_people_is_refereed_to_its_end_and_rated() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start_with(data.path(), database, limits()).await;
        let (mut one, one_id, _) = player_from(&address, "Ada", [127, 0, 0, 2]).await;
        let (mut two, two_id, _) = player_from(&address, "Bo", [127, 0, 0, 3]).await;
        let made = one
            .ask(json!({"type": "room_new", "battle": config("turns")}))
            .await;
        assert_eq!(
            (&made["type"], &made["seat"], &made["state"]),
            (&json!("room"), &json!("one"), &json!("waiting"))
        );
        let code = made["room"].as_str().unwrap().to_string();
        assert_eq!(code.len(), 7, "35 bits: not guessable in useful time");
        // Typed by a person: lower case reads too.
        let joined = two
            .ask(json!({"type": "room_join", "room": code.to_lowercase()}))
            .await;
        assert_eq!(
            (&joined["seat"], &joined["state"]),
            (&json!("two"), &json!("playing"))
        );
        let told = until(&mut one, "room").await;
        assert_eq!(told["state"], "playing");
        assert_eq!(told["players"][1]["name"], "Bo");
        assert_eq!(told["players"][0]["rating"], 1200);
        let mut sights = [Sight::default(), Sight::default()];
        sights[0].learn(&told["cells"]);
        sights[1].learn(&joined["cells"]);
        // Each sees both openings, and no mine.
        assert!(told["cells"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| !c[2].as_str().unwrap().starts_with("hit")));
        assert!(told.get("mines").is_none());

        // Turns: seat one moves first.
        let (r, c) = sights[1].legal("two", 10, 12).unwrap();
        let early = two
            .ask(json!({"type": "battle_move", "room": code, "seq": 0, "action": "reveal", "row": r, "col": c}))
            .await;
        assert_eq!(
            (&early["code"], &early["message"]),
            (&json!("refused"), &json!("it is not your turn"))
        );
        // A flag is free and private: only its player hears of it.
        let (r, c) = sights[0].legal("one", 10, 12).unwrap();
        one.send(&json!({"type": "battle_move", "room": code, "seq": 0, "action": "flag", "row": r, "col": c}))
            .await;
        let flagged = until(&mut one, "battle_moved").await;
        assert_eq!(flagged["cells"], json!([[r, c, "flag"]]));
        one.send(&json!({"type": "battle_move", "room": code, "seq": 1, "action": "flag", "row": r, "col": c}))
            .await;
        until(&mut one, "battle_moved").await;

        // A watcher sees the battle and cannot move.
        let (mut watcher, _, _) = player(&address, "Cy").await;
        let watching = watcher
            .ask(json!({"type": "room_join", "room": code}))
            .await;
        assert_eq!(
            (
                &watching["seat"],
                &watching["players"].as_array().unwrap().len()
            ),
            (&json!("watching"), &2)
        );
        let refused = watcher
            .ask(json!({"type": "battle_move", "room": code, "seq": 0, "action": "reveal", "row": 0, "col": 0}))
            .await;
        assert_eq!(
            refused["message"],
            "you are watching this battle: a watcher cannot move"
        );

        // The battle, to its end: each plays a cell touching their territory, in turn.
        let mut clients = [one, two];
        let mut seq = [2u64, 0];
        let mut turn = 0usize;
        let mut over = None;
        for _ in 0..400 {
            let seat = ["one", "two"][turn];
            let Some((r, c)) = sights[turn].legal(seat, 10, 12) else {
                break;
            };
            clients[turn]
                .send(&json!({"type": "battle_move", "room": code, "seq": seq[turn], "action": "reveal", "row": r, "col": c}))
                .await;
            seq[turn] += 1;
            // Everyone in the room hears of it, each as they see it.
            let mut heard = Vec::new();
            for (i, client) in clients.iter_mut().enumerate() {
                let moved = until(client, "battle_moved").await;
                // The mover's number to the mover only: no count of hidden flags.
                let numbered = if i == turn {
                    json!(seq[turn] - 1)
                } else {
                    Value::Null
                };
                assert_eq!((&moved["by"], &moved["seq"]), (&json!(seat), &numbered));
                sights[i].learn(&moved["cells"]);
                heard.push(moved);
            }
            assert_eq!(
                heard[0]["cells"], heard[1]["cells"],
                "an opened cell is the same for both"
            );
            let watched = until(&mut watcher, "battle_moved").await;
            assert_eq!(watched["cells"], heard[0]["cells"]);
            if heard[0]["status"] == "over" {
                over = Some(until(&mut clients[0], "battle_over").await);
                break;
            }
            turn = usize::from(heard[0]["turn"] == "two");
        }
        let over = over.expect("the battle ended");
        let ending = &over["ending"];
        assert!(["target", "no_moves_left"].contains(&ending["reason"].as_str().unwrap()));
        assert!(
            !over["mines"].as_array().unwrap().is_empty(),
            "the layout, once it is over"
        );
        let change = ending["change"].as_array().unwrap();
        assert_eq!(change[0].as_i64().unwrap(), -change[1].as_i64().unwrap());
        assert_eq!(
            ending.get("unrated"),
            None,
            "two networks, both played: rated"
        );
        if let Some(winner) = ending["winner"].as_str() {
            let won = usize::from(winner == "two");
            assert_eq!(
                change[won], 2,
                "even ratings, both new: the winner gains a tenth of K/2 (1.6)"
            );
        }
        let over_two = until(&mut clients[1], "battle_over").await;
        assert_eq!(over_two["ending"], *ending);
        // Kept in both players' history, and on the battle leaderboard.
        for (id, seat) in [(&one_id, "one"), (&two_id, "two")] {
            let (_, body) = get(&address, &format!("/api/players/{id}")).await;
            let page: Value = serde_json::from_str(&body).unwrap();
            assert_eq!(page["battles"][0]["seat"], seat);
            assert_eq!(page["battles"][0]["names"], json!(["Ada", "Bo"]));
            let i = usize::from(seat == "two");
            assert_eq!(
                page["rating"].as_i64().unwrap(),
                1200 + change[i].as_i64().unwrap()
            );
        }
        let (_, body) = get(
            &address,
            &format!("/api/battle/leaderboard?player={two_id}"),
        )
        .await;
        let board: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(board["rows"].as_array().unwrap().len(), 2);
        assert_eq!(board["you"]["player"], two_id.as_str());
        // A move after the end is refused.
        let late = clients[0]
            .ask(json!({"type": "battle_move", "room": code, "seq": seq[0], "action": "reveal", "row": 0, "col": 0}))
            .await;
        let late = if late["type"] == "room" {
            next(&mut clients[0]).await
        } else {
            late
        };
        assert_eq!(late["message"], "the battle is over");
        server.abort();
    }
}

#[tokio::test]
async fn a_dropped_player_comes_back_to_their_seat_or_forfeits_after_the_grace() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start_with(data.path(), database, limits()).await;
        let (mut one, _, _) = player(&address, "Ada").await;
        let (mut two, _, token) = player(&address, "Bo").await;
        let made = one
            .ask(json!({"type": "room_new", "battle": config("realtime")}))
            .await;
        let code = made["room"].as_str().unwrap().to_string();
        two.ask(json!({"type": "room_join", "room": code})).await;
        until(&mut one, "room").await;
        let mut sight = Sight::default();
        sight.learn(&made["cells"]);
        // Seat two drops: seat one is told (the seats, not the board again), and no move is
        // played meanwhile.
        drop(two);
        let told = until(&mut one, "room_seats").await;
        assert_eq!(told["state"], "reconnecting");
        assert_eq!(told["players"][1]["here"], false);
        assert!(told.get("cells").is_none(), "{told}");
        let (r, c) = sight.legal("one", 10, 12).unwrap();
        let paused = one
            .ask(json!({"type": "battle_move", "room": code, "seq": 0, "action": "reveal", "row": r, "col": c}))
            .await;
        assert_eq!(
            paused["message"],
            "a player is reconnecting: no move is played until they are back"
        );
        // Back within the grace, on a new connection: the same seat, play goes on.
        let mut again = Client::connect(&address).await;
        again.ask(json!({"type": "hello", "token": token})).await;
        let back = again.ask(json!({"type": "room_join", "room": code})).await;
        assert_eq!(
            (&back["seat"], &back["state"], &back["next_seq"]),
            (&json!("two"), &json!("playing"), &json!(0))
        );
        assert_eq!(until(&mut one, "room_seats").await["state"], "playing");
        one.send(&json!({"type": "battle_move", "room": code, "seq": 0, "action": "reveal", "row": r, "col": c}))
            .await;
        until(&mut one, "battle_moved").await;
        until(&mut again, "battle_moved").await;
        // Gone past the grace: seat one wins by forfeit.
        drop(again);
        assert_eq!(until(&mut one, "room_seats").await["state"], "reconnecting");
        let over = until(&mut one, "battle_over").await;
        assert_eq!(over["ending"]["winner"], "one");
        assert_eq!(over["ending"]["reason"], "forfeit");
        assert_eq!(until(&mut one, "room").await["state"], "finished");
        server.abort();
    }
}

#[tokio::test]
async fn quick_match_pairs_the_next_two_with_the_same_settings() {
    let data = tempfile::tempdir().unwrap();
    let (address, server) = start_with(data.path(), None, limits()).await;
    let (mut one, _, _) = player(&address, "Ada").await;
    let (mut two, _, _) = player(&address, "Bo").await;
    let (mut three, _, _) = player(&address, "Cy").await;
    let waiting = one
        .ask(json!({"type": "quick_match", "battle": config("turns")}))
        .await;
    assert_eq!(waiting["state"], "waiting");
    // Asking again waits in the same room.
    let again = one
        .ask(json!({"type": "quick_match", "battle": config("turns")}))
        .await;
    assert_eq!(again["room"], waiting["room"]);
    // Other settings: a room of its own.
    let other = three
        .ask(json!({"type": "quick_match", "battle": config("realtime")}))
        .await;
    assert_ne!(other["room"], waiting["room"]);
    let matched = two
        .ask(json!({"type": "quick_match", "battle": config("turns")}))
        .await;
    assert_eq!(
        (&matched["room"], &matched["seat"], &matched["state"]),
        (&waiting["room"], &json!("two"), &json!("playing"))
    );
    assert_eq!(until(&mut one, "room").await["state"], "playing");
    // Bad settings and unknown rooms are refused with why.
    let bad = two
        .ask(json!({"type": "room_new", "battle": {"rows": 3, "cols": 3, "mines": 1, "lives": 1, "pace": "turns"}}))
        .await;
    assert_eq!(bad["code"], "bad_message");
    let nowhere = two
        .ask(json!({"type": "room_join", "room": "ZZZZZZZ"}))
        .await;
    assert_eq!(nowhere["code"], "refused");
    // Leaving a waiting room closes it.
    three
        .ask(json!({"type": "room_leave", "room": other["room"]}))
        .await;
    let gone = two
        .ask(json!({"type": "room_join", "room": other["room"]}))
        .await;
    assert_eq!(gone["code"], "refused");
    server.abort();
}

/// Two players at a battle against each other, each having made a move, still being played.
struct Begun {
    one: Client,
    two: Client,
    one_id: String,
    one_token: String,
    two_token: String,
    code: String,
    sights: [Sight; 2],
}

/// A battle begun and a move each played, seen by both. A first reveal can open the target
/// (half the safe cells and one) and end the battle at once; then another pair begins another.
async fn begun(address: &str) -> Begun {
    for _ in 0..10 {
        let (mut one, one_id, one_token) = player_from(address, "Ada", [127, 0, 0, 2]).await;
        let (mut two, _, two_token) = player_from(address, "Bo", [127, 0, 0, 3]).await;
        let made = one
            .ask(json!({"type": "room_new", "battle": config("turns")}))
            .await;
        let code = made["room"].as_str().unwrap().to_string();
        let joined = two.ask(json!({"type": "room_join", "room": code})).await;
        let told = until(&mut one, "room").await;
        let mut sights = [Sight::default(), Sight::default()];
        sights[0].learn(&told["cells"]);
        sights[1].learn(&joined["cells"]);
        let mut playing = true;
        for (seat, name) in [(0, "one"), (1, "two")] {
            let (r, c) = sights[seat].legal(name, 10, 12).unwrap();
            let mover = if seat == 0 { &mut one } else { &mut two };
            mover
                .send(&json!({"type": "battle_move", "room": code, "seq": 0, "action": "reveal", "row": r, "col": c}))
                .await;
            for client in [&mut one, &mut two] {
                let moved = until(client, "battle_moved").await;
                playing &= moved["status"] == "playing";
                for sight in &mut sights {
                    sight.learn(&moved["cells"]);
                }
            }
            if !playing {
                break;
            }
        }
        if playing {
            return Begun {
                one,
                two,
                one_id,
                one_token,
                two_token,
                code,
                sights,
            };
        }
    }
    panic!("ten battles in a row ended at their first moves");
}

/// A battle outlives its server: stopped mid-battle and started again on the same data, the
/// room is rebuilt from what was stored (the board, every move in order) when its players come
/// back by its code; it plays on, ends once, and is stored once.
#[tokio::test]
async fn a_battle_survives_a_server_restart_with_every_move() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let grace = Limits {
            reconnect_seconds: 10,
            ..Limits::default()
        };
        let (address, server) = start_with(data.path(), database.clone(), grace).await;
        let Begun {
            mut one,
            two,
            one_id,
            one_token,
            two_token,
            code,
            sights,
        } = begun(&address).await;
        // The room as seat one sees it (asked again: it changes nothing for the other).
        let before = one.ask(json!({"type": "room_join", "room": code})).await;
        server.abort();
        let _ = server.await;
        drop((one, two));
        // Started again: both come back by the code to their seats, the moves all there.
        let (address, server) = start_with(data.path(), database.clone(), grace).await;
        let mut one = Client::connect_from(&address, [127, 0, 0, 2]).await;
        one.ask(json!({"type": "hello", "token": one_token})).await;
        let back = one.ask(json!({"type": "room_join", "room": code})).await;
        assert_eq!(
            (&back["seat"], &back["state"], &back["next_seq"]),
            (&json!("one"), &json!("reconnecting"), &json!(1)),
            "{back}"
        );
        assert_eq!(back["cells"], before["cells"], "the board as it was");
        assert_eq!(back["territory"], before["territory"]);
        let mut two = Client::connect_from(&address, [127, 0, 0, 3]).await;
        two.ask(json!({"type": "hello", "token": two_token})).await;
        let back = two.ask(json!({"type": "room_join", "room": code})).await;
        assert_eq!(
            (&back["seat"], &back["state"]),
            (&json!("two"), &json!("playing"))
        );
        assert_eq!(until(&mut one, "room_seats").await["state"], "playing");
        // Play goes on: seat one's second move.
        let (r, c) = sights[0].legal("one", 10, 12).unwrap();
        one.send(&json!({"type": "battle_move", "room": code, "seq": 1, "action": "reveal", "row": r, "col": c}))
            .await;
        let moved = until(&mut two, "battle_moved").await;
        // It ends (seat one leaves: a forfeit; or that move opened the target), once, and is
        // stored once.
        if moved["status"] == "playing" {
            one.send(&json!({"type": "room_leave", "room": code})).await;
            let over = until(&mut two, "battle_over").await;
            assert_eq!(over["ending"]["winner"], "two");
        } else {
            until(&mut two, "battle_over").await;
        }
        let (_, page) = get(&address, &format!("/api/players/{one_id}")).await;
        let page: Value = serde_json::from_str(&page).unwrap();
        assert_eq!(page["battles"].as_array().map(Vec::len), Some(1), "{page}");
        server.abort();
        let _ = server.await;
        // Over, it is not rebuilt again.
        let (address, server) = start_with(data.path(), database, grace).await;
        let mut one = Client::connect_from(&address, [127, 0, 0, 2]).await;
        one.ask(json!({"type": "hello", "token": one_token})).await;
        let gone = one.ask(json!({"type": "room_join", "room": code})).await;
        assert_eq!(gone["type"], "error", "{gone}");
        server.abort();
    }
}

/// A chord on a number whose flags do not match it opens nothing. It was answered as a move
/// and stored as one, though the battle did not count it: the next move took the same number
/// in the store, was refused there, and the battle could not go on. Now it is refused with
/// why, and play goes on.
#[tokio::test]
async fn a_chord_that_opens_nothing_is_refused_and_play_goes_on() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start_with(data.path(), database, limits()).await;
        let (mut one, _, _) = player_from(&address, "Ada", [127, 0, 0, 2]).await;
        let (mut two, _, _) = player_from(&address, "Bo", [127, 0, 0, 3]).await;
        let made = one
            .ask(json!({"type": "room_new", "battle": config("realtime")}))
            .await;
        let code = made["room"].as_str().unwrap().to_string();
        two.ask(json!({"type": "room_join", "room": code})).await;
        let told = until(&mut one, "room").await;
        let mut sight = Sight::default();
        sight.learn(&told["cells"]);
        // A number of seat one's opening, no flag around it.
        let number = told["cells"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| {
                let view = c[2].as_str().unwrap();
                view.starts_with("one:") && view != "one:0"
            })
            .map(|c| (c[0].clone(), c[1].clone()))
            .expect("a number in seat one's opening");
        let chord = one
            .ask(json!({"type": "battle_move", "room": code, "seq": 0, "action": "chord", "row": number.0, "col": number.1}))
            .await;
        assert_eq!(chord["code"], "refused", "{chord}");
        assert!(chord["message"].as_str().unwrap().contains("opens nothing"));
        for seq in 0..2 {
            let (r, c) = sight.legal("one", 10, 12).unwrap();
            one.send(&json!({"type": "battle_move", "room": code, "seq": seq, "action": "flag", "row": r, "col": c}))
                .await;
            let moved = until(&mut one, "battle_moved").await;
            assert_eq!(moved["seq"], seq, "{moved}");
            sight.learn(&json!([[r, c, "flag"]]));
        }
        server.abort();
    }
}
