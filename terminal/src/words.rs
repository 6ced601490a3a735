//! The terminal's words: one language a run, chosen by `--lang`, else by the locale the
//! environment names (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, as POSIX orders them), from
//! the catalogues the page uses (`minesweeper-i18n`). Commands, file formats, JSON keys and
//! codes stay as they are, for programs.

use std::cell::RefCell;
use std::rc::Rc;

pub use minesweeper_i18n::{Arg, Language, Words};

thread_local! {
    /// English until [`choose`] says otherwise (each test thread starts in English).
    static WORDS: RefCell<Rc<Words>> = RefCell::new(Rc::new(Words::english()));
}

/// The words of the language chosen for this run.
pub fn words() -> Rc<Words> {
    WORDS.with(|words| words.borrow().clone())
}

/// Speaks `language` from now on.
pub fn choose(language: &Language) {
    WORDS.with(|words| *words.borrow_mut() = Rc::new(Words::of(language)));
}

/// The language a locale environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and
/// `LANG` that is set decides (`zh_CN.UTF-8` → 简体中文, `de_AT@euro` → Deutsch); `C`,
/// `POSIX` and locales there is no catalogue of are English.
pub fn from_env(var: impl Fn(&str) -> Option<String>) -> &'static Language {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| var(name).filter(|value| !value.is_empty()))
        .and_then(|locale| of_locale(&locale))
        .unwrap_or(Language::english())
}

/// The language of a POSIX locale name (`language_TERRITORY.codeset@modifier`).
fn of_locale(locale: &str) -> Option<&'static Language> {
    let tag = locale.split(['.', '@']).next()?.replace('_', "-");
    if tag.eq_ignore_ascii_case("C") || tag.eq_ignore_ascii_case("POSIX") {
        return None;
    }
    Language::best([tag.as_str()])
}

/// `--lang`'s value: a BCP 47 tag there is a catalogue of (`de-AT` is German), or which
/// there are.
pub fn parse_tag(tag: &str) -> Result<&'static Language, String> {
    Language::best([tag]).ok_or_else(|| {
        let tags: Vec<&str> = minesweeper_i18n::LANGUAGES.iter().map(|l| l.tag).collect();
        let tag = minesweeper_engine::format::visible(&tag.chars().take(40).collect::<String>());
        words().cli_no_language(tag, tags.join(", ")).to_string()
    })
}

/// What the game server or the ranked client says, in the language chosen (the page's
/// words for it: `minesweeper_protocol::words`).
pub fn said(notice: &minesweeper_protocol::client::Notice) -> String {
    minesweeper_protocol::words::notice(&words(), notice).to_string()
}

/// `n` with `decimals` decimals, as the run's language writes a decimal (`3,5` in German, `3.5`
/// in English and Chinese). JSON keeps its own numbers.
pub fn decimal(n: f64, decimals: u32) -> String {
    let fixed = minesweeper_engine::format::fixed(n, decimals);
    match words().decimal_point().chars().next() {
        Some(point) if point != '.' => fixed.replacen('.', &point.to_string(), 1),
        _ => fixed,
    }
}

/// A name for what a player typed that the words take as it is.
pub fn text(value: impl ToString) -> Arg<'static> {
    Arg::from(value.to_string())
}

/// Why a replay, a link's text or a video was refused, in the run's words.
pub fn refused(e: minesweeper_engine::replay::ReplayError) -> String {
    minesweeper_i18n::refusal::replay(&words(), &e).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn the_locale_the_environment_names_chooses_in_posix_order() {
        let tag = |vars: &[(&str, &str)]| from_env(env(vars)).tag;
        assert_eq!(tag(&[]), "en");
        assert_eq!(tag(&[("LANG", "zh_CN.UTF-8")]), "zh-CN");
        assert_eq!(tag(&[("LANG", "de_AT@euro")]), "de");
        assert_eq!(tag(&[("LANG", "C.UTF-8")]), "en");
        assert_eq!(tag(&[("LANG", "fi_FI.UTF-8")]), "en");
        // LC_ALL over LC_MESSAGES over LANG; an empty one is not set.
        assert_eq!(tag(&[("LANG", "de_DE"), ("LC_MESSAGES", "pl_PL")]), "pl");
        assert_eq!(
            tag(&[
                ("LANG", "de_DE"),
                ("LC_MESSAGES", "pl_PL"),
                ("LC_ALL", "ja_JP.UTF-8")
            ]),
            "ja"
        );
        assert_eq!(tag(&[("LANG", "ru_RU"), ("LC_ALL", "")]), "ru");
        // The first set one decides, even when it is C.
        assert_eq!(tag(&[("LANG", "es_ES"), ("LC_ALL", "POSIX")]), "en");
    }

    #[test]
    fn lang_takes_a_tag_or_says_which_there_are() {
        assert_eq!(parse_tag("zh-CN").map(|l| l.tag), Ok("zh-CN"));
        assert_eq!(parse_tag("de-CH").map(|l| l.tag), Ok("de"));
        let why = parse_tag("fr").unwrap_err();
        assert!(
            why.contains("“fr”") && why.contains("en, ") && why.contains("zh-CN"),
            "{why}"
        );
    }

    #[test]
    fn decimals_are_written_as_the_language_writes_them() {
        assert_eq!(decimal(3.25, 1), "3.3");
        choose(Language::of("de").unwrap());
        assert_eq!(decimal(3.25, 1), "3,3");
        assert_eq!(decimal(1234.5, 2), "1234,50");
        choose(Language::of("zh-CN").unwrap());
        assert_eq!(decimal(0.5, 1), "0.5");
    }

    #[test]
    fn each_thread_speaks_english_until_told() {
        assert_eq!(words().tag(), "en");
        choose(Language::of("ja").unwrap());
        assert_eq!(words().tag(), "ja");
        std::thread::spawn(|| assert_eq!(words().tag(), "en"))
            .join()
            .unwrap();
    }
}
