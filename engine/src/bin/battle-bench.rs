//! Battle strength benchmark: level A against level B in turns pace, each seed twice with the
//! sides swapped (so neither gains from starting first or from the layout).
//!
//! cargo run --release -p minesweeper-engine --bin battle-bench -- \
//!     --a master --b expert --preset intermediate --games 1000 --seed 1
//!
//! Lives come from the preset (`--lives N` overrides); `--no-guess` plays on no-guess boards. The last line reads
//! `A vs B: A won W, B won L, drawn D of N (P% ± C%)`: P is A's share of the games that were
//! not drawn, C the half-width of its 95 % confidence interval (normal approximation). The line
//! before gives the time per computer move, per level.

#[path = "shared/mod.rs"]
mod shared;

use std::time::Instant;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use minesweeper_engine::battle::{
    Battle, BattleConfig, EndReason, Level, Move, Pace, Player, PRESETS,
};

/// Plays level A against level B in turns pace, each seed twice with the sides swapped.
#[derive(Parser)]
#[command(name = "battle-bench")]
struct Args {
    /// Level A: novice, casual, expert or master.
    #[arg(long, value_parser = level)]
    a: Level,
    /// Level B.
    #[arg(long, value_parser = level)]
    b: Level,
    #[command(flatten)]
    board: shared::BoardArgs,
    /// Lives (the preset's, or 3 on a custom board).
    #[arg(long)]
    lives: Option<u8>,
    /// Play on no-guess boards.
    #[arg(long)]
    no_guess: bool,
    /// Seeds to play (each twice).
    #[arg(long, default_value_t = 1000, value_parser = shared::at_least_one)]
    games: u64,
    /// The run's seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

fn level(text: &str) -> Result<Level, String> {
    Level::parse(text).ok_or_else(|| format!("{text} is not novice, casual, expert or master"))
}

struct Options {
    a: Level,
    b: Level,
    config: BattleConfig,
    label: String,
    games: u64,
    seed: u64,
}

/// The options from the command line; a board that is not a board says why (exit status 2).
fn options() -> Options {
    let args = Args::parse();
    let fail = |e: String| -> ! { Args::command().error(ErrorKind::InvalidValue, e).exit() };
    let (label, config) = match args.board.custom() {
        Some((r, c, m)) => {
            let lives = args.lives.unwrap_or(3);
            let config = BattleConfig::new(r, c, m, lives, Pace::Turns)
                .unwrap_or_else(|e| fail(e.to_string()));
            (format!("{r}x{c}/{m}"), config)
        }
        None => {
            let Some(preset) = args.board.preset else {
                fail("give --preset or all of --rows --cols --mines".into())
            };
            let name = preset.name();
            let Some(preset) = PRESETS.iter().find(|p| p.name == name) else {
                fail(format!("no battle preset {name}"))
            };
            let lives = args.lives.unwrap_or(preset.lives);
            let config =
                BattleConfig::new(preset.rows, preset.cols, preset.mines, lives, Pace::Turns)
                    .unwrap_or_else(|e| fail(e.to_string()));
            (preset.name.to_string(), config)
        }
    };
    Options {
        a: args.a,
        b: args.b,
        config: config.with_no_guess(args.no_guess),
        label,
        games: args.games,
        seed: args.seed,
    }
}

/// How one battle went for level A, and how long each side's moves took (ms).
struct BattlePlayed {
    a_result: Option<bool>,
    /// The side that won (`None` for a draw).
    winner: Option<Player>,
    /// Lives each side lost, and whether the battle ended at the target.
    lost_lives: [u32; 2],
    by_target: bool,
    times: [Vec<f64>; 2],
}

/// Plays one battle, A as `a_side`, in turns pace.
fn battle(config: BattleConfig, seed: u64, levels: [Level; 2], a_side: Player) -> BattlePlayed {
    let mut battle = Battle::new(config, seed);
    let mut times = [Vec::new(), Vec::new()];
    let level_of = |p: Player| if p == a_side { levels[0] } else { levels[1] };
    while !battle.is_over() {
        let player = battle.turn();
        let started = Instant::now();
        let choice = level_of(player).choose(&battle.sight(player));
        let who = usize::from(player != a_side);
        times[who].push(started.elapsed().as_secs_f64() * 1000.0);
        let Some(cell) = choice else {
            panic!("seed {seed}: {player:?} has the move but no legal cell");
        };
        battle = battle
            .apply(player, Move::Reveal(cell))
            .unwrap_or_else(|e| panic!("seed {seed}: the computer chose an illegal move: {e}"))
            .battle;
    }
    let outcome = battle.outcome().expect("played to the end");
    let lives = config.lives();
    BattlePlayed {
        a_result: outcome.winner.map(|w| w == a_side),
        winner: outcome.winner,
        lost_lives: [
            u32::from(lives - battle.lives(a_side)),
            u32::from(lives - battle.lives(a_side.other())),
        ],
        by_target: outcome.reason == EndReason::Target,
        times,
    }
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

fn main() {
    let Options {
        a,
        b,
        config,
        label,
        games,
        seed,
    } = options();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let results: Vec<BattlePlayed> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut played = Vec::new();
                    for i in (t..games).step_by(threads as usize) {
                        let game_seed = shared::nth_seed(seed, i);
                        for side in Player::BOTH {
                            played.push(battle(config, game_seed, [a, b], side));
                        }
                    }
                    played
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a battle panicked"))
            .collect()
    });
    let won = results.iter().filter(|r| r.a_result == Some(true)).count();
    let lost = results.iter().filter(|r| r.a_result == Some(false)).count();
    let drawn = results.len() - won - lost;
    let decided = (won + lost).max(1) as f64;
    let share = won as f64 / decided;
    let half_width = 1.96 * (share * (1.0 - share) / decided).sqrt();
    for (who, level) in [(0, a), (1, b)] {
        let mut t: Vec<f64> = results
            .iter()
            .flat_map(|r| r.times[who].iter().copied())
            .collect();
        t.sort_by(f64::total_cmp);
        println!(
            "{} moves on {label}: median {:.3} ms, p95 {:.3} ms, max {:.2} ms over {} moves",
            level.as_str(),
            percentile(&t, 0.5),
            percentile(&t, 0.95),
            t.last().copied().unwrap_or(0.0),
            t.len()
        );
    }
    let n = results.len().max(1) as f64;
    let lives = |who: usize| {
        results
            .iter()
            .map(|r| f64::from(r.lost_lives[who]))
            .sum::<f64>()
            / n
    };
    let by_target = results.iter().filter(|r| r.by_target).count();
    println!(
        "lives lost per battle: {} {:.2}, {} {:.2}; ended at the target {by_target} of {}, the rest when nobody could gain",
        a.as_str(),
        lives(0),
        b.as_str(),
        lives(1),
        results.len()
    );
    let side = |p: Player| results.iter().filter(|r| r.winner == Some(p)).count();
    println!(
        "by side: top left won {}, bottom right won {}",
        side(Player::One),
        side(Player::Two)
    );
    println!(
        "{} vs {}: {} won {won}, {} won {lost}, drawn {drawn} of {} ({:.1}% ± {:.1}%)",
        a.as_str(),
        b.as_str(),
        a.as_str(),
        b.as_str(),
        results.len(),
        share * 100.0,
        half_width * 100.0
    );
}
