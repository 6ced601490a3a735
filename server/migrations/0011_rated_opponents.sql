-- Ratings a farm of throwaway players cannot buy (docs/server.md, "What a cheat cannot buy").

-- Each rated battle's opponent, for each of its players, and the opponent's network as a
-- keyed hash (the salt below, never sent): kept for the window (`elo::PAIR_WINDOW_MS`, a day)
-- and then deleted, so a player's battles against one network count less and less that day.
CREATE TABLE rated_opponents (
    player TEXT NOT NULL,
    opponent TEXT NOT NULL,
    network TEXT NOT NULL,
    ended_ms BIGINT NOT NULL
);
CREATE INDEX rated_opponents_by_player ON rated_opponents (player, ended_ms);
CREATE INDEX rated_opponents_by_age ON rated_opponents (ended_ms);

-- A player's seasoning battles: rated battles against a network they had not met that day
-- (at most one a day for each network). A result counts in full against a player of ten.
ALTER TABLE players ADD COLUMN seasoned BIGINT NOT NULL DEFAULT 0;
UPDATE players SET seasoned = battles;

-- The server's secrets, drawn once: `networks`, the salt of `rated_opponents.network`.
CREATE TABLE secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
