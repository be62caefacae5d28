-- Wallets that claimed /daily before 0009 have their claims uncounted: 0009 left them at 0
-- claims beside a streak and a last claim, which `parlor check` would read as a streak
-- that does not add up. Each is given the claims it can be shown to have made: one per
-- 'daily' row of its ledger (a claim of 0 chips wrote none), no fewer than its streak's days
-- (each day of a streak was a claim), and at least one if it has a last claim. Their grace is
-- untouched: none was used before 0009.
UPDATE wallets
SET daily_claims = GREATEST(
        (SELECT COUNT(*) FROM ledger l
         WHERE l.guild_id = wallets.guild_id AND l.user_id = wallets.user_id
           AND l.reason = 'daily'),
        daily_streak,
        CASE WHEN last_daily_at IS NULL THEN 0 ELSE 1 END)
WHERE daily_claims = 0;
