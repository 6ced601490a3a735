//! A long game played by the tests' bot (`tests/bot`: it reveals, flags, chords, wastes a
//! click now and then and guesses where the solver would), printed as a replay link's text:
//! the first expert game of at least `MOVES` clicks, with the cursor's track a hand would make.
//! The browser's tests play it in the viewer (the live counters under a replay at 10×).
//!
//! `cargo run --release -p minesweeper-engine --example played -- [MOVES]` (default 200)

#[path = "../tests/bot/mod.rs"]
mod bot;

use minesweeper_engine::Config;

fn main() {
    let moves: usize = match std::env::args().nth(1).map(|a| a.parse()) {
        None => 200,
        Some(Ok(n)) => n,
        Some(Err(_)) => {
            eprintln!("usage: played [MOVES]");
            std::process::exit(2);
        }
    };
    let Some(replay) = (0..1_000)
        .map(|seed| bot::bot_game_on_with_cursor(Config::EXPERT, seed))
        .find(|replay| replay.moves().len() >= moves)
    else {
        eprintln!("played: no game of {moves} clicks in a thousand seeds");
        std::process::exit(1);
    };
    println!("{}", replay.to_text());
}
