//! Battles against people: one being played (to rebuild it after a restart), its moves, its
//! end with both ratings' changes ([`crate::elo`]), the rating leaderboard, a player's list.

use minesweeper_engine::battle::Player;

use super::rows::{
    fits, seed, seed_bits, word, BattleLineColumns, Count, LiveBattleColumns, LiveMoveColumns,
    RatedColumns, SnapshotColumns,
};
use super::{Db, DbError, Fence, Write};
use crate::elo::{rating_changes, seasons, PAIR_WINDOW_MS};
use crate::protocol::api::{BattleLine, RatedRow};
use crate::protocol::battle::Finish;

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

/// A battle being played as [`Db::live_battle`] reads it: how it began, every move, and its
/// latest snapshot (the moves before it, and the engine's `battle::Snapshot` as JSON).
pub struct StoredBattle {
    pub battle: LiveBattle,
    pub moves: Vec<LiveMove>,
    pub snapshot: Option<(u64, String)>,
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
    /// None for a draw.
    pub winner: Option<Player>,
    pub reason: Finish,
    /// Every move, as JSON.
    pub moves: String,
    /// Why it moves no rating, if it does not.
    pub unrated: Option<String>,
    /// The seats' networks (`net::network`), seat one first; kept, as keyed hashes, for a
    /// day with the opponents of a rated battle ([`crate::elo`]).
    pub networks: [Option<std::net::IpAddr>; 2],
}

/// How a rated battle rates: each seat's change, its battles in the window against this
/// opponent or their network, and the network each seat is kept as.
struct Rated {
    change: [i32; 2],
    against: [u32; 2],
    networks: [String; 2],
}

impl Db {
    pub async fn rating(&self, player: &str) -> Result<(i32, u32), DbError> {
        let (rating, battles): (i64, i64) =
            sqlx::query_as(self.sql("SELECT rating, battles FROM players WHERE id = $1"))
                .bind(player)
                .fetch_one(&self.pool)
                .await?;
        Ok((fits(rating, "rating")?, fits(battles, "battles")?))
    }

    /// A battle begins: stored to be rebuilt (while `fence` holds: [`Fence`]).
    pub async fn start_live_battle(
        &self,
        battle: LiveBattle,
        fence: Option<Fence>,
    ) -> Result<(), DbError> {
        self.store_fenced(Write::Start(Box::new(battle)), fence)
            .await
            .map(drop)
    }

    /// The `n`-th move of a battle being played (while `fence` holds).
    pub async fn add_live_move(
        &self,
        room: &str,
        n: u64,
        mv: LiveMove,
        fence: Option<Fence>,
    ) -> Result<(), DbError> {
        let row = Write::Battle {
            room: room.to_string(),
            n,
            mv,
        };
        self.store_fenced(row, fence).await.map(drop)
    }

    /// Battle `room`'s snapshot after its first `moves` moves ([`Db::live_battle`] starts
    /// there), while `fence` holds: queued behind those moves and stored before any move
    /// queued after it, without waiting for it (a failure is only logged: a rebuild would
    /// replay more).
    pub async fn snapshot_live_battle(
        &self,
        room: &str,
        moves: u64,
        state: String,
        fence: Option<Fence>,
    ) -> Result<(), DbError> {
        let row = Write::Snapshot {
            room: room.to_string(),
            moves,
            state,
        };
        let heard = self.queue(row, fence).await?;
        let room = room.to_string();
        tokio::spawn(async move {
            if let Ok(Err(e)) = heard.await {
                tracing::warn!(%room, error = %e, "a battle's snapshot not stored");
            }
        });
        Ok(())
    }

    /// Battle `room` being played, as stored to be rebuilt: none if it is not being played.
    pub async fn live_battle(&self, room: &str) -> Result<Option<StoredBattle>, DbError> {
        let Some(row) = sqlx::query_as::<_, LiveBattleColumns>(self.sql(
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
            settings: row.settings,
            config: row.config,
            seed: seed(row.seed),
            mines: row.mines,
            notice: row.notice,
            players: [row.player_one, row.player_two],
            networks: [row.network_one, row.network_two],
            started_ms: row.started_ms,
        };
        let rows = sqlx::query_as::<_, LiveMoveColumns>(self.sql(
            "SELECT seat, kind, cell_row, cell_col, at_ms FROM live_battle_moves \
             WHERE room = $1 ORDER BY n",
        ))
        .bind(room)
        .fetch_all(&self.pool)
        .await?;
        let moves = rows
            .into_iter()
            .map(|r| {
                Ok(LiveMove {
                    seat: fits(r.seat, "seat")?,
                    kind: r.kind,
                    row: fits(r.cell_row, "cell_row")?,
                    col: fits(r.cell_col, "cell_col")?,
                    at_ms: r.at_ms,
                })
            })
            .collect::<Result<_, DbError>>()?;
        let snapshot = sqlx::query_as::<_, SnapshotColumns>(
            self.sql("SELECT moves, state FROM live_battle_snapshots WHERE room = $1"),
        )
        .bind(room)
        .fetch_optional(&self.pool)
        .await?
        .map(|r| -> Result<_, DbError> { Ok((fits(r.moves, "moves")?, r.state)) })
        .transpose()?;
        Ok(Some(StoredBattle {
            battle,
            moves,
            snapshot,
        }))
    }

    /// A battle ended: stored and rated, its live rows gone (while `fence` holds).
    pub async fn finish_battle(
        &self,
        battle: FinishedBattle,
        fence: Option<Fence>,
    ) -> Result<[i32; 2], DbError> {
        self.store_fenced(Write::Finish(Box::new(battle)), fence)
            .await
    }

    pub(super) async fn finish_in(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        battle: &FinishedBattle,
    ) -> Result<[i32; 2], DbError> {
        let change = match battle.unrated {
            Some(_) => [0, 0],
            None => self.rate(tx, battle).await?,
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
        .bind(seed_bits(battle.seed))
        .bind(battle.started_ms)
        .bind(battle.ended_ms)
        .bind(battle.winner.map(Player::name))
        .bind(battle.reason.name())
        .bind(battle.moves.as_str())
        .bind(i64::from(change[0]))
        .bind(i64::from(change[1]))
        .bind(battle.unrated.as_deref())
        .execute(&mut **tx)
        .await?;
        // It is over: nothing to rebuild after a restart.
        for table in ["live_battle_snapshots", "live_battle_moves", "live_battles"] {
            sqlx::query(self.sql(&format!("DELETE FROM {table} WHERE room = $1")))
                .bind(battle.room.as_str())
                .execute(&mut **tx)
                .await?;
        }
        Ok(change)
    }

    /// Rates a battle: both ratings moved ([`rating_changes`]), seasoning counted, the
    /// opponents kept for the window and those past it deleted.
    async fn rate(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        battle: &FinishedBattle,
    ) -> Result<[i32; 2], DbError> {
        let rated = self.rating_changes(tx, battle).await?;
        for i in 0..2 {
            let (me, them) = (i, 1 - i);
            sqlx::query(self.sql(
                "UPDATE players SET rating = rating + $1, battles = battles + 1, \
                 seasoned = seasoned + $2 WHERE id = $3",
            ))
            .bind(i64::from(rated.change[me]))
            .bind(i64::from(seasons(rated.against[me])))
            .bind(battle.players[me].as_str())
            .execute(&mut **tx)
            .await?;
            sqlx::query(self.sql(
                "INSERT INTO rated_opponents (player, opponent, network, ended_ms) VALUES ($1, $2, $3, $4)",
            ))
            .bind(battle.players[me].as_str())
            .bind(battle.players[them].as_str())
            .bind(rated.networks[them].as_str())
            .bind(battle.ended_ms)
            .execute(&mut **tx)
            .await?;
        }
        sqlx::query(self.sql("DELETE FROM rated_opponents WHERE ended_ms <= $1"))
            .bind(battle.ended_ms - PAIR_WINDOW_MS)
            .execute(&mut **tx)
            .await?;
        Ok(rated.change)
    }

    async fn rating_changes(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        battle: &FinishedBattle,
    ) -> Result<Rated, DbError> {
        let mut ratings = [0i32; 2];
        let mut seasoned = [0u32; 2];
        for (i, player) in battle.players.iter().enumerate() {
            let (rating, seasons): (i64, i64) =
                sqlx::query_as(self.sql("SELECT rating, seasoned FROM players WHERE id = $1"))
                    .bind(player.as_str())
                    .fetch_one(&mut **tx)
                    .await?;
            ratings[i] = fits(rating, "rating")?;
            seasoned[i] = fits(seasons, "seasoned")?;
        }
        // A seat of no known network (none is kept for a seat left empty) is its own.
        let networks = [0, 1].map(|i| match battle.networks[i] {
            Some(network) => crate::fair::network_key(&self.salt, network),
            None => format!("player:{}", battle.players[i]),
        });
        let mut against = [0u32; 2];
        for (me, them) in [(0, 1), (1, 0)] {
            let count = sqlx::query_as::<_, Count>(self.sql(
                "SELECT COUNT(*) AS n FROM rated_opponents WHERE player = $1 AND ended_ms > $2 \
                 AND (opponent = $3 OR network = $4)",
            ))
            .bind(battle.players[me].as_str())
            .bind(battle.ended_ms - PAIR_WINDOW_MS)
            .bind(battle.players[them].as_str())
            .bind(networks[them].as_str())
            .fetch_one(&mut **tx)
            .await?;
            against[me] = fits(count.n, "COUNT(*)")?;
        }
        let score = match battle.winner {
            Some(Player::One) => 1.0,
            Some(Player::Two) => 0.0,
            None => 0.5,
        };
        Ok(Rated {
            change: rating_changes(ratings, seasoned, against, score),
            against,
            networks,
        })
    }

    pub async fn battle_leaderboard(
        &self,
        limit: u32,
        player: Option<&str>,
    ) -> Result<(Vec<RatedRow>, Option<RatedRow>), DbError> {
        let rated = |r: RatedColumns, rank: u64| -> Result<RatedRow, DbError> {
            Ok(RatedRow {
                rank,
                player: r.id,
                name: r.name,
                rating: fits(r.rating, "rating")?,
                battles: fits(r.battles, "battles")?,
            })
        };
        let rows = sqlx::query_as::<_, RatedColumns>(self.sql(
            "SELECT id, name, rating, battles FROM players WHERE battles > 0 \
             ORDER BY rating DESC, id LIMIT $1",
        ))
        .bind(i64::from(limit))
        .fetch_all(&self.reads)
        .await?;
        let top = (1..)
            .zip(rows)
            .map(|(rank, r)| rated(r, rank))
            .collect::<Result<Vec<_>, _>>()?;
        let you = match player {
            Some(player) => {
                let row = sqlx::query_as::<_, RatedColumns>(self.sql(
                    // Two counts, each a range of the index of rated players: one `OR` made
                    // it look up every player ranked above (92 ms for the last of 100,000;
                    // 3.4 ms so).
                    "SELECT p.id, p.name, p.rating, p.battles, \
                     (SELECT COUNT(*) FROM players q WHERE q.battles > 0 AND q.rating > p.rating) \
                     + (SELECT COUNT(*) FROM players q WHERE q.battles > 0 AND q.rating = p.rating \
                     AND q.id < p.id) AS better FROM players p WHERE p.id = $1 AND p.battles > 0",
                ))
                .bind(player)
                .fetch_optional(&self.reads)
                .await?;
                row.map(|r| {
                    let better: u64 = fits(r.better.unwrap_or(0), "better")?;
                    rated(r, better + 1)
                })
                .transpose()?
            }
            None => None,
        };
        Ok((top, you))
    }

    pub async fn player_battles(
        &self,
        player: &str,
        limit: u32,
    ) -> Result<Vec<BattleLine>, DbError> {
        // The newest `limit` of each seat, each read down its index, then the newest of both:
        // one `OR` sorted all of a player's battles (284 ms for 100,000; 1.4 ms so).
        let seat = |column: &str| {
            format!(
                "SELECT * FROM (SELECT id, player_one, player_two, winner, reason, change_one, \
                 change_two, ended_ms, unrated FROM battles WHERE {column} = $1 \
                 ORDER BY ended_ms DESC LIMIT $2) AS {column}_seat"
            )
        };
        let query = format!(
            "SELECT b.id, a.name AS name_one, c.name AS name_two, b.player_one, b.winner, b.reason, \
             b.change_one, b.change_two, b.ended_ms, b.unrated FROM ({} UNION ALL {}) AS b \
             JOIN players a ON a.id = b.player_one JOIN players c ON c.id = b.player_two \
             ORDER BY b.ended_ms DESC LIMIT $2",
            seat("player_one"),
            seat("player_two")
        );
        let rows = sqlx::query_as::<_, BattleLineColumns>(self.sql(&query))
            .bind(player)
            .bind(i64::from(limit))
            .fetch_all(&self.reads)
            .await?;
        rows.into_iter()
            .map(|r| {
                let one = r.player_one == player;
                Ok(BattleLine {
                    battle: r.id,
                    names: [r.name_one, r.name_two],
                    seat: if one { Player::One } else { Player::Two },
                    winner: r.winner.map(|w| word(&w, Player::named)).transpose()?,
                    reason: word(&r.reason, Finish::named)?,
                    change: fits(if one { r.change_one } else { r.change_two }, "change")?,
                    ended_ms: r.ended_ms,
                    unrated: r.unrated,
                })
            })
            .collect()
    }
}
