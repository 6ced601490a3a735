//! The referee: ranked games as the server holds them. The board comes from a seed only the
//! server knows until the game is over; each move is checked against the server's own game,
//! stored, and answered with only the cells it changed; the clock is the server's, from the
//! first reveal to the last move. A game lives in memory while it is played and is rebuilt from
//! its stored moves after a restart (the engine plays them again: the same seed and moves give
//! the same game).

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use minesweeper_engine::daily::start_cell;
use minesweeper_engine::replay::{Recorder, Replay};
use minesweeper_engine::{Action, CellView, Game, Outcome, Pos, Status};
use tokio::sync::Mutex;

use crate::daily;
use crate::db::{Board, Db, DbError, Finished, Metric, MoveRow};
use crate::protocol::{Cell, MoveKind, Reply};

pub use crate::protocol::{category, unknown_category, Category, CATEGORIES};

/// A game being played.
pub struct Live {
    pub id: String,
    pub player: String,
    pub category: &'static Category,
    /// A daily game's day (`YYYY-MM-DD`, UTC).
    pub day: Option<String>,
    game: Game,
    recorder: Recorder,
    /// Where a daily game's first reveal must be.
    start: Option<Pos>,
    /// The next move's number.
    next_seq: u64,
    /// When the first reveal was made, on the server's clock.
    started_ms: Option<i64>,
    /// When it was last played or resumed, for [`Games::forget_idle`].
    touched: Instant,
}

/// Why a move was not played; the message is the client's.
#[derive(Debug, thiserror::Error)]
pub enum Refused {
    #[error("{0}")]
    Move(String),
    /// Not the move the game expects next (sent twice, or one is missing).
    #[error("move {got} is not the next one: the game expects move {next}")]
    NotNext { got: u64, next: u64 },
    #[error("{0}")]
    SlowDown(String),
    #[error("the server could not store that move; it was not played")]
    Store(#[from] DbError),
}

/// How a game ended, as stored and as its player hears it.
pub struct Ending {
    pub time_ms: u64,
    pub bbbv: u32,
    /// Every mine, `[row, col]`.
    pub mines: Vec<[u32; 2]>,
    /// The replay's text.
    pub replay: String,
}

impl Live {
    /// A new game in `category` on the secret `seed` (a daily game's is its day's).
    pub fn new(
        id: String,
        player: String,
        category: &'static Category,
        seed: u64,
        day: Option<String>,
    ) -> Live {
        let config = category.config();
        Live {
            id,
            player,
            category,
            start: category.daily.then(|| start_cell(config, seed)),
            day,
            game: Game::new(config, seed),
            recorder: Recorder::default(),
            next_seq: 0,
            started_ms: None,
            touched: Instant::now(),
        }
    }

    /// The game as stored, its moves played again.
    pub fn rebuilt(row: &crate::db::GameRow, moves: &[MoveRow]) -> Option<Live> {
        let mut live = Live::new(
            row.id.clone(),
            row.player_id.clone(),
            category(&row.category)?,
            row.seed,
            row.day.clone(),
        );
        for mv in moves {
            let kind = MoveKind::parse(&mv.kind)?;
            live.play(kind, Pos::new(mv.row, mv.col), mv.at_ms).ok()?;
        }
        Some(live)
    }

    /// The game as the player may see it.
    pub fn view(&self) -> Reply {
        let config = self.game.config();
        let grid = config.grid();
        let cells = (0..grid.cells())
            .map(|i| (grid.pos(i), self.game.view_at(i)))
            .filter(|(_, view)| *view != minesweeper_engine::CellView::Hidden)
            .map(|(pos, view)| Cell::of(pos, view))
            .collect();
        Reply::Game {
            game: self.id.clone(),
            category: self.category.name.to_string(),
            rows: config.rows(),
            cols: config.cols(),
            mines: config.mines(),
            status: self.game.status().as_str().into(),
            next_seq: self.next_seq,
            start: self.start.map(|p| [p.row, p.col]),
            day: self.day.clone(),
            cells,
        }
    }

    /// Checks a move against the server's own game: its number, the board, the end, and a
    /// daily board's start cell.
    pub fn check(&self, kind: MoveKind, seq: u64, pos: Pos) -> Result<(), Refused> {
        if seq != self.next_seq {
            return Err(Refused::NotNext {
                got: seq,
                next: self.next_seq,
            });
        }
        let refuse = |why: String| Err(Refused::Move(why));
        if self.game.status().is_over() {
            return refuse("the game is over: no move after the end".into());
        }
        let grid = self.game.grid();
        if !grid.contains(pos) {
            return refuse(format!(
                "row {}, column {} is off the {}×{} board",
                pos.row,
                pos.col,
                grid.rows(),
                grid.cols()
            ));
        }
        if let Some(start) = self.start {
            if kind == MoveKind::Reveal && self.game.status() == Status::Ready && pos != start {
                return refuse(format!(
                    "the daily board's first reveal is at its start: row {}, column {}",
                    start.row + 1,
                    start.col + 1
                ));
            }
        }
        Ok(())
    }

    /// Plays a checked move at `at_ms`; the cells it changed, as the player may see them.
    fn play(&mut self, kind: MoveKind, pos: Pos, at_ms: i64) -> Result<Vec<Cell>, String> {
        let action: Action = kind.action(pos);
        let step = self.game.apply(action).map_err(|e| e.to_string())?;
        let changed = step.outcome != Outcome::Unchanged;
        if self.started_ms.is_none() && step.game.status() != Status::Ready {
            self.started_ms = Some(at_ms);
        }
        self.recorder.record(action, at_ms as f64, false, changed);
        self.touched = Instant::now();
        let secret = self.layout_secret();
        let cells = step
            .changed
            .iter()
            .filter_map(|&p| step.game.view(p).map(|view| (p, view)))
            // A daily board lost today shows where it exploded, and no other mine.
            .filter(|(_, view)| !(secret && matches!(view, CellView::Mine | CellView::WrongFlag)))
            .map(|(p, view)| Cell::of(p, view))
            .collect();
        self.game = step.game;
        self.next_seq += 1;
        Ok(cells)
    }

    pub fn status(&self) -> Status {
        self.game.status()
    }

    /// A daily game's layout stays the server's until its day is over.
    fn layout_secret(&self) -> bool {
        self.day.as_deref().is_some_and(|day| !daily::is_over(day))
    }

    /// The game's end: its time on the server's clock (from the first reveal to the last
    /// move), its 3BV, the mines and the replay.
    fn ending(&self) -> Ending {
        let replay = Replay::of(&self.game, self.recorder.moves().to_vec()).ok();
        let grid = self.game.grid();
        Ending {
            time_ms: replay.as_ref().map_or(0, |r| u64::from(r.time_ms())),
            bbbv: self.game.bbbv().unwrap_or(0),
            mines: self
                .game
                .mine_indices()
                .iter()
                .map(|&m| {
                    let pos = grid.pos(m as usize);
                    [pos.row, pos.col]
                })
                .collect(),
            replay: replay.as_ref().map(Replay::to_text).unwrap_or_default(),
        }
    }
}

/// Every game being played, by id.
#[derive(Clone, Default)]
pub struct Games {
    live: Arc<Mutex<HashMap<String, Arc<Mutex<Live>>>>>,
}

/// What a move came to.
pub enum Played {
    Moved(Reply),
    /// The move, and then the end.
    Over(Reply, Box<Reply>),
}

impl Games {
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

    /// The live game `id` of `player`: in memory, or rebuilt from the database after a
    /// restart. Someone else's game, or one that is over, is not theirs to play.
    pub async fn get(&self, db: &Db, id: &str, player: &str) -> Result<Arc<Mutex<Live>>, Refused> {
        // The map's lock is let go before a game's is taken (a move holds its game's, then
        // the map's to leave it).
        let found = self.live.lock().await.get(id).cloned();
        if let Some(live) = found {
            if live.lock().await.player != player {
                return Err(Refused::Move("that game is not yours".into()));
            }
            return Ok(live);
        }
        let row = db
            .game(id)
            .await?
            .filter(|row| row.player_id == player)
            .ok_or_else(|| Refused::Move("there is no game of yours with that id".into()))?;
        if row.status != "playing" {
            return Err(Refused::Move("that game is over".into()));
        }
        let moves = db.moves(id).await?;
        let live = Live::rebuilt(&row, &moves)
            .ok_or_else(|| Refused::Move("that game could not be played again".into()))?;
        Ok(self.insert(live).await)
    }

    /// Checks, stores, then plays a move (stored before it is answered: a restart loses
    /// nothing); at the end, stores the result and the replay.
    pub async fn play(
        &self,
        db: &Db,
        live: &Mutex<Live>,
        kind: MoveKind,
        seq: u64,
        pos: Pos,
        now: i64,
    ) -> Result<Played, Refused> {
        let mut live = live.lock().await;
        live.check(kind, seq, pos)?;
        let mv = MoveRow {
            seq,
            kind: kind.name().to_string(),
            row: pos.row,
            col: pos.col,
            at_ms: now,
        };
        db.add_move(&live.id, &mv).await?;
        let cells = live.play(kind, pos, now).map_err(Refused::Move)?;
        let status = live.status();
        let moved = Reply::Moved {
            game: live.id.clone(),
            seq,
            status: status.as_str().into(),
            cells,
        };
        if !status.is_over() {
            return Ok(Played::Moved(moved));
        }
        let ending = live.ending();
        db.finish(&Finished {
            id: &live.id,
            player: &live.player,
            category: live.category.name,
            day: live.day.as_deref(),
            status: status.as_str(),
            started_ms: live.started_ms,
            ended_ms: now,
            time_ms: ending.time_ms,
            bbbv: ending.bbbv,
            replay: &ending.replay,
        })
        .await?;
        let rank = if status == Status::Won {
            // Its rank on the board it is played for: all time's, or its daily board's.
            let board = Board {
                category: live.category.name,
                period: daily::periods(now, live.day.as_deref()).swap_remove(0),
                metric: Metric::Time,
            };
            db.rank_of(&board, &live.player)
                .await?
                .map(|entry| entry.rank)
        } else {
            None
        };
        self.live.lock().await.remove(&live.id);
        let public_from_ms = live.layout_secret().then(|| {
            live.day
                .as_deref()
                .and_then(daily::end_ms)
                .unwrap_or(i64::MAX)
        });
        let (mines, replay) = if public_from_ms.is_some() {
            (Vec::new(), String::new())
        } else {
            (ending.mines, ending.replay)
        };
        let over = Reply::Over {
            game: live.id.clone(),
            status: status.as_str().into(),
            time_ms: ending.time_ms,
            bbbv: ending.bbbv,
            mines,
            replay,
            rank,
            public_from_ms,
        };
        Ok(Played::Over(moved, Box::new(over)))
    }
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

    #[test]
    fn a_daily_game_starts_at_its_start_cell_only() {
        let daily = Live::new(
            "d".into(),
            "p".into(),
            category("daily-expert").unwrap(),
            7,
            Some("2020-01-01".into()),
        );
        let Reply::Game {
            start: Some([r, c]),
            ..
        } = daily.view()
        else {
            panic!("a daily board has a start");
        };
        let start = Pos::new(r, c);
        let other = Pos::new((r + 3) % 16, c);
        assert!(matches!(
            daily.check(MoveKind::Reveal, 0, other),
            Err(Refused::Move(_))
        ));
        assert!(
            daily.check(MoveKind::Flag, 0, other).is_ok(),
            "a flag anywhere"
        );
        assert!(daily.check(MoveKind::Reveal, 0, start).is_ok());
        assert!(matches!(
            daily.check(MoveKind::Reveal, 1, start),
            Err(Refused::NotNext { got: 1, next: 0 })
        ));
    }
}
