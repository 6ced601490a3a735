//! The solver's work per hint on every board the browser's sliders allow: whole games played
//! by hints alone on 100 × 100 and 200 × 200 boards from 1 % to 80 % mines, printing the mean
//! and the worst time of one `solver::hint` call. Every call is bounded by work budgets
//! (enumeration nodes, look-ahead nodes, endgame states), never by time; this shows what
//! those budgets cost.
//!
//! `cargo run --release -p minesweeper-engine --example hint_worst`

use std::time::Instant;

use minesweeper_engine::{solver, Action, Config, FirstClick, Game};

fn main() {
    for side in [100u64, 200] {
        for percent in [1u64, 5, 10, 15, 20, 25, 30, 40, 60, 80] {
            let mines = side * side * percent / 100;
            let Ok(config) = Config::new(side, side, mines, FirstClick::Opening) else {
                continue;
            };
            let (mut worst, mut total, mut hints) = (0f64, 0f64, 0u32);
            for seed in 0..2 {
                let mut game = Game::new(config, seed);
                while !game.status().is_over() && hints < 4000 {
                    let start = Instant::now();
                    let Some(hint) = solver::hint(&game) else {
                        break;
                    };
                    let ms = start.elapsed().as_secs_f64() * 1000.0;
                    (worst, total, hints) = (worst.max(ms), total + ms, hints + 1);
                    game = match game.apply(Action::Reveal(hint.pos())) {
                        Ok(step) => step.game,
                        Err(_) => break,
                    };
                }
            }
            println!(
                "{side}×{side} / {mines:>5} mines ({percent:>2} %): {hints:>4} hints, mean {:.1} ms, worst {worst:.1} ms",
                total / f64::from(hints.max(1))
            );
        }
    }
}
