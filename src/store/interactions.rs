use super::{Result, Tx};

impl Tx {
    /// The stored reply of an interaction already answered, if this one was.
    pub async fn answered(&mut self, interaction_id: &str) -> Result<Option<String>> {
        Ok(
            sqlx::query_scalar("SELECT reply FROM interactions WHERE id = ?")
                .bind(interaction_id)
                .fetch_optional(self.conn())
                .await?,
        )
    }

    /// Records the reply given to an interaction, in the same transaction as its effects.
    pub async fn record_answer(
        &mut self,
        interaction_id: &str,
        reply: &str,
        now: i64,
    ) -> Result<()> {
        sqlx::query("INSERT INTO interactions (id, reply, created_at) VALUES (?, ?, ?)")
            .bind(interaction_id)
            .bind(reply)
            .bind(now)
            .execute(self.conn())
            .await?;
        Ok(())
    }
}

impl super::Store {
    /// Forgets answers older than `before`: Discord never retries an interaction that old.
    pub async fn prune_answers(&self, before: i64) -> Result<u64> {
        let done = sqlx::query("DELETE FROM interactions WHERE created_at < ?")
            .bind(before)
            .execute(self.pool())
            .await?;
        Ok(done.rows_affected())
    }
}
