//! `web-build`: builds the browser game into `dist/`, and serves it.
//!
//! Each page (the classic game, `index.html`; Battle, `battle/index.html`) is one wasm binary split
//! into the part the first screen needs and chunks fetched after the first paint: what the
//! `#[wasm_split(...)]` functions in each page's binary return (the rest of the page: the solver,
//! the no-guess generator, storage, the dialogs…; the replay viewer) and what only they use. The
//! pipeline is the one Leptos ships (`cargo leptos --split`), which Trunk cannot run (trunk#1022:
//! no step between cargo and wasm-bindgen):
//!
//! 1. `cargo build` for wasm32 with the `split` feature, linked with `--emit-relocs`;
//! 2. `wasm_split_cli_support` cuts each binary into a main module and chunks, with the
//!    JavaScript that loads a chunk on first use (`__wasm_split.js`);
//! 3. `wasm-bindgen --keep-lld-exports` binds the main module;
//! 4. `wasm-opt -Oz --converge` shrinks every module and terser the JavaScript (release builds; comments
//!    leave the CSS and HTML too);
//! 5. everything goes into one versioned folder, `dist/app-<hash>/`, that the pages name and
//!    the service worker (`dist/sw.js`) caches: a new version is a new folder, never a mix;
//! 6. every file but the pages is compressed once, with Zopfli, into `NAME.gz` beside it
//!    (release builds; `precompress.rs`).
//!
//! `web-build --serve` builds, serves `dist/` on 127.0.0.1 (gzip: the `.gz` twins, else on the fly) and
//! rebuilds when a source file changes. Tools come from `scripts/setup.sh`: `wasm-bindgen` on
//! the PATH, `wasm-opt` and `terser` from the npm packages.

mod compile;
mod files;
mod html;
mod imports;
mod minify;
mod offline;
mod precompress;
mod serve;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Parser;

use compile::compile;
use files::{files_under, hash_dir, reset, stage_assets};
use html::{bind_page, write_page, write_words, PAGES};
use minesweeper_i18n::LANGUAGES;
use offline::{manifest, service_worker};

/// Builds the browser game into dist/ (and serves it with --serve).
#[derive(Debug, Parser)]
#[command(name = "web-build")]
struct Cli {
    /// An unoptimised build (the dev profile, no wasm-opt): quicker to make, bigger to load.
    #[arg(long)]
    dev: bool,
    /// One module per page, nothing loaded later (for comparison).
    #[arg(long)]
    no_split: bool,
    /// Serve dist/ on 127.0.0.1 and rebuild when a source file changes.
    #[arg(long)]
    serve: bool,
    /// The port to serve on.
    #[arg(long, default_value_t = 8080)]
    port: u16,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let root = root();
    if let Err(why) = build(&cli, &root) {
        eprintln!("web-build: {why}");
        return ExitCode::FAILURE;
    }
    if cli.serve {
        if let Err(why) = serve::run(&root, cli.port, || build(&cli, &root)) {
            eprintln!("web-build: {why}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

/// The workspace's root: two folders above this crate.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap_or_else(|_| PathBuf::from("."))
}

/// Builds both pages into `dist/`.
fn build(cli: &Cli, root: &Path) -> Result<(), String> {
    let target = root.join("target/web");
    let split = !cli.no_split;
    let bins: Vec<&str> = PAGES.iter().map(|page| page.bin).collect();
    let profile_dir = compile(cli, root, &target, &bins)?;
    let staging = target.join("staging");
    reset(&staging)?;
    for page in &PAGES {
        let wasm = target
            .join("wasm32-unknown-unknown")
            .join(profile_dir)
            .join(format!("{}.wasm", page.bin));
        bind_page(
            page,
            &wasm,
            &staging.join(page.bin),
            &target,
            split,
            !cli.dev,
        )?;
    }
    stage_assets(cli, root, &staging)?;
    write_words(&staging)?;
    let version = hash_dir(&staging)?;
    let dist = root.join("dist");
    // Everything older goes (an earlier version's folder, another tool's files): the service
    // worker drops old caches on its next update.
    reset(&dist)?;
    let app = format!("app-{version}");
    fs::rename(&staging, dist.join(&app)).map_err(|e| format!("moving the build: {e}"))?;
    // What every language's pages share, and what is each language's own: its table of words,
    // its pages (English's at the root, the others' in a folder each) and its manifest.
    let (shared, words): (Vec<String>, Vec<String>) = files_under(&dist.join(&app), &dist)?
        .into_iter()
        .partition(|file| !file.starts_with(&format!("{app}/words/")));
    let mut own = Vec::new();
    for language in LANGUAGES {
        let mut files: Vec<String> = words
            .iter()
            .filter(|file| file.ends_with(&format!("/{}.txt", language.tag)))
            .cloned()
            .collect();
        for page in &PAGES {
            let out = write_page(
                cli,
                (root, &target, &dist),
                (page, language),
                (&app, &version),
            )?;
            files.push(out.trim_end_matches("index.html").to_string());
        }
        let folder = language.folder();
        let written = dist.join(&folder).join("manifest.webmanifest");
        fs::write(&written, manifest(&app, language))
            .map_err(|e| format!("{}: {e}", written.display()))?;
        files.push(format!("{folder}manifest.webmanifest"));
        own.push((language.tag, files));
    }
    // The worker's version is everything it caches: the pages change without the code (their
    // words, their prerendered boards), and a returning visitor must get them.
    let cached = hash_dir(&dist)?;
    fs::write(dist.join("sw.js"), service_worker(&cached, &shared, &own))
        .map_err(|e| format!("sw.js: {e}"))?;
    // Last: the worker lists the files, never their compressed twins.
    if !cli.dev {
        precompress::precompress(&dist)?;
    }
    println!(
        "web-build: dist/ ready ({app}, {})",
        if split { "split" } else { "not split" }
    );
    Ok(())
}
