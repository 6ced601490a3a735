use yew::prelude::*;

/// What the player should know (a link that was adjusted, storage that is full…), until they
/// dismiss it. A view, not a component: it has no state of its own, and each component costs
/// the first screen's module its own render and lifecycle code.
pub fn view(text: &str, on_dismiss: Callback<MouseEvent>) -> Html {
    let w = crate::shared::words::words();
    html! {
        <div class="notice" role="alert" data-testid="notice">
            <span>{ text.to_string() }</span>
            <button type="button" class="dismiss" aria-label={w.dismiss()} onclick={on_dismiss}>{ "×" }</button>
        </div>
    }
}
