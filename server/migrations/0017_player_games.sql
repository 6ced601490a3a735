-- A player's own games, played on their devices and sent by them (not refereed: never on a
-- board), kept so that every device signed in as them has them. `entry` is the engine's history
-- entry as JSON (its replay and summary), `game_id` its replay's id (the same on every device,
-- so two devices' lists merge by it), `seq` the order this server received them in (from
-- `players.games_seq`), which a device reads on from where it left off.
CREATE TABLE player_games (
    player_id TEXT NOT NULL REFERENCES players (id),
    game_id TEXT NOT NULL,
    seq BIGINT NOT NULL,
    played_ms BIGINT NOT NULL,
    bytes BIGINT NOT NULL,
    entry TEXT NOT NULL,
    PRIMARY KEY (player_id, game_id)
);
CREATE INDEX player_games_by_seq ON player_games (player_id, seq);
CREATE INDEX player_games_by_age ON player_games (player_id, played_ms);

ALTER TABLE players ADD COLUMN games_seq BIGINT NOT NULL DEFAULT 0;
