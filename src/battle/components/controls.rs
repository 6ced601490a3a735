use minesweeper_engine::battle::{BattleConfig, Level, Pace, PRESETS};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use std::rc::Rc;

use crate::battle::settings::{Setup, MAX_SPEED, MIN_SPEED};
use crate::shared::query::Note;
use crate::shared::words::{words, Words};

#[derive(Properties, Clone, PartialEq)]
pub struct ControlsProps {
    pub setup: Setup,
    /// A new battle with these settings (same seed).
    pub on_change: Callback<Setup>,
    /// The computer's speed, changed without restarting.
    pub on_speed: Callback<u8>,
    /// Values that had to be changed (a custom size out of range), for the notice.
    pub on_notice: Callback<String>,
}

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

/// A computer level's name, as the settings and the result say it.
pub fn level_label(w: &Words, level: Level) -> Rc<str> {
    match level {
        Level::Novice => w.level_novice(),
        Level::Casual => w.level_casual(),
        Level::Expert => w.level_expert(),
        Level::Master => w.level_master(),
    }
}

/// A preset board's name (`PRESETS`' names are the classic presets').
fn preset_label(w: &Words, name: &str) -> Rc<str> {
    match name {
        "beginner" => w.preset_beginner(),
        "intermediate" => w.preset_intermediate(),
        "expert" => w.preset_expert(),
        other => Rc::from(other),
    }
}

/// A battle's settings: size (a preset or custom), the computer's level and speed, lives, pace,
/// and whether the board needs no guess. Functions but for the size, which keeps state: a
/// component type costs the first screen's code about half a kilobyte, and the page makes
/// new callbacks at each render, so a component here would redraw as often.
pub fn view(props: &ControlsProps) -> Html {
    html! {
        <form class="battle-controls" aria-label={words().battle_settings()} onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
            <Size ..props.clone() />
            { play(props) }
        </form>
    }
}

/// A new battle with `setup`'s settings but this size, lives and pace: values out of range
/// become the nearest valid ones, and the notice says so.
fn resized(props: &ControlsProps, size: [u64; 3], lives: u64, pace: Pace) {
    let setup = props.setup;
    let (config, notices) = BattleConfig::clamped(size[0], size[1], size[2], lives, pace);
    let config = config.with_no_guess(setup.config.no_guess());
    if !notices.is_empty() {
        let w = words();
        let said: Vec<_> = notices
            .into_iter()
            .map(|clamp| Note::Battle(clamp).said(&w))
            .collect();
        props
            .on_notice
            .emit(w.battle_adjusted(said.join("; ")).to_string());
    }
    props.on_change.emit(Setup { config, ..setup });
}

/// The board: a preset, or a custom size (rows, columns, mines).
#[component]
fn Size(props: &ControlsProps) -> Html {
    let setup = props.setup;
    let config = setup.config;
    let preset = setup.preset_name().unwrap_or("custom");
    let custom = use_state_eq(|| preset == "custom");
    let show_custom = *custom || preset == "custom";
    let on_preset = {
        let (on_change, custom) = (props.on_change.clone(), custom.clone());
        Callback::from(move |e: Event| {
            let name = select_value(&e);
            match PRESETS.iter().find(|p| p.name == name) {
                Some(p) => {
                    custom.set(false);
                    let preset = Setup::preset(p, setup.level, config.pace());
                    on_change.emit(Setup {
                        config: preset.config.with_no_guess(config.no_guess()),
                        ..preset
                    });
                }
                None => custom.set(true),
            }
        })
    };
    let w = words();
    let number = |label: Rc<str>, testid: &'static str, value: u32, max: u32, which: usize| {
        let props = props.clone();
        let onchange = Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<HtmlInputElement>();
            let size = [config.rows(), config.cols(), config.mines()].map(u64::from);
            let Ok(value) = input.value().trim().parse::<u64>() else {
                // Not a number: show the setting as it is.
                input.set_value(&size[which].to_string());
                return;
            };
            let mut size = size;
            size[which] = value;
            resized(&props, size, config.lives().into(), config.pace());
        });
        html! {
            <label class="field">
                <span>{ label }</span>
                <input type="number" inputmode="numeric" min={if which == 2 { "1" } else { "10" }} max={max.to_string()}
                    data-testid={testid} value={value.to_string()} {onchange} />
            </label>
        }
    };
    html! {
        <>
            <label class="field">
                <span>{ w.battle_board() }</span>
                <select data-testid="battle-preset" onchange={on_preset}>
                    { for PRESETS.iter().map(|p| html! {
                        <option value={p.name} selected={!show_custom && p.name == preset}>
                            { w.battle_preset(preset_label(&w, p.name), p.rows, p.cols) }
                        </option>
                    }) }
                    <option value="custom" selected={show_custom}>{ w.preset_custom() }</option>
                </select>
            </label>
            if show_custom {
                { number(w.rows(), "battle-rows", config.rows(), BattleConfig::MAX_SIDE, 0) }
                { number(w.columns(), "battle-cols", config.cols(), BattleConfig::MAX_SIDE, 1) }
                { number(w.mines(), "battle-mines", config.mines(), BattleConfig::max_mines(config.rows(), config.cols()), 2) }
            }
        </>
    }
}

/// How the battle is played: the computer's level, the pace, lives, no guessing, the speed.
fn play(props: &ControlsProps) -> Html {
    let setup = props.setup;
    let config = setup.config;
    let change = |make: fn(Setup, &Event) -> Option<Setup>| {
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            if let Some(next) = make(setup, &e) {
                on_change.emit(next);
            }
        })
    };
    let on_level =
        change(|setup, e| Level::parse(&select_value(e)).map(|level| Setup { level, ..setup }));
    let on_pace = change(|setup, e| {
        Pace::parse(&select_value(e)).map(|pace| Setup {
            config: setup.config.with_pace(pace),
            ..setup
        })
    });
    let on_no_guess = change(|setup, e| {
        let checked = e.target_unchecked_into::<HtmlInputElement>().checked();
        Some(Setup {
            config: setup.config.with_no_guess(checked),
            ..setup
        })
    });
    let on_lives = {
        let props = props.clone();
        Callback::from(move |e: Event| {
            if let Ok(lives) = select_value(&e).parse::<u64>() {
                let size = [config.rows(), config.cols(), config.mines()].map(u64::from);
                resized(&props, size, lives, config.pace());
            }
        })
    };
    let on_speed = {
        let on_speed = props.on_speed.clone();
        Callback::from(move |e: InputEvent| {
            let value = e.target_unchecked_into::<HtmlInputElement>().value();
            if let Ok(speed) = value.parse::<u8>() {
                on_speed.emit(speed.clamp(MIN_SPEED, MAX_SPEED));
            }
        })
    };
    let w = words();
    html! {
        <>
            <label class="field">
                <span>{ w.battle_computer() }</span>
                <select data-testid="battle-level" onchange={on_level}>
                    { for Level::ALL.iter().map(|&l| html! {
                        <option value={l.as_str()} selected={l == setup.level}>{ level_label(&w, l) }</option>
                    }) }
                </select>
            </label>
            <label class="field">
                <span>{ w.battle_pace() }</span>
                <select data-testid="battle-pace" onchange={on_pace}>
                    <option value="realtime" selected={config.pace() == Pace::Realtime}>{ w.pace_realtime() }</option>
                    <option value="turns" selected={config.pace() == Pace::Turns}>{ w.pace_turns() }</option>
                </select>
            </label>
            <label class="field">
                <span>{ w.battle_lives() }</span>
                <select data-testid="battle-lives" onchange={on_lives}>
                    { for (1..=BattleConfig::MAX_LIVES).map(|n| html! {
                        <option value={n.to_string()} selected={n == config.lives()}>{ n }</option>
                    }) }
                </select>
            </label>
            <label class="field no-guess" title={w.battle_no_guess_title()}>
                <span>{ w.battle_no_guess() }</span>
                <input type="checkbox" data-testid="battle-no-guess" checked={config.no_guess()} onchange={on_no_guess} />
            </label>
            <label class="field speed" title={w.battle_speed_title()}>
                <span>{ w.battle_speed(setup.speed) }</span>
                <input type="range" min={MIN_SPEED.to_string()} max={MAX_SPEED.to_string()} step="1"
                    data-testid="battle-speed" value={setup.speed.to_string()}
                    disabled={config.pace() == Pace::Turns} oninput={on_speed} />
            </label>
        </>
    }
}
