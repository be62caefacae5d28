-- Gift rules against alt accounts, each per server in /config and off at 0: the Discord
-- account's age in days and the games finished on the server that a giver and a receiver
-- must have, and the most one member may receive from everyone in 24 hours.
ALTER TABLE guild_settings ADD COLUMN give_min_account_days INTEGER NOT NULL DEFAULT 0;
ALTER TABLE guild_settings ADD COLUMN give_min_games INTEGER NOT NULL DEFAULT 0;
ALTER TABLE guild_settings ADD COLUMN give_receive_daily_cap INTEGER NOT NULL DEFAULT 0;
