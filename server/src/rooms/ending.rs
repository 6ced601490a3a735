//! How a room ends: a player away past the grace forfeits, a battle finished is stored with
//! both ratings' changes, a finished room is forgotten after a while.

use std::sync::Arc;
use std::time::{Duration, Instant};

use minesweeper_engine::battle::Player;
use tokio::sync::Mutex;

use crate::clock::now_ms;
use crate::db::{fenced_out, FinishedBattle};
use crate::protocol::battle::{BattleEnd, Finish};
use crate::protocol::Reply;
use crate::secrets::secret;

use super::{taken_over, unrated, Room, Rooms, State, KEPT};

impl Rooms {
    /// After the grace, `seat`'s player, if still away from the battle, forfeits it (from a
    /// room still waiting: it closes). The room says when ([`SeatView::forfeits_at_ms`]).
    ///
    /// [`SeatView::forfeits_at_ms`]: crate::protocol::battle::SeatView::forfeits_at_ms
    pub(super) fn watch_absence(&self, room: &mut Room, seat: Player) {
        self.watch_absence_for(room, seat, self.grace);
    }

    /// [`Rooms::watch_absence`] after `left` rather than the whole grace.
    pub(super) fn watch_absence_for(&self, room: &mut Room, seat: Player, left: Duration) {
        let Some(away) = room.seats[seat.index()]
            .as_mut()
            .filter(|s| s.away.is_some())
        else {
            return;
        };
        let absence = away.away.unwrap_or_default();
        away.forfeits_at_ms = Some(now_ms().saturating_add(left.as_millis() as i64));
        let code = room.code.clone();
        let rooms = self.clone();
        tokio::spawn(async move {
            tokio::time::sleep(left).await;
            let Some(room) = rooms.room(&code) else {
                return;
            };
            let mut room = room.lock().await;
            let still = room.seats[seat.index()]
                .as_ref()
                .is_some_and(|s| s.away == Some(absence));
            match room.state {
                State::Waiting if still => rooms.close(&mut room).await,
                State::Playing if still => {
                    rooms
                        .finish(&mut room, Some(seat.other()), Finish::Forfeit)
                        .await;
                }
                _ => {}
            }
        });
    }

    /// A room still waiting closes: it is forgotten at once.
    pub(super) async fn close(&self, room: &mut Room) {
        room.state = State::Finished;
        room.done_at = Some(Instant::now());
        self.offer(room, false).await;
        self.forget(&room.code);
        room.tell_everyone();
    }

    /// Room `code` is not held here any more (and has no home, if it was here).
    pub(super) fn forget(&self, code: &str) {
        if let Ok(mut registry) = self.registry.lock() {
            registry.rooms.remove(code);
            registry.made.remove(code);
        }
        if let Some(cluster) = self.cluster.clone() {
            let code = code.to_string();
            tokio::spawn(async move {
                if let Err(e) = cluster.release(&code).await {
                    tracing::warn!(error = %e, "a room's home, forgotten");
                }
            });
        }
    }

    /// The battle is over: stored with the ratings' changes, and told to everyone in the room.
    pub(super) async fn finish(&self, room: &mut Room, winner: Option<Player>, reason: Finish) {
        room.state = State::Finished;
        room.done_at = Some(Instant::now());
        let players = [0, 1].map(|i| {
            room.seats[i]
                .as_ref()
                .map_or(String::new(), |s| s.player.clone())
        });
        let moves: Vec<(&str, &str, u32, u32)> = room
            .battle
            .moves()
            .iter()
            .map(|(p, m)| {
                let kind = match m {
                    minesweeper_engine::battle::Move::Reveal(_) => "reveal",
                    minesweeper_engine::battle::Move::Chord(_) => "chord",
                    minesweeper_engine::battle::Move::Flag(_) => "flag",
                };
                (p.name(), kind, m.pos().row, m.pos().col)
            })
            .collect();
        let moves = serde_json::to_string(&moves).unwrap_or_else(|_| "[]".into());
        let id = secret(8).unwrap_or_else(|_| room.code.clone());
        let unrated = unrated(room, reason);
        let change = self
            .db
            .finish_battle(
                FinishedBattle {
                    id,
                    room: room.code.clone(),
                    players,
                    config: room.battle.config(),
                    seed: room.battle.seed(),
                    started_ms: room.started_ms.unwrap_or_else(now_ms),
                    ended_ms: now_ms(),
                    winner,
                    reason,
                    moves,
                    unrated: unrated.clone(),
                    networks: [0, 1].map(|i| room.seats[i].as_ref().map(|s| s.network)),
                },
                room.fence.clone(),
            )
            .await;
        let change = match change {
            Ok(change) => change,
            Err(e) if fenced_out(&e) => {
                // Taken over by another instance while this one stalled: the battle is that
                // one's to end (it was not stored or rated here). Whoever is here joins it
                // there.
                tracing::warn!(room = %room.code, "a battle's end refused: it was taken over");
                self.forget(&room.code);
                let refusal = taken_over().reply();
                for (_, conn) in room.audience() {
                    conn.send(&refusal);
                }
                return;
            }
            Err(e) => {
                tracing::error!(error = %e, "storing a battle");
                [0, 0]
            }
        };
        for (i, seat) in room.seats.iter_mut().enumerate() {
            if let Some(seat) = seat {
                seat.rating += change[i];
            }
        }
        let ending = BattleEnd {
            winner,
            reason,
            change,
            unrated,
        };
        room.ending = Some(ending.clone());
        let over = Reply::BattleOver {
            room: room.code.clone(),
            ending,
            mines: room.mines(),
        };
        for (_, conn) in room.audience() {
            conn.send(&over);
        }
        room.tell_everyone();
    }

    /// Finished rooms kept longer than [`KEPT`] are forgotten.
    pub async fn forget_finished(&self) {
        let rooms: Vec<(String, Arc<Mutex<Room>>)> = match self.registry.lock() {
            Ok(registry) => registry
                .rooms
                .iter()
                .map(|(code, room)| (code.clone(), room.clone()))
                .collect(),
            Err(_) => return,
        };
        for (code, room) in rooms {
            let old = room
                .lock()
                .await
                .done_at
                .is_some_and(|at| at.elapsed() > KEPT);
            if old {
                self.forget(&code);
            }
        }
    }
}
