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
use std::sync::{Arc, Mutex as SyncMutex, OnceLock};
use std::time::{Duration, Instant};

use minesweeper_engine::battle::{Battle, BattleConfig, Player, Status};
use minesweeper_engine::Pos;
use tokio::sync::Mutex;

use crate::boards::{Boards, NotMade};
use crate::cluster::{Answer, Ask, Asked, Cluster, Home};
use crate::db::{Db, FinishedBattle, LiveBattle, LiveMove};
use crate::error::Error;
use crate::outbox::Outbox;
use crate::protocol::battle::{
    seat_name, shown_cells, BattleCell, BattleMoveKind, Ending, SeatView,
};
use crate::protocol::Reply;
use crate::{now_ms, secret, secret_seed};

/// A connection in a room: its number (unique among the instances) and how to reach it.
#[derive(Clone)]
pub struct Conn {
    pub id: u64,
    route: Route,
}

#[derive(Clone)]
enum Route {
    /// A connection of this instance: its outbox.
    Here(Outbox),
    /// A connection of another instance, reached through it.
    There(Arc<str>, Cluster),
}

impl Conn {
    /// A new connection of this instance, with its outbox.
    pub fn new(outbox: Outbox) -> Conn {
        Conn {
            id: Conn::next_id(),
            route: Route::Here(outbox),
        }
    }

    /// A connection's number, never reused while the server runs, and unlike another
    /// instance's (they begin at a random place of 2^63).
    fn next_id() -> u64 {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        static BASE: OnceLock<u64> = OnceLock::new();
        let base = BASE.get_or_init(|| (secret_seed().unwrap_or(0) >> 24) << 23);
        base + NEXT.fetch_add(1, Ordering::Relaxed)
    }

    fn send(&self, reply: &Reply) {
        match &self.route {
            Route::Here(outbox) => outbox.send(reply),
            Route::There(instance, cluster) => cluster.deliver(instance, self.id, reply),
        }
    }

    /// The instance it is on, if it is another's.
    fn instance(&self) -> Option<&str> {
        match &self.route {
            Route::Here(_) => None,
            Route::There(instance, _) => Some(instance),
        }
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

/// The other instances joined ([`Cluster::join`]): the cluster, the requests asked of this
/// instance, and the instances found gone.
pub type Joined = (
    Cluster,
    tokio::sync::mpsc::UnboundedReceiver<Asked>,
    tokio::sync::mpsc::UnboundedReceiver<String>,
);

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
    /// The other instances, on PostgreSQL ([`crate::cluster`]).
    cluster: Option<Cluster>,
    /// This instance's name (its heartbeat's, in `instances`).
    me: Arc<str>,
    /// This instance's connections in rooms held by another, by room: taken back into the
    /// room if this instance takes it over.
    members: Arc<SyncMutex<HashMap<String, Vec<Member>>>>,
}

/// A connection of this instance in a room held elsewhere, as it joined.
#[derive(Clone)]
struct Member {
    player: String,
    name: String,
    conn: Conn,
    network: IpAddr,
}

impl Member {
    /// The member as one asking to join.
    fn asker(&self) -> Asker<'_> {
        Asker {
            player: &self.player,
            name: &self.name,
            conn: &self.conn,
            network: self.network,
        }
    }
}

/// Where a room was found: held here, or at another instance (alive).
enum Found {
    Here(Arc<Mutex<Room>>),
    There(Arc<str>),
}

/// A request about a room done: here (the room, for the caller to do it with), or at the
/// room's home (its answer).
enum Routed {
    Here(Arc<Mutex<Room>>),
    Done(Option<Box<Reply>>),
}

/// Why a battle was not restored here.
enum RestoreError {
    /// Another instance took it over first.
    Taken,
    Failed(Error),
}

/// How many times a request is asked of a room's home that does not answer (it may be gone,
/// or the room moved) before the player is told to try again.
const ATTEMPTS: u32 = 5;

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
    /// Whether other instances share the database ([`crate::cluster`]).
    pub fn shared(&self) -> bool {
        self.cluster.is_some()
    }

    /// How many rooms are held in memory.
    pub fn held(&self) -> usize {
        self.registry.lock().map_or(0, |r| r.rooms.len())
    }

    /// The rooms of this instance; with `cluster`, among the other instances': requests asked
    /// of it are answered, and the players of an instance gone are away.
    pub fn new(db: Db, grace: Duration, cluster: Option<Joined>) -> Rooms {
        let me = match &cluster {
            Some((c, _, _)) => c.me().clone(),
            None => crate::secret(6).unwrap_or_default().into(),
        };
        let rooms = Rooms {
            registry: Arc::default(),
            boards: Boards::for_this_machine(),
            db,
            grace,
            cluster: cluster.as_ref().map(|(c, _, _)| c.clone()),
            me,
            members: Arc::default(),
        };
        if cluster.is_none() {
            // One instance: its heartbeat tells the next one when it stopped, so a battle's
            // grace after a restart counts from when its players' connections were lost.
            tokio::spawn(rooms.clone().keep_beating());
        }
        if let Some((_, mut asked, mut gone)) = cluster {
            let answering = rooms.clone();
            tokio::spawn(async move {
                while let Some(asked) = asked.recv().await {
                    let rooms = answering.clone();
                    tokio::spawn(async move { rooms.answer(asked).await });
                }
            });
            let watching = rooms.clone();
            tokio::spawn(async move {
                while let Some(instance) = gone.recv().await {
                    watching.instance_gone(&instance).await;
                }
            });
            // Told to stop (SIGTERM, Ctrl-C): gone to the others at once, whether or not a
            // connection is open to notice.
            let stopping = rooms.clone();
            tokio::spawn(async move {
                crate::stop_signal().await;
                stopping.stop().await;
            });
        }
        rooms
    }

    fn room(&self, code: &str) -> Option<Arc<Mutex<Room>>> {
        let registry = self.registry.lock().ok()?;
        registry.rooms.get(&normalise_code(code)).cloned()
    }

    /// Says this instance is alive, every second (see [`Db::beat`]).
    async fn keep_beating(self) {
        if let Err(e) = self.db.forget_instances().await {
            tracing::warn!(error = %e, "forgetting old instances");
        }
        let mut every = tokio::time::interval(Duration::from_secs(1));
        loop {
            every.tick().await;
            if let Err(e) = self.db.beat(&self.me).await {
                tracing::warn!(error = %e, "an instance's heartbeat");
            }
        }
    }

    /// When the players of a battle held by instance `was` (gone) lost their connections: its
    /// last heartbeat (on one instance, the last one's before this). Now if it is not known.
    async fn lost_at(&self, was: Option<&str>) -> i64 {
        match self.db.last_seen(was, &self.me).await {
            Ok(Some(seen)) => seen.min(now_ms()),
            Ok(None) => now_ms(),
            Err(e) => {
                tracing::warn!(error = %e, "when an instance was last heard from");
                now_ms()
            }
        }
    }

    /// Where room `code` is: held here (in memory, or a battle being played rebuilt from what
    /// is stored: after a restart, or taken over from an instance gone), or at another
    /// instance; none if there is no such room.
    async fn locate(&self, code: &str) -> Result<Option<Found>, Error> {
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
    async fn restore(
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
        if let (Some(cluster), Some(was)) = (&self.cluster, claim) {
            match cluster.claim(code, was.as_deref(), None).await {
                Ok(true) => tracing::info!(room = %code, from = ?was, "a battle taken over"),
                Ok(false) => return Err(RestoreError::Taken),
                Err(e) => return Err(RestoreError::Failed(e.into())),
            }
        }
        let room = self.rebuilt(stored).await.map_err(|why| {
            tracing::error!(room = %code, %why, "a stored battle that cannot be rebuilt");
            RestoreError::Failed(Error::refused(
                "that battle cannot be played on: the server failed to rebuild it",
            ))
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
            for (seat, absence) in [(Player::One, 1), (Player::Two, 2)] {
                self.watch_absence_for(code.to_string(), seat, absence, left);
            }
            self.take_members_back(code, &kept).await;
        }
        Ok(Some(kept))
    }

    /// This instance's connections in room `code` held elsewhere, no longer kept as such.
    fn take_members(&self, code: &str) -> Vec<Member> {
        self.members
            .lock()
            .ok()
            .and_then(|mut m| m.remove(code))
            .unwrap_or_default()
    }

    /// This instance's connections in room `code` while another held it, back in it now that
    /// it is held here (each sent the room).
    async fn take_members_back(&self, code: &str, room: &Mutex<Room>) {
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
    async fn route(&self, ask: Ask) -> Result<Routed, Error> {
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
        Err(Error::unavailable_because(
            "the server holding that room did not answer; try again",
        ))
    }

    /// Answers a request another instance asked about a room held here.
    async fn answer(&self, asked: Asked) {
        let answer = self.answer_here(&asked.from, asked.ask.clone()).await;
        asked.answer(answer);
    }

    async fn answer_here(&self, from: &str, ask: Ask) -> Answer {
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

    /// Another instance is gone: its players in the rooms held here are away (their grace
    /// runs), and the rooms it held with players here are taken over (by this instance or
    /// another), those players back in them.
    async fn instance_gone(&self, instance: &str) {
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
    ) -> Result<Reply, Error> {
        let seed = secret_seed().map_err(|e| Error::unavailable("drawing a battle's seed", e))?;
        let code = room_code().map_err(|e| Error::unavailable("drawing a room's code", e))?;
        let (battle, notice) = self.boards.make(config, seed).await.map_err(|e| match e {
            NotMade::Busy => Error::Busy(e.to_string()),
            NotMade::Failed(_) => Error::unavailable_because(e.to_string()),
        })?;
        let (rating, _) = self.db.rating(asker.player).await?;
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
        if let Some(cluster) = &self.cluster {
            let settings = quick.then_some(&config);
            if !cluster.claim(&code, None, settings).await? {
                // A code already in use at another instance (one chance in 34 billion).
                return Err(restarting());
            }
        }
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
                Ok(view) if matches!(&view, Reply::Room { seat, .. } if seat == "two") => {
                    return Ok(view)
                }
                // One's own room, still waiting: it waits on.
                Ok(view) if matches!(&view, Reply::Room { state, .. } if state == "waiting") => {
                    if self.room(&code).is_some() {
                        if let Ok(mut registry) = self.registry.lock() {
                            registry.waiting.insert(config, code);
                        }
                    }
                    return Ok(view);
                }
                // Taken meanwhile: not to watch, but another room.
                Ok(view) if matches!(&view, Reply::Room { seat, .. } if seat == "watching") => {
                    self.leave(asker.player, asker.conn.id, &code).await;
                }
                _ => {}
            }
        }
        self.create(asker, config, true).await
    }

    /// A room waiting for a quick match with `config`, no longer offered: one held here, else
    /// one another instance holds.
    async fn waiting_room(&self, config: BattleConfig) -> Result<Option<String>, Error> {
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
    async fn offer(&self, room: &Room, open: bool) {
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
    async fn join_here(&self, room: &mut Room, asker: &Asker<'_>) -> Result<Reply, Error> {
        if let Some(seat) = room.seat_of(asker.player) {
            // Back: this connection takes the seat (another tab's is let go).
            let (was_away, taken) = room.seats[seat.index()]
                .as_mut()
                .map(|s| (s.away.take().is_some(), s.conn.replace(asker.conn.clone())))
                .unwrap_or_default();
            if let Some(old) = taken {
                if old.id != asker.conn.id {
                    old.send(
                        &Error::refused("this battle is being played from another window now")
                            .reply(),
                    );
                }
            }
            // A quick match's maker back in a room still waiting: it is matched again.
            if room.quick && room.state == State::Waiting {
                self.offer(room, true).await;
            }
            // The others see the player back; a join from a player who was there changes
            // nothing they see, and sends them nothing.
            if was_away {
                room.tell_others(asker.conn.id);
            }
            return Ok(room.view(Some(seat)));
        }
        if room.state == State::Waiting && room.seats[1].is_none() {
            let (rating, _) = self.db.rating(asker.player).await?;
            room.seats[1] = Some(seat(asker, rating));
            room.state = State::Playing;
            room.started_ms = Some(now_ms());
            self.keep(room).await;
            self.offer(room, false).await;
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
    async fn play_here(
        &self,
        room: &mut Room,
        player: &str,
        (kind, seq, pos): (BattleMoveKind, u64, Pos),
    ) -> Result<(), Error> {
        let seat = room
            .seat_of(player)
            .ok_or_else(|| Error::refused("you are watching this battle: a watcher cannot move"))?;
        match room.state {
            State::Waiting => {
                return Err(Error::refused(
                    "the battle begins when a second player comes",
                ))
            }
            State::Finished => return Err(Error::refused("the battle is over")),
            State::Playing if room.someone_away() => {
                return Err(Error::refused(
                    "a player is reconnecting: no move is played until they are back",
                ))
            }
            State::Playing => {}
        }
        let next = room.seats[seat.index()].as_ref().map_or(0, |s| s.next_seq);
        if seq != next {
            return Err(Error::NotNext {
                message: format!("that is move {seq}; the battle expects your move {next}"),
                next,
            });
        }
        let most = moves_per_seat(&room.battle);
        if next >= most {
            return Err(Error::refused(format!(
                "a player makes at most {most} moves in a battle of this size"
            )));
        }
        let step = room
            .battle
            .apply(seat, kind.at(pos))
            .map_err(|e| Error::refused(e.to_string()))?;
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
        if let Err(e) = self.db.add_live_move(&room.code, n, stored).await {
            // Not stored: perhaps another instance took the battle over and stored a move
            // this one has not seen. The room is read again from what is stored next time.
            self.forget(&room.code);
            return Err(e.into());
        }
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
            self.finish(room, winner, Ending::reason_of(outcome.reason))
                .await;
        }
        Ok(())
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
    async fn leave_here(&self, room: &mut Room, player: &str, conn: u64) {
        room.watchers.retain(|c| c.id != conn);
        let Some(seat) = room.seat_of(player) else {
            return;
        };
        match room.state {
            State::Waiting => self.close(room).await,
            State::Playing => {
                let winner = Some(seat_name(seat.other()));
                self.finish(room, winner, "forfeit").await;
            }
            State::Finished => {}
        }
    }

    /// Connection `conn` of this instance, in room `code` held elsewhere, is not any more.
    /// Whether it was.
    fn forget_member(&self, code: &str, conn: u64) -> bool {
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
    async fn closed_here(&self, room: &mut Room, conn: u64) {
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

    /// After the grace, a player still away from a battle forfeits it (from a room still
    /// waiting: it closes).
    fn watch_absence(&self, code: String, seat: Player, absence: u64) {
        self.watch_absence_for(code, seat, absence, self.grace);
    }

    /// [`Rooms::watch_absence`] after `left` rather than the whole grace.
    fn watch_absence_for(&self, code: String, seat: Player, absence: u64, left: Duration) {
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
                    let winner = Some(seat_name(seat.other()));
                    rooms.finish(&mut room, winner, "forfeit").await;
                }
                _ => {}
            }
        });
    }

    /// A room still waiting closes: it is forgotten at once.
    async fn close(&self, room: &mut Room) {
        room.state = State::Finished;
        room.done_at = Some(Instant::now());
        self.offer(room, false).await;
        self.forget(&room.code);
        room.tell_everyone();
    }

    /// Room `code` is not held here any more (and has no home, if it was here).
    fn forget(&self, code: &str) {
        if let Ok(mut registry) = self.registry.lock() {
            registry.rooms.remove(code);
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
    async fn finish(&self, room: &mut Room, winner: Option<&'static str>, reason: &str) {
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
                (seat_name(*p), kind, m.pos().row, m.pos().col)
            })
            .collect();
        let moves = serde_json::to_string(&moves).unwrap_or_else(|_| "[]".into());
        let id = secret(8).unwrap_or_else(|_| room.code.clone());
        let unrated = unrated(room, reason);
        let change = self
            .db
            .finish_battle(FinishedBattle {
                id,
                room: room.code.clone(),
                players,
                config: room.battle.config(),
                seed: room.battle.seed(),
                started_ms: room.started_ms.unwrap_or_else(now_ms),
                ended_ms: now_ms(),
                winner: winner.map(String::from),
                reason: reason.into(),
                moves,
                unrated: unrated.clone(),
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
                self.forget(&code);
            }
        }
    }
}

/// Why a battle ending for `reason` moves no rating, if it does not: a forfeit before both
/// players made a move (a room left at once, by a throwaway player, would hand out wins), or
/// both seats on one network (one person playing two players, most likely). How ratings move
/// otherwise is [`crate::elo::rating_changes`].
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

fn no_room() -> Error {
    Error::refused("there is no room with that code (a room is kept 10 minutes after its battle)")
}

fn refusal_answer(error: Error) -> Answer {
    Answer::Refused { error }
}

fn restarting() -> Error {
    Error::unavailable_because("the server is restarting; try again")
}
