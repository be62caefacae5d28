-- The achievements each member unlocked on a server: one row each, written in the
-- transaction of what earned it (a click, a /daily, a gift), so a request run again, or
-- copies of one click, unlock it once. `achievement` is the id the game or the economy
-- declares it under.
CREATE TABLE achievements (
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    achievement TEXT    NOT NULL,
    unlocked_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id, achievement)
);
CREATE INDEX achievements_by_kind ON achievements (guild_id, achievement);
