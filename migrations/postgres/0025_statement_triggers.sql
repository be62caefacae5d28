-- The summaries' triggers once a statement rather than once a row. Each reads the rows its
-- statement wrote (a transition table), adds them up per summary row, and writes each
-- summary row once: a `COPY` of many thousand ledger rows or results costs about what its
-- rows do, where a row's trigger ran a PL/pgSQL function for each and updated the same few
-- count rows (a tier's, a score's) again and again. A statement of one row, as a click
-- writes, does what the row's trigger did. What each keeps, and when, is as before
-- (0001, 0019 to 0024); a statement's rows are taken in the order of their ids, as the
-- row triggers took them.

-- The counts of wallets by balance and by tier: `moves` of +1 and -1 at balances, added up
-- per row, a balance no wallet holds any more let go.
CREATE FUNCTION parlor_count_balances(guilds BIGINT[], balances BIGINT[], moves BIGINT[])
RETURNS void LANGUAGE sql AS $$
    INSERT INTO balance_counts AS c (guild_id, balance, members)
        SELECT g, b, SUM(d) FROM unnest(guilds, balances, moves) AS m (g, b, d)
        GROUP BY g, b HAVING SUM(d) <> 0 ORDER BY g, b
        ON CONFLICT (guild_id, balance) DO UPDATE SET members = c.members + EXCLUDED.members;
    INSERT INTO balance_tiers AS t (guild_id, tier, members)
        SELECT g, parlor_tier(b), SUM(d) FROM unnest(guilds, balances, moves) AS m (g, b, d)
        GROUP BY g, parlor_tier(b) HAVING SUM(d) <> 0 ORDER BY g, parlor_tier(b)
        ON CONFLICT (guild_id, tier) DO UPDATE SET members = t.members + EXCLUDED.members;
    DELETE FROM balance_counts c USING unnest(guilds, balances, moves) AS m (g, b, d)
        WHERE m.d < 0 AND c.guild_id = m.g AND c.balance = m.b AND c.members = 0;
$$;

-- A statement's ledger rows move each wallet to the balance its last row leads to.
DROP TRIGGER ledger_moves_the_balance ON ledger;
DROP FUNCTION ledger_moves_the_balance();

CREATE FUNCTION ledger_moves_the_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE wallets w SET balance = n.balance_after
        FROM (SELECT DISTINCT ON (guild_id, user_id) guild_id, user_id, balance_after
              FROM new_ledger ORDER BY guild_id, user_id, id DESC) AS n
        WHERE w.guild_id = n.guild_id AND w.user_id = n.user_id;
    RETURN NULL;
END
$$;

CREATE TRIGGER ledger_moves_the_balances AFTER INSERT ON ledger
    REFERENCING NEW TABLE AS new_ledger
    FOR EACH STATEMENT EXECUTE FUNCTION ledger_moves_the_balances();

-- Wallets opened and balances moved, counted; a wallet removed is still counted by the
-- row (no statement of Parlor's removes wallets).
DROP TRIGGER wallet_counted ON wallets;

CREATE TRIGGER wallet_uncounted AFTER DELETE ON wallets
    FOR EACH ROW EXECUTE FUNCTION wallet_counted();

CREATE FUNCTION wallets_opened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM parlor_count_balances(array_agg(guild_id), array_agg(balance), array_agg(1::BIGINT))
        FROM new_wallets;
    RETURN NULL;
END
$$;

CREATE TRIGGER wallets_opened AFTER INSERT ON wallets
    REFERENCING NEW TABLE AS new_wallets
    FOR EACH STATEMENT EXECUTE FUNCTION wallets_opened();

CREATE FUNCTION wallets_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM parlor_count_balances(array_agg(m.guild_id), array_agg(m.balance), array_agg(m.d))
        FROM (SELECT o.guild_id, o.balance, -1::BIGINT AS d
              FROM old_wallets o JOIN new_wallets n USING (guild_id, user_id)
              WHERE o.balance <> n.balance
              UNION ALL
              SELECT n.guild_id, n.balance, 1
              FROM old_wallets o JOIN new_wallets n USING (guild_id, user_id)
              WHERE o.balance <> n.balance) AS m;
    RETURN NULL;
END
$$;

CREATE TRIGGER wallets_moved AFTER UPDATE ON wallets
    REFERENCING OLD TABLE AS old_wallets NEW TABLE AS new_wallets
    FOR EACH STATEMENT EXECUTE FUNCTION wallets_moved();

-- The seasons' nets (0024): each member's games in the statement, with their movements
-- written before it, counted whole in the season of their last movement, the game's
-- earlier net moved there when it counted in an earlier season.
DROP TRIGGER ledger_season_net ON ledger;
DROP FUNCTION ledger_season_net();

CREATE FUNCTION ledger_season_nets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    WITH played AS (
        SELECT guild_id, user_id, game_id, SUM(delta) AS net, MAX(created_at) AS last,
               MIN(id) AS first
        FROM new_ledger WHERE game_id IS NOT NULL
        GROUP BY guild_id, user_id, game_id),
    earlier AS (
        SELECT p.guild_id, p.user_id, p.net, p.last, e.n, e.net AS earlier_net,
               e.last AS earlier_last
        FROM played p CROSS JOIN LATERAL (
            SELECT COUNT(*) AS n, COALESCE(SUM(l.delta), 0) AS net, MAX(l.created_at) AS last
            FROM ledger l
            WHERE l.game_id = p.game_id AND l.user_id = p.user_id AND l.guild_id = p.guild_id
              AND l.id < p.first) AS e),
    seasons AS (
        SELECT e.*, s.span, parlor_season(s.span, e.earlier_last) AS was,
               parlor_season(s.span, GREATEST(e.earlier_last, e.last)) AS now_in
        FROM earlier e CROSS JOIN (VALUES (1::BIGINT), (2::BIGINT)) AS s (span)),
    changes AS (
        SELECT guild_id, span, was AS since, user_id, -earlier_net AS net, -1 AS games
        FROM seasons WHERE n > 0 AND was <> now_in
        UNION ALL
        SELECT guild_id, span, now_in, user_id,
               CASE WHEN n > 0 AND was <> now_in THEN earlier_net + net ELSE net END,
               CASE WHEN n = 0 OR was <> now_in THEN 1 ELSE 0 END
        FROM seasons)
    INSERT INTO season_nets AS s (guild_id, span, since, user_id, net, games)
        SELECT guild_id, span, since, user_id, SUM(net), SUM(games) FROM changes
        GROUP BY guild_id, span, since, user_id ORDER BY guild_id, span, since, user_id
        ON CONFLICT (guild_id, span, since, user_id) DO UPDATE SET
            net = s.net + EXCLUDED.net, games = s.games + EXCLUDED.games;
    RETURN NULL;
END
$$;

CREATE TRIGGER ledger_season_nets AFTER INSERT ON ledger
    REFERENCING NEW TABLE AS new_ledger
    FOR EACH STATEMENT EXECUTE FUNCTION ledger_season_nets();

-- A season's members by net and by tier of nets: those with a game in it.
DROP TRIGGER season_net_counted ON season_nets;
DROP FUNCTION season_net_counted();

CREATE FUNCTION parlor_count_nets(guilds BIGINT[], spans BIGINT[], sinces BIGINT[],
                                  nets BIGINT[], moves BIGINT[])
RETURNS void LANGUAGE sql AS $$
    INSERT INTO season_counts AS c (guild_id, span, since, net, members)
        SELECT g, s, t, n, SUM(d) FROM unnest(guilds, spans, sinces, nets, moves) AS m (g, s, t, n, d)
        GROUP BY g, s, t, n HAVING SUM(d) <> 0 ORDER BY g, s, t, n
        ON CONFLICT (guild_id, span, since, net) DO UPDATE SET members = c.members + EXCLUDED.members;
    INSERT INTO season_tiers AS c (guild_id, span, since, tier, members)
        SELECT g, s, t, parlor_net_tier(n), SUM(d)
        FROM unnest(guilds, spans, sinces, nets, moves) AS m (g, s, t, n, d)
        GROUP BY g, s, t, parlor_net_tier(n) HAVING SUM(d) <> 0
        ORDER BY g, s, t, parlor_net_tier(n)
        ON CONFLICT (guild_id, span, since, tier) DO UPDATE SET members = c.members + EXCLUDED.members;
    DELETE FROM season_counts c USING unnest(guilds, spans, sinces, nets, moves) AS m (g, s, t, n, d)
        WHERE m.d < 0 AND c.guild_id = m.g AND c.span = m.s AND c.since = m.t AND c.net = m.n
          AND c.members = 0;
$$;

CREATE FUNCTION season_nets_opened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM parlor_count_nets(array_agg(guild_id), array_agg(span), array_agg(since),
                              array_agg(net), array_agg(1::BIGINT))
        FROM new_nets WHERE games > 0;
    RETURN NULL;
END
$$;

CREATE TRIGGER season_nets_opened AFTER INSERT ON season_nets
    REFERENCING NEW TABLE AS new_nets
    FOR EACH STATEMENT EXECUTE FUNCTION season_nets_opened();

CREATE FUNCTION season_nets_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM parlor_count_nets(array_agg(m.guild_id), array_agg(m.span), array_agg(m.since),
                              array_agg(m.net), array_agg(m.d))
        FROM (SELECT o.guild_id, o.span, o.since, o.net, -1::BIGINT AS d
              FROM old_nets o JOIN new_nets n USING (guild_id, span, since, user_id)
              WHERE o.games > 0 AND (o.net <> n.net OR n.games <= 0)
              UNION ALL
              SELECT n.guild_id, n.span, n.since, n.net, 1
              FROM old_nets o JOIN new_nets n USING (guild_id, span, since, user_id)
              WHERE n.games > 0 AND (o.net <> n.net OR o.games <= 0)) AS m;
    RETURN NULL;
END
$$;

CREATE TRIGGER season_nets_moved AFTER UPDATE ON season_nets
    REFERENCING OLD TABLE AS old_nets NEW TABLE AS new_nets
    FOR EACH STATEMENT EXECUTE FUNCTION season_nets_moved();

-- The bests (0020): each member's best and worst of the statement's ranked results per
-- board and span, the earlier of equal ones, taking the place of the kept ones they beat.
DROP TRIGGER result_best ON results;
DROP FUNCTION result_best();

CREATE FUNCTION results_best() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO bests AS b (guild_id, kind, board, span, since, user_id, high, high_id, low, low_id)
        SELECT r.guild_id, r.kind, r.board, s.span, s.since, r.user_id,
               MAX(r.score), (array_agg(r.id ORDER BY r.score DESC, r.id))[1],
               MIN(r.score), (array_agg(r.id ORDER BY r.score, r.id))[1]
        FROM new_results r CROSS JOIN LATERAL (
            VALUES (0::BIGINT, 0::BIGINT), (1, parlor_week(r.created_at)),
                   (2, parlor_month(r.created_at))) AS s (span, since)
        WHERE r.ranked = 1 AND r.score IS NOT NULL
        GROUP BY r.guild_id, r.kind, r.board, s.span, s.since, r.user_id
        ORDER BY r.guild_id, r.kind, r.board, s.span, s.since, r.user_id
        ON CONFLICT (guild_id, kind, board, span, since, user_id) DO UPDATE SET
            high = GREATEST(b.high, EXCLUDED.high),
            high_id = CASE WHEN EXCLUDED.high > b.high THEN EXCLUDED.high_id ELSE b.high_id END,
            low = LEAST(b.low, EXCLUDED.low),
            low_id = CASE WHEN EXCLUDED.low < b.low THEN EXCLUDED.low_id ELSE b.low_id END
        WHERE EXCLUDED.high > b.high OR EXCLUDED.low < b.low;
    RETURN NULL;
END
$$;

CREATE TRIGGER results_best AFTER INSERT ON results
    REFERENCING NEW TABLE AS new_results
    FOR EACH STATEMENT EXECUTE FUNCTION results_best();

-- The members per best (side 1: the highest; side -1: the lowest, by its negation).
DROP TRIGGER best_counted ON bests;
DROP FUNCTION best_counted();

CREATE FUNCTION parlor_count_bests(guilds BIGINT[], kinds TEXT[], boards TEXT[], spans BIGINT[],
                                   sinces BIGINT[], sides BIGINT[], vals BIGINT[],
                                   moves BIGINT[])
RETURNS void LANGUAGE sql AS $$
    INSERT INTO best_counts AS c (guild_id, kind, board, span, since, side, value, members)
        SELECT g, k, b, s, t, e, v, SUM(d)
        FROM unnest(guilds, kinds, boards, spans, sinces, sides, vals, moves)
            AS m (g, k, b, s, t, e, v, d)
        GROUP BY g, k, b, s, t, e, v HAVING SUM(d) <> 0 ORDER BY g, k, b, s, t, e, v
        ON CONFLICT (guild_id, kind, board, span, since, side, value)
        DO UPDATE SET members = c.members + EXCLUDED.members;
$$;

CREATE FUNCTION bests_opened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM parlor_count_bests(array_agg(guild_id), array_agg(kind), array_agg(board),
                               array_agg(span), array_agg(since), array_agg(side),
                               array_agg(value), array_agg(1::BIGINT))
        FROM (SELECT guild_id, kind, board, span, since, 1::BIGINT AS side, high AS value
              FROM new_bests
              UNION ALL
              SELECT guild_id, kind, board, span, since, -1, -low FROM new_bests) AS m;
    RETURN NULL;
END
$$;

CREATE TRIGGER bests_opened AFTER INSERT ON bests
    REFERENCING NEW TABLE AS new_bests
    FOR EACH STATEMENT EXECUTE FUNCTION bests_opened();

CREATE FUNCTION bests_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM parlor_count_bests(array_agg(guild_id), array_agg(kind), array_agg(board),
                               array_agg(span), array_agg(since), array_agg(side),
                               array_agg(value), array_agg(d))
        FROM (SELECT o.guild_id, o.kind, o.board, o.span, o.since, s.side,
                     CASE WHEN s.side = 1 THEN o.high ELSE -o.low END AS value, -1::BIGINT AS d
              FROM old_bests o JOIN new_bests n USING (guild_id, kind, board, span, since, user_id)
              CROSS JOIN (VALUES (1::BIGINT), (-1::BIGINT)) AS s (side)
              WHERE CASE WHEN s.side = 1 THEN o.high <> n.high ELSE o.low <> n.low END
              UNION ALL
              SELECT n.guild_id, n.kind, n.board, n.span, n.since, s.side,
                     CASE WHEN s.side = 1 THEN n.high ELSE -n.low END, 1
              FROM old_bests o JOIN new_bests n USING (guild_id, kind, board, span, since, user_id)
              CROSS JOIN (VALUES (1::BIGINT), (-1::BIGINT)) AS s (side)
              WHERE CASE WHEN s.side = 1 THEN o.high <> n.high ELSE o.low <> n.low END) AS m;
    RETURN NULL;
END
$$;

CREATE TRIGGER bests_moved AFTER UPDATE ON bests
    REFERENCING OLD TABLE AS old_bests NEW TABLE AS new_bests
    FOR EACH STATEMENT EXECUTE FUNCTION bests_moved();

-- Rarity (0021): a member's first results count them, and what they hold, on their server;
-- an unlock counts when its member has a result.
DROP TRIGGER result_player ON results;
DROP FUNCTION result_player();

CREATE FUNCTION results_players() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    WITH members AS (
        SELECT guild_id, user_id, MIN(id) AS first FROM new_results GROUP BY guild_id, user_id),
    firsts AS (
        SELECT m.guild_id, m.user_id FROM members m
        WHERE NOT EXISTS (SELECT 1 FROM results r
                          WHERE r.guild_id = m.guild_id AND r.user_id = m.user_id
                            AND r.id < m.first)),
    counted AS (
        SELECT f.guild_id, '' AS achievement FROM firsts f
        UNION ALL
        SELECT a.guild_id, a.achievement FROM firsts f
        JOIN achievements a ON a.guild_id = f.guild_id AND a.user_id = f.user_id)
    INSERT INTO achievement_counts AS c (guild_id, achievement, members)
        SELECT guild_id, achievement, COUNT(*) FROM counted
        GROUP BY guild_id, achievement ORDER BY guild_id, achievement
        ON CONFLICT (guild_id, achievement) DO UPDATE SET members = c.members + EXCLUDED.members;
    RETURN NULL;
END
$$;

CREATE TRIGGER results_players AFTER INSERT ON results
    REFERENCING NEW TABLE AS new_results
    FOR EACH STATEMENT EXECUTE FUNCTION results_players();

DROP TRIGGER achievement_held ON achievements;
DROP FUNCTION achievement_held();

CREATE FUNCTION achievements_held() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO achievement_counts AS c (guild_id, achievement, members)
        SELECT a.guild_id, a.achievement, COUNT(*) FROM new_achievements a
        WHERE EXISTS (SELECT 1 FROM results r
                      WHERE r.guild_id = a.guild_id AND r.user_id = a.user_id)
        GROUP BY a.guild_id, a.achievement ORDER BY a.guild_id, a.achievement
        ON CONFLICT (guild_id, achievement) DO UPDATE SET members = c.members + EXCLUDED.members;
    RETURN NULL;
END
$$;

CREATE TRIGGER achievements_held AFTER INSERT ON achievements
    REFERENCING NEW TABLE AS new_achievements
    FOR EACH STATEMENT EXECUTE FUNCTION achievements_held();

-- The members' records (0022): the statement's results per member and game added to the
-- record; its highest, lowest and highest ranked score, the earlier of equal ones, taking
-- the place of the kept ones they beat. A record with no score yet keeps the detail of
-- its latest result, as the row's trigger left it.
DROP TRIGGER result_stats ON results;
DROP FUNCTION result_stats();

CREATE FUNCTION results_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    WITH totals AS (
        SELECT guild_id, user_id, kind, COUNT(*) AS played, SUM(wager) AS wagered,
               SUM(payout) AS paid, SUM(won) AS wins, COUNT(score) AS scored,
               COALESCE(SUM(score), 0) AS score_sum
        FROM new_results GROUP BY guild_id, user_id, kind),
    latest AS (
        SELECT DISTINCT ON (guild_id, user_id, kind) guild_id, user_id, kind,
               COALESCE(detail, '') AS detail
        FROM new_results ORDER BY guild_id, user_id, kind, id DESC),
    high AS (
        SELECT DISTINCT ON (guild_id, user_id, kind) guild_id, user_id, kind, score,
               COALESCE(detail, '') AS detail
        FROM new_results WHERE score IS NOT NULL
        ORDER BY guild_id, user_id, kind, score DESC, id),
    low AS (
        SELECT DISTINCT ON (guild_id, user_id, kind) guild_id, user_id, kind, score,
               COALESCE(detail, '') AS detail
        FROM new_results WHERE score IS NOT NULL
        ORDER BY guild_id, user_id, kind, score, id),
    top AS (
        SELECT DISTINCT ON (guild_id, user_id, kind) guild_id, user_id, kind, score,
               COALESCE(detail, '') AS detail
        FROM new_results WHERE score IS NOT NULL AND ranked = 1
        ORDER BY guild_id, user_id, kind, score DESC, id)
    INSERT INTO member_stats AS s (guild_id, user_id, kind, played, wagered, paid, wins,
                                   scored, score_sum, high, high_detail, low, low_detail,
                                   top, top_detail)
        SELECT t.guild_id, t.user_id, t.kind, t.played, t.wagered, t.paid, t.wins, t.scored,
               t.score_sum, h.score, COALESCE(h.detail, n.detail), l.score,
               COALESCE(l.detail, n.detail), p.score, COALESCE(p.detail, n.detail)
        FROM totals t
        JOIN latest n USING (guild_id, user_id, kind)
        LEFT JOIN high h USING (guild_id, user_id, kind)
        LEFT JOIN low l USING (guild_id, user_id, kind)
        LEFT JOIN top p USING (guild_id, user_id, kind)
        ORDER BY t.guild_id, t.user_id, t.kind
        ON CONFLICT (guild_id, user_id, kind) DO UPDATE SET
            played = s.played + EXCLUDED.played,
            wagered = s.wagered + EXCLUDED.wagered,
            paid = s.paid + EXCLUDED.paid,
            wins = s.wins + EXCLUDED.wins,
            scored = s.scored + EXCLUDED.scored,
            score_sum = s.score_sum + EXCLUDED.score_sum,
            high = CASE WHEN s.high IS NULL OR EXCLUDED.high > s.high
                        THEN EXCLUDED.high ELSE s.high END,
            high_detail = CASE WHEN s.high IS NULL OR EXCLUDED.high > s.high
                               THEN EXCLUDED.high_detail ELSE s.high_detail END,
            low = CASE WHEN s.low IS NULL OR EXCLUDED.low < s.low
                       THEN EXCLUDED.low ELSE s.low END,
            low_detail = CASE WHEN s.low IS NULL OR EXCLUDED.low < s.low
                              THEN EXCLUDED.low_detail ELSE s.low_detail END,
            top = CASE WHEN s.top IS NULL OR EXCLUDED.top > s.top
                       THEN EXCLUDED.top ELSE s.top END,
            top_detail = CASE WHEN s.top IS NULL OR EXCLUDED.top > s.top
                              THEN EXCLUDED.top_detail ELSE s.top_detail END;
    INSERT INTO member_measures AS m (guild_id, user_id, kind, name, total, count)
        SELECT r.guild_id, r.user_id, r.kind, e.key, SUM(CAST(e.value AS DOUBLE PRECISION)),
               COUNT(*)
        FROM new_results r, json_each_text(CAST(r.measures AS json)) e
        WHERE r.measures IS NOT NULL AND e.value IS NOT NULL
        GROUP BY r.guild_id, r.user_id, r.kind, e.key
        ORDER BY r.guild_id, r.user_id, r.kind, e.key
        ON CONFLICT (guild_id, user_id, kind, name)
        DO UPDATE SET total = m.total + EXCLUDED.total, count = m.count + EXCLUDED.count;
    RETURN NULL;
END
$$;

CREATE TRIGGER results_stats AFTER INSERT ON results
    REFERENCING NEW TABLE AS new_results
    FOR EACH STATEMENT EXECUTE FUNCTION results_stats();

-- The days' bests (0023): per member, board and slot, the statement's results of their
-- latest day there, the best and worst the earlier of equal ones; a later day takes the
-- slot's place, the same day betters it, an older one changes nothing.
DROP TRIGGER result_day_best ON results;
DROP FUNCTION result_day_best();

CREATE FUNCTION results_day_best() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO day_bests AS b (guild_id, kind, board, slot, user_id, day,
                                high, high_id, low, low_id)
        SELECT guild_id, kind, board, (created_at / 86400) % 8, user_id, MAX(created_at / 86400),
               (array_agg(score ORDER BY created_at / 86400 DESC, score DESC, id))[1],
               (array_agg(id ORDER BY created_at / 86400 DESC, score DESC, id))[1],
               (array_agg(score ORDER BY created_at / 86400 DESC, score, id))[1],
               (array_agg(id ORDER BY created_at / 86400 DESC, score, id))[1]
        FROM new_results WHERE ranked = 1 AND score IS NOT NULL
        GROUP BY guild_id, kind, board, (created_at / 86400) % 8, user_id
        ORDER BY guild_id, kind, board, (created_at / 86400) % 8, user_id
        ON CONFLICT (guild_id, kind, board, slot, user_id) DO UPDATE SET
            day = GREATEST(b.day, EXCLUDED.day),
            high = CASE WHEN EXCLUDED.day > b.day OR EXCLUDED.high > b.high
                        THEN EXCLUDED.high ELSE b.high END,
            high_id = CASE WHEN EXCLUDED.day > b.day OR EXCLUDED.high > b.high
                           THEN EXCLUDED.high_id ELSE b.high_id END,
            low = CASE WHEN EXCLUDED.day > b.day OR EXCLUDED.low < b.low
                       THEN EXCLUDED.low ELSE b.low END,
            low_id = CASE WHEN EXCLUDED.day > b.day OR EXCLUDED.low < b.low
                          THEN EXCLUDED.low_id ELSE b.low_id END
        WHERE EXCLUDED.day > b.day
           OR (EXCLUDED.day = b.day AND (EXCLUDED.high > b.high OR EXCLUDED.low < b.low));
    RETURN NULL;
END
$$;

CREATE TRIGGER results_day_best AFTER INSERT ON results
    REFERENCING NEW TABLE AS new_results
    FOR EACH STATEMENT EXECUTE FUNCTION results_day_best();
