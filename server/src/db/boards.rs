//! The leaderboards: each player's best win on each board (a category, a period, an order),
//! kept as games finish and filled from the games when the table is new.

use crate::protocol::api::Row;

use super::rows::{fits, EntryColumns, WinColumns};
use super::{Db, DbError};

pub use crate::protocol::api::Metric;

/// A leaderboard: a category, the period whose wins it counts (`all`, `day:…`, `week:…`: see
/// `daily::periods`), its order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardKey {
    pub category: &'static str,
    pub period: String,
    pub metric: Metric,
}

/// A win, as the leaderboards keep it.
pub(super) struct Best<'a> {
    pub(super) category: &'a str,
    pub(super) player: &'a str,
    pub(super) game: &'a str,
    pub(super) time_ms: i64,
    /// 3BV/s in millionths.
    pub(super) rate: i64,
    pub(super) ended_ms: i64,
    pub(super) day: Option<&'a str>,
}

impl Best<'_> {
    /// A stored win's best (a win without a rate, stored before rates were: 0).
    pub(super) fn of(win: &WinColumns) -> Best<'_> {
        Best {
            category: &win.category,
            player: &win.player_id,
            game: &win.id,
            time_ms: win.time_ms,
            rate: win.rate.unwrap_or(0),
            ended_ms: win.ended_ms,
            day: win.day.as_deref(),
        }
    }
}

pub(super) const ENTRY: &str =
    "b.game_id AS id, b.player_id, p.name, g.time_ms, g.bbbv, g.rate, g.ended_ms";

/// A board's entries, with their players and games.
pub(super) const BESTS: &str =
    "bests b JOIN players p ON p.id = b.player_id JOIN games g ON g.id = b.game_id";

/// The entries of the board bound by [`on_board`].
pub(super) const ON_BOARD: &str = "b.category = $1 AND b.period = $2 AND b.metric = $3";

/// A leaderboard's row: 3BV/s is stored in millionths, and shown to three decimals.
pub(super) fn entry(r: EntryColumns, rank: u64) -> Result<Row, DbError> {
    let millionths: u32 = fits(r.rate.unwrap_or(0), "rate")?;
    Ok(Row {
        rank,
        game: r.id,
        player: r.player_id,
        name: r.name,
        time_ms: fits(r.time_ms, "time_ms")?,
        bbbv: fits(r.bbbv, "bbbv")?,
        bbbv_per_s: (f64::from(millionths) / 1e3).round() / 1e3,
        ended_ms: r.ended_ms,
    })
}

/// A query of a board's entries.
type Entries<'q> = sqlx::query::QueryAs<'q, sqlx::Any, EntryColumns, sqlx::any::AnyArguments>;

/// Binds the board's `$1` to `$3` ([`ON_BOARD`]).
pub(super) fn on_board<'q>(query: Entries<'q>, board: &'q BoardKey) -> Entries<'q> {
    query
        .bind(board.category)
        .bind(board.period.as_str())
        .bind(board.metric.name())
}

impl Db {
    pub(super) async fn record_best(
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

    pub(super) async fn fill_bests(&self) -> Result<(), DbError> {
        let filled = sqlx::query("SELECT 1 AS one FROM bests LIMIT 1")
            .fetch_optional(&self.pool)
            .await?
            .is_some();
        if filled {
            return Ok(());
        }
        let wins = sqlx::query_as::<_, WinColumns>(
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
            self.record_best(&mut tx, &Best::of(win)).await?;
        }
        tx.commit().await?;
        tracing::info!(
            wins = wins.len(),
            "leaderboards filled from the stored games"
        );
        Ok(())
    }

    /// A board's first `limit` rows: as read less than a second ago and since this
    /// instance's last win on the boards ([`super::hot`]), or read now.
    pub async fn leaderboard(&self, board: &BoardKey, limit: u32) -> Result<Vec<Row>, DbError> {
        let key = (
            board.category,
            board.period.clone(),
            board.metric.name(),
            limit,
        );
        let now = std::time::Instant::now();
        if let Some(rows) = self.hot.get(&key, now) {
            return Ok(rows.as_ref().clone());
        }
        let generation = self.hot.generation();
        let rows = std::sync::Arc::new(self.read_leaderboard(board, limit).await?);
        self.hot.put(key, rows.clone(), now, generation);
        Ok(rows.as_ref().clone())
    }

    async fn read_leaderboard(&self, board: &BoardKey, limit: u32) -> Result<Vec<Row>, DbError> {
        let query = format!(
            "SELECT {ENTRY} FROM {BESTS} WHERE {ON_BOARD} \
             ORDER BY b.value, b.ended_ms, b.game_id LIMIT $4"
        );
        let rows = on_board(sqlx::query_as(self.sql(&query)), board)
            .bind(i64::from(limit))
            .fetch_all(&self.reads)
            .await?;
        (1..).zip(rows).map(|(rank, r)| entry(r, rank)).collect()
    }

    pub async fn rank_of(&self, board: &BoardKey, player: &str) -> Result<Option<Row>, DbError> {
        let query = format!(
            "SELECT {ENTRY}, (SELECT COUNT(*) FROM bests c \
               WHERE c.category = b.category AND c.period = b.period AND c.metric = b.metric \
               AND (c.value < b.value OR (c.value = b.value AND (c.ended_ms < b.ended_ms \
               OR (c.ended_ms = b.ended_ms AND c.game_id < b.game_id))))) AS better \
             FROM {BESTS} WHERE {ON_BOARD} AND b.player_id = $4"
        );
        let row: Option<EntryColumns> = on_board(sqlx::query_as(self.sql(&query)), board)
            .bind(player)
            .fetch_optional(&self.reads)
            .await?;
        row.map(|r| {
            let better: u64 = fits(r.better.unwrap_or(0), "better")?;
            entry(r, better + 1)
        })
        .transpose()
    }
}
