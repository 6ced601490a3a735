//! This browser's games on the game server, for a player signed in there: the games it played
//! since it last sent (all it keeps, the first time: games played before the account came
//! along) go to the server, and the ones the player's other devices sent come back, merged into
//! the history by game id ([`History::merge`]). Where it left off is kept beside the history
//! (`minesweeper.synced`), per player.

use minesweeper_engine::history::{Entry, History};
use minesweeper_protocol::account::{GamesSync, GamesSynced, SYNC_BATCH};
use serde::{Deserialize, Serialize};

use crate::classic::HISTORY_KEY;
use crate::shared::net::{kept_player, send_json, server_here, token};
use crate::shared::storage;

/// Where this browser's sync left off.
const SYNC_KEY: &str = "minesweeper.synced";

/// The most rounds one sync takes (each at most [`SYNC_BATCH`] games each way): the server
/// keeps 5,000 games a player.
const ROUNDS: usize = 120;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Mark {
    /// Whose games these marks are.
    player: String,
    /// The server's list, read up to here.
    after: u64,
    /// This browser's games, sent up to the one that ended here (ms since 1970).
    sent_through: f64,
}

/// What a sync came to.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Synced {
    /// Games sent that the server did not keep yet.
    pub added: u64,
    /// Games from the player's other devices added to this browser's history.
    pub received: usize,
    /// Games the server keeps for the player.
    pub kept: u64,
    /// Old games the server let go to stay within its bounds.
    pub dropped: u64,
    /// Games not kept there, each with why.
    pub refused: Vec<String>,
}

/// The history as this browser keeps it.
pub fn history() -> History {
    storage::read(HISTORY_KEY)
        .and_then(|text| History::parse(&text).ok())
        .map(|(history, _)| history)
        .unwrap_or_default()
}

/// Adds `games` to the history as it is now (read again: a game may have ended while the
/// request was out), dropping the oldest when storage is full; how many were added.
fn merged(games: Vec<Entry>) -> usize {
    if games.is_empty() {
        return 0;
    }
    let mut history = history();
    let added = history.merge(games);
    while storage::try_write(HISTORY_KEY, &history).is_err() {
        if !history.drop_oldest() {
            break;
        }
    }
    added
}

/// Where `player`'s sync starts, from the mark kept (`previous`) and the newest game this
/// browser keeps: where it left off; from the start, the first time a player syncs here (the
/// games played before the account came along go with it); but when this browser synced
/// another player's games before, theirs stay theirs: only games played from now on are sent.
fn start(previous: Option<Mark>, player: String, newest: Option<f64>) -> Mark {
    match previous {
        Some(mark) if mark.player == player => mark,
        other => Mark {
            player,
            after: 0,
            sent_through: match other {
                Some(_) => newest.unwrap_or(f64::NEG_INFINITY),
                None => f64::NEG_INFINITY,
            },
        },
    }
}

/// Sends this browser's new games and reads the player's others; an error in words.
pub async fn sync() -> Result<Synced, String> {
    let player = kept_player().ok_or("Sign in first: this browser keeps no player here.")?;
    let previous =
        storage::read(SYNC_KEY).and_then(|text| serde_json::from_str::<Mark>(&text).ok());
    let newest = history().games.first().map(|game| game.at);
    let mut mark = start(previous, player, newest);
    let mut synced = Synced::default();
    for _ in 0..ROUNDS {
        let mut games: Vec<Entry> = history()
            .games
            .into_iter()
            .filter(|game| game.at > mark.sent_through)
            .collect();
        games.sort_by(|a, b| a.at.total_cmp(&b.at));
        games.truncate(SYNC_BATCH);
        let sent_through = games.last().map(|game| game.at);
        let full = games.len() == SYNC_BATCH;
        let asked = GamesSync {
            after: mark.after,
            games,
        };
        let body = serde_json::to_string(&asked).map_err(|e| e.to_string())?;
        let answer: GamesSynced =
            send_json("POST", "account/games", Some(&body), "Your games").await?;
        synced.received += merged(answer.games);
        synced.added += answer.added;
        synced.dropped += answer.dropped;
        synced.kept = answer.kept;
        synced.refused.extend(answer.refused);
        mark.after = answer.next;
        if let Some(at) = sent_through {
            mark.sent_through = at;
        }
        storage::write(SYNC_KEY, &mark);
        if !answer.more && !full {
            break;
        }
    }
    Ok(synced)
}

/// [`sync`] in the background, for a player signed in on the server that serves this page.
pub fn in_background() {
    if token().is_some() && kept_player().is_some() && server_here() {
        wasm_bindgen_futures::spawn_local(async {
            let _ = sync().await;
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_sends_what_this_browser_played_but_never_anothers_games() {
        let first = start(None, "ada".into(), Some(5.0));
        assert_eq!(first.sent_through, f64::NEG_INFINITY, "all, the first time");
        let left = Mark {
            player: "ada".into(),
            after: 7,
            sent_through: 5.0,
        };
        assert_eq!(start(Some(left.clone()), "ada".into(), Some(9.0)), left);
        let other = start(Some(left), "bob".into(), Some(9.0));
        assert_eq!(
            (other.after, other.sent_through),
            (0, 9.0),
            "Ada's games stay hers"
        );
    }
}
