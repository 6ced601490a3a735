-- Each of a player's devices' battles against the computer: counters, not games (such a battle
-- keeps no replay), kept whole per device under the name the device gave itself (`device`)
-- and replaced by its newer tally, so every device adds up the others' without counting one
-- twice. `tally` is the protocol's BattleTally as JSON.
CREATE TABLE battle_tallies (
    player_id TEXT NOT NULL REFERENCES players (id),
    device TEXT NOT NULL,
    tally TEXT NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (player_id, device)
);
