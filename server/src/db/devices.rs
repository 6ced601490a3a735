//! A player's devices (each signed in with a token of its own), their recovery key, and the
//! device links a terminal signs in by. Only hashes of secrets are stored.

use sqlx::FromRow;

use super::players::Player;
use super::rows::Count;
use super::{Db, DbError};

/// The most devices a player is signed in on: one more signs out the one seen longest ago.
pub const MAX_DEVICES: i64 = 50;

/// A device as stored (`devices`).
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct DeviceRow {
    pub id: String,
    pub player_id: String,
    pub kind: String,
    pub network: String,
    pub created_ms: i64,
    pub seen_ms: i64,
}

/// A device about to be signed in: its token's hash, its id, and where it asked from.
pub struct NewDevice<'a> {
    pub token_hash: &'a str,
    pub id: &'a str,
    pub kind: &'a str,
    pub network: &'a str,
}

/// A device link as stored (`device_links`).
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct LinkRow {
    pub user_code: String,
    pub network: String,
    pub asked_ms: i64,
    pub expires_ms: i64,
    pub player_id: Option<String>,
}

/// Where a device link stands for the terminal polling it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkState {
    /// No such link, or it expired, or it was used.
    Gone,
    /// Not approved yet.
    Pending,
    /// Approved by this player, and now used up.
    Approved(String),
}

const DEVICE: &str = "id, player_id, kind, network, created_ms, seen_ms";

impl Db {
    /// A new player, signed in on their first device, in one transaction.
    pub async fn create_player(
        &self,
        player: &Player,
        device: &NewDevice<'_>,
        now: i64,
    ) -> Result<(), DbError> {
        let mut tx = self.pool.begin().await?;
        self.insert_player(&mut tx, player, device, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Inserts a player and their first device.
    pub(super) async fn insert_player(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        player: &Player,
        device: &NewDevice<'_>,
        now: i64,
    ) -> Result<(), DbError> {
        sqlx::query(
            self.sql(
                "INSERT INTO players (id, token_hash, name, created_ms) VALUES ($1, $2, $3, $4)",
            ),
        )
        .bind(&player.id)
        .bind(device.token_hash)
        .bind(&player.name)
        .bind(now)
        .execute(&mut **tx)
        .await?;
        self.insert_device(tx, &player.id, device, now).await
    }

    /// Inserts a device; past [`MAX_DEVICES`], signs out the one seen longest ago.
    pub(super) async fn insert_device(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        player: &str,
        device: &NewDevice<'_>,
        now: i64,
    ) -> Result<(), DbError> {
        sqlx::query(self.sql(
            "INSERT INTO devices (token_hash, id, player_id, kind, network, created_ms, seen_ms) \
             VALUES ($1, $2, $3, $4, $5, $6, $6)",
        ))
        .bind(device.token_hash)
        .bind(device.id)
        .bind(player)
        .bind(device.kind)
        .bind(device.network)
        .bind(now)
        .execute(&mut **tx)
        .await?;
        sqlx::query(self.sql(
            "DELETE FROM devices WHERE id IN (SELECT id FROM devices WHERE player_id = $1 \
             ORDER BY seen_ms DESC, id LIMIT 1000000 OFFSET $2)",
        ))
        .bind(player)
        .bind(MAX_DEVICES)
        .execute(&mut **tx)
        .await?;
        Ok(())
    }

    /// Another device signed in as `player`: past [`MAX_DEVICES`], the one seen longest ago
    /// is signed out.
    pub async fn add_device(
        &self,
        player: &str,
        device: &NewDevice<'_>,
        now: i64,
    ) -> Result<(), DbError> {
        let mut tx = self.pool.begin().await?;
        self.insert_device(&mut tx, player, device, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The player a device's token signs in, and that device.
    pub async fn device_by_token(
        &self,
        token_hash: &str,
    ) -> Result<Option<(Player, DeviceRow)>, DbError> {
        let query = format!("SELECT {DEVICE} FROM devices WHERE token_hash = $1");
        let device: Option<DeviceRow> = sqlx::query_as(self.sql(&query))
            .bind(token_hash)
            .fetch_optional(&self.reads)
            .await?;
        let Some(device) = device else {
            return Ok(None);
        };
        Ok(self
            .player(&device.player_id)
            .await?
            .map(|player| (player, device)))
    }

    /// The player a token signs in: [`Db::device_by_token`] without the device.
    pub async fn player_by_token(&self, token_hash: &str) -> Result<Option<Player>, DbError> {
        Ok(self.device_by_token(token_hash).await?.map(|(p, _)| p))
    }

    /// Notes that a device was seen at `now`.
    pub async fn seen(&self, device: &str, now: i64) -> Result<(), DbError> {
        sqlx::query(self.sql("UPDATE devices SET seen_ms = $1 WHERE id = $2"))
            .bind(now)
            .bind(device)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Whether a device is still signed in.
    pub async fn signed_in(&self, device: &str) -> Result<bool, DbError> {
        let found: Count =
            sqlx::query_as(self.sql("SELECT COUNT(*) AS n FROM devices WHERE id = $1"))
                .bind(device)
                .fetch_one(&self.reads)
                .await?;
        Ok(found.n > 0)
    }

    /// A player's devices, the most recently seen first.
    pub async fn devices(&self, player: &str) -> Result<Vec<DeviceRow>, DbError> {
        let query =
            format!("SELECT {DEVICE} FROM devices WHERE player_id = $1 ORDER BY seen_ms DESC, id");
        sqlx::query_as(self.sql(&query))
            .bind(player)
            .fetch_all(&self.reads)
            .await
    }

    /// Signs out `player`'s devices but `keep` (all of them with none); how many.
    pub async fn sign_out(
        &self,
        player: &str,
        only: Option<&str>,
        keep: Option<&str>,
    ) -> Result<u64, DbError> {
        let done =
            sqlx::query(self.sql(
                "DELETE FROM devices WHERE player_id = $1 AND ($2 = '' OR id = $2) AND id <> $3",
            ))
            .bind(player)
            .bind(only.unwrap_or(""))
            .bind(keep.unwrap_or(""))
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }

    /// Whether `player` keeps a recovery key.
    pub async fn has_recovery_key(&self, player: &str) -> Result<bool, DbError> {
        let found: Count =
            sqlx::query_as(self.sql(
                "SELECT COUNT(*) AS n FROM players WHERE id = $1 AND recovery_hash IS NOT NULL",
            ))
            .bind(player)
            .fetch_one(&self.reads)
            .await?;
        Ok(found.n > 0)
    }

    /// Keeps `hash` as `player`'s recovery key, in place of any before it.
    pub async fn set_recovery_key(&self, player: &str, hash: &str) -> Result<(), DbError> {
        sqlx::query(self.sql("UPDATE players SET recovery_hash = $1 WHERE id = $2"))
            .bind(hash)
            .bind(player)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The player whose recovery key hashes to `hash`.
    pub async fn player_by_recovery_key(&self, hash: &str) -> Result<Option<Player>, DbError> {
        sqlx::query_as(self.sql("SELECT id, name FROM players WHERE recovery_hash = $1"))
            .bind(hash)
            .fetch_optional(&self.pool)
            .await
    }

    /// Device links not yet expired: from `asker` (a network as the limits count it), and in
    /// all.
    pub async fn links_open(&self, asker: &str, now: i64) -> Result<(i64, i64), DbError> {
        let count = |query: &'static str, network: Option<&str>| {
            let mut q = sqlx::query_as::<_, Count>(self.sql(query)).bind(now);
            if let Some(network) = network {
                q = q.bind(network.to_string());
            }
            q.fetch_one(&self.pool)
        };
        let theirs = count(
            "SELECT COUNT(*) AS n FROM device_links WHERE expires_ms > $1 AND asker = $2",
            Some(asker),
        )
        .await?;
        let all = count(
            "SELECT COUNT(*) AS n FROM device_links WHERE expires_ms > $1",
            None,
        )
        .await?;
        Ok((theirs.n, all.n))
    }

    /// A new device link, asked from `asker` (a network as the limits count it).
    pub async fn add_link(
        &self,
        poll_hash: &str,
        asker: &str,
        link: &LinkRow,
    ) -> Result<(), DbError> {
        sqlx::query(self.sql(
            "INSERT INTO device_links (poll_hash, user_code, asker, network, asked_ms, expires_ms) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        ))
        .bind(poll_hash)
        .bind(&link.user_code)
        .bind(asker)
        .bind(&link.network)
        .bind(link.asked_ms)
        .bind(link.expires_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The link a code names, while it lives and is not approved.
    pub async fn link(&self, user_code: &str, now: i64) -> Result<Option<LinkRow>, DbError> {
        sqlx::query_as(self.sql(
            "SELECT user_code, network, asked_ms, expires_ms, player_id FROM device_links \
             WHERE user_code = $1 AND expires_ms > $2 AND player_id IS NULL",
        ))
        .bind(user_code)
        .bind(now)
        .fetch_optional(&self.pool)
        .await
    }

    /// Approves the link a code names for `player`; false if it is gone or was approved.
    pub async fn approve_link(
        &self,
        user_code: &str,
        player: &str,
        now: i64,
    ) -> Result<bool, DbError> {
        let done = sqlx::query(self.sql(
            "UPDATE device_links SET player_id = $1 \
             WHERE user_code = $2 AND expires_ms > $3 AND player_id IS NULL",
        ))
        .bind(player)
        .bind(user_code)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The terminal's poll: an approved link is used up here, in the transaction that signs
    /// its device in, so two polls cannot both take it.
    pub async fn take_link(
        &self,
        poll_hash: &str,
        device: &NewDevice<'_>,
        now: i64,
    ) -> Result<LinkState, DbError> {
        let mut tx = self.pool.begin().await?;
        let taken: Option<(Option<String>,)> = sqlx::query_as(self.sql(
            "DELETE FROM device_links WHERE poll_hash = $1 AND expires_ms > $2 \
             AND player_id IS NOT NULL RETURNING player_id",
        ))
        .bind(poll_hash)
        .bind(now)
        .fetch_optional(&mut *tx)
        .await?;
        if let Some((Some(player),)) = taken {
            self.insert_device(&mut tx, &player, device, now).await?;
            tx.commit().await?;
            return Ok(LinkState::Approved(player));
        }
        tx.rollback().await?;
        let waiting: Count = sqlx::query_as(self.sql(
            "SELECT COUNT(*) AS n FROM device_links WHERE poll_hash = $1 AND expires_ms > $2",
        ))
        .bind(poll_hash)
        .bind(now)
        .fetch_one(&self.pool)
        .await?;
        Ok(if waiting.n > 0 {
            LinkState::Pending
        } else {
            LinkState::Gone
        })
    }

    /// Forgets the device links that expired.
    pub async fn forget_links(&self, now: i64) -> Result<(), DbError> {
        sqlx::query(self.sql("DELETE FROM device_links WHERE expires_ms <= $1"))
            .bind(now)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
