//! `mines login --server URL`: this terminal signs in as a player the player already is in a
//! browser, by a device link (RFC 8628's pattern, as `gh auth login`): it prints an address
//! and a code, the player opens the address where they are signed in, checks the code and
//! approves, and the terminal's poll then takes a token of its own, kept in the data folder
//! for `mines ranked`.

use std::io::{self, Write};
use std::time::{Duration, Instant};

use minesweeper_protocol::account::{DeviceAnswer, DevicePoll, DeviceStart, SignedIn};
use serde::de::DeserializeOwned;

use super::Server;
use crate::store::Store;
use crate::words::words;

/// What the terminal says it is (the server lists it as a terminal among the devices).
pub const USER_AGENT: &str = concat!("mines/", env!("CARGO_PKG_VERSION"));

/// The longest answer read from the server (a leaderboard is the longest).
const LONGEST: u64 = 1 << 20;

/// Signs this terminal in on `server`: prints the address and the code on lines of their own,
/// waits (with `sleep`) for a browser to approve, keeps the token. The player, or why not.
pub fn login(
    server: &Server,
    store: Option<&Store>,
    out: &mut impl Write,
    sleep: impl Fn(Duration),
) -> io::Result<Result<SignedIn, String>> {
    let start: DeviceStart = match post(server, "/api/device", None::<&()>) {
        Ok(Answer::Ok(start)) => start,
        Ok(Answer::Refused(_, why)) | Err(why) => return Ok(Err(why)),
    };
    let w = words();
    writeln!(out, "{}", w.term_login_open())?;
    writeln!(out, "{}", start.verification_uri_complete)?;
    writeln!(out, "{}", w.term_login_check())?;
    writeln!(out, "{}", start.user_code)?;
    writeln!(out, "{}", w.term_login_lasts(start.expires_in.div_ceil(60)))?;
    out.flush()?;
    let poll = DevicePoll {
        device_code: start.device_code,
    };
    let until = Instant::now() + Duration::from_secs(start.expires_in);
    let mut every = Duration::from_secs(start.interval.max(1));
    while Instant::now() < until {
        sleep(every);
        match post::<_, DeviceAnswer>(server, "/api/device/token", Some(&poll)) {
            Ok(Answer::Ok(DeviceAnswer::Pending)) => {}
            Ok(Answer::Ok(DeviceAnswer::Approved(signed))) => {
                return keep(server, store, signed, out);
            }
            // Slow down (RFC 8628 § 3.5): five seconds more between polls.
            Ok(Answer::Refused(429, _)) => every += Duration::from_secs(5),
            Ok(Answer::Refused(_, why)) => return Ok(Err(why)),
            // The network dropped: asked again at the next poll.
            Err(_) => {}
        }
    }
    Ok(Err(w.term_login_expired().to_string()))
}

/// Keeps the token the link gave, and says who this terminal now plays as.
fn keep(
    server: &Server,
    store: Option<&Store>,
    signed: SignedIn,
    out: &mut impl Write,
) -> io::Result<Result<SignedIn, String>> {
    let Some(store) = store else {
        return Ok(Err(words().term_login_no_folder().to_string()));
    };
    let (before, _) = store.ranked_token(&server.base);
    if let Err(e) = store.keep_ranked_token(&server.base, &signed.token) {
        return Ok(Err(words().term_login_not_kept(e.to_string()).to_string()));
    }
    let w = words();
    writeln!(
        out,
        "{}",
        w.term_login_signed_in(
            minesweeper_protocol::words::player_name(&w, &signed.name),
            signed.player.as_str(),
            server.base.as_str()
        )
    )?;
    if before.is_some_and(|b| b != signed.token) {
        writeln!(out, "{}", w.term_login_other())?;
    }
    Ok(Ok(signed))
}

/// An answer: what was asked for, or a refusal's status and what the server said.
pub(super) enum Answer<T> {
    Ok(T),
    Refused(u16, String),
}

/// `POST path` on `server` with `body` as JSON; `Err` when the server cannot be reached or
/// its answer read.
fn post<B: serde::Serialize, T: DeserializeOwned>(
    server: &Server,
    path: &str,
    body: Option<&B>,
) -> Result<Answer<T>, String> {
    let url = format!("{}{path}", server.base);
    let request = ureq::post(&url)
        .header("User-Agent", USER_AGENT)
        .config()
        .http_status_as_error(false)
        .build();
    let sent = match body {
        Some(body) => request.send_json(body),
        None => request.send_empty(),
    };
    read(server, sent)
}

/// A request's answer read (at most [`LONGEST`]): JSON of `T` if it succeeded, else the status and
/// what the server said; `Err` when the server could not be reached or its answer read.
pub(super) fn read<T: DeserializeOwned>(
    server: &Server,
    sent: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
) -> Result<Answer<T>, String> {
    read_within(server, sent, LONGEST)
}

/// [`read`], with answers of up to `longest` bytes.
pub(super) fn read_within<T: DeserializeOwned>(
    server: &Server,
    sent: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
    longest: u64,
) -> Result<Answer<T>, String> {
    let w = crate::words::words();
    let mut response = sent.map_err(|e| {
        w.term_unreachable(server.base.as_str(), e.to_string())
            .to_string()
    })?;
    let status = response.status();
    let text = response
        .body_mut()
        .with_config()
        .limit(longest)
        .read_to_string()
        .map_err(|e| w.net_unreadable(e.to_string()).to_string())?;
    if status.is_success() {
        return serde_json::from_str(&text).map(Answer::Ok).map_err(|e| {
            let why = minesweeper_i18n::refusal::unread(&w, &e.into());
            w.net_unreadable(why).to_string()
        });
    }
    #[derive(serde::Deserialize)]
    struct Problem {
        error: String,
        // What an older server did not send.
        #[serde(default)]
        refusal: Option<minesweeper_protocol::Refusal>,
    }
    let why = match serde_json::from_str::<Problem>(&text) {
        Ok(Problem {
            refusal: Some(why), ..
        }) => minesweeper_protocol::words::refusal(&w, &why).to_string(),
        Ok(Problem { error, .. }) => error,
        Err(_) => w.net_status(status.as_u16()).to_string(),
    };
    Ok(Answer::Refused(status.as_u16(), why))
}
