//! The page's effects that need the rest, as a component that draws nothing: it comes with the
//! rest, and does at once what was waiting.

use yew::prelude::*;

use super::hooks::{use_board_maker, use_persistence};
use crate::battle::components::views::EffectsProps;
use crate::battle::state::Action;
use crate::shared::hooks::use_file_drop;

/// Making a no-guess board, saving the battle and the statistics; and a video dropped on the
/// page, which the browser would open in the page's place, is answered with where videos open
/// (here, not in the first screen: a drop in the second before the rest is here is rare, and
/// the listener cost the first screen 0.7 KB gzipped).
#[component]
pub fn Effects(props: &EffectsProps) -> Html {
    use_board_maker(props.state.dispatcher(), &props.state, props.services);
    use_persistence(&props.state, props.services);
    let dispatcher = props.state.dispatcher();
    use_file_drop(Callback::from(move |_: web_sys::File| {
        dispatcher.dispatch(Action::Notice(
            crate::shared::words::words()
                .notice_videos_elsewhere()
                .to_string(),
        ))
    }));
    Html::default()
}
