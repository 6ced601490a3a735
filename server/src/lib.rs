//! The game server: a front end of the engine like the page and the terminal. It referees
//! ranked games ([`referee`]: it holds the board and the clock, and a client never sees a mine
//! before the end), keeps every move and replay ([`db`]: SQLite by default, PostgreSQL for
//! scale), and serves the built pages and the API from one port:
//!
//! - `GET /api/health`: 200 once the database is ready;
//! - `GET /api/play`: the ranked-play WebSocket ([`protocol`]);
//! - `GET /api/leaderboard?category=expert&period=all|week|day`: the players' best wins;
//! - `GET /api/games/{id}/replay`: a finished game's replay text (a link's `#replay=`);
//! - anything else: the files of `dist/` (the pages), gzip-compressed.
//!
//! `docs/server.md` has the protocol, the schema and how it runs.

pub mod db;
pub mod protocol;
pub mod referee;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use tower_http::compression::CompressionLayer;
use tower_http::services::ServeDir;
use tower_http::trace::TraceLayer;

use db::{Db, Player};
use protocol::{Reply, Request};
use referee::{Games, Live, Played, Refused};

/// What the server is given.
#[derive(Clone, Debug)]
pub struct Options {
    /// Where SQLite's file goes (and anything else the server keeps).
    pub data: PathBuf,
    /// The built pages (`tools/web-build`'s `dist/`), if any.
    pub dist: Option<PathBuf>,
    /// A PostgreSQL URL; SQLite in `data` without one.
    pub database: Option<String>,
}

/// What every request shares.
#[derive(Clone)]
pub struct AppState {
    db: Db,
    games: Games,
}

/// Opens the database and builds the routes.
pub async fn app(options: &Options) -> Result<Router, db::DbError> {
    std::fs::create_dir_all(&options.data).map_err(db::DbError::Io)?;
    let db = Db::open(options.database.as_deref(), &options.data).await?;
    let state = AppState {
        db,
        games: Games::default(),
    };
    let api = Router::new()
        .route("/api/health", get(|| async { "ok" }))
        .route("/api/play", get(play))
        .route("/api/leaderboard", get(leaderboard))
        .route("/api/games/{id}/replay", get(replay))
        .with_state(state);
    let app = match &options.dist {
        Some(dist) => api.fallback_service(ServeDir::new(dist)),
        None => api,
    };
    Ok(app
        .layer(CompressionLayer::new())
        // Requests are logged by method and path only: a token never travels in a URL.
        .layer(TraceLayer::new_for_http()))
}

/// Serves `app` on `listener` until the process is stopped.
pub async fn serve(listener: tokio::net::TcpListener, app: Router) -> std::io::Result<()> {
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
}

/// Milliseconds since 1970 on the server's clock.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// A secret of `bytes` random bytes from the operating system, as hex.
fn secret(bytes: usize) -> Result<String, String> {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).map_err(|e| format!("no randomness: {e}"))?;
    Ok(buf.iter().map(|b| format!("{b:02x}")).collect())
}

/// A seed only the server knows.
fn secret_seed() -> Result<u64, String> {
    let mut buf = [0u8; 8];
    getrandom::fill(&mut buf).map_err(|e| format!("no randomness: {e}"))?;
    Ok(u64::from_le_bytes(buf))
}

/// What is stored of a token: its SHA-256.
fn token_hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

async fn play(ws: WebSocketUpgrade, State(state): State<AppState>) -> Response {
    // Frames up to 64 KiB are read, so that a message over 4 KB gets an answer saying so.
    ws.max_message_size(64 << 10)
        .on_upgrade(move |socket| session(socket, state))
}

/// One connection: a hello first, then games and moves. Every message gets an answer; a
/// bad one gets an error and changes nothing.
async fn session(mut socket: WebSocket, state: AppState) {
    let mut player: Option<Player> = None;
    while let Some(Ok(message)) = socket.recv().await {
        let text = match message {
            Message::Text(text) => text.to_string(),
            Message::Close(_) => break,
            Message::Binary(_) => {
                let reply = Reply::error("messages are JSON text");
                if socket
                    .send(Message::Text(reply.to_json().into()))
                    .await
                    .is_err()
                {
                    break;
                }
                continue;
            }
            _ => continue,
        };
        let replies = match protocol::parse(&text) {
            Ok(request) => answer(&state, &mut player, request).await,
            Err(why) => vec![Reply::error(why)],
        };
        for reply in replies {
            if socket
                .send(Message::Text(reply.to_json().into()))
                .await
                .is_err()
            {
                return;
            }
        }
    }
}

/// The answers to one request.
async fn answer(state: &AppState, player: &mut Option<Player>, request: Request) -> Vec<Reply> {
    let result = match (&request, player.as_ref()) {
        (Request::Hello { token }, _) => hello(state, token.as_deref()).await.map(|(p, reply)| {
            *player = Some(p);
            vec![reply]
        }),
        (_, None) => Err("say hello first: {\"type\":\"hello\"}".to_string()),
        (Request::Start { category }, Some(p)) => start(state, p, category).await,
        (Request::Resume { game }, Some(p)) => {
            match state.games.get(&state.db, game, &p.id).await {
                Ok(live) => Ok(vec![live.lock().await.view()]),
                Err(why) => Err(why.to_string()),
            }
        }
        (
            Request::Move {
                game,
                seq,
                action,
                row,
                col,
            },
            Some(p),
        ) => {
            let played = match state.games.get(&state.db, game, &p.id).await {
                Ok(live) => {
                    state
                        .games
                        .play(&state.db, &live, *action, *seq, (*row, *col), now_ms())
                        .await
                }
                Err(why) => Err(why),
            };
            match played {
                Ok(Played::Moved(reply)) => Ok(vec![reply]),
                Ok(Played::Over(moved, over)) => Ok(vec![moved, over]),
                Err(Refused::Store(e)) => {
                    tracing::error!(error = %e, "storing a move");
                    Err(Refused::Store(e).to_string())
                }
                Err(why) => Err(why.to_string()),
            }
        }
        (Request::Name { name }, Some(p)) => rename(state, p, name).await.map(|name| {
            if let Some(p) = player.as_mut() {
                p.name.clone_from(&name);
            }
            vec![Reply::Named { name }]
        }),
    };
    result.unwrap_or_else(|why| vec![Reply::error(why)])
}

/// The player a token names, or a new one (whose token is sent this once).
async fn hello(state: &AppState, token: Option<&str>) -> Result<(Player, Reply), String> {
    let stored = "the server could not store that; try again";
    if let Some(token) = token {
        let found = state
            .db
            .player_by_token(&token_hash(token))
            .await
            .map_err(|e| {
                tracing::error!(error = %e, "reading a player");
                stored.to_string()
            })?;
        let player = found.ok_or("that token is not a player's here")?;
        let reply = Reply::Welcome {
            player: player.id.clone(),
            name: player.name.clone(),
            token: None,
        };
        return Ok((player, reply));
    }
    let token = secret(32)?;
    let id = secret(8)?;
    let name = format!("Player {}", &id[..6]);
    state
        .db
        .create_player(&id, &token_hash(&token), &name, now_ms())
        .await
        .map_err(|e| {
            tracing::error!(error = %e, "storing a player");
            stored.to_string()
        })?;
    let reply = Reply::Welcome {
        player: id.clone(),
        name: name.clone(),
        token: Some(token),
    };
    Ok((Player { id, name }, reply))
}

async fn start(state: &AppState, player: &Player, category: &str) -> Result<Vec<Reply>, String> {
    let config = referee::category(category).ok_or_else(|| {
        format!(
            "there is no ranked category “{}”: beginner, intermediate or expert",
            category.escape_debug()
        )
    })?;
    let id = secret(8)?;
    let seed = secret_seed()?;
    let size = (config.rows(), config.cols(), config.mines());
    state
        .db
        .create_game(&id, &player.id, category, size, seed, now_ms())
        .await
        .map_err(|e| {
            tracing::error!(error = %e, "storing a game");
            "the server could not start a game; try again".to_string()
        })?;
    let live = Live::new(id, player.id.clone(), category.to_string(), config, seed);
    let view = live.view();
    state.games.insert(live).await;
    Ok(vec![view])
}

async fn rename(state: &AppState, player: &Player, name: &str) -> Result<String, String> {
    let name = protocol::display_name(name)?;
    state.db.rename(&player.id, &name).await.map_err(|e| {
        tracing::error!(error = %e, "renaming a player");
        "the server could not store the name; try again".to_string()
    })?;
    Ok(name)
}

#[derive(Deserialize)]
struct BoardQuery {
    category: String,
    #[serde(default)]
    period: Option<String>,
}

#[derive(Serialize)]
struct BoardRow {
    rank: u64,
    game: String,
    player: String,
    name: String,
    time_ms: u64,
    bbbv: u32,
    ended_ms: i64,
}

/// A problem with an API request, as JSON with a status.
fn problem(status: StatusCode, message: impl Into<String>) -> Response {
    (status, Json(serde_json::json!({ "error": message.into() }))).into_response()
}

async fn leaderboard(State(state): State<AppState>, Query(q): Query<BoardQuery>) -> Response {
    if referee::category(&q.category).is_none() {
        return problem(
            StatusCode::BAD_REQUEST,
            "category is beginner, intermediate or expert",
        );
    }
    let now = now_ms();
    let since = match q.period.as_deref().unwrap_or("all") {
        "all" => 0,
        "week" => now - 7 * 86_400_000,
        "day" => now - now.rem_euclid(86_400_000),
        _ => return problem(StatusCode::BAD_REQUEST, "period is all, week or day"),
    };
    match state.db.leaderboard(&q.category, since, 100).await {
        Ok(entries) => Json(
            entries
                .into_iter()
                .map(|e| BoardRow {
                    rank: e.rank,
                    game: e.game,
                    player: e.player,
                    name: e.name,
                    time_ms: e.time_ms,
                    bbbv: e.bbbv,
                    ended_ms: e.ended_ms,
                })
                .collect::<Vec<_>>(),
        )
        .into_response(),
        Err(e) => {
            tracing::error!(error = %e, "reading a leaderboard");
            problem(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the leaderboard could not be read",
            )
        }
    }
}

async fn replay(State(state): State<AppState>, Path(id): Path<String>) -> Response {
    match state.db.replay(&id).await {
        Ok(Some(text)) if !text.is_empty() => text.into_response(),
        Ok(_) => problem(StatusCode::NOT_FOUND, "no finished game has that id"),
        Err(e) => {
            tracing::error!(error = %e, "reading a replay");
            problem(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the replay could not be read",
            )
        }
    }
}
