-- Parlor's first schema: per-server settings, wallets, the chip ledger, games, results,
-- and the interactions already answered (so a replayed interaction is answered once).

CREATE TABLE guild_settings (
    guild_id             INTEGER PRIMARY KEY,
    starting_chips       INTEGER NOT NULL CHECK (starting_chips >= 0),
    daily_amount         INTEGER NOT NULL CHECK (daily_amount >= 0),
    daily_streak_bonus   INTEGER NOT NULL CHECK (daily_streak_bonus >= 0),
    daily_streak_max     INTEGER NOT NULL CHECK (daily_streak_max >= 0),
    give_daily_cap       INTEGER NOT NULL CHECK (give_daily_cap >= 0),
    pay_table            TEXT    NOT NULL,
    idle_timeout_minutes INTEGER NOT NULL CHECK (idle_timeout_minutes > 0),
    updated_at           INTEGER NOT NULL
);

CREATE TABLE wallets (
    guild_id      INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    display_name  TEXT    NOT NULL DEFAULT '',
    balance       INTEGER NOT NULL CHECK (balance >= 0),
    daily_streak  INTEGER NOT NULL DEFAULT 0,
    last_daily_at INTEGER,
    created_at    INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
CREATE INDEX wallets_by_balance ON wallets (guild_id, balance DESC, user_id);

CREATE TABLE games (
    id         INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER,
    owner_id   INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    status     TEXT    NOT NULL CHECK (status IN ('active', 'finished', 'expired')),
    version    INTEGER NOT NULL,
    state      TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
-- One active game of a kind per member per channel.
CREATE UNIQUE INDEX games_one_active ON games (guild_id, channel_id, owner_id, kind)
    WHERE status = 'active';
CREATE INDEX games_active_by_age ON games (status, updated_at);

-- Every chip movement. The idempotency key makes a retried interaction pay once.
CREATE TABLE ledger (
    id              INTEGER PRIMARY KEY,
    guild_id        INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    delta           INTEGER NOT NULL,
    balance_after   INTEGER NOT NULL CHECK (balance_after >= 0),
    reason          TEXT    NOT NULL,
    game_id         INTEGER REFERENCES games (id),
    counterparty_id INTEGER,
    idempotency_key TEXT    NOT NULL UNIQUE,
    created_at      INTEGER NOT NULL,
    FOREIGN KEY (guild_id, user_id) REFERENCES wallets (guild_id, user_id)
);
CREATE INDEX ledger_by_user ON ledger (guild_id, user_id, reason, created_at);

-- One row per finished hand or game, for /stats.
CREATE TABLE results (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    game_id       INTEGER NOT NULL REFERENCES games (id),
    kind          TEXT    NOT NULL,
    wager         INTEGER NOT NULL,
    payout        INTEGER NOT NULL,
    category      TEXT,
    category_rank INTEGER,
    created_at    INTEGER NOT NULL
);
CREATE INDEX results_by_user ON results (guild_id, user_id, kind);

CREATE TABLE interactions (
    id         TEXT    PRIMARY KEY,
    reply      TEXT    NOT NULL,
    created_at INTEGER NOT NULL
);
