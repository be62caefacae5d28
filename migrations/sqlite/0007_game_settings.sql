-- Each game's server settings, declared by the game: one JSON object per server and game
-- kind, checked as it is read, so a game's new setting needs no schema change. The values
-- the columns held move over as they were.
CREATE TABLE game_settings (
    guild_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    settings TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, kind)
);
INSERT INTO game_settings (guild_id, kind, settings, updated_at)
SELECT guild_id, 'video-poker',
       json_object('pay_table', pay_table,
                   'video_poker_hints', json(CASE WHEN video_poker_hints THEN 'true' ELSE 'false' END)),
       updated_at
FROM guild_settings;
INSERT INTO game_settings (guild_id, kind, settings, updated_at)
SELECT guild_id, 'yahtzee',
       json_object('yahtzee_hints_at_stakes',
                   json(CASE WHEN yahtzee_hints_at_stakes THEN 'true' ELSE 'false' END)),
       updated_at
FROM guild_settings;
ALTER TABLE guild_settings DROP COLUMN pay_table;
ALTER TABLE guild_settings DROP COLUMN yahtzee_hints_at_stakes;
ALTER TABLE guild_settings DROP COLUMN video_poker_hints;
