-- Each player's best win per category, period and measure: what a leaderboard reads, so a
-- board is the first rows of one index and a player's rank one count along it, however many
-- games are kept (it was a correlated query over every win). Written with the game's result,
-- in the same transaction.
--   period: `all`; a UTC day, `day:2026-11-26`; a week, Monday to Sunday UTC, by its Monday,
--           `week:2026-11-23`. A daily category's games count on their board's day only.
--   metric: `time` or `rate`; `value` orders best first in both: the time in ms, or minus the
--           3BV/s in millionths. Ties go to the win that ended first, then the smaller id.
CREATE TABLE bests (
    category TEXT NOT NULL,
    period TEXT NOT NULL,
    metric TEXT NOT NULL,
    player_id TEXT NOT NULL REFERENCES players (id),
    game_id TEXT NOT NULL REFERENCES games (id),
    value BIGINT NOT NULL,
    ended_ms BIGINT NOT NULL,
    PRIMARY KEY (category, period, metric, player_id)
);

CREATE INDEX bests_in_order ON bests (category, period, metric, value, ended_ms, game_id);

-- The leaderboards no longer read the games in order: their indexes only slowed each result.
DROP INDEX games_by_result;
DROP INDEX games_by_rate;
