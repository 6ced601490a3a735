//! Two servers, one database: the instances of one PostgreSQL, and what they say to each other.
//!
//! Every room has a home, the instance that holds it in memory (`room_homes`); any instance
//! serves any player, and a request about a room held elsewhere is asked of its home, which
//! answers it under the room's lock (one order, each move once, as on one instance). The home
//! sends a player connected elsewhere their room's news through that player's instance. Both
//! travel as PostgreSQL notifications (`LISTEN`/`NOTIFY`), on a channel per instance; a message
//! too long for a notification (8000 bytes) goes through `bus_messages`.
//!
//! Each instance says it is alive once a second (`instances`); one not heard from in
//! [`GONE_AFTER`] is gone: its rooms are taken over by the next instance that needs them
//! (rebuilt from what is stored: every move is stored before it is relayed), and its players
//! are away from the rooms held elsewhere until they reconnect. An instance that stops drains:
//! it says it is gone at once, so the others take over without waiting.
//!
//! On SQLite there is one instance and none of this runs.

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde::{Deserialize, Serialize};
use sqlx::postgres::{PgListener, PgPool, PgPoolOptions};
use tokio::sync::{mpsc, oneshot};

use crate::clock::now_ms;
use crate::db::Fence;
use crate::outbox::Outbox;
use minesweeper_engine::battle::BattleConfig;

use crate::error::Error;
use crate::protocol::battle::BattleMoveKind;
use crate::protocol::Reply;

/// How long an instance may go unheard before it is taken for gone.
pub const GONE_AFTER: Duration = Duration::from_secs(3);
/// How often an instance says it is alive.
const BEAT: Duration = Duration::from_secs(1);
/// How long an instance waits for another's answer before it takes the other for gone.
const ANSWER_WITHIN: Duration = Duration::from_secs(2);
/// The most rooms' homes an instance remembers (a few MB).
const HOMES_KEPT: usize = 50_000;
/// The longest notification payload PostgreSQL takes is 8000 bytes; a little is kept spare.
const PAYLOAD: usize = 7_800;
/// The most bytes of news an instance holds on their way to other instances, in all: a
/// connection's own share is its outbox's budget ([`crate::outbox::BUDGET`]).
const QUEUED_IN_ALL: usize = 64 << 20;

/// A request about a room, asked of the room's home.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "ask", rename_all = "snake_case")]
pub enum Ask {
    Join {
        code: String,
        player: String,
        name: String,
        network: IpAddr,
        conn: u64,
    },
    Play {
        code: String,
        player: String,
        kind: BattleMoveKind,
        seq: u64,
        row: u32,
        col: u32,
    },
    Leave {
        code: String,
        player: String,
        conn: u64,
    },
    /// A connection in the room closed.
    Closed { code: String, conn: u64 },
}

impl Ask {
    pub fn code(&self) -> &str {
        match self {
            Ask::Join { code, .. }
            | Ask::Play { code, .. }
            | Ask::Leave { code, .. }
            | Ask::Closed { code, .. } => code,
        }
    }
}

/// A home's answer.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "answer", rename_all = "snake_case")]
pub enum Answer {
    /// Done; what the asker's connection is answered, if anything.
    Done {
        reply: Option<Box<Reply>>,
    },
    Refused {
        error: Error,
    },
    /// The room is not held there (any more): ask again where it is now.
    NotHere,
}

/// What travels between instances.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
enum Envelope {
    /// News for a connection of the instance it is sent to (JSON text, as the client reads it).
    Deliver {
        conn: u64,
        text: String,
    },
    Ask {
        id: u64,
        from: String,
        ask: Ask,
    },
    Answer {
        id: u64,
        answer: Answer,
    },
    /// The connection's news went past its budget on the way: it is closed as behind, and
    /// comes back to its room whole.
    Behind {
        conn: u64,
    },
}

/// A connection of another instance.
type Remote = (Arc<str>, u64);

/// The news posted to other instances' connections and not yet sent, in bytes: bounded for
/// each connection as its own outbox is, and in all. A connection past its bound is told it
/// fell behind (once) and gets nothing more.
#[derive(Debug, Default)]
struct Queued {
    by_conn: HashMap<Remote, usize>,
    total: usize,
    behind: HashSet<Remote>,
}

/// What becomes of news for a connection of another instance.
#[derive(Debug, PartialEq, Eq)]
enum Admit {
    Send,
    /// Past a bound: the news is dropped and the connection told it fell behind.
    Behind,
    /// Already told: dropped.
    Drop,
}

impl Queued {
    fn admit(&mut self, to: &Remote, bytes: usize, (per_conn, in_all): (usize, usize)) -> Admit {
        if self.behind.contains(to) {
            return Admit::Drop;
        }
        let queued = self.by_conn.get(to).copied().unwrap_or(0);
        if queued + bytes > per_conn || self.total + bytes > in_all {
            self.behind.insert(to.clone());
            return Admit::Behind;
        }
        *self.by_conn.entry(to.clone()).or_default() += bytes;
        self.total += bytes;
        Admit::Send
    }

    /// `bytes` of news for `to` went out.
    fn sent(&mut self, to: &Remote, bytes: usize) {
        if let Some(queued) = self.by_conn.get_mut(to) {
            *queued = queued.saturating_sub(bytes);
            if *queued == 0 {
                self.by_conn.remove(to);
            }
        }
        self.total = self.total.saturating_sub(bytes);
    }

    /// `to` was told it fell behind (it closes; a new connection has a new number).
    fn told(&mut self, to: &Remote) {
        self.behind.remove(to);
        if let Some(queued) = self.by_conn.remove(to) {
            self.total = self.total.saturating_sub(queued);
        }
    }
}

/// A request another instance asked, to be answered by [`Asked::answer`].
pub struct Asked {
    pub from: String,
    pub ask: Ask,
    id: u64,
    cluster: Cluster,
}

impl Asked {
    pub fn answer(self, answer: Answer) {
        let Asked {
            from, id, cluster, ..
        } = self;
        cluster.post(&from, Envelope::Answer { id, answer });
    }
}

/// Where a room is held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Home {
    /// Here (this instance).
    Here,
    /// At another instance, which is alive.
    There(Arc<str>),
    /// Nowhere: no home, or its instance is gone (the room may be taken over).
    Nowhere { was: Option<String> },
}

/// This instance among the others; cheap to clone.
#[derive(Clone)]
pub struct Cluster(Arc<Inner>);

struct Inner {
    me: Arc<str>,
    pool: PgPool,
    outgoing: mpsc::UnboundedSender<(Arc<str>, Envelope)>,
    /// What `outgoing` holds of news, bounded ([`Queued`]).
    queued: Mutex<Queued>,
    next_ask: AtomicU64,
    waiting: Mutex<HashMap<u64, oneshot::Sender<Answer>>>,
    /// This instance's connections that rooms held elsewhere send news to.
    locals: Mutex<HashMap<u64, Outbox>>,
    /// Rooms' homes, as last read (forgotten when a home does not answer).
    homes: Mutex<HashMap<String, Arc<str>>>,
    /// The instances alive at the last beat.
    alive: Mutex<HashSet<String>>,
    stopping: AtomicBool,
}

impl Cluster {
    /// Joins the instances of the database at `url`: a name of its own, its channel listened
    /// to, its heartbeat begun. Requests asked of it arrive on the receiver; instances found
    /// gone on the other (each once).
    pub async fn join(
        url: &str,
    ) -> Result<
        (
            Cluster,
            mpsc::UnboundedReceiver<Asked>,
            mpsc::UnboundedReceiver<String>,
        ),
        sqlx::Error,
    > {
        let me: Arc<str> = crate::secrets::secret(6)
            .map_err(sqlx::Error::Protocol)?
            .into();
        let pool = PgPoolOptions::new().max_connections(8).connect(url).await?;
        let mut listener = PgListener::connect(url).await?;
        listener.listen(&channel(&me)).await?;
        let (outgoing, sending) = mpsc::unbounded_channel();
        let cluster = Cluster(Arc::new(Inner {
            me,
            pool,
            outgoing,
            queued: Mutex::default(),
            next_ask: AtomicU64::new(1),
            waiting: Mutex::default(),
            locals: Mutex::default(),
            homes: Mutex::default(),
            alive: Mutex::default(),
            stopping: AtomicBool::new(false),
        }));
        cluster.beat(&cluster.0.pool).await?;
        let (asks, asked) = mpsc::unbounded_channel();
        let (gone_tx, gone) = mpsc::unbounded_channel();
        tokio::spawn(cluster.clone().send_all(sending));
        tokio::spawn(cluster.clone().listen(listener, asks));
        cluster.beat_apart(url, gone_tx).map_err(sqlx::Error::Io)?;
        tracing::info!(instance = %cluster.0.me, "joined the instances on PostgreSQL");
        Ok((cluster, asked, gone))
    }

    /// The connections to the database this instance's messages and limits use.
    pub fn pool(&self) -> PgPool {
        self.0.pool.clone()
    }

    /// This instance's name.
    pub fn me(&self) -> &Arc<str> {
        &self.0.me
    }

    /// A connection of this instance that rooms held elsewhere may send news to.
    pub fn reachable(&self, conn: u64, outbox: &Outbox) {
        if let Ok(mut locals) = self.0.locals.lock() {
            locals.entry(conn).or_insert_with(|| outbox.clone());
        }
    }

    /// The connection closed: nothing more is delivered to it.
    pub fn unreachable(&self, conn: u64) {
        if let Ok(mut locals) = self.0.locals.lock() {
            locals.remove(&conn);
        }
    }

    /// Sends `reply` to connection `conn` of `instance`, within the bounds of what waits to
    /// be sent ([`Queued`]).
    pub fn deliver(&self, instance: &Arc<str>, conn: u64, reply: &Reply) {
        let text = reply.to_json();
        let to = (instance.clone(), conn);
        let bounds = (crate::outbox::BUDGET, QUEUED_IN_ALL);
        let admit = match self.0.queued.lock() {
            Ok(mut queued) => queued.admit(&to, text.len(), bounds),
            Err(_) => Admit::Drop,
        };
        match admit {
            Admit::Send => self.post(instance, Envelope::Deliver { conn, text }),
            Admit::Behind => {
                tracing::warn!(%instance, conn, "news for a connection of another instance fell behind");
                self.post(instance, Envelope::Behind { conn });
            }
            Admit::Drop => {}
        }
    }

    fn post(&self, instance: &str, envelope: Envelope) {
        let _ = self.0.outgoing.send((instance.into(), envelope));
    }

    /// Asks `instance` to answer `ask`; `NotHere` if it did not answer in time.
    pub async fn ask(&self, instance: &Arc<str>, ask: Ask) -> Answer {
        let id = self.0.next_ask.fetch_add(1, Ordering::Relaxed);
        let (tx, rx) = oneshot::channel();
        if let Ok(mut waiting) = self.0.waiting.lock() {
            waiting.insert(id, tx);
        }
        let from = self.0.me.to_string();
        self.post(instance, Envelope::Ask { id, from, ask });
        let answer = tokio::time::timeout(ANSWER_WITHIN, rx).await;
        if let Ok(mut waiting) = self.0.waiting.lock() {
            waiting.remove(&id);
        }
        match answer {
            Ok(Ok(answer)) => answer,
            _ => {
                tracing::warn!(%instance, "no answer from an instance in time");
                Answer::NotHere
            }
        }
    }

    /// Where room `code` is held.
    pub async fn home(&self, code: &str) -> Result<Home, sqlx::Error> {
        let cached = self.0.homes.lock().ok().and_then(|h| h.get(code).cloned());
        if let Some(instance) = cached {
            if self.is_alive(&instance) {
                return Ok(self.home_at(instance));
            }
        }
        let row: Option<(String, Option<i64>)> = sqlx::query_as(
            "SELECT h.instance, i.seen_ms FROM room_homes h \
             LEFT JOIN instances i ON i.id = h.instance WHERE h.room = $1",
        )
        .bind(code)
        .fetch_optional(&self.0.pool)
        .await?;
        Ok(match row {
            None => Home::Nowhere { was: None },
            Some((instance, seen)) if seen.is_some_and(|s| s >= gone_before()) => {
                let instance: Arc<str> = instance.into();
                if let Ok(mut homes) = self.0.homes.lock() {
                    // A cache: past its size it starts again (each home is read once more).
                    if homes.len() >= HOMES_KEPT {
                        homes.clear();
                    }
                    homes.insert(code.to_string(), instance.clone());
                }
                self.home_at(instance)
            }
            Some((instance, _)) => Home::Nowhere {
                was: Some(instance),
            },
        })
    }

    fn home_at(&self, instance: Arc<str>) -> Home {
        if instance == self.0.me {
            Home::Here
        } else {
            Home::There(instance)
        }
    }

    fn is_alive(&self, instance: &str) -> bool {
        self.0.alive.lock().is_ok_and(|a| a.contains(instance))
    }

    /// A home that did not answer is read again next time.
    pub fn forget_home(&self, code: &str) {
        if let Ok(mut homes) = self.0.homes.lock() {
            homes.remove(code);
        }
    }

    /// Room `code` is held here from now: a new room (`was` none), or one taken over from a
    /// gone instance (`was` it; the room's epoch goes up, so the instance it was taken from
    /// can write nothing more for it). Its fence, none if another instance was quicker.
    pub async fn claim(
        &self,
        code: &str,
        was: Option<&str>,
        quick: Option<&BattleConfig>,
    ) -> Result<Option<Fence>, sqlx::Error> {
        let quick = quick.map(|q| serde_json::to_string(q).unwrap_or_default());
        let epoch: Option<(i64,)> = match was {
            None => {
                sqlx::query_as(
                    "INSERT INTO room_homes (room, instance, quick, made_ms, epoch) \
                 VALUES ($1, $2, $3, $4, 0) ON CONFLICT (room) DO NOTHING RETURNING epoch",
                )
                .bind(code)
                .bind(&*self.0.me)
                .bind(quick)
                .bind(now_ms())
                .fetch_optional(&self.0.pool)
                .await?
            }
            Some(was) => {
                sqlx::query_as(
                    "UPDATE room_homes SET instance = $2, quick = NULL, epoch = epoch + 1 \
                 WHERE room = $1 AND instance = $3 RETURNING epoch",
                )
                .bind(code)
                .bind(&*self.0.me)
                .bind(was)
                .fetch_optional(&self.0.pool)
                .await?
            }
        };
        let Some((epoch,)) = epoch else {
            return Ok(None);
        };
        if let Ok(mut homes) = self.0.homes.lock() {
            homes.insert(code.to_string(), self.0.me.clone());
        }
        Ok(Some(self.fence(code, epoch)))
    }

    /// The fence of room `code`, held here (its home names this instance), as it stands now;
    /// none if it is not held here.
    pub async fn fence_of(&self, code: &str) -> Result<Option<Fence>, sqlx::Error> {
        let epoch: Option<(i64,)> =
            sqlx::query_as("SELECT epoch FROM room_homes WHERE room = $1 AND instance = $2")
                .bind(code)
                .bind(&*self.0.me)
                .fetch_optional(&self.0.pool)
                .await?;
        Ok(epoch.map(|(epoch,)| self.fence(code, epoch)))
    }

    fn fence(&self, code: &str, epoch: i64) -> Fence {
        Fence {
            room: code.to_string(),
            instance: self.0.me.clone(),
            epoch,
        }
    }

    /// Room `code` waits for a quick match with `settings` (none: it waits no more).
    pub async fn offer(
        &self,
        code: &str,
        settings: Option<&BattleConfig>,
    ) -> Result<(), sqlx::Error> {
        let quick = settings.map(|q| serde_json::to_string(q).unwrap_or_default());
        sqlx::query("UPDATE room_homes SET quick = $2 WHERE room = $1 AND instance = $3")
            .bind(code)
            .bind(quick)
            .bind(&*self.0.me)
            .execute(&self.0.pool)
            .await?;
        Ok(())
    }

    /// A room held by another instance, alive, waiting for a quick match with `settings`:
    /// taken off the offers (so one player is matched with it), its code returned.
    pub async fn take_offer(&self, settings: &BattleConfig) -> Result<Option<String>, sqlx::Error> {
        let quick = serde_json::to_string(settings).unwrap_or_default();
        let row: Option<(String,)> = sqlx::query_as(
            "UPDATE room_homes SET quick = NULL WHERE room = ( \
               SELECT h.room FROM room_homes h JOIN instances i ON i.id = h.instance \
               WHERE h.quick = $1 AND h.instance <> $2 AND i.seen_ms >= $3 \
               ORDER BY h.made_ms LIMIT 1 FOR UPDATE OF h SKIP LOCKED) \
             AND quick IS NOT NULL RETURNING room",
        )
        .bind(quick)
        .bind(&*self.0.me)
        .bind(gone_before())
        .fetch_optional(&self.0.pool)
        .await?;
        Ok(row.map(|(room,)| room))
    }

    /// A room forgotten here: it has no home any more.
    pub async fn release(&self, code: &str) -> Result<(), sqlx::Error> {
        self.forget_home(code);
        sqlx::query("DELETE FROM room_homes WHERE room = $1 AND instance = $2")
            .bind(code)
            .bind(&*self.0.me)
            .execute(&self.0.pool)
            .await?;
        Ok(())
    }

    /// The instance stops: it is gone to the others at once, so they take its rooms over.
    pub async fn leave(&self) {
        self.0.stopping.store(true, Ordering::Relaxed);
        let gone = sqlx::query("DELETE FROM instances WHERE id = $1")
            .bind(&*self.0.me)
            .execute(&self.0.pool)
            .await;
        if let Err(e) = gone {
            tracing::warn!(error = %e, "saying this instance is gone");
        }
        if let Err(e) = self.forget_waiting_rooms(&self.0.me).await {
            tracing::warn!(error = %e, "forgetting this instance's waiting rooms");
        }
    }

    /// The homes of instance `instance`'s waiting rooms, which end with it (they live in its
    /// memory only), while it is still gone (one that stalled and woke keeps them: it homes
    /// them again as it wakes, [`Cluster::keep_beating`]). Its battles being played keep
    /// theirs, for whoever takes them over.
    pub async fn forget_waiting_rooms(&self, instance: &str) -> Result<(), sqlx::Error> {
        sqlx::query(
            "DELETE FROM room_homes WHERE instance = $1 \
             AND room NOT IN (SELECT room FROM live_battles) \
             AND NOT EXISTS (SELECT 1 FROM instances WHERE id = $1 AND seen_ms >= $2)",
        )
        .bind(instance)
        .bind(gone_before())
        .execute(&self.0.pool)
        .await?;
        Ok(())
    }

    /// Whether it is stopping (its rooms are not answered for any more).
    pub fn stopping(&self) -> bool {
        self.0.stopping.load(Ordering::Relaxed)
    }

    /// Says it is alive, on `pool`, and reads which instances are.
    async fn beat(&self, pool: &PgPool) -> Result<(), sqlx::Error> {
        if self.stopping() {
            return Ok(());
        }
        sqlx::query(
            "INSERT INTO instances (id, seen_ms) VALUES ($1, $2) \
             ON CONFLICT (id) DO UPDATE SET seen_ms = EXCLUDED.seen_ms",
        )
        .bind(&*self.0.me)
        .bind(now_ms())
        .execute(pool)
        .await?;
        let alive: Vec<(String,)> = sqlx::query_as("SELECT id FROM instances WHERE seen_ms >= $1")
            .bind(gone_before())
            .fetch_all(pool)
            .await?;
        let alive: HashSet<String> = alive.into_iter().map(|(id,)| id).collect();
        if let Ok(mut was) = self.0.alive.lock() {
            *was = alive;
        }
        Ok(())
    }

    /// Says it is alive every [`BEAT`], on `pool`; an instance alive at one beat and not at
    /// the next is sent on `gone`, and so is this one when it was not heard from for long
    /// enough to be taken for gone (stalled, or cut off from the database: the others may have
    /// forgotten its waiting rooms' homes). Ends when nobody listens on `gone` (the server
    /// ended).
    async fn keep_beating(self, pool: PgPool, gone: mpsc::UnboundedSender<String>) {
        let mut every = tokio::time::interval(BEAT);
        let mut heard = std::time::Instant::now();
        while !gone.is_closed() {
            every.tick().await;
            let before = self.0.alive.lock().map(|a| a.clone()).unwrap_or_default();
            if let Err(e) = self.beat(&pool).await {
                tracing::warn!(error = %e, "an instance's heartbeat");
                continue;
            }
            if heard.elapsed() >= GONE_AFTER {
                tracing::warn!(
                    "this instance was not heard from for long enough to be taken for gone"
                );
                let _ = gone.send(self.0.me.to_string());
            }
            heard = std::time::Instant::now();
            let now = self.0.alive.lock().map(|a| a.clone()).unwrap_or_default();
            for instance in before.difference(&now) {
                tracing::info!(%instance, "an instance is gone");
                let _ = gone.send(instance.clone());
            }
        }
    }

    /// [`Cluster::keep_beating`] on a thread and a runtime of its own, with a connection of its
    /// own: nothing on the server's runtime (a task that stalls it, a burst of work) delays the
    /// heartbeat, so a busy instance is never taken for gone and its rooms taken over.
    fn beat_apart(&self, url: &str, gone: mpsc::UnboundedSender<String>) -> std::io::Result<()> {
        let (beating, url) = (self.clone(), url.to_string());
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        std::thread::Builder::new()
            .name("heartbeat".into())
            .spawn(move || {
                runtime.block_on(async move {
                    match PgPoolOptions::new().max_connections(1).connect(&url).await {
                        Ok(pool) => beating.keep_beating(pool, gone).await,
                        Err(e) => tracing::error!(error = %e, "the heartbeat's connection"),
                    }
                });
            })?;
        Ok(())
    }

    /// Sends what is posted, in order: all that waits at once, packed into as few
    /// notifications as fit, in one statement.
    async fn send_all(self, mut sending: mpsc::UnboundedReceiver<(Arc<str>, Envelope)>) {
        let mut batch = Vec::new();
        while sending.recv_many(&mut batch, 512).await > 0 {
            if let Ok(mut queued) = self.0.queued.lock() {
                for (instance, envelope) in &batch {
                    match envelope {
                        Envelope::Deliver { conn, text } => {
                            queued.sent(&(instance.clone(), *conn), text.len());
                        }
                        Envelope::Behind { conn } => queued.told(&(instance.clone(), *conn)),
                        _ => {}
                    }
                }
            }
            let mut channels = Vec::new();
            let mut payloads = Vec::new();
            for (instance, payload) in self.pack(batch.drain(..)).await {
                channels.push(channel(&instance));
                payloads.push(payload);
            }
            let sent = sqlx::query(
                "SELECT pg_notify(c, p) FROM UNNEST($1::text[], $2::text[]) AS t(c, p)",
            )
            .bind(&channels)
            .bind(&payloads)
            .execute(&self.0.pool)
            .await;
            if let Err(e) = sent {
                tracing::error!(error = %e, "sending to the other instances");
            }
        }
    }

    /// `envelopes` as notifications' payloads: JSON arrays of up to [`PAYLOAD`] bytes, by
    /// instance, in order; one longer alone is stored and its payload is `@` and its id.
    async fn pack(
        &self,
        envelopes: impl Iterator<Item = (Arc<str>, Envelope)>,
    ) -> Vec<(Arc<str>, String)> {
        let mut out: Vec<(Arc<str>, String)> = Vec::new();
        let mut open: HashMap<Arc<str>, usize> = HashMap::new();
        for (instance, envelope) in envelopes {
            let Ok(json) = serde_json::to_string(&envelope) else {
                continue;
            };
            if json.len() + 2 > PAYLOAD {
                open.remove(&instance);
                match self.store_long(&json).await {
                    Ok(id) => out.push((instance, format!("@{id}"))),
                    Err(e) => tracing::error!(error = %e, "storing a long message for an instance"),
                }
                continue;
            }
            if let Some(&i) = open.get(&instance) {
                if out[i].1.len() + json.len() < PAYLOAD {
                    let payload = &mut out[i].1;
                    payload.pop();
                    payload.push(',');
                    payload.push_str(&json);
                    payload.push(']');
                    continue;
                }
            }
            open.insert(instance.clone(), out.len());
            out.push((instance, format!("[{json}]")));
        }
        out
    }

    async fn store_long(&self, json: &str) -> Result<String, sqlx::Error> {
        let id = crate::secrets::secret(12).map_err(sqlx::Error::Protocol)?;
        sqlx::query("INSERT INTO bus_messages (id, body) VALUES ($1, $2)")
            .bind(&id)
            .bind(json)
            .execute(&self.0.pool)
            .await?;
        Ok(id)
    }

    /// Reads this instance's channel: news to its connections, requests asked of it (sent on
    /// `asks`), answers to what it asked.
    async fn listen(self, mut listener: PgListener, asks: mpsc::UnboundedSender<Asked>) {
        loop {
            let payload = match listener.recv().await {
                Ok(notification) => notification.payload().to_string(),
                Err(e) => {
                    tracing::error!(error = %e, "listening to the other instances");
                    tokio::time::sleep(Duration::from_millis(200)).await;
                    continue;
                }
            };
            for envelope in self.unpack(&payload).await {
                self.receive(envelope, &asks);
            }
        }
    }

    async fn unpack(&self, payload: &str) -> Vec<Envelope> {
        let json = match payload.strip_prefix('@') {
            Some(id) => {
                let body: Result<Option<(String,)>, _> =
                    sqlx::query_as("DELETE FROM bus_messages WHERE id = $1 RETURNING body")
                        .bind(id)
                        .fetch_optional(&self.0.pool)
                        .await;
                match body {
                    Ok(Some((body,))) => format!("[{body}]"),
                    other => {
                        tracing::error!(?other, "a long message from an instance, not found");
                        return Vec::new();
                    }
                }
            }
            None => payload.to_string(),
        };
        serde_json::from_str(&json).unwrap_or_else(|e| {
            tracing::error!(error = %e, "a message from an instance that does not read");
            Vec::new()
        })
    }

    /// The outbox of this instance's connection `conn`, while it is open.
    fn local(&self, conn: u64) -> Option<Outbox> {
        self.0.locals.lock().ok()?.get(&conn).cloned()
    }

    fn receive(&self, envelope: Envelope, asks: &mpsc::UnboundedSender<Asked>) {
        match envelope {
            Envelope::Deliver { conn, text } => {
                if let Some(outbox) = self.local(conn) {
                    outbox.send_text(text);
                }
            }
            Envelope::Ask { id, from, ask } => {
                let asked = Asked {
                    from,
                    ask,
                    id,
                    cluster: self.clone(),
                };
                if self.stopping() {
                    asked.answer(Answer::NotHere);
                } else if let Err(mpsc::error::SendError(asked)) = asks.send(asked) {
                    asked.answer(Answer::NotHere);
                }
            }
            Envelope::Behind { conn } => {
                if let Some(outbox) = self.local(conn) {
                    outbox.fall_behind();
                }
            }
            Envelope::Answer { id, answer } => {
                let waiter = self.0.waiting.lock().ok().and_then(|mut w| w.remove(&id));
                if let Some(waiter) = waiter {
                    let _ = waiter.send(answer);
                }
            }
        }
    }
}

/// An instance's channel.
fn channel(instance: &str) -> String {
    format!("ms_{instance}")
}

/// Heard from before this (ms), an instance is gone.
fn gone_before() -> i64 {
    now_ms() - GONE_AFTER.as_millis() as i64
}

#[cfg(test)]
mod tests;
