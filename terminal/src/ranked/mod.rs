//! Ranked play against a game server (`mines ranked --server URL`), full screen ([`screen`])
//! or one command a line ([`line`]), and its leaderboards (`mines leaderboard`). The protocol's
//! client (`minesweeper_protocol::client`) decides what to send; [`Link`] owns the WebSocket
//! (tungstenite, read without blocking), keeps this terminal's player token in the data
//! folder, and connects again whenever the connection drops.

pub mod line;
pub mod login;
pub mod screen;
pub mod sync;

use std::io;
use std::net::TcpStream;
use std::time::{Duration, Instant};

use minesweeper_protocol::api::{Leaderboard, Metric, Period};
use minesweeper_protocol::client::{Client, Event, Notice, Out};
use minesweeper_protocol::parse_reply;
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

use unicode_width::UnicodeWidthStr;

use crate::store::Store;
use crate::words::words;

type Socket = WebSocket<MaybeTlsStream<TcpStream>>;

/// A game server's addresses, from what the player typed (`http://host:8080`,
/// `https://example.org`, or `host:port`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Server {
    /// `http(s)://host[:port]`, no trailing slash: the HTTP API's base, and the key its token
    /// is kept under.
    pub base: String,
    /// `ws(s)://host[:port]/api/play`.
    pub play: String,
}

impl Server {
    pub fn parse(text: &str) -> Result<Server, String> {
        let text = text.trim().trim_end_matches('/');
        let (secure, rest) = match text.split_once("://") {
            Some(("http" | "ws", rest)) => (false, rest),
            Some(("https" | "wss", rest)) => (true, rest),
            Some((scheme, _)) => {
                return Err(crate::words::words()
                    .term_server_scheme(crate::command::shorten(scheme))
                    .to_string())
            }
            None => (false, text),
        };
        let host = rest.split('/').next().unwrap_or_default();
        let fine = |c: char| c.is_ascii_alphanumeric() || ".-:[]".contains(c);
        if host.is_empty() || !host.chars().all(fine) {
            return Err(crate::words::words()
                .term_server_address(crate::command::shorten(text))
                .to_string());
        }
        let (http, ws) = if secure {
            ("https", "wss")
        } else {
            ("http", "ws")
        };
        Ok(Server {
            base: format!("{http}://{host}"),
            play: format!("{ws}://{host}/api/play"),
        })
    }
}

/// The WebSocket's request, saying what asks (`User-Agent: mines/VERSION`: the server lists
/// this device as a terminal).
fn request(url: &str) -> tungstenite::handshake::client::Request {
    use tungstenite::client::IntoClientRequest;
    let mut request = url
        .into_client_request()
        .unwrap_or_else(|_| tungstenite::handshake::client::Request::new(()));
    request.headers_mut().insert(
        tungstenite::http::header::USER_AGENT,
        tungstenite::http::HeaderValue::from_static(login::USER_AGENT),
    );
    request
}

/// How long a read waits for the server before the caller gets on with other things.
const READ_WAIT: Duration = Duration::from_millis(15);

/// The connection to the game server, and the client that speaks over it.
pub struct Link {
    server: Server,
    socket: Option<Socket>,
    client: Client,
    store: Option<Store>,
    /// When to try connecting again after a drop.
    retry_at: Option<Instant>,
    attempt: u32,
    /// When to send the queued moves again after "slow down".
    resend_at: Option<Instant>,
}

impl Link {
    /// A link for this terminal's player on `server` (a new player if it has none yet);
    /// with why the token file was set aside, if it was.
    pub fn new(server: Server, store: Option<Store>) -> (Link, Vec<String>) {
        let (token, notices) = store
            .as_ref()
            .map(|s| s.ranked_token(&server.base))
            .unwrap_or_default();
        let link = Link {
            server,
            socket: None,
            client: Client::new(token),
            store,
            retry_at: Some(Instant::now()),
            attempt: 0,
            resend_at: None,
        };
        (link, notices)
    }

    pub fn client(&self) -> &Client {
        &self.client
    }

    /// The client, for what sends nothing by itself (the pointer's track).
    pub fn client_mut(&mut self) -> &mut Client {
        &mut self.client
    }

    pub fn server(&self) -> &Server {
        &self.server
    }

    /// Whether the connection is up.
    pub fn connected(&self) -> bool {
        self.socket.is_some()
    }

    /// Runs `step` on the client and sends what it says.
    pub fn act(&mut self, step: impl FnOnce(&mut Client) -> Out, now: Instant) -> Vec<Event> {
        let (out, events) = step(&mut self.client);
        let mut events = self.kept(events, now);
        for request in out {
            let sent = self
                .socket
                .as_mut()
                .is_some_and(|s| s.send(Message::text(request.to_json())).is_ok());
            if !sent {
                events.extend(self.dropped(now));
                break;
            }
        }
        events
    }

    /// Reads what the server sent meanwhile (waiting at most a moment), connects again when
    /// it is time, and sends the queued moves when a wait is over.
    pub fn pump(&mut self, now: Instant) -> Vec<Event> {
        let mut events = Vec::new();
        if self.socket.is_none() && self.retry_at.is_some_and(|at| now >= at) {
            events.extend(self.connect(now));
        }
        if self.resend_at.is_some_and(|at| now >= at) {
            self.resend_at = None;
            events.extend(self.act(Client::send_queued, now));
        }
        while let Some(socket) = self.socket.as_mut() {
            match socket.read() {
                Ok(Message::Text(text)) => {
                    self.attempt = 0;
                    match parse_reply(&text) {
                        Ok(reply) => events.extend(self.act(|c| c.received(reply), now)),
                        Err(why) => events.push(Event::Notice(Notice::Said(why))),
                    }
                }
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) =>
                {
                    break
                }
                Err(_) => events.extend(self.dropped(now)),
            }
        }
        events
    }

    /// Pumps until `done` holds or `limit` has passed; whether it holds.
    pub fn until(
        &mut self,
        limit: Duration,
        mut done: impl FnMut(&Client) -> bool,
        mut on: impl FnMut(Vec<Event>),
    ) -> bool {
        let end = Instant::now() + limit;
        loop {
            let now = Instant::now();
            on(self.pump(now));
            if done(&self.client) {
                return true;
            }
            if now >= end {
                return false;
            }
            if self.socket.is_none() {
                std::thread::sleep(READ_WAIT);
            }
        }
    }

    fn connect(&mut self, now: Instant) -> Vec<Event> {
        match tungstenite::connect(request(&self.server.play)) {
            Ok((socket, _)) => {
                let ready = match socket.get_ref() {
                    MaybeTlsStream::Plain(tcp) => tcp.set_read_timeout(Some(READ_WAIT)),
                    MaybeTlsStream::Rustls(tls) => tls.get_ref().set_read_timeout(Some(READ_WAIT)),
                    _ => Ok(()),
                };
                if ready.is_err() {
                    return self.dropped(now);
                }
                self.socket = Some(socket);
                self.retry_at = None;
                self.act(Client::opened, now)
            }
            Err(e) => {
                let mut events = self.dropped(now);
                if self.attempt == 1 {
                    let said = words().term_server_retry(self.server.base.as_str(), e.to_string());
                    events.push(Event::Notice(Notice::Said(said.to_string())));
                }
                events
            }
        }
    }

    /// The connection is gone: say so, and try again soon (0.25 s, doubling up to 5 s).
    fn dropped(&mut self, now: Instant) -> Vec<Event> {
        self.socket = None;
        self.attempt = self.attempt.saturating_add(1);
        let wait = (125u64 << self.attempt.min(6)).min(5_000);
        self.retry_at = Some(now + Duration::from_millis(wait));
        let (_, events) = self.client.closed();
        events
    }

    /// Keeps a new player's token, and notes when to send again after "slow down".
    fn kept(&mut self, events: Vec<Event>, now: Instant) -> Vec<Event> {
        let mut shown = Vec::new();
        for event in events {
            match event {
                Event::Keep { token } => {
                    let kept = self
                        .store
                        .as_ref()
                        .map(|store| store.keep_ranked_token(&self.server.base, &token));
                    if let Some(Err(e)) = kept {
                        let said = words().term_player_not_kept(e.to_string());
                        shown.push(Event::Notice(Notice::Said(said.to_string())));
                    }
                }
                Event::Wait { ms } => {
                    self.resend_at = Some(now + Duration::from_millis(u64::from(ms)));
                }
                other => shown.push(other),
            }
        }
        shown
    }
}

/// A leaderboard from `server`: `category`, `period` (`all`, `week`, `day`), `metric` (`time`,
/// `rate`), and the `day` it is for, or the week holding it (a checked date; today without).
pub fn leaderboard(
    server: &Server,
    category: &str,
    period: &str,
    metric: &str,
    day: Option<&str>,
) -> Result<Leaderboard, String> {
    let mut url = format!(
        "{}/api/leaderboard?category={category}&period={period}&metric={metric}",
        server.base
    );
    if let Some(day) = day {
        url.push_str(&format!("&day={day}"));
    }
    let sent = ureq::get(&url)
        .header("User-Agent", login::USER_AGENT)
        .config()
        .http_status_as_error(false)
        .build()
        .call();
    match login::read(server, sent) {
        Ok(login::Answer::Ok(board)) => Ok(board),
        Ok(login::Answer::Refused(_, why)) | Err(why) => Err(why),
    }
}

/// Prints a leaderboard: a table, or the server's JSON.
pub fn print_leaderboard(
    board: &Leaderboard,
    json: bool,
    out: &mut impl io::Write,
) -> io::Result<()> {
    if json {
        return writeln!(out, "{}", serde_json::to_string(board).unwrap_or_default());
    }
    let w = words();
    let period = match (board.period, board.day.as_deref()) {
        (Period::Week, Some(monday)) => w.leaderboard_week_of(monday),
        (_, Some(day)) => day.into(),
        _ => w.leaderboard_all_time(),
    };
    let by = match board.metric {
        Metric::Rate => w.leaderboard_best_rate(),
        Metric::Time => w.leaderboard_best_time(),
    };
    let title = w.ranked_category(board.category.as_str());
    writeln!(out, "{title} · {period} · {by}")?;
    if board.rows.is_empty() {
        return writeln!(out, "{}", w.leaderboard_empty());
    }
    // Padded by display width: a Chinese word takes two columns a character.
    let pad = |text: &str, width: usize, right: bool| {
        let gap = " ".repeat(width.saturating_sub(text.width()));
        if right {
            format!("{gap}{text}")
        } else {
            format!("{text}{gap}")
        }
    };
    writeln!(
        out,
        "{:>4}  {}  {}  {:>6}",
        "#",
        pad(&w.term_leaderboard_player(), 24, false),
        pad(&w.term_leaderboard_time(), 10, true),
        "3BV/s"
    )?;
    let line = |row: &minesweeper_protocol::api::Row| {
        // A name is a player's own text: control characters never reach the terminal.
        let name: String = row.name.chars().filter(|c| !c.is_control()).collect();
        let name = minesweeper_protocol::words::player_name(&w, &name);
        format!(
            "{:>4}  {:<24}  {:>8.3} s  {:>6.2}",
            row.rank,
            name,
            row.time_ms as f64 / 1000.0,
            row.bbbv_per_s
        )
    };
    for row in &board.rows {
        writeln!(out, "{}", line(row))?;
    }
    if let Some(you) = board
        .you
        .as_ref()
        .filter(|y| !board.rows.iter().any(|r| r.game == y.game))
    {
        writeln!(out, "   …\n{}", line(you))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_address_becomes_its_api_and_socket() {
        let local = Server::parse("127.0.0.1:8080").unwrap();
        assert_eq!(local.base, "http://127.0.0.1:8080");
        assert_eq!(local.play, "ws://127.0.0.1:8080/api/play");
        let secure = Server::parse("https://mines.example.org/").unwrap();
        assert_eq!(secure.play, "wss://mines.example.org/api/play");
        assert!(Server::parse("ftp://x").unwrap_err().contains("http://"));
        assert!(Server::parse("").is_err());
        assert!(Server::parse("http://a b").is_err());
    }
}
