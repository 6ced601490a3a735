//! The page's effects that need the rest, as a component that draws nothing: it comes with the
//! rest, and saves at once what changed before.

use yew::prelude::*;

use super::hooks::{
    use_autoplay, use_board_search, use_games_from_elsewhere, use_generator_warmup, use_history,
    use_persistence,
};
use crate::classic::components::views::EffectsProps;

/// Saving, the history, no-guess boards made a slice at a time, and autoplay.
#[component]
pub fn Effects(props: &EffectsProps) -> Html {
    let state = &props.state;
    use_persistence(state, props.latest.clone(), props.services);
    use_history(state.dispatcher(), state, props.services);
    use_games_from_elsewhere(state.dispatcher());
    use_board_search(state.dispatcher(), state, props.services);
    use_generator_warmup(state, props.services);
    let over = state.game.status().is_over();
    use_autoplay(
        state.dispatcher(),
        props.autoplay.clone(),
        props.speed_ms,
        over,
    );
    Html::default()
}
