//! Each page's HTML: made from `index.html` with its first screens prerendered, its loader,
//! its scripts and styles minified; and its wasm split and bound.

use std::fs;
use std::path::Path;
use std::process::Command;

use minesweeper::prerender::{self, FirstScreen};
use minesweeper::shared::words::{render_in, Language, Words, LANGUAGE_COOKIE, LANGUAGE_KEY};
use minesweeper_i18n::LANGUAGES;

use crate::compile::{node_tool, run, wasm_opt};
use crate::files::{copy, read, reset};
use crate::minify::{minified, without_comments};
use crate::{imports, Cli};

/// The one HTML source both pages are made from: the page `trunk serve` builds. Its title and
/// description become each page's, and its `data-trunk` links give way to [`LOADER`].
pub(crate) const TEMPLATE: &str = "index.html";

/// What the split build's page loads, where the template's `data-trunk` links were (`%HEAD%`,
/// `%STYLES%`, `%BIN%`, `%APP%`, `%ROOT%` are the page's): what the board needs first (the
/// code's requests, then its stylesheets inline, so the wasm's download starts with the HTML's
/// first bytes, 10 ms sooner than after the styles, and the prerendered board paints with
/// them), the rest (rest.css, the rest's chunk, the service worker that caches everything for
/// offline play) once it plays. Once the app has drawn its board, the clicks made on the prerendered one are
/// played on it (`playEarly`, `index.html`).
pub(crate) const LOADER: &str = r#"%LANGUAGE%
    %HEAD%
    <link rel="icon" href="%APP%/favicon.svg" />
    <link rel="manifest" href="%ROOT%%MANIFEST%manifest.webmanifest" />
    <link rel="modulepreload" href="%APP%/%BIN%/%BIN%.js" />
    <link rel="modulepreload" href="%APP%/%BIN%/__wasm_split.js" />
    <link rel="preload" href="%APP%/%BIN%/%BIN%_bg.wasm" as="fetch" type="application/wasm" crossorigin />
    <script type="module">
      import init from '%APP%/%BIN%/%BIN%.js';
      // The page's whole table of words, fetched once when its later code first asks.
      self.allWords = () => (self.allWords.p ||= fetch(document.getElementById('words').dataset.all).then((r) => (r.ok ? r.text() : Promise.reject(r.status))));
      init().then(() => self.playEarly && playEarly()).finally(() => {
        const rest = document.createElement('link');
        rest.rel = 'stylesheet';
        rest.href = '%APP%/rest.css';
        document.head.append(rest);
        if ('serviceWorker' in navigator) {
          navigator.serviceWorker.register('%ROOT%sw.js?lang=%TAG%', { scope: '%ROOT%' }).catch(() => {});
        }
      });
    </script>
    <style>%STYLES%</style>
    %WORDS%"#;

/// One page: its binary, where it goes in dist/, and what its HTML says of it.
pub(crate) struct Page {
    /// Its binary's name (`minesweeper`: `src/main.rs`; `battle`: `src/bin/battle.rs`).
    pub(crate) bin: &'static str,
    /// Where its HTML goes in `dist/`.
    pub(crate) out: &'static str,
    title: fn(&Words) -> std::rc::Rc<str>,
    description: fn(&Words) -> std::rc::Rc<str>,
    /// What only this page's head has, before the stylesheets (a script that may leave).
    head: &'static str,
    /// Its stylesheets, inlined in this order.
    styles: &'static [&'static str],
    /// Its first screens, rendered ahead of time (`minesweeper::prerender`), given a seed
    /// for boards that show one (new with each build).
    first_screens: fn(u64) -> Vec<FirstScreen>,
    /// Which page's first screen's words it carries inline.
    words: minesweeper_i18n::Page,
}

pub(crate) const PAGES: [Page; 2] = [
    Page {
        bin: "minesweeper",
        out: "index.html",
        title: Words::page_title,
        description: Words::page_description,
        // A battle link (`?mode=battle…`) opens the Battle page, which has its own bundle.
        head: r"<script>
      if (/(^\?|&)mode=battle(&|$)/.test(location.search)) location.replace('battle/' + location.search);
    </script>",
        styles: &["styles/main.css", "styles/classic.css"],
        first_screens: |_| prerender::classic(),
        words: minesweeper_i18n::Page::Classic,
    },
    Page {
        bin: "battle",
        out: "battle/index.html",
        title: Words::battle_page_title,
        description: Words::battle_page_description,
        head: "",
        styles: &["styles/main.css", "styles/battle.css"],
        first_screens: prerender::battle,
        words: minesweeper_i18n::Page::Battle,
    },
];

/// `page`'s HTML in `language` into `dist`: the template with its words, its first screens,
/// its styles inlined, and the paths of build `app` (of `version`). Where it goes in `dist/`.
pub(crate) fn write_page(
    cli: &Cli,
    (root, target, dist): (&Path, &Path, &Path),
    (page, language): (&Page, &Language),
    (app, version): (&str, &str),
) -> Result<String, String> {
    let template = read(&root.join(TEMPLATE))?;
    let out_path = format!("{}{}", language.folder(), page.out);
    render_in(language);
    let words = Words::of(language);
    // Relative, with a leading `./` or `../`: a module specifier must have one.
    let depth = out_path.matches('/').count();
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
    let html = with_first_screens(&from_template(&template, page, &words)?, page, seed)?
        .replace("%HEAD%", page.head)
        .replace("%LANGUAGE%", &language_script(page, language))
        .replace("%MANIFEST%", &language.folder())
        .replace("%STYLES%", &styles)
        .replace("%BIN%", page.bin)
        .replace("%APP%", &format!("{site}{app}"))
        .replace("%ROOT%", &site)
        .replace("%TAG%", language.tag);
    let out = dist.join(&out_path);
    if let Some(parent) = out.parent() {
        fs::create_dir_all(parent).map_err(|e| e.to_string())?;
    }
    let mut html = without_comments(&html, "<!--", "-->");
    if !cli.dev {
        html = with_scripts_minified(&html, target)?;
    }
    // The words last: a table's lines are kept as they are (the comments' sweep drops blank
    // lines and trailing spaces).
    let html = html.replace(
        "%WORDS%",
        &words_script(language, page.words, &format!("{site}{app}"))?,
    );
    fs::write(&out, html).map_err(|e| format!("{}: {e}", out.display()))?;
    Ok(out_path)
}

/// The page's first script, before anything is drawn: the visitor's language (`?lang=`, kept;
/// else the kept choice; else the browser's) and, when it is not this page's, that language's
/// page loaded in its place. A page the game server chose (its mark in the head) stays: the
/// server read the same choice from the cookie set here, or from the browser's
/// `Accept-Language`. `Language::best` in Rust is the same match.
fn language_script(page: &Page, language: &Language) -> String {
    let tags: Vec<String> = LANGUAGES.iter().map(|l| format!("'{}'", l.tag)).collect();
    LANGUAGE
        .replace("%HERE%", language.tag)
        .replace("%PAGE%", page.out.trim_end_matches("index.html"))
        .replace("%TAGS%", &tags.join(","))
        .replace("%KEY%", LANGUAGE_KEY)
        .replace("%COOKIE%", LANGUAGE_COOKIE)
}

/// The page's words: its language's table of the first screen's messages, as inert text the
/// app reads (`shared::words`), and where the whole table is (written by [`write_words`]).
fn words_script(
    language: &Language,
    page: minesweeper_i18n::Page,
    app: &str,
) -> Result<String, String> {
    let table = language.first_table_of(page);
    if table.contains("</script") || table.contains("<!--") {
        return Err(format!(
            "{}'s words hold \"</script\" or \"<!--\"",
            language.tag
        ));
    }
    Ok(format!(
        r#"<script type="text/plain" id="words" data-all="{app}/{}">{table}</script>"#,
        words_file(language)
    ))
}

/// Where `language`'s whole table is in a build's folder.
fn words_file(language: &Language) -> String {
    format!("words/{}.txt", language.tag)
}

/// Every language's whole table into `staging` (a build's folder), fetched by each page's
/// later code.
pub(crate) fn write_words(staging: &Path) -> Result<(), String> {
    fs::create_dir_all(staging.join("words")).map_err(|e| e.to_string())?;
    for language in LANGUAGES {
        let file = staging.join(words_file(language));
        fs::write(&file, language.page_table()).map_err(|e| format!("{}: {e}", file.display()))?;
    }
    Ok(())
}

/// The language's script (see [`language_script`]); `%HERE%`, `%PAGE%` (`battle/` or
/// nothing), `%TAGS%`, `%KEY%` and `%COOKIE%` are the page's.
const LANGUAGE: &str = r"<script>
      (() => {
        const here = '%HERE%', page = '%PAGE%', tags = [%TAGS%], d = document, p = new URLSearchParams(location.search);
        const best = (t) => t && (tags.find((x) => x.toLowerCase() == t.toLowerCase()) || tags.find((x) => x.split('-')[0].toLowerCase() == t.toLowerCase().split(/[-_]/)[0]));
        let asked = best(p.get('lang')), kept;
        try {
          kept = best(localStorage.getItem('%KEY%'));
          if (asked) localStorage.setItem('%KEY%', asked);
        } catch (e) {}
        const want = asked || kept || (navigator.languages || [navigator.language]).map(best).find((t) => t) || 'en';
        if (asked || kept) d.cookie = '%COOKIE%=' + want + ';path=/;max-age=31536000;samesite=lax';
        if (want == here || (!asked && d.querySelector('meta[name=minesweeper-server]'))) return;
        const path = location.pathname.replace(/index\.html$/, ''), own = (here == 'en' ? '' : here + '/') + page;
        if (path.endsWith(own)) location.replace(path.slice(0, path.length - own.length) + (want == 'en' ? '' : want + '/') + page + location.search + location.hash);
      })();
    </script>";

/// `page`'s HTML from the template: its title and description, and [`LOADER`] where the
/// template's `data-trunk` links were.
pub(crate) fn from_template(template: &str, page: &Page, words: &Words) -> Result<String, String> {
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
    let html = set_between(&html, "<title>", "</title>", &(page.title)(words))?;
    let html = set_between(&html, r#"<html lang=""#, r#"""#, words.tag())?;
    set_between(
        &html,
        r#"<meta name="description" content=""#,
        r#"""#,
        &attribute_text(&(page.description)(words)),
    )
}

/// `text` as an attribute's value between double quotes.
fn attribute_text(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;")
}

/// `html` with `page`'s first screens at the top of its body, for the body's script to draw
/// the one the address asks for.
pub(crate) fn with_first_screens(html: &str, page: &Page, seed: u64) -> Result<String, String> {
    prerender::into_page(html, &(page.first_screens)(seed))
        .map_err(|e| format!("{}: {e}", page.out))
}

/// `html` with each inline classic script (`<script>` with no attributes: the theme's, the
/// prerendered board's) minified by terser: they are on the first paint's path.
pub(crate) fn with_scripts_minified(html: &str, target: &Path) -> Result<String, String> {
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

/// `html` with what stands between the first `start` and the `end` after it replaced.
pub(crate) fn set_between(
    html: &str,
    start: &str,
    end: &str,
    value: &str,
) -> Result<String, String> {
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
pub(crate) fn bind_page(
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
