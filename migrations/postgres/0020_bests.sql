-- Each member's best results on each board, kept as the results come in: of all time (span
-- 0, since 0), and of the week (span 1) and the month (span 2) that began at `since`, the
-- seasons' own: the highest and the lowest, each with its result (the earlier of equal
-- ones). A board reads its members' bests from here rather than going over every result;
-- and `best_counts` says how many members' best is each score (side 1: the highest; side
-- -1: minus the lowest, so that the better is the greater on both), so that a place is the
-- members above it, summed from those few rows.
CREATE TABLE bests (
    guild_id BIGINT NOT NULL,
    kind     TEXT   NOT NULL,
    board    TEXT   NOT NULL,
    span     BIGINT NOT NULL,
    since    BIGINT NOT NULL,
    user_id  BIGINT NOT NULL,
    high     BIGINT NOT NULL,
    high_id  BIGINT NOT NULL,
    low      BIGINT NOT NULL,
    low_id   BIGINT NOT NULL,
    PRIMARY KEY (guild_id, kind, board, span, since, user_id)
);

CREATE TABLE best_counts (
    guild_id BIGINT NOT NULL,
    kind     TEXT   NOT NULL,
    board    TEXT   NOT NULL,
    span     BIGINT NOT NULL,
    since    BIGINT NOT NULL,
    side     BIGINT NOT NULL,
    value    BIGINT NOT NULL,
    members  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, kind, board, span, since, side, value)
);

-- The seasons' starts of a moment (Unix seconds): its ISO week's Monday and its month's
-- first day, UTC.
CREATE FUNCTION parlor_week(at BIGINT) RETURNS BIGINT LANGUAGE sql IMMUTABLE AS $$
    SELECT at - at % 86400 - ((at / 86400 + 3) % 7) * 86400
$$;
CREATE FUNCTION parlor_month(at BIGINT) RETURNS BIGINT LANGUAGE sql IMMUTABLE AS $$
    SELECT CAST(EXTRACT(EPOCH FROM date_trunc('month', to_timestamp(at) AT TIME ZONE 'UTC'))
                AS BIGINT)
$$;

-- The results so far: of all time, and of the week and the month now running (the seasons
-- before are never ranked again).
WITH spans AS (
    SELECT 0::BIGINT AS span, 0::BIGINT AS since
    UNION ALL
    SELECT 1, parlor_week(CAST(EXTRACT(EPOCH FROM now()) AS BIGINT))
    UNION ALL
    SELECT 2, parlor_month(CAST(EXTRACT(EPOCH FROM now()) AS BIGINT))),
counted AS (
    SELECT r.guild_id, r.kind, r.board, s.span, s.since, r.user_id, r.score, r.id
    FROM results r JOIN spans s ON r.created_at >= s.since
    WHERE r.ranked = 1 AND r.score IS NOT NULL),
high AS (
    SELECT DISTINCT ON (guild_id, kind, board, span, since, user_id) *
    FROM counted ORDER BY guild_id, kind, board, span, since, user_id, score DESC, id),
low AS (
    SELECT DISTINCT ON (guild_id, kind, board, span, since, user_id) *
    FROM counted ORDER BY guild_id, kind, board, span, since, user_id, score, id)
INSERT INTO bests (guild_id, kind, board, span, since, user_id, high, high_id, low, low_id)
    SELECT h.guild_id, h.kind, h.board, h.span, h.since, h.user_id, h.score, h.id, l.score, l.id
    FROM high h JOIN low l USING (guild_id, kind, board, span, since, user_id);

INSERT INTO best_counts (guild_id, kind, board, span, since, side, value, members)
    SELECT guild_id, kind, board, span, since, 1, high, COUNT(*) FROM bests
    GROUP BY guild_id, kind, board, span, since, high
    UNION ALL
    SELECT guild_id, kind, board, span, since, -1, -low, COUNT(*) FROM bests
    GROUP BY guild_id, kind, board, span, since, low;

CREATE INDEX bests_by_high ON bests (guild_id, kind, board, span, since, high DESC, high_id);
CREATE INDEX bests_by_low ON bests (guild_id, kind, board, span, since, low, low_id);

CREATE FUNCTION result_best() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.ranked <> 1 OR NEW.score IS NULL THEN
        RETURN NULL;
    END IF;
    INSERT INTO bests AS b (guild_id, kind, board, span, since, user_id, high, high_id, low, low_id)
        SELECT NEW.guild_id, NEW.kind, NEW.board, s.span, s.since, NEW.user_id,
               NEW.score, NEW.id, NEW.score, NEW.id
        FROM (VALUES (0::BIGINT, 0::BIGINT), (1, parlor_week(NEW.created_at)),
                     (2, parlor_month(NEW.created_at))) AS s (span, since)
        ON CONFLICT (guild_id, kind, board, span, since, user_id) DO UPDATE SET
            high = GREATEST(b.high, EXCLUDED.high),
            high_id = CASE WHEN EXCLUDED.high > b.high THEN EXCLUDED.high_id ELSE b.high_id END,
            low = LEAST(b.low, EXCLUDED.low),
            low_id = CASE WHEN EXCLUDED.low < b.low THEN EXCLUDED.low_id ELSE b.low_id END
        WHERE EXCLUDED.high > b.high OR EXCLUDED.low < b.low;
    RETURN NULL;
END
$$;

CREATE TRIGGER result_best AFTER INSERT ON results
    FOR EACH ROW EXECUTE FUNCTION result_best();

CREATE FUNCTION best_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.high <> NEW.high THEN
        UPDATE best_counts SET members = members - 1
            WHERE guild_id = OLD.guild_id AND kind = OLD.kind AND board = OLD.board
              AND span = OLD.span AND since = OLD.since AND side = 1 AND value = OLD.high;
    END IF;
    IF TG_OP = 'UPDATE' AND OLD.low <> NEW.low THEN
        UPDATE best_counts SET members = members - 1
            WHERE guild_id = OLD.guild_id AND kind = OLD.kind AND board = OLD.board
              AND span = OLD.span AND since = OLD.since AND side = -1 AND value = -OLD.low;
    END IF;
    INSERT INTO best_counts AS c (guild_id, kind, board, span, since, side, value, members)
        SELECT NEW.guild_id, NEW.kind, NEW.board, NEW.span, NEW.since, m.side, m.value, 1
        FROM (SELECT 1::BIGINT AS side, NEW.high AS value
                  WHERE TG_OP = 'INSERT' OR OLD.high <> NEW.high
              UNION ALL
              SELECT -1, -NEW.low WHERE TG_OP = 'INSERT' OR OLD.low <> NEW.low) AS m
        ORDER BY m.side, m.value
        ON CONFLICT (guild_id, kind, board, span, since, side, value)
        DO UPDATE SET members = c.members + 1;
    RETURN NULL;
END
$$;

CREATE TRIGGER best_counted AFTER INSERT OR UPDATE ON bests
    FOR EACH ROW EXECUTE FUNCTION best_counted();
