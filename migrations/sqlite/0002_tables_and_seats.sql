-- Tables with seats, turn deadlines, and results for any game.

-- Which open-game slot a game holds: its owner's id for a solo game (one per member, kind
-- and channel), 0 for a table (one open table per kind and channel).
ALTER TABLE games ADD COLUMN slot INTEGER NOT NULL DEFAULT 0;
UPDATE games SET slot = owner_id;
DROP INDEX games_one_active;
CREATE UNIQUE INDEX games_one_open ON games (guild_id, channel_id, kind, slot)
    WHERE status = 'active';

-- When the seat to act times out; NULL: the game waits however long it takes. Games open
-- before this migration time out as they did: the server's idle timeout after the last click.
ALTER TABLE games ADD COLUMN deadline INTEGER;
UPDATE games SET deadline = updated_at + 60 * COALESCE(
        (SELECT s.idle_timeout_minutes FROM guild_settings s WHERE s.guild_id = games.guild_id),
        15)
    WHERE status = 'active';
DROP INDEX games_active_by_age;
CREATE INDEX games_due ON games (kind, deadline) WHERE status = 'active';

-- Who sits at each game: members or computer players. A solo game has one seat, 0.
CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    seat      INTEGER NOT NULL CHECK (seat >= 0),
    user_id   INTEGER,
    computer  TEXT,
    name      TEXT    NOT NULL DEFAULT '',
    status    TEXT    NOT NULL DEFAULT 'playing'
                      CHECK (status IN ('playing', 'left', 'dropped')),
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat),
    CHECK ((user_id IS NULL) <> (computer IS NULL))
);
INSERT INTO seats (game_id, seat, user_id, name, joined_at)
    SELECT g.id, 0, g.owner_id,
           COALESCE((SELECT w.display_name FROM wallets w
                      WHERE w.guild_id = g.guild_id AND w.user_id = g.owner_id), ''),
           g.created_at
    FROM games g;

-- A result is a wager, a payout, and the game's own score and detail (a hand's strength on
-- its deck and its category; a Yahtzee total; pegs left). Every result so far is a
-- 52-card video-poker hand, whose category order is its strength.
ALTER TABLE results ADD COLUMN score INTEGER;
ALTER TABLE results ADD COLUMN detail TEXT;
ALTER TABLE results ADD COLUMN won INTEGER NOT NULL DEFAULT 0;
UPDATE results SET score = category_rank, detail = category, won = (payout > wager);
DROP INDEX results_by_user;
ALTER TABLE results DROP COLUMN category;
ALTER TABLE results DROP COLUMN category_rank;
CREATE INDEX results_by_user ON results (guild_id, user_id, kind);
CREATE INDEX results_by_board ON results (guild_id, kind, user_id, score);
