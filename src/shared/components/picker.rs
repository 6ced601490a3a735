use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::shared::prefs::Choice;

#[derive(Properties, PartialEq)]
pub struct PickerProps<T: Choice> {
    /// What is picked, for screen readers (the select shows only the value).
    pub label: AttrValue,
    pub testid: AttrValue,
    pub value: T,
    pub on_change: Callback<T>,
}

/// A `<select>` over the values of a [`Choice`]: the theme, the autoplay speed.
#[component]
pub fn Picker<T: Choice>(props: &PickerProps<T>) -> Html {
    let onchange = {
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(choice) = T::parse(&value) {
                on_change.emit(choice);
            }
        })
    };
    html! {
        <label>
            <span class="visually-hidden">{ props.label.clone() }</span>
            <select data-testid={props.testid.clone()} aria-label={props.label.clone()} {onchange}>
                { for T::ALL.iter().map(|&choice| html! {
                    <option value={choice.as_str()} selected={choice == props.value}>{ choice.label() }</option>
                }) }
            </select>
        </label>
    }
}
