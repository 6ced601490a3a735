-- The cursor's track before a ranked move (docs/server.md, "Ranked games"): the engine's cursor
-- text, its times from the game's move before, as the player's client sent it (at most
-- protocol::MAX_CURSOR_CHARS a move, protocol::MAX_CURSOR_SAMPLES a game). A game rebuilt
-- from its moves gets its track back with them; none for a move sent without one.
ALTER TABLE moves ADD COLUMN cursor TEXT;
