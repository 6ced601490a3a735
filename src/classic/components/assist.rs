use yew::prelude::*;

use crate::shared::components::picker;
use crate::shared::prefs::Speed;
use crate::shared::words::words;

#[derive(Properties, Clone, PartialEq)]
pub struct AssistProps {
    pub over: bool,
    pub autoplay: bool,
    pub speed: Speed,
    pub show_probabilities: bool,
    /// Taps flag instead of revealing (for touch players who prefer it to a long press).
    pub flag_mode: bool,
    pub on_flag_mode: Callback<bool>,
    pub on_hint: Callback<()>,
    pub on_autoplay: Callback<bool>,
    pub on_speed: Callback<Speed>,
    pub on_probabilities: Callback<bool>,
    /// Opens the analysis board on the position on screen.
    pub on_analyse: Callback<()>,
}

/// The solver's controls: one hint, autoplay at a chosen speed, the probability overlay, and
/// the analysis board on the position on screen.
#[component]
pub fn Assist(props: &AssistProps) -> Html {
    let on_hint = props.on_hint.reform(|_: MouseEvent| ());
    let autoplay = props.autoplay;
    let on_autoplay = props.on_autoplay.reform(move |_: MouseEvent| !autoplay);
    let shown = props.show_probabilities;
    let on_probabilities = props.on_probabilities.reform(move |_: MouseEvent| !shown);
    let flag_mode = props.flag_mode;
    let on_flag_mode = props.on_flag_mode.reform(move |_: MouseEvent| !flag_mode);
    // Each solver control says that a game it helps with is not recorded, so that no one
    // loses a record by surprise.
    let w = words();
    html! {
        <div class="assist" role="toolbar" aria-label={w.play_tools()}>
            <button type="button" data-testid="flag-mode" aria-pressed={flag_mode.to_string()} onclick={on_flag_mode}>
                { w.flag_mode() }
            </button>
            <button type="button" data-testid="hint" disabled={props.over} title={w.hint_title()}
                aria-keyshortcuts="H" onclick={on_hint}>{ w.hint() }</button>
            <button type="button" data-testid="autoplay" aria-pressed={autoplay.to_string()} disabled={props.over && !autoplay}
                title={w.help_note()} onclick={on_autoplay}>
                { if autoplay { w.autoplay_stop() } else { w.autoplay() } }
            </button>
            { picker::view(w.speed(), "autoplay-speed", props.speed, &props.on_speed) }
            <button type="button" data-testid="probabilities" aria-pressed={shown.to_string()}
                title={w.probabilities_title()} aria-keyshortcuts="P" onclick={on_probabilities}>
                { w.probabilities() }
            </button>
            <button type="button" data-testid="analyse" onclick={props.on_analyse.reform(|_: MouseEvent| ())}>
                { w.analysis_open() }
            </button>
        </div>
    }
}
