-- Yahtzee: a server may turn hints off at tables with a stake; results carry further
-- numbers their game's stats add up or average (a JSON object, such as {"upper-bonus": 1}).
ALTER TABLE guild_settings ADD COLUMN yahtzee_hints_at_stakes INTEGER NOT NULL DEFAULT 1;
ALTER TABLE results ADD COLUMN measures TEXT;
CREATE INDEX results_board_week ON results (guild_id, kind, created_at);
