//! A player's progress as the charts draw it, from the games kept ([`History`]): per category,
//! each game in the order played with its time and 3BV/s and the best time so far; how the
//! wins' 3BV/s spread; how many games each day; a rating over the battles that changed it
//! ([`rating_over`]); and the games as a table to take away ([`csv`]). Worked out once here, in
//! one pass over the games, and drawn by each front end (the terminal's `mines stats`; the
//! page's statistics). And the games another device played, counted in this one's statistics
//! ([`count_elsewhere`]).
//!
//! ```
//! use minesweeper_engine::history::History;
//! use minesweeper_engine::progress::Progress;
//!
//! let progress = Progress::of(&History::default(), "expert");
//! assert!(progress.games.is_empty());
//! ```

use serde::Serialize;

use crate::counters::Counters;
use crate::daily::{Daily, DailyStats, Date};
use crate::history::{Entry, History};
use crate::records::Stats;

/// The width of a bar of the 3BV/s spread.
pub const SPREAD_STEP: f64 = 0.25;

/// The most bars of the spread: 3BV/s past the last bar's start (10 3BV/s, past every world
/// record) count in the last.
pub const SPREAD_BARS: usize = 40;

/// One category's progress.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Progress {
    /// The category (`beginner`, `intermediate`, `expert`, `custom`).
    pub category: String,
    /// Its games, oldest first.
    pub games: Vec<Played>,
    /// How many wins (not helped by the solver) fall in each [`SPREAD_STEP`] of 3BV/s, from 0;
    /// empty without a win.
    pub spread: Vec<u32>,
    /// The days games were played on, oldest first.
    pub days: Vec<Day>,
}

/// One game, as the charts place it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Played {
    /// The game's id, the same on every device ([`Entry::id`]).
    pub game: String,
    /// When it ended, in milliseconds since 1970.
    pub at: f64,
    /// Whether it was won.
    pub won: bool,
    /// The solver helped: its time is no record.
    pub assisted: bool,
    /// Its time, in milliseconds.
    pub time_ms: u32,
    /// Its board's 3BV over its time, in 3BV a second (a win's; 0 for a loss).
    pub bbbv_per_s: f64,
    /// The best time of an unhelped win so far, this game included; none before the first.
    pub best_ms: Option<u32>,
}

/// One day's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Day {
    /// The day (UTC), `YYYY-MM-DD`.
    #[serde(serialize_with = "as_text")]
    pub date: Date,
    /// The games that ended that day.
    pub games: u32,
    /// The wins among them.
    pub wins: u32,
}

fn as_text<S: serde::Serializer>(date: &Date, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(date)
}

impl Progress {
    /// `category`'s progress in `history`, in one pass over its games.
    pub fn of(history: &History, category: &str) -> Progress {
        let mut progress = Progress {
            category: category.to_string(),
            ..Progress::default()
        };
        let mut best: Option<u32> = None;
        // The history is newest first.
        for entry in history.games.iter().rev() {
            if entry.category() != category {
                continue;
            }
            let won = entry.won;
            let bbbv_per_s = if won && entry.time_ms > 0 {
                f64::from(entry.bbbv) * 1000.0 / f64::from(entry.time_ms)
            } else {
                0.0
            };
            if won && !entry.assisted {
                best = Some(best.map_or(entry.time_ms, |b| b.min(entry.time_ms)));
                let bar = ((bbbv_per_s / SPREAD_STEP) as usize).min(SPREAD_BARS - 1);
                if progress.spread.len() <= bar {
                    progress.spread.resize(bar + 1, 0);
                }
                progress.spread[bar] += 1;
            }
            progress.count_day(entry);
            progress.games.push(Played {
                game: entry.id(),
                at: entry.at,
                won,
                assisted: entry.assisted,
                time_ms: entry.time_ms,
                bbbv_per_s,
                best_ms: best,
            });
        }
        progress
    }

    /// The categories `history` has games of, the presets first in their order, then custom.
    pub fn categories(history: &History) -> Vec<&'static str> {
        let mut seen: Vec<&'static str> = Vec::new();
        for entry in &history.games {
            let category = entry.category();
            if !seen.contains(&category) {
                seen.push(category);
            }
        }
        let order = ["beginner", "intermediate", "expert", "custom"];
        seen.sort_by_key(|c| order.iter().position(|o| o == c));
        seen
    }

    /// The wins counted in the spread.
    pub fn wins(&self) -> u32 {
        self.spread.iter().sum()
    }

    fn count_day(&mut self, entry: &Entry) {
        let date = Date::of_unix_ms(entry.at);
        let won = u32::from(entry.won);
        match self.days.last_mut() {
            Some(day) if day.date == date => {
                day.games += 1;
                day.wins += won;
            }
            // Games come oldest first: a day seen before would be out of order, and is kept in
            // its place all the same.
            _ => match self.days.iter_mut().find(|d| d.date == date) {
                Some(day) => {
                    day.games += 1;
                    day.wins += won;
                }
                None => {
                    let at = self.days.partition_point(|d| d.date < date);
                    self.days.insert(
                        at,
                        Day {
                            date,
                            games: 1,
                            wins: won,
                        },
                    );
                }
            },
        }
    }
}

/// A rating over the games that changed it, oldest first: the rating before the oldest, then
/// after each; from the rating `now` (after the newest) and each game's change, newest first
/// (a game that was not rated changed it by 0).
pub fn rating_over(now: i32, changes_newest_first: &[i32]) -> Vec<i32> {
    let mut ratings = Vec::with_capacity(changes_newest_first.len() + 1);
    let mut rating = now;
    ratings.push(rating);
    for change in changes_newest_first {
        rating = rating.saturating_sub(*change);
        ratings.push(rating);
    }
    ratings.reverse();
    ratings
}

/// The games kept as CSV, newest first, one line a game: its id, when it ended (UTC), its
/// board, result, time, 3BV and 3BV/s, whether the solver helped, and its daily board.
pub fn csv(history: &History) -> String {
    let mut csv = String::from(
        "game,ended_utc,category,rows,cols,mines,first_click,won,time_s,bbbv,bbbv_per_s,assisted,daily\n",
    );
    for e in &history.games {
        let day = Date::of_unix_ms(e.at);
        let ms = e.at.rem_euclid(86_400_000.0) as u64;
        let (h, m, sec) = (ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60);
        let seconds = f64::from(e.time_ms) / 1000.0;
        let rate = if e.won && e.time_ms > 0 {
            format!("{:.3}", f64::from(e.bbbv) / seconds)
        } else {
            String::new()
        };
        let daily = e.daily.as_deref().unwrap_or("").replace('"', "\"\"");
        csv += &format!(
            "{},{day}T{h:02}:{m:02}:{sec:02}Z,{},{},{},{},{},{},{seconds:.3},{},{rate},{},\"{daily}\"\n",
            e.id(),
            e.category(),
            e.rows,
            e.cols,
            e.mines,
            e.rule.as_str(),
            e.won,
            e.bbbv,
            e.assisted,
        );
    }
    csv
}

/// Counts in this device's statistics the games another device played ([`History::merge`]'s
/// added games, oldest first), as they were counted where they were played: an assisted game
/// stays out; each game's result, time and counters go to its category's record (a game older
/// than the newest counted here leaves the streak of now alone); the first attempt at a daily
/// board counts as that day's result when this device has none. Games whose replay cannot be
/// read are left out.
pub fn count_elsewhere(games: &[Entry], stats: &mut Stats, daily: &mut DailyStats) {
    for game in games.iter().filter(|game| !game.assisted) {
        let Ok(replay) = game.replay() else { continue };
        let category = game.category();
        stats.record(category, game.won, f64::from(game.time_ms), game.at);
        stats.record_counters(category, &Counters::of(&replay));
        let Some(day) = game
            .daily
            .as_deref()
            .and_then(|tag| Daily::from_tag(tag).ok())
        else {
            continue;
        };
        if daily.begin(&day) {
            daily.finish(&day, game.won, game.time_ms);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::replay::{Recorder, Replay};
    use crate::{Action, Config, Game, Pos};

    /// A beginner game that opens a 1, then the rest (won) or a mine (lost) after
    /// `ms`, ended at `at`.
    fn played(at: f64, won: bool, ms: f64, daily: Option<&str>) -> Entry {
        let mut mines: Vec<Pos> = (0..9).map(|col| Pos::new(0, col)).collect();
        mines.push(Pos::new(1, 0));
        let game = Game::with_mines(Config::BEGINNER, &mines).unwrap();
        let last = Pos::new(if won { 8 } else { 0 }, if won { 8 } else { 0 });
        let (mut game, mut recorder) = (game, Recorder::default());
        for (action, time) in [(Pos::new(2, 0), 0.0), (last, ms)] {
            game = game.apply(Action::Reveal(action)).unwrap().game;
            recorder.record(Action::Reveal(action), time, false, true);
        }
        let replay = Replay::of(&game, recorder.into_moves()).unwrap();
        Entry::new(&replay, at, false, false, daily.map(str::to_string))
    }

    #[test]
    fn games_from_another_device_count_in_this_ones_statistics_once() {
        let (mut stats, mut daily) = (Stats::default(), DailyStats::default());
        // This phone lost at 1 and won at 5 (a streak of one now).
        stats.record("beginner", false, 2_000.0, 1.0);
        stats.record("beginner", true, 9_000.0, 5.0);
        let mut phone = History::default();
        phone.add(played(5.0, true, 9_000.0, None));
        // The laptop won at 2 and 4 (faster), lost at 6, and played today's daily at 3 and
        // again at 7; one assisted win stays out.
        let mut assisted = played(4.5, true, 500.0, None);
        assisted.assisted = true;
        let laptop = vec![
            played(2.0, true, 7_000.0, None),
            played(4.0, true, 3_000.0, None),
            played(6.0, false, 1_000.0, None),
            played(3.0, true, 4_000.0, Some("2026-12-07 beginner")),
            played(7.0, false, 1_500.0, Some("2026-12-07 beginner")),
            assisted,
        ];
        let added = phone.merge(laptop);
        count_elsewhere(&added, &mut stats, &mut daily);
        let record = &stats.records["beginner"];
        assert_eq!((record.played, record.won), (7, 4));
        assert_eq!(
            record.streak, 0,
            "the laptop's loss at 6 is the newest game"
        );
        assert_eq!(record.best_streak, 1, "older wins do not make a streak now");
        let times: Vec<f64> = record.best_times.iter().map(|b| b.ms).collect();
        assert_eq!(times, [3_000.0, 4_000.0, 7_000.0, 9_000.0]);
        assert!(record.best_counters.as_ref().unwrap().bbbv_per_second > 0.0);
        let day = Daily::from_tag("2026-12-07 beginner").unwrap();
        let result = daily.result(&day).unwrap();
        assert!(result.won && result.finished, "the first attempt counts");
        assert_eq!(result.time_ms, 4_000);
        let again = phone.merge(added.clone());
        assert!(
            again.is_empty(),
            "nothing is new twice, so nothing counts twice"
        );
    }

    use super::*;
    use crate::FirstClick;

    const DAY: f64 = 86_400_000.0;

    fn entry(at: f64, won: bool, time_ms: u32, bbbv: u32, assisted: bool) -> Entry {
        Entry {
            at,
            replay: format!("r{at}"),
            rows: 16,
            cols: 30,
            mines: 99,
            rule: FirstClick::Opening,
            won,
            time_ms,
            bbbv,
            best: false,
            assisted,
            daily: None,
        }
    }

    fn history(mut games: Vec<Entry>) -> History {
        games.sort_by(|a, b| b.at.total_cmp(&a.at));
        History {
            games,
            ..History::default()
        }
    }

    #[test]
    fn the_best_so_far_falls_with_each_unhelped_win_and_losses_keep_it() {
        let h = history(vec![
            entry(1.0, false, 5_000, 150, false),
            entry(2.0, true, 90_000, 180, false),
            entry(3.0, true, 80_000, 160, true),
            entry(4.0, true, 100_000, 170, false),
            entry(5.0, true, 60_000, 150, false),
        ]);
        let p = Progress::of(&h, "expert");
        let best: Vec<_> = p.games.iter().map(|g| g.best_ms).collect();
        assert_eq!(
            best,
            [None, Some(90_000), Some(90_000), Some(90_000), Some(60_000)],
            "an assisted win is no record"
        );
        assert_eq!(p.games[1].bbbv_per_s, 2.0);
        assert_eq!(p.games[0].bbbv_per_s, 0.0, "a loss has no 3BV/s");
        // 2.0, 1.7 and 2.5 3BV/s: bars 8, 6 and 10 of 0.25.
        assert_eq!(p.wins(), 3);
        assert_eq!(p.spread.len(), 11);
        assert_eq!((p.spread[6], p.spread[8], p.spread[10]), (1, 1, 1));
        assert!(Progress::of(&h, "beginner").games.is_empty());
    }

    #[test]
    fn days_count_games_and_wins_in_order_and_ids_are_the_replays() {
        let h = history(vec![
            entry(DAY * 3.5, true, 10_000, 20, false),
            entry(DAY * 1.2, false, 1_000, 20, false),
            entry(DAY * 1.9, true, 10_000, 20, false),
        ]);
        let p = Progress::of(&h, "expert");
        let days: Vec<_> = p
            .days
            .iter()
            .map(|d| (d.date.to_string(), d.games, d.wins))
            .collect();
        assert_eq!(
            days,
            [("1970-01-02".into(), 2, 1), ("1970-01-04".into(), 1, 1)]
        );
        assert_eq!(p.games[0].game, h.games[2].id());
        // Pinned: an id never changes between versions, or two devices' lists would not merge.
        assert_eq!(entry(1.0, true, 1, 1, false).id(), "08dc8307b57be76c");
        assert_ne!(p.games[0].game, p.games[1].game);
        let json = serde_json::to_value(&p).unwrap();
        assert_eq!(json["days"][0]["date"], "1970-01-02");
    }

    #[test]
    fn a_fast_win_counts_in_the_last_bar() {
        let p = Progress::of(&history(vec![entry(1.0, true, 1_000, 99, false)]), "expert");
        assert_eq!(p.spread.len(), SPREAD_BARS);
        assert_eq!(p.spread[SPREAD_BARS - 1], 1);
    }

    #[test]
    fn a_rating_is_undone_from_the_newest_game_back() {
        assert_eq!(
            rating_over(1230, &[12, 0, -8, 26]),
            [1200, 1226, 1218, 1218, 1230]
        );
        assert_eq!(rating_over(1200, &[]), [1200]);
    }

    #[test]
    fn categories_come_in_the_presets_order() {
        let mut beginner = entry(1.0, true, 1_000, 5, false);
        (beginner.rows, beginner.cols, beginner.mines) = (9, 9, 10);
        let h = history(vec![entry(2.0, true, 1, 1, false), beginner]);
        assert_eq!(Progress::categories(&h), ["beginner", "expert"]);
    }
    #[test]
    fn the_history_as_csv_is_a_line_a_game_with_its_id_and_time() {
        let game = entry(1_764_979_200_123.0, true, 9_000, 20, false); // 2025-12-06 00:00:00.123 UTC
        let csv = csv(&history(vec![game.clone()]));
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines.len(), 2);
        assert!(lines[0].starts_with("game,ended_utc,category"));
        let fields: Vec<&str> = lines[1].split(',').collect();
        assert_eq!(fields.len(), 13, "{csv}");
        assert_eq!(fields[0], game.id());
        assert_eq!(fields[1], "2025-12-06T00:00:00Z");
        assert_eq!(fields[2], "expert");
        assert_eq!(fields[10], "2.222", "3BV/s");
        assert_eq!(fields[12], "\"\"");
    }
}
