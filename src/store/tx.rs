//! A write transaction, managed statement by statement on one pooled connection, with the
//! writes that need no answer held back to travel with the COMMIT: a click costs three trips
//! to SQLite's thread (BEGIN, one load, one batch ending in COMMIT), whatever it writes.
//!
//! Every held-back write checks itself in SQL: a balance below zero, a ledger key or an
//! interaction recorded before, a game saved over a version it was not read at, all fail
//! their statement, so the batch stops before its COMMIT and nothing of it stays.
//!
//! A rehearsal ([`Store::rehearse`](super::Store::rehearse)) is the same API over a read
//! snapshot, without the writer's turn: its reads see the committed database, its writes are
//! left out (each write says what it would have returned), and it never commits. The app
//! rehearses a request to work out the games' heavy computations before its turn to write.

use super::{Result, StoreError};
use sqlx::pool::PoolConnection;
use sqlx::sqlite::SqliteArguments;
use sqlx::{AssertSqlSafe, Sqlite, SqlitePool};

/// One write transaction. Dropped unfinished (a task cancelled), its connection is closed,
/// which ends the transaction: it never goes back to the pool half done.
pub struct Tx {
    // Dropped first: the transaction ends before the next writer's turn. None only while a
    // rehearsal is paused.
    conn: Option<PoolConnection<Sqlite>>,
    /// Where a paused rehearsal takes its next connection from.
    pool: SqlitePool,
    open: bool,
    held: Held,
    /// A rehearsal writes nothing and holds no writer's turn.
    rehearsal: bool,
    /// Wallets a rehearsal would have opened, as later reads in it would find them.
    pub(super) opened: Vec<super::Wallet>,
    _turn: Option<tokio::sync::OwnedMutexGuard<()>>,
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
            conn: Some(conn),
            pool: pool.clone(),
            open: true,
            held: Held::default(),
            rehearsal: false,
            opened: Vec::new(),
            _turn: Some(turn),
        })
    }

    /// A read snapshot that takes no writer's turn. `query_only` makes SQLite refuse at once
    /// any write that would slip through, rather than wait for the writer's lock.
    pub(super) async fn rehearse(pool: &SqlitePool) -> Result<Tx> {
        let mut tx = Tx {
            conn: None,
            pool: pool.clone(),
            open: false,
            held: Held::default(),
            rehearsal: true,
            opened: Vec::new(),
            _turn: None,
        };
        tx.conn().await?;
        Ok(tx)
    }

    /// A rehearsal lets its connection go while the app computes, so a long computation
    /// holds no connection; its next query takes one again, on a newer snapshot.
    pub async fn pause(&mut self) {
        if self.rehearsal && self.conn.is_some() {
            self.end().await;
            self.conn = None;
        }
    }

    /// Whether this is a rehearsal: writes are left out and nothing commits.
    pub fn is_rehearsal(&self) -> bool {
        self.rehearsal
    }

    pub(crate) async fn conn(&mut self) -> Result<&mut sqlx::SqliteConnection> {
        if self.conn.is_none() {
            // Held (and marked open) before the pragma runs: a task cancelled meanwhile
            // drops the Tx, which closes the connection rather than pooling it half set.
            self.conn = Some(self.pool.acquire().await?);
            self.open = true;
            if let Some(conn) = self.conn.as_deref_mut() {
                sqlx::query("PRAGMA query_only = ON; BEGIN")
                    .execute(conn)
                    .await?;
            }
        }
        match self.conn.as_deref_mut() {
            Some(conn) => Ok(conn),
            None => Err(StoreError::Corrupt(
                "a transaction lost its connection".into(),
            )),
        }
    }

    /// Holds a write back for the commit. `sql` is one statement ending in `;`; `bind` adds
    /// its arguments, in order.
    pub(crate) fn hold(
        &mut self,
        sql: &'static str,
        bind: impl FnOnce(&mut SqliteArguments) -> std::result::Result<(), sqlx::error::BoxDynError>,
    ) -> Result<()> {
        if self.rehearsal {
            return Ok(());
        }
        bind(&mut self.held.args).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        self.held.sql.push_str(sql);
        self.held.sql.push('\n');
        Ok(())
    }

    /// Runs the held-back writes and commits, in one trip. On any failure nothing stays.
    pub async fn commit(mut self) -> Result<()> {
        if self.rehearsal {
            self.end().await;
            return Ok(());
        }
        let held = std::mem::take(&mut self.held);
        let sql = held.sql + "COMMIT;";
        // The statements are Parlor's own fixed texts, joined; every value is bound.
        let done = sqlx::query_with(AssertSqlSafe(sql), held.args)
            .execute(self.conn().await?)
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
        let sql = if self.rehearsal {
            "ROLLBACK; PRAGMA query_only = OFF"
        } else {
            "ROLLBACK"
        };
        let Some(conn) = self.conn.as_deref_mut() else {
            self.open = false;
            return;
        };
        if sqlx::query(sql).execute(conn).await.is_err()
            && let Some(conn) = self.conn.as_mut()
        {
            conn.close_on_drop();
        }
        self.open = false;
    }
}

impl Drop for Tx {
    fn drop(&mut self) {
        if self.open
            && let Some(conn) = self.conn.as_mut()
        {
            conn.close_on_drop();
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
