use yew::prelude::*;

use minesweeper_engine::format::fixed;

use crate::classic::result::GameResult;

#[derive(Properties, Clone, PartialEq)]
pub struct ResultCardProps {
    pub result: GameResult,
}

/// How the game went: time, 3BV, 3BV/s, clicks, efficiency, and whether it is a new best.
#[component]
pub fn ResultCard(ResultCardProps { result }: &ResultCardProps) -> Html {
    let title = match (result.won, result.new_best) {
        (true, true) => "New best time!",
        (true, false) => "Cleared!",
        (false, _) => "Game over",
    };
    let stat = |name: &str, value: String| {
        html! { <div class="result-stat"><dt>{ name }</dt><dd>{ value }</dd></div> }
    };
    html! {
        <section class={classes!("result", result.won.then_some("won"))} data-testid="result" aria-label="Result">
            <h2>{ title }</h2>
            <dl>
                { stat("Time", format!("{} s", fixed(result.ms / 1000.0, 1))) }
                { stat(if result.won { "3BV" } else { "Board 3BV" }, result.bbbv.to_string()) }
                // Rates only mean something for a cleared board.
                if result.won {
                    { stat("3BV/s", fixed(result.bbbv_per_second(), 2)) }
                }
                { stat("Clicks", result.clicks.to_string()) }
                if result.won {
                    { stat("Efficiency", format!("{} %", fixed(result.efficiency() * 100.0, 0))) }
                }
            </dl>
            if let Some(grade) = result.no_guess_grade {
                <p class="result-note" data-testid="grade">{ format!("A no-guess board: it needed {grade}.") }</p>
            }
            if !result.recorded {
                <p class="result-note">{ "The solver helped with this game, so it is not in your statistics." }</p>
            }
        </section>
    }
}
