//! Properties over random configurations, seeds and action sequences.

mod common;

use std::collections::{BTreeSet, HashSet};

use minesweeper_rules::{Action, CellView, Config, FirstClick, Game, Outcome, Pos, Status};
use proptest::prelude::*;

fn config_strategy() -> impl Strategy<Value = Config> {
    (1u64..=12, 1u64..=12, any::<bool>())
        .prop_filter("at least two cells", |(r, c, _)| r * c >= 2)
        .prop_flat_map(|(rows, cols, opening)| {
            let rule = if opening {
                FirstClick::Opening
            } else {
                FirstClick::Safe
            };
            (1..rows * cols)
                .prop_map(move |mines| Config::new(rows, cols, mines, rule).expect("in range"))
        })
}

/// Actions mostly on the board, sometimes just outside it.
fn actions_strategy(max: usize) -> impl Strategy<Value = Vec<(u8, u32, u32)>> {
    prop::collection::vec((0u8..4, 0u32..14, 0u32..14), 0..max)
}

fn to_action((kind, row, col): (u8, u32, u32)) -> Action {
    let pos = Pos::new(row, col);
    match kind {
        0 => Action::Reveal(pos),
        1 => Action::ToggleFlag(pos),
        2 => Action::Chord(pos),
        _ => Action::CycleMark(pos),
    }
}

/// The true layout, learned through the public API only: reveal a clone's cells until the game
/// ends, when the engine shows every mine.
fn mines_of(game: &Game) -> HashSet<Pos> {
    let mut game = game.clone();
    let grid = game.grid();
    for i in 0..grid.cells() {
        if game.status().is_over() {
            break;
        }
        for action in [Action::ToggleFlag(grid.pos(i)), Action::Reveal(grid.pos(i))] {
            if game.view_at(i) == CellView::Flagged || action == Action::Reveal(grid.pos(i)) {
                game = game.apply(action).expect("on the board").game;
            }
        }
    }
    game.revealed_mines()
        .unwrap_or_default()
        .into_iter()
        .collect()
}

fn neighbour_mines(game: &Game, mines: &HashSet<Pos>, pos: Pos) -> usize {
    let grid = game.grid();
    let index = grid.index(pos).expect("on the board");
    grid.neighbours(index)
        .filter(|&n| mines.contains(&grid.pos(n)))
        .count()
}

fn views(game: &Game) -> Vec<CellView> {
    (0..game.grid().cells()).map(|i| game.view_at(i)).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn no_action_panics_and_changes_are_exactly_the_changed_views(
        config in config_strategy(), seed in any::<u64>(), actions in actions_strategy(60),
    ) {
        let mut game = Game::new(config, seed);
        for action in actions.into_iter().map(to_action) {
            let Ok(step) = game.apply(action) else {
                prop_assert!(!game.grid().contains(action.pos()));
                continue;
            };
            let (before, after) = (views(&game), views(&step.game));
            let differ: BTreeSet<Pos> = (0..before.len())
                .filter(|&i| before[i] != after[i])
                .map(|i| game.grid().pos(i))
                .collect();
            let changed: BTreeSet<Pos> = step.changed.iter().copied().collect();
            prop_assert_eq!(changed.len(), step.changed.len(), "no cell listed twice");
            prop_assert_eq!(&changed, &differ);
            prop_assert_eq!(step.is_unchanged(), step.game == game);
            game = step.game;
        }
    }

    #[test]
    fn shown_counts_are_true_and_the_mine_count_is_exact(
        config in config_strategy(), seed in any::<u64>(), actions in actions_strategy(40),
    ) {
        let mut game = Game::new(config, seed);
        for action in actions.into_iter().map(to_action) {
            game = game.apply(action).map(|s| s.game).unwrap_or(game);
        }
        prop_assume!(game.has_mines());
        let mines = mines_of(&game);
        prop_assert_eq!(mines.len(), config.mines() as usize);
        let grid = game.grid();
        for i in 0..grid.cells() {
            let pos = grid.pos(i);
            if let CellView::Revealed(n) = game.view_at(i) {
                prop_assert!(!mines.contains(&pos));
                prop_assert_eq!(usize::from(n), neighbour_mines(&game, &mines, pos));
            }
        }
    }

    #[test]
    fn the_first_reveal_never_loses_and_opens_a_zero_when_the_board_allows(
        config in config_strategy(), seed in any::<u64>(), row in 0u32..12, col in 0u32..12,
    ) {
        let pos = Pos::new(row % config.rows(), col % config.cols());
        let step = Game::new(config, seed).apply(Action::Reveal(pos)).expect("on the board");
        prop_assert_ne!(step.outcome, Outcome::Lost);
        let grid = config.grid();
        let around = grid.neighbours(grid.index(pos).expect("on the board")).count();
        if config.first_click() == FirstClick::Opening && config.cells() - 1 - around >= config.mines() as usize {
            prop_assert_eq!(step.game.view(pos), Some(CellView::Revealed(0)));
        }
    }

    #[test]
    fn a_zero_opens_exactly_its_connected_zero_region_and_border(
        (config, mine_cells) in (2u64..=12, 2u64..=12).prop_flat_map(|(rows, cols)| {
            // Sparse layouts, so that most boards have zeros to start from.
            (1..=rows * cols / 4).prop_flat_map(move |mines| {
                let config = Config::new(rows, cols, mines, FirstClick::Safe).expect("in range");
                (Just(config), prop::sample::subsequence((0..config.cells()).collect::<Vec<_>>(), mines as usize))
            })
        }),
        start in any::<prop::sample::Index>(),
    ) {
        let grid = config.grid();
        let mines: Vec<Pos> = mine_cells.iter().map(|&i| grid.pos(i)).collect();
        let mine_set: HashSet<Pos> = mines.iter().copied().collect();
        let game = Game::with_mines(config, &mines).expect("valid layout");
        let count = |i: usize| grid.neighbours(i).filter(|&n| mine_set.contains(&grid.pos(n))).count();
        let zeros: Vec<usize> = (0..grid.cells()).filter(|&i| !mine_set.contains(&grid.pos(i)) && count(i) == 0).collect();
        prop_assume!(!zeros.is_empty());
        let start = zeros[start.index(zeros.len())];

        let mut expected = BTreeSet::from([grid.pos(start)]);
        let mut stack = vec![start];
        let mut seen = HashSet::from([start]);
        while let Some(zero) = stack.pop() {
            for n in grid.neighbours(zero) {
                expected.insert(grid.pos(n));
                if count(n) == 0 && seen.insert(n) {
                    stack.push(n);
                }
            }
        }
        let step = game.apply(Action::Reveal(grid.pos(start))).expect("on the board");
        let revealed: BTreeSet<Pos> = (0..grid.cells())
            .filter(|&i| matches!(step.game.view_at(i), CellView::Revealed(_)))
            .map(|i| grid.pos(i))
            .collect();
        prop_assert_eq!(&revealed, &expected);
        if step.outcome != Outcome::Won {
            prop_assert_eq!(step.changed.iter().copied().collect::<BTreeSet<_>>(), expected);
        }
    }

    #[test]
    fn won_exactly_when_every_safe_cell_is_revealed(
        config in config_strategy(), seed in any::<u64>(), actions in actions_strategy(80),
    ) {
        let mut game = Game::new(config, seed);
        for action in actions.into_iter().map(to_action) {
            game = game.apply(action).map(|s| s.game).unwrap_or(game);
            let revealed = views(&game).iter().filter(|v| matches!(v, CellView::Revealed(_))).count();
            prop_assert_eq!(revealed, game.revealed());
            prop_assert_eq!(game.status() == Status::Won, revealed == config.safe_cells());
            let flagged = views(&game).iter().filter(|v| **v == CellView::Flagged).count();
            if game.status() != Status::Lost {
                prop_assert_eq!(game.mines_left(), i64::from(config.mines()) - flagged as i64);
            }
            if game.status() == Status::Won {
                prop_assert_eq!(game.mines_left(), 0);
            }
        }
    }

    #[test]
    fn serialization_round_trips_exactly(
        config in config_strategy(), seed in any::<u64>(), actions in actions_strategy(40),
    ) {
        let mut game = Game::new(config, seed);
        for action in actions.into_iter().map(to_action) {
            game = game.apply(action).map(|s| s.game).unwrap_or(game);
            let json = serde_json::to_string(&game).expect("serializes");
            let back: Game = serde_json::from_str(&json).expect("restores");
            prop_assert_eq!(&back, &game);
        }
    }

    #[test]
    fn corrupted_saves_are_rejected_or_restored_never_a_panic(
        seed in any::<u64>(), cut in any::<prop::sample::Index>(), byte in any::<u8>(),
    ) {
        let game = Game::new(Config::BEGINNER, seed).apply(Action::Reveal(Pos::new(4, 4))).expect("on board").game;
        let mut json = serde_json::to_vec(&game).expect("serializes");
        let at = cut.index(json.len());
        json[at] = byte;
        if let Ok(text) = std::str::from_utf8(&json) {
            if let Ok(restored) = serde_json::from_str::<Game>(text) {
                // Whatever loads is playable: every move keeps working.
                let _ = restored.apply(Action::Reveal(Pos::new(0, 0)));
            }
        }
    }
}
