-- A game's results by its id, as PostgreSQL has had them since its first migration:
-- `parlor check` reads a batch of games' results at a time, and without it each batch
-- scanned every result.
CREATE INDEX results_by_game ON results (game_id);
