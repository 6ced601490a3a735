//! Our counters and EVF files against ms_toollib, the Minesweeper community's reference
//! library: 3BV, ZiNi and HZiNi on 240 seeded boards, and every counter of 240 games played by
//! a bot that flags, chords, guesses and wastes clicks like a person, each exported as EVF and
//! read back by ms_toollib.
//!
//! The Python side is `toollib.py`, run with the interpreter in `MS_TOOLLIB_PYTHON`
//! (`scripts/setup.sh` installs ms_toollib 1.5.20 into `target/mstool-venv`, and
//! `scripts/test.sh` sets the variable). Without it the test says so and checks nothing else.

use std::path::PathBuf;
use std::process::Command;

use minesweeper_engine::counters::Counters;
use minesweeper_engine::replay::evf::EvfInfo;
use minesweeper_engine::replay::{Recorder, Replay};
use minesweeper_engine::solver::{self, Position};
use minesweeper_engine::{Action, CellView, Config, FirstClick, Game, Pos, Status};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

/// The boards: the three presets and a spread of custom sizes and densities.
fn config_of(seed: u64) -> Config {
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
fn bot_game(seed: u64) -> Replay {
    let config = config_of(seed);
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

fn python() -> Option<String> {
    std::env::var("MS_TOOLLIB_PYTHON")
        .ok()
        .filter(|p| !p.is_empty())
}

fn ask_toollib(python: &str, games: &Value, dir: &std::path::Path) -> Vec<Value> {
    let input = dir.join("games.json");
    std::fs::write(&input, games.to_string()).expect("the games are written");
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/toollib.py");
    let output = Command::new(python)
        .arg(script)
        .arg(&input)
        .output()
        .expect("ms_toollib's Python runs");
    assert!(
        output.status.success(),
        "toollib.py failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("toollib.py prints JSON")
}

fn close(ours: Option<f64>, theirs: &Value) -> bool {
    match (ours, theirs.as_f64()) {
        (Some(a), Some(b)) => (a - b).abs() <= 1e-9 * b.abs().max(1.0),
        // ms_toollib divides by zero into infinity or NaN, or leaves STNB at 0 on other boards.
        (None, Some(b)) => !b.is_finite() || b == 0.0,
        (None, None) => true,
        (Some(_), None) => false,
    }
}

#[test]
fn counters_and_evf_files_agree_with_ms_toollib() {
    let Some(python) = python() else {
        eprintln!(
            "MS_TOOLLIB_PYTHON is not set: ms_toollib comparison skipped (scripts/test.sh runs it)"
        );
        return;
    };
    let dir = tempfile::tempdir().expect("a scratch directory");
    let replays: Vec<Replay> = (0..240).map(bot_game).collect();
    let mut games = Vec::new();
    for (seed, replay) in replays.iter().enumerate() {
        let path = dir.path().join(format!("{seed}.evf"));
        let bytes = replay
            .to_evf(&EvfInfo::default())
            .expect("the game exports");
        std::fs::write(&path, &bytes).expect("the file is written");
        let config = replay.config();
        games.push(json!({
            "rows": config.rows(),
            "cols": config.cols(),
            "mines": replay.mines(),
            "evf": path,
        }));
    }
    let answers = ask_toollib(&python, &Value::Array(games), dir.path());
    assert_eq!(answers.len(), replays.len());
    let (mut won, mut lost, mut flagged, mut chorded) = (0, 0, 0, 0);
    for (seed, (replay, theirs)) in replays.iter().zip(&answers).enumerate() {
        let ours = Counters::of(replay);
        let what = format!("seed {seed} ({:?})", replay.config());
        let n = |key: &str| theirs[key].as_u64().unwrap_or(u64::MAX);
        assert_eq!(u64::from(ours.bbbv), n("bbbv"), "3BV, {what}");
        assert_eq!(u64::from(ours.zini), n("zini"), "ZiNi, {what}");
        assert_eq!(u64::from(ours.hzini), n("hzini"), "HZiNi, {what}");
        // The file reads back with the same board, time, 3BV and result.
        let board: Vec<i64> = theirs["evf_board"]
            .as_array()
            .expect("the board")
            .iter()
            .map(|c| c.as_i64().unwrap_or(0))
            .collect();
        let mines: Vec<u32> = (0..board.len())
            .filter(|&i| board[i] == -1)
            .map(|i| i as u32)
            .collect();
        assert_eq!(mines, replay.mines(), "the layout, {what}");
        assert_eq!(
            n("evf_bbbv"),
            u64::from(ours.bbbv),
            "the file's 3BV, {what}"
        );
        assert_eq!(n("rtime_ms"), u64::from(replay.time_ms()), "time, {what}");
        assert_eq!(
            theirs["completed"].as_bool(),
            Some(ours.won),
            "result, {what}"
        );
        for (key, value) in [
            ("left", ours.left),
            ("right", ours.right),
            ("double", ours.chords),
            ("lce", ours.left_effective),
            ("rce", ours.right_effective),
            ("dce", ours.chords_effective),
            ("cl", ours.clicks()),
            ("ce", ours.effective()),
            ("bbbv_solved", ours.bbbv_solved),
        ] {
            assert_eq!(n(key), u64::from(value), "{key}, {what}");
        }
        for (key, value) in [
            ("ioe", ours.ioe()),
            ("corr", ours.correctness()),
            ("thrp", ours.throughput()),
            ("rqp", ours.rqp()),
            ("stnb", ours.stnb()),
            ("bbbv_s", ours.bbbv_per_second()),
        ] {
            assert!(
                close(value, &theirs[key]),
                "{key}: ours {value:?}, ms_toollib {}, {what}",
                theirs[key]
            );
        }
        if ours.won {
            won += 1;
        } else {
            lost += 1;
        }
        flagged += u32::from(ours.right_effective > 0);
        chorded += u32::from(ours.chords_effective > 0);
    }
    // The games exercise what the counters count.
    assert!(won > 20 && lost > 20, "won {won}, lost {lost}");
    assert!(
        flagged > 100 && chorded > 100,
        "flagged {flagged}, chorded {chorded}"
    );
}

#[test]
fn an_evf_file_reads_back_as_the_same_game() {
    for seed in 0..60 {
        let replay = bot_game(seed);
        let bytes = replay
            .to_evf(&EvfInfo::default())
            .expect("the game exports");
        let (back, info) = Replay::from_evf(&bytes).expect("our own file reads");
        assert_eq!(back.mines(), replay.mines(), "seed {seed}");
        let (ours, theirs) = (replay.final_game(), back.final_game());
        assert_eq!(ours.status(), theirs.status(), "seed {seed}");
        for i in 0..ours.grid().cells() {
            assert_eq!(ours.view_at(i), theirs.view_at(i), "seed {seed}, cell {i}");
        }
        assert_eq!(info.time_ms, replay.time_ms());
        assert_eq!(info.completed, ours.status() == Status::Won);
        assert_eq!(
            Counters::of(&back).clicks(),
            Counters::of(&replay).clicks(),
            "seed {seed}"
        );
        // Cut anywhere, it is refused with a reason, never a panic.
        for cut in [1, 10, 40, bytes.len() / 2, bytes.len() - 1] {
            assert!(
                Replay::from_evf(&bytes[..cut]).is_err(),
                "seed {seed}, cut at {cut}"
            );
        }
    }
}
