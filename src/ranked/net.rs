//! The two things ranked play asks of the network, on `web_sys` directly: a `GET` answered
//! with its status and text, and a WebSocket whose events arrive on a channel. Every binding a
//! chunk uses is imported by the page's first module (wasm-split keeps imports there), so ranked
//! play uses these few rather than a general client's.

use futures::channel::mpsc;
use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, Response, WebSocket};

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
    let window = web_sys::window().ok_or(Unreachable)?;
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
