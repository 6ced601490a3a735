//! The HTTP API beside the WebSocket: leaderboards, a player's games, a finished game's
//! replay. Everything here is public (a player's id is; their token never is). Errors are
//! JSON `{"error": "…"}` with a status, and never hold SQL or a stack trace.

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;

use crate::db::{Board, Entry, Metric, Window};
use crate::protocol::api::{GameLine, Leaderboard, PlayerPage, Row};
use crate::{daily, now_ms, referee, AppState};

/// A problem with a request, as JSON with a status.
fn problem(status: StatusCode, message: impl Into<String>) -> Response {
    (status, Json(serde_json::json!({ "error": message.into() }))).into_response()
}

/// A database failure: logged, and told to the client without its details.
fn failed(what: &str, e: impl std::fmt::Display) -> Response {
    tracing::error!(error = %e, "{what}");
    problem(
        StatusCode::SERVICE_UNAVAILABLE,
        format!("the server could not read {what} just now; try again"),
    )
}

#[derive(Deserialize)]
pub struct BoardQuery {
    category: String,
    /// `all` (the default), `week` or `day` (today, UTC); a daily category's board is always
    /// one day's.
    #[serde(default)]
    period: Option<String>,
    /// `time` (the default) or `rate` (3BV/s).
    #[serde(default)]
    metric: Option<String>,
    /// A daily category's day (`YYYY-MM-DD`); today without one.
    #[serde(default)]
    day: Option<String>,
    /// A player whose own entry is wanted too, wherever it stands.
    #[serde(default)]
    player: Option<String>,
}

impl From<Entry> for Row {
    fn from(e: Entry) -> Row {
        Row {
            rank: e.rank,
            game: e.game,
            player: e.player,
            name: e.name,
            time_ms: e.time_ms,
            bbbv: e.bbbv,
            bbbv_per_s: (e.rate as f64 / 1e3).round() / 1e3,
            ended_ms: e.ended_ms,
        }
    }
}

/// Reads a leaderboard query into a board, or says what is wrong with it.
fn board(q: &BoardQuery) -> Result<(Board, &'static str), String> {
    let category =
        referee::category(&q.category).ok_or_else(|| referee::unknown_category(&q.category))?;
    let metric = match q.metric.as_deref().unwrap_or("time") {
        "time" => Metric::Time,
        "rate" => Metric::Rate,
        _ => return Err("metric is time or rate".into()),
    };
    let now = now_ms();
    let (window, period) = if category.daily {
        let day = q.day.clone().unwrap_or_else(daily::today);
        if daily::end_ms(&day).is_none() {
            return Err("day is a date, YYYY-MM-DD".into());
        }
        (Window::Day(day), "day")
    } else {
        match q.period.as_deref().unwrap_or("all") {
            "all" => (Window::Since(0), "all"),
            "week" => (Window::Since(now - 7 * 86_400_000), "week"),
            "day" => (Window::Since(now - now.rem_euclid(86_400_000)), "day"),
            _ => return Err("period is all, week or day".into()),
        }
    };
    Ok((
        Board {
            category: category.name,
            window,
            metric,
        },
        period,
    ))
}

/// `GET /api/leaderboard?category=expert&period=week&metric=time&player=ID`: the first 100
/// players' best wins, and the asking player's own.
pub async fn leaderboard(State(state): State<AppState>, Query(q): Query<BoardQuery>) -> Response {
    let (board, period) = match board(&q) {
        Ok(found) => found,
        Err(why) => return problem(StatusCode::BAD_REQUEST, why),
    };
    let rows = match state.db.leaderboard(&board, 100).await {
        Ok(rows) => rows,
        Err(e) => return failed("the leaderboard", e),
    };
    let you = match &q.player {
        Some(player) => match state.db.rank_of(&board, player).await {
            Ok(entry) => entry.map(Row::from),
            Err(e) => return failed("the leaderboard", e),
        },
        None => None,
    };
    let category = referee::category(board.category).map_or(("", ""), |c| (c.name, c.title));
    Json(Leaderboard {
        category: category.0.into(),
        title: category.1.into(),
        period: period.into(),
        metric: match board.metric {
            Metric::Time => "time",
            Metric::Rate => "rate",
        }
        .into(),
        day: match board.window {
            Window::Day(day) => Some(day),
            Window::Since(_) => None,
        },
        rows: rows.into_iter().map(Row::from).collect(),
        you,
    })
    .into_response()
}

/// `GET /api/games/{id}/replay`: a finished game's replay text (a daily game's once its day
/// is over).
pub async fn replay(State(state): State<AppState>, Path(id): Path<String>) -> Response {
    match state.db.replay(&id).await {
        Ok(Some((_, Some(day)))) if !daily::is_over(&day) => problem(
            StatusCode::FORBIDDEN,
            format!(
                "the daily board of {day} and its replays are public from the next day, 00:00 UTC"
            ),
        ),
        Ok(Some((text, _))) if !text.is_empty() => text.into_response(),
        Ok(_) => problem(StatusCode::NOT_FOUND, "no finished game has that id"),
        Err(e) => failed("the replay", e),
    }
}

/// `GET /api/players/{id}`: a player's name and their last 200 ranked games.
pub async fn player(State(state): State<AppState>, Path(id): Path<String>) -> Response {
    let player = match state.db.player(&id).await {
        Ok(Some(player)) => player,
        Ok(None) => return problem(StatusCode::NOT_FOUND, "there is no player with that id"),
        Err(e) => return failed("the player", e),
    };
    let games = match state.db.player_games(&id, 200).await {
        Ok(games) => games,
        Err(e) => return failed("the player's games", e),
    };
    Json(PlayerPage {
        player: player.id,
        name: player.name,
        games: games
            .into_iter()
            .map(|g| GameLine {
                game: g.game,
                category: g.category,
                status: g.status,
                day: g.day,
                time_ms: g.time_ms,
                bbbv: g.bbbv,
                created_ms: g.created_ms,
                ended_ms: g.ended_ms,
            })
            .collect(),
    })
    .into_response()
}
