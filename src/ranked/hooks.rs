//! The ranked screen's session with the game server ([`crate::shared::session`]: the socket,
//! kept open). The protocol client (`minesweeper_protocol::client`) decides what to send; this
//! hook sends it, feeds the client what comes back, and keeps the player's token.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::future::TimeoutFuture;
use minesweeper_protocol::client::{self, Client, Event, Notice, Out};
use minesweeper_protocol::parse_reply;
use yew::prelude::*;

use super::api;
use super::state::{Action, State};
use crate::shared::browser::now_ms;
use crate::shared::input::{Point, Pressed};
use crate::shared::net::{keep_player, keep_token, token};
use crate::shared::session::{use_session, Line, Live, Session};

/// The connection and the client, shared by the socket's tasks and the screen's callbacks.
struct Connection {
    client: RefCell<Client>,
    line: Line,
    dispatcher: UseReducerDispatcher<State>,
}

impl Connection {
    /// Runs `step` on the client, sends what it says, and shows what happened.
    fn handle(self: &Rc<Self>, step: impl FnOnce(&mut Client) -> Out) {
        let (out, events) = step(&mut self.client.borrow_mut());
        // A send that fails is answered by the close that follows: the client sends what is
        // unanswered again once connected.
        self.line.send(out.iter().map(|request| request.to_json()));
        self.show(events);
    }

    /// Keeps a new token (and whose it is), waits when told to slow down, and hands the events
    /// to the screen.
    fn show(self: &Rc<Self>, events: Vec<Event>) {
        for event in &events {
            match event {
                Event::Keep { token } => keep_token(token),
                Event::Wait { ms } => {
                    let (connection, ms) = (self.clone(), *ms);
                    wasm_bindgen_futures::spawn_local(async move {
                        TimeoutFuture::new(ms).await;
                        connection.handle(Client::send_queued);
                    });
                }
                _ => {}
            }
        }
        // Whose the kept token is (after a new player's token is kept above).
        if events.iter().any(|e| matches!(e, Event::Player { .. })) {
            if let Some((id, _)) = self.client.borrow().player() {
                keep_player(id);
            }
        }
        let (game, waiting) = {
            let client = self.client.borrow();
            (client.game().cloned().map(Box::new), client.unanswered())
        };
        self.dispatcher.dispatch(Action::Events {
            events,
            game,
            waiting,
            now: now_ms(),
        });
    }
}

impl Session for Connection {
    fn line(&self) -> &Line {
        &self.line
    }

    fn server(self: &Rc<Self>, here: bool) {
        self.dispatcher.dispatch(Action::Server(api::server(here)));
    }

    /// The hello goes once the socket is open: only then is the connection shown as open.
    fn opened(self: &Rc<Self>) -> bool {
        let (hello, shown) = self.client.borrow_mut().opened();
        let sent = self
            .line
            .send(hello.iter().map(|request| request.to_json()));
        if sent {
            self.show(shown);
        }
        sent
    }

    fn received(self: &Rc<Self>, text: &str) {
        match parse_reply(text) {
            Ok(reply) => self.handle(|client| client.received(reply)),
            Err(why) => self.show(vec![Event::Notice(Notice::Said(why))]),
        }
    }

    fn dropped(self: &Rc<Self>) {
        self.handle(Client::closed);
    }
}

/// What the screen may ask of ranked play.
#[derive(Clone, PartialEq)]
pub struct Ranked {
    connection: Live<Connection>,
}

impl Ranked {
    fn with(&self, step: impl FnOnce(&mut Client) -> Out) {
        self.connection.with(|connection| connection.handle(step));
    }

    pub fn start(&self, category: &'static str) {
        self.with(|client| client.start(category));
    }

    /// A press on a cell, with the pointer's track since the last move: the client plays
    /// what it means on the board it knows.
    pub fn press(&self, pressed: Pressed) {
        let at = now_ms();
        let Pressed {
            pos,
            press,
            controls,
        } = pressed;
        self.with(|client| client.press(controls, press, pos, Some(at)));
    }

    /// The pointer over the board: kept for the next move (nothing is sent or drawn).
    pub fn pointer(&self, point: Point) {
        self.connection.with(|connection| {
            connection.client.borrow_mut().pointer(client::Point {
                at: point.at,
                x: point.x,
                y: point.y,
                buttons: point.buttons,
            })
        });
    }

    pub fn rename(&self, name: &str) {
        self.with(|client| client.rename(name));
    }
}

/// Keeps a connection to the game server while the screen is shown.
#[hook]
pub fn use_ranked(state: &UseReducerHandle<State>) -> Ranked {
    let dispatcher = state.dispatcher();
    let connection = use_session(move || Connection {
        client: RefCell::new(Client::new(token())),
        line: Line::default(),
        dispatcher,
    });
    Ranked { connection }
}
