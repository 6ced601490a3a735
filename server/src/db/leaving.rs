//! What a player takes with them (their ranked games' replays, for "download everything") and
//! what deleting their account removes.

use super::{Db, DbError};

/// What deleting an account removed, and what stayed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Deleted {
    pub devices: u64,
    pub passkeys: u64,
    pub games: u64,
}

impl Db {
    /// The replays of `player`'s finished ranked games, newest first, at most `limit`: each
    /// game's id, its daily day if it was one, and its replay.
    pub async fn own_replays(
        &self,
        player: &str,
        limit: i64,
    ) -> Result<Vec<(String, Option<String>, String)>, DbError> {
        sqlx::query_as(self.sql(
            "SELECT id, day, replay FROM games WHERE player_id = $1 AND status <> 'playing' \
             AND replay IS NOT NULL ORDER BY created_ms DESC, id LIMIT $2",
        ))
        .bind(player)
        .bind(limit)
        .fetch_all(&self.reads)
        .await
    }

    /// How many ranked games and battles against people `player` played: what stays when
    /// their account is deleted.
    pub async fn results_kept(&self, player: &str) -> Result<(i64, i64), DbError> {
        let (games,): (i64,) =
            sqlx::query_as(self.sql("SELECT COUNT(*) FROM games WHERE player_id = $1"))
                .bind(player)
                .fetch_one(&self.reads)
                .await?;
        let (battles,): (i64,) = sqlx::query_as(
            self.sql("SELECT COUNT(*) FROM battles WHERE player_one = $1 OR player_two = $1"),
        )
        .bind(player)
        .fetch_one(&self.reads)
        .await?;
        Ok((games, battles))
    }

    /// Deletes `player`'s account at `now`, in one transaction: every device signed out, their
    /// passkeys, recovery key, device links, passkey ceremonies, own games and battle tallies
    /// removed, their
    /// name the one the server gives (`given`). Ranked games and battles stay.
    pub async fn delete_account(
        &self,
        player: &str,
        given: &str,
        now: i64,
    ) -> Result<Deleted, DbError> {
        let mut tx = self.pool.begin().await?;
        let mut run = async |query: &'static str| -> Result<u64, DbError> {
            let done = sqlx::query(self.sql(query))
                .bind(player)
                .execute(&mut *tx)
                .await?;
            Ok(done.rows_affected())
        };
        let devices = run("DELETE FROM devices WHERE player_id = $1").await?;
        let passkeys = run("DELETE FROM passkeys WHERE player_id = $1").await?;
        let games = run("DELETE FROM player_games WHERE player_id = $1").await?;
        run("DELETE FROM battle_tallies WHERE player_id = $1").await?;
        run("DELETE FROM device_links WHERE player_id = $1").await?;
        run("DELETE FROM passkey_ceremonies WHERE player_id = $1").await?;
        sqlx::query(self.sql(
            "UPDATE players SET name = $1, recovery_hash = NULL, user_handle = NULL, \
             deleted_ms = $2 WHERE id = $3",
        ))
        .bind(given)
        .bind(now)
        .bind(player)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Deleted {
            devices,
            passkeys,
            games,
        })
    }
}
