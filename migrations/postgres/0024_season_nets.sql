-- Each member's net chips won in games in each season (span 1: the week that began at
-- `since`; span 2: the month), kept as the ledger is written, so that a season's standings,
-- a member's place in them and the season's close read a few rows rather than the
-- season's games. A game counts whole, every movement of the member's in it, in the season
-- of the member's last movement in it (a buy-in before a season and its cash-out in it
-- count as the game's net in it): a movement whose game's earlier ones fell in an earlier
-- season moves the game's net from there. `games` is how many of the member's games count
-- in the season.
--
-- `season_counts` and `season_tiers` count the members of a season by net and by tier of
-- nets, as `balance_counts` and `balance_tiers` count wallets by balance (the tiers of a
-- net below zero mirror those above: tier -1 - t holds the nets -1 - b for b in tier t).
CREATE FUNCTION parlor_net_tier(net BIGINT) RETURNS BIGINT LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN net >= 0 THEN parlor_tier(net) ELSE -1 - parlor_tier(-1 - net) END
$$;

-- The season of a span (1: week, 2: month) a moment falls in.
CREATE FUNCTION parlor_season(span BIGINT, at BIGINT) RETURNS BIGINT LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE span WHEN 1 THEN parlor_week(at) ELSE parlor_month(at) END
$$;

CREATE TABLE season_nets (
    guild_id BIGINT NOT NULL,
    span     BIGINT NOT NULL,
    since    BIGINT NOT NULL,
    user_id  BIGINT NOT NULL,
    net      BIGINT NOT NULL,
    games    BIGINT NOT NULL,
    PRIMARY KEY (guild_id, span, since, user_id)
);

CREATE TABLE season_counts (
    guild_id BIGINT NOT NULL,
    span     BIGINT NOT NULL,
    since    BIGINT NOT NULL,
    net      BIGINT NOT NULL,
    members  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, span, since, net)
);

CREATE TABLE season_tiers (
    guild_id BIGINT NOT NULL,
    span     BIGINT NOT NULL,
    since    BIGINT NOT NULL,
    tier     BIGINT NOT NULL,
    members  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, span, since, tier)
);

-- The seasons a close may still read: the games whose last movement of a member's is in
-- the month before this one or later, each in its week and its month.
WITH since AS (
    SELECT CAST(EXTRACT(EPOCH FROM date_trunc('month', now() AT TIME ZONE 'UTC')
                                   - INTERVAL '1 month') AS BIGINT) AS at),
per_game AS (
    SELECT l.guild_id, l.user_id, SUM(l.delta) AS net, MAX(l.created_at) AS last
    FROM ledger l
    WHERE l.game_id IN (SELECT game_id FROM ledger, since
                        WHERE game_id IS NOT NULL AND created_at >= since.at)
    GROUP BY l.guild_id, l.user_id, l.game_id)
INSERT INTO season_nets (guild_id, span, since, user_id, net, games)
    SELECT g.guild_id, s.span, parlor_season(s.span, g.last), g.user_id, SUM(g.net), COUNT(*)
    FROM per_game g CROSS JOIN (VALUES (1::BIGINT), (2::BIGINT)) AS s (span), since
    WHERE g.last >= since.at
    GROUP BY g.guild_id, s.span, parlor_season(s.span, g.last), g.user_id;

INSERT INTO season_counts (guild_id, span, since, net, members)
    SELECT guild_id, span, since, net, COUNT(*) FROM season_nets WHERE games > 0
    GROUP BY guild_id, span, since, net;

INSERT INTO season_tiers (guild_id, span, since, tier, members)
    SELECT guild_id, span, since, parlor_net_tier(net), SUM(members)
    FROM season_counts GROUP BY guild_id, span, since, parlor_net_tier(net);

CREATE INDEX season_nets_by_net ON season_nets (guild_id, span, since, net DESC, user_id)
    WHERE games > 0;

-- A movement in a game: the member's game counts, with it, in the season of its last
-- movement, for the week and for the month, moved there whole when its earlier movements
-- (those written before it) counted in an earlier season. Each movement adds what it
-- changes to the rows written before it, so the movements of one `COPY`, whose triggers
-- run once it has written them all, add up the same.
CREATE FUNCTION ledger_season_net() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    earlier BIGINT;
    earlier_net BIGINT;
    earlier_last BIGINT;
    each_span BIGINT;
    was BIGINT;
    now_in BIGINT;
BEGIN
    IF NEW.game_id IS NULL THEN
        RETURN NULL;
    END IF;
    SELECT COUNT(*), COALESCE(SUM(delta), 0), MAX(created_at)
        INTO earlier, earlier_net, earlier_last
        FROM ledger
        WHERE game_id = NEW.game_id AND user_id = NEW.user_id AND guild_id = NEW.guild_id
          AND id < NEW.id;
    FOREACH each_span IN ARRAY ARRAY[1, 2]::BIGINT[] LOOP
        now_in := parlor_season(each_span,
                                GREATEST(COALESCE(earlier_last, NEW.created_at), NEW.created_at));
        was := parlor_season(each_span, earlier_last);
        IF earlier > 0 AND was <> now_in THEN
            INSERT INTO season_nets AS s (guild_id, span, since, user_id, net, games)
                VALUES (NEW.guild_id, each_span, was, NEW.user_id, -earlier_net, -1)
                ON CONFLICT (guild_id, span, since, user_id) DO UPDATE SET
                    net = s.net + EXCLUDED.net, games = s.games + EXCLUDED.games;
            INSERT INTO season_nets AS s (guild_id, span, since, user_id, net, games)
                VALUES (NEW.guild_id, each_span, now_in, NEW.user_id,
                        earlier_net + NEW.delta, 1)
                ON CONFLICT (guild_id, span, since, user_id) DO UPDATE SET
                    net = s.net + EXCLUDED.net, games = s.games + EXCLUDED.games;
        ELSE
            INSERT INTO season_nets AS s (guild_id, span, since, user_id, net, games)
                VALUES (NEW.guild_id, each_span, now_in, NEW.user_id, NEW.delta,
                        CASE WHEN earlier = 0 THEN 1 ELSE 0 END)
                ON CONFLICT (guild_id, span, since, user_id) DO UPDATE SET
                    net = s.net + EXCLUDED.net, games = s.games + EXCLUDED.games;
        END IF;
    END LOOP;
    RETURN NULL;
END
$$;

CREATE TRIGGER ledger_season_net AFTER INSERT ON ledger
    FOR EACH ROW EXECUTE FUNCTION ledger_season_net();

-- A season's members are those with a game in it (a row whose games all moved to a later
-- season stays, uncounted, and is never read).
CREATE FUNCTION season_net_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.net = NEW.net AND (OLD.games > 0) = (NEW.games > 0) THEN
        RETURN NULL;
    END IF;
    INSERT INTO season_counts AS c (guild_id, span, since, net, members)
        SELECT NEW.guild_id, NEW.span, NEW.since, m.net, SUM(m.d) FROM (
            SELECT OLD.net AS net, -1 AS d WHERE TG_OP = 'UPDATE' AND OLD.games > 0
            UNION ALL
            SELECT NEW.net, 1 WHERE NEW.games > 0) AS m
        GROUP BY m.net HAVING SUM(m.d) <> 0 ORDER BY m.net
        ON CONFLICT (guild_id, span, since, net) DO UPDATE SET members = c.members + EXCLUDED.members;
    INSERT INTO season_tiers AS t (guild_id, span, since, tier, members)
        SELECT NEW.guild_id, NEW.span, NEW.since, m.tier, SUM(m.d) FROM (
            SELECT parlor_net_tier(OLD.net) AS tier, -1 AS d
                WHERE TG_OP = 'UPDATE' AND OLD.games > 0
            UNION ALL
            SELECT parlor_net_tier(NEW.net), 1 WHERE NEW.games > 0) AS m
        GROUP BY m.tier HAVING SUM(m.d) <> 0 ORDER BY m.tier
        ON CONFLICT (guild_id, span, since, tier) DO UPDATE SET members = t.members + EXCLUDED.members;
    IF TG_OP = 'UPDATE' AND OLD.games > 0 THEN
        DELETE FROM season_counts
            WHERE guild_id = OLD.guild_id AND span = OLD.span AND since = OLD.since
              AND net = OLD.net AND members = 0;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER season_net_counted AFTER INSERT OR UPDATE ON season_nets
    FOR EACH ROW EXECUTE FUNCTION season_net_counted();
