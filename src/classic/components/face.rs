use minesweeper_engine::Status;
use yew::prelude::*;

use crate::shared::words::Words;

/// The restart button's face. CSS picks the expression from the button's `data-status`
/// (and shows the "o" mouth while the board is pressed).
#[component]
pub fn Face() -> Html {
    html! {
        <svg class="face-icon" viewBox="0 0 32 32" aria-hidden="true">
            <circle cx="16" cy="16" r="13" class="face-skin" />
            <g class="eyes-open"><circle cx="11.5" cy="12.5" r="1.8" /><circle cx="20.5" cy="12.5" r="1.8" /></g>
            <g class="eyes-dead"><path d="M9.5 10.5l4 4m0-4l-4 4M18.5 10.5l4 4m0-4l-4 4" /></g>
            <g class="eyes-shades"><path d="M6.5 11h19v1.5l-2 3.5h-5l-1.5-3h-2l-1.5 3h-5l-2-3.5z" /></g>
            <path class="mouth-smile" d="M10.5 19.5q5.5 5 11 0" />
            <path class="mouth-frown" d="M10.5 22.5q5.5-5 11 0" />
            <circle class="mouth-o" cx="16" cy="21" r="2.6" />
        </svg>
    }
}

/// What the restart button says to a screen reader.
pub fn restart_label(w: &Words, status: Status) -> std::rc::Rc<str> {
    match status {
        Status::Won => w.restart_won(),
        Status::Lost => w.restart_lost(),
        Status::Ready | Status::Playing => w.restart(),
    }
}
