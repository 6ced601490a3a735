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

fn run<T: 'static>(
    first: f64,
    mut step: impl FnMut() -> Option<T> + 'static,
    done: impl FnOnce(T) + 'static,
) -> Rc<Cell<bool>> {
    let cancelled = Rc::new(Cell::new(false));
    let stop = cancelled.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let mut slice = first;
        loop {
            let start = now_ms();
            while now_ms() - start < slice {
                if let Some(value) = step() {
                    done(value);
                    return;
                }
            }
            slice = SLICE_MS;
            gloo_timers::future::TimeoutFuture::new(0).await;
            if cancelled.get() {
                return;
            }
        }
    });
    stop
}
