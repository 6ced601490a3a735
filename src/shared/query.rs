//! The address bar's query string, read the same way on every page: decoded pairs, numbers
//! and seeds that never overflow, repeated parameters noted, and hostile values shortened
//! before a notice shows them. What a link was adjusted for is kept as data ([`Note`]) and
//! worded in one place ([`Note::said`]). Pure, tested natively through each page's settings.

use std::rc::Rc;

use minesweeper_engine::battle::Clamp;
use minesweeper_engine::no_guess;

use minesweeper_i18n::Words;

/// What a link's parameter was adjusted for. Values the visitor typed are kept shortened
/// ([`shorten`]); parameter names and their allowed values are the address's own words, the
/// same in every language.
#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    /// A parameter given twice: the last counts.
    Repeated {
        key: String,
        value: String,
    },
    /// A seed that is no number: a random board was drawn.
    Seed {
        value: String,
    },
    /// A number parameter that is no number: the default is used.
    NotNumber {
        key: String,
        value: String,
    },
    /// `ng=` neither 1 nor 0.
    NoGuessFlag {
        value: String,
    },
    /// A parameter the page does not read.
    Unknown {
        key: String,
        known: &'static [&'static str],
    },
    /// `rule=` neither safe nor opening.
    Rule {
        value: String,
    },
    /// `daily=` no preset.
    Daily {
        value: String,
    },
    /// `date=` no day.
    Date {
        value: String,
    },
    /// `mode=` neither classic nor battle.
    Mode {
        value: String,
    },
    /// `date=` without `daily=`.
    DateAlone,
    /// A side outside `min..=max`.
    Side {
        key: &'static str,
        wanted: i128,
        got: u32,
        min: u32,
        max: u32,
    },
    /// Mines outside what the board takes.
    Mines {
        wanted: i128,
        got: u32,
        rows: u32,
        cols: u32,
        max: u32,
    },
    /// `rule=safe` with no guessing.
    NoGuessSafe,
    /// `ng=1` on a board too dense to make one quickly.
    NoGuessDense {
        rows: u32,
        cols: u32,
        mines: u32,
    },
    /// Battle's `preset=`, `level=`, `pace=` not one of theirs.
    Preset {
        value: String,
    },
    Level {
        value: String,
    },
    Pace {
        value: String,
    },
    /// A battle setting brought into range (the engine's).
    Battle(Clamp),
    /// Battle's `speed=` outside `min..=max`.
    Speed {
        wanted: i128,
        got: u8,
        min: u8,
        max: u8,
    },
}

impl Note {
    /// The note in the page's language.
    pub fn said(&self, w: &Words) -> Rc<str> {
        match self {
            Note::Repeated { key, value } => w.link_repeated(key, value),
            Note::Seed { value } => w.link_seed(value, u64::MAX.to_string()),
            Note::NotNumber { key, value } => w.link_not_number(key, value),
            Note::NoGuessFlag { value } => w.link_no_guess_flag(value),
            Note::Unknown { key, known } => w.link_unknown(key, known.join(", ")),
            Note::Rule { value } => w.link_rule(value),
            Note::Daily { value } => w.link_daily(value),
            Note::Date { value } => w.link_date(value),
            Note::Mode { value } => w.link_mode(value),
            Note::DateAlone => w.link_date_alone(),
            Note::Side {
                key,
                wanted,
                got,
                min,
                max,
            } => w.link_side(*key, wanted.to_string(), *got, *min, *max),
            Note::Mines {
                wanted,
                got,
                rows,
                cols,
                max,
            } => w.link_mines(wanted.to_string(), *got, *rows, *cols, *max),
            Note::NoGuessSafe => w.link_no_guess_safe(),
            Note::NoGuessDense { rows, cols, mines } => w.link_no_guess_dense(
                no_guess::MAX_CELLS,
                no_guess::MAX_DENSITY_PERCENT,
                *rows,
                *cols,
                *mines,
                no_guess::density_percent(*rows, *cols, *mines),
            ),
            Note::Preset { value } => w.link_preset(value),
            Note::Level { value } => w.link_level(value),
            Note::Pace { value } => w.link_pace(value),
            Note::Battle(clamp) => match *clamp {
                Clamp::Rows { asked, got } => battle_side(w, "rows", asked, got),
                Clamp::Columns { asked, got } => battle_side(w, "columns", asked, got),
                Clamp::Mines {
                    rows,
                    cols,
                    max,
                    asked,
                    got,
                } => w.link_battle_mines(rows, cols, max, got, asked.to_string()),
                Clamp::Lives { most, asked, got } => {
                    w.link_battle_lives(most, got, asked.to_string())
                }
            },
            Note::Speed {
                wanted,
                got,
                min,
                max,
            } => w.link_speed(*min, *max, *got, wanted.to_string()),
        }
    }
}

/// A battle's side (`rows` or `columns`) brought into range.
fn battle_side(w: &Words, what: &str, asked: u64, got: u32) -> Rc<str> {
    use minesweeper_engine::battle::BattleConfig;
    w.link_battle_side(
        what,
        BattleConfig::MIN_SIDE,
        BattleConfig::MAX_SIDE,
        got,
        asked.to_string(),
    )
}

/// The notes in English, for the settings parsers' tests.
#[cfg(test)]
pub fn said(notes: &[Note]) -> Vec<String> {
    let w = Words::english();
    notes.iter().map(|note| note.said(&w).to_string()).collect()
}

/// A page load's notice: what the link's parameters were adjusted for (`adjusted`), then what
/// could not be read of what the browser kept (`unread`); none when there is nothing to say.
pub fn load_notice(w: &Words, adjusted: &[Note], unread: Vec<String>) -> Option<String> {
    let mut notes = Vec::new();
    if !adjusted.is_empty() {
        let said: Vec<Rc<str>> = adjusted.iter().map(|note| note.said(w)).collect();
        notes.push(w.link_adjusted(said.join("; ")).to_string());
    }
    notes.extend(unread);
    (!notes.is_empty()).then(|| notes.join(" "))
}

/// Notes a known parameter given more than once (the last one counts).
pub fn note_repeat(
    key: &str,
    value: &str,
    known: &[&str],
    seen: &mut Vec<String>,
    notices: &mut Vec<Note>,
) {
    if !known.contains(&key) {
        return;
    }
    if seen.iter().any(|k| k == key) {
        notices.push(Note::Repeated {
            key: key.to_string(),
            value: shorten(value),
        });
    } else {
        seen.push(key.to_string());
    }
}

/// A `seed` parameter; `None` with a notice when it is not a number (a random board is drawn).
pub fn parse_seed(value: &str, notices: &mut Vec<Note>) -> Option<u64> {
    let seed = value.parse::<u64>().ok();
    if seed.is_none() {
        notices.push(Note::Seed {
            value: shorten(value),
        });
    }
    seed
}

/// A number parameter as an `i128` (so "-5" and "1e99"-sized digit strings compare and clamp
/// without overflow); `None` with a notice when it is not a number at all.
pub fn number(key: &str, value: &str, notices: &mut Vec<Note>) -> Option<i128> {
    let digits = value.trim();
    let parsed = digits.parse::<i128>().ok().or_else(|| {
        // Longer digit strings than i128 holds: saturate, keeping the sign.
        let (sign, rest) = digits.strip_prefix('-').map_or((1, digits), |r| (-1, r));
        (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())).then_some(sign * i128::MAX)
    });
    if parsed.is_none() {
        notices.push(Note::NotNumber {
            key: key.to_string(),
            value: shorten(value),
        });
    }
    parsed
}

/// Splits a query string into decoded key/value pairs.
pub fn pairs(query: &str) -> impl Iterator<Item = (String, String)> + '_ {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(k), decode(v))
        })
}

/// Percent-decoding for the few characters a hand-edited URL may hold; invalid escapes are kept
/// as written.
fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                if let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                    out.push((h * 16 + l) as u8);
                    i += 3;
                    continue;
                }
                out.push(b'%');
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Keeps hostile values from flooding the notice: at most 24 characters, and control
/// characters (a NUL byte, a newline) shown as �.
pub fn shorten(s: &str) -> String {
    let mut short: String = s
        .chars()
        .take(24)
        .map(|c| if c.is_control() { '\u{FFFD}' } else { c })
        .collect();
    if s.chars().count() > 24 {
        short.push('…');
    }
    short
}

/// `ng=1` or `ng=0` (also `true` / `false`): whether a board needs no guess; anything else is
/// `None`, with a sentence.
pub fn no_guess_flag(value: &str, notices: &mut Vec<Note>) -> Option<bool> {
    match value {
        "1" | "true" => Some(true),
        "0" | "false" => Some(false),
        _ => {
            notices.push(Note::NoGuessFlag {
                value: shorten(value),
            });
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{load_notice, Note};
    use minesweeper_i18n::Words;

    #[test]
    fn a_load_notice_says_what_was_adjusted_then_what_could_not_be_read() {
        let w = Words::english();
        assert_eq!(load_notice(&w, &[], Vec::new()), None);
        let notes = [Note::DateAlone, Note::Seed { value: "x".into() }];
        assert_eq!(
            load_notice(
                &w,
                &notes,
                vec!["Your saved game could not be read.".into()]
            )
            .as_deref(),
            Some(
                "The link was adjusted: date= goes with daily=; it was ignored; seed “x” is not \
                 a number from 0 to 18446744073709551615; a random board was drawn. Your saved \
                 game could not be read."
            )
        );
        // In another language, the same notes in its words.
        let german = Words::of(minesweeper_i18n::Language::of("de").expect("German"));
        let said = load_notice(&german, &notes, Vec::new()).unwrap_or_default();
        assert!(said.starts_with("Der Link wurde angepasst: "), "{said}");
    }
}
