//! The review: every move of a game graded by the exact solver, from the position the player
//! saw before it (the numbers shown and the mine count; never the layout, never the flags).
//!
//! - **safe**: every cell the move opened was certainly safe (the first reveal always is);
//! - **forced guess**: no cell on the board was certainly safe: the move's exact safety, and
//!   the best safety there was;
//! - **needless guess**: a certainly safe cell existed (one of them is named);
//! - **worse guess**: a forced guess at least 5 points less safe than the best cell (named);
//! - flags: **certain** (the cell was certainly a mine), **uncertain** (it may not have been),
//!   **wrong** (it was not a mine).
//!
//! The summary has the guesses and their odds, the **luck** (the product of the guesses'
//! survival chances: 1 in N), the time per move and the slowest decisions. [`Reviewer`] grades
//! one move per step, so a page can review in slices between frames; the position's
//! analysis is reused while only flags change.

use crate::input::Click;
use crate::replay::{Move, Replay};
use crate::solver::{self, Analysis, Position};
use crate::{CellView, Game, Pos, Status};

/// How much safer the best cell must be for a guess to be a worse guess.
pub const WORSE_BY: f64 = 0.05;

/// A move's grade.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Grade {
    /// Every cell it opened was certainly safe.
    Safe,
    /// Nothing was certainly safe; `safety` is the move's chance of survival, `best` the best
    /// cell's.
    ForcedGuess {
        /// The move's chance of survival.
        safety: f64,
        /// The best cell's.
        best: f64,
    },
    /// A guess although `safe_cell` was certainly safe.
    NeedlessGuess {
        /// The move's chance of survival.
        safety: f64,
        /// A cell that was certainly safe.
        safe_cell: Pos,
    },
    /// A guess at least [`WORSE_BY`] less safe than `better`.
    WorseGuess {
        /// The move's chance of survival.
        safety: f64,
        /// The best cell's.
        best: f64,
        /// The best cell.
        better: Pos,
    },
    /// A flag on a certain mine.
    FlagCertain,
    /// A flag on a cell that was a mine with chance `chance`, below 1.
    FlagUncertain {
        /// The cell's chance of being a mine.
        chance: f64,
    },
    /// A flag on a cell that holds no mine.
    FlagWrong,
    /// A flag taken off (or turned into a "?").
    Unflag,
    /// A "?" taken off.
    Mark,
    /// The click changed nothing.
    Wasted,
}

impl Grade {
    /// The name the DOM (`data-grade`) and `mines review --json` use.
    pub const fn name(self) -> &'static str {
        match self {
            Grade::Safe => "safe",
            Grade::ForcedGuess { .. } => "forced-guess",
            Grade::NeedlessGuess { .. } => "needless-guess",
            Grade::WorseGuess { .. } => "worse-guess",
            Grade::FlagCertain => "flag-certain",
            Grade::FlagUncertain { .. } => "flag-uncertain",
            Grade::FlagWrong => "flag-wrong",
            Grade::Unflag => "unflag",
            Grade::Mark => "mark",
            Grade::Wasted => "wasted",
        }
    }

    /// A move that opened cells (safe or a guess), as opposed to flags and wasted clicks.
    pub const fn opens(self) -> bool {
        matches!(
            self,
            Grade::Safe
                | Grade::ForcedGuess { .. }
                | Grade::NeedlessGuess { .. }
                | Grade::WorseGuess { .. }
        )
    }

    /// The move's chance of survival, for a guess.
    pub const fn safety(self) -> Option<f64> {
        match self {
            Grade::ForcedGuess { safety, .. }
            | Grade::NeedlessGuess { safety, .. }
            | Grade::WorseGuess { safety, .. } => Some(safety),
            _ => None,
        }
    }

    /// The best chance of survival there was, for a guess.
    pub const fn best_safety(self) -> Option<f64> {
        match self {
            Grade::ForcedGuess { best, .. } | Grade::WorseGuess { best, .. } => Some(best),
            Grade::NeedlessGuess { .. } => Some(1.0),
            _ => None,
        }
    }
}

/// One move, graded.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Graded {
    /// The move's index in the replay.
    pub index: usize,
    /// The move.
    pub mv: Move,
    /// Its grade.
    pub grade: Grade,
    /// A safer (or certainly safe) cell there was, for a guess that was not the best.
    pub better: Option<Pos>,
    /// Milliseconds since the move before: the time the decision took.
    pub think_ms: u32,
    /// Whether the figures are exact (a very open board has estimates).
    pub exact: bool,
    /// A left click on an open number, which chords by this game's rules.
    pub on_number: bool,
}

impl Graded {
    /// What the move did, as the review names it: reveal, chord (also a left click on an open
    /// number, which chords), flag, unflag or mark.
    pub const fn action(&self) -> &'static str {
        match (self.mv.click, self.grade) {
            (Click::Flag(_) | Click::Mark(_), Grade::Unflag) => "unflag",
            (Click::Reveal(_), _) if self.on_number => "chord",
            (click, _) => click.name(),
        }
    }
}

/// What the review adds up to.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Moves that opened only certainly safe cells.
    pub safe: u32,
    /// Guesses with nothing certainly safe.
    pub forced_guesses: u32,
    /// Guesses while a cell was certainly safe.
    pub needless_guesses: u32,
    /// Guesses far less safe than the best.
    pub worse_guesses: u32,
    /// Flags on certain mines.
    pub flags_certain: u32,
    /// Flags on cells not certainly mines.
    pub flags_uncertain: u32,
    /// Flags on cells holding no mine.
    pub flags_wrong: u32,
    /// Every guess: its move and its chance of survival.
    pub guesses: Vec<(usize, f64)>,
    /// The product of the guesses' chances of survival (1 with no guess).
    pub luck: f64,
    /// The mean time a move took, in milliseconds.
    pub mean_think_ms: f64,
    /// The three slowest decisions: (move, milliseconds), slowest first.
    pub slowest: Vec<(usize, u32)>,
}

impl Summary {
    /// The first `most` guesses' chances of survival, and how many more there were: a game of
    /// hundreds of guesses lists a few.
    pub fn guesses_listed(&self, most: usize) -> (impl Iterator<Item = f64> + '_, usize) {
        let more = self.guesses.len().saturating_sub(most);
        (self.guesses.iter().take(most).map(|&(_, p)| p), more)
    }

    /// The luck as "1 in N": N = 1 ÷ luck.
    pub fn one_in(&self) -> f64 {
        if self.luck > 0.0 {
            1.0 / self.luck
        } else {
            f64::INFINITY
        }
    }
}

/// A move's grade as far as the position before it tells.
enum Before {
    Graded(Grade, Option<Pos>, bool),
    /// A right click: its grade should it place a flag (else it took one off, or a mark).
    Flag {
        was_flagged: bool,
        if_flagged: Grade,
        exact: bool,
    },
}

/// A whole replay, reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// Every move, graded.
    pub moves: Vec<Graded>,
    /// What they add up to.
    pub summary: Summary,
}

impl Review {
    /// Reviews every move of `replay` at once.
    pub fn of(replay: &Replay) -> Review {
        let mut reviewer = Reviewer::new(replay);
        while reviewer.step(replay).is_some() {}
        reviewer.finish()
    }
}

/// Grades a replay one move at a time. It keeps the game itself and is handed the replay at
/// each step, so that whoever holds the replay (a page's state, a terminal's viewer) can keep
/// the reviewer beside it and grade between frames.
pub struct Reviewer {
    /// The game before the next move.
    game: Game,
    next: usize,
    graded: Vec<Graded>,
    /// The analysis of the position with this many safe cells open (flags do not change it).
    cached: Option<(usize, Analysis, Position)>,
    last_at: u32,
}

impl Reviewer {
    /// A reviewer of `replay`, from its first move.
    pub fn new(replay: &Replay) -> Reviewer {
        Reviewer {
            game: replay.start(),
            next: 0,
            graded: Vec::new(),
            cached: None,
            last_at: 0,
        }
    }

    /// Moves graded so far.
    pub fn graded(&self) -> &[Graded] {
        &self.graded
    }

    /// Grades the next move of `replay` (the one this reviewer was made for); `None` after
    /// the last.
    pub fn step(&mut self, replay: &Replay) -> Option<Graded> {
        let index = self.next;
        let mv = *replay.moves().get(index)?;
        // Everything the grade needs from the position before the move, read in place.
        let pre = self.before(mv);
        let on_number = matches!(mv.click, Click::Reveal(_))
            && self.game.view(mv.click.pos()).is_some_and(|view| {
                matches!(view, CellView::Revealed(n) if n > 0)
                    && mv.click.is_chord(replay.convention(), view)
            });
        replay.play_move(&mut self.game, index)?.ok()?;
        self.next += 1;
        let think_ms = if index == 0 {
            0
        } else {
            mv.at_ms.saturating_sub(self.last_at)
        };
        self.last_at = mv.at_ms;
        let (grade, better, exact) = match pre {
            Before::Graded(grade, better, exact) => (grade, better, exact),
            Before::Flag {
                was_flagged,
                if_flagged,
                exact,
            } => {
                let cell = self.game.view(mv.click.pos());
                match (cell, was_flagged) {
                    (Some(CellView::Flagged), _) => (if_flagged, None, exact),
                    (_, true) => (Grade::Unflag, None, true),
                    _ => (Grade::Mark, None, true),
                }
            }
        };
        let graded = Graded {
            index,
            mv,
            grade,
            better,
            think_ms,
            exact,
            on_number,
        };
        self.graded.push(graded);
        Some(graded)
    }

    /// The grade of `mv` from the position before it (for a right click, the grade should it
    /// place a flag).
    fn before(&mut self, mv: Move) -> Before {
        let game = &self.game;
        let grid = game.grid();
        let Some(index) = grid.index(mv.click.pos()).filter(|_| mv.changed) else {
            return Before::Graded(Grade::Wasted, None, true);
        };
        let view = game.view_at(index);
        if matches!(mv.click, Click::Flag(_) | Click::Mark(_)) {
            let (if_flagged, exact) = self.flag_grade(index);
            return Before::Flag {
                was_flagged: view == CellView::Flagged,
                if_flagged,
                exact,
            };
        }
        if game.status() == Status::Ready {
            // The first reveal: the first-click rule keeps it safe (the classic programs move
            // a mine away from it, so their files never show one there either).
            return Before::Graded(Grade::Safe, None, true);
        }
        let opened: Vec<usize> = if matches!(view, CellView::Revealed(_)) {
            grid.neighbours(index)
                .filter(|&n| matches!(game.view_at(n), CellView::Hidden | CellView::Questioned))
                .collect()
        } else {
            vec![index]
        };
        self.refresh_analysis();
        let Some((_, analysis, position)) = &self.cached else {
            return Before::Graded(Grade::Safe, None, true);
        };
        let certain = opened.iter().all(|&c| analysis.probabilities[c] <= 0.0);
        if certain {
            return Before::Graded(Grade::Safe, None, true);
        }
        let exact = analysis.exact && opened.len() <= 1;
        let safety: f64 = opened
            .iter()
            .map(|&c| 1.0 - analysis.probabilities[c].clamp(0.0, 1.0))
            .product();
        if let Some(&safe) = analysis.safe.first() {
            let safe_cell = grid.pos(safe);
            let grade = Grade::NeedlessGuess { safety, safe_cell };
            return Before::Graded(grade, Some(safe_cell), exact);
        }
        let (best_cell, best) = analysis
            .safest(position)
            .map_or((index, safety), |(cell, p)| (cell, 1.0 - p));
        let better = (best > safety + 1e-9).then(|| grid.pos(best_cell));
        let grade = if best - safety >= WORSE_BY - 1e-12 {
            Grade::WorseGuess {
                safety,
                best,
                better: grid.pos(best_cell),
            }
        } else {
            Grade::ForcedGuess { safety, best }
        };
        Before::Graded(grade, better, exact)
    }

    /// The grade of a flag placed on `index`, and whether it is exact.
    fn flag_grade(&mut self, index: usize) -> (Grade, bool) {
        let game = &self.game;
        if !game.has_mines() {
            // A flag before the first reveal: no number says anything yet.
            let chance = f64::from(game.config().mines()) / game.config().cells() as f64;
            return (Grade::FlagUncertain { chance }, true);
        }
        if game.mine_indices().binary_search(&(index as u32)).is_err() {
            return (Grade::FlagWrong, true);
        }
        self.refresh_analysis();
        let Some((_, analysis, _)) = &self.cached else {
            return (Grade::FlagUncertain { chance: 1.0 }, false);
        };
        let chance = analysis.probabilities[index];
        if chance >= 1.0 {
            (Grade::FlagCertain, true)
        } else {
            (Grade::FlagUncertain { chance }, analysis.exact)
        }
    }

    /// Analyses the position before the next move, unless only flags changed since the last.
    fn refresh_analysis(&mut self) {
        let game = &self.game;
        let key = game.revealed();
        if !matches!(&self.cached, Some((k, ..)) if *k == key) {
            let position = Position::of(game);
            let analysis = solver::analyse(&position);
            self.cached = Some((key, analysis, position));
        }
    }

    /// The summary of the moves graded so far.
    pub fn summary(&self) -> Summary {
        summarise(&self.graded)
    }

    /// The review of every move graded so far, with its summary.
    pub fn finish(self) -> Review {
        let summary = summarise(&self.graded);
        Review {
            moves: self.graded,
            summary,
        }
    }
}

fn summarise(moves: &[Graded]) -> Summary {
    let count = |f: fn(&Grade) -> bool| moves.iter().filter(|g| f(&g.grade)).count() as u32;
    let guesses: Vec<(usize, f64)> = moves
        .iter()
        .filter_map(|g| g.grade.safety().map(|s| (g.index, s)))
        .collect();
    let luck = guesses.iter().map(|&(_, s)| s).product();
    let mean_think_ms = if moves.is_empty() {
        0.0
    } else {
        moves.iter().map(|g| f64::from(g.think_ms)).sum::<f64>() / moves.len() as f64
    };
    let mut slowest: Vec<(usize, u32)> = moves.iter().map(|g| (g.index, g.think_ms)).collect();
    slowest.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    slowest.truncate(3);
    Summary {
        safe: count(|g| *g == Grade::Safe),
        forced_guesses: count(|g| matches!(g, Grade::ForcedGuess { .. })),
        needless_guesses: count(|g| matches!(g, Grade::NeedlessGuess { .. })),
        worse_guesses: count(|g| matches!(g, Grade::WorseGuess { .. })),
        flags_certain: count(|g| *g == Grade::FlagCertain),
        flags_uncertain: count(|g| matches!(g, Grade::FlagUncertain { .. })),
        flags_wrong: count(|g| *g == Grade::FlagWrong),
        guesses,
        luck,
        mean_think_ms,
        slowest,
    }
}

#[cfg(test)]
mod tests;
