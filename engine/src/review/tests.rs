use super::*;
use crate::replay::Recorder;
use crate::{Action, FirstClick, Game};

/// The review of `actions` played on a hand-made board, 1 s apart.
fn review(picture: &[&str], actions: &[Action]) -> Review {
    let start = Game::from_picture(picture, FirstClick::Safe).expect("a valid picture");
    let mut game = Game::new(*start.config(), 0);
    let placed = crate::Placed {
        mines: start.mine_indices().to_vec(),
        grade: crate::NoGuessGrade::Unknown,
    };
    let mut recorder = Recorder::default();
    for (i, &action) in actions.iter().enumerate() {
        let step = game.apply_with(action, &placed).expect("on the board");
        recorder.record(action, 1_000.0 * i as f64, false, !step.is_unchanged());
        game = step.game;
    }
    Review::of(&Replay::of(&game, recorder.into_moves()).expect("it replays"))
}

fn p(row: u32, col: u32) -> Pos {
    Pos::new(row, col)
}

#[test]
fn the_first_reveal_and_certain_cells_are_safe() {
    // The opening leaves the row of numbers; the two cells between the mines are certain.
    let r = review(
        &["....", "....", "*..*"],
        &[Action::Reveal(p(0, 0)), Action::Reveal(p(2, 1))],
    );
    assert_eq!(r.moves[0].grade, Grade::Safe);
    assert_eq!(r.moves[1].grade, Grade::Safe);
    assert_eq!(r.summary.safe, 2);
    assert_eq!(r.summary.luck, 1.0);
}

#[test]
fn a_guess_with_nothing_certain_is_forced_and_a_much_worse_one_is_named() {
    let board = [".....", ".*..*", ".....", "..*.."];
    // (0, 0) shows 1: its three neighbours are a mine with 1 in 3, the cells beyond 1 in 8.
    let r = review(&board, &[Action::Reveal(p(0, 0)), Action::Reveal(p(0, 2))]);
    match r.moves[1].grade {
        Grade::ForcedGuess { safety, best } => {
            assert!((safety - 0.875).abs() < 1e-9, "{safety}");
            assert!((best - 0.875).abs() < 1e-9, "{best}");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(r.moves[1].better, None);
    let r = review(&board, &[Action::Reveal(p(0, 0)), Action::Reveal(p(0, 1))]);
    match r.moves[1].grade {
        Grade::WorseGuess {
            safety,
            best,
            better,
        } => {
            assert!((safety - 2.0 / 3.0).abs() < 1e-9, "{safety}");
            assert!((best - 0.875).abs() < 1e-9);
            assert_eq!(r.moves[1].better, Some(better));
            assert!(!matches!(better, Pos { row: 0, col: 1 }));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(r.summary.worse_guesses, 1);
    assert!(
        (r.summary.one_in() - 1.5).abs() < 1e-9,
        "{}",
        r.summary.one_in()
    );
}

#[test]
fn a_guess_while_a_cell_was_certain_is_needless_and_names_it() {
    let board = ["...*.", "..*..", "..*..", "....."];
    let r = review(&board, &[Action::Reveal(p(0, 0)), Action::Reveal(p(0, 4))]);
    match r.moves[1].grade {
        Grade::NeedlessGuess { safety, safe_cell } => {
            assert!(safety > 0.0 && safety < 1.0, "{safety}");
            assert_eq!(safe_cell, p(0, 2));
            assert_eq!(r.moves[1].better, Some(p(0, 2)));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(r.summary.needless_guesses, 1);
}

#[test]
fn flags_are_certain_uncertain_or_wrong_and_wasted_clicks_say_so() {
    let board = [".....", ".*..*", ".....", "..*.."];
    let r = review(
        &board,
        &[
            Action::Reveal(p(0, 0)),
            Action::ToggleFlag(p(1, 1)),
            Action::ToggleFlag(p(0, 1)),
            Action::ToggleFlag(p(0, 1)),
            Action::ToggleFlag(p(0, 0)),
        ],
    );
    assert!(
        matches!(r.moves[1].grade, Grade::FlagUncertain { chance } if (chance - 1.0 / 3.0).abs() < 1e-9)
    );
    assert_eq!(r.moves[2].grade, Grade::FlagWrong);
    assert_eq!(r.moves[3].grade, Grade::Unflag);
    assert_eq!(r.moves[4].grade, Grade::Wasted);
    // A mine the numbers prove is a certain flag.
    let r = review(
        &["....", "....", "*..*"],
        &[Action::Reveal(p(0, 0)), Action::ToggleFlag(p(2, 0))],
    );
    assert_eq!(r.moves[1].grade, Grade::FlagCertain);
    assert_eq!((r.summary.flags_certain, r.summary.flags_wrong), (1, 0));
}

#[test]
fn the_summary_has_the_slowest_decisions_and_the_mean_time() {
    let r = review(
        &["....", "....", "*..*"],
        &[
            Action::Reveal(p(0, 0)),
            Action::Reveal(p(2, 1)),
            Action::Reveal(p(2, 2)),
        ],
    );
    assert_eq!(r.moves[0].think_ms, 0);
    assert_eq!(r.moves[1].think_ms, 1_000);
    assert_eq!(r.summary.slowest[0], (1, 1_000));
    assert!((r.summary.mean_think_ms - 2_000.0 / 3.0).abs() < 1e-9);
}
