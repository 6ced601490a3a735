//! One pass over a replay's moves as they come: each checked and played in place, and the
//! games a [`Timeline`] jumps from kept. Every replay passes it when it is made
//! ([`Replay::new`]); the reading floor above the counters ([`crate::reading::Checking`]) runs
//! it a slice at a time over a link's or a video's moves as they are read, counting beside it.
//!
//! Every limit is checked when the pass begins, before any work that grows with it: the
//! board's size, the moves, the layout and the cursor's track.

use super::cursor::{self, Sample};
use super::replayer::{check_claim, check_order, play};
use super::{check_board, check_layout, Move, Replay, ReplayError, Timeline, MAX_MOVES};
use crate::Game;

/// What a replay's moves say about themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Claims {
    /// Each says whether it changed the board (ours): playing it must agree.
    Checked,
    /// Nothing (a file of mouse events): playing each tells, and clicks after the game ended
    /// are left out.
    Derived,
}

/// A replay being checked: the moves so far played on its game.
pub(crate) struct Pass {
    /// The replay, with the moves read so far.
    replay: Replay,
    claims: Claims,
    game: Game,
    next: usize,
    stride: usize,
    checkpoints: Vec<Game>,
}

impl Pass {
    /// Begins checking `replay` (its moves so far; more may come), its limits checked first.
    pub(crate) fn new(replay: Replay, claims: Claims) -> Result<Pass, ReplayError> {
        if replay.moves.len() > MAX_MOVES {
            return Err(ReplayError::TooLong(replay.moves.len()));
        }
        let config = replay.config;
        check_board(config.rows(), config.cols(), replay.convention)?;
        check_layout(&config, &replay.mines)?;
        cursor::check(&replay.cursor, &config)?;
        let game = replay.start();
        Ok(Pass {
            stride: Timeline::stride(&config, replay.moves.len()),
            checkpoints: vec![game.clone()],
            game,
            next: 0,
            claims,
            replay,
        })
    }

    /// Spaces the games kept for `moves` moves to come (a link's or a video's, not yet read).
    pub(crate) fn expect(&mut self, moves: usize) {
        self.stride = Timeline::stride(&self.replay.config, moves);
    }

    pub(crate) fn replay(&self) -> &Replay {
        &self.replay
    }

    /// The game after the moves played so far.
    pub(crate) fn game(&self) -> &Game {
        &self.game
    }

    /// How many moves were played.
    pub(crate) fn played(&self) -> usize {
        self.next
    }

    /// The next move to play, checked against the game before it (on the board, not before
    /// the move ahead of it, not after the end): the replay's own, or else the one `unread`
    /// gives, kept in the replay. `None` when there is none, or when a file's game is over
    /// (its clicks after the end are left out).
    pub(crate) fn next_move(
        &mut self,
        unread: impl FnOnce() -> Option<Result<Move, ReplayError>>,
    ) -> Result<Option<Move>, ReplayError> {
        let index = self.next;
        if index == self.replay.moves.len() {
            match unread() {
                Some(mv) => self.replay.moves.push(mv?),
                None => return Ok(None),
            }
        }
        if self.claims == Claims::Derived && self.game.status().is_over() {
            self.replay.moves.truncate(index);
            return Ok(None);
        }
        let mv = self.replay.moves[index];
        let previous = index.checked_sub(1).map(|i| self.replay.moves[i].at_ms);
        check_order(index, mv, previous, &self.game)?;
        Ok(Some(mv))
    }

    /// Plays the move [`Pass::next_move`] gave, and checks what it claims (or, for a file's,
    /// keeps what it did).
    pub(crate) fn play_next(&mut self, mv: Move) -> Result<(), ReplayError> {
        let index = self.next;
        let changed = play(&mut self.game, &self.replay, mv.click)?;
        match self.claims {
            Claims::Checked => check_claim(index, mv, changed)?,
            Claims::Derived => self.replay.moves[index].changed = changed,
        }
        self.next += 1;
        if self.next % self.stride == 0 {
            self.checkpoints.push(self.game.clone());
        }
        Ok(())
    }

    /// Plays every move left (those `unread` gives too).
    pub(crate) fn play_all(
        &mut self,
        mut unread: impl FnMut() -> Option<Result<Move, ReplayError>>,
    ) -> Result<(), ReplayError> {
        while let Some(mv) = self.next_move(&mut unread)? {
            self.play_next(mv)?;
        }
        Ok(())
    }

    /// Keeps the cursor's track the replay was played with (the caller checked it, or it is
    /// a file's: the track its events make).
    pub(crate) fn keep_cursor(&mut self, track: Vec<Sample>) {
        self.replay.cursor = track;
    }

    /// The replay's timeline and its final game, once every move is played: a layout no move
    /// revealed is refused.
    pub(crate) fn finish(self) -> Result<(Timeline, Game), ReplayError> {
        if !self.replay.mines.is_empty() && !self.game.has_mines() {
            return Err(ReplayError::Layout(
                "it has mines, but no move revealed a cell".into(),
            ));
        }
        let timeline = Timeline {
            replay: self.replay,
            stride: self.stride,
            checkpoints: self.checkpoints,
        };
        Ok((timeline, self.game))
    }
}
