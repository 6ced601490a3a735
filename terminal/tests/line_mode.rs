//! Line mode through the real binary: transcripts with `assert_cmd`, every error message, the
//! flags, and a whole game won over `--json` by a small deduction player.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command as Process, Stdio};

use assert_cmd::Command;
use serde_json::Value;

fn mines() -> Command {
    let mut command = Command::cargo_bin("mines").expect("the mines binary is built");
    // Never the real data directory, whatever the test does.
    command.env(
        "XDG_DATA_HOME",
        std::env::temp_dir().join("mines-line-tests"),
    );
    command
}

fn run(args: &[&str], input: &[u8]) -> (String, String, i32) {
    let output = mines().args(args).write_stdin(input).output().unwrap();
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code().unwrap_or(-1),
    )
}

#[test]
fn a_text_transcript() {
    let (out, err, code) = run(
        &["--line", "--preset", "beginner", "--seed", "12345"],
        b"r 5 5\nf 1 3\nprob 9 9\nquit\nr 1 1\n",
    );
    assert_eq!(code, 0);
    assert_eq!(err, "");
    insta::assert_snapshot!(out);
}

#[test]
fn every_bad_line_gets_one_clear_line_and_changes_nothing() {
    let mut input = Vec::new();
    input.extend_from_slice(
        b"r 12 1\nf\nx\nr 1 1 1\nr 5 5\nr 5 5\nf 5 5\nr a b\nprob 0 3\nnew 1 1 1\nnew 9 9 99\n",
    );
    input.extend_from_slice(b"r 1\x00 1\n\xc3\x28\n");
    input.extend_from_slice(&[b'9'; 100_000]);
    input.extend_from_slice(b"\nboard\n");
    let (out, err, code) = run(&["--preset", "beginner", "--seed", "12345"], &input);
    assert_eq!(code, 0);
    let errors: Vec<&str> = err.lines().collect();
    assert_eq!(
        errors,
        [
            "row 12 is outside 1..9",
            "f needs ROW COL",
            "unknown command \"x\" (try help)",
            "r needs ROW COL and nothing more, got \"1\" after them",
            "5 5 is already revealed",
            "5 5 is already revealed: only a hidden cell takes a flag",
            "row \"a\" is not a whole number",
            "row 0 is outside 1..9",
            "rows must be from 2 to 200, got 1",
            "mines must be from 1 to 80 on a 9×9 board, got 99",
            "the line holds a NUL byte",
            "the line is not valid UTF-8 text",
            "the line is 100000 bytes long; a command is at most 4096",
        ]
    );
    // The board printed by `board` at the end is the one after `r 5 5`.
    let boards: Vec<&str> = out.split("  1 2 3 4 5 6 7 8 9\n").collect();
    assert_eq!(boards.len(), 4, "start, r 5 5, board:\n{out}");
    assert_eq!(boards[2], boards[3]);
}

#[test]
fn a_finished_game_takes_only_new_and_quit() {
    // Beginner, seed 12345, opened at 5 5: a mine is at 1 3 (the golden layout below).
    let (out, err, code) = run(
        &["--json", "--preset", "beginner", "--seed", "12345"],
        b"r 5 5\nr 1 3\nr 9 9\nhint\nnew seed 3\n",
    );
    assert_eq!(code, 0);
    assert_eq!(err, "");
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[2]["status"], "lost");
    assert_eq!(lines[3]["error"], "the game is over: new or quit");
    assert_eq!(lines[4]["error"], "the game is over: new or quit");
    assert_eq!(lines[5]["status"], "ready");
    assert_eq!(lines[5]["seed"], 3);
}

#[test]
fn the_same_seed_and_first_click_give_the_browsers_board() {
    let (out, _, _) = run(
        &["--json", "--preset", "beginner", "--seed", "12345"],
        b"r 5 5\nr 1 3\n",
    );
    let last: Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    let board: String = last["board"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row.as_str().unwrap())
        .collect();
    let mines: Vec<usize> = board
        .char_indices()
        .filter(|&(_, c)| c == '*' || c == 'X')
        .map(|(i, _)| i)
        .collect();
    // The indices the engine's golden test pins natively and in wasm (tests/components.rs).
    assert_eq!(mines, [2, 4, 6, 15, 23, 27, 29, 33, 51, 62]);
}

#[test]
fn it_asks_for_the_board_like_the_original_and_reprompts() {
    let (out, err, code) = run(&["--seed", "1"], b"nine\n9\n1\n12\n0\n12\nq\n");
    assert_eq!(code, 0);
    assert_eq!(
        err.lines().collect::<Vec<_>>(),
        [
            "rows must be a whole number, got \"nine\"",
            "columns must be from 2 to 200, got 1",
            "mines must be from 1 to 107 on a 9×12 board, got 0",
        ]
    );
    assert!(out.contains("ready: reveal a cell to start (r ROW COL) — 9×12, 12 mines, seed 1"));
}

#[test]
fn help_version_and_bad_flags() {
    let (out, _, code) = run(&["--help"], b"");
    assert_eq!(code, 0);
    for flag in [
        "--preset",
        "--rows",
        "--seed",
        "--rule",
        "--line",
        "--json",
        "--no-color",
    ] {
        assert!(out.contains(flag), "--help names {flag}");
    }
    let (out, _, code) = run(&["--version"], b"");
    assert_eq!((out.trim(), code), ("mines 0.1.0", 0));
    for (args, says) in [
        (
            &["--rows", "300", "--cols", "9", "--mines", "3"][..],
            "300 is not in 2..=200",
        ),
        (
            &["--rows", "9", "--cols", "9", "--mines", "81"],
            "mines must be from 1 to 80 on a 9×9 board, got 81",
        ),
        (&["--rows", "9"], "required arguments were not provided"),
        (
            &["--preset", "huge"],
            "[possible values: beginner, intermediate, expert]",
        ),
        (&["--rule", "never"], "[possible values: opening, safe]"),
        (&["--seed", "x"], "invalid digit"),
        (&["--bogus"], "unexpected argument '--bogus'"),
    ] {
        let (_, err, code) = run(args, b"");
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

/// Plays through `--json` as a program would: reads the board, flags and opens what the
/// single-number rule proves, and asks for a hint only when that finds nothing. (Seed 3 is a
/// game this player wins; on seed 2 a hint's guess loses.)
#[test]
fn a_whole_game_won_through_json_by_a_deduction_player() {
    let mut child = Process::new(assert_cmd::cargo::cargo_bin("mines"))
        .args(["--json", "--preset", "intermediate", "--seed", "3"])
        .env(
            "XDG_DATA_HOME",
            std::env::temp_dir().join("mines-line-tests"),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut state: Value = serde_json::from_str(&lines.next().unwrap().unwrap()).unwrap();
    let mut moves = 0;
    let mut hints = 0;
    while state["status"] == "ready" || state["status"] == "playing" {
        let board: Vec<Vec<char>> = state["board"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r.as_str().unwrap().chars().collect())
            .collect();
        let command = deduce(&board).unwrap_or_else(|| {
            hints += 1;
            "hint".to_string()
        });
        writeln!(stdin, "{command}").unwrap();
        state = serde_json::from_str(&lines.next().unwrap().unwrap()).unwrap();
        assert!(state.get("error").is_none(), "{command}: {state}");
        moves += 1;
        assert!(moves < 1000, "the game ends");
    }
    assert_eq!(
        state["status"], "won",
        "after {moves} moves and {hints} hints"
    );
    assert_eq!(state["mines_left"], 0);
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

/// The single-number rule: a number whose hidden neighbours are all mines flags one; a number
/// whose flags are all placed opens a hidden neighbour. 1-based `f`/`r` commands.
fn deduce(board: &[Vec<char>]) -> Option<String> {
    let (rows, cols) = (board.len() as i64, board[0].len() as i64);
    for r in 0..rows {
        for c in 0..cols {
            let Some(n) = board[r as usize][c as usize].to_digit(10) else {
                continue;
            };
            let around: Vec<(i64, i64)> = (-1..=1)
                .flat_map(|dr| (-1..=1).map(move |dc| (r + dr, c + dc)))
                .filter(|&(y, x)| {
                    (y, x) != (r, c) && (0..rows).contains(&y) && (0..cols).contains(&x)
                })
                .collect();
            let at = |&(y, x): &(i64, i64)| board[y as usize][x as usize];
            let hidden: Vec<_> = around.iter().filter(|p| at(p) == '#').collect();
            let flags = around.iter().filter(|p| at(p) == 'F').count() as u32;
            if let Some(&&(y, x)) = hidden.first() {
                if flags + hidden.len() as u32 == n {
                    return Some(format!("f {} {}", y + 1, x + 1));
                }
                if flags == n {
                    return Some(format!("r {} {}", y + 1, x + 1));
                }
            }
        }
    }
    None
}

#[test]
fn a_no_guess_board_is_won_by_hints_that_never_guess() {
    let mut input = String::from("r 8 15\n");
    input.push_str(&"hint\n".repeat(400));
    let (out, err, code) = run(
        &["--json", "--no-guess", "--preset", "expert", "--seed", "11"],
        input.as_bytes(),
    );
    assert_eq!(code, 0);
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let first = lines[1]["message"].as_str().unwrap();
    assert!(first.starts_with("no-guess board: it needs "), "{first}");
    let mut won = false;
    for line in &lines[2..] {
        if let Some(message) = line["message"].as_str() {
            assert!(message.ends_with(", safe"), "a hint guessed: {message}");
        }
        won |= line["status"] == "won";
    }
    assert!(won, "{err}");
    let (_, err, code) = run(&["--no-guess", "--rule", "safe"], b"");
    assert_eq!(code, 2);
    assert!(
        err.contains("--no-guess boards open at the first reveal"),
        "{err}"
    );
}
