//! One WebSocket connection of ranked play and battles against people: a hello first (which
//! player), then games, rooms and moves. Every message gets an answer; a bad one gets an error
//! saying why and changes nothing. A room's news (the other player's moves, who comes and
//! goes) arrives unasked, through the connection's outbox. `docs/server.md` lists every
//! message.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{close_code, CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use minesweeper_engine::Pos;

use crate::account;
use crate::clock::now_ms;
use crate::db::NewDevice;
use crate::db::Player;
use crate::error::Error;
use crate::names;
use crate::net::{Stopping, Ticket};
use crate::outbox::{self, Inbox};
use crate::protocol::account::DeviceKind;
use crate::protocol::{self, Refusal, Reply, Request};
use crate::referee::{self, MoveAnswer, Starter};
use crate::rooms::{Asker, Conn};
use crate::secrets::token_hash;
use crate::state::AppState;

/// The largest message or frame read; a longer one closes the connection with 1009 before
/// it is buffered (one over [`protocol::MAX_MESSAGE_BYTES`] and within this is answered
/// `bad_message`, the connection kept).
pub const MAX_READ_BYTES: usize = 64 << 10;

/// How often the server pings a connection, and how long it waits to hear anything (a pong,
/// a message) before closing it: a connection that stopped answering (or is holding a frame
/// back) does not hold its place for ever.
pub const PING_EVERY: Duration = Duration::from_secs(30);
pub const SILENCE: Duration = Duration::from_secs(75);

/// `GET /api/play`: the ranked-play WebSocket, if the address has a connection to spare.
pub async fn play(
    ws: WebSocketUpgrade,
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    ticket: Option<Extension<Arc<Ticket>>>,
    stopping: Option<Extension<Stopping>>,
    headers: axum::http::HeaderMap,
) -> Response {
    let kind = account::kind_of(&headers);
    let connection = match state.limiters.connect(address.ip()) {
        Ok(connection) => connection,
        Err(refused) => return refused.into_response(),
    };
    // Messages are small: an 8 KiB read buffer (not tungstenite's 128 KiB, zeroed as it
    // grows) keeps a thousand connections in a few MB and each read cheap. A frame's size is
    // checked from its header, before its payload is read.
    ws.max_message_size(MAX_READ_BYTES)
        .max_frame_size(MAX_READ_BYTES)
        .read_buffer_size(8 << 10)
        .write_buffer_size(0)
        .on_upgrade(move |socket| async move {
            // The TCP connection's place in the counts is kept while the WebSocket is open,
            // and never given up to make way (its pings close it when it goes silent).
            if let Some(Extension(ticket)) = &ticket {
                ticket.keep();
            }
            let stopping = stopping.map(|Extension(s)| s);
            session(socket, state, (address.ip(), kind), stopping).await;
            drop((connection, ticket));
        })
}

/// What a connection knows of itself: its player once they said hello, its number and
/// outbox for the rooms, and the rooms it joined.
struct Session {
    player: Option<Player>,
    /// The device its hello signed in, and what kind it is (from its `User-Agent`).
    device: Option<String>,
    kind: DeviceKind,
    conn: Conn,
    rooms: Vec<String>,
    address: IpAddr,
}

/// How a connection ends: the close frame to send, if any.
type Closing = Option<CloseFrame>;

fn close(code: u16, reason: &'static str) -> Closing {
    Some(CloseFrame {
        code,
        reason: reason.into(),
    })
}

/// One connection, until it closes: its requests answered in order, and its rooms' news
/// sent as it comes, within the limits above and the outbox's budget.
async fn session(
    mut socket: WebSocket,
    state: AppState,
    (address, kind): (IpAddr, DeviceKind),
    stopping: Option<Stopping>,
) {
    let (outbox, mut inbox) = outbox::channel(outbox::BUDGET);
    let mut me = Session {
        player: None,
        device: None,
        kind,
        conn: Conn::new(outbox),
        rooms: Vec::new(),
        address,
    };
    let mut stopping = stopping;
    state.metrics.connections.inc();
    let ending = serve_connection(&mut socket, &state, &mut me, (&mut inbox, &mut stopping)).await;
    state.metrics.connections.dec();
    state.rooms.disconnected(me.conn.id, &me.rooms).await;
    if let Some(frame) = ending {
        let closing = socket.send(Message::Close(Some(frame)));
        let _ = tokio::time::timeout(Duration::from_secs(1), closing).await;
    }
}

/// Resolves when the server stops taking connections; never without a server to say so.
async fn stopped(stopping: &mut Option<Stopping>) {
    match stopping {
        Some(stopping) => stopping.wait().await,
        None => std::future::pending().await,
    }
}

/// The connection's loop; how it ended.
async fn serve_connection(
    socket: &mut WebSocket,
    state: &AppState,
    me: &mut Session,
    (inbox, stopping): (&mut Inbox, &mut Option<Stopping>),
) -> Closing {
    let limiter = state.limiters.connection_limiter();
    let behind = inbox.watch();
    let mut heard = Instant::now();
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + PING_EVERY, PING_EVERY);
    loop {
        // Biased, in this order: the room's news goes out before the next request is read,
        // so a reply never overtakes news that came before the request.
        // A move's kind, to time it from its message read to its answer sent.
        let mut timed = None;
        let replies = tokio::select! {
            biased;
            () = behind.fell_behind() => {
                return close(close_code::POLICY, "too far behind the room's news; reconnect to get it whole");
            }
            Some(news) = inbox.recv() => {
                if socket.send(Message::Text(news.into())).await.is_err() {
                    return None;
                }
                continue;
            }
            message = socket.recv() => match message {
                None | Some(Ok(Message::Close(_))) => return None,
                Some(Err(e)) => return refused_read(e),
                Some(Ok(message)) => {
                    heard = Instant::now();
                    match message {
                        Message::Text(_) | Message::Binary(_) if limiter.check().is_err() => {
                            vec![Error::SlowDown(Refusal::TooManyMessages {
                                most: state.limiters.limits.messages_per_second,
                            })
                            .reply()]
                        }
                        Message::Text(text) => match protocol::parse(&text) {
                            Ok(request) => {
                                timed = move_kind(&request);
                                answer(state, me, request).await
                            }
                            Err(detail) => {
                                vec![Error::BadRequest(Refusal::NotAMessage { detail }).reply()]
                            }
                        },
                        Message::Binary(_) => vec![Error::BadRequest(Refusal::NotText).reply()],
                        _ => continue,
                    }
                }
            },
            // Between requests only: a request being answered is answered first.
            () = stopped(stopping) => {
                // The other instances take this one's rooms over (it answers for them no more).
                state.rooms.stop().await;
                return close(close_code::RESTART, "the server is restarting: connect again");
            }
            _ = ping.tick() => {
                if heard.elapsed() > SILENCE {
                    return close(close_code::AWAY, "no answer to pings");
                }
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    return None;
                }
                continue;
            }
        };
        for reply in replies {
            if let Reply::Error { code, .. } = &reply {
                state.metrics.refused(*code);
            }
            if socket
                .send(Message::Text(reply.to_json().into()))
                .await
                .is_err()
            {
                return None;
            }
        }
        if let Some(kind) = timed {
            state.metrics.moved(kind, heard.elapsed());
        }
    }
}

/// What a move is called in the figures (`/metrics`), if the request is one.
fn move_kind(request: &Request) -> Option<&'static str> {
    match request {
        Request::Move { .. } => Some("ranked"),
        Request::BattleMove { .. } => Some("battle"),
        _ => None,
    }
}

/// A read the WebSocket refused: a message or frame over [`MAX_READ_BYTES`] closes with 1009,
/// text that is not UTF-8 with 1007 (RFC 6455); anything else ends the connection as it is.
fn refused_read(e: axum::Error) -> Closing {
    let e = e.into_inner();
    match e.downcast_ref::<tungstenite::Error>() {
        Some(tungstenite::Error::Capacity(_)) => close(
            close_code::SIZE,
            "a message is at most 65536 bytes (and 4096 to be read)",
        ),
        Some(tungstenite::Error::Utf8(_)) => {
            close(close_code::INVALID, "a text message must be UTF-8")
        }
        _ => {
            tracing::debug!(error = %e, "a connection's read failed");
            None
        }
    }
}

/// The answers to one request (an error's reply if it is refused or fails).
async fn answer(state: &AppState, me: &mut Session, request: Request) -> Vec<Reply> {
    answered(state, me, request).await.unwrap_or_else(|e| {
        if e == Error::Database {
            state.metrics.database_errors.inc();
        }
        vec![e.reply()]
    })
}

async fn answered(
    state: &AppState,
    me: &mut Session,
    request: Request,
) -> Result<Vec<Reply>, Error> {
    let (player, address) = (&mut me.player, me.address);
    if matches!(
        request,
        Request::Start { .. }
            | Request::Resume { .. }
            | Request::RoomNew { .. }
            | Request::QuickMatch { .. }
            | Request::RoomJoin { .. }
    ) {
        still_signed_in(state, me.device.as_deref()).await?;
    }
    let result = match (request, player.as_ref()) {
        (Request::Hello { token }, _) => hello(state, token.as_deref(), (address, me.kind))
            .await
            .map(|(p, device, reply)| {
                *player = Some(p);
                me.device = Some(device);
                vec![reply]
            }),
        (_, None) => Err(Error::refused(Refusal::HelloFirst)),
        (Request::Start { category }, Some(p)) => start(state, p, &category, address).await,
        (Request::Resume { game }, Some(p)) => {
            // Each may rebuild the game from its moves: a rate per player.
            state.limiters.resume(&p.id).await?;
            // With other instances, the player's game may have been played on at one of them
            // since it was held here (they reconnected there): it is read again. Only their
            // own: ids are public, and another's resume would evict it.
            if state.rooms.shared() {
                state.games.forget_theirs(&game, &p.id).await;
            }
            Ok(vec![state.games.get(&state.db, &game, &p.id).await?.view()])
        }
        (
            Request::Move {
                game,
                seq,
                action,
                row,
                col,
                cursor,
            },
            Some(p),
        ) => {
            let play = (action, seq, Pos::new(row, col));
            // Past its network's budget a track is not kept; the move is played.
            let cursor = if state.limiters.cursor_kept(address, cursor.len()) {
                cursor.as_str()
            } else {
                ""
            };
            moved(state, &p.id, &game, play, cursor).await
        }
        (Request::Name { name }, Some(p)) => rename(state, p, &name).await.map(|name| {
            if let Some(p) = player.as_mut() {
                p.name.clone_from(&name);
            }
            vec![Reply::Named { name }]
        }),
        (
            request @ (Request::RoomNew { .. }
            | Request::QuickMatch { .. }
            | Request::RoomJoin { .. }
            | Request::BattleMove { .. }
            | Request::RoomLeave { .. }),
            Some(p),
        ) => {
            let p = p.clone();
            room_request(state, &p, me, request).await
        }
    };
    result
}

async fn moved(
    state: &AppState,
    player: &str,
    game: &str,
    (kind, seq, pos): (protocol::MoveKind, u64, Pos),
    cursor: &str,
) -> Result<Vec<Reply>, Error> {
    state.limiters.move_in(game)?;
    let live = state.games.get(&state.db, game, player).await?;
    let played = state
        .games
        .play(
            &state.db,
            live,
            (kind, seq, pos),
            cursor,
            state.move_clock.now(),
        )
        .await?;
    Ok(match played {
        MoveAnswer::Moved(reply) => vec![reply],
        MoveAnswer::Over(moved, over) => vec![moved, *over],
    })
}

/// Refuses a connection whose device was signed out since its hello (from the account page,
/// on any instance): checked as it begins a game or a room, not on every move.
async fn still_signed_in(state: &AppState, device: Option<&str>) -> Result<(), Error> {
    match device {
        Some(device) if !state.db.signed_in(device).await? => {
            Err(Error::SignedOut(Refusal::DeviceSignedOut))
        }
        _ => Ok(()),
    }
}

/// The player a token names, or a new one (whose token is sent this once, and who is signed
/// in on this device: [`crate::account`]).
async fn hello(
    state: &AppState,
    token: Option<&str>,
    (address, kind): (IpAddr, DeviceKind),
) -> Result<(Player, String, Reply), Error> {
    if let Some(token) = token {
        // Only a token that signs in nothing is refused (the clients then start afresh); a
        // database that fails is unavailable, and the client keeps its token.
        let signed = account::signed(state, token).await.map_err(|e| match e {
            Error::SignedOut(_) => Error::refused(Refusal::UnknownToken),
            other => other,
        })?;
        let player = signed.player;
        let reply = Reply::Welcome {
            player: player.id.clone(),
            name: player.name.clone(),
            token: None,
        };
        return Ok((player, signed.device.id, reply));
    }
    state.limiters.new_player(address).await?;
    let (token, id) = account::new_token()?;
    let player = Player {
        name: names::given(&id),
        id,
    };
    let device = NewDevice {
        token_hash: &token_hash(&token),
        id: &player.id,
        kind: kind.name(),
        network: &account::shown_network(address),
    };
    state.db.create_player(&player, &device, now_ms()).await?;
    let reply = Reply::Welcome {
        player: player.id.clone(),
        name: player.name.clone(),
        token: Some(token),
    };
    let device = player.id.clone();
    Ok((player, device, reply))
}

/// A new ranked game in `category` ([`referee::Games::start`]).
async fn start(
    state: &AppState,
    player: &Player,
    category: &str,
    address: IpAddr,
) -> Result<Vec<Reply>, Error> {
    let category = referee::category(category).ok_or_else(|| {
        Error::refused(Refusal::UnknownCategory {
            name: category.chars().take(40).collect(),
        })
    })?;
    let starter = Starter {
        player: &player.id,
        network: crate::net::network(address),
    };
    let view = state
        .games
        .start(&state.db, &state.limiters, &starter, category)
        .await?;
    Ok(vec![view])
}

async fn rename(state: &AppState, player: &Player, name: &str) -> Result<String, Error> {
    let name = names::display_name(name).map_err(|rule| Error::Refused(Refusal::BadName(rule)))?;
    state.db.rename(&player.id, &name).await?;
    Ok(name)
}

/// A request about a battle against a person ([`crate::rooms`]).
async fn room_request(
    state: &AppState,
    player: &Player,
    me: &mut Session,
    request: Request,
) -> Result<Vec<Reply>, Error> {
    let asker = Asker {
        player: &player.id,
        name: &player.name,
        conn: &me.conn,
        network: crate::net::network(me.address),
    };
    let view = match request {
        Request::RoomNew { battle } | Request::QuickMatch { battle } => {
            state.limiters.new_game(&player.id).await?;
            if battle.no_guess() {
                state.limiters.no_guess_board(me.address).await?;
            }
            if matches!(request, Request::QuickMatch { .. }) {
                state.rooms.quick_match(&asker, battle).await
            } else {
                state.rooms.create(&asker, battle, false).await
            }
        }
        Request::RoomJoin { room } => {
            state.limiters.join(&player.id).await?;
            state.rooms.join(&asker, &room).await
        }
        Request::BattleMove {
            room,
            seq,
            action,
            row,
            col,
        } => {
            state.limiters.move_in(&format!("{room}/{}", player.id))?;
            return state
                .rooms
                .play(&player.id, &room, (action, seq, Pos::new(row, col)))
                .await
                .map(|()| Vec::new());
        }
        Request::RoomLeave { room } => {
            state.rooms.leave(&player.id, me.conn.id, &room).await;
            me.rooms.retain(|r| *r != room);
            return Ok(Vec::new());
        }
        _ => return Ok(Vec::new()),
    }?;
    if let Reply::Room { room, .. } = &view {
        if !me.rooms.contains(room) {
            me.rooms.push(room.clone());
        }
    }
    Ok(vec![view])
}
