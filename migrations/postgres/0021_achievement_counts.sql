-- How rare each achievement is on a server, kept as it changes rather than counted on each
-- `/achievements`: how many members finished a game there (`achievement` ''), and how many
-- of those hold each achievement. A member's first result (their smallest id: on
-- PostgreSQL the triggers of a statement of many rows see them all) counts them and what
-- they hold; an unlock counts when its member has a result.
CREATE TABLE achievement_counts (
    guild_id    BIGINT NOT NULL,
    achievement TEXT   NOT NULL,
    members     BIGINT NOT NULL,
    PRIMARY KEY (guild_id, achievement)
);

INSERT INTO achievement_counts (guild_id, achievement, members)
    SELECT guild_id, '', COUNT(DISTINCT user_id) FROM results GROUP BY guild_id;

INSERT INTO achievement_counts (guild_id, achievement, members)
    SELECT a.guild_id, a.achievement, COUNT(*) FROM achievements a
    WHERE EXISTS (SELECT 1 FROM results r WHERE r.guild_id = a.guild_id AND r.user_id = a.user_id)
    GROUP BY a.guild_id, a.achievement;

CREATE FUNCTION result_player() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM results r
               WHERE r.guild_id = NEW.guild_id AND r.user_id = NEW.user_id AND r.id < NEW.id) THEN
        RETURN NULL;
    END IF;
    INSERT INTO achievement_counts AS c (guild_id, achievement, members)
        SELECT NEW.guild_id, '', 1
        UNION ALL
        SELECT NEW.guild_id, a.achievement, 1 FROM achievements a
        WHERE a.guild_id = NEW.guild_id AND a.user_id = NEW.user_id
        ON CONFLICT (guild_id, achievement) DO UPDATE SET members = c.members + 1;
    RETURN NULL;
END
$$;

CREATE TRIGGER result_player AFTER INSERT ON results
    FOR EACH ROW EXECUTE FUNCTION result_player();

CREATE FUNCTION achievement_held() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM results r WHERE r.guild_id = NEW.guild_id AND r.user_id = NEW.user_id) THEN
        INSERT INTO achievement_counts AS c (guild_id, achievement, members)
            VALUES (NEW.guild_id, NEW.achievement, 1)
            ON CONFLICT (guild_id, achievement) DO UPDATE SET members = c.members + 1;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER achievement_held AFTER INSERT ON achievements
    FOR EACH ROW EXECUTE FUNCTION achievement_held();
