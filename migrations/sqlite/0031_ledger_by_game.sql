-- A game's ledger rows by its id, as PostgreSQL has had them since its first migration: a
-- season's standings join the games moved in the season to all their rows, which without
-- it scanned the server's ledger once a game (48 s for one read at 10,000 members; under a
-- millisecond with it). A game's own rows and `parlor check`'s bets read it too.
CREATE INDEX ledger_by_game ON ledger (game_id) WHERE game_id IS NOT NULL;
