use yew::prelude::*;

use minesweeper_engine::export::to_evf;
use minesweeper_engine::format::fixed;
use minesweeper_engine::video::Info;

use crate::classic::result::GameResult;
use crate::replay::handover;
use crate::shared::browser::{download, page_address};
use crate::shared::components::counters::CountersList;

#[derive(Properties, Clone, PartialEq)]
pub struct ResultCardProps {
    pub result: GameResult,
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
    let title = match (result.won, result.new_best) {
        (true, true) => "New best time!",
        (true, false) => "Cleared!",
        (false, _) => "Game over",
    };
    let stat = |name: &str, value: String| {
        html! { <div class="result-stat"><dt>{ name }</dt><dd>{ value }</dd></div> }
    };
    let button = |label: &'static str, testid: &'static str, on: Callback<MouseEvent>| {
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
                    .map_err(|e| e.to_string())
                    .and_then(|bytes| download(&name, &bytes, "application/octet-stream"));
                if let Err(why) = saved {
                    on_notice.emit(format!("The EVF file could not be made: {why}."));
                }
            })
        };
        html! {
            <div class="result-actions">
                { button("Watch replay", "watch-replay", on_watch) }
                { button("Share replay", "share-replay", on_share) }
                { button("Export EVF", "export-evf", on_export) }
            </div>
        }
    });
    html! {
        <section class={classes!("result", result.won.then_some("won"))} data-testid="result" aria-label="Result">
            <h2>{ title }</h2>
            <dl>
                { stat("Time", format!("{} s", fixed(result.ms / 1000.0, 1))) }
                { stat(if result.won { "3BV" } else { "Board 3BV" }, result.bbbv.to_string()) }
                if let Some(counters) = &result.counters {
                    <CountersList counters={counters.clone()} />
                } else {
                    if result.won {
                        { stat("3BV/s", fixed(result.bbbv_per_second(), 2)) }
                    }
                    { stat("Clicks", result.clicks.to_string()) }
                }
            </dl>
            if let Some(grade) = result.no_guess_grade {
                <p class="result-note" data-testid="grade">{ format!("A no-guess board: it needed {grade}.") }</p>
            }
            if let Some(line) = &result.daily_line {
                <p class="result-note daily-line" data-testid="daily-line">
                    <span>{ line.clone() }</span>
                    {{
                        let line = line.clone();
                        button("Copy", "copy-daily", props.on_share.reform(move |_: MouseEvent| (line.clone(), crate::shared::browser::Copied::Result)))
                    }}
                </p>
            }
            if !result.recorded {
                <p class="result-note">{ "The solver helped with this game, so it is not in your statistics." }</p>
            }
            { for actions }
        </section>
    }
}
