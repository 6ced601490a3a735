-- Passkeys (WebAuthn): each a public key a player's authenticator signs with. `cred_id` is the
-- credential's id (base64url), `id` a short one shown to the player (what removes it), and
-- `passkey` webauthn-rs's record of it (the public key and its signature counter) as JSON.
CREATE TABLE passkeys (
    cred_id TEXT PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    player_id TEXT NOT NULL REFERENCES players (id),
    -- The network it was added from, as a prefix (203.0.113.0/24).
    network TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    used_ms BIGINT NOT NULL,
    passkey TEXT NOT NULL
);
CREATE INDEX passkeys_by_player ON passkeys (player_id);

-- The user handle a player's passkeys carry (a random UUID, not their id: the authenticator
-- keeps it), given with their first passkey.
ALTER TABLE players ADD COLUMN user_handle TEXT;
CREATE UNIQUE INDEX players_by_handle ON players (user_handle);

-- A ceremony begun (adding a passkey, or signing in with one), until it is finished or
-- expires: the SHA-256 of the id its client finishes it with, the network the limits count it
-- by, the player adding a passkey (none for a sign-in, or for a first passkey that makes its
-- player: `new_player` is the id it will have, `user_handle` its handle), and webauthn-rs's
-- state with the challenge.
CREATE TABLE passkey_ceremonies (
    id_hash TEXT PRIMARY KEY,
    asker TEXT NOT NULL,
    player_id TEXT REFERENCES players (id),
    new_player TEXT,
    user_handle TEXT,
    state TEXT NOT NULL,
    expires_ms BIGINT NOT NULL
);
CREATE INDEX passkey_ceremonies_by_asker ON passkey_ceremonies (asker, expires_ms);
