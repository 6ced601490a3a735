//! `minesweeper-server --port N --data DIR [--dist DIR] [--database postgres://…]`: the game
//! server on 127.0.0.1 (or `--address`). `GET /api/health` answers 200 once it is ready.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use minesweeper_server::limits::Limits;
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
    /// Seconds a player may be away from a battle against a person before forfeiting it.
    #[arg(long, default_value_t = Limits::default().reconnect_seconds)]
    reconnect_seconds: u32,
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
            ..Limits::default()
        },
    };
    let app = match minesweeper_server::app(&options).await {
        Ok(app) => app,
        Err(e) => {
            eprintln!("minesweeper-server: the database could not be opened: {e}");
            return ExitCode::FAILURE;
        }
    };
    let address = SocketAddr::new(cli.address, cli.port);
    let listener = match tokio::net::TcpListener::bind(address).await {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!("minesweeper-server: {address}: {e}");
            return ExitCode::FAILURE;
        }
    };
    tracing::info!(%address, "serving");
    match minesweeper_server::serve(listener, app).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("minesweeper-server: {e}");
            ExitCode::FAILURE
        }
    }
}
