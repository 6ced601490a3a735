//! The ranked daily: one board per preset and UTC day, the same for every player, from a seed
//! the server draws with its own randomness the first time the day's board is asked for (and
//! stores, so every instance on one database deals the same board). Until the day is over its
//! layout is the server's alone: a finished daily game's mines and replay are sent, and its
//! replay served, from the next day's 00:00 UTC.

use minesweeper_engine::daily::Date;

use crate::clock::now_ms;

/// The day (UTC, `YYYY-MM-DD`) of `ms` since 1970.
pub fn day_of(ms: i64) -> String {
    Date::of_unix_ms(ms as f64).to_string()
}

/// Today, on the server's clock.
pub fn today() -> String {
    day_of(now_ms())
}

/// When `day` is over: the next day's 00:00 UTC, in ms since 1970.
pub fn end_ms(day: &str) -> Option<i64> {
    let date = Date::parse(day).ok()?;
    Some((date.days() + 1) * 86_400_000)
}

/// The leaderboard period of one UTC day.
pub fn day_period(day: Date) -> String {
    format!("day:{day}")
}

/// The leaderboard period of the week (Monday to Sunday, UTC) holding `day`, named by its
/// Monday.
pub fn week_period(day: Date) -> String {
    // 1970-01-01 was a Thursday: three days after a Monday.
    let days = day.days();
    let monday = Date::of_unix_ms(((days - (days + 3).rem_euclid(7)) * 86_400_000) as f64);
    format!("week:{monday}")
}

/// The leaderboard periods a win that ended at `ended_ms` counts in: all time, its UTC day and
/// its week; a daily game's, its board's day only (`daily_day`).
pub fn periods(ended_ms: i64, daily_day: Option<&str>) -> Vec<String> {
    match daily_day {
        Some(day) => vec![format!("day:{day}")],
        None => {
            let day = Date::of_unix_ms(ended_ms as f64);
            vec!["all".into(), day_period(day), week_period(day)]
        }
    }
}

/// Whether `day` is over, so its layouts and replays are public.
pub fn is_over(day: &str) -> bool {
    end_ms(day).is_some_and(|end| now_ms() >= end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_ends_at_the_next_midnight_utc() {
        assert_eq!(day_of(0), "1970-01-01");
        assert_eq!(day_of(86_399_999), "1970-01-01");
        assert_eq!(day_of(86_400_000), "1970-01-02");
        assert_eq!(end_ms("1970-01-01"), Some(86_400_000));
        assert_eq!(end_ms("not a day"), None);
        assert!(is_over("2020-02-29"));
        assert!(!is_over(&today()));
        // A day that cannot be read is never over: its secrets stay kept.
        assert!(!is_over("2020-02-30"));
    }

    #[test]
    fn a_win_counts_all_time_on_its_day_and_in_its_week_from_monday() {
        // 2026-11-26 is a Thursday; its week began on Monday the 23rd.
        let thursday = end_ms("2026-11-25").unwrap() + 1;
        assert_eq!(
            periods(thursday, None),
            ["all", "day:2026-11-26", "week:2026-11-23"]
        );
        let sunday_night = end_ms("2026-11-29").unwrap() - 1;
        assert_eq!(periods(sunday_night, None)[2], "week:2026-11-23");
        let monday = end_ms("2026-11-29").unwrap();
        assert_eq!(periods(monday, None)[2], "week:2026-11-30");
        assert_eq!(day_of(0), "1970-01-01");
        assert_eq!(periods(0, None)[2], "week:1969-12-29");
        // A daily game counts on its board's day, whenever it ended.
        assert_eq!(periods(monday, Some("2026-11-29")), ["day:2026-11-29"]);
    }
}
