use yew::prelude::*;

use crate::battle::hooks::use_persistence;
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

/// The page's effects that need the kit: saving the battle and the statistics. It draws
/// nothing; it comes with the kit, and saves at once what changed before.
#[component]
pub fn Effects(props: &EffectsProps) -> Html {
    use_persistence(&props.state, props.kit);
    Html::default()
}
