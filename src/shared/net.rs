//! What play with people (ranked games, battles against a person) asks of the network, on
//! `web_sys` directly: a `GET` answered with its status and text, a WebSocket whose events
//! arrive on a channel, and the player's token. Every binding a chunk uses is imported by the
//! page's first module (wasm-split keeps imports there), so these few stand in for a general
//! client's.

use futures::channel::mpsc;
use gloo_events::EventListener;
use serde::de::DeserializeOwned;
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

/// `GET /api/path` (the API is at the host's root, whatever folder the page is in): its
/// text when it succeeded, else what the server said went wrong (`what` names the thing for
/// the player).
pub async fn get_text(path: &str, what: &str) -> Result<String, String> {
    #[derive(Deserialize)]
    struct Problem {
        error: String,
    }
    let answer = get(&format!("/api/{path}"))
        .await
        .map_err(|_| format!("{what} could not be reached (offline?)"))?;
    if answer.ok {
        return Ok(answer.text);
    }
    Err(match serde_json::from_str::<Problem>(&answer.text) {
        Ok(problem) => problem.error,
        Err(_) => format!("the server answered {}", answer.status),
    })
}

/// [`get_text`] read as JSON.
pub async fn get_json<T: DeserializeOwned>(path: &str, what: &str) -> Result<T, String> {
    let text = get_text(path, what).await?;
    serde_json::from_str(&text).map_err(|e| format!("{what} could not be read: {e}"))
}

/// An id as the server makes them (hex), or a day (`YYYY-MM-DD`): nothing else goes into an
/// address, so nothing needs escaping.
pub fn id_of(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect()
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
