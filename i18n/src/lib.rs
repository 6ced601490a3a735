//! The game's words in every language it speaks, for every front end.
//!
//! Translators edit `locales/TAG.ftl` (Fluent). The build script checks every catalogue
//! against English's (`src/compile.rs`: a message missing or extra, an argument misnamed, a
//! plural category the language does not have) and turns each into a table: one line a
//! message. [`Words`] is one language's table, read from [`TABLES`] (the terminal, the
//! prerenderer) or from the text the page carries (the browser, so that a page holds its own
//! language's words and no other's). It has one method a message, named after it
//! (`new-game.title` → [`Words::new_game_title`]), with one parameter an argument: a
//! message that does not exist, or an argument misnamed, does not compile.
//!
//! How to add a language: docs/i18n.md.

use std::borrow::Cow;
use std::fmt;
use std::rc::Rc;

#[cfg(feature = "engine")]
pub mod analysis;
#[cfg(feature = "engine")]
pub mod counters;
mod plural;
#[cfg(feature = "engine")]
pub mod refusal;
#[cfg(feature = "engine")]
pub mod review;
pub use plural::Plural;

#[cfg(test)]
mod compile;

include!(concat!(env!("OUT_DIR"), "/words.rs"));

/// A page of the site: each carries inline the messages its own first screen draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The classic game.
    Classic,
    /// Battle.
    Battle,
}

/// A language there is a catalogue of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language {
    /// Its BCP 47 tag (`zh-CN`): the catalogue's file name, `?lang=`, `<html lang>`.
    pub tag: &'static str,
    /// What it calls itself (`简体中文`), for the language picker.
    pub name: &'static str,
    pub plural: Plural,
}

impl Language {
    /// English: the reference, and what a visitor gets when none of theirs is here.
    pub fn english() -> &'static Language {
        &LANGUAGES[0]
    }

    /// The language of exactly `tag` (letter case aside).
    pub fn of(tag: &str) -> Option<&'static Language> {
        LANGUAGES.iter().find(|l| l.tag.eq_ignore_ascii_case(tag))
    }

    /// The first of `wanted` (most wanted first, BCP 47 tags) there is a catalogue of: the
    /// tag itself, else the same language in another region or script (`de-AT` → `de`,
    /// `zh-Hans-SG` → `zh-CN`).
    pub fn best<'t>(wanted: impl IntoIterator<Item = &'t str>) -> Option<&'static Language> {
        wanted.into_iter().find_map(|tag| {
            let tag = tag.trim();
            Language::of(tag).or_else(|| {
                let language = tag.split(['-', '_']).next()?;
                LANGUAGES.iter().find(|l| {
                    l.tag
                        .split('-')
                        .next()
                        .is_some_and(|own| own.eq_ignore_ascii_case(language))
                })
            })
        })
    }

    /// The languages an `Accept-Language` header asks for, most wanted first (by `q`, then
    /// order); `*` and the ones refused (`q=0`) left out. At most 16 are read.
    pub fn accepted(header: &str) -> Vec<&str> {
        let mut wanted: Vec<(u16, usize, &str)> = header
            .split(',')
            .take(16)
            .enumerate()
            .filter_map(|(order, item)| {
                let mut parts = item.split(';');
                let tag = parts.next()?.trim();
                let q =
                    parts
                        .find_map(|p| p.trim().strip_prefix("q="))
                        .map_or(Some(1000), |q| {
                            q.trim()
                                .parse::<f32>()
                                .ok()
                                .filter(|q| (0.0..=1.0).contains(q))
                                .map(|q| (q * 1000.0) as u16)
                        })?;
                let tag_like = (1..=35).contains(&tag.len())
                    && tag
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
                (q > 0 && tag_like).then_some((q, order, tag))
            })
            .collect();
        wanted.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        wanted.into_iter().map(|(_, _, tag)| tag).collect()
    }

    /// Where its pages are on a site, from the root: English's at the root (`""`), each
    /// other's in a folder named by its tag (`"zh-CN/"`).
    pub fn folder(&self) -> String {
        if self == Language::english() {
            String::new()
        } else {
            format!("{}/", self.tag)
        }
    }

    /// Its table of every first screen's messages alone (the others' lines empty).
    pub fn first_table(&self) -> String {
        self.first_table_without(&[])
    }

    /// Its table of `page`'s first screen's messages alone (the others' lines empty): what the
    /// page carries inline, its later code fetching [`Language::page_table`].
    pub fn first_table_of(&self, page: Page) -> String {
        self.first_table_without(match page {
            Page::Classic => BATTLE_ONLY,
            Page::Battle => CLASSIC_ONLY,
        })
    }

    /// The first screens' table without the messages `left_out`.
    fn first_table_without(&self, left_out: &[u16]) -> String {
        let table = self.table();
        let mut out = String::with_capacity(table.len() / 4);
        for (line, text) in table.split('\n').enumerate() {
            match line {
                0 => out.push_str(text.strip_suffix("\tall").unwrap_or(text)),
                _ if line > MESSAGES => break,
                _ if FIRST.binary_search(&((line - 1) as u16)).is_ok()
                    && left_out.binary_search(&((line - 1) as u16)).is_err() =>
                {
                    out.push_str(text)
                }
                _ => {}
            }
            if line == 0 {
                out.push_str("\tfirst");
            }
            out.push('\n');
        }
        out
    }

    /// Its table as a page fetches it: the terminal's messages' lines left empty (a page
    /// never says them).
    pub fn page_table(&self) -> String {
        let table = self.table();
        let mut out = String::with_capacity(table.len());
        for (line, text) in table.split('\n').enumerate() {
            if line > MESSAGES {
                break;
            }
            if line == 0 || TERMINAL.binary_search(&((line - 1) as u16)).is_err() {
                out.push_str(text);
            }
            out.push('\n');
        }
        out
    }

    /// Its catalogue's table.
    pub fn table(&self) -> &'static str {
        LANGUAGES
            .iter()
            .position(|l| l == self)
            .and_then(|i| TABLES.get(i))
            .copied()
            .unwrap_or_default()
    }
}

/// What a message is given to say: a number (chooses a plural form) or text.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Number(f64),
    Text(Cow<'a, str>),
    /// A number the front end has written out for its language (`1,5`, `1 234`): shown as
    /// written, and choosing a plural form by its value.
    Shown(f64, Cow<'a, str>),
}

impl<'a> Arg<'a> {
    /// `value`, written as `text`.
    pub fn shown(value: f64, text: impl Into<Cow<'a, str>>) -> Arg<'a> {
        Arg::Shown(value, text.into())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

impl From<Rc<str>> for Arg<'_> {
    fn from(text: Rc<str>) -> Self {
        Arg::Text(Cow::Owned(text.to_string()))
    }
}

impl<'a> From<&'a Rc<str>> for Arg<'a> {
    fn from(text: &'a Rc<str>) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl fmt::Display for Arg<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Number(n) => number(*n, f),
            Arg::Text(text) | Arg::Shown(_, text) => f.write_str(text),
        }
    }
}

/// A number as a message shows it when the front end did not write it out: whole numbers as
/// they are, others to three decimals at most (`1.5`), in integer arithmetic (the float
/// formatter would cost the page's first module 10 KB).
fn number(n: f64, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    // Whole numbers first: in thousandths, one over 2⁶⁴ / 1000 would saturate.
    if n.fract() == 0.0 {
        let sign = if n < 0.0 { "-" } else { "" };
        // `as` saturates, and maps NaN to 0.
        return write!(f, "{sign}{}", n.abs() as u64);
    }
    let thousandths = (n.abs() * 1000.0).round() as u64;
    let sign = if n < 0.0 && thousandths > 0 { "-" } else { "" };
    let (whole, mut fraction) = (thousandths / 1000, thousandths % 1000);
    if fraction == 0 {
        return write!(f, "{sign}{whole}");
    }
    let mut digits = 3;
    while fraction % 10 == 0 {
        fraction /= 10;
        digits -= 1;
    }
    write!(f, "{sign}{whole}.{fraction:0digits$}")
}

/// Why a table cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// Its first line is not `FINGERPRINT<TAB>TAG<TAB>PLURAL<TAB>PART`.
    Header,
    /// It was made for other messages (another build's).
    OtherBuild,
    /// It has another number of messages than this build.
    Length { found: usize, expected: usize },
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Header => f.write_str("the words' first line is not a table's"),
            TableError::OtherBuild => f.write_str("the words are another version's"),
            TableError::Length { found, expected } => {
                write!(f, "{found} messages where this version has {expected}")
            }
        }
    }
}

/// One language's words.
#[derive(Clone, Debug, PartialEq)]
pub struct Words {
    tag: String,
    plural: Plural,
    table: String,
    /// Where each message starts and ends in `table`.
    lines: Vec<(usize, usize)>,
    /// Whether it has every message, not the first screen's alone.
    whole: bool,
}

impl Words {
    /// `language`'s words, from this build's tables.
    pub fn of(language: &Language) -> Words {
        Words::read(language.table()).unwrap_or_else(|_| Words::blank(language))
    }

    /// English's words.
    pub fn english() -> Words {
        Words::of(Language::english())
    }

    /// A language with no words (each message says nothing): what [`Words::of`] falls back to
    /// if its own table could not be read (the crate's tests rule that out), and what a page
    /// has that was not given its table, rather than carrying every language's.
    pub fn blank(language: &Language) -> Words {
        Words {
            tag: language.tag.into(),
            plural: language.plural,
            table: String::new(),
            lines: vec![(0, 0); MESSAGES],
            whole: false,
        }
    }

    /// A table as the page carries it (one of [`TABLES`]).
    pub fn read(table: &str) -> Result<Words, TableError> {
        // Where each line starts and ends, the header's first (one pass: it runs as the page
        // starts).
        let mut lines = Vec::with_capacity(MESSAGES + 1);
        let mut start = 0;
        for (at, byte) in table.bytes().enumerate() {
            if byte == b'\n' {
                lines.push((start, at));
                start = at + 1;
            }
        }
        if start < table.len() {
            lines.push((start, table.len()));
        }
        let header = lines
            .first()
            .and_then(|&(from, to)| table.get(from..to))
            .ok_or(TableError::Header)?;
        let mut fields = header.split('\t');
        let (Some(fingerprint), Some(tag), Some(plural), Some(part), None) = (
            fields.next(),
            fields.next(),
            fields.next(),
            fields.next(),
            fields.next(),
        ) else {
            return Err(TableError::Header);
        };
        let whole = match part {
            "all" => true,
            "first" => false,
            _ => return Err(TableError::Header),
        };
        let plural = Plural::from_code(plural).ok_or(TableError::Header)?;
        if fingerprint != FINGERPRINT {
            return Err(TableError::OtherBuild);
        }
        if lines.len() != MESSAGES + 1 {
            return Err(TableError::Length {
                found: lines.len() - 1,
                expected: MESSAGES,
            });
        }
        lines.remove(0);
        Ok(Words {
            tag: tag.to_string(),
            plural,
            table: table.to_string(),
            lines,
            whole,
        })
    }

    /// Whether it has every message (else the first screen's alone).
    pub fn is_whole(&self) -> bool {
        self.whole
    }

    /// The language's tag.
    pub fn tag(&self) -> &str {
        &self.tag
    }

    /// Message `index` said with `args`: shared text, which a page hands to its markup as it
    /// is (an attribute, a text node) rather than copying it there.
    fn say(&self, index: usize, args: &[Arg]) -> Rc<str> {
        let mut out = String::new();
        if let Some(&(from, to)) = self.lines.get(index) {
            if let Some(pattern) = self.table.get(from..to) {
                Render {
                    args,
                    plural: self.plural,
                }
                .pattern(pattern, &mut out);
            }
        }
        Rc::from(out)
    }
}

/// Writes a message out (the table's syntax: `src/compile.rs`). Every byte it looks for is
/// ASCII, so every index it cuts at is between two characters; a malformed table gives less
/// text, never a panic. Written for size: it is in every page's first module.
struct Render<'r, 'a> {
    args: &'r [Arg<'a>],
    plural: Plural,
}

impl Render<'_, '_> {
    /// Writes `pattern` up to its end, or to the `|` or `}` that ends the variant it is in;
    /// returns how much of it was read.
    fn pattern(&self, pattern: &str, out: &mut String) -> usize {
        let bytes = pattern.as_bytes();
        let (mut at, mut run) = (0, 0);
        while let Some(&byte) = bytes.get(at) {
            if !matches!(byte, b'\\' | b'{' | b'}' | b'|') {
                at += 1;
                continue;
            }
            out.push_str(pattern.get(run..at).unwrap_or_default());
            match byte {
                b'\\' => {
                    match bytes.get(at + 1) {
                        Some(b'n') => out.push('\n'),
                        Some(&c) => out.push(char::from(c)),
                        None => {}
                    }
                    at += 2;
                }
                b'{' => at += 1 + self.placeable(pattern.get(at + 1..).unwrap_or_default(), out),
                _ => return at,
            }
            run = at;
        }
        out.push_str(pattern.get(run..).unwrap_or_default());
        pattern.len()
    }

    /// Writes the placeable after a `{`; returns how much was read, its `}` included.
    fn placeable(&self, text: &str, out: &mut String) -> usize {
        let (index, digits) = leading_number(text);
        let arg = self.args.get(index);
        let bytes = text.as_bytes();
        match bytes.get(digits) {
            Some(b'}') => {
                if let Some(arg) = arg {
                    out.push_str(&arg.to_string());
                }
                digits + 1
            }
            Some(b'?') => {
                // The variants: the first whose key is the argument's value, else the first
                // whose key is its plural category, else the default (`*`).
                let category = match arg {
                    Some(Arg::Number(n) | Arg::Shown(n, _)) => Some((*n, self.plural.category(*n))),
                    _ => None,
                };
                let mut at = digits + 1;
                let (mut exact, mut by_category, mut default) = (None, None, None);
                loop {
                    let rest = text.get(at..).unwrap_or_default();
                    let marked = rest.starts_with('*');
                    let key_len = rest.bytes().position(|b| b == b'=').unwrap_or(rest.len());
                    let key = rest.get(usize::from(marked)..key_len).unwrap_or_default();
                    let body = at + key_len + 1;
                    let len = skip(text.get(body..).unwrap_or_default());
                    let span = Some((body, body + len));
                    let matched = match (arg, category) {
                        (_, Some((n, _))) => {
                            let (k, k_digits) = leading_number(key);
                            k_digits > 0 && k_digits == key.len() && k as f64 == n
                        }
                        (Some(Arg::Text(t)), None) => key == t,
                        _ => false,
                    };
                    if matched && exact.is_none() {
                        exact = span;
                    }
                    if category.is_some_and(|(_, c)| c == key) && by_category.is_none() {
                        by_category = span;
                    }
                    if marked {
                        default = span;
                    }
                    at = body + len;
                    if bytes.get(at) != Some(&b'|') {
                        break;
                    }
                    at += 1;
                }
                if let Some((from, to)) = exact.or(by_category).or(default) {
                    self.pattern(text.get(from..to).unwrap_or_default(), out);
                }
                at + 1
            }
            _ => text.len(),
        }
    }
}

/// The whole number `text` starts with, and how many digits it has (none: 0, 0).
fn leading_number(text: &str) -> (usize, usize) {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let n = text.bytes().take(digits).fold(0usize, |n, d| {
        n.saturating_mul(10).saturating_add(usize::from(d - b'0'))
    });
    (n, digits)
}

/// How long the variant at the start of `text` is: up to the `|` or `}` that ends it, past
/// escapes and the placeables inside it.
fn skip(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        match byte {
            b'\\' => at += 1,
            b'{' => depth += 1,
            b'}' if depth > 0 => depth -= 1,
            b'}' | b'|' if depth == 0 => return at,
            _ => {}
        }
        at += 1;
    }
    text.len()
}

#[cfg(test)]
mod tests;
