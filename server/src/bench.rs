//! What the server's load and attack tools share (`--features bench`): the real server
//! started on loopback, its memory and CPU read from `/proc`, clients that connect from a
//! loopback address of their choosing (another network to the server), percentiles.

use std::net::{IpAddr, SocketAddr};
use std::path::Path;
use std::process::{Child, Command};
use std::time::Duration;

/// A WebSocket client's stream.
pub type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Starts `binary` (the `minesweeper-server` beside the running tool without one) on a free
/// loopback port for `data`, with `args` besides; its process and address once it listens.
pub async fn spawn_server(
    binary: Option<&Path>,
    data: &Path,
    database: Option<&str>,
    args: &[String],
) -> Result<(Child, String), String> {
    let binary = match binary {
        Some(path) => path.to_path_buf(),
        None => std::env::current_exe()
            .map_err(|e| e.to_string())?
            .with_file_name("minesweeper-server"),
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| e.to_string())?
        .port();
    let mut command = Command::new(&binary);
    command
        .args(["--port", &port.to_string(), "--data"])
        .arg(data)
        .args(args)
        .env("RUST_LOG", "warn")
        .env_remove("DATABASE_URL");
    if let Some(url) = database {
        command.args(["--database", url]);
    }
    let mut child = command.spawn().map_err(|e| {
        format!(
            "{}: {e} (cargo build --release -p minesweeper-server)",
            binary.display()
        )
    })?;
    let address = format!("127.0.0.1:{port}");
    for _ in 0..400 {
        if tokio::net::TcpStream::connect(&address).await.is_ok() {
            return Ok((child, address));
        }
        if let Ok(Some(status)) = child.try_wait() {
            return Err(format!("the server ended: {status}"));
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    let _ = child.kill();
    Err("the server never listened".into())
}

/// A process's peak and current resident memory (MB), from `/proc/PID/status`.
pub fn memory_mb(pid: u32) -> (f64, f64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|kb| kb.parse::<f64>().ok())
            .map_or(0.0, |kb| kb / 1024.0)
    };
    (field("VmHWM:"), field("VmRSS:"))
}

/// The CPU time a process has used, user and system, in seconds (`/proc/PID/stat`, in
/// Linux's clock ticks of 1/100 s).
pub fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's closing parenthesis; utime and stime are the 12th
    // and 13th of them.
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let ticks: f64 = after
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|t| t.parse::<f64>().ok())
        .sum();
    ticks / 100.0
}

/// A TCP connection to `address` from the loopback address `from`.
pub async fn tcp_from(address: &str, from: IpAddr) -> Result<tokio::net::TcpStream, String> {
    let socket = tokio::net::TcpSocket::new_v4().map_err(|e| e.to_string())?;
    socket
        .bind(SocketAddr::new(from, 0))
        .map_err(|e| format!("bind {from}: {e}"))?;
    let to: SocketAddr = address.parse().map_err(|e| format!("{address}: {e}"))?;
    socket
        .connect(to)
        .await
        .map_err(|e| format!("connect: {e}"))
}

/// The game server's WebSocket at `address`, from `from`.
pub async fn play_socket(address: &str, from: IpAddr) -> Result<Socket, String> {
    let stream = tcp_from(address, from).await?;
    let (socket, _) = tokio_tungstenite::client_async(
        format!("ws://{address}/api/play"),
        tokio_tungstenite::MaybeTlsStream::Plain(stream),
    )
    .await
    .map_err(|e| format!("upgrade: {e}"))?;
    Ok(socket)
}

/// The `p` quantile of sorted microseconds, in milliseconds.
pub fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    f64::from(sorted[i]) / 1000.0
}
