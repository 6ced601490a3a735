use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::{Action, Config};

/// A position's chances by listing every layout of its hidden cells: the independent count
/// the solver's are checked against, and the dead cells by their definition.
struct Brute {
    probability: Vec<Option<f64>>,
    dead: Vec<usize>,
    layouts: usize,
}

fn brute(setup: &Setup) -> Brute {
    let grid = setup.grid();
    let cells = setup.cells();
    let hidden: Vec<usize> = (0..cells.len())
        .filter(|&i| cells[i] == Cell::Hidden)
        .collect();
    let flags = cells.iter().filter(|c| **c == Cell::Flag).count() as u32;
    let left = setup.mines() - flags;
    let mut mine_counts = vec![0usize; cells.len()];
    // For each hidden cell, the numbers it shows in the layouts where it is safe.
    let mut shows: Vec<std::collections::BTreeSet<u32>> = vec![Default::default(); cells.len()];
    let mut layouts = 0;
    for mask in 0u32..(1 << hidden.len()) {
        if mask.count_ones() != left {
            continue;
        }
        let mine = |i: usize| {
            cells[i] == Cell::Flag
                || hidden
                    .iter()
                    .position(|&h| h == i)
                    .is_some_and(|k| mask & (1 << k) != 0)
        };
        let fits = (0..cells.len()).all(|i| match cells[i] {
            Cell::Open(n) => grid.neighbours(i).filter(|&m| mine(m)).count() == usize::from(n),
            _ => true,
        });
        if !fits {
            continue;
        }
        layouts += 1;
        for &h in &hidden {
            if mine(h) {
                mine_counts[h] += 1;
            } else {
                shows[h].insert(grid.neighbours(h).filter(|&m| mine(m)).count() as u32);
            }
        }
    }
    let probability = (0..cells.len())
        .map(|i| (cells[i] == Cell::Hidden).then(|| mine_counts[i] as f64 / layouts as f64))
        .collect::<Vec<_>>();
    let dead = hidden
        .iter()
        .copied()
        .filter(|&h| mine_counts[h] > 0 && mine_counts[h] < layouts && shows[h].len() == 1)
        .collect();
    Brute {
        probability,
        dead,
        layouts,
    }
}

/// A random small position from a real layout: some cells opened (with their true numbers),
/// some mines flagged.
fn random_setup(rng: &mut ChaCha8Rng) -> Setup {
    let (rows, cols) = (rng.random_range(2..6u32), rng.random_range(2..6u32));
    let cells = (rows * cols) as usize;
    let mines = rng.random_range(1..=(cells as u32 * 2 / 5).max(1));
    let mut layout: Vec<bool> = (0..cells).map(|i| i < mines as usize).collect();
    for i in (1..cells).rev() {
        layout.swap(i, rng.random_range(0..=i));
    }
    let grid = Grid::new(rows, cols);
    let mut setup = Setup::new(rows, cols, mines).expect("a small board");
    for i in 0..cells {
        let pos = grid.pos(i);
        let roll: f64 = rng.random();
        let cell = if layout[i] {
            if roll < 0.2 {
                Cell::Flag
            } else {
                Cell::Hidden
            }
        } else if roll < 0.55 {
            Cell::Open(grid.neighbours(i).filter(|&n| layout[n]).count() as u8)
        } else {
            Cell::Hidden
        };
        setup = setup.with(pos, cell);
    }
    setup
}

#[test]
fn chances_are_those_of_an_independent_count_on_many_small_positions() {
    let mut rng = ChaCha8Rng::seed_from_u64(58);
    let (mut compared, mut with_dead, mut dead_listed) = (0, 0, 0);
    for round in 0..600 {
        let setup = random_setup(&mut rng);
        let truth = brute(&setup);
        let study = setup
            .study()
            .unwrap_or_else(|e| panic!("round {round}: {e}\n{}", setup.to_text()));
        assert!(study.exact, "round {round}");
        for (i, (ours, theirs)) in study.probability.iter().zip(&truth.probability).enumerate() {
            match (ours, theirs) {
                (Some(a), Some(b)) => assert!(
                    (a - b).abs() < 1e-9,
                    "round {round}, cell {i}: {a} against {b}\n{}",
                    setup.to_text()
                ),
                (a, b) => assert_eq!(a.is_some(), b.is_some(), "round {round}, cell {i}"),
            }
            compared += 1;
        }
        if let Some(dead) = &study.dead {
            assert_eq!(
                dead,
                &truth.dead,
                "round {round}: dead cells\n{}",
                setup.to_text()
            );
            with_dead += 1;
            dead_listed += dead.len();
        }
        assert!(truth.layouts > 0);
    }
    assert!(
        compared > 5_000 && with_dead > 300 && dead_listed > 20,
        "{compared} {with_dead} {dead_listed}"
    );
}

#[test]
fn on_big_boards_the_chances_are_the_solvers_for_the_game() {
    for seed in 0..12 {
        let mut game = Game::new(Config::EXPERT, seed)
            .apply(Action::Reveal(Pos::new(8, 15)))
            .expect("on the board")
            .game;
        // Play the solver's certain moves for a while, so there is a frontier.
        for _ in 0..40 {
            match solver::hint(&game) {
                Some(solver::Hint::Safe(pos)) => {
                    game = game.apply(Action::Reveal(pos)).expect("safe").game
                }
                _ => break,
            }
        }
        if game.status().is_over() {
            continue;
        }
        let setup = Setup::of_game(&game);
        let study = setup.study().expect("a real game's position can be");
        let solver = solver::analyse(&Position::of(&game));
        for i in 0..game.grid().cells() {
            if let Some(p) = study.probability[i] {
                assert!(
                    (p - solver.probabilities[i]).abs() < 1e-9,
                    "seed {seed}, cell {i}"
                );
            }
        }
        // And its text reads back as the same position.
        assert_eq!(Setup::parse(&setup.to_text()), Ok(setup));
    }
}

#[test]
fn a_mine_text_reads_and_writes_back() {
    let text = "4x3x2\n1F1H\n1221\nHHHH\n";
    let setup = Setup::parse(text).expect("a position");
    assert_eq!(
        (setup.grid().cols(), setup.grid().rows(), setup.mines()),
        (4, 3, 2)
    );
    assert_eq!(setup.cells()[1], Cell::Flag);
    assert_eq!(setup.cells()[4], Cell::Open(1));
    assert_eq!(setup.to_text(), text);
    // Any character but a digit or F is hidden; CRLF line ends and a trailing line are fine.
    let other = Setup::parse("4x3x2\r\n1F1.\r\n1221\r\n????\r\n\r\n").expect("the same");
    assert_eq!(other, setup);
    let study = setup.study().expect("it can be");
    assert_eq!(study.probability[1], None, "a flag has no chance");
    assert_eq!(study.probability[4], None, "an open cell has none");
    // The flag and the 2s leave one mine, below the middle: the rest is safe.
    assert_eq!(study.mines, vec![10]);
    assert_eq!(study.safe, vec![3, 8, 9, 11]);
    assert_eq!(study.clear.map(|(chance, _)| chance), Some(1.0));
}

#[test]
fn a_position_that_cannot_be_is_refused_with_where_and_why() {
    let refused = |text: &str| Setup::parse(text).expect_err(text);
    assert_eq!(refused("4x3"), SetupError::Header);
    assert_eq!(refused("ax3x3\n"), SetupError::Header);
    assert_eq!(refused(""), SetupError::Header);
    assert_eq!(
        refused("0x3x1\n"),
        SetupError::Size {
            rows: 3,
            cols: 0,
            max: 200
        }
    );
    assert_eq!(
        refused("300x3x1\n"),
        SetupError::Size {
            rows: 3,
            cols: 300,
            max: 200
        }
    );
    assert_eq!(
        refused("4x3x3\nHHHH\nHHH\nHHHH\n"),
        SetupError::RowLength {
            row: 1,
            length: 3,
            cols: 4
        }
    );
    assert_eq!(
        refused("4x3x3\nHHHH\nHHHH\n"),
        SetupError::MissingRows { rows: 3, found: 2 }
    );
    // A 3 with two cells around it that could hold a mine.
    assert_eq!(
        refused("3x2x3\n3HH\n11H\n"),
        SetupError::NumberTooLarge {
            pos: Pos::new(0, 0),
            number: 3,
            room: 1
        }
    );
    assert_eq!(
        refused("3x3x3\n1FH\nFHH\nHHH\n"),
        SetupError::FlagsAroundNumber {
            pos: Pos::new(0, 0),
            number: 1,
            flags: 2
        }
    );
    assert_eq!(
        refused("3x1x1\nFFH\n"),
        SetupError::MoreFlagsThanMines { flags: 2, mines: 1 }
    );
    assert_eq!(
        refused("3x1x3\n0HH\n"),
        SetupError::TooManyMines { mines: 3, room: 2 }
    );
    // Each number can be met, not all: a 1 and a 2 over the same two cells.
    let none = Setup::parse("2x2x2\n12\nHH\n").expect("each number fits");
    assert_eq!(none.study(), Err(SetupError::NoLayout));
    // The words for logs say where, from 1.
    assert_eq!(
        SetupError::NumberTooLarge {
            pos: Pos::new(0, 0),
            number: 3,
            room: 1
        }
        .to_string(),
        "the 3 at row 1, column 1 has 1 cells around it for mines"
    );
}

#[test]
fn a_fifty_fifty_is_found_and_its_clearing_chance_is_a_half() {
    // Two hidden cells under two 1s, one mine between them: nothing can tell them apart.
    let setup = Setup::parse("2x2x1\n11\nHH\n").expect("a 50/50");
    let study = setup.study().expect("it can be");
    assert_eq!(study.fifty_fifties, vec![(2, 3)]);
    let (chance, cell) = study.clear.expect("small enough to search");
    assert!(
        (chance - 0.5).abs() < 1e-9 && (cell == 2 || cell == 3),
        "{chance} {cell}"
    );
    assert_eq!(
        study.dead,
        Some(vec![2, 3]),
        "opening either tells nothing more"
    );
    // Decided: cleared for certain, from a safe cell.
    let decided = Setup::parse("3x1x1\n1HH\n").expect("a mine beside the 1");
    let study = decided.study().expect("it can be");
    assert_eq!(study.clear, Some((1.0, 2)));
    assert_eq!(
        (study.safe.clone(), study.mines.clone()),
        (vec![2], vec![1])
    );
    assert_eq!(study.safest, vec![2]);
    // A big open board is beyond the search.
    let open = Setup::new(30, 30, 150)
        .expect("a board")
        .study()
        .expect("it can be");
    assert_eq!((open.clear, open.dead.clone()), (None, None));
}

/// A thousand separate numbers beside tens of thousands of cells off the frontier: the
/// solver's sum of layouts underflows, which once read as "no layout fits". A position taken
/// from a real layout can always be: its chances are estimated instead.
#[test]
fn a_big_scattered_position_from_a_real_layout_is_never_refused() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let (rows, cols, mines) = (200u32, 200u32, 6000u32);
    let grid = Grid::new(rows, cols);
    let cells = grid.cells();
    let mut layout: Vec<bool> = (0..cells).map(|i| i < mines as usize).collect();
    for i in (1..cells).rev() {
        layout.swap(i, rng.random_range(0..=i));
    }
    let mut setup = Setup::new(rows, cols, mines).expect("a big board");
    for _ in 0..3000 {
        let i = rng.random_range(0..cells);
        if !layout[i] {
            let n = grid.neighbours(i).filter(|&n| layout[n]).count() as u8;
            setup = setup.with(grid.pos(i), Cell::Open(n));
        }
    }
    let study = setup.study().expect("a position from a real layout can be");
    assert!(!study.exact, "too many layouts to count: estimated");
    assert!(study
        .probability
        .iter()
        .flatten()
        .all(|p| (0.0..=1.0).contains(p)));
}
