-- A server's log channel (/config log_channel; 0 for none), whether it is posted to
-- (log_posts, 1 for on), and the gifts it reports: those over log_gift_over chips (0: every
-- gift).
ALTER TABLE guild_settings ADD COLUMN log_channel INTEGER NOT NULL DEFAULT 0;
ALTER TABLE guild_settings ADD COLUMN log_posts INTEGER NOT NULL DEFAULT 1;
ALTER TABLE guild_settings ADD COLUMN log_gift_over INTEGER NOT NULL DEFAULT 0;

-- Posts to log channels, each written in the same transaction as what it reports (a gift, a
-- /config change) or on its own (a gift refused). `key` names what it reports, so a request
-- run again writes no second post. One process at a time sends them (the `leases` row
-- `outbox`), at least once, under Discord's message nonce: a send tried again after a lost
-- answer posts once. A post is pending until it is sent, or failed for good (a channel gone,
-- a permission taken away).
CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    key         TEXT    NOT NULL UNIQUE,
    body        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    next_try_at INTEGER NOT NULL,
    sent_at     INTEGER,
    message_id  INTEGER,
    failed_at   INTEGER,
    last_error  TEXT
);
CREATE INDEX outbox_pending ON outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_pending_by_channel ON outbox (channel_id, id)
    WHERE sent_at IS NULL AND failed_at IS NULL;

-- Work that one process at a time does (sending the outbox): who holds it, and until when.
-- A holder that stops lets its lease run out, and another takes it over.
CREATE TABLE leases (
    name       TEXT    PRIMARY KEY,
    holder     TEXT    NOT NULL,
    held_until INTEGER NOT NULL
);
