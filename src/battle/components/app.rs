use std::rc::Rc;

use minesweeper_engine::battle::Pace;
use minesweeper_engine::Pos;
use yew::prelude::*;

use super::board::BattleBoard;
use super::controls::{self, ControlsProps};
use super::scoreboard::{self, Score};
use super::stats::StatsProps;
use super::views::EffectsProps;
use crate::battle::hooks::{use_computer, use_services, use_shortcuts};
use crate::battle::services::Save;
use crate::battle::settings::to_query;
use crate::battle::state::{Action, State, CPU, YOU};
use crate::online;
use crate::shared::browser::{random_seed, set_hash};
use crate::shared::components::notice;
use crate::shared::components::picker;
use crate::shared::hooks::{use_address, use_theme};
use crate::shared::input::Pressed;
use crate::shared::prefs::{Prefs, Theme};
use crate::shared::words::words;

#[derive(Properties, Clone, PartialEq)]
pub struct BattleProps {
    /// The state the page starts from (`startup::initial_battle`).
    pub initial: Rc<State>,
    pub prefs: Prefs,
}

/// The battle page: you against the computer for territory on one board. The first screen is
/// the settings, the scoreboard and the board on the rules alone; the computer's mind, saving
/// and the statistics come with the rest (`battle::later`).
#[component]
pub fn BattleApp(props: &BattleProps) -> Html {
    let state = use_reducer({
        let initial = props.initial.clone();
        move || (*initial).clone()
    });
    let prefs = use_state({
        let prefs = props.prefs;
        move || prefs
    });
    let latest = use_mut_ref(|| (*state).clone());
    *latest.borrow_mut() = (*state).clone();
    let seed = state.battle.seed();
    use_address(to_query(&state.setup, seed));
    use_theme(*prefs);
    {
        let services = state.services;
        use_effect_with((*prefs, services.0.is_some()), move |(prefs, _)| {
            if let Some(services) = services.0 {
                let _ = services.save(Save::Prefs(prefs));
            }
        });
    }
    let views = use_services(state.dispatcher());
    use_computer(state.dispatcher(), &state);
    use_shortcuts(state.dispatcher(), latest);
    let dispatcher = state.dispatcher();
    // New settings keep the seed, so the link changes only where the player changed it.
    let on_change = dispatch(&dispatcher, move |setup| Action::New { setup, seed });
    let on_speed = dispatch(&dispatcher, Action::SetSpeed);
    let on_notice = dispatch(&dispatcher, Action::Notice);
    let on_reset = dispatch(&dispatcher, |()| Action::ResetStats);
    let dismiss = dispatch(&dispatcher, |_: MouseEvent| Action::DismissNotice);
    let on_theme = {
        let prefs = prefs.clone();
        Callback::from(move |theme: Theme| prefs.set(Prefs { theme, ..*prefs }))
    };
    let w = words();
    html! {
        <main class="app">
            <header class="topbar">
                <h1>{ w.game_title() }{ " " }<span class="badge battle-badge">{ w.battle_badge() }</span></h1>
                <nav class="topbar-actions" aria-label={w.game_menu()}>
                    // With the rest, as the classic page's menu: the HTML's first screen (the
                    // same on a static host) has none, and the first paint must match it. First
                    // in the row, which is aligned right: nothing already drawn moves.
                    if let Some(views) = views.0 {
                        { views.account_link() }
                    }
                    // Play a person opens on `#online`, which the page watches (Back returns).
                    <button type="button" data-testid="battle-online" title={w.battle_online_title()}
                        onclick={Callback::from(|_: MouseEvent| set_hash(online::HASH))}>{ w.battle_online() }</button>
                    <a class="mode-link" href="../?mode=classic" data-testid="mode-classic" title={w.battle_classic_title()}>{ w.battle_classic() }</a>
                    { picker::view(w.theme(), "theme", prefs.theme, &on_theme) }
                </nav>
            </header>
            if let Some(text) = &state.notice {
                { notice::view(text, dismiss) }
            }
            { controls::view(&ControlsProps { setup: state.setup, on_change, on_speed, on_notice }) }
            <BattleWindow state={state.clone()} />
            <p class={classes!("status-line", state.battle.is_over().then_some(state.status_name()))} role="status" aria-live="polite" data-testid="status">
                { state.status_line(&w) }
            </p>
            if let Some(views) = views.0 {
                { views.result(&state) }
            }
            if let (Some(views), Some(services)) = (views.0, state.services.0) {
                { views.stats(StatsProps { stats: state.stats.clone(), on_reset }) }
                { views.effects(EffectsProps { state: state.clone(), services }) }
            }
        </main>
    }
}

/// A callback that dispatches the action `make` makes of its argument.
fn dispatch<A: 'static>(
    dispatcher: &UseReducerDispatcher<State>,
    make: impl Fn(A) -> Action + 'static,
) -> Callback<A> {
    let dispatcher = dispatcher.clone();
    Callback::from(move |a: A| dispatcher.dispatch(make(a)))
}

#[derive(Properties, Clone, PartialEq)]
struct WindowProps {
    state: UseReducerHandle<State>,
}

/// The battle's window: the scoreboard and New battle over the board.
#[component]
fn BattleWindow(props: &WindowProps) -> Html {
    let state = &props.state;
    let on_move = {
        let dispatcher = state.dispatcher();
        use_callback((), move |p: Pressed, _| {
            dispatcher.dispatch(Action::Press(p.pos, p.press))
        })
    };
    let on_cursor = {
        let dispatcher = state.dispatcher();
        use_callback((), move |pos: Pos, _| {
            dispatcher.dispatch(Action::Cursor(pos))
        })
    };
    let setup = state.setup;
    let on_new = dispatch(&state.dispatcher(), move |_: MouseEvent| Action::New {
        setup,
        seed: random_seed(),
    });
    let battle = &state.battle;
    let config = battle.config();
    let your_turn =
        (config.pace() == Pace::Turns && !battle.is_over()).then(|| battle.turn() == YOU);
    let w = words();
    html! {
        <section class="window battle-window" aria-label={w.battle_badge()}>
            <div class="toolbar battle-toolbar">
                { scoreboard::view(&Score {
                    territory: [battle.territory(YOU), battle.territory(CPU)],
                    lives: [battle.lives(YOU), battle.lives(CPU)],
                    max_lives: config.lives(),
                    target: battle.target(),
                    your_turn,
                    names: [w.side_you().into(), w.side_computer().into()],
                    waiting: w.thinking().into(),
                }) }
                <button type="button" class="new-battle" data-testid="restart" title={w.new_battle_title()}
                    aria-keyshortcuts="R F2" onclick={on_new}>
                    { w.new_battle() }
                </button>
            </div>
            <BattleBoard rows={state.rows.clone()} cols={config.cols()} mines={config.mines()}
                status={state.status_name()} turn={your_turn} cursor={state.cursor} last_cpu={state.last_cpu}
                {on_move} {on_cursor} />
        </section>
    }
}
