//! The replay viewer's state and the actions that change it: which move is shown, whether it
//! plays and how fast, and the review as it is graded. The reducer is pure (time comes in with
//! the actions), so it is tested natively.

use std::rc::Rc;

use minesweeper_engine::replay::Timeline;
use minesweeper_engine::review::{Grade, Graded, Summary};
use minesweeper_engine::{Game, Pos, Status};
use yew::Reducible;

use crate::shared::tiles::{self, RowViews, Rows};

/// The speeds, slowest first, and their labels (written out: formatting floats would add
/// 12 KB to the page).
pub const SPEEDS: [f64; 7] = [0.25, 0.5, 1.0, 2.0, 4.0, 7.0, 10.0];
pub const SPEED_LABELS: [&str; 7] = ["0.25×", "0.5×", "1×", "2×", "4×", "7×", "10×"];
/// Where the speed starts: 1×.
pub const NORMAL_SPEED: usize = 2;

/// Which moves the review lists: every one, or one kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Filter {
    #[default]
    All,
    Guesses,
    Flags,
    Wasted,
}

impl Filter {
    pub const EVERY: [Filter; 4] = [Filter::All, Filter::Guesses, Filter::Flags, Filter::Wasted];

    /// The DOM's name for it (`data-testid="review-filter-…"`).
    pub const fn name(self) -> &'static str {
        match self {
            Filter::All => "all",
            Filter::Guesses => "guesses",
            Filter::Flags => "flags",
            Filter::Wasted => "wasted",
        }
    }

    /// Whether a graded move is listed: guesses of every kind; flags placed, taken off or
    /// turned into marks; clicks that changed nothing.
    pub fn keeps(self, g: &Graded) -> bool {
        match self {
            Filter::All => true,
            Filter::Guesses => matches!(
                g.grade,
                Grade::ForcedGuess { .. } | Grade::NeedlessGuess { .. } | Grade::WorseGuess { .. }
            ),
            Filter::Flags => is_flag(g) || matches!(g.grade, Grade::Unflag | Grade::Mark),
            Filter::Wasted => g.grade == Grade::Wasted,
        }
    }

    const fn slot(self) -> usize {
        self as usize
    }
}

/// One batch of graded moves, with how many of them each [`Filter`] keeps.
#[derive(Clone, Debug)]
struct Batch {
    moves: Rc<[Graded]>,
    counts: [usize; 4],
}

impl Batch {
    /// The index of its last move.
    fn last(&self) -> usize {
        self.moves.last().map_or(0, |g| g.index)
    }
}

/// The review graded so far, in the batches it came in: adding a batch copies no graded move
/// (a 200,000-move replay is graded in dozens of batches), and two reviews are equal when they
/// hold the same batches, so a render compares them by pointer, not move by move.
#[derive(Clone, Debug, Default)]
pub struct ReviewSoFar {
    batches: Rc<Vec<Batch>>,
    len: usize,
}

impl PartialEq for ReviewSoFar {
    fn eq(&self, other: &ReviewSoFar) -> bool {
        Rc::ptr_eq(&self.batches, &other.batches)
    }
}

/// A graded move that placed a flag.
pub fn is_flag(g: &Graded) -> bool {
    matches!(
        g.grade,
        Grade::FlagCertain | Grade::FlagUncertain { .. } | Grade::FlagWrong
    )
}

impl ReviewSoFar {
    /// Moves graded.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many graded moves `filter` keeps.
    pub fn count(&self, filter: Filter) -> usize {
        self.batches.iter().map(|b| b.counts[filter.slot()]).sum()
    }

    /// Every graded move, in order.
    pub fn iter(&self) -> impl Iterator<Item = &Graded> {
        self.batches.iter().flat_map(|b| b.moves.iter())
    }

    /// `n` of the moves `filter` keeps, after the first `skip` of them: whole batches are
    /// skipped by their counts, so a page deep in 200,000 moves costs the page, not the moves
    /// before it.
    pub fn listed(&self, filter: Filter, skip: usize, n: usize) -> impl Iterator<Item = &Graded> {
        let slot = filter.slot();
        let (mut skip, mut first) = (skip, 0);
        for batch in self.batches.iter() {
            if batch.counts[slot] > skip {
                break;
            }
            skip -= batch.counts[slot];
            first += 1;
        }
        self.batches[first..]
            .iter()
            .filter(move |b| b.counts[slot] > 0)
            .flat_map(move |b| b.moves.iter().filter(move |g| filter.keeps(g)))
            .skip(skip)
            .take(n)
    }

    /// How many of the moves `filter` keeps come before move `index`: where that move stands
    /// in the list (whole batches before it are counted from their totals).
    pub fn before(&self, index: usize, filter: Filter) -> usize {
        let slot = filter.slot();
        let mut before = 0;
        for batch in self.batches.iter() {
            if batch.last() < index {
                before += batch.counts[slot];
                continue;
            }
            before += batch
                .moves
                .iter()
                .take_while(|g| g.index < index)
                .filter(|g| filter.keeps(g))
                .count();
            break;
        }
        before
    }

    /// This review with `more` moves after it.
    fn and(&self, more: Vec<Graded>) -> ReviewSoFar {
        if more.is_empty() {
            return self.clone();
        }
        let mut batches = (*self.batches).clone();
        let len = self.len + more.len();
        let counts = Filter::EVERY.map(|f| more.iter().filter(|g| f.keeps(g)).count());
        batches.push(Batch {
            counts,
            moves: more.into(),
        });
        ReviewSoFar {
            batches: Rc::new(batches),
            len,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub timeline: Rc<Timeline>,
    /// The game after the moves shown.
    pub game: Rc<Game>,
    pub rows: Rc<Vec<RowViews>>,
    /// Moves applied: 0 before the first.
    pub shown: usize,
    pub playing: bool,
    /// An index into [`SPEEDS`].
    pub speed: usize,
    /// The replay's clock, in milliseconds since its first move.
    pub clock_ms: f64,
    /// The review, move by move, as far as it is graded.
    pub review: ReviewSoFar,
    /// The review's summary, once every move is graded.
    pub summary: Option<Rc<Summary>>,
    /// The cursor leaves a trail of the second before.
    pub trail: bool,
}

pub enum Action {
    /// Play, or pause; at the end, play again from the start.
    Toggle,
    /// One move forward or back (which pauses).
    Step(isize),
    /// Show the game after this many moves (which pauses).
    Seek(usize),
    /// An index into [`SPEEDS`].
    Speed(usize),
    /// Time passed while playing, in real milliseconds.
    Tick(f64),
    /// More moves graded.
    Graded(Vec<Graded>),
    /// The whole review is graded.
    Reviewed(Summary),
    /// The cursor's trail on or off.
    Trail(bool),
}

impl State {
    /// The viewer at the start of a replay read and checked ([`Checking`]).
    ///
    /// [`Checking`]: minesweeper_engine::reading::Checking
    pub fn new(timeline: Rc<Timeline>) -> State {
        let game = timeline.game_after(0);
        State {
            rows: tiles::rows(&game, &Rc::new(Vec::new()), &Rows::All, None, None, false),
            game: Rc::new(game),
            timeline,
            shown: 0,
            playing: false,
            speed: NORMAL_SPEED,
            clock_ms: 0.0,
            review: ReviewSoFar::default(),
            summary: None,
            trail: true,
        }
    }

    pub fn moves(&self) -> usize {
        self.timeline.len()
    }

    /// The cell of the last move shown: ringed, and the board's cursor.
    pub fn focus(&self) -> Option<Pos> {
        let index = self.shown.checked_sub(1)?;
        Some(self.timeline.replay().moves()[index].click.pos())
    }

    /// The game clock at the moment shown: from the first reveal, in milliseconds, stopped at
    /// the end.
    pub fn game_clock_ms(&self) -> f64 {
        let replay = self.timeline.replay();
        let Some(start) = replay
            .first_reveal()
            .map(|i| f64::from(replay.moves()[i].at_ms))
        else {
            return 0.0;
        };
        let end = f64::from(replay.moves().last().map_or(0, |m| m.at_ms));
        (self.clock_ms.min(end) - start).max(0.0)
    }

    /// The state showing the game after `n` moves, with the clock at the last one's time.
    fn at(&self, n: usize) -> State {
        let n = n.min(self.moves());
        let clock_ms = n
            .checked_sub(1)
            .map_or(0.0, |i| f64::from(self.timeline.replay().moves()[i].at_ms));
        self.showing(n, clock_ms)
    }

    /// The state showing `n` moves at `clock_ms`: the same board when `n` is the same.
    fn showing(&self, n: usize, clock_ms: f64) -> State {
        if n == self.shown {
            return State {
                clock_ms,
                ..self.clone()
            };
        }
        let game = self.timeline.game_after(n);
        State {
            rows: tiles::rows(&game, &self.rows, &Rows::All, None, None, false),
            game: Rc::new(game),
            shown: n,
            clock_ms,
            ..self.clone()
        }
    }

    /// Whether the last move shown ended the game.
    pub fn over(&self) -> bool {
        self.game.status().is_over() || self.shown == self.moves()
    }

    pub fn status(&self) -> Status {
        self.game.status()
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        match action {
            Action::Toggle if self.playing => Rc::new(State {
                playing: false,
                ..(*self).clone()
            }),
            Action::Toggle => {
                let start = if self.shown >= self.moves() {
                    self.at(0)
                } else {
                    (*self).clone()
                };
                Rc::new(State {
                    playing: self.moves() > 0,
                    ..start
                })
            }
            Action::Step(by) => {
                let n = self.shown.saturating_add_signed(by).min(self.moves());
                Rc::new(State {
                    playing: false,
                    ..self.at(n)
                })
            }
            Action::Seek(n) => Rc::new(State {
                playing: false,
                ..self.at(n)
            }),
            Action::Speed(speed) => Rc::new(State {
                speed: speed.min(SPEEDS.len() - 1),
                ..(*self).clone()
            }),
            Action::Tick(ms) if self.playing => {
                let clock_ms = self.clock_ms + ms.max(0.0) * SPEEDS[self.speed];
                let due = self
                    .timeline
                    .moves_by(clock_ms.min(f64::from(u32::MAX)) as u32);
                let next = self.showing(due, clock_ms);
                Rc::new(State {
                    playing: due < self.moves(),
                    ..next
                })
            }
            Action::Tick(_) => self,
            Action::Graded(more) => Rc::new(State {
                review: self.review.and(more),
                ..(*self).clone()
            }),
            Action::Reviewed(summary) => Rc::new(State {
                summary: Some(Rc::new(summary)),
                ..(*self).clone()
            }),
            Action::Trail(trail) => Rc::new(State {
                trail,
                ..(*self).clone()
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use minesweeper_engine::replay::{Recorder, Replay};
    use minesweeper_engine::review::Review;
    use minesweeper_engine::{self as engine, Config};

    fn replay() -> Replay {
        let mut game = Game::new(Config::BEGINNER, 3);
        let mut recorder = Recorder::default();
        for (i, action) in [
            engine::Action::Reveal(Pos::new(4, 4)),
            engine::Action::ToggleFlag(Pos::new(0, 0)),
            engine::Action::ToggleFlag(Pos::new(0, 0)),
        ]
        .into_iter()
        .enumerate()
        {
            let step = game.apply(action).unwrap();
            recorder.record(action, 1_000.0 * i as f64, false, !step.is_unchanged());
            game = step.game;
        }
        Replay::of(&game, recorder.into_moves()).unwrap()
    }

    #[test]
    fn stepping_seeking_and_playing_at_the_games_pace() {
        let state = Rc::new(State::new(Rc::new(Timeline::new(replay()))));
        assert_eq!((state.shown, state.focus()), (0, None));
        let state = state.reduce(Action::Step(2));
        assert_eq!((state.shown, state.game.flags()), (2, 1));
        assert_eq!(state.focus(), Some(Pos::new(0, 0)));
        let state = state.reduce(Action::Step(-1));
        assert_eq!((state.shown, state.game.flags()), (1, 0));
        let state = state.reduce(Action::Seek(99));
        assert_eq!(state.shown, 3);
        // Playing from the end starts again, and follows the recorded times.
        let state = state.reduce(Action::Toggle);
        assert!(state.playing);
        assert_eq!(state.shown, 0);
        let state = state.reduce(Action::Tick(10.0));
        assert_eq!(state.shown, 1, "the first move is at 0 ms");
        let state = state.reduce(Action::Tick(900.0));
        assert_eq!(state.shown, 1);
        let state = state.reduce(Action::Speed(4));
        let state = state.reduce(Action::Tick(50.0));
        assert_eq!(
            state.shown, 2,
            "at 4× the second move a quarter of a second later"
        );
        let state = state.reduce(Action::Tick(1_000.0));
        assert_eq!(state.shown, 3);
        assert!(!state.playing, "the end pauses");
    }

    #[test]
    fn unchanged_rows_keep_their_pointers_and_the_game_clock_starts_at_the_first_reveal() {
        let state = Rc::new(State::new(Rc::new(Timeline::new(replay())))).reduce(Action::Seek(1));
        let flagged = state.clone().reduce(Action::Step(1));
        let same = (1..9).all(|r| Rc::ptr_eq(&state.rows[r], &flagged.rows[r]));
        assert!(same, "flagging the top-left cell changes only the top row");
        assert!(!Rc::ptr_eq(&state.rows[0], &flagged.rows[0]));
        assert_eq!(flagged.game_clock_ms(), 1_000.0);
    }

    #[test]
    fn the_review_comes_in_batches_that_copy_no_move_and_compare_by_pointer() {
        let replay = replay();
        let review = Review::of(&replay).moves;
        let state = Rc::new(State::new(Rc::new(Timeline::new(replay))));
        let first = state.clone().reduce(Action::Graded(review[..1].to_vec()));
        let both = first.clone().reduce(Action::Graded(review[1..].to_vec()));
        assert_eq!(both.review.len(), 3);
        assert_eq!(both.review.iter().copied().collect::<Vec<_>>(), review);
        // A reveal, a flag, the flag taken off.
        let count = |f: Filter| both.review.count(f);
        assert_eq!(count(Filter::All), 3);
        assert_eq!(count(Filter::Flags), 2, "a flag placed and taken off");
        assert_eq!((count(Filter::Guesses), count(Filter::Wasted)), (0, 0));
        let listed = |f: Filter, skip: usize| -> Vec<usize> {
            both.review.listed(f, skip, 5).map(|g| g.index).collect()
        };
        assert_eq!(listed(Filter::All, 0), vec![0, 1, 2]);
        assert_eq!(listed(Filter::All, 1), vec![1, 2]);
        assert_eq!(listed(Filter::Flags, 1), vec![2]);
        assert_eq!(both.review.before(0, Filter::All), 0);
        assert_eq!(
            both.review.before(1, Filter::All),
            1,
            "the reveal comes before move 1"
        );
        assert_eq!(both.review.before(3, Filter::Flags), 2);
        assert_eq!(both.review.before(2, Filter::Flags), 1);
        // The earlier batch is shared, not copied; an equal-looking review is another one.
        assert!(Rc::ptr_eq(
            &first.review.batches[0].moves,
            &both.review.batches[0].moves
        ));
        assert_ne!(first.review, both.review);
        assert_eq!(both.review, both.clone().reduce(Action::Tick(1.0)).review);
    }
}
