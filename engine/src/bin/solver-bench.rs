//! Win-rate benchmark: plays whole games with the solver and reports how many it wins.
//!
//! cargo run --release -p minesweeper-engine --bin solver-bench -- \
//!     --preset expert --rule opening --games 10000 --seed 1 [--threads N] [--record FILE]
//!
//! `--record FILE` writes one character per game, in game order (`1` won, `0` lost), so two
//! builds of the solver can be compared game by game on the same seed: only the games whose
//! outcomes differ carry information, which makes a small change measurable.

use std::time::Instant;

use minesweeper_engine::solver::{self, Plan, Position};
use minesweeper_engine::{Action, Config, FirstClick, Game, Status};

struct Options {
    preset: String,
    config: Config,
    games: u64,
    seed: u64,
    threads: usize,
    record: Option<String>,
}

fn usage() -> String {
    "usage: solver-bench [--preset beginner|intermediate|expert] [--rule safe|opening] [--games N] [--seed S] [--threads T] [--record FILE]".into()
}

fn parse(args: impl Iterator<Item = String>) -> Result<Options, String> {
    let mut preset = "expert".to_string();
    let mut rule = FirstClick::Opening;
    let mut games = 1000;
    let mut seed = 1;
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut record = None;
    let mut args = args.peekable();
    while let Some(flag) = args.next() {
        let mut value = || {
            args.next()
                .ok_or_else(|| format!("{flag} needs a value\n{}", usage()))
        };
        match flag.as_str() {
            "--preset" => preset = value()?,
            "--rule" => rule = value()?.parse()?,
            "--games" => games = value()?.parse().map_err(|e| format!("--games: {e}"))?,
            "--seed" => seed = value()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--threads" => threads = value()?.parse().map_err(|e| format!("--threads: {e}"))?,
            "--record" => record = Some(value()?),
            "--help" | "-h" => return Err(usage()),
            other => return Err(format!("unknown argument {other}\n{}", usage())),
        }
    }
    let config = match preset.as_str() {
        "beginner" => Config::BEGINNER,
        "intermediate" => Config::INTERMEDIATE,
        "expert" => Config::EXPERT,
        other => return Err(format!("unknown preset {other}\n{}", usage())),
    }
    .with_first_click(rule);
    if games == 0 || threads == 0 {
        return Err("--games and --threads must be at least 1".into());
    }
    Ok(Options {
        preset,
        config,
        games,
        seed,
        threads,
        record,
    })
}

/// Game `i`'s seed: SplitMix64 of the run's seed and the index, so results do not depend on
/// the thread count.
fn game_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed.wrapping_add(i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[derive(Default, Clone)]
struct Tally {
    /// (game index, won) for `--record`.
    outcomes: Vec<(u64, bool)>,
    won: u64,
    played: u64,
    seconds: f64,
    max_move: f64,
}

/// Plays one game: every certain cell at once when there are some, else the solver's guess.
fn play(config: Config, seed: u64) -> (bool, f64, f64) {
    let mut game = Game::new(config, seed);
    let (mut total, mut max_move) = (0.0f64, 0.0f64);
    while !game.status().is_over() {
        let start = Instant::now();
        let position = Position::of(&game);
        let moves: Vec<usize> = match solver::plan(&position) {
            Some(Plan::Safe(cells)) => cells,
            Some(Plan::Move(hint)) => vec![position.grid().index(hint.pos()).unwrap_or(0)],
            None => break,
        };
        let took = start.elapsed().as_secs_f64();
        total += took;
        max_move = max_move.max(took);
        for index in moves {
            let pos = position.grid().pos(index);
            game = game
                .apply(Action::Reveal(pos))
                .expect("the solver names cells on the board")
                .game;
            if game.status().is_over() {
                break;
            }
        }
    }
    (game.status() == Status::Won, total, max_move)
}

fn main() {
    let options = match parse(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let Options {
        preset,
        config,
        games,
        seed,
        threads,
        record,
    } = options;
    // Open the record file first, so a bad path fails before the games are played.
    let record = record.map(|path| match std::fs::File::create(&path) {
        Ok(file) => (path, file),
        Err(e) => {
            eprintln!("--record {path}: {e}");
            std::process::exit(2);
        }
    });
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads as u64)
            .map(|t| {
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    for i in (t..games).step_by(threads) {
                        let (won, seconds, max_move) = play(config, game_seed(seed, i));
                        tally.won += u64::from(won);
                        tally.outcomes.push((i, won));
                        tally.played += 1;
                        tally.seconds += seconds;
                        tally.max_move = tally.max_move.max(max_move);
                    }
                    tally
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a worker panicked"))
            .collect()
    });
    if let Some((path, mut file)) = record {
        let mut line = vec![b'0'; games as usize];
        for &(i, won) in tallies.iter().flat_map(|t| &t.outcomes) {
            if won {
                line[i as usize] = b'1';
            }
        }
        line.push(b'\n');
        if let Err(e) = std::io::Write::write_all(&mut file, &line) {
            eprintln!("--record {path}: {e}");
            std::process::exit(1);
        }
    }
    let total = tallies.iter().fold(Tally::default(), |a, t| Tally {
        outcomes: Vec::new(),
        won: a.won + t.won,
        played: a.played + t.played,
        seconds: a.seconds + t.seconds,
        max_move: a.max_move.max(t.max_move),
    });
    let n = total.played as f64;
    let p = total.won as f64 / n;
    let half_width = 1.96 * (p * (1.0 - p) / n).sqrt();
    println!(
        "{preset} {}: won {}/{} ({:.2}%) ±{:.2}%, mean {:.3} ms/game, max {:.1} ms/move",
        config.first_click().as_str(),
        total.won,
        total.played,
        100.0 * p,
        100.0 * half_width,
        1000.0 * total.seconds / n,
        1000.0 * total.max_move,
    );
}
