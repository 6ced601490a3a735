//! The mover: the one task that stores moves — ranked games' and battles' — and battles that
//! begin or end, many to a statement and one transaction a batch, each waiter told when its
//! row is stored.

use tokio::sync::{mpsc, oneshot};

/// A statement with its values bound.
type Query<'a> = sqlx::query::Query<'a, sqlx::Any, sqlx::any::AnyArguments>;

use super::rows::{column, seed_bits};
use super::{placeholders, Db, DbError, Fence, FinishedBattle, LiveBattle, LiveMove, MoveRow};

/// A move waiting to be stored, and who waits for it.
pub(super) struct Pending {
    row: Write,
    /// For a battle's rows on instances sharing the database: stored only while the room's
    /// home is still as this instance took it.
    fence: Option<Fence>,
    /// Told once it is stored: a finished battle's rating changes, `[0, 0]` for the rest.
    stored: oneshot::Sender<Result<[i32; 2], DbError>>,
}

/// What the mover stores: a ranked game's move, a battle that begins, the `n`-th move of a
/// battle being played, a battle's snapshot after its first `moves` moves, or a battle that
/// ended (with both ratings' changes).
pub(super) enum Write {
    Ranked {
        game: String,
        mv: MoveRow,
    },
    Start(Box<LiveBattle>),
    Battle {
        room: String,
        n: u64,
        mv: LiveMove,
    },
    Snapshot {
        room: String,
        moves: u64,
        state: String,
    },
    Finish(Box<FinishedBattle>),
}

/// The most moves stored in one statement.
pub(super) const BATCH: usize = 256;

impl Db {
    pub(super) async fn store_moves(self, mut waiting: mpsc::Receiver<Pending>) {
        let mut batch = Vec::with_capacity(BATCH);
        // Ends when every `Db` (every sender) is gone.
        while waiting.recv_many(&mut batch, BATCH).await > 0 {
            if let Ok(changes) = self.insert_moves(&batch).await {
                for (pending, change) in batch.drain(..).zip(changes) {
                    let _ = pending.stored.send(Ok(change));
                }
                continue;
            }
            for pending in batch.drain(..) {
                let one = self.insert_moves(std::slice::from_ref(&pending)).await;
                let _ = pending.stored.send(one.map(|changes| changes[0]));
            }
        }
    }

    /// The statements that store a batch's moves, battles begun and snapshots, in that order
    /// (a battle's end is stored apart: [`Db::finish_in`]).
    fn statements<'a>(&self, batch: &'a [Pending]) -> Vec<Query<'a>> {
        let mut statements = Vec::new();
        let ranked: Vec<(&str, &MoveRow)> = batch
            .iter()
            .filter_map(|p| match &p.row {
                Write::Ranked { game, mv } => Some((game.as_str(), mv)),
                _ => None,
            })
            .collect();
        if !ranked.is_empty() {
            let sql = self.sql(&format!(
                "INSERT INTO moves (game_id, seq, kind, cell_row, cell_col, at_ms, cursor) VALUES {}",
                placeholders(ranked.len(), 7)
            ));
            let query = ranked.iter().fold(sqlx::query(sql), |q, (game, mv)| {
                q.bind(*game)
                    .bind(column(mv.seq))
                    .bind(mv.kind.as_str())
                    .bind(i64::from(mv.row))
                    .bind(i64::from(mv.col))
                    .bind(mv.at_ms)
                    .bind(mv.cursor.as_deref())
            });
            statements.push(query);
        }
        let starts: Vec<&LiveBattle> = batch
            .iter()
            .filter_map(|p| match &p.row {
                Write::Start(battle) => Some(battle.as_ref()),
                _ => None,
            })
            .collect();
        if !starts.is_empty() {
            let sql = self.sql(&format!(
                "INSERT INTO live_battles (room, settings, config, seed, mines, notice, player_one, \
                 player_two, network_one, network_two, started_ms) VALUES {}",
                placeholders(starts.len(), 11)
            ));
            let query = starts.iter().fold(sqlx::query(sql), |q, b| {
                q.bind(b.room.as_str())
                    .bind(b.settings.as_str())
                    .bind(b.config.as_str())
                    .bind(seed_bits(b.seed))
                    .bind(b.mines.as_str())
                    .bind(b.notice.as_deref())
                    .bind(b.players[0].as_str())
                    .bind(b.players[1].as_str())
                    .bind(b.networks[0].as_str())
                    .bind(b.networks[1].as_str())
                    .bind(b.started_ms)
            });
            statements.push(query);
        }
        let battles: Vec<(&str, u64, &LiveMove)> = batch
            .iter()
            .filter_map(|p| match &p.row {
                Write::Battle { room, n, mv } => Some((room.as_str(), *n, mv)),
                _ => None,
            })
            .collect();
        if !battles.is_empty() {
            let sql = self.sql(&format!(
                "INSERT INTO live_battle_moves (room, n, seat, kind, cell_row, cell_col, at_ms) VALUES {}",
                placeholders(battles.len(), 7)
            ));
            let query = battles.iter().fold(sqlx::query(sql), |q, (room, n, mv)| {
                q.bind(*room)
                    .bind(column(*n))
                    .bind(i64::from(mv.seat))
                    .bind(mv.kind.as_str())
                    .bind(i64::from(mv.row))
                    .bind(i64::from(mv.col))
                    .bind(mv.at_ms)
            });
            statements.push(query);
        }
        // Snapshots after the moves they follow, each replacing the room's last one.
        for pending in batch {
            if let Write::Snapshot { room, moves, state } = &pending.row {
                let sql = self.sql(
                    "INSERT INTO live_battle_snapshots (room, moves, state) VALUES ($1, $2, $3) \
                     ON CONFLICT (room) DO UPDATE SET moves = excluded.moves, state = excluded.state",
                );
                statements.push(
                    sqlx::query(sql)
                        .bind(room.as_str())
                        .bind(column(*moves))
                        .bind(state.as_str()),
                );
            }
        }
        statements
    }

    pub(super) async fn insert_moves(&self, batch: &[Pending]) -> Result<Vec<[i32; 2]>, DbError> {
        let mut statements = self.statements(batch);
        if statements.len() == 1 && !needs_transaction(batch) {
            if let Some(query) = statements.pop() {
                query.execute(&self.pool).await?;
            }
            return Ok(vec![[0, 0]; batch.len()]);
        }
        let mut tx = self.pool.begin().await?;
        check_fences(&mut tx, batch).await?;
        for query in statements {
            query.execute(&mut *tx).await?;
        }
        // Battles that ended, after the moves (their live rows are deleted with them), one
        // after another: two battles of one player are rated in the order they ended.
        let mut changes = Vec::with_capacity(batch.len());
        for pending in batch {
            changes.push(match &pending.row {
                Write::Finish(battle) => self.finish_in(&mut tx, battle).await?,
                _ => [0, 0],
            });
        }
        tx.commit().await?;
        Ok(changes)
    }

    pub(super) async fn store(&self, row: Write) -> Result<[i32; 2], DbError> {
        self.store_fenced(row, None).await
    }

    /// [`Db::store`], while `fence` holds (none: no fence, one instance).
    pub(super) async fn store_fenced(
        &self,
        row: Write,
        fence: Option<Fence>,
    ) -> Result<[i32; 2], DbError> {
        let heard = self.queue(row, fence).await?;
        heard.await.map_err(|_| DbError::PoolClosed)?
    }

    /// `row` in the mover's queue, behind every row queued before it (stored in that order),
    /// and what will be heard once it is stored.
    pub(super) async fn queue(
        &self,
        row: Write,
        fence: Option<Fence>,
    ) -> Result<oneshot::Receiver<Result<[i32; 2], DbError>>, DbError> {
        let (stored, heard) = oneshot::channel();
        let pending = Pending { row, fence, stored };
        self.mover
            .send(pending)
            .await
            .map_err(|_| DbError::PoolClosed)?;
        Ok(heard)
    }
}

/// Each room's home still as this instance took it ([`Fence`]), locked until `tx` commits (a
/// takeover waits for it, then raises the epoch). One statement a batch (up to
/// [`FENCES_A_STATEMENT`] rooms), its rows locked in the rooms' order, as a takeover locks
/// them: one query a room made the batch's time grow with its rooms (PostgreSQL battles at 10
/// moves a second each: 5,000 moves a second stored at most, p50 85 ms). One fenced out fails
/// the batch ([`sqlx::Error::RowNotFound`]), whose rows are then stored one by one: only that
/// one is refused.
async fn check_fences(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    batch: &[Pending],
) -> Result<(), DbError> {
    let mut fences: Vec<&Fence> = batch.iter().filter_map(|p| p.fence.as_ref()).collect();
    fences.sort_by(|a, b| a.room.cmp(&b.room));
    fences.dedup();
    for chunk in fences.chunks(FENCES_A_STATEMENT) {
        let list: Vec<String> = (1..=chunk.len()).map(|k| format!("${k}")).collect();
        let sql = format!(
            "SELECT room, instance, epoch FROM room_homes WHERE room IN ({}) \
             ORDER BY room FOR SHARE",
            list.join(", ")
        );
        // Only placeholders are formatted in: every room is a bound value.
        let mut query = sqlx::query_as::<_, (String, String, i64)>(sqlx::AssertSqlSafe(sql));
        for fence in chunk {
            query = query.bind(fence.room.as_str());
        }
        let homes = query.fetch_all(&mut **tx).await?;
        let homes: std::collections::HashMap<&str, (&str, i64)> = homes
            .iter()
            .map(|(room, instance, epoch)| (room.as_str(), (instance.as_str(), *epoch)))
            .collect();
        let held = |f: &&Fence| homes.get(f.room.as_str()) == Some(&(&*f.instance, f.epoch));
        if !chunk.iter().all(held) {
            return Err(sqlx::Error::RowNotFound);
        }
    }
    Ok(())
}

/// The most rooms one fence statement checks (each a bound value; PostgreSQL takes 65,535).
const FENCES_A_STATEMENT: usize = 1_000;

/// Whether a batch is stored in a transaction even when it is one statement: a battle's end
/// (rated with it), or a row with a fence to check.
fn needs_transaction(batch: &[Pending]) -> bool {
    batch
        .iter()
        .any(|p| p.fence.is_some() || matches!(p.row, Write::Finish(_)))
}
