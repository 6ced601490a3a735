//! The minifier of what is not JavaScript (terser does that): comments taken out of CSS and
//! HTML.

/// A stylesheet as shipped: without its comments in a release build.
pub(crate) fn minified(css: &str, release: bool) -> String {
    if release {
        without_comments(css, "/*", "*/")
    } else {
        css.to_string()
    }
}

/// `text` without the comments that open with `open` and close with `close`, and without
/// the blank lines they leave (the shipped CSS and HTML: comments are for the source's readers).
pub(crate) fn without_comments(text: &str, open: &str, close: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find(open) {
        out.push_str(&rest[..start]);
        rest = rest[start..]
            .find(close)
            .map_or("", |end| &rest[start + end + close.len()..]);
    }
    out.push_str(rest);
    out.lines()
        .map(str::trim_end)
        .filter(|line| !line.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}
