//! What play with people (ranked games, battles against a person) asks of the network, on
//! `web_sys` directly: a `GET` answered with its status and text, a WebSocket whose events
//! arrive on a channel, and the player's token. Every binding a chunk uses is imported by the
//! page's first module (wasm-split keeps imports there), so these few stand in for a general
//! client's.

use std::cell::RefCell;
use std::rc::Rc;

use futures::channel::mpsc;
use gloo_events::EventListener;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, Response, WebSocket};

use crate::shared::storage;

/// Where the browser keeps the player's token for the game server (never shown, never in an
/// address): ranked games and battles against people are one player.
pub const PLAYER_KEY: &str = "minesweeper.ranked-player";

#[derive(Serialize, Deserialize)]
struct Kept {
    token: String,
}

/// The player's token, if the browser keeps one.
pub fn token() -> Option<String> {
    storage::read(PLAYER_KEY)
        .and_then(|text| serde_json::from_str::<Kept>(&text).ok())
        .map(|kept| kept.token)
}

/// Keeps the player's token.
pub fn keep_token(token: &str) {
    storage::write(
        PLAYER_KEY,
        &Kept {
            token: token.to_string(),
        },
    );
}

/// `ws://host/api/play` (`wss://` on a secure page): the game server's socket, beside the page.
pub fn socket_url() -> String {
    let location = crate::shared::browser::window().map(|w| w.location());
    let host = location
        .as_ref()
        .and_then(|l| l.host().ok())
        .unwrap_or_default();
    let secure = location
        .and_then(|l| l.protocol().ok())
        .is_some_and(|p| p == "https:");
    format!("{}://{host}/api/play", if secure { "wss" } else { "ws" })
}

/// Whether this page came from the game server: it marks every page it serves (a
/// `minesweeper-server` meta tag: server/src/pages.rs), so the page need not ask (`GET
/// /api/health` from a static host is a 404 the browser logs on every visit).
pub fn server_here() -> bool {
    crate::shared::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector("meta[name=\"minesweeper-server\"]")
                .ok()
                .flatten()
        })
        .is_some()
}

/// Nothing came back: offline, refused, or not a server.
#[derive(Debug)]
pub struct Unreachable;

/// An answer to a `GET`: whether it succeeded (2xx), its status and its body.
pub struct Answer {
    pub ok: bool,
    pub status: u16,
    pub text: String,
}

/// `GET path`, answered, or `Err` when nothing came back (offline, refused).
pub async fn get(path: &str) -> Result<Answer, Unreachable> {
    let window = crate::shared::browser::window().ok_or(Unreachable)?;
    let response: Response = JsFuture::from(window.fetch_with_str(path))
        .await
        .map_err(|_| Unreachable)?
        .dyn_into()
        .map_err(|_| Unreachable)?;
    let text = JsFuture::from(response.text().map_err(|_| Unreachable)?)
        .await
        .map_err(|_| Unreachable)?
        .as_string()
        .ok_or(Unreachable)?;
    Ok(Answer {
        ok: response.ok(),
        status: response.status(),
        text,
    })
}

/// What a socket says.
pub enum SocketEvent {
    Open,
    Text(String),
    /// Closed, or could not connect: the socket is done.
    Closed,
}

/// A WebSocket, closed when dropped.
pub struct Socket {
    socket: WebSocket,
    _listeners: [EventListener; 4],
}

impl Socket {
    /// Connects to `url`; its events arrive on the receiver, in order.
    pub fn open(url: &str) -> Result<(Socket, mpsc::UnboundedReceiver<SocketEvent>), Unreachable> {
        let socket = WebSocket::new(url).map_err(|_| Unreachable)?;
        let (events, receiver) = mpsc::unbounded();
        let on = |name: &'static str, event: fn(&web_sys::Event) -> Option<SocketEvent>| {
            let events = events.clone();
            EventListener::new(&socket, name, move |e| {
                if let Some(event) = event(e) {
                    let _ = events.unbounded_send(event);
                }
            })
        };
        let listeners = [
            on("open", |_| Some(SocketEvent::Open)),
            on("message", |e| {
                e.dyn_ref::<MessageEvent>()
                    .and_then(|m| m.data().as_string())
                    .map(SocketEvent::Text)
            }),
            on("close", |_| Some(SocketEvent::Closed)),
            on("error", |_| Some(SocketEvent::Closed)),
        ];
        Ok((
            Socket {
                socket,
                _listeners: listeners,
            },
            receiver,
        ))
    }

    /// Sends a text message; false when the socket cannot take it (it is closing).
    pub fn send(&self, text: &str) -> bool {
        self.socket.send_with_str(text).is_ok()
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        let _ = self.socket.close();
    }
}

/// How long to wait before connecting again after `attempt` failures: 0.25 s, doubling, at
/// most 5 s.
pub fn backoff_ms(attempt: u32) -> u32 {
    (125u32 << attempt.min(6)).min(5_000)
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
