-- The season's trigger of 0033 as four plain statements, two for the week and two for the
-- month, each looking up the member's earlier movements in the game itself: the same rows,
-- in about two thirds of the time (its single statement joined two unions of constants,
-- which SQLite builds anew for every movement).
DROP TRIGGER ledger_season_net;

CREATE TRIGGER ledger_season_net AFTER INSERT ON ledger
WHEN NEW.game_id IS NOT NULL
BEGIN
    -- The week: the movement, and the game's earlier net when it moves here...
    INSERT INTO season_nets (guild_id, span, since, user_id, net, games)
        SELECT NEW.guild_id, 1, p.now_in, NEW.user_id,
               NEW.delta + CASE WHEN p.n > 0 AND p.was <> p.now_in THEN p.before ELSE 0 END,
               CASE WHEN p.n = 0 OR p.was <> p.now_in THEN 1 ELSE 0 END
        FROM (SELECT COUNT(*) AS n, COALESCE(SUM(delta), 0) AS before,
                     MAX(created_at) - MAX(created_at) % 86400 - ((MAX(created_at) / 86400 + 3) % 7) * 86400 AS was,
                     MAX(COALESCE(MAX(created_at), NEW.created_at), NEW.created_at)
                       - MAX(COALESCE(MAX(created_at), NEW.created_at), NEW.created_at) % 86400
                       - ((MAX(COALESCE(MAX(created_at), NEW.created_at), NEW.created_at) / 86400 + 3) % 7) * 86400 AS now_in
              FROM ledger
              WHERE game_id = NEW.game_id AND user_id = NEW.user_id AND guild_id = NEW.guild_id
                AND id < NEW.id) AS p
        WHERE true
        ON CONFLICT (guild_id, span, since, user_id) DO UPDATE SET
            net = net + excluded.net, games = games + excluded.games;
    -- ...and that net taken out of the week it counted in.
    INSERT INTO season_nets (guild_id, span, since, user_id, net, games)
        SELECT NEW.guild_id, 1, p.was, NEW.user_id, -p.before, -1
        FROM (SELECT COUNT(*) AS n, COALESCE(SUM(delta), 0) AS before,
                     MAX(created_at) - MAX(created_at) % 86400 - ((MAX(created_at) / 86400 + 3) % 7) * 86400 AS was,
                     MAX(COALESCE(MAX(created_at), NEW.created_at), NEW.created_at)
                       - MAX(COALESCE(MAX(created_at), NEW.created_at), NEW.created_at) % 86400
                       - ((MAX(COALESCE(MAX(created_at), NEW.created_at), NEW.created_at) / 86400 + 3) % 7) * 86400 AS now_in
              FROM ledger
              WHERE game_id = NEW.game_id AND user_id = NEW.user_id AND guild_id = NEW.guild_id
                AND id < NEW.id) AS p
        WHERE p.n > 0 AND p.was <> p.now_in
        ON CONFLICT (guild_id, span, since, user_id) DO UPDATE SET
            net = net + excluded.net, games = games + excluded.games;
    -- The month: the movement, and the game's earlier net when it moves here...
    INSERT INTO season_nets (guild_id, span, since, user_id, net, games)
        SELECT NEW.guild_id, 2, p.now_in, NEW.user_id,
               NEW.delta + CASE WHEN p.n > 0 AND p.was <> p.now_in THEN p.before ELSE 0 END,
               CASE WHEN p.n = 0 OR p.was <> p.now_in THEN 1 ELSE 0 END
        FROM (SELECT COUNT(*) AS n, COALESCE(SUM(delta), 0) AS before,
                     CAST(strftime('%s', MAX(created_at), 'unixepoch', 'start of month')
                          AS INTEGER) AS was,
                     CAST(strftime('%s', MAX(COALESCE(MAX(created_at), NEW.created_at), NEW.created_at), 'unixepoch',
                                   'start of month') AS INTEGER) AS now_in
              FROM ledger
              WHERE game_id = NEW.game_id AND user_id = NEW.user_id AND guild_id = NEW.guild_id
                AND id < NEW.id) AS p
        WHERE true
        ON CONFLICT (guild_id, span, since, user_id) DO UPDATE SET
            net = net + excluded.net, games = games + excluded.games;
    -- ...and that net taken out of the month it counted in.
    INSERT INTO season_nets (guild_id, span, since, user_id, net, games)
        SELECT NEW.guild_id, 2, p.was, NEW.user_id, -p.before, -1
        FROM (SELECT COUNT(*) AS n, COALESCE(SUM(delta), 0) AS before,
                     CAST(strftime('%s', MAX(created_at), 'unixepoch', 'start of month')
                          AS INTEGER) AS was,
                     CAST(strftime('%s', MAX(COALESCE(MAX(created_at), NEW.created_at), NEW.created_at), 'unixepoch',
                                   'start of month') AS INTEGER) AS now_in
              FROM ledger
              WHERE game_id = NEW.game_id AND user_id = NEW.user_id AND guild_id = NEW.guild_id
                AND id < NEW.id) AS p
        WHERE p.n > 0 AND p.was <> p.now_in
        ON CONFLICT (guild_id, span, since, user_id) DO UPDATE SET
            net = net + excluded.net, games = games + excluded.games;
END;
