-- A member's record per game on a server, kept as their results come rather than added up
-- on each `/stats`: games, chips wagered and paid, wins, the scores' sum and count, the
-- highest and lowest score and the highest ranked one (each the earlier of equal ones,
-- with its detail); and each further measure's total and count (`member_measures`).
CREATE TABLE member_stats (
    guild_id    BIGINT NOT NULL,
    user_id     BIGINT NOT NULL,
    kind        TEXT   NOT NULL,
    played      BIGINT NOT NULL,
    wagered     BIGINT NOT NULL,
    paid        BIGINT NOT NULL,
    wins        BIGINT NOT NULL,
    scored      BIGINT NOT NULL,
    score_sum   BIGINT NOT NULL,
    high        BIGINT,
    high_detail TEXT   NOT NULL,
    low         BIGINT,
    low_detail  TEXT   NOT NULL,
    top         BIGINT,
    top_detail  TEXT   NOT NULL,
    PRIMARY KEY (guild_id, user_id, kind)
);

CREATE TABLE member_measures (
    guild_id BIGINT           NOT NULL,
    user_id  BIGINT           NOT NULL,
    kind     TEXT             NOT NULL,
    name     TEXT             NOT NULL,
    total    DOUBLE PRECISION NOT NULL,
    count    BIGINT           NOT NULL,
    PRIMARY KEY (guild_id, user_id, kind, name)
);

WITH totals AS (
    SELECT guild_id, user_id, kind, COUNT(*) AS played, SUM(wager) AS wagered,
           SUM(payout) AS paid, SUM(won) AS wins, COUNT(score) AS scored,
           COALESCE(SUM(score), 0) AS score_sum
    FROM results GROUP BY guild_id, user_id, kind),
high AS (
    SELECT DISTINCT ON (guild_id, user_id, kind) guild_id, user_id, kind, score, detail
    FROM results WHERE score IS NOT NULL
    ORDER BY guild_id, user_id, kind, score DESC, id),
low AS (
    SELECT DISTINCT ON (guild_id, user_id, kind) guild_id, user_id, kind, score, detail
    FROM results WHERE score IS NOT NULL
    ORDER BY guild_id, user_id, kind, score, id),
top AS (
    SELECT DISTINCT ON (guild_id, user_id, kind) guild_id, user_id, kind, score, detail
    FROM results WHERE score IS NOT NULL AND ranked = 1
    ORDER BY guild_id, user_id, kind, score DESC, id)
INSERT INTO member_stats (guild_id, user_id, kind, played, wagered, paid, wins, scored,
                          score_sum, high, high_detail, low, low_detail, top, top_detail)
    SELECT t.guild_id, t.user_id, t.kind, t.played, t.wagered, t.paid, t.wins, t.scored,
           t.score_sum, h.score, COALESCE(h.detail, ''), l.score, COALESCE(l.detail, ''),
           p.score, COALESCE(p.detail, '')
    FROM totals t
    LEFT JOIN high h USING (guild_id, user_id, kind)
    LEFT JOIN low l USING (guild_id, user_id, kind)
    LEFT JOIN top p USING (guild_id, user_id, kind);

INSERT INTO member_measures (guild_id, user_id, kind, name, total, count)
    SELECT r.guild_id, r.user_id, r.kind, m.key, SUM(CAST(m.value AS DOUBLE PRECISION)),
           COUNT(m.value)
    FROM results r, json_each_text(CAST(r.measures AS json)) m
    WHERE r.measures IS NOT NULL AND m.value IS NOT NULL
    GROUP BY r.guild_id, r.user_id, r.kind, m.key;

CREATE FUNCTION result_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO member_stats AS s (guild_id, user_id, kind, played, wagered, paid, wins,
                                   scored, score_sum, high, high_detail, low, low_detail,
                                   top, top_detail)
        VALUES (NEW.guild_id, NEW.user_id, NEW.kind, 1, NEW.wager, NEW.payout, NEW.won,
                CASE WHEN NEW.score IS NULL THEN 0 ELSE 1 END, COALESCE(NEW.score, 0),
                NEW.score, COALESCE(NEW.detail, ''), NEW.score, COALESCE(NEW.detail, ''),
                CASE WHEN NEW.ranked = 1 THEN NEW.score END, COALESCE(NEW.detail, ''))
        ON CONFLICT (guild_id, user_id, kind) DO UPDATE SET
            played = s.played + 1,
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
    IF NEW.measures IS NOT NULL THEN
        INSERT INTO member_measures AS m (guild_id, user_id, kind, name, total, count)
            SELECT NEW.guild_id, NEW.user_id, NEW.kind, e.key,
                   CAST(e.value AS DOUBLE PRECISION), 1
            FROM json_each_text(CAST(NEW.measures AS json)) e
            WHERE e.value IS NOT NULL
            ON CONFLICT (guild_id, user_id, kind, name)
            DO UPDATE SET total = m.total + EXCLUDED.total, count = m.count + 1;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER result_stats AFTER INSERT ON results
    FOR EACH ROW EXECUTE FUNCTION result_stats();
