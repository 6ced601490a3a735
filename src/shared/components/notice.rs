use yew::prelude::*;

#[derive(Properties, Clone, PartialEq)]
pub struct NoticeProps {
    pub text: AttrValue,
    pub on_dismiss: Callback<MouseEvent>,
}

/// What the player should know (a link that was adjusted, storage that is full…), until they
/// dismiss it.
#[component]
pub fn Notice(props: &NoticeProps) -> Html {
    html! {
        <div class="notice" role="alert" data-testid="notice">
            <span>{ props.text.clone() }</span>
            <button type="button" class="dismiss" aria-label="Dismiss" onclick={props.on_dismiss.clone()}>{ "×" }</button>
        </div>
    }
}
