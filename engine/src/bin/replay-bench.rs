//! Replay reading benchmark: how long each replay (a link's text or a video: AVF, RMV, MVF, EVF) takes to be
//! answered — read, checked and counted, or refused — how long its review takes to grade the
//! first move and every move, and the most memory the process held doing it.
//!
//! cargo run --release -p minesweeper-engine --example hostile -- target/hostile --big
//! cargo run --release -p minesweeper-engine --bin replay-bench -- [--whole-review] target/hostile/*
//!
//! Each file is measured in a process of its own (the program runs itself with `--one FILE`),
//! so that each peak is its own. One line a file:
//! `NAME: opened in T ms; review: first move T ms[, all N moves T ms]; peak M MB`, or
//! `NAME: refused in T ms (why); peak M MB`. The whole review (seconds for some files) only
//! with `--whole-review`.

use std::process::{Command, ExitCode};
use std::time::Instant;

use clap::Parser;
use minesweeper_engine::reading::Checking;
use minesweeper_engine::review::Reviewer;
use minesweeper_engine::video::Format;

/// Measures how long each replay takes to be answered, and the memory it takes.
#[derive(Parser)]
#[command(name = "replay-bench")]
struct Args {
    /// Grade every move too (seconds for some files).
    #[arg(long)]
    whole_review: bool,
    /// Measure this one file in this process (what the program runs itself with).
    #[arg(long, hide = true)]
    one: Option<String>,
    /// The replays: links' texts, or videos (by their extension).
    #[arg(required_unless_present = "one")]
    files: Vec<String>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(file) = &args.one {
        return match one(file, args.whole_review) {
            Ok(line) => {
                println!("{line}");
                ExitCode::SUCCESS
            }
            Err(why) => {
                eprintln!("replay-bench: {why}");
                ExitCode::FAILURE
            }
        };
    }
    let Ok(me) = std::env::current_exe() else {
        eprintln!("replay-bench: cannot find its own program");
        return ExitCode::FAILURE;
    };
    for file in &args.files {
        let mut command = Command::new(&me);
        if args.whole_review {
            command.arg("--whole-review");
        }
        match command.arg("--one").arg(file).output() {
            Ok(out) if out.status.success() => print!("{}", String::from_utf8_lossy(&out.stdout)),
            Ok(out) => {
                eprint!("{}", String::from_utf8_lossy(&out.stderr));
                return ExitCode::FAILURE;
            }
            Err(e) => {
                eprintln!("replay-bench: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

/// Measures one file.
fn one(file: &str, whole: bool) -> Result<String, String> {
    let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
    let name = std::path::Path::new(file)
        .file_name()
        .map_or(file.into(), |n| n.to_string_lossy().into_owned());
    let start = Instant::now();
    let opened = if Format::of_name(&name).is_some() {
        Checking::video(&bytes, Some(&name)).and_then(|(checking, ..)| checking.finish())
    } else {
        let text = String::from_utf8_lossy(&bytes);
        Checking::text(&text).and_then(Checking::finish)
    };
    let answered = ms(start);
    let checked = match opened {
        Ok(checked) => checked,
        Err(why) => {
            return Ok(format!(
                "{name}: refused in {answered:.1} ms ({why}); peak {:.0} MB",
                peak_mb()
            ))
        }
    };
    let replay = checked.timeline.replay();
    let start = Instant::now();
    let mut reviewer = Reviewer::new(replay);
    reviewer.step(replay);
    let first = ms(start);
    let all = if whole {
        while reviewer.step(replay).is_some() {}
        format!(", all {} moves {:.0} ms", replay.moves().len(), ms(start))
    } else {
        String::new()
    };
    Ok(format!(
        "{name}: opened in {answered:.1} ms; review: first move {first:.1} ms{all}; peak {:.0} MB",
        peak_mb()
    ))
}

fn ms(since: Instant) -> f64 {
    since.elapsed().as_secs_f64() * 1000.0
}

/// The process's peak resident memory (Linux's VmHWM), in megabytes; 0 where unknown.
fn peak_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
            line.split_whitespace().nth(1)?.parse::<f64>().ok()
        })
        .map_or(0.0, |kb| kb / 1024.0)
}
