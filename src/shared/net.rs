//! What play with people (ranked games, battles against a person) asks of the network, on
//! `web_sys` directly: a `GET` answered with its status and text, a WebSocket whose events
//! arrive on a channel, and the player's token. Every binding a chunk uses is imported by the
//! page's first module (wasm-split keeps imports there), so these few stand in for a general
//! client's.

use futures::channel::mpsc;
use gloo_events::EventListener;
use minesweeper_protocol::Refusal;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, Response, WebSocket};

use crate::shared::storage;
use crate::shared::words::words;

/// Where the browser keeps the player's token for the game server (never shown, never in an
/// address): ranked games and battles against people are one player.
pub const PLAYER_KEY: &str = "minesweeper.ranked-player";

#[derive(Serialize, Deserialize)]
struct Kept {
    token: String,
    /// The player's id, once the server has said it (the account control shows it).
    #[serde(default)]
    player: Option<String>,
}

fn kept() -> Option<Kept> {
    storage::read(PLAYER_KEY).and_then(|text| serde_json::from_str::<Kept>(&text).ok())
}

/// The player's token, if the browser keeps one.
pub fn token() -> Option<String> {
    kept().map(|kept| kept.token)
}

/// The player's id, if the browser keeps their token and the server has said whose it is.
pub fn kept_player() -> Option<String> {
    kept().and_then(|kept| kept.player)
}

/// Keeps the player's token (a new player's: whose it is comes after).
pub fn keep_token(token: &str) {
    keep(token, None);
}

/// Keeps the player's token and id (this device signed in as them).
pub fn keep(token: &str, player: Option<&str>) {
    storage::write(
        PLAYER_KEY,
        &Kept {
            token: token.to_string(),
            player: player.map(str::to_string),
        },
    );
}

/// Notes whose the kept token is, as the server said.
pub fn keep_player(player: &str) {
    if let Some(kept) = kept().filter(|k| k.player.as_deref() != Some(player)) {
        keep(&kept.token, Some(player));
    }
}

/// Forgets the player's token: this browser is signed out.
pub fn forget_token() {
    storage::remove(PLAYER_KEY);
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
    answered(window.fetch_with_str(path)).await
}

/// `method path` signed with the player's token (`Authorization: Bearer`, never in the
/// address), with `body` as JSON: answered, or `Err` when nothing came back.
pub async fn send(method: &str, path: &str, body: Option<&str>) -> Result<Answer, Unreachable> {
    let window = crate::shared::browser::window().ok_or(Unreachable)?;
    let headers = web_sys::Headers::new().map_err(|_| Unreachable)?;
    if let Some(token) = token() {
        headers
            .set("Authorization", &format!("Bearer {token}"))
            .map_err(|_| Unreachable)?;
    }
    let init = web_sys::RequestInit::new();
    init.set_method(method);
    if let Some(body) = body {
        headers
            .set("Content-Type", "application/json")
            .map_err(|_| Unreachable)?;
        init.set_body(&wasm_bindgen::JsValue::from_str(body));
    }
    init.set_headers(&headers);
    answered(window.fetch_with_str_and_init(path, &init)).await
}

/// What came back for a fetch.
async fn answered(fetching: js_sys::Promise) -> Result<Answer, Unreachable> {
    let response: Response = JsFuture::from(fetching)
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
/// text when it succeeded, else what went wrong in the player's words.
pub async fn get_text(path: &str) -> Result<String, String> {
    let answer = get(&format!("/api/{path}")).await;
    text_of(answer)
}

/// [`send`] to `/api/path`, read as JSON of `T`, or what went wrong in the player's words.
pub async fn send_json<T: DeserializeOwned>(
    method: &str,
    path: &str,
    body: Option<&str>,
) -> Result<T, String> {
    let answer = send(method, &format!("/api/{path}"), body).await;
    json_of(&text_of(answer)?)
}

/// An answer's text when it succeeded, else what went wrong: the server's refusal worded in
/// the page's language (an older server's English `error` when it sent none).
fn text_of(answer: Result<Answer, Unreachable>) -> Result<String, String> {
    #[derive(Deserialize)]
    struct Problem {
        error: String,
        #[serde(default)]
        refusal: Option<Refusal>,
    }
    let w = words();
    let answer = answer.map_err(|_| w.net_unreachable().to_string())?;
    if answer.ok {
        return Ok(answer.text);
    }
    Err(match serde_json::from_str::<Problem>(&answer.text) {
        Ok(Problem {
            refusal: Some(why), ..
        }) => minesweeper_protocol::words::refusal(&w, &why).to_string(),
        Ok(Problem { error, .. }) => error,
        Err(_) => w.net_status(answer.status).to_string(),
    })
}

/// An answer's JSON read as `T`, or why not in the player's words.
fn json_of<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| {
        let w = words();
        let why = minesweeper_i18n::refusal::unread(&w, &e.into());
        w.net_unreadable(why).to_string()
    })
}

/// [`get_text`] read as JSON.
pub async fn get_json<T: DeserializeOwned>(path: &str) -> Result<T, String> {
    json_of(&get_text(path).await?)
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
