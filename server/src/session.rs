//! One WebSocket connection of ranked play and battles against people: a hello first (which
//! player), then games, rooms and moves. Every message gets an answer; a bad one gets an error
//! saying why and changes nothing. A room's news (the other player's moves, who comes and
//! goes) arrives unasked, through the connection's outbox. `docs/server.md` lists every
//! message.

use std::net::{IpAddr, SocketAddr};

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use minesweeper_engine::Pos;

use crate::db::{NewGame, Player};
use crate::protocol::{self, Reply, Request};
use crate::referee::{self, Live, Played, Refused};
use crate::rooms::{Asker, Conn};
use crate::{daily, now_ms, secret, secret_seed, token_hash, AppState};

/// `GET /api/play`: the ranked-play WebSocket, if the address has a connection to spare.
pub async fn play(
    ws: WebSocketUpgrade,
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
) -> Response {
    let connection = match state.limiters.connect(address.ip()) {
        Ok(connection) => connection,
        Err(why) => return (StatusCode::TOO_MANY_REQUESTS, why).into_response(),
    };
    // Frames up to 64 KiB are read, so that a message over 4 KB gets an answer saying so.
    // Messages are small: an 8 KiB read buffer (not tungstenite's 128 KiB, zeroed as it
    // grows) keeps a thousand connections in a few MB and each read cheap.
    ws.max_message_size(64 << 10)
        .read_buffer_size(8 << 10)
        .write_buffer_size(0)
        .on_upgrade(move |socket| async move {
            session(socket, state, address.ip()).await;
            drop(connection);
        })
}

/// What a connection knows of itself: its player once they said hello, its number and
/// outbox for the rooms, and the rooms it joined.
struct Connection {
    player: Option<Player>,
    conn: Conn,
    rooms: Vec<String>,
    address: IpAddr,
}

/// One connection, until it closes: its requests answered in order, and its rooms' news
/// sent as it comes.
async fn session(mut socket: WebSocket, state: AppState, address: IpAddr) {
    let (outbox, mut news) = tokio::sync::mpsc::unbounded_channel();
    let mut me = Connection {
        player: None,
        conn: Conn {
            id: Conn::next_id(),
            outbox,
        },
        rooms: Vec::new(),
        address,
    };
    let limiter = state.limiters.connection_limiter();
    loop {
        let replies = tokio::select! {
            message = socket.recv() => match message {
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                Some(Ok(_)) if limiter.check().is_err() => vec![Reply::error(
                    "slow_down",
                    format!(
                        "slow down: at most {} messages a second; that one was not read",
                        state.limiters.limits.messages_per_second
                    ),
                )],
                Some(Ok(Message::Text(text))) => match protocol::parse(&text) {
                    Ok(request) => answer(&state, &mut me, request).await,
                    Err(why) => vec![Reply::error("bad_message", why)],
                },
                Some(Ok(Message::Binary(_))) => vec![Reply::error("bad_message", "messages are JSON text")],
                Some(Ok(_)) => continue,
            },
            Some(reply) = news.recv() => vec![reply],
        };
        for reply in replies {
            if socket
                .send(Message::Text(reply.to_json().into()))
                .await
                .is_err()
            {
                state.rooms.disconnected(me.conn.id, &me.rooms).await;
                return;
            }
        }
    }
    state.rooms.disconnected(me.conn.id, &me.rooms).await;
}

/// What the server says when its database fails (the details go to its log only).
const UNAVAILABLE: &str = "the server could not do that just now; try again";

fn unavailable(what: &str, e: impl std::fmt::Display) -> Reply {
    tracing::error!(error = %e, "{what}");
    Reply::error("unavailable", UNAVAILABLE)
}

/// The answers to one request.
async fn answer(state: &AppState, me: &mut Connection, request: Request) -> Vec<Reply> {
    let (player, address) = (&mut me.player, me.address);
    let result = match (request, player.as_ref()) {
        (Request::Hello { token }, _) => {
            hello(state, token.as_deref(), address)
                .await
                .map(|(p, reply)| {
                    *player = Some(p);
                    vec![reply]
                })
        }
        (_, None) => Err(Reply::error(
            "refused",
            "say hello first: {\"type\":\"hello\"}",
        )),
        (Request::Start { category }, Some(p)) => start(state, p, &category).await,
        (Request::Resume { game }, Some(p)) => match state.games.get(&state.db, &game, &p.id).await
        {
            Ok(live) => Ok(vec![live.lock().await.view()]),
            Err(why) => Err(refusal(why)),
        },
        (
            Request::Move {
                game,
                seq,
                action,
                row,
                col,
            },
            Some(p),
        ) => moved(state, &p.id, &game, (action, seq, Pos::new(row, col))).await,
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
    result.unwrap_or_else(|reply| vec![reply])
}

/// The error reply for a refused move.
fn refusal(why: Refused) -> Reply {
    match why {
        Refused::Store(e) => unavailable("storing a move", e),
        Refused::NotNext { next, .. } => Reply::Error {
            code: "not_next".into(),
            message: why.to_string(),
            next_seq: Some(next),
        },
        Refused::SlowDown(message) => Reply::error("slow_down", message),
        Refused::Move(message) => Reply::error("refused", message),
    }
}

async fn moved(
    state: &AppState,
    player: &str,
    game: &str,
    (kind, seq, pos): (protocol::MoveKind, u64, Pos),
) -> Result<Vec<Reply>, Reply> {
    let live = state
        .games
        .get(&state.db, game, player)
        .await
        .map_err(refusal)?;
    state
        .limiters
        .move_in(game)
        .map_err(|why| refusal(Refused::SlowDown(why)))?;
    match state
        .games
        .play(&state.db, &live, kind, seq, pos, now_ms())
        .await
    {
        Ok(Played::Moved(reply)) => Ok(vec![reply]),
        Ok(Played::Over(moved, over)) => Ok(vec![moved, *over]),
        Err(why) => Err(refusal(why)),
    }
}

/// The player a token names, or a new one (whose token is sent this once).
async fn hello(
    state: &AppState,
    token: Option<&str>,
    address: IpAddr,
) -> Result<(Player, Reply), Reply> {
    if let Some(token) = token {
        let found = state
            .db
            .player_by_token(&token_hash(token))
            .await
            .map_err(|e| unavailable("reading a player", e))?;
        let player = found.ok_or_else(|| {
            Reply::error(
                "refused",
                "that token is not a player's here; say hello without one to be a new player",
            )
        })?;
        let reply = Reply::Welcome {
            player: player.id.clone(),
            name: player.name.clone(),
            token: None,
        };
        return Ok((player, reply));
    }
    state
        .limiters
        .new_player(address)
        .map_err(|why| Reply::error("slow_down", why))?;
    let token = secret(32).map_err(|e| unavailable("drawing a token", e))?;
    let id = secret(8).map_err(|e| unavailable("drawing an id", e))?;
    let name = format!("Player {}", &id[..6]);
    state
        .db
        .create_player(&id, &token_hash(&token), &name, now_ms())
        .await
        .map_err(|e| unavailable("storing a player", e))?;
    let reply = Reply::Welcome {
        player: id.clone(),
        name: name.clone(),
        token: Some(token),
    };
    Ok((Player { id, name }, reply))
}

/// A new game in `category`; for the ranked daily, the player's game of the day (begun
/// again if it is being played, refused if it is over).
async fn start(state: &AppState, player: &Player, category: &str) -> Result<Vec<Reply>, Reply> {
    let category = referee::category(category)
        .ok_or_else(|| Reply::error("refused", referee::unknown_category(category)))?;
    let day = category.daily.then(daily::today);
    if let Some(day) = &day {
        let played = state
            .db
            .daily_game(&player.id, category.name, day)
            .await
            .map_err(|e| unavailable("reading a daily game", e))?;
        if let Some(game) = played {
            if game.status != "playing" {
                return Err(Reply::error(
                    "refused",
                    format!(
                        "you have played today's {} board; the next one is at 00:00 UTC",
                        category.title.to_lowercase()
                    ),
                ));
            }
            let live = state
                .games
                .get(&state.db, &game.id, &player.id)
                .await
                .map_err(refusal)?;
            return Ok(vec![live.lock().await.view()]);
        }
    }
    state
        .limiters
        .new_game(&player.id)
        .map_err(|why| Reply::error("slow_down", why))?;
    let fresh = secret_seed().map_err(|e| unavailable("drawing a seed", e))?;
    let seed = match &day {
        Some(day) => state
            .db
            .daily_seed(day, category.name, fresh)
            .await
            .map_err(|e| unavailable("reading the daily seed", e))?,
        None => fresh,
    };
    let id = secret(8).map_err(|e| unavailable("drawing an id", e))?;
    let config = category.config();
    state
        .db
        .create_game(&NewGame {
            id: &id,
            player: &player.id,
            category: category.name,
            size: (config.rows(), config.cols(), config.mines()),
            seed,
            now: now_ms(),
            day: day.as_deref(),
        })
        .await
        .map_err(|e| unavailable("storing a game", e))?;
    let live = Live::new(id, player.id.clone(), category, seed, day);
    let view = live.view();
    state.games.insert(live).await;
    Ok(vec![view])
}

async fn rename(state: &AppState, player: &Player, name: &str) -> Result<String, Reply> {
    let name = protocol::display_name(name).map_err(|why| Reply::error("refused", why))?;
    state
        .db
        .rename(&player.id, &name)
        .await
        .map_err(|e| unavailable("renaming a player", e))?;
    Ok(name)
}

/// A request about a battle against a person ([`crate::rooms`]).
async fn room_request(
    state: &AppState,
    player: &Player,
    me: &mut Connection,
    request: Request,
) -> Result<Vec<Reply>, Reply> {
    let asker = Asker {
        player: &player.id,
        name: &player.name,
        conn: &me.conn,
    };
    let refusal = |(code, message): crate::rooms::Refusal| Reply::error(code, message);
    let view = match request {
        Request::RoomNew { battle } | Request::QuickMatch { battle } => {
            state
                .limiters
                .new_game(&player.id)
                .map_err(|why| Reply::error("slow_down", why))?;
            if matches!(request, Request::QuickMatch { .. }) {
                state.rooms.quick_match(&asker, battle).await
            } else {
                state.rooms.create(&asker, battle, false).await
            }
        }
        Request::RoomJoin { room } => state.rooms.join(&asker, &room).await,
        Request::BattleMove {
            room,
            seq,
            action,
            row,
            col,
        } => {
            state
                .limiters
                .move_in(&format!("{room}/{}", player.id))
                .map_err(|why| Reply::error("slow_down", why))?;
            return state
                .rooms
                .play(&player.id, &room, (action, seq, Pos::new(row, col)))
                .await
                .map(|()| Vec::new())
                .map_err(refusal);
        }
        Request::RoomLeave { room } => {
            state.rooms.leave(&player.id, me.conn.id, &room).await;
            me.rooms.retain(|r| *r != room);
            return Ok(Vec::new());
        }
        _ => return Ok(Vec::new()),
    }
    .map_err(refusal)?;
    if let Reply::Room { room, .. } = &view {
        if !me.rooms.contains(room) {
            me.rooms.push(room.clone());
        }
    }
    Ok(vec![view])
}
