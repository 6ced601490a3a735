use minesweeper_engine::{Pos, Status};
use minesweeper_protocol::client::LinkState;
use minesweeper_protocol::Released;
use yew::prelude::*;

use super::choose_dialog::ChooseDialog;
use super::leaderboard::LeaderboardDialog;
use crate::account::components::link::AccountLink;
use crate::ranked::hooks::{use_ranked, Ranked};
use crate::ranked::state::{Action, Server, Shown, State};
use crate::replay::handover;
use crate::shared::browser::set_hash;
use crate::shared::components::board::Board;
use crate::shared::components::counter;
use crate::shared::components::notice;
use crate::shared::components::timer::Timer;
use crate::shared::input::{Point, Pressed};
use crate::shared::words::{decimal, words, Arg, Words};
use minesweeper_protocol::words as refusals;

#[derive(Properties, Clone, PartialEq)]
pub struct RankedProps {
    /// Back to the practice game.
    pub on_leave: Callback<()>,
}

/// Which dialog is open.
#[derive(Clone, Copy, PartialEq)]
enum Open {
    Choose,
    Leaderboard,
}

/// The ranked screen: the board the server deals, its counters, what the game came to, and
/// the ranked dialog and the leaderboards. No hint, autoplay or probabilities here.
#[component]
pub fn RankedScreen(props: &RankedProps) -> Html {
    let state = use_reducer(State::default);
    let ranked = use_ranked(&state);
    let open = use_state(|| Some(Open::Choose));
    let game = state.game.as_ref();
    let category = game.map_or("expert", |g| g.category.name);
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(None))
    };
    let dialog = match *open {
        Some(Open::Choose) => html! {
            <ChooseDialog server={state.server.clone()} name={state.player.as_ref().map(|(_, n)| n.clone())}
                on_start={{ let (ranked, open) = (ranked.clone(), open.clone()); Callback::from(move |c| { ranked.start(c); open.set(None); }) }}
                on_rename={{ let ranked = ranked.clone(); Callback::from(move |n: String| ranked.rename(&n)) }}
                on_leaderboard={{ let open = open.clone(); Callback::from(move |()| open.set(Some(Open::Leaderboard))) }}
                on_close={close.clone()} />
        },
        Some(Open::Leaderboard) => html! {
            <LeaderboardDialog {category} player={state.player.as_ref().map(|(id, _)| id.clone())} on_close={close.clone()} />
        },
        None => html! {},
    };
    let opener = |which: Open| {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(Some(which)))
    };
    let w = words();
    html! {
        <main class="app ranked-page">
            <header class="topbar">
                <h1>{ w.game_title() }
                    <span class="badge ranked-badge">{ game.map_or_else(|| w.ranked(), |g| w.ranked_with(w.ranked_category(g.category.name))) }</span>
                </h1>
                <nav class="topbar-actions" aria-label={w.game_menu()}>
                    <button type="button" data-testid="ranked" aria-haspopup="dialog" onclick={opener(Open::Choose)}>{ w.ranked() }</button>
                    <button type="button" data-testid="leaderboard-open" aria-haspopup="dialog" disabled={state.server != Server::Here}
                        onclick={opener(Open::Leaderboard)}>{ w.leaderboards() }</button>
                    <AccountLink player={state.player.as_ref().map(|(id, _)| AttrValue::from(id.clone()))} />
                    if let Some((id, _)) = &state.player {
                        <button type="button" data-testid="my-games" title={w.ranked_your_games_title()}
                            onclick={{ let hash = format!("{}{id}", crate::ranked::PLAYER_HASH); Callback::from(move |_: MouseEvent| set_hash(&hash)) }}>{ w.ranked_your_games() }</button>
                    }
                    <button type="button" data-testid="leave-ranked" title={w.ranked_practice_title()} onclick={props.on_leave.reform(|_: MouseEvent| ())}>{ w.ranked_practice() }</button>
                </nav>
            </header>
            if let Some(said) = &state.notice {
                { notice::view(&refusals::notice(&w, said), { let d = state.dispatcher(); Callback::from(move |_: MouseEvent| d.dispatch(Action::DismissNotice)) }) }
            }
            if let Some(shown) = game {
                <RankedBoard shown={shown.clone()} cursor={state.cursor} ranked={ranked.clone()} on_cursor={{ let d = state.dispatcher(); Callback::from(move |p| d.dispatch(Action::MoveCursor(p))) }} />
            }
            <p class={classes!("status-line", game.filter(|g| g.status.is_over()).map(|g| g.status.as_str()))} role="status" aria-live="polite" data-testid="status">
                { status_line(&w, &state) }
            </p>
            if let Some(shown) = game.filter(|g| g.ending.is_some()) {
                { ending(&w, shown, &ranked, &open) }
            }
            { dialog }
        </main>
    }
}

#[derive(Properties, Clone, PartialEq)]
struct BoardProps {
    shown: Shown,
    cursor: Pos,
    ranked: Ranked,
    on_cursor: Callback<Pos>,
}

/// The game's window: the mines left and the clock over the board the server dealt.
#[component]
fn RankedBoard(props: &BoardProps) -> Html {
    let on_move = {
        let ranked = props.ranked.clone();
        use_callback((), move |pressed: Pressed, _| ranked.press(pressed))
    };
    let on_track = {
        let ranked = props.ranked.clone();
        use_callback((), move |point: Point, _| ranked.pointer(point))
    };
    let shown = &props.shown;
    let left = i64::from(shown.config.mines()) - i64::from(shown.flags);
    let w = words();
    html! {
        <section class="window" aria-label={w.ranked_game()}>
            <div class="toolbar">
                { counter::view(left, &w.mines_left(), "mines-left") }
                <span class="ranked-mark" title={w.ranked_mark_title()}>{ w.ranked_mark() }</span>
                <Timer clock={shown.clock} />
            </div>
            <Board rows={shown.rows.clone()} config={shown.config} status={shown.status} cursor={props.cursor}
                hinted={shown.start} marks={false} flag_mode={false} ranked={true}
                {on_move} on_cursor={props.on_cursor.clone()} on_track={Some(on_track)} />
        </section>
    }
}

/// What the status line says.
fn status_line(w: &Words, state: &State) -> String {
    let waiting = match state.waiting {
        0 => String::new(),
        n => format!(" {}", w.ranked_waiting(n)),
    };
    let category = |game: &Shown| w.ranked_category(game.category.name);
    match (&state.server, state.link, state.game.as_ref()) {
        (Server::Checking, ..) => w.ranked_looking().to_string(),
        (Server::Absent, ..) => w.ranked_absent().to_string(),
        (_, Some(LinkState::Lost), _) => format!("{}{waiting}", w.ranked_dropped()),
        (_, None | Some(LinkState::Connecting), _) => w.online_connecting().to_string(),
        (_, _, None) => w.ranked_choose().to_string(),
        (_, _, Some(game)) => match (game.status, &game.ending) {
            (Status::Ready, _) if game.start.is_some() => {
                w.ranked_daily_ready(category(game)).to_string()
            }
            (Status::Ready, _) => w.ranked_ready(category(game)).to_string(),
            (Status::Won, Some(end)) => {
                let seconds = end.time_ms as f64 / 1000.0;
                let mut said = vec![w
                    .ranked_won(Arg::shown(seconds, decimal(seconds, 3)), end.bbbv)
                    .to_string()];
                match (&end.unranked, end.rank) {
                    // Why the win is off the boards.
                    (Some(why), _) => said
                        .push(minesweeper_protocol::words::unranked(w, why, decimal).to_string()),
                    (None, Some(r)) => said.push(w.ranked_rank(r).to_string()),
                    (None, None) => {}
                }
                said.extend(released(w, &end.released));
                said.join(" · ")
            }
            (Status::Lost, _) => w.ranked_lost().to_string(),
            _ => w.ranked_with(category(game)).to_string(),
        },
    }
}

/// The held daily wins a win put on their boards.
fn released<'a>(w: &'a Words, wins: &'a [Released]) -> impl Iterator<Item = String> + 'a {
    wins.iter().map(|win| {
        w.ranked_released(w.ranked_category(win.category.as_str()), win.day.as_str())
            .to_string()
    })
}

/// What the finished game offers: its replay (a daily game's once its day is over), another
/// game, the leaderboards.
fn ending(w: &Words, shown: &Shown, ranked: &Ranked, open: &UseStateHandle<Option<Open>>) -> Html {
    let Some(end) = &shown.ending else {
        return html! {};
    };
    let replay = end.replay.clone();
    let category = shown.category;
    html! {
        <div class="ranked-ending" data-testid="ranked-ending">
            if end.replay.is_empty() {
                if end.public_from_ms.is_some() {
                    <p class="muted">{ w.ranked_public_later() }</p>
                }
            } else {
                <button type="button" data-testid="ranked-replay" onclick={Callback::from(move |_: MouseEvent| handover::show(replay.to_string(), None))}>{ w.ranked_watch_replay() }</button>
            }
            if !category.daily {
                <button type="button" data-testid="ranked-again" onclick={{ let ranked = ranked.clone(); Callback::from(move |_: MouseEvent| ranked.start(category.name)) }}>
                    { w.ranked_another(w.ranked_category(category.name)) }
                </button>
            }
            <button type="button" onclick={{ let open = open.clone(); Callback::from(move |_: MouseEvent| open.set(Some(Open::Leaderboard))) }}>{ w.leaderboards() }</button>
        </div>
    }
}
