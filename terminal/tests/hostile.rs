//! `mines review` and `mines replay` on replays crafted as an attacker would (issue #37), through
//! the real binary: each refused with one line naming the limit, or answered a move at a time;
//! nothing from a file reaches the terminal as a control character. The full-screen viewer on
//! the same files is in tmux-smoke.sh.

#[allow(dead_code)]
#[path = "../../engine/examples/hostile.rs"]
mod hostile;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};
use std::sync::OnceLock;

use assert_cmd::Command;

/// The crafted inputs (but the 50 MB one), written once into a folder of their own.
fn folder() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("mines-hostile-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (name, bytes) in hostile::inputs(false) {
            std::fs::write(dir.join(name), bytes).unwrap();
        }
        dir
    })
}

fn file(name: &str) -> String {
    folder().join(name).to_string_lossy().into_owned()
}

fn mines() -> Command {
    let mut command = Command::cargo_bin("mines").expect("the mines binary is built");
    command.env(
        "XDG_DATA_HOME",
        std::env::temp_dir().join("mines-hostile-tests"),
    );
    // English whatever this machine's locale is.
    command.env("LC_ALL", "C");
    command
}

/// `mines ARGS`: standard output, standard error, exit status.
fn run(args: &[&str]) -> (String, String, i32) {
    let output = mines().args(args).output().unwrap();
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code().unwrap_or(-1),
    )
}

/// No control character but the line ends.
fn visible(text: &str) -> bool {
    !text.chars().any(|c| c.is_control() && c != '\n')
}

#[test]
fn a_huge_board_link_is_refused_in_one_line() {
    for name in ["huge-board.link", "huge-board-no-moves.link"] {
        let (out, err, code) = run(&["review", &file(name)]);
        assert_eq!((out.as_str(), code), ("", 2), "{name}: {err}");
        assert!(
            err.ends_with("boards of up to 200×200 are held)\n"),
            "{name}: {err}"
        );
        assert_eq!(err.lines().count(), 1);
    }
}

#[test]
fn a_file_too_large_for_any_replay_is_refused_before_it_is_read() {
    let big = folder().join("too-large.evf");
    let mut bytes = vec![0u8; 16_000_001];
    bytes[0] = 4;
    std::fs::write(&big, bytes).unwrap();
    let (_, err, code) = run(&["review", &big.to_string_lossy()]);
    assert_eq!(code, 2);
    assert!(
        err.ends_with("the replay is 16001 KB; up to 16000 KB are read\n"),
        "{err}"
    );
}

#[test]
fn a_million_right_presses_are_refused_naming_the_limit() {
    let (_, err, code) = run(&["review", &file("many-right-presses.evf")]);
    assert_eq!(code, 2);
    assert!(
        err.ends_with("the file has more than 200000 clicks, the most a replay keeps\n"),
        "{err}"
    );
}

#[test]
fn names_with_control_characters_are_printed_escaped() {
    let (out, err, code) = run(&["review", &file("control-characters.evf")]);
    assert_eq!(code, 0, "{err}");
    assert!(visible(&out), "{out:?}");
    assert!(
        out.starts_with("Beginner 9×9/10 · by evil\\u{d}\\u{a}mines: all good\\u{1b}[31m · "),
        "{out}"
    );
    // A link holding ESC is quoted escaped too, as is the file's own name.
    let link = folder().join("escape\u{1b}]0;x\u{7}.link");
    std::fs::write(&link, "AQ\u{1b}[2J").unwrap();
    let (_, err, code) = run(&["review", &link.to_string_lossy()]);
    assert_eq!(code, 2);
    assert!(visible(&err), "{err:?}");
    assert!(err.contains("“\\u{1b}”"), "{err}");
}

#[test]
fn moves_off_the_board_are_refused_though_the_checksum_is_right() {
    let (_, err, code) = run(&["review", &file("before-edge.link")]);
    assert_eq!(code, 2);
    assert!(
        err.contains("move 1 steps off the board's top or left edge"),
        "{err}"
    );
    // Worded in the player's language, as the page words it (`minesweeper_i18n::refusal`).
    let (_, err, code) = run(&["--lang", "zh-CN", "review", &file("before-edge.link")]);
    assert_eq!(code, 2);
    assert!(err.contains("第 1 步越出了局面的上边或左边"), "{err}");
    let (_, err, code) = run(&["review", &file("off-board.link")]);
    assert_eq!(code, 2);
    assert!(err.contains("outside the 9×9 board"), "{err}");
}

#[test]
fn a_long_review_answers_move_by_move_from_the_start() {
    // 2,000 clicks on 255 × 255 with 10,000 mines: the whole review takes seconds, the first
    // moves come at once.
    let mut child = Process::new(assert_cmd::cargo::cargo_bin("mines"))
        .args(["review", "--json", &file("dense-255.evf")])
        .env(
            "XDG_DATA_HOME",
            std::env::temp_dir().join("mines-hostile-tests"),
        )
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    for expected in 0..3 {
        let line = lines.next().unwrap().unwrap();
        let value: serde_json::Value = serde_json::from_str(&line).unwrap();
        assert_eq!(value["move"], expected, "{line}");
    }
    child.kill().unwrap();
    child.wait().unwrap();
}

#[test]
fn two_hundred_thousand_flag_toggles_review_to_the_end() {
    let (out, err, code) = run(&["review", "--json", &file("flag-toggles.link")]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 200_001);
    assert!(out.lines().last().unwrap().contains("\"summary\":true"));
}
