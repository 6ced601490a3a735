//! Engine and solver benchmarks: `cargo bench -p minesweeper-engine --bench engine`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use minesweeper_engine::battle::{Battle, BattleConfig, Move, Pace, Player, Snapshot};
use minesweeper_engine::replay::{Recorder, Replay};
use minesweeper_engine::review::Review;
use minesweeper_engine::solver::{self, Hint, Plan, Position};
use minesweeper_engine::{Action, CellView, Config, FirstClick, Game, Pos, Status};

/// The first click on a 1000 × 1000 board with one mine floods about 10⁶ cells.
fn million_cell_flood(c: &mut Criterion) {
    let config = Config::new(1000, 1000, 1, FirstClick::Opening).expect("valid");
    c.bench_function("first click, 1000x1000 with 1 mine", |b| {
        b.iter_batched(
            || Game::new(config, 1),
            |game| {
                game.apply(Action::Reveal(Pos::new(500, 500)))
                    .expect("on the board")
            },
            BatchSize::LargeInput,
        )
    });
}

/// The moves of a whole expert game: a scripted player that reveals every cell it can prove
/// safe with the trivial rule after an opening, then reveals the remaining safe cells
/// (learned from a lost copy) — about as many `apply` calls as a real game.
fn expert_game(c: &mut Criterion) {
    let seed = 2024;
    let first = Pos::new(7, 14);
    let opened = Game::new(Config::EXPERT, seed)
        .apply(Action::Reveal(first))
        .expect("on board")
        .game;
    let mines = lost_copy_mines(&opened);
    let script: Vec<Action> = (0..opened.grid().cells())
        .map(|i| opened.grid().pos(i))
        .map(|pos| {
            if mines.contains(&pos) {
                Action::ToggleFlag(pos)
            } else {
                Action::Reveal(pos)
            }
        })
        .collect();
    c.bench_function("expert game, all moves", |b| {
        b.iter(|| {
            let mut game = Game::new(Config::EXPERT, seed)
                .apply(Action::Reveal(first))
                .expect("on board")
                .game;
            for &action in &script {
                game = game.apply(action).expect("on board").game;
            }
            assert_eq!(game.status(), Status::Won);
            game
        })
    });
}

fn lost_copy_mines(game: &Game) -> Vec<Pos> {
    let grid = game.grid();
    let mut copy = game.clone();
    for i in 0..grid.cells() {
        if copy.view_at(i) == CellView::Hidden && !copy.status().is_over() {
            copy = copy
                .apply(Action::Reveal(grid.pos(i)))
                .expect("on board")
                .game;
        }
    }
    copy.revealed_mines().expect("the copy ended")
}

/// Every position the solver met in 20 expert games (opening rule), as `solver-bench` plays
/// them: all certain cells at once, else one move.
fn solver_positions() -> Vec<Position> {
    let mut positions = Vec::new();
    for seed in 0..20 {
        let mut game = Game::new(Config::EXPERT, seed);
        while !game.status().is_over() {
            let position = Position::of(&game);
            let cells = match solver::plan(&position) {
                Some(Plan::Safe(cells)) => cells,
                Some(Plan::Move(hint)) => {
                    vec![position.grid().index(hint.pos()).expect("on board")]
                }
                None => break,
            };
            for index in cells {
                let pos = position.grid().pos(index);
                game = game.apply(Action::Reveal(pos)).expect("on board").game;
                if game.status().is_over() {
                    break;
                }
            }
            positions.push(position);
        }
    }
    positions
}

/// The solver's cost per game, and per guess (where nearly all of it goes).
fn solver(c: &mut Criterion) {
    let positions = solver_positions();
    let guesses: Vec<&Position> = positions
        .iter()
        .filter(|p| matches!(solver::plan(p), Some(Plan::Move(Hint::Guess { .. }))))
        .collect();
    let name = format!(
        "solver: plan the {} positions of 20 expert games",
        positions.len()
    );
    c.bench_function(&name, |b| {
        b.iter(|| {
            for p in &positions {
                black_box(solver::plan(p));
            }
        })
    });
    let name = format!("solver: plan the {} guesses of those games", guesses.len());
    c.bench_function(&name, |b| {
        b.iter(|| {
            for p in &guesses {
                black_box(solver::plan(p));
            }
        })
    });
}

/// Expert games played by hints, one move a second, as replays: `count` of them, with their
/// moves.
fn hinted_replays(count: u64) -> Vec<Replay> {
    (0..count)
        .map(|seed| {
            let mut game = Game::new(Config::EXPERT, seed);
            let mut recorder = Recorder::default();
            let mut at = 0.0;
            while let Some(hint) = solver::hint(&game) {
                let action = Action::Reveal(hint.pos());
                let step = game.apply(action).expect("on board");
                at += 1_000.0;
                recorder.record(action, at, true, !step.is_unchanged());
                game = step.game;
            }
            Replay::of(&game, recorder.into_moves()).expect("it replays")
        })
        .collect()
}

/// The review of a whole expert game (goal: ≤ 100 ms natively).
fn review(c: &mut Criterion) {
    let replays = hinted_replays(20);
    let moves: usize = replays.iter().map(|r| r.moves().len()).sum();
    let name = format!("review: 20 expert games ({moves} moves), all moves graded");
    c.bench_function(&name, |b| {
        b.iter(|| {
            for replay in &replays {
                black_box(Review::of(replay));
            }
        })
    });
}

/// A long 200 × 200 battle, as a server stores it: both players open every safe cell they may
/// reach, each reveal after a flag set and taken back (16,479 moves).
fn long_battle() -> (Battle, Vec<(Player, Move)>) {
    let config = BattleConfig::new(200, 200, 6000, 5, Pace::Realtime).expect("valid");
    let start = Battle::new(config, 11);
    let mut battle = start.clone();
    let grid = battle.grid();
    let mines: std::collections::HashSet<Pos> = battle.mine_positions().into_iter().collect();
    let mut moves = Vec::new();
    let mut progress = true;
    while progress && !battle.is_over() {
        progress = false;
        for index in 0..grid.cells() {
            let pos = grid.pos(index);
            for player in Player::BOTH {
                if battle.is_over() || mines.contains(&pos) {
                    continue;
                }
                if !battle.is_legal_at(player, index) {
                    continue;
                }
                for mv in [Move::Flag(pos), Move::Flag(pos), Move::Reveal(pos)] {
                    battle.play(player, mv).expect("a legal move");
                    moves.push((player, mv));
                }
                progress = true;
            }
        }
    }
    (start, moves)
}

/// A server's rebuild of a stored battle: its moves played in place (linear), beside a copy a
/// move (`apply`, what the rebuild did before: quadratic).
fn battle_rebuild(c: &mut Criterion) {
    let (start, moves) = long_battle();
    let mut group = c.benchmark_group(format!(
        "battle rebuilt from {} moves, 200x200",
        moves.len()
    ));
    group.sample_size(10);
    group.bench_function("in place (play)", |b| {
        b.iter(|| {
            let mut battle = start.clone();
            for &(player, mv) in &moves {
                battle.play(player, mv).expect("stored moves are legal");
            }
            battle
        })
    });
    group.bench_function("a copy a move (apply)", |b| {
        b.iter(|| {
            let mut battle = start.clone();
            for &(player, mv) in &moves {
                battle = battle
                    .apply(player, mv)
                    .expect("stored moves are legal")
                    .battle;
            }
            battle
        })
    });
    // What a server does now: its last snapshot read (taken every 1,024 moves, so at most
    // 1,023 moves before the end) and the moves since played.
    let taken = moves.len() - 1_023;
    let mut at = start.clone();
    for &(player, mv) in &moves[..taken] {
        at.play(player, mv).expect("stored moves are legal");
    }
    let state = serde_json::to_string(&at.snapshot()).expect("a snapshot");
    let mines: Vec<u32> = start
        .mine_positions()
        .iter()
        .map(|p| p.row * 200 + p.col)
        .collect();
    group.bench_function("from a snapshot 1,023 moves before (resume)", |b| {
        b.iter(|| {
            let snapshot: Snapshot = serde_json::from_str(&state).expect("a snapshot");
            Battle::resume(start.config(), start.seed(), &mines, &snapshot, &moves)
                .expect("it fits")
        })
    });
    group.finish();
}

/// A battle's ordinary board where it costs most: 200 × 200 with one mine, whose layouts
/// (up to 128, for openings of one size) are each flooded whole. What a room waits for, and
/// a server's maker thread spends, when a stranger asks for it.
fn battle_board(c: &mut Criterion) {
    let config = BattleConfig::new(200, 200, 1, 3, Pace::Realtime).expect("settings");
    let mut group = c.benchmark_group("battle board");
    group.sample_size(10);
    group.bench_function("ordinary, 200x200 with 1 mine", |b| {
        b.iter(|| Battle::ordinary(config, 7))
    });
    group.finish();
}

criterion_group!(
    benches,
    million_cell_flood,
    expert_game,
    solver,
    review,
    battle_rebuild,
    battle_board
);
criterion_main!(benches);
