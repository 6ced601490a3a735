use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Interval;
use minesweeper_engine::counters::{Live, Place};
use minesweeper_engine::replay::{Recorder, Sample, Timeline};
use minesweeper_engine::Game;
use yew::prelude::*;

use crate::shared::browser::now_ms;
use crate::shared::clock::Clock;
use crate::shared::components::counters::CountersList;
use crate::shared::words::words;

/// What the live panel follows.
#[derive(Clone)]
pub enum Played {
    /// A game being played: its moves and track so far, and its clock.
    Playing {
        recorder: Rc<Recorder>,
        clock: Clock,
    },
    /// A replay after `shown` moves, at `clock_ms` of its moves' clock (from its first move),
    /// `time_ms` of the game's (from its first reveal, as the viewer's clock shows it).
    Replayed {
        timeline: Rc<Timeline>,
        shown: usize,
        clock_ms: f64,
        time_ms: f64,
    },
}

impl PartialEq for Played {
    fn eq(&self, other: &Played) -> bool {
        match (self, other) {
            (
                Played::Playing { recorder, clock },
                Played::Playing {
                    recorder: r,
                    clock: c,
                },
            ) => Rc::ptr_eq(recorder, r) && clock == c,
            (
                Played::Replayed {
                    timeline,
                    shown,
                    clock_ms,
                    ..
                },
                Played::Replayed {
                    timeline: t,
                    shown: s,
                    clock_ms: c,
                    ..
                },
            ) => Rc::ptr_eq(timeline, t) && shown == s && clock_ms == c,
            _ => false,
        }
    }
}

#[derive(Properties, Clone, PartialEq)]
pub struct LiveProps {
    /// The game as it stands.
    pub game: Rc<Game>,
    pub played: Played,
}

/// How often the panel redraws while a game's clock runs: its time, 3BV/s and estimate move
/// with the clock.
const TICK_MS: u32 = 100;

/// The counters of the game so far, as it is played or replayed (the live panel, turned on
/// in the settings): the engine counts each move once, when the panel first sees it
/// (`counters::Live`), so a move costs what it changed, never the game so far.
#[component]
pub fn LiveCounters(LiveProps { game, played }: &LiveProps) -> Html {
    let live: Rc<RefCell<Option<Live>>> = use_mut_ref(|| None);
    let redraw = use_force_update();
    let running = matches!(played, Played::Playing { clock, .. } if clock.started.is_some() && clock.ended.is_none());
    use_effect_with(running, move |&running| {
        let ticker = running.then(|| Interval::new(TICK_MS, move || redraw.force_update()));
        move || drop(ticker)
    });
    let (moves, track, time_ms) = match played {
        Played::Playing { recorder, clock } => (
            recorder.moves(),
            recorder.cursor(),
            clock.elapsed_ms(now_ms()),
        ),
        Played::Replayed {
            timeline,
            shown,
            clock_ms,
            time_ms,
        } => {
            let replay = timeline.replay();
            let moves = &replay.moves()[..(*shown).min(replay.moves().len())];
            let track = replay.cursor();
            let seen = track.partition_point(|s: &Sample| f64::from(s.at_ms) <= *clock_ms);
            (moves, &track[..seen], *time_ms)
        }
    };
    let counters = {
        let mut live = live.borrow_mut();
        let live = live.get_or_insert_with(|| match played {
            Played::Playing { .. } => Live::new(*game.config(), game.seed()),
            Played::Replayed { timeline, .. } => {
                let replay = timeline.replay();
                Live::of_replay(replay.start(), replay.convention())
            }
        });
        live.follow(game, moves, track);
        Rc::new(live.counters(time_ms))
    };
    html! {
        <section class="result live-counters" data-testid="live-counters" aria-label={words().live_counters_panel()}>
            <dl><CountersList {counters} place={Place::Live} /></dl>
        </section>
    }
}
