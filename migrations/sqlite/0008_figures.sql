-- Figures the games show in /config that take seconds of CPU to work out (video poker: a
-- pay table's return under perfect play), kept by the game's kind and exactly what each is
-- worked out from, so that a new game's figure needs no schema change. The pay-table returns
-- already worked out move over as they were.
CREATE TABLE figures (
    kind       TEXT NOT NULL,
    key        TEXT NOT NULL,
    value      TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (kind, key)
);
INSERT INTO figures (kind, key, value, created_at)
SELECT 'video-poker', pays, json_array(one_chip, max_bet), created_at FROM table_returns;
DROP TABLE table_returns;
