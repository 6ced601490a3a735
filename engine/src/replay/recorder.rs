//! Recording a game's clicks and the cursor's track while it is played.

use super::cursor::{self, Buttons, Sample};
use super::{first_reveal_of, Move, Replay, ReplayError, MAX_MOVES};
use crate::input::Click;
use crate::Game;

/// Records a game's clicks as it is played, for its replay, and the cursor's track from the
/// first click on. Times come in as wall-clock milliseconds (`Date.now()`, or an `Instant`
/// turned into milliseconds) and are kept relative to the first click; [`Recorder::resume`]
/// continues a restored game's timeline without counting the time the game was away.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Recorder {
    /// The wall-clock time of `at_ms` 0.
    origin: Option<f64>,
    moves: Vec<Move>,
    cursor: cursor::Track,
}

impl Recorder {
    /// A recorder for a restored game whose clicks so far are `moves`. `started` is the
    /// wall-clock time its clock now counts from (the restored first reveal): new clicks
    /// continue the timeline from there, without the time the game was away. A game not begun
    /// continues from its last click at `now`.
    pub fn resume(moves: Vec<Move>, started: Option<f64>, now: f64) -> Recorder {
        let first = first_reveal_of(&moves).map(|i| f64::from(moves[i].at_ms));
        let origin = match (started, first, moves.last()) {
            (Some(started), Some(first), _) => Some(started - first),
            (_, _, Some(last)) => Some(now - f64::from(last.at_ms)),
            _ => None,
        };
        Recorder {
            origin,
            moves,
            cursor: cursor::Track::default(),
        }
    }

    /// This recorder with the track recorded before a reload.
    pub fn with_cursor(mut self, cursor: Vec<Sample>) -> Recorder {
        self.cursor = cursor::Track::from(cursor);
        self
    }

    /// Records `click` (a [`Click`], or the [`crate::Action`] the solver played), made at
    /// wall-clock `at`, and whether it changed the board.
    pub fn record(&mut self, click: impl Into<Click>, at: f64, by_solver: bool, changed: bool) {
        if self.moves.len() >= MAX_MOVES {
            return;
        }
        let origin = *self.origin.get_or_insert(at);
        let last = self.moves.last().map_or(0, |m| m.at_ms);
        let at_ms = ((at - origin).round().clamp(0.0, f64::from(u32::MAX)) as u32).max(last);
        self.moves.push(Move {
            click: click.into(),
            at_ms,
            by_solver,
            changed,
        });
    }

    /// Records where the cursor was at wall-clock `at`: `x` and `y` in the board's pixels at
    /// [`cursor::CELL_PIXELS`] a cell (a front end converts from its zoom), with the buttons
    /// down. The track starts with the first click: what came in the second before it (its
    /// own press, handed over with it) is kept at time 0, anything earlier is not; the track
    /// keeps at most a sample a frame ([`cursor::Track::push`]).
    pub fn record_cursor(&mut self, at: f64, x: u16, y: u16, buttons: Buttons) {
        let Some(origin) = self.origin else {
            return;
        };
        let at_ms = (at - origin).round();
        if at_ms < -1_000.0 {
            return;
        }
        let at_ms = at_ms.max(0.0);
        self.cursor.push(Sample {
            at_ms: at_ms.min(f64::from(u32::MAX)) as u32,
            x,
            y,
            buttons,
        });
    }

    /// The moves so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The cursor's track so far.
    pub fn cursor(&self) -> &[Sample] {
        self.cursor.samples()
    }

    /// The moves, for the replay.
    pub fn into_moves(self) -> Vec<Move> {
        self.moves
    }

    /// The replay of `game`, played with these clicks and this track ([`Replay::of`]); the
    /// track is kept to the board (and left out, rather than the replay, if it still did not
    /// fit).
    pub fn replay(&self, game: &Game) -> Result<Replay, ReplayError> {
        let replay = Replay::of(game, self.moves.clone())?;
        if self.cursor.samples().is_empty() {
            return Ok(replay);
        }
        let (width, height) = cursor::size(game.config());
        let fit = |v: u16, max: u32| v.min((max.saturating_sub(1)).min(u32::from(u16::MAX)) as u16);
        let track = self
            .cursor
            .samples()
            .iter()
            .map(|s| Sample {
                x: fit(s.x, width),
                y: fit(s.y, height),
                ..*s
            })
            .collect();
        Ok(replay.clone().with_cursor(track).unwrap_or(replay))
    }
}
