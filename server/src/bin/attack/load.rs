//! Attacks that make the server work or hold: slow no-guess boards, read floods, rooms
//! never played.

use std::time::{Duration, Instant};

use minesweeper_server::bench;
use serde_json::json;

use crate::client::{ask, http_get, http_status, net, player, PLAYER};
use crate::{Outcome, Target};

/// 12 players on four networks ask, one after another, for no-guess battles no maker finds
/// quickly. Each is answered — a room (its board the ordinary one, said), busy, or slow down —
/// within 3 s (a goal `--times-reported` reports without judging).
pub(crate) async fn cpu(target: &Target, duration: Duration) -> Outcome {
    let end = Instant::now() + duration;
    let mut tasks = Vec::new();
    for i in 0..12u8 {
        let address = target.address.clone();
        tasks.push(tokio::spawn(async move {
            let mut socket = player(&address, net(10 + u16::from(i % 4))).await?;
            let mut answers: Vec<(String, Duration)> = Vec::new();
            while Instant::now() < end {
                let mines = if answers.len().is_multiple_of(2) { 1 } else { 39_977 };
                let asked = json!({"type": "room_new", "battle": {"rows": 200, "cols": 200, "mines": mines, "lives": 3, "pace": "realtime", "no_guess": true}});
                let started = Instant::now();
                let reply = ask(&mut socket, &asked).await?;
                let kind = reply["code"].as_str().unwrap_or(if reply["notice"].is_string() { "made, ordinary" } else { "made" });
                answers.push((kind.to_string(), started.elapsed()));
                if kind == "slow_down" || kind == "busy" {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
            }
            Ok::<_, String>(answers)
        }));
    }
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.map_err(|e| e.to_string())??);
    }
    let longest = all.iter().map(|(_, d)| *d).max().unwrap_or_default();
    let count = |k: &str| all.iter().filter(|(kind, _)| kind.starts_with(k)).count();
    let what = format!(
        "{} no-guess 200 × 200 battles asked: {} made (on the ordinary board, past the budget), {} busy, {} slow down; the longest answer {:.2} s",
        all.len(), count("made"), count("busy"), count("slow_down"), longest.as_secs_f64()
    );
    if target.time_goals && longest > Duration::from_secs(3) {
        return Err(format!("{what}: an answer took over 3 s"));
    }
    Ok(what)
}

/// What the reads attack reads on an empty database (`--players` gives it pages to read).
pub(crate) const READS: [&str; 4] = [
    "/api/leaderboard?category=expert&period=all&metric=time",
    "/api/battle/leaderboard",
    "/api/players/nobody",
    "/api/games/nothing/replay",
];

/// The server's default allowance of the pages' reads a network: a burst, then a rate.
pub(crate) const READ_BURST: f64 = 30.0;

pub(crate) const READS_PER_SECOND: f64 = 10.0;

/// 32 readers on 8 networks read the leaderboards, a player page and a replay as fast as
/// answered. Each network may be read its allowance (a burst, then a rate); past it the
/// answer is `slow_down` (429); no read fails.
pub(crate) async fn reads(target: &Target, duration: Duration) -> Outcome {
    let began = Instant::now();
    let end = began + duration;
    let mut tasks = Vec::new();
    for i in 0..32u16 {
        let (address, paths) = (target.address.clone(), target.reads.clone());
        tasks.push(tokio::spawn(async move {
            let from = net(400 + i / 4);
            let (mut read, mut slowed, mut failed) = (0u32, 0u32, 0u32);
            for path in paths.iter().cycle() {
                if Instant::now() >= end {
                    break;
                }
                match http_status(&address, from, path).await {
                    Ok(200 | 404) => read += 1,
                    Ok(429) => slowed += 1,
                    _ => failed += 1,
                }
            }
            (i / 4, read, slowed, failed)
        }));
    }
    let mut per_network = [0u32; 8];
    let (mut slowed, mut failed) = (0, 0);
    for task in tasks {
        let (network, r, s, f) = task.await.map_err(|e| e.to_string())?;
        per_network[usize::from(network)] += r;
        slowed += s;
        failed += f;
    }
    let allowance = READ_BURST + READS_PER_SECOND * began.elapsed().as_secs_f64() + 1.0;
    let most = per_network.iter().copied().max().unwrap_or(0);
    let what = format!(
        "{} reads from 8 networks: {} answered (at most {most} a network, allowance {allowance:.0}), {slowed} told to slow down, {failed} failed",
        per_network.iter().sum::<u32>() + slowed + failed,
        per_network.iter().sum::<u32>(),
    );
    if failed > 0 || f64::from(most) > allowance || slowed == 0 {
        return Err(what);
    }
    Ok(what)
}

/// 4 networks of 10 players make 200 × 200 rooms as fast as they are let and never play them.
/// What waits stays within its bounds (3 a player, 20 a network): past them, a player's oldest
/// room is let go and a network is told to slow down.
pub(crate) async fn rooms(target: &Target, duration: Duration) -> Outcome {
    // The attacks before may have left rooms (finished ones are kept ten minutes).
    let before = held_rooms(&target.address).await?;
    let end = Instant::now() + duration;
    let mut tasks = Vec::new();
    for i in 0..40u16 {
        let address = target.address.clone();
        tasks.push(tokio::spawn(async move {
            let mut socket = player(&address, net(500 + i / 10)).await?;
            let asked = json!({"type": "room_new", "battle": {"rows": 200, "cols": 200, "mines": 6000, "lives": 3, "pace": "realtime"}});
            let (mut made, mut refused) = (0u32, 0u32);
            while Instant::now() < end {
                let reply = ask(&mut socket, &asked).await?;
                if reply["state"] == "waiting" {
                    made += 1;
                } else {
                    refused += 1;
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }
            Ok::<_, String>((socket, made, refused))
        }));
    }
    let (mut made, mut refused, mut sockets) = (0, 0, Vec::new());
    for task in tasks {
        let (socket, m, r) = task.await.map_err(|e| e.to_string())??;
        made += m;
        refused += r;
        sockets.push(socket);
    }
    let (_, now) = bench::memory_mb(target.pid);
    let held = held_rooms(&target.address).await?.saturating_sub(before);
    let what = format!(
        "40 players on 4 networks made {made} rooms of 200 × 200 and were refused {refused}; \
         {held} more rooms held and {now:.0} MB with the makers still there"
    );
    // 20 a network at most wait: 80 rooms of 200 × 200.
    drop(sockets);
    if refused == 0 || held > 80 {
        return Err(what);
    }
    Ok(what)
}

/// The rooms the server holds (its figures).
pub(crate) async fn held_rooms(address: &str) -> Result<u64, String> {
    let answer = http_get(address, net(PLAYER), "/metrics").await?;
    String::from_utf8_lossy(&answer)
        .lines()
        .find_map(|line| line.strip_prefix("minesweeper_rooms "))
        .and_then(|n| n.trim().parse().ok())
        .ok_or_else(|| "no minesweeper_rooms in /metrics".to_string())
}
