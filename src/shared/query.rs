//! The address bar's query string, read the same way on every page: decoded pairs, numbers
//! and seeds that never overflow, repeated parameters noted, and hostile values shortened
//! before a notice shows them. Pure, tested natively through each page's settings.

/// A page load's notice: what the link's parameters were adjusted for (`adjusted`), then what
/// could not be read of what the browser kept (`unread`); none when there is nothing to say.
pub fn load_notice(adjusted: &[String], unread: Vec<String>) -> Option<String> {
    let mut notes = Vec::new();
    if !adjusted.is_empty() {
        notes.push(format!("The link was adjusted: {}.", adjusted.join("; ")));
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
    notices: &mut Vec<String>,
) {
    if !known.contains(&key) {
        return;
    }
    if seen.iter().any(|k| k == key) {
        notices.push(format!(
            "{key} was given more than once; the last one (“{}”) counts",
            shorten(value)
        ));
    } else {
        seen.push(key.to_string());
    }
}

/// A `seed` parameter; `None` with a notice when it is not a number (a random board is drawn).
pub fn parse_seed(value: &str, notices: &mut Vec<String>) -> Option<u64> {
    let seed = value.parse::<u64>().ok();
    if seed.is_none() {
        notices.push(format!(
            "seed “{}” is not a number from 0 to {}; a random board was drawn",
            shorten(value),
            u64::MAX
        ));
    }
    seed
}

/// A number parameter as an `i128` (so "-5" and "1e99"-sized digit strings compare and clamp
/// without overflow); `None` with a notice when it is not a number at all.
pub fn number(key: &str, value: &str, notices: &mut Vec<String>) -> Option<i128> {
    let digits = value.trim();
    let parsed = digits.parse::<i128>().ok().or_else(|| {
        // Longer digit strings than i128 holds: saturate, keeping the sign.
        let (sign, rest) = digits.strip_prefix('-').map_or((1, digits), |r| (-1, r));
        (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())).then_some(sign * i128::MAX)
    });
    if parsed.is_none() {
        notices.push(format!(
            "{key}=“{}” is not a number; using the default",
            shorten(value)
        ));
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
pub fn no_guess_flag(value: &str, notices: &mut Vec<String>) -> Option<bool> {
    match value {
        "1" | "true" => Some(true),
        "0" | "false" => Some(false),
        _ => {
            notices.push(format!(
                "ng=“{}” is not 1 (no guessing) or 0; using 0",
                shorten(value)
            ));
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::load_notice;

    #[test]
    fn a_load_notice_says_what_was_adjusted_then_what_could_not_be_read() {
        assert_eq!(load_notice(&[], Vec::new()), None);
        assert_eq!(
            load_notice(
                &["rows is at most 200".into(), "seed is a number".into()],
                vec!["Your saved game could not be read.".into()]
            )
            .as_deref(),
            Some(
                "The link was adjusted: rows is at most 200; seed is a number. \
                 Your saved game could not be read."
            )
        );
    }
}
