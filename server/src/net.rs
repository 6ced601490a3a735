//! The server's sockets. Every TCP connection is counted against its network (an IPv4 address,
//! an IPv6 /64: [`network`]) and the server's total before a byte of it is read, and is closed
//! at once past either cap. Then hyper serves it with the settings a stranger cannot stall:
//! a request's head (the request line and headers) must arrive within [`NetLimits::head`] of
//! the connection's first byte or its last answer (an idle keep-alive connection is closed
//! too), it may hold at most [`MAX_HEAD_BYTES`], and a write that makes no progress for
//! [`NetLimits::write`] ends the connection (a reader that stopped reading). Sockets are
//! TCP_NODELAY: an answer goes out at once, never held back waiting for an acknowledgement.
//!
//! A WebSocket keeps its connection's place in the counts for as long as it is open (see
//! [`Ticket`]); its own limits are in `session.rs`.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio_io_timeout::TimeoutStream;
use tower::ServiceExt;

/// The most a request's head may hold: its line and headers (hyper's read buffer).
pub const MAX_HEAD_BYTES: usize = 32 << 10;

/// What the sockets allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NetLimits {
    /// TCP connections open at once from one network (HTTP and WebSocket together).
    pub per_network: u32,
    /// TCP connections open at once in all.
    pub total: u32,
    /// How long a request's head may take to arrive, from the connection's first byte or its
    /// last answer.
    pub head: Duration,
    /// How long a write may wait for the reader.
    pub write: Duration,
}

impl Default for NetLimits {
    fn default() -> NetLimits {
        NetLimits {
            per_network: 64,
            total: 16_384,
            head: Duration::from_secs(10),
            write: Duration::from_secs(20),
        }
    }
}

/// The network an address counts as: itself for IPv4, its /64 for IPv6 (one machine is
/// commonly given a whole /64), an IPv4 address written as IPv6 as that IPv4 address.
pub fn network(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let [a, b, c, d, ..] = v6.segments();
                IpAddr::V6(Ipv6Addr::new(a, b, c, d, 0, 0, 0, 0))
            }
        },
    }
}

/// The connections open, by network and in all.
struct Counts {
    limits: NetLimits,
    by_network: Mutex<HashMap<IpAddr, u32>>,
    total: AtomicUsize,
}

/// A connection's place in the counts, given back when the last holder lets go: the
/// connection, and the WebSocket it became (the handler takes a clone from the request).
pub struct Ticket {
    counts: Arc<Counts>,
    network: IpAddr,
}

impl Counts {
    fn admit(self: &Arc<Self>, address: IpAddr) -> Option<Ticket> {
        let network = network(address);
        let mut open = self.by_network.lock().ok()?;
        let here = open.entry(network).or_insert(0);
        if *here >= self.limits.per_network
            || self.total.load(Ordering::Relaxed) >= self.limits.total as usize
        {
            if *here == 0 {
                open.remove(&network);
            }
            return None;
        }
        *here += 1;
        self.total.fetch_add(1, Ordering::Relaxed);
        Some(Ticket {
            counts: self.clone(),
            network,
        })
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.counts.total.fetch_sub(1, Ordering::Relaxed);
        if let Ok(mut open) = self.counts.by_network.lock() {
            if let Some(here) = open.get_mut(&self.network) {
                *here = here.saturating_sub(1);
                if *here == 0 {
                    open.remove(&self.network);
                }
            }
        }
    }
}

/// Serves `app` on `listener` until `stop` resolves; then takes no more connections and
/// lets those open finish their requests (at most 10 s).
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: NetLimits,
    stop: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let counts = Arc::new(Counts {
        limits,
        by_network: Mutex::default(),
        total: AtomicUsize::new(0),
    });
    let (stopping, stopped) = watch::channel(false);
    let mut stop = std::pin::pin!(stop);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of file descriptors, most likely: wait for some to close.
                    tracing::warn!(error = %e, "accepting a connection");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = &mut stop => break,
        };
        let Some(ticket) = counts.admit(peer.ip()) else {
            tracing::debug!(%peer, "a connection past the caps, closed");
            continue;
        };
        let app = app.clone();
        let stopped = stopped.clone();
        tokio::spawn(connection(
            stream,
            peer,
            app,
            (Arc::new(ticket), limits),
            stopped,
        ));
    }
    drop(listener);
    let _ = stopping.send(true);
    let finished = async {
        while counts.total.load(Ordering::Relaxed) > 0 {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    };
    let _ = tokio::time::timeout(Duration::from_secs(10), finished).await;
    Ok(())
}

/// One connection, served by hyper until it closes, fails to keep up, or the server stops.
async fn connection(
    stream: TcpStream,
    peer: SocketAddr,
    app: Router,
    (ticket, limits): (Arc<Ticket>, NetLimits),
    mut stopped: watch::Receiver<bool>,
) {
    let _ = stream.set_nodelay(true);
    let mut io = TimeoutStream::new(stream);
    io.set_write_timeout(Some(limits.write));
    let io = TokioIo::new(Box::pin(io));
    let held = ticket.clone();
    let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
        let mut request = request.map(Body::new);
        request.extensions_mut().insert(ConnectInfo(peer));
        request.extensions_mut().insert(held.clone());
        let app = app.clone();
        async move { Ok::<_, Infallible>(app.oneshot(request).await.unwrap_or_else(|e| match e {})) }
    });
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.head)
        .max_buf_size(MAX_HEAD_BYTES);
    let conn = builder.serve_connection(io, service).with_upgrades();
    let mut conn = std::pin::pin!(conn);
    tokio::select! {
        result = conn.as_mut() => {
            if let Err(e) = result {
                tracing::debug!(%peer, error = %e, "a connection ended");
            }
        }
        // Told once, when the server stops (or its sender is gone: the server is gone).
        _ = stopped.changed() => {
            conn.as_mut().graceful_shutdown();
            let _ = conn.await;
        }
    }
    drop(ticket);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ipv6_network_is_its_slash_64_and_a_mapped_ipv4_is_itself() {
        let a: IpAddr = "2001:db8:1:2:aaaa:bbbb:cccc:dddd".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2::7".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::7".parse().unwrap();
        assert_eq!(network(a), network(b));
        assert_ne!(network(a), network(c));
        let mapped: IpAddr = "::ffff:10.0.0.7".parse().unwrap();
        assert_eq!(network(mapped), "10.0.0.7".parse::<IpAddr>().unwrap());
        let v4: IpAddr = "10.0.0.7".parse().unwrap();
        assert_eq!(network(v4), v4);
    }

    #[test]
    fn connections_are_counted_by_network_and_in_all_until_let_go() {
        let counts = Arc::new(Counts {
            limits: NetLimits {
                per_network: 2,
                total: 3,
                ..NetLimits::default()
            },
            by_network: Mutex::default(),
            total: AtomicUsize::new(0),
        });
        let one: IpAddr = "10.0.0.1".parse().unwrap();
        let two: IpAddr = "10.0.0.2".parse().unwrap();
        let a = counts.admit(one).unwrap();
        let _b = counts.admit(one).unwrap();
        assert!(counts.admit(one).is_none(), "two from one network");
        let _c = counts.admit(two).unwrap();
        assert!(
            counts.admit("10.0.0.3".parse().unwrap()).is_none(),
            "three in all"
        );
        drop(a);
        assert!(counts.admit(one).is_some());
        assert_eq!(
            counts.total.load(Ordering::Relaxed),
            2,
            "the one admitted went at once"
        );
    }
}
