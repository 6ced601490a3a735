//! `web-build --serve`: dist/ on 127.0.0.1, gzip-compressed as a host serves it (a file's
//! `.gz` twin when the build made one, else compressed on the fly), with each file's type; and a watch on the sources (a look every second at their change times) that
//! rebuilds when one changes. Reload the page to see the new build.

use std::fs;
use std::io::Write;
use std::path::{Component, Path, PathBuf};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, SystemTime};

use flate2::write::GzEncoder;
use flate2::Compression;
use tiny_http::{Header, Response, Server};

/// What the watch looks at.
const SOURCES: [&str; 8] = [
    "src",
    "styles",
    "rules/src",
    "engine/src",
    "index.html",
    "Cargo.toml",
    "rules/Cargo.toml",
    "engine/Cargo.toml",
];

/// Serves `root/dist` on `port` until the process ends, calling `rebuild` when a source file
/// changes.
pub fn run(
    root: &Path,
    port: u16,
    mut rebuild: impl FnMut() -> Result<(), String>,
) -> Result<(), String> {
    let server = Server::http(("127.0.0.1", port)).map_err(|e| format!("port {port}: {e}"))?;
    println!("web-build: serving http://127.0.0.1:{port}/ (reload the page after a rebuild)");
    let dist = root.join("dist");
    let (changed, changes) = mpsc::channel();
    let watched = root.to_path_buf();
    thread::spawn(move || {
        let mut last = newest(&watched);
        loop {
            thread::sleep(Duration::from_secs(1));
            let now = newest(&watched);
            if now > last {
                last = now;
                if changed.send(()).is_err() {
                    return;
                }
            }
        }
    });
    thread::spawn(move || {
        for request in server.incoming_requests() {
            let response = respond(&dist, request.url(), accepts_gzip(&request));
            let _ = request.respond(response);
        }
    });
    for () in changes {
        if let Err(why) = rebuild() {
            eprintln!("web-build: {why}");
        }
    }
    Ok(())
}

/// The newest change time among the sources.
fn newest(root: &Path) -> SystemTime {
    let mut newest = SystemTime::UNIX_EPOCH;
    let mut stack: Vec<PathBuf> = SOURCES.iter().map(|s| root.join(s)).collect();
    while let Some(path) = stack.pop() {
        let Ok(meta) = fs::metadata(&path) else {
            continue;
        };
        if meta.is_dir() {
            if let Ok(entries) = fs::read_dir(&path) {
                stack.extend(entries.flatten().map(|e| e.path()));
            }
        } else if let Ok(modified) = meta.modified() {
            newest = newest.max(modified);
        }
    }
    newest
}

fn accepts_gzip(request: &tiny_http::Request) -> bool {
    request
        .headers()
        .iter()
        .any(|h| h.field.equiv("Accept-Encoding") && h.value.as_str().contains("gzip"))
}

/// The file under `dist` that `url` names (a folder is its index.html), gzipped if the
/// browser takes it.
fn respond(dist: &Path, url: &str, gzip: bool) -> Response<std::io::Cursor<Vec<u8>>> {
    let path = url.split(['?', '#']).next().unwrap_or("/");
    let relative = Path::new(path.trim_start_matches('/'));
    // Nothing outside dist/.
    if relative
        .components()
        .any(|c| !matches!(c, Component::Normal(_)))
    {
        return Response::from_string("forbidden").with_status_code(403);
    }
    let mut file = dist.join(relative);
    if path.ends_with('/') || file.is_dir() {
        file = file.join("index.html");
    }
    let Ok(body) = fs::read(&file) else {
        return Response::from_string("not found").with_status_code(404);
    };
    let kind = match file.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript",
        Some("wasm") => "application/wasm",
        Some("css") => "text/css",
        Some("svg") => "image/svg+xml",
        Some("webmanifest") => "application/manifest+json",
        _ => "application/octet-stream",
    };
    let header = |k: &str, v: &str| Header::from_bytes(k.as_bytes(), v.as_bytes()).ok();
    let mut response = Response::from_data(body.clone());
    let mut twin = file.into_os_string();
    twin.push(".gz");
    if let Some(zipped) = gzip.then(|| fs::read(&twin).ok()).flatten() {
        response = Response::from_data(zipped);
        if let Some(h) = header("Content-Encoding", "gzip") {
            response = response.with_header(h);
        }
    } else if gzip {
        let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
        if encoder.write_all(&body).is_ok() {
            if let Ok(zipped) = encoder.finish() {
                response = Response::from_data(zipped);
                if let Some(h) = header("Content-Encoding", "gzip") {
                    response = response.with_header(h);
                }
            }
        }
    }
    for h in [
        header("Content-Type", kind),
        header("Cache-Control", "no-cache"),
    ]
    .into_iter()
    .flatten()
    {
        response = response.with_header(h);
    }
    response
}
