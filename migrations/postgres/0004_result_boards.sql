-- A game may keep several leaderboards: each result names the one it counts on, '' for the
-- game's first. Peg solitaire's French board (37 holes) is ranked apart from the English one
-- (33 holes): its results so far move to its own board.
ALTER TABLE results ADD COLUMN board TEXT NOT NULL DEFAULT '';
UPDATE results SET board = 'solitaire-french' WHERE kind = 'solitaire' AND detail LIKE 'french%';
