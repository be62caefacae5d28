//! A write transaction, managed statement by statement on one pooled connection, with the
//! writes that need no answer held back to travel with the COMMIT: a click costs three trips
//! to SQLite's thread (BEGIN, one load, one batch ending in COMMIT), whatever it writes.
//!
//! Every held-back write checks itself in SQL: a balance below zero, a ledger key or an
//! interaction recorded before, a game saved over a version it was not read at, all fail
//! their statement, so the batch stops before its COMMIT and nothing of it stays.

use super::{Result, StoreError};
use sqlx::pool::PoolConnection;
use sqlx::sqlite::SqliteArguments;
use sqlx::{AssertSqlSafe, Sqlite, SqlitePool};

/// One write transaction. Dropped unfinished (a task cancelled), its connection is closed,
/// which ends the transaction: it never goes back to the pool half done.
pub struct Tx {
    // Dropped first: the transaction ends before the next writer's turn.
    conn: PoolConnection<Sqlite>,
    open: bool,
    held: Held,
    _turn: tokio::sync::OwnedMutexGuard<()>,
}

/// Writes held back for the commit, as one multi-statement query and its arguments in order.
#[derive(Default)]
struct Held {
    sql: String,
    args: SqliteArguments,
}

impl Tx {
    pub(super) async fn begin(
        pool: &SqlitePool,
        turn: tokio::sync::OwnedMutexGuard<()>,
    ) -> Result<Tx> {
        let mut conn = pool.acquire().await?;
        sqlx::query("BEGIN IMMEDIATE").execute(&mut *conn).await?;
        Ok(Tx {
            conn,
            open: true,
            held: Held::default(),
            _turn: turn,
        })
    }

    pub(crate) fn conn(&mut self) -> &mut sqlx::SqliteConnection {
        &mut self.conn
    }

    /// Holds a write back for the commit. `sql` is one statement ending in `;`; `bind` adds
    /// its arguments, in order.
    pub(crate) fn hold(
        &mut self,
        sql: &'static str,
        bind: impl FnOnce(&mut SqliteArguments) -> std::result::Result<(), sqlx::error::BoxDynError>,
    ) -> Result<()> {
        bind(&mut self.held.args).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        self.held.sql.push_str(sql);
        self.held.sql.push('\n');
        Ok(())
    }

    /// Runs the held-back writes and commits, in one trip. On any failure nothing stays.
    pub async fn commit(mut self) -> Result<()> {
        let held = std::mem::take(&mut self.held);
        let sql = held.sql + "COMMIT;";
        // The statements are Parlor's own fixed texts, joined; every value is bound.
        let done = sqlx::query_with(AssertSqlSafe(sql), held.args)
            .execute(&mut *self.conn)
            .await;
        match done {
            Ok(_) => {
                self.open = false;
                Ok(())
            }
            Err(e) => {
                self.end().await;
                Err(classify(e))
            }
        }
    }

    /// Rolls back now, so the next writer finds the database free.
    pub async fn rollback(mut self) -> Result<()> {
        self.held = Held::default();
        self.end().await;
        Ok(())
    }

    /// Ends the transaction after a failure or on request: ROLLBACK, and if even that fails
    /// (SQLite may have rolled back already), the connection is closed, not reused.
    async fn end(&mut self) {
        if sqlx::query("ROLLBACK")
            .execute(&mut *self.conn)
            .await
            .is_err()
        {
            self.conn.close_on_drop();
        }
        self.open = false;
    }
}

impl Drop for Tx {
    fn drop(&mut self) {
        if self.open {
            self.conn.close_on_drop();
        }
    }
}

/// A failed held-back write, said as what it means.
fn classify(e: sqlx::Error) -> StoreError {
    let message = e
        .as_database_error()
        .map(|d| d.message().to_string())
        .unwrap_or_default();
    if message.contains("UNIQUE constraint failed: interactions.id") {
        StoreError::AlreadyAnswered
    } else if message.contains("UNIQUE constraint failed: ledger.idempotency_key") {
        StoreError::DuplicateMovement(String::new())
    } else if message.contains("CHECK constraint failed") && message.contains("balance") {
        StoreError::WouldGoNegative
    } else if message.contains("NOT NULL constraint failed: games.version") {
        StoreError::StaleVersion
    } else {
        StoreError::from(e)
    }
}
