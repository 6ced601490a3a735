//! A player's own games as their devices sent them (`player_games`): kept within a count and
//! a size a player, read back in the order they came.

use sqlx::FromRow;

use super::rows::Count;
use super::{Db, DbError};

/// A game as a device sent it.
pub struct SentGame {
    /// Its replay's id.
    pub id: String,
    /// When it ended (ms since 1970).
    pub played_ms: i64,
    /// The history entry, as JSON.
    pub entry: String,
}

/// A game kept, as read back.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct KeptGame {
    pub game_id: String,
    pub seq: i64,
    pub entry: String,
}

/// What a sync did: games kept that were not, and old ones let go to stay within the bounds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stored {
    pub added: u64,
    pub dropped: u64,
}

impl Db {
    /// Keeps `games` for `player` (each once: a game kept already is left as it is), then lets
    /// the oldest go until at most `max_games` and `max_bytes` are kept.
    pub async fn keep_games(
        &self,
        player: &str,
        games: &[SentGame],
        max_games: i64,
        max_bytes: i64,
    ) -> Result<Stored, DbError> {
        let mut stored = Stored::default();
        if games.is_empty() {
            return Ok(stored);
        }
        let mut tx = self.pool.begin().await?;
        let n = i64::try_from(games.len()).unwrap_or(i64::MAX);
        let (top,): (i64,) = sqlx::query_as(self.sql(
            "UPDATE players SET games_seq = games_seq + $1 WHERE id = $2 RETURNING games_seq",
        ))
        .bind(n)
        .bind(player)
        .fetch_one(&mut *tx)
        .await?;
        for (seq, game) in (top - n + 1..).zip(games) {
            let done = sqlx::query(self.sql(
                "INSERT INTO player_games (player_id, game_id, seq, played_ms, bytes, entry) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (player_id, game_id) DO NOTHING",
            ))
            .bind(player)
            .bind(&game.id)
            .bind(seq)
            .bind(game.played_ms)
            .bind(i64::try_from(game.entry.len()).unwrap_or(i64::MAX))
            .bind(&game.entry)
            .execute(&mut *tx)
            .await?;
            stored.added += done.rows_affected();
        }
        let (count, bytes): (i64, Option<i64>) = sqlx::query_as(self.sql(
            "SELECT COUNT(*), CAST(SUM(bytes) AS BIGINT) FROM player_games WHERE player_id = $1",
        ))
        .bind(player)
        .fetch_one(&mut *tx)
        .await?;
        if count > max_games || bytes.unwrap_or(0) > max_bytes {
            let sizes: Vec<(String, i64)> = sqlx::query_as(self.sql(
                "SELECT game_id, bytes FROM player_games WHERE player_id = $1 \
                 ORDER BY played_ms DESC, game_id",
            ))
            .bind(player)
            .fetch_all(&mut *tx)
            .await?;
            let (mut kept, mut total) = (0i64, 0i64);
            for (id, size) in sizes {
                kept += 1;
                total += size;
                if kept > max_games || total > max_bytes {
                    sqlx::query(
                        self.sql("DELETE FROM player_games WHERE player_id = $1 AND game_id = $2"),
                    )
                    .bind(player)
                    .bind(&id)
                    .execute(&mut *tx)
                    .await?;
                    stored.dropped += 1;
                }
            }
        }
        tx.commit().await?;
        Ok(stored)
    }

    /// `player`'s games received after `after`, in the order they came, at most `limit`.
    pub async fn games_after(
        &self,
        player: &str,
        after: i64,
        limit: i64,
    ) -> Result<Vec<KeptGame>, DbError> {
        sqlx::query_as(self.sql(
            "SELECT game_id, seq, entry FROM player_games WHERE player_id = $1 AND seq > $2 \
             ORDER BY seq LIMIT $3",
        ))
        .bind(player)
        .bind(after)
        .bind(limit)
        .fetch_all(&self.reads)
        .await
    }

    /// How many games `player` keeps here.
    pub async fn games_kept(&self, player: &str) -> Result<i64, DbError> {
        let found: Count =
            sqlx::query_as(self.sql("SELECT COUNT(*) AS n FROM player_games WHERE player_id = $1"))
                .bind(player)
                .fetch_one(&self.reads)
                .await?;
        Ok(found.n)
    }

    /// Keeps `device`'s battle tally (`tally`, JSON) for `player` at `now`, replacing its
    /// older one; a device new to the player is kept only if it played (`played`), and not
    /// when `max` devices' tallies are kept already (`false`).
    pub async fn keep_tally(
        &self,
        player: &str,
        device: &str,
        (tally, played): (&str, bool),
        now: i64,
        max: i64,
    ) -> Result<bool, DbError> {
        if !played {
            sqlx::query(self.sql(
                "UPDATE battle_tallies SET tally = $1, updated_ms = $2 \
                 WHERE player_id = $3 AND device = $4",
            ))
            .bind(tally)
            .bind(now)
            .bind(player)
            .bind(device)
            .execute(&self.pool)
            .await?;
            return Ok(true);
        }
        let mut tx = self.pool.begin().await?;
        let (count,): (i64,) = sqlx::query_as(
            self.sql("SELECT COUNT(*) FROM battle_tallies WHERE player_id = $1 AND device <> $2"),
        )
        .bind(player)
        .bind(device)
        .fetch_one(&mut *tx)
        .await?;
        if count >= max {
            return Ok(false);
        }
        sqlx::query(self.sql(
            "INSERT INTO battle_tallies (player_id, device, tally, updated_ms) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (player_id, device) \
             DO UPDATE SET tally = excluded.tally, updated_ms = excluded.updated_ms",
        ))
        .bind(player)
        .bind(device)
        .bind(tally)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// `player`'s battle tallies (JSON), but `device`'s own (all of them for "").
    pub async fn tallies(&self, player: &str, device: &str) -> Result<Vec<String>, DbError> {
        let rows: Vec<(String,)> = sqlx::query_as(self.sql(
            "SELECT tally FROM battle_tallies WHERE player_id = $1 AND device <> $2 \
             ORDER BY device",
        ))
        .bind(player)
        .bind(device)
        .fetch_all(&self.reads)
        .await?;
        Ok(rows.into_iter().map(|(tally,)| tally).collect())
    }
}
