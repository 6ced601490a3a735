//! Rate limits, per game, player, connection and address, with governor's keyed limiters
//! (GCRA: a burst, then a steady rate). What goes over a limit is answered "slow down" and
//! changes nothing. An address is counted by its network ([`network`]: an IPv6 /64 is one).
//!
//! With instances sharing a PostgreSQL database ([`crate::cluster`]), the limits a stranger
//! would multiply by spreading requests over the instances (new players an hour, new games and
//! rooms joined a minute, no-guess boards) are also kept there, by the same rule ([`Shared`]):
//! each instance's own limiter first (a flood stops there, without touching the database),
//! then the shared one. The per-second limits (moves, messages) and the connections stay per
//! instance: they protect the instance's own CPU and sockets, and a connection is counted
//! across instances by the balancer (server/deploy/haproxy.cfg).

use std::collections::HashMap;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};

use governor::{DefaultDirectRateLimiter, DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::error::Error;
use crate::net::network;
use crate::protocol::Refusal;

/// The limits a server enforces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Moves a second in one game.
    pub moves_per_second: u32,
    /// New games a minute per player.
    pub games_per_minute: u32,
    /// Messages a second on one connection (any kind).
    pub messages_per_second: u32,
    /// Connections open at once from one address.
    pub connections_per_address: u32,
    /// New players an hour from one address.
    pub players_per_hour: u32,
    /// How long a player may be away from a battle against a person before they forfeit it.
    pub reconnect_seconds: u32,
    /// Rooms joined a minute by one player (a room code cannot be guessed by trying them).
    pub joins_per_minute: u32,
    /// No-guess battle boards asked for a minute from one network (each may take a board
    /// maker a second: `boards::BUDGET`).
    pub no_guess_boards_per_minute: u32,
    /// Rooms waiting for a second player at once, made by one player: a new one lets their
    /// oldest go.
    pub waiting_rooms_per_player: u32,
    /// Rooms waiting for a second player at once, made from one network: more are refused.
    pub waiting_rooms_per_network: u32,
    /// Rooms waiting for a second player at this instance in all, counted in cells (each room
    /// its board's cells and [`ROOM_CELLS`] for the rest): more are refused as busy.
    pub waiting_cells: u64,
    /// How long a room waits for its second player before it closes.
    pub waiting_seconds: u32,
    /// Reads of the pages' API (leaderboards, player pages, replays) a second from one
    /// network, after a burst of three seconds' worth.
    pub reads_per_second: u32,
    /// Ranked games resumed a minute by one player (each may rebuild a game from its moves).
    pub resumes_per_minute: u32,
    /// Cursor tracks kept an hour from one network, in KB as stored (each track twice: with
    /// its move, and in the game's replay). Past it a move is played and its track not kept.
    pub cursor_kb_per_hour: u32,
    /// Moves a battle's rebuild (after a restart, or taken over from another instance) plays
    /// through the rules at most: a battle being played is snapshot every this many moves.
    pub replayed_moves: u32,
    /// Tries at signing in a minute from one network: recovery keys, device links asked for,
    /// device codes looked up or approved, passkey ceremonies begun (a key or a code cannot
    /// be found by trying them).
    pub sign_ins_per_minute: u32,
    /// Device links open at once from one network (each lives ten minutes).
    pub links_per_network: u32,
    /// Device links open at once in all: more are refused as busy.
    pub links_in_all: u32,
    /// Passkey ceremonies (adding one, signing in with one) open at once from one network
    /// (each lives five minutes, about 1 KB stored).
    pub ceremonies_per_network: u32,
    /// Passkey ceremonies open at once in all: more are refused as busy.
    pub ceremonies_in_all: u32,
    /// Players' own games sent an hour from one network, in KB of replay (`/api/account/games`),
    /// weighed before they are read: past it a sync is told to slow down. Per instance.
    pub synced_kb_per_hour: u32,
    /// Exports of everything ("download everything") an hour a player: each reads all their
    /// games (up to about 30 MB).
    pub exports_per_hour: u32,
}

/// What a waiting room holds besides its board, counted as cells: its seat, code, view and
/// vectors (a room costs about 4 bytes a cell: 3,000 rooms of 200 × 200 took 464 MB).
pub const ROOM_CELLS: u64 = 1_000;

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            moves_per_second: 50,
            games_per_minute: 20,
            messages_per_second: 100,
            connections_per_address: 32,
            players_per_hour: 60,
            reconnect_seconds: 60,
            joins_per_minute: 20,
            no_guess_boards_per_minute: 10,
            waiting_rooms_per_player: 3,
            waiting_rooms_per_network: 20,
            // About 40 MB: 243 rooms of 200 × 200, or 6,700 of expert.
            waiting_cells: 10_000_000,
            waiting_seconds: 15 * 60,
            reads_per_second: 10,
            resumes_per_minute: 20,
            // 20 MB an hour a network: about 40 games with the most samples a game may send.
            cursor_kb_per_hour: 20_000,
            // About 1 ms of replay; a snapshot of 200 × 200 (80 KB) written every 1,024 moves.
            replayed_moves: 1_024,
            sign_ins_per_minute: 10,
            links_per_network: 3,
            // A guess at a code finds one of the open links at most once in 2.6 million.
            links_in_all: 10_000,
            ceremonies_per_network: 5,
            // About 10 MB stored at most.
            ceremonies_in_all: 10_000,
            exports_per_hour: 6,
            // 20 MB an hour a network: a player's whole bound (5,000 games) in about an hour.
            synced_kb_per_hour: 20_000,
        }
    }
}

fn at_least_one(n: u32) -> NonZeroU32 {
    NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN)
}

/// Limits kept in PostgreSQL for every instance at once: GCRA, one row a key holding its
/// theoretical arrival time (`rate_limits`).
#[derive(Clone)]
pub struct Shared {
    pool: sqlx::PgPool,
}

impl Shared {
    pub fn new(pool: sqlx::PgPool) -> Shared {
        Shared { pool }
    }

    /// One more request for `key`, allowed `per` a period of `period_ms` (all of them at once
    /// at most): whether it is let through. Each request moves the key's arrival time on by
    /// one share of the period; one that would put it more than the period ahead is refused
    /// and moves nothing.
    async fn check(&self, key: &str, per: u32, period_ms: i64) -> Result<bool, sqlx::Error> {
        let share = period_ms / i64::from(per.max(1));
        let row: Option<(i64,)> = sqlx::query_as(
            "INSERT INTO rate_limits (key, tat_ms) VALUES ($1, $2 + $3) \
             ON CONFLICT (key) DO UPDATE SET tat_ms = GREATEST(rate_limits.tat_ms, $2) + $3 \
             WHERE GREATEST(rate_limits.tat_ms, $2) + $3 - $2 <= $4 RETURNING tat_ms",
        )
        .bind(key)
        .bind(crate::clock::now_ms())
        .bind(share)
        .bind(period_ms)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.is_some())
    }

    /// Forgets the keys back to a full allowance.
    async fn forget_idle(&self) -> Result<(), sqlx::Error> {
        sqlx::query("DELETE FROM rate_limits WHERE tat_ms < $1")
            .bind(crate::clock::now_ms())
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

const MINUTE_MS: i64 = 60_000;
const HOUR_MS: i64 = 3_600_000;

/// The limiters, shared by every connection.
pub struct Limiters {
    pub limits: Limits,
    /// The limits kept for every instance, when there are others.
    shared: Option<Shared>,
    moves: DefaultKeyedRateLimiter<String>,
    games: DefaultKeyedRateLimiter<String>,
    players: DefaultKeyedRateLimiter<IpAddr>,
    joins: DefaultKeyedRateLimiter<String>,
    no_guess_boards: DefaultKeyedRateLimiter<IpAddr>,
    resumes: DefaultKeyedRateLimiter<String>,
    sign_ins: DefaultKeyedRateLimiter<IpAddr>,
    exports: DefaultKeyedRateLimiter<String>,
    /// Own games' KB kept, by network.
    synced: DefaultKeyedRateLimiter<IpAddr>,
    /// Cursor tracks' KB, by network.
    cursor: DefaultKeyedRateLimiter<IpAddr>,
    connections: Mutex<HashMap<IpAddr, u32>>,
}

/// One of the limits kept across instances: which, for the shared table's key and the
/// player's message.
#[derive(Clone, Copy)]
enum Kind {
    Game,
    Player,
    Join,
    Board,
    Resume,
    SignIn,
    Export,
}

impl Kind {
    const fn key(self) -> &'static str {
        match self {
            Kind::Game => "game",
            Kind::Player => "player",
            Kind::Join => "join",
            Kind::Board => "board",
            Kind::Resume => "resume",
            Kind::SignIn => "sign-in",
            Kind::Export => "export",
        }
    }
}

impl Limiters {
    pub fn new(limits: Limits, shared: Option<Shared>) -> Limiters {
        Limiters {
            limits,
            shared,
            moves: RateLimiter::keyed(Quota::per_second(at_least_one(limits.moves_per_second))),
            games: RateLimiter::keyed(Quota::per_minute(at_least_one(limits.games_per_minute))),
            players: RateLimiter::keyed(Quota::per_hour(at_least_one(limits.players_per_hour))),
            joins: RateLimiter::keyed(Quota::per_minute(at_least_one(limits.joins_per_minute))),
            no_guess_boards: RateLimiter::keyed(Quota::per_minute(at_least_one(
                limits.no_guess_boards_per_minute,
            ))),
            resumes: RateLimiter::keyed(Quota::per_minute(at_least_one(limits.resumes_per_minute))),
            sign_ins: RateLimiter::keyed(Quota::per_minute(at_least_one(
                limits.sign_ins_per_minute,
            ))),
            exports: RateLimiter::keyed(Quota::per_hour(at_least_one(limits.exports_per_hour))),
            synced: RateLimiter::keyed(Quota::per_hour(at_least_one(limits.synced_kb_per_hour))),
            cursor: RateLimiter::keyed(Quota::per_hour(at_least_one(limits.cursor_kb_per_hour))),
            connections: Mutex::new(HashMap::new()),
        }
    }

    /// A move in `game`.
    pub fn move_in(&self, game: &str) -> Result<(), Error> {
        self.moves.check_key(&game.to_string()).map_err(|_| {
            Error::SlowDown(Refusal::TooManyMoves {
                most: self.limits.moves_per_second,
            })
        })
    }

    /// One limit kept across instances, for `key`: this instance's limiter first (a flood
    /// stops there, without touching the database), then the shared one's. A database that
    /// does not answer refuses the request.
    async fn both<K: Clone + Eq + std::hash::Hash + std::fmt::Display>(
        &self,
        kind: Kind,
        limiter: &DefaultKeyedRateLimiter<K>,
        key: &K,
    ) -> Result<(), Error> {
        limiter.check_key(key).map_err(|_| self.refusal(kind))?;
        let Some(shared) = &self.shared else {
            return Ok(());
        };
        let l = self.limits;
        let (per, period_ms) = match kind {
            Kind::Game => (l.games_per_minute, MINUTE_MS),
            Kind::Player => (l.players_per_hour, HOUR_MS),
            Kind::Join => (l.joins_per_minute, MINUTE_MS),
            Kind::Board => (l.no_guess_boards_per_minute, MINUTE_MS),
            Kind::Resume => (l.resumes_per_minute, MINUTE_MS),
            Kind::SignIn => (l.sign_ins_per_minute, MINUTE_MS),
            Kind::Export => (l.exports_per_hour, HOUR_MS),
        };
        let shared_key = format!("{}:{key}", kind.key());
        match shared.check(&shared_key, per, period_ms).await {
            Ok(true) => Ok(()),
            Ok(false) => Err(self.refusal(kind)),
            Err(e) => Err(Error::unavailable("a limit kept in the database", e)),
        }
    }

    /// What a player hears when the limit of `kind` is reached.
    fn refusal(&self, kind: Kind) -> Error {
        let l = self.limits;
        Error::SlowDown(match kind {
            Kind::Game => Refusal::TooManyGames {
                most: l.games_per_minute,
            },
            Kind::Player => Refusal::TooManyPlayers {
                most: l.players_per_hour,
            },
            Kind::Join => Refusal::TooManyJoins {
                most: l.joins_per_minute,
            },
            Kind::Board => Refusal::TooManyBoards {
                most: l.no_guess_boards_per_minute,
            },
            Kind::Resume => Refusal::TooManyResumes {
                most: l.resumes_per_minute,
            },
            Kind::SignIn => Refusal::TooManySignIns {
                most: l.sign_ins_per_minute,
            },
            Kind::Export => Refusal::TooManyExports {
                most: l.exports_per_hour,
            },
        })
    }

    /// A new game for `player`.
    pub async fn new_game(&self, player: &str) -> Result<(), Error> {
        self.both(Kind::Game, &self.games, &player.to_string())
            .await
    }

    /// A new player from `address`.
    pub async fn new_player(&self, address: IpAddr) -> Result<(), Error> {
        self.both(Kind::Player, &self.players, &network(address))
            .await
    }

    /// A room joined by `player`. (Not by network too: a school's players share one, and
    /// a network makes at most 60 new players an hour, each joining 20 rooms a minute: at
    /// most 72,000 tries an hour at 35 bits of room code.)
    pub async fn join(&self, player: &str) -> Result<(), Error> {
        self.both(Kind::Join, &self.joins, &player.to_string())
            .await
    }

    /// A try at signing in from `address`: a recovery key, a device link asked for, a device
    /// code looked up or approved, a passkey ceremony begun.
    pub async fn sign_in(&self, address: IpAddr) -> Result<(), Error> {
        self.both(Kind::SignIn, &self.sign_ins, &network(address))
            .await
    }

    /// Own games of `bytes` sent from `address`: within its network's KB an hour, or told to
    /// slow down. Per instance.
    pub fn sync(&self, address: IpAddr, bytes: usize) -> Result<(), Error> {
        let kb = u32::try_from(bytes.div_ceil(1024)).unwrap_or(u32::MAX);
        let Some(kb) = NonZeroU32::new(kb) else {
            return Ok(());
        };
        match self.synced.check_key_n(&network(address), kb) {
            Ok(Ok(())) => Ok(()),
            _ => Err(Error::SlowDown(Refusal::TooManySynced {
                megabytes: self.limits.synced_kb_per_hour / 1000,
            })),
        }
    }

    /// Everything of `player`'s downloaded.
    pub async fn export(&self, player: &str) -> Result<(), Error> {
        self.both(Kind::Export, &self.exports, &player.to_string())
            .await
    }

    /// A ranked game resumed by `player` (their own, or it is refused).
    pub async fn resume(&self, player: &str) -> Result<(), Error> {
        self.both(Kind::Resume, &self.resumes, &player.to_string())
            .await
    }

    /// Whether a cursor track of `chars` sent from `address` is kept: within its network's
    /// KB an hour (counted twice, as it is stored). Per instance.
    pub fn cursor_kept(&self, address: IpAddr, chars: usize) -> bool {
        let kb = u32::try_from((2 * chars).div_ceil(1024)).unwrap_or(u32::MAX);
        let Some(kb) = NonZeroU32::new(kb) else {
            return true;
        };
        matches!(self.cursor.check_key_n(&network(address), kb), Ok(Ok(())))
    }

    /// A no-guess battle board asked for from `address`.
    pub async fn no_guess_board(&self, address: IpAddr) -> Result<(), Error> {
        self.both(Kind::Board, &self.no_guess_boards, &network(address))
            .await
    }

    /// One message on a connection.
    pub fn connection_limiter(&self) -> DefaultDirectRateLimiter {
        RateLimiter::direct(Quota::per_second(at_least_one(
            self.limits.messages_per_second,
        )))
    }

    /// A connection from `address`, counted while the guard lives.
    pub fn connect(self: &Arc<Self>, address: IpAddr) -> Result<CountedConnection, Error> {
        let address = network(address);
        let mut open = self
            .connections
            .lock()
            .map_err(|_| Error::unavailable_because(Refusal::Restarting))?;
        let count = open.entry(address).or_insert(0);
        if *count >= self.limits.connections_per_address {
            return Err(Error::SlowDown(Refusal::TooManyConnections {
                most: self.limits.connections_per_address,
            }));
        }
        *count += 1;
        Ok(CountedConnection {
            limiters: self.clone(),
            address,
        })
    }

    /// Forgets the keys that are back to a full allowance, so the maps (and the shared
    /// table) do not grow.
    pub async fn forget_idle(&self) {
        self.moves.retain_recent();
        self.games.retain_recent();
        self.players.retain_recent();
        self.joins.retain_recent();
        self.no_guess_boards.retain_recent();
        self.resumes.retain_recent();
        self.sign_ins.retain_recent();
        self.exports.retain_recent();
        self.synced.retain_recent();
        self.cursor.retain_recent();
        if let Some(shared) = &self.shared {
            if let Err(e) = shared.forget_idle().await {
                tracing::warn!(error = %e, "forgetting the limits kept in the database");
            }
        }
    }
}

/// A connection's place in its network's allowance ([`Limits::connections_per_address`]),
/// given back when it is dropped.
pub struct CountedConnection {
    limiters: Arc<Limiters>,
    address: IpAddr,
}

impl Drop for CountedConnection {
    fn drop(&mut self) {
        if let Ok(mut open) = self.limiters.connections.lock() {
            if let Some(count) = open.get_mut(&self.address) {
                *count = count.saturating_sub(1);
                if *count == 0 {
                    open.remove(&self.address);
                }
            }
        }
    }
}

/// The key of the pages' reads: the asker's network ([`network`]), from the address the
/// connection or its balancer gave ([`crate::net`] puts it in the request).
#[derive(Clone, Copy, Debug)]
pub struct NetworkKey;

impl tower_governor::key_extractor::KeyExtractor for NetworkKey {
    type Key = IpAddr;

    fn extract<T>(
        &self,
        request: &axum::http::Request<T>,
    ) -> Result<IpAddr, tower_governor::GovernorError> {
        request
            .extensions()
            .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
            .map(|info| network(info.0.ip()))
            .ok_or(tower_governor::GovernorError::UnableToExtractKey)
    }
}

/// The limiter of the pages' reads: `reads_per_second` a network (tower_governor), past it a
/// JSON `slow_down` (HTTP 429), nothing read. Its keys are forgotten by
/// [`ReadLimit::forget_idle`].
pub struct ReadLimit {
    config: Arc<tower_governor::governor::GovernorConfig<NetworkKey, ReadMiddleware>>,
}

/// The read limiter's middleware: none (no rate headers on the answers).
type ReadMiddleware = governor::middleware::NoOpMiddleware<governor::clock::QuantaInstant>;

impl ReadLimit {
    pub fn new(limits: &Limits) -> ReadLimit {
        let per = limits.reads_per_second.clamp(1, 1_000_000);
        let config = tower_governor::governor::GovernorConfigBuilder::default()
            .key_extractor(NetworkKey)
            .per_nanosecond(1_000_000_000 / u64::from(per))
            .burst_size(3 * per)
            .finish()
            .map(Arc::new);
        ReadLimit {
            // The period is at least 1,000 ns and the burst 3: the builder refuses only zeros.
            config: config.unwrap_or_else(|| unreachable!("a rate and a burst above zero")),
        }
    }

    /// The layer for the routes that read.
    pub fn layer(
        &self,
    ) -> tower_governor::GovernorLayer<NetworkKey, ReadMiddleware, axum::body::Body> {
        tower_governor::GovernorLayer::new(self.config.clone()).error_handler(|e| {
            let seconds = match e {
                tower_governor::GovernorError::TooManyRequests { wait_time, .. } => wait_time,
                _ => 1,
            };
            axum::response::IntoResponse::into_response(Error::SlowDown(Refusal::TooManyReads {
                seconds,
            }))
        })
    }

    /// Forgets the networks back at a full allowance.
    pub fn forget_idle(&self) {
        self.config.limiter().retain_recent();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tight() -> Arc<Limiters> {
        Arc::new(Limiters::new(
            Limits {
                moves_per_second: 3,
                games_per_minute: 2,
                messages_per_second: 5,
                connections_per_address: 2,
                players_per_hour: 1,
                reconnect_seconds: 1,
                joins_per_minute: 2,
                no_guess_boards_per_minute: 1,
                ..Limits::default()
            },
            None,
        ))
    }

    #[tokio::test]
    async fn a_burst_past_the_limit_is_told_to_slow_down() {
        let limiters = tight();
        for _ in 0..3 {
            assert!(limiters.move_in("g").is_ok());
        }
        let refused = limiters.move_in("g").unwrap_err();
        assert!(
            matches!(&refused, Error::SlowDown(Refusal::TooManyMoves { most: 3 })),
            "{refused}"
        );
        // Another game has its own allowance.
        assert!(limiters.move_in("h").is_ok());
        assert!(limiters.new_game("p").await.is_ok());
        assert!(limiters.new_game("p").await.is_ok());
        assert!(limiters.new_game("p").await.is_err());
        let address: IpAddr = [127, 0, 0, 1].into();
        assert!(limiters.new_player(address).await.is_ok());
        assert!(limiters.new_player(address).await.is_err());
    }

    #[test]
    fn connections_are_counted_until_they_close() {
        let limiters = tight();
        let address: IpAddr = [10, 0, 0, 7].into();
        let first = limiters.connect(address).unwrap();
        let _second = limiters.connect(address).unwrap();
        assert!(limiters.connect(address).is_err());
        assert!(limiters.connect([10, 0, 0, 8].into()).is_ok());
        drop(first);
        assert!(limiters.connect(address).is_ok());
    }
}
