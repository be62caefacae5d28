use super::{Result, Tx};
use sqlx::Arguments;

impl Tx {
    /// The stored reply of an interaction already answered, if this one was.
    pub async fn answered(&mut self, interaction_id: &str) -> Result<Option<String>> {
        Ok(
            sqlx::query_scalar("SELECT reply FROM interactions WHERE id = ?")
                .bind(interaction_id)
                .fetch_optional(self.conn().await?)
                .await?,
        )
    }

    /// Records the reply given to an interaction, with its effects: written with the commit,
    /// which fails with [`StoreError::AlreadyAnswered`] if the interaction was answered
    /// before (and then nothing of this transaction stays).
    ///
    /// [`StoreError::AlreadyAnswered`]: super::StoreError::AlreadyAnswered
    pub fn record_answer(&mut self, interaction_id: &str, reply: &str, now: i64) -> Result<()> {
        let (id, reply) = (interaction_id.to_string(), reply.to_string());
        self.hold(
            "INSERT INTO interactions (id, reply, created_at) VALUES (?, ?, ?);",
            |args| {
                args.add(id)?;
                args.add(reply)?;
                args.add(now)
            },
        )
    }
}

impl super::Store {
    /// The stored reply of an interaction already answered, read outside any transaction.
    pub async fn answered(&self, interaction_id: &str) -> Result<Option<String>> {
        Ok(
            sqlx::query_scalar("SELECT reply FROM interactions WHERE id = ?")
                .bind(interaction_id)
                .fetch_optional(self.pool())
                .await?,
        )
    }

    /// Forgets answers older than `before`: Discord never retries an interaction that old.
    pub async fn prune_answers(&self, before: i64) -> Result<u64> {
        let done = sqlx::query("DELETE FROM interactions WHERE created_at < ?")
            .bind(before)
            .execute(self.pool())
            .await?;
        Ok(done.rows_affected())
    }
}
