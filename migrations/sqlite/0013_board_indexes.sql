-- The leaderboards read one board of a game: its results by server, kind and board, all
-- time and recent.
DROP INDEX IF EXISTS results_by_board;
CREATE INDEX results_by_board ON results (guild_id, kind, board, user_id, score);
DROP INDEX IF EXISTS results_board_week;
CREATE INDEX results_board_week ON results (guild_id, kind, board, created_at);
