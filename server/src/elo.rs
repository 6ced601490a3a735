//! Ratings of battles against people: Elo, with what a farm of throwaway players cannot get
//! round cheaply. A result counts a little against a newcomer, and a player is seasoned (no
//! longer a newcomer) only by battles against networks they had not met that day; a player's
//! battles against one opponent, or one opponent's network, count less and less within a day.

/// How much a battle moves a rating at most: Elo's K.
const K: f64 = 32.0;

/// Seasoning battles a player has before a result against them counts in full.
pub const PROVISIONAL: u32 = 10;

/// How long a player's earlier battles against an opponent, or against the opponent's network,
/// count against their next ([`rating_changes`]): the window a player's opponents and their
/// networks are kept for.
pub const PAIR_WINDOW_MS: i64 = 24 * 3_600_000;

/// Each seat's rating change for a battle between seats of `ratings`; `seasoned` counts each
/// seat's seasoning battles before it (rated battles against a network the seat had not met
/// in the last [`PAIR_WINDOW_MS`]), and `against` each seat's rated battles in that window
/// against this opponent or anyone from the opponent's network. Seat one won (`score` 1),
/// drew (0.5) or lost (0). Elo with K = 32, weighed so that a farm of throwaway players cannot
/// buy a rating cheaply: a result counts in full against an opponent seasoned by
/// [`PROVISIONAL`] battles (a newcomer's, `(n + 1) / 10` of it), and a seat's change is divided
/// by one more than its `against` (a farm's throwaways are many players but few networks).
pub fn rating_changes(
    ratings: [i32; 2],
    seasoned: [u32; 2],
    against: [u32; 2],
    score: f64,
) -> [i32; 2] {
    let expected = 1.0 / (1.0 + 10f64.powf(f64::from(ratings[1] - ratings[0]) / 400.0));
    let weight = |n: u32| (f64::from(n.saturating_add(1)) / f64::from(PROVISIONAL)).min(1.0);
    let k = |n: u32| K / f64::from(n.saturating_add(1));
    let one = k(against[0]) * weight(seasoned[1]) * (score - expected);
    let two = k(against[1]) * weight(seasoned[0]) * (expected - score);
    [one.round() as i32, two.round() as i32]
}

/// Whether a rated battle seasons its player: the first in the window against that network.
pub fn seasons(against: u32) -> bool {
    against == 0
}

#[cfg(test)]
mod tests {
    use super::{rating_changes, seasons, PROVISIONAL};

    const FULL: [u32; 2] = [PROVISIONAL; 2];

    #[test]
    fn a_win_moves_a_rating_more_the_less_it_was_expected() {
        assert_eq!(rating_changes([1200, 1200], FULL, [0, 0], 1.0), [16, -16]);
        assert_eq!(rating_changes([1200, 1200], FULL, [0, 0], 0.5), [0, 0]);
        assert_eq!(rating_changes([1200, 1200], FULL, [0, 0], 0.0), [-16, 16]);
        // The favourite gains little by winning and loses much by losing.
        assert_eq!(rating_changes([1600, 1200], FULL, [0, 0], 1.0), [3, -3]);
        assert_eq!(rating_changes([1600, 1200], FULL, [0, 0], 0.0), [-29, 29]);
        assert_eq!(rating_changes([1200, 1600], FULL, [0, 0], 1.0), [29, -29]);
    }

    #[test]
    fn a_newcomer_or_an_opponent_met_lately_moves_ratings_less() {
        let full = PROVISIONAL;
        // Against a player of no seasoning battles, a tenth; against one of four, half.
        assert_eq!(
            rating_changes([1200, 1200], [full, 0], [0, 0], 1.0),
            [2, -16]
        );
        assert_eq!(
            rating_changes([1200, 1200], [full, 4], [0, 0], 1.0),
            [8, -16]
        );
        // Two newcomers move each other a little, alike.
        assert_eq!(rating_changes([1200, 1200], [0, 0], [0, 0], 1.0), [2, -2]);
        // The third battle in a day against one opponent's network counts a third, for the
        // seat that met it twice before; the other seat's count is its own.
        assert_eq!(rating_changes([1200, 1200], FULL, [2, 2], 1.0), [5, -5]);
        assert_eq!(rating_changes([1200, 1200], FULL, [2, 0], 1.0), [5, -16]);
        assert!(seasons(0) && !seasons(1));
    }

    /// The farm of the report: 60 throwaways from two networks played each other to nine
    /// rated battles (a move, then a forfeit), then lost once each to the main player, whose
    /// rating went from 1200 to 1600. Now a throwaway's nine battles against the other
    /// network season it once (the first), and the main player's wins count less against
    /// each network the more it met it.
    #[test]
    fn seasoned_throwaways_of_two_networks_buy_little() {
        let mut seasoned = 0;
        for against in 0..9 {
            seasoned += u32::from(seasons(against));
        }
        assert_eq!(seasoned, 1);
        let mut rating = 1200;
        for _network in 0..2 {
            for against in 0..30 {
                rating +=
                    rating_changes([rating, 1200], [PROVISIONAL, seasoned], [against, 0], 1.0)[0];
            }
        }
        // Before: 1600. Now 18 points: each win is worth 3 at most, a network's n-th 3 / n
        // (rounded; none from the seventh on).
        assert_eq!(rating, 1218);
        // Seasoned throwaways (a network of their own for each of their ten seasoning
        // battles) still give at most 16 × (1 + 1/2 + … + 1/30) ≈ 64 a network a day.
        let mut rating = 1200;
        for against in 0..30 {
            rating += rating_changes([rating, 1200], FULL, [against, 0], 1.0)[0];
        }
        assert!(rating < 1270, "{rating}");
        assert!(rating > 1250, "{rating}");
    }
}
