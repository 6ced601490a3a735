-- Battles against people: each player's rating (Elo, from 1200) and how many they played,
-- and every finished battle, in both players' history.
ALTER TABLE players ADD COLUMN rating BIGINT NOT NULL DEFAULT 1200;
ALTER TABLE players ADD COLUMN battles BIGINT NOT NULL DEFAULT 0;
CREATE INDEX players_by_rating ON players (rating);

-- A finished battle: its room's code, the seats' players, the settings, the seed (the board
-- is public once the battle is over), when it began and ended, who won (`one`, `two`, none
-- for a draw) and why (`target`, `no_moves_left`, `forfeit`), every move as JSON
-- `[[seat, kind, row, col], …]`, and each seat's rating change.
CREATE TABLE battles (
    id TEXT PRIMARY KEY,
    room TEXT NOT NULL,
    player_one TEXT NOT NULL REFERENCES players (id),
    player_two TEXT NOT NULL REFERENCES players (id),
    board_rows BIGINT NOT NULL,
    board_cols BIGINT NOT NULL,
    mines BIGINT NOT NULL,
    lives BIGINT NOT NULL,
    pace TEXT NOT NULL,
    no_guess BIGINT NOT NULL,
    seed BIGINT NOT NULL,
    started_ms BIGINT NOT NULL,
    ended_ms BIGINT NOT NULL,
    winner TEXT,
    reason TEXT NOT NULL,
    moves TEXT NOT NULL,
    change_one BIGINT NOT NULL,
    change_two BIGINT NOT NULL
);

CREATE INDEX battles_by_one ON battles (player_one, ended_ms);
CREATE INDEX battles_by_two ON battles (player_two, ended_ms);
