-- Server rules (/config currency, /config channels, /config games): the server's own name
-- for the chips (empty: Parlor's, in each language), with its emoji and the word after an
-- amount in each plural form; the channels games may start in, their ids separated by
-- commas (empty: every channel); the games turned off, their kinds separated by commas.
ALTER TABLE guild_settings ADD COLUMN currency_name TEXT NOT NULL DEFAULT '';
ALTER TABLE guild_settings ADD COLUMN currency_emoji TEXT NOT NULL DEFAULT '';
ALTER TABLE guild_settings ADD COLUMN currency_one TEXT NOT NULL DEFAULT '';
ALTER TABLE guild_settings ADD COLUMN currency_few TEXT NOT NULL DEFAULT '';
ALTER TABLE guild_settings ADD COLUMN currency_many TEXT NOT NULL DEFAULT '';
ALTER TABLE guild_settings ADD COLUMN currency_other TEXT NOT NULL DEFAULT '';
ALTER TABLE guild_settings ADD COLUMN game_channels TEXT NOT NULL DEFAULT '';
ALTER TABLE guild_settings ADD COLUMN games_off TEXT NOT NULL DEFAULT '';
