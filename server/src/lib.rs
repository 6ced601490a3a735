//! The game server: a front end of the engine like the page and the terminal. It referees
//! ranked games ([`referee`]: it holds the board and the clock, and a client never sees a mine
//! before the end) and battles against people ([`rooms`]), keeps every move and replay ([`db`]: SQLite by default, PostgreSQL for
//! scale), and serves the built pages and the API from one port:
//!
//! - `GET /api/health`: 200 while the process answers (liveness);
//! - `GET /api/ready`: 200 while it takes players: its database answers, it is not stopping;
//! - `GET /metrics`: the operator's figures ([`metrics`]), to loopback and private addresses;
//! - `GET /api/play`: the ranked-play WebSocket ([`protocol`]);
//! - `GET /api/leaderboard?category=expert&period=all|week|day&metric=time|rate`: the
//!   players' best wins ([`api`]);
//! - `GET /api/games/{id}/replay`: a finished game's replay text (a link's `#replay=`);
//! - `GET /api/players/{id}`: a player's ranked games and battles;
//! - `GET /api/battle/leaderboard`: the ratings of battles against people;
//! - `/api/account…`, `/api/device…`: a player's devices, recovery key and device links
//!   ([`account`]); `/api/passkey…`: adding passkeys and signing in with them ([`passkey`]);
//!   `/api/account/games`: the player's own games on every device ([`sync`]);
//!   `/api/account/export` and `/delete`: everything downloaded, the account deleted
//!   ([`leaving`]);
//! - anything else: the files of `dist/` (the pages), gzip-compressed.
//!
//! `docs/server.md` has the protocol, the schema and how it runs.

pub mod account;
pub mod api;
#[cfg(feature = "bench")]
pub mod bench;
pub mod boards;
pub mod clock;
pub mod cluster;
pub mod daily;
pub mod db;
pub mod elo;
pub mod error;
pub mod fair;
pub mod leaving;
pub mod limits;
pub mod metrics;
pub mod names;
pub mod net;
pub mod outbox;
pub mod pages;
pub mod passkey;
pub mod referee;
pub mod rooms;
mod secrets;
mod state;
pub mod sync;

/// The protocol, in its own crate: the clients read the same types.
pub use minesweeper_protocol as protocol;
mod session;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::routing::{any, get};
use axum::Router;
use tower_http::compression::CompressionLayer;
use tower_http::services::ServeDir;
use tower_http::trace::TraceLayer;

pub use clock::{now_ms, Clock};
use db::Db;
use limits::{Limiters, Limits};
use referee::Games;
use state::AppState;

/// What the server is given.
#[derive(Clone, Debug)]
pub struct Options {
    /// Where SQLite's file goes (and anything else the server keeps).
    pub data: PathBuf,
    /// The built pages (`tools/web-build`'s `dist/`), if any.
    pub dist: Option<PathBuf>,
    /// A PostgreSQL URL; SQLite in `data` without one.
    pub database: Option<String>,
    pub limits: Limits,
    /// What the sockets allow ([`net`]).
    pub net: net::NetLimits,
    /// The server's public address (`https://minesweeper.example`), for the links it gives
    /// (a device link's page); without one, each request's host over `http://`.
    pub public_url: Option<String>,
    /// The clock ranked moves are timed by (ms since 1970): the machine's without one; a
    /// test's own, to time a game as it decides ([`Clock`]).
    pub move_clock: Option<Clock>,
}

/// How long a game nobody plays stays in memory (it stays stored, and comes back when its
/// player resumes it).
const IDLE: Duration = Duration::from_secs(600);

/// Opens the database and builds the routes (and a task that forgets idle games and limits).
pub async fn app(options: &Options) -> Result<Router, db::DbError> {
    std::fs::create_dir_all(&options.data).map_err(db::DbError::Io)?;
    let db = Db::open(options.database.as_deref(), &options.data).await?;
    let games = Games::default();
    // A game stored as over but not recorded (a kill between its last move and its result,
    // before they were one transaction), or a daily whose day ended: recorded now.
    match games.recover(&db).await {
        Ok(0) => {}
        Ok(n) => tracing::info!(games = n, "games found ended and recorded"),
        Err(e) => tracing::warn!(error = %e, "recording the games found ended"),
    }
    // On PostgreSQL, this instance is one of those sharing the database ([`cluster`]).
    let cluster = match options.database.as_deref() {
        Some(url) if url.starts_with("postgres") => Some(cluster::Cluster::join(url).await?),
        _ => None,
    };
    let shared = cluster
        .as_ref()
        .map(|(c, _, _)| limits::Shared::new(c.pool()));
    let state = AppState {
        rooms: rooms::Rooms::new(db.clone(), options.limits, cluster),
        db,
        games,
        limiters: Arc::new(Limiters::new(options.limits, shared)),
        metrics: metrics::Shared::default(),
        move_clock: options
            .move_clock
            .clone()
            .unwrap_or_else(|| Clock(Arc::new(now_ms))),
        public_url: options.public_url.clone(),
    };
    let reads = Arc::new(limits::ReadLimit::new(&options.limits));
    let sweeper = state.clone();
    let read_keys = reads.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(Duration::from_secs(60));
        loop {
            every.tick().await;
            read_keys.forget_idle();
            sweeper.limiters.forget_idle().await;
            sweeper.games.forget_idle(IDLE).await;
            sweeper.rooms.forget_finished().await;
            sweeper.rooms.close_expired().await;
            if let Err(e) = sweeper.db.forget_links(now_ms()).await {
                tracing::warn!(error = %e, "forgetting the device links that expired");
            }
            if let Err(e) = sweeper.db.forget_ceremonies(now_ms()).await {
                tracing::warn!(error = %e, "forgetting the passkey ceremonies that expired");
            }
        }
    });
    let api = Router::new()
        .route("/api/health", get(|| async { "ok" }))
        .route("/api/ready", get(api::ready))
        .route("/metrics", get(api::metrics))
        .route("/api/play", get(session::play))
        // What the pages read: limited per network, read beside the moves' writer.
        .merge(
            Router::new()
                .route("/api/leaderboard", get(api::leaderboard))
                .route("/api/games/{id}/replay", get(api::replay))
                .route("/api/players/{id}", get(api::player))
                .route("/api/battle/leaderboard", get(api::battle_leaderboard))
                .layer(reads.layer()),
        )
        // A player's account, limited per network as the reads are.
        .merge(account::routes().layer(reads.layer()))
        .merge(passkey::routes().layer(reads.layer()))
        .merge(sync::routes().layer(reads.layer()))
        .merge(leaving::routes().layer(reads.layer()))
        .route("/api", any(api::not_found))
        .route("/api/{*rest}", any(api::not_found))
        .with_state(state);
    let app = match &options.dist {
        Some(dist) => {
            // The build's Zopfli twins (`NAME.gz`) for a browser that takes gzip; the pages are
            // marked and compressed as they go (`CompressionLayer`).
            api.fallback_service(ServeDir::new(dist).precompressed_gzip())
                .layer(axum::middleware::from_fn_with_state(
                    pages::Pages::new(dist.clone()),
                    pages::with_first_screen,
                ))
        }
        None => api,
    };
    Ok(app
        .layer(axum::middleware::from_fn(api::json_errors))
        .layer(axum::middleware::from_fn(api::single_slashes))
        .layer(CompressionLayer::new())
        // Requests are logged by method and path only: a token never travels in a URL.
        .layer(TraceLayer::new_for_http()))
}

/// Serves `app` on `listener` within `limits` ([`net::serve`]) until the process is told to
/// stop: SIGTERM (what systemd, Docker and Kubernetes send) or Ctrl-C. Then it drains: it takes
/// no more connections, its WebSockets close with 1012 (their clients connect again), requests
/// being answered are answered (every move is stored before its answer), and it returns.
pub async fn serve(
    listener: tokio::net::TcpListener,
    app: Router,
    limits: net::NetLimits,
) -> std::io::Result<()> {
    net::serve(listener, app, limits, async {
        net::stop_signal().await;
        tracing::info!("stopping: draining the connections");
    })
    .await
}
