-- Fair play (docs/server.md, "What a cheat cannot buy").

-- How a game that did not end on the board ended: `abandoned` (its player started another
-- game of its category), `day_over` (a daily game whose day ended first); none otherwise.
ALTER TABLE games ADD COLUMN end_reason TEXT;
-- Why a win is kept but left off the leaderboards: a sentence the player page shows (play
-- faster than any human's, a daily played without a history or from a network another player
-- of that board played from); none for a ranked win.
ALTER TABLE games ADD COLUMN unranked TEXT;
-- A daily game's network, as a keyed hash (the day's salt, never sent): which players of a
-- day's board played from one network, and nothing else.
ALTER TABLE games ADD COLUMN address_key TEXT;
CREATE INDEX games_daily_by_address ON games (day, category, address_key);
-- The games being played, found at start (one stored as over but not recorded is recorded).
CREATE INDEX games_playing ON games (status, id) WHERE status = 'playing';

-- The salt of a day's network keys: random, drawn with the day's seed.
ALTER TABLE dailies ADD COLUMN salt TEXT;

-- A battle that moved no rating, and why (a forfeit before both had played, both seats on
-- one network); none for a rated battle. `players.battles` counts rated battles only.
ALTER TABLE battles ADD COLUMN unrated TEXT;
CREATE INDEX battles_by_pair ON battles (player_one, player_two, ended_ms);
