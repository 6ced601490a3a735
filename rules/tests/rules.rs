//! The rules, one by one, on hand-made boards.

mod common;

use common::{board, p, render};
use minesweeper_rules::{Action, CellView, Config, FirstClick, Game, Outcome, Pos, Status};

fn play(game: &Game, action: Action) -> Game {
    game.apply(action).expect("action inside the board").game
}

#[test]
fn revealing_a_number_shows_its_count_only() {
    let game = board(&["*..", "...", "..*"]);
    let step = game.apply(Action::Reveal(p(1, 1))).unwrap();
    assert_eq!(step.outcome, Outcome::Continues);
    assert_eq!(step.changed, vec![p(1, 1)]);
    assert_eq!(step.game.view(p(1, 1)), Some(CellView::Revealed(2)));
    assert_eq!(step.game.status(), Status::Playing);
    assert_eq!(render(&step.game), "###\n#2#\n###");
}

#[test]
fn revealing_a_zero_floods_its_region_and_numbered_border() {
    let game = board(&[
        "....*", //
        ".....", "**...", ".....",
    ]);
    let step = game.apply(Action::Reveal(p(0, 0))).unwrap();
    assert_eq!(render(&step.game), "0001#\n2211#\n#####\n#####");
    assert_eq!(step.changed.len(), 8);
    let mut unique = step.changed.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(
        unique.len(),
        step.changed.len(),
        "each changed cell is listed once"
    );
}

#[test]
fn flood_leaves_flags_alone_but_opens_question_marks() {
    let game = board(&["....", "....", "...*"]);
    let game = play(&game, Action::ToggleFlag(p(0, 3)));
    let game = play(&game, Action::CycleMark(p(0, 2)));
    let game = play(&game, Action::CycleMark(p(0, 2))); // flag → ?
    assert_eq!(game.view(p(0, 2)), Some(CellView::Questioned));
    let game = play(&game, Action::Reveal(p(0, 0)));
    assert_eq!(render(&game), "000F\n0011\n001#");
}

#[test]
fn a_flagged_cell_cannot_be_revealed_and_a_revealed_cell_cannot_be_flagged() {
    let game = board(&["*..", "...", "..."]);
    let flagged = play(&game, Action::ToggleFlag(p(1, 1)));
    assert_eq!(flagged.flags(), 1);
    assert_eq!(flagged.mines_left(), 0);
    let step = flagged.apply(Action::Reveal(p(1, 1))).unwrap();
    assert!(step.is_unchanged());
    assert_eq!(step.game, flagged);

    let unflagged = play(&flagged, Action::ToggleFlag(p(1, 1)));
    assert_eq!(unflagged.view(p(1, 1)), Some(CellView::Hidden));
    assert_eq!(unflagged.flags(), 0);

    let revealed = play(&unflagged, Action::Reveal(p(1, 1)));
    let step = revealed.apply(Action::ToggleFlag(p(1, 1))).unwrap();
    assert!(step.is_unchanged());
    assert_eq!(step.game.view(p(1, 1)), Some(CellView::Revealed(1)));
}

#[test]
fn cycle_mark_goes_flag_question_hidden() {
    let game = board(&["*.", ".."]);
    let views: Vec<_> = std::iter::successors(Some(game.clone()), |g| {
        Some(play(g, Action::CycleMark(p(1, 1))))
    })
    .take(4)
    .map(|g| g.view(p(1, 1)).unwrap())
    .collect();
    assert_eq!(
        views,
        [
            CellView::Hidden,
            CellView::Flagged,
            CellView::Questioned,
            CellView::Hidden
        ]
    );
    // A "?" is not a flag, and it can be revealed.
    let marked = play(
        &play(&game, Action::CycleMark(p(1, 1))),
        Action::CycleMark(p(1, 1)),
    );
    assert_eq!(marked.flags(), 0);
    assert_eq!(
        play(&marked, Action::Reveal(p(1, 1))).view(p(1, 1)),
        Some(CellView::Revealed(1))
    );
}

#[test]
fn flags_before_the_first_click_are_moves_and_the_game_starts_at_the_reveal() {
    let game = Game::new(Config::BEGINNER, 99);
    let game = play(&game, Action::ToggleFlag(p(0, 0)));
    let game = play(&game, Action::ToggleFlag(p(8, 8)));
    assert_eq!(game.status(), Status::Ready);
    assert!(!game.has_mines());
    assert_eq!(game.moves(), 2);
    assert_eq!(game.started_at(), None);
    // A first click on a flag does nothing and places no mines.
    let step = game.apply(Action::Reveal(p(0, 0))).unwrap();
    assert!(step.is_unchanged());
    assert!(!step.game.has_mines());

    let game = play(&game, Action::Reveal(p(4, 4)));
    assert_eq!(game.status(), Status::Playing);
    assert_eq!(game.started_at(), Some(3));
    assert_eq!(game.flags(), 2);
    assert_eq!(game.view(p(0, 0)), Some(CellView::Flagged));
}

#[test]
fn the_first_click_opens_a_region_under_opening_and_is_safe_under_safe() {
    for seed in 0..200 {
        let opening = play(&Game::new(Config::EXPERT, seed), Action::Reveal(p(7, 14)));
        assert_eq!(
            opening.view(p(7, 14)),
            Some(CellView::Revealed(0)),
            "seed {seed}"
        );
        let safe = Game::new(Config::EXPERT.with_first_click(FirstClick::Safe), seed);
        let safe = play(&safe, Action::Reveal(p(0, 0)));
        assert!(
            matches!(safe.view(p(0, 0)), Some(CellView::Revealed(_))),
            "seed {seed}"
        );
    }
}

#[test]
fn same_seed_and_first_click_give_the_same_board() {
    let a = play(&Game::new(Config::EXPERT, 7), Action::Reveal(p(3, 3)));
    let b = play(&Game::new(Config::EXPERT, 7), Action::Reveal(p(3, 3)));
    assert_eq!(a, b);
    let c = play(&Game::new(Config::EXPERT, 8), Action::Reveal(p(3, 3)));
    assert_ne!(render(&a), render(&c));
}

#[test]
fn chord_on_a_satisfied_number_reveals_the_other_neighbours() {
    let game = board(&["*..", "...", "..."]);
    let game = play(&game, Action::Reveal(p(1, 1)));
    let game = play(&game, Action::ToggleFlag(p(0, 0)));
    assert!(
        game.apply(Action::Reveal(p(1, 1))).unwrap().is_unchanged(),
        "a reveal on an open number does nothing: a click's chord is the front ends' to ask"
    );
    let step = game.apply(Action::Chord(p(1, 1))).unwrap();
    assert_eq!(step.outcome, Outcome::Won);
    assert_eq!(step.game.clicks().chords, 1);
}

#[test]
fn chord_on_an_unsatisfied_number_does_nothing() {
    let game = board(&["*..", "...", "..*"]);
    let game = play(&game, Action::Reveal(p(1, 1)));
    let game = play(&game, Action::ToggleFlag(p(0, 0)));
    let step = game.apply(Action::Chord(p(1, 1))).unwrap();
    assert!(step.is_unchanged());
}

#[test]
fn chord_with_a_wrong_flag_loses_and_marks_everything() {
    let game = board(&["*..", "...", "..*"]);
    let game = play(&game, Action::Reveal(p(1, 1)));
    let game = play(&game, Action::ToggleFlag(p(0, 1)));
    let game = play(&game, Action::ToggleFlag(p(2, 2)));
    let step = game.apply(Action::Chord(p(1, 1))).unwrap();
    assert_eq!(step.outcome, Outcome::Lost);
    let lost = step.game;
    assert_eq!(lost.status(), Status::Lost);
    assert_eq!(lost.view(p(0, 0)), Some(CellView::Exploded));
    assert_eq!(lost.view(p(0, 1)), Some(CellView::WrongFlag));
    assert_eq!(
        lost.view(p(2, 2)),
        Some(CellView::Flagged),
        "a right flag stays a flag"
    );
    assert_eq!(lost.ended_at(), Some(lost.moves()));
}

#[test]
fn revealing_a_mine_loses_and_shows_all_mines_and_wrong_flags() {
    let game = board(&["*..", "...", "*.*"]);
    let game = play(&game, Action::Reveal(p(1, 1)));
    let game = play(&game, Action::ToggleFlag(p(0, 1)));
    let step = game.apply(Action::Reveal(p(2, 0))).unwrap();
    assert_eq!(step.outcome, Outcome::Lost);
    assert_eq!(render(&step.game), "*W#\n#3#\nX#*");
    let mut changed = step.changed.clone();
    changed.sort();
    assert_eq!(changed, vec![p(0, 0), p(0, 1), p(2, 0), p(2, 2)]);
    assert_eq!(
        step.game.revealed_mines(),
        Some(vec![p(0, 0), p(2, 0), p(2, 2)])
    );
}

#[test]
fn winning_reveals_every_safe_cell_and_flags_every_mine() {
    let game = board(&["*..", "...", "..*"]);
    let game = play(&game, Action::ToggleFlag(p(2, 2)));
    let moves = [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (0, 2)];
    let mut game = game;
    for (r, c) in moves {
        assert_eq!(
            game.status(),
            if game.revealed() == 0 {
                Status::Ready
            } else {
                Status::Playing
            }
        );
        game = play(&game, Action::Reveal(p(r, c)));
    }
    let step = game.apply(Action::Reveal(p(2, 0))).unwrap();
    assert_eq!(step.outcome, Outcome::Won);
    assert_eq!(
        step.changed,
        vec![p(2, 0), p(0, 0)],
        "the new reveal and the auto-flag"
    );
    let won = step.game;
    assert_eq!(won.flags(), 2);
    assert_eq!(won.mines_left(), 0);
    assert_eq!(won.view(p(0, 0)), Some(CellView::Flagged));
    assert_eq!((won.started_at(), won.ended_at()), (Some(2), Some(8)));
}

#[test]
fn every_action_after_the_end_is_a_no_op() {
    let lost = play(&board(&["*", "."]), Action::Reveal(p(0, 0)));
    let won = play(&board(&["*", "."]), Action::Reveal(p(1, 0)));
    for game in [lost, won] {
        assert!(game.status().is_over());
        for action in [
            Action::Reveal(p(0, 0)),
            Action::Reveal(p(1, 0)),
            Action::Chord(p(1, 0)),
            Action::ToggleFlag(p(0, 0)),
            Action::CycleMark(p(1, 0)),
        ] {
            let step = game.apply(action).unwrap();
            assert!(step.is_unchanged(), "{action:?}");
            assert_eq!(step.game, game);
        }
    }
}

#[test]
fn positions_outside_the_board_are_rejected() {
    let game = Game::new(Config::BEGINNER, 1);
    let err = game.apply(Action::Reveal(Pos::new(9, 0))).unwrap_err();
    assert_eq!(err.to_string(), "cell (9, 0) is outside the 9×9 board");
    assert_eq!(game.view(Pos::new(0, 9)), None);
}

#[test]
fn one_by_n_boards_play_by_the_same_rules() {
    // 1×2 with one mine: Opening cannot keep two cells clear, so the first click is just safe
    // and wins at once.
    let config = Config::new(1, 2, 1, FirstClick::Opening).unwrap();
    for col in 0..2 {
        let step = Game::new(config, 5)
            .apply(Action::Reveal(p(0, col)))
            .unwrap();
        assert_eq!(step.outcome, Outcome::Won);
        assert_eq!(step.game.view(p(0, 1 - col)), Some(CellView::Flagged));
    }
    // A line floods along itself.
    let line = board(&["..*....."]);
    let game = play(&line, Action::Reveal(p(0, 7)));
    assert_eq!(render(&game), "###10000");
}

#[test]
fn mines_equal_to_cells_minus_one_is_won_by_the_first_click() {
    let config = Config::new(3, 4, 11, FirstClick::Opening).unwrap();
    let step = Game::new(config, 3).apply(Action::Reveal(p(1, 2))).unwrap();
    assert_eq!(step.outcome, Outcome::Won);
    assert_eq!(step.game.view(p(1, 2)), Some(CellView::Revealed(8)));
    assert_eq!(step.game.flags(), 11);
}

#[test]
fn the_view_never_shows_a_mine_while_the_game_runs() {
    let game = play(&Game::new(Config::EXPERT, 11), Action::Reveal(p(8, 15)));
    assert_eq!(game.status(), Status::Playing);
    assert_eq!(game.revealed_mines(), None);
    let grid = game.grid();
    for i in 0..grid.cells() {
        assert!(!matches!(
            game.view_at(i),
            CellView::Mine | CellView::Exploded | CellView::WrongFlag
        ));
    }
}

#[test]
fn hand_made_layouts_are_checked() {
    let config = Config::new(2, 2, 2, FirstClick::Safe).unwrap();
    assert!(Game::with_mines(config, &[p(0, 0)]).is_err());
    assert!(Game::with_mines(config, &[p(0, 0), p(0, 0)]).is_err());
    assert!(Game::with_mines(config, &[p(0, 0), p(2, 0)]).is_err());
    assert!(Game::with_mines(config, &[p(0, 0), p(1, 1)]).is_ok());
}

#[test]
fn pictures_make_hand_made_games_and_reject_bad_ones() {
    let game = Game::from_picture(&["*.", ".."], FirstClick::Safe).expect("valid picture");
    assert_eq!(
        (
            game.config().rows(),
            game.config().cols(),
            game.config().mines()
        ),
        (2, 2, 1)
    );
    assert_eq!(
        Game::from_picture(&["*..", "."], FirstClick::Safe),
        Err(minesweeper_rules::PictureError::Ragged)
    );
    let err = Game::from_picture(&["**", "**"], FirstClick::Safe).unwrap_err();
    assert_eq!(
        err.to_string(),
        "mines must be between 1 and 3 on a 2×2 board, got 4"
    );
    assert!(
        Game::from_picture(&["..", ".."], FirstClick::Safe).is_err(),
        "no mine at all"
    );
}
