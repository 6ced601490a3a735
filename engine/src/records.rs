//! What a front end keeps between sessions, in one format for all of them: the game in
//! progress with its clock and its moves so far, and the statistics with their best times and
//! best counters. Reading checks every value, so corrupted data is an error with a reason (or
//! a record left out), never a panic. Where the bytes live (localStorage, a file) is the
//! front end's business. Finished games are kept in [`crate::history`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::counters::Counters;
use crate::replay::{
    cursor, cursor_from_text, cursor_to_text, moves_from_text, moves_to_text, Move, Replay,
    ReplayError, Sample,
};
pub use crate::unread::{Contradiction, Dropped, JsonFault, Unread};
use crate::{Game, Limits};

/// The format this version writes and reads.
pub const FORMAT: u32 = 1;

/// Data saved by another version of the format is not guessed at.
fn check_format(found: u32) -> Result<(), Unread> {
    if found == FORMAT {
        Ok(())
    } else {
        Err(Unread::Format {
            found,
            reads: FORMAT,
        })
    }
}

/// A game in progress with its clock: `elapsed_ms` as of the save.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Its format ([`FORMAT`]).
    pub format: u32,
    /// The game.
    pub game: Game,
    /// Its clock at the save, in milliseconds.
    pub elapsed_ms: f64,
    /// Whether the solver played any move of it (such games stay out of the statistics).
    pub assisted: bool,
    /// The moves so far ([`moves_to_text`]), so the game's replay survives a reload.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub moves: String,
    /// The cursor's track so far ([`cursor_to_text`]).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub cursor: String,
    /// For a daily board, which one ("2026-11-24 expert").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<String>,
}

impl SavedGame {
    /// `game` saved with its clock, and whether the solver played in it.
    pub fn new(game: Game, elapsed_ms: f64, assisted: bool) -> SavedGame {
        SavedGame {
            format: FORMAT,
            game,
            elapsed_ms,
            assisted,
            moves: String::new(),
            cursor: String::new(),
            daily: None,
        }
    }

    /// The same, with the moves played so far.
    pub fn with_moves(mut self, moves: &[Move]) -> SavedGame {
        self.moves = moves_to_text(moves);
        self
    }

    /// The same, with the cursor's track so far.
    pub fn with_cursor(mut self, samples: &[Sample]) -> SavedGame {
        self.cursor = if samples.is_empty() {
            String::new()
        } else {
            cursor_to_text(samples)
        };
        self
    }

    /// The cursor's track so far, checked against the board; an error says why it cannot be
    /// used (the game and its moves are still good).
    pub fn replay_cursor(&self) -> Result<Vec<Sample>, ReplayError> {
        if self.cursor.is_empty() {
            return Ok(Vec::new());
        }
        let samples = cursor_from_text(&self.cursor)?;
        cursor::check(&samples, self.game.config())?;
        Ok(samples)
    }

    /// The moves so far, checked against the game: they must replay to it exactly. An error
    /// says why they cannot be used (the game itself is still good).
    pub fn replay_moves(&self) -> Result<Vec<Move>, ReplayError> {
        if self.moves.is_empty() {
            return Ok(Vec::new());
        }
        let moves = moves_from_text(&self.moves)?;
        Replay::of(&self.game, moves.clone())?;
        Ok(moves)
    }

    /// Reads a saved game whose board is within `limits` (a front end restores only what its
    /// own settings could have made, so the restored game survives the next start); the error
    /// says why it was discarded.
    pub fn parse_within(text: &str, limits: Limits) -> Result<SavedGame, Unread> {
        let saved = SavedGame::parse(text)?;
        let config = saved.game.config();
        limits.check(config).map_err(|_| Unread::Board {
            rows: config.rows(),
            cols: config.cols(),
            max_rows: limits.max_rows,
            max_cols: limits.max_cols,
        })?;
        Ok(saved)
    }

    /// Reads a saved game; the error says why it was discarded.
    pub fn parse(text: &str) -> Result<SavedGame, Unread> {
        let saved: SavedGame = serde_json::from_str(text)?;
        check_format(saved.format)?;
        if !(0.0..=MAX_ELAPSED_MS).contains(&saved.elapsed_ms) {
            return Err(Unread::Time);
        }
        Ok(saved)
    }
}

/// The longest play time a saved game may hold: a year. Anything longer is corrupted data.
pub const MAX_ELAPSED_MS: f64 = 365.0 * 24.0 * 3600.0 * 1000.0;

/// One of the five best times of a category.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BestTime {
    /// The time, in milliseconds.
    pub ms: f64,
    /// When it was set (ms since the epoch).
    pub at: f64,
}

impl BestTime {
    /// Fastest first; of equal times, the one set earlier.
    fn order(a: &BestTime, b: &BestTime) -> std::cmp::Ordering {
        a.ms.total_cmp(&b.ms).then(a.at.total_cmp(&b.at))
    }
}

/// Games of one category (a preset, or any custom board).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// Games played.
    pub played: u32,
    /// Games won.
    pub won: u32,
    /// Wins in a row now.
    pub streak: u32,
    /// The most wins in a row.
    pub best_streak: u32,
    /// The five best times, fastest first.
    pub best_times: Vec<BestTime>,
    /// The best counters of the won games (each its own best, from any game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_counters: Option<BestCounters>,
    /// When the newest game counted ended (ms since 1970): a game from another device that
    /// ended before it counts, but leaves the streak of now alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_at: Option<f64>,
}

/// A category's best counters: each the best any won game reached.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BestCounters {
    /// The best 3BV per second.
    pub bbbv_per_second: f64,
    /// The best IOE.
    pub ioe: f64,
    /// Lowest is best.
    pub rqp: Option<f64>,
    /// On the three rated boards only.
    pub stnb: Option<f64>,
}

impl BestCounters {
    fn valid(&self) -> bool {
        let ok = |v: f64| v.is_finite() && v >= 0.0;
        ok(self.bbbv_per_second)
            && ok(self.ioe)
            && self.rqp.is_none_or(ok)
            && self.stnb.is_none_or(ok)
    }

    /// These bests with `counters`' figures where they are better.
    fn with(&self, counters: &Counters) -> BestCounters {
        let higher = |old: f64, new: Option<f64>| new.map_or(old, |n| n.max(old));
        let lower = |old: Option<f64>, new: Option<f64>| match (old, new) {
            (Some(o), Some(n)) => Some(o.min(n)),
            (o, n) => o.or(n),
        };
        BestCounters {
            bbbv_per_second: higher(self.bbbv_per_second, counters.bbbv_per_second()),
            ioe: higher(self.ioe, counters.ioe()),
            rqp: lower(self.rqp, counters.rqp()),
            stnb: match (self.stnb, counters.stnb()) {
                (Some(o), Some(n)) => Some(o.max(n)),
                (o, n) => o.or(n),
            },
        }
    }
}

impl Record {
    /// Why the record cannot be right, if it cannot: counts that contradict each other, or a
    /// best time that is not a duration.
    fn contradiction(&self) -> Option<Contradiction> {
        let not_a_time = |b: &BestTime| !(b.ms.is_finite() && b.ms >= 0.0 && b.at.is_finite());
        if self.won > self.played {
            Some(Contradiction::MoreWinsThanGames)
        } else if self.streak > self.best_streak || self.best_streak > self.won {
            Some(Contradiction::StreakOverWins)
        } else if self.best_times.len() > 5 || self.best_times.len() > self.won as usize {
            Some(Contradiction::MoreBestTimes)
        } else if self.best_times.iter().any(not_a_time) {
            Some(Contradiction::BestTimeNotDuration)
        } else if self.best_counters.as_ref().is_some_and(|b| !b.valid()) {
            Some(Contradiction::BestCounterNotNumber)
        } else {
            None
        }
    }

    /// Wins over games played (0 with none).
    pub fn win_rate(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            f64::from(self.won) / f64::from(self.played)
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// Every category's record: what the statistics dialog shows.
pub struct Stats {
    /// Its format ([`FORMAT`]).
    pub format: u32,
    /// Each category's record, by its key.
    pub records: BTreeMap<String, Record>,
}

impl Default for Stats {
    fn default() -> Self {
        Stats {
            format: FORMAT,
            records: BTreeMap::new(),
        }
    }
}

impl Stats {
    /// Reads saved statistics. A record that contradicts itself is left out and described in
    /// the second value ("expert: more wins than games"); the others are kept.
    pub fn parse(text: &str) -> Result<(Stats, Vec<Dropped>), Unread> {
        let mut stats: Stats = serde_json::from_str(text)?;
        check_format(stats.format)?;
        let mut dropped = Vec::new();
        stats.records.retain(|category, record| {
            let why = record.contradiction();
            if let Some(why) = why {
                dropped.push(Dropped {
                    what: category.clone(),
                    why,
                });
            }
            record.best_times.sort_unstable_by(BestTime::order);
            why.is_none()
        });
        Ok((stats, dropped))
    }

    /// Records a finished game; returns whether its time is the category's new best.
    pub fn record(&mut self, category: &str, won: bool, ms: f64, at: f64) -> bool {
        let record = self.records.entry(category.to_string()).or_default();
        // Games arrive in the order they ended, but for a device's games merged later
        // (`progress::count_elsewhere`): only a game newer than every one counted moves the
        // streak of now.
        let newest = record.last_at.is_none_or(|last| at >= last);
        if newest {
            record.last_at = Some(at);
        }
        record.played += 1;
        if !won {
            if newest {
                record.streak = 0;
            }
            return false;
        }
        record.won += 1;
        if newest {
            record.streak += 1;
            record.best_streak = record.best_streak.max(record.streak);
        }
        let new_best = record.best_times.first().is_none_or(|b| ms < b.ms);
        record.best_times.push(BestTime { ms, at });
        record.best_times.sort_unstable_by(BestTime::order);
        record.best_times.truncate(5);
        new_best
    }

    /// Keeps a won game's counters where they beat the category's bests.
    pub fn record_counters(&mut self, category: &str, counters: &Counters) {
        if !counters.won {
            return;
        }
        let record = self.records.entry(category.to_string()).or_default();
        let bests = record.best_counters.take().unwrap_or_default();
        record.best_counters = Some(bests.with(counters));
    }

    /// Whether `ms` is the category's best time, held by one game alone: what [`Stats::record`]
    /// returned when that game ended, so a result rebuilt after a reload says the same.
    pub fn is_sole_best(&self, category: &str, ms: f64) -> bool {
        let Some(record) = self.records.get(category) else {
            return false;
        };
        match &record.best_times[..] {
            [first, rest @ ..] => first.ms == ms && rest.first().is_none_or(|b| b.ms > ms),
            [] => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Action, Config, FirstClick, Pos};

    #[test]
    fn a_saved_game_round_trips() {
        let game = Game::new(Config::EXPERT, 3)
            .apply(Action::Reveal(Pos::new(5, 5)))
            .unwrap()
            .game;
        let saved = SavedGame::new(game, 12_345.5, false);
        let text = serde_json::to_string(&saved).unwrap();
        assert_eq!(SavedGame::parse(&text), Ok(saved));
    }

    #[test]
    fn a_saved_game_keeps_its_moves_and_they_must_replay_to_it() {
        use crate::replay::Recorder;
        let mut game = Game::new(Config::BEGINNER, 3);
        let mut recorder = Recorder::default();
        for (i, action) in [
            Action::ToggleFlag(Pos::new(0, 0)),
            Action::Reveal(Pos::new(5, 5)),
        ]
        .into_iter()
        .enumerate()
        {
            let step = game.apply(action).unwrap();
            recorder.record(action, 100.0 * i as f64, false, !step.is_unchanged());
            game = step.game;
        }
        let saved = SavedGame::new(game.clone(), 250.0, false).with_moves(recorder.moves());
        let text = serde_json::to_string(&saved).unwrap();
        let back = SavedGame::parse(&text).unwrap();
        assert_eq!(back.replay_moves().unwrap(), recorder.moves());
        // Moves that do not replay to the game are refused, and say why; the game stands.
        let other =
            SavedGame::new(Game::new(Config::BEGINNER, 4), 0.0, false).with_moves(recorder.moves());
        assert!(other.replay_moves().is_err());
        let garbled = SavedGame {
            moves: "!!".into(),
            ..back
        };
        assert!(garbled.replay_moves().is_err());
    }

    #[test]
    fn a_saved_game_keeps_its_cursor_and_a_bad_one_is_refused_alone() {
        use crate::replay::Buttons;
        let game = Game::new(Config::BEGINNER, 3);
        let track: Vec<Sample> = (0..48)
            .map(|i| Sample {
                at_ms: 16 * i,
                x: (i * 3) as u16,
                y: (i * 2) as u16,
                buttons: if i % 10 == 0 { Buttons(1) } else { Buttons(0) },
            })
            .collect();
        let saved = SavedGame::new(game.clone(), 0.0, false).with_cursor(&track);
        let back = SavedGame::parse(&serde_json::to_string(&saved).unwrap()).unwrap();
        assert_eq!(back.replay_cursor().unwrap(), track);
        // No track: nothing written, nothing read.
        let none = SavedGame::new(game.clone(), 0.0, false).with_cursor(&[]);
        assert!(!serde_json::to_string(&none).unwrap().contains("cursor"));
        assert_eq!(none.replay_cursor().unwrap(), Vec::new());
        // Garbled, or off this board: refused with a reason, and the game still loads.
        let garbled = SavedGame {
            cursor: "!!".into(),
            ..back.clone()
        };
        assert!(garbled.replay_cursor().is_err());
        let off = [Sample {
            at_ms: 0,
            x: 9 * 16,
            y: 0,
            buttons: Buttons(0),
        }];
        let off = SavedGame::new(game, 0.0, false).with_cursor(&off);
        let reason = off.replay_cursor().unwrap_err().to_string();
        assert!(!reason.is_empty());
        assert!(SavedGame::parse(&serde_json::to_string(&off).unwrap()).is_ok());
    }

    #[test]
    fn a_won_games_counters_become_the_categorys_bests() {
        use crate::counters::Counters;
        use crate::replay::{Recorder, Replay};
        let mut game = Game::new(Config::BEGINNER, 5);
        let mut recorder = Recorder::default();
        let mut at = 0.0;
        while let Some(hint) = crate::solver::hint(&game) {
            let action = Action::Reveal(hint.pos());
            let step = game.apply(action).unwrap();
            at += 500.0;
            recorder.record(action, at, false, !step.is_unchanged());
            game = step.game;
        }
        let counters = Counters::of(&Replay::of(&game, recorder.into_moves()).unwrap());
        let mut stats = Stats::default();
        stats.record_counters("beginner", &counters);
        assert!(counters.won, "the hints win beginner seed 5");
        let bests = stats.records["beginner"].best_counters.clone();
        let bests = bests.expect("a won game sets the bests");
        assert_eq!(Some(bests.ioe), counters.ioe());
        assert_eq!(bests.rqp, counters.rqp());
        let text = serde_json::to_string(&stats).unwrap();
        assert_eq!(Stats::parse(&text), Ok((stats, vec![])));
    }

    #[test]
    fn corrupted_or_old_saves_are_rejected_with_a_reason() {
        // What is wrong with the text, and where: data a front end words.
        let fault = |text: &str| match SavedGame::parse(text) {
            Err(Unread::Json { fault, line, .. }) => Some((fault, line)),
            _ => None,
        };
        assert_eq!(fault(""), Some((JsonFault::Eof, 1)));
        assert_eq!(fault("{\"format\":1}"), Some((JsonFault::Data, 1)));
        assert_eq!(fault("\n\nnot json at all"), Some((JsonFault::Syntax, 3)));
        let game = Game::new(Config::BEGINNER, 1);
        let mut value = serde_json::to_value(SavedGame::new(game, 5.0, false)).unwrap();
        value["format"] = 0.into();
        assert_eq!(
            SavedGame::parse(&value.to_string()),
            Err(Unread::Format { found: 0, reads: 1 })
        );
        value["format"] = 1.into();
        value["elapsed_ms"] = (-5.0).into();
        assert_eq!(SavedGame::parse(&value.to_string()), Err(Unread::Time));
        value["elapsed_ms"] = 1e300.into();
        assert!(SavedGame::parse(&value.to_string()).is_err());
        value["elapsed_ms"] = 4.0.into();
        value["game"]["cover"] = "xx".into();
        assert!(SavedGame::parse(&value.to_string()).is_err());
    }

    #[test]
    fn a_saved_game_outside_the_front_ends_limits_is_refused_by_parse_within() {
        for (rows, cols) in [(1, 2), (201, 201), (300, 300), (1000, 1000)] {
            let config = Config::new(rows, cols, 1, FirstClick::Opening).unwrap();
            let text =
                serde_json::to_string(&SavedGame::new(Game::new(config, 1), 0.0, false)).unwrap();
            assert!(
                SavedGame::parse(&text).is_ok(),
                "the engine itself plays it"
            );
            let why = SavedGame::parse_within(&text, Limits::UI).unwrap_err();
            assert!(
                why.to_string()
                    .starts_with(&format!("it is a {rows}×{cols} board")),
                "{why}"
            );
        }
        let text = serde_json::to_string(&SavedGame::new(Game::new(Config::EXPERT, 1), 0.0, false))
            .unwrap();
        assert!(SavedGame::parse_within(&text, Limits::UI).is_ok());
    }

    #[test]
    fn statistics_count_streaks_and_keep_five_best_times() {
        let mut stats = Stats::default();
        assert!(stats.record("expert", true, 90_000.0, 1.0));
        assert!(!stats.record("expert", true, 95_000.0, 2.0));
        assert!(stats.record("expert", true, 80_000.0, 3.0));
        assert!(!stats.record("expert", false, 0.0, 4.0));
        assert!(!stats.record("expert", true, 99_000.0, 5.0));
        for t in [70_000.0, 71_000.0, 72_000.0] {
            stats.record("expert", true, t, 6.0);
        }
        let r = &stats.records["expert"];
        assert_eq!((r.played, r.won, r.streak, r.best_streak), (8, 7, 4, 4));
        let times: Vec<f64> = r.best_times.iter().map(|b| b.ms).collect();
        assert_eq!(
            times,
            vec![70_000.0, 71_000.0, 72_000.0, 80_000.0, 90_000.0]
        );
        assert!((r.win_rate() - 0.875).abs() < 1e-12);
        let text = serde_json::to_string(&stats).unwrap();
        assert_eq!(Stats::parse(&text), Ok((stats, vec![])));
        assert!(
            Stats::parse("{\"format\":1,\"records\":{\"expert\":{\"played\":\"x\"}}}").is_err()
        );
    }

    #[test]
    fn a_record_that_contradicts_itself_is_left_out_and_the_rest_kept() {
        let mut stats = Stats::default();
        stats.record("beginner", true, 9_000.0, 1.0);
        stats.record("expert", true, 90_000.0, 2.0);
        let good = stats.clone();
        let broken = |edit: fn(&mut Record)| {
            let mut stats = good.clone();
            edit(stats.records.get_mut("expert").unwrap());
            Stats::parse(&serde_json::to_string(&stats).unwrap()).unwrap()
        };
        let only_beginner = |(kept, dropped): (Stats, Vec<Dropped>)| {
            assert_eq!(kept.records.keys().collect::<Vec<_>>(), ["beginner"]);
            assert_eq!(kept.records["beginner"], good.records["beginner"]);
            assert_eq!(dropped.len(), 1);
            dropped[0].to_string()
        };
        assert_eq!(
            only_beginner(broken(|r| r.won = 2)),
            "expert: more wins than games"
        );
        assert_eq!(
            only_beginner(broken(|r| r.streak = 3)),
            "expert: a streak longer than the wins"
        );
        assert_eq!(
            only_beginner(broken(|r| r.best_times.push(BestTime { ms: 1.0, at: 1.0 }))),
            "expert: more best times than wins"
        );
        assert_eq!(
            only_beginner(broken(|r| r.best_times[0].ms = -5.0)),
            "expert: a best time that is not a duration"
        );
        // Best times out of order are only put back in order.
        let mut shuffled = good.clone();
        let record = shuffled.records.get_mut("expert").unwrap();
        record.played = 2;
        record.won = 2;
        record.best_times = vec![BestTime { ms: 8.0, at: 2.0 }, BestTime { ms: 7.0, at: 3.0 }];
        let (kept, dropped) = Stats::parse(&serde_json::to_string(&shuffled).unwrap()).unwrap();
        assert!(dropped.is_empty());
        let times: Vec<f64> = kept.records["expert"]
            .best_times
            .iter()
            .map(|b| b.ms)
            .collect();
        assert_eq!(times, [7.0, 8.0]);
    }
}
