use yew::prelude::*;

use crate::classic::hooks::{
    use_autoplay, use_board_search, use_generator_warmup, use_history, use_persistence, Latest,
};
use crate::classic::kit::Kit;
use crate::classic::state::State;

#[derive(Properties, Clone)]
pub struct EffectsProps {
    pub state: UseReducerHandle<State>,
    /// The latest state, kept by the page for its listeners.
    pub latest: Latest,
    pub autoplay: UseStateHandle<bool>,
    pub speed_ms: u32,
    pub kit: &'static dyn Kit,
}

impl PartialEq for EffectsProps {
    fn eq(&self, other: &EffectsProps) -> bool {
        self.state == other.state
            && self.autoplay == other.autoplay
            && self.speed_ms == other.speed_ms
            && std::rc::Rc::ptr_eq(&self.latest, &other.latest)
    }
}

/// The page's effects that need the kit: saving, the history, no-guess boards made a slice at
/// a time, and autoplay. It draws nothing; it comes with the kit, and saves at once what
/// changed before.
#[component]
pub fn Effects(props: &EffectsProps) -> Html {
    let state = &props.state;
    use_persistence(state, props.latest.clone(), props.kit);
    use_history(state.dispatcher(), state, props.kit);
    use_board_search(state.dispatcher(), state, props.kit);
    use_generator_warmup(state, props.kit);
    let over = state.game.status().is_over();
    use_autoplay(
        state.dispatcher(),
        props.autoplay.clone(),
        props.speed_ms,
        over,
    );
    Html::default()
}
