//! The analysis board: any position set up by hand, taken from the game on screen or a moment
//! of a replay, or read from JSMinesweeper's `.mine` text (a file, a drop, a paste, a link),
//! with each hidden cell's mine chance and what the solver makes of it (`engine::analysis`).
//!
//! Its address is `?mine=TEXT` (the text URL-encoded: what "Copy link" gives) or, opened
//! from the page, `#mine=TEXT`. It is drawn by the rest of the page, which holds the solver
//! (`classic::later`): its state and reducer here, its screen in `components`.

pub mod components;
pub mod state;

use crate::shared::browser::{set_hash, window};

/// The address's hash that opens the board on `text` (a `.mine` text), URL-encoded.
pub fn hash_of(text: &str) -> String {
    format!("#mine={}", String::from(js_sys::encode_uri_component(text)))
}

/// Opens the analysis board on `text`, as a new history entry (Back returns).
pub fn open(text: &str) {
    set_hash(&hash_of(text));
}

/// A link to the board on `text`: the page's address with `?mine=TEXT`.
pub fn link(text: &str) -> String {
    format!(
        "{}?mine={}",
        crate::shared::browser::page_address(),
        String::from(js_sys::encode_uri_component(text))
    )
}

/// `text` as the address carried it (URL-decoded; as it is if it does not decode).
pub fn decoded(text: &str) -> String {
    js_sys::decode_uri_component(&text.replace('+', " "))
        .map(String::from)
        .unwrap_or_else(|_| text.to_string())
}

/// Leaves the board for the game: the address without its `?mine=` and its hash.
pub fn leave() {
    let Some(window) = window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    if let Ok(history) = window.history() {
        let _ = history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    if let Ok(event) = web_sys::HashChangeEvent::new("hashchange") {
        let _ = window.dispatch_event(&event);
    }
}

/// The text of `file`, as far as a position can reach
/// ([`minesweeper_engine::analysis::MAX_TEXT`]): a bigger file is not read whole.
pub async fn read_text(file: &web_sys::File) -> Option<String> {
    use wasm_bindgen::JsCast;
    let end = i32::try_from(minesweeper_engine::analysis::MAX_TEXT).unwrap_or(i32::MAX);
    let slice = file.slice_with_i32_and_i32(0, end).ok()?;
    let text = wasm_bindgen_futures::JsFuture::from(slice.text())
        .await
        .ok()?;
    text.dyn_into::<js_sys::JsString>().ok().map(String::from)
}

/// Whether a file by this name holds a position (`.mine`), not a video.
pub fn is_position(name: &str) -> bool {
    name.to_ascii_lowercase().ends_with(".mine")
}
