//! A player's passkeys (WebAuthn public keys, kept as webauthn-rs records them) and the
//! ceremonies begun and not yet finished: a challenge is kept here between its two requests,
//! so it is single-use (taken in one statement) and any instance finishes what another began.

use sqlx::FromRow;

use super::devices::NewDevice;
use super::players::Player;
use super::rows::Count;
use super::{Db, DbError};

/// The most passkeys a player keeps: one more is refused until one is removed.
pub const MAX_PASSKEYS: i64 = 20;

/// A passkey as stored (`passkeys`).
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct PasskeyRow {
    /// The credential's id, base64url.
    pub cred_id: String,
    /// Its short id, shown to the player.
    pub id: String,
    pub player_id: String,
    pub network: String,
    pub created_ms: i64,
    pub used_ms: i64,
    /// webauthn-rs's `Passkey`, as JSON.
    pub passkey: String,
}

/// A ceremony as begun (`passkey_ceremonies`).
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct Ceremony {
    /// The player adding a passkey; none for a sign-in or a first passkey.
    pub player_id: Option<String>,
    /// The id a first passkey's new player will have.
    pub new_player: Option<String>,
    /// The handle a first passkey's new player will have.
    pub user_handle: Option<String>,
    /// webauthn-rs's state (the challenge), as JSON.
    pub state: String,
    pub expires_ms: i64,
}

const PASSKEY: &str = "cred_id, id, player_id, network, created_ms, used_ms, passkey";

impl Db {
    /// The user handle `player`'s passkeys carry: theirs, or `fresh` given now.
    pub async fn user_handle(&self, player: &str, fresh: &str) -> Result<String, DbError> {
        sqlx::query(
            self.sql("UPDATE players SET user_handle = $1 WHERE id = $2 AND user_handle IS NULL"),
        )
        .bind(fresh)
        .bind(player)
        .execute(&self.pool)
        .await?;
        let (handle,): (Option<String>,) =
            sqlx::query_as(self.sql("SELECT user_handle FROM players WHERE id = $1"))
                .bind(player)
                .fetch_one(&self.pool)
                .await?;
        handle.ok_or(sqlx::Error::RowNotFound)
    }

    /// A player's passkeys, the one added first first.
    pub async fn passkeys(&self, player: &str) -> Result<Vec<PasskeyRow>, DbError> {
        let query =
            format!("SELECT {PASSKEY} FROM passkeys WHERE player_id = $1 ORDER BY created_ms, id");
        sqlx::query_as(self.sql(&query))
            .bind(player)
            .fetch_all(&self.reads)
            .await
    }

    /// The passkey with credential id `cred_id`, and the handle its player's passkeys carry.
    pub async fn passkey(
        &self,
        cred_id: &str,
    ) -> Result<Option<(PasskeyRow, Option<String>)>, DbError> {
        let query = format!("SELECT {PASSKEY} FROM passkeys WHERE cred_id = $1");
        let row: Option<PasskeyRow> = sqlx::query_as(self.sql(&query))
            .bind(cred_id)
            .fetch_optional(&self.pool)
            .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let (handle,): (Option<String>,) =
            sqlx::query_as(self.sql("SELECT user_handle FROM players WHERE id = $1"))
                .bind(&row.player_id)
                .fetch_one(&self.pool)
                .await?;
        Ok(Some((row, handle)))
    }

    /// Keeps a passkey for its player, within [`MAX_PASSKEYS`]: false past it.
    pub async fn add_passkey(&self, row: &PasskeyRow) -> Result<bool, DbError> {
        let mut tx = self.pool.begin().await?;
        let kept: Count =
            sqlx::query_as(self.sql("SELECT COUNT(*) AS n FROM passkeys WHERE player_id = $1"))
                .bind(&row.player_id)
                .fetch_one(&mut *tx)
                .await?;
        if kept.n >= MAX_PASSKEYS {
            tx.rollback().await?;
            return Ok(false);
        }
        self.insert_passkey(&mut tx, row).await?;
        tx.commit().await?;
        Ok(true)
    }

    async fn insert_passkey(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        row: &PasskeyRow,
    ) -> Result<(), DbError> {
        sqlx::query(self.sql(
            "INSERT INTO passkeys (cred_id, id, player_id, network, created_ms, used_ms, passkey) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        ))
        .bind(&row.cred_id)
        .bind(&row.id)
        .bind(&row.player_id)
        .bind(&row.network)
        .bind(row.created_ms)
        .bind(row.used_ms)
        .bind(&row.passkey)
        .execute(&mut **tx)
        .await?;
        Ok(())
    }

    /// A new player made by their first passkey: the player with its handle, this device
    /// signed in, and the passkey, in one transaction.
    pub async fn create_player_with_passkey(
        &self,
        player: &Player,
        handle: &str,
        device: &NewDevice<'_>,
        passkey: &PasskeyRow,
    ) -> Result<(), DbError> {
        let mut tx = self.pool.begin().await?;
        self.insert_player(&mut tx, player, device, passkey.created_ms)
            .await?;
        sqlx::query(self.sql("UPDATE players SET user_handle = $1 WHERE id = $2"))
            .bind(handle)
            .bind(&player.id)
            .execute(&mut *tx)
            .await?;
        self.insert_passkey(&mut tx, passkey).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Notes a passkey used at `now`, with its record as it is now (its counter).
    pub async fn passkey_used(
        &self,
        cred_id: &str,
        passkey: &str,
        now: i64,
    ) -> Result<(), DbError> {
        sqlx::query(self.sql("UPDATE passkeys SET used_ms = $1, passkey = $2 WHERE cred_id = $3"))
            .bind(now)
            .bind(passkey)
            .bind(cred_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Removes one of `player`'s passkeys by its short id; how many (0 or 1).
    pub async fn remove_passkey(&self, player: &str, id: &str) -> Result<u64, DbError> {
        let done = sqlx::query(self.sql("DELETE FROM passkeys WHERE player_id = $1 AND id = $2"))
            .bind(player)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }

    /// Ceremonies not yet expired: from `asker` (a network as the limits count it), and in
    /// all.
    pub async fn ceremonies_open(&self, asker: &str, now: i64) -> Result<(i64, i64), DbError> {
        let theirs: Count = sqlx::query_as(self.sql(
            "SELECT COUNT(*) AS n FROM passkey_ceremonies WHERE expires_ms > $1 AND asker = $2",
        ))
        .bind(now)
        .bind(asker)
        .fetch_one(&self.pool)
        .await?;
        let all: Count = sqlx::query_as(
            self.sql("SELECT COUNT(*) AS n FROM passkey_ceremonies WHERE expires_ms > $1"),
        )
        .bind(now)
        .fetch_one(&self.pool)
        .await?;
        Ok((theirs.n, all.n))
    }

    /// A ceremony begun from `asker`, finished with the id that hashes to `id_hash`.
    pub async fn add_ceremony(
        &self,
        id_hash: &str,
        asker: &str,
        ceremony: &Ceremony,
    ) -> Result<(), DbError> {
        sqlx::query(self.sql(
            "INSERT INTO passkey_ceremonies (id_hash, asker, player_id, new_player, user_handle, \
             state, expires_ms) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        ))
        .bind(id_hash)
        .bind(asker)
        .bind(ceremony.player_id.as_deref())
        .bind(ceremony.new_player.as_deref())
        .bind(ceremony.user_handle.as_deref())
        .bind(&ceremony.state)
        .bind(ceremony.expires_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The ceremony `id_hash` names, taken (it cannot be finished twice), if it has not
    /// expired.
    pub async fn take_ceremony(
        &self,
        id_hash: &str,
        now: i64,
    ) -> Result<Option<Ceremony>, DbError> {
        let taken: Option<Ceremony> = sqlx::query_as(self.sql(
            "DELETE FROM passkey_ceremonies WHERE id_hash = $1 \
             RETURNING player_id, new_player, user_handle, state, expires_ms",
        ))
        .bind(id_hash)
        .fetch_optional(&self.pool)
        .await?;
        Ok(taken.filter(|c| c.expires_ms > now))
    }

    /// Forgets the ceremonies that expired.
    pub async fn forget_ceremonies(&self, now: i64) -> Result<(), DbError> {
        sqlx::query(self.sql("DELETE FROM passkey_ceremonies WHERE expires_ms <= $1"))
            .bind(now)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
