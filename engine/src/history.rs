//! Every finished game, kept: the newest [`History::KEEP`] and every personal best, newest
//! first, each as its replay's text with a summary for the list. The format is the same in the
//! browser (localStorage) and the terminal (a file). A front end whose storage is full drops
//! the oldest game that is not a best ([`History::drop_oldest`]) and says so.

use serde::{Deserialize, Serialize};

use crate::counters::Counters;
use crate::replay::{Replay, ReplayError};
use crate::unread::{Contradiction, Dropped, Unread};
use crate::{Config, FirstClick};

/// The history's format version.
pub const FORMAT: u32 = 1;

/// One finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    /// When it ended, in milliseconds since 1970.
    pub at: f64,
    /// The replay ([`Replay::to_text`]).
    pub replay: String,
    /// Its board's rows.
    pub rows: u32,
    /// Its board's columns.
    pub cols: u32,
    /// Its mines.
    pub mines: u32,
    /// Its first-click rule.
    pub rule: FirstClick,
    /// Whether it was won.
    pub won: bool,
    /// Its time, in milliseconds.
    pub time_ms: u32,
    /// Its board's 3BV.
    pub bbbv: u32,
    /// It set its category's best time: it is never dropped.
    #[serde(default)]
    pub best: bool,
    /// The solver helped (a hint, autoplay, the probabilities).
    #[serde(default)]
    pub assisted: bool,
    /// The daily board it was ("2026-11-24 expert").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<String>,
}

impl Entry {
    /// The entry for a game that ended at `at`.
    pub fn new(
        replay: &Replay,
        at: f64,
        best: bool,
        assisted: bool,
        daily: Option<String>,
    ) -> Entry {
        let counters = Counters::of(replay);
        let config = replay.config();
        Entry {
            at,
            replay: replay.to_text(),
            rows: config.rows(),
            cols: config.cols(),
            mines: config.mines(),
            rule: config.first_click(),
            won: counters.won,
            time_ms: replay.time_ms(),
            bbbv: counters.bbbv,
            best,
            assisted,
            daily,
        }
    }

    /// The game's id: the same on every device that keeps it (it is its replay's, which
    /// holds the board, every click and its time), so two lists of games merge by it. 16 hex
    /// digits of the replay text's 64-bit FNV-1a hash.
    pub fn id(&self) -> String {
        let hash = self.replay.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        format!("{hash:016x}")
    }

    /// The replay, checked against the summary the list shows.
    pub fn replay(&self) -> Result<Replay, ReplayError> {
        let replay = Replay::from_text(&self.replay)?;
        let config = replay.config();
        let same = (
            config.rows(),
            config.cols(),
            config.mines(),
            config.first_click(),
        ) == (self.rows, self.cols, self.mines, self.rule)
            && replay.time_ms() == self.time_ms;
        if !same {
            return Err(ReplayError::Layout(
                "the history's summary and its replay disagree".into(),
            ));
        }
        Ok(replay)
    }

    /// The statistics category of the game's board.
    pub fn category(&self) -> &'static str {
        Config::new(
            self.rows.into(),
            self.cols.into(),
            self.mines.into(),
            self.rule,
        )
        .map_or("custom", |config| config.category())
    }

    /// Why the entry cannot be right, if it cannot.
    fn contradiction(&self) -> Option<Contradiction> {
        if !(self.at.is_finite() && self.at >= 0.0) {
            Some(Contradiction::DateNotTime)
        } else if Config::new(
            self.rows.into(),
            self.cols.into(),
            self.mines.into(),
            self.rule,
        )
        .is_err()
        {
            Some(Contradiction::BoardNotOne)
        } else if self.replay.is_empty() {
            Some(Contradiction::NoReplay)
        } else {
            None
        }
    }
}

/// The finished games, newest first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct History {
    /// Its format.
    pub format: u32,
    /// The games, newest first.
    pub games: Vec<Entry>,
}

impl Default for History {
    fn default() -> Self {
        History {
            format: FORMAT,
            games: Vec::new(),
        }
    }
}

impl History {
    /// How many of the newest games are always kept (bests are kept too).
    pub const KEEP: usize = 1_000;

    /// Reads a saved history. An entry that cannot be right is left out and described in the
    /// second value; the others are kept.
    pub fn parse(text: &str) -> Result<(History, Vec<Dropped>), Unread> {
        let mut history: History = serde_json::from_str(text)?;
        if history.format != FORMAT {
            return Err(Unread::Format {
                found: history.format,
                reads: FORMAT,
            });
        }
        let mut dropped = Vec::new();
        history.games.retain(|entry| match entry.contradiction() {
            Some(why) => {
                dropped.push(Dropped {
                    what: String::new(),
                    why,
                });
                false
            }
            None => true,
        });
        history.games.sort_by(|a, b| b.at.total_cmp(&a.at));
        Ok((history, dropped))
    }

    /// Adds a finished game; returns how many old games were dropped to keep the newest
    /// [`History::KEEP`] (and every best).
    pub fn add(&mut self, entry: Entry) -> usize {
        self.games.insert(0, entry);
        let before = self.games.len();
        let mut index = 0;
        self.games.retain(|entry| {
            index += 1;
            index <= Self::KEEP || entry.best
        });
        before - self.games.len()
    }

    /// Adds the games of another device's list that this one lacks (a union by
    /// [`Entry::id`]: a game kept on both is kept once), newest first, then keeps the newest
    /// [`History::KEEP`] and every best; the games added, oldest first (for
    /// [`crate::progress::count_elsewhere`]: each is new to this device, even one too old to stay in the list).
    pub fn merge(&mut self, others: impl IntoIterator<Item = Entry>) -> Vec<Entry> {
        let mut ids: std::collections::HashSet<String> = self.games.iter().map(Entry::id).collect();
        let before = self.games.len();
        self.games
            .extend(others.into_iter().filter(|entry| ids.insert(entry.id())));
        let mut added = self.games[before..].to_vec();
        added.sort_by(|a, b| a.at.total_cmp(&b.at));
        self.games.sort_by(|a, b| b.at.total_cmp(&a.at));
        let mut index = 0;
        self.games.retain(|entry| {
            index += 1;
            index <= Self::KEEP || entry.best
        });
        added
    }

    /// Drops the oldest game that is not a best (storage is full); `false` when only bests
    /// are left.
    pub fn drop_oldest(&mut self) -> bool {
        match self.games.iter().rposition(|e| !e.best) {
            Some(oldest) => {
                self.games.remove(oldest);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replay::Recorder;
    use crate::{Action, Game, Pos};

    fn entry(at: f64, best: bool) -> Entry {
        let action = Action::Reveal(Pos::new(4, 4));
        let step = Game::new(Config::BEGINNER, at as u64)
            .apply(action)
            .unwrap();
        let mut recorder = Recorder::default();
        recorder.record(action, 0.0, false, true);
        let replay = Replay::of(&step.game, recorder.into_moves()).unwrap();
        Entry::new(&replay, at, best, false, None)
    }

    #[test]
    fn the_newest_thousand_and_every_best_are_kept() {
        let mut history = History::default();
        history.add(entry(0.0, true));
        for at in 1..=1_005 {
            history.add(entry(f64::from(at), false));
        }
        assert_eq!(history.games.len(), History::KEEP + 1);
        assert_eq!(history.games[0].at, 1_005.0);
        assert!(history.games.last().unwrap().best, "the oldest best stays");
        assert!(history.drop_oldest());
        assert_eq!(history.games.len(), History::KEEP);
        assert!(history.games.last().unwrap().best);
    }

    #[test]
    fn two_devices_lists_merge_by_game_without_duplicates_or_loss() {
        let mut phone = History::default();
        let mut laptop = History::default();
        let shared = entry(5.0, false);
        phone.add(entry(1.0, false));
        phone.add(shared.clone());
        laptop.add(entry(3.0, true));
        laptop.add(shared.clone());
        laptop.add(entry(7.0, false));
        let added = phone.merge(laptop.games.clone());
        let added: Vec<f64> = added.iter().map(|e| e.at).collect();
        assert_eq!(added, [3.0, 7.0], "the shared game is not added twice");
        let at: Vec<f64> = phone.games.iter().map(|e| e.at).collect();
        assert_eq!(at, [7.0, 5.0, 3.0, 1.0], "newest first");
        assert_eq!(laptop.merge(phone.games.clone()).len(), 1);
        assert_eq!(laptop, phone, "merged either way, the same list");
        assert!(
            phone.merge(laptop.games.clone()).is_empty(),
            "merging again adds nothing"
        );
    }

    #[test]
    fn a_history_round_trips_and_bad_entries_are_left_out_with_a_reason() {
        let mut history = History::default();
        history.add(entry(1.0, false));
        history.add(entry(2.0, true));
        let text = serde_json::to_string(&history).unwrap();
        let (back, dropped) = History::parse(&text).unwrap();
        assert_eq!(back, history);
        assert!(dropped.is_empty());
        let replay = back.games[0].replay().unwrap();
        assert_eq!(replay.config(), &Config::BEGINNER);
        assert_eq!(back.games[0].category(), "beginner");
        let mut bad = history.clone();
        bad.games[1].rows = 0;
        bad.games[0].time_ms += 1;
        let (kept, dropped) = History::parse(&serde_json::to_string(&bad).unwrap()).unwrap();
        assert_eq!(kept.games.len(), 1);
        assert_eq!(
            dropped,
            [Dropped {
                what: String::new(),
                why: Contradiction::BoardNotOne
            }]
        );
        assert!(
            kept.games[0].replay().is_err(),
            "a summary that disagrees is caught on opening"
        );
        assert!(History::parse("{\"format\":2,\"games\":[]}").is_err());
        assert!(History::parse("nonsense").is_err());
    }
}
