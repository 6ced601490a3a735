//! Battles against people: rooms of two seats and whoever watches. The server holds the
//! battle (the engine's [`Battle`]: the board, both territories, the turn) and sends each
//! connection what the rules let it see; it applies moves in the order it receives them. A
//! player who drops has [`Limits::reconnect_seconds`](crate::limits::Limits) to come back, no
//! move being played meanwhile; after that they forfeit. A finished battle is stored with both
//! players' rating changes ([`Db::finish_battle`]).
//!
//! A battle being played is stored as it is played (the room when it begins, each move before
//! it is relayed), so a restart does not end it: the first player back by its code rebuilds it
//! ([`Rooms::find`]). A room waiting for its second player lives in memory only.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex as SyncMutex};
use std::time::{Duration, Instant};

use minesweeper_engine::battle::{Battle, BattleConfig, Player, Status};
use minesweeper_engine::Pos;
use tokio::sync::Mutex;

use crate::boards::{Boards, NotMade};
use crate::db::{Db, FinishedBattle, LiveBattle, LiveMove};
use crate::outbox::Outbox;
use crate::protocol::battle::{
    seat_name, shown_cells, BattleCell, BattleMoveKind, Ending, SeatView,
};
use crate::protocol::Reply;
use crate::{now_ms, secret, secret_seed};

/// A connection in a room: its number (one per connection) and its outbox.
#[derive(Clone)]
pub struct Conn {
    pub id: u64,
    pub outbox: Outbox,
}

impl Conn {
    /// A connection's number, never reused while the server runs.
    pub fn next_id() -> u64 {
        static NEXT: AtomicU64 = AtomicU64::new(1);
        NEXT.fetch_add(1, Ordering::Relaxed)
    }

    fn send(&self, reply: &Reply) {
        self.outbox.send(reply);
    }
}

/// Who is asking: a player, on a connection, from a network.
pub struct Asker<'a> {
    pub player: &'a str,
    pub name: &'a str,
    pub conn: &'a Conn,
    /// The connection's network ([`crate::net::network`]): two seats on one are not rated.
    pub network: IpAddr,
}

/// A seat's player.
struct Seat {
    player: String,
    name: String,
    rating: i32,
    /// Their connection; none while they are away.
    conn: Option<Conn>,
    /// Away since this absence (its number), if they are.
    away: Option<u64>,
    /// Their next move's `seq` (how many moves they made).
    next_seq: u64,
    /// The network they sat down from.
    network: IpAddr,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    Waiting,
    Playing,
    Finished,
}

/// One room.
pub struct Room {
    code: String,
    /// The settings asked for (quick match pairs by them): the battle's own, but for a
    /// no-guess board that could not be made, which is played on the ordinary board.
    settings: BattleConfig,
    /// Said to whoever comes in: why the board is not what was asked for.
    notice: Option<String>,
    battle: Battle,
    seats: [Option<Seat>; 2],
    watchers: Vec<Conn>,
    state: State,
    /// Open to quick match while it waits.
    quick: bool,
    /// Absences are numbered, so a timer finds whether the one it watches is still going on.
    absences: u64,
    started_ms: Option<i64>,
    ending: Option<Ending>,
    /// When it was finished or closed, to forget it later.
    done_at: Option<Instant>,
}

/// Why a request about a room was not done, in the client's words.
pub type Refusal = (&'static str, String);

fn refused(message: impl Into<String>) -> Refusal {
    ("refused", message.into())
}

impl Room {
    fn seat_of(&self, player: &str) -> Option<Player> {
        Player::BOTH.into_iter().find(|p| {
            self.seats[p.index()]
                .as_ref()
                .is_some_and(|s| s.player == player)
        })
    }

    fn someone_away(&self) -> bool {
        self.seats.iter().flatten().any(|s| s.away.is_some())
    }

    /// `waiting`, `playing`, `reconnecting` or `finished`.
    fn state_name(&self) -> &'static str {
        match self.state {
            State::Waiting => "waiting",
            State::Playing if self.someone_away() => "reconnecting",
            State::Playing => "playing",
            State::Finished => "finished",
        }
    }

    fn mines(&self) -> Vec<[u32; 2]> {
        if self.state != State::Finished {
            return Vec::new();
        }
        self.battle
            .mine_positions()
            .into_iter()
            .map(|p| [p.row, p.col])
            .collect()
    }

    /// The room as `seat` (none: a watcher) sees it.
    fn view(&self, seat: Option<Player>) -> Reply {
        let battle = &self.battle;
        Reply::Room {
            room: self.code.clone(),
            seat: seat.map_or("watching", seat_name).into(),
            state: self.state_name().into(),
            battle: battle.config(),
            players: self
                .seats
                .iter()
                .flatten()
                .map(|s| SeatView {
                    player: s.player.clone(),
                    name: s.name.clone(),
                    rating: s.rating,
                    here: s.away.is_none(),
                })
                .collect(),
            turn: seat_name(battle.turn()).into(),
            lives: [battle.lives(Player::One), battle.lives(Player::Two)],
            territory: [battle.territory(Player::One), battle.territory(Player::Two)],
            target: battle.target(),
            next_seq: seat
                .and_then(|p| self.seats[p.index()].as_ref())
                .map_or(0, |s| s.next_seq),
            cells: shown_cells(battle, seat),
            ending: self.ending.clone(),
            mines: self.mines(),
            notice: self.notice.clone(),
        }
    }

    /// Every connection in the room, with the seat it sees as.
    fn audience(&self) -> Vec<(Option<Player>, Conn)> {
        let seated = Player::BOTH.into_iter().filter_map(|p| {
            let conn = self.seats[p.index()].as_ref()?.conn.clone()?;
            Some((Some(p), conn))
        });
        seated
            .chain(self.watchers.iter().map(|c| (None, c.clone())))
            .collect()
    }

    /// Everyone gets the room again (who is in it, or its state, changed).
    fn tell_everyone(&self) {
        self.tell_others(0);
    }

    /// Everyone but connection `except` (which is answered) gets the room again.
    fn tell_others(&self, except: u64) {
        for (seat, conn) in self.audience() {
            if conn.id != except {
                conn.send(&self.view(seat));
            }
        }
    }
}

/// Every room, by code, and the rooms waiting for a quick match, by settings.
#[derive(Default)]
struct Registry {
    rooms: HashMap<String, Arc<Mutex<Room>>>,
    waiting: HashMap<BattleConfig, String>,
}

/// The rooms, shared by every connection.
#[derive(Clone)]
pub struct Rooms {
    registry: Arc<SyncMutex<Registry>>,
    boards: Boards,
    db: Db,
    /// How long a player may be away before they forfeit.
    grace: Duration,
}

/// How long a finished room is kept (its result can be seen by opening its link again).
const KEPT: Duration = Duration::from_secs(600);

/// A room code: 7 characters of Crockford's base 32 (no I, L, O or U), 35 bits.
fn room_code() -> Result<String, String> {
    const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    let bits = secret_seed()?;
    Ok((0..7)
        .map(|i| char::from(ALPHABET[((bits >> (5 * i)) & 31) as usize]))
        .collect())
}

/// A room code as a player may type it: upper case, and the letters base 32 reads as digits.
pub fn normalise_code(code: &str) -> String {
    code.trim()
        .to_ascii_uppercase()
        .chars()
        .map(|c| match c {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        })
        .collect()
}

impl Rooms {
    /// How many rooms are held in memory.
    pub fn held(&self) -> usize {
        self.registry.lock().map_or(0, |r| r.rooms.len())
    }

    pub fn new(db: Db, grace: Duration) -> Rooms {
        Rooms {
            registry: Arc::default(),
            boards: Boards::for_this_machine(),
            db,
            grace,
        }
    }

    fn room(&self, code: &str) -> Option<Arc<Mutex<Room>>> {
        let registry = self.registry.lock().ok()?;
        registry.rooms.get(&normalise_code(code)).cloned()
    }

    /// The room `code`: in memory, or a battle being played rebuilt from what is stored
    /// (after a restart): its board from its seed and layout, its moves applied in order, both
    /// players away until they come back, each with the grace from now.
    async fn find(&self, code: &str) -> Option<Arc<Mutex<Room>>> {
        if let Some(room) = self.room(code) {
            return Some(room);
        }
        let code = normalise_code(code);
        let stored = match self.db.live_battle(&code).await {
            Ok(stored) => stored?,
            Err(e) => {
                tracing::error!(error = %e, "reading a battle to rebuild");
                return None;
            }
        };
        let room = match self.rebuilt(stored).await {
            Ok(room) => room,
            Err(why) => {
                tracing::error!(room = %code, %why, "a stored battle that cannot be rebuilt");
                return None;
            }
        };
        let kept = {
            let mut registry = self.registry.lock().ok()?;
            // Rebuilt twice at once: the first one kept is the one played.
            registry
                .rooms
                .entry(code.clone())
                .or_insert_with(|| Arc::new(Mutex::new(room)))
                .clone()
        };
        for (seat, absence) in [(Player::One, 1), (Player::Two, 2)] {
            self.watch_absence(code.clone(), seat, absence);
        }
        Some(kept)
    }

    /// The room a stored battle was, both players away.
    async fn rebuilt(&self, (stored, moves): (LiveBattle, Vec<LiveMove>)) -> Result<Room, String> {
        let read = |what: &str, e: serde_json::Error| format!("its {what}: {e}");
        let settings: BattleConfig =
            serde_json::from_str(&stored.settings).map_err(|e| read("settings", e))?;
        let config: BattleConfig =
            serde_json::from_str(&stored.config).map_err(|e| read("board", e))?;
        let mines: Vec<u32> = serde_json::from_str(&stored.mines).map_err(|e| read("mines", e))?;
        let mut battle = Battle::with_mines(config, stored.seed, &mines)?;
        let mut next_seq = [0u64; 2];
        for mv in &moves {
            let seat = if mv.seat == 0 {
                Player::One
            } else {
                Player::Two
            };
            let kind = BattleMoveKind::parse(&mv.kind)
                .ok_or_else(|| format!("a stored move of no kind: {}", mv.kind))?;
            battle = battle
                .apply(seat, kind.at(Pos::new(mv.row, mv.col)))
                .map_err(|e| format!("a stored move: {e}"))?
                .battle;
            next_seq[seat.index()] += 1;
        }
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
        })
    }

    /// Keeps a battle that begins, so a restart can rebuild it; a battle that cannot be kept
    /// is played on, in memory only, and the log says so.
    async fn keep(&self, room: &Room) {
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
        if let Err(e) = self.db.start_live_battle(stored).await {
            tracing::error!(room = %room.code, error = %e, "keeping a battle: a restart would end it");
        }
    }

    /// A new room with `asker` in seat one; `quick`: open to quick match with its settings.
    pub async fn create(
        &self,
        asker: &Asker<'_>,
        config: BattleConfig,
        quick: bool,
    ) -> Result<Reply, Refusal> {
        let seed = secret_seed().map_err(|e| ("unavailable", e))?;
        let code = room_code().map_err(|e| ("unavailable", e))?;
        let (battle, notice) = self.boards.make(config, seed).await.map_err(|e| match e {
            NotMade::Busy => ("busy", e.to_string()),
            NotMade::Failed(_) => ("unavailable", e.to_string()),
        })?;
        let (rating, _) = self.db.rating(asker.player).await.map_err(unavailable)?;
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

    /// Quick match: the room of someone else waiting with the same settings, or a new one.
    pub async fn quick_match(
        &self,
        asker: &Asker<'_>,
        config: BattleConfig,
    ) -> Result<Reply, Refusal> {
        let waiting = {
            let mut registry = self.registry.lock().map_err(|_| restarting())?;
            registry.waiting.remove(&config)
        };
        if let Some(code) = waiting {
            match self.join(asker, &code).await {
                Ok(view) if matches!(&view, Reply::Room { seat, .. } if seat == "two") => {
                    return Ok(view)
                }
                // One's own room, still waiting: it waits on.
                Ok(view) if matches!(&view, Reply::Room { state, .. } if state == "waiting") => {
                    if let Ok(mut registry) = self.registry.lock() {
                        registry.waiting.insert(config, code);
                    }
                    return Ok(view);
                }
                // Taken meanwhile (by its link): not to watch, but a room of one's own.
                Ok(view) if matches!(&view, Reply::Room { seat, .. } if seat == "watching") => {
                    self.leave(asker.player, asker.conn.id, &code).await;
                }
                _ => {}
            }
        }
        self.create(asker, config, true).await
    }

    /// Into the room `code`: back to one's seat, the free seat, or to watch.
    pub async fn join(&self, asker: &Asker<'_>, code: &str) -> Result<Reply, Refusal> {
        let room = self.find(code).await.ok_or_else(|| {
            refused("there is no room with that code (a room is kept 10 minutes after its battle)")
        })?;
        let mut room = room.lock().await;
        if let Some(seat) = room.seat_of(asker.player) {
            // Back: this connection takes the seat (another tab's is let go).
            let (was_away, taken) = room.seats[seat.index()]
                .as_mut()
                .map(|s| (s.away.take().is_some(), s.conn.replace(asker.conn.clone())))
                .unwrap_or_default();
            if let Some(old) = taken {
                if old.id != asker.conn.id {
                    old.send(&Reply::error(
                        "refused",
                        "this battle is being played from another window now",
                    ));
                }
            }
            // A quick match's maker back in a room still waiting: it is matched again.
            if room.quick && room.state == State::Waiting {
                if let Ok(mut registry) = self.registry.lock() {
                    registry
                        .waiting
                        .entry(room.settings)
                        .or_insert_with(|| room.code.clone());
                }
            }
            // The others see the player back; a join from a player who was there changes
            // nothing they see, and sends them nothing.
            if was_away {
                room.tell_others(asker.conn.id);
            }
            return Ok(room.view(Some(seat)));
        }
        if room.state == State::Waiting && room.seats[1].is_none() {
            let (rating, _) = self.db.rating(asker.player).await.map_err(unavailable)?;
            room.seats[1] = Some(seat(asker, rating));
            room.state = State::Playing;
            room.started_ms = Some(now_ms());
            self.keep(&room).await;
            if let Ok(mut registry) = self.registry.lock() {
                if registry.waiting.get(&room.settings) == Some(&room.code) {
                    registry.waiting.remove(&room.settings);
                }
            }
            // Seat one may be away (they made the room and dropped): their time runs now.
            if let Some(absence) = room.seats[0].as_ref().and_then(|s| s.away) {
                self.watch_absence(room.code.clone(), Player::One, absence);
            }
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
    ) -> Result<(), Refusal> {
        let room = self
            .find(code)
            .await
            .ok_or_else(|| refused("there is no room with that code"))?;
        let mut room = room.lock().await;
        let seat = room
            .seat_of(player)
            .ok_or_else(|| refused("you are watching this battle: a watcher cannot move"))?;
        match room.state {
            State::Waiting => return Err(refused("the battle begins when a second player comes")),
            State::Finished => return Err(refused("the battle is over")),
            State::Playing if room.someone_away() => {
                return Err(refused(
                    "a player is reconnecting: no move is played until they are back",
                ))
            }
            State::Playing => {}
        }
        let next = room.seats[seat.index()].as_ref().map_or(0, |s| s.next_seq);
        if seq != next {
            return Err((
                "not_next",
                format!("that is move {seq}; the battle expects your move {next}"),
            ));
        }
        let most = moves_per_seat(&room.battle);
        if next >= most {
            return Err(refused(format!(
                "a player makes at most {most} moves in a battle of this size"
            )));
        }
        let step = room
            .battle
            .apply(seat, kind.at(pos))
            .map_err(|e| refused(e.to_string()))?;
        // Stored before it is relayed (under the room's lock: one order, each move once), so a
        // restart rebuilds the battle with it.
        let stored = LiveMove {
            seat: seat.index() as u8,
            kind: kind.name().into(),
            row: pos.row,
            col: pos.col,
            at_ms: now_ms(),
        };
        let n = room.battle.moves().len() as u64;
        self.db
            .add_live_move(&room.code, n, stored)
            .await
            .map_err(unavailable)?;
        room.battle = step.battle;
        if let Some(s) = room.seats[seat.index()].as_mut() {
            s.next_seq += 1;
        }
        let battle = &room.battle;
        let moved = |sees: Option<Player>| Reply::BattleMoved {
            room: room.code.clone(),
            by: seat_name(seat).into(),
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
            turn: seat_name(battle.turn()).into(),
            status: if battle.is_over() { "over" } else { "playing" }.into(),
        };
        for (sees, conn) in room.audience() {
            // A flag is its player's own: nobody else learns of it.
            if kind == BattleMoveKind::Flag && sees != Some(seat) {
                continue;
            }
            conn.send(&moved(sees));
        }
        if let Status::Over(outcome) = room.battle.status() {
            let winner = outcome.winner.map(seat_name);
            self.finish(&mut room, winner, Ending::reason_of(outcome.reason))
                .await;
        }
        Ok(())
    }

    /// Out of room `code`: a waiting room closes, a battle being played is forfeited.
    pub async fn leave(&self, player: &str, conn: u64, code: &str) {
        let Some(room) = self.find(code).await else {
            return;
        };
        let mut room = room.lock().await;
        room.watchers.retain(|c| c.id != conn);
        let Some(seat) = room.seat_of(player) else {
            return;
        };
        match room.state {
            State::Waiting => self.close(&mut room),
            State::Playing => {
                let winner = Some(seat_name(seat.other()));
                self.finish(&mut room, winner, "forfeit").await;
            }
            State::Finished => {}
        }
    }

    /// A connection closed: its seats are away (their time runs), its watching ends.
    pub async fn disconnected(&self, conn: u64, codes: &[String]) {
        for code in codes {
            let Some(room) = self.room(code) else {
                continue;
            };
            let mut room = room.lock().await;
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
                    if let Ok(mut registry) = self.registry.lock() {
                        if registry.waiting.get(&room.settings) == Some(&room.code) {
                            registry.waiting.remove(&room.settings);
                        }
                    }
                }
                self.watch_absence(room.code.clone(), seat, absence);
                room.tell_everyone();
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

    /// After the grace, a player still away from a battle forfeits it (from a room still
    /// waiting: it closes).
    fn watch_absence(&self, code: String, seat: Player, absence: u64) {
        let rooms = self.clone();
        tokio::spawn(async move {
            tokio::time::sleep(rooms.grace).await;
            let Some(room) = rooms.room(&code) else {
                return;
            };
            let mut room = room.lock().await;
            let still = room.seats[seat.index()]
                .as_ref()
                .is_some_and(|s| s.away == Some(absence));
            match room.state {
                State::Waiting if still => rooms.close(&mut room),
                State::Playing if still => {
                    let winner = Some(seat_name(seat.other()));
                    rooms.finish(&mut room, winner, "forfeit").await;
                }
                _ => {}
            }
        });
    }

    fn close(&self, room: &mut Room) {
        room.state = State::Finished;
        room.done_at = Some(Instant::now());
        if let Ok(mut registry) = self.registry.lock() {
            if registry.waiting.get(&room.settings) == Some(&room.code) {
                registry.waiting.remove(&room.settings);
            }
            registry.rooms.remove(&room.code);
        }
        room.tell_everyone();
    }

    /// The battle is over: stored with the ratings' changes, and told to everyone in the room.
    async fn finish(&self, room: &mut Room, winner: Option<&'static str>, reason: &str) {
        room.state = State::Finished;
        room.done_at = Some(Instant::now());
        let players = [0, 1].map(|i| room.seats[i].as_ref().map_or("", |s| s.player.as_str()));
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
                (seat_name(*p), kind, m.pos().row, m.pos().col)
            })
            .collect();
        let moves = serde_json::to_string(&moves).unwrap_or_else(|_| "[]".into());
        let id = secret(8).unwrap_or_else(|_| room.code.clone());
        let unrated = unrated(room, reason);
        let change = self
            .db
            .finish_battle(&FinishedBattle {
                id: &id,
                room: &room.code,
                players,
                config: room.battle.config(),
                seed: room.battle.seed(),
                started_ms: room.started_ms.unwrap_or_else(now_ms),
                ended_ms: now_ms(),
                winner,
                reason,
                moves: &moves,
                unrated: unrated.as_deref(),
            })
            .await
            .unwrap_or_else(|e| {
                tracing::error!(error = %e, "storing a battle");
                [0, 0]
            });
        for (i, seat) in room.seats.iter_mut().enumerate() {
            if let Some(seat) = seat {
                seat.rating += change[i];
            }
        }
        let ending = Ending {
            winner: winner.map(Into::into),
            reason: reason.to_string().into(),
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
                if let Ok(mut registry) = self.registry.lock() {
                    registry.rooms.remove(&code);
                }
            }
        }
    }
}

/// Why a battle ending for `reason` moves no rating, if it does not: a forfeit before both
/// players made a move (a room left at once, by a throwaway player, would hand out wins), or
/// both seats on one network (one person playing two players, most likely). How ratings move
/// otherwise is [`crate::db::rating_changes`].
fn unrated(room: &Room, reason: &str) -> Option<String> {
    let played = Player::BOTH.map(|p| {
        room.battle
            .moves()
            .iter()
            .any(|(by, m)| *by == p && m.takes_turn())
    });
    if reason == "forfeit" && !(played[0] && played[1]) {
        return Some("not rated: a forfeit before both players had played".into());
    }
    let [one, two] = [0, 1].map(|i| room.seats[i].as_ref().map(|s| s.network));
    if one.is_some() && one == two {
        return Some("not rated: both players played from one network".into());
    }
    None
}

/// The most moves one seat makes in `battle`: every cell opened one at a time, and a
/// thousand flags and chords besides.
pub fn moves_per_seat(battle: &Battle) -> u64 {
    battle.grid().cells() as u64 + 1_000
}

fn seat(asker: &Asker<'_>, rating: i32) -> Seat {
    Seat {
        player: asker.player.to_string(),
        name: asker.name.to_string(),
        rating,
        conn: Some(asker.conn.clone()),
        away: None,
        next_seq: 0,
        network: asker.network,
    }
}

fn unavailable(e: sqlx::Error) -> Refusal {
    tracing::error!(error = %e, "a battle's database work");
    (
        "unavailable",
        "the server could not do that just now; try again".into(),
    )
}

fn restarting() -> Refusal {
    ("unavailable", "the server is restarting; try again".into())
}
