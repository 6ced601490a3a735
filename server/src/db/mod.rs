//! Storage: SQLite in the data folder by default, PostgreSQL when given its URL — the same
//! migrations (`server/migrations`, portable SQL: TEXT and BIGINT only) and the same queries,
//! through sqlx's `Any` driver. Queries are written with PostgreSQL's `$1` placeholders and
//! turned into SQLite's numbered `?1` when the pool is SQLite.
//!
//! | file | what it stores |
//! |---|---|
//! | `mod.rs` | the pool and its dialect, the instances' heartbeats |
//! | `mover.rs` | the task that stores moves in batches |
//! | `players.rs` | players |
//! | `devices.rs` | the devices each player is signed in on, recovery keys, device links |
//! | `games.rs` | ranked games, their moves, the daily boards |
//! | `boards.rs` | the leaderboards |
//! | `hot.rs` | the leaderboards' first rows, kept a second |
//! | `battles.rs` | battles against people and their ratings |
//! | `rows.rs` | the rows read, as typed structs, and their checked conversions |

mod battles;
mod boards;
mod devices;
#[cfg(feature = "bench")]
mod fill;
mod games;
mod hot;
mod leaving;
mod mover;
mod passkeys;
mod players;
mod rows;
mod synced;

pub use battles::{FinishedBattle, LiveBattle, LiveMove, StoredBattle};
pub use boards::{BoardKey, Metric};
pub use devices::{DeviceRow, LinkRow, LinkState, NewDevice, MAX_DEVICES};
#[cfg(feature = "bench")]
pub use fill::Filled;
pub use games::{Finished, GameRow, MoveRow, NewGame};
pub use leaving::Deleted;
pub use passkeys::{Ceremony, PasskeyRow, MAX_PASSKEYS};
pub use players::Player;
pub use synced::{KeptGame, SentGame, Stored};

use boards::Best;
use mover::{Pending, Write};

use std::path::Path;

use sqlx::any::AnyPoolOptions;
use sqlx::{AnyPool, AssertSqlSafe};
use tokio::sync::mpsc;

/// A room's home as this instance took it (PostgreSQL, instances sharing the database): each
/// write for the room is made only while its home row still names this instance and this
/// epoch (server/migrations/0010_room_epochs.sql), checked in the writing transaction with the row
/// locked against a takeover. A write past a takeover is refused with
/// [`sqlx::Error::RowNotFound`] ([`fenced_out`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fence {
    pub room: String,
    pub instance: std::sync::Arc<str>,
    pub epoch: i64,
}

/// Whether `error` is a write refused by its room's fence: the room was taken over.
pub fn fenced_out(error: &DbError) -> bool {
    matches!(error, sqlx::Error::RowNotFound)
}

/// A database error, as the server logs it; a client only ever hears "the server could not
/// store that" (no SQL reaches a client).
pub type DbError = sqlx::Error;

/// The pool, which dialect it speaks, and the mover: the task that stores moves.
#[derive(Clone)]
pub struct Db {
    pool: AnyPool,
    /// What the pages read (leaderboards, player pages, replays): on SQLite, connections of
    /// their own beside the one that writes (the write-ahead log lets them read while it
    /// writes), so no read waits for a move or a move for a read; on PostgreSQL, the pool.
    reads: AnyPool,
    sqlite: bool,
    mover: mpsc::Sender<Pending>,
    /// The salt of the networks kept with rated battles (`rated_opponents`), drawn once and
    /// kept in the database (every instance keys networks alike).
    salt: std::sync::Arc<str>,
    /// The leaderboards' first rows, as last read ([`hot`]).
    hot: std::sync::Arc<hot::HotBoards>,
}

/// `rows` groups of `per` placeholders: `($1, $2), ($3, $4)`.
fn placeholders(rows: usize, per: usize) -> String {
    (0..rows)
        .map(|r| {
            let row: Vec<String> = (1..=per).map(|k| format!("${}", r * per + k)).collect();
            format!("({})", row.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A pool of `connections`; on SQLite each in write-ahead-log mode, synced at checkpoints
/// (a commit survives the process being killed, which is what a restart needs; a power cut
/// may take the last moments back), checkpoints left to [`Db::open`]'s task, foreign keys
/// checked as PostgreSQL does, and a wait of up to 5 s for a lock held by the other
/// connection.
fn sqlite_or_pg(sqlite: bool, connections: u32) -> AnyPoolOptions {
    AnyPoolOptions::new()
        // SQLite writes one at a time: one connection writes, so it never meets "database
        // is locked".
        .max_connections(connections)
        .after_connect(move |connection, _| {
            Box::pin(async move {
                if sqlite {
                    sqlx::raw_sql(
                        "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
                         PRAGMA wal_autocheckpoint = 0; PRAGMA foreign_keys = ON; \
                         PRAGMA busy_timeout = 5000;",
                    )
                    .execute(connection)
                    .await?;
                }
                Ok(())
            })
        })
}

/// `query`, written with PostgreSQL's `$1`, in the pool's dialect (SQLite's `?1`).
fn in_dialect(sqlite: bool, query: &str) -> AssertSqlSafe<String> {
    AssertSqlSafe(if sqlite {
        query.replace('$', "?")
    } else {
        query.to_string()
    })
}

/// The server's secret `name`, drawn at its first use and kept (`secrets`): whichever
/// instance draws first, every instance reads the same.
async fn secret_named(pool: &AnyPool, sqlite: bool, name: &str) -> Result<String, DbError> {
    let fresh = crate::secrets::secret(16).map_err(sqlx::Error::Protocol)?;
    let sql = |query: &str| in_dialect(sqlite, query);
    sqlx::query(sql(
        "INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
    ))
    .bind(name)
    .bind(fresh)
    .execute(pool)
    .await?;
    sqlx::query_scalar(sql("SELECT value FROM secrets WHERE name = $1"))
        .bind(name)
        .fetch_one(pool)
        .await
}

/// SQLite connections that read for the pages, beside the one that writes.
const READERS: u32 = 4;

impl Db {
    pub async fn open(url: Option<&str>, data: &Path) -> Result<Db, DbError> {
        sqlx::any::install_default_drivers();
        let url = match url {
            Some(url) => url.to_string(),
            None => format!(
                "sqlite://{}?mode=rwc",
                data.join("ranked.sqlite3").display()
            ),
        };
        let sqlite = url.starts_with("sqlite:");
        let pool = sqlite_or_pg(sqlite, if sqlite { 1 } else { 16 })
            .connect(&url)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        if sqlite {
            // The log is copied into the database by a connection of its own, five times a
            // second, beside the writes rather than inside one: a checkpoint syncs the disk,
            // and a commit that had to wait for it would keep every move in its batch waiting.
            // Small and often: at 10,000 battle moves a second, a checkpoint a second held the
            // moves behind it long enough to be a battle move's p99 (32 ms against 19).
            let checkpoints = sqlite_or_pg(true, 1).connect(&url).await?;
            tokio::spawn(async move {
                let mut every = tokio::time::interval(std::time::Duration::from_millis(200));
                loop {
                    every.tick().await;
                    if let Err(e) = sqlx::raw_sql("PRAGMA wal_checkpoint(PASSIVE)")
                        .execute(&checkpoints)
                        .await
                    {
                        tracing::warn!(error = %e, "a checkpoint of the write-ahead log");
                    }
                }
            });
        }
        let reads = if sqlite {
            sqlite_or_pg(true, READERS).connect(&url).await?
        } else {
            pool.clone()
        };
        let (mover, waiting) = mpsc::channel(4 * mover::BATCH);
        let salt = secret_named(&pool, sqlite, "networks").await?.into();
        let db = Db {
            pool,
            reads,
            sqlite,
            mover,
            salt,
            hot: Default::default(),
        };
        db.fill_bests().await?;
        tokio::spawn(db.clone().store_moves(waiting));
        Ok(db)
    }

    fn sql(&self, query: &str) -> AssertSqlSafe<String> {
        in_dialect(self.sqlite, query)
    }

    pub async fn answers(&self) -> Result<(), DbError> {
        sqlx::query("SELECT 1").fetch_one(&self.pool).await?;
        Ok(())
    }

    pub async fn beat(&self, me: &str) -> Result<(), DbError> {
        sqlx::query(self.sql(
            "INSERT INTO instances (id, seen_ms) VALUES ($1, $2) \
             ON CONFLICT (id) DO UPDATE SET seen_ms = excluded.seen_ms",
        ))
        .bind(me)
        .bind(crate::clock::now_ms())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn last_seen(&self, id: Option<&str>, me: &str) -> Result<Option<i64>, DbError> {
        let (sql, bound) = match id {
            Some(id) => ("SELECT MAX(seen_ms) FROM instances WHERE id = $1", id),
            None => ("SELECT MAX(seen_ms) FROM instances WHERE id <> $1", me),
        };
        sqlx::query_scalar(self.sql(sql))
            .bind(bound)
            .fetch_one(&self.pool)
            .await
    }

    pub async fn forget_instances(&self) -> Result<(), DbError> {
        sqlx::query(self.sql("DELETE FROM instances WHERE seen_ms < $1"))
            .bind(crate::clock::now_ms() - 86_400_000)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
