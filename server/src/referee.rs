//! The referee: ranked games as the server holds them. The board comes from a seed only the
//! server knows until the game is over; each move is checked against the server's own game,
//! stored, and answered with only the cells it changed; the clock is the server's, from the
//! first reveal to the last move. A game lives in memory while it is played and is rebuilt from
//! its stored moves after a restart (the engine plays them again: the same seed and moves give
//! the same game).

use std::collections::HashMap;
use std::sync::Arc;

use minesweeper_engine::replay::{Recorder, Replay};
use minesweeper_engine::{Action, Config, FirstClick, Game, Outcome, Pos, Status};
use tokio::sync::Mutex;

use crate::db::{Db, DbError, Finished, MoveRow};
use crate::protocol::{Cell, MoveKind, Reply};

/// The ranked categories and their boards (opening rule: the first click opens a region).
pub const CATEGORIES: [(&str, Config); 3] = [
    ("beginner", Config::BEGINNER),
    ("intermediate", Config::INTERMEDIATE),
    ("expert", Config::EXPERT),
];

/// A category's board.
pub fn category(name: &str) -> Option<Config> {
    CATEGORIES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, config)| config.with_first_click(FirstClick::Opening))
}

/// A game being played.
pub struct Live {
    pub id: String,
    pub player: String,
    pub category: String,
    game: Game,
    recorder: Recorder,
    /// The next move's number.
    next_seq: u64,
    /// When the first reveal was made, on the server's clock.
    started_ms: Option<i64>,
}

/// Why a move was not played; the message is the client's.
#[derive(Debug, thiserror::Error)]
pub enum Refused {
    #[error("{0}")]
    Move(String),
    #[error("the server could not store that move; it was not played")]
    Store(#[from] DbError),
}

impl Live {
    /// A new game of `config` on the secret `seed`.
    pub fn new(id: String, player: String, category: String, config: Config, seed: u64) -> Live {
        Live {
            id,
            player,
            category,
            game: Game::new(config, seed),
            recorder: Recorder::default(),
            next_seq: 0,
            started_ms: None,
        }
    }

    /// The game as stored, its moves played again.
    pub fn rebuilt(row: &crate::db::GameRow, moves: &[MoveRow]) -> Option<Live> {
        let config = category(&row.category)?;
        let mut live = Live::new(
            row.id.clone(),
            row.player_id.clone(),
            row.category.clone(),
            config,
            row.seed,
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
            category: self.category.clone(),
            rows: config.rows(),
            cols: config.cols(),
            mines: config.mines(),
            status: self.game.status().as_str(),
            next_seq: self.next_seq,
            cells,
        }
    }

    /// Checks a move against the server's own game: its number, the board, the end.
    pub fn check(&self, seq: u64, row: u32, col: u32) -> Result<(), String> {
        if seq != self.next_seq {
            return Err(format!(
                "move {seq} is not the next one: the game expects move {}",
                self.next_seq
            ));
        }
        if self.game.status().is_over() {
            return Err("the game is over: no move after the end".into());
        }
        let grid = self.game.grid();
        if !grid.contains(Pos::new(row, col)) {
            return Err(format!(
                "row {row}, column {col} is off the {}×{} board",
                grid.rows(),
                grid.cols()
            ));
        }
        Ok(())
    }

    /// Plays a checked move at `at_ms`; the cells it changed.
    fn play(&mut self, kind: MoveKind, pos: Pos, at_ms: i64) -> Result<Vec<Cell>, String> {
        let action: Action = kind.action(pos);
        let step = self.game.apply(action).map_err(|e| e.to_string())?;
        let changed = step.outcome != Outcome::Unchanged;
        if self.started_ms.is_none() && step.game.status() != Status::Ready {
            self.started_ms = Some(at_ms);
        }
        self.recorder.record(action, at_ms as f64, false, changed);
        let cells = step
            .changed
            .iter()
            .filter_map(|&p| step.game.view(p).map(|view| Cell::of(p, view)))
            .collect();
        self.game = step.game;
        self.next_seq += 1;
        Ok(cells)
    }

    pub fn status(&self) -> Status {
        self.game.status()
    }

    /// The game's end: its time on the server's clock, the mines, the replay's text.
    fn finished(&self, ended_ms: i64) -> (u64, Vec<[u32; 2]>, String, u32) {
        let replay = Replay::of(&self.game, self.recorder.moves().to_vec()).ok();
        let time_ms = replay.as_ref().map_or(0, |r| u64::from(r.time_ms()));
        let grid = self.game.grid();
        let mines = self
            .game
            .mine_indices()
            .iter()
            .map(|&m| {
                let pos = grid.pos(m as usize);
                [pos.row, pos.col]
            })
            .collect();
        let text = replay.as_ref().map(Replay::to_text).unwrap_or_default();
        let bbbv = self.game.bbbv().unwrap_or(0);
        let _ = ended_ms;
        (time_ms, mines, text, bbbv)
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
    Over(Reply, Reply),
}

impl Games {
    pub async fn insert(&self, live: Live) -> Arc<Mutex<Live>> {
        let id = live.id.clone();
        let live = Arc::new(Mutex::new(live));
        self.live.lock().await.insert(id, live.clone());
        live
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
        (row, col): (u32, u32),
        now: i64,
    ) -> Result<Played, Refused> {
        let mut live = live.lock().await;
        live.check(seq, row, col).map_err(Refused::Move)?;
        let mv = MoveRow {
            seq,
            kind: kind.name().to_string(),
            row,
            col,
            at_ms: now,
        };
        db.add_move(&live.id, &mv).await?;
        let cells = live
            .play(kind, Pos::new(row, col), now)
            .map_err(Refused::Move)?;
        let status = live.status();
        let moved = Reply::Moved {
            game: live.id.clone(),
            seq,
            status: status.as_str(),
            cells,
        };
        if !status.is_over() {
            return Ok(Played::Moved(moved));
        }
        let (time_ms, mines, replay, bbbv) = live.finished(now);
        db.finish(&Finished {
            id: &live.id,
            status: status.as_str(),
            started_ms: live.started_ms,
            ended_ms: now,
            time_ms,
            bbbv,
            replay: &replay,
        })
        .await?;
        let rank = if status == Status::Won {
            Some(
                db.rank(&live.category, 0, &live.player, time_ms, now)
                    .await?,
            )
        } else {
            None
        };
        self.live.lock().await.remove(&live.id);
        let over = Reply::Over {
            game: live.id.clone(),
            status: status.as_str(),
            time_ms,
            mines,
            replay,
            rank,
        };
        Ok(Played::Over(moved, over))
    }
}
