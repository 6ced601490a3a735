//! The account's requests, each signed with this browser's token (`shared::net::send`): every
//! failure comes back as a sentence for the player.

use minesweeper_protocol::account::{
    Account, DeviceAsking, DeviceKind, Recover, RecoveryKey, SignedIn,
};

use crate::shared::net::{id_of, send_json};

/// The player and their devices.
pub async fn account() -> Result<Account, String> {
    send_json("GET", "account", None, "Your account").await
}

/// A new recovery key (the one before it stops working).
pub async fn new_recovery_key() -> Result<String, String> {
    let made: RecoveryKey = send_json("POST", "account/recovery-key", None, "A key").await?;
    Ok(made.key)
}

/// Signs this browser in with a recovery key as typed.
pub async fn recover(key: &str) -> Result<SignedIn, String> {
    let asked = Recover {
        key: key.to_string(),
        kind: DeviceKind::Browser,
    };
    let body = serde_json::to_string(&asked).map_err(|e| e.to_string())?;
    send_json("POST", "account/recover", Some(&body), "Signing in").await
}

/// Signs one device out; the devices left.
pub async fn sign_out(device: &str) -> Result<Account, String> {
    let path = format!("account/devices/{}", id_of(device));
    send_json("DELETE", &path, None, "Signing out").await
}

/// Signs out every device but this one; the devices left.
pub async fn sign_out_others() -> Result<Account, String> {
    send_json("POST", "account/sign-out-others", None, "Signing out").await
}

/// What waits to be signed in with `code`.
pub async fn asking(code: &str) -> Result<DeviceAsking, String> {
    send_json("GET", &format!("device/{}", id_of(code)), None, "The code").await
}

/// Approves the device waiting with `code`: it is signed in as this player.
pub async fn approve(code: &str) -> Result<DeviceAsking, String> {
    let path = format!("device/{}/approve", id_of(code));
    send_json("POST", &path, None, "Approving").await
}
