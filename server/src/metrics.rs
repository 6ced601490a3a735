//! `GET /metrics`: what an operator watches, in the OpenMetrics text format Prometheus scrapes
//! (the `prometheus-client` crate): WebSocket connections open, ranked games and rooms in
//! memory, the time a move takes from its message read to its answer sent, requests refused
//! by why, and the database's errors. Each server has its own registry (tests run several in
//! one process). Only a loopback or private address is answered: the figures are the
//! operator's, not the players'.

use std::sync::Arc;
use std::time::Duration;

use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;

use crate::protocol::ErrorCode;

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
    pub fn refused(&self, code: ErrorCode) {
        self.refusals
            .get_or_create(&vec![("code", code.as_str().to_string())])
            .inc();
    }

    /// The figures as text, with what is counted only when asked (games and rooms held).
    pub(crate) fn text(&self, games: usize, rooms: usize) -> Result<String, std::fmt::Error> {
        self.games.set(games as i64);
        self.rooms.set(rooms as i64);
        let mut text = String::new();
        encode(&mut text, &self.registry)?;
        Ok(text)
    }
}

/// Shared by a server's tasks.
pub type Shared = Arc<Metrics>;
