//! Reads every catalogue in `locales/`, checks them against English and writes the tables and
//! the `Words` methods (`src/compile.rs`). A catalogue that is wrong stops the build with
//! each problem and where it is.

use std::fs;
use std::path::Path;

#[path = "src/compile.rs"]
mod compile;
#[path = "src/plural.rs"]
#[allow(dead_code)]
mod plural;

fn main() {
    println!("cargo::rerun-if-changed=locales");
    println!("cargo::rerun-if-changed=src/compile.rs");
    println!("cargo::rerun-if-changed=src/plural.rs");
    let mut sources = Vec::new();
    let entries = fs::read_dir("locales").unwrap_or_else(|e| panic!("i18n/locales: {e}"));
    let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let tag = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        sources.push(compile::Source { tag, text });
    }
    let catalogue = compile::compile(&sources).unwrap_or_else(|errors| {
        panic!(
            "the catalogues in i18n/locales have {} problem(s):\n  {}",
            errors.len(),
            errors.join("\n  ")
        )
    });
    let rust = compile::rust(&catalogue).unwrap_or_else(|e| panic!("i18n/locales: {e}"));
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out).join("words.rs"), rust).expect("writing words.rs");
}
