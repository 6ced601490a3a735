//! Passkeys (issue 56), on each database, answered by a software authenticator
//! (`common::softkey`): a first passkey makes its player and signs another device in without a
//! name; a passkey is added to the player one has; and what an attacker would send is refused
//! (a ceremony finished twice or by another player, another origin, a replayed or cloned
//! assertion, a passkey that is no player's, a relying party that is an address).

mod common;

use common::softkey::SoftKey;
use common::*;
use minesweeper_server::limits::Limits;
use serde_json::{json, Value};

const HOME: [u8; 4] = [127, 0, 0, 1];
const PHONE: [u8; 4] = [127, 0, 1, 2];
const ELSEWHERE: [u8; 4] = [127, 0, 3, 4];

/// The site's name and origin for a server at `address` (`127.0.0.1:PORT`).
fn site(address: &str) -> (String, String) {
    let port = address.rsplit(':').next().unwrap_or_default();
    let host = format!("localhost:{port}");
    let origin = format!("http://{host}");
    (host, origin)
}

/// A request to the server as `localhost:PORT`.
async fn ask(
    address: &str,
    route: (&str, &str),
    token: Option<&str>,
    body: Option<&Value>,
    from: [u8; 4],
) -> (u16, Value) {
    let (host, _) = site(address);
    http_at(address, &host, route, token, body, from).await
}

/// Begins a ceremony: its id and the options for the browser.
async fn begin(address: &str, path: &str, token: Option<&str>, from: [u8; 4]) -> (String, Value) {
    let (status, begun) = ask(address, ("POST", path), token, None, from).await;
    assert_eq!(status, 200, "{begun}");
    let id = begun["ceremony"].as_str().unwrap().to_string();
    (id, begun["public_key"].clone())
}

async fn finish(
    address: &str,
    path: &str,
    token: Option<&str>,
    ceremony: &str,
    credential: &Value,
    from: [u8; 4],
) -> (u16, Value) {
    let body = json!({"ceremony": ceremony, "credential": credential, "kind": "browser"});
    ask(address, ("POST", path), token, Some(&body), from).await
}

/// Signs in with `key` from `from`: the status and the answer.
async fn sign_in_with(address: &str, key: &mut SoftKey, from: [u8; 4]) -> (u16, Value) {
    let (ceremony, options) = begin(address, "/api/passkey/sign-in", None, from).await;
    let assertion = key.get(&options);
    finish(
        address,
        "/api/passkey/signed-in",
        None,
        &ceremony,
        &assertion,
        from,
    )
    .await
}

#[tokio::test]
async fn a_first_passkey_makes_its_player_and_signs_another_device_in_without_a_name() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database).await;
        let (_, origin) = site(&address);

        // A first visit: no token. The options ask for a discoverable credential, verified,
        // for the site's name.
        let (ceremony, options) = begin(&address, "/api/passkey/add", None, HOME).await;
        assert_eq!(options["rp"]["id"], "localhost", "{options}");
        let selection = &options["authenticatorSelection"];
        assert_eq!(selection["residentKey"], "required", "{options}");
        assert_eq!(selection["userVerification"], "required", "{options}");
        let (mut key, made) = SoftKey::create(&options, &origin);
        let added = "/api/passkey/added";
        let (status, player) = finish(&address, added, None, &ceremony, &made, HOME).await;
        assert_eq!(status, 200, "{player}");
        let token = player["token"].as_str().unwrap().to_string();
        let id = player["player"].as_str().unwrap().to_string();
        assert!(!player["name"].as_str().unwrap().is_empty());

        // The same answer again: the ceremony is used up.
        let (status, again) = finish(&address, added, None, &ceremony, &made, HOME).await;
        assert_eq!(status, 404, "{again}");

        // The new player plays as anyone does.
        let mut client = Client::connect(&address).await;
        let welcome = client.ask(json!({"type": "hello", "token": token})).await;
        assert_eq!(welcome["player"], id.as_str(), "{welcome}");

        // On a phone, no name typed: the passkey says whose it is.
        let (status, signed) = sign_in_with(&address, &mut key, PHONE).await;
        assert_eq!(status, 200, "{signed}");
        assert_eq!(signed["player"], id.as_str());
        let phone = signed["token"].as_str().unwrap().to_string();
        assert_ne!(phone, token, "each device its own token");

        let (_, account) = ask(&address, ("GET", "/api/account"), Some(&phone), None, PHONE).await;
        assert_eq!(account["devices"].as_array().unwrap().len(), 2, "{account}");
        let passkeys = account["passkeys"].as_array().unwrap();
        assert_eq!(passkeys.len(), 1, "{account}");
        assert_eq!(passkeys[0]["network"], "127.0.0.0/24");

        // A replayed assertion: the same signed answer to a new challenge is refused, and so
        // is a clone's (a counter that did not move on).
        let (ceremony, _) = begin(&address, "/api/passkey/sign-in", None, PHONE).await;
        let replayed = key.assert("bm90IHRoaXMgY2hhbGxlbmdl");
        let signed_in = "/api/passkey/signed-in";
        let (status, refused) =
            finish(&address, signed_in, None, &ceremony, &replayed, PHONE).await;
        assert_eq!(status, 400, "{refused}");
        let (ceremony, options) = begin(&address, "/api/passkey/sign-in", None, PHONE).await;
        let clone = key.assert(options["challenge"].as_str().unwrap());
        let (status, refused) = finish(&address, signed_in, None, &ceremony, &clone, PHONE).await;
        assert_eq!(status, 400, "a counter that did not move: {refused}");
        assert!(
            !refused["error"].as_str().unwrap().contains("counter"),
            "{refused}"
        );

        // Removed, it signs nobody in.
        let passkey = passkeys[0]["id"].as_str().unwrap();
        let path = format!("/api/account/passkeys/{passkey}");
        let (status, left) = ask(&address, ("DELETE", &path), Some(&phone), None, PHONE).await;
        assert_eq!(status, 200, "{left}");
        assert_eq!(left["passkeys"].as_array().unwrap().len(), 0);
        let (status, refused) = sign_in_with(&address, &mut key, PHONE).await;
        assert_eq!(status, 400, "{refused}");
        assert!(refused["error"]
            .as_str()
            .unwrap()
            .contains("not a player's"));
        server.abort();
    }
}

#[tokio::test]
async fn a_passkey_is_added_to_the_player_one_has_and_nothing_foreign_is_taken() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let (address, server) = start(data.path(), database).await;
        let (_, origin) = site(&address);
        let mut home = Client::connect(&address).await;
        let (player, token) = new_player(&mut home).await;
        let mut other = Client::connect(&address).await;
        let (_, other_token) = new_player(&mut other).await;
        let (add, added) = ("/api/passkey/add", "/api/passkey/added");

        // Another origin's answer (a phishing page's) is refused.
        let (ceremony, options) = begin(&address, add, Some(&token), HOME).await;
        let (_, phished) = SoftKey::create(&options, "http://localhost.evil.example");
        let (status, refused) =
            finish(&address, added, Some(&token), &ceremony, &phished, HOME).await;
        assert_eq!(status, 400, "{refused}");

        // A ceremony begun by one player and finished by another is refused.
        let (ceremony, options) = begin(&address, add, Some(&token), HOME).await;
        let (_, made) = SoftKey::create(&options, &origin);
        let (status, refused) =
            finish(&address, added, Some(&other_token), &ceremony, &made, HOME).await;
        assert_eq!(status, 400, "{refused}");

        // Finished by the player: kept; the player is the one they were (nothing lost).
        let (ceremony, options) = begin(&address, add, Some(&token), HOME).await;
        let (mut key, made) = SoftKey::create(&options, &origin);
        let (status, kept) = finish(&address, added, Some(&token), &ceremony, &made, HOME).await;
        assert_eq!(status, 200, "{kept}");
        assert_eq!(kept["player"], player.as_str());
        assert!(kept["token"].is_null(), "{kept}");

        // Asked again, the options exclude it, and the same credential is not kept twice.
        let (ceremony, options) = begin(&address, add, Some(&token), HOME).await;
        let excluded = options["excludeCredentials"].as_array().unwrap();
        assert_eq!(excluded.len(), 1, "{options}");
        let twice = key.attest(options["challenge"].as_str().unwrap());
        let (status, refused) =
            finish(&address, added, Some(&token), &ceremony, &twice, HOME).await;
        assert_eq!(status, 400, "{refused}");
        assert!(
            refused["error"].as_str().unwrap().contains("already"),
            "{refused}"
        );

        // Signing in with it on another network is this player; a passkey no player has is
        // refused; a sign-in's ceremony does not add a passkey.
        let (status, signed) = sign_in_with(&address, &mut key, ELSEWHERE).await;
        assert_eq!(status, 200, "{signed}");
        assert_eq!(signed["player"], player.as_str());
        let (_, options) = begin(&address, add, None, ELSEWHERE).await;
        let (mut stranger, _) = SoftKey::create(&options, &origin);
        let (status, refused) = sign_in_with(&address, &mut stranger, ELSEWHERE).await;
        assert_eq!(status, 400, "{refused}");
        let (ceremony, options) = begin(&address, "/api/passkey/sign-in", None, HOME).await;
        let assertion = key.get(&options);
        let (status, refused) =
            finish(&address, added, Some(&token), &ceremony, &assertion, HOME).await;
        assert_eq!(status, 400, "{refused}");

        // The relying party is a name, never an address.
        let (status, refused) =
            http(&address, ("POST", "/api/passkey/sign-in"), None, None, HOME).await;
        assert_eq!(status, 400, "{refused}");
        assert!(refused["error"].as_str().unwrap().contains("localhost"));
        assert_eq!(refused["refusal"]["account"], "passkey_needs_name");
        server.abort();
    }
}

#[tokio::test]
async fn passkey_ceremonies_open_at_once_are_bounded_per_network() {
    let data = tempfile::tempdir().unwrap();
    let limits = Limits {
        ceremonies_per_network: 3,
        ..Limits::default()
    };
    let (address, server) = start_with(data.path(), None, limits).await;
    for _ in 0..3 {
        begin(&address, "/api/passkey/sign-in", None, HOME).await;
    }
    let (status, refused) = ask(&address, ("POST", "/api/passkey/sign-in"), None, None, HOME).await;
    assert_eq!(status, 429, "{refused}");
    begin(&address, "/api/passkey/sign-in", None, PHONE).await;
    server.abort();
}
