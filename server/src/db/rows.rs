//! Rows as the database holds them, read by column name into structs (`sqlx::FromRow`), and
//! the checked conversions into what the server works with: a number that does not fit its
//! type, or a stored word that names nothing, is a decode error naming its column, never a
//! number wrapped by a cast.

use sqlx::FromRow;

use super::DbError;

/// `value`, read from `column`, as the type it must fit (a count, a cell, a time).
pub(super) fn fits<T: TryFrom<i64>>(value: i64, column: &str) -> Result<T, DbError> {
    T::try_from(value).map_err(|_| decode(format!("{column} {value} is out of range")))
}

/// [`fits`], for a column that may be null.
pub(super) fn fits_if<T: TryFrom<i64>>(
    value: Option<i64>,
    column: &str,
) -> Result<Option<T>, DbError> {
    value.map(|v| fits(v, column)).transpose()
}

/// A stored word (a seat, a reason…) as what `read` says it names.
pub(crate) fn word<T>(stored: &str, read: fn(&str) -> Option<T>) -> Result<T, DbError> {
    read(stored).ok_or_else(|| decode(format!("a stored {stored:?} names nothing")))
}

/// A seed, stored bit for bit in a signed column.
pub(super) fn seed(bits: i64) -> u64 {
    u64::from_be_bytes(bits.to_be_bytes())
}

/// A seed as its signed column keeps it ([`seed`] reads it back).
pub(super) fn seed_bits(seed: u64) -> i64 {
    i64::from_be_bytes(seed.to_be_bytes())
}

/// A count, a time or a move's number as its signed column keeps it: none reaches 2⁶³, and
/// one that did would be kept as the largest, not wrapped to a negative.
pub(super) fn column(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

fn decode(why: String) -> DbError {
    sqlx::Error::Decode(why.into())
}

/// A count (`COUNT(*) AS n`).
#[derive(FromRow)]
pub(super) struct Count {
    pub n: i64,
}

/// A row of `games` ([`super::games::GAME_ROW`]).
#[derive(FromRow)]
pub(super) struct GameColumns {
    pub id: String,
    pub player_id: String,
    pub category: String,
    pub seed: i64,
    pub status: String,
    pub day: Option<String>,
    pub address_key: Option<String>,
}

/// A ranked game's move.
#[derive(FromRow)]
pub(super) struct MoveColumns {
    pub seq: i64,
    pub kind: String,
    pub cell_row: i64,
    pub cell_col: i64,
    pub at_ms: i64,
    pub cursor: Option<String>,
}

/// A player's game, as their page lists it.
#[derive(FromRow)]
pub(super) struct GameLineColumns {
    pub id: String,
    pub category: String,
    pub status: String,
    pub day: Option<String>,
    pub time_ms: Option<i64>,
    pub bbbv: Option<i64>,
    pub created_ms: i64,
    pub ended_ms: Option<i64>,
    pub end_reason: Option<String>,
    pub unranked: Option<String>,
}

/// A win, as the leaderboards are filled from it.
#[derive(FromRow)]
pub(super) struct WinColumns {
    pub id: String,
    pub player_id: String,
    pub category: String,
    pub day: Option<String>,
    pub time_ms: i64,
    pub rate: Option<i64>,
    pub ended_ms: i64,
}

/// A leaderboard's entry ([`super::boards::ENTRY`]), and how many stand before it when
/// asked.
#[derive(FromRow)]
pub(super) struct EntryColumns {
    pub id: String,
    pub player_id: String,
    pub name: String,
    pub time_ms: i64,
    pub bbbv: i64,
    pub rate: Option<i64>,
    pub ended_ms: i64,
    #[sqlx(default)]
    pub better: Option<i64>,
}

/// A player on the rating leaderboard, and how many stand before them when asked.
#[derive(FromRow)]
pub(super) struct RatedColumns {
    pub id: String,
    pub name: String,
    pub rating: i64,
    pub battles: i64,
    #[sqlx(default)]
    pub better: Option<i64>,
}

/// A battle on a player's page.
#[derive(FromRow)]
pub(super) struct BattleLineColumns {
    pub id: String,
    pub name_one: String,
    pub name_two: String,
    pub player_one: String,
    pub winner: Option<String>,
    pub reason: String,
    pub change_one: i64,
    pub change_two: i64,
    pub ended_ms: i64,
    pub unrated: Option<String>,
}

/// A battle being played, as stored to be rebuilt.
#[derive(FromRow)]
pub(super) struct LiveBattleColumns {
    pub settings: String,
    pub config: String,
    pub seed: i64,
    pub mines: String,
    pub notice: Option<String>,
    pub player_one: String,
    pub player_two: String,
    pub network_one: String,
    pub network_two: String,
    pub started_ms: i64,
}

/// A move of a battle being played.
#[derive(FromRow)]
pub(super) struct LiveMoveColumns {
    pub seat: i64,
    pub kind: String,
    pub cell_row: i64,
    pub cell_col: i64,
    pub at_ms: i64,
}

/// A battle's snapshot.
#[derive(FromRow)]
pub(super) struct SnapshotColumns {
    pub moves: i64,
    pub state: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_that_do_not_fit_are_refused_and_seeds_keep_every_bit() {
        assert_eq!(fits::<u32>(7, "bbbv").unwrap(), 7);
        let too_big = fits::<u32>(1 << 40, "bbbv").unwrap_err().to_string();
        assert!(
            too_big.contains("bbbv 1099511627776 is out of range"),
            "{too_big}"
        );
        assert!(fits::<u64>(-1, "time_ms").is_err());
        assert_eq!(fits_if::<u8>(None, "seat").unwrap(), None);
        for s in [0, 1, u64::MAX, 1 << 63, 0x9E37_79B9_7F4A_7C15] {
            assert_eq!(seed(seed_bits(s)), s);
        }
        assert_eq!(seed_bits(u64::MAX), -1);
        assert!(word("three", |w| (w == "one").then_some(1)).is_err());
    }
}
