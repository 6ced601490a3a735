//! One ranked game as the server holds it: the engine's game, its clock and replay, and what
//! its player may see of it.

use std::time::Instant;

use minesweeper_engine::daily::start_cell;
use minesweeper_engine::input::{Click, Convention};
use minesweeper_engine::replay::{cursor, cursor_from_text, Recorder, Sample};
use minesweeper_engine::{CellView, Game, MoveError, Outcome, Pos, Status};

use crate::daily;
use crate::db::{GameRow, MoveRow};
use crate::protocol::{
    category, Category, Cell, MoveKind, Reply, MAX_CURSOR_CHARS, MAX_CURSOR_SAMPLES,
};

use crate::error::Error;
use crate::protocol::Refusal;

/// The most moves one ranked game takes: an expert board has 480 cells, and ten moves a cell
/// is more than anyone plays.
pub const MAX_MOVES: u64 = 5_000;

/// A game being played.
pub struct Live {
    pub id: String,
    pub player: String,
    pub category: &'static Category,
    /// A daily game's day (`YYYY-MM-DD`, UTC).
    pub day: Option<String>,
    /// A daily game's network, as its day's key (`fair::network_key`).
    pub address_key: Option<String>,
    game: Game,
    recorder: Recorder,
    /// Where a daily game's first reveal must be.
    start: Option<Pos>,
    /// The next move's number.
    next_seq: u64,
    /// When the first reveal was made, on the server's clock.
    started_ms: Option<i64>,
    /// When the last move was made, on the server's clock: the next move's track counts
    /// from it.
    last_ms: Option<i64>,
    /// Cursor samples kept, against [`MAX_CURSOR_SAMPLES`].
    cursor_samples: usize,
    /// When it was last played or resumed, for `Games::forget_idle`.
    pub(super) touched: Instant,
    /// Ended off the board (abandoned, or its day over): it takes no more moves.
    closed: bool,
}

/// A move worked out and not yet made: what [`Live::make`] commits once it is stored.
pub struct Next {
    game: Game,
    click: Click,
    changed: bool,
    at_ms: i64,
    /// The cursor's track before it: wall-clock ms on the server's clock, and the sample.
    pub track: Vec<(i64, Sample)>,
    /// The cells it changes, as the player may see them.
    pub cells: Vec<Cell>,
}

impl Next {
    pub fn status(&self) -> Status {
        self.game.status()
    }
}

/// How a game ended, as stored and as its player hears it.
pub struct GameEnd {
    pub time_ms: u64,
    pub bbbv: u32,
    /// Every mine, `[row, col]`.
    pub mines: Vec<[u32; 2]>,
    /// The replay's text.
    pub replay: String,
    /// Its moves, the first reveal included.
    pub moves: usize,
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
            address_key: None,
            game: Game::new(config, seed),
            recorder: Recorder::default(),
            next_seq: 0,
            started_ms: None,
            last_ms: None,
            cursor_samples: 0,
            touched: Instant::now(),
            closed: false,
        }
    }

    /// The game as stored, its moves played again.
    pub fn rebuilt(row: &GameRow, moves: &[MoveRow]) -> Option<Live> {
        let mut live = Live::new(
            row.id.clone(),
            row.player_id.clone(),
            category(&row.category)?,
            row.seed,
            row.day.clone(),
        );
        live.address_key.clone_from(&row.address_key);
        for mv in moves {
            let kind = MoveKind::parse(&mv.kind)?;
            let mut next = live.next(kind, Pos::new(mv.row, mv.col), mv.at_ms).ok()?;
            // A stored track was checked when it came: one that no longer reads is left out.
            if let Some(text) = &mv.cursor {
                next.track = live.track(text, mv.at_ms).unwrap_or_default();
            }
            live.make(next);
        }
        Some(live)
    }

    /// The game as the player may see it: every cell not hidden, but a daily board's mines
    /// while its day lasts (only the one that exploded).
    pub fn view(&self) -> Reply {
        let config = self.game.config();
        let grid = config.grid();
        let secret = self.layout_secret();
        let cells = (0..grid.cells())
            .map(|i| (grid.pos(i), self.game.view_at(i)))
            .filter(|(_, view)| *view != CellView::Hidden && !(secret && hides(*view)))
            .map(|(pos, view)| Cell::of(pos, view))
            .collect();
        Reply::Game {
            game: self.id.clone(),
            category: self.category.name.to_string(),
            rows: config.rows(),
            cols: config.cols(),
            mines: config.mines(),
            status: self.game.status(),
            next_seq: self.next_seq,
            start: self.start.map(|p| [p.row, p.col]),
            day: self.day.clone(),
            cells,
        }
    }

    /// Checks a move against the server's own game: its number, the end, the most moves,
    /// the board, and a daily board's start cell.
    pub fn check(&self, kind: MoveKind, seq: u64, pos: Pos) -> Result<(), Error> {
        if seq != self.next_seq {
            return Err(Error::NotNext {
                refusal: Refusal::NotNext {
                    seq,
                    next: self.next_seq,
                },
                next: self.next_seq,
            });
        }
        let refuse = |why: Refusal| Err(Error::Refused(why));
        if self.is_over() {
            return refuse(Refusal::GameOver);
        }
        if self.next_seq >= MAX_MOVES {
            return refuse(Refusal::TooManyGameMoves {
                most: u32::try_from(MAX_MOVES).unwrap_or(u32::MAX),
            });
        }
        let grid = self.game.grid();
        if !grid.contains(pos) {
            return refuse(Refusal::OffBoard {
                row: pos.row,
                col: pos.col,
                rows: grid.rows(),
                cols: grid.cols(),
            });
        }
        if let Some(start) = self.start {
            if kind == MoveKind::Reveal && self.game.status() == Status::Ready && pos != start {
                return refuse(Refusal::DailyStart {
                    row: start.row + 1,
                    col: start.col + 1,
                });
            }
        }
        Ok(())
    }

    /// A checked move worked out at `at_ms`, the game unchanged until it is [made](Live::make).
    pub fn next(&self, kind: MoveKind, pos: Pos, at_ms: i64) -> Result<Next, Error> {
        // The wire carries clicks: the engine says what one means on the server's own game.
        let click = kind.click(pos);
        let step = click
            .play(&self.game, Convention::Ours)
            .map_err(|e| match e {
                MoveError::Outside { pos, rows, cols } => Error::Refused(Refusal::OffBoard {
                    row: pos.row,
                    col: pos.col,
                    rows,
                    cols,
                }),
                // A ranked game's board is placed by the rules: nothing a move can cause.
                e => Error::unavailable("working out a move", e),
            })?;
        let secret = self.layout_secret();
        let cells = step
            .changed
            .iter()
            .filter_map(|&p| step.game.view(p).map(|view| (p, view)))
            // A daily board lost today shows where it exploded, and no other mine.
            .filter(|(_, view)| !(secret && hides(*view)))
            .map(|(p, view)| Cell::of(p, view))
            .collect();
        Ok(Next {
            changed: step.outcome != Outcome::Unchanged,
            game: step.game,
            click,
            at_ms,
            track: Vec::new(),
            cells,
        })
    }

    /// The cursor's track a move came with ([`protocol::Request::Move`]'s `cursor`), checked —
    /// its size, the board, times that never run back, this game's room for samples — and put
    /// on the server's clock: each sample its offset after the move before, no later than
    /// `at_ms` (the clients' clocks drift from ours by the network's delays).
    pub fn track(&self, text: &str, at_ms: i64) -> Result<Vec<(i64, Sample)>, Error> {
        if text.is_empty() {
            return Ok(Vec::new());
        }
        let refuse = |why: Refusal| Err(Error::Refused(why));
        let most = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        if text.len() > MAX_CURSOR_CHARS {
            return refuse(Refusal::TrackTooLong {
                most: most(MAX_CURSOR_CHARS),
            });
        }
        let Some(from) = self.last_ms else {
            return refuse(Refusal::TrackFirstMove);
        };
        let samples = match cursor_from_text(text) {
            Ok(samples) => samples,
            Err(why) => {
                return refuse(Refusal::TrackRefused {
                    detail: format!("does not read: {why}"),
                })
            }
        };
        if let Err(why) = cursor::check(&samples, self.game.config()) {
            return refuse(Refusal::TrackRefused {
                detail: format!("is refused: {why}"),
            });
        }
        if self.cursor_samples + samples.len() > MAX_CURSOR_SAMPLES {
            return refuse(Refusal::TrackTooMany {
                most: most(MAX_CURSOR_SAMPLES),
            });
        }
        Ok(samples
            .into_iter()
            .map(|s| ((from + i64::from(s.at_ms)).min(at_ms.max(from)), s))
            .collect())
    }

    /// Makes a move worked out by [`Live::next`]: the game, its clock, its replay.
    pub fn make(&mut self, next: Next) {
        if self.started_ms.is_none() && next.game.status() != Status::Ready {
            self.started_ms = Some(next.at_ms);
        }
        self.cursor_samples += next.track.len();
        record_track(&mut self.recorder, &next.track);
        self.recorder
            .record(next.click, next.at_ms as f64, false, next.changed);
        self.last_ms = Some(next.at_ms);
        self.game = next.game;
        self.next_seq += 1;
        self.touched = Instant::now();
    }

    pub fn status(&self) -> Status {
        self.game.status()
    }

    /// Over on the board, or ended off it.
    pub fn is_over(&self) -> bool {
        self.closed || self.game.status().is_over()
    }

    /// Ends it off the board: it takes no more moves.
    pub fn close(&mut self) {
        self.closed = true;
    }

    pub fn next_seq(&self) -> u64 {
        self.next_seq
    }

    pub fn started_ms(&self) -> Option<i64> {
        self.started_ms
    }

    /// A daily game's layout stays the server's until its day is over.
    pub fn layout_secret(&self) -> bool {
        self.day.as_deref().is_some_and(|day| !daily::is_over(day))
    }

    /// Whether its day is over (a daily game), so it can no longer be played.
    pub fn day_over(&self) -> bool {
        self.day.as_deref().is_some_and(daily::is_over)
    }

    /// The game's end as it stands: its time on the server's clock (from the first reveal to
    /// the last move), its 3BV, the mines and the replay.
    pub fn ending(&self) -> GameEnd {
        ending_of(&self.game, &self.recorder)
    }

    /// The end `next` would make: [`Live::ending`] with its move.
    pub fn ending_after(&self, next: &Next) -> GameEnd {
        let mut recorder = self.recorder.clone();
        record_track(&mut recorder, &next.track);
        recorder.record(next.click, next.at_ms as f64, false, next.changed);
        ending_of(&next.game, &recorder)
    }
}

/// A move's track into the replay, before the move.
fn record_track(recorder: &mut Recorder, track: &[(i64, Sample)]) {
    for &(at, s) in track {
        recorder.record_cursor(at as f64, s.x, s.y, s.buttons);
    }
}

/// A view a daily board keeps back while its day lasts.
fn hides(view: CellView) -> bool {
    matches!(view, CellView::Mine | CellView::WrongFlag)
}

fn ending_of(game: &Game, recorder: &Recorder) -> GameEnd {
    let count = recorder.moves().len();
    let replay = recorder.replay(game).ok();
    let grid = game.grid();
    GameEnd {
        time_ms: replay.as_ref().map_or(0, |r| u64::from(r.time_ms())),
        bbbv: game.bbbv().unwrap_or(0),
        mines: game
            .mine_indices()
            .iter()
            .map(|&m| {
                let pos = grid.pos(m as usize);
                [pos.row, pos.col]
            })
            .collect(),
        replay: replay.as_ref().map(|r| r.to_text()).unwrap_or_default(),
        moves: count,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn daily(day: &str) -> Live {
        Live::new(
            "d".into(),
            "p".into(),
            category("daily-expert").expect("a category"),
            7,
            Some(day.into()),
        )
    }

    #[test]
    fn a_daily_game_starts_at_its_start_cell_only() {
        let daily = daily("2020-01-01");
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
            Err(Error::Refused(_))
        ));
        assert!(
            daily.check(MoveKind::Flag, 0, other).is_ok(),
            "a flag anywhere"
        );
        assert!(daily.check(MoveKind::Reveal, 0, start).is_ok());
        assert!(matches!(
            daily.check(MoveKind::Reveal, 1, start),
            Err(Error::NotNext { next: 0, .. })
        ));
    }

    #[test]
    fn a_game_takes_at_most_its_moves() {
        let mut live = Live::new(
            "g".into(),
            "p".into(),
            category("expert").expect("a category"),
            7,
            None,
        );
        for seq in 0..MAX_MOVES {
            live.check(MoveKind::Flag, seq, Pos::new(0, 0))
                .expect("within the most");
            let next = live
                .next(MoveKind::Flag, Pos::new(0, 0), 1)
                .expect("a move");
            live.make(next);
        }
        let refused = live.check(MoveKind::Flag, MAX_MOVES, Pos::new(0, 0));
        assert!(
            matches!(
                &refused,
                Err(Error::Refused(Refusal::TooManyGameMoves { most: 5000 }))
            ),
            "{refused:?}"
        );
    }

    /// A daily game lost today shows its player the mine that exploded and no other, in the
    /// move that lost it and in every view after (the report's race: a `resume` at the moment
    /// of the loss was answered with the whole layout).
    #[test]
    fn a_daily_game_lost_today_keeps_its_mines_in_every_view() {
        let today = daily::today();
        let mut live = daily(&today);
        let Reply::Game {
            start: Some([r, c]),
            ..
        } = live.view()
        else {
            panic!("a daily board has a start");
        };
        let first = live
            .next(MoveKind::Reveal, Pos::new(r, c), 1)
            .expect("a move");
        live.make(first);
        let grid = live.game.grid();
        let mine = live.game.mine_indices()[0] as usize;
        let next = live
            .next(MoveKind::Reveal, grid.pos(mine), 2)
            .expect("a move");
        assert_eq!(next.status(), Status::Lost);
        let shown = |cells: &[Cell]| {
            cells
                .iter()
                .filter(|c| matches!(c.2, CellView::Mine | CellView::Exploded))
                .count()
        };
        assert_eq!(shown(&next.cells), 1, "the exploded mine only");
        live.make(next);
        let Reply::Game { cells, status, .. } = live.view() else {
            panic!("a view");
        };
        assert_eq!(status, Status::Lost);
        assert_eq!(shown(&cells), 1, "the exploded mine only");
        // Once its day is over, the view shows them all.
        let mut past = daily("2020-01-01");
        let Reply::Game {
            start: Some([r, c]),
            ..
        } = past.view()
        else {
            panic!("a start");
        };
        let first = past
            .next(MoveKind::Reveal, Pos::new(r, c), 1)
            .expect("a move");
        past.make(first);
        let mine = past.game.mine_indices()[0] as usize;
        let lost = past
            .next(MoveKind::Reveal, grid.pos(mine), 2)
            .expect("a move");
        past.make(lost);
        let Reply::Game { cells, .. } = past.view() else {
            panic!("a view");
        };
        assert_eq!(shown(&cells), 99);
    }
}
