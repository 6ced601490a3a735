//! Ratings of battles against people: Elo, with what a farm of throwaway players cannot get
//! round cheaply (a newcomer's result counts a little, the same pair's battles less and less).

/// How much a battle moves a rating at most: Elo's K.
const K: f64 = 32.0;

/// Rated battles a player plays before a result against them counts in full.
pub const PROVISIONAL: u32 = 10;

/// How long a pair's earlier battles count against their next ([`rating_changes`]).
pub const PAIR_WINDOW_MS: i64 = 24 * 3_600_000;

/// Each seat's rating change for a battle between seats of `ratings`, who had played
/// `rated` rated battles before it, and had played each other in `pair` rated battles in the
/// last [`PAIR_WINDOW_MS`]; seat one won (`score` 1), drew (0.5) or lost (0). Elo with K = 32,
/// and two things a farm of throwaway players cannot get round cheaply: a result counts in
/// full against an opponent who has played [`PROVISIONAL`] rated battles (a newcomer's,
/// `(n + 1) / 10` of it), and the same two players' battles count less the more they played
/// each other lately (`1 / (1 + pair)`).
pub fn rating_changes(ratings: [i32; 2], rated: [u32; 2], pair: u32, score: f64) -> [i32; 2] {
    let expected = 1.0 / (1.0 + 10f64.powf(f64::from(ratings[1] - ratings[0]) / 400.0));
    let weight = |n: u32| (f64::from(n.saturating_add(1)) / f64::from(PROVISIONAL)).min(1.0);
    let k = K / f64::from(pair.saturating_add(1));
    let one = k * weight(rated[1]) * (score - expected);
    let two = k * weight(rated[0]) * (expected - score);
    [one.round() as i32, two.round() as i32]
}

#[cfg(test)]
mod tests {
    use super::{rating_changes, PROVISIONAL};

    #[test]
    fn a_win_moves_a_rating_more_the_less_it_was_expected() {
        let full = [PROVISIONAL; 2];
        assert_eq!(rating_changes([1200, 1200], full, 0, 1.0), [16, -16]);
        assert_eq!(rating_changes([1200, 1200], full, 0, 0.5), [0, 0]);
        assert_eq!(rating_changes([1200, 1200], full, 0, 0.0), [-16, 16]);
        // The favourite gains little by winning and loses much by losing.
        assert_eq!(rating_changes([1600, 1200], full, 0, 1.0), [3, -3]);
        assert_eq!(rating_changes([1600, 1200], full, 0, 0.0), [-29, 29]);
        assert_eq!(rating_changes([1200, 1600], full, 0, 1.0), [29, -29]);
    }

    #[test]
    fn a_newcomer_or_a_pair_that_played_lately_moves_ratings_less() {
        let full = PROVISIONAL;
        // Against a player of no rated battles, a tenth; against one of four, half.
        assert_eq!(rating_changes([1200, 1200], [full, 0], 0, 1.0), [2, -16]);
        assert_eq!(rating_changes([1200, 1200], [full, 4], 0, 1.0), [8, -16]);
        // Two newcomers move each other a little, alike.
        assert_eq!(rating_changes([1200, 1200], [0, 0], 0, 1.0), [2, -2]);
        // The same pair's third battle in a day counts a third.
        assert_eq!(rating_changes([1200, 1200], [full, full], 2, 1.0), [5, -5]);
        // Sixty throwaways, each beaten once by forfeit after one move: a farm gains
        // 60 × 1.6, not 60 × 16.
        let mut rating = 1200;
        for _ in 0..60 {
            rating += rating_changes([rating, 1200], [full, 0], 0, 1.0)[0];
        }
        assert!(rating < 1300, "{rating}");
    }
}
