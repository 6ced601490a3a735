//! The ranked screen's effects: is the server there, and the WebSocket to it. The protocol
//! client (`minesweeper_protocol::client`) decides what to send; this hook owns the socket,
//! sends it, feeds it what comes back, keeps the player's token, and connects again (sooner
//! after a short drop, up to every 5 s) whenever the connection drops.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use futures::future::{AbortHandle, Abortable};
use futures::StreamExt;
use gloo_timers::future::TimeoutFuture;
use minesweeper_engine::Pos;
use minesweeper_protocol::client::{self, Client, Event, Out};
use minesweeper_protocol::{parse_reply, MoveKind};
use yew::prelude::*;

use super::api;
use super::state::{Action, Server, State};
use crate::shared::browser::now_ms;
use crate::shared::input::Point;
use crate::shared::net::{self, keep_token, socket_url, token, Live, Socket, SocketEvent};

/// The connection and the client, shared by the socket's tasks and the screen's callbacks.
struct Connection {
    client: RefCell<Client>,
    /// The socket while it is open.
    socket: RefCell<Option<Socket>>,
    dispatcher: UseReducerDispatcher<State>,
    /// The page has left the ranked screen.
    stopped: Cell<bool>,
}

impl Connection {
    /// Runs `step` on the client, sends what it says, and shows what happened.
    fn handle(self: &Rc<Self>, step: impl FnOnce(&mut Client) -> Out) {
        let (out, events) = step(&mut self.client.borrow_mut());
        if let Some(socket) = self.socket.borrow().as_ref() {
            // A send that fails is answered by the close that follows: the client sends what
            // is unanswered again once connected.
            for request in out {
                socket.send(&request.to_json());
            }
        }
        self.show(events);
    }

    /// Keeps a new token, waits when told to slow down, and hands the events to the screen.
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

    /// Connects, and connects again whenever the connection drops, until stopped.
    async fn run(self: Rc<Self>) {
        let mut attempt = 0u32;
        while !self.stopped.get() {
            if let Ok((socket, mut events)) = Socket::open(&socket_url()) {
                if let Some(SocketEvent::Open) = events.next().await {
                    // The hello goes once the socket is open: only then is the connection
                    // shown as open.
                    let (hello, shown) = self.client.borrow_mut().opened();
                    if hello.iter().all(|request| socket.send(&request.to_json())) {
                        *self.socket.borrow_mut() = Some(socket);
                        self.show(shown);
                        while let Some(SocketEvent::Text(text)) = events.next().await {
                            attempt = 0;
                            match parse_reply(&text) {
                                Ok(reply) => self.handle(|client| client.received(reply)),
                                Err(why) => self.show(vec![Event::Notice(why)]),
                            }
                        }
                    }
                }
                *self.socket.borrow_mut() = None;
                self.handle(Client::closed);
            }
            attempt = attempt.saturating_add(1);
            TimeoutFuture::new(net::backoff_ms(attempt)).await;
        }
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

    /// A move, with the pointer's track since the last one.
    pub fn play(&self, kind: MoveKind, pos: Pos) {
        let at = now_ms();
        self.with(|client| client.play_at(kind, pos, Some(at)));
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

/// Checks for the server, then keeps a connection to it while the screen is shown.
#[hook]
pub fn use_ranked(state: &UseReducerHandle<State>) -> Ranked {
    let connection = use_mut_ref(|| None::<Rc<Connection>>);
    let ranked = Ranked {
        connection: Live(connection.clone()),
    };
    let dispatcher = state.dispatcher();
    use_effect_with((), move |_| {
        let (abort, registration) = AbortHandle::new_pair();
        let token = token();
        let live = Rc::new(Connection {
            client: RefCell::new(Client::new(token)),
            socket: RefCell::new(None),
            dispatcher: dispatcher.clone(),
            stopped: Cell::new(false),
        });
        *connection.borrow_mut() = Some(live.clone());
        let task = {
            let live = live.clone();
            async move {
                let server = api::health();
                let here = server == Server::Here;
                dispatcher.dispatch(Action::Server(server));
                if here {
                    live.run().await;
                }
            }
        };
        wasm_bindgen_futures::spawn_local(async move {
            let _ = Abortable::new(task, registration).await;
        });
        move || {
            live.stopped.set(true);
            abort.abort();
            // Closes the socket.
            *live.socket.borrow_mut() = None;
            *connection.borrow_mut() = None;
        }
    });
    ranked
}
