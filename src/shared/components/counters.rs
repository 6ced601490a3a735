use std::rc::Rc;

use minesweeper_engine::counters::Counters;
use yew::prelude::*;

use crate::shared::words::{decimal, words};

#[derive(Properties, Clone, PartialEq)]
pub struct CountersProps {
    pub counters: Rc<Counters>,
}

/// A game's counters, each named as the community names it (see docs/replays.md): 3BV solved
/// of the board's, 3BV/s, IOE, ZiNi, the clicks by kind, the wasted ones, correctness,
/// throughput, RQP, STNB on the rated boards, the cursor's path when a video gave it, and NF.
#[component]
pub fn CountersList(CountersProps { counters: c }: &CountersProps) -> Html {
    let two = |v: Option<f64>| v.map_or("—".to_string(), |v| decimal(v, 2));
    let w = words();
    // `key`: the counter's name in `data-counter`, the same in every language.
    let stat = |key: &'static str, (name, title): (Rc<str>, Rc<str>), value: String| {
        html! { <div class="result-stat" data-counter={key} {title}><dt>{ name }</dt><dd>{ value }</dd></div> }
    };
    html! {
        <>
            { stat("3BV/s", (w.counter_bbbv_s(), w.counter_bbbv_s_title()), two(c.bbbv_per_second())) }
            { stat("IOE", (w.counter_ioe(), w.counter_ioe_title()), two(c.ioe())) }
            { stat("ZiNi", (w.counter_zini(), w.counter_zini_title()), c.zini.to_string()) }
            { stat("Clicks", (w.counter_clicks(), w.counter_clicks_title()), format!("{} · {}/{}/{}", c.clicks(), c.left, c.right, c.chords)) }
            { stat("Wasted", (w.counter_wasted(), w.counter_wasted_title()), c.wasted().to_string()) }
            { stat("Correctness", (w.counter_correctness(), w.counter_correctness_title()), two(c.correctness())) }
            { stat("Throughput", (w.counter_throughput(), w.counter_throughput_title()), two(c.throughput())) }
            { stat("RQP", (w.counter_rqp(), w.counter_rqp_title()), two(c.rqp())) }
            if let Some(stnb) = c.stnb() {
                { stat("STNB", (w.counter_stnb(), w.counter_stnb_title()), decimal(stnb, 1)) }
            }
            if let Some(path) = c.path {
                { stat("Path", (w.counter_path(), w.counter_path_title()), w.pixels(decimal(path, 0)).to_string()) }
            }
            if c.won && c.no_flags() {
                { stat("NF", (w.counter_nf(), w.counter_nf_title()), w.yes().to_string()) }
            }
        </>
    }
}
