//! A player on every device (issue 56), on each database: a recovery key signs a second
//! device in as the same player, a device link signs a terminal in, each device is listed and
//! can be signed out (its token then signs in nothing, and its open connection begins no
//! game), and every try at signing in is bounded.

mod common;

use common::*;
use minesweeper_server::limits::Limits;
use serde_json::{json, Value};

const HOME: [u8; 4] = [127, 0, 0, 1];
const PHONE: [u8; 4] = [127, 0, 1, 2];
const TERMINAL: [u8; 4] = [127, 0, 2, 3];

async fn account(address: &str, token: &str) -> Value {
    let (status, account) = http(address, ("GET", "/api/account"), Some(token), None, HOME).await;
    assert_eq!(status, 200, "{account}");
    account
}

async fn hello_as(address: &str, token: &str) -> Value {
    let mut client = Client::connect(address).await;
    client.ask(json!({"type": "hello", "token": token})).await
}

#[tokio::test]
async fn a_recovery_key_signs_another_device_in_and_a_device_can_be_signed_out() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database).await;
        let mut home = Client::connect(&address).await;
        let (player, token) = new_player(&mut home).await;

        let first = account(&address, &token).await;
        assert_eq!(first["player"], player.as_str());
        assert_eq!(first["recovery_key"], false);
        let devices = first["devices"].as_array().unwrap();
        assert_eq!(devices.len(), 1, "{first}");
        assert_eq!(devices[0]["this"], true);
        assert_eq!(devices[0]["kind"], "browser");
        assert_eq!(devices[0]["network"], "127.0.0.0/24");

        // Signing this device out with no way back is refused.
        let home_id = devices[0]["id"].as_str().unwrap().to_string();
        let path = format!("/api/account/devices/{home_id}");
        let (status, refused) = http(&address, ("DELETE", &path), Some(&token), None, HOME).await;
        assert_eq!(status, 400, "{refused}");
        assert!(refused["error"].as_str().unwrap().contains("recovery key"));
        // The same, as data for the front ends to word in the player's language.
        assert_eq!(
            refused["refusal"],
            json!({"why": "account", "account": "keep_a_way_back"})
        );

        // A key, shown once; a second replaces it.
        let path = "/api/account/recovery-key";
        let (status, old) = http(&address, ("POST", path), Some(&token), None, HOME).await;
        assert_eq!(status, 200, "{old}");
        let (_, key) = http(&address, ("POST", path), Some(&token), None, HOME).await;
        let key = key["key"].as_str().unwrap().to_string();
        assert_eq!(key.len(), 39, "32 letters in 8 groups: {key}");
        assert_ne!(old["key"], key.as_str());
        assert_eq!(account(&address, &token).await["recovery_key"], true);

        // On a phone: the old key signs in nothing, the new one (as typed) signs in the player.
        let recover = ("POST", "/api/account/recover");
        let old_key = json!({"key": old["key"], "kind": "browser"});
        let (status, refused) = http(&address, recover, None, Some(&old_key), PHONE).await;
        assert_eq!(status, 400, "{refused}");
        let typed = json!({"key": key.to_lowercase().replace('-', " "), "kind": "browser"});
        let (status, signed) = http(&address, recover, None, Some(&typed), PHONE).await;
        assert_eq!(status, 200, "{signed}");
        assert_eq!(signed["player"], player.as_str());
        let phone_token = signed["token"].as_str().unwrap().to_string();
        assert_ne!(phone_token, token, "each device its own token");
        let welcome = hello_as(&address, &phone_token).await;
        assert_eq!(welcome["player"], player.as_str(), "{welcome}");
        assert!(
            welcome["token"].is_null(),
            "a token is sent once: {welcome}"
        );

        let both = account(&address, &phone_token).await;
        let devices = both["devices"].as_array().unwrap();
        assert_eq!(devices.len(), 2, "{both}");
        assert_eq!(devices[0]["this"], true, "the phone, seen last: {both}");
        assert_eq!(devices[0]["network"], "127.0.1.0/24");

        // The phone signs the home device out: its token signs in nothing, and its open
        // connection begins no game.
        let path = format!("/api/account/devices/{home_id}");
        let (status, after) =
            http(&address, ("DELETE", &path), Some(&phone_token), None, PHONE).await;
        assert_eq!(status, 200, "{after}");
        assert_eq!(after["devices"].as_array().unwrap().len(), 1);
        let (status, _) = http(&address, ("GET", "/api/account"), Some(&token), None, HOME).await;
        assert_eq!(status, 401);
        let refused = hello_as(&address, &token).await;
        assert_eq!(refused["type"], "error", "{refused}");
        let start = home
            .ask(json!({"type": "start", "category": "beginner"}))
            .await;
        assert_eq!(start["type"], "error", "{start}");
        assert!(
            start["message"].as_str().unwrap().contains("signed out"),
            "{start}"
        );
        let (status, gone) =
            http(&address, ("DELETE", &path), Some(&phone_token), None, PHONE).await;
        assert_eq!(status, 404, "{gone}");
        server.abort();
    }
}

#[tokio::test]
async fn a_terminal_signs_in_by_a_code_a_browser_approves_once() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database).await;
        let mut browser = Client::connect(&address).await;
        let (player, token) = new_player(&mut browser).await;

        let (status, link) = http(&address, ("POST", "/api/device"), None, None, TERMINAL).await;
        assert_eq!(status, 200, "{link}");
        let code = link["user_code"].as_str().unwrap().to_string();
        assert_eq!(code.len(), 9, "{link}");
        assert_eq!(
            link["verification_uri"],
            format!("http://{address}/#device")
        );
        assert_eq!(
            link["verification_uri_complete"],
            format!("http://{address}/#device={code}")
        );
        let poll = json!({"device_code": link["device_code"]});
        let ask = ("POST", "/api/device/token");
        let (status, pending) = http(&address, ask, None, Some(&poll), TERMINAL).await;
        assert_eq!((status, pending["status"].clone()), (200, json!("pending")));

        // The browser sees what asks (from the terminal's network), and approves it.
        let path = format!("/api/device/{}", code.to_lowercase());
        let (status, _) = http(&address, ("GET", &path), None, None, HOME).await;
        assert_eq!(status, 401, "only a player signed in approves");
        let (status, asking) = http(&address, ("GET", &path), Some(&token), None, HOME).await;
        assert_eq!(status, 200, "{asking}");
        assert_eq!(asking["user_code"], code.as_str());
        assert_eq!(asking["network"], "127.0.2.0/24");
        let approve = format!("/api/device/{code}/approve");
        let (status, _) = http(&address, ("POST", &approve), Some(&token), None, HOME).await;
        assert_eq!(status, 200);
        let (status, again) = http(&address, ("POST", &approve), Some(&token), None, HOME).await;
        assert_eq!(status, 404, "approved once: {again}");

        let (status, approved) = http(&address, ask, None, Some(&poll), TERMINAL).await;
        assert_eq!(status, 200, "{approved}");
        assert_eq!(approved["status"], "approved");
        assert_eq!(approved["player"], player.as_str());
        let terminal_token = approved["token"].as_str().unwrap();
        let (status, used) = http(&address, ask, None, Some(&poll), TERMINAL).await;
        assert_eq!(status, 404, "a link signs in once: {used}");
        let welcome = hello_as(&address, terminal_token).await;
        assert_eq!(welcome["player"], player.as_str());

        let listed = account(&address, &token).await;
        let kinds: Vec<&str> = listed["devices"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|d| d["kind"].as_str())
            .collect();
        assert!(kinds.contains(&"terminal"), "{listed}");

        // Sign out everywhere else: the terminal's token signs in nothing.
        let others = ("POST", "/api/account/sign-out-others");
        let (status, left) = http(&address, others, Some(&token), None, HOME).await;
        assert_eq!(status, 200, "{left}");
        assert_eq!(left["devices"].as_array().unwrap().len(), 1);
        assert_eq!(hello_as(&address, terminal_token).await["type"], "error");
        server.abort();
    }
}

#[tokio::test]
async fn tries_at_signing_in_are_bounded_per_network() {
    let data = tempfile::tempdir().unwrap();
    let limits = Limits {
        sign_ins_per_minute: 5,
        links_per_network: 2,
        ..Limits::default()
    };
    let (address, server) = start_with(data.path(), None, limits).await;
    // Links open at once from one network: the third is refused, another network's is not.
    let start = ("POST", "/api/device");
    for _ in 0..2 {
        assert_eq!(http(&address, start, None, None, TERMINAL).await.0, 200);
    }
    let (status, refused) = http(&address, start, None, None, TERMINAL).await;
    assert_eq!(status, 429, "{refused}");
    assert_eq!(http(&address, start, None, None, PHONE).await.0, 200);

    // Recovery keys guessed: five tries a minute from a network, then "slow down" (a key is
    // 160 bits: the bound is for the server's sake).
    let guess = json!({"key": "0000-0000-0000-0000-0000-0000-0000-0000", "kind": "browser"});
    let recover = ("POST", "/api/account/recover");
    let from = [127, 0, 3, 4];
    let mut statuses = Vec::new();
    for _ in 0..6 {
        statuses.push(http(&address, recover, None, Some(&guess), from).await.0);
    }
    assert_eq!(statuses, [400, 400, 400, 400, 400, 429]);

    // No token, a made-up one, a malformed body: refused, nothing made.
    assert_eq!(
        http(&address, ("GET", "/api/account"), None, None, HOME)
            .await
            .0,
        401
    );
    let made_up = Some("0".repeat(64));
    let status = http(
        &address,
        ("GET", "/api/account"),
        made_up.as_deref(),
        None,
        HOME,
    )
    .await;
    assert_eq!(status.0, 401);
    let bad = json!({"key": 7});
    assert_eq!(http(&address, recover, None, Some(&bad), HOME).await.0, 422);
    server.abort();
}
