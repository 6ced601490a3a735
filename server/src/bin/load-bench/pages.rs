//! Visitors asking for pages: a shared battle's link with a seed of its own, timed to the
//! page's last byte.

use std::time::{Duration, Instant};

use crate::{ticks, Observed};

/// One visitor: a shared battle's page with a seed of its own every `every`, each on a new
/// connection, timed to its last byte.
pub(crate) async fn run_pages(
    address: String,
    every: Duration,
    offset: Duration,
    end: Instant,
    n: u32,
) -> Observed {
    let mut tally = Observed::default();
    let mut seed = 0x9E37_79B9_7F4A_7C15 ^ u64::from(n + 1);
    let mut tick = ticks(offset, every).await;
    while Instant::now() < end {
        tick.tick().await;
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1442695040888963407);
        let shared = seed >> 34;
        let path = format!("/battle/?mode=battle&preset=expert&seed={shared}");
        let sent = Instant::now();
        match get_page(&address, &path).await {
            Ok((200, page)) => {
                tally
                    .trips
                    .push(sent.elapsed().as_micros().min(u128::from(u32::MAX)) as u32);
                if page.contains(&format!("data-seed=\"{shared}\"")) {
                    tally.played += 1;
                } else {
                    tally.built += 1;
                }
            }
            Ok((status, _)) => tally.errors.push(format!("{path}: status {status}")),
            Err(e) => tally.errors.push(format!("{path}: {e}")),
        }
    }
    tally
}

/// `GET path` on a new connection: the status and the body.
pub(crate) async fn get_page(address: &str, path: &str) -> Result<(u16, String), String> {
    use http_body_util::BodyExt;
    let stream = tokio::net::TcpStream::connect(address)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    let (mut sender, connection) =
        hyper::client::conn::http1::handshake(hyper_util::rt::TokioIo::new(stream))
            .await
            .map_err(|e| format!("handshake: {e}"))?;
    tokio::spawn(connection);
    let request = hyper::Request::get(path)
        .header(hyper::header::HOST, address)
        .body(http_body_util::Empty::<hyper::body::Bytes>::new())
        .map_err(|e| e.to_string())?;
    let response = sender
        .send_request(request)
        .await
        .map_err(|e| format!("request: {e}"))?;
    let status = response.status().as_u16();
    let body = response
        .into_body()
        .collect()
        .await
        .map_err(|e| format!("body: {e}"))?
        .to_bytes();
    Ok((status, String::from_utf8_lossy(&body).into_owned()))
}
