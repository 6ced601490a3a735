-- The limits that must hold across instances (docs/server.md, "Two instances"): new players an
-- hour from a network, new games and rooms joined a minute by a player, no-guess boards a
-- minute from a network. One row a key, GCRA's "theoretical arrival time": a request is let
-- through while it is at most the limit's period ahead of now. Used on PostgreSQL only.
CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    tat_ms BIGINT NOT NULL
);
