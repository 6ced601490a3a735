//! A video dropped anywhere on the classic page, on any screen, opens in the viewer, and a
//! position (`.mine`) on the analysis board; a file that is neither is answered with why, over
//! whatever is shown. The rest mounts this once,
//! in a root of its own, when it arrives ([`mount_once`]): the listener and its notice cost
//! the first screen 1.5 KB gzipped, and a drop in the second before the rest is here is rare
//! (as on the Battle page, `battle::later::effects`). The viewer and ranked play fetch the
//! rest after their own chunk, so a drop there is heard too.

use yew::prelude::*;

use crate::replay::open::{open_video, Progress};
use crate::shared::hooks::use_file_drop;
use crate::shared::words::words;

/// Listens for a dropped file and says how its opening goes.
#[component]
fn DropZone() -> Html {
    let shown = use_state_eq(|| None::<String>);
    use_file_drop({
        let shown = shown.clone();
        Callback::from(move |file: web_sys::File| {
            // A position (.mine) opens on the analysis board.
            if crate::analysis::is_position(&file.name()) {
                wasm_bindgen_futures::spawn_local(async move {
                    if let Some(text) = crate::analysis::read_text(&file).await {
                        crate::analysis::open(&text);
                    }
                });
                return;
            }
            let (reading, problem) = (shown.clone(), shown.clone());
            open_video(
                file,
                Progress {
                    reading: Callback::from(move |what| reading.set(what)),
                    problem: Callback::from(move |why| problem.set(Some(why))),
                },
            )
        })
    });
    let Some(text) = &*shown else {
        return Html::default();
    };
    let dismiss = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(None))
    };
    html! {
        <div class="notice drop-notice" role="status" data-testid="drop-notice">
            <span>{ text.clone() }</span>
            <button type="button" class="dismiss" aria-label={words().dismiss()} onclick={dismiss}>{ "×" }</button>
        </div>
    }
}

/// Mounts the drop's listener and notice in a root of their own at the end of the page, once.
pub fn mount_once() {
    #[cfg(target_arch = "wasm32")]
    {
        use std::cell::Cell;
        thread_local! {
            static MOUNTED: Cell<bool> = const { Cell::new(false) };
        }
        if MOUNTED.replace(true) {
            return;
        }
        let document = crate::shared::browser::window().and_then(|w| w.document());
        let root = document.and_then(|d| Some((d.create_element("div").ok()?, d.body()?)));
        if let Some((root, body)) = root {
            if body.append_child(&root).is_ok() {
                yew::Renderer::<DropZone>::with_root(root).render();
            }
        }
    }
}
