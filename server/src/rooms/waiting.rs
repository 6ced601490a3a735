//! What rooms waiting for a second player may hold (docs/server.md, "Limits, and the threats they
//! answer"). A waiting room lives in memory only, its board made: a stranger making them and never
//! playing would hold memory without end. So each is counted before its board is made
//! ([`Rooms::admit`]): a player waits in at most `waiting_rooms_per_player` at once (a new one lets
//! their oldest go), a network in `waiting_rooms_per_network` (more are refused: slow down), the
//! instance in `waiting_cells` (more are refused: busy); and a room nobody came to in
//! `waiting_seconds` closes. Bounds per instance: each instance holds its own rooms.

use std::time::{Duration, Instant};

use crate::error::Error;
use crate::limits::ROOM_CELLS;
use crate::net::network;
use crate::protocol::Refusal;

use super::{restarting, Asker, BattleConfig, Made, Rooms, State};

impl Rooms {
    /// Room `code`, about to be made by `asker` with `config`, counted against the bounds:
    /// refused at its network's or the instance's; at its player's, the rooms to let go (the
    /// player's oldest), and with them any room past its wait.
    pub(super) fn admit(
        &self,
        code: &str,
        asker: &Asker<'_>,
        config: &BattleConfig,
    ) -> Result<Vec<String>, Error> {
        let limits = &self.limits;
        let mut registry = self.registry.lock().map_err(|_| restarting())?;
        let made = &mut registry.made;
        let mut let_go = expired(made, self.waits());
        let from = network(asker.network);
        let of_network = made.values().filter(|m| m.network == from).count();
        if of_network >= limits.waiting_rooms_per_network as usize {
            return Err(Error::SlowDown(Refusal::TooManyRooms {
                most: limits.waiting_rooms_per_network,
            }));
        }
        let cells = u64::from(config.rows()) * u64::from(config.cols()) + ROOM_CELLS;
        let held: u64 = made.values().map(|m| m.cells).sum();
        if held + cells > limits.waiting_cells {
            return Err(Error::Busy(Refusal::RoomsFull));
        }
        let mut own: Vec<(Instant, String)> = made
            .iter()
            .filter(|(_, m)| m.player == asker.player)
            .map(|(code, m)| (m.since, code.clone()))
            .collect();
        own.sort();
        let over = (own.len() + 1).saturating_sub(limits.waiting_rooms_per_player.max(1) as usize);
        for (_, code) in own.into_iter().take(over) {
            made.remove(&code);
            let_go.push(code);
        }
        made.insert(
            code.to_string(),
            Made {
                player: asker.player.to_string(),
                network: from,
                since: Instant::now(),
                cells,
            },
        );
        Ok(let_go)
    }

    /// Room `code` is no longer waiting (it began, closed, or was never made).
    pub(super) fn unmade(&self, code: &str) {
        if let Ok(mut registry) = self.registry.lock() {
            registry.made.remove(code);
        }
    }

    /// Rooms nobody came to within their wait close (every minute, and before a room is made).
    pub async fn close_expired(&self) {
        let codes = match self.registry.lock() {
            Ok(mut registry) => expired(&mut registry.made, self.waits()),
            Err(_) => return,
        };
        self.close_all(codes).await;
    }

    /// Closes the rooms `codes` that still wait: their player is told the room closed.
    pub(super) async fn close_all(&self, codes: Vec<String>) {
        for code in codes {
            let Some(room) = self.room(&code) else {
                continue;
            };
            let mut room = room.lock().await;
            if room.state == State::Waiting {
                tracing::debug!(room = %code, "a waiting room let go");
                self.close(&mut room).await;
            }
        }
    }

    fn waits(&self) -> Duration {
        Duration::from_secs(u64::from(self.limits.waiting_seconds))
    }
}

/// The rooms in `made` that have waited `waits` or longer, taken out of it.
fn expired(made: &mut std::collections::HashMap<String, Made>, waits: Duration) -> Vec<String> {
    let codes: Vec<String> = made
        .iter()
        .filter(|(_, m)| m.since.elapsed() >= waits)
        .map(|(code, _)| code.clone())
        .collect();
    for code in &codes {
        made.remove(code);
    }
    codes
}
