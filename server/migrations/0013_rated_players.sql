-- The battle leaderboard's players (those who played a rated battle), in its order: its first
-- rows and a player's rank (a count of those above) read from the index alone. Measured on
-- 100,000 players: the last one's rank in 3.4 ms, where a lookup of each player above took 92.
CREATE INDEX players_rated ON players (rating, id) WHERE battles > 0;
