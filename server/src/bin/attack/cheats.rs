//! Attacks that would buy a place on the boards: a rating farmed from seasoned throwaways, a
//! daily won on a board mapped beforehand.

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use futures_util::SinkExt;
use minesweeper_engine::{Action, Game, Pos};
use minesweeper_server::bench::{self, Socket};
use minesweeper_server::db::Db;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use crate::client::{ask, http_get, net, player, until};
use crate::Outcome;

/// Throwaways a network in the farm.
const FARM: u16 = 6;

/// Throwaways of two networks season each other (every pair a battle: a move by each seat,
/// then a forfeit), then each loses once to the main player of a third network, as the
/// 60 throwaways that took a rating from 1200 to 1600 did. The main player's gain must stay
/// within what the rules allow against throwaways as seasoned as can be: 16 × (1 + 1/2 + … +
/// 1/n) points a network of n (docs/server.md, "Ratings farmed by seasoned throwaways"); with
/// Elo alone, each of the twelve wins would give 16.
pub(crate) async fn farm(address: &str) -> Outcome {
    let mut sides = [Vec::new(), Vec::new()];
    for (side, network) in sides.iter_mut().zip([40, 41]) {
        for _ in 0..FARM {
            side.push(player(address, net(network)).await?);
        }
    }
    let [one, two] = &mut sides;
    let mut seasoning = 0;
    for a in one.iter_mut() {
        for b in two.iter_mut() {
            battle_left(a, b).await?;
            seasoning += 1;
        }
    }
    let mut main = bench::play_socket(address, net(42)).await?;
    let me = ask(&mut main, &json!({"type": "hello"})).await?;
    let id = me["player"]
        .as_str()
        .ok_or(format!("hello: {me}"))?
        .to_string();
    let before = rating(address, &id).await?;
    for throwaway in sides.iter_mut().flatten() {
        let over = battle_left(throwaway, &mut main).await?;
        if over["ending"]["winner"] != "two" {
            return Err(format!("the main player did not win by forfeit: {over}"));
        }
    }
    let gain = rating(address, &id).await? - before;
    let harmonic: f64 = (1..=FARM).map(|k| 1.0 / f64::from(k)).sum();
    let bound = 2.0 * 16.0 * harmonic;
    let what = format!(
        "{} throwaways of two networks seasoned each other in {seasoning} battles, then lost one each to the main player: +{gain} points (bound {bound:.0}; Elo alone +{})",
        2 * FARM,
        2 * FARM * 16
    );
    if f64::from(gain) > bound {
        return Err(what);
    }
    Ok(what)
}

/// A player's battle rating, as their page shows it.
async fn rating(address: &str, id: &str) -> Result<i32, String> {
    let answer = http_get(address, net(42), &format!("/api/players/{id}")).await?;
    let text = String::from_utf8_lossy(&answer);
    let body = text.split("\r\n\r\n").nth(1).unwrap_or_default();
    let page: Value = serde_json::from_str(body).map_err(|e| format!("a player page: {e}"))?;
    page["rating"]
        .as_i64()
        .map(|r| r as i32)
        .ok_or(format!("no rating on a player page: {body}"))
}

/// A battle `leaver` makes and `stayer` joins, each seat playing a move, then left by
/// `leaver`: what `stayer` hears of its end.
async fn battle_left(leaver: &mut Socket, stayer: &mut Socket) -> Result<Value, String> {
    let settings = json!({"rows": 10, "cols": 12, "mines": 20, "lives": 2, "pace": "realtime"});
    let made = until(
        leaver,
        Some(&json!({"type": "room_new", "battle": settings})),
        |m| m["type"] == "room" && m["state"] == "waiting" || m["type"] == "error",
    )
    .await?;
    let code = made["room"]
        .as_str()
        .ok_or(format!("room_new: {made}"))?
        .to_string();
    let joined = until(
        stayer,
        Some(&json!({"type": "room_join", "room": code})),
        |m| m["type"] == "room" && m["room"] == code.as_str() || m["type"] == "error",
    )
    .await?;
    let mut seen = shown(&joined["cells"]);
    let seats = [leaver, stayer];
    for (mover, seat) in [(0, "one"), (1, "two")] {
        let (row, col) = legal(&seen, seat).ok_or(format!("no move for seat {seat}: {joined}"))?;
        let mv = json!({"type": "battle_move", "room": code, "seq": 0, "action": "reveal", "row": row, "col": col});
        let moved = until(seats[mover], Some(&mv), |m| {
            m["type"] == "battle_moved" || m["type"] == "error"
        })
        .await?;
        if moved["type"] == "error" {
            return Err(format!("a farm move: {moved}"));
        }
        until(seats[1 - mover], None, |m| m["type"] == "battle_moved").await?;
        seen.extend(shown(&moved["cells"]));
    }
    let [leaver, stayer] = seats;
    let leave = json!({"type": "room_leave", "room": code});
    leaver
        .send(Message::Text(leave.to_string().into()))
        .await
        .map_err(|e| format!("send: {e}"))?;
    until(stayer, None, |m| m["type"] == "battle_over").await
}

/// A battle's cells as a view lists them (`[row, col, "one:3"]`): what each shows.
fn shown(cells: &Value) -> HashMap<(i64, i64), String> {
    cells
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| Some(((c[0].as_i64()?, c[1].as_i64()?), c[2].as_str()?.to_string())))
        .collect()
}

/// A hidden cell touching `seat`'s territory among the cells `seen`, if any.
fn legal(seen: &HashMap<(i64, i64), String>, seat: &str) -> Option<(i64, i64)> {
    let owned = format!("{seat}:");
    seen.iter()
        .filter(|(_, v)| v.starts_with(&owned))
        .flat_map(|(&(r, c), _)| {
            (-1..=1).flat_map(move |dr| (-1..=1).map(move |dc| (r + dr, c + dc)))
        })
        .filter(|&(r, c)| {
            (0..10).contains(&r) && (0..12).contains(&c) && !seen.contains_key(&(r, c))
        })
        .min()
}

/// A pause between moves: 20 moves a second, under the pace kept off the boards as a bot's
/// (25).
const QUICK: Duration = Duration::from_millis(50);

/// The mapped daily's pause between clicks, one click a 3BV: about 9.5 3BV/s, the issue's
/// 9.48, under the pace kept off the boards as beyond any person's on a daily expert (10.4).
const MAPPED_PACE: Duration = Duration::from_millis(105);

/// The daily expert mapped beforehand (in the issue, six throwaways of a second network
/// probed it in 3.3 s; here its layout is read from the server's database, as their probes
/// would have told), then won by a player whose history is ten beginners lost in seconds, one
/// click a 3BV at about 9.5 3BV/s: a pace of the world's best, under the record. The win must be kept but
/// held off the day's board (far beyond its player's record), and the board must not list it.
pub(crate) async fn mapped_daily(address: &str, db: &Db) -> Outcome {
    let mut main = bench::play_socket(address, net(45)).await?;
    let me = ask(&mut main, &json!({"type": "hello"})).await?;
    let id = me["player"]
        .as_str()
        .ok_or(format!("hello: {me}"))?
        .to_string();
    for _ in 0..10 {
        lose_a_beginner(&mut main).await?;
    }
    let over = win_the_daily_knowing_it(&mut main, db).await?;
    let answer = http_get(address, net(45), "/api/leaderboard?category=daily-expert").await?;
    let listed = String::from_utf8_lossy(&answer).contains(id.as_str());
    let why = &over["unranked"];
    let held = why.as_object().map_or(String::new(), |_| why.to_string());
    let what = format!(
        "a mapped daily expert won at {:.1} 3BV/s ({} 3BV in {:.1} s) by a player of ten lost beginners: {}{}",
        f64::from(over["bbbv"].as_u64().unwrap_or(0) as u32) * 1000.0 / over["time_ms"].as_f64().unwrap_or(1.0).max(1.0),
        over["bbbv"],
        over["time_ms"].as_f64().unwrap_or(0.0) / 1000.0,
        if held.is_empty() { "ranked" } else { held.as_str() },
        if listed { "; on the day's board" } else { "; not on the day's board" },
    );
    if over["status"] != "won" || why["why"] != "held" || listed {
        return Err(what);
    }
    Ok(what)
}

/// A ranked beginner played cell after cell until it is lost.
async fn lose_a_beginner(socket: &mut Socket) -> Result<(), String> {
    let game = ask(socket, &json!({"type": "start", "category": "beginner"})).await?;
    let id = game["game"]
        .as_str()
        .ok_or(format!("start: {game}"))?
        .to_string();
    let mut shown = HashSet::new();
    let mut seq = 0;
    for cell in (0..9).flat_map(|r| (0..9).map(move |c| (r, c))) {
        if shown.contains(&cell) {
            continue;
        }
        let mv = json!({"type": "move", "game": id, "seq": seq, "action": "reveal", "row": cell.0, "col": cell.1});
        let moved = ask(socket, &mv).await?;
        if moved["type"] != "moved" {
            return Err(format!("a beginner's move: {moved}"));
        }
        seq += 1;
        match moved["status"].as_str() {
            Some("playing") => shown.extend(cells(&moved).into_iter().map(|(at, _)| at)),
            Some("lost") => return until(socket, None, |m| m["type"] == "over").await.map(drop),
            _ => return Err(format!("a beginner not lost: {moved}")),
        }
        tokio::time::sleep(QUICK).await;
    }
    Err("a beginner that could not be lost".into())
}

/// The daily expert won knowing its mines: a zero first where there is one, then each safe
/// cell no opening has shown, one click a 3BV, [`MAPPED_PACE`] apart. The end's message.
async fn win_the_daily_knowing_it(socket: &mut Socket, db: &Db) -> Result<Value, String> {
    let game = ask(
        socket,
        &json!({"type": "start", "category": "daily-expert"}),
    )
    .await?;
    let id = game["game"]
        .as_str()
        .ok_or(format!("start: {game}"))?
        .to_string();
    let start = (
        game["start"][0]
            .as_u64()
            .ok_or(format!("no start: {game}"))? as u32,
        game["start"][1]
            .as_u64()
            .ok_or(format!("no start: {game}"))? as u32,
    );
    let day = minesweeper_server::daily::today();
    let (seed, _) = db
        .daily_seed(&day, "daily-expert", (0, "unused"))
        .await
        .map_err(|e| format!("the daily's seed: {e}"))?;
    let config = minesweeper_server::protocol::category("daily-expert")
        .ok_or("no daily expert")?
        .config();
    let first = Game::new(config, seed)
        .apply(Action::Reveal(Pos::new(start.0, start.1)))
        .map_err(|e| format!("the daily's first click: {e}"))?
        .game;
    let (grid, mines) = (first.grid(), first.mine_indices());
    let mines: HashSet<(u32, u32)> = mines
        .iter()
        .map(|&m| grid.pos(m as usize))
        .map(|p| (p.row, p.col))
        .collect();
    let (rows, cols) = (config.rows(), config.cols());
    let beside_a_mine = |(r, c): (u32, u32)| {
        mines
            .iter()
            .any(|&(mr, mc)| mr.abs_diff(r) <= 1 && mc.abs_diff(c) <= 1)
    };
    let mut shown = HashSet::new();
    let (mut seq, mut cell) = (0, start);
    loop {
        let mv = json!({"type": "move", "game": id, "seq": seq, "action": "reveal", "row": cell.0, "col": cell.1});
        let moved = ask(socket, &mv).await?;
        if moved["type"] != "moved" {
            return Err(format!("a daily's move: {moved}"));
        }
        if moved["status"] != "playing" {
            return until(socket, None, |m| m["type"] == "over").await;
        }
        seq += 1;
        shown.extend(cells(&moved).into_iter().map(|(at, _)| at));
        let safe: Vec<(u32, u32)> = (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .filter(|p| !mines.contains(p) && !shown.contains(p))
            .collect();
        cell = *safe
            .iter()
            .find(|&&p| !beside_a_mine(p))
            .or(safe.first())
            .ok_or("no safe cell left, and the game goes on")?;
        tokio::time::sleep(MAPPED_PACE).await;
    }
}

/// The cells a ranked move's answer shows: where, and what.
fn cells(moved: &Value) -> Vec<((u32, u32), String)> {
    moved["cells"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| {
            let at = (c[0].as_u64()? as u32, c[1].as_u64()? as u32);
            Some((at, c[2].as_str()?.to_string()))
        })
        .collect()
}
