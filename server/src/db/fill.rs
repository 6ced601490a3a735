//! A database as a busy server's would be, made in seconds for the load and attack tools
//! (`--players`): players with ratings, each with a won expert game on the boards, and one
//! player with a battle against each of the others.

use super::{placeholders, Db, DbError};

/// What [`Db::fill`] made that is costly to read.
pub struct Filled {
    /// The player with a battle against each of the others (their page lists the latest).
    pub busiest: String,
    /// The player of the lowest rating (their rank counts everyone above).
    pub lowest: String,
    /// A won game's id (its replay is served).
    pub game: String,
}

/// Rows a statement.
const CHUNK: usize = 500;

/// A filled player's id.
fn id(i: usize) -> String {
    format!("fill-{i}")
}

/// A filled player's rating: 800 to 2000, spread.
fn rating(i: usize) -> i64 {
    800 + (i * 7_919 % 1_201) as i64
}

/// A filled player's won expert game: its time (ms) and 3BV.
fn won(i: usize) -> (i64, i64) {
    (
        20_000 + (i * 104_729 % 200_000) as i64,
        100 + (i % 80) as i64,
    )
}

type Tx<'a> = sqlx::Transaction<'a, sqlx::Any>;

impl Db {
    /// Adds `players` players (`fill-N`), each with a won ranked expert game on its boards and
    /// a battle against the first player: what a server of that many players holds.
    pub async fn fill(&self, players: usize) -> Result<Filled, DbError> {
        let now = crate::clock::now_ms();
        let mut tx = self.pool.begin().await?;
        for chunk in (0..players).collect::<Vec<_>>().chunks(CHUNK) {
            self.add_players(&mut tx, chunk, now).await?;
            self.add_won_games(&mut tx, chunk, now).await?;
            self.add_bests(&mut tx, chunk, now).await?;
            self.add_battles(&mut tx, chunk, now).await?;
        }
        tx.commit().await?;
        let lowest = (0..players)
            .min_by_key(|&i| (rating(i), id(i)))
            .unwrap_or(0);
        Ok(Filled {
            busiest: id(0),
            lowest: id(lowest),
            game: "fill-game-0".into(),
        })
    }

    async fn add_players(&self, tx: &mut Tx<'_>, chunk: &[usize], now: i64) -> Result<(), DbError> {
        let sql = format!(
            "INSERT INTO players (id, token_hash, name, created_ms, rating, battles, seasoned) VALUES {}",
            placeholders(chunk.len(), 7)
        );
        let mut q = sqlx::query(self.sql(&sql));
        for &i in chunk {
            q = q
                .bind(id(i))
                .bind(format!("fill-token-{i}"))
                .bind(format!("Player {i}"))
                .bind(now)
                .bind(rating(i))
                .bind(1 + (i % 50) as i64)
                .bind(10i64);
        }
        q.execute(&mut **tx).await?;
        Ok(())
    }

    async fn add_won_games(
        &self,
        tx: &mut Tx<'_>,
        chunk: &[usize],
        now: i64,
    ) -> Result<(), DbError> {
        // A replay's text as long as a real expert game's.
        let replay = "r".repeat(3_000);
        let sql = format!(
            "INSERT INTO games (id, player_id, category, board_rows, board_cols, mines, seed, created_ms, \
             started_ms, ended_ms, status, time_ms, bbbv, replay, rate) VALUES {}",
            placeholders(chunk.len(), 15)
        );
        let mut q = sqlx::query(self.sql(&sql));
        for &i in chunk {
            let (time_ms, bbbv) = won(i);
            q = q
                .bind(format!("fill-game-{i}"))
                .bind(id(i))
                .bind("expert")
                .bind(16i64)
                .bind(30i64)
                .bind(99i64)
                .bind(i as i64)
                .bind(now - time_ms)
                .bind(now - time_ms)
                .bind(now)
                .bind("won")
                .bind(time_ms)
                .bind(bbbv)
                .bind(replay.as_str())
                .bind(crate::fair::rate_millionths(bbbv as u32, time_ms as u64));
        }
        q.execute(&mut **tx).await?;
        Ok(())
    }

    async fn add_bests(&self, tx: &mut Tx<'_>, chunk: &[usize], now: i64) -> Result<(), DbError> {
        let periods = crate::daily::periods(now, None);
        let sql = format!(
            "INSERT INTO bests (category, period, metric, player_id, game_id, value, ended_ms) VALUES {}",
            placeholders(chunk.len() * periods.len() * 2, 7)
        );
        let mut q = sqlx::query(self.sql(&sql));
        for &i in chunk {
            let (time_ms, bbbv) = won(i);
            let rate = crate::fair::rate_millionths(bbbv as u32, time_ms as u64);
            for period in &periods {
                for (metric, value) in [("time", time_ms), ("rate", -rate)] {
                    q = q
                        .bind("expert")
                        .bind(period.as_str())
                        .bind(metric)
                        .bind(id(i))
                        .bind(format!("fill-game-{i}"))
                        .bind(value)
                        .bind(now);
                }
            }
        }
        q.execute(&mut **tx).await?;
        Ok(())
    }

    async fn add_battles(&self, tx: &mut Tx<'_>, chunk: &[usize], now: i64) -> Result<(), DbError> {
        let sql = format!(
            "INSERT INTO battles (id, room, player_one, player_two, board_rows, board_cols, mines, lives, \
             pace, no_guess, seed, started_ms, ended_ms, winner, reason, moves, change_one, change_two) VALUES {}",
            placeholders(chunk.len(), 18)
        );
        let mut q = sqlx::query(self.sql(&sql));
        for &i in chunk {
            q = q
                .bind(format!("fill-battle-{i}"))
                .bind("FILL")
                .bind(id(0))
                .bind(id(i.max(1)))
                .bind(10i64)
                .bind(12i64)
                .bind(20i64)
                .bind(2i64)
                .bind("realtime")
                .bind(0i64)
                .bind(i as i64)
                .bind(now - 1_000 + i as i64)
                .bind(now + i as i64)
                .bind("one")
                .bind("target")
                .bind("[]")
                .bind(3i64)
                .bind(-3i64);
        }
        q.execute(&mut **tx).await?;
        Ok(())
    }
}
