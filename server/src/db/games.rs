//! Ranked games: made, their moves, finished (with the leaderboards' bests in the same
//! transaction), the daily boards' seeds and games, a player's list.

use minesweeper_engine::Status;

use super::rows::{
    column, fits, fits_if, seed, seed_bits, word, Count, GameColumns, GameLineColumns, MoveColumns,
    WinColumns,
};
use super::{Best, Db, DbError, Write};
use crate::protocol::api::{GameLine, Unfinished};
use crate::protocol::{Released, Unranked};

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
    pub status: Status,
    pub started_ms: Option<i64>,
    pub ended_ms: i64,
    pub time_ms: u64,
    pub bbbv: u32,
    pub replay: &'a str,
    /// The move that ended it, stored in the same transaction as the result (none for a game
    /// ended off the board: abandoned, or its day over).
    pub last_move: Option<&'a MoveRow>,
    /// How a game that did not end on the board ended.
    pub end_reason: Option<Unfinished>,
    /// Why a win is left off the leaderboards, if it is.
    /// Why a win is off the boards, as [`Unranked::stored`](crate::protocol::Unranked::stored).
    pub unranked: Option<String>,
    /// Whether a daily win is held there until its player shows its pace in an ordinary
    /// game ([`crate::fair::held`]).
    pub held: bool,
    /// The held daily wins an ordinary win on the boards puts there
    /// ([`crate::fair::releases`]).
    pub releases: Option<crate::fair::Release>,
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

pub(super) const GAME_ROW: &str = "id, player_id, category, seed, status, day, address_key";

impl From<GameColumns> for GameRow {
    fn from(r: GameColumns) -> GameRow {
        GameRow {
            id: r.id,
            player_id: r.player_id,
            category: r.category,
            seed: seed(r.seed),
            status: r.status,
            day: r.day,
            address_key: r.address_key,
        }
    }
}

impl Db {
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
        .bind(seed_bits(game.seed))
        .bind(game.now)
        .bind(game.day)
        .bind(game.address_key)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn game(&self, id: &str) -> Result<Option<GameRow>, DbError> {
        let sql = self.sql(&format!("SELECT {GAME_ROW} FROM games WHERE id = $1"));
        let row = sqlx::query_as::<_, GameColumns>(sql)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(GameRow::from))
    }

    pub async fn daily_game(
        &self,
        player: &str,
        category: &str,
        day: &str,
    ) -> Result<Option<GameRow>, DbError> {
        let row = sqlx::query_as::<_, GameColumns>(self.sql(&format!(
            "SELECT {GAME_ROW} FROM games WHERE player_id = $1 AND category = $2 AND day = $3"
        )))
        .bind(player)
        .bind(category)
        .bind(day)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(GameRow::from))
    }

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
        .bind(seed_bits(fresh.0))
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
        let (bits, salt) = sqlx::query_as::<_, (i64, Option<String>)>(
            self.sql("SELECT seed, salt FROM dailies WHERE day = $1 AND category = $2"),
        )
        .bind(day)
        .bind(category)
        .fetch_one(&self.pool)
        .await?;
        Ok((seed(bits), salt.unwrap_or_default()))
    }

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

    pub async fn finished_games(&self, player: &str) -> Result<u64, DbError> {
        let count = sqlx::query_as::<_, Count>(self.sql(
            "SELECT COUNT(*) AS n FROM games WHERE player_id = $1 AND day IS NULL \
             AND status <> 'playing' AND end_reason IS NULL",
        ))
        .bind(player)
        .fetch_one(&self.pool)
        .await?;
        fits(count.n, "COUNT(*)")
    }

    pub async fn playing(&self, player: &str, category: &str) -> Result<Vec<String>, DbError> {
        sqlx::query_scalar(self.sql(
            "SELECT id FROM games WHERE player_id = $1 AND category = $2 AND status = 'playing'",
        ))
        .bind(player)
        .bind(category)
        .fetch_all(&self.pool)
        .await
    }

    pub async fn playing_after(&self, after: &str, limit: u32) -> Result<Vec<GameRow>, DbError> {
        let rows = sqlx::query_as::<_, GameColumns>(self.sql(&format!(
            "SELECT {GAME_ROW} FROM games WHERE status = 'playing' AND id > $1 ORDER BY id LIMIT $2"
        )))
        .bind(after)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(GameRow::from).collect())
    }

    pub async fn add_move(&self, game: &str, mv: &MoveRow) -> Result<(), DbError> {
        let row = Write::Ranked {
            game: game.to_string(),
            mv: mv.clone(),
        };
        self.store(row).await.map(drop)
    }

    pub async fn moves(&self, game: &str) -> Result<Vec<MoveRow>, DbError> {
        let rows = sqlx::query_as::<_, MoveColumns>(self.sql(
            "SELECT seq, kind, cell_row, cell_col, at_ms, cursor FROM moves WHERE game_id = $1 ORDER BY seq",
        ))
        .bind(game)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|r| {
                Ok(MoveRow {
                    seq: fits(r.seq, "seq")?,
                    kind: r.kind,
                    row: fits(r.cell_row, "cell_row")?,
                    col: fits(r.cell_col, "cell_col")?,
                    at_ms: r.at_ms,
                    cursor: r.cursor,
                })
            })
            .collect()
    }

    pub async fn move_count(&self) -> Result<u64, DbError> {
        let count = sqlx::query_as::<_, Count>(self.sql("SELECT COUNT(*) AS n FROM moves"))
            .fetch_one(&self.pool)
            .await?;
        fits(count.n, "COUNT(*)")
    }

    /// Stores a game's end, with its best on the boards and the held wins it puts there:
    /// none if the game was over already, else the held daily wins it put on their boards.
    pub async fn finish(&self, game: &Finished<'_>) -> Result<Option<Vec<Released>>, DbError> {
        let rate = crate::fair::rate_millionths(game.bbbv, game.time_ms);
        let mut tx = self.pool.begin().await?;
        if let Some(mv) = game.last_move {
            sqlx::query(self.sql(
                "INSERT INTO moves (game_id, seq, kind, cell_row, cell_col, at_ms, cursor) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            ))
            .bind(game.id)
            .bind(column(mv.seq))
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
             end_reason = $8, unranked = $9, held = $10 WHERE id = $11 AND status = 'playing'",
        ))
        .bind(game.status.as_str())
        .bind(game.started_ms)
        .bind(game.ended_ms)
        .bind(column(game.time_ms))
        .bind(i64::from(game.bbbv))
        .bind(game.replay)
        .bind(rate)
        .bind(game.end_reason.map(Unfinished::name))
        .bind(game.unranked.as_deref())
        .bind(i64::from(game.held))
        .bind(game.id)
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() == 0 {
            tx.rollback().await?;
            return Ok(None);
        }
        let mut released = Vec::new();
        if game.status == Status::Won && game.unranked.is_none() {
            let best = Best {
                category: game.category,
                player: game.player,
                game: game.id,
                time_ms: column(game.time_ms),
                rate,
                ended_ms: game.ended_ms,
                day: game.day,
            };
            self.record_best(&mut tx, &best).await?;
            if let Some(release) = game.releases {
                released = self.release(&mut tx, game.player, release).await?;
            }
        }
        tx.commit().await?;
        if game.status == Status::Won && game.unranked.is_none() {
            self.hot.changed();
        }
        Ok(Some(released))
    }

    /// A player's record in `category`: their best 3BV/s (millionths) of its wins on the
    /// boards ([`crate::fair::held`]); none without one.
    pub async fn record(&self, player: &str, category: &str) -> Result<Option<i64>, DbError> {
        sqlx::query_scalar(self.sql(
            "SELECT MAX(rate) AS best FROM games WHERE player_id = $1 AND status = 'won' \
             AND category = $2 AND unranked IS NULL",
        ))
        .bind(player)
        .bind(category)
        .fetch_one(&self.pool)
        .await
    }

    /// Puts `player`'s held wins that `release` names on the boards: which.
    async fn release(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        player: &str,
        release: crate::fair::Release,
    ) -> Result<Vec<Released>, DbError> {
        let rows = sqlx::query_as::<_, WinColumns>(self.sql(
            "SELECT id, player_id, category, time_ms, rate, ended_ms, day FROM games \
             WHERE player_id = $1 AND status = 'won' AND category = $2 AND held = 1 AND rate <= $3",
        ))
        .bind(player)
        .bind(release.category)
        .bind(release.up_to_rate)
        .fetch_all(&mut **tx)
        .await?;
        let mut released = Vec::with_capacity(rows.len());
        for win in rows {
            sqlx::query(self.sql("UPDATE games SET unranked = NULL, held = 0 WHERE id = $1"))
                .bind(win.id.as_str())
                .execute(&mut **tx)
                .await?;
            self.record_best(tx, &Best::of(&win)).await?;
            tracing::info!(game = %win.id, "a held win put on the boards: its pace shown again");
            released.push(Released {
                day: win.day.unwrap_or_default(),
                category: win.category,
            });
        }
        Ok(released)
    }

    pub async fn replay(&self, game: &str) -> Result<Option<(String, Option<String>)>, DbError> {
        let row = sqlx::query_as::<_, (Option<String>, Option<String>)>(
            self.sql("SELECT replay, day FROM games WHERE id = $1 AND status <> 'playing'"),
        )
        .bind(game)
        .fetch_optional(&self.reads)
        .await?;
        Ok(row.and_then(|(text, day)| text.map(|text| (text, day))))
    }

    pub async fn player_games(&self, player: &str, limit: u32) -> Result<Vec<GameLine>, DbError> {
        let rows = sqlx::query_as::<_, GameLineColumns>(self.sql(
            "SELECT id, category, status, day, time_ms, bbbv, created_ms, ended_ms, end_reason, unranked \
             FROM games WHERE player_id = $1 ORDER BY created_ms DESC, id LIMIT $2",
        ))
        .bind(player)
        .bind(i64::from(limit))
        .fetch_all(&self.reads)
        .await?;
        rows.into_iter()
            .map(|r| {
                Ok(GameLine {
                    game: r.id,
                    category: r.category,
                    status: word(&r.status, Status::named)?,
                    day: r.day,
                    time_ms: fits_if(r.time_ms, "time_ms")?,
                    bbbv: fits_if(r.bbbv, "bbbv")?,
                    created_ms: r.created_ms,
                    ended_ms: r.ended_ms,
                    end_reason: r
                        .end_reason
                        .map(|e| word(&e, Unfinished::named))
                        .transpose()?,
                    unranked: r.unranked.as_deref().map(Unranked::read),
                })
            })
            .collect()
    }
}
