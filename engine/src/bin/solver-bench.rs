//! Win-rate benchmark: plays whole games with the solver and reports how many it wins.
//!
//! cargo run --release -p minesweeper-engine --bin solver-bench -- \
//!     --preset expert --rule opening --games 10000 --seed 1 [--threads N] [--record FILE] [--losses]
//!
//! `--record FILE` writes one character per game, in game order (`1` won, `0` lost), so two
//! builds of the solver can be compared game by game on the same seed: only the games whose
//! outcomes differ carry information, which makes a small change measurable.
//!
//! `--losses` also prints where the games were lost: the guesses, by whether the cell was off
//! the frontier and how much of the board was open, with how many of them lost.

#[path = "shared/mod.rs"]
mod shared;

use std::time::Instant;

use clap::Parser;
use minesweeper_engine::solver::{self, Plan, Position};
use minesweeper_engine::{Action, Config, FirstClick, Game, Status};

/// Plays whole games with the solver and reports how many it wins.
#[derive(Parser)]
#[command(name = "solver-bench")]
struct Options {
    /// The board.
    #[arg(long, value_enum, default_value = "expert")]
    preset: shared::BenchPreset,
    /// What the first click is guaranteed to be: safe or opening.
    #[arg(long, default_value = "opening")]
    rule: FirstClick,
    /// Games to play.
    #[arg(long, default_value_t = 1000, value_parser = shared::at_least_one)]
    games: u64,
    /// The run's seed (game i's seed follows from it).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads to play on (all the cores by default).
    #[arg(long, value_parser = shared::at_least_one)]
    threads: Option<u64>,
    /// Write one character per game, 1 won and 0 lost, to this file.
    #[arg(long)]
    record: Option<String>,
    /// Print where the games were lost.
    #[arg(long)]
    losses: bool,
}

/// How much of the board's safe cells were open at a guess, for `--losses`.
const STAGES: [&str; 3] = ["under 10 %", "10-40 %", "over 40 %"];

#[derive(Default, Clone)]
struct Results {
    /// (game index, won) for `--record`.
    outcomes: Vec<(u64, bool)>,
    won: u64,
    played: u64,
    seconds: f64,
    max_move: f64,
    /// Guesses and the games they lost, by [on the frontier, off it] and stage.
    guesses: [[u64; STAGES.len()]; 2],
    lost_on: [[u64; STAGES.len()]; 2],
}

impl Results {
    fn add(mut self, other: &Results) -> Results {
        self.won += other.won;
        self.played += other.played;
        self.seconds += other.seconds;
        self.max_move = self.max_move.max(other.max_move);
        for k in 0..2 {
            for stage in 0..STAGES.len() {
                self.guesses[k][stage] += other.guesses[k][stage];
                self.lost_on[k][stage] += other.lost_on[k][stage];
            }
        }
        self
    }
}

/// Plays one game (every certain cell at once when there are some, else the solver's guess),
/// adding its time and guesses to `tally`; whether it was won.
fn play(config: Config, seed: u64, tally: &mut Results) -> bool {
    let mut game = Game::new(config, seed);
    let safe_cells = (game.grid().cells() - config.mines() as usize).max(1);
    while !game.status().is_over() {
        let start = Instant::now();
        let position = Position::of(&game);
        let grid = position.grid();
        let plan = solver::plan(&position);
        // Only the solver's time counts: classifying the guess below is the benchmark's work.
        let took = start.elapsed().as_secs_f64();
        tally.seconds += took;
        tally.max_move = tally.max_move.max(took);
        let (moves, guess) = match plan {
            Some(Plan::Safe(cells)) => (cells, None),
            Some(Plan::Move(hint)) => {
                let index = grid.index(hint.pos()).unwrap_or(0);
                // Only a guess is classified: the first click and safe cells cannot lose.
                let guess = matches!(hint, solver::Hint::Guess { .. }).then(|| {
                    let off = !grid.neighbours(index).any(|n| position.is_revealed(n));
                    let open = grid.cells() - position.hidden() as usize;
                    let stage = match open * 100 / safe_cells {
                        0..10 => 0,
                        10..40 => 1,
                        _ => 2,
                    };
                    (off, stage)
                });
                (vec![index], guess)
            }
            None => break,
        };
        if let Some((off, stage)) = guess {
            tally.guesses[usize::from(off)][stage] += 1;
        }
        for index in moves {
            let pos = grid.pos(index);
            game = game
                .apply(Action::Reveal(pos))
                .expect("the solver names cells on the board")
                .game;
            if game.status().is_over() {
                break;
            }
        }
        if let (Status::Lost, Some((off, stage))) = (game.status(), guess) {
            tally.lost_on[usize::from(off)][stage] += 1;
        }
    }
    game.status() == Status::Won
}

fn main() {
    let Options {
        preset,
        rule,
        games,
        seed,
        threads,
        record,
        losses,
    } = Options::parse();
    let config = preset.config().with_first_click(rule);
    let preset = preset.name();
    let threads = threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |t| t as usize,
    );
    // Open the record file first, so a bad path fails before the games are played.
    let record = record.map(|path| match std::fs::File::create(&path) {
        Ok(file) => (path, file),
        Err(e) => {
            eprintln!("--record {path}: {e}");
            std::process::exit(2);
        }
    });
    let tallies: Vec<Results> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads as u64)
            .map(|t| {
                scope.spawn(move || {
                    let mut tally = Results::default();
                    for i in (t..games).step_by(threads) {
                        let won = play(config, shared::nth_seed(seed, i), &mut tally);
                        tally.won += u64::from(won);
                        tally.played += 1;
                        tally.outcomes.push((i, won));
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
    let total = tallies.iter().fold(Results::default(), Results::add);
    if losses {
        print_losses(&total);
    }
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

/// The guesses that lost games, by kind and stage, for `--losses`.
fn print_losses(total: &Results) {
    let lost = (total.played - total.won).max(1) as f64;
    println!("games lost on a guess, by where it was and how much of the board was open:");
    for (k, place) in ["on the frontier", "off the frontier"].iter().enumerate() {
        for (stage, open) in STAGES.iter().enumerate() {
            let (guesses, lost_on) = (total.guesses[k][stage], total.lost_on[k][stage]);
            println!(
                "  {place:16} {open:>10} open: {lost_on:>7} lost ({:4.1} % of losses) on {guesses:>8} guesses ({:4.1} % each)",
                100.0 * lost_on as f64 / lost,
                100.0 * lost_on as f64 / guesses.max(1) as f64,
            );
        }
    }
}
