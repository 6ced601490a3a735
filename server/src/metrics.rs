//! `GET /metrics`: what an operator watches, in the OpenMetrics text format Prometheus scrapes
//! (the `prometheus-client` crate): WebSocket connections open, ranked games and rooms in
//! memory, the time a move takes from its message read to its answer sent, requests refused
//! by why, and the database's errors. Each server has its own registry (tests run several in
//! one process). Only a loopback or private address is answered: the figures are the
//! operator's, not the players'.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{ConnectInfo, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;

use crate::error::Error;
use crate::AppState;

/// A label set: one name and its value.
type Label = Vec<(&'static str, String)>;

/// The figures, and the registry that writes them out.
pub struct Metrics {
    registry: Registry,
    /// WebSocket connections open.
    pub connections: Gauge,
    /// Ranked games held in memory (being played, or idle for under ten minutes).
    games: Gauge,
    /// Battle rooms held in memory.
    rooms: Gauge,
    /// Seconds from a move's message read to its answer sent, by kind (`ranked`, `battle`).
    moves: Family<Label, Histogram>,
    /// Requests refused, by the answer's code (`slow_down`, `bad_message`, `refused`…).
    refusals: Family<Label, Counter>,
    /// Database errors met while answering.
    pub database_errors: Counter,
}

impl Default for Metrics {
    fn default() -> Metrics {
        let mut registry = Registry::with_prefix("minesweeper");
        let connections = Gauge::default();
        registry.register(
            "connections",
            "WebSocket connections open",
            connections.clone(),
        );
        let games = Gauge::default();
        registry.register("ranked_games", "Ranked games held in memory", games.clone());
        let rooms = Gauge::default();
        registry.register("rooms", "Battle rooms held in memory", rooms.clone());
        // 0.1 ms to about 3 s, doubling.
        let moves = Family::<Label, Histogram>::new_with_constructor(|| {
            Histogram::new(exponential_buckets(0.000_1, 2.0, 16))
        });
        registry.register(
            "move_seconds",
            "Seconds from a move read to its answer sent",
            moves.clone(),
        );
        let refusals = Family::<Label, Counter>::default();
        registry.register("refusals", "Requests refused, by code", refusals.clone());
        let database_errors = Counter::default();
        registry.register(
            "database_errors",
            "Database errors met while answering",
            database_errors.clone(),
        );
        Metrics {
            registry,
            connections,
            games,
            rooms,
            moves,
            refusals,
            database_errors,
        }
    }
}

impl Metrics {
    /// A move of `kind` answered `took` after it was read.
    pub fn moved(&self, kind: &'static str, took: Duration) {
        self.moves
            .get_or_create(&vec![("kind", kind.to_string())])
            .observe(took.as_secs_f64());
    }

    /// A request refused with `code`.
    pub fn refused(&self, code: &str) {
        self.refusals
            .get_or_create(&vec![("code", code.chars().take(32).collect())])
            .inc();
    }

    /// The figures as text, with what is counted only when asked (games and rooms held).
    fn text(&self, games: usize, rooms: usize) -> Result<String, std::fmt::Error> {
        self.games.set(games as i64);
        self.rooms.set(rooms as i64);
        let mut text = String::new();
        encode(&mut text, &self.registry)?;
        Ok(text)
    }
}

/// `GET /metrics`, to a loopback or private address only (404 elsewhere, as if absent).
pub async fn metrics(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
) -> Response {
    if !private(peer.ip()) {
        return Error::NotFound("no such page".into()).into_response();
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

/// Shared by a server's tasks.
pub type Shared = Arc<Metrics>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_figures_read_as_openmetrics_and_only_private_addresses_see_them() {
        let metrics = Metrics::default();
        metrics.connections.inc();
        metrics.moved("ranked", Duration::from_micros(800));
        metrics.refused(crate::protocol::ErrorCode::SlowDown.as_str());
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
