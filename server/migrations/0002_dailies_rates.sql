-- The ranked daily boards: one secret seed per UTC day and category, made by the first
-- instance that needs it (every instance on one PostgreSQL reads the same row). The seed and
-- the layouts and replays of a day's games are public once that day is over.
CREATE TABLE dailies (
    day TEXT NOT NULL,
    category TEXT NOT NULL,
    seed BIGINT NOT NULL,
    PRIMARY KEY (day, category)
);

-- A daily game's day (none for the other categories): one ranked attempt per player and day.
ALTER TABLE games ADD COLUMN day TEXT;
CREATE UNIQUE INDEX games_one_daily ON games (player_id, category, day);

-- A win's 3BV per second, in millionths (an integer both databases order alike).
ALTER TABLE games ADD COLUMN rate BIGINT;
CREATE INDEX games_by_rate ON games (category, status, rate);
