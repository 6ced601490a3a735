//! `mines review` on videos from other programs: files of every format and layout the
//! engine writes for its tests (`engine/examples/videos.rs`), and real players' videos from
//! `../shared/videos` beside the project when it is there (each test that needs them says it
//! skipped when not). The title names the player, the program and the format; the counters
//! are the ones ms_toollib 1.5.20 counts on the same file (its numbers are written here), the
//! cursor's path included; a file whose extension lies, or with no extension, is found from
//! its bytes.

use std::path::PathBuf;

use minesweeper_engine::reading::Opened;

use assert_cmd::Command;
use serde_json::Value;

#[path = "../../engine/tests/their_videos/mod.rs"]
mod their_videos;

#[allow(dead_code)]
#[path = "../../engine/examples/videos.rs"]
mod made;

/// A real player's video of ms_toollib's tests; `None` (skipped) without `../shared/videos`.
fn video(test: &str, name: &str) -> Option<PathBuf> {
    their_videos::file(test, &format!("ms-toollib/{name}"))
}

/// Our own files of every format, written to a scratch folder.
fn made_files() -> (tempfile::TempDir, Vec<PathBuf>) {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let files = made::made()
        .into_iter()
        .map(|m| {
            let path = dir.path().join(m.name);
            std::fs::write(&path, &m.bytes).expect("written");
            path
        })
        .collect();
    (dir, files)
}

const EXPERT_AVF: &str = "HI-SCORE Exp_49.25_3BV=127_3BVs=2.57_Wang Jianing G01825.avf";

fn review(args: &[&str]) -> (String, String, i32) {
    let out = Command::cargo_bin("mines")
        .expect("the mines binary is built")
        .env("LC_ALL", "C")
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
    let test = "an_arbiter_video_reviews_with_ms_toollibs_counts_and_its_path";
    let Some(file) = video(test, EXPERT_AVF) else {
        return;
    };
    let (out, err, code) = review(&["review", &file.to_string_lossy()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("Expert 16×30/99 · by Wang Jianing G01825 · Arbiter · AVF\n"),
        "{out}"
    );
    assert!(
        out.contains("Clicks 151 · Left 126 · Right 11 · Chords 14 · Effective 144"),
        "{out}"
    );
    assert!(out.contains("Wasted 7 · "), "{out}");
    assert!(out.contains("Path 6082 px"), "{out}");
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
            s["double"].as_u64()
        ),
        (Some(126), Some(11), Some(14))
    );
    let path = s["path"].as_f64().expect("a path");
    assert!((path - 6_082.352_554_578_606).abs() < 1e-6, "{path}");
}

#[test]
fn a_video_without_its_extension_is_found_from_its_bytes() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    // Our own, of each format that marks its files (AVF is what is left).
    let by = format!(" · by {}", made::PLAYER);
    let (_made, files) = made_files();
    for (name, title) in [
        ("made-expert.avf", format!("{by} · Arbiter · AVF")),
        ("made-v2.rmv", format!("{by} · Viennasweeper · RMV")),
        ("made-0.97.mvf", format!("{by} · 0.97 beta · MVF")),
        ("made-v3.evf", format!("{by} · 元3.1.9 · EVF")),
        ("made-v4.evf", format!("{by} · Minesweeper in Rust · EVF")),
    ] {
        let file = files.iter().find(|f| f.ends_with(name)).expect("made");
        let copy = dir.path().join(name.replace('.', "-"));
        std::fs::copy(file, &copy).expect("the video copies");
        let (out, err, code) = review(&["review", &copy.to_string_lossy()]);
        assert_eq!(code, 0, "{name}: {err}");
        let first = out.lines().next().unwrap_or_default();
        assert!(first.ends_with(&title), "{name}: {first}");
    }
    // Real players': a name in GB18030, read as ms_toollib reads it.
    let test = "a_video_without_its_extension_is_found_from_its_bytes";
    if their_videos::folder(test).is_none() {
        return;
    }
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
        let file = video(test, name).expect("the folder is there");
        std::fs::copy(file, &copy).expect("the video copies");
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

/// Every video of every format and layout — our own files, and the real players' (ms_toollib's
/// test files, flop-player's) where `../shared/videos` is there: `mines review` opens it and
/// counts what the engine counts — the engine's own tests hold those counts to ms_toollib
/// 1.5.20's on every file it reads.
#[test]
fn every_video_reviews_with_the_engines_counts() {
    let (_made, mut files) = made_files();
    files.extend(
        their_videos::all("every_video_reviews_with_the_engines_counts").unwrap_or_default(),
    );
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
            (counted("left"), counted("right"), counted("double")),
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
