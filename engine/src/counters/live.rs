//! A game's counters kept up to date while it is played or replayed (the live panel): each
//! move is counted once, when the panel first sees it, so a move costs what it changed and
//! never the game so far; the time is the clock's, asked for whenever the panel draws.

use super::{Counters, Counting, Sums};
use crate::input::Convention;
use crate::replay::replayer::play_click;
use crate::replay::{Move, Sample};
use crate::{Config, Game};

/// The counting of one game's moves so far.
pub struct Live {
    config: Config,
    seed: u64,
    convention: Convention,
    /// The game after the moves counted.
    game: Game,
    counting: Counting,
    /// The moves counted, and the last of them (to tell a game that went on from another).
    counted: usize,
    last: Option<Move>,
    /// A move that did not play as it was recorded: nothing more is counted.
    stuck: bool,
    path: Path,
}

impl Live {
    /// Nothing counted yet, for a game of `config` made from `seed` (a game of ours).
    pub fn new(config: Config, seed: u64) -> Live {
        Live::under(config, seed, Convention::Ours)
    }

    /// [`Live::new`] for a replay's game: `start` is its unplayed board
    /// ([`crate::replay::Replay::start`]: a video's has its layout from the start), its clicks
    /// meaning what they mean under `convention`.
    pub fn of_replay(start: Game, convention: Convention) -> Live {
        let mut live = Live::under(*start.config(), start.seed(), convention);
        live.game = start;
        live
    }

    fn under(config: Config, seed: u64, convention: Convention) -> Live {
        Live {
            config,
            seed,
            convention,
            game: Game::new(config, seed),
            counting: Counting::new(config.grid(), &[], convention),
            counted: 0,
            last: None,
            stuck: false,
            path: Path::default(),
        }
    }

    /// Counts the moves of `game` not counted yet: `moves` are all its moves so far and
    /// `track` its cursor's track. A game that is not the one counted (another board, or moves
    /// taken back, as a replay seeking backwards does) is counted again from its start.
    pub fn follow(&mut self, game: &Game, moves: &[Move], track: &[Sample]) {
        if !self.continues(game, moves) {
            let fresh = Live::under(*game.config(), game.seed(), self.convention);
            *self = match self.convention {
                Convention::Ours => fresh,
                // Another program's game has its layout before the first click.
                _ => Live::of_replay(with_layout(game).unwrap_or(fresh.game), self.convention),
            };
        }
        for &mv in &moves[self.counted..] {
            self.counted += 1;
            self.last = Some(mv);
            if self.stuck {
                continue;
            }
            if !self.counting.placed() && game.has_mines() {
                self.counting.place(game.mine_indices());
            }
            let found = self.counting.look(&self.game, mv.click);
            match play_click(
                &mut self.game,
                self.convention,
                game.mine_indices(),
                mv.click,
            ) {
                Ok(_) => {
                    if let Some(found) = found {
                        self.counting.count(&found, &self.game, mv.click);
                    }
                }
                Err(_) => self.stuck = true,
            }
        }
        let start = first_reveal_ms(moves);
        self.path.follow(track, start, self.config.grid());
    }

    /// Whether `moves` of `game` go on from the moves counted.
    fn continues(&self, game: &Game, moves: &[Move]) -> bool {
        *game.config() == self.config
            && game.seed() == self.seed
            && moves.len() >= self.counted
            && self
                .counted
                .checked_sub(1)
                .is_none_or(|i| Some(moves[i]) == self.last)
    }

    /// The counters so far, the game's clock at `time_ms` (ZiNi and HZiNi are a finished
    /// board's: 0 here).
    pub fn counters(&self, time_ms: f64) -> Counters {
        self.counting.counters(Sums {
            config: &self.config,
            time_ms,
            end: &self.game,
            path: self.path.length,
            zini: (0, 0),
        })
    }

    /// How many moves are counted.
    pub const fn counted(&self) -> usize {
        self.counted
    }
}

/// The 3BV solved along a replay, for its 3BV/s curve: after each move from the first reveal
/// on, the game's time (ms since the first reveal) and the 3BV solved by then. O(moves).
pub fn solved_over_time(replay: &crate::replay::Replay) -> Vec<(u32, u32)> {
    let Some(first) = replay.first_reveal() else {
        return Vec::new();
    };
    let start = replay.moves()[first].at_ms;
    let mut live = Live::of_replay(replay.start(), replay.convention());
    let mut replayer = replay.replayer();
    let mut points = Vec::new();
    while let Some(Ok(played)) = replayer.step() {
        let done = played.index + 1;
        live.follow(replayer.game(), &replay.moves()[..done], &[]);
        if played.index >= first {
            let at = played.mv.at_ms.saturating_sub(start);
            points.push((at, live.counting.counters_solved()));
        }
    }
    points
}

/// `game`'s board unplayed, with its layout.
fn with_layout(game: &Game) -> Option<Game> {
    let grid = game.grid();
    let mines: Vec<crate::Pos> = game
        .mine_indices()
        .iter()
        .map(|&m| grid.pos(m as usize))
        .collect();
    Game::with_mines(*game.config(), &mines).ok()
}

/// When the game's first reveal was made, in the moves' milliseconds.
fn first_reveal_ms(moves: &[Move]) -> Option<u32> {
    crate::replay::first_reveal_of(moves).map(|i| moves[i].at_ms)
}

/// The cursor's path as the game goes: from the first reveal on, each step between samples in
/// pixels of a 16-pixel cell, the samples at the board's bottom-right corner or past it left
/// out (as ms_toollib measures a video's: `video::mouse`). `None` until a sample counts.
#[derive(Default)]
struct Path {
    /// The samples looked at.
    seen: usize,
    last: Option<(u16, u16)>,
    length: Option<f64>,
}

impl Path {
    fn follow(&mut self, track: &[Sample], start: Option<u32>, grid: crate::Grid) {
        if track.len() < self.seen {
            *self = Path::default();
        }
        let Some(start) = start else {
            return;
        };
        let cell = f64::from(crate::replay::cursor::CELL_PIXELS);
        let edge = (grid.cols() as f64 * cell, grid.rows() as f64 * cell);
        for sample in &track[self.seen..] {
            self.seen += 1;
            if sample.at_ms < start
                || (f64::from(sample.x) >= edge.0 && f64::from(sample.y) >= edge.1)
            {
                continue;
            }
            let here = (sample.x, sample.y);
            let last = self.last.replace(here).unwrap_or(here);
            let (dx, dy) = (
                f64::from(here.0) - f64::from(last.0),
                f64::from(here.1) - f64::from(last.1),
            );
            *self.length.get_or_insert(0.0) += (dx * dx + dy * dy).sqrt() * 16.0 / cell;
        }
    }
}
