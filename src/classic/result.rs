//! How a finished game went, for the result card. Pure, tested natively.

use std::rc::Rc;

use minesweeper_engine::counters::Counters;
use minesweeper_engine::daily::Daily;
use minesweeper_engine::replay::Replay;
use minesweeper_engine::solver::Deduction;
use minesweeper_engine::{Game, Status};

use crate::shared::words::{decimal, Arg, Words};

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
    /// For a daily board, which (its line to paste is [`daily_line`]).
    pub daily: Option<Daily>,
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
            daily,
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

/// The line a player pastes for a daily board, in the page's language: "Minesweeper daily
/// 2026-11-24 · Expert · won in 93.4 s · 3BV/s 1.84 · IOE 0.71". The date stays ISO (it is
/// read anywhere); a ratio the game had no time for is "—".
pub fn daily_line(w: &Words, daily: &Daily, counters: &Counters) -> Rc<str> {
    let ratio = |v: Option<f64>| v.map_or_else(|| "—".to_string(), |v| decimal(v, 2));
    let seconds = Arg::shown(counters.time, decimal(counters.time, 1));
    let (date, level) = (daily.date.to_string(), w.category(daily.preset_name()));
    let (speed, ioe) = (ratio(counters.bbbv_per_second()), ratio(counters.ioe()));
    if counters.won {
        w.daily_result_won(date, level, seconds, speed, ioe)
    } else {
        w.daily_result_lost(
            date,
            level,
            seconds,
            counters.bbbv_solved,
            counters.bbbv,
            speed,
            ioe,
        )
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
            daily: None,
        };
        assert!((r.bbbv_per_second() - 2.0).abs() < 1e-12);
    }

    /// The counters of beginner seed 5 played by the hints, a move each half second, for
    /// `moves` moves (all of them: won).
    fn played(moves: usize) -> Counters {
        use minesweeper_engine::replay::Recorder;
        use minesweeper_engine::{Action, Config};
        let mut game = Game::new(Config::BEGINNER, 5);
        let mut recorder = Recorder::default();
        let mut at = 0.0;
        while let Some(hint) =
            minesweeper_engine::solver::hint(&game).filter(|_| at < 500.0 * moves as f64)
        {
            let action = Action::Reveal(hint.pos());
            let step = game.apply(action).unwrap();
            at += 500.0;
            recorder.record(action, at, false, !step.is_unchanged());
            game = step.game;
        }
        Counters::of(&Replay::of(&game, recorder.into_moves()).unwrap())
    }

    #[test]
    fn a_daily_line_is_worded_in_the_pages_language() {
        use minesweeper_engine::daily::Date;
        use minesweeper_i18n::Language;
        let daily = Daily::new(Date::parse("2026-11-24").unwrap(), "expert").unwrap();
        let won = played(usize::MAX);
        assert!(won.won, "the hints win beginner seed 5");
        let two = |v: Option<f64>| decimal(v.unwrap(), 2);
        assert_eq!(
            &*daily_line(&Words::english(), &daily, &won),
            format!(
                "Minesweeper daily 2026-11-24 · Expert · won in {} s · 3BV/s {} · IOE {}",
                decimal(won.time, 1),
                two(won.bbbv_per_second()),
                two(won.ioe())
            )
        );
        let lost = played(3);
        assert!(!lost.won && lost.bbbv_solved < lost.bbbv);
        let chinese = Words::of(Language::of("zh-CN").unwrap());
        assert_eq!(
            &*daily_line(&chinese, &daily, &lost),
            format!(
                "扫雷每日挑战 2026-11-24 · 高级 · {} 秒时失败，3BV {}/{} · 3BV/s {} · IOE {}",
                decimal(lost.time, 1),
                lost.bbbv_solved,
                lost.bbbv,
                two(lost.bbbv_per_second()),
                two(lost.ioe())
            )
        );
    }
}
