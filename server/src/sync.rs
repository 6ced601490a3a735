//! A player's own games on every device: each device sends the games it played (classic,
//! no-guess, daily: the history's entries, replay and all) and reads the ones its other
//! devices sent, so their lists merge by game id without duplicates or loss. These games were
//! not refereed: they are the player's, never on a board. Bounds: [`MAX_GAMES`] games and
//! [`MAX_BYTES`] a player (past them the oldest leave the server, not the devices that keep
//! them), [`MAX_ENTRY`] a game, [`SYNC_BATCH`] games and 2 MB a request, 20 MB kept an hour
//! a network (`synced_kb_per_hour`), the reads' rate a network. Battles against the computer
//! are counters, not games: each device's tally is kept whole (one a device, [`MAX_TALLIES`]
//! devices a player) and the others' are answered for the device to add up.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, DefaultBodyLimit, State};
use axum::routing::post;
use axum::{Json, Router};
use minesweeper_engine::history::Entry;

use crate::account::Signed;
use crate::clock::now_ms;
use crate::db::SentGame;
use crate::error::Error;
use crate::protocol::account::{
    BattleTally, GamesSync, GamesSynced, NotKept, MAX_TALLIES, SYNC_BATCH,
};
use crate::protocol::Refusal;
use crate::state::AppState;

/// The most games the server keeps a player.
pub const MAX_GAMES: i64 = 5_000;
/// The most bytes of games the server keeps a player (as stored: the entries' JSON).
pub const MAX_BYTES: i64 = 20 << 20;
/// The largest game kept (its entry's JSON): a longer one stays on its device.
pub const MAX_ENTRY: usize = minesweeper_protocol::account::SYNC_ENTRY_MAX;

/// The route: a request sends at most [`SYNC_BATCH`] games in 2 MB.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/account/games", post(sync))
        .layer(DefaultBodyLimit::max(2 << 20))
}

/// Each game sent, read as the engine reads a history (its replay opened and checked against
/// its summary), with its id worked out here: kept, or refused with why.
fn checked(games: Vec<Entry>) -> (Vec<SentGame>, Vec<NotKept>) {
    let mut kept = Vec::new();
    let mut refused = Vec::new();
    for entry in games {
        let id = entry.id();
        let text = serde_json::to_string(&entry).unwrap_or_default();
        if text.len() > MAX_ENTRY {
            refused.push(NotKept::TooLarge {
                game: id,
                most_kb: u32::try_from(MAX_ENTRY >> 10).unwrap_or(u32::MAX),
            });
        } else if let Err(e) = entry.replay() {
            refused.push(NotKept::Unreadable {
                game: id,
                detail: e.to_string(),
            });
        } else if !(entry.at.is_finite() && entry.at >= 0.0) {
            refused.push(NotKept::BadDate { game: id });
        } else {
            kept.push(SentGame {
                id,
                played_ms: entry.at as i64,
                entry: text,
            });
        }
    }
    (kept, refused)
}

/// `POST /api/account/games`: keeps what this device sent, answers what it lacks.
pub async fn sync(
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    me: Signed,
    Json(asked): Json<GamesSync>,
) -> Result<Json<GamesSynced>, Error> {
    if asked.games.len() > SYNC_BATCH {
        return Err(Error::BadRequest(Refusal::TooManyInRequest {
            most: u32::try_from(SYNC_BATCH).unwrap_or(u32::MAX),
        }));
    }
    // Weighed before any is read: a replay's check costs CPU in proportion to its length.
    let sent: usize = asked.games.iter().map(|g| g.replay.len() + 256).sum();
    state.limiters.sync(address.ip(), sent)?;
    let (games, mut refused) = tokio::task::spawn_blocking(move || checked(asked.games))
        .await
        .map_err(|e| Error::unavailable("reading games sent", e))?;
    let stored = state
        .db
        .keep_games(&me.player.id, &games, MAX_GAMES, MAX_BYTES)
        .await?;
    let after = i64::try_from(asked.after).unwrap_or(i64::MAX);
    let limit = i64::try_from(SYNC_BATCH).unwrap_or(100);
    let page = state
        .db
        .games_after(&me.player.id, after, limit + 1)
        .await?;
    let more = page.len() > SYNC_BATCH;
    let page = &page[..page.len().min(SYNC_BATCH)];
    let next = page
        .last()
        .map_or(asked.after, |g| u64::try_from(g.seq).unwrap_or(0));
    let sent: std::collections::HashSet<&str> = games.iter().map(|g| g.id.as_str()).collect();
    let mut answer = Vec::new();
    for game in page.iter().filter(|g| !sent.contains(g.game_id.as_str())) {
        let entry: Entry = serde_json::from_str(&game.entry)
            .map_err(|e| Error::unavailable("reading a kept game", e))?;
        answer.push(entry);
    }
    let (battles, tally_refused) = tallies(&state, &me.player.id, asked.battles).await?;
    refused.extend(tally_refused);
    if stored.added > 0 || stored.dropped > 0 {
        tracing::info!(player = %me.player.id, added = stored.added, dropped = stored.dropped, "games kept");
    }
    Ok(Json(GamesSynced {
        games: answer,
        next,
        more,
        added: stored.added,
        dropped: stored.dropped,
        refused: refused.iter().map(ToString::to_string).collect(),
        not_kept: refused,
        kept: u64::try_from(state.db.games_kept(&me.player.id).await?).unwrap_or(0),
        battles,
    }))
}

/// Keeps the device's battle tally, if it sent one it may keep, and reads the player's other
/// devices' (none when it sent none: a device that plays no battles asks for none); why a
/// tally was not kept.
async fn tallies(
    state: &AppState,
    player: &str,
    sent: Option<BattleTally>,
) -> Result<(Vec<BattleTally>, Vec<NotKept>), Error> {
    let Some(tally) = sent else {
        return Ok((Vec::new(), Vec::new()));
    };
    if let Some(fault) = tally.fault() {
        return Ok((Vec::new(), vec![NotKept::BadTally { detail: fault }]));
    }
    let text = serde_json::to_string(&tally).unwrap_or_default();
    let played = tally.levels.values().flatten().any(|&n| n > 0);
    let max = i64::try_from(MAX_TALLIES).unwrap_or(20);
    let mut refused = Vec::new();
    if !state
        .db
        .keep_tally(player, &tally.device, (&text, played), now_ms(), max)
        .await?
    {
        refused.push(NotKept::TalliesFull {
            most: u32::try_from(MAX_TALLIES).unwrap_or(u32::MAX),
        });
    }
    let others = state
        .db
        .tallies(player, &tally.device)
        .await?
        .iter()
        .filter_map(|text| serde_json::from_str(text).ok())
        .collect();
    Ok((others, refused))
}
