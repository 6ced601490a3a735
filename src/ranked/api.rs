//! The game server's HTTP API, from the page: is the server there, a leaderboard, a finished
//! game's replay. Every failure comes back as a sentence for the player.

use minesweeper_protocol::api::{Leaderboard, PlayerPage};

use super::state::Server;
use crate::shared::net::{get_json, get_text, id_of};

/// What the screen says of the game server: here, or why ranked play cannot be.
pub fn server(here: bool) -> Server {
    if here {
        Server::Here
    } else {
        Server::Absent
    }
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
    get_json(&query).await
}

/// A finished game's replay text (what follows `#replay=` in a link).
pub async fn replay(game: &str) -> Result<String, String> {
    get_text(&format!("games/{}/replay", id_of(game))).await
}

/// A player's page: their name and ranked games.
pub async fn player(id: &str) -> Result<PlayerPage, String> {
    get_json(&format!("players/{}", id_of(id))).await
}
