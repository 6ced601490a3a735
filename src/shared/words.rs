//! The page's words, in its language (the `minesweeper-i18n` crate, docs/i18n.md).
//!
//! A built page carries its own language's table in `<script type="text/plain" id="words">`
//! (`tools/web-build` writes one page a language), so the first module holds no words, and a
//! visitor loads theirs alone. In one module (`trunk serve`, the component tests) every
//! table is compiled in, and the language comes from `?lang=`, the kept choice or the
//! browser's. Off the web (the prerender) it is whichever [`render_in`] was given last.
//! Language changes reload the page, so the words are read once.

use std::cell::RefCell;
use std::rc::Rc;

pub use minesweeper_i18n::{Language, Words};

/// Where the chosen language is kept, and the cookie that tells the game server.
pub const LANGUAGE_KEY: &str = "minesweeper.lang";
pub const LANGUAGE_COOKIE: &str = "minesweeper-lang";

thread_local! {
    static WORDS: RefCell<Option<Rc<Words>>> = const { RefCell::new(None) };
}

/// The page's words.
pub fn words() -> Rc<Words> {
    WORDS.with(|kept| {
        if let Some(words) = kept.borrow().as_ref() {
            return Rc::clone(words);
        }
        let words = Rc::new(read());
        *kept.borrow_mut() = Some(Rc::clone(&words));
        words
    })
}

/// Off the web: render in `language` from now on (the prerender, a language at a time).
pub fn render_in(language: &Language) {
    WORDS.with(|kept| *kept.borrow_mut() = Some(Rc::new(Words::of(language))));
}

/// The page's table, read once (out of line: every caller of [`words`] is on the first screen).
#[cfg(feature = "split")]
#[inline(never)]
#[cold]
fn read() -> Words {
    let table = crate::shared::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("words"))
        .and_then(|e| e.text_content());
    match table.as_deref().map(Words::read) {
        Some(Ok(words)) => words,
        // A page is built with its table (tools/web-build): without one, or with another
        // version's, it is not this build's page. Its messages stay empty rather than the
        // page carrying every language. (Why the table cannot be read is not said here: its
        // words would cost the first module; `Words::read`'s tests say it.)
        _ => {
            web_sys::console::error_1(&"the page carries no words of this version".into());
            Words::blank(Language::english())
        }
    }
}

/// In one module: the chosen language's table, compiled in; one asked for by the address is
/// kept, as the built page's first script keeps it.
#[cfg(not(feature = "split"))]
fn read() -> Words {
    let language = chosen();
    if crate::shared::query::pairs(&crate::shared::browser::query()).any(|(k, _)| k == "lang") {
        crate::shared::storage::write_text(LANGUAGE_KEY, language.tag);
    }
    Words::of(language)
}

/// The language asked for (`?lang=`), else the kept choice, else the browser's, else English.
pub fn chosen() -> &'static Language {
    let asked = crate::shared::query::pairs(&crate::shared::browser::query())
        .find(|(k, _)| k == "lang")
        .and_then(|(_, tag)| Language::best([tag.as_str()]));
    let kept = crate::shared::storage::read(LANGUAGE_KEY);
    let browser: Vec<String> = crate::shared::browser::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|t| t.as_string())
                .collect()
        })
        .unwrap_or_default();
    asked
        .or_else(|| kept.as_deref().and_then(|k| Language::best([k])))
        .or_else(|| Language::best(browser.iter().map(String::as_str)))
        .unwrap_or_else(Language::english)
}

/// The language picker: every language by its own name, the page's chosen. Choosing one
/// loads the page in it ([`switch_to`]).
pub fn language_picker(w: &Words) -> yew::Html {
    use yew::prelude::*;
    let onchange = Callback::from(|e: Event| {
        let tag = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        switch_to(&tag);
    });
    html! {
        <label class="language-picker">
            <span>{ w.language() }</span>
            <select data-testid="language" aria-label={w.language()} {onchange}>
                { for minesweeper_i18n::LANGUAGES.iter().map(|l| html! {
                    <option value={l.tag} lang={l.tag} selected={l.tag == w.tag()}>{ l.name }</option>
                }) }
            </select>
        </label>
    }
}

/// Loads this page in language `tag`, kept for later visits: the address with `?lang=TAG`,
/// which the page's first script (tools/web-build: `LANGUAGE`) or the game server turns into
/// that language's page.
pub fn switch_to(tag: &str) {
    let Some(language) = Language::of(tag) else {
        return;
    };
    crate::shared::storage::write_text(LANGUAGE_KEY, language.tag);
    let Some(window) = crate::shared::browser::window() else {
        return;
    };
    let location = window.location();
    let search = location.search().unwrap_or_default();
    let mut query: Vec<&str> = search
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("lang="))
        .collect();
    let lang = format!("lang={}", language.tag);
    query.push(&lang);
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let _ = location.assign(&format!("{path}?{}{hash}", query.join("&")));
}
