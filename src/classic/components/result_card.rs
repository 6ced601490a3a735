use yew::prelude::*;

use minesweeper_engine::format::fixed;

use crate::classic::result::GameResult;
use crate::shared::components::counters::CountersList;

#[derive(Properties, Clone, PartialEq)]
pub struct ResultCardProps {
    pub result: GameResult,
    /// Watch the game again in the replay viewer.
    pub on_watch: Callback<()>,
    /// Copy a link that opens the replay.
    pub on_share: Callback<()>,
    /// Save the game as an EVF file.
    pub on_export: Callback<()>,
    /// Copy the daily board's line.
    pub on_copy_line: Callback<String>,
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
    let button = |label: &'static str, testid: &'static str, on: &Callback<()>| {
        let on = on.clone();
        html! { <button type="button" data-testid={testid} onclick={Callback::from(move |_: MouseEvent| on.emit(()))}>{ label }</button> }
    };
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
                        let (on, line) = (props.on_copy_line.clone(), line.clone());
                        html! { <button type="button" data-testid="copy-daily" onclick={Callback::from(move |_: MouseEvent| on.emit(line.clone()))}>{ "Copy" }</button> }
                    }}
                </p>
            }
            if !result.recorded {
                <p class="result-note">{ "The solver helped with this game, so it is not in your statistics." }</p>
            }
            if result.replay.is_some() {
                <div class="result-actions">
                    { button("Watch replay", "watch-replay", &props.on_watch) }
                    { button("Share replay", "share-replay", &props.on_share) }
                    { button("Export EVF", "export-evf", &props.on_export) }
                </div>
            }
        </section>
    }
}
