use minesweeper_engine::battle::{BattleConfig, Move, Pace, Player};
use minesweeper_engine::Pos;
use minesweeper_protocol::battle::{BattleMoveKind, RoomState};
use yew::prelude::*;

use crate::battle::components::board::BattleBoard;
use crate::battle::components::scoreboard::{self, Score};
use crate::online::components::ratings::RatingsDialog;
use crate::online::hooks::{use_online, Ask, Online};
use crate::online::state::{Action, Room, ServerLink, State};
use crate::shared::components::notice;
use crate::shared::input::Pressed;
use crate::shared::words::words;
use minesweeper_protocol::words as refusals;

#[derive(Properties, Clone, PartialEq)]
pub struct OnlineProps {
    /// What the page opened with: a room's link, or nothing (choose).
    pub ask: Option<Ask>,
    /// The Battle page's settings: a new room's.
    pub config: BattleConfig,
    /// Back to battles against the computer.
    pub on_leave: Callback<()>,
}

/// Battle against a person: make a room and share its link, or take the next player waiting;
/// then the Battle page's board and scoreboard, moved by the server. The root says where the
/// room stands (`data-room-state`).
#[component]
pub fn OnlineScreen(props: &OnlineProps) -> Html {
    let state = use_reducer(State::default);
    let online = use_online(&state, props.ask.clone());
    let ratings = use_state(|| false);
    let room = state.room.as_ref();
    let room_state = room.map(|r| r.state.name());
    let leave = {
        let (online, on_leave) = (online.clone(), props.on_leave.clone());
        Callback::from(move |_: MouseEvent| {
            online.leave();
            on_leave.emit(());
        })
    };
    let w = words();
    let playing = room.is_some_and(|r| {
        matches!(r.state, RoomState::Playing | RoomState::Reconnecting) && r.seat.is_some()
    });
    html! {
        <main class="app online-page" data-testid="room" data-room-state={room_state}>
            <header class="topbar">
                <h1>{ w.game_title() }{ " " }<span class="badge battle-badge">{ w.online_badge() }</span></h1>
                <nav class="topbar-actions" aria-label={w.game_menu()}>
                    <button type="button" data-testid="battle-leaderboard-open" aria-haspopup="dialog"
                        onclick={{ let ratings = ratings.clone(); Callback::from(move |_: MouseEvent| ratings.set(true)) }}>{ w.online_ratings() }</button>
                    <button type="button" data-testid="leave-online" title={w.online_computer_title()}
                        onclick={leave}>{ if playing { w.online_resign() } else { w.online_computer() } }</button>
                </nav>
            </header>
            if let Some(said) = &state.notice {
                { notice::view(&refusals::notice(&w, said), { let d = state.dispatcher(); Callback::from(move |_: MouseEvent| d.dispatch(Action::DismissNotice)) }) }
            }
            { match room {
                None => lobby(&state, &online, props.config),
                Some(room) => html! {
                    <>
                        if room.state == RoomState::Waiting { { invite(room) } }
                        <RoomWindow room={room.clone()} cursor={state.cursor} online={online.clone()}
                            on_cursor={{ let d = state.dispatcher(); Callback::from(move |p| d.dispatch(Action::Cursor(p))) }} />
                    </>
                },
            } }
            <p class="status-line" role="status" aria-live="polite" data-testid="status">{ state.status_line(&w) }</p>
            if *ratings {
                <RatingsDialog player={state.player.as_ref().map(|(id, _)| id.clone())}
                    on_close={{ let ratings = ratings.clone(); Callback::from(move |()| ratings.set(false)) }} />
            }
            if room.is_some_and(|r| r.state == RoomState::Finished) {
                <div class="ranked-ending">
                    <button type="button" data-testid="quick-match" onclick={ask(&online, Ask::Quick(room.map_or(props.config, |r| r.config)))}>{ w.online_another() }</button>
                    <button type="button" onclick={props.on_leave.reform(|_: MouseEvent| ())}>{ w.online_back() }</button>
                </div>
            }
        </main>
    }
}

fn ask(online: &Online, what: Ask) -> Callback<MouseEvent> {
    let online = online.clone();
    Callback::from(move |_: MouseEvent| online.ask(what.clone()))
}

/// Before a room: a link for a friend, or the next player waiting, with the page's settings.
fn lobby(state: &State, online: &Online, config: BattleConfig) -> Html {
    let open = state.link == ServerLink::Open && state.player.is_some();
    let w = words();
    let pace = match config.pace() {
        Pace::Realtime => "realtime",
        Pace::Turns => "turns",
    };
    let mut settings = w.online_settings(
        config.rows(),
        config.cols(),
        config.mines(),
        config.lives(),
        pace,
    );
    if config.no_guess() {
        settings = w.online_no_guess(settings);
    }
    html! {
        <section class="online-lobby" aria-label={w.battle_online()}>
            <h2>{ w.battle_online() }</h2>
            <p>{ w.online_intro(settings) }</p>
            <label class="player-name">{ w.online_your_name() }
                <input type="text" data-testid="player-name" maxlength="24" disabled={!open}
                    value={state.player.as_ref().map(|(_, name)| name.clone()).unwrap_or_default()}
                    onchange={{ let online = online.clone(); Callback::from(move |e: Event| {
                        online.rename(&e.target_unchecked_into::<web_sys::HtmlInputElement>().value());
                    }) }} />
            </label>
            <div class="categories">
                <button type="button" data-testid="room-new" disabled={!open} onclick={ask(online, Ask::Room(config))}>{ w.online_room_new() }</button>
                <button type="button" data-testid="quick-match" disabled={!open} onclick={ask(online, Ask::Quick(config))}>{ w.online_quick() }</button>
            </div>
        </section>
    }
}

/// The room's link, to send to a friend.
fn invite(room: &Room) -> Html {
    let origin = crate::shared::browser::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default();
    let path = crate::shared::browser::window()
        .and_then(|w| w.location().pathname().ok())
        .unwrap_or_default();
    let link = format!("{origin}{path}?room={}", room.code);
    let w = words();
    html! {
        <section class="online-invite" aria-label={w.online_link_label()}>
            <p>{ w.online_send_link() }</p>
            <a data-testid="room-link" href={link.clone()}>{ link }</a>
        </section>
    }
}

#[derive(Properties, Clone, PartialEq)]
struct WindowProps {
    room: Room,
    cursor: Pos,
    online: Online,
    on_cursor: Callback<Pos>,
}

/// The scoreboard (names and ratings) over the board, as on the Battle page.
#[component]
fn RoomWindow(props: &WindowProps) -> Html {
    let room = &props.room;
    // A press means what it means on the board as this seat sees it ([`Move::meant`]).
    let on_move = {
        let online = props.online.clone();
        use_callback(room.rows.clone(), move |p: Pressed, rows| {
            let seen = rows
                .get(p.pos.row as usize)
                .and_then(|row| row.get(p.pos.col as usize))
                .map(|square| square.look.seen());
            if let Some(mv) = seen.and_then(|seen| Move::meant(p.press, p.pos, seen)) {
                online.play(BattleMoveKind::of(mv), mv.pos());
            }
        })
    };
    let me = room.me();
    // Seat two starts bottom right: on a board wider than the screen, its corner is scrolled
    // into view when the room is first shown.
    let window = use_node_ref();
    {
        let window = window.clone();
        use_effect_with((room.code.clone(), me), move |(_, me)| {
            if *me == Player::Two {
                if let Some(scroller) = window
                    .cast::<web_sys::Element>()
                    .and_then(|w| w.query_selector(".board-scroll").ok().flatten())
                {
                    scroller.set_scroll_left(scroller.scroll_width());
                }
            }
        });
    }
    let w = words();
    let name = |p: Player| -> AttrValue {
        match room.players.get(p.index()) {
            Some(s) => format!(
                "{} ({})",
                minesweeper_protocol::words::player_name(&w, &s.name),
                s.rating
            )
            .into(),
            None => AttrValue::Rc(w.online_seat_waiting()),
        }
    };
    let pick = |by_seat: [u32; 2]| [by_seat[me.index()], by_seat[me.other().index()]];
    let lives = [room.lives[me.index()], room.lives[me.other().index()]];
    let config = room.config;
    // In turns, whose move; in real time, "you" whenever this page may move.
    let your_turn =
        (config.pace() == Pace::Turns && room.state == RoomState::Playing).then(|| room.turn == me);
    let turn = match config.pace() {
        Pace::Turns => your_turn,
        Pace::Realtime => room.may_move().then_some(true),
    };
    html! {
        <section class="window battle-window" aria-label={w.battle_badge()} ref={window}>
            <div class="toolbar battle-toolbar">
                { scoreboard::view(&Score {
                    territory: pick(room.territory),
                    lives,
                    max_lives: config.lives(),
                    target: room.target,
                    your_turn,
                    names: [name(me), name(me.other())],
                    waiting: AttrValue::Rc(w.online_their_move()),
                }) }
            </div>
            <BattleBoard rows={room.rows.clone()} cols={config.cols()} mines={config.mines()} status={room.status()}
                {turn} cursor={props.cursor} last_cpu={None} {on_move} on_cursor={props.on_cursor.clone()}
                top_left={me == Player::One} />
        </section>
    }
}
