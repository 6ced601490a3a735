use std::rc::Rc;

use yew::prelude::*;

use minesweeper_engine::export::to_evf;
use minesweeper_engine::video::Info;
use minesweeper_i18n::refusal;

use crate::classic::result::{daily_line, GameResult};
use crate::replay::handover;
use crate::shared::browser::{download, page_address};
use crate::shared::components::counters::CountersList;
use crate::shared::words::{decimal, words, Arg};

#[derive(Properties, Clone, PartialEq)]
pub struct ResultCardProps {
    pub result: Rc<GameResult>,
    /// Copies a text and says so: the text, and what it is ("Link to the replay").
    pub on_share: Callback<(String, crate::shared::browser::Copied)>,
    /// Something the player should know (an EVF file that could not be made).
    pub on_notice: Callback<String>,
}

/// How the game went: time, 3BV, every counter, whether it is a new best, and the ways to keep
/// it: watch it again, share its replay, save it as EVF, and for a daily board the line to
/// paste.
#[component]
pub fn ResultCard(props: &ResultCardProps) -> Html {
    let result = &props.result;
    let w = words();
    let title = match (result.won, result.new_best) {
        (true, true) => w.result_new_best(),
        (true, false) => w.result_cleared(),
        (false, _) => w.result_over(),
    };
    let stat = |name: Rc<str>, value: String| {
        html! { <div class="result-stat"><dt>{ name }</dt><dd>{ value }</dd></div> }
    };
    let button = |label: Rc<str>, testid: &'static str, on: Callback<MouseEvent>| {
        html! { <button type="button" data-testid={testid} onclick={on}>{ label }</button> }
    };
    let replay = result.replay.clone();
    let actions = replay.map(|replay| {
        let text = replay.to_text();
        let on_watch = {
            let text = text.clone();
            Callback::from(move |_: MouseEvent| handover::show(text.to_string(), None))
        };
        let on_share = props.on_share.reform(move |_: MouseEvent| {
            (
                format!("{}#replay={text}", page_address()),
                crate::shared::browser::Copied::ReplayLink,
            )
        });
        let on_export = {
            let on_notice = props.on_notice.clone();
            Callback::from(move |_: MouseEvent| {
                let name = replay.file_name();
                let saved = to_evf(&replay, &Info::default())
                    .map_err(|e| refusal::replay(&words(), &e).to_string())
                    .and_then(|bytes| download(&name, &bytes, "application/octet-stream"));
                if let Err(why) = saved {
                    on_notice.emit(words().evf_failed(why).to_string());
                }
            })
        };
        html! {
            <div class="result-actions">
                { button(w.watch_replay(), "watch-replay", on_watch) }
                { button(w.share_replay(), "share-replay", on_share) }
                { button(w.export_evf(), "export-evf", on_export) }
            </div>
        }
    });
    html! {
        <section class={classes!("result", result.won.then_some("won"))} data-testid="result" aria-label={w.result()}>
            <h2>{ title }</h2>
            <dl>
                { stat(w.result_time(), w.seconds_short(Arg::shown(result.ms / 1000.0, decimal(result.ms / 1000.0, 1))).to_string()) }
                if let Some(counters) = &result.counters {
                    <CountersList counters={counters.clone()} />
                } else {
                    { stat(if result.won { w.result_bbbv() } else { w.result_board_bbbv() }, result.bbbv.to_string()) }
                    if result.won {
                        { stat(w.counter_bbbv_s(), decimal(result.bbbv_per_second(), 2)) }
                    }
                    { stat(w.clicks(), result.clicks.to_string()) }
                }
            </dl>
            if let Some(grade) = result.no_guess_grade {
                <p class="result-note" data-testid="grade">{ w.result_grade(grade.key()) }</p>
            }
            if let Some(line) = result.daily.as_ref().zip(result.counters.as_deref()).map(|(daily, counters)| daily_line(&w, daily, counters)) {
                <p class="result-note daily-line" data-testid="daily-line">
                    <span>{ line.clone() }</span>
                    {{
                        let line = line.clone();
                        button(w.copy(), "copy-daily", props.on_share.reform(move |_: MouseEvent| (line.to_string(), crate::shared::browser::Copied::Result)))
                    }}
                </p>
            }
            if !result.recorded {
                <p class="result-note">{ w.result_assisted() }</p>
            }
            { for actions }
        </section>
    }
}
