-- The answers kept are pruned by age at each idle sweep: by this index, not by reading the
-- whole table (PostgreSQL's schema has had it from the start).
CREATE INDEX IF NOT EXISTS interactions_by_age ON interactions (created_at);
