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

use minesweeper_engine::battle::{
    Battle, BattleConfig, EndReason, Level, Move, Pace, Player, PRESETS,
};

struct Options {
    a: Level,
    b: Level,
    config: BattleConfig,
    label: String,
    games: u64,
    seed: u64,
}

fn usage() -> String {
    "usage: battle-bench --a LEVEL --b LEVEL [--preset beginner|intermediate|expert | --rows R --cols C --mines M] [--lives N] [--no-guess] [--games N] [--seed S]\n  levels: novice, casual, expert, master".into()
}

fn parse(args: impl Iterator<Item = String>) -> Result<Options, String> {
    let (mut a, mut b) = (None, None);
    let mut preset = None;
    let (mut rows, mut cols, mut mines, mut lives) = (None, None, None, None);
    let (mut games, mut seed) = (1000, 1);
    let mut no_guess = false;
    let mut args = args.peekable();
    while let Some(flag) = args.next() {
        let mut value = || {
            args.next()
                .ok_or_else(|| format!("{flag} needs a value\n{}", usage()))
        };
        let number = |v: String, what: &str| -> Result<u64, String> {
            v.parse().map_err(|e| format!("{what}: {e}\n{}", usage()))
        };
        let level =
            |v: String| Level::parse(&v).ok_or_else(|| format!("unknown level {v}\n{}", usage()));
        match flag.as_str() {
            "--a" => a = Some(level(value()?)?),
            "--b" => b = Some(level(value()?)?),
            "--preset" => preset = Some(value()?),
            "--rows" => rows = Some(number(value()?, "--rows")?),
            "--cols" => cols = Some(number(value()?, "--cols")?),
            "--mines" => mines = Some(number(value()?, "--mines")?),
            "--lives" => lives = Some(number(value()?, "--lives")?),
            "--games" => games = number(value()?, "--games")?,
            "--seed" => seed = number(value()?, "--seed")?,
            "--no-guess" => no_guess = true,
            "--help" | "-h" => return Err(usage()),
            other => return Err(format!("unknown argument {other}\n{}", usage())),
        }
    }
    let (Some(a), Some(b)) = (a, b) else {
        return Err(format!("--a and --b are required\n{}", usage()));
    };
    let (label, config) = match (preset, rows, cols, mines) {
        (Some(name), None, None, None) => {
            let preset = PRESETS
                .iter()
                .find(|p| p.name == name)
                .ok_or_else(|| format!("unknown preset {name}\n{}", usage()))?;
            let lives = lives.map_or(Ok(preset.lives), |l| {
                u8::try_from(l).map_err(|_| format!("--lives {l} is too large"))
            })?;
            let config =
                BattleConfig::new(preset.rows, preset.cols, preset.mines, lives, Pace::Turns)
                    .map_err(|e| e.to_string())?;
            (preset.name.to_string(), config)
        }
        (None, Some(r), Some(c), Some(m)) => {
            let small = |v: u64, what: &str| {
                u32::try_from(v).map_err(|_| format!("{what} {v} is too large"))
            };
            let lives = u8::try_from(lives.unwrap_or(3)).map_err(|_| "--lives is too large")?;
            let config = BattleConfig::new(
                small(r, "--rows")?,
                small(c, "--cols")?,
                small(m, "--mines")?,
                lives,
                Pace::Turns,
            )
            .map_err(|e| e.to_string())?;
            (format!("{r}x{c}/{m}"), config)
        }
        _ => {
            return Err(format!(
                "give --preset or all of --rows --cols --mines\n{}",
                usage()
            ))
        }
    };
    Ok(Options {
        a,
        b,
        config: config.with_no_guess(no_guess),
        label,
        games,
        seed,
    })
}

/// How one battle went for level A, and how long each side's moves took (ms).
struct Played {
    a_result: Option<bool>,
    /// The side that won (`None` for a draw).
    winner: Option<Player>,
    /// Lives each side lost, and whether the battle ended at the target.
    lost_lives: [u32; 2],
    by_target: bool,
    times: [Vec<f64>; 2],
}

/// Plays one battle, A as `a_side`, in turns pace.
fn battle(config: BattleConfig, seed: u64, levels: [Level; 2], a_side: Player) -> Played {
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
    Played {
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
    let options = shared::or_exit(parse(std::env::args().skip(1)));
    let Options {
        a,
        b,
        config,
        label,
        games,
        seed,
    } = options;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let results: Vec<Played> = std::thread::scope(|scope| {
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
