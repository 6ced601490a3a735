//! Battles against people: two players a room on two connections, each opening a cell that
//! touches their territory every `--every-ms`, the time from one's move to the other hearing
//! it measured.

use std::time::{Duration, Instant};

use minesweeper_server::bench::Socket;
use serde_json::{json, Value};

use crate::{read, send, ticks, Observed};

/// What a battle player knows: the cells shown (`one:N`, `two:N`, `hit:…`), and the seat.
pub(crate) struct Seat {
    seat: &'static str,
    shown: std::collections::HashMap<(i64, i64), String>,
    lives: u64,
    seq: u64,
}

/// The Battle page's expert preset: 30 × 50, 340 mines.
pub(crate) const ROWS: i64 = 30;

pub(crate) const COLS: i64 = 50;

impl Seat {
    fn new(seat: &'static str) -> Seat {
        Seat {
            seat,
            shown: Default::default(),
            lives: 1,
            seq: 0,
        }
    }

    fn learn(&mut self, message: &Value) {
        for cell in message["cells"].as_array().into_iter().flatten() {
            if let (Some(r), Some(c), Some(view)) =
                (cell[0].as_i64(), cell[1].as_i64(), cell[2].as_str())
            {
                self.shown.insert((r, c), view.to_string());
            }
        }
        let me = usize::from(self.seat == "two");
        self.lives = message["lives"][me].as_u64().unwrap_or(self.lives);
    }

    /// A hidden cell touching this seat's territory.
    fn legal(&self) -> Option<(i64, i64)> {
        let mine = format!("{}:", self.seat);
        self.shown
            .iter()
            .filter(|(_, view)| view.starts_with(&mine))
            .flat_map(|(&(r, c), _)| {
                (-1..=1).flat_map(move |dr| (-1..=1).map(move |dc| (r + dr, c + dc)))
            })
            .find(|&(r, c)| {
                (0..ROWS).contains(&r)
                    && (0..COLS).contains(&c)
                    && !self.shown.contains_key(&(r, c))
            })
    }
}

/// A new room: seat one makes it, seat two joins; both know the board.
pub(crate) async fn new_battle(sockets: &mut [Socket; 2]) -> Result<(String, [Seat; 2]), String> {
    let settings =
        json!({"rows": ROWS, "cols": COLS, "mines": 340, "lives": 4, "pace": "realtime"});
    send(
        &mut sockets[0],
        &json!({"type": "room_new", "battle": settings}),
    )
    .await?;
    let made = read(&mut sockets[0]).await?;
    let room = made["room"]
        .as_str()
        .ok_or(format!("no room: {made}"))?
        .to_string();
    send(&mut sockets[1], &json!({"type": "room_join", "room": room})).await?;
    let joined = read(&mut sockets[1]).await?;
    // Seat one is told the battle began.
    let told = read(&mut sockets[0]).await?;
    let mut seats = [Seat::new("one"), Seat::new("two")];
    seats[0].learn(&told);
    seats[1].learn(&joined);
    Ok((room, seats))
}

/// One room: two connections (seat one's to the first address, seat two's to the second),
/// moving in turn every `every / 2` until `end`; each move's time from being sent to the other
/// player receiving it.
pub(crate) async fn run_room(
    addresses: [String; 2],
    every: Duration,
    offset: Duration,
    end: Instant,
) -> Observed {
    let mut tally = Observed::default();
    let result: Result<(), String> = async {
        let mut sockets = Vec::new();
        for address in &addresses {
            let (mut socket, _) =
                tokio_tungstenite::connect_async(format!("ws://{address}/api/play"))
                    .await
                    .map_err(|e| format!("connect: {e}"))?;
            send(&mut socket, &json!({"type": "hello"})).await?;
            read(&mut socket).await?;
            sockets.push(socket);
        }
        let mut sockets: [Socket; 2] = sockets.try_into().map_err(|_| "two sockets")?;
        let (mut room, mut seats) = new_battle(&mut sockets).await?;
        tally.games += 1;
        let mut tick = ticks(offset, every / 2).await;
        let mut turn = 0;
        while Instant::now() < end {
            tick.tick().await;
            let mover = (0..2)
                .map(|k| (turn + k) % 2)
                .find(|&m| seats[m].lives > 0 && seats[m].legal().is_some());
            let Some(m) = mover else {
                // Nobody can move: the battle is over; another.
                (room, seats) = new_battle(&mut sockets).await?;
                tally.games += 1;
                continue;
            };
            turn = 1 - m;
            let (r, c) = seats[m].legal().unwrap_or((0, 0));
            let message = json!({"type": "battle_move", "room": room, "seq": seats[m].seq, "action": "reveal", "row": r, "col": c});
            seats[m].seq += 1;
            let sent = Instant::now();
            send(&mut sockets[m], &message).await?;
            // Both hear of it: the other's arrival is the figure.
            let (mine, theirs) = if m == 0 {
                let [a, b] = &mut sockets;
                (a, b)
            } else {
                let [a, b] = &mut sockets;
                (b, a)
            };
            let (mut echo, mut heard) = (None, None);
            while echo.is_none() || heard.is_none() {
                tokio::select! {
                    reply = read(mine), if echo.is_none() => {
                        let reply = reply?;
                        match reply["type"].as_str() {
                            Some("battle_moved") => echo = Some(reply),
                            Some("error") => return Err(reply.to_string()),
                            _ => {}
                        }
                    }
                    reply = read(theirs), if heard.is_none() => {
                        let reply = reply?;
                        if reply["type"] == "battle_moved" {
                            tally.trips.push(sent.elapsed().as_micros().min(u128::from(u32::MAX)) as u32);
                            heard = Some(reply);
                        }
                    }
                }
            }
            let (echo, heard) = (echo.unwrap_or_default(), heard.unwrap_or_default());
            if echo["cells"] != heard["cells"] {
                tally.errors.push("the two players saw a move differently".into());
            }
            tally.played += 1;
            seats[m].learn(&echo);
            seats[1 - m].learn(&heard);
            if echo["status"] == "over" {
                for socket in sockets.iter_mut() {
                    while read(socket).await?["type"] != "room" {}
                }
                (room, seats) = new_battle(&mut sockets).await?;
                tally.games += 1;
            }
        }
        for socket in sockets.iter_mut() {
            let _ = socket.close(None).await;
        }
        Ok(())
    }
    .await;
    if let Err(e) = result {
        tally.errors.push(e);
    }
    tally
}
