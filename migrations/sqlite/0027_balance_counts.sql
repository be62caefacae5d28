-- A member's place on the chips board without counting the members above them: how many
-- wallets of each server hold each balance (`balance_counts`), and each stretch of balances
-- (`balance_tiers`: 64 chips wide below 65,536, then 4,096, then 262,144, then 16,777,216,
-- so a server has at most a few thousand). The members above a balance are the tiers above
-- its own and the balances above it in its own tier: a few hundred rows summed, whatever
-- the server's size. The triggers keep both in the transaction that moves the balance.
CREATE TABLE balance_counts (
    guild_id INTEGER NOT NULL,
    balance  INTEGER NOT NULL,
    members  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, balance)
) WITHOUT ROWID;

CREATE TABLE balance_tiers (
    guild_id INTEGER NOT NULL,
    tier     INTEGER NOT NULL,
    members  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, tier)
) WITHOUT ROWID;

INSERT INTO balance_counts (guild_id, balance, members)
    SELECT guild_id, balance, COUNT(*) FROM wallets GROUP BY guild_id, balance;

INSERT INTO balance_tiers (guild_id, tier, members)
    SELECT guild_id,
           CASE WHEN balance < 65536 THEN balance / 64
                WHEN balance < 4194304 THEN 1024 + balance / 4096
                WHEN balance < 268435456 THEN 2048 + balance / 262144
                ELSE 3072 + balance / 16777216 END AS tier,
           SUM(members)
    FROM balance_counts GROUP BY guild_id, tier;

CREATE TRIGGER wallet_counted AFTER INSERT ON wallets
BEGIN
    INSERT INTO balance_counts (guild_id, balance, members) VALUES (NEW.guild_id, NEW.balance, 1)
        ON CONFLICT (guild_id, balance) DO UPDATE SET members = members + 1;
    INSERT INTO balance_tiers (guild_id, tier, members)
        VALUES (NEW.guild_id,
                CASE WHEN NEW.balance < 65536 THEN NEW.balance / 64
                     WHEN NEW.balance < 4194304 THEN 1024 + NEW.balance / 4096
                     WHEN NEW.balance < 268435456 THEN 2048 + NEW.balance / 262144
                     ELSE 3072 + NEW.balance / 16777216 END,
                1)
        ON CONFLICT (guild_id, tier) DO UPDATE SET members = members + 1;
END;

CREATE TRIGGER wallet_recounted AFTER UPDATE OF balance ON wallets
WHEN OLD.balance <> NEW.balance
BEGIN
    UPDATE balance_counts SET members = members - 1
        WHERE guild_id = OLD.guild_id AND balance = OLD.balance;
    DELETE FROM balance_counts
        WHERE guild_id = OLD.guild_id AND balance = OLD.balance AND members = 0;
    INSERT INTO balance_counts (guild_id, balance, members) VALUES (NEW.guild_id, NEW.balance, 1)
        ON CONFLICT (guild_id, balance) DO UPDATE SET members = members + 1;
    INSERT INTO balance_tiers (guild_id, tier, members)
        SELECT NEW.guild_id, tier, SUM(d) FROM (
            SELECT CASE WHEN OLD.balance < 65536 THEN OLD.balance / 64
                        WHEN OLD.balance < 4194304 THEN 1024 + OLD.balance / 4096
                        WHEN OLD.balance < 268435456 THEN 2048 + OLD.balance / 262144
                        ELSE 3072 + OLD.balance / 16777216 END AS tier, -1 AS d
            UNION ALL
            SELECT CASE WHEN NEW.balance < 65536 THEN NEW.balance / 64
                        WHEN NEW.balance < 4194304 THEN 1024 + NEW.balance / 4096
                        WHEN NEW.balance < 268435456 THEN 2048 + NEW.balance / 262144
                        ELSE 3072 + NEW.balance / 16777216 END, 1)
        WHERE true GROUP BY tier HAVING SUM(d) <> 0
        ON CONFLICT (guild_id, tier) DO UPDATE SET members = members + excluded.members;
END;

CREATE TRIGGER wallet_uncounted AFTER DELETE ON wallets
BEGIN
    UPDATE balance_counts SET members = members - 1
        WHERE guild_id = OLD.guild_id AND balance = OLD.balance;
    DELETE FROM balance_counts
        WHERE guild_id = OLD.guild_id AND balance = OLD.balance AND members = 0;
    UPDATE balance_tiers SET members = members - 1
        WHERE guild_id = OLD.guild_id
          AND tier = CASE WHEN OLD.balance < 65536 THEN OLD.balance / 64
                          WHEN OLD.balance < 4194304 THEN 1024 + OLD.balance / 4096
                          WHEN OLD.balance < 268435456 THEN 2048 + OLD.balance / 262144
                          ELSE 3072 + OLD.balance / 16777216 END;
END;
