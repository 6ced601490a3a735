//! Players: who they are (an id, a name). Their devices and keys: `devices.rs`.

use super::{Db, DbError};

/// A player, as stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Player {
    pub id: String,
    pub name: String,
}

impl Db {
    pub(super) async fn player_where(
        &self,
        column: &'static str,
        value: &str,
    ) -> Result<Option<Player>, DbError> {
        let query = format!("SELECT id, name FROM players WHERE {column} = $1");
        sqlx::query_as(self.sql(&query))
            .bind(value)
            .fetch_optional(&self.pool)
            .await
    }

    pub async fn rename(&self, player: &str, name: &str) -> Result<(), DbError> {
        sqlx::query(self.sql("UPDATE players SET name = $1 WHERE id = $2"))
            .bind(name)
            .bind(player)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn player(&self, id: &str) -> Result<Option<Player>, DbError> {
        self.player_where("id", id).await
    }
}
