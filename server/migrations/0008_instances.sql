-- Two servers, one database (docs/server.md, "Two instances"): which instances are running, and
-- which one holds each room. Used on PostgreSQL only (SQLite has one instance and no rows here).
CREATE TABLE instances (
    id TEXT PRIMARY KEY,
    -- Its last heartbeat (every second): an instance not heard from in 3 s is gone, and its
    -- rooms are taken over by the next instance that needs them.
    seen_ms BIGINT NOT NULL
);

CREATE TABLE room_homes (
    room TEXT PRIMARY KEY,
    -- The instance holding the room in memory: every request about the room is answered there.
    instance TEXT NOT NULL,
    -- While the room waits for a quick match: its settings (JSON BattleConfig), else NULL.
    quick TEXT,
    made_ms BIGINT NOT NULL
);
CREATE INDEX room_homes_quick ON room_homes (quick);

-- Messages between instances too long for a notification's payload (8000 bytes): the
-- notification carries the row's id, and the instance it is for reads and deletes it.
CREATE TABLE bus_messages (
    id TEXT PRIMARY KEY,
    body TEXT NOT NULL
);
