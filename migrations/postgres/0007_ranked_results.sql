-- A result off its game's board (a hinted game, a practice board, a blackjack round lost)
-- keeps its score for /stats: whether it is ranked is its own column. The rows kept so far
-- without a score were the ones off the board.
ALTER TABLE results ADD COLUMN ranked BIGINT NOT NULL DEFAULT 1;
UPDATE results SET ranked = 0 WHERE score IS NULL;
