//! Rate limits, per game, player, connection and address, with governor's keyed limiters
//! (GCRA: a burst, then a steady rate). What goes over a limit is answered "slow down" and
//! changes nothing. The limits are per server instance (see `docs/server.md` on scaling). An
//! address is counted by its network ([`network`]: an IPv6 /64 is one).

use std::collections::HashMap;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};

use governor::{DefaultDirectRateLimiter, DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::net::network;

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
}

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
        }
    }
}

fn at_least_one(n: u32) -> NonZeroU32 {
    NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN)
}

/// The limiters, shared by every connection.
pub struct Limiters {
    pub limits: Limits,
    moves: DefaultKeyedRateLimiter<String>,
    games: DefaultKeyedRateLimiter<String>,
    players: DefaultKeyedRateLimiter<IpAddr>,
    joins: DefaultKeyedRateLimiter<String>,
    no_guess_boards: DefaultKeyedRateLimiter<IpAddr>,
    connections: Mutex<HashMap<IpAddr, u32>>,
}

/// Why something was not done: the client's message.
pub type SlowDown = String;

impl Limiters {
    pub fn new(limits: Limits) -> Limiters {
        Limiters {
            limits,
            moves: RateLimiter::keyed(Quota::per_second(at_least_one(limits.moves_per_second))),
            games: RateLimiter::keyed(Quota::per_minute(at_least_one(limits.games_per_minute))),
            players: RateLimiter::keyed(Quota::per_hour(at_least_one(limits.players_per_hour))),
            joins: RateLimiter::keyed(Quota::per_minute(at_least_one(limits.joins_per_minute))),
            no_guess_boards: RateLimiter::keyed(Quota::per_minute(at_least_one(
                limits.no_guess_boards_per_minute,
            ))),
            connections: Mutex::new(HashMap::new()),
        }
    }

    /// A move in `game`.
    pub fn move_in(&self, game: &str) -> Result<(), SlowDown> {
        self.moves.check_key(&game.to_string()).map_err(|_| {
            format!(
                "slow down: at most {} moves a second in a game; that one was not played",
                self.limits.moves_per_second
            )
        })
    }

    /// A new game for `player`.
    pub fn new_game(&self, player: &str) -> Result<(), SlowDown> {
        self.games.check_key(&player.to_string()).map_err(|_| {
            format!(
                "slow down: at most {} new games a minute",
                self.limits.games_per_minute
            )
        })
    }

    /// A new player from `address`.
    pub fn new_player(&self, address: IpAddr) -> Result<(), SlowDown> {
        self.players.check_key(&network(address)).map_err(|_| {
            format!(
                "slow down: at most {} new players an hour from one address",
                self.limits.players_per_hour
            )
        })
    }

    /// A room joined by `player`. (Not by network too: a school's players share one, and
    /// a network makes at most 60 new players an hour, each joining 20 rooms a minute: at
    /// most 72,000 tries an hour at 35 bits of room code.)
    pub fn join(&self, player: &str) -> Result<(), SlowDown> {
        self.joins.check_key(&player.to_string()).map_err(|_| {
            format!(
                "slow down: at most {} rooms joined a minute",
                self.limits.joins_per_minute
            )
        })
    }

    /// A no-guess battle board asked for from `address`.
    pub fn no_guess_board(&self, address: IpAddr) -> Result<(), SlowDown> {
        self.no_guess_boards
            .check_key(&network(address))
            .map_err(|_| {
                format!(
                    "slow down: at most {} no-guess battle boards a minute from one network",
                    self.limits.no_guess_boards_per_minute
                )
            })
    }

    /// One message on a connection.
    pub fn connection_limiter(&self) -> DefaultDirectRateLimiter {
        RateLimiter::direct(Quota::per_second(at_least_one(
            self.limits.messages_per_second,
        )))
    }

    /// A connection from `address`, counted while the guard lives.
    pub fn connect(self: &Arc<Self>, address: IpAddr) -> Result<Connection, SlowDown> {
        let address = network(address);
        let mut open = self
            .connections
            .lock()
            .map_err(|_| "the server is restarting; try again".to_string())?;
        let count = open.entry(address).or_insert(0);
        if *count >= self.limits.connections_per_address {
            return Err(format!(
                "slow down: at most {} connections at once from one address",
                self.limits.connections_per_address
            ));
        }
        *count += 1;
        Ok(Connection {
            limiters: self.clone(),
            address,
        })
    }

    /// Forgets the keys that are back to a full allowance, so the maps do not grow.
    pub fn forget_idle(&self) {
        self.moves.retain_recent();
        self.games.retain_recent();
        self.players.retain_recent();
        self.joins.retain_recent();
        self.no_guess_boards.retain_recent();
    }
}

/// An open connection, counted against its address until dropped.
pub struct Connection {
    limiters: Arc<Limiters>,
    address: IpAddr,
}

impl Drop for Connection {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn tight() -> Arc<Limiters> {
        Arc::new(Limiters::new(Limits {
            moves_per_second: 3,
            games_per_minute: 2,
            messages_per_second: 5,
            connections_per_address: 2,
            players_per_hour: 1,
            reconnect_seconds: 1,
            joins_per_minute: 2,
            no_guess_boards_per_minute: 1,
        }))
    }

    #[test]
    fn a_burst_past_the_limit_is_told_to_slow_down() {
        let limiters = tight();
        for _ in 0..3 {
            assert!(limiters.move_in("g").is_ok());
        }
        let refused = limiters.move_in("g").unwrap_err();
        assert!(refused.starts_with("slow down"), "{refused}");
        // Another game has its own allowance.
        assert!(limiters.move_in("h").is_ok());
        assert!(limiters.new_game("p").is_ok());
        assert!(limiters.new_game("p").is_ok());
        assert!(limiters.new_game("p").is_err());
        let address: IpAddr = [127, 0, 0, 1].into();
        assert!(limiters.new_player(address).is_ok());
        assert!(limiters.new_player(address).is_err());
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
