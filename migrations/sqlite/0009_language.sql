-- The language of a server's public messages: `auto` follows the language Discord reports
-- for the server; `en`, `fr` or `pl` is the server's own choice (`/config language`).
ALTER TABLE guild_settings ADD COLUMN language TEXT NOT NULL DEFAULT 'auto';
-- The language a game's public message started in: the idle sweep, which no member asks
-- for, writes in it.
ALTER TABLE games ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
