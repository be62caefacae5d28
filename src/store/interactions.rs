use super::db::{self, Value};
use super::{Result, StoreError, Tx};

/// [`Tx::record_answer`]'s statement.
pub(super) const RECORD_ANSWER: &str =
    "INSERT INTO interactions (id, reply, created_at) VALUES (?, ?, ?);";

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
            RECORD_ANSWER,
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
    /// A thousand at a time, each in a write transaction of its own (the writer's turn on
    /// SQLite, where it runs on the sweep's thread), so that no click waits long behind it.
    /// Another process pruning the same answers at once (PostgreSQL) ends it quietly.
    pub async fn prune_answers(&self, before: i64) -> Result<u64> {
        const AT_ONCE: u64 = 1000;
        let mut pruned = 0;
        loop {
            let attempt = self.write_all(vec![
                db::query(
                    "DELETE FROM interactions WHERE id IN
                       (SELECT id FROM interactions WHERE created_at < ? LIMIT 1000)",
                )
                .bind(before),
            ]);
            match attempt.await {
                Ok(n) if n < AT_ONCE => return Ok(pruned + n),
                Ok(n) => pruned += n,
                Err(StoreError::Conflict) => return Ok(pruned),
                Err(e) => return Err(e),
            }
            tokio::task::yield_now().await;
        }
    }
}
