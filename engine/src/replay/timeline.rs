//! A replay's game after any move, reached quickly in either direction.

use super::{Replay, Replayer};
use crate::{Config, Game};

/// A replay's game after any number of moves, reached quickly in either direction (a viewer's
/// scrub bar): the game every [`Timeline::stride`] moves is kept, and played forward from.
#[derive(Clone, Debug)]
pub struct Timeline {
    pub(super) replay: Replay,
    pub(super) stride: usize,
    pub(super) checkpoints: Vec<Game>,
}

/// Two timelines are equal when their replays are (the kept games follow from them).
impl PartialEq for Timeline {
    fn eq(&self, other: &Timeline) -> bool {
        self.replay == other.replay
    }
}

impl Eq for Timeline {}

impl Timeline {
    /// The fewest moves between two kept games.
    pub const STRIDE: usize = 32;

    /// About how much memory the kept games may take: the longest replay on the largest
    /// board keeps a game every thousand moves or so rather than gigabytes of them.
    pub const KEPT_BYTES: usize = 16 << 20;

    /// The timeline of `replay`, at its start.
    pub fn new(replay: Replay) -> Timeline {
        let stride = Timeline::stride(&replay.config, replay.moves.len());
        let mut checkpoints = vec![replay.start()];
        let mut replayer = replay.replayer();
        while let Some(Ok(_)) = replayer.step() {
            if replayer.next % stride == 0 {
                checkpoints.push(replayer.game.clone());
            }
        }
        Timeline {
            replay,
            stride,
            checkpoints,
        }
    }

    /// Moves between two kept games: [`Timeline::STRIDE`], or more where that many games
    /// would take more than [`Timeline::KEPT_BYTES`] (a game takes about two bytes a cell and
    /// four a mine).
    pub(super) fn stride(config: &Config, moves: usize) -> usize {
        let game_bytes = 2 * config.cells() + 4 * config.mines() as usize + 256;
        let kept = (Timeline::KEPT_BYTES / game_bytes).max(16);
        Timeline::STRIDE.max(moves.div_ceil(kept))
    }

    /// The replay.
    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    /// How many games are kept to jump from: what the timeline's memory grows with.
    pub fn kept(&self) -> usize {
        self.checkpoints.len()
    }

    /// How many moves the replay has.
    pub fn len(&self) -> usize {
        self.replay.moves.len()
    }

    /// Whether it has no move.
    pub fn is_empty(&self) -> bool {
        self.replay.moves.is_empty()
    }

    /// The game after the first `n` moves (all of them, for `n` past the end).
    pub fn game_after(&self, n: usize) -> Game {
        let n = n.min(self.len());
        let k = (n / self.stride).min(self.checkpoints.len() - 1);
        let mut replayer = Replayer {
            replay: &self.replay,
            game: self.checkpoints[k].clone(),
            next: k * self.stride,
        };
        while replayer.next < n {
            if !matches!(replayer.step(), Some(Ok(_))) {
                break;
            }
        }
        replayer.game
    }

    /// How many moves were made by `at_ms` on the replay's clock.
    pub fn moves_by(&self, at_ms: u32) -> usize {
        self.replay.moves.partition_point(|m| m.at_ms <= at_ms)
    }
}
