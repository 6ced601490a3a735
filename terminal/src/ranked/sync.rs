//! `mines sync --server URL`: this terminal's games on the game server, for a player signed in
//! there (`mines login`). The games it played since it last sent (all it keeps, the first time)
//! go up; the ones the player's other devices sent come down, merged into the history by game
//! id and counted in the statistics once: the page's steps ([`SyncMark`]), in the data folder
//! (`synced.json`, per server).

use std::io::{self, Write};

use minesweeper_engine::daily::DailyStats;
use minesweeper_engine::progress::count_elsewhere;
use minesweeper_protocol::account::{
    Account, GamesSynced, NotKept, SyncMark, SYNC_BATCH, SYNC_ENTRY_MAX, SYNC_ROUNDS,
};
use serde::de::DeserializeOwned;

use super::login::{read_within, Answer, USER_AGENT};
use super::Server;
use crate::store::Store;
use crate::words::words;

/// What one sync came to.
#[derive(Debug, Default, PartialEq)]
pub struct Synced {
    /// Games sent that the server did not keep yet.
    pub sent: u64,
    /// Games from the player's other devices added here.
    pub received: usize,
    /// Games the server keeps for the player now.
    pub kept: u64,
    /// Old games the server let go to stay within its bounds.
    pub dropped: u64,
    /// Games the server did not keep, each with why.
    pub refused: Vec<NotKept>,
}

/// Syncs this terminal's games with `server` and says what it came to; the error in words.
pub fn sync(
    server: &Server,
    store: Option<&Store>,
    out: &mut impl Write,
) -> io::Result<Result<Synced, String>> {
    let Some(store) = store else {
        return Ok(Err(words().term_sync_no_folder().to_string()));
    };
    let base = &server.base;
    let (Some(token), _) = store.ranked_token(base) else {
        return Ok(Err(words()
            .term_sync_not_signed_in(base.as_str())
            .to_string()));
    };
    let account: Account = match call(server, "/api/account", &token, None::<&()>) {
        Ok(account) => account,
        Err(why) => return Ok(Err(why)),
    };
    let (history, _) = store.history();
    let newest = history.games.first().map(|game| game.at);
    let mut mark = SyncMark::start(store.sync_mark(base), &account.player, newest);
    let mut synced = Synced::default();
    for _ in 0..SYNC_ROUNDS {
        let asked = mark.request(&store.history().0);
        let answer: GamesSynced = match call(server, "/api/account/games", &token, Some(&asked)) {
            Ok(answer) => answer,
            Err(why) => return Ok(Err(why)),
        };
        if let Err(e) = counted(store, answer.games.clone(), &mut synced) {
            return Ok(Err(words()
                .term_sync_not_kept_here(e.to_string())
                .to_string()));
        }
        synced.sent += answer.added;
        synced.dropped += answer.dropped;
        synced.kept = answer.kept;
        synced.refused.extend(answer.not_kept.iter().cloned());
        let more = mark.advance(&asked, &answer);
        if let Err(e) = store.keep_sync_mark(base, &mark) {
            return Ok(Err(words()
                .term_sync_mark_not_kept(e.to_string())
                .to_string()));
        }
        if !more {
            break;
        }
    }
    say(&synced, &account.name, out)?;
    Ok(Ok(synced))
}

/// Merges the games that came into the history and counts the new ones in the statistics.
fn counted(
    store: &Store,
    games: Vec<minesweeper_engine::history::Entry>,
    synced: &mut Synced,
) -> io::Result<()> {
    let added = store.merge_into_history(games)?;
    if !added.is_empty() {
        let mut stats = store.load().stats;
        count_elsewhere(&added, &mut stats, &mut DailyStats::default());
        store.save_stats(&stats)?;
        synced.received += added.len();
    }
    Ok(())
}

/// What the sync came to, in words.
fn say(synced: &Synced, name: &str, out: &mut impl Write) -> io::Result<()> {
    let w = words();
    writeln!(
        out,
        "{}",
        w.term_synced(
            minesweeper_protocol::words::player_name(&w, name),
            synced.sent,
            synced.received,
            synced.kept
        )
    )?;
    if synced.dropped > 0 {
        writeln!(out, "{}", w.term_sync_dropped(synced.dropped))?;
    }
    for why in &synced.refused {
        let why = minesweeper_protocol::words::not_kept(&w, why);
        writeln!(out, "{}", w.account_synced_refused(why))?;
    }
    Ok(())
}

/// `POST path` with `body` as JSON (`GET path` without) on `server` as the player of `token`;
/// what the server answered, or why not in words. An answer may hold a whole batch of games.
fn call<B: serde::Serialize, T: DeserializeOwned>(
    server: &Server,
    path: &str,
    token: &str,
    body: Option<&B>,
) -> Result<T, String> {
    let url = format!("{}{path}", server.base);
    let bearer = format!("Bearer {token}");
    let sent = match body {
        Some(body) => ureq::post(&url)
            .header("User-Agent", USER_AGENT)
            .header("Authorization", &bearer)
            .config()
            .http_status_as_error(false)
            .build()
            .send_json(body),
        None => ureq::get(&url)
            .header("User-Agent", USER_AGENT)
            .header("Authorization", &bearer)
            .config()
            .http_status_as_error(false)
            .build()
            .call(),
    };
    let longest = (SYNC_BATCH * SYNC_ENTRY_MAX + (1 << 20)) as u64;
    match read_within(server, sent, longest)? {
        Answer::Ok(answer) => Ok(answer),
        Answer::Refused(401, _) => Err(words()
            .term_sync_forgotten(server.base.as_str())
            .to_string()),
        Answer::Refused(_, why) => Err(why),
    }
}
