//! Storage: SQLite in the data folder by default, PostgreSQL when given its URL — the same
//! migrations (`server/migrations`, portable SQL: TEXT and BIGINT only) and the same queries,
//! through sqlx's `Any` driver. Queries are written with PostgreSQL's `$1` placeholders and
//! turned into SQLite's numbered `?1` when the pool is SQLite.

use std::path::Path;

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, AssertSqlSafe, Row};
use tokio::sync::{mpsc, oneshot};

/// A database error, as the server logs it; a client only ever hears "the server could not
/// store that" (no SQL reaches a client).
pub type DbError = sqlx::Error;

/// The pool, which dialect it speaks, and the mover: the task that stores moves.
#[derive(Clone)]
pub struct Db {
    pool: AnyPool,
    sqlite: bool,
    mover: mpsc::Sender<Pending>,
}

/// A move waiting to be stored, and who waits for it.
struct Pending {
    row: Stored,
    /// Told once it is stored: a finished battle's rating changes, `[0, 0]` for the rest.
    stored: oneshot::Sender<Result<[i32; 2], DbError>>,
}

/// What the mover stores: a ranked game's move, a battle that begins, the `n`-th move of a
/// battle being played, or a battle that ended (with both ratings' changes).
enum Stored {
    Ranked { game: String, mv: MoveRow },
    Start(Box<LiveBattle>),
    Battle { room: String, n: u64, mv: LiveMove },
    Finish(Box<FinishedBattle>),
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

/// The most moves stored in one statement.
const BATCH: usize = 256;

/// A player, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub id: String,
    pub name: String,
}

/// A ranked game's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: String,
    pub player_id: String,
    pub category: String,
    pub seed: u64,
    pub status: String,
    /// A daily game's day.
    pub day: Option<String>,
    /// A daily game's network key.
    pub address_key: Option<String>,
}

/// A stored move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    pub seq: u64,
    pub kind: String,
    pub row: u32,
    pub col: u32,
    pub at_ms: i64,
    /// The cursor's track before it, as its client sent it (none: no track).
    pub cursor: Option<String>,
}

/// A finished game, to store.
pub struct Finished<'a> {
    pub id: &'a str,
    pub player: &'a str,
    pub category: &'a str,
    /// A daily game's day.
    pub day: Option<&'a str>,
    pub status: &'a str,
    pub started_ms: Option<i64>,
    pub ended_ms: i64,
    pub time_ms: u64,
    pub bbbv: u32,
    pub replay: &'a str,
    /// The move that ended it, stored in the same transaction as the result (none for a game
    /// ended off the board: abandoned, or its day over).
    pub last_move: Option<&'a MoveRow>,
    /// How a game that did not end on the board ended (`abandoned`, `day_over`).
    pub end_reason: Option<&'a str>,
    /// Why a win is left off the leaderboards, if it is.
    pub unranked: Option<&'a str>,
}

/// One row of a leaderboard: a player's best win on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub rank: u64,
    pub game: String,
    pub player: String,
    pub name: String,
    pub time_ms: u64,
    pub bbbv: u32,
    /// 3BV per second, in millionths.
    pub rate: u64,
    pub ended_ms: i64,
}

/// What a leaderboard orders by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    /// Fastest first.
    Time,
    /// Most 3BV per second first.
    Rate,
}

impl Metric {
    pub fn name(self) -> &'static str {
        match self {
            Metric::Time => "time",
            Metric::Rate => "rate",
        }
    }
}

/// A leaderboard: a category, the period whose wins it counts (`all`, `day:…`, `week:…`: see
/// `daily::periods`), its order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub category: &'static str,
    pub period: String,
    pub metric: Metric,
}

/// A ranked game in a player's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub game: String,
    pub category: String,
    pub status: String,
    pub day: Option<String>,
    pub time_ms: Option<u64>,
    pub bbbv: Option<u32>,
    pub created_ms: i64,
    pub ended_ms: Option<i64>,
    /// How it ended off the board (`abandoned`, `day_over`).
    pub end_reason: Option<String>,
    /// Why a win is off the leaderboards.
    pub unranked: Option<String>,
}

impl Db {
    /// Connects to `url` (`postgres://…`), or without one to `ranked.sqlite3` in `data`
    /// (made if missing), and brings the schema up to date.
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
        let (mover, waiting) = mpsc::channel(4 * BATCH);
        let db = Db {
            pool,
            sqlite,
            mover,
        };
        db.fill_bests().await?;
        tokio::spawn(db.clone().store_moves(waiting));
        Ok(db)
    }

    /// The mover: stores the moves waiting, all those that came in while the last were
    /// stored in one statement (group commit: one transaction for many games' moves, so a
    /// busy server writes less often, not more). Each move's sender hears once its move is
    /// stored. If a batch fails, its moves are stored one by one, so each hears its own
    /// answer.
    async fn store_moves(self, mut waiting: mpsc::Receiver<Pending>) {
        let mut batch = Vec::with_capacity(BATCH);
        // Ends when every `Db` (every sender) is gone.
        while waiting.recv_many(&mut batch, BATCH).await > 0 {
            if let Ok(changes) = self.insert_moves(&batch).await {
                for (pending, change) in batch.drain(..).zip(changes) {
                    let _ = pending.stored.send(Ok(change));
                }
                continue;
            }
            for pending in batch.drain(..) {
                let one = self.insert_moves(std::slice::from_ref(&pending)).await;
                let _ = pending.stored.send(one.map(|changes| changes[0]));
            }
        }
    }

    /// Stores a batch at once: its ranked moves in one statement, the battles it begins in
    /// another, their moves in a third; in one transaction when it holds more than one kind.
    async fn insert_moves(&self, batch: &[Pending]) -> Result<Vec<[i32; 2]>, DbError> {
        let mut statements = Vec::new();
        let ranked: Vec<(&str, &MoveRow)> = batch
            .iter()
            .filter_map(|p| match &p.row {
                Stored::Ranked { game, mv } => Some((game.as_str(), mv)),
                _ => None,
            })
            .collect();
        if !ranked.is_empty() {
            let sql = self.sql(&format!(
                "INSERT INTO moves (game_id, seq, kind, cell_row, cell_col, at_ms, cursor) VALUES {}",
                placeholders(ranked.len(), 7)
            ));
            let query = ranked.iter().fold(sqlx::query(sql), |q, (game, mv)| {
                q.bind(*game)
                    .bind(mv.seq as i64)
                    .bind(mv.kind.as_str())
                    .bind(i64::from(mv.row))
                    .bind(i64::from(mv.col))
                    .bind(mv.at_ms)
                    .bind(mv.cursor.as_deref())
            });
            statements.push(query);
        }
        let starts: Vec<&LiveBattle> = batch
            .iter()
            .filter_map(|p| match &p.row {
                Stored::Start(battle) => Some(battle.as_ref()),
                _ => None,
            })
            .collect();
        if !starts.is_empty() {
            let sql = self.sql(&format!(
                "INSERT INTO live_battles (room, settings, config, seed, mines, notice, player_one, \
                 player_two, network_one, network_two, started_ms) VALUES {}",
                placeholders(starts.len(), 11)
            ));
            let query = starts.iter().fold(sqlx::query(sql), |q, b| {
                q.bind(b.room.as_str())
                    .bind(b.settings.as_str())
                    .bind(b.config.as_str())
                    .bind(b.seed as i64)
                    .bind(b.mines.as_str())
                    .bind(b.notice.as_deref())
                    .bind(b.players[0].as_str())
                    .bind(b.players[1].as_str())
                    .bind(b.networks[0].as_str())
                    .bind(b.networks[1].as_str())
                    .bind(b.started_ms)
            });
            statements.push(query);
        }
        let battles: Vec<(&str, u64, &LiveMove)> = batch
            .iter()
            .filter_map(|p| match &p.row {
                Stored::Battle { room, n, mv } => Some((room.as_str(), *n, mv)),
                _ => None,
            })
            .collect();
        if !battles.is_empty() {
            let sql = self.sql(&format!(
                "INSERT INTO live_battle_moves (room, n, seat, kind, cell_row, cell_col, at_ms) VALUES {}",
                placeholders(battles.len(), 7)
            ));
            let query = battles.iter().fold(sqlx::query(sql), |q, (room, n, mv)| {
                q.bind(*room)
                    .bind(*n as i64)
                    .bind(i64::from(mv.seat))
                    .bind(mv.kind.as_str())
                    .bind(i64::from(mv.row))
                    .bind(i64::from(mv.col))
                    .bind(mv.at_ms)
            });
            statements.push(query);
        }
        let finishes = batch.iter().any(|p| matches!(p.row, Stored::Finish(_)));
        if statements.len() == 1 && !finishes {
            if let Some(query) = statements.pop() {
                query.execute(&self.pool).await?;
            }
            return Ok(vec![[0, 0]; batch.len()]);
        }
        let mut tx = self.pool.begin().await?;
        for query in statements {
            query.execute(&mut *tx).await?;
        }
        // Battles that ended, after the moves (their live rows are deleted with them), one
        // after another: two battles of one player are rated in the order they ended.
        let mut changes = Vec::with_capacity(batch.len());
        for pending in batch {
            changes.push(match &pending.row {
                Stored::Finish(battle) => self.finish_in(&mut tx, battle).await?,
                _ => [0, 0],
            });
        }
        tx.commit().await?;
        Ok(changes)
    }

    /// The query in this pool's dialect. Every query is a constant of this module: what the
    /// players send is only ever bound, never part of the SQL.
    fn sql(&self, query: &str) -> AssertSqlSafe<String> {
        AssertSqlSafe(if self.sqlite {
            query.replace('$', "?")
        } else {
            query.to_string()
        })
    }

    /// Whether the database answers a query now (readiness, `GET /api/ready`).
    pub async fn answers(&self) -> Result<(), DbError> {
        sqlx::query("SELECT 1").fetch_one(&self.pool).await?;
        Ok(())
    }

    /// Instance `me` is alive now (`instances`: [`crate::cluster`] beats through it on
    /// PostgreSQL; on SQLite it tells a restarted server when the last one stopped).
    pub async fn beat(&self, me: &str) -> Result<(), DbError> {
        sqlx::query(self.sql(
            "INSERT INTO instances (id, seen_ms) VALUES ($1, $2) \
             ON CONFLICT (id) DO UPDATE SET seen_ms = excluded.seen_ms",
        ))
        .bind(me)
        .bind(crate::now_ms())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// When instance `id` (any but `me`, if none) was last heard from: when its players'
    /// connections were lost, if it is gone.
    pub async fn last_seen(&self, id: Option<&str>, me: &str) -> Result<Option<i64>, DbError> {
        let row = match id {
            Some(id) => {
                sqlx::query(self.sql("SELECT MAX(seen_ms) AS seen FROM instances WHERE id = $1"))
                    .bind(id)
                    .fetch_one(&self.pool)
                    .await?
            }
            None => {
                sqlx::query(self.sql("SELECT MAX(seen_ms) AS seen FROM instances WHERE id <> $1"))
                    .bind(me)
                    .fetch_one(&self.pool)
                    .await?
            }
        };
        row.try_get("seen")
    }

    /// Forgets instances not heard from for a day.
    pub async fn forget_instances(&self) -> Result<(), DbError> {
        sqlx::query(self.sql("DELETE FROM instances WHERE seen_ms < $1"))
            .bind(crate::now_ms() - 86_400_000)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn create_player(
        &self,
        id: &str,
        token_hash: &str,
        name: &str,
        now: i64,
    ) -> Result<(), DbError> {
        sqlx::query(
            self.sql(
                "INSERT INTO players (id, token_hash, name, created_ms) VALUES ($1, $2, $3, $4)",
            ),
        )
        .bind(id)
        .bind(token_hash)
        .bind(name)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn player_by_token(&self, token_hash: &str) -> Result<Option<Player>, DbError> {
        self.player_where("token_hash", token_hash).await
    }

    /// The player whose `column` (a constant of this module) is `value`.
    async fn player_where(
        &self,
        column: &'static str,
        value: &str,
    ) -> Result<Option<Player>, DbError> {
        let query = format!("SELECT id, name FROM players WHERE {column} = $1");
        let row = sqlx::query(self.sql(&query))
            .bind(value)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| player(&r)).transpose()
    }

    pub async fn rename(&self, player: &str, name: &str) -> Result<(), DbError> {
        sqlx::query(self.sql("UPDATE players SET name = $1 WHERE id = $2"))
            .bind(name)
            .bind(player)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A new game, `playing`; `day` for a daily game (one a player and day: a second is
    /// refused by the database's key).
    pub async fn create_game(&self, game: &NewGame<'_>) -> Result<(), DbError> {
        sqlx::query(self.sql(
            "INSERT INTO games (id, player_id, category, board_rows, board_cols, mines, seed, created_ms, status, day, address_key) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'playing', $9, $10)",
        ))
        .bind(game.id)
        .bind(game.player)
        .bind(game.category)
        .bind(i64::from(game.size.0))
        .bind(i64::from(game.size.1))
        .bind(i64::from(game.size.2))
        // A u64 kept bit for bit in a signed column.
        .bind(game.seed as i64)
        .bind(game.now)
        .bind(game.day)
        .bind(game.address_key)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn game(&self, id: &str) -> Result<Option<GameRow>, DbError> {
        let row = sqlx::query(self.sql(&format!("SELECT {GAME_ROW} FROM games WHERE id = $1")))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| game_row(&r)).transpose()
    }

    /// The player's game on a day's daily board, if they have one.
    pub async fn daily_game(
        &self,
        player: &str,
        category: &str,
        day: &str,
    ) -> Result<Option<GameRow>, DbError> {
        let row = sqlx::query(self.sql(&format!(
            "SELECT {GAME_ROW} FROM games WHERE player_id = $1 AND category = $2 AND day = $3"
        )))
        .bind(player)
        .bind(category)
        .bind(day)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| game_row(&r)).transpose()
    }

    /// The seed of a day's daily board in `category`, and the salt of its network keys:
    /// `fresh` if none was drawn yet (the first instance to store one wins; every other
    /// reads it).
    pub async fn daily_seed(
        &self,
        day: &str,
        category: &str,
        fresh: (u64, &str),
    ) -> Result<(u64, String), DbError> {
        sqlx::query(self.sql(
            "INSERT INTO dailies (day, category, seed, salt) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (day, category) DO NOTHING",
        ))
        .bind(day)
        .bind(category)
        .bind(fresh.0 as i64)
        .bind(fresh.1)
        .execute(&self.pool)
        .await?;
        // A day drawn before salts were kept gets one now.
        sqlx::query(
            self.sql(
                "UPDATE dailies SET salt = $3 WHERE day = $1 AND category = $2 AND salt IS NULL",
            ),
        )
        .bind(day)
        .bind(category)
        .bind(fresh.1)
        .execute(&self.pool)
        .await?;
        let row = sqlx::query(
            self.sql("SELECT seed, salt FROM dailies WHERE day = $1 AND category = $2"),
        )
        .bind(day)
        .bind(category)
        .fetch_one(&self.pool)
        .await?;
        Ok((
            row.try_get::<i64, _>("seed")? as u64,
            row.try_get::<Option<String>, _>("salt")?
                .unwrap_or_default(),
        ))
    }

    /// Whether a player other than `player` started the day's board in `category` from the
    /// network `key` before `before_ms`.
    pub async fn daily_shared(
        &self,
        (day, category): (&str, &str),
        key: &str,
        player: &str,
        before_ms: i64,
    ) -> Result<bool, DbError> {
        let row = sqlx::query(self.sql(
            "SELECT 1 AS one FROM games WHERE day = $1 AND category = $2 AND address_key = $3 \
             AND player_id <> $4 AND created_ms <= $5 LIMIT 1",
        ))
        .bind(day)
        .bind(category)
        .bind(key)
        .bind(player)
        .bind(before_ms)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.is_some())
    }

    /// How many ranked games of the ordinary categories (not the daily's) `player` finished on
    /// the board (won or lost; not abandoned): their history.
    pub async fn finished_games(&self, player: &str) -> Result<u64, DbError> {
        let row = sqlx::query(self.sql(
            "SELECT COUNT(*) AS n FROM games WHERE player_id = $1 AND day IS NULL \
             AND status <> 'playing' AND end_reason IS NULL",
        ))
        .bind(player)
        .fetch_one(&self.pool)
        .await?;
        Ok(row.try_get::<i64, _>("n")? as u64)
    }

    /// The ids of `player`'s games of `category` being played.
    pub async fn playing(&self, player: &str, category: &str) -> Result<Vec<String>, DbError> {
        let rows = sqlx::query(self.sql(
            "SELECT id FROM games WHERE player_id = $1 AND category = $2 AND status = 'playing'",
        ))
        .bind(player)
        .bind(category)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| r.try_get("id")).collect()
    }

    /// Up to `limit` games being played, in order of id, after `after`.
    pub async fn playing_after(&self, after: &str, limit: u32) -> Result<Vec<GameRow>, DbError> {
        let rows = sqlx::query(self.sql(&format!(
            "SELECT {GAME_ROW} FROM games WHERE status = 'playing' AND id > $1 ORDER BY id LIMIT $2"
        )))
        .bind(after)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(game_row).collect()
    }

    /// Stores a move (with the others waiting: see [`Db::store_moves`]); a move already stored
    /// (the same game and `seq`) is refused by the key.
    pub async fn add_move(&self, game: &str, mv: &MoveRow) -> Result<(), DbError> {
        let row = Stored::Ranked {
            game: game.to_string(),
            mv: mv.clone(),
        };
        self.store(row).await.map(drop)
    }

    /// A row to the mover, once it is stored.
    async fn store(&self, row: Stored) -> Result<[i32; 2], DbError> {
        let (stored, heard) = oneshot::channel();
        let pending = Pending { row, stored };
        self.mover
            .send(pending)
            .await
            .map_err(|_| DbError::PoolClosed)?;
        heard.await.map_err(|_| DbError::PoolClosed)?
    }

    pub async fn moves(&self, game: &str) -> Result<Vec<MoveRow>, DbError> {
        let rows = sqlx::query(self.sql(
            "SELECT seq, kind, cell_row, cell_col, at_ms, cursor FROM moves WHERE game_id = $1 ORDER BY seq",
        ))
        .bind(game)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(MoveRow {
                    seq: r.try_get::<i64, _>("seq")? as u64,
                    kind: r.try_get("kind")?,
                    row: r.try_get::<i64, _>("cell_row")? as u32,
                    col: r.try_get::<i64, _>("cell_col")? as u32,
                    at_ms: r.try_get("at_ms")?,
                    cursor: r.try_get("cursor")?,
                })
            })
            .collect()
    }

    /// How many moves are stored, in every game (the load tool's check that none was lost).
    pub async fn move_count(&self) -> Result<u64, DbError> {
        let row = sqlx::query(self.sql("SELECT COUNT(*) AS n FROM moves"))
            .fetch_one(&self.pool)
            .await?;
        Ok(row.try_get::<i64, _>("n")? as u64)
    }

    /// Stores a game's end: its last move (when it ended on the board), its result and, for a
    /// ranked win, its place as its player's best wherever it is: all time, its day and its
    /// week (a daily game's day), by time and by 3BV/s. One transaction: a game is never
    /// stored with its last move and without its result, and a leaderboard never shows a win
    /// whose game is not over. `false` when the game was already over (ended elsewhere).
    pub async fn finish(&self, game: &Finished<'_>) -> Result<bool, DbError> {
        let rate = (u64::from(game.bbbv) * 1_000_000_000)
            .checked_div(game.time_ms)
            .unwrap_or(0) as i64;
        let mut tx = self.pool.begin().await?;
        if let Some(mv) = game.last_move {
            sqlx::query(self.sql(
                "INSERT INTO moves (game_id, seq, kind, cell_row, cell_col, at_ms, cursor) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            ))
            .bind(game.id)
            .bind(mv.seq as i64)
            .bind(mv.kind.as_str())
            .bind(i64::from(mv.row))
            .bind(i64::from(mv.col))
            .bind(mv.at_ms)
            .bind(mv.cursor.as_deref())
            .execute(&mut *tx)
            .await?;
        }
        let updated = sqlx::query(self.sql(
            "UPDATE games SET status = $1, started_ms = $2, ended_ms = $3, time_ms = $4, bbbv = $5, replay = $6, rate = $7, \
             end_reason = $8, unranked = $9 WHERE id = $10 AND status = 'playing'",
        ))
        .bind(game.status)
        .bind(game.started_ms)
        .bind(game.ended_ms)
        .bind(game.time_ms as i64)
        .bind(i64::from(game.bbbv))
        .bind(game.replay)
        .bind(rate)
        .bind(game.end_reason)
        .bind(game.unranked)
        .bind(game.id)
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() == 0 {
            tx.rollback().await?;
            return Ok(false);
        }
        if game.status == "won" && game.unranked.is_none() {
            let best = Best {
                category: game.category,
                player: game.player,
                game: game.id,
                time_ms: game.time_ms as i64,
                rate,
                ended_ms: game.ended_ms,
                day: game.day,
            };
            self.record_best(&mut tx, &best).await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Makes `best` its player's best in each of its periods and metrics where it beats what
    /// is there (one statement: `ON CONFLICT … DO UPDATE … WHERE`, which both databases read
    /// alike).
    async fn record_best(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        best: &Best<'_>,
    ) -> Result<(), DbError> {
        let periods = crate::daily::periods(best.ended_ms, best.day);
        let metrics = [(Metric::Time, best.time_ms), (Metric::Rate, -best.rate)];
        let rows: Vec<String> = (0..periods.len() * metrics.len())
            .map(|i| {
                let p = 7 * i;
                format!(
                    "(${}, ${}, ${}, ${}, ${}, ${}, ${})",
                    p + 1,
                    p + 2,
                    p + 3,
                    p + 4,
                    p + 5,
                    p + 6,
                    p + 7
                )
            })
            .collect();
        let query = format!(
            "INSERT INTO bests (category, period, metric, player_id, game_id, value, ended_ms) VALUES {} \
             ON CONFLICT (category, period, metric, player_id) DO UPDATE \
             SET game_id = excluded.game_id, value = excluded.value, ended_ms = excluded.ended_ms \
             WHERE excluded.value < bests.value OR (excluded.value = bests.value AND \
             (excluded.ended_ms < bests.ended_ms OR (excluded.ended_ms = bests.ended_ms AND excluded.game_id < bests.game_id)))",
            rows.join(", ")
        );
        let mut insert = sqlx::query(self.sql(&query));
        for period in &periods {
            for (metric, value) in metrics {
                insert = insert
                    .bind(best.category)
                    .bind(period.as_str())
                    .bind(metric.name())
                    .bind(best.player)
                    .bind(best.game)
                    .bind(value)
                    .bind(best.ended_ms);
            }
        }
        insert.execute(&mut **tx).await?;
        Ok(())
    }

    /// Fills `bests` from the games when it is empty and wins are stored (a database from
    /// before the table): once, in one transaction.
    async fn fill_bests(&self) -> Result<(), DbError> {
        let filled = sqlx::query("SELECT 1 AS one FROM bests LIMIT 1")
            .fetch_optional(&self.pool)
            .await?
            .is_some();
        if filled {
            return Ok(());
        }
        let wins = sqlx::query(
            "SELECT id, player_id, category, day, time_ms, rate, ended_ms FROM games \
             WHERE status = 'won' AND unranked IS NULL ORDER BY ended_ms",
        )
        .fetch_all(&self.pool)
        .await?;
        if wins.is_empty() {
            return Ok(());
        }
        let mut tx = self.pool.begin().await?;
        for win in &wins {
            let (id, player, category, day): (String, String, String, Option<String>) = (
                win.try_get("id")?,
                win.try_get("player_id")?,
                win.try_get("category")?,
                win.try_get("day")?,
            );
            let best = Best {
                category: &category,
                player: &player,
                game: &id,
                time_ms: win.try_get("time_ms")?,
                rate: win.try_get::<Option<i64>, _>("rate")?.unwrap_or(0),
                ended_ms: win.try_get("ended_ms")?,
                day: day.as_deref(),
            };
            self.record_best(&mut tx, &best).await?;
        }
        tx.commit().await?;
        tracing::info!(
            wins = wins.len(),
            "leaderboards filled from the stored games"
        );
        Ok(())
    }

    /// A finished game's replay text and its day if it is a daily game (none while it is
    /// played: the seed stays secret).
    pub async fn replay(&self, game: &str) -> Result<Option<(String, Option<String>)>, DbError> {
        let row = sqlx::query(
            self.sql("SELECT replay, day FROM games WHERE id = $1 AND status <> 'playing'"),
        )
        .bind(game)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let text: Option<String> = row.try_get("replay")?;
        let day: Option<String> = row.try_get("day")?;
        Ok(text.map(|text| (text, day)))
    }

    /// A player's ranked games, newest first (at most `limit`).
    pub async fn player_games(&self, player: &str, limit: u32) -> Result<Vec<Played>, DbError> {
        let rows = sqlx::query(self.sql(
            "SELECT id, category, status, day, time_ms, bbbv, created_ms, ended_ms, end_reason, unranked \
             FROM games WHERE player_id = $1 ORDER BY created_ms DESC, id LIMIT $2",
        ))
        .bind(player)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Played {
                    game: r.try_get("id")?,
                    category: r.try_get("category")?,
                    status: r.try_get("status")?,
                    day: r.try_get("day")?,
                    time_ms: r.try_get::<Option<i64>, _>("time_ms")?.map(|t| t as u64),
                    bbbv: r.try_get::<Option<i64>, _>("bbbv")?.map(|b| b as u32),
                    created_ms: r.try_get("created_ms")?,
                    ended_ms: r.try_get("ended_ms")?,
                    end_reason: r.try_get("end_reason")?,
                    unranked: r.try_get("unranked")?,
                })
            })
            .collect()
    }

    /// A player, by id.
    pub async fn player(&self, id: &str) -> Result<Option<Player>, DbError> {
        self.player_where("id", id).await
    }

    /// The board's first `limit` entries: each player's best win, best first.
    pub async fn leaderboard(&self, board: &Board, limit: u32) -> Result<Vec<Entry>, DbError> {
        let query = format!(
            "SELECT {ENTRY} FROM {BESTS} WHERE {ON_BOARD} \
             ORDER BY b.value, b.ended_ms, b.game_id LIMIT $4"
        );
        let rows = on_board(sqlx::query(self.sql(&query)), board)
            .bind(i64::from(limit))
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .enumerate()
            .map(|(i, r)| entry(r, i as u64 + 1))
            .collect()
    }

    /// The player's entry on the board, with its rank, wherever it stands (none without a
    /// win there): the entries ahead of it counted along the board's index.
    pub async fn rank_of(&self, board: &Board, player: &str) -> Result<Option<Entry>, DbError> {
        let query = format!(
            "SELECT {ENTRY}, (SELECT COUNT(*) FROM bests c \
               WHERE c.category = b.category AND c.period = b.period AND c.metric = b.metric \
               AND (c.value < b.value OR (c.value = b.value AND (c.ended_ms < b.ended_ms \
               OR (c.ended_ms = b.ended_ms AND c.game_id < b.game_id))))) AS better \
             FROM {BESTS} WHERE {ON_BOARD} AND b.player_id = $4"
        );
        let row = on_board(sqlx::query(self.sql(&query)), board)
            .bind(player)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| entry(&r, r.try_get::<i64, _>("better")? as u64 + 1))
            .transpose()
    }
}

/// A win, as the leaderboards keep it.
struct Best<'a> {
    category: &'a str,
    player: &'a str,
    game: &'a str,
    time_ms: i64,
    /// 3BV/s in millionths.
    rate: i64,
    ended_ms: i64,
    day: Option<&'a str>,
}

/// A game to store.
pub struct NewGame<'a> {
    pub id: &'a str,
    pub player: &'a str,
    pub category: &'a str,
    /// Rows, columns, mines.
    pub size: (u32, u32, u32),
    pub seed: u64,
    pub now: i64,
    pub day: Option<&'a str>,
    /// A daily game's network, as its day's keyed hash ([`crate::fair::network_key`]).
    pub address_key: Option<&'a str>,
}

const GAME_ROW: &str = "id, player_id, category, seed, status, day, address_key";

fn game_row(r: &AnyRow) -> Result<GameRow, DbError> {
    Ok(GameRow {
        id: r.try_get("id")?,
        player_id: r.try_get("player_id")?,
        category: r.try_get("category")?,
        seed: r.try_get::<i64, _>("seed")? as u64,
        status: r.try_get("status")?,
        day: r.try_get("day")?,
        address_key: r.try_get("address_key")?,
    })
}

const ENTRY: &str = "b.game_id AS id, b.player_id, p.name, g.time_ms, g.bbbv, g.rate, g.ended_ms";

/// A board's entries, with their players and games.
const BESTS: &str = "bests b JOIN players p ON p.id = b.player_id JOIN games g ON g.id = b.game_id";

/// The entries of the board bound by [`on_board`].
const ON_BOARD: &str = "b.category = $1 AND b.period = $2 AND b.metric = $3";

fn entry(r: &AnyRow, rank: u64) -> Result<Entry, DbError> {
    Ok(Entry {
        rank,
        game: r.try_get("id")?,
        player: r.try_get("player_id")?,
        name: r.try_get("name")?,
        time_ms: r.try_get::<i64, _>("time_ms")? as u64,
        bbbv: r.try_get::<i64, _>("bbbv")? as u32,
        rate: r.try_get::<Option<i64>, _>("rate")?.unwrap_or(0) as u64,
        ended_ms: r.try_get("ended_ms")?,
    })
}

/// Binds the board's `$1` to `$3` ([`ON_BOARD`]).
fn on_board<'q>(
    query: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments>,
    board: &'q Board,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments> {
    query
        .bind(board.category)
        .bind(board.period.as_str())
        .bind(board.metric.name())
}

fn player(row: &AnyRow) -> Result<Player, DbError> {
    Ok(Player {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
    })
}

/// A battle being played, as stored to be rebuilt after a restart ([`Db::start_live_battle`]).
pub struct LiveBattle {
    pub room: String,
    /// JSON `BattleConfig`s: the settings asked for, and the battle played.
    pub settings: String,
    pub config: String,
    pub seed: u64,
    /// JSON `[cell index…]`.
    pub mines: String,
    pub notice: Option<String>,
    /// The seats' players and networks, seat one first.
    pub players: [String; 2],
    pub networks: [String; 2],
    pub started_ms: i64,
}

/// A move of a battle being played: its seat (0 or 1), kind, cell and time.
pub struct LiveMove {
    pub seat: u8,
    pub kind: String,
    pub row: u32,
    pub col: u32,
    pub at_ms: i64,
}

/// A finished battle against a person, to store ([`Db::finish_battle`]).
pub struct FinishedBattle {
    pub id: String,
    pub room: String,
    /// The seats' players, seat one first.
    pub players: [String; 2],
    pub config: minesweeper_engine::battle::BattleConfig,
    pub seed: u64,
    pub started_ms: i64,
    pub ended_ms: i64,
    /// `one`, `two`, or none for a draw.
    pub winner: Option<String>,
    pub reason: String,
    /// Every move, as JSON.
    pub moves: String,
    /// Why it moves no rating, if it does not.
    pub unrated: Option<String>,
}

/// A player on the battle leaderboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rated {
    pub rank: u64,
    pub player: String,
    pub name: String,
    pub rating: i32,
    pub battles: u32,
}

/// A battle in a player's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fought {
    pub battle: String,
    /// Seat one's and seat two's names, and which seat the player had.
    pub names: [String; 2],
    pub seat: &'static str,
    pub winner: Option<String>,
    pub reason: String,
    pub change: i32,
    pub ended_ms: i64,
    pub unrated: Option<String>,
}

/// How much a battle moves a rating at most: Elo's K.
const K: f64 = 32.0;

/// Rated battles a player plays before a result against them counts in full.
pub const PROVISIONAL: u32 = 10;

/// How long a pair's earlier battles count against their next ([`rating_changes`]).
pub const PAIR_WINDOW_MS: i64 = 24 * 3_600_000;

/// Each seat's rating change for a battle between seats of `ratings`, who had played
/// `rated` rated battles before it, and had played each other in `pair` rated battles in the
/// last [`PAIR_WINDOW_MS`]; seat one won (`score` 1), drew (0.5) or lost (0). Elo with K = 32,
/// and two things a farm of throwaway players cannot get round cheaply: a result counts in
/// full against an opponent who has played [`PROVISIONAL`] rated battles (a newcomer's,
/// `(n + 1) / 10` of it), and the same two players' battles count less the more they played
/// each other lately (`1 / (1 + pair)`).
pub fn rating_changes(ratings: [i32; 2], rated: [u32; 2], pair: u32, score: f64) -> [i32; 2] {
    let expected = 1.0 / (1.0 + 10f64.powf(f64::from(ratings[1] - ratings[0]) / 400.0));
    let weight = |n: u32| (f64::from(n.saturating_add(1)) / f64::from(PROVISIONAL)).min(1.0);
    let k = K / f64::from(pair.saturating_add(1));
    let one = k * weight(rated[1]) * (score - expected);
    let two = k * weight(rated[0]) * (expected - score);
    [one.round() as i32, two.round() as i32]
}

impl Db {
    /// A player's rating against people and how many battles they played.
    pub async fn rating(&self, player: &str) -> Result<(i32, u32), DbError> {
        let row = sqlx::query(self.sql("SELECT rating, battles FROM players WHERE id = $1"))
            .bind(player)
            .fetch_one(&self.pool)
            .await?;
        Ok((
            row.try_get::<i64, _>("rating")? as i32,
            row.try_get::<i64, _>("battles")? as u32,
        ))
    }

    /// Keeps a battle that begins, so a restart can rebuild it (with the moves waiting to be
    /// stored: [`Db::store_moves`]).
    pub async fn start_live_battle(&self, battle: LiveBattle) -> Result<(), DbError> {
        self.store(Stored::Start(Box::new(battle))).await.map(drop)
    }

    /// Keeps the `n`-th move of the battle in `room` (before it is relayed), with the moves
    /// waiting to be stored ([`Db::store_moves`]); the key refuses a move stored twice.
    pub async fn add_live_move(&self, room: &str, n: u64, mv: LiveMove) -> Result<(), DbError> {
        let row = Stored::Battle {
            room: room.to_string(),
            n,
            mv,
        };
        self.store(row).await.map(drop)
    }

    /// The battle being played in `room`, with its moves in order, if one is stored.
    pub async fn live_battle(
        &self,
        room: &str,
    ) -> Result<Option<(LiveBattle, Vec<LiveMove>)>, DbError> {
        let Some(row) = sqlx::query(self.sql(
            "SELECT settings, config, seed, mines, notice, player_one, player_two, network_one, \
             network_two, started_ms FROM live_battles WHERE room = $1",
        ))
        .bind(room)
        .fetch_optional(&self.pool)
        .await?
        else {
            return Ok(None);
        };
        let battle = LiveBattle {
            room: room.to_string(),
            settings: row.try_get("settings")?,
            config: row.try_get("config")?,
            seed: row.try_get::<i64, _>("seed")? as u64,
            mines: row.try_get("mines")?,
            notice: row.try_get("notice")?,
            players: [row.try_get("player_one")?, row.try_get("player_two")?],
            networks: [row.try_get("network_one")?, row.try_get("network_two")?],
            started_ms: row.try_get("started_ms")?,
        };
        let rows = sqlx::query(self.sql(
            "SELECT seat, kind, cell_row, cell_col, at_ms FROM live_battle_moves \
             WHERE room = $1 ORDER BY n",
        ))
        .bind(room)
        .fetch_all(&self.pool)
        .await?;
        let moves = rows
            .iter()
            .map(|r| {
                Ok(LiveMove {
                    seat: r.try_get::<i64, _>("seat")? as u8,
                    kind: r.try_get("kind")?,
                    row: r.try_get::<i64, _>("cell_row")? as u32,
                    col: r.try_get::<i64, _>("cell_col")? as u32,
                    at_ms: r.try_get("at_ms")?,
                })
            })
            .collect::<Result<_, DbError>>()?;
        Ok(Some((battle, moves)))
    }

    /// Stores a finished battle and, unless it is unrated, moves both players' ratings
    /// ([`rating_changes`], from what is read inside the same transaction); returns each
    /// seat's change. Through the mover: with the moves and other battles waiting, in one
    /// transaction (a busy server ends hundreds of battles a second).
    pub async fn finish_battle(&self, battle: FinishedBattle) -> Result<[i32; 2], DbError> {
        self.store(Stored::Finish(Box::new(battle))).await
    }

    /// [`Db::finish_battle`] in `tx`.
    async fn finish_in(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        battle: &FinishedBattle,
    ) -> Result<[i32; 2], DbError> {
        let change = match battle.unrated {
            Some(_) => [0, 0],
            None => {
                let change = self.rate(tx, battle).await?;
                for (player, change) in battle.players.iter().zip(change) {
                    sqlx::query(self.sql(
                        "UPDATE players SET rating = rating + $1, battles = battles + 1 WHERE id = $2",
                    ))
                    .bind(i64::from(change))
                    .bind(player.as_str())
                    .execute(&mut **tx)
                    .await?;
                }
                change
            }
        };
        let config = battle.config;
        sqlx::query(self.sql(
            "INSERT INTO battles (id, room, player_one, player_two, board_rows, board_cols, mines, lives, \
             pace, no_guess, seed, started_ms, ended_ms, winner, reason, moves, change_one, change_two, unrated) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)",
        ))
        .bind(battle.id.as_str())
        .bind(battle.room.as_str())
        .bind(battle.players[0].as_str())
        .bind(battle.players[1].as_str())
        .bind(i64::from(config.rows()))
        .bind(i64::from(config.cols()))
        .bind(i64::from(config.mines()))
        .bind(i64::from(config.lives()))
        .bind(config.pace().as_str())
        .bind(i64::from(config.no_guess()))
        .bind(battle.seed as i64)
        .bind(battle.started_ms)
        .bind(battle.ended_ms)
        .bind(battle.winner.as_deref())
        .bind(battle.reason.as_str())
        .bind(battle.moves.as_str())
        .bind(i64::from(change[0]))
        .bind(i64::from(change[1]))
        .bind(battle.unrated.as_deref())
        .execute(&mut **tx)
        .await?;
        // It is over: nothing to rebuild after a restart.
        for table in ["live_battle_moves", "live_battles"] {
            sqlx::query(self.sql(&format!("DELETE FROM {table} WHERE room = $1")))
                .bind(battle.room.as_str())
                .execute(&mut **tx)
                .await?;
        }
        Ok(change)
    }

    /// The rating changes of a rated battle, from both players' ratings and rated battles and
    /// the pair's battles lately, read in `tx`.
    async fn rate(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        battle: &FinishedBattle,
    ) -> Result<[i32; 2], DbError> {
        let mut ratings = [0i32; 2];
        let mut rated = [0u32; 2];
        for (i, player) in battle.players.iter().enumerate() {
            let row = sqlx::query(self.sql("SELECT rating, battles FROM players WHERE id = $1"))
                .bind(player.as_str())
                .fetch_one(&mut **tx)
                .await?;
            ratings[i] = row.try_get::<i64, _>("rating")? as i32;
            rated[i] = row.try_get::<i64, _>("battles")? as u32;
        }
        let [one, two] = &battle.players;
        let row = sqlx::query(self.sql(
            "SELECT COUNT(*) AS n FROM battles WHERE ((player_one = $1 AND player_two = $2) \
             OR (player_one = $2 AND player_two = $1)) AND unrated IS NULL AND ended_ms > $3",
        ))
        .bind(one.as_str())
        .bind(two.as_str())
        .bind(battle.ended_ms - PAIR_WINDOW_MS)
        .fetch_one(&mut **tx)
        .await?;
        let pair = row.try_get::<i64, _>("n")? as u32;
        let score = match battle.winner.as_deref() {
            Some("one") => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        Ok(rating_changes(ratings, rated, pair, score))
    }

    /// The battle leaderboard: the `limit` best ratings of those who played, and `player`'s
    /// own wherever it stands.
    pub async fn battle_leaderboard(
        &self,
        limit: u32,
        player: Option<&str>,
    ) -> Result<(Vec<Rated>, Option<Rated>), DbError> {
        let rated = |r: &AnyRow, rank: u64| -> Result<Rated, DbError> {
            Ok(Rated {
                rank,
                player: r.try_get("id")?,
                name: r.try_get("name")?,
                rating: r.try_get::<i64, _>("rating")? as i32,
                battles: r.try_get::<i64, _>("battles")? as u32,
            })
        };
        let rows = sqlx::query(self.sql(
            "SELECT id, name, rating, battles FROM players WHERE battles > 0 \
             ORDER BY rating DESC, id LIMIT $1",
        ))
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        let top = rows
            .iter()
            .enumerate()
            .map(|(i, r)| rated(r, i as u64 + 1))
            .collect::<Result<Vec<_>, _>>()?;
        let you = match player {
            Some(player) => {
                let row = sqlx::query(self.sql(
                    "SELECT p.id, p.name, p.rating, p.battles, (SELECT COUNT(*) FROM players q \
                     WHERE q.battles > 0 AND (q.rating > p.rating OR (q.rating = p.rating AND q.id < p.id))) AS better \
                     FROM players p WHERE p.id = $1 AND p.battles > 0",
                ))
                .bind(player)
                .fetch_optional(&self.pool)
                .await?;
                row.map(|r| rated(&r, r.try_get::<i64, _>("better")? as u64 + 1))
                    .transpose()?
            }
            None => None,
        };
        Ok((top, you))
    }

    /// A player's last `limit` battles against people, newest first.
    pub async fn player_battles(&self, player: &str, limit: u32) -> Result<Vec<Fought>, DbError> {
        let rows = sqlx::query(self.sql(
            "SELECT b.id, a.name AS name_one, c.name AS name_two, b.player_one, b.winner, b.reason, \
             b.change_one, b.change_two, b.ended_ms, b.unrated FROM battles b \
             JOIN players a ON a.id = b.player_one JOIN players c ON c.id = b.player_two \
             WHERE b.player_one = $1 OR b.player_two = $1 ORDER BY b.ended_ms DESC LIMIT $2",
        ))
        .bind(player)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let one = r.try_get::<String, _>("player_one")? == player;
                Ok(Fought {
                    battle: r.try_get("id")?,
                    names: [r.try_get("name_one")?, r.try_get("name_two")?],
                    seat: if one { "one" } else { "two" },
                    winner: r.try_get("winner")?,
                    reason: r.try_get("reason")?,
                    change: r.try_get::<i64, _>(if one { "change_one" } else { "change_two" })?
                        as i32,
                    ended_ms: r.try_get("ended_ms")?,
                    unrated: r.try_get("unrated")?,
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::rating_changes;

    #[test]
    fn a_win_moves_a_rating_more_the_less_it_was_expected() {
        let full = [super::PROVISIONAL; 2];
        assert_eq!(rating_changes([1200, 1200], full, 0, 1.0), [16, -16]);
        assert_eq!(rating_changes([1200, 1200], full, 0, 0.5), [0, 0]);
        assert_eq!(rating_changes([1200, 1200], full, 0, 0.0), [-16, 16]);
        // The favourite gains little by winning and loses much by losing.
        assert_eq!(rating_changes([1600, 1200], full, 0, 1.0), [3, -3]);
        assert_eq!(rating_changes([1600, 1200], full, 0, 0.0), [-29, 29]);
        assert_eq!(rating_changes([1200, 1600], full, 0, 1.0), [29, -29]);
    }

    #[test]
    fn a_newcomer_or_a_pair_that_played_lately_moves_ratings_less() {
        let full = super::PROVISIONAL;
        // Against a player of no rated battles, a tenth; against one of four, half.
        assert_eq!(rating_changes([1200, 1200], [full, 0], 0, 1.0), [2, -16]);
        assert_eq!(rating_changes([1200, 1200], [full, 4], 0, 1.0), [8, -16]);
        // Two newcomers move each other a little, alike.
        assert_eq!(rating_changes([1200, 1200], [0, 0], 0, 1.0), [2, -2]);
        // The same pair's third battle in a day counts a third.
        assert_eq!(rating_changes([1200, 1200], [full, full], 2, 1.0), [5, -5]);
        // Sixty throwaways, each beaten once by forfeit after one move: a farm gains
        // 60 × 1.6, not 60 × 16.
        let mut rating = 1200;
        for _ in 0..60 {
            rating += rating_changes([rating, 1200], [full, 0], 0, 1.0)[0];
        }
        assert!(rating < 1300, "{rating}");
    }
}
