-- A member's place on the chips board without counting the members above them: how many
-- wallets of each server hold each balance (`balance_counts`), and each stretch of balances
-- (`balance_tiers`: 64 chips wide below 65,536, then 4,096, then 262,144, then 16,777,216,
-- so a server has at most a few thousand). The members above a balance are the tiers above
-- its own and the balances above it in its own tier: a few hundred rows summed, whatever
-- the server's size. The trigger keeps both in the transaction that moves the balance,
-- each pair of rows in the order of its key, so that two moves never wait on each other
-- in a circle.
CREATE FUNCTION parlor_tier(balance BIGINT) RETURNS BIGINT LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN balance < 65536 THEN balance / 64
                WHEN balance < 4194304 THEN 1024 + balance / 4096
                WHEN balance < 268435456 THEN 2048 + balance / 262144
                ELSE 3072 + balance / 16777216 END
$$;

CREATE TABLE balance_counts (
    guild_id BIGINT NOT NULL,
    balance  BIGINT NOT NULL,
    members  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, balance)
);

CREATE TABLE balance_tiers (
    guild_id BIGINT NOT NULL,
    tier     BIGINT NOT NULL,
    members  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, tier)
);

INSERT INTO balance_counts (guild_id, balance, members)
    SELECT guild_id, balance, COUNT(*) FROM wallets GROUP BY guild_id, balance;

INSERT INTO balance_tiers (guild_id, tier, members)
    SELECT guild_id, parlor_tier(balance), SUM(members)
    FROM balance_counts GROUP BY guild_id, parlor_tier(balance);

CREATE FUNCTION wallet_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.balance = NEW.balance THEN
        RETURN NULL;
    END IF;
    INSERT INTO balance_counts AS c (guild_id, balance, members)
        SELECT guild_id, balance, SUM(d) FROM (
            SELECT OLD.guild_id AS guild_id, OLD.balance AS balance, -1 AS d
                WHERE TG_OP <> 'INSERT'
            UNION ALL
            SELECT NEW.guild_id, NEW.balance, 1 WHERE TG_OP <> 'DELETE') AS moves
        GROUP BY guild_id, balance ORDER BY guild_id, balance
        ON CONFLICT (guild_id, balance) DO UPDATE SET members = c.members + EXCLUDED.members;
    INSERT INTO balance_tiers AS t (guild_id, tier, members)
        SELECT guild_id, tier, SUM(d) FROM (
            SELECT OLD.guild_id AS guild_id, parlor_tier(OLD.balance) AS tier, -1 AS d
                WHERE TG_OP <> 'INSERT'
            UNION ALL
            SELECT NEW.guild_id, parlor_tier(NEW.balance), 1 WHERE TG_OP <> 'DELETE') AS moves
        GROUP BY guild_id, tier HAVING SUM(d) <> 0 ORDER BY guild_id, tier
        ON CONFLICT (guild_id, tier) DO UPDATE SET members = t.members + EXCLUDED.members;
    IF TG_OP <> 'INSERT' THEN
        DELETE FROM balance_counts
            WHERE guild_id = OLD.guild_id AND balance = OLD.balance AND members = 0;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER wallet_counted AFTER INSERT OR DELETE OR UPDATE OF balance ON wallets
    FOR EACH ROW EXECUTE FUNCTION wallet_counted();
