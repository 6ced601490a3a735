//! How a finished game went, for the result card. Pure, tested natively.

use std::rc::Rc;

use minesweeper_engine::counters::Counters;
use minesweeper_engine::daily::Daily;
use minesweeper_engine::replay::Replay;
use minesweeper_engine::solver::Deduction;
use minesweeper_engine::{Game, Status};

/// How a finished game went, for the result card.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    pub won: bool,
    pub ms: f64,
    pub bbbv: u32,
    pub clicks: u32,
    /// Whether it entered the category's five best times at first place.
    pub new_best: bool,
    /// Solver-assisted games are not recorded.
    pub recorded: bool,
    /// For a no-guess board, the hardest rule it needed ("the subset rule").
    pub no_guess_grade: Option<Deduction>,
    /// The game's replay (none for a game saved before replays were kept).
    pub replay: Option<Rc<Replay>>,
    /// Its counters, from the replay.
    pub counters: Option<Rc<Counters>>,
    /// For a daily board, the line to paste.
    pub daily_line: Option<String>,
}

impl GameResult {
    /// The result of `game`, which has ended after `ms` of play, with its replay and, for a
    /// no-guess board, its grade.
    pub fn of(
        game: &Game,
        ms: f64,
        new_best: bool,
        recorded: bool,
        replay: Option<Rc<Replay>>,
        daily: Option<Daily>,
        no_guess_grade: Option<Deduction>,
    ) -> GameResult {
        let counters = replay.as_deref().map(|r| Rc::new(Counters::of(r)));
        let daily_line = daily
            .zip(counters.as_deref())
            .map(|(daily, counters)| daily.result_line(counters));
        GameResult {
            won: game.status() == Status::Won,
            ms,
            bbbv: game.bbbv().unwrap_or(0),
            clicks: game.clicks().total(),
            new_best,
            recorded,
            no_guess_grade,
            replay,
            counters,
            daily_line,
        }
    }

    pub fn bbbv_per_second(&self) -> f64 {
        if self.ms > 0.0 {
            f64::from(self.bbbv) / (self.ms / 1000.0)
        } else {
            0.0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn result_metrics() {
        let r = GameResult {
            won: true,
            ms: 20_000.0,
            bbbv: 40,
            clicks: 50,
            new_best: false,
            recorded: true,
            no_guess_grade: None,
            replay: None,
            counters: None,
            daily_line: None,
        };
        assert!((r.bbbv_per_second() - 2.0).abs() < 1e-12);
    }
}
