//! The session with the game server while a battle against a person is on screen
//! ([`crate::shared::session`]: the socket, kept open): a hello with the player's token (the
//! same player as in ranked games), then the room asked for (made, matched or joined); every
//! message the server sends goes to the reducer. After a dropped connection the room is
//! joined again, which gives this page its seat back: the server keeps it 60 s.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use minesweeper_engine::battle::BattleConfig;
use minesweeper_engine::Pos;
use minesweeper_protocol::battle::BattleMoveKind;
use minesweeper_protocol::{parse_reply, Reply, Request};
use yew::prelude::*;

use super::state::{Action, Link, State};
use crate::shared::net::{self, keep_token, Socket};
use crate::shared::session::{use_session, Live, Session};

/// What the page asked for, sent once the server has said who the player is.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// A room for a friend, with these settings.
    Room(BattleConfig),
    /// The next player waiting with these settings.
    Quick(BattleConfig),
    /// The room with this code (a link opened).
    Join(String),
}

/// The connection, shared by the socket's task and the screen's callbacks.
struct Connection {
    socket: RefCell<Option<Socket>>,
    /// The room this page is in, once the server named it: joined again after a drop.
    room: RefCell<Option<String>>,
    /// What to ask once welcomed, when not yet in a room.
    ask: RefCell<Option<Ask>>,
    /// This seat's next move's `seq`.
    next_seq: Cell<u64>,
    welcomed: Cell<bool>,
    /// The room was asked for again after a refusal, and has not come yet.
    resyncing: Cell<bool>,
    dispatcher: UseReducerDispatcher<State>,
    stopped: Cell<bool>,
}

impl Connection {
    fn send(&self, request: &Request) -> bool {
        self.socket
            .borrow()
            .as_ref()
            .is_some_and(|s| s.send(&request.to_json()))
    }

    /// Asks for the room: back into the one this page is in, else what was asked.
    fn ask_for_room(&self) {
        let request = match (self.room.borrow().clone(), self.ask.borrow().clone()) {
            (Some(room), _) | (None, Some(Ask::Join(room))) => Request::RoomJoin { room },
            (None, Some(Ask::Room(battle))) => Request::RoomNew { battle },
            (None, Some(Ask::Quick(battle))) => Request::QuickMatch { battle },
            (None, None) => return,
        };
        self.send(&request);
    }

    /// What the server said: the room's bookkeeping, then the reducer.
    fn reply(&self, reply: Reply) {
        match &reply {
            Reply::Welcome { token, .. } => {
                if let Some(token) = token {
                    keep_token(token);
                }
                self.welcomed.set(true);
                self.ask_for_room();
            }
            Reply::Room { room, next_seq, .. } => {
                self.resyncing.set(false);
                self.next_seq.set(*next_seq);
                if self.room.borrow().as_deref() != Some(room.as_str()) {
                    *self.room.borrow_mut() = Some(room.clone());
                    set_room_in_address(room);
                }
            }
            // Whatever was refused, the room as the server has it puts this page right
            // (the next move's number included). A refusal while asking again is not asked
            // again: never a loop.
            Reply::Error { .. }
                if self.room.borrow().is_some() && !self.resyncing.replace(false) =>
            {
                self.resyncing.set(true);
                self.ask_for_room();
            }
            _ => {}
        }
        self.dispatcher.dispatch(Action::Reply(Box::new(reply)));
    }
}

impl Session for Connection {
    fn socket(&self) -> &RefCell<Option<Socket>> {
        &self.socket
    }

    fn stopped(&self) -> &Cell<bool> {
        &self.stopped
    }

    /// If the page's host runs no game server, the screen says so.
    fn server(self: &Rc<Self>, here: bool) {
        if !here {
            self.dispatcher.dispatch(Action::Link(Link::Absent(
                "Playing a person needs the game server, and this page's host does not run one: \
                 the computer levels play on."
                    .into(),
            )));
        }
    }

    fn opened(self: &Rc<Self>) -> bool {
        self.dispatcher.dispatch(Action::Link(Link::Open));
        self.send(&Request::Hello {
            token: net::token(),
        })
    }

    fn received(self: &Rc<Self>, text: &str) {
        match parse_reply(text) {
            Ok(reply) => self.reply(reply),
            Err(why) => self.dispatcher.dispatch(Action::Notice(why)),
        }
    }

    fn dropped(self: &Rc<Self>) {
        self.welcomed.set(false);
        self.dispatcher.dispatch(Action::Link(Link::Retrying));
    }
}

/// `?room=CODE` in the address, so a reload (or the link copied from the bar) comes back.
fn set_room_in_address(room: &str) {
    if let Some(window) = crate::shared::browser::window() {
        let path = window.location().pathname().unwrap_or_default();
        if let Ok(history) = window.history() {
            let _ = history.replace_state_with_url(
                &wasm_bindgen::JsValue::NULL,
                "",
                Some(&format!("{path}?room={room}")),
            );
        }
    }
}

/// What the screen may ask of the game server.
#[derive(Clone, PartialEq)]
pub struct Online {
    connection: Live<Connection>,
}

impl Online {
    fn with(&self, act: impl FnOnce(&Connection)) {
        self.connection.with(|connection| act(connection));
    }

    /// A room for a friend, or the next player waiting (after a battle: a new room).
    pub fn ask(&self, ask: Ask) {
        self.with(|c| {
            *c.room.borrow_mut() = None;
            *c.ask.borrow_mut() = Some(ask);
            if c.welcomed.get() {
                c.ask_for_room();
            }
        });
    }

    /// A move: sent with this seat's next number, or refused at once when disconnected.
    pub fn play(&self, kind: BattleMoveKind, pos: Pos) {
        self.with(|c| {
            let Some(room) = c.room.borrow().clone() else {
                return;
            };
            let seq = c.next_seq.get();
            let sent = c.send(&Request::BattleMove {
                room,
                seq,
                action: kind,
                row: pos.row,
                col: pos.col,
            });
            if sent {
                c.next_seq.set(seq + 1);
            } else {
                c.dispatcher.dispatch(Action::Notice(
                    "Not connected: that move was not played. Connecting again…".into(),
                ));
            }
        });
    }

    /// A new display name (the server checks it: 1 to 24 characters).
    pub fn rename(&self, name: &str) {
        self.with(|c| {
            c.send(&Request::Name {
                name: name.to_string(),
            });
        });
    }

    /// Out of the room: a waiting room closes; a battle is forfeited.
    pub fn leave(&self) {
        self.with(|c| {
            if let Some(room) = c.room.borrow_mut().take() {
                c.send(&Request::RoomLeave { room });
            }
            *c.ask.borrow_mut() = None;
        });
    }
}

/// Keeps a connection to the game server while the screen is shown; `ask`: what the page
/// opened with (a room's link), if anything.
#[hook]
pub fn use_online(state: &UseReducerHandle<State>, ask: Option<Ask>) -> Online {
    let dispatcher = state.dispatcher();
    let connection = use_session(move || Connection {
        socket: RefCell::new(None),
        room: RefCell::new(None),
        ask: RefCell::new(ask),
        next_seq: Cell::new(0),
        welcomed: Cell::new(false),
        resyncing: Cell::new(false),
        dispatcher,
        stopped: Cell::new(false),
    });
    Online { connection }
}
