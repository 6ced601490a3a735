//! The server's one error type: every request refused or failed — over HTTP, over the
//! WebSocket, and between instances — is an [`Error`]. An HTTP answer (`{"error": "…"}` with
//! a status, [`IntoResponse`]) and the protocol's error reply ([`Error::reply`], with its
//! [`ErrorCode`]) both come from it, so a refusal reads the same wherever it is met.
//!
//! A failure of the server's own (its database, its randomness) is logged with its cause
//! where it happens ([`Error::unavailable`], and `?` on a database call); the client hears
//! only that it may try again: no SQL, no stack trace, nothing secret.

use std::fmt::Display;
use std::panic::Location;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::protocol::{ErrorCode, Refusal, Reply};

/// Why a request was not done; nothing changed. Each carries a [`Refusal`]: why, as data the
/// front ends word in their player's language (English in its `Display`, for the HTTP API's
/// `error`, the reply's `message` and the logs).
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
#[serde(tag = "kind", content = "message", rename_all = "snake_case")]
pub enum Error {
    /// Past a rate limit (HTTP 429).
    #[error("{0}")]
    SlowDown(Refusal),
    /// Not a message or a request this server reads (HTTP 400).
    #[error("{0}")]
    BadRequest(Refusal),
    /// Against the rules or the player's rights, with why (HTTP 400).
    #[error("{0}")]
    Refused(Refusal),
    /// No device's token, or one signed out (HTTP 401; over the socket, refused).
    #[error("{0}")]
    SignedOut(Refusal),
    /// Nothing here by that name (HTTP 404; over the socket, refused).
    #[error("{0}")]
    NotFound(Refusal),
    /// Not public yet (HTTP 403; over the socket, refused).
    #[error("{0}")]
    NotYet(Refusal),
    /// A move out of order: the reply says which one the game expects (HTTP 409).
    #[error("{refusal}")]
    NotNext { refusal: Refusal, next: u64 },
    /// Every board maker is busy (HTTP 503).
    #[error("{0}")]
    Busy(Refusal),
    /// The server could not do it just now — its randomness, or it is stopping (HTTP 503).
    /// The cause was logged when it was made.
    #[error("{0}")]
    Unavailable(Refusal),
    /// Its database failed (HTTP 503; over the socket, unavailable): logged where it was met,
    /// counted in the figures.
    #[error("{}", Refusal::TryAgain)]
    Database,
}

impl Error {
    /// A failure of the server's own: `cause` is logged with `what` it was doing, the client
    /// is told to try again.
    #[track_caller]
    pub fn unavailable(what: &str, cause: impl Display) -> Error {
        tracing::error!(error = %cause, at = %Location::caller(), "{what}");
        Error::Unavailable(Refusal::TryAgain)
    }

    /// Unavailable, with what the player should know (the server is restarting, a room's
    /// server did not answer): nothing to log.
    pub fn unavailable_because(why: impl Into<Refusal>) -> Error {
        Error::Unavailable(why.into())
    }

    pub fn refused(why: impl Into<Refusal>) -> Error {
        Error::Refused(why.into())
    }

    /// Why, as data.
    pub fn refusal(&self) -> Refusal {
        match self {
            Error::SlowDown(r)
            | Error::BadRequest(r)
            | Error::Refused(r)
            | Error::SignedOut(r)
            | Error::NotFound(r)
            | Error::NotYet(r)
            | Error::Busy(r)
            | Error::Unavailable(r)
            | Error::NotNext { refusal: r, .. } => r.clone(),
            Error::Database => Refusal::TryAgain,
        }
    }

    /// The protocol's code for it.
    pub const fn code(&self) -> ErrorCode {
        match self {
            Error::SlowDown(_) => ErrorCode::SlowDown,
            Error::BadRequest(_) => ErrorCode::BadMessage,
            Error::Refused(_) | Error::SignedOut(_) | Error::NotFound(_) | Error::NotYet(_) => {
                ErrorCode::Refused
            }
            Error::NotNext { .. } => ErrorCode::NotNext,
            Error::Busy(_) => ErrorCode::Busy,
            Error::Unavailable(_) | Error::Database => ErrorCode::Unavailable,
        }
    }

    /// The HTTP status for it.
    pub const fn status(&self) -> StatusCode {
        match self {
            Error::SlowDown(_) => StatusCode::TOO_MANY_REQUESTS,
            Error::BadRequest(_) | Error::Refused(_) => StatusCode::BAD_REQUEST,
            Error::SignedOut(_) => StatusCode::UNAUTHORIZED,
            Error::NotFound(_) => StatusCode::NOT_FOUND,
            Error::NotYet(_) => StatusCode::FORBIDDEN,
            Error::NotNext { .. } => StatusCode::CONFLICT,
            Error::Busy(_) | Error::Unavailable(_) | Error::Database => {
                StatusCode::SERVICE_UNAVAILABLE
            }
        }
    }

    /// The protocol's error reply for it.
    pub fn reply(&self) -> Reply {
        Reply::Error {
            code: self.code(),
            message: self.to_string(),
            next_seq: match self {
                Error::NotNext { next, .. } => Some(*next),
                _ => None,
            },
            refusal: Some(self.refusal()).filter(Refusal::is_worded),
        }
    }
}

impl From<Error> for Reply {
    fn from(e: Error) -> Reply {
        e.reply()
    }
}

/// A database call that failed, met with `?`: logged with where it was, the client told to try
/// again.
impl From<sqlx::Error> for Error {
    #[track_caller]
    fn from(e: sqlx::Error) -> Error {
        tracing::error!(error = %e, at = %Location::caller(), "the database");
        Error::Database
    }
}

/// `{"error": "…", "refusal": {"why": …}}` with the error's status.
impl IntoResponse for Error {
    fn into_response(self) -> Response {
        problem(self.status(), self.to_string(), self.refusal())
    }
}

/// A problem with a request, as JSON with a status: how every HTTP error of the server reads
/// (axum's own refusals are rewritten to it too: [`crate::api::json_errors`]). `error` is
/// English, for programs and logs; `refusal` is the same as data, which the front ends word
/// in their player's language.
pub fn problem(status: StatusCode, message: impl Into<String>, why: Refusal) -> Response {
    let body = serde_json::json!({ "error": message.into(), "refusal": why });
    (status, Json(body)).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_error_has_its_code_status_and_reply() {
        let why = Refusal::NotNext { seq: 3, next: 2 };
        let not_next = Error::NotNext {
            refusal: why.clone(),
            next: 2,
        };
        assert_eq!(not_next.code(), ErrorCode::NotNext);
        assert_eq!(not_next.status(), StatusCode::CONFLICT);
        let Reply::Error {
            code,
            message,
            next_seq,
            refusal,
        } = not_next.reply()
        else {
            panic!("an error reply");
        };
        // The refusal as data for the front ends to word, its English for programs and logs.
        assert_eq!(
            (code, message.as_str(), next_seq, refusal),
            (
                ErrorCode::NotNext,
                "move 3 is not the next one: the game expects move 2",
                Some(2),
                Some(why)
            )
        );
        assert!(not_next
            .reply()
            .to_json()
            .contains(r#""refusal":{"why":"not_next","seq":3,"next":2}"#));
        let missing = Error::NotFound(Refusal::NoSuchGame);
        assert_eq!(
            (missing.code(), missing.status()),
            (ErrorCode::Refused, StatusCode::NOT_FOUND)
        );
        assert_eq!(
            Error::SlowDown(Refusal::TooManyGames { most: 1 }).status(),
            StatusCode::TOO_MANY_REQUESTS
        );
    }

    #[test]
    fn a_database_failure_tells_the_client_nothing_of_it() {
        let e = Error::from(sqlx::Error::Protocol("SELECT secret FROM players".into()));
        assert_eq!(e, Error::Database);
        assert_eq!(e.code(), ErrorCode::Unavailable);
        assert!(!e.reply().to_json().contains("secret"));
    }

    #[test]
    fn an_error_crosses_between_instances_whole() {
        let e = Error::NotNext {
            refusal: Refusal::BattleNotNext { seq: 9, next: 7 },
            next: 7,
        };
        let text = serde_json::to_string(&e).expect("it serializes");
        assert_eq!(serde_json::from_str::<Error>(&text).ok(), Some(e));
    }
}
