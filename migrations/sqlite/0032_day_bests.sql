-- Each member's best results of each of the last eight days on each board, for the boards'
-- best of late (the last seven days, today's): the highest and the lowest, each with its
-- result (the earlier of equal ones). A day's rows take the place of those of the day
-- eight days before it (`slot` is the day modulo 8), so the table holds at most eight
-- rows per member and board however long the server plays; a row whose `day` is not the
-- one asked for is from an older week and is never read.
CREATE TABLE day_bests (
    guild_id INTEGER NOT NULL,
    kind     TEXT    NOT NULL,
    board    TEXT    NOT NULL,
    slot     INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    day      INTEGER NOT NULL,
    high     INTEGER NOT NULL,
    high_id  INTEGER NOT NULL,
    low      INTEGER NOT NULL,
    low_id   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, kind, board, slot, user_id)
);

-- The last eight days' results so far, in the order they came.
INSERT INTO day_bests (guild_id, kind, board, slot, user_id, day, high, high_id, low, low_id)
    SELECT guild_id, kind, board, (created_at / 86400) % 8, user_id, created_at / 86400,
           score, id, score, id
    FROM results
    WHERE ranked = 1 AND score IS NOT NULL
      AND created_at >= CAST(strftime('%s', 'now', 'start of day', '-7 days') AS INTEGER)
    ORDER BY id
    ON CONFLICT (guild_id, kind, board, slot, user_id) DO UPDATE SET
        high = MAX(high, excluded.high),
        high_id = CASE WHEN excluded.high > high THEN excluded.high_id ELSE high_id END,
        low = MIN(low, excluded.low),
        low_id = CASE WHEN excluded.low < low THEN excluded.low_id ELSE low_id END
    WHERE excluded.high > high OR excluded.low < low;

CREATE INDEX day_bests_by_high ON day_bests (guild_id, kind, board, slot, day, high DESC, high_id);
CREATE INDEX day_bests_by_low ON day_bests (guild_id, kind, board, slot, day, low, low_id);

-- A result starts its member's day on its slot, or betters it; one from an older day than
-- the slot holds (a clock eight days behind) changes nothing. The day a result counts for
-- is the one it was written on (UTC), as the boards' windows are.
CREATE TRIGGER result_day_best AFTER INSERT ON results
WHEN NEW.ranked = 1 AND NEW.score IS NOT NULL
BEGIN
    INSERT INTO day_bests (guild_id, kind, board, slot, user_id, day, high, high_id, low, low_id)
        VALUES (NEW.guild_id, NEW.kind, NEW.board, (NEW.created_at / 86400) % 8, NEW.user_id,
                NEW.created_at / 86400, NEW.score, NEW.id, NEW.score, NEW.id)
        ON CONFLICT (guild_id, kind, board, slot, user_id) DO UPDATE SET
            day = MAX(day, excluded.day),
            high = CASE WHEN excluded.day > day OR excluded.high > high
                        THEN excluded.high ELSE high END,
            high_id = CASE WHEN excluded.day > day OR excluded.high > high
                           THEN excluded.high_id ELSE high_id END,
            low = CASE WHEN excluded.day > day OR excluded.low < low
                       THEN excluded.low ELSE low END,
            low_id = CASE WHEN excluded.day > day OR excluded.low < low
                          THEN excluded.low_id ELSE low_id END
        WHERE excluded.day > day
           OR (excluded.day = day AND (excluded.high > high OR excluded.low < low));
END;
