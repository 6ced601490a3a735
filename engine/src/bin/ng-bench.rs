//! No-guess generator benchmark: generates boards, verifies each one independently by playing
//! it by proof alone from its first click, and reports the time per board.
//!
//! cargo run --release -p minesweeper-engine --bin ng-bench -- \
//!     --preset expert --boards 1000 --seed 1 [--bias] [--dump FILE]
//! cargo run --release -p minesweeper-engine --bin ng-bench -- \
//!     --rows 16 --cols 16 --mines 99 --label 16x16/99 --boards 200 --seed 1
//!
//! Each board's first click is drawn at random from its seed. The last line reads
//! `expert no-guess: 1000/1000 verified, median T ms, p95 T ms, max T ms`.
//!
//! `--battle beginner|intermediate|expert` makes no-guess battles instead (both corners'
//! openings as the start), verified by proof from both openings and for equal openings; the
//! last line reads `battle expert no-guess: N/N verified, …`.
//!
//! `--bias` prints the mine rate on the board's outer ring and inside it (the first click's
//! 3 × 3 left out): equal for uniform boards. `--dump FILE` writes one line per board,
//! `ROWS COLS FIRST_ROW FIRST_COL` then the layout row by row, `*` a mine and `.` a safe cell,
//! rows separated by `/`, coordinates 0-based, so anyone can verify the boards.

#[path = "shared/mod.rs"]
mod shared;

use std::fmt::Write as _;
use std::io::Write as _;
use std::time::Instant;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use minesweeper_engine::battle::{self, Battle, BattleConfig, Pace, Player, PRESETS};
use minesweeper_engine::no_guess::{self, Budget, Method};
use minesweeper_engine::solver::Deduction;
use minesweeper_engine::{Config, FirstClick, Pos};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Generates no-guess boards, verifies each by proof alone, and reports the time per board.
#[derive(Parser)]
#[command(name = "ng-bench")]
struct Args {
    #[command(flatten)]
    board: shared::BoardArgs,
    /// The name the last line gives a custom board (ROWSxCOLS/MINES by default).
    #[arg(long, requires = "rows")]
    label: Option<String>,
    /// Boards to make.
    #[arg(long, default_value_t = 1000, value_parser = shared::at_least_one)]
    boards: u64,
    /// The run's seed (board i's seed follows from it).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print the mine rate on the board's outer ring and inside it.
    #[arg(long)]
    bias: bool,
    /// Write every board to this file, one a line.
    #[arg(long)]
    dump: Option<String>,
    /// Make no-guess battles of this preset instead.
    #[arg(long, value_enum, conflicts_with_all = ["preset", "rows", "cols", "mines", "label", "bias", "dump"])]
    battle: Option<shared::BenchPreset>,
}

struct Options {
    label: String,
    config: Config,
    boards: u64,
    seed: u64,
    bias: bool,
    dump: Option<String>,
    battle: Option<BattleConfig>,
}

/// The options from the command line; a board that is not a board says why (exit status 2).
fn options() -> Options {
    let args = Args::parse();
    let (label, config) = match (args.board.preset, args.board.custom()) {
        (_, Some((r, c, m))) => {
            let config = Config::new(r.into(), c.into(), m.into(), FirstClick::Opening)
                .unwrap_or_else(|e| Args::command().error(ErrorKind::InvalidValue, e).exit());
            (args.label.unwrap_or_else(|| format!("{r}x{c}/{m}")), config)
        }
        (preset, None) => {
            let preset = preset.unwrap_or(shared::BenchPreset::Expert);
            (preset.name().to_string(), preset.config())
        }
    };
    let battle = args
        .battle
        .and_then(|b| PRESETS.iter().find(|p| p.name == b.name()));
    Options {
        label,
        config,
        boards: args.boards,
        seed: args.seed,
        bias: args.bias,
        dump: args.dump,
        battle: battle.map(|p| BattleConfig::preset(p, Pace::Turns).with_no_guess(true)),
    }
}

fn main() {
    let options = options();
    if let Some(config) = options.battle {
        return battles(config, &options);
    }
    let config = options.config;
    let grid = config.grid();
    let mut times = Vec::with_capacity(options.boards as usize);
    let mut tally = BoardsMade::default();
    let mut dump = String::new();
    for i in 0..options.boards {
        let seed = shared::nth_seed(options.seed, i);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED);
        let first = Pos::new(
            rng.random_range(0..grid.rows()),
            rng.random_range(0..grid.cols()),
        );
        let start = Instant::now();
        let generated = no_guess::generate(config, seed, first, Budget::DEFAULT);
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        tally.count(config, &generated, first);
        if options.dump.is_some() {
            dump_board(&mut dump, config, &generated.mines, first);
        }
    }
    if let Some(path) = &options.dump {
        let written = std::fs::File::create(path).and_then(|mut f| f.write_all(dump.as_bytes()));
        if let Err(e) = written {
            eprintln!("--dump {path}: {e}");
            std::process::exit(1);
        }
    }
    tally.print(&options, quantiles(times));
}

/// What the boards made were: verified or not, the hardest rule each needed, how each was
/// made, and the mines on the outer ring and inside it.
#[derive(Default)]
struct BoardsMade {
    verified: u64,
    grades: [u64; 4],
    made: MadeBy,
    /// Mines and cells on the ring, then inside (the first click's 3 × 3 left out).
    ring: (u64, u64),
    inside: (u64, u64),
}

impl BoardsMade {
    /// One board, verified independently of how it was made.
    fn count(&mut self, config: Config, generated: &no_guess::Generated, first: Pos) {
        let grid = config.grid();
        let verdict = no_guess::check(config, &generated.mines, first);
        if verdict.solved {
            self.verified += 1;
            self.grades[match verdict.grade {
                Deduction::SingleNumber => 0,
                Deduction::Subset => 1,
                Deduction::MineTotal => 2,
                Deduction::CaseAnalysis => 3,
            }] += 1;
        }
        self.made.count(generated.method);
        let mine = |c: usize| generated.mines.binary_search(&(c as u32)).is_ok();
        let first_index = grid.index(first).unwrap_or(0);
        let protected = |c: usize| c == first_index || grid.neighbours(first_index).any(|n| n == c);
        for c in (0..grid.cells()).filter(|&c| !protected(c)) {
            let p = grid.pos(c);
            let on_ring =
                p.row == 0 || p.col == 0 || p.row + 1 == grid.rows() || p.col + 1 == grid.cols();
            let (count, cells) = if on_ring {
                (&mut self.ring.0, &mut self.ring.1)
            } else {
                (&mut self.inside.0, &mut self.inside.1)
            };
            *count += u64::from(mine(c));
            *cells += 1;
        }
    }

    /// The report; its last line the one the docs quote.
    fn print(&self, options: &Options, at: impl Fn(f64) -> f64) {
        let config = options.config;
        self.made.print();
        let g = self.grades;
        println!(
            "hardest rule needed: single numbers {}, the subset rule {}, the mine total {}, a full case analysis {}",
            g[0], g[1], g[2], g[3]
        );
        if options.bias {
            let rate = |(m, c): (u64, u64)| if c == 0 { 0.0 } else { m as f64 / c as f64 };
            let uniform = f64::from(config.mines()) / (config.grid().cells() - 9) as f64;
            println!(
                "mine rate: outer ring {:.3}, inside {:.3} (uniform {uniform:.3})",
                rate(self.ring),
                rate(self.inside)
            );
        }
        println!(
            "{} no-guess: {}/{} verified, median {:.2} ms, p95 {:.2} ms, max {:.2} ms",
            options.label,
            self.verified,
            options.boards,
            at(0.5),
            at(0.95),
            at(1.0)
        );
    }
}

/// One board as a line of `--dump`: `ROWS COLS FIRST_ROW FIRST_COL` and the layout, rows
/// separated by `/`.
fn dump_board(dump: &mut String, config: Config, mines: &[u32], first: Pos) {
    let grid = config.grid();
    let mine = |c: usize| mines.binary_search(&(c as u32)).is_ok();
    let _ = write!(
        dump,
        "{} {} {} {} ",
        grid.rows(),
        grid.cols(),
        first.row,
        first.col
    );
    for r in 0..grid.rows() {
        if r > 0 {
            dump.push('/');
        }
        for c in 0..grid.cols() {
            let index = (r * grid.cols() + c) as usize;
            dump.push(if mine(index) { '*' } else { '.' });
        }
    }
    dump.push('\n');
}

/// How the boards were made.
#[derive(Default)]
struct MadeBy {
    redrawn: u64,
    repaired: u64,
    moves: u64,
    fallback: u64,
}

impl MadeBy {
    fn count(&mut self, method: Method) {
        match method {
            Method::Redrawn(_) => self.redrawn += 1,
            Method::Repaired(n) => {
                self.repaired += 1;
                self.moves += u64::from(n);
            }
            Method::Fallback => self.fallback += 1,
        }
    }

    fn print(&self) {
        println!(
            "made by: {} redrawn (uniform), {} repaired ({} mines moved on average), {} fallback",
            self.redrawn,
            self.repaired,
            self.moves.checked_div(self.repaired).unwrap_or(0),
            self.fallback
        );
    }
}

fn quantiles(mut times: Vec<f64>) -> impl Fn(f64) -> f64 {
    times.sort_by(f64::total_cmp);
    move |q: f64| times[((times.len() - 1) as f64 * q).round() as usize]
}

/// No-guess battles: each verified by proof from both openings, with openings within a cell.
fn battles(config: BattleConfig, options: &Options) {
    let mut times = Vec::with_capacity(options.boards as usize);
    let (mut verified, mut equal) = (0, 0);
    let mut made = MadeBy::default();
    for i in 0..options.boards {
        let seed = shared::nth_seed(options.seed, i);
        let start = Instant::now();
        let generated = battle::generate_no_guess(config, seed, Budget::DEFAULT);
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        verified += u64::from(battle::check_no_guess(&config, &generated.mines).solved);
        let battle = Battle::with_mines(config, seed, &generated.mines).unwrap_or_else(|e| {
            eprintln!("seed {seed}: {e}");
            std::process::exit(1);
        });
        let [a, b] = Player::BOTH.map(|p| battle.territory(p));
        equal += u64::from(a.abs_diff(b) <= 1);
        made.count(generated.method);
    }
    made.print();
    let n = options.boards;
    let at = quantiles(times);
    println!("openings within one cell of each other: {equal}/{n}");
    println!(
        "battle {}x{}/{} no-guess: {verified}/{n} verified, median {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        config.rows(),
        config.cols(),
        config.mines(),
        at(0.5),
        at(0.95),
        at(1.0)
    );
}
