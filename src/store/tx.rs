//! A write transaction, managed statement by statement on one pooled connection, with the
//! writes that need no answer held back to travel with the COMMIT: a click costs two trips
//! to the database (the load, which carries the BEGIN, then one batch ending in COMMIT),
//! whatever it writes. PostgreSQL, whose prepared statements hold one statement each, takes
//! the BEGIN with the first statement, and the batch, each as one simple-protocol text with
//! the values written in ([`super::db::with_literals`]). SQLite runs on the request's own
//! thread ([`super::sqlite`]), where a statement costs no trip: the same calls run there
//! statement by statement, their values bound.
//!
//! On SQLite a transaction is `BEGIN IMMEDIATE` behind the process's one writer's turn; on
//! PostgreSQL it is `REPEATABLE READ`, and any number run at once: a row it writes that
//! another transaction changed since its first read makes PostgreSQL end it with a
//! serialization failure ([`StoreError::Conflict`]), and the app runs the interaction again.
//! On both the BEGIN travels with the first statement ([`Lead`]), and a transaction that
//! reads nothing sends it with its writes.
//!
//! Every held-back write checks itself in SQL: a balance below zero, a ledger key or an
//! interaction recorded before, a game saved over a version it was not read at, all fail
//! their statement, so the batch stops before its COMMIT and nothing of it stays.
//!
//! A rehearsal ([`Store::rehearse`](super::Store::rehearse)) is the same API without the
//! writer's turn: its reads see the committed database, its writes are left out (each write
//! says what it would have returned), and it never commits. Its reads run each on their own
//! on connections that cannot write (a SQLite file's `query_only` readers, PostgreSQL's
//! read-only ones), with no BEGIN or ROLLBACK to send; an in-memory SQLite database, which
//! has one connection, rehearses in a `query_only` transaction on it. The app rehearses a
//! request to work out the games' heavy computations before its turn to write.

use super::db::{Backend, Conn, Lead, Pool, Pooled, Value, postgres_text};
use super::{Result, StoreError, sqlite};

/// One write transaction. Dropped unfinished (a task cancelled), its connection is closed,
/// which ends the transaction: it never goes back to the pool half done.
pub struct Tx {
    // Dropped first: the transaction ends before the next writer's turn. None only while a
    // rehearsal is paused.
    conn: Option<Pooled>,
    /// Where a paused rehearsal takes its next connection from.
    pool: Pool,
    open: bool,
    held: HeldWrites,
    /// A rehearsal writes nothing and holds no writer's turn.
    rehearsal: bool,
    /// A rehearsal on connections that cannot write: its statements each run on their own,
    /// with no transaction to begin or end.
    reader: bool,
    /// Wallets a rehearsal would have opened, as later reads in it would find them.
    pub(super) opened: Vec<super::Wallet>,
    /// The BEGIN not sent yet, which goes with the first statement.
    lead: Option<&'static str>,
    _turn: Option<tokio::sync::OwnedMutexGuard<()>>,
}

/// Writes held back for the commit, in order: each statement, ending in `;`, with its values.
#[derive(Default)]
struct HeldWrites {
    statements: Vec<(&'static str, Vec<Value>)>,
}

impl Tx {
    pub(super) async fn begin(
        pool: &Pool,
        turn: Option<tokio::sync::OwnedMutexGuard<()>>,
    ) -> Result<Tx> {
        Ok(Tx {
            conn: Some(pool.acquire().await?),
            pool: pool.clone(),
            // Marked open when its first statement (which carries the BEGIN) is about to be
            // sent ([`Tx::conn`]): a Tx dropped before then pools a clean connection.
            open: false,
            held: HeldWrites::default(),
            rehearsal: false,
            reader: false,
            opened: Vec::new(),
            lead: Some(match pool.backend() {
                Backend::Sqlite => "BEGIN IMMEDIATE",
                Backend::Postgres => "BEGIN ISOLATION LEVEL REPEATABLE READ",
            }),
            _turn: turn,
        })
    }

    /// A read snapshot that takes no writer's turn. SQLite's `query_only`, and PostgreSQL's
    /// READ ONLY transaction, refuse at once any write that would slip through. `reader`:
    /// the pool's connections cannot write (SQLite's readers are `query_only`, PostgreSQL's
    /// `default_transaction_read_only`), and each statement runs on its own, with no
    /// transaction to begin or end; else (SQLite in memory, one connection) the rehearsal
    /// is a `query_only` transaction on the one connection.
    pub(super) async fn rehearse(pool: &Pool, reader: bool) -> Result<Tx> {
        let mut tx = Tx {
            conn: None,
            pool: pool.clone(),
            open: false,
            held: HeldWrites::default(),
            rehearsal: true,
            reader,
            opened: Vec::new(),
            lead: None,
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

    /// Which database the transaction runs on.
    pub(crate) fn backend(&self) -> Backend {
        self.pool.backend()
    }

    pub(crate) async fn conn(&mut self) -> Result<Conn<'_>> {
        if self.conn.is_none() {
            // Held (and marked open) before the snapshot starts: a task cancelled meanwhile
            // drops the Tx, which closes the connection rather than pooling it half set.
            self.conn = Some(self.pool.acquire().await?);
            if self.reader {
                // A rehearsal's statements each run on their own, on a connection that
                // cannot write: nothing stays open.
                self.open = false;
            } else {
                self.open = true;
                if let Some(conn) = self.conn.as_mut() {
                    conn.batch("PRAGMA query_only = ON; BEGIN".to_string())
                        .await?;
                }
            }
        }
        let lead = match self.rehearsal {
            false => {
                // Marked open before the BEGIN is sent: a task cancelled meanwhile drops the
                // Tx, which closes the connection rather than pooling it inside a transaction.
                self.open = true;
                Lead::Begin(&mut self.lead)
            }
            true => Lead::Plain,
        };
        match self.conn.as_mut() {
            Some(conn) => Ok(conn.conn_leading(lead)),
            None => Err(StoreError::Corrupt(
                "a transaction lost its connection".into(),
            )),
        }
    }

    /// Holds a write back for the commit. `sql` is one statement ending in `;`, with an
    /// anonymous placeholder (`?`) for each of `values`, in order.
    pub(crate) fn hold(&mut self, sql: &'static str, values: Vec<Value>) -> Result<()> {
        if self.rehearsal {
            return Ok(());
        }
        let wanted = sql.matches('?').count();
        if wanted != values.len() {
            return Err(StoreError::Corrupt(format!(
                "a held statement wants {wanted} values and has {}",
                values.len()
            )));
        }
        self.held.statements.push((sql, values));
        Ok(())
    }

    /// Runs the held-back writes and commits, in one trip. On any failure nothing stays.
    pub async fn commit(mut self) -> Result<()> {
        if self.rehearsal {
            self.end().await;
            return Ok(());
        }
        let held = std::mem::take(&mut self.held);
        let done = self.run_held(held, "COMMIT;").await;
        match done {
            Ok(()) => {
                self.open = false;
                Ok(())
            }
            Err(e) => {
                self.end().await;
                Err(e)
            }
        }
    }

    /// Runs the writes held so far now, inside the transaction (one trip): for a statement
    /// that must see them, such as a new game taking the slot of one the held writes close.
    pub(crate) async fn flush(&mut self) -> Result<()> {
        if self.rehearsal || self.held.statements.is_empty() {
            return Ok(());
        }
        let held = std::mem::take(&mut self.held);
        self.run_held(held, "").await
    }

    /// Runs `held`, followed by `then` (the COMMIT, or nothing).
    async fn run_held(&mut self, held: HeldWrites, then: &str) -> Result<()> {
        let backend = self.pool.backend();
        // Open from here on, whether or not the BEGIN goes with the writes: a task cancelled
        // meanwhile closes the connection.
        self.open = true;
        let Some(conn) = self.conn.as_mut() else {
            return Err(StoreError::Corrupt(
                "a transaction lost its connection".into(),
            ));
        };
        // A transaction that read nothing sends its BEGIN with its writes.
        let begin_sql = self.lead.take();
        match (backend, conn) {
            (Backend::Sqlite, Pooled::Sqlite(conn, trips)) => {
                // On the request's own thread: each statement on its own, the BEGIN (which
                // may wait for another process's write lock) first, stopping at the first
                // that fails.
                trips.one();
                if let Some(begin) = begin_sql {
                    conn.begin(begin).await?;
                }
                for (statement, values) in &held.statements {
                    conn.execute(statement, values).map_err(sqlite::classify)?;
                }
                if !then.is_empty() {
                    conn.batch(then)?;
                }
            }
            (_, conn) => {
                let mut sql = begin_sql.map(|b| format!("{b};\n")).unwrap_or_default();
                for (statement, values) in &held.statements {
                    sql.push_str(&postgres_text(statement, values)?);
                    sql.push('\n');
                }
                sql.push_str(then);
                conn.batch(sql).await.map_err(|e| match e {
                    StoreError::Database(e) => classify(e),
                    other => other,
                })?;
            }
        }
        Ok(())
    }

    /// Rolls back now, so the next writer finds the database free.
    pub async fn rollback(mut self) -> Result<()> {
        self.held = HeldWrites::default();
        self.end().await;
        Ok(())
    }

    /// Ends the transaction after a failure or on request: ROLLBACK, and if even that fails
    /// (the database may have rolled back already, or gone), the connection is closed, not
    /// reused.
    async fn end(&mut self) {
        let sql = match (self.rehearsal, self.reader) {
            // Nothing to end: a reader's statements each ended themselves, and a write
            // whose BEGIN was never sent has no transaction.
            (true, true) => {
                self.open = false;
                return;
            }
            (false, _) if self.lead.is_some() => {
                self.open = false;
                return;
            }
            (true, false) => "ROLLBACK; PRAGMA query_only = OFF",
            (false, _) => "ROLLBACK",
        };
        let Some(conn) = self.conn.as_mut() else {
            self.open = false;
            return;
        };
        // A SQLite write whose BEGIN did not go through (busy) has nothing to end: its
        // connection is clean, and goes back to the pool.
        if !self.rehearsal && conn.sqlite_outside_transaction() {
            self.open = false;
            return;
        }
        if conn.batch(sql.to_string()).await.is_err() {
            conn.close_on_drop();
        }
        self.open = false;
    }
}

impl Drop for Tx {
    fn drop(&mut self) {
        if self.open
            && let Some(conn) = self.conn.as_mut()
            && (self.rehearsal || !conn.sqlite_outside_transaction())
        {
            conn.close_on_drop();
        }
    }
}

/// A constraint a held-back write broke, by kind.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Broken {
    Unique,
    Check,
    NotNull,
}

/// What a held-back write's broken constraint means, in either database's words: `named` is
/// what the database said of it (SQLite's message; PostgreSQL's constraint name and message).
/// None: a fault, said as it is.
pub(super) fn broken_means(broken: Broken, named: &str) -> Option<StoreError> {
    let names = |sqlite: &str, postgres: &str| named.contains(sqlite) || named.contains(postgres);
    match broken {
        Broken::Unique if names("interactions.id", "interactions_pkey") => {
            Some(StoreError::AlreadyAnswered)
        }
        Broken::Unique if names("ledger.idempotency_key", "ledger_idempotency_key_key") => {
            Some(StoreError::DuplicateMovement(String::new()))
        }
        Broken::Check if named.contains("balance") => Some(StoreError::WouldGoNegative),
        Broken::NotNull
            if named.contains("games.version")
                || (named.contains("\"version\"") && named.contains("\"games\"")) =>
        {
            Some(StoreError::StaleVersion)
        }
        _ => None,
    }
}

/// A failed held-back write on PostgreSQL, said as what it means ([`broken_means`]).
fn classify(e: sqlx::Error) -> StoreError {
    use sqlx::error::ErrorKind;
    let Some(db) = e.as_database_error() else {
        return StoreError::from(e);
    };
    let broken = match db.kind() {
        ErrorKind::UniqueViolation => Broken::Unique,
        ErrorKind::CheckViolation => Broken::Check,
        ErrorKind::NotNullViolation => Broken::NotNull,
        _ => return StoreError::from(e),
    };
    let named = format!("{} {}", db.constraint().unwrap_or_default(), db.message());
    broken_means(broken, &named).unwrap_or_else(|| StoreError::from(e))
}
