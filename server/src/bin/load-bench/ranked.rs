//! Ranked players: each a new player playing a ranked expert game, a move every `--every-ms`
//! (the opening, a flag on and off, every tenth move a reveal), each round trip timed.

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use minesweeper_server::bench::Socket;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use crate::{read, send, ticks, Observed, Ready};

/// Sends a message and reads until its answer (the first reply that is not an `over`).
pub(crate) async fn ask(
    socket: &mut Socket,
    message: &Value,
) -> Result<(Value, Option<Value>), String> {
    socket
        .send(Message::Text(message.to_string().into()))
        .await
        .map_err(|e| format!("send: {e}"))?;
    let mut first: Option<Value> = None;
    loop {
        let reply = match socket.next().await {
            Some(Ok(Message::Text(text))) => {
                serde_json::from_str::<Value>(&text).map_err(|e| format!("reply: {e}"))?
            }
            Some(Ok(_)) => continue,
            other => return Err(format!("the connection ended: {other:?}")),
        };
        // A move that ends the game is answered twice: the move, then the end.
        if reply["type"] == "moved" && reply["status"] != "playing" {
            first = Some(reply);
            continue;
        }
        return Ok(match first {
            Some(moved) => (moved, Some(reply)),
            None => (reply, None),
        });
    }
}

/// The cells a game has shown, and the next move to make.
pub(crate) struct Player {
    game: String,
    seq: u64,
    shown: std::collections::HashSet<(u64, u64)>,
    flagged: Option<(u64, u64)>,
    rng: u64,
}

impl Player {
    fn new(game: &Value, rng: u64) -> Player {
        Player {
            game: game["game"].as_str().unwrap_or_default().to_string(),
            seq: 0,
            shown: Default::default(),
            flagged: None,
            rng,
        }
    }

    fn random_hidden(&mut self) -> (u64, u64) {
        loop {
            self.rng ^= self.rng << 13;
            self.rng ^= self.rng >> 7;
            self.rng ^= self.rng << 17;
            let cell = ((self.rng >> 8) % 16, (self.rng >> 24) % 30);
            if !self.shown.contains(&cell) && Some(cell) != self.flagged {
                return cell;
            }
        }
    }

    /// The next move: the opening, a flag on or off, or every tenth a reveal.
    fn next(&mut self) -> Value {
        let (action, (row, col)) = if self.seq == 0 {
            ("reveal", (8, 15))
        } else if self.seq.is_multiple_of(10) && self.flagged.is_none() {
            ("reveal", self.random_hidden())
        } else if let Some(cell) = self.flagged.take() {
            ("flag", cell)
        } else {
            let cell = self.random_hidden();
            self.flagged = Some(cell);
            ("flag", cell)
        };
        json!({"type": "move", "game": self.game, "seq": self.seq, "action": action, "row": row, "col": col})
    }

    fn learn(&mut self, moved: &Value) {
        for cell in moved["cells"].as_array().into_iter().flatten() {
            if let (Some(r), Some(c), Some(view)) =
                (cell[0].as_u64(), cell[1].as_u64(), cell[2].as_str())
            {
                if view != "flag" && view != "hidden" {
                    self.shown.insert((r, c));
                }
            }
        }
        self.seq += 1;
    }
}

/// One connection: a new player and their first game; then, once every player has theirs
/// (`ready`: the timed part measures play, not ten thousand sign-ups at once), games one after
/// another, a move every `every` for `seconds`.
pub(crate) async fn run_one(
    address: String,
    (every, offset, seconds): (Duration, Duration, Duration),
    (n, pairs): (u32, bool),
    ready: Arc<Ready>,
) -> Observed {
    let mut tally = Observed::default();
    let start = json!({"type": "start", "category": "expert"});
    let joined: Result<(Socket, Value), String> = async {
        let (mut socket, _) = tokio_tungstenite::connect_async(format!("ws://{address}/api/play"))
            .await
            .map_err(|e| format!("connect: {e}"))?;
        ask(&mut socket, &json!({"type": "hello"})).await?;
        let (game, _) = ask(&mut socket, &start).await?;
        Ok((socket, game))
    }
    .await;
    ready.arrive().await;
    let (mut socket, game) = match joined {
        Ok(joined) => joined,
        Err(e) => {
            tally.errors.push(e);
            return tally;
        }
    };
    let end = Instant::now() + seconds;
    let result: Result<(), String> = async {
        let mut player = Player::new(&game, 0x9E37_79B9_7F4A_7C15 ^ u64::from(n + 1));
        tally.games += 1;
        let mut tick = ticks(offset, every).await;
        while Instant::now() < end {
            tick.tick().await;
            if pairs && player.seq > 0 {
                tally.trips.push(pair(&mut socket, &mut player).await?);
                tally.played += 2;
                continue;
            }
            let message = player.next();
            let sent = Instant::now();
            let (reply, over) = ask(&mut socket, &message).await?;
            tally
                .trips
                .push(sent.elapsed().as_micros().min(u128::from(u32::MAX)) as u32);
            if reply["type"] != "moved" {
                tally.errors.push(reply.to_string());
                continue;
            }
            tally.played += 1;
            player.learn(&reply);
            if over.is_some() {
                let (game, _) = ask(&mut socket, &start).await?;
                player = Player::new(&game, player.rng);
                tally.games += 1;
            }
        }
        Ok(())
    }
    .await;
    if let Err(e) = result {
        tally.errors.push(e);
    }
    let _ = socket.close(None).await;
    tally
}

/// Two moves sent back to back (a flag on a hidden cell and off again), then both answers
/// read: the second's round trip, µs, from its own sending. Were the server's sockets not
/// TCP_NODELAY, Nagle's algorithm would hold the second answer until the client acknowledged
/// the first (tens of milliseconds).
pub(crate) async fn pair(socket: &mut Socket, player: &mut Player) -> Result<u32, String> {
    let (row, col) = player.random_hidden();
    let flag = |seq: u64| json!({"type": "move", "game": player.game, "seq": seq, "action": "flag", "row": row, "col": col});
    let (first, second) = (flag(player.seq), flag(player.seq + 1));
    send(socket, &first).await?;
    send(socket, &second).await?;
    let sent = Instant::now();
    for _ in 0..2 {
        let reply = read(socket).await?;
        if reply["type"] != "moved" {
            return Err(format!("a move of a pair: {reply}"));
        }
    }
    player.seq += 2;
    Ok(sent.elapsed().as_micros().min(u128::from(u32::MAX)) as u32)
}
