//! Attacks on signing in (issue 56): recovery keys and device codes guessed, device links
//! asked for as fast as answered, tokens made up.

use std::net::IpAddr;
use std::time::{Duration, Instant};

use serde_json::json;

use crate::client::{http, net, player_with_token};
use crate::{Outcome, Target};

/// The server's default tries at signing in a minute from one network, and open links.
const SIGN_INS_PER_MINUTE: f64 = 10.0;
const LINKS_PER_NETWORK: u64 = 3;

/// `n` random letters of `alphabet`.
fn guess(alphabet: &[u8], n: usize) -> String {
    let mut bytes = vec![0u8; n];
    let _ = getrandom::fill(&mut bytes);
    bytes
        .iter()
        .map(|b| char::from(alphabet[usize::from(*b) % alphabet.len()]))
        .collect()
}

/// What one attacker's tries came to.
#[derive(Default)]
struct Tries {
    /// Tries the server weighed (answered other than "slow down").
    answered: u64,
    slowed: u64,
    /// Links it made.
    links: u64,
    /// A guess that signed in or found a code: a breach.
    found: Vec<String>,
    failed: u64,
}

/// One attacker on network `from`, a player of its own, until `end`: in turn a recovery key
/// guessed, a device code looked up, a device code approved, a device link asked for, and a
/// made-up token's account.
async fn attacker(address: String, from: IpAddr, end: Instant) -> Result<Tries, String> {
    let (_socket, token) = player_with_token(&address, from).await?;
    let mut tries = Tries::default();
    let mut n = 0u32;
    while Instant::now() < end {
        n += 1;
        let code = guess(b"BCDFGHJKLMNPQRSTVWXZ", 8);
        let (what, asked) = match n % 5 {
            0 => {
                let key = json!({"key": guess(b"0123456789ABCDEFGHJKMNPQRSTVWXYZ", 32), "kind": "browser"});
                let asked = http(
                    &address,
                    from,
                    ("POST", "/api/account/recover"),
                    None,
                    Some(&key),
                )
                .await;
                ("a recovery key", asked)
            }
            1 => {
                let path = format!("/api/device/{code}");
                (
                    "a device code looked up",
                    http(&address, from, ("GET", &path), Some(&token), None).await,
                )
            }
            2 => {
                let path = format!("/api/device/{code}/approve");
                (
                    "a device code approved",
                    http(&address, from, ("POST", &path), Some(&token), None).await,
                )
            }
            3 => (
                "a link",
                http(&address, from, ("POST", "/api/device"), None, None).await,
            ),
            _ => {
                let made_up = guess(b"0123456789abcdef", 64);
                let asked = http(
                    &address,
                    from,
                    ("GET", "/api/account"),
                    Some(&made_up),
                    None,
                )
                .await;
                ("a made-up token", asked)
            }
        };
        match asked {
            Ok((429, _)) => tries.slowed += 1,
            Ok((200, _)) if what == "a link" => {
                tries.answered += 1;
                tries.links += 1;
            }
            Ok((200, answer)) => tries.found.push(format!("{what}: {answer}")),
            // A made-up token is refused before any try is counted.
            Ok((401, _)) => {}
            Ok((400 | 404, _)) => tries.answered += 1,
            Ok((503, _)) if what == "a link" => tries.answered += 1,
            _ => tries.failed += 1,
        }
    }
    Ok(tries)
}

/// 16 attackers on 8 networks guess recovery keys and device codes, ask for device links and
/// make up tokens as fast as answered, while a player keeps a key and a terminal waits with a
/// code. Nothing is found; each network's tries weighed stay within its allowance (10 a minute,
/// a burst of 10) and its open links within 3; the waiting terminal is not approved.
pub(crate) async fn sign_ins(target: &Target, duration: Duration) -> Outcome {
    let address = target.address.clone();
    let (_victim, victim) = player_with_token(&address, net(700)).await?;
    let made = http(
        &address,
        net(700),
        ("POST", "/api/account/recovery-key"),
        Some(&victim),
        None,
    )
    .await?;
    let (_, link) = http(&address, net(701), ("POST", "/api/device"), None, None).await?;
    if made.0 != 200 || link["device_code"].is_null() {
        return Err(format!("the victim's key and link: {made:?}, {link}"));
    }
    let began = Instant::now();
    let end = began + duration;
    let tasks: Vec<_> = (0..16u16)
        .map(|i| tokio::spawn(attacker(address.clone(), net(710 + i / 2), end)))
        .collect();
    let mut per_network = [0u64; 8];
    let mut links = [0u64; 8];
    let (mut slowed, mut failed, mut found) = (0, 0, Vec::new());
    for (i, task) in tasks.into_iter().enumerate() {
        let tries = task.await.map_err(|e| e.to_string())??;
        per_network[i / 2] += tries.answered;
        links[i / 2] += tries.links;
        slowed += tries.slowed;
        failed += tries.failed;
        found.extend(tries.found);
    }
    let poll = json!({"device_code": link["device_code"]});
    let (_, still) = http(
        &address,
        net(701),
        ("POST", "/api/device/token"),
        None,
        Some(&poll),
    )
    .await?;
    let seconds = began.elapsed().as_secs_f64();
    let allowance = SIGN_INS_PER_MINUTE * (1.0 + seconds / 60.0) + 1.0;
    let most = per_network.iter().copied().max().unwrap_or(0);
    let most_links = links.iter().copied().max().unwrap_or(0);
    let what = format!(
        "16 attackers on 8 networks: {} tries weighed (at most {most} a network, allowance {allowance:.0}), {slowed} told to slow down, {failed} failed, {} found; at most {most_links} links a network (bound {LINKS_PER_NETWORK}); the waiting terminal {}",
        per_network.iter().sum::<u64>(),
        found.len(),
        still["status"].as_str().unwrap_or("gone"),
    );
    let held = found.is_empty()
        && failed == 0
        && slowed > 0
        && (most as f64) <= allowance
        && most_links <= LINKS_PER_NETWORK
        && still == json!({"status": "pending"});
    if held {
        Ok(what)
    } else {
        Err(format!("{what}: {}", found.join("; ")))
    }
}
