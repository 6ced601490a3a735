//! Every file a browser fetches but the pages, compressed once at build time with Zopfli into
//! `NAME.gz` beside it: the game server (`ServeDir::precompressed_gzip`), `web-build --serve`
//! and the tests' server send it to a browser that takes gzip, as nginx's `gzip_static` and
//! Caddy's `precompressed` do. Zopfli writes gzip any browser reads, about 4 % smaller than
//! `gzip -9` on the wasm (the classic page's first module: 144,322 → 138,298 B, measured), for
//! about a second a megabyte of build time. The pages' HTML is left out: the game server marks
//! each page it serves and renders a link's board into it, so it compresses them as it sends.

use std::fs;
use std::path::{Path, PathBuf};
use std::thread;

use crate::files::files_under;

/// What is compressed: every file the pages fetch but the pages themselves.
const KINDS: [&str; 6] = ["wasm", "js", "css", "svg", "txt", "webmanifest"];

/// Writes `FILE.gz` beside each such file under `dist`, on every core, when it is smaller.
pub(crate) fn precompress(dist: &Path) -> Result<(), String> {
    let files: Vec<PathBuf> = files_under(dist, dist)?
        .into_iter()
        .map(|file| dist.join(file))
        .filter(|file| {
            file.extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| KINDS.contains(&e))
        })
        .collect();
    let cores = thread::available_parallelism().map_or(1, |n| n.get());
    let share = files.len().div_ceil(cores).max(1);
    thread::scope(|scope| {
        let workers: Vec<_> = files
            .chunks(share)
            .map(|part| scope.spawn(move || part.iter().try_for_each(|file| compressed(file))))
            .collect();
        workers.into_iter().try_for_each(|worker| {
            worker
                .join()
                .map_err(|_| "a compressor panicked".to_string())?
        })
    })
}

/// `file` compressed into `file.gz`, unless that is no smaller.
fn compressed(file: &Path) -> Result<(), String> {
    let bytes = fs::read(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut zipped = Vec::new();
    zopfli::compress(
        zopfli::Options::default(),
        zopfli::Format::Gzip,
        bytes.as_slice(),
        &mut zipped,
    )
    .map_err(|e| format!("compressing {}: {e}", file.display()))?;
    if zipped.len() >= bytes.len() {
        return Ok(());
    }
    let mut name = file.as_os_str().to_owned();
    name.push(".gz");
    fs::write(&name, zipped).map_err(|e| format!("{}: {e}", file.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn each_fetched_file_gets_a_gzip_twin_that_reads_back_and_pages_do_not() {
        let dist =
            std::env::temp_dir().join(format!("web-build-precompress-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dist);
        fs::create_dir_all(dist.join("app")).expect("a scratch folder");
        let code = "let words = 'the same words, again and again';\n".repeat(200);
        fs::write(dist.join("app/page.js"), &code).expect("written");
        fs::write(dist.join("index.html"), &code).expect("written");
        fs::write(dist.join("app/tiny.txt"), "a").expect("written");
        precompress(&dist).expect("compressed");
        let zipped = fs::read(dist.join("app/page.js.gz")).expect("a twin");
        assert!(zipped.len() < code.len() / 10, "{} bytes", zipped.len());
        let mut read = String::new();
        flate2::read::GzDecoder::new(zipped.as_slice())
            .read_to_string(&mut read)
            .expect("gzip a browser reads");
        assert_eq!(read, code);
        // The pages are compressed as they are served; a file gzip would grow is left alone.
        assert!(!dist.join("index.html.gz").exists());
        assert!(!dist.join("app/tiny.txt.gz").exists());
        let _ = fs::remove_dir_all(&dist);
    }
}
