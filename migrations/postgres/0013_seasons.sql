-- Seasons (/config season:off|weekly|monthly). A server that had settings before seasons
-- came keeps them off until a manager turns them on, so nobody's board changes under them;
-- a new server's row takes the configured default (monthly). `season_since`: when the
-- server's seasons became what they are, so that a season which ended before it is not
-- closed as the server's. `announce_channel`: where a season's end is posted (0: nowhere).
ALTER TABLE guild_settings ADD COLUMN season TEXT NOT NULL DEFAULT 'off';
ALTER TABLE guild_settings ADD COLUMN season_since BIGINT  NOT NULL DEFAULT 0;
ALTER TABLE guild_settings ADD COLUMN announce_channel BIGINT  NOT NULL DEFAULT 0;

-- Each season closed, once, by the sweep of whichever process got there first: its key
-- (`2026-11`, `2026-W48`) is the server's only once.
CREATE TABLE seasons (
    guild_id  BIGINT  NOT NULL,
    period    TEXT    NOT NULL,
    starts_at BIGINT  NOT NULL,
    ends_at   BIGINT  NOT NULL,
    closed_at BIGINT  NOT NULL,
    PRIMARY KEY (guild_id, period)
);

-- A closed season's winners: its best three by net chips won in games.
CREATE TABLE season_winners (
    guild_id BIGINT  NOT NULL,
    period   TEXT    NOT NULL,
    place    BIGINT  NOT NULL,
    user_id  BIGINT  NOT NULL,
    net      BIGINT  NOT NULL,
    PRIMARY KEY (guild_id, period, user_id)
);

-- A season's standings read a server's game movements of a period.
CREATE INDEX ledger_by_time ON ledger (guild_id, created_at);
