use wasm_bindgen::JsCast;
use web_sys::HtmlDialogElement;
use yew::prelude::*;

#[derive(Properties, Clone, PartialEq)]
pub struct ModalProps {
    /// The id of the heading that names the dialog.
    pub labelled_by: AttrValue,
    pub class: AttrValue,
    pub on_close: Callback<()>,
    pub children: Html,
}

/// A native `<dialog>` shown modally: it traps focus, Esc closes it, and so does a click on
/// the backdrop (the content fills the dialog's box, so a click on the dialog itself is one).
#[component]
pub fn Modal(props: &ModalProps) -> Html {
    let dialog = use_node_ref();
    {
        let dialog = dialog.clone();
        use_effect_with((), move |_| {
            if let Some(d) = dialog.cast::<HtmlDialogElement>() {
                if !d.open() {
                    let _ = d.show_modal();
                }
            }
        });
    }
    let oncancel = props.on_close.reform(|e: Event| e.prevent_default());
    let onclick = {
        let on_close = props.on_close.clone();
        Callback::from(move |e: MouseEvent| {
            if e.target()
                .and_then(|t| t.dyn_into::<HtmlDialogElement>().ok())
                .is_some()
            {
                on_close.emit(());
            }
        })
    };
    html! {
        <dialog ref={dialog} class={classes!("modal", props.class.to_string())} aria-labelledby={props.labelled_by.clone()}
            {oncancel} {onclick}>
            <div class="modal-body">{ props.children.clone() }</div>
        </dialog>
    }
}
