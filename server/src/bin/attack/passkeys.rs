//! Attacks on passkeys (issue 56), with a software authenticator: a victim's assertion
//! replayed, a foreign assertion (the attacker's own key under the victim's credential id and
//! user handle), the victim's own key signing for another origin, an add begun by one player
//! and finished by another, and ceremonies begun as fast as answered.

use std::net::IpAddr;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::client::{http, net, player_with_token};
use crate::softkey::SoftKey;
use crate::{Outcome, Target};

/// The site as the attack's requests name it (`Host: attack`).
const ORIGIN: &str = "http://attack";
/// The server's default open ceremonies a network.
const CEREMONIES_PER_NETWORK: u64 = 5;

/// A ceremony begun at `path` from `from`: its id and options, or the status it was refused
/// with.
async fn begin(
    address: &str,
    from: IpAddr,
    path: &str,
    token: Option<&str>,
) -> Result<Result<(String, Value), u16>, String> {
    let (status, begun) = http(address, from, ("POST", path), token, None).await?;
    if status != 200 {
        return Ok(Err(status));
    }
    let id = begun["ceremony"].as_str().unwrap_or_default().to_string();
    Ok(Ok((id, begun["public_key"].clone())))
}

/// The browser's answer sent to finish ceremony `id` at `path`.
async fn finish(
    address: &str,
    from: IpAddr,
    path: &str,
    token: Option<&str>,
    id: &str,
    credential: &Value,
) -> Result<(u16, Value), String> {
    let body = json!({"ceremony": id, "credential": credential, "kind": "browser"});
    http(address, from, ("POST", path), token, Some(&body)).await
}

/// A sign-in ceremony begun from `from` and answered with what `answer` makes of its options.
async fn sign_in(
    address: &str,
    from: IpAddr,
    answer: impl FnOnce(&Value) -> Value,
) -> Result<(u16, Value), String> {
    match begin(address, from, "/api/passkey/sign-in", None).await? {
        Ok((id, options)) => {
            let credential = answer(&options);
            finish(
                address,
                from,
                "/api/passkey/signed-in",
                None,
                &id,
                &credential,
            )
            .await
        }
        Err(status) => Ok((status, Value::Null)),
    }
}

/// What the attackers' tries came to.
#[derive(Default)]
struct Tally {
    refused: u64,
    slowed: u64,
    /// A try that signed in or added a passkey: a breach.
    found: Vec<String>,
    failed: u64,
}

impl Tally {
    fn count(&mut self, what: &str, asked: Result<(u16, Value), String>) {
        match asked {
            Ok((429, _)) => self.slowed += 1,
            Ok((400 | 404, _)) => self.refused += 1,
            Ok((200, answer)) => self.found.push(format!("{what}: {answer}")),
            _ => self.failed += 1,
        }
    }
}

/// What the attackers learn of the victim: their passkey (as a thief of the authenticator's
/// public parts would know it), an assertion of theirs seen once, and an add they began.
struct Victim {
    key: SoftKey,
    seen: Value,
    add: (String, Value),
}

/// The victim adds a passkey, signs in with it once, and begins adding a second.
async fn victim(address: &str) -> Result<Victim, String> {
    let from = net(800);
    let (_socket, token) = player_with_token(address, from).await?;
    let (id, options) = begin(address, from, "/api/passkey/add", Some(&token))
        .await?
        .map_err(|status| format!("the victim's passkey was refused: {status}"))?;
    let (mut key, made) = SoftKey::create(&options, ORIGIN);
    let path = "/api/passkey/added";
    let added = finish(address, from, path, Some(&token), &id, &made).await?;
    let mut seen = Value::Null;
    let signed = sign_in(address, from, |options| {
        seen = key.get(options);
        seen.clone()
    })
    .await?;
    if added.0 != 200 || signed.0 != 200 {
        return Err(format!("the victim's passkey: {added:?}, {signed:?}"));
    }
    let add = begin(address, from, "/api/passkey/add", Some(&token))
        .await?
        .map_err(|status| format!("the victim's second add: {status}"))?;
    Ok(Victim { key, seen, add })
}

/// The victim adds a passkey and signs in with it once (the attacker sees that assertion);
/// attackers on 4 networks then replay it, sign with their own key as the victim's, have the
/// victim's key sign for another origin, finish an add the victim began, and begin ceremonies
/// as fast as answered. Nothing signs in, each network holds at most its open ceremonies, and
/// the victim still signs in.
pub(crate) async fn passkeys(target: &Target, duration: Duration) -> Outcome {
    let address = target.address.clone();
    let Victim {
        mut key,
        seen: seen_assertion,
        add: (victims_add, victims_options),
    } = victim(&address).await?;
    let victim_net = net(800);
    let (_attacker, attacker_token) = player_with_token(&address, net(810)).await?;

    let began = Instant::now();
    let end = began + duration;
    let mut tally = Tally::default();
    let mut opened = [0u64; 4];
    let mut n = 0u32;
    while Instant::now() < end {
        n += 1;
        let i = (n % 4) as usize;
        let from = net(820 + i as u16);
        match n % 5 {
            0 => {
                let replayed = seen_assertion.clone();
                tally.count(
                    "a replayed assertion",
                    sign_in(&address, from, |_| replayed).await,
                );
            }
            1 => {
                let (mut forged, _) = SoftKey::create(&victims_options, ORIGIN);
                forged.cred_id = key.cred_id.clone();
                forged.user = key.user.clone();
                forged.counter = key.counter + 1000;
                let asked = sign_in(&address, from, |options| forged.get(options)).await;
                tally.count("a foreign key as the victim's", asked);
            }
            2 => {
                let mut phished = key.clone();
                phished.origin = "http://attack.evil.example".into();
                phished.counter = key.counter + 1000 + u32::from(n as u16);
                let asked = sign_in(&address, from, |options| phished.get(options)).await;
                tally.count("the victim's key for another origin", asked);
            }
            3 => {
                let (_, mine) = SoftKey::create(&victims_options, ORIGIN);
                let path = "/api/passkey/added";
                let asked = finish(
                    &address,
                    net(810),
                    path,
                    Some(&attacker_token),
                    &victims_add,
                    &mine,
                )
                .await;
                tally.count("the victim's add finished by another", asked);
            }
            _ => match begin(&address, from, "/api/passkey/sign-in", None).await {
                Ok(Ok(_)) => opened[i] += 1,
                Ok(Err(429)) => tally.slowed += 1,
                Ok(Err(_)) | Err(_) => tally.failed += 1,
            },
        }
    }
    let still = sign_in(&address, victim_net, |options| key.get(options)).await?;
    let most = opened.iter().copied().max().unwrap_or(0);
    let what = format!(
        "4 networks: {} refused, {} told to slow down, {} failed, {} found; at most {most} ceremonies opened a network (bound {CEREMONIES_PER_NETWORK}); the victim then signed in: {}",
        tally.refused,
        tally.slowed,
        tally.failed,
        tally.found.len(),
        still.0,
    );
    let held = tally.found.is_empty()
        && tally.failed == 0
        && tally.refused > 0
        && most <= CEREMONIES_PER_NETWORK
        && still.0 == 200;
    if held {
        Ok(what)
    } else {
        Err(format!("{what}: {}", tally.found.join("; ")))
    }
}
