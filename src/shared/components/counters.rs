use std::rc::Rc;

use minesweeper_engine::counters::Counters;
use minesweeper_engine::format::fixed;
use yew::prelude::*;

#[derive(Properties, Clone, PartialEq)]
pub struct CountersProps {
    pub counters: Rc<Counters>,
}

/// A game's counters, each named as the community names it (see docs/replays.md): 3BV solved
/// of the board's, 3BV/s, IOE, ZiNi, the clicks by kind, the wasted ones, correctness,
/// throughput, RQP, STNB on the rated boards, the cursor's path when a video gave it, and NF.
#[component]
pub fn CountersList(CountersProps { counters: c }: &CountersProps) -> Html {
    let two = |v: Option<f64>| v.map_or("—".to_string(), |v| fixed(v, 2));
    let stat = |name: &'static str, title: &'static str, value: String| {
        html! { <div class="result-stat" data-counter={name} {title}><dt>{ name }</dt><dd>{ value }</dd></div> }
    };
    html! {
        <>
            { stat("3BV/s", "3BV solved per second", two(c.bbbv_per_second())) }
            { stat("IOE", "Index of efficiency: 3BV solved per click", two(c.ioe())) }
            { stat("ZiNi", "The fewest clicks with flags and chords", c.zini.to_string()) }
            { stat("Clicks", "Left, right and chords", format!("{} · {}/{}/{}", c.clicks(), c.left, c.right, c.chords)) }
            { stat("Wasted", "Clicks that changed nothing that counts", c.wasted().to_string()) }
            { stat("Correctness", "Effective clicks per click", two(c.correctness())) }
            { stat("Throughput", "3BV solved per effective click", two(c.throughput())) }
            { stat("RQP", "Time squared per 3BV solved (lower is better)", two(c.rqp())) }
            if let Some(stnb) = c.stnb() {
                { stat("STNB", "The community's rating of a game on a standard board", fixed(stnb, 1)) }
            }
            if let Some(path) = c.path {
                { stat("Path", "The cursor's path, in pixels of 16-pixel cells (from the video)", format!("{} px", fixed(path, 0))) }
            }
            if c.won && c.no_flags() {
                { stat("NF", "Played with no flags", "yes".to_string()) }
            }
        </>
    }
}
