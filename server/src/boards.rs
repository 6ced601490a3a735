//! Battles' boards, made for rooms within a budget a stranger cannot run over, off the
//! runtime's threads. An ordinary board takes a few ms at the largest size (200 × 200), up to
//! about 0.1 s when sparse (it tries up to 128 layouts for openings of one size). A no-guess
//! board is searched for, a generator step at a time, at most one fewer at once
//! than the cores (the others keep answering), each for at most [`BUDGET`]; past it the battle
//! is played on the ordinary board, and the room says so. When every maker is busy, the
//! answer is "busy, try again": nothing queues. (The classic page's `no_guess::fits` is not
//! the bound here: the Battle page makes no-guess boards at every size, its expert preset
//! among them at 23 % mines, which `fits` would refuse; the budget bounds the work instead.)

use std::sync::Arc;
use std::time::{Duration, Instant};

use minesweeper_engine::battle::{self, Battle, BattleConfig};
use minesweeper_engine::no_guess::{Budget, Method};
use tokio::sync::Semaphore;

/// The most time one no-guess board is searched for (a step that would end past it is not
/// begun: [`search`]). The presets take under 10 ms, 200 × 200
/// with 20 % mines about 0.25 s; very sparse or very dense large boards take seconds to
/// minutes (200 × 200 with 1 mine: 4 s; with 39,977: over a minute), and most end on the
/// ordinary board even when given them.
pub const BUDGET: Duration = Duration::from_secs(1);

/// Why no board was made, in the client's words.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotMade {
    /// Every maker is busy.
    #[error("every no-guess board maker is busy; try again in a moment")]
    Busy,
    #[error("the board could not be made: {0}")]
    Failed(String),
}

/// The makers of no-guess boards, shared by every room.
#[derive(Clone)]
pub struct Boards {
    makers: Arc<Semaphore>,
    /// Ordinary boards made at once (as many as `makers`): they wait their turn rather than
    /// take every core from the runtime (a flood of 200 × 200 rooms put a normal player's move
    /// p99 at 220 ms when each was made the moment it was asked for).
    ordinary: Arc<Semaphore>,
    budget: Duration,
}

/// A board made: the battle, and what to tell the players when it is not the one asked for.
pub type Made = (Battle, Option<String>);

impl Boards {
    /// `makers` at once (at least one), each within `budget`.
    pub fn new(makers: usize, budget: Duration) -> Boards {
        Boards {
            makers: Arc::new(Semaphore::new(makers.max(1))),
            ordinary: Arc::new(Semaphore::new(makers.max(1))),
            budget,
        }
    }

    /// One maker fewer than the cores (one on two), within [`BUDGET`].
    pub fn for_this_machine() -> Boards {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Boards::new(cores.saturating_sub(1), BUDGET)
    }

    /// The battle for `config` and `seed`.
    pub async fn make(&self, config: BattleConfig, seed: u64) -> Result<Made, NotMade> {
        if !config.no_guess() {
            // Off the runtime too, one maker's worth at once: a 200 × 200 board tries up to
            // 128 layouts for openings of one size (up to about 0.1 s when sparse).
            let maker = self
                .ordinary
                .clone()
                .acquire_owned()
                .await
                .map_err(|e| NotMade::Failed(e.to_string()))?;
            return tokio::task::spawn_blocking(move || {
                let _maker = maker;
                (Battle::new(config, seed), None)
            })
            .await
            .map_err(|e| NotMade::Failed(e.to_string()));
        }
        let maker = self
            .makers
            .clone()
            .try_acquire_owned()
            .map_err(|_| NotMade::Busy)?;
        let budget = self.budget;
        tokio::task::spawn_blocking(move || {
            let _maker = maker;
            let started = Instant::now();
            search(config, seed, budget, || started.elapsed())
        })
        .await
        .map_err(|e| NotMade::Failed(e.to_string()))
    }
}

/// The no-guess board for `seed`, a generator step at a time until it is made or the next
/// step would end past `budget` (judged by the longest step so far, as `elapsed` tells after
/// each: the machine's clock, or a test's own): then the ordinary board, its settings saying
/// so, so that the battle is what its settings and seed make. Steps are short (under 25 ms on
/// most boards; a sparse 200 × 200 board's, which draws ordinary layouts, about 100 ms), so
/// the answer comes within the budget and one ordinary board.
fn search(
    config: BattleConfig,
    seed: u64,
    budget: Duration,
    mut elapsed: impl FnMut() -> Duration,
) -> Made {
    let mut generator = battle::no_guess_generator(config, seed, Budget::DEFAULT);
    let ordinary = |why: String| {
        (
            Battle::ordinary(config.with_no_guess(false), seed),
            Some(why),
        )
    };
    let (mut last, mut longest) = (Duration::ZERO, Duration::ZERO);
    loop {
        if let Some(made) = generator.step() {
            if made.method == Method::Fallback {
                return ordinary(format!(
                    "no no-guess board was found for {}×{} with {} mines; this one may need guesses",
                    config.rows(),
                    config.cols(),
                    config.mines()
                ));
            }
            return match Battle::with_mines(config, seed, &made.mines) {
                Ok(battle) => (battle, None),
                Err(why) => ordinary(format!("the no-guess board was refused ({why})")),
            };
        }
        let now = elapsed();
        longest = longest.max(now.saturating_sub(last));
        last = now;
        if now + longest > budget {
            return ordinary(format!(
                "no no-guess board was found within {} s for {}×{} with {} mines; this one may need guesses",
                budget.as_secs_f32(),
                config.rows(),
                config.cols(),
                config.mines()
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use minesweeper_engine::battle::{Pace, PRESETS};

    fn expert(no_guess: bool) -> BattleConfig {
        BattleConfig::preset(&PRESETS[2], Pace::Realtime).with_no_guess(no_guess)
    }

    #[tokio::test]
    async fn past_its_budget_a_maker_hands_the_ordinary_board_and_says_so() {
        // Past the budget (here none: one step), the ordinary board, and the room says so.
        let sparse = BattleConfig::new(200, 200, 1, 3, Pace::Realtime)
            .expect("settings")
            .with_no_guess(true);
        let (battle, notice) = Boards::new(1, Duration::ZERO)
            .make(sparse, 7)
            .await
            .expect("made");
        assert!(!battle.config().no_guess());
        assert_eq!(battle, Battle::ordinary(sparse.with_no_guess(false), 7));
        assert!(notice.is_some_and(|n| n.contains("may need guesses")));
    }

    /// A clock for [`search`] on which each generator step takes `step`: how many steps the
    /// budget allows is then the test's, on any machine.
    fn stepping(step: Duration) -> (impl FnMut() -> Duration, std::rc::Rc<std::cell::Cell<u32>>) {
        let steps = std::rc::Rc::new(std::cell::Cell::new(0));
        let counted = steps.clone();
        let clock = move || {
            counted.set(counted.get() + 1);
            step * counted.get()
        };
        (clock, steps)
    }

    #[test]
    fn the_densest_board_is_searched_until_its_budget_is_spent_then_played_ordinary() {
        // The report's: 200 × 200 with 39,977 mines ran past four minutes.
        let dense = BattleConfig::new(200, 200, 39_977, 3, Pace::Realtime)
            .expect("settings")
            .with_no_guess(true);
        // Each step "takes" 0.3 s: after the third (0.9 s) a fourth would end past the budget
        // of 1 s, and is not begun.
        let (clock, steps) = stepping(Duration::from_millis(300));
        let (battle, notice) = search(dense, 7, BUDGET, clock);
        assert_eq!(
            steps.get(),
            3,
            "the clock read after each step, until the next would end past the budget"
        );
        assert_eq!(battle, Battle::ordinary(dense.with_no_guess(false), 7));
        let notice = notice.expect("the room says why");
        assert!(
            notice.contains("within 1 s for 200×200 with 39977 mines"),
            "{notice}"
        );
        // A board made before the budget is spent is played as made, whatever the clock says.
        let (clock, steps) = stepping(Duration::from_millis(1));
        let (battle, notice) = search(expert(true), 7, BUDGET, clock);
        assert!(battle.config().no_guess() && notice.is_none(), "{notice:?}");
        assert!(steps.get() >= 1);
    }

    #[tokio::test]
    async fn a_busy_maker_says_so_and_an_ordinary_board_needs_none() {
        let boards = Boards::new(1, BUDGET);
        let _held = boards
            .makers
            .clone()
            .try_acquire_owned()
            .expect("the one maker");
        assert_eq!(
            boards.make(expert(true), 7).await.unwrap_err(),
            NotMade::Busy
        );
        assert!(boards.make(expert(false), 7).await.is_ok());
    }
}
