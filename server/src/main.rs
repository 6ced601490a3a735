//! `minesweeper-server --port N --data DIR [--dist DIR] [--database postgres://…]`: the game
//! server on 127.0.0.1 (or `--address`). `GET /api/health` answers 200 once it is ready.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use minesweeper_server::limits::Limits;
use minesweeper_server::net::NetLimits;
use minesweeper_server::Options;

/// The game server: ranked games refereed, every move and replay kept, the pages served.
#[derive(Parser)]
#[command(name = "minesweeper-server")]
struct Cli {
    /// The port to listen on.
    #[arg(long, default_value_t = 8081)]
    port: u16,
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1")]
    address: std::net::IpAddr,
    /// Where the server keeps its data (SQLite's file).
    #[arg(long, default_value = "server-data")]
    data: PathBuf,
    /// The built pages to serve (`cargo run -p web-build` makes `dist/`).
    #[arg(long)]
    dist: Option<PathBuf>,
    /// The server's public address (`https://minesweeper.example`), for the links it gives a
    /// device signing in; without one, each request's host over http.
    #[arg(long, value_parser = public_url)]
    public_url: Option<String>,
    /// A PostgreSQL URL; without one, SQLite in the data folder.
    #[arg(long, env = "DATABASE_URL")]
    database: Option<String>,
    /// Connections open at once from one address.
    #[arg(long, default_value_t = Limits::default().connections_per_address)]
    connections_per_address: u32,
    /// New players an hour from one address.
    #[arg(long, default_value_t = Limits::default().players_per_hour)]
    players_per_hour: u32,
    /// New games a minute per player.
    #[arg(long, default_value_t = Limits::default().games_per_minute)]
    games_per_minute: u32,
    /// Rooms a player may join a minute.
    #[arg(long, default_value_t = Limits::default().joins_per_minute)]
    joins_per_minute: u32,
    /// Rooms waiting for a second player at once, made by one player (a new one lets their
    /// oldest go).
    #[arg(long, default_value_t = Limits::default().waiting_rooms_per_player)]
    waiting_rooms_per_player: u32,
    /// Rooms waiting for a second player at once, made from one network.
    #[arg(long, default_value_t = Limits::default().waiting_rooms_per_network)]
    waiting_rooms_per_network: u32,
    /// Rooms waiting for a second player at this instance, in cells (each its board's and
    /// 1,000 more).
    #[arg(long, default_value_t = Limits::default().waiting_cells)]
    waiting_cells: u64,
    /// Seconds a room waits for its second player before it closes.
    #[arg(long, default_value_t = Limits::default().waiting_seconds)]
    waiting_seconds: u32,
    /// Reads of the pages' API (leaderboards, player pages, replays) a second from one
    /// network.
    #[arg(long, default_value_t = Limits::default().reads_per_second)]
    reads_per_second: u32,
    /// Seconds a player may be away from a battle against a person before forfeiting it.
    #[arg(long, default_value_t = Limits::default().reconnect_seconds)]
    reconnect_seconds: u32,
    /// Moves a battle's rebuild replays at most: a battle is snapshot every this many moves.
    #[arg(long, default_value_t = Limits::default().replayed_moves)]
    replayed_moves: u32,
    /// TCP connections open at once from one network (an IPv4 address, an IPv6 /64).
    #[arg(long, default_value_t = NetLimits::default().per_network)]
    tcp_per_address: u32,
    /// TCP connections open at once in all (at most the open-file limit less 256).
    #[arg(long, default_value_t = NetLimits::default().total)]
    max_connections: u32,
    /// A balancer's address (repeatable): its connections begin with the PROXY protocol's
    /// version 2 header naming the client (HAProxy's `send-proxy-v2`, as in
    /// deploy/haproxy.cfg), whose address is then the one limited and seen.
    #[arg(long = "proxy-from", value_name = "ADDRESS")]
    proxies: Vec<std::net::IpAddr>,
}

/// A public address: `http://` or `https://` and a host that is a domain name, never an IP
/// address (a passkey's relying party is a domain), without a path.
fn public_url(text: &str) -> Result<String, String> {
    let rest = text
        .strip_prefix("https://")
        .or_else(|| text.strip_prefix("http://"))
        .ok_or("begin it with https:// (or http://)")?;
    let host = rest.trim_end_matches('/');
    let name = host.rsplit_once(':').map_or(host, |(name, _)| name);
    if name.is_empty() || host.contains('/') {
        return Err("give the address alone, without a path: https://minesweeper.example".into());
    }
    if name.parse::<std::net::IpAddr>().is_ok() || name.starts_with('[') {
        return Err("give a domain name, not an IP address".into());
    }
    if !name
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-')
    {
        return Err(format!("{name:?} is not a domain name"));
    }
    Ok(text.trim_end_matches('/').to_string())
}

/// Raises the open-file limit to what the system allows, and gives the most connections the
/// server may hold within it: `asked`, or less, with a warning, if the limit is lower. Each
/// connection is a file; 256 are kept for the database, the pages and the logs.
fn connections_within_file_limit(asked: u32) -> u32 {
    let limit = rlimit::increase_nofile_limit(u64::MAX).unwrap_or(1024);
    let most = u32::try_from(limit.saturating_sub(256))
        .unwrap_or(u32::MAX)
        .max(16);
    if asked > most {
        tracing::warn!(
            asked,
            most,
            "the open-file limit ({limit}) holds fewer connections than asked for"
        );
    }
    asked.min(most)
}

#[tokio::main]
async fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,tower_http=info".into()),
        )
        .init();
    let cli = Cli::parse();
    let options = Options {
        data: cli.data,
        dist: cli.dist,
        database: cli.database,
        limits: Limits {
            connections_per_address: cli.connections_per_address,
            players_per_hour: cli.players_per_hour,
            games_per_minute: cli.games_per_minute,
            reconnect_seconds: cli.reconnect_seconds,
            joins_per_minute: cli.joins_per_minute,
            waiting_rooms_per_player: cli.waiting_rooms_per_player,
            waiting_rooms_per_network: cli.waiting_rooms_per_network,
            waiting_cells: cli.waiting_cells,
            waiting_seconds: cli.waiting_seconds,
            reads_per_second: cli.reads_per_second,
            replayed_moves: cli.replayed_moves,
            ..Limits::default()
        },
        net: NetLimits {
            per_network: cli.tcp_per_address,
            total: connections_within_file_limit(cli.max_connections),
            proxies: cli.proxies,
            ..NetLimits::default()
        },
        public_url: cli.public_url,
        move_clock: None,
    };
    let app = match minesweeper_server::app(&options).await {
        Ok(app) => app,
        Err(e) => {
            eprintln!("minesweeper-server: the database could not be opened: {e}");
            return ExitCode::FAILURE;
        }
    };
    let address = SocketAddr::new(cli.address, cli.port);
    let listener = match minesweeper_server::net::listener(address) {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!("minesweeper-server: {address}: {e}");
            return ExitCode::FAILURE;
        }
    };
    tracing::info!(%address, "serving");
    match minesweeper_server::serve(listener, app, options.net.clone()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("minesweeper-server: {e}");
            ExitCode::FAILURE
        }
    }
}
