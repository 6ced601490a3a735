//! The few things the app asks of the browser. Each degrades gracefully: a missing `window`
//! (tests, odd embeddings) never panics.

/// The browser's window: `None` off the web, where the pages are rendered ahead of time
/// (src/prerender.rs) and wasm-bindgen's imports would panic. Every read of the browser goes
/// through here, so a render off the web sees a fresh visitor: no storage, no address.
pub fn window() -> Option<web_sys::Window> {
    if cfg!(target_arch = "wasm32") {
        web_sys::window()
    } else {
        None
    }
}

/// Wall-clock milliseconds.
pub fn now_ms() -> f64 {
    if cfg!(target_arch = "wasm32") {
        js_sys::Date::now()
    } else {
        0.0
    }
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
    window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// Replaces the query string without a reload or a history entry, so the address bar always
/// holds a link to the board on screen.
pub fn replace_query(query: &str) {
    let Some(window) = window() else {
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

/// The page's address without its query and hash: where a shared link points.
pub fn page_address() -> String {
    window()
        .and_then(|w| {
            let location = w.location();
            Some(format!(
                "{}{}",
                location.origin().ok()?,
                location.pathname().ok()?
            ))
        })
        .unwrap_or_default()
}

/// The address's hash, such as `#replay=…` (empty without one).
pub fn hash() -> String {
    window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Sets the address's hash (`""` clears it), as a new history entry: Back returns.
pub fn set_hash(hash: &str) {
    if let Some(window) = window() {
        let location = window.location();
        if hash.is_empty() {
            // `location.hash = ""` leaves a lone "#": push the bare address instead.
            let path = location.pathname().unwrap_or_default();
            let query = location.search().unwrap_or_default();
            if let Ok(history) = window.history() {
                let _ = history.push_state_with_url(
                    &wasm_bindgen::JsValue::NULL,
                    "",
                    Some(&format!("{path}{query}")),
                );
            }
            if let Ok(event) = web_sys::HashChangeEvent::new("hashchange") {
                let _ = window.dispatch_event(&event);
            }
        } else {
            let _ = location.set_hash(hash);
        }
    }
}

/// Copies `text` to the clipboard: `true` when the browser allowed it.
pub async fn copy(text: &str) -> bool {
    let Some(window) = window() else {
        return false;
    };
    let promise = window.navigator().clipboard().write_text(text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

/// Offers `bytes` as a file to save, named `name`.
pub fn download(name: &str, bytes: &[u8], mime: &str) -> Result<(), String> {
    use wasm_bindgen::JsCast;
    let fail = |_| "the browser would not save the file".to_string();
    let document = window()
        .and_then(|w| w.document())
        .ok_or("no page to save from")?;
    let array = js_sys::Uint8Array::from(bytes);
    let parts = js_sys::Array::of1(&array);
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob =
        web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let link: web_sys::HtmlAnchorElement =
        document
            .create_element("a")
            .map_err(fail)?
            .dyn_into()
            .map_err(|_| "the browser would not save the file".to_string())?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// The first file chosen in a file input.
pub fn chosen_file(input: &web_sys::HtmlInputElement) -> Option<web_sys::File> {
    input.files().and_then(|files| files.get(0))
}

/// A file's name and bytes.
pub async fn read_file(
    file: &web_sys::File,
    max_bytes: usize,
) -> Result<(String, Vec<u8>), String> {
    // Its size is known before a byte is read: a file too large is refused unread.
    if file.size() > max_bytes as f64 {
        return Err(format!(
            "{} is {} bytes; files of up to {max_bytes} bytes are read",
            crate::shared::query::shorten(&file.name()),
            file.size() as u64
        ));
    }
    let buffer = wasm_bindgen_futures::JsFuture::from(file.array_buffer())
        .await
        .map_err(|_| format!("{} could not be read", file.name()))?;
    Ok((file.name(), js_sys::Uint8Array::new(&buffer).to_vec()))
}

/// What a player copies: the page says which once it is copied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Copied {
    Link,
    ReplayLink,
    Result,
}

impl Copied {
    /// Its key in the catalogue's `copied` message.
    pub fn key(self) -> &'static str {
        match self {
            Copied::Link => "link",
            Copied::ReplayLink => "replay",
            Copied::Result => "result",
        }
    }
}
