-- Responsible play (/selfexclude, /limits). An exclusion stops a member wagering from
-- `since` until `until` (9223372036854775807: for good): their own, on every server
-- (guild_id 0), or a server manager's, on that server alone. None ends early, and each is
-- kept after it ends, so that `parlor check` can hold every wager against them.
CREATE TABLE exclusions (
    id       INTEGER PRIMARY KEY,
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    set_by   INTEGER NOT NULL,
    since    INTEGER NOT NULL,
    until    INTEGER NOT NULL CHECK (until > since)
);
CREATE INDEX exclusions_by_member ON exclusions (user_id, guild_id, until);

-- A member's own limits on one server, in 24 hours: chips staked, and net chips lost. Each
-- row is in force from `since` until the next (of two from one second, the one set later);
-- NULL is no limit. A lower limit starts when it is set, a higher one 24 hours later; a
-- change drops the rows not yet in force, and every row in force once is kept.
CREATE TABLE limits (
    guild_id  INTEGER NOT NULL,
    user_id   INTEGER NOT NULL,
    since     INTEGER NOT NULL,
    stake_cap INTEGER CHECK (stake_cap >= 0),
    loss_cap  INTEGER CHECK (loss_cap >= 0),
    set_at    INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id, since, set_at)
);

-- A member's wallets on every server: an exclusion of their own writes each of them, so a
-- wager of theirs running at once on another replica meets it.
CREATE INDEX wallets_by_member ON wallets (user_id);
