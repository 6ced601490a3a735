//! The compiler's steps: `cargo build` for wasm32 (linked with `--emit-relocs`), and the tools
//! it runs after: `wasm-bindgen`, `wasm-opt`, terser.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{root, Cli};

/// Compiles both pages' binaries to wasm into `target`; the profile's folder there.
pub(crate) fn compile(
    cli: &Cli,
    root: &Path,
    target: &Path,
    bins: &[&str],
) -> Result<&'static str, String> {
    let (profile, profile_dir) = if cli.dev {
        ("dev", "debug")
    } else {
        ("wasm-release", "wasm-release")
    };
    let mut cargo = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    cargo
        .current_dir(root)
        .args([
            "build",
            "-p",
            "minesweeper",
            "--target",
            "wasm32-unknown-unknown",
        ])
        .args(["--profile", profile])
        .args(bins.iter().flat_map(|bin| ["--bin", bin]))
        .env("CARGO_TARGET_DIR", target);
    // Its own target folder: other flags would make every other build start over.
    let mut flags = registry_remaps();
    if !cli.no_split {
        cargo.args(["--features", "split"]);
        flags.push("-Clink-args=--emit-relocs".into());
    }
    cargo.env("CARGO_ENCODED_RUSTFLAGS", flags.join("\x1f"));
    run(&mut cargo)?;
    Ok(profile_dir)
}

/// A panic's place names its file, and a crate's file is under the registry's folder
/// (`/root/.cargo/registry/src/index.crates.io-…/yew-0.23.0/src/…`): each such folder is
/// written as nothing (`yew-0.23.0/src/…`), so the pages carry no path of the machine that
/// built them, the same bytes wherever they are built, and fewer of them.
pub(crate) fn registry_remaps() -> Vec<String> {
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".cargo")));
    let Some(Ok(indexes)) = home.map(|home| fs::read_dir(home.join("registry/src"))) else {
        return Vec::new();
    };
    indexes
        .flatten()
        .map(|index| format!("--remap-path-prefix={}/=", index.path().display()))
        .collect()
}

/// `wasm-opt` from the npm package `binaryen` (scripts/setup.sh), else the PATH's.
pub(crate) fn wasm_opt() -> PathBuf {
    node_tool("wasm-opt")
}

/// A tool from the project's npm packages (scripts/setup.sh), else the PATH's.
pub(crate) fn node_tool(name: &str) -> PathBuf {
    let local = root().join("node_modules/.bin").join(name);
    if local.exists() {
        local
    } else {
        PathBuf::from(name)
    }
}

pub(crate) fn run(command: &mut Command) -> Result<(), String> {
    let shown = format!("{command:?}");
    let status = command
        .status()
        .map_err(|e| format!("{shown} could not start: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{shown} failed ({status})"))
    }
}
