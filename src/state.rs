//! The app's state and the actions that change it. The reducer is pure: times and seeds come
//! in with the actions, so it is tested like any function.

use std::rc::Rc;

use minesweeper_engine::{Action as Move, CellView, Config, Game, Outcome, Status};
use yew::Reducible;

/// One row's cell views. Rows that did not change keep the same `Rc`, and `Rc<[T]>` equality
/// checks the pointer first, so rendering compares a row in O(1) unless it changed.
pub type RowViews = Rc<[CellView]>;

/// Wall-clock times in milliseconds (`Date.now()`), set by the actions that start and end a game.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Clock {
    pub started: Option<f64>,
    pub ended: Option<f64>,
}

impl Clock {
    /// Milliseconds played at `now`: frozen once the game ended, zero before it started.
    pub fn elapsed_ms(&self, now: f64) -> f64 {
        match (self.started, self.ended) {
            (Some(start), Some(end)) => end - start,
            (Some(start), None) => (now - start).max(0.0),
            (None, _) => 0.0,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub game: Rc<Game>,
    pub rows: Rc<Vec<RowViews>>,
    pub clock: Clock,
    /// What the player should know about how the game was set up (bad URL parameters…).
    pub notice: Option<String>,
}

pub enum Action {
    /// A move on the board, made at `at` (ms).
    Play {
        play: Move,
        at: f64,
    },
    /// A new, unplayed game: restart, a new preset, or a slider moved.
    NewGame {
        config: Config,
        seed: u64,
    },
    DismissNotice,
}

impl State {
    pub fn new(config: Config, seed: u64, notice: Option<String>) -> State {
        let game = Game::new(config, seed);
        State {
            rows: Rc::new(all_rows(&game)),
            game: Rc::new(game),
            clock: Clock::default(),
            notice,
        }
    }
}

fn all_rows(game: &Game) -> Vec<RowViews> {
    (0..game.config().rows())
        .map(|r| game.row_views(r).collect())
        .collect()
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        match action {
            Action::Play { play, at } => {
                let Ok(step) = self.game.apply(play) else {
                    return self;
                };
                if step.outcome == Outcome::Unchanged {
                    // Same Rc: nothing re-renders.
                    return self;
                }
                let mut rows = (*self.rows).clone();
                let mut dirty: Vec<u32> = step.changed.iter().map(|p| p.row).collect();
                dirty.sort_unstable();
                dirty.dedup();
                for row in dirty {
                    rows[row as usize] = step.game.row_views(row).collect();
                }
                let mut clock = self.clock;
                if clock.started.is_none() && step.game.status() != Status::Ready {
                    clock.started = Some(at);
                }
                if step.game.status().is_over() {
                    clock.ended = Some(at);
                }
                Rc::new(State {
                    game: Rc::new(step.game),
                    rows: Rc::new(rows),
                    clock,
                    notice: self.notice.clone(),
                })
            }
            Action::NewGame { config, seed } => {
                Rc::new(State::new(config, seed, self.notice.clone()))
            }
            Action::DismissNotice => Rc::new(State {
                notice: None,
                ..(*self).clone()
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use minesweeper_engine::Pos;

    fn play(state: Rc<State>, play: Move, at: f64) -> Rc<State> {
        state.reduce(Action::Play { play, at })
    }

    #[test]
    fn a_no_op_keeps_the_same_state() {
        let state = Rc::new(State::new(Config::BEGINNER, 1, None));
        let after = play(state.clone(), Move::Chord(Pos::new(0, 0)), 5.0);
        assert!(Rc::ptr_eq(&state, &after));
        let outside = play(state.clone(), Move::Reveal(Pos::new(40, 0)), 5.0);
        assert!(Rc::ptr_eq(&state, &outside));
    }

    #[test]
    fn only_changed_rows_get_new_views() {
        let state = Rc::new(State::new(Config::EXPERT, 1, None));
        let flagged = play(state.clone(), Move::ToggleFlag(Pos::new(3, 4)), 1.0);
        for r in 0..16 {
            assert_eq!(
                Rc::ptr_eq(&state.rows[r], &flagged.rows[r]),
                r != 3,
                "row {r}"
            );
        }
        assert_eq!(flagged.rows[3][4], CellView::Flagged);
    }

    #[test]
    fn the_clock_starts_at_the_first_reveal_and_stops_at_the_end() {
        let state = Rc::new(State::new(Config::BEGINNER, 1, None));
        let state = play(state, Move::ToggleFlag(Pos::new(0, 0)), 100.0);
        assert_eq!(state.clock.started, None, "a flag does not start the clock");
        let state = play(state, Move::Reveal(Pos::new(4, 4)), 1000.0);
        assert_eq!(state.clock.started, Some(1000.0));
        assert_eq!(state.clock.elapsed_ms(3500.0), 2500.0);
        // Reveal everything safe and hidden until the game ends.
        let mut state = state;
        for i in 0..81 {
            let pos = state.game.grid().pos(i);
            if state.game.status().is_over() {
                break;
            }
            state = play(state, Move::Reveal(pos), 4000.0);
        }
        assert!(state.game.status().is_over());
        assert_eq!(state.clock.ended, Some(4000.0));
        assert_eq!(state.clock.elapsed_ms(99_999.0), 3000.0);
    }
}
