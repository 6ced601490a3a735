-- A battle being played, as it stood after its latest snapshot (`Limits::replayed_moves`, 1,024
-- moves by default): a rebuild starts there and replays only the moves since. One row a live
-- battle, rewritten in place (about 2 bytes a cell: 80 KB at 200 × 200), deleted with the
-- battle's other live rows when it ends.
CREATE TABLE live_battle_snapshots (
    room TEXT PRIMARY KEY,
    -- The moves played before it: `live_battle_moves` rows 0 to moves - 1.
    moves BIGINT NOT NULL,
    -- JSON engine `battle::Snapshot`.
    state TEXT NOT NULL
);
