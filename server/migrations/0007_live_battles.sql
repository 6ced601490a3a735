-- Battles against people being played (docs/server.md, "Battles against people"): what a room
-- is rebuilt from after a restart. A row is written when the second player sits down, each move
-- before it is relayed, and both are deleted in the transaction that stores the finished battle.
CREATE TABLE live_battles (
    room TEXT PRIMARY KEY,
    -- The settings asked for, and the battle played (a no-guess board not made in time is
    -- played as the ordinary one): JSON BattleConfig each.
    settings TEXT NOT NULL,
    config TEXT NOT NULL,
    seed BIGINT NOT NULL,
    -- The layout, JSON [cell index…]: a no-guess board is searched for within a time budget,
    -- so it is kept rather than made again.
    mines TEXT NOT NULL,
    notice TEXT,
    player_one TEXT NOT NULL REFERENCES players (id),
    player_two TEXT NOT NULL REFERENCES players (id),
    network_one TEXT NOT NULL,
    network_two TEXT NOT NULL,
    started_ms BIGINT NOT NULL
);

CREATE TABLE live_battle_moves (
    room TEXT NOT NULL,
    -- The move's place in the battle (from 0): moves are applied in this order, once each.
    n BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    kind TEXT NOT NULL,
    cell_row BIGINT NOT NULL,
    cell_col BIGINT NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (room, n)
);
