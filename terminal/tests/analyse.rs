//! `mines analyse`: a `.mine` position's chances as text and as JSON (the contract),
//! from a file or standard input, and a position that cannot be refused with where and why.

use assert_cmd::Command;
use serde_json::Value;

fn mines() -> Command {
    let mut command = Command::cargo_bin("mines").expect("the mines binary is built");
    command.env(
        "XDG_DATA_HOME",
        std::env::temp_dir().join("mines-analyse-tests"),
    );
    command.env("LC_ALL", "C");
    command
}

fn run(args: &[&str], input: &str) -> (String, String, i32) {
    let output = mines().args(args).write_stdin(input).output().unwrap();
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code().unwrap_or(-1),
    )
}

/// Two cells under two 1s and one mine: a forced 50/50.
const FIFTY: &str = "2x2x1\n11\nHH\n";

#[test]
fn a_file_is_drawn_as_chances_with_what_they_show() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let file = dir.path().join("position.mine");
    std::fs::write(&file, "4x3x2\n1F1H\n1221\nHHHH\n").expect("written");
    let (out, err, code) = run(&["analyse", &file.to_string_lossy()], "");
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "  1   F   1   0");
    assert_eq!(lines[1], "  1   2   2   1");
    assert_eq!(lines[2], "  0   0 100   0");
    assert!(
        out.contains("Certainly safe: 4 · certainly mines: 1"),
        "{out}"
    );
    assert!(
        out.contains("Chance of clearing the board from here: 100 %"),
        "{out}"
    );
}

#[test]
fn json_gives_each_hidden_cells_chance_and_null_elsewhere() {
    let (out, err, code) = run(&["analyse", "-", "--json"], FIFTY);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(
        (v["rows"].as_u64(), v["cols"].as_u64(), v["mines"].as_u64()),
        (Some(2), Some(2), Some(1))
    );
    assert_eq!(
        v["probability"],
        serde_json::json!([[null, null], [0.5, 0.5]])
    );
    assert_eq!(v["fifty_fifties"], serde_json::json!([[[2, 1], [2, 2]]]));
    assert_eq!(v["clear"]["chance"].as_f64(), Some(0.5));
    assert_eq!(v["dead"], serde_json::json!([[2, 1], [2, 2]]));
    let (text, _, _) = run(&["analyse", "-"], FIFTY);
    assert!(text.contains("Forced 50/50s: 1"), "{text}");
}

#[test]
fn a_position_that_cannot_be_is_refused_with_where_and_why() {
    for (input, says) in [
        (
            "3x2x3\n3HH\n11H\n",
            "the 3 at row 1, column 1 has only one cell around it that could hold a mine",
        ),
        (
            "4x3x3\nHHHH\nHHH\nHHHH\n",
            "row 2 is 3 characters long and the board 4 wide",
        ),
        ("3x1x1\nFFH\n", "2 flags, and only one mine"),
        ("2x2x2\n12\nHH\n", "no layout of the mines meets them all"),
        ("4x3\n", "the first line is not WIDTHxHEIGHTxMINES"),
    ] {
        let (out, err, code) = run(&["analyse", "-"], input);
        assert_eq!(code, 2, "{input}: {out}");
        assert!(
            err.starts_with("mines: -: This position cannot be: "),
            "{err}"
        );
        assert!(err.contains(says), "{says}: {err}");
        assert!(out.is_empty());
    }
    let (_, err, code) = run(&["--lang", "zh-CN", "analyse", "-"], "3x2x3\n3HH\n11H\n");
    assert_eq!(code, 2);
    assert!(
        err.contains("第 1 行第 1 列的 3 周围只有 1 格能放雷"),
        "{err}"
    );
    let (_, err, code) = run(&["analyse", "/no/such/file.mine"], "");
    assert_eq!(code, 2);
    assert!(err.starts_with("mines: /no/such/file.mine: "), "{err}");
}
