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
//!
//! | file | what |
//! |---|---|
//! | `mod.rs` | a room, its seats and connections, the rooms held here |
//! | `view.rs` | what each connection in a room is sent |
//! | `requests.rs` | what players ask: a room made, matched or joined, a move, leaving |
//! | `homes.rs` | where a room lives: here, rebuilt, taken over, or asked of another instance |
//! | `ending.rs` | forfeits, a finished battle stored and rated, rooms forgotten |
//! | `waiting.rs` | what rooms waiting for a second player may hold, and their expiry |

mod ending;
mod homes;
mod requests;
mod view;
mod waiting;

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex as SyncMutex, OnceLock};
use std::time::{Duration, Instant};

use minesweeper_engine::battle::{Battle, BattleConfig, Player};
use tokio::sync::Mutex;

use crate::boards::Boards;
use crate::clock::now_ms;
use crate::cluster::{Answer, Asked, Cluster};
use crate::db::{Db, Fence};
use crate::error::Error;
use crate::limits::Limits;
use crate::outbox::Outbox;
use crate::protocol::battle::{BattleEnd, Finish};
use crate::protocol::{Refusal, Reply};
use crate::secrets::secret_seed;

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
    /// While away: when they forfeit (ms since 1970), as [`Rooms::watch_absence`] set it.
    forfeits_at_ms: Option<i64>,
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
    ending: Option<BattleEnd>,
    /// When it was finished or closed, to forget it later.
    done_at: Option<Instant>,
    /// Its home as this instance took it, on instances sharing a database: every write for
    /// it is made only while that holds ([`Fence`]).
    fence: Option<Fence>,
}

/// What a player hears when the battle was taken over by another instance (this one stalled):
/// joining it again finds it there.
fn taken_over() -> Error {
    Error::unavailable_because(Refusal::RoomElsewhere)
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
    /// The rooms made here still waiting for a second player, by code, as their bounds count
    /// them (`admit` in waiting.rs; docs/server.md, "Limits, and the threats they answer").
    made: HashMap<String, Made>,
}

/// A room waiting for its second player: who made it, from which network, when, and what it
/// weighs ([`crate::limits::ROOM_CELLS`]).
struct Made {
    player: String,
    network: IpAddr,
    since: Instant,
    cells: u64,
}

/// The rooms, shared by every connection.
#[derive(Clone)]
pub struct Rooms {
    registry: Arc<SyncMutex<Registry>>,
    boards: Boards,
    db: Db,
    /// How long a player may be away before they forfeit.
    grace: Duration,
    /// The bounds on rooms waiting for a second player (and the rest of the limits).
    limits: Limits,
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
    pub fn new(db: Db, limits: Limits, cluster: Option<Joined>) -> Rooms {
        let me = match &cluster {
            Some((c, _, _)) => c.me().clone(),
            None => crate::secrets::secret(6).unwrap_or_default().into(),
        };
        let rooms = Rooms {
            registry: Arc::default(),
            boards: Boards::for_this_machine(),
            db,
            grace: Duration::from_secs(u64::from(limits.reconnect_seconds)),
            limits,
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
                    if *instance == *watching.me {
                        watching.homed_again().await;
                    } else {
                        watching.instance_gone(&instance).await;
                    }
                }
            });
            // Told to stop (SIGTERM, Ctrl-C): gone to the others at once, whether or not a
            // connection is open to notice.
            let stopping = rooms.clone();
            tokio::spawn(async move {
                crate::net::stop_signal().await;
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
}

/// Why a battle ending for `reason` moves no rating, if it does not: a forfeit before both
/// players made a move (a room left at once, by a throwaway player, would hand out wins), or
/// both seats on one network (one person playing two players, most likely). How ratings move
/// otherwise is [`crate::elo::rating_changes`].
fn unrated(room: &Room, reason: Finish) -> Option<String> {
    let played = Player::BOTH.map(|p| {
        room.battle
            .moves()
            .iter()
            .any(|(by, m)| *by == p && m.takes_turn())
    });
    if reason == Finish::Forfeit && !(played[0] && played[1]) {
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
        forfeits_at_ms: None,
        next_seq: 0,
        network: asker.network,
    }
}

fn no_room() -> Error {
    Error::refused(Refusal::NoRoom)
}

fn refusal_answer(error: Error) -> Answer {
    Answer::Refused { error }
}

fn restarting() -> Error {
    Error::unavailable_because(Refusal::Restarting)
}
