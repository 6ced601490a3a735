//! `load-bench`: the game server under load, on loopback, bounded in count and time. It
//! starts the real server (SQLite in a temporary folder, or `--database postgres://…`), opens
//! `--games` connections, each a new player playing a ranked expert game and moving every
//! `--every-ms` for `--seconds`, and reports each move's round trip (p50, p99, max), the errors,
//! whether every answered move is stored, and the server's peak memory.
//!
//! ```text
//! cargo run --release -p minesweeper-server --features bench --bin load-bench -- \
//!     --games 1000 --every-ms 100 --seconds 60
//! ```
//!
//! A player's moves: the opening reveal, then a flag put on and taken off a hidden cell, with
//! every tenth move a reveal of a hidden cell (a lost game starts a new one) — every move is
//! checked, stored and answered like any other.
//!
//! `--pairs` sends two moves back to back each time and times the second's answer from its
//! sending: with Nagle's algorithm in the way it waits for the client's delayed ACK.
//!
//! Up to 10,000 games: `--games 10000 --every-ms 1000` is ten thousand players on one instance,
//! each making a ranked move a second.
//!
//! `--battles N` runs battles against people instead: N rooms, two players each (two
//! connections), real time on the expert preset (30 × 50, 340 mines, 4 lives), each player opening a cell that touches their
//! territory every `--every-ms` (a finished battle starts another), and reports the time from
//! one player's move to the other player receiving it, and whether every move reached both.
//!
//! ```text
//! cargo run --release -p minesweeper-server --features bench --bin load-bench -- \
//!     --battles 500 --every-ms 100 --seconds 60
//! ```
//!
//! `--instances 2 --database postgres://…` runs two servers on the one database (docs/server.md,
//! "Two instances"): ranked players at each in turn, and each battle's two players at different
//! instances, so every move crosses from one to the other.
//!
//! ```text
//! cargo run --release -p minesweeper-server --features bench --bin load-bench -- \
//!     --battles 500 --every-ms 200 --seconds 60 --instances 2 --database postgres://…
//! ```
//!
//! `--pages N` asks for pages instead: N visitors, each opening a shared battle's link with a
//! seed of its own (a new connection, the page's first screen rendered for it: `src/pages.rs`)
//! every `--every-ms`, from the built pages in `--dist`; it reports each page's time to its
//! last byte, how many came with their own board and how many as the built page (every render
//! slot busy), and the server's memory.
//!
//! ```text
//! cargo run --release -p minesweeper-server --features bench --bin load-bench -- \
//!     --pages 100 --every-ms 100 --seconds 30 --dist dist
//! ```

use std::path::PathBuf;
use std::process::{Child, ExitCode};
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use minesweeper_server::bench::{self, memory_mb, percentile, Socket};
use serde_json::Value;
use tokio_tungstenite::tungstenite::Message;

mod battles;
mod pages;
mod ranked;

use battles::run_room;
use pages::run_pages;
use ranked::run_one;

#[derive(Parser)]
#[command(
    name = "load-bench",
    about = "The game server under a bounded load on loopback"
)]
struct Cli {
    /// Games played at once (one connection and one player each).
    #[arg(long, default_value_t = 1000)]
    games: u32,
    /// Each game moves this often (ms).
    #[arg(long, default_value_t = 100)]
    every_ms: u64,
    /// For this long (s); at most 600.
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// PostgreSQL to run on; SQLite in a temporary folder without one.
    #[arg(long)]
    database: Option<String>,
    /// The server binary (the `minesweeper-server` beside this one without it).
    #[arg(long)]
    server: Option<PathBuf>,
    /// Fail (exit 1) on any error or lost move.
    #[arg(long)]
    check: bool,
    /// Battle rooms at once (two players each) instead of ranked games.
    #[arg(long)]
    battles: Option<u32>,
    /// Visitors asking for pages at once instead of games.
    #[arg(long)]
    pages: Option<u32>,
    /// The built pages the server serves (`--pages`).
    #[arg(long, default_value = "dist")]
    dist: PathBuf,
    /// Ranked games send two moves back to back each time, timing the second's answer.
    #[arg(long)]
    pairs: bool,
    /// Server instances on the one database (`--database`, PostgreSQL): 2 runs two, a game's
    /// player at each in turn, a battle's two players at different instances.
    #[arg(long, default_value_t = 1)]
    instances: u32,
}

/// What one game's connection saw.
#[derive(Default)]
pub(crate) struct Observed {
    /// Round trips, µs.
    trips: Vec<u32>,
    errors: Vec<String>,
    /// Moves the server answered as played (pages: served with their own first screen).
    played: u64,
    games: u32,
    /// Pages served as built, with no first screen of their own.
    built: u64,
    /// How long every ranked player took to sign up with a game, before the timed part.
    joined: Option<Duration>,
}

/// A tick every `every`, the first after `offset` (each client's own, so that all of them
/// together spread evenly over one interval); a late tick delays the next ones.
pub(crate) async fn ticks(offset: Duration, every: Duration) -> tokio::time::Interval {
    tokio::time::sleep(offset).await;
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    tick
}

/// Every player's arrival, and when the last came: the timed part starts for all at once.
pub(crate) struct Ready {
    barrier: tokio::sync::Barrier,
    at: std::sync::OnceLock<Instant>,
}

impl Ready {
    fn new(players: u32) -> Ready {
        Ready {
            barrier: tokio::sync::Barrier::new(players as usize),
            at: std::sync::OnceLock::new(),
        }
    }

    async fn arrive(&self) {
        if self.barrier.wait().await.is_leader() {
            let _ = self.at.set(Instant::now());
        }
    }
}

/// The servers under load: their processes and addresses, and their data folders.
struct Servers {
    children: Vec<Child>,
    addresses: Vec<String>,
    data: Vec<tempfile::TempDir>,
}

impl Servers {
    /// `--instances` servers, each on a free port with a data folder of its own, their limits
    /// opened for one address's many clients; once they answer.
    async fn start(cli: &Cli) -> Result<Servers, String> {
        let clients = 2 * cli.battles.unwrap_or(0) + cli.games + 16;
        let mut args: Vec<String> = [
            "--connections-per-address",
            &clients.to_string(),
            "--tcp-per-address",
            &(clients + cli.pages.unwrap_or(0) + 16).to_string(),
            "--players-per-hour",
            &(2 * cli.battles.unwrap_or(0) + cli.games * 2).to_string(),
            "--games-per-minute",
            "1000",
            "--joins-per-minute",
            "1000",
            // Every battle's maker is on this one network, each room waiting a moment.
            "--waiting-rooms-per-network",
            &(cli.battles.unwrap_or(0) + 16).to_string(),
        ]
        .map(String::from)
        .to_vec();
        if cli.pages.is_some() {
            args.push("--dist".into());
            args.push(cli.dist.display().to_string());
        }
        let mut servers = Servers {
            children: Vec::new(),
            addresses: Vec::new(),
            data: Vec::new(),
        };
        for _ in 0..cli.instances {
            let data = tempfile::tempdir().map_err(|e| format!("a temporary folder: {e}"))?;
            let (child, address) = bench::spawn_server(
                cli.server.as_deref(),
                data.path(),
                cli.database.as_deref(),
                &args,
            )
            .await?;
            servers.children.push(child);
            servers.addresses.push(address);
            servers.data.push(data);
        }
        Ok(servers)
    }

    /// Instance `n`'s address (round the instances).
    fn address(&self, n: u32) -> String {
        self.addresses[n as usize % self.addresses.len()].clone()
    }

    /// The instances' peak and present memory, added up.
    fn memory_mb(&self) -> (f64, f64) {
        self.children
            .iter()
            .map(|c| memory_mb(c.id()))
            .fold((0.0, 0.0), |(p, r), (cp, cr)| (p + cp, r + cr))
    }

    fn stop(&mut self) {
        for child in &mut self.children {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// What is wrong with the options, if anything.
fn refused(cli: &Cli) -> Option<&'static str> {
    if cli.seconds > 600 || cli.games == 0 || cli.games > 10_000 || cli.every_ms == 0 {
        return Some("1–10,000 games, a move every 1 ms or more, for at most 600 s");
    }
    if !(1..=2).contains(&cli.instances) || (cli.instances > 1 && cli.database.is_none()) {
        return Some("one instance, or two on PostgreSQL (--database)");
    }
    None
}

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&cli).await {
        Ok(code) => code,
        Err(e) => {
            eprintln!("load-bench: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn run(cli: &Cli) -> Result<ExitCode, String> {
    if let Some(why) = refused(cli) {
        return Err(why.into());
    }
    // A connection is a file here as well as in the server: 10,000 of them need more than the
    // usual 1,024.
    let files = rlimit::increase_nofile_limit(u64::MAX).unwrap_or(1024);
    let wanted = u64::from(cli.games + 2 * cli.battles.unwrap_or(0) + cli.pages.unwrap_or(0));
    if files < wanted + 64 {
        return Err(format!(
            "{wanted} connections need {} open files; the system allows {files}",
            wanted + 64
        ));
    }
    let before = stored_moves(cli, None).await?;
    let mut servers = Servers::start(cli).await?;
    let (all, elapsed) = load(cli, &servers).await;
    let memory = servers.memory_mb();
    servers.stop();
    let stored = stored_moves(cli, Some(&servers))
        .await?
        .saturating_sub(before);
    Ok(report(cli, all, elapsed, memory, stored))
}

/// Ranked moves stored: in PostgreSQL, or in the first server's SQLite (none before it ran).
async fn stored_moves(cli: &Cli, servers: Option<&Servers>) -> Result<u64, String> {
    let scratch = tempfile::tempdir().map_err(|e| format!("a temporary folder: {e}"))?;
    let data = match (&cli.database, servers.and_then(|s| s.data.first())) {
        (Some(_), _) => scratch.path(),
        (None, Some(data)) => data.path(),
        (None, None) => return Ok(0),
    };
    let db = minesweeper_server::db::Db::open(cli.database.as_deref(), data)
        .await
        .map_err(|e| format!("the database: {e}"))?;
    Ok(db.move_count().await.unwrap_or(0))
}

/// Every client's run, added up, and the seconds the timed part took.
async fn load(cli: &Cli, servers: &Servers) -> (Observed, f64) {
    let every = Duration::from_millis(cli.every_ms);
    let begun = Instant::now();
    let end = begun + Duration::from_secs(cli.seconds);
    let mut tasks = Vec::new();
    let clients = cli.pages.or(cli.battles).unwrap_or(cli.games);
    let ready = Arc::new(Ready::new(clients));
    let seconds = Duration::from_secs(cli.seconds);
    for n in 0..clients {
        // Spread over one interval, so the moves arrive evenly.
        let offset = every * n / clients;
        let timing = (every, offset, seconds);
        let address = servers.address(n);
        tasks.push(match (cli.pages, cli.battles) {
            (Some(_), _) => tokio::spawn(run_pages(address, every, offset, end, n)),
            (None, Some(_)) => {
                // The two players at different instances, when there are two.
                let seats = [address, servers.address(n + 1)];
                tokio::spawn(run_room(seats, every, offset, end))
            }
            (None, None) => {
                let who = (n, cli.pairs);
                tokio::spawn(run_one(address, timing, who, ready.clone()))
            }
        });
    }
    let mut all = Observed::default();
    for task in tasks {
        match task.await {
            Ok(t) => {
                all.trips.extend(t.trips);
                all.errors.extend(t.errors);
                all.played += t.played;
                all.games += t.games;
                all.built += t.built;
            }
            Err(e) => all.errors.push(format!("a player's task: {e}")),
        }
    }
    // Ranked games are timed from when every player had a game (`ready`).
    let joined = ready.at.get().map(|at| at.duration_since(begun));
    let elapsed = begun.elapsed().as_secs_f64() - joined.map_or(0.0, |j| j.as_secs_f64());
    all.joined = joined;
    (all, elapsed)
}

/// Prints the figures; fails with `--check` on any error or lost move.
fn report(
    cli: &Cli,
    mut all: Observed,
    elapsed: f64,
    (peak_mb, rss_mb): (f64, f64),
    stored: u64,
) -> ExitCode {
    all.trips.sort_unstable();
    let (what, timed) = if cli.pairs {
        (
            "two moves back to back",
            "pairs (the second move's round trip)",
        )
    } else {
        ("a move", "moves")
    };
    let moves = format!(
        "{what} each every {} ms for {} s: {} {timed} ({:.0}/s)",
        cli.every_ms,
        cli.seconds,
        all.trips.len(),
        all.trips.len() as f64 / elapsed
    );
    let times = format!(
        "p50 {:.2} ms, p99 {:.2} ms, max {:.1} ms; {} errors",
        percentile(&all.trips, 0.5),
        percentile(&all.trips, 0.99),
        percentile(&all.trips, 1.0),
        all.errors.len()
    );
    let instances = match cli.instances {
        1 => String::new(),
        n => format!("{n} instances, "),
    };
    let memory = format!("{instances}server memory peak {peak_mb:.0} MB (now {rss_mb:.0} MB)");
    let lost = all.played.saturating_sub(stored);
    let line = if let Some(visitors) = cli.pages {
        format!(
            "Pages: {visitors} visitors at once, a shared battle's page each every {} ms for {} s: \
             {} pages ({:.0}/s); to the last byte {times}; {} with their own board, {} as built \
             (every render slot busy); {memory}",
            cli.every_ms,
            cli.seconds,
            all.trips.len(),
            all.trips.len() as f64 / elapsed,
            all.played,
            all.built,
        )
    } else if let Some(rooms) = cli.battles {
        format!(
            "Battles: {rooms} rooms at once, two players each, {moves} in {} battles; \
             from one player's move to the other receiving it {times}; {} moves reached both players; {memory}",
            all.games, all.played,
        )
    } else {
        let database = if cli.database.is_some() {
            "PostgreSQL"
        } else {
            "SQLite"
        };
        let joined = all.joined.map_or(String::new(), |j| {
            format!(
                " (every player signed up with a game in {:.1} s first)",
                j.as_secs_f64()
            )
        });
        format!(
            "{database}: {} games at once{joined}, {moves} in {} games; round trip {times}; \
             {} answered, {stored} stored, {lost} lost; {memory}",
            cli.games, all.games, all.played,
        )
    };
    println!("{line}");
    for error in all.errors.iter().take(5) {
        println!("  error: {}", error.chars().take(200).collect::<String>());
    }
    // Pages and battles store no ranked moves: nothing of theirs is counted as lost.
    let lost = if cli.pages.is_some() || cli.battles.is_some() {
        0
    } else {
        lost
    };
    if cli.check && (!all.errors.is_empty() || lost > 0 || all.played == 0) {
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// The next message on `socket`.
pub(crate) async fn read(socket: &mut Socket) -> Result<Value, String> {
    loop {
        // A message the server never sends fails the run, not hangs it.
        let next = tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .map_err(|_| "no message in 10 s".to_string())?;
        match next {
            Some(Ok(Message::Text(text))) => {
                return serde_json::from_str(&text).map_err(|e| format!("reply: {e}"))
            }
            Some(Ok(_)) => continue,
            other => return Err(format!("the connection ended: {other:?}")),
        }
    }
}

pub(crate) async fn send(socket: &mut Socket, message: &Value) -> Result<(), String> {
    socket
        .send(Message::Text(message.to_string().into()))
        .await
        .map_err(|e| format!("send: {e}"))
}
