use std::rc::Rc;

use minesweeper_engine::counters::solved_over_time;
use minesweeper_engine::replay::Timeline;
use yew::prelude::*;

use crate::shared::components::chart::{axes_labelled, Scale, H, LEFT, RIGHT, W};
use crate::shared::words::{decimal, words, Arg};

#[derive(Properties, Clone)]
pub struct SpeedCurveProps {
    pub timeline: Rc<Timeline>,
    /// The game's clock at the moment shown (ms since the first reveal): marked on the curve.
    pub at_ms: f64,
}

impl PartialEq for SpeedCurveProps {
    fn eq(&self, other: &SpeedCurveProps) -> bool {
        Rc::ptr_eq(&self.timeline, &other.timeline) && self.at_ms == other.at_ms
    }
}

/// The curve starts a second into the game: before it, one 3BV in a tenth of a second would
/// read as ten a second and flatten the rest.
const FROM_MS: u32 = 1_000;

/// 3BV/s over the game: after each move, the 3BV solved so far over the time so far, with the
/// moment shown marked. Counted once a replay (`counters::solved_over_time`, one pass).
#[component]
pub fn SpeedCurve(props: &SpeedCurveProps) -> Html {
    let points = use_memo(props.timeline.clone(), |timeline| {
        solved_over_time(timeline.replay())
            .into_iter()
            .filter(|&(at, _)| at >= FROM_MS)
            .map(|(at, solved)| {
                (
                    f64::from(at) / 1000.0,
                    f64::from(solved) * 1000.0 / f64::from(at),
                )
            })
            .collect::<Vec<(f64, f64)>>()
    });
    let Some(&(end, _)) = points.last() else {
        return Html::default();
    };
    let top = points.iter().map(|p| p.1).fold(0.0, f64::max) * 1.05;
    let scale = Scale {
        games: 2,
        bottom: 0.0,
        top: top.max(0.01),
    };
    let start = f64::from(FROM_MS) / 1000.0;
    let x = |t: f64| {
        LEFT + (W - LEFT - RIGHT) * ((t - start) / (end - start).max(0.001)).clamp(0.0, 1.0)
    };
    let line: Vec<String> = points
        .iter()
        .map(|&(t, v)| format!("{:.1},{:.1}", x(t), scale.y(v)))
        .collect();
    let seconds = props.at_ms / 1000.0;
    let now = points.iter().rev().find(|p| p.0 <= seconds).copied();
    let w = words();
    let (first, last) = (
        w.seconds_short(Arg::shown(start, decimal(start, 0))),
        w.seconds_short(Arg::shown(end, decimal(end, 1))),
    );
    html! {
        <figure class="progress speed-curve" data-testid="speed-curve">
            <figcaption>{ w.replay_speed_curve() }</figcaption>
            <svg viewBox={format!("0 0 {W} {H}")} role="img" aria-label={w.replay_speed_curve_label(points.len())}>
                { axes_labelled(&scale, "", &first, &last) }
                <polyline class="best" points={line.join(" ")} data-points={points.len().to_string()} />
                if let Some((t, v)) = now {
                    <circle cx={format!("{:.1}", x(t))} cy={format!("{:.1}", scale.y(v))} r="3.5" data-testid="speed-now">
                        <title>{ w.replay_speed_now(decimal(v, 2), Arg::shown(t, decimal(t, 1))) }</title>
                    </circle>
                }
            </svg>
        </figure>
    }
}
