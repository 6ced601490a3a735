//! Passkeys (WebAuthn, checked by webauthn-rs): a player adds one to the identity they have, or
//! makes their player with it on a first visit, and signs in with it on any device where it is
//! (synced, or a phone's QR hand-off) without typing a name: it is a discoverable credential
//! whose user handle names the player.
//!
//! Each ceremony is two requests: the first draws a challenge and keeps webauthn-rs's state in
//! the database (so any instance finishes it) under the SHA-256 of an id only this client
//! holds; the second takes that state (once: it is deleted as it is read), and checks the
//! browser's answer against it: the challenge, the origin, the relying party and, for a
//! sign-in, the signature and its counter. The relying party is the site's domain
//! ([`account::site`]: `--public-url`, else the request's host), never an IP address.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, State};
use axum::http::HeaderMap;
use axum::routing::{delete, post};
use axum::{Json, Router};
use webauthn_rs::prelude::{
    DiscoverableAuthentication, Passkey, PasskeyRegistration, PublicKeyCredential,
    RegisterPublicKeyCredential, Url, Uuid, Webauthn, WebauthnBuilder, WebauthnError,
};
use webauthn_rs_proto::ResidentKeyRequirement;

use crate::account::{self, Signed};
use crate::clock::now_ms;
use crate::db::{Ceremony, NewDevice, PasskeyRow, Player, MAX_PASSKEYS};
use crate::error::Error;
use crate::names;
use crate::net::network;
use crate::protocol::account::{Account, PasskeyAdded, PasskeyBegun, PasskeyFinish, SignedIn};
use crate::protocol::{AccountRefusal, Refusal};
use crate::secrets::{random_bytes, secret, token_hash};
use crate::state::AppState;

/// The passkey routes. An answer with a packed attestation and its certificates fits 16 KB.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/passkey/add", post(begin_add))
        .route("/api/passkey/added", post(added))
        .route("/api/passkey/sign-in", post(begin_sign_in))
        .route("/api/passkey/signed-in", post(signed_in))
        .route("/api/account/passkeys/{id}", delete(remove))
        .layer(DefaultBodyLimit::max(16 << 10))
}

/// How long a ceremony waits for the browser's answer.
pub const CEREMONY_SECONDS: u64 = 300;

/// The relying party this request speaks to: the site's domain and origin.
fn relying_party(state: &AppState, headers: &HeaderMap) -> Result<Webauthn, Error> {
    let site = account::site(state, headers)?;
    let origin = Url::parse(&site).map_err(|_| Error::BadRequest(AccountRefusal::NoHost.into()))?;
    let no_domain = || Error::Refused(AccountRefusal::PasskeyNeedsName.into());
    let domain = origin.domain().ok_or_else(no_domain)?.to_string();
    WebauthnBuilder::new(&domain, &origin)
        .and_then(|b| b.rp_name("Minesweeper").build())
        .map_err(|_| no_domain())
}

/// The player a request signs in, if it carries a device's token.
async fn signed_if_any(state: &AppState, headers: &HeaderMap) -> Result<Option<Signed>, Error> {
    match account::bearer(headers) {
        Some(token) => Ok(Some(account::signed(state, &token).await?)),
        None => Ok(None),
    }
}

/// A credential's id, as stored: hex.
fn cred_key(id: &[u8]) -> String {
    id.iter().map(|b| format!("{b:02x}")).collect()
}

/// A refusal for an answer webauthn-rs did not accept; why is logged, not sent.
fn not_accepted(why: Refusal, error: &WebauthnError) -> Error {
    tracing::info!(%error, "{why}");
    Error::Refused(why)
}

/// Keeps a ceremony begun from `address` (within its network's and the server's open
/// ceremonies); the id that finishes it.
async fn keep_ceremony(
    state: &AppState,
    address: SocketAddr,
    ceremony: Ceremony,
) -> Result<String, Error> {
    let asker = network(address.ip()).to_string();
    let limits = state.limiters.limits;
    let (theirs, all) = state.db.ceremonies_open(&asker, now_ms()).await?;
    if theirs >= i64::from(limits.ceremonies_per_network) {
        return Err(Error::SlowDown(
            AccountRefusal::TooManyCeremonies {
                most: limits.ceremonies_per_network,
            }
            .into(),
        ));
    }
    if all >= i64::from(limits.ceremonies_in_all) {
        return Err(Error::Busy(AccountRefusal::CeremoniesBusy.into()));
    }
    let id = secret(32).map_err(|e| Error::unavailable("drawing a ceremony", e))?;
    state
        .db
        .add_ceremony(&token_hash(&id), &asker, &ceremony)
        .await?;
    Ok(id)
}

impl Ceremony {
    /// A ceremony begun now, for no player yet, its state to come.
    fn new() -> Ceremony {
        Ceremony {
            player_id: None,
            new_player: None,
            user_handle: None,
            state: String::new(),
            expires_ms: now_ms() + 1000 * CEREMONY_SECONDS as i64,
        }
    }
}

/// A refusal past a player's passkeys.
fn too_many() -> Error {
    Error::Refused(
        AccountRefusal::TooManyPasskeys {
            most: u32::try_from(MAX_PASSKEYS).unwrap_or(u32::MAX),
        }
        .into(),
    )
}

/// A ceremony begun: kept, and its id and the browser's options answered.
async fn begun(
    state: &AppState,
    address: SocketAddr,
    ceremony: Ceremony,
    public_key: &impl serde::Serialize,
) -> Result<Json<PasskeyBegun>, Error> {
    let id = keep_ceremony(state, address, ceremony).await?;
    Ok(Json(PasskeyBegun {
        ceremony: id,
        public_key: serde_json::to_value(public_key)
            .map_err(|e| Error::unavailable("writing a passkey's options", e))?,
    }))
}

/// The ceremony an answer finishes, taken: it cannot be finished twice.
async fn take_ceremony(state: &AppState, id: &str) -> Result<Ceremony, Error> {
    state
        .db
        .take_ceremony(&token_hash(id), now_ms())
        .await?
        .ok_or_else(|| Error::NotFound(AccountRefusal::CeremonyGone.into()))
}

fn json<T: serde::Serialize>(value: &T) -> Result<String, Error> {
    serde_json::to_string(value).map_err(|e| Error::unavailable("writing a passkey's state", e))
}

/// `POST /api/passkey/add`: begins adding a passkey to the player this device signs in as, or,
/// with no token, to a new player made when it is added.
pub async fn begin_add(
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Result<Json<PasskeyBegun>, Error> {
    state.limiters.sign_in(address.ip()).await?;
    let webauthn = relying_party(&state, &headers)?;
    let me = signed_if_any(&state, &headers).await?;
    let fresh = Uuid::from_bytes(
        random_bytes::<16>().map_err(|e| Error::unavailable("drawing a handle", e))?,
    );
    let mut ceremony = Ceremony::new();
    let (handle, name, exclude) = match &me {
        Some(me) => {
            let kept = state.db.passkeys(&me.player.id).await?;
            if kept.len() >= MAX_PASSKEYS as usize {
                return Err(too_many());
            }
            let handle = state
                .db
                .user_handle(&me.player.id, &fresh.to_string())
                .await?;
            let handle = Uuid::parse_str(&handle)
                .map_err(|e| Error::unavailable("reading a player's handle", e))?;
            let exclude = kept
                .iter()
                .filter_map(|row| serde_json::from_str::<Passkey>(&row.passkey).ok())
                .map(|p| p.cred_id().clone())
                .collect();
            ceremony.player_id = Some(me.player.id.clone());
            (handle, me.player.name.clone(), Some(exclude))
        }
        None => {
            let (_, id) = account::new_token()?;
            let name = names::given(&id);
            ceremony.new_player = Some(id);
            ceremony.user_handle = Some(fresh.to_string());
            (fresh, name, None)
        }
    };
    let (mut asked, registration) = webauthn
        .start_passkey_registration(handle, &name, &name, exclude)
        .map_err(|e| Error::unavailable("beginning a passkey", e))?;
    // A discoverable credential: it signs in without a name typed.
    if let Some(selection) = asked.public_key.authenticator_selection.as_mut() {
        selection.require_resident_key = true;
        selection.resident_key = Some(ResidentKeyRequirement::Required);
    }
    ceremony.state = json(&registration)?;
    begun(&state, address, ceremony, &asked.public_key).await
}

/// `POST /api/passkey/added`: the browser's new passkey, kept for the player the ceremony
/// began for (the same player must finish it), or for the new player it makes.
pub async fn added(
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Json(asked): Json<PasskeyFinish>,
) -> Result<Json<PasskeyAdded>, Error> {
    let webauthn = relying_party(&state, &headers)?;
    let ceremony = take_ceremony(&state, &asked.ceremony).await?;
    let registration: PasskeyRegistration = serde_json::from_str(&ceremony.state)
        .map_err(|_| Error::Refused(AccountRefusal::CeremonySignsIn.into()))?;
    let credential: RegisterPublicKeyCredential = serde_json::from_value(asked.credential)
        .map_err(|_| Error::BadRequest(AccountRefusal::NotAPasskey.into()))?;
    let me = signed_if_any(&state, &headers).await?;
    let taken = || Error::Refused(AccountRefusal::PasskeyTaken.into());
    // Asked first: webauthn-rs 0.6.2 reports an excluded credential as an altered algorithm.
    if state
        .db
        .passkey(&cred_key(&credential.raw_id))
        .await?
        .is_some()
    {
        return Err(taken());
    }
    let passkey = webauthn
        .finish_passkey_registration(&credential, &registration)
        .map_err(|e| match e {
            WebauthnError::CredentialExcludedFromRequest => taken(),
            e => not_accepted(AccountRefusal::PasskeyNotAdded.into(), &e),
        })?;
    let now = now_ms();
    let short = secret(8).map_err(|e| Error::unavailable("drawing an id", e))?;
    let mut row = PasskeyRow {
        cred_id: cred_key(passkey.cred_id()),
        id: short,
        player_id: String::new(),
        network: account::shown_network(address.ip()),
        created_ms: now,
        used_ms: now,
        passkey: json(&passkey)?,
    };
    match (
        ceremony.player_id,
        ceremony.new_player,
        ceremony.user_handle,
    ) {
        (Some(player), _, _) => {
            let me = me
                .filter(|me| me.player.id == player)
                .ok_or_else(|| Error::Refused(AccountRefusal::CeremonyOtherPlayer.into()))?;
            row.player_id = player;
            if state.db.passkey(&row.cred_id).await?.is_some() {
                return Err(taken());
            }
            if !state.db.add_passkey(&row).await? {
                return Err(too_many());
            }
            tracing::info!(player = %me.player.id, "a passkey added");
            Ok(Json(PasskeyAdded {
                player: me.player.id,
                name: me.player.name,
                token: None,
            }))
        }
        (None, Some(id), Some(handle)) => {
            state.limiters.new_player(address.ip()).await?;
            if state.db.passkey(&row.cred_id).await?.is_some() {
                return Err(taken());
            }
            let (token, device_id) = account::new_token()?;
            let player = Player {
                name: names::given(&id),
                id,
            };
            let device = NewDevice {
                token_hash: &token_hash(&token),
                id: &device_id,
                kind: asked.kind.name(),
                network: &row.network,
            };
            row.player_id = player.id.clone();
            state
                .db
                .create_player_with_passkey(&player, &handle, &device, &row)
                .await?;
            tracing::info!(player = %player.id, "a player made with a passkey");
            Ok(Json(PasskeyAdded {
                player: player.id,
                name: player.name,
                token: Some(token),
            }))
        }
        _ => Err(Error::unavailable(
            "finishing a passkey",
            "a ceremony names no player",
        )),
    }
}

/// `POST /api/passkey/sign-in`: begins signing in with whatever passkey of this site the
/// browser holds (no name asked: the passkey says whose it is).
pub async fn begin_sign_in(
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Result<Json<PasskeyBegun>, Error> {
    state.limiters.sign_in(address.ip()).await?;
    let webauthn = relying_party(&state, &headers)?;
    let (asked, authentication) = webauthn
        .start_discoverable_authentication()
        .map_err(|e| Error::unavailable("beginning a passkey sign-in", e))?;
    let ceremony = Ceremony {
        state: json(&authentication)?,
        ..Ceremony::new()
    };
    begun(&state, address, ceremony, &asked.public_key).await
}

/// `POST /api/passkey/signed-in`: the browser's assertion; this device signed in as the
/// player whose passkey signed it, with a token of its own.
pub async fn signed_in(
    State(state): State<AppState>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Json(asked): Json<PasskeyFinish>,
) -> Result<Json<SignedIn>, Error> {
    let webauthn = relying_party(&state, &headers)?;
    let ceremony = take_ceremony(&state, &asked.ceremony).await?;
    let authentication: DiscoverableAuthentication = serde_json::from_str(&ceremony.state)
        .map_err(|_| Error::Refused(AccountRefusal::CeremonyAdds.into()))?;
    let credential: PublicKeyCredential = serde_json::from_value(asked.credential)
        .map_err(|_| Error::BadRequest(AccountRefusal::NotAPasskey.into()))?;
    let unknown = || Error::Refused(AccountRefusal::UnknownPasskey.into());
    let (handle, cred_id) = webauthn
        .identify_discoverable_authentication(&credential)
        .map_err(|_| unknown())?;
    let (row, players_handle) = state
        .db
        .passkey(&cred_key(cred_id))
        .await?
        .ok_or_else(unknown)?;
    if players_handle != Some(handle.to_string()) {
        return Err(unknown());
    }
    let mut passkey: Passkey = serde_json::from_str(&row.passkey)
        .map_err(|e| Error::unavailable("reading a passkey", e))?;
    let result = webauthn
        .finish_discoverable_authentication_v2(&credential, authentication, &passkey)
        .map_err(|e| not_accepted(AccountRefusal::PasskeyNotSignedIn.into(), &e))?;
    passkey.update_credential(&result);
    state
        .db
        .passkey_used(&row.cred_id, &json(&passkey)?, now_ms())
        .await?;
    let player = state.db.player(&row.player_id).await?.ok_or_else(unknown)?;
    tracing::info!(player = %player.id, "signed in by a passkey");
    Ok(Json(
        account::sign_in(&state, player, asked.kind, address.ip()).await?,
    ))
}

/// `DELETE /api/account/passkeys/{id}`: removes one of the player's passkeys (the
/// authenticator keeps its copy, which signs nobody in here again).
pub async fn remove(
    State(state): State<AppState>,
    me: Signed,
    Path(id): Path<String>,
) -> Result<Json<Account>, Error> {
    if state.db.remove_passkey(&me.player.id, &id).await? == 0 {
        return Err(Error::NotFound(AccountRefusal::NoSuchPasskey.into()));
    }
    tracing::info!(player = %me.player.id, "a passkey removed");
    Ok(Json(account::read_account(&state, &me).await?))
}
