//! A player's account over HTTP: the devices signed in as them (each with a token of its own,
//! `Authorization: Bearer TOKEN`), a recovery key that signs in a device without one, and
//! the device link a terminal signs in by (RFC 8628's pattern: the terminal shows a code, a
//! browser signed in as the player approves it). The types are the protocol's
//! ([`crate::protocol::account`]); the bounds are [`Limits`](crate::limits::Limits)' and
//! `docs/server.md`'s.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, DefaultBodyLimit, FromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap};
use axum::routing::{delete, get, post};
use axum::{Json, Router};

use crate::clock::now_ms;
use crate::db::{DeviceRow, LinkRow, LinkState, NewDevice, Player};
use crate::error::Error;
use crate::net::network;
use crate::protocol::account::{
    self, Account, Device, DeviceAnswer, DeviceAsking, DeviceKind, DevicePoll, DeviceStart,
    Passkey, Recover, RecoveryKey, SignedIn, RECOVERY_LETTERS, USER_CODE_LETTERS,
};
use crate::protocol::AccountRefusal;
use crate::secrets::{random_bytes, secret, token_hash};
use crate::state::AppState;

/// The account's routes: each request signed by a device's token, or a try at signing in;
/// bodies are small.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/account", get(account))
        .route("/api/account/recovery-key", post(new_recovery_key))
        .route("/api/account/recover", post(recover))
        .route("/api/account/devices/{id}", delete(sign_out))
        .route("/api/account/sign-out-others", post(sign_out_others))
        .route("/api/device", post(start_link))
        .route("/api/device/token", post(poll))
        .route("/api/device/{code}", get(asking))
        .route("/api/device/{code}/approve", post(approve))
        .layer(DefaultBodyLimit::max(4 << 10))
}

/// How long a device link's code lives.
pub const LINK_SECONDS: u64 = 600;
/// How often the terminal polls a link.
pub const POLL_SECONDS: u64 = 5;
/// How often a device's "last seen" is written: a device seen again within it is not.
const SEEN_EVERY_MS: i64 = 5 * 60_000;

/// A request signed by a device's token: its player and the device.
pub struct Signed {
    pub player: Player,
    pub device: DeviceRow,
}

impl FromRequestParts<AppState> for Signed {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Signed, Error> {
        let token = bearer(&parts.headers)
            .ok_or_else(|| Error::SignedOut(AccountRefusal::SignInFirst.into()))?;
        signed(state, &token).await
    }
}

/// The token of `Authorization: Bearer TOKEN`.
pub fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let token = value.strip_prefix("Bearer ")?.trim();
    (!token.is_empty() && token.len() <= 128).then(|| token.to_string())
}

/// The player and device a token signs in (its "last seen" noted at most every five
/// minutes), or refused: a token signed out, or never one, signs in nothing.
pub async fn signed(state: &AppState, token: &str) -> Result<Signed, Error> {
    let (player, device) = state
        .db
        .device_by_token(&token_hash(token))
        .await?
        .ok_or_else(|| Error::SignedOut(AccountRefusal::SignedOutHere.into()))?;
    let now = now_ms();
    if now - device.seen_ms >= SEEN_EVERY_MS {
        state.db.seen(&device.id, now).await?;
    }
    Ok(Signed { player, device })
}

/// What kind of device a request comes from: the terminal says so in its `User-Agent`
/// (`mines/VERSION`); anything else is a browser. Only a label in the player's list.
pub fn kind_of(headers: &HeaderMap) -> DeviceKind {
    let agent = headers
        .get(header::USER_AGENT)
        .and_then(|a| a.to_str().ok())
        .unwrap_or("");
    if agent.starts_with("mines/") {
        DeviceKind::Terminal
    } else {
        DeviceKind::Browser
    }
}

/// A network as a player reads it: an IPv4 /24 (`203.0.113.0/24`), an IPv6 /48.
pub fn shown_network(address: IpAddr) -> String {
    match network(address) {
        IpAddr::V4(v4) => {
            let [a, b, c, _] = v4.octets();
            format!("{a}.{b}.{c}.0/24")
        }
        IpAddr::V6(v6) => {
            let [a, b, c, ..] = v6.segments();
            format!("{}/48", std::net::Ipv6Addr::new(a, b, c, 0, 0, 0, 0, 0))
        }
    }
}

/// A new device's token, signed in as `player` from `address`.
pub async fn sign_in(
    state: &AppState,
    player: Player,
    kind: DeviceKind,
    address: IpAddr,
) -> Result<SignedIn, Error> {
    let (token, id) = new_token()?;
    let device = NewDevice {
        token_hash: &token_hash(&token),
        id: &id,
        kind: kind.name(),
        network: &shown_network(address),
    };
    state.db.add_device(&player.id, &device, now_ms()).await?;
    Ok(SignedIn {
        player: player.id,
        name: player.name,
        token,
    })
}

/// A device's new token and its id.
pub fn new_token() -> Result<(String, String), Error> {
    let token = secret(32).map_err(|e| Error::unavailable("drawing a token", e))?;
    let id = secret(8).map_err(|e| Error::unavailable("drawing an id", e))?;
    Ok((token, id))
}

/// `GET /api/account`: the player and their devices.
pub async fn account(State(state): State<AppState>, me: Signed) -> Result<Json<Account>, Error> {
    Ok(Json(read_account(&state, &me).await?))
}

pub async fn read_account(state: &AppState, me: &Signed) -> Result<Account, Error> {
    let devices = state.db.devices(&me.player.id).await?;
    let passkeys = state.db.passkeys(&me.player.id).await?;
    Ok(Account {
        player: me.player.id.clone(),
        name: me.player.name.clone(),
        recovery_key: state.db.has_recovery_key(&me.player.id).await?,
        devices: devices
            .into_iter()
            .map(|d| Device {
                this: d.id == me.device.id,
                kind: DeviceKind::of(&d.kind),
                signed_in_ms: d.created_ms,
                seen_ms: d.seen_ms,
                network: d.network,
                id: d.id,
            })
            .collect(),
        passkeys: passkeys
            .into_iter()
            .map(|p| Passkey {
                id: p.id,
                added_ms: p.created_ms,
                used_ms: p.used_ms,
                network: p.network,
            })
            .collect(),
    })
}

/// `POST /api/account/recovery-key`: a new recovery key, shown this once; the one before it
/// stops working.
pub async fn new_recovery_key(
    State(state): State<AppState>,
    me: Signed,
) -> Result<Json<RecoveryKey>, Error> {
    let bytes = random_bytes::<20>().map_err(|e| Error::unavailable("drawing a key", e))?;
    let key = crockford(&bytes);
    state
        .db
        .set_recovery_key(&me.player.id, &token_hash(&key))
        .await?;
    tracing::info!(player = %me.player.id, "a recovery key made");
    Ok(Json(RecoveryKey { key }))
}

/// 160 bits as 32 letters of Crockford's base 32, in groups of four.
fn crockford(bytes: &[u8; 20]) -> String {
    let mut letters = String::with_capacity(39);
    for (i, chunk) in bytes.chunks(5).enumerate() {
        let bits = chunk.iter().fold(0u64, |acc, &b| acc << 8 | u64::from(b));
        for j in 0..8 {
            if (i * 8 + j) % 4 == 0 && i + j > 0 {
                letters.push('-');
            }
            let digit = (bits >> (35 - 5 * j)) & 31;
            letters.push(char::from(RECOVERY_LETTERS[digit as usize]));
        }
    }
    letters
}

/// `POST /api/account/recover`: a recovery key signs this device in as its player.
pub async fn recover(
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    Json(asked): Json<Recover>,
) -> Result<Json<SignedIn>, Error> {
    state.limiters.sign_in(address.ip()).await?;
    let key = account::recovery_key(&asked.key)
        .ok_or_else(|| Error::Refused(AccountRefusal::NotARecoveryKey.into()))?;
    let player = state
        .db
        .player_by_recovery_key(&token_hash(&key))
        .await?
        .ok_or_else(|| Error::Refused(AccountRefusal::NoSuchRecoveryKey.into()))?;
    tracing::info!(player = %player.id, "signed in by a recovery key");
    Ok(Json(
        sign_in(&state, player, asked.kind, address.ip()).await?,
    ))
}

/// `DELETE /api/account/devices/{id}`: signs one of the player's devices out. This one only
/// if a recovery key or a passkey is kept: else the player could never come back.
pub async fn sign_out(
    State(state): State<AppState>,
    me: Signed,
    Path(id): Path<String>,
) -> Result<Json<Account>, Error> {
    if id == me.device.id
        && !state.db.has_recovery_key(&me.player.id).await?
        && state.db.passkeys(&me.player.id).await?.is_empty()
    {
        return Err(Error::Refused(AccountRefusal::KeepAWayBack.into()));
    }
    if state.db.sign_out(&me.player.id, Some(&id), None).await? == 0 {
        return Err(Error::NotFound(AccountRefusal::NoSuchDevice.into()));
    }
    Ok(Json(read_account(&state, &me).await?))
}

/// `POST /api/account/sign-out-others`: signs out every device but this one.
pub async fn sign_out_others(
    State(state): State<AppState>,
    me: Signed,
) -> Result<Json<Account>, Error> {
    let n = state
        .db
        .sign_out(&me.player.id, None, Some(&me.device.id))
        .await?;
    tracing::info!(player = %me.player.id, devices = n, "signed out everywhere else");
    Ok(Json(read_account(&state, &me).await?))
}

/// The site as its players reach it: the server's public address when it was given one, else
/// this request's host (`http://localhost:PORT` in tests).
pub fn site(state: &AppState, headers: &HeaderMap) -> Result<String, Error> {
    if let Some(public) = &state.public_url {
        return Ok(public.trim_end_matches('/').to_string());
    }
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            !h.is_empty()
                && h.len() <= 255
                && h.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b))
        })
        .ok_or_else(|| Error::BadRequest(AccountRefusal::NoHost.into()))?;
    Ok(format!("http://{host}"))
}

/// Where the page that approves a code is (the classic page's `#device`).
fn approve_page(state: &AppState, headers: &HeaderMap) -> Result<String, Error> {
    Ok(format!("{}/#device", site(state, headers)?))
}

/// `POST /api/device`: a terminal asks to be signed in. Within its network's open links and
/// the server's in all.
pub async fn start_link(
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Result<Json<DeviceStart>, Error> {
    state.limiters.sign_in(address.ip()).await?;
    let page = approve_page(&state, &headers)?;
    let now = now_ms();
    let asker = network(address.ip()).to_string();
    let limits = state.limiters.limits;
    let (theirs, all) = state.db.links_open(&asker, now).await?;
    if theirs >= i64::from(limits.links_per_network) {
        return Err(Error::SlowDown(
            AccountRefusal::TooManyLinks {
                most: limits.links_per_network,
            }
            .into(),
        ));
    }
    if all >= i64::from(limits.links_in_all) {
        return Err(Error::Busy(AccountRefusal::LinksBusy.into()));
    }
    let poll = secret(32).map_err(|e| Error::unavailable("drawing a link", e))?;
    let user_code = new_user_code()?;
    let link = LinkRow {
        user_code: user_code.clone(),
        network: shown_network(address.ip()),
        asked_ms: now,
        expires_ms: now + 1000 * LINK_SECONDS as i64,
        player_id: None,
    };
    state.db.add_link(&token_hash(&poll), &asker, &link).await?;
    Ok(Json(DeviceStart {
        device_code: poll,
        verification_uri_complete: format!("{page}={user_code}"),
        verification_uri: page,
        user_code,
        expires_in: LINK_SECONDS,
        interval: POLL_SECONDS,
    }))
}

/// Eight letters of [`USER_CODE_LETTERS`], each equally likely (bytes of 240 and over are
/// drawn again: 240 is 12 × 20), as `BCDF-GHJK`: 20⁸ = 2.6 × 10¹⁰ codes.
fn new_user_code() -> Result<String, Error> {
    let n = USER_CODE_LETTERS.len();
    let mut letters = String::with_capacity(9);
    while letters.len() < 9 {
        let bytes = random_bytes::<16>().map_err(|e| Error::unavailable("drawing a code", e))?;
        for b in bytes.into_iter().filter(|&b| usize::from(b) < 240) {
            if letters.len() == 4 {
                letters.push('-');
            }
            if letters.len() < 9 {
                letters.push(char::from(USER_CODE_LETTERS[usize::from(b) % n]));
            }
        }
    }
    Ok(letters)
}

/// A code as typed, and the link it names while it waits; each try within the network's
/// sign-ins (a code cannot be guessed by trying them).
async fn waiting_link(state: &AppState, address: IpAddr, code: &str) -> Result<LinkRow, Error> {
    state.limiters.sign_in(address).await?;
    let gone = || Error::NotFound(AccountRefusal::NoSuchCode.into());
    let code = account::user_code(code).ok_or_else(gone)?;
    state.db.link(&code, now_ms()).await?.ok_or_else(gone)
}

/// `GET /api/device/{code}`: what asks, for the player to check before approving.
pub async fn asking(
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    _me: Signed,
    Path(code): Path<String>,
) -> Result<Json<DeviceAsking>, Error> {
    let link = waiting_link(&state, address.ip(), &code).await?;
    let left = (link.expires_ms - now_ms()).max(0) / 1000;
    Ok(Json(DeviceAsking {
        user_code: link.user_code,
        asked_ms: link.asked_ms,
        network: link.network,
        expires_in: u64::try_from(left).unwrap_or(0),
    }))
}

/// `POST /api/device/{code}/approve`: the player signs the waiting terminal in as them.
pub async fn approve(
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    me: Signed,
    Path(code): Path<String>,
) -> Result<Json<DeviceAsking>, Error> {
    let link = waiting_link(&state, address.ip(), &code).await?;
    if !state
        .db
        .approve_link(&link.user_code, &me.player.id, now_ms())
        .await?
    {
        return Err(Error::NotFound(AccountRefusal::CodeSpent.into()));
    }
    tracing::info!(player = %me.player.id, "a device link approved");
    Ok(Json(DeviceAsking {
        user_code: link.user_code,
        asked_ms: link.asked_ms,
        network: link.network,
        expires_in: 0,
    }))
}

/// `POST /api/device/token`: the terminal's poll; once approved, its token (the link used up).
pub async fn poll(
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    Json(asked): Json<DevicePoll>,
) -> Result<Json<DeviceAnswer>, Error> {
    let (token, id) = new_token()?;
    let device = NewDevice {
        token_hash: &token_hash(&token),
        id: &id,
        kind: DeviceKind::Terminal.name(),
        network: &shown_network(address.ip()),
    };
    let poll_hash = token_hash(&asked.device_code);
    match state.db.take_link(&poll_hash, &device, now_ms()).await? {
        LinkState::Pending => Ok(Json(DeviceAnswer::Pending)),
        LinkState::Gone => Err(Error::NotFound(AccountRefusal::LinkGone.into())),
        LinkState::Approved(player) => {
            let player = state
                .db
                .player(&player)
                .await?
                .ok_or_else(|| Error::NotFound(AccountRefusal::PlayerGone.into()))?;
            tracing::info!(player = %player.id, "a terminal signed in by a device link");
            Ok(Json(DeviceAnswer::Approved(SignedIn {
                player: player.id,
                name: player.name,
                token,
            })))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recovery_key_is_160_bits_in_crockford_groups_read_back_as_given() {
        let key = crockford(&[0xff; 20]);
        assert_eq!(key, "ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ");
        let key = crockford(&[0; 20]);
        assert_eq!(key, "0000-0000-0000-0000-0000-0000-0000-0000");
        let mut bytes = [0u8; 20];
        bytes[0] = 0b0000_1000; // the first letter's lowest bit: 1; the second's highest
        assert!(crockford(&bytes).starts_with("1000"));
        let key = crockford(&[0x5a; 20]);
        assert_eq!(account::recovery_key(&key.to_lowercase()), Some(key));
    }

    #[test]
    fn a_device_code_is_eight_letters_read_back_as_given() {
        for _ in 0..100 {
            let code = new_user_code().unwrap_or_default();
            assert_eq!(account::user_code(&code.to_lowercase()), Some(code));
        }
    }

    #[test]
    fn a_network_is_shown_as_its_prefix() {
        let v4: IpAddr = "203.0.113.77".parse().unwrap_or(IpAddr::from([0; 4]));
        assert_eq!(shown_network(v4), "203.0.113.0/24");
        let v6: IpAddr = "2001:db8:1:2::5".parse().unwrap_or(IpAddr::from([0; 4]));
        assert_eq!(shown_network(v6), "2001:db8:1::/48");
    }
}
