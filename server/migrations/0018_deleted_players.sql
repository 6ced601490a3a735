-- A player who deleted their account: when. Their devices, passkeys, recovery key and own
-- games are gone and their name is the one the server gives; their ranked games and battles
-- stay on the boards and on other players' pages under that name.
ALTER TABLE players ADD COLUMN deleted_ms BIGINT;
