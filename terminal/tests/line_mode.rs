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
    // English whatever this machine's locale is (LC_ALL wins over LC_MESSAGES and LANG).
    command.env("LC_ALL", "C");
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
            "error: “300” is not a value of --rows <ROWS>: from 2 to 200",
        ),
        (
            &["--rows", "9", "--cols", "9", "--mines", "81"],
            "error: mines must be from 1 to 80 on a 9×9 board, got 81",
        ),
        (&["--rows", "9"], "--cols <COLS> must be given too"),
        (
            &["--preset", "huge"],
            "“huge” is not a value of --preset <PRESET>: it takes beginner, intermediate, expert",
        ),
        (
            &["--rule", "never"],
            "“never” is not a value of --rule <RULE>: it takes opening, safe",
        ),
        (
            &["--seed", "x"],
            "“x” is not a value of --seed <SEED>: a whole number",
        ),
        (&["--bogus"], "error: there is no --bogus here"),
        (
            &["frob"],
            "there is no command “frob”: the commands are ranked, login",
        ),
    ] {
        let (_, err, code) = run(args, b"");
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(
            err.ends_with("For more, try “mines --help”.\n"),
            "{args:?}: {err}"
        );
    }
}

/// `--help` and the refusals of flags in the language `--lang` (or the locale) asks for: a
/// Chinese help with no English sentence, and a refusal worded in Chinese before the flag
/// that chose it was read.
#[test]
fn help_and_refusals_speak_the_language_asked_for() {
    let chinese = |args: &[&str]| {
        let output = mines()
            .env("LC_ALL", "zh_CN.UTF-8")
            .args(args)
            .output()
            .unwrap();
        (
            String::from_utf8(output.stdout).unwrap(),
            String::from_utf8(output.stderr).unwrap(),
            output.status.code().unwrap_or(-1),
        )
    };
    let (out, _, code) = chinese(&["--help"]);
    assert_eq!(code, 0);
    for says in [
        "用法: mines [OPTIONS] [COMMAND]",
        "命令:",
        "选项:",
        "自定义雷区的行数（2–200）",
        "显示帮助",
    ] {
        assert!(out.contains(says), "{says}: {out}");
    }
    assert!(!out.contains("Print") && !out.contains("Usage"), "{out}");
    let (out, _, _) = run(&["--lang", "de", "review", "--help"], b"");
    assert!(
        out.contains("Jeden Zug einer Wiederholung") && out.contains("Argumente:"),
        "{out}"
    );
    let (_, err, code) = run(
        &["--rows", "300", "--cols", "9", "--mines", "3", "--lang=ja"],
        b"",
    );
    assert_eq!(code, 2);
    assert!(
        err.starts_with("エラー: 「300」は --rows <ROWS> の値ではありません：2 から 200 まで"),
        "{err}"
    );
    let (_, err, _) = chinese(&["--no-guess", "--rule", "safe"]);
    assert!(
        err.starts_with("错误: --no-guess 雷区在第一次点开时打开一片"),
        "{err}"
    );
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

#[test]
fn review_and_export_in_line_mode_and_mines_review_reads_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let evf = dir.path().join("game.evf");
    let script = format!(
        "export {0}\nr 5 5\nf 1 3\nhint\nr 5 5\nreview\nexport {0}\nexport {1}/no/such/dir/x.evf\n",
        evf.display(),
        dir.path().display()
    );
    let (out, err, code) = run(
        &["--line", "--preset", "beginner", "--seed", "12345"],
        script.as_bytes(),
    );
    assert_eq!(code, 0);
    let errors: Vec<&str> = err.lines().collect();
    assert_eq!(errors.len(), 3, "{err}");
    assert_eq!(errors[0], "nothing to export yet: the game has no move");
    assert_eq!(
        errors[1], "5 5 is already revealed",
        "a wasted click, kept for the counters"
    );
    assert!(
        errors[2].ends_with("x.evf could not be written: No such file or directory (os error 2)"),
        "{}",
        errors[2]
    );
    // The review: a line per move (the wasted second r 5 5 included), then the summary.
    assert!(
        out.contains("   1.     0.0 s  reveal at row 5, column 5: safe\n"),
        "{out}"
    );
    assert!(out.contains("   2. "), "{out}");
    assert!(
        out.contains("flag on row 1, column 3: certain")
            || out.contains("flag on row 1, column 3: not yet certain"),
        "{out}"
    );
    assert!(out.contains("reveal at row 5, column 5: wasted"), "{out}");
    assert!(out.contains("Luck: ") && out.contains("IOE "), "{out}");
    assert!(
        out.contains(&format!("exported to {} (EVF, ", evf.display())),
        "{out}"
    );
    // The file reads back: one JSON object per move, then the summary.
    let (json, err, code) = run(&["review", &evf.display().to_string(), "--json"], b"");
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<Value> = json
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 5, "four moves and the summary: {json}");
    assert_eq!(lines[0]["move"], 0);
    assert_eq!(lines[0]["action"], "reveal");
    assert_eq!(
        (lines[0]["row"].as_u64(), lines[0]["col"].as_u64()),
        (Some(5), Some(5))
    );
    assert_eq!(lines[0]["grade"], "safe");
    assert_eq!(lines[0]["time_ms"], 0);
    assert_eq!(lines[1]["action"], "flag");
    assert_eq!(lines[3]["grade"], "wasted");
    let summary = &lines[4];
    for key in [
        "bbbv", "zini", "hzini", "ioe", "corr", "thrp", "rqp", "bbbv_s", "etime", "double", "stnb",
        "time_ms", "result", "luck",
    ] {
        assert!(
            summary.get(key).is_some(),
            "the summary has {key}: {summary}"
        );
    }
    assert_eq!(summary["result"], "playing");
    assert_eq!(summary["bbbv"], 15);
    // Every counter of the engine's table, under ms_toollib's name; none under an old one.
    let n = |key: &str| summary[key].as_u64().unwrap_or(u64::MAX);
    assert_eq!(n("left") + n("right") + n("double"), n("cl"), "{summary}");
    assert_eq!(n("cl"), 4, "four clicks: {summary}");
    assert!(summary["stnb"].is_null(), "a 9 × 9 board is not rated");
    assert!(summary.get("correctness").is_none() && summary.get("chords").is_none());
}

#[test]
fn review_in_json_mode_is_one_object_and_bad_files_exit_2() {
    let (out, _, code) = run(
        &["--json", "--preset", "beginner", "--seed", "12345"],
        b"r 5 5\nreview\n",
    );
    assert_eq!(code, 0);
    let last: Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(last["status"], "playing");
    assert_eq!(last["review"]["moves"][0]["grade"], "safe");
    assert_eq!(last["review"]["summary"]["bbbv"], 15);
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.evf");
    for (name, bytes) in [
        ("bad.evf", &b"\x04garbage"[..]),
        ("bad.txt", b"not a replay at all"),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        let (out, err, code) = run(&["review", &path.display().to_string()], b"");
        assert_eq!(code, 2, "{name}");
        assert_eq!(out, "");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("mines: "), "{err}");
    }
    let (_, err, code) = run(
        &[
            "review",
            &bad.with_extension("missing").display().to_string(),
        ],
        b"",
    );
    assert_eq!(code, 2);
    assert!(err.contains("No such file"), "{err}");
    let (_, err, code) = run(&["replay", "7"], b"");
    assert_eq!(code, 2);
    assert!(err.contains("there is no game 7 in the history"), "{err}");
}

/// `mines stats` draws the games kept in the data directory, and `--json` prints their figures.
#[test]
fn stats_draws_the_games_kept_and_prints_their_figures() {
    use minesweeper_engine::history::Entry;
    use minesweeper_engine::FirstClick;
    use minesweeper_terminal::store::Store;

    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("minesweeper"));
    for (i, won) in [(1, true), (2, false), (3, true)] {
        let entry = Entry {
            at: 1.7e12 + f64::from(i) * 60_000.0,
            replay: format!("game {i}"),
            rows: 9,
            cols: 9,
            mines: 10,
            rule: FirstClick::Opening,
            won,
            time_ms: 20_000 - 5_000 * i,
            bbbv: 30,
            best: false,
            assisted: false,
            daily: None,
        };
        store.add_to_history(entry).unwrap();
    }
    let stats = |args: &[&str]| {
        let output = Command::cargo_bin("mines")
            .unwrap()
            .env("LC_ALL", "C")
            .env("XDG_DATA_HOME", data.path())
            .args(args)
            .output()
            .unwrap();
        assert!(output.status.success());
        String::from_utf8(output.stdout).unwrap()
    };
    let drawn = stats(&["stats"]);
    assert!(
        drawn.starts_with("Beginner — 3 games, 2 wins, best 5.000 s\n"),
        "{drawn}"
    );
    assert!(drawn.contains("Time of each win (s)"), "{drawn}");
    // The same pictures in German, with `--lang`.
    let german = stats(&["--lang", "de", "stats"]);
    assert!(
        german.starts_with("Anfänger — 3 Spiele, 2 Siege"),
        "{german}"
    );
    let json: Value = serde_json::from_str(stats(&["stats", "--json"]).trim()).unwrap();
    let best: Vec<Value> = json["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["best_ms"].clone())
        .collect();
    assert_eq!(
        best,
        [Value::from(15_000), Value::from(15_000), Value::from(5_000)]
    );
    let empty = tempfile::tempdir().unwrap();
    let output = Command::cargo_bin("mines")
        .unwrap()
        .env("LC_ALL", "C")
        .env("XDG_DATA_HOME", empty.path())
        .arg("stats")
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "No finished game is kept yet: play one with “mines”.\n"
    );
}

#[test]
fn line_mode_speaks_the_language_asked_for_and_keeps_commands_and_json_keys() {
    // --lang, whatever the locale.
    let (out, err, code) = run(
        &[
            "--lang", "de", "--line", "--preset", "beginner", "--seed", "12345",
        ],
        b"r 5 5\nr 5 5\nx\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            "bereit: ein Feld aufdecken, um zu beginnen (r ROW COL) — 9×9, 10 Minen, Seed 12345"
        ),
        "{out}"
    );
    assert!(out.contains("läuft: noch 10 Minen"), "{out}");
    assert_eq!(
        err.lines().collect::<Vec<_>>(),
        [
            "5 5 ist schon aufgedeckt",
            "unbekannter Befehl „x“ (versuche help)"
        ]
    );
    // The locale, when --lang is not given: LC_ALL, else LC_MESSAGES, else LANG.
    let output = mines()
        .env_remove("LC_ALL")
        .env("LC_MESSAGES", "zh_CN.UTF-8")
        .env("LANG", "de_DE.UTF-8")
        .args(["--json", "--preset", "beginner", "--seed", "12345"])
        .write_stdin("r 5 5\nhint\nr 0 0\n")
        .output()
        .unwrap();
    let lines: Vec<Value> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    // The keys and codes stay as they are for programs; the words for people are Chinese.
    assert_eq!(lines[1]["status"], "playing");
    let hint = lines[2]["message"].as_str().unwrap();
    assert!(hint.starts_with("提示："), "{hint}");
    assert_eq!(lines[3]["error"], "行 0 不在 1..9 之内");
    // A language there are no words for is refused, saying which there are.
    let (_, err, code) = run(&["--lang", "tlh"], b"");
    assert_eq!(code, 2);
    assert!(
        err.contains("there are no words for “tlh”") && err.contains("zh-CN"),
        "{err}"
    );
}

/// The review's counters in the language asked for: the counters' names are the community's
/// (3BV, IOE, ZiNi) in every one, the words around them and the decimals are the language's.
#[test]
fn the_reviews_counters_speak_the_language_asked_for() {
    let review = |lang: &str| {
        run(
            &[
                "--lang", lang, "--line", "--preset", "beginner", "--seed", "12345",
            ],
            b"r 5 5\nreview\nquit\n",
        )
        .0
    };
    let chinese = review("zh-CN");
    for says in [
        "3BV 15 · 已完成 3BV 1 · 3BV/s — · ZiNi 12 · HZiNi 12",
        "点击 1 · 左键 1 · 右键 0 · 双击 0 · 有效点击 1",
        "正确率 1.00 · 吞吐 1.00",
    ] {
        assert!(chinese.contains(says), "{says}: {chinese}");
    }
    // STNB is for the rated boards, NF for a won game: neither on a lost beginner 9 × 9.
    assert!(
        !chinese.contains("STNB") && !chinese.contains("NF"),
        "{chinese}"
    );
    let german = review("de");
    assert!(german.contains("Zeit 0,000 s, nicht gewonnen"), "{german}");
    assert!(german.contains("IOE 1,00 · Korrektheit 1,00"), "{german}");
}
