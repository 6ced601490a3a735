-- A player on every device: each device signed in holds a token of its own (only its SHA-256
-- is stored), so one can be signed out without the others.
CREATE TABLE devices (
    token_hash TEXT PRIMARY KEY,
    -- Public to its player: what signs it out.
    id TEXT NOT NULL UNIQUE,
    player_id TEXT NOT NULL REFERENCES players (id),
    -- 'browser' or 'terminal'; '' for the device a player was made on before this table.
    kind TEXT NOT NULL,
    -- The network it signed in from, as a prefix (203.0.113.0/24).
    network TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    seen_ms BIGINT NOT NULL
);
CREATE INDEX devices_by_player ON devices (player_id, seen_ms);

-- Each player's token so far is their first device (its id is the player's). The column stays
-- (SQLite cannot drop a UNIQUE column) and is written once, when a player is made; a device
-- is signed in only while its row here is.
INSERT INTO devices (token_hash, id, player_id, kind, network, created_ms, seen_ms)
    SELECT token_hash, id, id, '', '', created_ms, created_ms FROM players;

-- A player's recovery key, as its SHA-256 (the key is 160 random bits: no slower hash is
-- needed), or none.
ALTER TABLE players ADD COLUMN recovery_hash TEXT;
CREATE UNIQUE INDEX players_by_recovery ON players (recovery_hash);

-- A terminal asking to be signed in (a device link): the SHA-256 of the secret it polls with,
-- the code a player approves in a browser, and the player once they have. `asker` is the
-- network the limits count by (an IPv4 address, an IPv6 /64); `network` the prefix shown.
CREATE TABLE device_links (
    poll_hash TEXT PRIMARY KEY,
    user_code TEXT NOT NULL UNIQUE,
    asker TEXT NOT NULL,
    network TEXT NOT NULL,
    asked_ms BIGINT NOT NULL,
    expires_ms BIGINT NOT NULL,
    player_id TEXT REFERENCES players (id)
);
CREATE INDEX device_links_by_asker ON device_links (asker, expires_ms);
