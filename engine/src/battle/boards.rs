//! A battle's boards without guesses: made a step at a time by the classic game's no-guess
//! generator from both corners' openings, and checked by proof alone.

use super::{layout, BattleConfig, Player};
use crate::no_guess::{self, Generator};
use crate::Pos;

/// A battle's board without guesses, made a step at a time: from both corners' openings
/// together, proof alone opens every safe cell, and the openings are within one cell of each
/// other in size. The no-guess generator makes it through [`no_guess::Origin`], knowing
/// nothing of battles.
pub fn no_guess_generator(config: BattleConfig, seed: u64, budget: no_guess::Budget) -> Generator {
    let origin = Box::new(layout::Corners(config));
    Generator::from_origin(layout::as_classic(&config), seed, origin, budget)
}

/// A battle's no-guess board for `seed` within `budget`: [`no_guess_generator`] run to the end.
pub fn generate_no_guess(
    config: BattleConfig,
    seed: u64,
    budget: no_guess::Budget,
) -> no_guess::Generated {
    no_guess_generator(config, seed, budget).run()
}

/// Plays a battle's board by proof alone from both corners' openings: what both players see
/// together. `mines` are row-major indices.
pub fn check_no_guess(config: &BattleConfig, mines: &[u32]) -> no_guess::Verdict {
    let starts: Vec<Pos> = Player::BOTH.into_iter().map(|p| config.corner(p)).collect();
    no_guess::check_from(layout::as_classic(config), mines, &starts)
}
