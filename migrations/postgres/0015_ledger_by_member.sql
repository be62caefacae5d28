-- A member's chip movements in time order, for the profile card's balance day by day (its
-- closing balance each day, and the balance before the days it shows): the ledger by
-- server, member and time, with the row's id to order the movements of one second.
CREATE INDEX ledger_by_member ON ledger (guild_id, user_id, created_at, id);
