//! What a cheat cannot buy cheaply: the rules that keep a win off the leaderboards while
//! keeping it (the player's page shows it, and why). Ratings have theirs beside the battles
//! (`rooms::unrated`, `elo::rating_changes`). `docs/server.md` gives the reasoning and what
//! each rule was measured against.
//!
//! - **Play no person can play.** The world records (minesweeper-pro.com: expert 26.59 s;
//!   minesweeperblast.com: intermediate about 7 s, beginner 0.49 s) bound how fast any board of
//!   a level has been cleared. The most fragmented of 200,000 boards of each level (opening
//!   rule, made by the engine) holds 42, 124 and 276 3BV; a 3BV/s above 42 ÷ 0.49, 124 ÷ 7 and
//!   276 ÷ 26.59 (86, 18, 10.4) therefore beats the world record's time on any board of that
//!   level. Beside it, a pace over [`MOST_MOVES_A_SECOND`]: the expert record takes a few
//!   hundred clicks in 27 s, about ten a second.
//! - **The daily mapped by others.** A daily win counts on its board when its player has a
//!   history ([`HISTORY`] ranked games finished) and no other player started that day's board
//!   from the same network before the win (their probes would map it for them).
//! - **A daily far beyond its player's record** (mapped from other networks) is held off the
//!   boards until its player shows that pace where no board can be mapped: an ordinary ranked
//!   game of its size, its seed drawn fresh and secret ([`held`]). A daily is never a record.

use std::net::IpAddr;

use sha2::{Digest, Sha256};

use crate::protocol::{Category, Unranked, CATEGORIES};

/// The most moves a second a win's player may average, from the first reveal to the last
/// move (over at least [`PACED_MOVES`] moves after the first).
pub const MOST_MOVES_A_SECOND: f64 = 25.0;

/// Moves after the first below which a win's pace is not judged (two quick clicks are).
pub const PACED_MOVES: usize = 5;

/// Ranked games of the ordinary categories finished (won or lost on the board) before a
/// player's daily wins count on the daily boards.
pub const HISTORY: u64 = 10;

/// The 3BV/s past which a win of a level beats that level's world record on any board.
fn most_bbbv_a_second(category: &Category) -> f64 {
    match category.config().cells() {
        0..=81 => 86.0,
        82..=256 => 18.0,
        _ => 10.4,
    }
}

/// Why a win in `category` of `bbbv` in `time_ms` with `moves` moves (the first reveal
/// included) is beyond any person's play, if it is.
pub fn beyond_human(
    category: &'static Category,
    time_ms: u64,
    bbbv: u32,
    moves: usize,
) -> Option<Unranked> {
    let seconds = time_ms as f64 / 1000.0;
    let rate = f64::from(bbbv) / seconds.max(0.001);
    let most = most_bbbv_a_second(category);
    if rate > most && bbbv > 1 {
        return Some(Unranked::BeyondRecord {
            level: record_category(category).name.to_string(),
            rate,
            most,
        });
    }
    let after_first = moves.saturating_sub(1);
    let pace = after_first as f64 / seconds.max(0.001);
    if after_first >= PACED_MOVES && pace > MOST_MOVES_A_SECOND {
        return Some(Unranked::BeyondPace {
            pace,
            most: MOST_MOVES_A_SECOND,
        });
    }
    None
}

/// How far beyond its player's record a daily win may be and go on the boards at once: their
/// best 3BV/s in the ordinary ranked category of its board, times this.
pub const FAR_BEYOND: f64 = 1.5;

/// 3BV/s in millionths, as games are stored and ordered (0 for a game of no time).
pub fn rate_millionths(bbbv: u32, time_ms: u64) -> i64 {
    (u64::from(bbbv) * 1_000_000_000)
        .checked_div(time_ms)
        .map_or(0, |rate| i64::try_from(rate).unwrap_or(i64::MAX))
}

/// The 3BV/s a daily win reaches and goes on the boards without a record: about a 4 s
/// beginner, a 20 s intermediate and a 60 s expert on boards of average 3BV (17, 60 and 150),
/// paces most ranked players' first wins are under.
fn unremarkable(category: &Category) -> f64 {
    match category.config().cells() {
        0..=81 => 4.0,
        82..=256 => 3.0,
        _ => 2.5,
    }
}

/// The ordinary category whose wins are a win's record: its own, or a daily's ordinary twin.
pub fn record_category(category: &'static Category) -> &'static Category {
    CATEGORIES
        .iter()
        .find(|c| !c.daily && c.config() == category.config())
        .unwrap_or(category)
}

/// Why a daily win of `category` at `rate` (3BV/s in millionths) is held off the boards, if
/// it is: over [`unremarkable`] and over [`FAR_BEYOND`] times `record`, its player's best rate
/// on the boards in its [`record_category`] (none: no win there yet). An ordinary game is
/// never held: no one can map its board.
pub fn held(category: &'static Category, rate: i64, record: Option<i64>) -> Option<Unranked> {
    if !category.daily {
        return None;
    }
    let level = record_category(category).name.to_string();
    let per_second = |millionths: i64| millionths as f64 / 1e6;
    let (rate, best) = (per_second(rate), record.map(per_second));
    if rate <= unremarkable(category) || best.is_some_and(|best| rate <= FAR_BEYOND * best) {
        return None;
    }
    Some(Unranked::Held {
        level,
        rate,
        best,
        needed: rate / FAR_BEYOND,
    })
}

/// The held daily wins an ordinary win of `category` at `rate` (3BV/s in millionths) on the
/// boards puts there: its player's, of its board's daily, at most [`FAR_BEYOND`] times as
/// fast. None for a daily, which is never a record.
pub fn releases(category: &'static Category, rate: i64) -> Option<Release> {
    let daily = CATEGORIES
        .iter()
        .find(|c| c.daily && c.config() == category.config())?;
    (!category.daily).then_some(Release {
        category: daily.name,
        up_to_rate: (rate as f64 * FAR_BEYOND) as i64,
    })
}

/// Held daily wins to put on the boards: of this category, at this rate (millionths) or under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Release {
    pub category: &'static str,
    pub up_to_rate: i64,
}

/// What is kept of a network (an IPv4 address, an IPv6 /64: `net::network`) for one day's
/// daily board: its SHA-256 with the day's secret salt, which tells one network from another
/// that day and nothing else.
pub fn network_key(salt: &str, network: IpAddr) -> String {
    Sha256::digest(format!("{salt}/{network}").as_bytes())
        .iter()
        .take(16)
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Why a daily win is off its board, given how many ranked games its player finished and
/// whether another player started the board from the same network first.
pub fn daily_unranked(finished: u64, shared: bool) -> Option<Unranked> {
    if finished < HISTORY {
        return Some(Unranked::NoHistory {
            needed: HISTORY,
            finished,
        });
    }
    shared.then_some(Unranked::SharedNetwork)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::category;

    fn level(name: &str) -> &'static Category {
        category(name).expect("a category")
    }

    #[test]
    fn play_faster_than_the_world_records_is_kept_off_the_boards() {
        let beginner = level("beginner");
        // The bot of the report: beginner in 12 ms, 13 3BV.
        assert!(beyond_human(beginner, 12, 13, 14).is_some());
        // A lucky two-click beginner in 0.3 s, and a fast human one in 3 s: ranked.
        assert_eq!(beyond_human(beginner, 300, 2, 2), None);
        assert_eq!(beyond_human(beginner, 3_000, 20, 30), None);
        // 30 moves in half a second is no person's pace, whatever the 3BV.
        let paced = beyond_human(beginner, 500, 20, 31).expect("too fast");
        assert_eq!(
            paced,
            Unranked::BeyondPace {
                pace: 60.0,
                most: 25.0
            }
        );
        // Expert: the world record's pace on a hard board is ranked; 12 3BV/s is not.
        let expert = level("daily-expert");
        assert_eq!(beyond_human(expert, 26_590, 250, 260), None);
        let beyond = beyond_human(expert, 10_000, 120, 130).expect("too fast");
        let (rate, most) = (12.0, 10.4);
        let record = Unranked::BeyondRecord {
            level: "expert".into(),
            rate,
            most,
        };
        assert_eq!(beyond, record);
        assert!(
            beyond
                .to_string()
                .contains("12.0 3BV/s, faster than the world record on any expert board"),
            "{beyond}"
        );
        assert_eq!(beyond_human(level("intermediate"), 7_000, 120, 130), None);
        assert!(beyond_human(level("intermediate"), 3_000, 60, 70).is_some());
        // A game ended by its first reveal (time 0) is not judged on 3BV 1.
        assert_eq!(beyond_human(beginner, 0, 1, 1), None);
    }

    #[test]
    fn a_daily_counts_with_a_history_and_a_network_of_ones_own() {
        let (needed, finished) = (10, 9);
        let history = Unranked::NoHistory { needed, finished };
        assert_eq!(daily_unranked(9, false), Some(history));
        assert_eq!(daily_unranked(10, false), None);
        assert_eq!(daily_unranked(50, true), Some(Unranked::SharedNetwork));
        let a = network_key("salt", "10.0.0.1".parse().unwrap());
        assert_eq!(a, network_key("salt", "10.0.0.1".parse().unwrap()));
        assert_ne!(a, network_key("salt", "10.0.0.2".parse().unwrap()));
        assert_ne!(a, network_key("another day", "10.0.0.1".parse().unwrap()));
        assert_eq!(a.len(), 32);
    }

    /// The report's attack: a daily expert mapped from other networks, won at 9.48 3BV/s by
    /// a player with no expert win. Held, and it takes an expert win at 6.32 3BV/s (a pace
    /// of the world's best few hundred players) on a board no one could map to put it there.
    #[test]
    fn a_daily_far_beyond_its_players_record_is_held_until_shown_again() {
        let (daily, expert) = (level("daily-expert"), level("expert"));
        assert_eq!(record_category(daily), expert);
        assert_eq!(record_category(expert), expert);
        let mapped = rate_millionths(180, 18_987);
        let why = held(daily, mapped, None).expect("held").to_string();
        assert!(
            why.contains("9.48 3BV/s") && why.contains("no expert win yet"),
            "{why}"
        );
        assert!(why.contains("at 6.32 3BV/s or more"), "{why}");
        // Against a record of 4 3BV/s: still held; of 6.4: on the boards.
        assert!(held(daily, mapped, Some(4_000_000)).is_some());
        assert_eq!(held(daily, mapped, Some(6_400_000)), None);
        // A newcomer's daily at an ordinary pace goes on the boards at once (a 70 s expert,
        // a 5 s beginner); an ordinary game, whose board no one can map, at any pace.
        assert_eq!(held(daily, rate_millionths(150, 70_000), None), None);
        let beginner = level("daily-beginner");
        assert_eq!(held(beginner, rate_millionths(17, 5_000), None), None);
        assert!(held(beginner, rate_millionths(17, 3_000), None).is_some());
        assert_eq!(held(expert, mapped, None), None);
        // A win of no time (the first reveal cleared it) has no rate and holds nothing.
        assert_eq!(rate_millionths(1, 0), 0);
        // An ordinary win releases held dailies of its board up to 1.5 × its rate; a daily
        // win releases nothing.
        let release = releases(expert, 6_400_000).expect("ordinary");
        assert_eq!(release.category, "daily-expert");
        assert!(release.up_to_rate >= mapped);
        assert_eq!(releases(daily, 9_000_000), None);
    }
}
