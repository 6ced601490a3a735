//! Files: the assets staged beside the pages, folders emptied and copied, the build's hash.

use std::fs;
use std::path::Path;

use sha2::{Digest, Sha256};

use crate::minify::without_comments;
use crate::Cli;

/// The style sheets (their comments out, unless `--dev`) and icons, into `staging`.
pub(crate) fn stage_assets(cli: &Cli, root: &Path, staging: &Path) -> Result<(), String> {
    for asset in [
        "styles/main.css",
        "styles/classic.css",
        "styles/battle.css",
        "styles/rest.css",
        "styles/favicon.svg",
        "styles/icon.svg",
    ] {
        let from = root.join(asset);
        let name = from.file_name().ok_or("an asset has no name")?;
        if asset.ends_with(".css") && !cli.dev {
            let css = without_comments(&read(&from)?, "/*", "*/");
            fs::write(staging.join(name), css).map_err(|e| format!("{asset}: {e}"))?;
        } else {
            copy(&from, &staging.join(name))?;
        }
    }
    Ok(())
}

pub(crate) fn reset(dir: &Path) -> Result<(), String> {
    let _ = fs::remove_dir_all(dir);
    fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))
}

pub(crate) fn copy(from: &Path, to: &Path) -> Result<(), String> {
    fs::copy(from, to)
        .map(|_| ())
        .map_err(|e| format!("copying {}: {e}", from.display()))
}

pub(crate) fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// Every file under `dir`, as paths relative to `base` with `/` separators, sorted.
pub(crate) fn files_under(dir: &Path, base: &Path) -> Result<Vec<String>, String> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).map_err(|e| e.to_string())?.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if let Ok(relative) = path.strip_prefix(base) {
                files.push(relative.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    files.sort();
    Ok(files)
}

/// The first 10 hex digits of the SHA-256 of every file's path and bytes under `dir`.
pub(crate) fn hash_dir(dir: &Path) -> Result<String, String> {
    let mut hasher = Sha256::new();
    for file in files_under(dir, dir)? {
        hasher.update(file.as_bytes());
        hasher.update(fs::read(dir.join(&file)).map_err(|e| e.to_string())?);
    }
    let digest = hasher.finalize();
    Ok(digest.iter().take(5).map(|b| format!("{b:02x}")).collect())
}
