use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::shared::prefs::Choice;
use crate::shared::words::words;

/// A `<select>` over the values of a [`Choice`] (the theme, the autoplay speed) showing
/// `value`; `label` names it for screen readers (the select shows only the value). A
/// function, not a component: it redraws with its toolbar, and a component type costs the
/// code that carries it about half a kilobyte (Battle's first screen has the theme's).
pub fn view<T: Choice>(
    label: std::rc::Rc<str>,
    testid: &'static str,
    value: T,
    on_change: &Callback<T>,
) -> Html {
    let onchange = {
        let on_change = on_change.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(choice) = T::parse(&value) {
                on_change.emit(choice);
            }
        })
    };
    let w = words();
    html! {
        <label>
            <span class="visually-hidden">{ label.clone() }</span>
            <select data-testid={testid} aria-label={label} {onchange}>
                { for T::ALL.iter().map(|&choice| html! {
                    <option value={choice.as_str()} selected={choice == value}>{ choice.label(&w) }</option>
                }) }
            </select>
        </label>
    }
}
