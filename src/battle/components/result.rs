use yew::prelude::*;

use super::controls::level_label;
use crate::battle::state::{State, CPU, YOU};

/// How a battle that ended went (nothing while it goes on). Drawn by the rest
/// ([`super::views::Views::result`]), as the classic page's result card is: a battle ends
/// long after the rest is here.
pub fn view(state: &State) -> Html {
    let battle = &state.battle;
    if !battle.is_over() {
        return Html::default();
    }
    let status = state.status_name();
    html! {
        <section class={classes!("result", (status == "won").then_some("won"))} data-testid="result" aria-label="Result">
            <h2>{ match status { "won" => "You win!", "lost" => "The computer wins", _ => "A draw" } }</h2>
            <p class="result-note">{ format!(
                "Against {}: you {} cells, the computer {}; {} lives left to {}.",
                level_label(state.setup.level),
                battle.territory(YOU),
                battle.territory(CPU),
                battle.lives(YOU),
                battle.lives(CPU),
            ) }</p>
        </section>
    }
}
