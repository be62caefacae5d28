-- Whether video poker offers the Hint button on a dealt hand (the trainer's review after a
-- draw is always shown).
ALTER TABLE guild_settings ADD COLUMN video_poker_hints INTEGER NOT NULL DEFAULT 1;
