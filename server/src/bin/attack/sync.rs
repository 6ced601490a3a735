//! A sync that floods storage (issue 56): players of two networks send their "own games" as
//! fast as answered, each game a real replay made long (thousands of flags set and taken off),
//! so each request carries about 2 MB. What is kept must stay within each network's KB an
//! hour (`synced_kb_per_hour`), whatever the number of players it makes.

use std::net::IpAddr;
use std::time::{Duration, Instant};

use minesweeper_engine::history::Entry;
use minesweeper_engine::replay::{Recorder, Replay};
use minesweeper_engine::{Action, Config, Game, Pos};
use serde_json::{json, Value};

use crate::client::{http, net, player_with_token};
use crate::{Outcome, Target};

/// The server's default: KB of own games kept an hour a network.
const SYNCED_KB_PER_HOUR: u64 = 20_000;

/// An expert game of `seed`: one reveal, then a flag set and taken off `toggles` times.
fn long_game(seed: u64, toggles: usize) -> Option<Entry> {
    let first = Action::Reveal(Pos::new(8, 15));
    let mut game = Game::new(Config::EXPERT, seed).apply(first).ok()?.game;
    let mut recorder = Recorder::default();
    recorder.record(first, 0.0, false, true);
    let hidden = (0..16u32)
        .flat_map(|r| (0..30u32).map(move |c| Pos::new(r, c)))
        .find(|&p| {
            game.apply(Action::ToggleFlag(p))
                .is_ok_and(|s| !s.changed.is_empty())
        })?;
    for i in 0..toggles {
        let action = Action::ToggleFlag(hidden);
        game = game.apply(action).ok()?.game;
        recorder.record(action, 1.0 + i as f64, false, true);
    }
    let replay = Replay::of(&game, recorder.into_moves()).ok()?;
    Some(Entry::new(
        &replay,
        1_000.0 + seed as f64,
        false,
        false,
        None,
    ))
}

/// What a network's players got kept.
#[derive(Default)]
struct Kept {
    bytes: u64,
    slowed: u64,
    failed: u64,
}

/// One network's `players` players, each sending its own batch of long games until `end`.
async fn network(
    address: String,
    from: IpAddr,
    players: u16,
    batches: Vec<Value>,
    end: Instant,
) -> Result<Kept, String> {
    let mut kept = Kept::default();
    let mut sockets = Vec::new();
    let mut tokens = Vec::new();
    for _ in 0..players {
        let (socket, token) = player_with_token(&address, from).await?;
        sockets.push(socket);
        tokens.push(token);
    }
    let route = ("POST", "/api/account/games");
    'out: for token in &tokens {
        for batch in &batches {
            if Instant::now() >= end {
                break 'out;
            }
            let body = json!({"after": 0, "games": batch});
            match http(&address, from, route, Some(token), Some(&body)).await {
                Ok((200, answer)) => {
                    let size = batch.to_string().len() as u64
                        / batch.as_array().map_or(1, |b| b.len().max(1)) as u64;
                    kept.bytes += answer["added"].as_u64().unwrap_or(0) * size;
                }
                Ok((429, _)) => kept.slowed += 1,
                _ => kept.failed += 1,
            }
        }
    }
    Ok(kept)
}

/// Two networks of 6 players send long games (about 200 KB each, 8 a request) as fast as
/// answered: each network's games kept stay within its KB an hour.
pub(crate) async fn flood(target: &Target, duration: Duration) -> Outcome {
    let games: Vec<Entry> = (0..20).filter_map(|seed| long_game(seed, 90_000)).collect();
    if games.len() < 20 {
        return Err("the long games could not be made".into());
    }
    let size: usize = games
        .iter()
        .map(|g| json!(g).to_string().len())
        .sum::<usize>()
        / 20;
    let batches: Vec<Value> = games.chunks(8).map(|c| json!(c)).collect();
    let end = Instant::now() + duration;
    let tasks: Vec<_> = (0..2u16)
        .map(|i| {
            let address = target.address.clone();
            tokio::spawn(network(address, net(900 + i), 6, batches.clone(), end))
        })
        .collect();
    let mut most = 0;
    let (mut slowed, mut failed, mut all) = (0, 0, 0);
    for task in tasks {
        let kept = task.await.map_err(|e| e.to_string())??;
        most = most.max(kept.bytes);
        all += kept.bytes;
        slowed += kept.slowed;
        failed += kept.failed;
    }
    let bound = SYNCED_KB_PER_HOUR * 1024 + 2 * (2 << 20);
    let what = format!(
        "2 networks of 6 players, games of {} KB: {} MB kept in all, at most {:.1} MB a network (bound {} MB an hour), {slowed} told to slow down, {failed} failed",
        size / 1024,
        all >> 20,
        most as f64 / f64::from(1 << 20),
        SYNCED_KB_PER_HOUR / 1000,
    );
    if most <= bound && slowed > 0 && failed == 0 {
        Ok(what)
    } else {
        Err(what)
    }
}
