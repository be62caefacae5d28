-- The puzzles: each member's one scored attempt under a key (today's daily Cascade board).
-- A second game under the same key is practice, kept off the leaderboard.
CREATE TABLE attempts (
    guild_id   INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    key        TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id, kind, key)
);
