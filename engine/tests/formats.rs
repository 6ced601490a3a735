//! Every reader, on files of the project's own making (`examples/videos.rs`): one of each
//! format and layout the readers take — AVF (a level and a custom board), RMV 1 and 2, every
//! MVF layout (0.75, 0.76, 0.96, 0.97 beta and its two hacks, 2006, 2007) and EVF 0 to 4 —
//! each a game the bot won, written and read back: the board, every event where the format
//! keeps them, and the clicks, their effects and the 3BV solved as the game played them. So a
//! clone without the real players' videos (`../shared/videos`, `videos.rs`) still tests every
//! reader; with ms_toollib (`MS_TOOLLIB_PYTHON`), the files are held to its reading too.

#[allow(dead_code)]
#[path = "../examples/videos.rs"]
mod videos;

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;

use minesweeper_engine::reading::Opened;
use minesweeper_engine::video::mouse::Stage;
use minesweeper_engine::video::{Format, Video};
use serde_json::Value;

#[test]
fn every_format_and_layout_we_write_is_read_back_as_it_was_played() {
    let made = videos::made();
    let formats: BTreeSet<String> = made.iter().map(|m| format!("{:?}", m.format)).collect();
    let wanted = [
        "Avf", "Rmv(1)", "Rmv(2)", "Mvf", "Evf(0)", "Evf(1)", "Evf(2)", "Evf(3)", "Evf(4)",
    ];
    assert_eq!(
        formats,
        wanted.iter().map(|f| f.to_string()).collect(),
        "every format"
    );
    assert_eq!(
        made.iter().filter(|m| m.format == Format::Mvf).count(),
        8,
        "every MVF layout"
    );
    for m in &made {
        let name = m.name;
        let video =
            Video::read(&m.bytes, Format::of_name(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(video.format, m.format, "{name}");
        let board = |v: &Video| (v.rows, v.cols, v.mines.clone());
        assert_eq!(board(&video), board(&m.source), "{name}: the board");
        if let Some(events) = &m.events {
            assert_eq!(video.events.len(), events.len(), "{name}: the events");
            for (i, (ours, theirs)) in video.events.iter().zip(events).enumerate() {
                assert_eq!(ours, theirs, "{name}: event {i}");
            }
        }
        let (read, played) = (video.play(), m.source.play());
        assert_eq!(
            read.tally, played.tally,
            "{name}: the clicks and what they did"
        );
        assert_eq!(read.stage, Stage::Won, "{name}");
        assert!(read.tally.bbbv_solved > 20, "{name}: a real game");
        assert!(
            read.tally.right > 0 && read.tally.double > 0,
            "{name}: flags and chords too"
        );
        // Clone 0.75 and before keep no player's name.
        let player = if name == "made-0.75.mvf" {
            ""
        } else {
            videos::PLAYER
        };
        assert_eq!(video.info.player, player, "{name}: the player");
        // As the front ends open it: a replay that ends won, with the same counts.
        let opened = Opened::read(&m.bytes, Some(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(opened.counters.won, "{name}");
        assert_eq!(opened.counters.left, played.tally.left, "{name}");
        assert_eq!(
            opened.counters.bbbv_solved, played.tally.bbbv_solved,
            "{name}"
        );
    }
}

/// A format that says so in its first bytes is found from them: RMV, EVF, and Clone's files
/// from 0.97 on (its hack without a mark, and its early files, only by their name; AVF is
/// what is left).
#[test]
fn formats_that_mark_their_files_are_found_from_their_bytes() {
    for m in videos::made() {
        let found = Video::read(&m.bytes, None).map(|v| v.format);
        let marked = !m.name.contains("0.97-unknown")
            && !m.name.contains("-0.7")
            && !m.name.contains("-0.96");
        if marked {
            assert_eq!(found, Ok(m.format), "{}", m.name);
        }
    }
}

/// ms_toollib 1.5.20 reads our files as we read them: the same clicks, effects, 3BV solved and
/// result. Of Clone's files it reads 0.97 beta's only (as on the real players' videos,
/// `videos.rs`); every other file must be read.
#[test]
fn ms_toollib_reads_the_files_we_write_as_we_do() {
    let Some(python) = std::env::var("MS_TOOLLIB_PYTHON")
        .ok()
        .filter(|p| !p.is_empty())
    else {
        eprintln!("MS_TOOLLIB_PYTHON is not set: the comparison with ms_toollib was skipped");
        return;
    };
    let dir = tempfile::tempdir().expect("a scratch folder");
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/videos.py");
    let mut unread = Vec::new();
    for m in videos::made() {
        let file = dir.path().join(m.name);
        std::fs::write(&file, &m.bytes).expect("written");
        let output = Command::new(&python)
            .arg(&script)
            .arg(&file)
            .current_dir(dir.path())
            .output()
            .expect("ms_toollib's Python runs");
        let Ok(theirs) = serde_json::from_slice::<Value>(&output.stdout) else {
            unread.push(m.name);
            continue;
        };
        let t = Video::read(&m.bytes, Format::of_name(m.name))
            .expect("it reads")
            .play()
            .tally;
        let count = |key: &str| theirs[key].as_u64().unwrap_or(u64::MAX);
        assert_eq!(
            [
                t.left,
                t.right,
                t.double,
                t.lce,
                t.rce,
                t.dce,
                t.bbbv_solved
            ]
            .map(u64::from),
            [
                "left",
                "right",
                "double",
                "lce",
                "rce",
                "dce",
                "bbbv_solved"
            ]
            .map(count),
            "{}: left, right, double, lce, rce, dce, 3BV solved",
            m.name
        );
        assert_eq!(theirs["completed"], true, "{}", m.name);
    }
    eprintln!("ms_toollib could not read: {unread:?}");
    // Of Clone's layouts, ms_toollib 1.5.20 reads 0.97 beta's alone (its hacks, the releases
    // before and after it are ours alone); every AVF, RMV and EVF it reads.
    let clone_but_097 = |name: &str| name.ends_with(".mvf") && name != "made-0.97.mvf";
    assert!(
        unread.iter().all(|n| clone_but_097(n)),
        "ms_toollib could not read {unread:?}"
    );
}
