//! The page's words, in its language (the `minesweeper-i18n` crate, docs/i18n.md).
//!
//! A built page carries its own language's table of its first screen's messages in
//! `<script type="text/plain" id="words">` (`tools/web-build` writes one page a language), so
//! the first module holds no words and a visitor loads theirs alone; the whole table (its
//! `data-all`) is fetched beside the page's later code, which waits for it ([`whole`]). In
//! one module (`trunk serve`, the component tests) every table is compiled in, and the
//! language comes from `?lang=`, the kept choice or the browser's. Off the web (the
//! prerender) it is whichever [`render_in`] was given last. Language changes reload the page,
//! so the words are read once.

use std::cell::RefCell;
use std::rc::Rc;

pub use minesweeper_i18n::{Arg, Language, Words};

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

/// Off the web: render in `language` with `page`'s first screen's messages alone, as a built
/// page has them before its later code arrives (the prerender's tests: nothing the first
/// screen draws may be missing from them).
pub fn render_first_screen_in(language: &Language, page: minesweeper_i18n::Page) {
    let words =
        Words::read(&language.first_table_of(page)).unwrap_or_else(|_| Words::blank(language));
    WORDS.with(|kept| *kept.borrow_mut() = Some(Rc::new(words)));
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

/// The page's whole table, once its later code is on its way: at once when it has it (in one
/// module, always), else fetched from where the page says (`#words[data-all]`, by the page's
/// loader). The fetch starts when this is called, not when it is awaited: `chunk!`'s `loaded`
/// calls it, then waits for its chunk and then for this, so both come at once and nothing drawn
/// by later code lacks its words (no `join`: each chunk's would be its own code in the first
/// module). `Err` when it could not be fetched (offline before it was ever cached).
// Not an `async fn`: its fetch must start at the call, not at the first poll.
#[cfg_attr(not(feature = "split"), allow(clippy::manual_async_fn))]
pub fn whole() -> impl std::future::Future<Output = Result<(), NotFetched>> {
    #[cfg(feature = "split")]
    let fetching = {
        use wasm_bindgen::JsCast;
        // The page's loader fetches it, once (`allWords`, tools/web-build's LOADER): less
        // code in the first module than a fetch from here.
        (!words().is_whole()).then(|| {
            crate::shared::browser::window().and_then(|window| {
                js_sys::Reflect::get(&window, &"allWords".into())
                    .ok()
                    .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
                    .and_then(|f| f.call0(&window).ok())
                    .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
            })
        })
    };
    async move {
        #[cfg(feature = "split")]
        if let Some(promise) = fetching {
            let text = wasm_bindgen_futures::JsFuture::from(promise.ok_or(NotFetched)?)
                .await
                .ok()
                .and_then(|t| t.as_string())
                .ok_or(NotFetched)?;
            let whole = Words::read(&text).map_err(|_| NotFetched)?;
            WORDS.with(|kept| *kept.borrow_mut() = Some(Rc::new(whole)));
        }
        Ok(())
    }
}

/// The page's whole table could not be fetched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotFetched;

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

/// `value` with `decimals` digits after the point, as the page's language writes it (`12.3`,
/// `12,3`): the browser's `Intl.NumberFormat`. Off the web (the prerender), as the engine
/// writes it. For what players read only: attributes programs read keep the engine's form.
pub fn decimal(value: f64, decimals: u32) -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(text) = written(&number_format(decimals), value) {
        return text;
    }
    minesweeper_engine::format::fixed(value, decimals)
}

/// [`decimal`] for what redraws ten times a second (the live counters): the browser's
/// formatter for so many decimals is made once, not for every number (a formatter costs more
/// than the number it writes).
pub fn decimal_often(value: f64, decimals: u32) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        thread_local! {
            static FORMATS: std::cell::RefCell<Vec<(u32, js_sys::Function)>> =
                const { std::cell::RefCell::new(Vec::new()) };
        }
        let format = FORMATS.with_borrow_mut(|formats| {
            if let Some((_, format)) = formats.iter().find(|(d, _)| *d == decimals) {
                return format.clone();
            }
            let format = number_format(decimals);
            formats.push((decimals, format.clone()));
            format
        });
        if let Some(text) = written(&format, value) {
            return text;
        }
    }
    minesweeper_engine::format::fixed(value, decimals)
}

/// The page's language's `Intl.NumberFormat(…).format` with exactly `decimals` digits.
#[cfg(target_arch = "wasm32")]
fn number_format(decimals: u32) -> js_sys::Function {
    let options = js_sys::Object::new();
    let digits = wasm_bindgen::JsValue::from(decimals);
    for key in ["minimumFractionDigits", "maximumFractionDigits"] {
        let _ = js_sys::Reflect::set(&options, &key.into(), &digits);
    }
    js_sys::Intl::NumberFormat::new(&js_sys::Array::of1(&words().tag().into()), &options).format()
}

/// `value` written by `format`.
#[cfg(target_arch = "wasm32")]
fn written(format: &js_sys::Function, value: f64) -> Option<String> {
    format
        .call1(&wasm_bindgen::JsValue::NULL, &value.into())
        .ok()
        .and_then(|text| text.as_string())
}

/// A day as the page's language writes it (`7 Dec 2026`, `2026年12月7日`): the browser's
/// `Intl.DateTimeFormat`. Off the web, `2026-12-07`.
pub fn day(date: minesweeper_engine::daily::Date) -> String {
    let at = ms_of(date);
    written_day(at, true).unwrap_or_else(|| date.to_string())
}

/// The day of a moment (milliseconds since 1970) in the player's time zone, as the page's
/// language writes it. Off the web, its UTC day as `2026-12-07`.
pub fn day_at(ms: f64) -> String {
    written_day(ms, false)
        .unwrap_or_else(|| minesweeper_engine::daily::Date::of_unix_ms(ms).to_string())
}

/// Midnight UTC of `date`, in milliseconds since 1970.
fn ms_of(date: minesweeper_engine::daily::Date) -> f64 {
    let days = date.days();
    days as f64 * 86_400_000.0
}

/// `Intl.DateTimeFormat`'s medium day of `ms`, in UTC or the player's time zone.
fn written_day(ms: f64, utc: bool) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        // Made once a page (a calendar writes 84 days): the language never changes in it.
        thread_local! {
            static FORMATS: RefCell<[Option<js_sys::Function>; 2]> = const { RefCell::new([None, None]) };
        }
        let format = FORMATS.with(|formats| {
            formats.borrow_mut()[usize::from(utc)]
                .get_or_insert_with(|| {
                    let options = js_sys::Object::new();
                    let _ = js_sys::Reflect::set(&options, &"dateStyle".into(), &"medium".into());
                    if utc {
                        let _ = js_sys::Reflect::set(&options, &"timeZone".into(), &"UTC".into());
                    }
                    js_sys::Intl::DateTimeFormat::new(
                        &js_sys::Array::of1(&words().tag().into()),
                        &options,
                    )
                    .format()
                })
                .clone()
        });
        format
            .call1(
                &wasm_bindgen::JsValue::NULL,
                &js_sys::Date::new(&ms.into()).into(),
            )
            .ok()
            .and_then(|text| text.as_string())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (ms, utc);
        None
    }
}

/// A message rendered once with a marker for each argument ([`MARKS`]), then filled by
/// joining its pieces: for words said thousands of times a render (each cell's label), as
/// cheap as `format!`. Its arguments choose no variant (they are text when it is rendered).
#[derive(Clone, Debug, PartialEq)]
pub struct Template {
    /// Text, then the argument after it (none after the last).
    pieces: Vec<(String, Option<usize>)>,
}

/// The markers a [`Template`] is rendered with: characters of Unicode's private use area,
/// which no message has.
pub const MARKS: [&str; 4] = ["\u{E000}", "\u{E001}", "\u{E002}", "\u{E003}"];

impl Template {
    /// The template of a message rendered with [`MARKS`] for its arguments.
    pub fn of(rendered: &str) -> Template {
        let mut pieces = Vec::new();
        let mut text = String::new();
        for c in rendered.chars() {
            match MARKS.iter().position(|mark| mark.starts_with(c)) {
                Some(arg) => pieces.push((std::mem::take(&mut text), Some(arg))),
                None => text.push(c),
            }
        }
        pieces.push((text, None));
        Template { pieces }
    }

    /// The message with `args` in their places.
    pub fn fill(&self, args: &[&str]) -> String {
        let mut out = String::with_capacity(48);
        for (text, arg) in &self.pieces {
            out.push_str(text);
            if let Some(arg) = arg.and_then(|i| args.get(i)) {
                out.push_str(arg);
            }
        }
        out
    }
}

/// A slot for words made once a language ([`made_once`]).
pub type Made<T> = RefCell<Option<(Rc<Words>, Rc<T>)>>;

/// What `make` makes of the page's words, made again only when they change (the whole table
/// arriving, or the prerender's next language).
pub fn made_once<T>(slot: &'static std::thread::LocalKey<Made<T>>, make: fn(&Words) -> T) -> Rc<T> {
    let words = words();
    slot.with(|kept| {
        if let Some((of, made)) = kept.borrow().as_ref() {
            if Rc::ptr_eq(of, &words) {
                return Rc::clone(made);
            }
        }
        let made = Rc::new(make(&words));
        *kept.borrow_mut() = Some((words, Rc::clone(&made)));
        made
    })
}

/// The notice for saved data that could not be read, `say` wording it around why (for
/// `storage::load`): `unread_notice(|w, why| w.notice_unread_stats(why))`.
pub fn unread_notice(
    say: fn(&Words, Rc<str>) -> Rc<str>,
) -> impl Fn(&minesweeper_engine::records::Unread) -> String {
    move |why| {
        let w = words();
        say(&w, minesweeper_i18n::refusal::unread(&w, why)).to_string()
    }
}

#[cfg(test)]
mod template_tests {
    use super::*;

    #[test]
    fn a_template_fills_its_arguments_where_the_language_puts_them() {
        let template = Template::of(&format!(
            "第 {} 行第 {} 列：{}",
            MARKS[0], MARKS[1], MARKS[2]
        ));
        assert_eq!(template.fill(&["5", "6", "安全"]), "第 5 行第 6 列：安全");
        let reordered = Template::of(&format!("{}, {}", MARKS[1], MARKS[0]));
        assert_eq!(reordered.fill(&["a", "b"]), "b, a");
        assert_eq!(Template::of("no argument").fill(&[]), "no argument");
    }
}
