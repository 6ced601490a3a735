//! The daily board: one board per preset per UTC day, the same for everyone. Its seed comes
//! from the date, and so does its start cell: the first reveal must be there (the page rings
//! it), which makes the layout the same whoever plays it, since mines are placed at the first
//! reveal. The first attempt is the one that counts.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::unread::{Contradiction, Dropped, Unread};
use crate::{Config, FirstClick, Pos};

/// A calendar day (UTC).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    /// The year.
    pub year: i32,
    /// The month, 1 to 12.
    pub month: u32,
    /// The day of the month, from 1.
    pub day: u32,
}

impl Date {
    /// The UTC day of a time in milliseconds since 1970.
    pub fn of_unix_ms(ms: f64) -> Date {
        let days = (ms / 86_400_000.0).floor();
        let days = if days.is_finite() {
            days.clamp(-1e7, 1e7) as i64
        } else {
            0
        };
        Date::of_days(days)
    }

    /// The day `days` after 1970-01-01 (Howard Hinnant's civil-from-days).
    fn of_days(days: i64) -> Date {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        Date { year, month, day }
    }

    /// Days since 1970-01-01.
    pub fn days(self) -> i64 {
        let y = i64::from(self.year) - i64::from(self.month <= 2);
        let era = y.div_euclid(400);
        let yoe = y.rem_euclid(400);
        let m = i64::from(self.month);
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The day before.
    pub fn previous(self) -> Date {
        Date::of_days(self.days() - 1)
    }

    /// Reads `YYYY-MM-DD`, a real calendar day.
    pub fn parse(text: &str) -> Result<Date, String> {
        let bad = || format!("“{text}” is not a date (YYYY-MM-DD)");
        let mut parts = text.trim().splitn(3, '-');
        let mut next = || parts.next().and_then(|p| p.parse::<i64>().ok());
        let (Some(year), Some(month), Some(day)) = (next(), next(), next()) else {
            return Err(bad());
        };
        if !(1970..=9999).contains(&year) || !(1..=12).contains(&month) || !(1..=31).contains(&day)
        {
            return Err(bad());
        }
        let date = Date {
            year: year as i32,
            month: month as u32,
            day: day as u32,
        };
        // A day the calendar does not have (February 30th) comes back as another.
        if Date::of_days(date.days()) != date {
            return Err(bad());
        }
        Ok(date)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// One daily board: a day and one of the three presets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Daily {
    /// Its day.
    pub date: Date,
    /// Index into [`Config::PRESETS`].
    pub preset: usize,
}

impl Daily {
    /// The daily board of `date` for the preset named `name` (beginner, intermediate, expert).
    pub fn new(date: Date, name: &str) -> Result<Daily, String> {
        let preset = Config::PRESETS
            .iter()
            .position(|(n, _)| n.eq_ignore_ascii_case(name))
            .ok_or_else(|| {
                format!("the daily board is beginner, intermediate or expert, not “{name}”")
            })?;
        Ok(Daily { date, preset })
    }

    /// The preset's lower-case name.
    pub fn preset_name(&self) -> &'static str {
        Config::PRESETS[self.preset.min(2)].0
    }

    /// The board's settings: the preset's, first click opening.
    pub fn config(&self) -> Config {
        Config::PRESETS[self.preset.min(2)]
            .1
            .with_first_click(FirstClick::Opening)
    }

    /// The seed, from the date and the preset.
    pub fn seed(&self) -> u64 {
        let day = self.date.days() as u64;
        splitmix(0x6461_696c_7962_6f61 ^ day.wrapping_mul(4).wrapping_add(self.preset as u64))
    }

    /// Where the first reveal must be: two cells or more from every edge.
    pub fn start(&self) -> Pos {
        start_cell(self.config(), self.seed())
    }
}

impl Daily {
    /// The tag saved with a daily game: "2026-11-24 expert".
    pub fn tag(&self) -> String {
        format!("{} {}", self.date, self.preset_name())
    }

    /// Reads [`Daily::tag`].
    pub fn from_tag(tag: &str) -> Result<Daily, String> {
        let (date, preset) = tag
            .split_once(' ')
            .ok_or_else(|| format!("“{tag}” is not a daily board (“2026-11-24 expert”)"))?;
        Daily::new(Date::parse(date)?, preset)
    }
}

/// A daily board's start cell for its `seed`: two cells or more from every edge (the server's
/// ranked daily draws it the same way from its own secret seed).
pub fn start_cell(config: Config, seed: u64) -> Pos {
    let r = splitmix(seed);
    let within = |n: u32, x: u64| 2 + (x % u64::from(n.saturating_sub(4).max(1))) as u32;
    Pos::new(within(config.rows(), r), within(config.cols(), r >> 32))
}

/// How the first attempt at a daily board went. It counts from its first reveal: a game
/// left unfinished stays a loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyResult {
    /// Whether it was won.
    pub won: bool,
    /// Its time, in milliseconds.
    pub time_ms: u32,
    /// It reached its end (won or lost), rather than being left.
    pub finished: bool,
}

/// The daily boards played, by day: the first attempt at each board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DailyStats {
    /// Its format.
    pub format: u32,
    /// Each day's three boards, by the day's date.
    pub days: BTreeMap<String, [Option<DailyResult>; 3]>,
}

impl Default for DailyStats {
    fn default() -> Self {
        DailyStats {
            format: 1,
            days: BTreeMap::new(),
        }
    }
}

impl DailyStats {
    /// Reads saved daily results; days that are not dates are left out, and described.
    pub fn parse(text: &str) -> Result<(DailyStats, Vec<Dropped>), Unread> {
        let mut stats: DailyStats = serde_json::from_str(text)?;
        if stats.format != 1 {
            return Err(Unread::Format {
                found: stats.format,
                reads: 1,
            });
        }
        let mut dropped = Vec::new();
        stats.days.retain(|day, _| {
            let ok = Date::parse(day).is_ok();
            if !ok {
                dropped.push(Dropped {
                    what: crate::format::visible(day),
                    why: Contradiction::NotADay,
                });
            }
            ok
        });
        Ok((stats, dropped))
    }

    /// The first attempt at `daily`, if there was one.
    pub fn result(&self, daily: &Daily) -> Option<DailyResult> {
        self.days.get(&daily.date.to_string())?[daily.preset.min(2)]
    }

    /// An attempt at `daily` begins (its first reveal): returns whether it is the first, the
    /// one that counts. Until it finishes it stands as a loss.
    pub fn begin(&mut self, daily: &Daily) -> bool {
        let slot = &mut self.days.entry(daily.date.to_string()).or_default()[daily.preset.min(2)];
        if slot.is_some() {
            return false;
        }
        *slot = Some(DailyResult {
            won: false,
            time_ms: 0,
            finished: false,
        });
        true
    }

    /// The attempt that counts ended: won or lost in `time_ms`.
    pub fn finish(&mut self, daily: &Daily, won: bool, time_ms: u32) {
        let slot = self
            .days
            .get_mut(&daily.date.to_string())
            .and_then(|d| d[daily.preset.min(2)].as_mut());
        if let Some(first) = slot.filter(|f| !f.finished) {
            *first = DailyResult {
                won,
                time_ms,
                finished: true,
            };
        }
    }

    /// Days won in a row on `preset`, up to `today` (or up to yesterday while today's board is
    /// not played yet).
    pub fn streak(&self, preset: usize, today: Date) -> u32 {
        let won = |date: Date| {
            self.days
                .get(&date.to_string())
                .and_then(|d| d[preset.min(2)])
                .map(|r| r.won && r.finished)
        };
        let mut day = match won(today) {
            Some(true) => today,
            Some(false) => return 0,
            None => today.previous(),
        };
        let mut streak = 0;
        while won(day) == Some(true) {
            streak += 1;
            day = day.previous();
        }
        streak
    }

    /// The longest run of days won on `preset`.
    pub fn best_streak(&self, preset: usize) -> u32 {
        let (mut best, mut run, mut last) = (0, 0, None::<Date>);
        for (day, results) in &self.days {
            let Ok(date) = Date::parse(day) else {
                continue;
            };
            let won = results[preset.min(2)].is_some_and(|r| r.won && r.finished);
            run = match (won, last) {
                (false, _) => 0,
                (true, Some(prev)) if prev.days() + 1 == date.days() => run + 1,
                (true, _) => 1,
            };
            last = won.then_some(date);
            best = best.max(run);
        }
        best
    }
}

/// SplitMix64: one well-mixed word from another.
fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Action, Game};

    #[test]
    fn dates_round_trip_through_days_and_text() {
        let day = Date::of_unix_ms(1_795_478_400_000.0 + 3_600_000.0);
        assert_eq!(day.to_string(), "2026-11-24");
        assert_eq!(Date::parse("2026-11-24"), Ok(day));
        assert_eq!(day.previous().to_string(), "2026-11-23");
        assert_eq!(
            Date::parse("2024-03-01").unwrap().previous().to_string(),
            "2024-02-29"
        );
        assert_eq!(Date::of_unix_ms(0.0).to_string(), "1970-01-01");
        for days in [-1000, 0, 1, 59, 365, 20_000, 2_000_000] {
            assert_eq!(Date::of_days(days).days(), days);
        }
        assert!(Date::parse("2026-02-30").is_err());
        assert!(Date::parse("yesterday").is_err());
        assert!(Date::parse("2026-13-01").is_err());
    }

    #[test]
    fn the_daily_board_is_the_same_for_everyone_and_differs_by_day_and_preset() {
        let today = Date::parse("2026-11-24").unwrap();
        let expert = Daily::new(today, "Expert").unwrap();
        assert_eq!(expert, Daily::new(today, "expert").unwrap());
        let board = |daily: Daily| {
            Game::new(daily.config(), daily.seed())
                .apply(Action::Reveal(daily.start()))
                .unwrap()
                .game
                .mine_indices()
                .to_vec()
        };
        assert_eq!(board(expert), board(expert));
        assert_ne!(
            board(expert),
            board(Daily::new(today.previous(), "expert").unwrap())
        );
        let beginner = Daily::new(today, "beginner").unwrap();
        assert_ne!(expert.seed(), beginner.seed());
        let start = expert.start();
        assert!((2..14).contains(&start.row) && (2..28).contains(&start.col));
        assert!(Daily::new(today, "huge").is_err());
        assert_eq!(Daily::from_tag(&expert.tag()), Ok(expert));
        assert!(Daily::from_tag("2026-11-24").is_err());
    }

    #[test]
    fn the_first_attempt_counts_and_streaks_run_over_days_won() {
        let today = Date::parse("2026-11-24").unwrap();
        let mut stats = DailyStats::default();
        let play = |stats: &mut DailyStats, day: Date, won: bool| {
            let daily = Daily::new(day, "expert").unwrap();
            let counts = stats.begin(&daily);
            if counts {
                stats.finish(&daily, won, 90_000);
            }
            counts
        };
        let mut day = today;
        for _ in 0..3 {
            assert!(play(&mut stats, day, true));
            day = day.previous();
        }
        assert!(play(&mut stats, day, false));
        assert!(play(&mut stats, day.previous(), true));
        let expert = 2;
        assert_eq!(stats.streak(expert, today), 3);
        assert_eq!(stats.streak(expert, today.previous()), 2);
        assert_eq!(stats.streak(0, today), 0);
        assert_eq!(stats.best_streak(expert), 3);
        // A second attempt does not count.
        assert!(!play(&mut stats, today, false));
        let first = stats.result(&Daily::new(today, "expert").unwrap()).unwrap();
        assert!(first.won && first.finished);
        // Tomorrow, before playing, the streak still stands; an attempt left unfinished
        // stands as a loss and ends it.
        let tomorrow = Date::parse("2026-11-25").unwrap();
        assert_eq!(stats.streak(expert, tomorrow), 3);
        let mut left = stats.clone();
        assert!(left.begin(&Daily::new(tomorrow, "expert").unwrap()));
        assert_eq!(left.streak(expert, tomorrow), 0);
        let text = serde_json::to_string(&stats).unwrap();
        assert_eq!(DailyStats::parse(&text), Ok((stats, vec![])));
    }
}
