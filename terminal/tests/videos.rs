//! `mines review` on real players' videos from other programs (the engine's fixtures): the
//! title names the player, the program and the format; the counters are the ones ms_toollib
//! 1.5.20 counts on the same file (its numbers are written here), the cursor's path included;
//! a file whose extension lies, or with no extension, is found from its bytes.

use std::path::PathBuf;

use minesweeper_engine::reading::Opened;

use assert_cmd::Command;
use serde_json::Value;

fn video(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../engine/tests/videos/ms-toollib")
        .join(name)
}

const EXPERT_AVF: &str = "HI-SCORE Exp_49.25_3BV=127_3BVs=2.57_Wang Jianing G01825.avf";

fn review(args: &[&str]) -> (String, String, i32) {
    let out = Command::cargo_bin("mines")
        .expect("the mines binary is built")
        .env(
            "XDG_DATA_HOME",
            std::env::temp_dir().join("mines-video-tests"),
        )
        .args(args)
        .output()
        .expect("mines runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

/// The summary object that ends `mines review --json`.
fn summary(file: &str) -> Value {
    let (out, err, code) = review(&["review", "--json", file]);
    assert_eq!(code, 0, "{err}");
    let last = out.lines().last().expect("a summary");
    serde_json::from_str(last).expect("JSON")
}

#[test]
fn an_arbiter_video_reviews_with_ms_toollibs_counts_and_its_path() {
    let file = video(EXPERT_AVF);
    let (out, err, code) = review(&["review", &file.to_string_lossy()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("expert 16×30/99 · by Wang Jianing G01825 · Arbiter · AVF\n"),
        "{out}"
    );
    assert!(out.contains("clicks 151: left 126, right 11, chords 14; effective 144, wasted 7"));
    assert!(
        out.contains("cursor path 6082 px (16-pixel cells)"),
        "{out}"
    );
    let s = summary(&file.to_string_lossy());
    // ms_toollib 1.5.20 on the same file: rtime 49.25 s, 3BV 127 (all solved), left 126,
    // right 11, double 14, path 6082.352554578606.
    assert_eq!(s["result"], "won");
    assert_eq!(s["time_ms"], 49_250);
    assert_eq!(
        (s["bbbv"].as_u64(), s["bbbv_solved"].as_u64()),
        (Some(127), Some(127))
    );
    assert_eq!(
        (
            s["left"].as_u64(),
            s["right"].as_u64(),
            s["chords"].as_u64()
        ),
        (Some(126), Some(11), Some(14))
    );
    let path = s["path"].as_f64().expect("a path");
    assert!((path - 6_082.352_554_578_606).abs() < 1e-6, "{path}");
}

#[test]
fn a_video_without_its_extension_is_found_from_its_bytes() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    for (name, renamed, title) in [
        (EXPERT_AVF, "expert", " · Arbiter · AVF"),
        // Its player's name is GB18030, read as ms_toollib reads it.
        (
            "exp_98763_FL_1738209872.rmv",
            "viennasweeper.bin",
            " · by 王嘉宁 · Viennasweeper · RMV",
        ),
        ("Zhang Shen Jia_Exp_38.82(3bv122).mvf", "clone", " · MVF"),
    ] {
        let copy = dir.path().join(renamed);
        std::fs::copy(video(name), &copy).expect("the video copies");
        let (out, err, code) = review(&["review", &copy.to_string_lossy()]);
        assert_eq!(code, 0, "{name}: {err}");
        let first = out.lines().next().unwrap_or_default();
        assert!(first.ends_with(title), "{name}: {first}");
    }
}

#[test]
fn a_video_that_is_not_one_says_why_in_one_line() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let fake = dir.path().join("fake.avf");
    std::fs::write(&fake, b"not a video at all").expect("written");
    let (out, err, code) = review(&["review", &fake.to_string_lossy()]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("the video cannot be read"), "{err}");
}

/// Every video of the engine's fixtures (ms_toollib's test files, flop-player's): `mines review`
/// opens it and counts what the engine counts — the engine's own tests hold those counts to
/// ms_toollib 1.5.20's on every file it reads.
#[test]
fn every_fixture_video_reviews_with_the_engines_counts() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../engine/tests/videos");
    let mut files: Vec<PathBuf> = ["ms-toollib", "flop-player"]
        .iter()
        .flat_map(|dir| std::fs::read_dir(root.join(dir)).expect("the fixtures"))
        .map(|entry| entry.expect("a fixture").path())
        .filter(|p| {
            let ext = p.extension().and_then(|e| e.to_str()).unwrap_or("");
            ["avf", "rmv", "mvf", "evf"].contains(&ext)
        })
        .collect();
    files.sort();
    assert!(files.len() >= 37, "{} fixtures", files.len());
    for file in files {
        let name = file
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let bytes = std::fs::read(&file).expect("the fixture reads");
        let opened = Opened::read(&bytes, Some(&name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let c = opened.counters;
        let s = summary(&file.to_string_lossy());
        let counted = |key: &str| s[key].as_u64().map(|v| v as u32);
        assert_eq!(
            (counted("left"), counted("right"), counted("chords")),
            (Some(c.left), Some(c.right), Some(c.chords)),
            "{name}"
        );
        assert_eq!(
            (counted("bbbv"), counted("bbbv_solved")),
            (Some(c.bbbv), Some(c.bbbv_solved)),
            "{name}"
        );
        let path = (s["path"].as_f64(), c.path);
        assert!(
            matches!(path, (Some(a), Some(b)) if (a - b).abs() < 1e-9),
            "{name}: {path:?}"
        );
        assert_eq!(s["result"] == "won", c.won, "{name}");
    }
}
