//! This browser's games on the game server, for a player signed in there: the games it played
//! since it last sent (all it keeps, the first time: games played before the account came
//! along) go to the server, and the ones the player's other devices sent come back, merged into
//! the history by game id ([`History::merge`]) and counted in the statistics once
//! ([`count_elsewhere`]). Where it left off is kept beside the history (`minesweeper.synced`),
//! per player.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;
use std::thread::LocalKey;

use minesweeper_engine::battle::Level;
use minesweeper_engine::daily::DailyStats;
use minesweeper_engine::history::{Entry, History};
use minesweeper_engine::progress::count_elsewhere;
use minesweeper_engine::records::Stats;
use minesweeper_protocol::account::{BattleTally, GamesSynced, NotKept, SyncMark, SYNC_ROUNDS};
use yew::Callback;

use crate::battle::records::Stats as BattleStats;
use crate::battle::BATTLE_STATS_KEY;
use crate::classic::{DAILY_KEY, HISTORY_KEY, STATS_KEY};
use crate::shared::browser::random_seed;
use crate::shared::net::{kept_player, send_json, server_here, token};
use crate::shared::storage;
use crate::shared::words::words;

/// Where this browser's sync left off.
const SYNC_KEY: &str = "minesweeper.synced";

/// This browser's own name for itself, under which the server keeps its battle tally.
const DEVICE_KEY: &str = "minesweeper.device";

/// The battles against the computer the player's other devices played, added up, as the last
/// sync read them (`BattleTally::sum`).
pub const BATTLES_ELSEWHERE_KEY: &str = "minesweeper.battles-elsewhere";

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
    pub refused: Vec<NotKept>,
}

/// The history as this browser keeps it.
pub fn history() -> History {
    storage::read(HISTORY_KEY)
        .and_then(|text| History::parse(&text).ok())
        .map(|(history, _)| history)
        .unwrap_or_default()
}

thread_local! {
    /// The classic game on screen, which holds the statistics while it is: games from other
    /// devices are counted there (and saved with its own), not under it in storage.
    static COUNTER: RefCell<Option<Callback<Rc<[Entry]>>>> = const { RefCell::new(None) };
    /// The battle statistics on screen, told when the other devices' battles change.
    static BATTLES: RefCell<Option<Callback<Elsewhere>>> = const { RefCell::new(None) };
}

/// Battles against each level on the player's other devices: won, lost, drawn.
pub type Elsewhere = Rc<BTreeMap<String, [u32; 3]>>;

/// The other devices' battles, as the last sync read them.
pub fn battles_elsewhere() -> Elsewhere {
    Rc::new(
        storage::read(BATTLES_ELSEWHERE_KEY)
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default(),
    )
}

/// A screen told what a sync brings while it is on screen: its callback stays in `slot`
/// until this is dropped.
pub struct Told<T: 'static>(&'static LocalKey<RefCell<Option<Callback<T>>>>);

impl<T: 'static> Told<T> {
    fn new(slot: &'static LocalKey<RefCell<Option<Callback<T>>>>, tell: Callback<T>) -> Told<T> {
        slot.with(|held| *held.borrow_mut() = Some(tell));
        Told(slot)
    }
}

impl<T: 'static> Drop for Told<T> {
    fn drop(&mut self) {
        self.0.with(|held| *held.borrow_mut() = None);
    }
}

/// While the battle statistics are on screen, `show` is told the other devices' battles as a
/// sync reads them (until what this returns is dropped).
pub fn show_battles_with(show: Callback<Elsewhere>) -> Told<Elsewhere> {
    Told::new(&BATTLES, show)
}

/// This browser's battles against the computer (none played, all zero: it still reads the
/// others'), under its own name (made the first time); none when they are kept but cannot be
/// read (its tally on the server is not replaced by zeros).
fn tally() -> Option<BattleTally> {
    let stats = match storage::read(BATTLE_STATS_KEY) {
        Some(text) => BattleStats::parse(&text).ok()?,
        None => BattleStats::default(),
    };
    let device = match storage::read(DEVICE_KEY) {
        Some(name) if name.len() >= 16 => name,
        _ => {
            let name: String = (0..4).map(|_| format!("{:08x}", random_seed())).collect();
            storage::write_text(DEVICE_KEY, &name);
            name
        }
    };
    let levels = Level::ALL
        .iter()
        .map(|&level| {
            let r = stats.record(level);
            (level.as_str().to_string(), [r.won, r.lost, r.drawn])
        })
        .collect();
    Some(BattleTally { device, levels })
}

/// Keeps the other devices' battles, added up, and shows them if they are on screen.
fn keep_battles(others: &[BattleTally]) {
    let sum = Rc::new(BattleTally::sum(others));
    storage::write(BATTLES_ELSEWHERE_KEY, &*sum);
    if let Some(show) = BATTLES.with(|shown| shown.borrow().clone()) {
        show.emit(sum);
    }
}

/// While the classic game is on screen, the games other devices played are counted by `count`
/// (until what this returns is dropped).
pub fn count_with(count: Callback<Rc<[Entry]>>) -> Told<Rc<[Entry]>> {
    Told::new(&COUNTER, count)
}

/// Counts `games` in this browser's statistics ([`count_elsewhere`]): by the classic game on
/// screen, else in storage, where the game reads them when it comes back.
fn count(games: Vec<Entry>) {
    let games: Rc<[Entry]> = games.into();
    if let Some(count) = COUNTER.with(|counter| counter.borrow().clone()) {
        count.emit(games);
        return;
    }
    // What is kept but cannot be read is left as it is, for the game to say so: not
    // replaced by these games alone.
    let Ok(mut stats) = storage::read(STATS_KEY).map_or(Ok(Stats::default()), |text| {
        Stats::parse(&text).map(|(stats, _)| stats)
    }) else {
        return;
    };
    let Ok(mut daily) = storage::read(DAILY_KEY).map_or(Ok(DailyStats::default()), |text| {
        DailyStats::parse(&text).map(|(daily, _)| daily)
    }) else {
        return;
    };
    count_elsewhere(&games, &mut stats, &mut daily);
    storage::write(STATS_KEY, &stats);
    storage::write(DAILY_KEY, &daily);
}

/// Adds `games` to the history as it is now (read again: a game may have ended while the
/// request was out), dropping the oldest when storage is full, and counts the new ones in the
/// statistics; how many were added.
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
    let count_of = added.len();
    if count_of > 0 {
        count(added);
    }
    count_of
}

/// Sends this browser's new games and reads the player's others; an error in words.
pub async fn sync() -> Result<Synced, String> {
    let player = kept_player().ok_or_else(|| words().server_sign_in_first().to_string())?;
    let previous =
        storage::read(SYNC_KEY).and_then(|text| serde_json::from_str::<SyncMark>(&text).ok());
    let newest = history().games.first().map(|game| game.at);
    let mut mark = SyncMark::start(previous, &player, newest);
    let mut synced = Synced::default();
    // The battle tally goes with the first round.
    let mut battles = tally();
    for _ in 0..SYNC_ROUNDS {
        let mut asked = mark.request(&history());
        asked.battles = battles.take();
        let body = serde_json::to_string(&asked).map_err(|e| e.to_string())?;
        let mut answer: GamesSynced = send_json("POST", "account/games", Some(&body)).await?;
        synced.received += merged(std::mem::take(&mut answer.games));
        synced.added += answer.added;
        synced.dropped += answer.dropped;
        synced.kept = answer.kept;
        synced.refused.extend(std::mem::take(&mut answer.not_kept));
        if asked.battles.is_some() {
            keep_battles(&answer.battles);
        }
        let more = mark.advance(&asked, &answer);
        storage::write(SYNC_KEY, &mark);
        if !more {
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
