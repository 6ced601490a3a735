//! A long random run, outside CI: a million random actions (reveal, flag, mark, chord, on and
//! off the board) over random boards and rules, with every invariant checked after every
//! action, and every finished game checked against its true layout. Seeded and replayable.
//!
//! ```sh
//! cargo test --release -p minesweeper-rules --test soak -- --ignored --nocapture
//! SOAK_ACTIONS=5000000 SOAK_SEED=7 cargo test --release -p minesweeper-rules --test soak -- --ignored
//! ```
//!
//! CI runs the same loop for 20,000 actions (`a_short_soak`), so it keeps working.

use minesweeper_rules::{Action, CellView, Config, FirstClick, Game, Pos, Status};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
#[ignore = "a long run: cargo test --release --test soak -- --ignored"]
fn a_million_random_actions_break_no_rule() {
    let actions = env_number("SOAK_ACTIONS", 1_000_000);
    let seed = env_number("SOAK_SEED", 1);
    let (games, checked) = soak(seed, actions);
    println!("soak seed {seed}: {checked} actions in {games} games, no rule broken");
}

#[test]
fn a_short_soak() {
    soak(11, 20_000);
}

fn random_config(rng: &mut ChaCha8Rng) -> Config {
    // Mostly small boards (where games end and every rule is reached), now and then a big one.
    let (rows, cols) = if rng.random_ratio(1, 20) {
        (rng.random_range(2..=60), rng.random_range(2..=60))
    } else {
        (rng.random_range(1..=16), rng.random_range(2..=16))
    };
    let cells = rows * cols;
    let mines = match rng.random_range(0..4) {
        0 => 1,
        1 => cells - 1,
        _ => rng.random_range(1..cells),
    };
    let rule = if rng.random_bool(0.5) {
        FirstClick::Opening
    } else {
        FirstClick::Safe
    };
    Config::new(rows, cols, mines, rule).expect("drawn within the limits")
}

/// Plays `actions` random actions from `seed`; panics with the seed and the game's number on
/// the first broken rule. Returns (games, actions).
fn soak(seed: u64, actions: u64) -> (u64, u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut done = 0;
    let mut games = 0;
    while done < actions {
        games += 1;
        let config = random_config(&mut rng);
        let mut game = Game::new(config, rng.random());
        let context = format!(
            "soak seed {seed}, game {games}, {config:?}, seed {}",
            game.seed()
        );
        let length = rng.random_range(1..=4 * config.cells() as u64 + 4);
        // Cells that ever held a flag: a flood passes a flag by, so once it is taken off, a
        // closed cell may sit next to an opened zero.
        let mut ever_flagged = vec![false; config.cells()];
        for _ in 0..length {
            let grid = game.grid();
            let pos = Pos::new(
                rng.random_range(0..grid.rows() + 1),
                rng.random_range(0..grid.cols() + 1),
            );
            let action = match rng.random_range(0..10) {
                0..=4 => Action::Reveal(pos),
                5 | 6 => Action::ToggleFlag(pos),
                7 => Action::CycleMark(pos),
                _ => Action::Chord(pos),
            };
            done += 1;
            let before = game.clone();
            let Ok(step) = game.apply(action) else {
                assert!(
                    !grid.contains(pos),
                    "{context}: {action:?} refused on the board"
                );
                continue;
            };
            assert!(
                grid.contains(pos),
                "{context}: {action:?} accepted off the board"
            );
            check_step(&before, &step.game, &step.changed, &context, action);
            if before.status() == Status::Ready && step.game.status() != Status::Ready {
                assert_ne!(
                    step.game.status(),
                    Status::Lost,
                    "{context}: the first reveal lost"
                );
            }
            game = step.game;
            for &p in &step.changed {
                if let Some(i) = grid.index(p) {
                    ever_flagged[i] |= game.view_at(i) == CellView::Flagged;
                }
            }
            if done % 97 == 0 {
                let text = serde_json::to_string(&game).expect("a game serializes");
                let back: Game = serde_json::from_str(&text).expect("and restores");
                assert_eq!(back, game, "{context}: a save restored differently");
            }
            if game.status().is_over() {
                check_against_layout(&game, &ever_flagged, &context);
                break;
            }
        }
    }
    (games, done)
}

/// Counters agree with the views, and `changed` is exactly the cells whose view changed.
fn check_step(before: &Game, after: &Game, changed: &[Pos], context: &str, action: Action) {
    let grid = after.grid();
    let mut changed_now: Vec<Pos> = (0..grid.cells())
        .filter(|&i| before.view_at(i) != after.view_at(i))
        .map(|i| grid.pos(i))
        .collect();
    let mut reported = changed.to_vec();
    changed_now.sort_unstable();
    reported.sort_unstable();
    let unique = reported.windows(2).all(|w| w[0] != w[1]);
    assert!(unique, "{context}: {action:?} reported a cell twice");
    assert_eq!(
        reported, changed_now,
        "{context}: {action:?} changed other cells than it said"
    );
    let views: Vec<CellView> = (0..grid.cells()).map(|i| after.view_at(i)).collect();
    let count = |f: fn(&CellView) -> bool| views.iter().filter(|v| f(v)).count();
    let revealed = count(|v| matches!(v, CellView::Revealed(_)));
    let flags = count(|v| matches!(v, CellView::Flagged | CellView::WrongFlag));
    assert_eq!(after.revealed(), revealed, "{context}: revealed counter");
    assert_eq!(after.flags() as usize, flags, "{context}: flag counter");
    assert_eq!(
        after.mines_left(),
        i64::from(after.config().mines()) - flags as i64,
        "{context}: mines left"
    );
    let exploded = count(|v| *v == CellView::Exploded);
    let won = revealed == after.config().safe_cells();
    match after.status() {
        Status::Ready => assert_eq!(revealed + exploded, 0, "{context}: ready but opened"),
        Status::Playing => assert!(exploded == 0 && !won, "{context}: playing"),
        Status::Won => assert!(exploded == 0 && won, "{context}: won"),
        Status::Lost => assert!(exploded > 0, "{context}: lost without a mine"),
    }
    if !after.status().is_over() {
        let shown_mines = count(|v| matches!(v, CellView::Mine | CellView::WrongFlag));
        assert_eq!(shown_mines, 0, "{context}: a mine shown during play");
    }
}

/// At the end the layout is known: every number is its true count, every zero's neighbours
/// are open (or held a flag at some time), and a win flags exactly the mines.
fn check_against_layout(game: &Game, ever_flagged: &[bool], context: &str) {
    let grid = game.grid();
    let mines: Vec<usize> = game
        .revealed_mines()
        .expect("a finished game shows its mines")
        .into_iter()
        .filter_map(|p| grid.index(p))
        .collect();
    assert_eq!(
        mines.len(),
        game.config().mines() as usize,
        "{context}: mine count"
    );
    let is_mine = |i: usize| mines.binary_search(&i).is_ok();
    for i in 0..grid.cells() {
        match game.view_at(i) {
            CellView::Revealed(n) => {
                assert!(!is_mine(i), "{context}: a mine shows a number");
                let true_count = grid.neighbours(i).filter(|&j| is_mine(j)).count();
                assert_eq!(usize::from(n), true_count, "{context}: wrong number at {i}");
                if n == 0 {
                    let closed = grid.neighbours(i).any(|j| {
                        let view = game.view_at(j);
                        matches!(view, CellView::Hidden | CellView::Questioned) && !ever_flagged[j]
                    });
                    assert!(!closed, "{context}: a zero with a closed neighbour at {i}");
                }
            }
            CellView::Mine | CellView::Exploded => assert!(is_mine(i), "{context}: false mine"),
            CellView::WrongFlag => assert!(!is_mine(i), "{context}: a right flag shown wrong"),
            CellView::Flagged => assert!(
                game.status() == Status::Won || is_mine(i),
                "{context}: a wrong flag not shown after the loss"
            ),
            CellView::Hidden | CellView::Questioned => {
                assert!(
                    game.status() != Status::Won,
                    "{context}: a win left a cell closed"
                );
                assert!(
                    !is_mine(i),
                    "{context}: a closed mine not shown after the loss"
                );
            }
        }
    }
}
