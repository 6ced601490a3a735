use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::replay::state::SPEED_LABELS;
use crate::shared::words::words;

#[derive(Properties, Clone, PartialEq)]
pub struct ControlsProps {
    pub playing: bool,
    pub shown: usize,
    pub moves: usize,
    pub speed: usize,
    pub on_toggle: Callback<()>,
    pub on_step: Callback<isize>,
    pub on_seek: Callback<usize>,
    pub on_speed: Callback<usize>,
    /// Whether the cursor leaves a trail; `None` when the replay has no cursor.
    #[prop_or_default]
    pub trail: Option<bool>,
    #[prop_or_default]
    pub on_trail: Callback<bool>,
}

/// Play or pause, one move back or forward, the speed, a scrub bar over every move, and the
/// cursor's trail when there is a cursor.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let toggle = {
        let on = props.on_toggle.clone();
        Callback::from(move |_: MouseEvent| on.emit(()))
    };
    let step = |by: isize| {
        let on = props.on_step.clone();
        Callback::from(move |_: MouseEvent| on.emit(by))
    };
    let scrub = {
        let on = props.on_seek.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(n) = e
                .target_dyn_into::<HtmlInputElement>()
                .and_then(|i| i.value().parse::<usize>().ok())
            {
                on.emit(n);
            }
        })
    };
    let speed = {
        let on = props.on_speed.clone();
        Callback::from(move |e: Event| {
            if let Some(i) = e
                .target_dyn_into::<HtmlSelectElement>()
                .and_then(|s| s.value().parse::<usize>().ok())
            {
                on.emit(i);
            }
        })
    };
    let trail = {
        let on = props.on_trail.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                on.emit(input.checked());
            }
        })
    };
    let w = words();
    let (label, symbol) = if props.playing {
        (w.replay_pause(), "❚❚")
    } else {
        (w.replay_play(), "▶")
    };
    let (back, forward) = (w.replay_step_back(), w.replay_step_forward());
    html! {
        <div class="replay-controls">
            <button type="button" data-testid="replay-back" aria-label={back.clone()} title={back}
                disabled={props.shown == 0} onclick={step(-1)}>{ "◀◀" }</button>
            <button type="button" class="replay-play" data-testid="replay-play" aria-label={label.clone()} title={label}
                aria-pressed={props.playing.to_string()} onclick={toggle}>{ symbol }</button>
            <button type="button" data-testid="replay-forward" aria-label={forward.clone()} title={forward}
                disabled={props.shown == props.moves} onclick={step(1)}>{ "▶▶" }</button>
            <label class="replay-scrub">
                <span class="visually-hidden">{ w.replay_move() }</span>
                <input type="range" data-testid="replay-scrub" min="0" max={props.moves.to_string()}
                    value={props.shown.to_string()} oninput={scrub}
                    aria-valuetext={w.replay_move_of(props.shown, props.moves)} />
            </label>
            <span class="replay-count" data-testid="replay-count">{ format!("{} / {}", props.shown, props.moves) }</span>
            <label class="picker">
                <span>{ w.replay_speed() }</span>
                <select data-testid="replay-speed" onchange={speed}>
                    { for SPEED_LABELS.iter().enumerate().map(|(i, label)| html! {
                        <option value={i.to_string()} selected={i == props.speed}>{ *label }</option>
                    }) }
                </select>
            </label>
            if let Some(on) = props.trail {
                <label class="check replay-trail" title={w.replay_trail_title()}>
                    <input type="checkbox" data-testid="replay-trail" checked={on} onchange={trail} />
                    <span>{ w.replay_trail() }</span>
                </label>
            }
        </div>
    }
}
