-- A row the health check writes, so that "healthy" means "a write commits".
CREATE TABLE health (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    checked_at INTEGER NOT NULL
);
INSERT INTO health (id, checked_at) VALUES (1, 0);

-- Pay-table returns under perfect play, computed once (seconds of CPU each) and kept, keyed
-- by the table's exact pays.
CREATE TABLE table_returns (
    pays       TEXT PRIMARY KEY,
    one_chip   REAL NOT NULL,
    max_bet    REAL NOT NULL,
    created_at INTEGER NOT NULL
);

-- A ledger row carries the balance it leads to; writing it moves the wallet to that
-- balance in the same statement, so a chip movement is one write.
CREATE TRIGGER ledger_moves_the_balance AFTER INSERT ON ledger
BEGIN
    UPDATE wallets SET balance = NEW.balance_after
    WHERE guild_id = NEW.guild_id AND user_id = NEW.user_id;
END;
