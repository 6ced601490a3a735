//! The ranked daily: one board per preset and UTC day, the same for every player, from a seed
//! the server draws with its own randomness the first time the day's board is asked for (and
//! stores, so every instance on one database deals the same board). Until the day is over its
//! layout is the server's alone: a finished daily game's mines and replay are sent, and its
//! replay served, from the next day's 00:00 UTC.

use minesweeper_engine::daily::Date;

use crate::now_ms;

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
}
