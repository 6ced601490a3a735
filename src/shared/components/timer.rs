use gloo_timers::callback::Interval;
use yew::prelude::*;

use crate::shared::browser::now_ms;
use crate::shared::clock::Clock;
use crate::shared::words::words;
use minesweeper_engine::format::fixed;
use minesweeper_i18n::Arg;

#[derive(Properties, Clone, PartialEq)]
pub struct TimerProps {
    pub clock: Clock,
}

/// Seconds since the first reveal: whole seconds while playing, ticking every second; the exact
/// time to a tenth once the game is over.
#[component]
pub fn Timer(props: &TimerProps) -> Html {
    let clock = props.clock;
    let running = clock.started.is_some() && clock.ended.is_none();
    let redraw = use_force_update();
    use_effect_with(running, move |&running| {
        let ticker = running.then(|| Interval::new(1000, move || redraw.force_update()));
        // Dropping the Interval cancels it, when the game ends or the timer unmounts.
        move || drop(ticker)
    });
    let seconds = clock.elapsed_ms(now_ms()) / 1000.0;
    let text = if clock.ended.is_some() {
        fixed(seconds, 1)
    } else {
        format!("{:03}", (seconds.floor() as u64).min(999))
    };
    html! {
        <div class="led" data-testid="timer" role="timer" aria-label={words().timer(Arg::shown(seconds, text.clone()))}>{ text }</div>
    }
}
