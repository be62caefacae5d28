-- Each member's best results of each of the last eight days on each board, for the boards'
-- best of late (the last seven days, today's): the highest and the lowest, each with its
-- result (the earlier of equal ones). A day's rows take the place of those of the day
-- eight days before it (`slot` is the day modulo 8), so the table holds at most eight
-- rows per member and board however long the server plays; a row whose `day` is not the
-- one asked for is from an older week and is never read.
CREATE TABLE day_bests (
    guild_id BIGINT NOT NULL,
    kind     TEXT   NOT NULL,
    board    TEXT   NOT NULL,
    slot     BIGINT NOT NULL,
    user_id  BIGINT NOT NULL,
    day      BIGINT NOT NULL,
    high     BIGINT NOT NULL,
    high_id  BIGINT NOT NULL,
    low      BIGINT NOT NULL,
    low_id   BIGINT NOT NULL,
    PRIMARY KEY (guild_id, kind, board, slot, user_id)
);

-- The last eight days' results so far.
WITH counted AS (
    SELECT guild_id, kind, board, (created_at / 86400) % 8 AS slot, user_id,
           created_at / 86400 AS day, score, id
    FROM results
    WHERE ranked = 1 AND score IS NOT NULL
      AND created_at >= CAST(EXTRACT(EPOCH FROM date_trunc('day', now() AT TIME ZONE 'UTC'))
                             AS BIGINT) - 7 * 86400),
high AS (
    SELECT DISTINCT ON (guild_id, kind, board, slot, user_id) *
    FROM counted ORDER BY guild_id, kind, board, slot, user_id, score DESC, id),
low AS (
    SELECT DISTINCT ON (guild_id, kind, board, slot, user_id) *
    FROM counted ORDER BY guild_id, kind, board, slot, user_id, score, id)
INSERT INTO day_bests (guild_id, kind, board, slot, user_id, day, high, high_id, low, low_id)
    SELECT h.guild_id, h.kind, h.board, h.slot, h.user_id, h.day, h.score, h.id, l.score, l.id
    FROM high h JOIN low l USING (guild_id, kind, board, slot, user_id);

CREATE INDEX day_bests_by_high ON day_bests (guild_id, kind, board, slot, day, high DESC, high_id);
CREATE INDEX day_bests_by_low ON day_bests (guild_id, kind, board, slot, day, low, low_id);

-- A result starts its member's day on its slot, or betters it; one from an older day than
-- the slot holds (a clock eight days behind) changes nothing. The day a result counts for
-- is the one it was written on (UTC), as the boards' windows are.
CREATE FUNCTION result_day_best() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.ranked <> 1 OR NEW.score IS NULL THEN
        RETURN NULL;
    END IF;
    INSERT INTO day_bests AS b (guild_id, kind, board, slot, user_id, day,
                                high, high_id, low, low_id)
        VALUES (NEW.guild_id, NEW.kind, NEW.board, (NEW.created_at / 86400) % 8, NEW.user_id,
                NEW.created_at / 86400, NEW.score, NEW.id, NEW.score, NEW.id)
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

CREATE TRIGGER result_day_best AFTER INSERT ON results
    FOR EACH ROW EXECUTE FUNCTION result_day_best();
