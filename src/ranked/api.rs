//! The game server's HTTP API, from the page: is the server there, a leaderboard, a finished
//! game's replay. Every failure comes back as a sentence for the player.

use minesweeper_protocol::api::{Leaderboard, PlayerPage};
use serde::de::DeserializeOwned;

use super::state::Server;
use crate::shared::net;

/// The API's address, beside the page (the server serves both from one port).
fn url(path: &str) -> String {
    // The page may be served from a folder (`/battle/`); the API is at the host's root.
    format!("/api/{path}")
}

/// Whether the page's host runs the game server: the page says so when the server served it
/// ([`net::server_here`]).
pub fn health() -> Server {
    if net::server_here() {
        Server::Here
    } else {
        Server::Absent(
            "Ranked play needs the game server, and this page's host does not run one.".into(),
        )
    }
}

/// `GET path`: its text when it succeeded, else what the server said went wrong (`what`
/// names it for the player).
async fn fetch(path: &str, what: &str) -> Result<String, String> {
    #[derive(serde::Deserialize)]
    struct Problem {
        error: String,
    }
    let answer = net::get(&url(path))
        .await
        .map_err(|_| format!("{what} could not be reached (offline?)"))?;
    if answer.ok {
        return Ok(answer.text);
    }
    Err(match serde_json::from_str::<Problem>(&answer.text) {
        Ok(problem) => problem.error,
        Err(_) => format!("the server answered {}", answer.status),
    })
}

/// `GET path` read as JSON.
async fn fetch_json<T: DeserializeOwned>(path: &str, what: &str) -> Result<T, String> {
    let text = fetch(path, what).await?;
    serde_json::from_str(&text).map_err(|e| format!("{what} could not be read: {e}"))
}

/// An id as the server makes them (hex), or a day (`YYYY-MM-DD`): nothing else goes into an
/// address, so nothing needs escaping.
fn id_of(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect()
}

/// A leaderboard: `category`, `period` (`all`, `week`, `day`), `metric` (`time`, `rate`), a
/// daily category's `day` (today without one), with `player`'s own entry.
pub async fn leaderboard(
    category: &str,
    period: &str,
    metric: &str,
    day: Option<&str>,
    player: Option<&str>,
) -> Result<Leaderboard, String> {
    let mut query = format!(
        "leaderboard?category={}&period={}&metric={}",
        id_of(category),
        id_of(period),
        id_of(metric)
    );
    if let Some(day) = day {
        query.push_str(&format!("&day={}", id_of(day)));
    }
    if let Some(player) = player {
        query.push_str(&format!("&player={}", id_of(player)));
    }
    fetch_json(&query, "the leaderboard").await
}

/// A finished game's replay text (what follows `#replay=` in a link).
pub async fn replay(game: &str) -> Result<String, String> {
    fetch(&format!("games/{}/replay", id_of(game)), "the replay").await
}

/// A player's page: their name and ranked games.
pub async fn player(id: &str) -> Result<PlayerPage, String> {
    fetch_json(&format!("players/{}", id_of(id)), "the player's page").await
}
