//! The server's sockets. Every TCP connection is counted against its network (an IPv4 address,
//! an IPv6 /64: [`network`]) and the server's total before a byte of it is read; past its
//! network's cap it is closed at once, and when every place is taken the oldest connection
//! doing nothing (a half-sent request, an idle keep-alive: not one being answered, not a
//! WebSocket) is closed to make way, so that a flood of slow connections from many networks
//! cannot keep a new visitor out. Then hyper serves each with the settings a stranger cannot
//! stall: a request's head (the request line and headers) must arrive within
//! [`NetLimits::head`] of the connection's first byte or its last answer (an idle keep-alive
//! connection is closed too), it may hold at most [`MAX_HEAD_BYTES`], and a write that makes
//! no progress for [`NetLimits::write`] ends the connection (a reader that stopped reading).
//! Sockets are TCP_NODELAY: an answer goes out at once, never held back waiting for an
//! acknowledgement.
//!
//! A WebSocket keeps its connection's place for as long as it is open (see [`Ticket`]); its
//! own limits are in `session.rs`.

use std::collections::BTreeMap;
use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, Notify};
use tokio_io_timeout::TimeoutStream;
use tower::ServiceExt;

/// The most a request's head may hold: its line and headers (hyper's read buffer).
pub const MAX_HEAD_BYTES: usize = 32 << 10;

/// What the sockets allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetLimits {
    /// TCP connections open at once from one network (HTTP and WebSocket together).
    pub per_network: u32,
    /// TCP connections open at once in all. Each idle one costs about 16 KB (12,000: under
    /// 200 MB, measured by `attack --only slowloris`).
    pub total: u32,
    /// How long a request's head may take to arrive, from the connection's first byte or its
    /// last answer.
    pub head: Duration,
    /// How long a write may wait for the reader.
    pub write: Duration,
    /// Balancers: a connection from one of these begins with the PROXY protocol's version 2
    /// header (HAProxy's `send-proxy-v2`), which names the client; the client's address is
    /// the one counted and seen, as if it had connected itself. Behind a balancer without it,
    /// every player would be one network (one set of limits, and no battle rated).
    pub proxies: Vec<IpAddr>,
}

impl Default for NetLimits {
    fn default() -> NetLimits {
        NetLimits {
            per_network: 64,
            total: 12_000,
            head: Duration::from_secs(10),
            write: Duration::from_secs(20),
            proxies: Vec::new(),
        }
    }
}

/// Connections the kernel completes and holds until they are accepted (capped by the
/// system's `net.core.somaxconn`, 4,096 on current Linux). The standard library's 128 (tokio's
/// `TcpListener::bind`) overflowed under a slowloris: a health check's connection then waited
/// for its SYN to be sent again, 1.03 s.
pub const BACKLOG: u32 = 4_096;

/// A listener on `address` with a backlog of [`BACKLOG`].
pub fn listener(address: SocketAddr) -> std::io::Result<TcpListener> {
    let socket = match address {
        SocketAddr::V4(_) => tokio::net::TcpSocket::new_v4()?,
        SocketAddr::V6(_) => tokio::net::TcpSocket::new_v6()?,
    };
    socket.set_reuseaddr(true)?;
    socket.bind(address)?;
    socket.listen(BACKLOG)
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

/// What one connection is doing: whether it may be closed to make way for another when
/// every place is taken.
struct Entry {
    /// Requests being answered.
    serving: AtomicUsize,
    /// A WebSocket: kept (it answers pings or is closed for its silence).
    kept: AtomicBool,
    /// Told to close, to make way.
    evicted: Notify,
}

impl Entry {
    fn idle(&self) -> bool {
        self.serving.load(Ordering::Relaxed) == 0 && !self.kept.load(Ordering::Relaxed)
    }
}

/// The connections open, by network and in all (oldest first).
#[derive(Default)]
struct Open {
    by_network: HashMap<IpAddr, u32>,
    all: BTreeMap<u64, Arc<Entry>>,
    next: u64,
}

struct Counts {
    limits: NetLimits,
    open: Mutex<Open>,
}

/// A connection's place in the counts, given back when the last holder lets go: the
/// connection, and the WebSocket it became (the handler takes a clone from the request).
pub struct Ticket {
    counts: Arc<Counts>,
    network: IpAddr,
    id: u64,
    entry: Arc<Entry>,
}

impl Counts {
    /// A place for a connection from `address`: none past its network's cap. When every place
    /// is taken, the oldest connection doing nothing (no request being answered, not a
    /// WebSocket: one holding a half-sent request, or idle between requests) is closed to make
    /// way; none past that.
    fn admit(self: &Arc<Self>, address: IpAddr) -> Option<Ticket> {
        let network = network(address);
        let mut open = self.open.lock().ok()?;
        if open.by_network.get(&network).copied().unwrap_or(0) >= self.limits.per_network {
            return None;
        }
        if open.all.len() >= self.limits.total as usize {
            let (id, idle) = open
                .all
                .iter()
                .find(|(_, entry)| entry.idle())
                .map(|(id, entry)| (*id, entry.clone()))?;
            open.all.remove(&id);
            idle.evicted.notify_one();
        }
        *open.by_network.entry(network).or_insert(0) += 1;
        let id = open.next;
        open.next += 1;
        let entry = Arc::new(Entry {
            serving: AtomicUsize::new(0),
            kept: AtomicBool::new(false),
            evicted: Notify::new(),
        });
        open.all.insert(id, entry.clone());
        Some(Ticket {
            counts: self.clone(),
            network,
            id,
            entry,
        })
    }

    /// Connections open (those told to make way no longer count).
    fn total(&self) -> usize {
        self.open.lock().map_or(0, |open| open.all.len())
    }
}

impl Ticket {
    /// Keeps the connection open whatever comes (it is a WebSocket now).
    pub fn keep(&self) {
        self.entry.kept.store(true, Ordering::Relaxed);
    }

    /// A request is being answered until the guard is dropped.
    fn serving(&self) -> Serving {
        self.entry.serving.fetch_add(1, Ordering::Relaxed);
        Serving(self.entry.clone())
    }
}

/// A request being answered on a connection.
struct Serving(Arc<Entry>);

impl Drop for Serving {
    fn drop(&mut self) {
        self.0.serving.fetch_sub(1, Ordering::Relaxed);
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        if let Ok(mut open) = self.counts.open.lock() {
            open.all.remove(&self.id);
            if let Some(here) = open.by_network.get_mut(&self.network) {
                *here = here.saturating_sub(1);
                if *here == 0 {
                    open.by_network.remove(&self.network);
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
        open: Mutex::default(),
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
        if counts.limits.proxies.contains(&peer.ip()) {
            let (counts, app, stopped) = (counts.clone(), app.clone(), stopped.clone());
            tokio::spawn(async move {
                let mut stream = stream;
                let limits = counts.limits.clone();
                let client = tokio::time::timeout(limits.head, proxied(&mut stream, peer)).await;
                let client = match client {
                    Ok(Ok(client)) => client,
                    Ok(Err(e)) => {
                        tracing::warn!(%peer, error = %e, "a balancer's connection without a PROXY header");
                        return;
                    }
                    Err(_) => return,
                };
                let Some(ticket) = counts.admit(client.ip()) else {
                    tracing::debug!(%client, "a connection past the caps, closed");
                    return;
                };
                connection(stream, client, app, (Arc::new(ticket), limits), stopped).await;
            });
            continue;
        }
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
            (Arc::new(ticket), counts.limits.clone()),
            stopped,
        ));
    }
    drop(listener);
    let _ = stopping.send(true);
    let finished = async {
        while counts.total() > 0 {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    };
    let _ = tokio::time::timeout(Duration::from_secs(10), finished).await;
    Ok(())
}

/// Told when the server stops taking connections (a request's extension): a WebSocket, which
/// hyper's graceful shutdown does not end, closes itself with 1012 ("restarting"), so its
/// client connects again (behind a balancer, to another instance).
#[derive(Clone)]
pub struct Stopping(watch::Receiver<bool>);

impl Stopping {
    /// Resolves once the server is stopping (or gone).
    pub async fn wait(&mut self) {
        let _ = self.0.wait_for(|stopping| *stopping).await;
    }

    /// Whether the server is stopping.
    pub fn now(&self) -> bool {
        *self.0.borrow()
    }
}

/// The client a balancer's connection is for, from the PROXY protocol's version 2 header it
/// begins with (read off the stream, and only that); the balancer itself for a LOCAL header
/// (its health checks).
async fn proxied(stream: &mut TcpStream, balancer: SocketAddr) -> std::io::Result<SocketAddr> {
    use ppp::v2::{Addresses, Command, Header};
    use tokio::io::AsyncReadExt;
    let bad = |why: String| std::io::Error::new(std::io::ErrorKind::InvalidData, why);
    // 16 bytes (signature, version and command, family, length), then the addresses and any
    // TLVs: HAProxy's are well under a kilobyte.
    let mut head = vec![0u8; 16];
    stream.read_exact(&mut head).await?;
    let rest = usize::from(u16::from_be_bytes([head[14], head[15]]));
    if rest > 1024 {
        return Err(bad(format!("a PROXY header of {rest} bytes")));
    }
    head.resize(16 + rest, 0);
    stream.read_exact(&mut head[16..]).await?;
    let header = Header::try_from(&head[..]).map_err(|e| bad(e.to_string()))?;
    Ok(match (header.command, header.addresses) {
        (Command::Proxy, Addresses::IPv4(a)) => SocketAddr::from((a.source_address, a.source_port)),
        (Command::Proxy, Addresses::IPv6(a)) => SocketAddr::from((a.source_address, a.source_port)),
        _ => balancer,
    })
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
    let stopping = Stopping(stopped.clone());
    let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
        let serving = held.serving();
        let mut request = request.map(Body::new);
        request.extensions_mut().insert(ConnectInfo(peer));
        request.extensions_mut().insert(held.clone());
        request.extensions_mut().insert(stopping.clone());
        let app = app.clone();
        async move {
            let response = app.oneshot(request).await.unwrap_or_else(|e| match e {});
            drop(serving);
            Ok::<_, Infallible>(response)
        }
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
        // Closed to make way for a new connection (every place taken, and this one idle).
        () = ticket.entry.evicted.notified() => {
            tracing::debug!(%peer, "an idle connection closed to make way");
        }
    }
    drop(ticket);
}

/// SIGTERM or Ctrl-C, whichever comes first.
pub(crate) async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        if let Ok(mut term) = signal(SignalKind::terminate()) {
            tokio::select! {
                _ = term.recv() => {}
                _ = tokio::signal::ctrl_c() => {}
            }
            return;
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_listener_holds_connections_not_yet_accepted_by_the_thousand() {
        let listener = listener("127.0.0.1:0".parse().expect("an address")).expect("bound");
        let port = listener.local_addr().expect("its port").port();
        let filter = format!("sport = :{port}");
        let Ok(out) = std::process::Command::new("ss")
            .args(["-ltnH", &filter])
            .output()
        else {
            eprintln!("skipped: no `ss` (iproute2, which scripts/setup.sh installs)");
            return;
        };
        // State, Recv-Q, Send-Q…: a listening socket's Send-Q is its backlog.
        let text = String::from_utf8_lossy(&out.stdout);
        let backlog: u32 = text
            .split_whitespace()
            .nth(2)
            .and_then(|q| q.parse().ok())
            .unwrap_or_else(|| panic!("ss said {text:?}"));
        let most = std::fs::read_to_string("/proc/sys/net/core/somaxconn")
            .ok()
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or(BACKLOG);
        assert_eq!(backlog, BACKLOG.min(most));
        assert!(
            backlog > 128 || most <= 128,
            "{backlog}: no more than the standard library's"
        );
    }

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

    fn counts(per_network: u32, total: u32) -> Arc<Counts> {
        Arc::new(Counts {
            limits: NetLimits {
                per_network,
                total,
                ..NetLimits::default()
            },
            open: Mutex::default(),
        })
    }

    #[test]
    fn connections_are_counted_by_network_and_in_all_until_let_go() {
        let counts = counts(2, 3);
        let one: IpAddr = "10.0.0.1".parse().unwrap();
        let two: IpAddr = "10.0.0.2".parse().unwrap();
        let a = counts.admit(one).unwrap();
        let _b = counts.admit(one).unwrap();
        assert!(counts.admit(one).is_none(), "two from one network");
        let _c = counts.admit(two).unwrap();
        drop(a);
        assert!(counts.admit(one).is_some());
        assert_eq!(counts.total(), 2, "the one admitted went at once");
    }

    /// When every place is taken, the oldest connection doing nothing makes way (a half-sent
    /// request holds no place against a new connection); one answering a request, or a
    /// WebSocket, does not; with none idle, the new one is refused.
    #[tokio::test]
    async fn the_oldest_idle_connection_makes_way_when_every_place_is_taken() {
        let counts = counts(10, 3);
        let net = |n: u8| IpAddr::from([10, 0, 0, n]);
        let socket = counts.admit(net(1)).unwrap();
        socket.keep();
        let slow = counts.admit(net(2)).unwrap();
        let busy = counts.admit(net(3)).unwrap();
        let _serving = busy.serving();
        let newcomer = counts.admit(net(4)).expect("a place made");
        let told = tokio::time::timeout(Duration::from_secs(1), slow.entry.evicted.notified());
        assert!(told.await.is_ok(), "the idle one is told to close");
        assert_eq!(counts.total(), 3);
        // Now the newcomer is the only idle one: it makes way for the next.
        let _next = counts.admit(net(5)).expect("a place made");
        let told = tokio::time::timeout(Duration::from_secs(1), newcomer.entry.evicted.notified());
        assert!(told.await.is_ok());
        drop(slow);
        drop(newcomer);
        // The next makes way too, and is a WebSocket: every place is then busy or a
        // WebSocket, and a new connection is refused.
        let kept = counts.admit(net(6)).expect("a place made");
        kept.keep();
        assert_eq!(counts.total(), 3);
        assert!(counts.admit(net(7)).is_none());
    }
}
