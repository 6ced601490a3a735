//! A bot that plays like a person, for the tests that need real games: replays, counters,
//! EVF files.
#![allow(dead_code)]

use minesweeper_engine::replay::{Recorder, Replay};
use minesweeper_engine::solver::{self, Position};
use minesweeper_engine::{Action, CellView, Config, FirstClick, Game, Pos, Status};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The boards: the three presets and a spread of custom sizes and densities.
pub fn config_of(seed: u64) -> Config {
    let (rows, cols, mines) = match seed % 6 {
        0 => (9, 9, 10),
        1 => (16, 16, 40),
        2 => (16, 30, 99),
        3 => (8, 8, 10),
        _ => (6 + seed % 25, 6 + seed % 37, 3 + seed % 70),
    };
    let mines = mines.min(rows * cols / 3);
    Config::new(rows, cols, mines, FirstClick::Opening).expect("a valid test board")
}

/// A game played by a bot with human habits: it reveals certain cells or flags certain mines
/// and chords, sometimes clicks an open number or flags and unflags a cell for nothing, and
/// guesses where the solver would when nothing is certain.
pub fn bot_game(seed: u64) -> Replay {
    bot_game_on(config_of(seed), seed)
}

/// The bot's game on `config`.
pub fn bot_game_on(config: Config, seed: u64) -> Replay {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut game = Game::new(config, seed);
    let mut recorder = Recorder::default();
    let mut at = 10_000.0;
    let grid = config.grid();
    let mut act = |game: &mut Game, action: Action, rng: &mut ChaCha8Rng| {
        at += f64::from(rng.random_range(40..900u32));
        let step = game.apply(action).expect("on the board");
        recorder.record(action, at, false, !step.is_unchanged());
        *game = step.game;
    };
    let first = Pos::new(
        rng.random_range(0..config.rows()),
        rng.random_range(0..config.cols()),
    );
    act(&mut game, Action::Reveal(first), &mut rng);
    let mut moves = 0;
    while game.status() == Status::Playing && moves < 4_000 {
        moves += 1;
        let analysis = solver::analyse(&Position::of(&game));
        let open: Vec<usize> = (0..grid.cells())
            .filter(|&i| matches!(game.view_at(i), CellView::Revealed(n) if n > 0))
            .collect();
        let roll = rng.random_range(0..100u32);
        // Now and then a click that changes nothing, or a flag taken back.
        if roll < 4 && !open.is_empty() {
            let cell = grid.pos(open[rng.random_range(0..open.len())]);
            let action = if roll < 2 {
                Action::ToggleFlag(cell)
            } else {
                Action::Chord(cell)
            };
            act(&mut game, action, &mut rng);
            continue;
        }
        if roll < 6 {
            let hidden: Vec<usize> = (0..grid.cells())
                .filter(|&i| game.view_at(i) == CellView::Hidden)
                .collect();
            if let Some(&cell) = hidden.get(rng.random_range(0..hidden.len().max(1))) {
                act(&mut game, Action::ToggleFlag(grid.pos(cell)), &mut rng);
                act(&mut game, Action::ToggleFlag(grid.pos(cell)), &mut rng);
                continue;
            }
        }
        // Flag the certain mines around a number and chord it.
        if roll < 55 {
            let chordable = open.iter().copied().find(|&i| {
                let closed: Vec<usize> = grid
                    .neighbours(i)
                    .filter(|&n| game.view_at(n) == CellView::Hidden)
                    .collect();
                !closed.is_empty()
                    && grid.neighbours(i).all(|n| {
                        game.view_at(n) != CellView::Hidden
                            || analysis.mines.contains(&n)
                            || analysis.safe.contains(&n)
                    })
                    && closed.iter().any(|n| analysis.safe.contains(n))
            });
            if let Some(number) = chordable {
                for n in grid.neighbours(number) {
                    if analysis.mines.contains(&n) && game.view_at(n) == CellView::Hidden {
                        act(&mut game, Action::ToggleFlag(grid.pos(n)), &mut rng);
                    }
                }
                let how = if rng.random_bool(0.5) {
                    Action::Chord(grid.pos(number))
                } else {
                    Action::Reveal(grid.pos(number))
                };
                act(&mut game, how, &mut rng);
                continue;
            }
        }
        let target = match analysis.safe.first() {
            Some(&safe) => grid.pos(safe),
            None => match solver::hint(&game) {
                Some(hint) => hint.pos(),
                None => break,
            },
        };
        act(&mut game, Action::Reveal(target), &mut rng);
    }
    Replay::of(&game, recorder.into_moves()).expect("the bot's game replays")
}
