-- Who plays from their own wallet where: outside a server that hosts Parlor, a leaderboard
-- ranks the players of one circle (a group DM's or a DM's channel, a server that has not
-- added Parlor) by their own wallets (guild_id 0). A member joins a circle with their
-- first interaction there.
CREATE TABLE circles (
    circle_id BIGINT NOT NULL,
    user_id   BIGINT NOT NULL,
    joined_at BIGINT NOT NULL,
    PRIMARY KEY (circle_id, user_id)
);

-- The idle sweep times out the games of the servers that host Parlor: a game played from the
-- own wallets waits for its next click, and never stands in the sweep's way. This index
-- takes the place of `games_due`, which also held them.
DROP INDEX games_due;
CREATE INDEX games_due_hosted ON games (kind, deadline) WHERE status = 'active' AND guild_id <> 0;
