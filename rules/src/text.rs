//! Text a user or a file supplied, made safe to show.

/// `text` with every control character (and every invisible one that reorders text) written
/// as an escape, `\u{1b}` for ESC: what a file or an address says reaches a terminal or a page
/// only as characters one can see, never as a screen clear or a window title. Unlike
/// `str::escape_debug`, it leaves quotes and printable text alone and needs no Unicode tables
/// (which a `{:?}` would bring into every page's first module).
pub fn visible(text: &str) -> String {
    let hidden = |c: char| {
        c.is_control()
            || matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
    };
    if !text.chars().any(hidden) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if hidden(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::visible;

    #[test]
    fn hides_control_and_reordering_characters_only() {
        assert_eq!(visible("plain “quoted” é"), "plain “quoted” é");
        assert_eq!(visible("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(visible("x\u{202e}y\n"), "x\\u{202e}y\\u{a}");
    }
}
