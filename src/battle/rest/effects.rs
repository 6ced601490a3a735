//! The page's effects that need the rest, as a component that draws nothing: it comes with the
//! rest, and does at once what was waiting.

use yew::prelude::*;

use super::hooks::{use_board_maker, use_persistence};
use crate::battle::components::views::EffectsProps;

/// Making a no-guess board, saving the battle and the statistics.
#[component]
pub fn Effects(props: &EffectsProps) -> Html {
    use_board_maker(props.state.dispatcher(), &props.state, props.services);
    use_persistence(&props.state, props.services);
    Html::default()
}
