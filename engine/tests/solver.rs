//! The solver against the truth: random positions whose layout the test knows, and hand-made
//! patterns with known answers.

#[path = "../../rules/tests/common/mod.rs"]
mod common;

use common::{board, p};
use minesweeper_engine::solver::{self, Hint, Position};
use minesweeper_engine::{Action, CellView, Config, FirstClick, Game, Pos};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A random mid-game position: a random layout, opened by its first click, then a few more
/// random safe cells revealed. Returns the game and its mines.
fn random_position(seed: u64) -> (Game, Vec<bool>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let rows = rng.random_range(4..=16u64);
    let cols = rng.random_range(4..=30u64);
    let mines = rng.random_range(1..=(rows * cols / 4).max(1));
    let config = Config::new(rows, cols, mines, FirstClick::Opening).expect("valid");
    let first = Pos::new(
        rng.random_range(0..rows as u32),
        rng.random_range(0..cols as u32),
    );
    let mut game = Game::new(config, rng.random())
        .apply(Action::Reveal(first))
        .expect("on board")
        .game;
    let truth = truth_of(&game);
    for _ in 0..rng.random_range(0..4) {
        let safe_hidden: Vec<usize> = (0..truth.len())
            .filter(|&i| !truth[i] && game.view_at(i) == CellView::Hidden)
            .collect();
        if safe_hidden.is_empty() {
            break;
        }
        let pick = safe_hidden[rng.random_range(0..safe_hidden.len())];
        game = game
            .apply(Action::Reveal(game.grid().pos(pick)))
            .expect("on board")
            .game;
    }
    (game, truth)
}

/// The layout, learned through the public API: a copy of the game is played to its end.
fn truth_of(game: &Game) -> Vec<bool> {
    let grid = game.grid();
    let mut copy = game.clone();
    for i in 0..grid.cells() {
        if !copy.status().is_over() && copy.view_at(i) == CellView::Hidden {
            copy = copy
                .apply(Action::Reveal(grid.pos(i)))
                .expect("on board")
                .game;
        }
    }
    let mut truth = vec![false; grid.cells()];
    for pos in copy.revealed_mines().expect("the copy ended") {
        truth[grid.index(pos).expect("on board")] = true;
    }
    truth
}

#[test]
fn certain_cells_are_right_and_probabilities_add_up_over_thousands_of_positions() {
    let mut checked_safe = 0;
    let mut checked_mines = 0;
    for seed in 0..3000 {
        let (game, truth) = random_position(seed);
        if game.status().is_over() {
            continue;
        }
        let position = Position::of(&game);
        let analysis = solver::analyse(&position);
        for &cell in &analysis.safe {
            assert!(
                !truth[cell],
                "seed {seed}: cell {cell} called safe is a mine"
            );
            checked_safe += 1;
        }
        for &cell in &analysis.mines {
            assert!(
                truth[cell],
                "seed {seed}: cell {cell} called a mine is safe"
            );
            checked_mines += 1;
        }
        let (rule_safe, rule_mines) = solver::certain(&position);
        assert!(
            rule_safe.iter().all(|&c| !truth[c]) && rule_mines.iter().all(|&c| truth[c]),
            "seed {seed}"
        );
        let mut sum = 0.0;
        for i in 0..truth.len() {
            let p = analysis.probabilities[i];
            assert!((0.0..=1.0).contains(&p), "seed {seed}: p = {p}");
            if !position.is_revealed(i) {
                sum += p;
            } else {
                assert_eq!(p, 0.0);
            }
        }
        if analysis.exact {
            let mines = f64::from(game.config().mines());
            assert!(
                (sum - mines).abs() < 1e-6 * mines.max(1.0),
                "seed {seed}: probabilities sum to {sum}, mines {mines}"
            );
        }
    }
    assert!(
        checked_safe > 5000 && checked_mines > 1000,
        "too few certain cells checked: {checked_safe} / {checked_mines}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn a_hint_never_names_a_revealed_cell_and_a_safe_hint_is_never_a_mine(seed in any::<u64>()) {
        let (game, truth) = random_position(seed);
        prop_assume!(!game.status().is_over());
        let hint = solver::hint(&game).expect("a running game has a move");
        let index = game.grid().index(hint.pos()).expect("on the board");
        prop_assert!(!matches!(game.view_at(index), CellView::Revealed(_)));
        prop_assert!((0.0..=1.0).contains(&hint.safety()));
        if let Hint::Safe(_) = hint {
            prop_assert!(!truth[index]);
        }
    }
}

fn analyse(game: &Game) -> solver::Analysis {
    solver::analyse(&Position::of(game))
}

fn reveal_all(game: Game, cells: &[(u32, u32)]) -> Game {
    cells.iter().fold(game, |g, &(r, c)| {
        g.apply(Action::Reveal(p(r, c))).expect("on board").game
    })
}

fn prob(game: &Game, analysis: &solver::Analysis, r: u32, c: u32) -> f64 {
    analysis.probabilities[game.grid().index(p(r, c)).expect("on board")]
}

#[test]
fn the_one_one_pattern_clears_the_third_cell() {
    // Row 1 reads 1 1 1 1 under a hidden row, wall to wall. From the left wall, the first 1's
    // mine is in (0,0)/(0,1), which the second 1 shares, so (0, 2) is safe; from the right,
    // (0, 1) is safe; so both corners are mines.
    let game = board(&[
        "*..*", //
        "....", "....",
    ]);
    let game = reveal_all(game, &[(2, 0)]);
    assert_eq!(common::render(&game), "####\n1111\n0000");
    let a = analyse(&game);
    assert_eq!(a.safe, vec![1, 2]);
    assert_eq!(a.mines, vec![0, 3]);
    let (safe, mines) = solver::certain(&Position::of(&game));
    assert_eq!(
        (safe, mines),
        (vec![1, 2], vec![0, 3]),
        "the rules alone find it"
    );
}

#[test]
fn the_one_two_pattern_finds_the_mine() {
    // Row 1 revealed as 1 2 1 . Under a wall: the 2 needs two of three cells above it; the 1 on
    // its left allows only one of the left two, so the right-hand cell above the 2 is a mine.
    let game = board(&["*.*.", "...."]);
    let game = reveal_all(game, &[(1, 0), (1, 1), (1, 2), (1, 3)]);
    let a = analyse(&game);
    assert_eq!(prob(&game, &a, 0, 2), 1.0, "the 1-2 pattern marks (0, 2)");
    assert_eq!(prob(&game, &a, 0, 3), 0.0);
}

#[test]
fn a_true_fifty_fifty_is_half_and_the_hint_takes_it() {
    // Two hidden cells in a corner, one mine, nothing else to learn.
    let game = board(&["*.", "..", ".."]);
    let game = reveal_all(game, &[(1, 0), (1, 1), (2, 0), (2, 1)]);
    let a = analyse(&game);
    assert!((prob(&game, &a, 0, 0) - 0.5).abs() < 1e-12);
    assert!((prob(&game, &a, 0, 1) - 0.5).abs() < 1e-12);
    match solver::hint(&game) {
        Some(Hint::Guess { safety, .. }) => assert!((safety - 0.5).abs() < 1e-12),
        other => panic!("expected a 50/50 guess, got {other:?}"),
    }
}

#[test]
fn the_global_mine_count_settles_an_endgame() {
    // Left column hidden; the 1s say one mine among them each, and the total (1 mine) leaves
    // only the middle cell, which touches both numbers.
    let game = board(&[
        "...", //
        "*..", "...",
    ]);
    let game = reveal_all(game, &[(0, 1), (1, 1), (2, 1), (0, 2), (1, 2), (2, 2)]);
    let a = analyse(&game);
    assert_eq!(prob(&game, &a, 1, 0), 1.0);
    assert_eq!(prob(&game, &a, 0, 0), 0.0);
    assert_eq!(prob(&game, &a, 2, 0), 0.0);
}

#[test]
fn off_frontier_cells_share_the_remaining_mines() {
    // Mines far from an opening: frontier cells are constrained, the rest share what is left.
    let config = Config::new(6, 6, 4, FirstClick::Safe).expect("valid");
    let mines = [p(5, 5), p(5, 4), p(4, 5), p(0, 5)];
    let game = Game::with_mines(config, &mines)
        .expect("valid")
        .apply(Action::Reveal(p(0, 0)))
        .expect("on board")
        .game;
    let a = analyse(&game);
    let position = Position::of(&game);
    let sum: f64 = (0..36)
        .filter(|&i| !position.is_revealed(i))
        .map(|i| a.probabilities[i])
        .sum();
    assert!((sum - 4.0).abs() < 1e-9);
    assert!(a.exact);
}

#[test]
fn the_first_move_follows_the_rule() {
    let fresh = |rule| Game::new(Config::EXPERT.with_first_click(rule), 1);
    assert_eq!(
        solver::hint(&fresh(FirstClick::Safe)),
        Some(Hint::First(p(0, 0)))
    );
    assert_eq!(
        solver::hint(&fresh(FirstClick::Opening)),
        Some(Hint::First(p(3, 3)))
    );
    let beginner = Game::new(Config::BEGINNER, 1);
    assert_eq!(solver::hint(&beginner), Some(Hint::First(p(2, 2))));
}

#[test]
fn flags_are_not_trusted() {
    // A wrong flag on a safe cell does not stop the solver from calling it safe.
    let game = board(&["*..", "...", "..."]);
    let game = reveal_all(game, &[(1, 1)]);
    let flagged = game
        .apply(Action::ToggleFlag(p(2, 2)))
        .expect("on board")
        .game;
    assert_eq!(analyse(&flagged), analyse(&game));
}

#[test]
fn a_huge_frontier_falls_back_and_says_so() {
    // Numbers on every third row, each seeing six hidden cells in the bands above and below:
    // long components. The rules settle much of it, so a tiny budget stands in for a frontier
    // too large for the default one.
    let n = 40;
    let cells = || (0..n).flat_map(move |r| (0..n).map(move |c| p(r, c)));
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mines: Vec<Pos> = cells()
        .filter(|q| q.row % 3 != 0 && rng.random_bool(0.35))
        .collect();
    let config =
        Config::new(n.into(), n.into(), mines.len() as u64, FirstClick::Safe).expect("valid");
    let mut game = Game::with_mines(config, &mines).expect("valid");
    for q in cells().filter(|q| q.row % 3 == 0) {
        game = game.apply(Action::Reveal(q)).expect("on board").game;
    }
    assert!(!game.status().is_over());
    let position = Position::of(&game);
    assert!(
        solver::analyse(&position).exact,
        "the default budget enumerates it"
    );
    let a = solver::analyse_with_budget(&position, 50);
    assert!(!a.exact, "a 50-node budget cannot enumerate this frontier");
    assert!(a.probabilities.iter().all(|p| (0.0..=1.0).contains(p)));
    let truth: Vec<bool> = cells().map(|q| mines.contains(&q)).collect();
    assert!(
        a.safe.iter().all(|&c| !truth[c]) && a.mines.iter().all(|&c| truth[c]),
        "estimates are never called certain"
    );
    // The hint still answers.
    assert!(solver::hint(&game).is_some());
}

#[test]
fn a_guess_from_estimates_says_it_is_an_estimate() {
    let game = Game::from_picture(&["*.", "..", ".."], FirstClick::Safe).unwrap();
    let game = game.apply(Action::Reveal(p(2, 0))).unwrap().game;
    let position = Position::of(&game);
    let guess = |a: &solver::Analysis| match solver::recommend_from(&position, a) {
        Some(Hint::Guess { safety, exact, .. }) => (safety, exact),
        other => panic!("a coin flip is a guess, not {other:?}"),
    };
    assert_eq!(guess(&solver::analyse(&position)), (0.5, true));
    let (safety, exact) = guess(&solver::analyse_with_budget(&position, 0));
    assert!(!exact, "counted with no budget: an estimate");
    assert!((0.0..=1.0).contains(&safety));
}
