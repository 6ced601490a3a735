-- A fence on a room's ownership (docs/server.md, "Two instances"): each time a room's home
-- changes hands its epoch goes up, and every write for the room (a move, the battle's start or
-- end) is made only while the home row still names the writer and the epoch it took the room
-- at. An instance that stalled past its heartbeat and lost its rooms has its later writes
-- refused, never applied twice.
ALTER TABLE room_homes ADD COLUMN epoch BIGINT NOT NULL DEFAULT 0;
