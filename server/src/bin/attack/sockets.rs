//! Attacks on the sockets: watchers that never read, frames held back, half requests.

use std::time::{Duration, Instant};

use minesweeper_server::bench;
use serde_json::json;
use tokio::io::AsyncWriteExt;

use crate::client::{ask, closed_count, net, player, player_with_token, raw_socket};
use crate::{Outcome, Target};

/// A 200 × 200 room with 20 watchers that never read, a seat re-joining it as fast as it is
/// answered (the watchers must hear nothing of it), and the other seat dropping and coming
/// back as fast as it may (once, the room went whole to everyone each time, and the watchers
/// were closed past their outbox's budget; now they hear who is in the room). Whatever the
/// watchers are sent waits in their bounded outboxes, as does what the seat that re-joins and
/// reads one message a join is sent: past its budget it is closed.
pub(crate) async fn watcher_attack(target: &Target, duration: Duration) -> Outcome {
    let address = &target.address;
    let mut seat = player(address, net(20)).await?;
    let settings = json!({"rows": 200, "cols": 200, "mines": 400, "lives": 3, "pace": "realtime"});
    let room = ask(&mut seat, &json!({"type": "room_new", "battle": settings})).await?;
    let code = room["room"]
        .as_str()
        .ok_or_else(|| format!("room_new: {room}"))?
        .to_string();
    let (mut other, token) = player_with_token(address, net(21)).await?;
    let joined = ask(&mut other, &json!({"type": "room_join", "room": code}))
        .await
        .map_err(|e| format!("the second seat: {e}"))?;
    let size = joined.to_string().len();
    let mut silent = Vec::new();
    for i in 0..20u8 {
        let mut watcher = player(address, net(22 + u16::from(i / 8))).await?;
        ask(&mut watcher, &json!({"type": "room_join", "room": code}))
            .await
            .map_err(|e| format!("watcher {i}: {e}"))?;
        // From here on it never reads.
        silent.push(watcher);
    }
    let end = Instant::now() + duration;
    let comebacks = tokio::spawn({
        let (address, code) = (address.clone(), code.clone());
        async move {
            let mut back = 0;
            while Instant::now() < end {
                drop(other);
                tokio::time::sleep(Duration::from_millis(20)).await;
                other = bench::play_socket(&address, net(21)).await?;
                let again = json!({"type": "hello", "token": token});
                ask(&mut other, &again)
                    .await
                    .map_err(|e| format!("back: {e}"))?;
                let reply = ask(&mut other, &json!({"type": "room_join", "room": code}))
                    .await
                    .map_err(|e| format!("back in the room: {e}"))?;
                back += usize::from(reply["type"] == "room");
                if reply["type"] != "room" {
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
            }
            Ok::<_, String>(back)
        }
    });
    // The seat reads only one message a re-join: it falls behind too, and is closed.
    let (mut joins, mut refused, mut seat_closed) = (0, 0, false);
    while Instant::now() < end && !seat_closed {
        match ask(&mut seat, &json!({"type": "room_join", "room": code})).await {
            Ok(reply) if reply["type"] == "room" => joins += 1,
            Ok(_) => {
                refused += 1;
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            Err(_) => seat_closed = true,
        }
    }
    let back = comebacks.await.map_err(|e| e.to_string())??;
    let closed = closed_count(&mut silent).await;
    Ok(format!(
        "a room of {} KB, 20 watchers that never read; its seat re-joining as fast as answered ({joins} rooms heard, {refused} told to slow down{}), the other coming back {back} times: {closed} of the 20 watchers closed past their outbox's budget",
        size / 1024,
        if seat_closed { "; then closed itself, behind" } else { "" }
    ))
}

/// 64 connections from two addresses each announce a 16 MiB frame, send one byte of it and
/// wait: each must be closed (1009) without the server keeping the frame.
pub(crate) async fn frames(target: &Target, duration: Duration) -> Outcome {
    let (_, before) = bench::memory_mb(target.pid);
    let mut tasks = Vec::new();
    for i in 0..64u8 {
        let address = target.address.clone();
        tasks.push(tokio::spawn(async move {
            let mut stream = raw_socket(&address, net(30 + u16::from(i % 2))).await?;
            let mut head = vec![0x81, 0x80 | 127];
            head.extend_from_slice(&(16u64 << 20).to_be_bytes());
            head.extend_from_slice(&[0, 0, 0, 0, b'{']);
            stream.write_all(&head).await.map_err(|e| e.to_string())?;
            let mut answer = [0u8; 4];
            use tokio::io::AsyncReadExt;
            let read =
                tokio::time::timeout(Duration::from_secs(5), stream.read_exact(&mut answer)).await;
            match read {
                Ok(Ok(_)) if answer[0] == 0x88 => Ok(u16::from_be_bytes([answer[2], answer[3]])),
                other => Err(format!("no close: {other:?} {answer:?}")),
            }
        }));
    }
    let mut codes = Vec::new();
    for task in tasks {
        codes.push(task.await.map_err(|e| e.to_string())??);
    }
    tokio::time::sleep(duration.saturating_sub(Duration::from_secs(1))).await;
    let (_, after) = bench::memory_mb(target.pid);
    let closed = codes.iter().filter(|&&c| c == 1009).count();
    let what = format!(
        "64 frames of 16 MiB announced: {closed} closed with 1009 from their head; memory {before:.0} → {after:.0} MB"
    );
    if closed != 64 {
        return Err(what);
    }
    Ok(what)
}

/// `count` connections from as many networks as it takes (64 each) send half a request line
/// and wait: the server must go on answering, and close them after its head timeout (10 s).
pub(crate) async fn slowloris(target: &Target, duration: Duration, count: usize) -> Outcome {
    let opened = Instant::now();
    let mut held = Vec::new();
    let mut refused = 0;
    for i in 0..count {
        let from = net(300 + (i / 64) as u16);
        match bench::tcp_from(&target.address, from).await {
            Ok(mut stream) => {
                let _ = stream.write_all(b"GET /api/hea").await;
                held.push(stream);
            }
            Err(_) => refused += 1,
        }
    }
    tokio::time::sleep(duration).await;
    // 12 s after the first: past the server's head timeout (10 s), each must be closed.
    tokio::time::sleep(Duration::from_secs(12).saturating_sub(opened.elapsed())).await;
    let mut closed = 0;
    for mut stream in held {
        use tokio::io::AsyncReadExt;
        let mut byte = [0u8; 64];
        let read = tokio::time::timeout(Duration::from_millis(5), stream.read(&mut byte)).await;
        if matches!(read, Ok(Ok(0)) | Ok(Err(_))) {
            closed += 1;
        }
    }
    let what = format!(
        "{count} half requests from {} networks: {refused} refused at connect, {closed} closed by the server within 12 s",
        count.div_ceil(64)
    );
    if closed + refused < count {
        return Err(what);
    }
    Ok(what)
}

/// Rooms in the drops attack, and watchers in each.
const DROP_ROOMS: u16 = 5;
const DROP_WATCHERS: u16 = 6;

/// 5 rooms of 200 × 200, 6 watchers each who read all they are sent (at the other instance
/// when there are two: the home's news to them crosses between instances), and in every room a
/// seat dropping and coming back as fast as it may. Each drop and return once sent the whole
/// room (676 KB) to every watcher: 1.26 GB a minute, 24 of 30 watchers closed. Now the
/// watchers hear who is in the room, not the board: none is closed, and each hears less than
/// 4 KB a return.
pub(crate) async fn drops(target: &Target, duration: Duration) -> Outcome {
    let address = &target.address;
    let watching = target.other.as_deref().unwrap_or(address);
    let settings = json!({"rows": 200, "cols": 200, "mines": 400, "lives": 3, "pace": "realtime"});
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let (mut readers, mut droppers, mut seats) = (Vec::new(), Vec::new(), Vec::new());
    for r in 0..DROP_ROOMS {
        let mut seat = player(address, net(600 + r)).await?;
        let room = ask(&mut seat, &json!({"type": "room_new", "battle": settings})).await?;
        let code = room["room"]
            .as_str()
            .ok_or(format!("room_new: {room}"))?
            .to_string();
        let (mut other, token) = player_with_token(address, net(620 + r)).await?;
        ask(&mut other, &json!({"type": "room_join", "room": code})).await?;
        for w in 0..DROP_WATCHERS {
            let mut watcher = player(watching, net(640 + r * DROP_WATCHERS + w)).await?;
            let view = ask(&mut watcher, &json!({"type": "room_join", "room": code})).await?;
            if view["seat"] != "watching" {
                return Err(format!("a watcher of room {r}: {view}"));
            }
            readers.push(tokio::spawn(read_all(watcher, stopped.clone())));
        }
        seats.push(seat);
        let (address, from) = (address.clone(), net(620 + r));
        droppers.push(tokio::spawn(async move {
            let end = Instant::now() + duration;
            let mut back = 0u32;
            while Instant::now() < end {
                drop(other);
                tokio::time::sleep(Duration::from_millis(20)).await;
                other = bench::play_socket(&address, from).await?;
                ask(&mut other, &json!({"type": "hello", "token": token})).await?;
                let reply = ask(&mut other, &json!({"type": "room_join", "room": code})).await?;
                back += u32::from(reply["type"] == "room");
                if reply["type"] != "room" {
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
            }
            Ok::<_, String>(back)
        }));
    }
    let mut back = 0;
    for dropper in droppers {
        back += dropper.await.map_err(|e| e.to_string())??;
    }
    let _ = stop.send(true);
    let (mut heard, mut closed) = (0usize, 0);
    for reader in readers {
        let (bytes, was_closed) = reader.await.map_err(|e| e.to_string())?;
        heard += bytes;
        closed += usize::from(was_closed);
    }
    drop(seats);
    let watchers = usize::from(DROP_ROOMS * DROP_WATCHERS);
    let per_return = heard as f64 / watchers as f64 / f64::from(back.max(1));
    let what = format!(
        "{DROP_ROOMS} rooms of 200 × 200, {watchers} reading watchers{}; a seat back {back} times: the watchers heard {} KB in all, {per_return:.0} bytes each a return; {closed} closed",
        if target.other.is_some() { " at the other instance" } else { "" },
        heard / 1024,
    );
    if closed > 0 || back == 0 || per_return > 4_096.0 {
        return Err(what);
    }
    Ok(what)
}

/// Reads everything `socket` is sent until `stop`: the bytes, and whether the server closed it.
async fn read_all(
    mut socket: bench::Socket,
    mut stop: tokio::sync::watch::Receiver<bool>,
) -> (usize, bool) {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    let mut bytes = 0;
    loop {
        tokio::select! {
            message = socket.next() => match message {
                Some(Ok(Message::Text(text))) => bytes += text.len(),
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return (bytes, true),
                Some(Ok(_)) => {}
            },
            _ = stop.changed() => return (bytes, false),
        }
    }
}
