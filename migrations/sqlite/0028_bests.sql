-- Each member's best results on each board, kept as the results come in: of all time (span
-- 0, since 0), and of the week (span 1) and the month (span 2) that began at `since`, the
-- seasons' own: the highest and the lowest, each with its result (the earlier of equal
-- ones). A board reads its members' bests from here rather than going over every result;
-- and `best_counts` says how many members' best is each score (side 1: the highest; side
-- -1: minus the lowest, so that the better is the greater on both), so that a place is the
-- members above it, summed from those few rows.
CREATE TABLE bests (
    guild_id INTEGER NOT NULL,
    kind     TEXT    NOT NULL,
    board    TEXT    NOT NULL,
    span     INTEGER NOT NULL,
    since    INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    high     INTEGER NOT NULL,
    high_id  INTEGER NOT NULL,
    low      INTEGER NOT NULL,
    low_id   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, kind, board, span, since, user_id)
);

CREATE TABLE best_counts (
    guild_id INTEGER NOT NULL,
    kind     TEXT    NOT NULL,
    board    TEXT    NOT NULL,
    span     INTEGER NOT NULL,
    since    INTEGER NOT NULL,
    side     INTEGER NOT NULL,
    value    INTEGER NOT NULL,
    members  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, kind, board, span, since, side, value)
) WITHOUT ROWID;

-- The results so far, in the order they came: of all time, and of the week and the month
-- now running (the seasons before are never ranked again).
INSERT INTO bests (guild_id, kind, board, span, since, user_id, high, high_id, low, low_id)
    SELECT r.guild_id, r.kind, r.board, s.span, s.since, r.user_id, r.score, r.id, r.score, r.id
    FROM results r JOIN (
        SELECT 0 AS span, 0 AS since
        UNION ALL
        SELECT 1, CAST(strftime('%s', 'now', 'start of day', '-6 days', 'weekday 1') AS INTEGER)
        UNION ALL
        SELECT 2, CAST(strftime('%s', 'now', 'start of month') AS INTEGER)) AS s
        ON r.created_at >= s.since
    WHERE r.ranked = 1 AND r.score IS NOT NULL
    ORDER BY r.id
    ON CONFLICT (guild_id, kind, board, span, since, user_id) DO UPDATE SET
        high = MAX(high, excluded.high),
        high_id = CASE WHEN excluded.high > high THEN excluded.high_id ELSE high_id END,
        low = MIN(low, excluded.low),
        low_id = CASE WHEN excluded.low < low THEN excluded.low_id ELSE low_id END
    WHERE excluded.high > high OR excluded.low < low;

INSERT INTO best_counts (guild_id, kind, board, span, since, side, value, members)
    SELECT guild_id, kind, board, span, since, 1, high, COUNT(*) FROM bests
    GROUP BY guild_id, kind, board, span, since, high
    UNION ALL
    SELECT guild_id, kind, board, span, since, -1, -low, COUNT(*) FROM bests
    GROUP BY guild_id, kind, board, span, since, low;

CREATE INDEX bests_by_high ON bests (guild_id, kind, board, span, since, high DESC, high_id);
CREATE INDEX bests_by_low ON bests (guild_id, kind, board, span, since, low, low_id);

CREATE TRIGGER result_best AFTER INSERT ON results
WHEN NEW.ranked = 1 AND NEW.score IS NOT NULL
BEGIN
    INSERT INTO bests (guild_id, kind, board, span, since, user_id, high, high_id, low, low_id)
        SELECT NEW.guild_id, NEW.kind, NEW.board, s.span, s.since, NEW.user_id,
               NEW.score, NEW.id, NEW.score, NEW.id
        FROM (SELECT 0 AS span, 0 AS since
              UNION ALL
              SELECT 1, NEW.created_at - NEW.created_at % 86400
                        - ((NEW.created_at / 86400 + 3) % 7) * 86400
              UNION ALL
              SELECT 2, CAST(strftime('%s', NEW.created_at, 'unixepoch', 'start of month')
                             AS INTEGER)) AS s
        WHERE true
        ON CONFLICT (guild_id, kind, board, span, since, user_id) DO UPDATE SET
            high = MAX(high, excluded.high),
            high_id = CASE WHEN excluded.high > high THEN excluded.high_id ELSE high_id END,
            low = MIN(low, excluded.low),
            low_id = CASE WHEN excluded.low < low THEN excluded.low_id ELSE low_id END
        WHERE excluded.high > high OR excluded.low < low;
END;

CREATE TRIGGER best_counted AFTER INSERT ON bests
BEGIN
    INSERT INTO best_counts (guild_id, kind, board, span, since, side, value, members)
        VALUES (NEW.guild_id, NEW.kind, NEW.board, NEW.span, NEW.since, 1, NEW.high, 1),
               (NEW.guild_id, NEW.kind, NEW.board, NEW.span, NEW.since, -1, -NEW.low, 1)
        ON CONFLICT (guild_id, kind, board, span, since, side, value)
        DO UPDATE SET members = members + 1;
END;

CREATE TRIGGER best_recounted AFTER UPDATE ON bests
BEGIN
    UPDATE best_counts SET members = members - 1
        WHERE guild_id = OLD.guild_id AND kind = OLD.kind AND board = OLD.board
          AND span = OLD.span AND since = OLD.since
          AND ((side = 1 AND value = OLD.high AND OLD.high <> NEW.high)
               OR (side = -1 AND value = -OLD.low AND OLD.low <> NEW.low));
    INSERT INTO best_counts (guild_id, kind, board, span, since, side, value, members)
        SELECT NEW.guild_id, NEW.kind, NEW.board, NEW.span, NEW.since, side, value, 1
        FROM (SELECT 1 AS side, NEW.high AS value WHERE OLD.high <> NEW.high
              UNION ALL
              SELECT -1, -NEW.low WHERE OLD.low <> NEW.low)
        WHERE true
        ON CONFLICT (guild_id, kind, board, span, since, side, value)
        DO UPDATE SET members = members + 1;
END;
