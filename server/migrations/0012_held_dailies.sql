-- Dailies a mapping cannot buy (docs/server.md, "What a cheat cannot buy").

-- A daily win held off the boards (1) because it was far beyond its player's record; it goes
-- on them when the player shows that pace in an ordinary ranked game (`fair::held`).
ALTER TABLE games ADD COLUMN held BIGINT NOT NULL DEFAULT 0;
CREATE INDEX games_wins_by_player ON games (player_id, status, category, rate);
