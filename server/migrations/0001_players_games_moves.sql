-- The same schema on SQLite and PostgreSQL: only TEXT and BIGINT columns, ids made by the
-- server, times in milliseconds since 1970 on the server's clock.

-- A player without a password: an id, the SHA-256 of a secret token (the token itself is
-- never stored), and a display name.
CREATE TABLE players (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);

-- A ranked game. The seed is the server's secret until the game is over; the clock runs from
-- the first reveal to the last move; the replay's text is kept once it is over.
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    player_id TEXT NOT NULL REFERENCES players (id),
    category TEXT NOT NULL,
    board_rows BIGINT NOT NULL,
    board_cols BIGINT NOT NULL,
    mines BIGINT NOT NULL,
    seed BIGINT NOT NULL,
    created_ms BIGINT NOT NULL,
    started_ms BIGINT,
    ended_ms BIGINT,
    status TEXT NOT NULL,
    time_ms BIGINT,
    bbbv BIGINT,
    replay TEXT
);

CREATE INDEX games_by_result ON games (category, status, time_ms);
CREATE INDEX games_by_player ON games (player_id, created_ms);

-- Every move, stored before it is answered: a game survives a restart by playing them again.
CREATE TABLE moves (
    game_id TEXT NOT NULL REFERENCES games (id),
    seq BIGINT NOT NULL,
    kind TEXT NOT NULL,
    cell_row BIGINT NOT NULL,
    cell_col BIGINT NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
