use minesweeper_engine::{no_guess, Config, FirstClick};
use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::classic::settings::{clamped, max_mines, no_guess_fits, Preset, MAX_SIDE, MIN_SIDE};
use crate::shared::components::modal::Modal;
use crate::shared::words::{language_picker, words};

#[derive(Properties, Clone, PartialEq)]
pub struct SettingsProps {
    pub config: Config,
    /// Every change rebuilds the board at once, while the dialog stays open.
    pub on_change: Callback<Config>,
    pub on_close: Callback<()>,
    /// Whether "?" marks are on, and how to change that.
    pub marks: bool,
    pub on_marks: Callback<bool>,
    /// Whether the live counters are shown, and how to change that.
    pub live: bool,
    pub on_live: Callback<bool>,
}

/// The Settings modal: presets, three live sliders, the first-click rule, "?" marks and the
/// live counters.
#[component]
pub fn Settings(props: &SettingsProps) -> Html {
    let config = props.config;
    let (rows, cols, mines, rule) = (
        config.rows(),
        config.cols(),
        config.mines(),
        config.first_click(),
    );
    let on_close = props.on_close.clone();
    let w = words();
    let slider = |which: Which| {
        let on_change = props.on_change.clone();
        Callback::from(move |e: InputEvent| {
            let value = e
                .target_unchecked_into::<HtmlInputElement>()
                .value_as_number();
            if !value.is_finite() {
                return;
            }
            let value = value.round().clamp(0.0, f64::from(u32::MAX)) as u32;
            let next = match which {
                Which::Rows => clamped(value, cols, mines, rule),
                Which::Cols => clamped(rows, value, mines, rule),
                Which::Mines => clamped(rows, cols, value, rule),
            };
            if next != config {
                on_change.emit(next);
            }
        })
    };
    let preset_button = |preset: Preset| {
        let on_change = props.on_change.clone();
        let selected = Preset::of(&config) == preset;
        let detail = preset.config().map_or_else(
            || w.preset_any_size(),
            |c| w.preset_detail(c.rows(), c.cols(), c.mines()),
        );
        let onclick = Callback::from(move |_| {
            if let Some(c) = preset.config() {
                on_change.emit(c.with_first_click(rule));
            }
        });
        html! {
            <button type="button" class="preset" aria-pressed={selected.to_string()} {onclick}>
                <span class="preset-name">{ preset.label(&w) }</span>
                <span class="preset-detail">{ detail }</span>
            </button>
        }
    };
    let rule_option = |option: FirstClick, title: Rc<str>, help: Rc<str>, enabled: bool| {
        let on_change = props.on_change.clone();
        let onchange = Callback::from(move |_| on_change.emit(config.with_first_click(option)));
        html! {
            <label class="rule">
                <input type="radio" name="first-click" checked={rule == option} disabled={!enabled}
                    data-testid={format!("rule-{}", option.as_str())} {onchange} />
                <span><strong>{ title }</strong>{ " — " }{ help }</span>
            </label>
        }
    };
    let no_guess_help = if no_guess_fits(rows, cols, mines) {
        w.rule_no_guess_help()
    } else {
        w.rule_no_guess_limits(
            no_guess::MAX_CELLS,
            no_guess::MAX_DENSITY_PERCENT,
            no_guess::density_percent(rows, cols, mines),
        )
    };
    let checked = |e: Event| e.target_unchecked_into::<HtmlInputElement>().checked();
    let (on_marks, on_live) = (
        props.on_marks.reform(checked),
        props.on_live.reform(checked),
    );
    html! {
        <Modal labelled_by="settings-title" class="settings" on_close={on_close.clone()}>
            <h2 id="settings-title">{ w.settings() }</h2>
            <div class="presets" role="group" aria-label={w.presets()}>
                { for Preset::NAMED.into_iter().chain([Preset::Custom]).map(preset_button) }
            </div>
            { range(Which::Rows, w.rows(), rows, MIN_SIDE, MAX_SIDE, slider(Which::Rows)) }
            { range(Which::Cols, w.columns(), cols, MIN_SIDE, MAX_SIDE, slider(Which::Cols)) }
            { range(Which::Mines, w.mines(), mines, 1, max_mines(rows, cols), slider(Which::Mines)) }
            <fieldset class="rules">
                <legend>{ w.first_click() }</legend>
                { rule_option(FirstClick::Opening, w.rule_opening(), w.rule_opening_help(), true) }
                { rule_option(FirstClick::Safe, w.rule_safe(), w.rule_safe_help(), true) }
                { rule_option(FirstClick::NoGuess, w.rule_no_guess(), no_guess_help, no_guess_fits(rows, cols, mines)) }
            </fieldset>
            { check("marks", props.marks, on_marks, (w.question_marks(), w.question_marks_help())) }
            { check("live-toggle", props.live, on_live, (w.live_counters(), w.live_counters_help())) }
            { language_picker(&w) }
            <p class="settings-hint">{ w.settings_hint() }</p>
            <button type="button" class="done" onclick={move |_| on_close.emit(())}>{ w.done() }</button>
        </Modal>
    }
}
/// A preference turned on or off: its box, its name and what it does.
fn check(
    testid: &'static str,
    on: bool,
    onchange: Callback<Event>,
    (name, help): (Rc<str>, Rc<str>),
) -> Html {
    html! {
        <label class="check">
            <input type="checkbox" data-testid={testid} checked={on} {onchange} />
            <span><strong>{ name }</strong>{ " — " }{ help }</span>
        </label>
    }
}

#[derive(Clone, Copy)]
enum Which {
    Rows,
    Cols,
    Mines,
}

fn range(
    which: Which,
    label: Rc<str>,
    value: u32,
    min: u32,
    max: u32,
    oninput: Callback<InputEvent>,
) -> Html {
    let id = match which {
        Which::Rows => "slider-rows",
        Which::Cols => "slider-columns",
        Which::Mines => "slider-mines",
    };
    // `max` comes before `value`: the browser clamps a value to the max it has at that moment.
    html! {
        <div class="slider">
            <label for={id}>{ label.clone() }</label>
            <input {id} type="range" aria-label={label} min={min.to_string()} max={max.to_string()} step="1"
                value={value.to_string()} {oninput} />
            <output for={id} class="slider-value">{ value }</output>
        </div>
    }
}
