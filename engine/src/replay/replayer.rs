//! Playing a replay's moves one at a time under its rules, each checked as it is played: the
//! one place a move of a replay meets the rules ([`Replayer`], [`Replay::play_move`], and the
//! checking [`super::pass`] that every replay passes when it is made).

use super::{Move, Replay, ReplayError};
use crate::input::{Click, Convention};
use crate::{Game, MoveError, NoGuessGrade, Placed};

/// Steps through a replay one move at a time, keeping the game as it stands.
pub struct Replayer<'a> {
    pub(super) replay: &'a Replay,
    pub(super) game: Game,
    pub(super) next: usize,
}

/// One move replayed: the move and its index. The game it made is [`Replayer::game`].
#[derive(Clone, Copy, Debug)]
pub struct Played {
    /// The move's index.
    pub index: usize,
    /// The move.
    pub mv: Move,
}

impl Replayer<'_> {
    /// The game before the next move.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many moves were played.
    pub fn played(&self) -> usize {
        self.next
    }

    /// Every move of the replay.
    pub fn moves(&self) -> &[Move] {
        &self.replay.moves
    }

    /// Plays the next move; `None` after the last. An error names the first move that does
    /// not replay as recorded.
    pub fn step(&mut self) -> Option<Result<Played, ReplayError>> {
        let index = self.next;
        self.next += 1;
        self.replay.play_move(&mut self.game, index)
    }
}

impl Replay {
    /// Plays move `index` on `game`, the game before it; `None` past the last move. For those
    /// who keep the game themselves (a review that runs between a page's frames).
    pub fn play_move(&self, game: &mut Game, index: usize) -> Option<Result<Played, ReplayError>> {
        let mv = *self.moves.get(index)?;
        let previous = index.checked_sub(1).map(|i| self.moves[i].at_ms);
        let played = check_order(index, mv, previous, game).and_then(|()| {
            let changed = play(game, self, mv.click)?;
            check_claim(index, mv, changed)
        });
        Some(played.map(|()| Played { index, mv }))
    }
}

/// The checks a move passes before it is played: on the board, not before the move ahead of
/// it, not after the end.
pub(super) fn check_order(
    index: usize,
    mv: Move,
    previous_ms: Option<u32>,
    game: &Game,
) -> Result<(), ReplayError> {
    let grid = game.grid();
    let pos = mv.click.pos();
    if !grid.contains(pos) {
        return Err(ReplayError::Outside {
            index,
            pos,
            rows: grid.rows(),
            cols: grid.cols(),
        });
    }
    if previous_ms.is_some_and(|ms| mv.at_ms < ms) {
        return Err(ReplayError::TimeGoesBack {
            index,
            at_ms: mv.at_ms,
        });
    }
    if game.status().is_over() {
        return Err(ReplayError::AfterTheEnd { index });
    }
    Ok(())
}

/// Refuses a move whose claim to change the board is not what playing it did.
pub(super) fn check_claim(index: usize, mv: Move, changed: bool) -> Result<(), ReplayError> {
    if changed == mv.changed {
        return Ok(());
    }
    Err(ReplayError::Tampered {
        index,
        click: mv.click.name(),
        claims_change: mv.changed,
    })
}

/// Plays `click` in place, meaning what it means under the replay's convention
/// ([`Click::action`]) and with its layout for a first reveal (played in place: a 200 × 200
/// game's thousands of moves copy no board); whether it changed the board.
pub(super) fn play(game: &mut Game, replay: &Replay, click: Click) -> Result<bool, ReplayError> {
    play_click(game, replay.convention, &replay.mines, click)
}

/// [`play`], under `convention` with the layout `mines` (empty: the game's own placement).
pub(crate) fn play_click(
    game: &mut Game,
    convention: Convention,
    mines: &[u32],
    click: Click,
) -> Result<bool, ReplayError> {
    let Some(view) = game.view(click.pos()) else {
        return Err(layout_error(&MoveError::Outside {
            pos: click.pos(),
            rows: game.grid().rows(),
            cols: game.grid().cols(),
        }));
    };
    let Some(action) = click.action(convention, view) else {
        return Ok(false);
    };
    let changed = if game.has_mines() || mines.is_empty() {
        game.apply_in_place(action).map_err(|e| layout_error(&e))?
    } else {
        let placed = Placed {
            mines: mines.to_vec(),
            grade: NoGuessGrade::Unknown,
        };
        match game.apply_in_place_with(action, &placed) {
            Err(MoveError::Placement(_)) => {
                return Err(ReplayError::MineUnderFirstReveal(action.pos()))
            }
            other => other.map_err(|e| layout_error(&e))?,
        }
    };
    Ok(!changed.is_empty())
}

fn layout_error(e: &MoveError) -> ReplayError {
    ReplayError::Layout(e.to_string())
}
