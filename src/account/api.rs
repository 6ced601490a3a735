//! The account's requests, each signed with this browser's token (`shared::net::send`): every
//! failure comes back as a sentence for the player.

use minesweeper_protocol::account::{
    Account, AccountDeleted, AccountExport, DeviceAsking, DeviceKind, PasskeyAdded, PasskeyBegun,
    PasskeyFinish, Recover, RecoveryKey, SignedIn,
};

use crate::account::passkey;
use crate::shared::net::{id_of, send_json};

/// The player and their devices.
pub async fn account() -> Result<Account, String> {
    send_json("GET", "account", None).await
}

/// A new recovery key (the one before it stops working).
pub async fn new_recovery_key() -> Result<String, String> {
    let made: RecoveryKey = send_json("POST", "account/recovery-key", None).await?;
    Ok(made.key)
}

/// Signs this browser in with a recovery key as typed.
pub async fn recover(key: &str) -> Result<SignedIn, String> {
    let asked = Recover {
        key: key.to_string(),
        kind: DeviceKind::Browser,
    };
    let body = serde_json::to_string(&asked).map_err(|e| e.to_string())?;
    send_json("POST", "account/recover", Some(&body)).await
}

/// Signs one device out; the devices left.
pub async fn sign_out(device: &str) -> Result<Account, String> {
    let path = format!("account/devices/{}", id_of(device));
    send_json("DELETE", &path, None).await
}

/// Signs out every device but this one; the devices left.
pub async fn sign_out_others() -> Result<Account, String> {
    send_json("POST", "account/sign-out-others", None).await
}

/// What waits to be signed in with `code`.
pub async fn asking(code: &str) -> Result<DeviceAsking, String> {
    send_json("GET", &format!("device/{}", id_of(code)), None).await
}

/// Approves the device waiting with `code`: it is signed in as this player.
pub async fn approve(code: &str) -> Result<DeviceAsking, String> {
    let path = format!("device/{}/approve", id_of(code));
    send_json("POST", &path, None).await
}

/// The browser's answer to a ceremony begun, as the server reads it.
fn finish(begun: PasskeyBegun, credential: serde_json::Value) -> Result<String, String> {
    let finish = PasskeyFinish {
        ceremony: begun.ceremony,
        credential,
        kind: DeviceKind::Browser,
    };
    serde_json::to_string(&finish).map_err(|e| e.to_string())
}

/// Makes a passkey on this device for this browser's player, or, with none, for a new player
/// made with it.
pub async fn add_passkey() -> Result<PasskeyAdded, String> {
    let begun: PasskeyBegun = send_json("POST", "passkey/add", None).await?;
    let credential = passkey::create(&begun.public_key).await?;
    let body = finish(begun, credential)?;
    send_json("POST", "passkey/added", Some(&body)).await
}

/// Signs this browser in with a passkey it holds: the passkey says whose.
pub async fn passkey_sign_in() -> Result<SignedIn, String> {
    let begun: PasskeyBegun = send_json("POST", "passkey/sign-in", None).await?;
    let credential = passkey::get(&begun.public_key).await?;
    let body = finish(begun, credential)?;
    send_json("POST", "passkey/signed-in", Some(&body)).await
}

/// Removes one of the player's passkeys; the account as it is then.
pub async fn remove_passkey(id: &str) -> Result<Account, String> {
    let path = format!("account/passkeys/{}", id_of(id));
    send_json("DELETE", &path, None).await
}

/// Everything the server keeps of the player.
pub async fn export() -> Result<AccountExport, String> {
    send_json("GET", "account/export", None).await
}

/// Deletes the account: what went and what stayed.
pub async fn delete_account() -> Result<AccountDeleted, String> {
    send_json("POST", "account/delete", None).await
}
