//! Long work in slices between the page's turns: at most [`SLICE_MS`] of it at a time, then
//! input and paint get their turn before the next slice. What makes a no-guess board (classic
//! and Battle) and grades a replay runs this way, so that no task blocks the page for long.

use std::cell::Cell;
use std::rc::Rc;

use crate::shared::browser::now_ms;

/// The longest stretch of work between two turns of the page.
pub const SLICE_MS: f64 = 16.0;

/// The first slice of work the player is waiting for (a no-guess board after the first
/// click): long enough that most expert boards are made in the click's own task, rather than
/// after a frame that shows nothing new and the wait for the next one; with the click's render,
/// still under the 50 ms that makes a task long.
pub const AWAITED_SLICE_MS: f64 = 30.0;

/// Calls `step` until it returns a value, in slices, and hands the value to `done`. Setting
/// the returned switch cancels it (a new game, leaving the page): `done` is then never called.
pub fn spawn<T: 'static>(
    step: impl FnMut() -> Option<T> + 'static,
    done: impl FnOnce(T) + 'static,
) -> Rc<Cell<bool>> {
    run(SLICE_MS, step, done)
}

/// [`spawn`] for work the player is waiting for: its first slice is [`AWAITED_SLICE_MS`].
pub fn spawn_awaited<T: 'static>(
    step: impl FnMut() -> Option<T> + 'static,
    done: impl FnOnce(T) + 'static,
) -> Rc<Cell<bool>> {
    run(AWAITED_SLICE_MS, step, done)
}

/// [`spawn`] for work that begins in a render's own task (an effect) and ends in one (a big
/// view drawn from its result): the page gets a turn before the first slice and before `done`,
/// so that a render and a slice never add up to one long task.
pub fn spawn_later<T: 'static>(
    step: impl FnMut() -> Option<T> + 'static,
    done: impl FnOnce(T) + 'static,
) -> Rc<Cell<bool>> {
    run_with(0.0, true, step, done)
}

/// Whether another step fits in a slice of `slice` ms begun at `start`, when the last step took
/// `last` ms: the first always does (unless the slice is empty); the next only if it should
/// end within the slice, so that a slice of long steps does not run to twice its length.
pub fn fits(start: f64, last: f64, slice: f64) -> bool {
    let elapsed = now_ms() - start;
    elapsed < slice && (elapsed <= 0.0 || elapsed + last <= slice)
}

/// A long read's pace in the page ([`minesweeper_engine::video::Pace`]): once a slice of
/// [`SLICE_MS`] is used, the page's next turn comes before the read goes on.
pub struct Turns {
    start: f64,
}

impl Turns {
    pub fn from_now() -> Turns {
        Turns { start: now_ms() }
    }
}

impl minesweeper_engine::video::Pace for Turns {
    async fn turn(&mut self) {
        if now_ms() - self.start >= SLICE_MS {
            next_turn().await;
            self.start = now_ms();
        }
    }
}

/// Waits for the page's next turn: input and paint go first, then this resumes.
pub async fn next_turn() {
    gloo_timers::future::TimeoutFuture::new(0).await;
}

fn run<T: 'static>(
    first: f64,
    step: impl FnMut() -> Option<T> + 'static,
    done: impl FnOnce(T) + 'static,
) -> Rc<Cell<bool>> {
    run_with(first, false, step, done)
}

fn run_with<T: 'static>(
    first: f64,
    turn_before_done: bool,
    mut step: impl FnMut() -> Option<T> + 'static,
    done: impl FnOnce(T) + 'static,
) -> Rc<Cell<bool>> {
    let cancelled = Rc::new(Cell::new(false));
    let stop = cancelled.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let mut slice = first;
        let mut last = 0.0;
        loop {
            let start = now_ms();
            while fits(start, last, slice) {
                let began = now_ms();
                let finished = step();
                last = now_ms() - began;
                if let Some(value) = finished {
                    if turn_before_done {
                        next_turn().await;
                        if cancelled.get() {
                            return;
                        }
                    }
                    done(value);
                    return;
                }
            }
            slice = SLICE_MS;
            next_turn().await;
            if cancelled.get() {
                return;
            }
        }
    });
    stop
}
