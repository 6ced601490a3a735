//! The session with the game server while a battle against a person is on screen
//! ([`crate::shared::session`]: the socket, kept open). What is said on it is the protocol's
//! room client's (`minesweeper_protocol::room`, tested natively): a hello with the player's
//! token (the same player as in ranked games), then the room asked for (made, matched or
//! joined), and after a dropped connection the room joined again, which gives this page its
//! seat back (the server keeps it 60 s). Every message the server sends goes to the reducer.

use std::cell::RefCell;
use std::rc::Rc;

use minesweeper_engine::Pos;
use minesweeper_protocol::battle::BattleMoveKind;
use minesweeper_protocol::parse_reply;
use minesweeper_protocol::room::{RoomClient, Told};
use minesweeper_protocol::Request;
use yew::prelude::*;

pub use minesweeper_protocol::room::Ask;

use super::state::{Action, ServerLink, State};
use crate::shared::net::{self, keep_token};
use crate::shared::session::{use_session, Line, Live, Session};

/// The connection, shared by the socket's task and the screen's callbacks: the protocol's room
/// client decides what to send; this sends it and shows what comes back.
struct Connection {
    client: RefCell<RoomClient>,
    line: Line,
    dispatcher: UseReducerDispatcher<State>,
}

impl Connection {
    /// Sends `requests`; false if one could not be (not connected, or closing).
    fn send(&self, requests: impl IntoIterator<Item = Request>) -> bool {
        self.line
            .send(requests.into_iter().map(|request| request.to_json()))
    }
}

impl Session for Connection {
    fn line(&self) -> &Line {
        &self.line
    }

    /// If the page's host runs no game server, the screen says so.
    fn server(self: &Rc<Self>, here: bool) {
        if !here {
            self.dispatcher
                .dispatch(Action::ServerLink(ServerLink::Absent));
        }
    }

    fn opened(self: &Rc<Self>) -> bool {
        self.dispatcher
            .dispatch(Action::ServerLink(ServerLink::Open));
        let hello = self.client.borrow_mut().opened();
        self.send(hello)
    }

    fn received(self: &Rc<Self>, text: &str) {
        let reply = match parse_reply(text) {
            Ok(reply) => reply,
            Err(why) => return self.dispatcher.dispatch(Action::Notice(why)),
        };
        let (out, told) = self.client.borrow_mut().received(&reply);
        self.send(out);
        for told in told {
            match told {
                Told::Keep { token } => keep_token(&token),
                Told::InRoom(room) => set_room_in_address(&room),
            }
        }
        self.dispatcher.dispatch(Action::Reply(Box::new(reply)));
    }

    fn dropped(self: &Rc<Self>) {
        self.client.borrow_mut().closed();
        self.dispatcher
            .dispatch(Action::ServerLink(ServerLink::Retrying));
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
            let out = c.client.borrow_mut().ask(ask);
            c.send(out);
        });
    }

    /// A move: sent with this seat's next number, or refused at once when disconnected.
    pub fn play(&self, kind: BattleMoveKind, pos: Pos) {
        self.with(|c| {
            if c.client.borrow().room().is_none() {
                return;
            }
            let request = c.client.borrow_mut().play(kind, pos);
            if request.is_none() || !c.send(request) {
                let said = crate::shared::words::words().online_not_connected();
                c.dispatcher.dispatch(Action::Notice(said.to_string()));
            }
        });
    }

    /// A new display name (the server checks it: 1 to 24 characters).
    pub fn rename(&self, name: &str) {
        self.with(|c| {
            let request = c.client.borrow().rename(name);
            c.send(request);
        });
    }

    /// Out of the room: a waiting room closes; a battle is forfeited.
    pub fn leave(&self) {
        self.with(|c| {
            let request = c.client.borrow_mut().leave();
            c.send(request);
        });
    }
}

/// Keeps a connection to the game server while the screen is shown; `ask`: what the page
/// opened with (a room's link), if anything.
#[hook]
pub fn use_online(state: &UseReducerHandle<State>, ask: Option<Ask>) -> Online {
    let dispatcher = state.dispatcher();
    let connection = use_session(move || Connection {
        client: RefCell::new(RoomClient::new(net::token(), ask)),
        line: Line::default(),
        dispatcher,
    });
    Online { connection }
}
