//! The outbox: posts to servers' log channels, each written in the same transaction as what
//! it reports, then sent by one process at a time (the holder of the lease [`OUTBOX`]).
//!
//! A post's `key` names what it reports (a gift's interaction, a `/config` change's), so a
//! request run again, on this process or another, queues no second post. A post is pending
//! until it is sent or fails for good; a send that may pass is tried again later.

use super::db;
use super::{Result, Store, StoreError, Tx, from_sql_id, sql_id};

/// The lease of the process that sends the outbox.
pub const OUTBOX: &str = "outbox";

/// A post to queue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPost {
    pub guild_id: u64,
    pub channel_id: u64,
    /// What it reports, once: a second post with the same key is not queued.
    pub key: String,
    /// The message, as Discord's JSON (without its nonce, which the sender adds).
    pub body: String,
    pub at: i64,
}

/// A post waiting to be sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Post {
    pub id: i64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub body: String,
    pub created_at: i64,
    /// Sends tried so far.
    pub attempts: i64,
    /// Not to be tried before.
    pub next_try_at: i64,
}

/// One post as the outbox holds it, sent or not (what the tests and `parlor check` read).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptPost {
    pub id: i64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub key: String,
    pub body: String,
    pub created_at: i64,
    pub attempts: i64,
    pub sent_at: Option<i64>,
    pub message_id: Option<u64>,
    pub failed_at: Option<i64>,
    pub last_error: Option<String>,
}

impl Tx {
    /// Queues `post`, with the change it reports; false when its key was queued before.
    pub async fn queue_post(&mut self, post: &NewPost) -> Result<bool> {
        if self.is_rehearsal() {
            return Ok(true);
        }
        let queued = db::query(
            "INSERT INTO outbox (guild_id, channel_id, key, body, created_at, next_try_at)
             VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT (key) DO NOTHING",
        )
        .bind(sql_id(post.guild_id))
        .bind(sql_id(post.channel_id))
        .bind(&post.key)
        .bind(&post.body)
        .bind(post.at)
        .bind(post.at)
        .execute(self.conn().await?)
        .await?;
        Ok(queued == 1)
    }
}

impl Store {
    /// Takes the lease `name` for `holder` until `until`, or keeps it; false while another
    /// holder's has not run out at `now`.
    pub async fn take_lease(&self, name: &str, holder: &str, now: i64, until: i64) -> Result<bool> {
        let mut tx = self.begin().await?;
        let taken = db::query(
            "INSERT INTO leases (name, holder, held_until) VALUES (?, ?, ?)
             ON CONFLICT (name)
             DO UPDATE SET holder = excluded.holder, held_until = excluded.held_until
             WHERE leases.holder = excluded.holder OR leases.held_until < ?",
        )
        .bind(name)
        .bind(holder)
        .bind(until)
        .bind(now)
        .execute(tx.conn().await?)
        .await;
        match taken {
            Ok(n) => match tx.commit().await {
                Ok(()) => Ok(n == 1),
                Err(StoreError::Conflict) => Ok(false),
                Err(e) => Err(e),
            },
            // Two processes reaching for the lease at once (PostgreSQL): the other has it.
            Err(StoreError::Conflict) => {
                let _ = tx.rollback().await;
                Ok(false)
            }
            Err(e) => {
                let _ = tx.rollback().await;
                Err(e)
            }
        }
    }

    /// Gives the lease `name` up, if `holder` has it (a process that stops).
    pub async fn release_lease(&self, name: &str, holder: &str) -> Result<()> {
        let mut tx = self.begin().await?;
        db::query("DELETE FROM leases WHERE name = ? AND holder = ?")
            .bind(name)
            .bind(holder)
            .execute(tx.conn().await?)
            .await?;
        tx.commit().await
    }

    /// The pending posts that may go at `now`, oldest first, at most `limit`: a channel's
    /// posts go in order, so none from its first post that waits to be tried again (a
    /// channel held back never holds back another's).
    pub async fn due_posts(&self, now: i64, limit: i64) -> Result<Vec<Post>> {
        let rows = db::query(
            "SELECT o.id, o.guild_id, o.channel_id, o.body, o.created_at, o.attempts,
                    o.next_try_at
             FROM outbox o
             WHERE o.sent_at IS NULL AND o.failed_at IS NULL
               AND NOT EXISTS (
                   SELECT 1 FROM outbox w
                   WHERE w.channel_id = o.channel_id AND w.id <= o.id
                     AND w.sent_at IS NULL AND w.failed_at IS NULL AND w.next_try_at > ?)
             ORDER BY o.id LIMIT ?",
        )
        .bind(now)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(Post {
                    id: row.try_get("id")?,
                    guild_id: from_sql_id(row.try_get("guild_id")?),
                    channel_id: from_sql_id(row.try_get("channel_id")?),
                    body: row.try_get("body")?,
                    created_at: row.try_get("created_at")?,
                    attempts: row.try_get("attempts")?,
                    next_try_at: row.try_get("next_try_at")?,
                })
            })
            .collect()
    }

    /// Marks post `id` sent, as Discord's message `message`.
    pub async fn post_sent(&self, id: i64, message: u64, now: i64) -> Result<()> {
        self.update_post(
            db::query(
                "UPDATE outbox SET sent_at = ?, message_id = ?, attempts = attempts + 1,
                     failed_at = NULL, last_error = NULL
                 WHERE id = ? AND sent_at IS NULL",
            )
            .bind(now)
            .bind(sql_id(message))
            .bind(id),
        )
        .await
    }

    /// Post `id` could not be sent this time: tried again from `next_try`.
    pub async fn post_again(&self, id: i64, next_try: i64, error: &str) -> Result<()> {
        self.update_post(
            db::query(
                "UPDATE outbox SET attempts = attempts + 1, next_try_at = ?, last_error = ?
                 WHERE id = ? AND sent_at IS NULL",
            )
            .bind(next_try)
            .bind(error)
            .bind(id),
        )
        .await
    }

    /// Post `id` cannot be sent (its channel is gone, the permission taken away): it stays,
    /// failed, with why.
    pub async fn post_failed(&self, id: i64, error: &str, now: i64) -> Result<()> {
        self.update_post(
            db::query(
                "UPDATE outbox SET attempts = attempts + 1, failed_at = ?, last_error = ?
                 WHERE id = ? AND sent_at IS NULL",
            )
            .bind(now)
            .bind(error)
            .bind(id),
        )
        .await
    }

    async fn update_post(&self, query: db::Query) -> Result<()> {
        let mut tx = self.begin().await?;
        query.execute(tx.conn().await?).await?;
        tx.commit().await
    }

    /// Forgets posts sent or failed before `before`, a thousand at a time; how many.
    pub async fn prune_posts(&self, before: i64) -> Result<u64> {
        let mut pruned = 0;
        loop {
            let mut tx = self.begin().await?;
            let deleted = db::query(
                "DELETE FROM outbox WHERE id IN (
                     SELECT id FROM outbox WHERE sent_at < ? OR failed_at < ? LIMIT 1000)",
            )
            .bind(before)
            .bind(before)
            .execute(tx.conn().await?)
            .await;
            let deleted = match deleted {
                Ok(n) => n,
                Err(e) => {
                    let _ = tx.rollback().await;
                    return Err(e);
                }
            };
            tx.commit().await?;
            pruned += deleted;
            if deleted < 1000 {
                return Ok(pruned);
            }
        }
    }

    /// Every post of the outbox, oldest first.
    pub async fn posts(&self) -> Result<Vec<KeptPost>> {
        let rows = db::query(
            "SELECT id, guild_id, channel_id, key, body, created_at, attempts, sent_at,
                    message_id, failed_at, last_error
             FROM outbox ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let message: Option<i64> = row.try_get("message_id")?;
                Ok(KeptPost {
                    id: row.try_get("id")?,
                    guild_id: from_sql_id(row.try_get("guild_id")?),
                    channel_id: from_sql_id(row.try_get("channel_id")?),
                    key: row.try_get("key")?,
                    body: row.try_get("body")?,
                    created_at: row.try_get("created_at")?,
                    attempts: row.try_get("attempts")?,
                    sent_at: row.try_get("sent_at")?,
                    message_id: message.map(from_sql_id),
                    failed_at: row.try_get("failed_at")?,
                    last_error: row.try_get("last_error")?,
                })
            })
            .collect()
    }
}

/// How far apart two processes' clocks may be: one queues a post, another sends it.
const CLOCKS_APART: i64 = 60;

/// The outbox as `parlor check` reads it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OutboxReport {
    pub sent: i64,
    pub pending: i64,
    pub failed: i64,
    /// When the oldest pending post was queued.
    pub oldest_pending: Option<i64>,
    /// Rows that do not read as one state: (id, what is wrong).
    pub broken: Vec<(i64, String)>,
}

impl Store {
    /// The outbox's sent, pending and failed posts, and any row that is neither one nor
    /// another: sent without a message, sent and failed, a message but not sent, sent or
    /// failed before it was queued.
    pub async fn outbox_report(&self) -> Result<OutboxReport> {
        let row = db::query(
            "SELECT
                 CAST(COALESCE(SUM(CASE WHEN sent_at IS NOT NULL THEN 1 ELSE 0 END), 0) AS BIGINT)
                     AS sent,
                 CAST(COALESCE(SUM(CASE WHEN sent_at IS NULL AND failed_at IS NULL
                     THEN 1 ELSE 0 END), 0) AS BIGINT) AS pending,
                 CAST(COALESCE(SUM(CASE WHEN failed_at IS NOT NULL AND sent_at IS NULL
                     THEN 1 ELSE 0 END), 0) AS BIGINT) AS failed,
                 MIN(CASE WHEN sent_at IS NULL AND failed_at IS NULL THEN created_at END)
                     AS oldest
             FROM outbox",
        )
        .fetch_one(&self.pool)
        .await?;
        let mut report = OutboxReport {
            sent: row.try_get("sent")?,
            pending: row.try_get("pending")?,
            failed: row.try_get("failed")?,
            oldest_pending: row.try_get("oldest")?,
            broken: Vec::new(),
        };
        let rows = db::query(
            "SELECT id, sent_at, message_id, failed_at, created_at FROM outbox
             WHERE (sent_at IS NOT NULL AND (message_id IS NULL OR failed_at IS NOT NULL
                                             OR sent_at < created_at - ?))
                OR (sent_at IS NULL AND message_id IS NOT NULL)
                OR (failed_at IS NOT NULL AND failed_at < created_at - ?)
                OR attempts < 0
             ORDER BY id",
        )
        .bind(CLOCKS_APART)
        .bind(CLOCKS_APART)
        .fetch_all(&self.pool)
        .await?;
        for row in rows {
            let sent: Option<i64> = row.try_get("sent_at")?;
            let message: Option<i64> = row.try_get("message_id")?;
            let failed: Option<i64> = row.try_get("failed_at")?;
            let created: i64 = row.try_get("created_at")?;
            let problem = match (sent, message, failed) {
                (Some(_), None, _) => "sent, with no message",
                (Some(_), _, Some(_)) => "both sent and failed",
                (None, Some(_), _) => "a message, but not sent",
                (Some(at), _, _) if at < created - CLOCKS_APART => "sent before it was queued",
                (_, _, Some(at)) if at < created - CLOCKS_APART => "failed before it was queued",
                _ => "a negative count of attempts",
            };
            report
                .broken
                .push((row.try_get("id")?, problem.to_string()));
        }
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::TestDatabase;

    fn post(key: &str, channel: u64, at: i64) -> NewPost {
        NewPost {
            guild_id: 1,
            channel_id: channel,
            key: key.into(),
            body: format!("{{\"content\":\"{key}\"}}"),
            at,
        }
    }

    /// A post is queued once per key; it goes from pending to sent or failed, and the report
    /// counts each state and names a row that reads as none.
    async fn posts_are_queued_once_and_kept_in_one_state(db: TestDatabase) {
        let store = db.open().await;
        let mut tx = store.begin().await.unwrap();
        assert!(tx.queue_post(&post("a", 5, 10)).await.unwrap());
        assert!(
            !tx.queue_post(&post("a", 5, 11)).await.unwrap(),
            "one per key"
        );
        assert!(tx.queue_post(&post("b", 5, 12)).await.unwrap());
        assert!(tx.queue_post(&post("c", 6, 13)).await.unwrap());
        tx.commit().await.unwrap();
        let pending = store.due_posts(13, 10).await.unwrap();
        assert_eq!(pending.len(), 3);
        assert_eq!(pending[0].body, "{\"content\":\"a\"}", "oldest first");
        let (a, b, c) = (pending[0].id, pending[1].id, pending[2].id);
        store.post_sent(a, 900, 20).await.unwrap();
        store.post_again(b, 40, "no answer").await.unwrap();
        store.post_failed(c, "Missing Access", 21).await.unwrap();
        // A second answer for a sent post changes nothing.
        store.post_failed(a, "late", 22).await.unwrap();
        let kept = store.posts().await.unwrap();
        assert_eq!(
            (kept[0].sent_at, kept[0].message_id, kept[0].failed_at),
            (Some(20), Some(900), None)
        );
        assert_eq!((kept[1].attempts, kept[1].sent_at), (1, None));
        assert_eq!(kept[2].last_error.as_deref(), Some("Missing Access"));
        assert!(
            store.due_posts(39, 10).await.unwrap().is_empty(),
            "not yet due"
        );
        let pending = store.due_posts(40, 10).await.unwrap();
        assert_eq!(pending.len(), 1);
        assert_eq!(pending[0].next_try_at, 40);
        let report = store.outbox_report().await.unwrap();
        assert_eq!(
            (
                report.sent,
                report.pending,
                report.failed,
                report.oldest_pending
            ),
            (1, 1, 1, Some(12))
        );
        assert!(report.broken.is_empty(), "{:?}", report.broken);
        // A row sent without a message id reads as no state.
        let mut tx = store.begin().await.unwrap();
        db::query("UPDATE outbox SET sent_at = 30 WHERE id = ?")
            .bind(b)
            .execute(tx.conn().await.unwrap())
            .await
            .unwrap();
        tx.commit().await.unwrap();
        let report = store.outbox_report().await.unwrap();
        assert_eq!(
            report.broken,
            vec![(b, "sent, with no message".to_string())]
        );
        // Posts done before a moment are forgotten; pending ones never.
        let mut tx = store.begin().await.unwrap();
        assert!(tx.queue_post(&post("d", 5, 50)).await.unwrap());
        tx.commit().await.unwrap();
        assert_eq!(store.prune_posts(21).await.unwrap(), 1, "a, sent at 20");
        assert_eq!(store.prune_posts(40).await.unwrap(), 2, "b and c");
        let left: Vec<String> = store
            .posts()
            .await
            .unwrap()
            .into_iter()
            .map(|p| p.key)
            .collect();
        assert_eq!(left, ["d"]);
    }

    /// One holder at a time: another takes the lease only once it has run out, or was given
    /// up.
    async fn a_lease_has_one_holder_at_a_time(db: TestDatabase) {
        let store = db.open().await;
        assert!(store.take_lease(OUTBOX, "one", 100, 130).await.unwrap());
        assert!(!store.take_lease(OUTBOX, "two", 110, 140).await.unwrap());
        assert!(
            store.take_lease(OUTBOX, "one", 120, 150).await.unwrap(),
            "renewed"
        );
        assert!(!store.take_lease(OUTBOX, "two", 150, 180).await.unwrap());
        assert!(
            store.take_lease(OUTBOX, "two", 151, 181).await.unwrap(),
            "run out"
        );
        assert!(!store.take_lease(OUTBOX, "one", 152, 182).await.unwrap());
        store.release_lease(OUTBOX, "one").await.unwrap();
        assert!(
            !store.take_lease(OUTBOX, "one", 153, 183).await.unwrap(),
            "not its to give"
        );
        store.release_lease(OUTBOX, "two").await.unwrap();
        assert!(store.take_lease(OUTBOX, "one", 154, 184).await.unwrap());
    }

    /// A channel whose first post waits to be tried again holds back its own later posts,
    /// however many, and never another channel's.
    async fn a_held_back_channel_holds_back_no_other(db: TestDatabase) {
        let store = db.open().await;
        let mut tx = store.begin().await.unwrap();
        for n in 0..60 {
            tx.queue_post(&post(&format!("a{n}"), 5, n)).await.unwrap();
        }
        tx.queue_post(&post("b", 6, 100)).await.unwrap();
        tx.commit().await.unwrap();
        let first = store.due_posts(100, 50).await.unwrap();
        assert_eq!(first.len(), 50, "channel 5's first fifty");
        store
            .post_again(first[0].id, 200, "no answer")
            .await
            .unwrap();
        let due = store.due_posts(100, 50).await.unwrap();
        assert_eq!(due.len(), 1, "{due:?}");
        assert_eq!(due[0].channel_id, 6);
        let later = store.due_posts(200, 50).await.unwrap();
        assert_eq!((later[0].id, later.len()), (first[0].id, 50));
    }

    #[tokio::test]
    async fn outbox_on_sqlite() {
        a_held_back_channel_holds_back_no_other(TestDatabase::sqlite()).await;
        posts_are_queued_once_and_kept_in_one_state(TestDatabase::sqlite()).await;
        a_lease_has_one_holder_at_a_time(TestDatabase::sqlite()).await;
    }

    #[tokio::test]
    async fn outbox_on_postgres() {
        if let Some(db) = TestDatabase::postgres().await {
            posts_are_queued_once_and_kept_in_one_state(db).await;
        }
        if let Some(db) = TestDatabase::postgres().await {
            a_lease_has_one_holder_at_a_time(db).await;
        }
        if let Some(db) = TestDatabase::postgres().await {
            a_held_back_channel_holds_back_no_other(db).await;
        }
    }
}
