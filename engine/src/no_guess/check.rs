//! The check: a board played by proof from its openings, a few rounds a step, and the
//! hardest rule it needed.

use crate::solver::{self, Deduction};
use crate::{Action, CellView, Config, Game, Pos, Status};

/// What playing a board by proof alone came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Every safe cell was revealed without a guess.
    pub solved: bool,
    /// The hardest rule some step needed (the easiest that proved anything at that step).
    pub grade: Deduction,
    /// Rounds of "reveal every provably safe cell".
    pub rounds: u32,
}

/// Plays the board `mines` from `first` by proof alone. The first click itself is no guess
/// (the rule in force protects it); `config`'s rule decides how much it protects.
pub fn check(config: Config, mines: &[u32], first: Pos) -> Verdict {
    let Ok(game) = layout(config, mines) else {
        return Verdict {
            solved: false,
            grade: Deduction::SingleNumber,
            rounds: 0,
        };
    };
    let (game, verdict) = play(game, &[first], Deduction::SingleNumber);
    debug_assert!(verdict.solved == (game.status() == Status::Won));
    verdict
}

/// Plays the board `mines` by proof alone from every cell of `starts` at once (a game that
/// starts from several places, such as a battle from both corners).
pub fn check_from(config: Config, mines: &[u32], starts: &[Pos]) -> Verdict {
    match layout(config, mines) {
        Ok(game) => play(game, starts, Deduction::SingleNumber).1,
        Err(_) => stuck(Deduction::SingleNumber, 0),
    }
}

pub(super) fn layout(config: Config, mines: &[u32]) -> Result<Game, crate::LayoutError> {
    let grid = config.grid();
    let positions: Vec<Pos> = mines.iter().map(|&m| grid.pos(m as usize)).collect();
    Game::with_mines(config, &positions)
}

/// Reveals the `starts` (a game not begun), then every provably safe cell round after round,
/// from `game` as it is; returns the game where it stopped. `grade` is the hardest rule needed
/// so far.
pub(super) fn play(game: Game, starts: &[Pos], grade: Deduction) -> (Game, Verdict) {
    match Checking::start(game, starts, grade) {
        Ok(mut checking) => {
            let verdict = checking.advance(u32::MAX).expect("unbounded play ends");
            (checking.game, verdict)
        }
        Err(stopped) => *stopped,
    }
}

/// Play by proof (see [`play`]) in progress, so that a [`Generator`] step can do a bounded
/// part of it: a whole check of a 200 × 200 board is tens of milliseconds.
pub(super) struct Checking {
    pub(super) game: Game,
    prover: solver::Prover,
    grade: Deduction,
    rounds: u32,
}

/// Rounds of proof per generator step while a layout is checked.
pub(super) const ROUNDS_PER_STEP: u32 = 4;

impl Checking {
    /// Reveals the starts of a game not begun; the game and its verdict at once when a start
    /// opens nothing.
    pub(super) fn start(
        mut game: Game,
        starts: &[Pos],
        grade: Deduction,
    ) -> Result<Checking, Box<(Game, Verdict)>> {
        if game.status() == Status::Ready {
            for &start in starts {
                let hidden = matches!(game.view(start), Some(CellView::Hidden));
                if hidden
                    && game
                        .apply_in_place(Action::Reveal(start))
                        .unwrap_or_default()
                        .is_empty()
                {
                    return Err(Box::new((game, stuck(grade, 0))));
                }
            }
        }
        let prover = solver::Prover::new(&game);
        Ok(Checking {
            game,
            prover,
            grade,
            rounds: 0,
        })
    }

    /// Plays at most `rounds` more rounds; the verdict once play has stopped.
    pub(super) fn advance(&mut self, rounds: u32) -> Option<Verdict> {
        let grid = self.game.grid();
        let game = &mut self.game;
        for _ in 0..rounds {
            if game.status() != Status::Playing {
                break;
            }
            let (safe, rule) = self.prover.provable();
            if safe.is_empty() {
                return Some(stuck(self.grade, self.rounds));
            }
            self.grade = self.grade.max(rule);
            self.rounds += 1;
            for cell in safe {
                for pos in game
                    .apply_in_place(Action::Reveal(grid.pos(cell)))
                    .unwrap_or_default()
                {
                    if let (Some(index), Some(CellView::Revealed(n))) =
                        (grid.index(pos), game.view(pos))
                    {
                        self.prover.opened(index, n);
                    }
                }
            }
        }
        (game.status() != Status::Playing).then(|| Verdict {
            solved: game.status() == Status::Won,
            grade: self.grade,
            rounds: self.rounds,
        })
    }
}

pub(super) fn stuck(grade: Deduction, rounds: u32) -> Verdict {
    Verdict {
        solved: false,
        grade,
        rounds,
    }
}
