//! The attacker's side of the wire: networks of its own on loopback, players, WebSocket asks
//! and raw HTTP requests.

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use minesweeper_server::bench::{self, Socket};
use serde_json::{json, Value};
use tokio::io::AsyncWriteExt;
use tokio_tungstenite::tungstenite::Message;

/// The loopback address `127.0.0.n` (past 255, `127.0.1.…`): a network of its own to the
/// server.
pub(crate) fn net(n: u16) -> IpAddr {
    let [high, low] = n.to_be_bytes();
    IpAddr::V4(Ipv4Addr::new(127, 0, high, low))
}

/// The normal player's address: no attacker shares it.
pub(crate) const PLAYER: u16 = 1;

/// Sends `message` and reads until the first reply that is not a battle's news.
pub(crate) async fn ask(socket: &mut Socket, message: &Value) -> Result<Value, String> {
    let text = message.to_string();
    socket
        .send(Message::Text(text.into()))
        .await
        .map_err(|e| format!("send: {e}"))?;
    loop {
        match socket.next().await {
            Some(Ok(Message::Text(text))) => {
                let reply: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
                // News of a room, not an answer: a move, an end, a waiting room let go.
                let news = matches!(reply["type"].as_str(), Some("battle_moved" | "battle_over"))
                    || (reply["type"] == "room" && reply["state"] == "finished");
                if !news {
                    return Ok(reply);
                }
            }
            Some(Ok(_)) => continue,
            other => return Err(format!("the connection ended: {other:?}")),
        }
    }
}

/// Sends `message` (none: nothing) and reads until a message `wanted` is true of, within 10 s.
pub(crate) async fn until(
    socket: &mut Socket,
    message: Option<&Value>,
    wanted: impl Fn(&Value) -> bool,
) -> Result<Value, String> {
    if let Some(message) = message {
        socket
            .send(Message::Text(message.to_string().into()))
            .await
            .map_err(|e| format!("send: {e}"))?;
    }
    let read = async {
        loop {
            match socket.next().await {
                Some(Ok(Message::Text(text))) => {
                    let reply: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
                    if wanted(&reply) {
                        return Ok(reply);
                    }
                }
                Some(Ok(_)) => continue,
                other => return Err(format!("the connection ended: {other:?}")),
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(10), read)
        .await
        .map_err(|_| format!("nothing awaited came in 10 s after {message:?}"))?
}

/// A new player on a new connection from `from`.
pub(crate) async fn player(address: &str, from: IpAddr) -> Result<Socket, String> {
    let mut socket = bench::play_socket(address, from).await?;
    let welcome = ask(&mut socket, &json!({"type": "hello"})).await?;
    if welcome["type"] != "welcome" {
        return Err(format!("hello: {welcome}"));
    }
    Ok(socket)
}

/// A new player on a new connection from `from`, and their token.
pub(crate) async fn player_with_token(
    address: &str,
    from: IpAddr,
) -> Result<(Socket, String), String> {
    let mut socket = bench::play_socket(address, from).await?;
    let welcome = ask(&mut socket, &json!({"type": "hello"})).await?;
    let token = welcome["token"]
        .as_str()
        .ok_or_else(|| format!("hello: {welcome}"))?;
    Ok((socket, token.to_string()))
}

/// `request` sent from `from` on a connection of its own: the whole answer, head and body.
async fn exchange(address: &str, from: IpAddr, request: &str) -> Result<Vec<u8>, String> {
    use tokio::io::AsyncReadExt;
    let mut stream = bench::tcp_from(address, from).await?;
    stream
        .write_all(request.as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    let mut answer = Vec::new();
    stream
        .read_to_end(&mut answer)
        .await
        .map_err(|e| e.to_string())?;
    Ok(answer)
}

/// `GET path` from `from`, on a connection of its own: the whole answer, head and body.
pub(crate) async fn http_get(address: &str, from: IpAddr, path: &str) -> Result<Vec<u8>, String> {
    let request = format!("GET {path} HTTP/1.1\r\nHost: attack\r\nConnection: close\r\n\r\n");
    exchange(address, from, &request).await
}

/// `method path` from `from` on a connection of its own, signed by `token` when given, with
/// `body` as JSON: the status and the body as JSON (null if it is not).
pub(crate) async fn http(
    address: &str,
    from: IpAddr,
    (method, path): (&str, &str),
    token: Option<&str>,
    body: Option<&Value>,
) -> Result<(u16, Value), String> {
    let body = body.map(Value::to_string).unwrap_or_default();
    let mut request = format!("{method} {path} HTTP/1.1\r\nHost: attack\r\nConnection: close\r\n");
    if let Some(token) = token {
        request += &format!("Authorization: Bearer {token}\r\n");
    }
    if !body.is_empty() {
        request += "Content-Type: application/json\r\n";
    }
    request += &format!("Content-Length: {}\r\n\r\n{body}", body.len());
    let answer = exchange(address, from, &request).await?;
    let text = String::from_utf8_lossy(&answer);
    let status = text
        .get(9..12)
        .and_then(|code| code.parse().ok())
        .ok_or_else(|| format!("no status: {text:?}"))?;
    let json = text
        .split_once("\r\n\r\n")
        .and_then(|(_, body)| serde_json::from_str(body).ok())
        .unwrap_or(Value::Null);
    Ok((status, json))
}

/// The status of `GET path` from `from`, on a connection of its own.
pub(crate) async fn http_status(address: &str, from: IpAddr, path: &str) -> Result<u16, String> {
    let answer = http_get(address, from, path).await?;
    answer
        .get(9..12)
        .and_then(|code| std::str::from_utf8(code).ok())
        .and_then(|code| code.parse().ok())
        .ok_or_else(|| format!("no status: {:?}", String::from_utf8_lossy(&answer)))
}

/// A WebSocket to the server from `from`, after its handshake, as a raw stream: for frames
/// no client library sends.
pub(crate) async fn raw_socket(
    address: &str,
    from: IpAddr,
) -> Result<tokio::net::TcpStream, String> {
    use tokio::io::AsyncReadExt;
    let mut stream = bench::tcp_from(address, from).await?;
    let request = format!(
        "GET /api/play HTTP/1.1\r\nHost: {address}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    );
    stream
        .write_all(request.as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n\r\n") && head.len() < 4096 {
        let mut byte = [0u8; 1];
        stream
            .read_exact(&mut byte)
            .await
            .map_err(|e| e.to_string())?;
        head.push(byte[0]);
    }
    if !head.starts_with(b"HTTP/1.1 101") {
        return Err(String::from_utf8_lossy(&head).into_owned());
    }
    Ok(stream)
}

/// How many of `sockets` the server has closed (a close frame, or the connection ended),
/// reading what they never read: all at once, each given 2 s to end (one after another, twenty
/// sockets still open took 40 s).
pub(crate) async fn closed_count(sockets: &mut [Socket]) -> usize {
    let ended = sockets.iter_mut().map(|socket| async move {
        let end = async {
            loop {
                match socket.next().await {
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                    Some(Ok(_)) => continue,
                }
            }
        };
        tokio::time::timeout(Duration::from_secs(2), end)
            .await
            .is_ok()
    });
    futures_util::future::join_all(ended)
        .await
        .into_iter()
        .filter(|&closed| closed)
        .count()
}
