//! The viewer's effects as custom hooks: the clock while playing, the review graded between
//! frames, and the keys (Space plays or pauses, the arrows step, Home and End jump).

use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Interval;
use minesweeper_engine::replay::Timeline;
use minesweeper_engine::review::Reviewer;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::replay::state::{Action, State};
use crate::shared::browser::now_ms;
use crate::shared::hooks::typing_or_in_dialog;
use crate::shared::slices::{self, SLICE_MS};

/// How often the clock moves while playing: about once a frame.
pub const TICK_MS: u32 = 16;

/// While playing, tells the state how much time passed, about once a frame.
#[hook]
pub fn use_playback(dispatcher: UseReducerDispatcher<State>, playing: bool) {
    use_effect_with(playing, move |&playing| {
        let ticker = playing.then(|| {
            let mut last = now_ms();
            Interval::new(TICK_MS, move || {
                let now = now_ms();
                dispatcher.dispatch(Action::Tick(now - last));
                last = now;
            })
        });
        move || drop(ticker)
    });
}

/// Grades every move with the solver, a few at a time between frames (never more than
/// [`SLICE_MS`] of work at once), and hands each batch over; leaving the viewer stops it.
#[hook]
pub fn use_review(dispatcher: UseReducerDispatcher<State>, timeline: Rc<Timeline>) {
    use_effect_with(timeline, move |timeline| {
        let cancelled = Rc::new(std::cell::Cell::new(false));
        let timeline = timeline.clone();
        let stop = cancelled.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let mut reviewer = Reviewer::new(timeline.replay());
            // The viewer's first render has the task that started this: grading waits a turn.
            slices::next_turn().await;
            let mut last = 0.0;
            loop {
                let start = now_ms();
                let mut batch = Vec::new();
                let mut done = false;
                while slices::fits(start, last, SLICE_MS) {
                    let began = now_ms();
                    let graded = reviewer.step(timeline.replay());
                    last = now_ms() - began;
                    match graded {
                        Some(graded) => batch.push(graded),
                        None => {
                            done = true;
                            break;
                        }
                    }
                }
                if cancelled.get() {
                    return;
                }
                dispatcher.dispatch(Action::Graded(batch));
                if done {
                    dispatcher.dispatch(Action::Reviewed(reviewer.finish().summary));
                    return;
                }
                slices::next_turn().await;
            }
        });
        move || stop.set(true)
    });
}

/// The viewer's keys anywhere on the page (outside form controls and dialogs).
#[hook]
pub fn use_viewer_keys(dispatcher: UseReducerDispatcher<State>, moves: usize) {
    use_effect_with(moves, move |&moves| {
        let listener = crate::shared::browser::window()
            .and_then(|w| w.document())
            .map(|document| {
                let options = EventListenerOptions::enable_prevent_default();
                EventListener::new_with_options(&document, "keydown", options, move |e| {
                    let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    if e.ctrl_key() || e.meta_key() || e.alt_key() || typing_or_in_dialog(e) {
                        return;
                    }
                    let action = match e.key().as_str() {
                        " " => Action::Toggle,
                        "ArrowRight" => Action::Step(1),
                        "ArrowLeft" => Action::Step(-1),
                        "Home" => Action::Seek(0),
                        "End" => Action::Seek(moves),
                        _ => return,
                    };
                    e.prevent_default();
                    dispatcher.dispatch(action);
                })
            });
        move || drop(listener)
    });
}
