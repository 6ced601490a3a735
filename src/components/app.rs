use std::rc::Rc;

use gloo_events::EventListener;
use gloo_timers::callback::Interval;
use minesweeper_engine::{Action as Move, Config, Pos, Status};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlSelectElement, KeyboardEvent};
use yew::prelude::*;

use super::assist::{Assist, SPEEDS};
use super::board::Board;
use super::counter::Counter;
use super::face::{restart_label, Face};
use super::result_card::ResultCard;
use super::settings_dialog::Settings;
use super::stats_dialog::Statistics;
use super::timer::Timer;
use crate::browser::{now_ms, query, random_seed, replace_query};
use crate::persist::{Prefs, SavedGame, Stats, Theme, GAME_KEY, PREFS_KEY, STATS_KEY};
use crate::settings::{from_query, to_query};
use crate::state::{Action, State};
use crate::storage;

/// Reads `key` with `parse`; unreadable data is removed, with a sentence for the notice.
fn load<T>(
    key: &str,
    what: &str,
    parse: impl Fn(&str) -> Result<T, String>,
    notes: &mut Vec<String>,
) -> Option<T> {
    let text = storage::read(key)?;
    match parse(&text) {
        Ok(value) => Some(value),
        Err(why) => {
            notes.push(format!(
                "{what} could not be read ({why}) and {} discarded.",
                if what.ends_with('s') { "were" } else { "was" }
            ));
            storage::remove(key);
            None
        }
    }
}

/// The state a page load starts from: the saved game when the URL names it (or names
/// nothing), else the URL's game, else a fresh Beginner board.
fn initial_state() -> State {
    let query = query();
    let url = from_query(&query);
    let mut notes = Vec::new();
    if !url.notices.is_empty() {
        notes.push(format!(
            "The link was adjusted: {}.",
            url.notices.join("; ")
        ));
    }
    let stats =
        Rc::new(load(STATS_KEY, "Your statistics", Stats::parse, &mut notes).unwrap_or_default());
    let saved = load(GAME_KEY, "Your saved game", SavedGame::parse, &mut notes);
    let notice = (!notes.is_empty()).then(|| notes.join(" "));
    let names_saved = |s: &SavedGame| {
        query.trim_start_matches('?').is_empty()
            || (url.notices.is_empty()
                && url.seed == Some(s.game.seed())
                && url.config == *s.game.config())
    };
    match saved {
        Some(saved) if names_saved(&saved) => State::restored(saved, now_ms(), stats, notice),
        _ => State {
            stats,
            ..State::new(url.config, url.seed.unwrap_or_else(random_seed), notice)
        },
    }
}

fn load_prefs() -> Prefs {
    load(PREFS_KEY, "Preferences", Prefs::parse, &mut Vec::new()).unwrap_or_default()
}

/// Whether a key press belongs to a form control or an open dialog rather than the game.
fn typing_or_in_dialog(e: &KeyboardEvent) -> bool {
    let in_control = e
        .target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .is_some_and(|el| {
            matches!(
                el.tag_name().as_str(),
                "INPUT" | "SELECT" | "TEXTAREA" | "BUTTON"
            )
        });
    let dialog_open = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("dialog[open]").ok().flatten())
        .is_some();
    in_control || dialog_open
}

#[derive(Clone, Copy, PartialEq)]
enum Open {
    Nothing,
    Settings,
    Statistics,
}

#[component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    let open = use_state(|| Open::Nothing);
    let prefs = use_state(load_prefs);
    let autoplay = use_state(|| false);
    let speed_ms = use_state(|| SPEEDS[1].0);
    let flag_mode = use_state(|| false);
    let shared = use_state(|| None::<String>);
    let config = *state.game.config();
    let seed = state.game.seed();
    let status = state.game.status();
    let over = status.is_over();

    // The address bar always links to the board on screen.
    use_effect_with((config, seed), |(config, seed)| {
        replace_query(&to_query(config, *seed))
    });

    // Save after every move; and when the page is hidden or closed, with the clock as it is then.
    let latest = use_mut_ref(|| (*state).clone());
    *latest.borrow_mut() = (*state).clone();
    {
        let game_ptr = Rc::as_ptr(&state.game) as usize;
        let latest = latest.clone();
        use_effect_with((game_ptr, state.clock), move |_| {
            storage::write(GAME_KEY, &latest.borrow().saved(now_ms()))
        });
    }
    {
        let latest = latest.clone();
        use_effect_with((), move |_| {
            let window = web_sys::window();
            let listeners: Vec<EventListener> = window
                .iter()
                .flat_map(|w| {
                    ["pagehide", "visibilitychange"].map(|event| {
                        let latest = latest.clone();
                        EventListener::new(w, event, move |_| {
                            storage::write(GAME_KEY, &latest.borrow().saved(now_ms()))
                        })
                    })
                })
                .collect();
            move || drop(listeners)
        });
    }
    use_effect_with(state.stats.clone(), |stats| {
        storage::write(STATS_KEY, &**stats)
    });
    // The theme: the player's choice, or the system's, followed live while "System" is chosen.
    use_effect_with(*prefs, |prefs| {
        storage::write(PREFS_KEY, prefs);
        let theme = prefs.theme;
        let query = web_sys::window()
            .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten());
        let apply = move |system_dark: bool| {
            let dark = match theme {
                Theme::System => system_dark,
                Theme::Light => false,
                Theme::Dark => true,
            };
            let root = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.document_element());
            if let Some(root) = root {
                let _ = root.set_attribute("data-theme", if dark { "dark" } else { "light" });
            }
        };
        apply(query.as_ref().is_some_and(|q| q.matches()));
        let listener = query.map(|q| {
            let list = q.clone();
            EventListener::new(&q, "change", move |_| apply(list.matches()))
        });
        move || drop(listener)
    });

    // Autoplay: one solver move per tick until the game ends or the player stops it. The
    // player can still click meanwhile; each tick plays from whatever the board is then.
    {
        let dispatcher = state.dispatcher();
        let autoplay = autoplay.clone();
        use_effect_with((*autoplay, *speed_ms, over), move |&(on, speed, over)| {
            if on && over {
                autoplay.set(false);
            }
            let ticker = (on && !over).then(|| {
                Interval::new(speed, move || {
                    dispatcher.dispatch(Action::Hint { at: now_ms() })
                })
            });
            move || drop(ticker)
        });
    }

    // Shortcuts anywhere on the page: R or F2 restart, S settings, H hint.
    {
        let dispatcher = state.dispatcher();
        let (latest, open) = (latest.clone(), open.clone());
        use_effect_with((), move |_| {
            let listener = web_sys::window()
                .and_then(|w| w.document())
                .map(|document| {
                    EventListener::new(&document, "keydown", move |e| {
                        let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                            return;
                        };
                        if e.ctrl_key() || e.meta_key() || e.alt_key() || typing_or_in_dialog(e) {
                            return;
                        }
                        let config = *latest.borrow().game.config();
                        match e.key().as_str() {
                            "r" | "R" | "F2" => {
                                e.prevent_default();
                                dispatcher.dispatch(Action::NewGame {
                                    config,
                                    seed: random_seed(),
                                });
                            }
                            "s" | "S" => open.set(Open::Settings),
                            "h" | "H" => dispatcher.dispatch(Action::Hint { at: now_ms() }),
                            _ => {}
                        }
                    })
                });
            move || drop(listener)
        });
    }

    let dispatch = |make: fn(&State) -> Action| {
        let dispatcher = state.dispatcher();
        let latest = latest.clone();
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(make(&latest.borrow())))
    };
    let on_restart = dispatch(|s| Action::NewGame {
        config: *s.game.config(),
        seed: random_seed(),
    });
    let on_move = {
        let dispatcher = state.dispatcher();
        use_callback((), move |play: Move, _| {
            dispatcher.dispatch(Action::Play { play, at: now_ms() })
        })
    };
    let on_cursor = {
        let dispatcher = state.dispatcher();
        use_callback((), move |pos: Pos, _| {
            dispatcher.dispatch(Action::MoveCursor(pos))
        })
    };
    let on_change = {
        let dispatcher = state.dispatcher();
        // A reshaped board keeps its seed: the link changes only where the player changed it.
        Callback::from(move |config: Config| dispatcher.dispatch(Action::NewGame { config, seed }))
    };
    let set_open = |what: Open| {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(what))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(Open::Nothing))
    };
    let on_marks = {
        let prefs = prefs.clone();
        Callback::from(move |marks: bool| prefs.set(Prefs { marks, ..*prefs }))
    };
    let on_theme = {
        let prefs = prefs.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(&theme) = Theme::ALL.iter().find(|t| t.as_str() == value) {
                prefs.set(Prefs { theme, ..*prefs });
            }
        })
    };
    let on_share = {
        let shared = shared.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(window) = web_sys::window() else {
                return;
            };
            let url = window.location().href().unwrap_or_default();
            let promise = window.navigator().clipboard().write_text(&url);
            let shared = shared.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let copied = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                // Without clipboard access, show the link so it can be copied by hand.
                shared.set(Some(if copied {
                    "Link copied.".to_string()
                } else {
                    format!("Copy this link: {url}")
                }));
                gloo_timers::future::sleep(std::time::Duration::from_secs(if copied {
                    3
                } else {
                    20
                }))
                .await;
                shared.set(None);
            });
        })
    };
    let on_hint = {
        let dispatcher = state.dispatcher();
        Callback::from(move |()| dispatcher.dispatch(Action::Hint { at: now_ms() }))
    };
    let on_autoplay = {
        let autoplay = autoplay.clone();
        Callback::from(move |on: bool| autoplay.set(on))
    };
    let on_speed = {
        let speed_ms = speed_ms.clone();
        Callback::from(move |ms: u32| speed_ms.set(ms))
    };
    let on_flag_mode = {
        let flag_mode = flag_mode.clone();
        Callback::from(move |on: bool| flag_mode.set(on))
    };
    let on_probabilities = {
        let dispatcher = state.dispatcher();
        Callback::from(move |show: bool| dispatcher.dispatch(Action::ShowProbabilities(show)))
    };
    let on_reset_stats = {
        let dispatcher = state.dispatcher();
        Callback::from(move |()| dispatcher.dispatch(Action::ResetStats))
    };
    let dismiss = dispatch(|_| Action::DismissNotice);

    html! {
        <main class="app">
            <header class="topbar">
                <h1>{ "Minesweeper" }</h1>
                <nav class="topbar-actions" aria-label="Game menu">
                    <button type="button" data-testid="statistics" aria-haspopup="dialog" onclick={set_open(Open::Statistics)}>
                        { "Statistics" }
                    </button>
                    <button type="button" data-testid="share" title="Copy a link to this board" onclick={on_share}>{ "Share" }</button>
                    if let Some(note) = shared.as_ref() {
                        <span class="share-note" role="status" data-testid="share-note">{ note }</span>
                    }
                    <label class="theme">
                        <span class="visually-hidden">{ "Theme" }</span>
                        <select data-testid="theme" aria-label="Theme" onchange={on_theme}>
                            { for Theme::ALL.iter().map(|&t| html! {
                                <option value={t.as_str()} selected={t == prefs.theme}>{ t.label() }</option>
                            }) }
                        </select>
                    </label>
                    <button type="button" data-testid="settings" aria-haspopup="dialog" onclick={set_open(Open::Settings)}>
                        { "Settings" }
                    </button>
                </nav>
            </header>
            if let Some(notice) = &state.notice {
                <div class="notice" role="alert" data-testid="notice">
                    <span>{ notice }</span>
                    <button type="button" class="dismiss" aria-label="Dismiss" onclick={dismiss}>{ "×" }</button>
                </div>
            }
            <section class="window" aria-label="Game">
                <div class="toolbar">
                    <Counter value={state.game.mines_left()} label="Mines left" testid="mines-left" />
                    <button type="button" class="face" data-testid="restart" data-status={status.as_str()}
                        aria-label={restart_label(status)} title="New game (R)" onclick={on_restart}>
                        <Face />
                    </button>
                    <Timer clock={state.clock} />
                </div>
                <Board rows={state.rows.clone()} {config} {status} cursor={state.cursor} marks={prefs.marks}
                    flag_mode={*flag_mode} {on_move} {on_cursor} />
            </section>
            <Assist {over} autoplay={*autoplay} speed_ms={*speed_ms} show_probabilities={state.show_probabilities}
                flag_mode={*flag_mode} {on_hint} {on_autoplay} {on_speed} {on_probabilities} {on_flag_mode} />
            <p class="status-line" role="status" aria-live="polite" data-testid="status">
                { status_line(&state) }
            </p>
            if let Some(result) = &state.result {
                <ResultCard result={result.clone()} />
            }
            if *open == Open::Settings {
                <Settings {config} {on_change} on_close={close.clone()} marks={prefs.marks} {on_marks} />
            }
            if *open == Open::Statistics {
                <Statistics stats={state.stats.clone()} on_reset={on_reset_stats} on_close={close} />
            }
        </main>
    }
}

fn status_line(state: &State) -> String {
    match state.game.status() {
        Status::Ready => {
            "Click any cell to start. Right-click or long-press to flag; arrows and Space work too."
                .to_string()
        }
        Status::Playing => state.hint_note.clone().unwrap_or_default(),
        Status::Won => match state.clock.started.zip(state.clock.ended) {
            Some((start, end)) => {
                format!("You win! Cleared in {:.1} seconds.", (end - start) / 1000.0)
            }
            None => "You win!".to_string(),
        },
        Status::Lost => "Boom — you hit a mine. Press the face or R to play again.".to_string(),
    }
}
