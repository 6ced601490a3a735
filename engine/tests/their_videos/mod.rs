//! Other programs' videos — real players' files from ms_toollib's and flop-player's tests —
//! read from `../shared/videos` beside the project (`MINESWEEPER_VIDEOS` names another
//! folder), never from the repository: they are other projects' files. The one place the
//! Rust tests find them (the engine's and, by `#[path]`, the terminal's).
//!
//! Where the folder is absent (a clone elsewhere), a test that needs it says it skipped, naming
//! the folder, and passes; the files the project writes itself (`examples/videos.rs`) still
//! test every reader. Where `MINESWEEPER_VIDEOS_REQUIRED` is set (`scripts/test.sh` sets it
//! when the folder is there), a missing folder or file fails instead: a run that could read
//! them must.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The variable that names the folder.
pub const VARIABLE: &str = "MINESWEEPER_VIDEOS";

/// The folder's two parts, each a project's test files.
pub const PARTS: [&str; 2] = ["ms-toollib", "flop-player"];

/// The folder: `MINESWEEPER_VIDEOS`, else `../shared/videos` from the project's root.
pub fn root() -> PathBuf {
    match std::env::var_os(VARIABLE).filter(|v| !v.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/videos"),
    }
}

fn required() -> bool {
    std::env::var_os("MINESWEEPER_VIDEOS_REQUIRED").is_some_and(|v| !v.is_empty())
}

/// The folder if it is there; else `None`, `test` having said it skipped (or failed, where the
/// videos are required).
pub fn folder(test: &str) -> Option<PathBuf> {
    let root = root();
    if root.join(PARTS[0]).is_dir() {
        return Some(root);
    }
    let why = format!(
        "{test}: skipped: other programs' videos are not at {} (set {VARIABLE} to their folder)",
        root.display()
    );
    assert!(!required(), "{why}, and MINESWEEPER_VIDEOS_REQUIRED is set");
    eprintln!("{why}");
    None
}

/// Every video of both parts, sorted; `None` (skipped) without the folder.
pub fn all(test: &str) -> Option<Vec<PathBuf>> {
    let root = folder(test)?;
    let mut files: Vec<PathBuf> = PARTS
        .iter()
        .flat_map(|part| {
            std::fs::read_dir(root.join(part))
                .unwrap_or_else(|e| panic!("{}: {e}", root.join(part).display()))
        })
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| {
            let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
            ["avf", "rmv", "mvf", "evf"].contains(&ext.to_ascii_lowercase().as_str())
        })
        .collect();
    files.sort();
    // ms_toollib's 20 and flop-player's 17: a folder with fewer is not the one meant.
    assert!(
        files.len() >= 37,
        "{} videos in {}",
        files.len(),
        root.display()
    );
    Some(files)
}

/// One video, `part/name`; `None` (skipped) without the folder.
pub fn file(test: &str, part_and_name: &str) -> Option<PathBuf> {
    let path = folder(test)?.join(part_and_name);
    assert!(path.is_file(), "{} is not there", path.display());
    Some(path)
}
