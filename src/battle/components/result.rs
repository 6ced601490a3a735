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
    let w = crate::shared::words::words();
    html! {
        <section class={classes!("result", (status == "won").then_some("won"))} data-testid="result" aria-label={w.result()}>
            <h2>{ match status { "won" => w.battle_result_won(), "lost" => w.battle_result_lost(), _ => w.battle_result_drawn() } }</h2>
            <p class="result-note">{ w.battle_result_note(
                level_label(&w, state.setup.level),
                battle.territory(YOU),
                battle.territory(CPU),
                battle.lives(YOU),
                battle.lives(CPU),
            ) }</p>
        </section>
    }
}
