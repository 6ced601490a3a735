//! The game server's HTTP API, from the page: is the server there, a leaderboard, a finished
//! game's replay. Every failure comes back as a sentence for the player.

use gloo_net::http::Request;
use minesweeper_protocol::api::Leaderboard;

use super::state::Server;

/// The API's address, beside the page (the server serves both from one port).
fn url(path: &str) -> String {
    // The page may be served from a folder (`/battle/`); the API is at the host's root.
    format!("/api/{path}")
}

/// Whether the page's host runs the game server (`GET /api/health`).
pub async fn health() -> Server {
    let needs = "Ranked play needs the game server, and this page's host does not run one";
    match Request::get(&url("health")).send().await {
        Ok(response) if response.ok() => match response.text().await {
            Ok(text) if text == "ok" => Server::Here,
            _ => Server::Absent(format!("{needs}.")),
        },
        Ok(_) => Server::Absent(format!("{needs}.")),
        Err(_) => Server::Absent(format!("{needs}, or it cannot be reached (offline?).")),
    }
}

/// What the server said went wrong, or the status.
async fn failure(response: gloo_net::http::Response) -> String {
    #[derive(serde::Deserialize)]
    struct Problem {
        error: String,
    }
    match response.json::<Problem>().await {
        Ok(problem) => problem.error,
        Err(_) => format!("the server answered {}", response.status()),
    }
}

/// `GET` a request, answered with success, or why not (`what` names it for the player).
async fn fetch(
    request: gloo_net::http::RequestBuilder,
    what: &str,
) -> Result<gloo_net::http::Response, String> {
    let response = request
        .send()
        .await
        .map_err(|_| format!("{what} could not be reached (offline?)"))?;
    if !response.ok() {
        return Err(failure(response).await);
    }
    Ok(response)
}

/// An id as the server makes them (hex): nothing else goes into an address.
fn id_of(text: &str) -> String {
    text.chars().filter(char::is_ascii_alphanumeric).collect()
}

/// A leaderboard: `category`, `period` (`all`, `week`, `day`), `metric` (`time`, `rate`),
/// with `player`'s own entry.
pub async fn leaderboard(
    category: &str,
    period: &str,
    metric: &str,
    player: Option<&str>,
) -> Result<Leaderboard, String> {
    let mut query = vec![
        ("category", category),
        ("period", period),
        ("metric", metric),
    ];
    if let Some(player) = player {
        query.push(("player", player));
    }
    let request = Request::get(&url("leaderboard")).query(query);
    fetch(request, "the leaderboard")
        .await?
        .json::<Leaderboard>()
        .await
        .map_err(|e| format!("the leaderboard could not be read: {e}"))
}

/// A finished game's replay text (what follows `#replay=` in a link).
pub async fn replay(game: &str) -> Result<String, String> {
    let request = Request::get(&url(&format!("games/{}/replay", id_of(game))));
    fetch(request, "the replay")
        .await?
        .text()
        .await
        .map_err(|_| "the replay could not be read".to_string())
}

/// A player's page: their name and ranked games.
pub async fn player(id: &str) -> Result<minesweeper_protocol::api::PlayerPage, String> {
    let request = Request::get(&url(&format!("players/{}", id_of(id))));
    fetch(request, "the player's page")
        .await?
        .json()
        .await
        .map_err(|e| format!("the player's page could not be read: {e}"))
}
