//! probability.rs's tests.

use super::super::{analyse, analyse_with_budget, DEFAULT_BUDGET};
use super::*;
use crate::{Action, FirstClick, Game, Pos};

/// `*1 1*` with both ends hidden: two mines are needed.
fn two_needed() -> Position {
    let game = Game::from_picture(&["*...*"], FirstClick::Safe).unwrap();
    let game = game.apply(Action::Reveal(Pos::new(0, 2))).unwrap().game;
    Position::of(&game)
}

#[test]
fn a_mine_total_the_numbers_cannot_meet_counts_no_layout() {
    let fine = analyse(&two_needed());
    assert_eq!(fine.ln_layouts, 0.0, "exactly one layout");
    let mut short = two_needed();
    short.mines = 1;
    assert_eq!(analyse(&short).ln_layouts, f64::NEG_INFINITY);
}

/// The outlook a look-ahead uses agrees with the full analysis, on real positions (where
/// the solver first has to guess) and on every number a hidden cell could show (possible
/// or not).
#[test]
fn the_outlook_agrees_with_the_full_analysis() {
    use super::super::deduce::deduce;
    use super::super::guess::tests::first_guess;
    let (mut checked, mut idle) = (0, 0);
    for seed in 0..25 {
        let Some(position) = first_guess(seed) else {
            continue;
        };
        let base = deduce(&position);
        let hidden: Vec<usize> = (0..position.grid().cells())
            .filter(|&i| !position.is_revealed(i))
            .collect();
        for &cell in hidden.iter().step_by(23) {
            for value in 0..=4 {
                let next = position.with_revealed(cell, value);
                let deduction = base.with_revealed(&next, cell, value);
                let full = probabilities(&next, &deduction, DEFAULT_BUDGET);
                let seen = outlook(&next, &deduction, &mut { DEFAULT_BUDGET });
                let what = format!("seed {seed} cell {cell} value {value}");
                match (full.ln_layouts, seen.ln_layouts) {
                    (a, b) if a.is_finite() => assert!((a - b).abs() < 1e-9, "{what}"),
                    (a, b) => assert_eq!(a.to_bits(), b.to_bits(), "{what}"),
                }
                if !full.ln_layouts.is_finite() {
                    continue;
                }
                assert_eq!(seen.any_safe, !full.safe.is_empty(), "{what}");
                let grid = next.grid();
                let open = |i: usize| full.is_undecided(&next, i);
                let teaching = full.safe.iter().any(|&s| grid.neighbours(s).any(open));
                let best = (0..grid.cells())
                    .filter(|&i| open(i))
                    .map(|i| 1.0 - full.probabilities[i])
                    .fold(None, |a: Option<f64>, s| Some(a.map_or(s, |a| a.max(s))));
                let expected = if teaching { 1.0 } else { best.unwrap_or(1.0) };
                assert!((seen.best_safety - expected).abs() < 1e-12, "{what}");
                checked += 1;
                idle += usize::from(!full.safe.is_empty() && !teaching && best.is_some());
            }
        }
    }
    assert!(checked > 300, "only {checked} outcomes checked");
    // Outcomes whose safe cells all show a number known in advance: the case where the
    // best next move is still a guess although some cell is certainly safe.
    assert!(idle > 0, "no outcome had only idle safe cells");
}

#[test]
fn over_budget_the_layout_count_is_unknown() {
    // A 50/50 under a wall: the rules cannot settle it, so it must be enumerated.
    let game = Game::from_picture(&["*.", "..", ".."], FirstClick::Safe).unwrap();
    let game = game.apply(Action::Reveal(Pos::new(2, 0))).unwrap().game;
    let position = Position::of(&game);
    assert!(
        (analyse(&position).ln_layouts - 2f64.ln()).abs() < 1e-12,
        "two layouts"
    );
    let a = analyse_with_budget(&position, 0);
    assert!(!a.exact && a.ln_layouts.is_nan());
}
