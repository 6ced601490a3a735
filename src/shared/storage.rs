//! localStorage glue for `persist`. Every failure (no storage, quota, private mode) is a
//! no-op or a message: playing never depends on storage working.

use gloo_storage::{LocalStorage, Storage};

/// The raw text under `key`, if any.
pub fn read(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

pub fn write(key: &str, value: &impl serde::Serialize) {
    if let Ok(text) = serde_json::to_string(value) {
        let _ = LocalStorage::raw().set_item(key, &text);
    }
}

pub fn remove(key: &str) {
    LocalStorage::delete(key);
}
