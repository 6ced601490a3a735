//! A player's own games on every device (issue 56), on each database: two devices that played
//! apart send their games and read the other's, merged by game id without duplicates or loss;
//! a game whose replay does not read is refused with why; past a player's bounds the oldest
//! games leave the server.

mod common;

use common::*;
use minesweeper_engine::history::Entry;
use minesweeper_engine::replay::{Recorder, Replay};
use minesweeper_engine::{Action, Config, Game, Pos};
use minesweeper_server::db::SentGame;
use serde_json::{json, Value};

const HOME: [u8; 4] = [127, 0, 0, 1];
const PHONE: [u8; 4] = [127, 0, 1, 2];

/// A beginner game of `seed`, one reveal, ended at `at`, as the history keeps it.
fn played(seed: u64, at: f64) -> Entry {
    let action = Action::Reveal(Pos::new(4, 4));
    let step = Game::new(Config::BEGINNER, seed).apply(action).unwrap();
    let mut recorder = Recorder::default();
    recorder.record(action, 0.0, false, true);
    let replay = Replay::of(&step.game, recorder.into_moves()).unwrap();
    Entry::new(&replay, at, false, false, None)
}

async fn sync(address: &str, token: &str, after: u64, games: &[&Entry], from: [u8; 4]) -> Value {
    let body = json!({"after": after, "games": games});
    let route = ("POST", "/api/account/games");
    let (status, answer) = http(address, route, Some(token), Some(&body), from).await;
    assert_eq!(status, 200, "{answer}");
    answer
}

fn ids(answer: &Value) -> Vec<String> {
    answer["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| serde_json::from_value::<Entry>(g.clone()).unwrap().id())
        .collect()
}

#[tokio::test]
async fn games_played_apart_on_two_devices_merge_by_id_without_duplicates_or_loss() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database).await;
        let mut client = Client::connect(&address).await;
        let (_, home) = new_player(&mut client).await;
        let key = ("POST", "/api/account/recovery-key");
        let (_, made) = http(&address, key, Some(&home), None, HOME).await;
        let recover = json!({"key": made["key"], "kind": "browser"});
        let route = ("POST", "/api/account/recover");
        let (_, signed) = http(&address, route, None, Some(&recover), PHONE).await;
        let phone = signed["token"].as_str().unwrap().to_string();

        // Played apart: the home device A and B, the phone B (the same game, seen on both)
        // and C.
        let (a, b, c) = (played(1, 1_000.0), played(2, 2_000.0), played(3, 3_000.0));
        let sent = sync(&address, &home, 0, &[&a, &b], HOME).await;
        assert_eq!(
            (sent["added"].as_u64(), sent["kept"].as_u64()),
            (Some(2), Some(2))
        );
        assert!(ids(&sent).is_empty(), "nothing it sent comes back: {sent}");
        let home_next = sent["next"].as_u64().unwrap();

        let sent = sync(&address, &phone, 0, &[&b, &c], PHONE).await;
        assert_eq!(sent["added"], 1, "B is kept once: {sent}");
        assert_eq!(ids(&sent), [a.id()], "the phone lacked A");
        assert_eq!(sent["kept"], 3);

        let read = sync(&address, &home, home_next, &[], HOME).await;
        assert_eq!(ids(&read), [c.id()], "home lacked C");
        let again = sync(&address, &home, read["next"].as_u64().unwrap(), &[], HOME).await;
        assert!(
            ids(&again).is_empty(),
            "read on from where it left off: {again}"
        );

        // A game whose summary disagrees with its replay is refused with why, not kept.
        let mut forged = played(4, 4_000.0);
        forged.time_ms += 1;
        let sent = sync(&address, &home, 0, &[&forged], HOME).await;
        assert_eq!(sent["added"], 0);
        let refused = sent["refused"][0].as_str().unwrap();
        assert!(refused.contains("replay does not read"), "{refused}");
        assert_eq!(sent["kept"], 3);

        // Another player reads none of them.
        let mut other = Client::connect(&address).await;
        let (_, stranger) = new_player(&mut other).await;
        let theirs = sync(&address, &stranger, 0, &[], HOME).await;
        assert!(ids(&theirs).is_empty(), "{theirs}");
        assert_eq!(theirs["kept"], 0);
        server.abort();
    }
}

#[tokio::test]
async fn past_a_players_bounds_the_oldest_games_leave_the_server() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database.clone()).await;
        let mut client = Client::connect(&address).await;
        let (player, _) = new_player(&mut client).await;
        server.abort();
        let db = open_db(data.path(), database.as_deref()).await;
        let sent = |seed: u64| {
            let entry = played(seed, seed as f64 * 1_000.0);
            SentGame {
                id: entry.id(),
                played_ms: entry.at as i64,
                entry: serde_json::to_string(&entry).unwrap(),
            }
        };
        let games: Vec<SentGame> = (1..=4).map(sent).collect();
        let size = games[0].entry.len() as i64;
        // At most 3 games: the oldest of 4 goes.
        let stored = db.keep_games(&player, &games, 3, i64::MAX).await.unwrap();
        assert_eq!((stored.added, stored.dropped), (4, 1));
        let kept = db.games_after(&player, 0, 10).await.unwrap();
        let kept: Vec<&str> = kept.iter().map(|g| g.game_id.as_str()).collect();
        assert_eq!(kept, [&games[1].id, &games[2].id, &games[3].id]);
        // At most two games' bytes: a newer game makes the oldest kept go.
        let stored = db
            .keep_games(&player, &[sent(5)], 10, 2 * size + 2)
            .await
            .unwrap();
        assert_eq!((stored.added, stored.dropped), (1, 2));
        assert_eq!(db.games_kept(&player).await.unwrap(), 2);
    }
}

/// A battle tally as a device sends it: `device`, and won, lost and drawn against novice.
fn tally(device: &str, novice: [u32; 3]) -> Value {
    json!({"device": device, "levels": {"novice": novice}})
}

async fn sync_battles(address: &str, token: &str, battles: Value) -> Value {
    let body = json!({"after": 0, "games": [], "battles": battles});
    let route = ("POST", "/api/account/games");
    let (status, answer) = http(address, route, Some(token), Some(&body), HOME).await;
    assert_eq!(status, 200, "{answer}");
    answer
}

#[tokio::test]
async fn each_devices_battle_tally_is_kept_whole_and_the_others_come_back() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database).await;
        let mut client = Client::connect(&address).await;
        let (_, token) = new_player(&mut client).await;
        // The laptop won 3 and lost 1; the phone won 1. Each reads the other's, not its own.
        let laptop = sync_battles(&address, &token, tally("laptop-1", [3, 1, 0])).await;
        assert_eq!(laptop["battles"], json!([]));
        let phone = sync_battles(&address, &token, tally("phone-01", [1, 0, 0])).await;
        assert_eq!(phone["battles"], json!([tally("laptop-1", [3, 1, 0])]));
        // The laptop's newer tally replaces its older: nothing is counted twice.
        sync_battles(&address, &token, tally("laptop-1", [4, 1, 0])).await;
        let phone = sync_battles(&address, &token, tally("phone-01", [1, 0, 1])).await;
        assert_eq!(phone["battles"], json!([tally("laptop-1", [4, 1, 0])]));
        // A device that sends none asks for none; one that played none reads the others'
        // without taking a place among them.
        let none = sync(&address, &token, 0, &[], HOME).await;
        assert_eq!(none["battles"], json!([]));
        let fresh = sync_battles(&address, &token, tally("tablet-1", [0, 0, 0])).await;
        assert_eq!(fresh["battles"].as_array().unwrap().len(), 2, "{fresh}");
        let phone = sync_battles(&address, &token, tally("phone-01", [1, 0, 1])).await;
        assert_eq!(phone["battles"].as_array().unwrap().len(), 1, "{phone}");
        // What cannot be a tally is refused with why, and keeps nothing.
        for (bad, why) in [
            (tally("x", [1, 0, 0]), "device name"),
            (tally("laptop-2", [2_000_000, 0, 0]), "past a million"),
            (
                json!({"device": "laptop-3", "levels": {"grandmaster": [1, 0, 0]}}),
                "not a computer's level",
            ),
        ] {
            let answer = sync_battles(&address, &token, bad).await;
            let refused = answer["refused"][0].as_str().unwrap_or_default();
            assert!(refused.contains(why), "{answer}");
        }
        // Past the bound on devices, a new one's tally stays on it; the others are kept.
        for n in 2..20 {
            sync_battles(
                &address,
                &token,
                tally(&format!("device-{n:02}"), [1, 0, 0]),
            )
            .await;
        }
        let late = sync_battles(&address, &token, tally("device-late", [9, 0, 0])).await;
        assert!(
            late["refused"][0].as_str().unwrap().contains("20 devices"),
            "{late}"
        );
        let phone = sync_battles(&address, &token, tally("phone-01", [1, 0, 1])).await;
        assert_eq!(phone["battles"].as_array().unwrap().len(), 19, "{phone}");
        server.abort();
    }
}
