-- A member's record per game on a server, kept as their results come rather than added up
-- on each `/stats`: games, chips wagered and paid, wins, the scores' sum and count, the
-- highest and lowest score and the highest ranked one (each the earlier of equal ones,
-- with its detail); and each further measure's total and count (`member_measures`).
CREATE TABLE member_stats (
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    played      INTEGER NOT NULL,
    wagered     INTEGER NOT NULL,
    paid        INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    scored      INTEGER NOT NULL,
    score_sum   INTEGER NOT NULL,
    high        INTEGER,
    high_detail TEXT    NOT NULL,
    low         INTEGER,
    low_detail  TEXT    NOT NULL,
    top         INTEGER,
    top_detail  TEXT    NOT NULL,
    PRIMARY KEY (guild_id, user_id, kind)
) WITHOUT ROWID;

CREATE TABLE member_measures (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    kind     TEXT    NOT NULL,
    name     TEXT    NOT NULL,
    total    REAL    NOT NULL,
    count    INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id, kind, name)
) WITHOUT ROWID;

-- The results so far, in the order they came, as the trigger below takes each.
INSERT INTO member_stats (guild_id, user_id, kind, played, wagered, paid, wins, scored,
                          score_sum, high, high_detail, low, low_detail, top, top_detail)
    SELECT guild_id, user_id, kind, 1, wager, payout, won, score IS NOT NULL,
           COALESCE(score, 0), score, COALESCE(detail, ''), score, COALESCE(detail, ''),
           CASE WHEN ranked = 1 THEN score END, COALESCE(detail, '')
    FROM results WHERE true ORDER BY id
    ON CONFLICT (guild_id, user_id, kind) DO UPDATE SET
        played = played + 1,
        wagered = wagered + excluded.wagered,
        paid = paid + excluded.paid,
        wins = wins + excluded.wins,
        scored = scored + excluded.scored,
        score_sum = score_sum + excluded.score_sum,
        high = CASE WHEN high IS NULL OR excluded.high > high THEN excluded.high ELSE high END,
        high_detail = CASE WHEN high IS NULL OR excluded.high > high
                           THEN excluded.high_detail ELSE high_detail END,
        low = CASE WHEN low IS NULL OR excluded.low < low THEN excluded.low ELSE low END,
        low_detail = CASE WHEN low IS NULL OR excluded.low < low
                          THEN excluded.low_detail ELSE low_detail END,
        top = CASE WHEN top IS NULL OR excluded.top > top THEN excluded.top ELSE top END,
        top_detail = CASE WHEN top IS NULL OR excluded.top > top
                          THEN excluded.top_detail ELSE top_detail END;

INSERT INTO member_measures (guild_id, user_id, kind, name, total, count)
    SELECT r.guild_id, r.user_id, r.kind, m.key, SUM(m.value), COUNT(m.value)
    FROM results r, json_each(r.measures) m
    WHERE r.measures IS NOT NULL AND m.value IS NOT NULL
    GROUP BY r.guild_id, r.user_id, r.kind, m.key;

CREATE TRIGGER result_stats AFTER INSERT ON results
BEGIN
    INSERT INTO member_stats (guild_id, user_id, kind, played, wagered, paid, wins, scored,
                              score_sum, high, high_detail, low, low_detail, top, top_detail)
        VALUES (NEW.guild_id, NEW.user_id, NEW.kind, 1, NEW.wager, NEW.payout, NEW.won,
                NEW.score IS NOT NULL, COALESCE(NEW.score, 0), NEW.score,
                COALESCE(NEW.detail, ''), NEW.score, COALESCE(NEW.detail, ''),
                CASE WHEN NEW.ranked = 1 THEN NEW.score END, COALESCE(NEW.detail, ''))
        ON CONFLICT (guild_id, user_id, kind) DO UPDATE SET
            played = played + 1,
            wagered = wagered + excluded.wagered,
            paid = paid + excluded.paid,
            wins = wins + excluded.wins,
            scored = scored + excluded.scored,
            score_sum = score_sum + excluded.score_sum,
            high = CASE WHEN high IS NULL OR excluded.high > high THEN excluded.high ELSE high END,
            high_detail = CASE WHEN high IS NULL OR excluded.high > high
                               THEN excluded.high_detail ELSE high_detail END,
            low = CASE WHEN low IS NULL OR excluded.low < low THEN excluded.low ELSE low END,
            low_detail = CASE WHEN low IS NULL OR excluded.low < low
                              THEN excluded.low_detail ELSE low_detail END,
            top = CASE WHEN top IS NULL OR excluded.top > top THEN excluded.top ELSE top END,
            top_detail = CASE WHEN top IS NULL OR excluded.top > top
                              THEN excluded.top_detail ELSE top_detail END;
    INSERT INTO member_measures (guild_id, user_id, kind, name, total, count)
        SELECT NEW.guild_id, NEW.user_id, NEW.kind, m.key, m.value, 1
        FROM json_each(NEW.measures) m
        WHERE NEW.measures IS NOT NULL AND m.value IS NOT NULL
        ON CONFLICT (guild_id, user_id, kind, name)
        DO UPDATE SET total = total + excluded.total, count = count + 1;
END;
