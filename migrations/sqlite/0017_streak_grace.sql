-- Forgiving streaks: a daily claim 48 to 72 hours after the last keeps the streak once per
-- seven claims. The wallet keeps how many claims were made and which one last used a grace,
-- so that a restart, a replica or a claim sent again reads the same figures.
ALTER TABLE wallets ADD COLUMN daily_claims INTEGER NOT NULL DEFAULT 0;
ALTER TABLE wallets ADD COLUMN last_grace_claim INTEGER;
