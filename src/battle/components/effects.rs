use yew::prelude::*;

use crate::battle::hooks::{use_board_maker, use_persistence};
use crate::battle::kit::Kit;
use crate::battle::state::State;

#[derive(Properties, Clone)]
pub struct EffectsProps {
    pub state: UseReducerHandle<State>,
    pub kit: &'static dyn Kit,
}

impl PartialEq for EffectsProps {
    fn eq(&self, other: &EffectsProps) -> bool {
        self.state == other.state
    }
}

/// The page's effects that need the kit: making a no-guess board, saving the battle and the
/// statistics. It draws nothing; it comes with the kit, and does at once what was waiting.
#[component]
pub fn Effects(props: &EffectsProps) -> Html {
    use_board_maker(props.state.dispatcher(), &props.state, props.kit);
    use_persistence(&props.state, props.kit);
    Html::default()
}
