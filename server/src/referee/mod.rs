//! The referee: ranked games as the server holds them. The board comes from a seed only the
//! server knows until the game is over; each move is checked against the server's own game,
//! stored, and answered with only the cells it changed; the clock is the server's, from the
//! first reveal to the last move. A game lives in memory while it is played and is rebuilt from
//! its stored moves after a restart (the engine plays them again: the same seed and moves give
//! the same game).
//!
//! A game is read and changed under its one lock ([`Games::get`] hands it out locked), and
//! its last move is stored with its result in one transaction: no interleaving shows a game
//! that is over and not recorded, or a daily board's layout before its day is over.

mod live;

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use minesweeper_engine::replay::cursor_to_text;
use minesweeper_engine::{Pos, Status};
use tokio::sync::{Mutex, OwnedMutexGuard};

use crate::clock::now_ms;
use crate::db::{BoardKey, Db, DbError, Finished, GameRow, Metric, MoveRow, NewGame};
use crate::error::Error;
use crate::limits::Limiters;
use crate::protocol::api::Unfinished;
use crate::protocol::{MoveKind, Refusal, Released, Reply, Unranked};
use crate::secrets::{secret, secret_seed};
use crate::{daily, fair};

pub use crate::protocol::{category, unknown_category, Category, CATEGORIES};
pub use live::{GameEnd, Live, MAX_MOVES};

/// A game being played, locked: read and changed by its holder alone.
pub type Held = OwnedMutexGuard<Live>;

/// Every game being played, by id.
#[derive(Clone, Default)]
pub struct Games {
    live: Arc<Mutex<HashMap<String, Arc<Mutex<Live>>>>>,
}

/// What a move came to.
pub enum MoveAnswer {
    Moved(Reply),
    /// The move, and then the end.
    Over(Reply, Box<Reply>),
}

/// Who asks for a new game: a player, from a network (a daily game keeps its key).
pub struct Starter<'a> {
    pub player: &'a str,
    pub network: IpAddr,
}

impl Games {
    /// How many games are held in memory.
    pub async fn held(&self) -> usize {
        self.live.lock().await.len()
    }

    /// Keeps `live` in memory; if its game is there already (rebuilt twice at once), the
    /// one there is kept, so a game is only ever played in one place.
    pub async fn insert(&self, live: Live) -> Arc<Mutex<Live>> {
        let id = live.id.clone();
        self.live
            .lock()
            .await
            .entry(id)
            .or_insert_with(|| Arc::new(Mutex::new(live)))
            .clone()
    }

    /// Lets go of game `id` if it is `player`'s (it is read again from what is stored when next
    /// played); anyone else's asking changes nothing.
    pub async fn forget_theirs(&self, id: &str, player: &str) {
        let found = self.live.lock().await.get(id).cloned();
        if let Some(live) = found {
            // The game's lock, then the map's: the order a move takes them in.
            let live = live.lock().await;
            if live.player == player {
                self.live.lock().await.remove(id);
            }
        }
    }

    /// Lets go of the games nobody has played for `idle` (they stay stored, and come back
    /// from their moves when their player resumes them). How many were let go.
    pub async fn forget_idle(&self, idle: Duration) -> usize {
        let games: Vec<(String, Arc<Mutex<Live>>)> = self
            .live
            .lock()
            .await
            .iter()
            .map(|(id, live)| (id.clone(), live.clone()))
            .collect();
        let mut idle_ids = Vec::new();
        for (id, live) in games {
            // A game whose lock is held is being played: not idle.
            if let Ok(live) = live.try_lock() {
                if live.touched.elapsed() >= idle {
                    idle_ids.push(id);
                }
            }
        }
        let mut map = self.live.lock().await;
        for id in &idle_ids {
            map.remove(id);
        }
        idle_ids.len()
    }

    /// How many games are in memory.
    pub async fn in_memory(&self) -> usize {
        self.live.lock().await.len()
    }

    /// The live game `id` of `player`, locked: in memory, or rebuilt from the database after
    /// a restart. Someone else's game, or one that is over, is not theirs to play; a game
    /// found over but not recorded, or a daily game whose day is over, is recorded on the way.
    pub async fn get(&self, db: &Db, id: &str, player: &str) -> Result<Held, Error> {
        // The map's lock is let go before a game's is taken (a move holds its game's, then
        // the map's to leave it).
        let found = self.live.lock().await.get(id).cloned();
        let live = match found {
            Some(live) => live,
            None => {
                let row = db
                    .game(id)
                    .await?
                    .filter(|row| row.player_id == player)
                    .ok_or(Error::Refused(Refusal::NoGameOfYours))?;
                if row.status != "playing" {
                    return Err(over());
                }
                match self.settle(db, &row).await? {
                    Some(live) => self.insert(live).await,
                    None => return Err(over()),
                }
            }
        };
        let live = live.lock_owned().await;
        if live.player != player {
            return Err(Error::Refused(Refusal::NotYourGame));
        }
        if live.is_over() {
            return Err(over());
        }
        Ok(live)
    }

    /// A stored game being played, rebuilt from its moves: `None` when it turns out over
    /// (its last move stored and its result not: recorded now) or a daily game whose day is
    /// over (ended as such now).
    async fn settle(&self, db: &Db, row: &GameRow) -> Result<Option<Live>, Error> {
        let moves = db.moves(&row.id).await?;
        let mut live = Live::rebuilt(row, &moves).ok_or(Error::Refused(Refusal::CannotReplay))?;
        let at = moves.last().map_or_else(now_ms, |m| m.at_ms);
        if live.status().is_over() {
            let (ending, status) = (live.ending(), live.status());
            let unranked = self.unranked(db, &mut live, status, &ending, at).await?;
            let result = (None, None, unranked.as_ref());
            let stored = finished(&live, &ending, (at, status), result);
            db.finish(&stored).await?;
            tracing::info!(game = %row.id, "a game stored as over but not recorded: recorded");
            return Ok(None);
        }
        if live.day_over() {
            self.end_off_board(db, &mut live, Unfinished::DayOver, now_ms())
                .await?;
            return Ok(None);
        }
        Ok(Some(live))
    }

    /// Records every game stored as being played that is over (or whose day is over), as a
    /// server does when it starts: a game killed between its last move and its result in an
    /// older version. How many were recorded.
    pub async fn recover(&self, db: &Db) -> Result<usize, Error> {
        let (mut after, mut recorded) = (String::new(), 0);
        loop {
            let rows = db.playing_after(&after, 500).await?;
            let Some(last) = rows.last() else {
                return Ok(recorded);
            };
            after.clone_from(&last.id);
            for row in &rows {
                if self.settle(db, row).await?.is_none() {
                    recorded += 1;
                }
            }
        }
    }

    /// Checks, stores, then plays a move (stored before it is answered: a restart loses
    /// nothing); the move that ends the game is stored with its result, in one transaction.
    pub async fn play(
        &self,
        db: &Db,
        mut live: Held,
        (kind, seq, pos): (MoveKind, u64, Pos),
        cursor: &str,
        now: i64,
    ) -> Result<MoveAnswer, Error> {
        live.check(kind, seq, pos)?;
        if live.day_over() {
            self.end_off_board(db, &mut live, Unfinished::DayOver, now)
                .await?;
            return Err(Error::Refused(Refusal::DailyOver));
        }
        let mut next = live.next(kind, pos, now)?;
        next.track = live.track(cursor, now)?;
        let mv = MoveRow {
            seq,
            kind: kind.name().to_string(),
            row: pos.row,
            col: pos.col,
            at_ms: now,
            // Stored as the samples read, not as sent: nothing but the track is kept.
            cursor: (!next.track.is_empty()).then(|| {
                let samples: Vec<_> = next.track.iter().map(|&(_, s)| s).collect();
                cursor_to_text(&samples)
            }),
        };
        let status = next.status();
        let moved = Reply::Moved {
            game: live.id.clone(),
            seq,
            status,
            cells: next.cells.clone(),
        };
        if !status.is_over() {
            if let Err(e) = db.add_move(&live.id, &mv).await {
                // Perhaps played on at another instance since it was read here: it is read
                // again from what is stored next time.
                self.live.lock().await.remove(&live.id);
                return Err(e.into());
            }
            live.make(next);
            return Ok(MoveAnswer::Moved(moved));
        }
        let ending = live.ending_after(&next);
        let unranked = self.unranked(db, &mut live, status, &ending, now).await?;
        let result = (Some(&mv), None, unranked.as_ref());
        let stored = finished(&live, &ending, (now, status), result);
        let Some(released) = db.finish(&stored).await? else {
            live.close();
            return Err(over());
        };
        live.make(next);
        self.live.lock().await.remove(&live.id);
        let why = unranked.map(|off| off.why);
        let over = self
            .over(db, &mut live, ending, now, (why, released))
            .await?;
        Ok(MoveAnswer::Over(moved, Box::new(over)))
    }

    /// The end's message: the time, the 3BV, for a ranked win its rank, and the layout and
    /// the replay unless its day is still on.
    async fn over(
        &self,
        db: &Db,
        live: &mut Live,
        ending: GameEnd,
        now: i64,
        (unranked, released): (Option<Unranked>, Vec<Released>),
    ) -> Result<Reply, Error> {
        let status = live.status();
        let rank = if status == Status::Won && unranked.is_none() {
            // Its rank on the board it is played for: all time's, or its daily board's.
            let board = BoardKey {
                category: live.category.name,
                period: daily::periods(now, live.day.as_deref()).swap_remove(0),
                metric: Metric::Time,
            };
            db.rank_of(&board, &live.player).await?.map(|e| e.rank)
        } else {
            None
        };
        let public_from_ms = live.layout_secret().then(|| {
            live.day
                .as_deref()
                .and_then(daily::end_ms)
                .unwrap_or(i64::MAX)
        });
        let (mines, replay) = match public_from_ms {
            Some(_) => (Vec::new(), String::new()),
            None => (ending.mines, ending.replay),
        };
        Ok(Reply::Over {
            game: live.id.clone(),
            status,
            time_ms: ending.time_ms,
            bbbv: ending.bbbv,
            mines,
            replay,
            rank,
            public_from_ms,
            unranked,
            released,
        })
    }

    /// Why a game ending as `ending` is kept off the leaderboards, if it is a win that is
    /// ([`fair`]): play no person can play, a daily without a history or mapped from its
    /// player's network, or a win far beyond its player's record (held).
    async fn unranked(
        &self,
        db: &Db,
        live: &mut Live,
        status: Status,
        ending: &GameEnd,
        now: i64,
    ) -> Result<Option<OffBoards>, DbError> {
        if status != Status::Won {
            return Ok(None);
        }
        let kept = |why: Unranked| Some(OffBoards { why, held: false });
        if let Some(why) =
            fair::beyond_human(live.category, ending.time_ms, ending.bbbv, ending.moves)
        {
            return Ok(kept(why));
        }
        if let Some(day) = live.day.as_deref() {
            let finished = db.finished_games(&live.player).await?;
            let shared = match &live.address_key {
                Some(key) => {
                    db.daily_shared((day, live.category.name), key, &live.player, now)
                        .await?
                }
                None => false,
            };
            if let Some(why) = fair::daily_unranked(finished, shared) {
                return Ok(kept(why));
            }
        }
        if !live.category.daily {
            return Ok(None);
        }
        let record = fair::record_category(live.category);
        let best = db.record(&live.player, record.name).await?;
        let rate = fair::rate_millionths(ending.bbbv, ending.time_ms);
        Ok(fair::held(live.category, rate, best).map(|why| OffBoards { why, held: true }))
    }

    /// Ends `live` off the board as lost, `reason` saying how (`abandoned`, `day_over`): stored
    /// with what was played of it, out of memory, and taking no more moves.
    async fn end_off_board(
        &self,
        db: &Db,
        live: &mut Live,
        reason: Unfinished,
        now: i64,
    ) -> Result<(), Error> {
        let ending = live.ending();
        let result = (None, Some(reason), None);
        let stored = finished(live, &ending, (now, Status::Lost), result);
        db.finish(&stored).await?;
        live.close();
        self.live.lock().await.remove(&live.id);
        Ok(())
    }

    /// A new ranked game in `category` for `starter`; for the ranked daily, their game of the
    /// day (begun again if it is being played, refused once it is over). A new game of an
    /// ordinary category ends the one being played as a loss (abandoned).
    pub async fn start(
        &self,
        db: &Db,
        limiters: &Limiters,
        starter: &Starter<'_>,
        category: &'static Category,
    ) -> Result<Reply, Error> {
        let player = starter.player;
        let day = category.daily.then(daily::today);
        if let Some(day) = &day {
            if let Some(game) = db.daily_game(player, category.name, day).await? {
                if game.status != "playing" {
                    return Err(Error::Refused(Refusal::DailyPlayed {
                        category: category.name.to_string(),
                    }));
                }
                return Ok(self.get(db, &game.id, player).await?.view());
            }
        }
        limiters.new_game(player).await?;
        if !category.daily {
            for id in db.playing(player, category.name).await? {
                if let Ok(mut old) = self.get(db, &id, player).await {
                    self.end_off_board(db, &mut old, Unfinished::Abandoned, now_ms())
                        .await?;
                }
            }
        }
        let fresh = (
            secret_seed().map_err(|e| Error::unavailable("drawing a seed", e))?,
            secret(16).map_err(|e| Error::unavailable("drawing a salt", e))?,
        );
        let (seed, key) = match &day {
            Some(day) => {
                let (seed, salt) = db
                    .daily_seed(day, category.name, (fresh.0, &fresh.1))
                    .await?;
                (seed, Some(fair::network_key(&salt, starter.network)))
            }
            None => (fresh.0, None),
        };
        let id = secret(8).map_err(|e| Error::unavailable("drawing an id", e))?;
        let config = category.config();
        db.create_game(&NewGame {
            id: &id,
            player,
            category: category.name,
            size: (config.rows(), config.cols(), config.mines()),
            seed,
            now: now_ms(),
            day: day.as_deref(),
            address_key: key.as_deref(),
        })
        .await?;
        let mut live = Live::new(id, player.to_string(), category, seed, day);
        live.address_key = key;
        let view = live.view();
        self.insert(live).await;
        Ok(view)
    }
}

/// Why a win is off the leaderboards, and whether only until its pace is shown again.
struct OffBoards {
    why: Unranked,
    held: bool,
}

/// What a game ending as `ending` with `status` at `now` stores: `(last move, end reason,
/// off the boards)` besides. A win on the boards puts the held wins it shows again there.
fn finished<'a>(
    live: &'a Live,
    ending: &'a GameEnd,
    (now, status): (i64, Status),
    (last_move, end_reason, off): (
        Option<&'a MoveRow>,
        Option<Unfinished>,
        Option<&'a OffBoards>,
    ),
) -> Finished<'a> {
    let on_boards = status == Status::Won && off.is_none();
    let rate = fair::rate_millionths(ending.bbbv, ending.time_ms);
    Finished {
        id: &live.id,
        player: &live.player,
        category: live.category.name,
        day: live.day.as_deref(),
        status,
        started_ms: live.started_ms().or(last_move.map(|m| m.at_ms)),
        ended_ms: now,
        time_ms: ending.time_ms,
        bbbv: ending.bbbv,
        replay: &ending.replay,
        last_move,
        end_reason,
        unranked: off.map(|off| off.why.stored()),
        held: off.is_some_and(|off| off.held),
        releases: on_boards
            .then(|| fair::releases(live.category, rate))
            .flatten(),
    }
}

/// A game that is over, asked for.
fn over() -> Error {
    Error::Refused(Refusal::GameOver)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn live(id: &str) -> Live {
        Live::new(id.into(), "p".into(), category("expert").unwrap(), 7, None)
    }

    #[tokio::test]
    async fn idle_games_leave_memory_and_a_game_is_kept_once() {
        let games = Games::default();
        let first = games.insert(live("g")).await;
        // A second copy of the same game (rebuilt twice at once) gives back the first.
        let second = games.insert(live("g")).await;
        assert!(Arc::ptr_eq(&first, &second));
        games.insert(live("h")).await;
        assert_eq!(games.forget_idle(Duration::from_secs(600)).await, 0);
        {
            // A game being played is not idle, however long ago it was touched.
            let _playing = first.lock().await;
            assert_eq!(games.forget_idle(Duration::ZERO).await, 1);
        }
        assert_eq!(games.in_memory().await, 1);
        assert_eq!(games.forget_idle(Duration::ZERO).await, 1);
        assert_eq!(games.in_memory().await, 0);
    }
}
