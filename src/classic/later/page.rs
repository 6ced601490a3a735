//! The views that come with the rest, made from the page's handles ([`Page`]): each one's
//! props and callbacks are made here, so that their code is the rest's, not the first
//! screen's.

use yew::prelude::*;

use crate::classic::components::assist::{Assist, AssistProps};
use crate::classic::components::daily_dialog::DailyDialog;
use crate::classic::components::history_dialog::HistoryDialog;
use crate::classic::components::menu::{Dialog, Menu};
use crate::classic::components::result_card::ResultCard;
use crate::classic::components::settings_dialog::Settings;
use crate::classic::components::stats_dialog::Statistics;
use crate::classic::components::views::{Page, View};
use crate::classic::state::Action;
use crate::shared::browser::{copy, now_ms, Copied};
use crate::shared::components::live::{LiveCounters, Played};
use crate::shared::prefs::Prefs;
use crate::shared::words::words;
use minesweeper_engine::analysis::Setup;
use minesweeper_engine::daily::Date;
use minesweeper_engine::Config;

use super::effects::Effects;

/// The view `view` of the page.
pub fn view(view: View, page: &Page) -> Html {
    let state = &page.state;
    match view {
        View::Menu => html! {
            <Menu on_open={setter(&page.open, Some)} on_share={share_link(page)}
                shared={(*page.shared).clone()} theme={page.prefs.theme}
                on_theme={pref(&page.prefs, |prefs, theme| Prefs { theme, ..prefs })} />
        },
        // The live counters, when turned on, under the solver's controls.
        View::Assist => html! {
            <>
                <Assist ..assist(page) />
                if page.prefs.live {
                    <LiveCounters game={state.game.clone()}
                        played={Played::Playing { recorder: state.recorder.clone(), clock: state.clock }} />
                }
            </>
        },
        View::Effects => match state.services.0 {
            Some(services) => html! {
                <Effects state={state.clone()} latest={page.latest.clone()}
                    autoplay={page.autoplay.clone()} speed_ms={page.prefs.speed.ms()} {services} />
            },
            None => Html::default(),
        },
        View::Result => match &state.result {
            Some(result) => {
                let dispatcher = state.dispatcher();
                let on_notice =
                    Callback::from(move |notice| dispatcher.dispatch(Action::Notice(notice)));
                html! { <ResultCard result={result.clone()} on_share={share(page)} {on_notice} /> }
            }
            None => Html::default(),
        },
        View::Dialog(dialog) => self::dialog(dialog, page),
    }
}

/// The solver's controls' props. The rest is here (it draws them), so what they ask of it is
/// done at once.
fn assist(page: &Page) -> AssistProps {
    let state = &page.state;
    AssistProps {
        over: state.game.status().is_over(),
        autoplay: *page.autoplay,
        speed: page.prefs.speed,
        show_probabilities: state.show_probabilities,
        flag_mode: *page.flag_mode,
        on_hint: {
            let dispatcher = state.dispatcher();
            Callback::from(move |()| dispatcher.dispatch(Action::Hint { at: now_ms() }))
        },
        on_autoplay: setter(&page.autoplay, |on| on),
        on_speed: pref(&page.prefs, |prefs, speed| Prefs { speed, ..prefs }),
        on_probabilities: {
            let dispatcher = state.dispatcher();
            Callback::from(move |show: bool| dispatcher.dispatch(Action::ShowProbabilities(show)))
        },
        on_flag_mode: setter(&page.flag_mode, |on| on),
        on_analyse: {
            let latest = page.latest.clone();
            Callback::from(move |()| {
                let setup = Setup::of_game(&latest.borrow().game);
                crate::analysis::open(&setup.to_text());
            })
        },
    }
}

/// The dialog `open`.
fn dialog(open: Dialog, page: &Page) -> Html {
    let state = &page.state;
    let on_close = setter(&page.open, |()| None);
    match open {
        Dialog::Settings => {
            // A reshaped board keeps its seed: the link changes only where the player changed it.
            let (dispatcher, seed) = (state.dispatcher(), state.game.seed());
            let on_change = Callback::from(move |config: Config| {
                dispatcher.dispatch(Action::NewGame { config, seed })
            });
            html! {
                <Settings config={*state.game.config()} {on_change} {on_close} marks={page.prefs.marks}
                    on_marks={pref(&page.prefs, |prefs, marks| Prefs { marks, ..prefs })}
                    live={page.prefs.live} on_live={pref(&page.prefs, |prefs, live| Prefs { live, ..prefs })} />
            }
        }
        Dialog::Statistics => {
            let dispatcher = state.dispatcher();
            let on_reset = Callback::from(move |()| dispatcher.dispatch(Action::ResetStats));
            html! { <Statistics stats={state.stats.clone()} {on_reset} {on_close} /> }
        }
        Dialog::History => html! { <HistoryDialog {on_close} /> },
        Dialog::Daily => {
            let (dispatcher, opened) = (state.dispatcher(), page.open.clone());
            let on_play = Callback::from(move |daily| {
                opened.set(None);
                dispatcher.dispatch(Action::NewDaily(daily));
            });
            html! {
                <DailyDialog today={Date::of_unix_ms(now_ms())} stats={state.daily_stats.clone()}
                    {on_play} {on_close} />
            }
        }
    }
}

/// A callback that sets `handle` to what `make` makes of its argument.
fn setter<T: 'static, A: 'static>(handle: &UseStateHandle<T>, make: fn(A) -> T) -> Callback<A> {
    let handle = handle.clone();
    Callback::from(move |a: A| handle.set(make(a)))
}

/// A callback that changes one preference.
fn pref<A: 'static>(prefs: &UseStateHandle<Prefs>, change: fn(Prefs, A) -> Prefs) -> Callback<A> {
    let prefs = prefs.clone();
    Callback::from(move |a: A| prefs.set(change(*prefs, a)))
}

/// Share: the page's address, copied.
fn share_link(page: &Page) -> Callback<()> {
    let share = share(page);
    Callback::from(move |()| {
        let url = crate::shared::browser::window()
            .and_then(|w| w.location().href().ok())
            .unwrap_or_default();
        share.emit((url, Copied::Link));
    })
}

/// Copies a text, and says so for a few seconds in the menu (or shows it, to copy by hand,
/// without clipboard access).
fn share(page: &Page) -> Callback<(String, Copied)> {
    let shared = page.shared.clone();
    Callback::from(move |(text, what): (String, Copied)| {
        let shared = shared.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let copied = copy(&text).await;
            let w = words();
            shared.set(Some(if copied {
                w.copied(what.key()).to_string()
            } else {
                w.copy_this(text).to_string()
            }));
            let shown = if copied { 3 } else { 20 };
            gloo_timers::future::sleep(std::time::Duration::from_secs(shown)).await;
            shared.set(None);
        });
    })
}
