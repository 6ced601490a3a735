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

mod plural;
pub use plural::Plural;

#[cfg(test)]
mod compile;

include!(concat!(env!("OUT_DIR"), "/words.rs"));

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

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl fmt::Display for Arg<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Number(n) => write!(f, "{n}"),
            Arg::Text(text) | Arg::Shown(_, text) => f.write_str(text),
        }
    }
}

/// Why a table cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// Its first line is not `FINGERPRINT<TAB>TAG<TAB>PLURAL`.
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
        }
    }

    /// A table as the page carries it (one of [`TABLES`]).
    pub fn read(table: &str) -> Result<Words, TableError> {
        let mut lines = Vec::with_capacity(MESSAGES);
        let mut start = 0;
        for line in table.split_inclusive('\n') {
            let end = start + line.trim_end_matches('\n').len();
            lines.push((start, end));
            start += line.len();
        }
        let Some(&(from, to)) = lines.first() else {
            return Err(TableError::Header);
        };
        let mut header = table[from..to].split('\t');
        let (Some(fingerprint), Some(tag), Some(plural), None) =
            (header.next(), header.next(), header.next(), header.next())
        else {
            return Err(TableError::Header);
        };
        let plural = Plural::from_code(plural).ok_or(TableError::Header)?;
        if fingerprint != FINGERPRINT {
            return Err(TableError::OtherBuild);
        }
        lines.remove(0);
        if lines.len() != MESSAGES {
            return Err(TableError::Length {
                found: lines.len(),
                expected: MESSAGES,
            });
        }
        Ok(Words {
            tag: tag.to_string(),
            plural,
            table: table.to_string(),
            lines,
        })
    }

    /// The language's tag.
    pub fn tag(&self) -> &str {
        &self.tag
    }

    /// Message `index` said with `args`.
    fn say(&self, index: usize, args: &[Arg]) -> String {
        let mut out = String::new();
        if let Some(&(from, to)) = self.lines.get(index) {
            if let Some(pattern) = self.table.get(from..to) {
                Render {
                    args,
                    plural: self.plural,
                }
                .pattern(pattern.as_bytes(), &mut out);
            }
        }
        out
    }
}

/// Writes a message out (the table's syntax: `src/compile.rs`). Every byte it looks for is
/// ASCII, so it never cuts a character in two; a malformed table gives less text, never a
/// panic.
struct Render<'r, 'a> {
    args: &'r [Arg<'a>],
    plural: Plural,
}

impl Render<'_, '_> {
    /// Writes `pattern` up to its end, or to the `|` or `}` that ends the variant it is in;
    /// returns how much of it was read.
    fn pattern(&self, pattern: &[u8], out: &mut String) -> usize {
        let mut at = 0;
        let mut run = 0;
        while let Some(&byte) = pattern.get(at) {
            if !matches!(byte, b'\\' | b'{' | b'}' | b'|') {
                at += 1;
                continue;
            }
            out.push_str(&String::from_utf8_lossy(&pattern[run..at]));
            match byte {
                b'\\' => {
                    match pattern.get(at + 1) {
                        Some(b'n') => out.push('\n'),
                        Some(&c) => out.push(char::from(c)),
                        None => {}
                    }
                    at += 2;
                }
                b'{' => at += 1 + self.placeable(&pattern[at + 1..], out),
                _ => return at,
            }
            run = at;
        }
        out.push_str(&String::from_utf8_lossy(
            pattern.get(run..).unwrap_or_default(),
        ));
        pattern.len()
    }

    /// Writes the placeable after a `{`; returns how much was read, its `}` included.
    fn placeable(&self, text: &[u8], out: &mut String) -> usize {
        let digits = text.iter().take_while(|b| b.is_ascii_digit()).count();
        let index: usize = std::str::from_utf8(&text[..digits])
            .ok()
            .and_then(|d| d.parse().ok())
            .unwrap_or(usize::MAX);
        let arg = self.args.get(index);
        match text.get(digits) {
            Some(b'}') => {
                if let Some(arg) = arg {
                    out.push_str(&arg.to_string());
                }
                digits + 1
            }
            Some(b'?') => {
                let mut at = digits + 1;
                let mut variants = Vec::new();
                loop {
                    let rest = &text[at.min(text.len())..];
                    let default = rest.first() == Some(&b'*');
                    let key_from = usize::from(default);
                    let key_len = rest[key_from.min(rest.len())..]
                        .iter()
                        .take_while(|&&b| b != b'=')
                        .count();
                    let body = key_from + key_len + 1;
                    let key = String::from_utf8_lossy(
                        &rest[key_from.min(rest.len())..(key_from + key_len).min(rest.len())],
                    );
                    let len = skip(rest.get(body..).unwrap_or_default());
                    variants.push((default, key.into_owned(), at + body, at + body + len));
                    at += body + len;
                    match text.get(at) {
                        Some(b'|') => at += 1,
                        _ => break,
                    }
                }
                let chosen = self.choose(arg, &variants);
                if let Some(&(_, _, from, to)) = chosen {
                    self.pattern(text.get(from..to).unwrap_or_default(), out);
                }
                at + 1
            }
            _ => text.len(),
        }
    }

    /// The variant `arg` picks: the one keyed by its value, else by its plural category, else
    /// the default.
    fn choose<'v>(
        &self,
        arg: Option<&Arg>,
        variants: &'v [(bool, String, usize, usize)],
    ) -> Option<&'v (bool, String, usize, usize)> {
        let by_key = |key: &str| variants.iter().find(|v| v.1 == key);
        let exact = match arg {
            Some(Arg::Number(n) | Arg::Shown(n, _)) => variants
                .iter()
                .find(|v| v.1.parse::<f64>().is_ok_and(|k| k == *n))
                .or_else(|| by_key(self.plural.category(*n))),
            Some(Arg::Text(text)) => by_key(text),
            None => None,
        };
        exact.or_else(|| variants.iter().find(|v| v.0))
    }
}

/// How long the variant at the start of `text` is: up to the `|` or `}` that ends it, past
/// escapes and the placeables inside it.
fn skip(text: &[u8]) -> usize {
    let mut depth = 0usize;
    let mut at = 0;
    while let Some(&byte) = text.get(at) {
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
