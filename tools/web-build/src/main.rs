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
//!    the service worker (`dist/sw.js`) caches: a new version is a new folder, never a mix.
//!
//! `web-build --serve` builds, serves `dist/` on 127.0.0.1 (gzip, as any host does) and
//! rebuilds when a source file changes. Tools come from `scripts/setup.sh`: `wasm-bindgen` on
//! the PATH, `wasm-opt` and `terser` from the npm packages.

mod imports;
mod serve;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use clap::Parser;
use minesweeper::prerender::{self, FirstScreen};
use sha2::{Digest, Sha256};

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

/// The one HTML source both pages are made from: the page `trunk serve` builds. Its title and
/// description become each page's, and its `data-trunk` links give way to [`LOADER`].
const TEMPLATE: &str = "index.html";

/// What the split build's page loads, where the template's `data-trunk` links were (`%HEAD%`,
/// `%STYLES%`, `%BIN%`, `%APP%`, `%ROOT%` are the page's): what the board needs first (the
/// code's requests, then its stylesheets inline, so the wasm's download starts with the HTML's
/// first bytes, 10 ms sooner than after the styles, and the prerendered board paints with
/// them), the rest (rest.css, the rest's chunk, the service worker that caches everything for
/// offline play) once it plays. Once the app has drawn its board, the clicks made on the prerendered one are
/// played on it (`playEarly`, `index.html`).
const LOADER: &str = r#"%HEAD%
    <link rel="icon" href="%APP%/favicon.svg" />
    <link rel="manifest" href="%ROOT%manifest.webmanifest" />
    <link rel="modulepreload" href="%APP%/%BIN%/%BIN%.js" />
    <link rel="modulepreload" href="%APP%/%BIN%/__wasm_split.js" />
    <link rel="preload" href="%APP%/%BIN%/%BIN%_bg.wasm" as="fetch" type="application/wasm" crossorigin />
    <script type="module">
      import init from '%APP%/%BIN%/%BIN%.js';
      init().then(() => self.playEarly && playEarly()).finally(() => {
        const rest = document.createElement('link');
        rest.rel = 'stylesheet';
        rest.href = '%APP%/rest.css';
        document.head.append(rest);
        if ('serviceWorker' in navigator) {
          navigator.serviceWorker.register('%ROOT%sw.js', { scope: '%ROOT%' }).catch(() => {});
        }
      });
    </script>
    <style>%STYLES%</style>"#;

/// One page: its binary, where it goes in dist/, and what its HTML says of it.
struct Page {
    bin: &'static str,
    out: &'static str,
    title: &'static str,
    description: &'static str,
    /// What only this page's head has, before the stylesheets (a script that may leave).
    head: &'static str,
    /// Its stylesheets, inlined in this order.
    styles: &'static [&'static str],
    /// Its first screens, rendered ahead of time (`minesweeper::prerender`), given a seed
    /// for boards that show one (new with each build).
    first_screens: fn(u64) -> Vec<FirstScreen>,
}

const PAGES: [Page; 2] = [
    Page {
        bin: "minesweeper",
        out: "index.html",
        title: "Minesweeper",
        description: "Minesweeper: classic rules, seeded shareable boards, up to 200 × 200.",
        // A battle link (`?mode=battle…`) opens the Battle page, which has its own bundle.
        head: r"<script>
      if (/(^\?|&)mode=battle(&|$)/.test(location.search)) location.replace('battle/' + location.search);
    </script>",
        styles: &["styles/main.css", "styles/classic.css"],
        first_screens: |_| prerender::classic(),
    },
    Page {
        bin: "battle",
        out: "battle/index.html",
        title: "Minesweeper Battle",
        description: "Minesweeper Battle: race the computer for territory on one board.",
        head: "",
        styles: &["styles/main.css", "styles/battle.css"],
        first_screens: prerender::battle,
    },
];

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
    let profile_dir = compile(cli, root, &target)?;
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
    let version = hash_dir(&staging)?;
    let dist = root.join("dist");
    // Everything older goes (an earlier version's folder, another tool's files): the service
    // worker drops old caches on its next update.
    reset(&dist)?;
    let app = format!("app-{version}");
    fs::rename(&staging, dist.join(&app)).map_err(|e| format!("moving the build: {e}"))?;
    let mut cached = files_under(&dist.join(&app), &dist)?;
    for page in &PAGES {
        write_page(cli, (root, &target, &dist), page, (&app, &version))?;
        cached.push(page.out.trim_end_matches("index.html").to_string());
    }
    cached.push("manifest.webmanifest".into());
    fs::write(dist.join("manifest.webmanifest"), manifest(&app))
        .map_err(|e| format!("manifest: {e}"))?;
    fs::write(dist.join("sw.js"), service_worker(&version, &cached))
        .map_err(|e| format!("sw.js: {e}"))?;
    println!(
        "web-build: dist/ ready ({app}, {})",
        if split { "split" } else { "not split" }
    );
    Ok(())
}

/// Compiles both pages' binaries to wasm into `target`; the profile's folder there.
fn compile(cli: &Cli, root: &Path, target: &Path) -> Result<&'static str, String> {
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
        .args(PAGES.iter().flat_map(|p| ["--bin", p.bin]))
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
fn registry_remaps() -> Vec<String> {
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

/// The style sheets (their comments out, unless `--dev`) and icons, into `staging`.
fn stage_assets(cli: &Cli, root: &Path, staging: &Path) -> Result<(), String> {
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

/// `page`'s HTML into `dist`: the template with its first screens, its styles inlined, and
/// the paths of build `app` (of `version`).
fn write_page(
    cli: &Cli,
    (root, target, dist): (&Path, &Path, &Path),
    page: &Page,
    (app, version): (&str, &str),
) -> Result<(), String> {
    let template = read(&root.join(TEMPLATE))?;
    // Relative, with a leading `./` or `../`: a module specifier must have one.
    let depth = page.out.matches('/').count();
    let site = if depth == 0 {
        "./".to_string()
    } else {
        "../".repeat(depth)
    };
    let styles = page
        .styles
        .iter()
        .map(|css| read(&root.join(css)).map(|text| minified(&text, !cli.dev)))
        .collect::<Result<String, String>>()?;
    let seed = u64::from_str_radix(&version[..8], 16).unwrap_or(1);
    let html = with_first_screens(&from_template(&template, page)?, page, seed)?
        .replace("%HEAD%", page.head)
        .replace("%STYLES%", &styles)
        .replace("%BIN%", page.bin)
        .replace("%APP%", &format!("{site}{app}"))
        .replace("%ROOT%", &site);
    let out = dist.join(page.out);
    if let Some(parent) = out.parent() {
        fs::create_dir_all(parent).map_err(|e| e.to_string())?;
    }
    let mut html = without_comments(&html, "<!--", "-->");
    if !cli.dev {
        html = with_scripts_minified(&html, target)?;
    }
    fs::write(&out, html).map_err(|e| format!("{}: {e}", out.display()))
}

/// `page`'s HTML from the template: its title and description, and [`LOADER`] where the
/// template's `data-trunk` links were.
fn from_template(template: &str, page: &Page) -> Result<String, String> {
    let mut lines = Vec::new();
    let mut loader = false;
    for line in template.lines() {
        if line.trim_start().starts_with("<link data-trunk") {
            if !loader {
                lines.push(format!("    {LOADER}"));
                loader = true;
            }
            continue;
        }
        lines.push(line.to_string());
    }
    if !loader {
        return Err(format!(
            "{TEMPLATE} has no data-trunk link to put the loader in"
        ));
    }
    let html = lines.join("\n") + "\n";
    let html = set_between(&html, "<title>", "</title>", page.title)?;
    set_between(
        &html,
        r#"<meta name="description" content=""#,
        r#"""#,
        page.description,
    )
}

/// `html` with `page`'s first screens at the top of its body, for the body's script to draw
/// the one the address asks for.
fn with_first_screens(html: &str, page: &Page, seed: u64) -> Result<String, String> {
    prerender::into_page(html, &(page.first_screens)(seed))
        .map_err(|e| format!("{}: {e}", page.out))
}

/// `html` with each inline classic script (`<script>` with no attributes: the theme's, the
/// prerendered board's) minified by terser: they are on the first paint's path.
fn with_scripts_minified(html: &str, target: &Path) -> Result<String, String> {
    const OPEN: &str = "<script>";
    const CLOSE: &str = "</script>";
    let scratch = target.join("inline.js");
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find(OPEN) {
        let body = start + OPEN.len();
        let end = rest[body..]
            .find(CLOSE)
            .map(|i| body + i)
            .ok_or("an inline script is not closed")?;
        fs::write(&scratch, &rest[body..end]).map_err(|e| e.to_string())?;
        run(Command::new(node_tool("terser"))
            .arg(&scratch)
            .args(["--compress", "--mangle", "--output"])
            .arg(&scratch))?;
        out.push_str(&rest[..body]);
        out.push_str(read(&scratch)?.trim_end());
        rest = &rest[end..];
    }
    out.push_str(rest);
    Ok(out)
}

/// A stylesheet as shipped: without its comments in a release build.
fn minified(css: &str, release: bool) -> String {
    if release {
        without_comments(css, "/*", "*/")
    } else {
        css.to_string()
    }
}

/// `html` with what stands between the first `start` and the `end` after it replaced.
fn set_between(html: &str, start: &str, end: &str, value: &str) -> Result<String, String> {
    let from = html
        .find(start)
        .map(|i| i + start.len())
        .ok_or_else(|| format!("{TEMPLATE} has no {start}"))?;
    let to = html[from..]
        .find(end)
        .map(|i| from + i)
        .ok_or_else(|| format!("{TEMPLATE} has no {end} after {start}"))?;
    Ok(format!("{}{value}{}", &html[..from], &html[to..]))
}

/// Splits (unless `split` is off), binds and optimises one page's wasm into `out`.
fn bind_page(
    page: &Page,
    wasm: &Path,
    out: &Path,
    target: &Path,
    split: bool,
    optimise: bool,
) -> Result<(), String> {
    let input = fs::read(wasm).map_err(|e| format!("{}: {e}", wasm.display()))?;
    let chunks = target.join("split").join(page.bin);
    reset(&chunks)?;
    let main = chunks.join("main.wasm");
    if split {
        let main_module = format!("./{}.js", page.bin);
        let mut options = wasm_split_cli_support::Options::new(&input);
        options.output_dir = &chunks;
        options.main_out_path = &main;
        options.main_module = &main_module;
        wasm_split_cli_support::transform(options)
            .map_err(|e| format!("splitting {}: {e:#}", page.bin))?;
    } else {
        fs::write(&main, &input).map_err(|e| e.to_string())?;
    }
    fs::create_dir_all(out).map_err(|e| e.to_string())?;
    let mut bindgen = Command::new("wasm-bindgen");
    bindgen
        .arg(&main)
        .args(["--target", "web", "--no-typescript", "--out-name", page.bin])
        .arg("--out-dir")
        .arg(out);
    if split {
        bindgen.arg("--keep-lld-exports");
    }
    run(&mut bindgen)?;
    let (wasm, glue) = (
        out.join(format!("{}_bg.wasm", page.bin)),
        out.join(format!("{}.js", page.bin)),
    );
    let (short, glue_text) = imports::shortened(
        &fs::read(&wasm).map_err(|e| format!("{}: {e}", wasm.display()))?,
        &read(&glue)?,
        &format!("./{}_bg.js", page.bin),
    )?;
    fs::write(&wasm, short).map_err(|e| format!("{}: {e}", wasm.display()))?;
    fs::write(&glue, glue_text).map_err(|e| format!("{}: {e}", glue.display()))?;
    for entry in fs::read_dir(&chunks).map_err(|e| e.to_string())?.flatten() {
        let path = entry.path();
        if path != main {
            copy(&path, &out.join(entry.file_name()))?;
        }
    }
    if optimise {
        for entry in fs::read_dir(out).map_err(|e| e.to_string())?.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "wasm") {
                // Until nothing shrinks more: 0.4 KB less of the classic page's first module.
                run(Command::new(wasm_opt())
                    .args(["-Oz", "--converge"])
                    .arg(&path)
                    .arg("-o")
                    .arg(&path))?;
            } else if path.extension().is_some_and(|e| e == "js") {
                // The glue is on the first screen's path: minified, 2 KB less to wait for.
                run(Command::new(node_tool("terser"))
                    .arg(&path)
                    .args(["--module", "--compress", "--mangle", "--output"])
                    .arg(&path))?;
            }
        }
    }
    Ok(())
}

/// `text` without the comments that open with `open` and close with `close`, and without
/// the blank lines they leave (the shipped CSS and HTML: comments are for the source's readers).
fn without_comments(text: &str, open: &str, close: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find(open) {
        out.push_str(&rest[..start]);
        rest = rest[start..]
            .find(close)
            .map_or("", |end| &rest[start + end + close.len()..]);
    }
    out.push_str(rest);
    out.lines()
        .map(str::trim_end)
        .filter(|line| !line.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// `wasm-opt` from the npm package `binaryen` (scripts/setup.sh), else the PATH's.
fn wasm_opt() -> PathBuf {
    node_tool("wasm-opt")
}

/// A tool from the project's npm packages (scripts/setup.sh), else the PATH's.
fn node_tool(name: &str) -> PathBuf {
    let local = root().join("node_modules/.bin").join(name);
    if local.exists() {
        local
    } else {
        PathBuf::from(name)
    }
}

fn run(command: &mut Command) -> Result<(), String> {
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

fn reset(dir: &Path) -> Result<(), String> {
    let _ = fs::remove_dir_all(dir);
    fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))
}

fn copy(from: &Path, to: &Path) -> Result<(), String> {
    fs::copy(from, to)
        .map(|_| ())
        .map_err(|e| format!("copying {}: {e}", from.display()))
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// Every file under `dir`, as paths relative to `base` with `/` separators, sorted.
fn files_under(dir: &Path, base: &Path) -> Result<Vec<String>, String> {
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
fn hash_dir(dir: &Path) -> Result<String, String> {
    let mut hasher = Sha256::new();
    for file in files_under(dir, dir)? {
        hasher.update(file.as_bytes());
        hasher.update(fs::read(dir.join(&file)).map_err(|e| e.to_string())?);
    }
    let digest = hasher.finalize();
    Ok(digest.iter().take(5).map(|b| format!("{b:02x}")).collect())
}

/// The web app manifest: installable, standalone, in the game's colours.
fn manifest(app: &str) -> String {
    format!(
        r##"{{
  "name": "Minesweeper",
  "short_name": "Minesweeper",
  "description": "Classic Minesweeper with an exact solver, replays, no-guess boards and Battle.",
  "start_url": "./",
  "scope": "./",
  "display": "standalone",
  "background_color": "#e9ecef",
  "theme_color": "#1f5fbf",
  "icons": [
    {{ "src": "{app}/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any" }},
    {{ "src": "{app}/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "maskable" }}
  ]
}}
"##
    )
}

/// The service worker: on install it caches this version's files (`cached`, relative to the
/// site's root); it answers from that cache first and the network second; on activate it
/// deletes every other version's cache. A new version's worker installs beside the old one and
/// takes over on the next visit, so a page never mixes files of two versions.
fn service_worker(version: &str, cached: &[String]) -> String {
    let list: Vec<String> = cached.iter().map(|f| format!("  './{f}',")).collect();
    format!(
        r#"// Made by web-build: the files of version {version}, cached for playing offline.
const CACHE = 'minesweeper-{version}';
const FILES = [
{files}
];
self.addEventListener('install', (event) => {{
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
}});
self.addEventListener('activate', (event) => {{
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(keys.filter((k) => k.startsWith('minesweeper-') && k !== CACHE).map((k) => caches.delete(k))),
    ).then(() => self.clients.claim()),
  );
}});
self.addEventListener('fetch', (event) => {{
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // A page is looked up without its query (?rows=…) and hash: the game reads them itself.
  const url = new URL(request.url);
  const key = request.mode === 'navigate' ? url.origin + url.pathname : request;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(key).then((hit) => hit || fetch(request)),
    ),
  );
}});
"#,
        files = list.join("\n")
    )
}
