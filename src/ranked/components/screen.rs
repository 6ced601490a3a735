use minesweeper_engine::format::fixed;
use minesweeper_engine::{Pos, Status};
use minesweeper_protocol::client::LinkState;
use minesweeper_protocol::{category, Released};
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
use crate::shared::words::words;
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
    html! {
        <main class="app ranked-page">
            <header class="topbar">
                <h1>{ "Minesweeper" }
                    <span class="badge ranked-badge">{ game.map_or("Ranked".to_string(), |g| format!("Ranked · {}", g.category.title)) }</span>
                </h1>
                <nav class="topbar-actions" aria-label="Ranked menu">
                    <button type="button" data-testid="ranked" aria-haspopup="dialog" onclick={opener(Open::Choose)}>{ "Ranked" }</button>
                    <button type="button" data-testid="leaderboard-open" aria-haspopup="dialog" disabled={state.server != Server::Here}
                        onclick={opener(Open::Leaderboard)}>{ "Leaderboards" }</button>
                    <AccountLink player={state.player.as_ref().map(|(id, _)| AttrValue::from(id.clone()))} />
                    if let Some((id, _)) = &state.player {
                        <button type="button" data-testid="my-games" title="Your ranked games, at an address you can share"
                            onclick={{ let hash = format!("{}{id}", crate::ranked::PLAYER_HASH); Callback::from(move |_: MouseEvent| set_hash(&hash)) }}>{ "Your games" }</button>
                    }
                    <button type="button" data-testid="leave-ranked" title="Back to your practice game" onclick={props.on_leave.reform(|_: MouseEvent| ())}>{ "Practice" }</button>
                </nav>
            </header>
            if let Some(said) = &state.notice {
                { notice::view(&refusals::notice(&words(), said), { let d = state.dispatcher(); Callback::from(move |_: MouseEvent| d.dispatch(Action::DismissNotice)) }) }
            }
            if let Some(shown) = game {
                <RankedBoard shown={shown.clone()} cursor={state.cursor} ranked={ranked.clone()} on_cursor={{ let d = state.dispatcher(); Callback::from(move |p| d.dispatch(Action::MoveCursor(p))) }} />
            }
            <p class={classes!("status-line", game.filter(|g| g.status.is_over()).map(|g| g.status.as_str()))} role="status" aria-live="polite" data-testid="status">
                { status_line(&state) }
            </p>
            if let Some(shown) = game.filter(|g| g.ending.is_some()) {
                { ending(shown, &ranked, &open) }
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
    html! {
        <section class="window" aria-label="Ranked game">
            <div class="toolbar">
                { counter::view(left, "Mines left", "mines-left") }
                <span class="ranked-mark" title="The server keeps this game's clock">{ "Ranked" }</span>
                <Timer clock={shown.clock} />
            </div>
            <Board rows={shown.rows.clone()} config={shown.config} status={shown.status} cursor={props.cursor}
                hinted={shown.start} marks={false} flag_mode={false} ranked={true}
                {on_move} on_cursor={props.on_cursor.clone()} on_track={Some(on_track)} />
        </section>
    }
}

/// What the status line says.
fn status_line(state: &State) -> String {
    let waiting = match state.waiting {
        0 => String::new(),
        1 => " 1 move will be sent once it is back.".into(),
        n => format!(" {n} moves will be sent, in order, once it is back."),
    };
    match (&state.server, state.link, state.game.as_ref()) {
        (Server::Checking, ..) => "Looking for the game server…".into(),
        (Server::Absent(why), ..) => why.clone(),
        (_, Some(LinkState::Lost), _) => format!("The connection to the server dropped: reconnecting…{waiting}"),
        (_, None | Some(LinkState::Connecting), _) => "Connecting to the game server…".into(),
        (_, _, None) => "Choose a category (Ranked) to play a game the server referees.".into(),
        (_, _, Some(game)) => match (game.status, &game.ending) {
            (Status::Ready, _) if game.start.is_some() => format!(
                "{}: today's board, the same for everyone. Your first reveal is at the ringed cell; the server's clock starts there.",
                game.category.title
            ),
            (Status::Ready, _) => format!(
                "Ranked {}: the server deals the board and starts its clock at your first reveal.",
                game.category.title.to_lowercase()
            ),
            (Status::Won, Some(end)) => format!(
                "Won in {} s on the server's clock · 3BV {}{}{}",
                fixed(end.time_ms as f64 / 1000.0, 3),
                end.bbbv,
                match (&end.unranked, end.rank) {
                    (Some(why), _) => format!(" · {why}"),
                    (None, Some(r)) => format!(" · rank {r}"),
                    (None, None) => String::new(),
                },
                released(&end.released),
            ),
            (Status::Lost, _) => "Lost.".into(),
            _ => format!("Ranked {}", game.category.title.to_lowercase()),
        },
    }
}

/// The held daily wins a win put on their boards, as a sentence's end (empty for none).
fn released(wins: &[Released]) -> String {
    wins.iter()
        .map(|win| {
            let title = category(&win.category).map_or(win.category.as_str(), |c| c.title);
            format!(
                " · your held {title} win of {} is on its board now",
                win.day
            )
        })
        .collect()
}

/// What the finished game offers: its replay (a daily game's once its day is over), another
/// game, the leaderboards.
fn ending(shown: &Shown, ranked: &Ranked, open: &UseStateHandle<Option<Open>>) -> Html {
    let Some(end) = &shown.ending else {
        return html! {};
    };
    let replay = end.replay.clone();
    let category = shown.category;
    html! {
        <div class="ranked-ending" data-testid="ranked-ending">
            if end.replay.is_empty() {
                if end.public_from_ms.is_some() {
                    <p class="muted">{ "Today's layout and every replay of it are public from 00:00 UTC." }</p>
                }
            } else {
                <button type="button" data-testid="ranked-replay" onclick={Callback::from(move |_: MouseEvent| handover::show(replay.to_string(), None))}>{ "Watch the replay" }</button>
            }
            if !category.daily {
                <button type="button" data-testid="ranked-again" onclick={{ let ranked = ranked.clone(); Callback::from(move |_: MouseEvent| ranked.start(category.name)) }}>
                    { format!("Another {}", category.title.to_lowercase()) }
                </button>
            }
            <button type="button" onclick={{ let open = open.clone(); Callback::from(move |_: MouseEvent| open.set(Some(Open::Leaderboard))) }}>{ "Leaderboards" }</button>
        </div>
    }
}
