use super::db::{self, Value};
use super::{Result, Tx};

impl Tx {
    /// The stored reply of an interaction already answered, if this one was.
    pub async fn answered(&mut self, interaction_id: &str) -> Result<Option<String>> {
        db::query("SELECT reply FROM interactions WHERE id = ?")
            .bind(interaction_id)
            .scalar_optional(self.conn().await?)
            .await
    }

    /// Records the reply given to an interaction, with its effects: written with the commit,
    /// which fails with [`StoreError::AlreadyAnswered`] if the interaction was answered
    /// before (and then nothing of this transaction stays).
    ///
    /// [`StoreError::AlreadyAnswered`]: super::StoreError::AlreadyAnswered
    pub fn record_answer(&mut self, interaction_id: &str, reply: &str, now: i64) -> Result<()> {
        self.hold(
            "INSERT INTO interactions (id, reply, created_at) VALUES (?, ?, ?);",
            vec![
                Value::from(interaction_id),
                Value::from(reply),
                Value::from(now),
            ],
        )
    }
}

impl super::Store {
    /// The stored reply of an interaction already answered, read outside any transaction.
    pub async fn answered(&self, interaction_id: &str) -> Result<Option<String>> {
        db::query("SELECT reply FROM interactions WHERE id = ?")
            .bind(interaction_id)
            .scalar_optional(self.pool())
            .await
    }

    /// Forgets answers older than `before`: Discord never retries an interaction that old.
    pub async fn prune_answers(&self, before: i64) -> Result<u64> {
        db::query("DELETE FROM interactions WHERE created_at < ?")
            .bind(before)
            .execute(self.pool())
            .await
    }
}
