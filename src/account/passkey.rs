//! The browser's side of a passkey: WebAuthn's options as the server wrote them (their JSON
//! form) read by `PublicKeyCredential.parseCreationOptionsFromJSON` /
//! `parseRequestOptionsFromJSON`, handed to `navigator.credentials`, and the authenticator's
//! answer sent back as `toJSON()` writes it. Every failure comes back as a sentence for the
//! player.

use crate::shared::words::words;
use serde_json::Value;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    /// The browser's `PublicKeyCredential`, for what web-sys keeps behind its unstable flag.
    type PublicKeyCredential;

    #[wasm_bindgen(static_method_of = PublicKeyCredential, js_name = parseCreationOptionsFromJSON, catch)]
    fn parse_creation_options(options: &JsValue) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(static_method_of = PublicKeyCredential, js_name = parseRequestOptionsFromJSON, catch)]
    fn parse_request_options(options: &JsValue) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(method, js_name = toJSON, catch)]
    fn to_json(this: &PublicKeyCredential) -> Result<JsValue, JsValue>;
}

/// What the browser said, in words for the player.
fn refusal(error: &JsValue, making: bool) -> String {
    let name = js_sys::Reflect::get(error, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    let w = crate::shared::words::words();
    match name.as_str() {
        "NotAllowedError" if making => w.passkey_not_made().to_string(),
        "NotAllowedError" => w.passkey_not_signed_in().to_string(),
        "InvalidStateError" => w.passkey_held().to_string(),
        "SecurityError" => w.passkey_needs_name().to_string(),
        "ReferenceError" | "TypeError" => w.passkey_unsupported().to_string(),
        _ => w.passkey_failed(name).to_string(),
    }
}

/// The options as the browser reads them.
fn parsed(options: &Value, making: bool) -> Result<JsValue, String> {
    let json = js_sys::JSON::parse(&options.to_string())
        .map_err(|_| words().account_passkey_request_unread().to_string())?;
    if making {
        PublicKeyCredential::parse_creation_options(&json)
    } else {
        PublicKeyCredential::parse_request_options(&json)
    }
    .map_err(|e| refusal(&e, making))
}

/// `navigator.credentials`.
fn credentials() -> Result<web_sys::CredentialsContainer, String> {
    crate::shared::browser::window()
        .map(|w| w.navigator().credentials())
        .ok_or_else(|| words().account_no_window().to_string())
}

/// The authenticator's answer as JSON.
async fn answered(
    promise: Result<js_sys::Promise, JsValue>,
    making: bool,
) -> Result<Value, String> {
    let promise = promise.map_err(|e| refusal(&e, making))?;
    let credential = JsFuture::from(promise)
        .await
        .map_err(|e| refusal(&e, making))?;
    if credential.is_null() || credential.is_undefined() {
        return Err(refusal(&JsValue::NULL, making));
    }
    let json = credential
        .unchecked_into::<PublicKeyCredential>()
        .to_json()
        .map_err(|e| refusal(&e, making))?;
    let text = js_sys::JSON::stringify(&json)
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| words().account_passkey_answer_unread().to_string())?;
    serde_json::from_str(&text).map_err(|_| words().account_passkey_answer_unread().to_string())
}

/// Makes a passkey: `navigator.credentials.create({publicKey})`.
pub async fn create(public_key: &Value) -> Result<Value, String> {
    let options = web_sys::CredentialCreationOptions::new();
    options.set_public_key(&parsed(public_key, true)?.unchecked_into());
    answered(credentials()?.create_with_options(&options), true).await
}

/// Signs with a passkey this device holds for the site: `navigator.credentials.get({publicKey})`.
pub async fn get(public_key: &Value) -> Result<Value, String> {
    let options = web_sys::CredentialRequestOptions::new();
    options.set_public_key(&parsed(public_key, false)?.unchecked_into());
    answered(credentials()?.get_with_options(&options), false).await
}
