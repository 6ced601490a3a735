//! CLDR's plural rules for the languages the game speaks, written out: the page carries these
//! few lines rather than every locale's rules (7 KB gzipped with `intl_pluralrules`, measured in
//! docs/i18n.md). The build script reads this file too, to check that a catalogue's variants
//! name only its language's categories. A language whose family is not here needs one line in
//! [`Plural::of`] (the rules: <https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html>).

/// One family of plural rules: the categories a number falls in, by CLDR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    /// `one` for 1, `other` for the rest (English, German, Dutch, the Nordic languages…).
    OneOther,
    /// As [`Plural::OneOther`], and `many` for a whole nonzero number of millions (Spanish,
    /// Italian, Catalan: "1 millón de minas").
    Romance,
    /// `one` for 0 and 1 (and what lies between), `many` for millions, `other` for the rest
    /// (French, Portuguese).
    French,
    /// `one` for 1, 21, 31… but 11; `few` for 2–4, 22–24… but 12–14; `many` for the other whole
    /// numbers; `other` for fractions (Russian, Ukrainian, Belarusian).
    EastSlavic,
    /// `one` for 1 alone; `few` for 2–4, 22–24… but 12–14; `many` for the other whole numbers;
    /// `other` for fractions (Polish).
    Polish,
    /// `one` for 1, `few` for 2–4, `many` for fractions, `other` for the rest (Czech, Slovak).
    Czech,
    /// No plural forms: `other` always (Chinese, Japanese, Korean, Vietnamese…).
    None,
}

impl Plural {
    /// The family of a BCP 47 tag's language (`zh-CN` → Chinese's), if it is written out here.
    pub fn of(tag: &str) -> Option<Plural> {
        let language = tag.split(['-', '_']).next().unwrap_or(tag);
        Some(match language.to_ascii_lowercase().as_str() {
            "en" | "de" | "nl" | "sv" | "da" | "nb" | "nn" | "no" | "fi" | "et" | "el" | "hu"
            | "tr" | "bg" => Plural::OneOther,
            "es" | "it" | "ca" => Plural::Romance,
            "fr" | "pt" => Plural::French,
            "ru" | "uk" | "be" => Plural::EastSlavic,
            "pl" => Plural::Polish,
            "cs" | "sk" => Plural::Czech,
            "zh" | "ja" | "ko" | "vi" | "th" | "id" | "ms" => Plural::None,
            _ => return Option::None,
        })
    }

    /// Every category a number can fall in, `other` last.
    pub fn categories(self) -> &'static [&'static str] {
        match self {
            Plural::OneOther => &["one", "other"],
            Plural::Romance | Plural::French => &["one", "many", "other"],
            Plural::EastSlavic | Plural::Polish | Plural::Czech => &["one", "few", "many", "other"],
            Plural::None => &["other"],
        }
    }

    /// The category `n` falls in. A number with a fraction is written with one (`1.5`), so it
    /// is never `one` where CLDR asks for no visible fraction digits.
    pub fn category(self, n: f64) -> &'static str {
        let whole = n.fract() == 0.0;
        let i = n.abs().trunc();
        // Past 2^53 every f64 is whole; the rules only look at the last digits.
        let i = if i < 1e18 { i as u64 } else { 0 };
        let (last, last2) = (i % 10, i % 100);
        let millions = whole && i != 0 && i % 1_000_000 == 0;
        match self {
            Plural::OneOther => one_or_other(whole && i == 1),
            Plural::Romance if whole && i == 1 => "one",
            Plural::Romance | Plural::French if millions => "many",
            Plural::Romance => "other",
            Plural::French => one_or_other(i <= 1),
            Plural::EastSlavic | Plural::Polish if !whole => "other",
            Plural::EastSlavic if last == 1 && last2 != 11 => "one",
            Plural::Polish if i == 1 => "one",
            Plural::EastSlavic | Plural::Polish => {
                if (2..=4).contains(&last) && !(12..=14).contains(&last2) {
                    "few"
                } else {
                    "many"
                }
            }
            Plural::Czech if !whole => "many",
            Plural::Czech if i == 1 => "one",
            Plural::Czech if (2..=4).contains(&i) => "few",
            Plural::Czech | Plural::None => "other",
        }
    }

    /// Its letter in a table's first line (`src/compile.rs` writes it, [`Plural::from_code`]
    /// reads it).
    pub fn code(self) -> char {
        match self {
            Plural::OneOther => 'o',
            Plural::Romance => 'r',
            Plural::French => 'f',
            Plural::EastSlavic => 'e',
            Plural::Polish => 'p',
            Plural::Czech => 'c',
            Plural::None => 'n',
        }
    }

    /// The family [`Plural::code`] names.
    pub fn from_code(code: &str) -> Option<Plural> {
        [
            Plural::OneOther,
            Plural::Romance,
            Plural::French,
            Plural::EastSlavic,
            Plural::Polish,
            Plural::Czech,
            Plural::None,
        ]
        .into_iter()
        .find(|p| code.len() == 1 && code.starts_with(p.code()))
    }
}

fn one_or_other(one: bool) -> &'static str {
    if one {
        "one"
    } else {
        "other"
    }
}
