//! What players ask of rooms: a room made, matched or joined, a move, leaving, a connection
//! closed — each done here under the room's lock, or asked of the room's home.

use std::sync::Arc;

use minesweeper_engine::battle::{BattleConfig, MoveError, Player, Status};
use minesweeper_engine::Pos;
use tokio::sync::Mutex;

use crate::boards::NotMade;
use crate::clock::now_ms;
use crate::cluster::Ask;
use crate::db::{fenced_out, LiveMove};
use crate::error::Error;
use crate::protocol::battle::{BattleCell, BattleMoveKind, BattleStatus, Finish, RoomState};
use crate::protocol::{BattleRefusal, Refusal, Reply};
use crate::secrets::secret_seed;

use super::{
    moves_per_seat, no_room, normalise_code, restarting, room_code, seat, taken_over, Asker,
    Member, Room, Rooms, Route, Routed, State,
};

impl Rooms {
    /// A new room with `asker` in seat one; `quick`: open to quick match with its settings.
    pub async fn create(
        &self,
        asker: &Asker<'_>,
        config: BattleConfig,
        quick: bool,
    ) -> Result<Reply, Error> {
        let code = room_code().map_err(|e| Error::unavailable("drawing a room's code", e))?;
        // Counted before its board is made; uncounted if it is not made after all.
        let let_go = self.admit(&code, asker, &config)?;
        self.close_all(let_go).await;
        let made = self.make(asker, config, quick, code.clone()).await;
        if made.is_err() {
            self.unmade(&code);
        }
        made
    }

    /// [`Rooms::create`] once the room is counted: its board, its seat, its home.
    async fn make(
        &self,
        asker: &Asker<'_>,
        config: BattleConfig,
        quick: bool,
        code: String,
    ) -> Result<Reply, Error> {
        let seed = secret_seed().map_err(|e| Error::unavailable("drawing a battle's seed", e))?;
        let (battle, notice) = self.boards.make(config, seed).await.map_err(|e| match e {
            NotMade::Busy => Error::Busy(Refusal::MakersBusy),
            NotMade::Failed(_) => Error::unavailable("making a battle board", e),
        })?;
        let (rating, _) = self.db.rating(asker.player).await?;
        let fence = match &self.cluster {
            Some(cluster) => match cluster.claim(&code, None, quick.then_some(&config)).await? {
                Some(fence) => Some(fence),
                // A code already in use at another instance (one chance in 34 billion).
                None => return Err(restarting()),
            },
            None => None,
        };
        let room = Room {
            code: code.clone(),
            settings: config,
            notice,
            battle,
            seats: [Some(seat(asker, rating)), None],
            watchers: Vec::new(),
            state: State::Waiting,
            quick,
            absences: 0,
            started_ms: None,
            ending: None,
            done_at: None,
            fence,
        };
        let view = room.view(Some(Player::One));
        let mut registry = self.registry.lock().map_err(|_| restarting())?;
        registry
            .rooms
            .insert(code.clone(), Arc::new(Mutex::new(room)));
        if quick {
            registry.waiting.insert(config, code);
        }
        Ok(view)
    }

    /// Quick match: the room of someone else waiting with the same settings (at this instance
    /// or another), or a new one.
    pub async fn quick_match(
        &self,
        asker: &Asker<'_>,
        config: BattleConfig,
    ) -> Result<Reply, Error> {
        // A few tries: a room offered may have been taken meanwhile (by its link).
        for _ in 0..3 {
            let Some(code) = self.waiting_room(config).await? else {
                break;
            };
            match self.join(asker, &code).await {
                Ok(view)
                    if matches!(
                        &view,
                        Reply::Room {
                            seat: Some(Player::Two),
                            ..
                        }
                    ) =>
                {
                    return Ok(view)
                }
                // One's own room, still waiting: it waits on.
                Ok(view)
                    if matches!(
                        &view,
                        Reply::Room {
                            state: RoomState::Waiting,
                            ..
                        }
                    ) =>
                {
                    if self.room(&code).is_some() {
                        if let Ok(mut registry) = self.registry.lock() {
                            registry.waiting.insert(config, code);
                        }
                    }
                    return Ok(view);
                }
                // Taken meanwhile: not to watch, but another room.
                Ok(view) if matches!(&view, Reply::Room { seat: None, .. }) => {
                    self.leave(asker.player, asker.conn.id, &code).await;
                }
                _ => {}
            }
        }
        self.create(asker, config, true).await
    }

    /// A room waiting for a quick match with `config`, no longer offered: one held here, else
    /// one another instance holds.
    pub(super) async fn waiting_room(&self, config: BattleConfig) -> Result<Option<String>, Error> {
        let here = {
            let mut registry = self.registry.lock().map_err(|_| restarting())?;
            registry.waiting.remove(&config)
        };
        match (here, &self.cluster) {
            (Some(code), _) => Ok(Some(code)),
            (None, Some(cluster)) => cluster.take_offer(&config).await.map_err(Error::from),
            (None, None) => Ok(None),
        }
    }

    /// Room waits for a quick match (`open`), or waits no more: here, and to the other
    /// instances.
    pub(super) async fn offer(&self, room: &Room, open: bool) {
        if let Ok(mut registry) = self.registry.lock() {
            if open {
                registry
                    .waiting
                    .entry(room.settings)
                    .or_insert_with(|| room.code.clone());
            } else if registry.waiting.get(&room.settings) == Some(&room.code) {
                registry.waiting.remove(&room.settings);
            }
        }
        if let (Some(cluster), true) = (&self.cluster, room.quick) {
            let settings = open.then_some(&room.settings);
            if let Err(e) = cluster.offer(&room.code, settings).await {
                tracing::warn!(error = %e, "telling the instances of a quick match's room");
            }
        }
    }

    /// Into the room `code`: back to one's seat, the free seat, or to watch.
    pub async fn join(&self, asker: &Asker<'_>, code: &str) -> Result<Reply, Error> {
        let code = normalise_code(code);
        if let (Some(cluster), Route::Here(outbox)) = (&self.cluster, &asker.conn.route) {
            // Reachable before it is asked: the room's news may come before its answer.
            cluster.reachable(asker.conn.id, outbox);
        }
        let ask = Ask::Join {
            code: code.clone(),
            player: asker.player.into(),
            name: asker.name.into(),
            network: asker.network,
            conn: asker.conn.id,
        };
        let room = match self.route(ask).await? {
            Routed::Here(room) => room,
            Routed::Done(reply) => {
                let view = *reply.ok_or_else(no_room)?;
                if let Ok(mut members) = self.members.lock() {
                    let here = members.entry(code).or_default();
                    here.retain(|m| m.conn.id != asker.conn.id);
                    here.push(Member {
                        player: asker.player.into(),
                        name: asker.name.into(),
                        conn: asker.conn.clone(),
                        network: asker.network,
                    });
                }
                return Ok(view);
            }
        };
        let mut room = room.lock().await;
        self.join_here(&mut room, asker).await
    }

    /// [`Rooms::join`] in a room held here.
    pub(super) async fn join_here(
        &self,
        room: &mut Room,
        asker: &Asker<'_>,
    ) -> Result<Reply, Error> {
        if let Some(seat) = room.seat_of(asker.player) {
            // Back: this connection takes the seat (another tab's is let go).
            let (was_away, taken) = room.seats[seat.index()]
                .as_mut()
                .map(|s| {
                    s.forfeits_at_ms = None;
                    (s.away.take().is_some(), s.conn.replace(asker.conn.clone()))
                })
                .unwrap_or_default();
            if let Some(old) = taken {
                if old.id != asker.conn.id {
                    old.send(&Error::refused(Refusal::OtherWindow).reply());
                }
            }
            // A quick match's maker back in a room still waiting: it is matched again.
            if room.quick && room.state == State::Waiting {
                self.offer(room, true).await;
            }
            // The others see the player back (the seats, not the board again); a join from a
            // player who was there changes nothing they see, and sends them nothing.
            if was_away {
                room.tell_seats(asker.conn.id);
            }
            return Ok(room.view(Some(seat)));
        }
        if room.state == State::Waiting && room.seats[1].is_none() {
            let (rating, _) = self.db.rating(asker.player).await?;
            room.seats[1] = Some(seat(asker, rating));
            room.state = State::Playing;
            self.unmade(&room.code);
            room.started_ms = Some(now_ms());
            self.keep(room).await;
            self.offer(room, false).await;
            // Seat one may be away (they made the room and dropped): their time runs now.
            self.watch_absence(room, Player::One);
            room.tell_others(asker.conn.id);
            return Ok(room.view(Some(Player::Two)));
        }
        room.watchers.retain(|c| c.id != asker.conn.id);
        room.watchers.push(asker.conn.clone());
        Ok(room.view(None))
    }

    /// A move by `player` in room `code`.
    pub async fn play(
        &self,
        player: &str,
        code: &str,
        (kind, seq, pos): (BattleMoveKind, u64, Pos),
    ) -> Result<(), Error> {
        let ask = Ask::Play {
            code: normalise_code(code),
            player: player.into(),
            kind,
            seq,
            row: pos.row,
            col: pos.col,
        };
        match self.route(ask).await? {
            Routed::Here(room) => {
                let mut room = room.lock().await;
                self.play_here(&mut room, player, (kind, seq, pos)).await
            }
            Routed::Done(_) => Ok(()),
        }
    }

    /// [`Rooms::play`] in a room held here.
    pub(super) async fn play_here(
        &self,
        room: &mut Room,
        player: &str,
        (kind, seq, pos): (BattleMoveKind, u64, Pos),
    ) -> Result<(), Error> {
        let seat = room
            .seat_of(player)
            .ok_or_else(|| Error::refused(Refusal::Watching))?;
        match room.state {
            State::Waiting => return Err(Error::refused(Refusal::NoSecondPlayer)),
            State::Finished => return Err(Error::refused(Refusal::BattleOver)),
            State::Playing if room.someone_away() => {
                return Err(Error::refused(Refusal::Reconnecting))
            }
            State::Playing => {}
        }
        let next = room.seats[seat.index()].as_ref().map_or(0, |s| s.next_seq);
        if seq != next {
            return Err(Error::NotNext {
                refusal: Refusal::BattleNotNext { seq, next },
                next,
            });
        }
        let most = moves_per_seat(&room.battle);
        if next >= most {
            return Err(Error::refused(Refusal::TooManyBattleMoves { most }));
        }
        // Checked, then stored, then played in place (a copy of the battle a move cost the
        // board and the whole log, every move).
        let checked = room
            .battle
            .check(seat, kind.at(pos))
            .map_err(|e| Error::refused(battle_refusal(e)))?;
        // A chord whose flags do not match its number opens nothing and is no move of the
        // battle's (stored, its number would be the next move's too).
        if checked.changes_nothing() {
            return Err(Error::refused(Refusal::ChordOpensNothing));
        }
        self.store_move(room, seat, (kind, pos)).await?;
        let step = room.battle.play_checked(checked);
        if let Some(s) = room.seats[seat.index()].as_mut() {
            s.next_seq += 1;
        }
        self.snapshot_now_and_then(room).await;
        let battle = &room.battle;
        let moved = |sees: Option<Player>| Reply::BattleMoved {
            room: room.code.clone(),
            by: seat,
            // The mover's own number, to the mover only: the others would learn from its
            // gaps how many flags were placed.
            seq: (sees == Some(seat)).then_some(seq),
            cells: step
                .changed
                .iter()
                .map(|&p| BattleCell::of(battle, p, sees))
                .collect(),
            lives: [battle.lives(Player::One), battle.lives(Player::Two)],
            territory: [battle.territory(Player::One), battle.territory(Player::Two)],
            turn: battle.turn(),
            status: if battle.is_over() {
                BattleStatus::Over
            } else {
                BattleStatus::Playing
            },
        };
        for (sees, conn) in room.audience() {
            // A flag is its player's own: nobody else learns of it.
            if kind == BattleMoveKind::Flag && sees != Some(seat) {
                continue;
            }
            conn.send(&moved(sees));
        }
        if let Status::Over(outcome) = room.battle.status() {
            self.finish(room, outcome.winner, outcome.reason.into())
                .await;
        }
        Ok(())
    }

    /// The move `seat` makes in `room`, stored before it is relayed (under the room's lock:
    /// one order, each move once), so a restart rebuilds the battle with it.
    async fn store_move(
        &self,
        room: &Room,
        seat: Player,
        (kind, pos): (BattleMoveKind, Pos),
    ) -> Result<(), Error> {
        let stored = LiveMove {
            seat: seat.index() as u8,
            kind: kind.name().into(),
            row: pos.row,
            col: pos.col,
            at_ms: now_ms(),
        };
        let n = room.battle.moves().len() as u64;
        let Err(e) = self
            .db
            .add_live_move(&room.code, n, stored, room.fence.clone())
            .await
        else {
            return Ok(());
        };
        // Not stored: perhaps another instance took the battle over (this one stalled past
        // its heartbeat) and stored a move this one has not seen. The room is read again from
        // what is stored, where it is now, next time.
        self.forget(&room.code);
        if fenced_out(&e) {
            tracing::warn!(room = %room.code, "a move refused: the battle was taken over");
            return Err(taken_over());
        }
        Err(e.into())
    }

    /// A battle's snapshot every [`Limits::replayed_moves`](crate::limits::Limits) moves, so
    /// its rebuild replays no more than that many: queued for the database behind the moves
    /// it follows, the room not waiting for it to be stored (one not stored only makes a
    /// rebuild replay more).
    async fn snapshot_now_and_then(&self, room: &Room) {
        let every = u64::from(self.limits.replayed_moves.max(1));
        let moves = room.battle.moves().len() as u64;
        if !moves.is_multiple_of(every) || room.battle.is_over() {
            return;
        }
        let stored = match serde_json::to_string(&room.battle.snapshot()) {
            Ok(state) => {
                self.db
                    .snapshot_live_battle(&room.code, moves, state, room.fence.clone())
                    .await
            }
            Err(e) => return tracing::error!(room = %room.code, error = %e, "a battle's snapshot"),
        };
        if let Err(e) = stored {
            tracing::warn!(room = %room.code, error = %e, "a battle's snapshot not stored");
        }
    }

    /// Out of room `code`: a waiting room closes, a battle being played is forfeited.
    pub async fn leave(&self, player: &str, conn: u64, code: &str) {
        let code = normalise_code(code);
        self.forget_member(&code, conn);
        let ask = Ask::Leave {
            code,
            player: player.into(),
            conn,
        };
        if let Ok(Routed::Here(room)) = self.route(ask).await {
            let mut room = room.lock().await;
            self.leave_here(&mut room, player, conn).await;
        }
    }

    /// [`Rooms::leave`] in a room held here.
    pub(super) async fn leave_here(&self, room: &mut Room, player: &str, conn: u64) {
        room.watchers.retain(|c| c.id != conn);
        let Some(seat) = room.seat_of(player) else {
            return;
        };
        match room.state {
            State::Waiting => self.close(room).await,
            State::Playing => {
                self.finish(room, Some(seat.other()), Finish::Forfeit).await;
            }
            State::Finished => {}
        }
    }

    /// Connection `conn` of this instance, in room `code` held elsewhere, is not any more.
    /// Whether it was.
    pub(super) fn forget_member(&self, code: &str, conn: u64) -> bool {
        let Ok(mut members) = self.members.lock() else {
            return false;
        };
        let Some(here) = members.get_mut(code) else {
            return false;
        };
        let before = here.len();
        here.retain(|m| m.conn.id != conn);
        let was = here.len() != before;
        if here.is_empty() {
            members.remove(code);
        }
        was
    }

    /// A connection closed: its seats are away (their time runs), its watching ends.
    pub async fn disconnected(&self, conn: u64, codes: &[String]) {
        if let Some(cluster) = &self.cluster {
            cluster.unreachable(conn);
        }
        for code in codes {
            if let Some(room) = self.room(code) {
                self.closed_here(&mut *room.lock().await, conn).await;
                continue;
            }
            if !self.forget_member(code, conn) {
                continue;
            }
            let ask = Ask::Closed {
                code: code.clone(),
                conn,
            };
            if let Ok(Routed::Here(room)) = self.route(ask).await {
                self.closed_here(&mut *room.lock().await, conn).await;
            }
        }
    }

    /// [`Rooms::disconnected`] in a room held here.
    pub(super) async fn closed_here(&self, room: &mut Room, conn: u64) {
        let watchers = room.watchers.len();
        room.watchers.retain(|c| c.id != conn);
        let mut found = room.watchers.len() != watchers;
        for seat in Player::BOTH {
            let here = room.seats[seat.index()]
                .as_ref()
                .and_then(|s| s.conn.as_ref())
                .is_some_and(|c| c.id == conn);
            found |= here;
            if !here || room.state == State::Finished {
                continue;
            }
            tracing::debug!(conn, ?seat, "a player's connection closed: away");
            room.absences += 1;
            let absence = room.absences;
            if let Some(s) = room.seats[seat.index()].as_mut() {
                s.conn = None;
                s.away = Some(absence);
            }
            if room.state == State::Waiting {
                // Nobody is matched with someone who is not there.
                self.offer(room, false).await;
            }
            self.watch_absence(room, seat);
            room.tell_seats(conn);
        }
        if !found && room.state != State::Finished {
            // A seat already taken over by the same player's newer connection; or what
            // would leave the other player never told (a rare e2e failure, not understood).
            tracing::info!(
                conn,
                "a closed connection was neither seated nor watching in a room it had joined"
            );
        }
    }
}

/// A battle move the rules refused, as the protocol sends it (cells 1-based).
fn battle_refusal(e: MoveError) -> Refusal {
    let at = |p: Pos| (p.row + 1, p.col + 1);
    Refusal::BattleMove(match e {
        MoveError::Over => return Refusal::BattleOver,
        MoveError::Outside(p) => {
            let (row, col) = at(p);
            BattleRefusal::Outside { row, col }
        }
        MoveError::Out => BattleRefusal::OutOfLives,
        MoveError::NotYourTurn => BattleRefusal::NotYourTurn,
        MoveError::Open(p) => {
            let (row, col) = at(p);
            BattleRefusal::Open { row, col }
        }
        MoveError::NotAdjacent(p) => {
            let (row, col) = at(p);
            BattleRefusal::NotAdjacent { row, col }
        }
        MoveError::Flagged(p) => {
            let (row, col) = at(p);
            BattleRefusal::Flagged { row, col }
        }
        MoveError::NotYourNumber(p) => {
            let (row, col) = at(p);
            BattleRefusal::NotYourNumber { row, col }
        }
    })
}
