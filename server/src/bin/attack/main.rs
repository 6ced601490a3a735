//! `attack`: the attacks of issue 44 that would stall the game server, each against the real
//! server on loopback, bounded in count and time. While an attack runs, a watcher asks
//! `/api/health` every 100 ms on a new connection and a normal player (from an address of its
//! own) makes a ranked move every 100 ms, each timed; the server's memory (VmRSS, VmHWM) and
//! CPU time are read from `/proc`. An attack passes when health answers within 200 ms, the
//! player's moves within 50 ms (p99, none lost), the server stays under 300 MB, and the
//! attack's own check holds.
//!
//! ```text
//! cargo build --release -p minesweeper-server --features bench
//! target/release/attack                       # every attack, 8 s each
//! target/release/attack --only slowloris --slowloris 5000 --seconds 20
//! ```
//!
//! - `cpu`: 12 players on 4 networks ask for no-guess battles no maker finds quickly
//!   (200 × 200 with 1 mine took 16 s of CPU; with 39,977 mines, over four minutes).
//! - `watcher`: a 200 × 200 room, watchers that never read, and a seat re-joining as fast as
//!   it can (each re-join sent the whole room, 670 KB, to everyone: 15 → 496 MB in 3 s).
//! - `drops`: 5 rooms of 200 × 200, 30 watchers who read (on PostgreSQL, at a second
//!   instance), a seat in each dropping and coming back (each time the whole room went to
//!   every watcher: 1.26 GB a minute, 24 of 30 closed): none closed, under 4 KB a return.
//! - `frames`: 64 connections from two addresses each announce a 16 MiB frame and hold back
//!   its last byte (buffered whole: +1 GB).
//! - `slowloris`: connections from many addresses that send half a request line and wait
//!   (1,100 stalled the server at 1,024 open files).
//! - `reads`: 32 readers on 8 networks read the pages' API as fast as answered (320 board
//!   reads a second put a normal player's move p99 at 551 ms): each network is read its
//!   allowance (`--reads-per-second`), the rest told to slow down.
//! - `rooms`: 4 networks of 10 players make 200 × 200 rooms and never play them (3,000 such
//!   rooms held 476 MB): the rooms waiting are held to their bounds.
//! - `farm`: throwaways of two networks season each other, then lose to a main player (60 of
//!   them took a rating from 1200 to 1600): the gain stays within what seasoned throwaways
//!   can give.
//! - `daily`: the daily expert won on a board mapped beforehand by a player whose history is
//!   ten lost beginners (rank 1, faster than the world record): kept, held off the board.
//! - `signin`: 16 attackers on 8 networks guess recovery keys and device codes, ask for
//!   device links and make up tokens as fast as answered: nothing found, each network's tries
//!   within its allowance, its open links within 3, a waiting terminal left waiting.
//! - `passkeys`: a victim's passkey assertion replayed, the attacker's own key signing as the
//!   victim's, the victim's key signing for another origin, an add the victim began finished
//!   by another player, ceremonies begun as fast as answered: nothing signs in, each network
//!   holds at most 5 open ceremonies, the victim still signs in.
//! - `sync`: two networks of 6 players send long own games (about 200 KB each, 2 MB a
//!   request) as fast as answered: what is kept stays within each network's 20 MB an hour.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Parser;
use minesweeper_server::bench::{self, percentile};
use minesweeper_server::db::Db;
use tokio::sync::watch;

mod accounts;
mod cheats;
mod client;
mod load;
mod passkeys;
mod sockets;
#[path = "../../../tests/common/softkey.rs"]
mod softkey;
mod sync;
mod watching;

use accounts::sign_ins;
use cheats::{farm, mapped_daily};
use load::{cpu, reads, rooms, READS};
use passkeys::passkeys;
use sockets::{drops, frames, slowloris, watcher_attack};
use watching::{play_normally, watch_health, Seen};

#[derive(Parser)]
#[command(
    name = "attack",
    about = "The game server under the attacks of issue 44, on loopback"
)]
struct Cli {
    /// How long each attack runs (s); at most 60.
    #[arg(long, default_value_t = 8)]
    seconds: u64,
    /// One attack only: cpu, watcher, drops, frames, reads, rooms, farm, daily, signin,
    /// passkeys, sync or slowloris.
    #[arg(long)]
    only: Option<String>,
    /// Connections the slowloris attack holds; at most 20,000.
    #[arg(long, default_value_t = 1_100)]
    slowloris: usize,
    /// Players the database holds before the server starts, each with a won expert game and a
    /// battle against the first (the reads attack then reads the costliest pages: the first
    /// player's, the lowest-rated player's rank, a replay); at most 1,000,000.
    #[arg(long, default_value_t = 0)]
    players: usize,
    /// PostgreSQL to run on; SQLite in a temporary folder without one.
    #[arg(long)]
    database: Option<String>,
    /// The server binary (the `minesweeper-server` beside this one without it).
    #[arg(long)]
    server: Option<std::path::PathBuf>,
    /// The time goals (health within 200 ms, moves p99 within 50 ms) are reported, not
    /// failed on: what fails is an unanswered health check, a lost move, memory past 300 MB
    /// or the attack's own check. For CI on a busy machine, where a time is not a verdict.
    #[arg(long)]
    times_reported: bool,
}

/// What an attack did, in a sentence, or why it failed its own check.
pub(crate) type Outcome = Result<String, String>;

/// The server under attack: its process id and address.
#[derive(Clone)]
pub(crate) struct Target {
    pid: u32,
    address: String,
    /// Whether a time past its goal fails the attack (`--times-reported`: it does not).
    time_goals: bool,
    /// Its database, read behind its back where an attacker would have learnt the same
    /// another way (a daily's layout, mapped by probing).
    db: Db,
    /// What the reads attack reads.
    reads: Vec<String>,
    /// A second instance on the same database (PostgreSQL), where the drops attack's
    /// watchers are.
    other: Option<String>,
}

/// Every attack, in the order they run.
const ATTACKS: [&str; 12] = [
    "cpu",
    "watcher",
    "drops",
    "frames",
    "reads",
    "rooms",
    "farm",
    "daily",
    "signin",
    "passkeys",
    "sync",
    "slowloris",
];

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.seconds == 0 || cli.seconds > 60 || cli.slowloris > 20_000 || cli.players > 1_000_000 {
        eprintln!(
            "attack: 1–60 s an attack, at most 20,000 slowloris connections and 1,000,000 players"
        );
        return ExitCode::FAILURE;
    }
    if let Some(only) = cli.only.as_deref().filter(|only| !ATTACKS.contains(only)) {
        eprintln!(
            "attack: no attack {only:?}; there are {}",
            ATTACKS.join(", ")
        );
        return ExitCode::FAILURE;
    }
    // The attacker's own sockets are files too.
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    let (_data, mut servers, target) = match start(&cli).await {
        Ok(started) => started,
        Err(e) => {
            eprintln!("attack: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut failed = false;
    for name in ATTACKS {
        if cli.only.as_deref().is_some_and(|only| only != name) {
            continue;
        }
        failed |= !run(name, &target, &cli).await;
    }
    for server in &mut servers {
        let _ = server.kill();
        let _ = server.wait();
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// The server to attack, on a database of its own (filled with `--players` first), and the
/// folder it keeps its files in (gone when dropped).
async fn start(cli: &Cli) -> Result<(tempfile::TempDir, Vec<std::process::Child>, Target), String> {
    let data = tempfile::tempdir().map_err(|e| format!("a temporary folder: {e}"))?;
    let database = cli.database.as_deref();
    let db = Db::open(database, data.path())
        .await
        .map_err(|e| format!("the server's database: {e}"))?;
    let mut reads: Vec<String> = READS.iter().map(|path| path.to_string()).collect();
    if cli.players > 0 {
        let began = Instant::now();
        let filled = db
            .fill(cli.players)
            .await
            .map_err(|e| format!("filling the database: {e}"))?;
        println!(
            "filled: {} players, each with a won expert game and a battle, in {:.1} s",
            cli.players,
            began.elapsed().as_secs_f64()
        );
        reads = vec![
            "/api/leaderboard?category=expert&period=all&metric=time".into(),
            "/api/battle/leaderboard".into(),
            format!("/api/players/{}", filled.busiest),
            format!("/api/players/{}", filled.lowest),
            format!("/api/games/{}/replay", filled.game),
        ];
    }
    let (mut server, address) =
        bench::spawn_server(cli.server.as_deref(), data.path(), database, &[]).await?;
    // On PostgreSQL, a second instance (its own folder, gone with the first's).
    let other = match database {
        Some(_) => {
            let folder = data.path().join("other");
            match bench::spawn_server(cli.server.as_deref(), &folder, database, &[]).await {
                Ok(other) => Some(other),
                Err(e) => {
                    let _ = server.kill();
                    return Err(format!("a second instance: {e}"));
                }
            }
        }
        None => None,
    };
    let target = Target {
        pid: server.id(),
        address,
        time_goals: !cli.times_reported,
        db,
        reads,
        other: other.as_ref().map(|(_, address)| address.clone()),
    };
    let servers = std::iter::once(server).chain(other.map(|(child, _)| child));
    Ok((data, servers.collect(), target))
}

/// Runs attack `name` with the watcher and the normal player beside it; prints what it came
/// to; whether it passed.
async fn run(name: &str, target: &Target, cli: &Cli) -> bool {
    let duration = Duration::from_secs(cli.seconds);
    let (stop, stopped) = watch::channel(false);
    let watcher = tokio::spawn(watch_health(target.address.clone(), stopped.clone()));
    let normal = tokio::spawn(play_normally(target.address.clone(), stopped));
    let cpu_before = bench::cpu_seconds(target.pid);
    let began = Instant::now();
    let outcome = match name {
        "cpu" => cpu(target, duration).await,
        "watcher" => watcher_attack(target, duration).await,
        "drops" => drops(target, duration).await,
        "farm" => farm(&target.address).await,
        "daily" => mapped_daily(&target.address, &target.db).await,
        "signin" => sign_ins(target, duration).await,
        "passkeys" => passkeys(target, duration).await,
        "sync" => sync::flood(target, duration).await,
        "frames" => frames(target, duration).await,
        "reads" => reads(target, duration).await,
        "rooms" => rooms(target, duration).await,
        _ => slowloris(target, duration, cli.slowloris).await,
    };
    let cpu = bench::cpu_seconds(target.pid) - cpu_before;
    let elapsed = began.elapsed().as_secs_f64();
    let _ = stop.send(true);
    let mut seen = watcher.await.unwrap_or_default();
    let played = normal.await.unwrap_or_default();
    seen.moves = played.moves;
    seen.move_errors = played.move_errors;
    report(name, target, &mut seen, outcome, (cpu, elapsed))
}

/// Prints one attack's line; whether it passed.
fn report(
    name: &str,
    target: &Target,
    seen: &mut Seen,
    outcome: Outcome,
    (cpu, elapsed): (f64, f64),
) -> bool {
    seen.health.sort_unstable();
    seen.moves.sort_unstable();
    let (peak, now) = bench::memory_mb(target.pid);
    let health_max = percentile(&seen.health, 1.0);
    let moves_p99 = percentile(&seen.moves, 0.99);
    let mut failures = Vec::new();
    let late = |ms: f64, goal: f64| target.time_goals && ms > goal;
    if late(health_max, 200.0) || seen.health_errors > 0 || seen.health.is_empty() {
        failures.push(format!(
            "health max {health_max:.1} ms, {} unanswered",
            seen.health_errors
        ));
    }
    if late(moves_p99, 50.0) || !seen.move_errors.is_empty() || seen.moves.is_empty() {
        failures.push(format!(
            "moves p99 {moves_p99:.1} ms, errors {:?}",
            seen.move_errors.iter().take(3).collect::<Vec<_>>()
        ));
    }
    if peak > 300.0 {
        failures.push(format!("memory peak {peak:.0} MB"));
    }
    let what = match &outcome {
        Ok(what) => what.clone(),
        Err(why) => {
            failures.push(why.clone());
            String::new()
        }
    };
    println!(
        "{name}: {what}; server CPU {cpu:.1} s in {elapsed:.1} s; health p50 {:.1} / max {health_max:.1} ms ({} asked); \
         a normal player's moves p50 {:.1} / p99 {moves_p99:.1} ms ({}); memory peak {peak:.0} MB, now {now:.0} MB — {}",
        percentile(&seen.health, 0.5),
        seen.health.len(),
        percentile(&seen.moves, 0.5),
        seen.moves.len(),
        if failures.is_empty() { "ok".to_string() } else { format!("FAILED: {}", failures.join("; ")) }
    );
    failures.is_empty()
}
