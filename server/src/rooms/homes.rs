//! Where a room lives: held here, rebuilt from what is stored after a restart or taken over
//! from an instance gone, or asked of the instance that holds it ([`crate::cluster`]), which
//! answers under the room's lock.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use minesweeper_engine::battle::{Battle, BattleConfig, Player, Snapshot};
use minesweeper_engine::Pos;
use tokio::sync::Mutex;

use crate::clock::now_ms;
use crate::cluster::{Answer, Ask, Asked, Home};
use crate::db::{Fence, LiveBattle, LiveMove, StoredBattle};
use crate::error::Error;
use crate::protocol::battle::BattleMoveKind;
use crate::protocol::Refusal;

use super::{
    no_room, normalise_code, refusal_answer, restarting, Asker, Conn, Found, Member, RestoreError,
    Room, Rooms, Route, Routed, Seat, State, ATTEMPTS,
};

impl Rooms {
    /// Where room `code` is: held here (in memory, or a battle being played rebuilt from what
    /// is stored: after a restart, or taken over from an instance gone), or at another
    /// instance; none if there is no such room.
    pub(super) async fn locate(&self, code: &str) -> Result<Option<Found>, Error> {
        let code = normalise_code(code);
        if let Some(room) = self.room(&code) {
            return Ok(Some(Found::Here(room)));
        }
        let Some(cluster) = &self.cluster else {
            return match self.restore(&code, None, self.lost_at(None).await).await {
                Ok(room) => Ok(room.map(Found::Here)),
                Err(RestoreError::Failed(refusal)) => Err(refusal),
                Err(RestoreError::Taken) => Ok(None),
            };
        };
        // Twice: another instance may take the room over from a gone one at the same moment.
        for _ in 0..2 {
            let claim = match cluster.home(&code).await? {
                Home::There(instance) => return Ok(Some(Found::There(instance))),
                // Held here, but not in memory: rebuilt if it is being played.
                Home::Here => None,
                Home::Nowhere { was } => Some(was),
            };
            let lost_at = match &claim {
                Some(Some(was)) => self.lost_at(Some(was)).await,
                _ => now_ms(),
            };
            match self.restore(&code, claim, lost_at).await {
                Ok(room) => return Ok(room.map(Found::Here)),
                Err(RestoreError::Taken) => continue,
                Err(RestoreError::Failed(refusal)) => return Err(refusal),
            }
        }
        Ok(None)
    }

    /// Battle `code` being played, rebuilt from what is stored and held here; none if no
    /// battle of that code is being played. Both players are away, their grace counted from
    /// `lost_at` (ms: when their connections were lost), with a second at least for the first
    /// one back to sit down. `claim`: the room is taken over from the instance that held it
    /// (none: it had no home); [`RestoreError::Taken`] if another instance was quicker.
    pub(super) async fn restore(
        &self,
        code: &str,
        claim: Option<Option<String>>,
        lost_at: i64,
    ) -> Result<Option<Arc<Mutex<Room>>>, RestoreError> {
        let stored = match self.db.live_battle(code).await {
            Ok(Some(stored)) => stored,
            Ok(None) => return Ok(None),
            Err(e) => return Err(RestoreError::Failed(e.into())),
        };
        // Its fence: taken with the room (over from a gone instance, or a room of none), or
        // as it stands for a room whose home is here already.
        let fence = match (&self.cluster, claim) {
            (None, _) => None,
            (Some(cluster), Some(was)) => match cluster.claim(code, was.as_deref(), None).await {
                Ok(Some(fence)) => {
                    tracing::info!(room = %code, from = ?was, "a battle taken over");
                    Some(fence)
                }
                Ok(None) => return Err(RestoreError::Taken),
                Err(e) => return Err(RestoreError::Failed(e.into())),
            },
            (Some(cluster), None) => match cluster.fence_of(code).await {
                Ok(Some(fence)) => Some(fence),
                Ok(None) => return Err(RestoreError::Taken),
                Err(e) => return Err(RestoreError::Failed(e.into())),
            },
        };
        let room = self.rebuilt(stored, fence).await.map_err(|why| {
            tracing::error!(room = %code, %why, "a stored battle that cannot be rebuilt");
            RestoreError::Failed(Error::refused(Refusal::RebuildFailed))
        })?;
        let (kept, new) = {
            let mut registry = self
                .registry
                .lock()
                .map_err(|_| RestoreError::Failed(restarting()))?;
            // Rebuilt twice at once: the first one kept is the one played.
            let new = !registry.rooms.contains_key(code);
            let kept = registry
                .rooms
                .entry(code.to_string())
                .or_insert_with(|| Arc::new(Mutex::new(room)))
                .clone();
            (kept, new)
        };
        if new {
            let away = Duration::from_millis(now_ms().saturating_sub(lost_at).max(0) as u64);
            let left = self.grace.saturating_sub(away).max(Duration::from_secs(1));
            let mut room = kept.lock().await;
            for seat in Player::BOTH {
                self.watch_absence_for(&mut room, seat, left);
            }
            drop(room);
            self.take_members_back(code, &kept).await;
        }
        Ok(Some(kept))
    }

    /// This instance's connections in room `code` held elsewhere, no longer kept as such.
    pub(super) fn take_members(&self, code: &str) -> Vec<Member> {
        self.members
            .lock()
            .ok()
            .and_then(|mut m| m.remove(code))
            .unwrap_or_default()
    }

    /// This instance's connections in room `code` while another held it, back in it now that
    /// it is held here (each sent the room).
    pub(super) async fn take_members_back(&self, code: &str, room: &Mutex<Room>) {
        let members = self.take_members(code);
        let mut room = room.lock().await;
        for m in members {
            if let Ok(view) = self.join_here(&mut room, &m.asker()).await {
                m.conn.send(&view);
            }
        }
    }

    /// Where a request about a room is done: here (the room is returned), or asked of the
    /// instance holding it (its answer is returned). A home that does not answer, or no longer
    /// holds the room, is asked again where the room is then, up to [`ATTEMPTS`] times.
    pub(super) async fn route(&self, ask: Ask) -> Result<Routed, Error> {
        for attempt in 1..=ATTEMPTS {
            let instance = match self.locate(ask.code()).await? {
                None => return Err(no_room()),
                Some(Found::Here(room)) => return Ok(Routed::Here(room)),
                Some(Found::There(instance)) => instance,
            };
            let Some(cluster) = &self.cluster else {
                return Err(no_room());
            };
            match cluster.ask(&instance, ask.clone()).await {
                Answer::Done { reply } => return Ok(Routed::Done(reply)),
                Answer::Refused { error } => return Err(error),
                Answer::NotHere => {
                    cluster.forget_home(ask.code());
                    tokio::time::sleep(Duration::from_millis(150 * u64::from(attempt))).await;
                }
            }
        }
        Err(Error::unavailable_because(Refusal::RoomSilent))
    }

    /// Answers a request another instance asked about a room held here.
    pub(super) async fn answer(&self, asked: Asked) {
        let answer = self.answer_here(&asked.from, asked.ask.clone()).await;
        asked.answer(answer);
    }

    pub(super) async fn answer_here(&self, from: &str, ask: Ask) -> Answer {
        let room = match self.locate(ask.code()).await {
            Ok(Some(Found::Here(room))) => room,
            Ok(Some(Found::There(_))) => return Answer::NotHere,
            Ok(None) => return refusal_answer(no_room()),
            Err(refusal) => return refusal_answer(refusal),
        };
        let Some(cluster) = &self.cluster else {
            return Answer::NotHere;
        };
        let mut room = room.lock().await;
        let done = match ask {
            Ask::Join {
                player,
                name,
                network,
                conn,
                ..
            } => {
                let conn = Conn {
                    id: conn,
                    route: Route::There(from.into(), cluster.clone()),
                };
                let asker = Asker {
                    player: &player,
                    name: &name,
                    conn: &conn,
                    network,
                };
                self.join_here(&mut room, &asker)
                    .await
                    .map(|view| Some(Box::new(view)))
            }
            Ask::Play {
                player,
                kind,
                seq,
                row,
                col,
                ..
            } => self
                .play_here(&mut room, &player, (kind, seq, Pos::new(row, col)))
                .await
                .map(|()| None),
            Ask::Leave { player, conn, .. } => {
                self.leave_here(&mut room, &player, conn).await;
                Ok(None)
            }
            Ask::Closed { conn, .. } => {
                self.closed_here(&mut room, conn).await;
                Ok(None)
            }
        };
        match done {
            Ok(reply) => Answer::Done { reply },
            Err(refusal) => refusal_answer(refusal),
        }
    }

    /// This instance was taken for gone (it stalled past its heartbeat): its waiting rooms,
    /// whose homes the others may have forgotten, are homed here again, so a player at another
    /// instance can still join them. (Its battles being played kept their homes, or were taken
    /// over: then its writes for them are refused by their fence.)
    pub(super) async fn homed_again(&self) {
        let Some(cluster) = &self.cluster else {
            return;
        };
        let rooms: Vec<Arc<Mutex<Room>>> = match self.registry.lock() {
            Ok(registry) => registry.rooms.values().cloned().collect(),
            Err(_) => return,
        };
        let mut homed = 0;
        for room in rooms {
            let mut room = room.lock().await;
            if room.state != State::Waiting {
                continue;
            }
            let quick = room.quick.then_some(room.settings);
            match cluster.claim(&room.code, None, quick.as_ref()).await {
                Ok(Some(fence)) => {
                    room.fence = Some(fence);
                    homed += 1;
                }
                Ok(None) => {} // its home was kept
                Err(e) => {
                    tracing::warn!(room = %room.code, error = %e, "a waiting room homed again")
                }
            }
        }
        tracing::info!(
            rooms = homed,
            "waiting rooms homed again after this instance was taken for gone"
        );
    }

    /// Another instance is gone: its players in the rooms held here are away (their grace
    /// runs), and the rooms it held with players here are taken over (by this instance or
    /// another), those players back in them.
    pub(super) async fn instance_gone(&self, instance: &str) {
        if let Some(cluster) = &self.cluster {
            if let Err(e) = cluster.forget_waiting_rooms(instance).await {
                tracing::warn!(error = %e, %instance, "forgetting a gone instance's waiting rooms");
            }
        }
        let rooms: Vec<Arc<Mutex<Room>>> = match self.registry.lock() {
            Ok(registry) => registry.rooms.values().cloned().collect(),
            Err(_) => return,
        };
        for room in rooms {
            let mut room = room.lock().await;
            let theirs: Vec<u64> = room
                .audience()
                .into_iter()
                .filter(|(_, c)| c.instance() == Some(instance))
                .map(|(_, c)| c.id)
                .collect();
            for conn in theirs {
                self.closed_here(&mut room, conn).await;
            }
        }
        let codes: Vec<String> = self
            .members
            .lock()
            .map(|m| m.keys().cloned().collect())
            .unwrap_or_default();
        for code in codes {
            // Taken over here: its members are back (`restore`); held by another now: they
            // join it there.
            if let Ok(Some(Found::There(_))) = self.locate(&code).await {
                for m in self.take_members(&code) {
                    if let Ok(view) = self.join(&m.asker(), &code).await {
                        m.conn.send(&view);
                    }
                }
            }
        }
    }

    /// This instance stops: the others take its rooms over (they are rebuilt there from what
    /// is stored) and it answers for them no more.
    pub async fn stop(&self) {
        if let Some(cluster) = &self.cluster {
            if !cluster.stopping() {
                cluster.leave().await;
            }
        }
    }

    /// The room a stored battle was, both players away.
    pub(super) async fn rebuilt(
        &self,
        StoredBattle {
            battle: stored,
            moves,
            snapshot,
        }: StoredBattle,
        fence: Option<Fence>,
    ) -> Result<Room, String> {
        // Off the runtime: however long the battle, no other room's moves wait for it.
        let (stored, replayed) = tokio::task::spawn_blocking(move || {
            let replayed = replayed(&stored, &moves, snapshot.as_ref());
            (stored, replayed)
        })
        .await
        .map_err(|e| format!("its rebuild: {e}"))?;
        let Replayed {
            settings,
            battle,
            next_seq,
            played,
        } = replayed?;
        tracing::info!(room = %stored.room, moves = battle.moves().len(), replayed = played, "a battle rebuilt");
        let mut seats = [None, None];
        for (i, slot) in seats.iter_mut().enumerate() {
            let player = &stored.players[i];
            let name = match self.db.player(player).await {
                Ok(Some(p)) => p.name,
                _ => String::new(),
            };
            let (rating, _) = self.db.rating(player).await.map_err(|e| e.to_string())?;
            *slot = Some(Seat {
                player: player.clone(),
                name,
                rating,
                conn: None,
                away: Some(i as u64 + 1),
                forfeits_at_ms: None,
                next_seq: next_seq[i],
                network: stored.networks[i]
                    .parse()
                    .unwrap_or(IpAddr::from([0, 0, 0, 0])),
            });
        }
        Ok(Room {
            code: stored.room,
            settings,
            notice: stored.notice,
            battle,
            seats,
            watchers: Vec::new(),
            state: State::Playing,
            quick: false,
            absences: 2,
            started_ms: Some(stored.started_ms),
            ending: None,
            done_at: None,
            fence,
        })
    }

    /// Keeps a battle that begins, so a restart can rebuild it; a battle that cannot be kept
    /// is played on, in memory only, and the log says so.
    pub(super) async fn keep(&self, room: &Room) {
        let cols = room.battle.config().cols();
        let mines: Vec<u32> = room
            .battle
            .mine_positions()
            .iter()
            .map(|p| p.row * cols + p.col)
            .collect();
        let seat = |i: usize| room.seats[i].as_ref();
        let stored = LiveBattle {
            room: room.code.clone(),
            settings: serde_json::to_string(&room.settings).unwrap_or_default(),
            config: serde_json::to_string(&room.battle.config()).unwrap_or_default(),
            seed: room.battle.seed(),
            mines: serde_json::to_string(&mines).unwrap_or_default(),
            notice: room.notice.clone(),
            players: [0, 1].map(|i| seat(i).map_or(String::new(), |s| s.player.clone())),
            networks: [0, 1].map(|i| seat(i).map_or(String::new(), |s| s.network.to_string())),
            started_ms: room.started_ms.unwrap_or_else(now_ms),
        };
        if let Err(e) = self.db.start_live_battle(stored, room.fence.clone()).await {
            tracing::error!(room = %room.code, error = %e, "keeping a battle: a restart would end it");
        }
    }
}

/// A stored battle rebuilt ([`replayed`]).
#[derive(Debug)]
struct Replayed {
    /// The settings asked for.
    settings: BattleConfig,
    battle: Battle,
    /// Each seat's next move number.
    next_seq: [u64; 2],
    /// The moves played through the rules to rebuild it: those after its snapshot.
    played: usize,
}

/// A stored battle rebuilt from its board and moves: from its `snapshot` (the moves before it,
/// and the engine's snapshot as JSON), playing only the moves since, or from its first move
/// when it has none or one that does not fit (said in the log). CPU only, linear in the moves
/// read, and no more than [`Limits::replayed_moves`](crate::limits::Limits) of them played
/// (from the first move, 82,000 moves of a 200 × 200 battle took 50 ms).
fn replayed(
    stored: &LiveBattle,
    moves: &[LiveMove],
    snapshot: Option<&(u64, String)>,
) -> Result<Replayed, String> {
    let read = |what: &str, e: serde_json::Error| format!("its {what}: {e}");
    let settings: BattleConfig =
        serde_json::from_str(&stored.settings).map_err(|e| read("settings", e))?;
    let config: BattleConfig =
        serde_json::from_str(&stored.config).map_err(|e| read("board", e))?;
    let mines: Vec<u32> = serde_json::from_str(&stored.mines).map_err(|e| read("mines", e))?;
    let log = moves
        .iter()
        .map(|mv| {
            let seat = if mv.seat == 0 {
                Player::One
            } else {
                Player::Two
            };
            let kind = BattleMoveKind::parse(&mv.kind)
                .ok_or_else(|| format!("a stored move of no kind: {}", mv.kind))?;
            Ok((seat, kind.at(Pos::new(mv.row, mv.col))))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let mut next_seq = [0u64; 2];
    for (seat, _) in &log {
        next_seq[seat.index()] += 1;
    }
    let resumed = snapshot.map(|(taken, state)| {
        let snapshot: Snapshot = serde_json::from_str(state).map_err(|e| read("snapshot", e))?;
        if snapshot.moves as u64 != *taken {
            return Err(format!(
                "a snapshot after move {} kept as after {taken}",
                snapshot.moves
            ));
        }
        let battle = Battle::resume(config, stored.seed, &mines, &snapshot, &log)?;
        Ok((battle, log.len() - snapshot.moves as usize))
    });
    let (battle, played) = match resumed {
        Some(Ok(resumed)) => resumed,
        none_or_unfit => {
            if let Some(Err(why)) = none_or_unfit {
                tracing::warn!(room = %stored.room, %why, "a snapshot that does not fit: every move replayed");
            }
            let mut battle = Battle::with_mines(config, stored.seed, &mines)?;
            for (n, &(seat, mv)) in log.iter().enumerate() {
                battle
                    .play(seat, mv)
                    .map_err(|e| format!("stored move {n}: {e}"))?;
            }
            (battle, log.len())
        }
    };
    Ok(Replayed {
        settings,
        battle,
        next_seq,
        played,
    })
}

#[cfg(test)]
mod tests {
    use minesweeper_engine::battle::{Move, Pace};

    use super::*;

    /// A 16 × 16 battle of 18 moves as stored, and the battle itself.
    fn a_stored_battle() -> (LiveBattle, Vec<LiveMove>, Battle) {
        let config = BattleConfig::new(16, 16, 40, 3, Pace::Realtime).unwrap();
        let mut battle = Battle::new(config, 11);
        let mut moves = Vec::new();
        for n in 0..18 {
            let seat = if n % 3 == 0 { Player::Two } else { Player::One };
            let Some(&cell) = battle.legal_cells(seat).first() else {
                break;
            };
            let pos = battle.grid().pos(cell);
            let (mv, kind) = if n % 4 == 0 {
                (Move::Flag(pos), "flag")
            } else {
                (Move::Reveal(pos), "reveal")
            };
            if battle.play(seat, mv).is_ok() {
                moves.push(LiveMove {
                    seat: seat.index() as u8,
                    kind: kind.into(),
                    row: pos.row,
                    col: pos.col,
                    at_ms: 0,
                });
            }
        }
        let mines: Vec<u32> = battle
            .mine_positions()
            .iter()
            .map(|p| p.row * 16 + p.col)
            .collect();
        let stored = LiveBattle {
            room: "ROOM".into(),
            settings: serde_json::to_string(&config).unwrap(),
            config: serde_json::to_string(&config).unwrap(),
            seed: 11,
            mines: serde_json::to_string(&mines).unwrap(),
            notice: None,
            players: [String::new(), String::new()],
            networks: [String::new(), String::new()],
            started_ms: 0,
        };
        (stored, moves, battle)
    }

    #[test]
    fn a_rebuild_plays_only_the_moves_after_its_snapshot() {
        let (stored, moves, battle) = a_stored_battle();
        assert!(moves.len() > 10, "{} moves", moves.len());
        // The battle as it was after its first ten moves.
        let at_ten = replayed(&stored, &moves[..10], None).unwrap();
        assert_eq!(at_ten.played, 10);
        let state = serde_json::to_string(&at_ten.battle.snapshot()).unwrap();
        let rebuilt = replayed(&stored, &moves, Some(&(10, state.clone()))).unwrap();
        assert_eq!(rebuilt.played, moves.len() - 10);
        assert_eq!(rebuilt.battle, battle);
        let seat_one = moves.iter().filter(|m| m.seat == 0).count() as u64;
        assert_eq!(rebuilt.next_seq, [seat_one, moves.len() as u64 - seat_one]);
        // A snapshot that does not fit (kept as after another move, or unreadable): every move
        // is played, and the battle is still the battle.
        for unfit in [(9, state), (10, "{}".to_string())] {
            let rebuilt = replayed(&stored, &moves, Some(&unfit)).unwrap();
            assert_eq!(rebuilt.played, moves.len());
            assert_eq!(rebuilt.battle, battle);
        }
    }
}
