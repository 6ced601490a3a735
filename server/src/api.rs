//! The HTTP API beside the WebSocket: leaderboards, a player's games, a finished game's
//! replay, and `/metrics` for an operator. Everything else here is public (a player's id is;
//! their token never is). Errors are the server's one [`Error`]: JSON `{"error": "…"}` with a
//! status, never SQL or a stack trace.

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use axum::extract::rejection::QueryRejection;
use axum::extract::{ConnectInfo, Path, Query, Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Json};
use serde::Deserialize;

use minesweeper_engine::daily::Date;

use crate::clock::now_ms;
use crate::db::{BoardKey, Metric};
use crate::error::{problem, Error};
use crate::net::Stopping;
use crate::protocol::api::{BattleBoard, Leaderboard, Period, PlayerPage};
use crate::protocol::Refusal;
use crate::state::AppState;
use crate::{daily, referee};

/// The longest error text kept when an error is rewritten as JSON ([`json_errors`]).
const LONGEST_ERROR: usize = 1024;

/// Middleware: every HTTP error of the API is JSON, `{"error": "…"}`, whoever wrote it (axum's
/// own refusals of a query or a path that does not parse, a WebSocket request without its
/// upgrade, a method not allowed are plain text).
pub async fn json_errors(request: Request, next: Next) -> Response {
    let response = next.run(request).await;
    let status = response.status();
    let json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|t| t.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || json {
        return response;
    }
    let (parts, body) = response.into_parts();
    let text = axum::body::to_bytes(body, LONGEST_ERROR)
        .await
        .map(|b| String::from_utf8_lossy(&b).trim().to_string())
        .unwrap_or_default();
    let message = if text.is_empty() {
        status
            .canonical_reason()
            .unwrap_or("refused")
            .to_lowercase()
    } else {
        text
    };
    let why = if status.is_server_error() {
        Refusal::TryAgain
    } else {
        Refusal::BadRequest {
            detail: message.clone(),
        }
    };
    let mut json = problem(status, message, why);
    for (name, value) in &parts.headers {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            json.headers_mut().insert(name.clone(), value.clone());
        }
    }
    json
}

/// `/api/…` that is none of the above.
/// `GET /api/ready`: 200 while this instance takes players — its database answers within a
/// second and it is not stopping — else 503 with why (a balancer sends no one there). Liveness
/// is `GET /api/health`, which answers while the process does.
pub async fn ready(
    State(state): State<AppState>,
    stopping: Option<Extension<Stopping>>,
) -> Result<&'static str, Error> {
    if stopping.is_some_and(|Extension(s)| s.now()) {
        return Err(Error::unavailable_because(Refusal::Stopping));
    }
    match tokio::time::timeout(Duration::from_secs(1), state.db.answers()).await {
        Ok(Ok(())) => Ok("ready"),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "readiness: the database");
            Err(Error::unavailable_because(Refusal::DatabaseSilent))
        }
        Err(_) => Err(Error::unavailable_because(Refusal::DatabaseSilent)),
    }
}

pub async fn not_found() -> Error {
    Error::NotFound(Refusal::NoSuchApi)
}

/// Middleware: a path with empty segments (`//battle`) is sent to the same path with single
/// slashes. The files' own redirect (a folder to its `/`) would otherwise answer `//battle`
/// with `Location: //battle/`, which a browser reads as another host.
pub async fn single_slashes(request: Request, next: Next) -> Response {
    let path = request.uri().path();
    if !path.contains("//") {
        return next.run(request).await;
    }
    let mut single = String::with_capacity(path.len());
    for c in path.chars() {
        if !(c == '/' && single.ends_with('/')) {
            single.push(c);
        }
    }
    if let Some(query) = request.uri().query() {
        single.push('?');
        single.push_str(query);
    }
    axum::response::Redirect::permanent(&single).into_response()
}

#[derive(Deserialize)]
pub struct BoardQuery {
    category: String,
    /// All time's by default; a daily category's board is always one day's.
    #[serde(default)]
    period: Period,
    #[serde(default)]
    metric: Metric,
    /// The day (`YYYY-MM-DD`) of a `day` board or a daily category's, or one in a `week`
    /// board's week; today without one.
    #[serde(default)]
    day: Option<String>,
    /// A player whose own entry is wanted too, wherever it stands.
    #[serde(default)]
    player: Option<String>,
}

/// A query as its type reads it, or a bad request (as JSON, like every error here) that says
/// which field is wrong and what it may be: "period: unknown variant `year`, expected one of
/// `all`, `week`, `day`".
fn asked<T>(query: Result<Query<T>, QueryRejection>) -> Result<T, Error> {
    query.map(|Query(q)| q).map_err(|rejection| {
        Error::BadRequest(Refusal::BadRequest {
            detail: rejection.body_text(),
        })
    })
}

/// A leaderboard query read: the board, the period's name, and its first day (for a day or
/// a week).
struct Asked {
    board: BoardKey,
    period: Period,
    day: Option<String>,
}

/// Reads a leaderboard query into a board, or says what is wrong with it.
fn board(q: &BoardQuery) -> Result<Asked, Error> {
    let category = referee::category(&q.category).ok_or_else(|| {
        Error::BadRequest(Refusal::UnknownCategory {
            name: q.category.clone(),
        })
    })?;
    let day = match &q.day {
        Some(day) => Date::parse(day).map_err(|_| Error::BadRequest(Refusal::BadDay))?,
        None => Date::of_unix_ms(now_ms() as f64),
    };
    let period = if category.daily {
        Period::Day
    } else {
        q.period
    };
    let (key, first) = match period {
        Period::Day => (daily::day_period(day), Some(day.to_string())),
        Period::Week => {
            let key = daily::week_period(day);
            let monday = key.trim_start_matches("week:").to_string();
            (key, Some(monday))
        }
        Period::All => ("all".to_string(), None),
    };
    Ok(Asked {
        board: BoardKey {
            category: category.name,
            period: key,
            metric: q.metric,
        },
        period,
        day: first,
    })
}

/// `GET /api/leaderboard?category=expert&period=week&metric=time&player=ID`: the first 100
/// players' best wins, and the asking player's own.
pub async fn leaderboard(
    State(state): State<AppState>,
    q: Result<Query<BoardQuery>, QueryRejection>,
) -> Result<Json<Leaderboard>, Error> {
    let q = asked(q)?;
    let Asked { board, period, day } = board(&q)?;
    let rows = state.db.leaderboard(&board, 100).await?;
    let you = match &q.player {
        Some(player) => state.db.rank_of(&board, player).await?,
        None => None,
    };
    let category = referee::category(board.category).map_or(("", ""), |c| (c.name, c.title));
    Ok(Json(Leaderboard {
        category: category.0.into(),
        title: category.1.into(),
        period,
        metric: board.metric,
        day,
        rows,
        you,
    }))
}

/// `GET /api/games/{id}/replay`: a finished game's replay text (a daily game's once its day
/// is over).
pub async fn replay(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<String, Error> {
    match state.db.replay(&id).await? {
        Some((_, Some(day))) if !daily::is_over(&day) => {
            Err(Error::NotYet(Refusal::DailyNotPublic { day }))
        }
        Some((text, _)) if !text.is_empty() => Ok(text),
        _ => Err(Error::NotFound(Refusal::NoSuchGame)),
    }
}

/// `GET /api/players/{id}`: a player's name and their last 200 ranked games.
pub async fn player(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<PlayerPage>, Error> {
    let player = state
        .db
        .player(&id)
        .await?
        .ok_or(Error::NotFound(Refusal::NoSuchPlayer))?;
    let games = state.db.player_games(&id, 200).await?;
    let (rating, _) = state.db.rating(&id).await?;
    let battles = state.db.player_battles(&id, 200).await?;
    Ok(Json(PlayerPage {
        player: player.id,
        name: player.name,
        games,
        rating,
        battles,
    }))
}

#[derive(Deserialize)]
pub struct RatedQuery {
    /// A player whose own entry is wanted too, wherever it stands.
    #[serde(default)]
    player: Option<String>,
}

/// `GET /api/battle/leaderboard?player=ID`: the 100 best ratings in battles against people,
/// and the asking player's.
pub async fn battle_leaderboard(
    State(state): State<AppState>,
    q: Result<Query<RatedQuery>, QueryRejection>,
) -> Result<Json<BattleBoard>, Error> {
    let q = asked(q)?;
    let (rows, you) = state
        .db
        .battle_leaderboard(100, q.player.as_deref())
        .await?;
    Ok(Json(BattleBoard { rows, you }))
}

/// `GET /metrics`, to a loopback or private address only (404 elsewhere, as if absent).
pub async fn metrics(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
) -> Response {
    if !private(peer.ip()) {
        return Error::NotFound(Refusal::NoSuchPage).into_response();
    }
    let (games, rooms) = (state.games.held().await, state.rooms.held());
    match state.metrics.text(games, rooms) {
        Ok(text) => (
            [(
                header::CONTENT_TYPE,
                "application/openmetrics-text; version=1.0.0; charset=utf-8",
            )],
            text,
        )
            .into_response(),
        Err(e) => Error::unavailable("writing the figures", e).into_response(),
    }
}

/// Loopback, or a private network's (RFC 1918, IPv6 unique local): where a scraper is.
fn private(ip: IpAddr) -> bool {
    match ip.to_canonical() {
        IpAddr::V4(v4) => v4.is_loopback() || v4.is_private(),
        IpAddr::V6(v6) => v6.is_loopback() || (v6.segments()[0] & 0xfe00) == 0xfc00,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_figures_read_as_openmetrics_and_only_private_addresses_see_them() {
        let metrics = crate::metrics::Metrics::default();
        metrics.connections.inc();
        metrics.moved("ranked", Duration::from_micros(800));
        metrics.refused(crate::protocol::ErrorCode::SlowDown);
        let text = metrics.text(3, 1).unwrap();
        for line in [
            "minesweeper_connections 1",
            "minesweeper_ranked_games 3",
            "minesweeper_rooms 1",
            "minesweeper_move_seconds_count{kind=\"ranked\"} 1",
            "minesweeper_refusals_total{code=\"slow_down\"} 1",
            "minesweeper_database_errors_total 0",
            "# EOF",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
        }
        for (ip, seen) in [
            ("127.0.0.1", true),
            ("10.1.2.3", true),
            ("192.168.0.9", true),
            ("::1", true),
            ("fd00::5", true),
            ("8.8.8.8", false),
            ("2001:db8::1", false),
        ] {
            assert_eq!(private(ip.parse().unwrap()), seen, "{ip}");
        }
    }
}
