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

mod bot;

use bot::bot_game_with_cursor;
use minesweeper_engine::counters::Counters;
use minesweeper_engine::export::to_evf;
use minesweeper_engine::reading::Opened;
use minesweeper_engine::replay::Replay;
use minesweeper_engine::video::Info;
use minesweeper_engine::Status;
use serde_json::{json, Value};

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
    let replays: Vec<Replay> = (0..240).map(bot_game_with_cursor).collect();
    let mut games = Vec::new();
    for (seed, replay) in replays.iter().enumerate() {
        let path = dir.path().join(format!("{seed}.evf"));
        let bytes = to_evf(replay, &Info::default()).expect("the game exports");
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
            ("path", ours.path),
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
        let replay = bot_game_with_cursor(seed);
        let bytes = to_evf(&replay, &Info::default()).expect("the game exports");
        let opened = Opened::read(&bytes, Some("ours.evf")).expect("our own file reads");
        let (back, info) = (opened.replay, opened.info);
        assert_eq!(back.mines(), replay.mines(), "seed {seed}");
        let (ours, theirs) = (replay.final_game(), back.final_game());
        assert_eq!(ours.status(), theirs.status(), "seed {seed}");
        for i in 0..ours.grid().cells() {
            assert_eq!(ours.view_at(i), theirs.view_at(i), "seed {seed}, cell {i}");
        }
        assert_eq!(info.time_ms, replay.time_ms());
        assert_eq!(info.completed, ours.status() == Status::Won);
        // Its mouse events, played through the click machine, count what the game counted,
        // the cursor's path included; and its track comes back with it.
        let counted = opened.counters;
        assert!(counted.path.is_some_and(|p| p > 0.0), "seed {seed}");
        assert_eq!(counted, Counters::of(&replay), "seed {seed}");
        assert_eq!(
            Counters::of(&back).clicks(),
            counted.clicks(),
            "seed {seed}"
        );
        // (A sample an event: the presses come back at the click's time, not held before it.)
        assert!(
            back.cursor().len() >= replay.cursor().len() / 2,
            "seed {seed}"
        );
        // Cut anywhere, it is refused with a reason, never a panic.
        for cut in [1, 10, 40, bytes.len() / 2, bytes.len() - 1] {
            assert!(
                Opened::read(&bytes[..cut], Some("cut.evf")).is_err(),
                "seed {seed}, cut at {cut}"
            );
        }
    }
}
