//! Storage: SQLite in the data folder by default, PostgreSQL when given its URL — the same
//! migrations (`server/migrations`, portable SQL: TEXT and BIGINT only) and the same queries,
//! through sqlx's `Any` driver. Queries are written with PostgreSQL's `$1` placeholders and
//! turned into SQLite's numbered `?1` when the pool is SQLite.

use std::path::Path;

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, AssertSqlSafe, Row};

/// A database error, as the server logs it; a client only ever hears "the server could not
/// store that" (no SQL reaches a client).
pub type DbError = sqlx::Error;

/// The pool, and which dialect it speaks.
#[derive(Clone)]
pub struct Db {
    pool: AnyPool,
    sqlite: bool,
}

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
}

/// A stored move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    pub seq: u64,
    pub kind: String,
    pub row: u32,
    pub col: u32,
    pub at_ms: i64,
}

/// A finished game, to store.
pub struct Finished<'a> {
    pub id: &'a str,
    pub status: &'a str,
    pub started_ms: Option<i64>,
    pub ended_ms: i64,
    pub time_ms: u64,
    pub bbbv: u32,
    pub replay: &'a str,
}

/// One row of a leaderboard: a player's best win in the period.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub rank: u64,
    pub game: String,
    pub player: String,
    pub name: String,
    pub time_ms: u64,
    pub bbbv: u32,
    pub ended_ms: i64,
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
        let pool = AnyPoolOptions::new()
            // SQLite writes one at a time: one connection keeps it from "database is locked".
            .max_connections(if sqlite { 1 } else { 16 })
            .connect(&url)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Db { pool, sqlite })
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
        let row = sqlx::query(self.sql("SELECT id, name FROM players WHERE token_hash = $1"))
            .bind(token_hash)
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

    #[allow(clippy::too_many_arguments)]
    pub async fn create_game(
        &self,
        id: &str,
        player: &str,
        category: &str,
        size: (u32, u32, u32),
        seed: u64,
        now: i64,
    ) -> Result<(), DbError> {
        sqlx::query(self.sql(
            "INSERT INTO games (id, player_id, category, board_rows, board_cols, mines, seed, created_ms, status) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'playing')",
        ))
        .bind(id)
        .bind(player)
        .bind(category)
        .bind(i64::from(size.0))
        .bind(i64::from(size.1))
        .bind(i64::from(size.2))
        // A u64 kept bit for bit in a signed column.
        .bind(seed as i64)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn game(&self, id: &str) -> Result<Option<GameRow>, DbError> {
        let row = sqlx::query(
            self.sql("SELECT id, player_id, category, seed, status FROM games WHERE id = $1"),
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| -> Result<GameRow, DbError> {
            Ok(GameRow {
                id: r.try_get("id")?,
                player_id: r.try_get("player_id")?,
                category: r.try_get("category")?,
                seed: r.try_get::<i64, _>("seed")? as u64,
                status: r.try_get("status")?,
            })
        })
        .transpose()
    }

    /// Stores a move; a move already stored (the same game and `seq`) is refused by the key.
    pub async fn add_move(&self, game: &str, mv: &MoveRow) -> Result<(), DbError> {
        sqlx::query(self.sql(
            "INSERT INTO moves (game_id, seq, kind, cell_row, cell_col, at_ms) VALUES ($1, $2, $3, $4, $5, $6)",
        ))
        .bind(game)
        .bind(mv.seq as i64)
        .bind(mv.kind.as_str())
        .bind(i64::from(mv.row))
        .bind(i64::from(mv.col))
        .bind(mv.at_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn moves(&self, game: &str) -> Result<Vec<MoveRow>, DbError> {
        let rows = sqlx::query(self.sql(
            "SELECT seq, kind, cell_row, cell_col, at_ms FROM moves WHERE game_id = $1 ORDER BY seq",
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
                })
            })
            .collect()
    }

    pub async fn finish(&self, game: &Finished<'_>) -> Result<(), DbError> {
        sqlx::query(self.sql(
            "UPDATE games SET status = $1, started_ms = $2, ended_ms = $3, time_ms = $4, bbbv = $5, replay = $6 \
             WHERE id = $7",
        ))
        .bind(game.status)
        .bind(game.started_ms)
        .bind(game.ended_ms)
        .bind(game.time_ms as i64)
        .bind(i64::from(game.bbbv))
        .bind(game.replay)
        .bind(game.id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// A finished game's replay text (none while it is played: the seed stays secret).
    pub async fn replay(&self, game: &str) -> Result<Option<String>, DbError> {
        let row =
            sqlx::query(self.sql("SELECT replay FROM games WHERE id = $1 AND status <> 'playing'"))
                .bind(game)
                .fetch_optional(&self.pool)
                .await?;
        row.map(|r| r.try_get::<Option<String>, _>("replay"))
            .transpose()
            .map(Option::flatten)
    }

    /// Each player's best win in `category` since `since` (ms), fastest first: the first
    /// `limit` of them.
    pub async fn leaderboard(
        &self,
        category: &str,
        since: i64,
        limit: u32,
    ) -> Result<Vec<Entry>, DbError> {
        let rows = sqlx::query(self.sql(&format!(
            "SELECT g.id, g.player_id, p.name, g.time_ms, g.bbbv, g.ended_ms \
             FROM games g JOIN players p ON p.id = g.player_id \
             WHERE {BEST} \
             ORDER BY g.time_ms, g.ended_ms, g.id LIMIT $3"
        )))
        .bind(category)
        .bind(since)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .enumerate()
            .map(|(i, r)| {
                Ok(Entry {
                    rank: i as u64 + 1,
                    game: r.try_get("id")?,
                    player: r.try_get("player_id")?,
                    name: r.try_get("name")?,
                    time_ms: r.try_get::<i64, _>("time_ms")? as u64,
                    bbbv: r.try_get::<i64, _>("bbbv")? as u32,
                    ended_ms: r.try_get("ended_ms")?,
                })
            })
            .collect()
    }

    /// Where a win of `time_ms` (ended at `ended_ms`) stands among the players' bests since
    /// `since`: one more than the players with a better best.
    pub async fn rank(
        &self,
        category: &str,
        since: i64,
        player: &str,
        time_ms: u64,
        ended_ms: i64,
    ) -> Result<u64, DbError> {
        let row = sqlx::query(self.sql(&format!(
            "SELECT COUNT(*) AS better FROM games g \
             WHERE {BEST} AND g.player_id <> $3 AND (g.time_ms < $4 OR (g.time_ms = $4 AND g.ended_ms < $5))"
        )))
        .bind(category)
        .bind(since)
        .bind(player)
        .bind(time_ms as i64)
        .bind(ended_ms)
        .fetch_one(&self.pool)
        .await?;
        Ok(row.try_get::<i64, _>("better")? as u64 + 1)
    }
}

/// A game that is its player's best win in category `$1` since `$2`: no faster win of theirs
/// (nor an equal one that ended sooner) in the period.
const BEST: &str = "g.category = $1 AND g.status = 'won' AND g.ended_ms >= $2 AND NOT EXISTS ( \
     SELECT 1 FROM games h WHERE h.player_id = g.player_id AND h.category = g.category \
     AND h.status = 'won' AND h.ended_ms >= $2 \
     AND (h.time_ms < g.time_ms OR (h.time_ms = g.time_ms AND (h.ended_ms < g.ended_ms \
     OR (h.ended_ms = g.ended_ms AND h.id < g.id)))))";

fn player(row: &AnyRow) -> Result<Player, DbError> {
    Ok(Player {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
    })
}
