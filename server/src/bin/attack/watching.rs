//! What is watched while an attack runs: `/api/health` every 100 ms and a normal player's
//! ranked move every 100 ms, each timed.

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::sync::watch;

use crate::client::{ask, http_get, net, player, PLAYER};

/// What the watcher and the normal player saw during an attack.
#[derive(Default)]
pub(crate) struct Seen {
    /// Health round trips, µs.
    pub(crate) health: Vec<u32>,
    pub(crate) health_errors: u32,
    /// Move round trips, µs.
    pub(crate) moves: Vec<u32>,
    pub(crate) move_errors: Vec<String>,
}

/// `GET /api/health` on a new connection (from the normal player's network); its round trip
/// (µs).
async fn health(address: &str) -> Result<u32, String> {
    let started = Instant::now();
    let answer = http_get(address, net(PLAYER), "/api/health").await?;
    if !answer.starts_with(b"HTTP/1.1 200") {
        return Err(String::from_utf8_lossy(&answer).into_owned());
    }
    Ok(started.elapsed().as_micros() as u32)
}

/// Times `/api/health` every 100 ms until `stop`.
pub(crate) async fn watch_health(address: String, mut stop: watch::Receiver<bool>) -> Seen {
    let mut seen = Seen::default();
    let mut tick = tokio::time::interval(Duration::from_millis(100));
    while !*stop.borrow() {
        tokio::select! {
            _ = tick.tick() => match tokio::time::timeout(Duration::from_secs(5), health(&address)).await {
                Ok(Ok(us)) => seen.health.push(us),
                _ => seen.health_errors += 1,
            },
            _ = stop.changed() => {}
        }
    }
    seen
}

/// A normal player's ranked expert game: the opening, then a flag on and off, every 100 ms
/// until `stop`, each move timed.
pub(crate) async fn play_normally(address: String, mut stop: watch::Receiver<bool>) -> Seen {
    let mut seen = Seen::default();
    let mut socket = match player(&address, net(PLAYER)).await {
        Ok(socket) => socket,
        Err(e) => {
            seen.move_errors.push(e);
            return seen;
        }
    };
    let game = ask(&mut socket, &json!({"type": "start", "category": "expert"})).await;
    let id = game.map_or(Value::Null, |g| g["game"].clone());
    let mut tick = tokio::time::interval(Duration::from_millis(100));
    let mut seq = 0u64;
    while !*stop.borrow() {
        tokio::select! {
            _ = tick.tick() => {}
            _ = stop.changed() => continue,
        }
        let action = if seq == 0 { "reveal" } else { "flag" };
        let mv = json!({"type": "move", "game": id, "seq": seq, "action": action, "row": if seq == 0 { 8 } else { 0 }, "col": if seq == 0 { 15 } else { 0 }});
        let started = Instant::now();
        match tokio::time::timeout(Duration::from_secs(5), ask(&mut socket, &mv)).await {
            Ok(Ok(reply)) if reply["type"] == "moved" => {
                seen.moves.push(started.elapsed().as_micros() as u32);
                seq += 1;
            }
            Ok(Ok(reply)) => seen.move_errors.push(reply.to_string()),
            Ok(Err(e)) => seen.move_errors.push(e),
            Err(_) => seen.move_errors.push("no answer in 5 s".into()),
        }
    }
    seen
}
