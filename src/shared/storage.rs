//! localStorage glue for what the pages keep. Every failure (no storage, quota, private mode) is a
//! no-op or a message: playing never depends on storage working.

use crate::shared::browser::window;

/// The page's localStorage, when there is one (not off the web, nor when the browser turns it
/// off).
fn local() -> Option<web_sys::Storage> {
    window()?.local_storage().ok()?
}

/// The raw text under `key`, if any.
pub fn read(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Whether the browser keeps anything under one of `keys` (read without parsing it).
pub fn holds_any(keys: &[&str]) -> bool {
    keys.iter().any(|key| read(key).is_some())
}

pub fn write(key: &str, value: &impl serde::Serialize) {
    let _ = try_write(key, value);
}

/// Writes `value` under `key`, or says why it could not be (storage full, or none).
pub fn try_write(key: &str, value: &impl serde::Serialize) -> Result<(), String> {
    let text = serde_json::to_string(value).map_err(|e| e.to_string())?;
    local()
        .and_then(|storage| storage.set_item(key, &text).ok())
        .ok_or_else(|| "the browser's storage is full or off".to_string())
}

/// Writes `text` as it is (a failure is a no-op).
pub fn write_text(key: &str, text: &str) {
    if let Some(storage) = local() {
        let _ = storage.set_item(key, text);
    }
}

pub fn remove(key: &str) {
    if let Some(storage) = local() {
        let _ = storage.remove_item(key);
    }
}

/// Reads `key` with `parse`; unreadable data is removed, and `unread` says why for the
/// notice, in the page's words.
pub fn load<T>(
    key: &str,
    unread: impl Fn(&minesweeper_engine::records::Unread) -> String,
    parse: impl Fn(&str) -> Result<T, minesweeper_engine::records::Unread>,
    notes: &mut Vec<String>,
) -> Option<T> {
    let text = read(key)?;
    match parse(&text) {
        Ok(value) => Some(value),
        Err(why) => {
            notes.push(unread(&why));
            remove(key);
            None
        }
    }
}
