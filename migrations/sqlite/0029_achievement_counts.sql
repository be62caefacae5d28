-- How rare each achievement is on a server, kept as it changes rather than counted on each
-- `/achievements`: how many members finished a game there (`achievement` ''), and how many
-- of those hold each achievement. A member's first result (their smallest id: on
-- PostgreSQL the triggers of a statement of many rows see them all) counts them and what
-- they hold; an unlock counts when its member has a result.
CREATE TABLE achievement_counts (
    guild_id    INTEGER NOT NULL,
    achievement TEXT    NOT NULL,
    members     INTEGER NOT NULL,
    PRIMARY KEY (guild_id, achievement)
) WITHOUT ROWID;

INSERT INTO achievement_counts (guild_id, achievement, members)
    SELECT guild_id, '', COUNT(DISTINCT user_id) FROM results GROUP BY guild_id;

INSERT INTO achievement_counts (guild_id, achievement, members)
    SELECT a.guild_id, a.achievement, COUNT(*) FROM achievements a
    WHERE EXISTS (SELECT 1 FROM results r WHERE r.guild_id = a.guild_id AND r.user_id = a.user_id)
    GROUP BY a.guild_id, a.achievement;

CREATE TRIGGER result_player AFTER INSERT ON results
WHEN NOT EXISTS (SELECT 1 FROM results r
                 WHERE r.guild_id = NEW.guild_id AND r.user_id = NEW.user_id AND r.id < NEW.id)
BEGIN
    INSERT INTO achievement_counts (guild_id, achievement, members)
        SELECT NEW.guild_id, '', 1
        UNION ALL
        SELECT NEW.guild_id, a.achievement, 1 FROM achievements a
        WHERE a.guild_id = NEW.guild_id AND a.user_id = NEW.user_id
        ON CONFLICT (guild_id, achievement) DO UPDATE SET members = members + 1;
END;

CREATE TRIGGER achievement_held AFTER INSERT ON achievements
WHEN EXISTS (SELECT 1 FROM results r WHERE r.guild_id = NEW.guild_id AND r.user_id = NEW.user_id)
BEGIN
    INSERT INTO achievement_counts (guild_id, achievement, members)
        VALUES (NEW.guild_id, NEW.achievement, 1)
        ON CONFLICT (guild_id, achievement) DO UPDATE SET members = members + 1;
END;
