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
CREATE TABLE season_nets (
    guild_id INTEGER NOT NULL,
    span     INTEGER NOT NULL,
    since    INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    net      INTEGER NOT NULL,
    games    INTEGER NOT NULL,
    PRIMARY KEY (guild_id, span, since, user_id)
) WITHOUT ROWID;

CREATE TABLE season_counts (
    guild_id INTEGER NOT NULL,
    span     INTEGER NOT NULL,
    since    INTEGER NOT NULL,
    net      INTEGER NOT NULL,
    members  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, span, since, net)
) WITHOUT ROWID;

CREATE TABLE season_tiers (
    guild_id INTEGER NOT NULL,
    span     INTEGER NOT NULL,
    since    INTEGER NOT NULL,
    tier     INTEGER NOT NULL,
    members  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, span, since, tier)
) WITHOUT ROWID;

-- The seasons a close may still read: the games whose last movement of a member's is in
-- the month before this one or later, each in its week and its month.
INSERT INTO season_nets (guild_id, span, since, user_id, net, games)
    SELECT guild_id, span, since, user_id, SUM(net), COUNT(*) FROM (
        SELECT g.guild_id, s.span, CASE s.span WHEN 1 THEN g.last - g.last % 86400 - ((g.last / 86400 + 3) % 7) * 86400 ELSE CAST(strftime('%s', g.last, 'unixepoch', 'start of month') AS INTEGER) END AS since,
               g.user_id, g.net
        FROM (SELECT l.guild_id, l.user_id, SUM(l.delta) AS net, MAX(l.created_at) AS last
              FROM ledger l
              WHERE l.game_id IN (
                  SELECT game_id FROM ledger
                  WHERE game_id IS NOT NULL
                    AND created_at >= CAST(strftime('%s', 'now', 'start of month', '-1 month')
                                           AS INTEGER))
              GROUP BY l.guild_id, l.user_id, l.game_id) AS g,
             (SELECT 1 AS span UNION ALL SELECT 2) AS s
        WHERE g.last >= CAST(strftime('%s', 'now', 'start of month', '-1 month') AS INTEGER))
    GROUP BY guild_id, span, since, user_id;

INSERT INTO season_counts (guild_id, span, since, net, members)
    SELECT guild_id, span, since, net, COUNT(*) FROM season_nets WHERE games > 0
    GROUP BY guild_id, span, since, net;

INSERT INTO season_tiers (guild_id, span, since, tier, members)
    SELECT guild_id, span, since, CASE WHEN net >= 0 THEN CASE WHEN net < 65536 THEN net / 64 WHEN net < 4194304 THEN 1024 + net / 4096 WHEN net < 268435456 THEN 2048 + net / 262144 ELSE 3072 + net / 16777216 END ELSE -1 - (CASE WHEN (-1 - net) < 65536 THEN (-1 - net) / 64 WHEN (-1 - net) < 4194304 THEN 1024 + (-1 - net) / 4096 WHEN (-1 - net) < 268435456 THEN 2048 + (-1 - net) / 262144 ELSE 3072 + (-1 - net) / 16777216 END) END AS tier, SUM(members)
    FROM season_counts GROUP BY guild_id, span, since, tier;

CREATE INDEX season_nets_by_net ON season_nets (guild_id, span, since, net DESC, user_id)
    WHERE games > 0;

-- A movement in a game: the member's game counts, with it, in the season of its last
-- movement, for the week and for the month, moved there whole when its earlier movements
-- (those written before it) counted in an earlier season.
CREATE TRIGGER ledger_season_net AFTER INSERT ON ledger
WHEN NEW.game_id IS NOT NULL
BEGIN
    INSERT INTO season_nets (guild_id, span, since, user_id, net, games)
        SELECT NEW.guild_id, m.span, CASE q.part WHEN 0 THEN m.new ELSE m.old END,
               NEW.user_id,
               CASE q.part WHEN 0 THEN NEW.delta + CASE WHEN m.moved THEN m.before ELSE 0 END
                           ELSE -m.before END,
               CASE q.part WHEN 0 THEN CASE WHEN m.n = 0 OR m.moved THEN 1 ELSE 0 END
                           ELSE -1 END
        FROM (SELECT span, n, before, old, new, n > 0 AND old <> new AS moved FROM (
                  SELECT s.span, p.n, p.before,
                         CASE s.span WHEN 1 THEN p.last - p.last % 86400 - ((p.last / 86400 + 3) % 7) * 86400 ELSE CAST(strftime('%s', p.last, 'unixepoch', 'start of month') AS INTEGER) END AS old,
                         CASE s.span WHEN 1 THEN MAX(COALESCE(p.last, NEW.created_at), NEW.created_at) - MAX(COALESCE(p.last, NEW.created_at), NEW.created_at) % 86400 - ((MAX(COALESCE(p.last, NEW.created_at), NEW.created_at) / 86400 + 3) % 7) * 86400 ELSE CAST(strftime('%s', MAX(COALESCE(p.last, NEW.created_at), NEW.created_at), 'unixepoch', 'start of month') AS INTEGER) END AS new
                  FROM (SELECT COUNT(*) AS n, COALESCE(SUM(delta), 0) AS before,
                               MAX(created_at) AS last
                        FROM ledger
                        WHERE game_id = NEW.game_id AND user_id = NEW.user_id
                          AND guild_id = NEW.guild_id AND id < NEW.id) AS p,
                       (SELECT 1 AS span UNION ALL SELECT 2) AS s)) AS m,
             (SELECT 0 AS part UNION ALL SELECT 1) AS q
        WHERE q.part = 0 OR m.moved
        ON CONFLICT (guild_id, span, since, user_id) DO UPDATE SET
            net = net + excluded.net, games = games + excluded.games;
END;

-- A season's members are those with a game in it (a row whose games all moved to a later
-- season stays, uncounted, and is never read).
CREATE TRIGGER season_net_counted AFTER INSERT ON season_nets
WHEN NEW.games > 0
BEGIN
    INSERT INTO season_counts (guild_id, span, since, net, members)
        VALUES (NEW.guild_id, NEW.span, NEW.since, NEW.net, 1)
        ON CONFLICT (guild_id, span, since, net) DO UPDATE SET members = members + 1;
    INSERT INTO season_tiers (guild_id, span, since, tier, members)
        VALUES (NEW.guild_id, NEW.span, NEW.since, CASE WHEN NEW.net >= 0 THEN CASE WHEN NEW.net < 65536 THEN NEW.net / 64 WHEN NEW.net < 4194304 THEN 1024 + NEW.net / 4096 WHEN NEW.net < 268435456 THEN 2048 + NEW.net / 262144 ELSE 3072 + NEW.net / 16777216 END ELSE -1 - (CASE WHEN (-1 - NEW.net) < 65536 THEN (-1 - NEW.net) / 64 WHEN (-1 - NEW.net) < 4194304 THEN 1024 + (-1 - NEW.net) / 4096 WHEN (-1 - NEW.net) < 268435456 THEN 2048 + (-1 - NEW.net) / 262144 ELSE 3072 + (-1 - NEW.net) / 16777216 END) END, 1)
        ON CONFLICT (guild_id, span, since, tier) DO UPDATE SET members = members + 1;
END;

CREATE TRIGGER season_net_recounted AFTER UPDATE ON season_nets
WHEN OLD.net <> NEW.net OR (OLD.games > 0) <> (NEW.games > 0)
BEGIN
    UPDATE season_counts SET members = members - 1
        WHERE guild_id = OLD.guild_id AND span = OLD.span AND since = OLD.since
          AND net = OLD.net AND OLD.games > 0;
    DELETE FROM season_counts
        WHERE guild_id = OLD.guild_id AND span = OLD.span AND since = OLD.since
          AND net = OLD.net AND members = 0;
    INSERT INTO season_counts (guild_id, span, since, net, members)
        SELECT NEW.guild_id, NEW.span, NEW.since, NEW.net, 1 WHERE NEW.games > 0
        ON CONFLICT (guild_id, span, since, net) DO UPDATE SET members = members + 1;
    INSERT INTO season_tiers (guild_id, span, since, tier, members)
        SELECT NEW.guild_id, NEW.span, NEW.since, tier, SUM(d) FROM (
            SELECT CASE WHEN OLD.net >= 0 THEN CASE WHEN OLD.net < 65536 THEN OLD.net / 64 WHEN OLD.net < 4194304 THEN 1024 + OLD.net / 4096 WHEN OLD.net < 268435456 THEN 2048 + OLD.net / 262144 ELSE 3072 + OLD.net / 16777216 END ELSE -1 - (CASE WHEN (-1 - OLD.net) < 65536 THEN (-1 - OLD.net) / 64 WHEN (-1 - OLD.net) < 4194304 THEN 1024 + (-1 - OLD.net) / 4096 WHEN (-1 - OLD.net) < 268435456 THEN 2048 + (-1 - OLD.net) / 262144 ELSE 3072 + (-1 - OLD.net) / 16777216 END) END AS tier, -1 AS d WHERE OLD.games > 0
            UNION ALL
            SELECT CASE WHEN NEW.net >= 0 THEN CASE WHEN NEW.net < 65536 THEN NEW.net / 64 WHEN NEW.net < 4194304 THEN 1024 + NEW.net / 4096 WHEN NEW.net < 268435456 THEN 2048 + NEW.net / 262144 ELSE 3072 + NEW.net / 16777216 END ELSE -1 - (CASE WHEN (-1 - NEW.net) < 65536 THEN (-1 - NEW.net) / 64 WHEN (-1 - NEW.net) < 4194304 THEN 1024 + (-1 - NEW.net) / 4096 WHEN (-1 - NEW.net) < 268435456 THEN 2048 + (-1 - NEW.net) / 262144 ELSE 3072 + (-1 - NEW.net) / 16777216 END) END, 1 WHERE NEW.games > 0)
        WHERE true GROUP BY tier HAVING SUM(d) <> 0
        ON CONFLICT (guild_id, span, since, tier) DO UPDATE SET
            members = members + excluded.members;
END;
