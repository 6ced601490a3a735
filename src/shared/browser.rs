//! The few things the app asks of the browser. Each degrades gracefully: a missing `window`
//! (tests, odd embeddings) never panics.

/// Wall-clock milliseconds.
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// A fresh seed for a new board. Kept to 32 bits so shared URLs stay short; with the first
/// click folded in, that is still billions of boards per setting.
pub fn random_seed() -> u64 {
    match getrandom::u32() {
        Ok(seed) => u64::from(seed),
        // No crypto source: the clock is still a fine seed for a game.
        Err(_) => now_ms() as u64 & 0xFFFF_FFFF,
    }
}

/// The current page's query string, such as `?rows=9`.
pub fn query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// Replaces the query string without a reload or a history entry, so the address bar always
/// holds a link to the board on screen.
pub fn replace_query(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(history) = window.history() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    let hash = window.location().hash().unwrap_or_default();
    let _ = history.replace_state_with_url(
        &wasm_bindgen::JsValue::NULL,
        "",
        Some(&format!("{path}{query}{hash}")),
    );
}
