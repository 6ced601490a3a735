//! A screen's session with the game server, the one way both screens that play people keep
//! it (ranked play, and Battle against a person): the page's host is asked whether it runs
//! the server ([`net::server_here`]); then a WebSocket is opened, the screen says hello,
//! every message goes to the screen, and a dropped connection is opened again (0.25 s,
//! doubling up to 5 s, counted from the last message received, so a server that takes the
//! socket and drops it at once is not hammered) until the screen goes, which closes it.
//!
//! What is said on it is each screen's: ranked play drives the protocol's client
//! (`minesweeper_protocol::client`), Battle its room requests.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use futures::future::{AbortHandle, Abortable};
use futures::StreamExt;
use gloo_timers::future::TimeoutFuture;
use yew::prelude::*;

use crate::shared::net::{self, socket_url, Socket, SocketEvent};

/// The socket while it is open (the screen's callbacks send through it), and whether the
/// screen has gone (nothing is opened again).
#[derive(Default)]
pub struct Line {
    pub socket: RefCell<Option<Socket>>,
    pub stopped: Cell<bool>,
}

impl Line {
    /// Sends `texts`; false if one could not be (not connected, or closing).
    pub fn send(&self, texts: impl IntoIterator<Item = String>) -> bool {
        let socket = self.socket.borrow();
        texts
            .into_iter()
            .all(|text| socket.as_ref().is_some_and(|s| s.send(&text)))
    }
}

/// A screen's side of its connection to the game server.
pub trait Session: 'static {
    fn line(&self) -> &Line;
    /// Whether the page's host runs the game server, told once before anything is opened
    /// (if it does not, nothing is).
    fn server(self: &Rc<Self>, here: bool);
    /// The socket opened (it is in [`Session::line`]): say hello. False when that could not
    /// be sent: the socket is closed and opened again.
    fn opened(self: &Rc<Self>) -> bool;
    /// A message from the server.
    fn received(self: &Rc<Self>, text: &str);
    /// The connection dropped, or could not be made: it is tried again.
    fn dropped(self: &Rc<Self>);
}

/// How long to wait before connecting again after `attempt` failures: 0.25 s, doubling, at
/// most 5 s.
pub fn backoff_ms(attempt: u32) -> u32 {
    (125u32 << attempt.min(6)).min(5_000)
}

/// Connects, and connects again whenever the connection drops, until the screen stops.
async fn keep_connected<S: Session>(session: Rc<S>) {
    let here = net::server_here();
    session.server(here);
    if !here {
        return;
    }
    let mut attempt = 0u32;
    while !session.line().stopped.get() {
        if let Ok((socket, mut events)) = Socket::open(&socket_url()) {
            if let Some(SocketEvent::Open) = events.next().await {
                *session.line().socket.borrow_mut() = Some(socket);
                if session.opened() {
                    while let Some(SocketEvent::Text(text)) = events.next().await {
                        attempt = 0;
                        session.received(&text);
                    }
                }
            }
            *session.line().socket.borrow_mut() = None;
        }
        session.dropped();
        attempt = attempt.saturating_add(1);
        TimeoutFuture::new(backoff_ms(attempt)).await;
    }
}

/// Keeps the session `make` gives connected while the calling component is shown; the socket
/// is closed when it goes.
#[hook]
pub fn use_session<S, F>(make: F) -> Live<S>
where
    S: Session,
    F: FnOnce() -> S + 'static,
{
    let held = use_mut_ref(|| None::<Rc<S>>);
    let live = Live(held.clone());
    use_effect_with((), move |_| {
        let (abort, registration) = AbortHandle::new_pair();
        let session = Rc::new(make());
        *held.borrow_mut() = Some(session.clone());
        let task = keep_connected(session.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let _ = Abortable::new(task, registration).await;
        });
        move || {
            session.line().stopped.set(true);
            abort.abort();
            *session.line().socket.borrow_mut() = None;
            *held.borrow_mut() = None;
        }
    });
    live
}

/// A screen's handle on its live connection `C` (none once the screen is gone): what its
/// callbacks hold. Two handles are equal when they are the same one.
pub struct Live<C>(pub Rc<RefCell<Option<Rc<C>>>>);

impl<C> Clone for Live<C> {
    fn clone(&self) -> Self {
        Live(self.0.clone())
    }
}

impl<C> PartialEq for Live<C> {
    fn eq(&self, other: &Live<C>) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<C> Live<C> {
    /// Runs `act` on the connection, if the screen still has one.
    pub fn with(&self, act: impl FnOnce(&Rc<C>)) {
        if let Some(connection) = self.0.borrow().as_ref() {
            act(connection);
        }
    }
}
