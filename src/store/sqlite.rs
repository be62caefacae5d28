//! SQLite on the request's own thread. sqlx's SQLite driver runs each connection on a thread
//! of its own and hands every statement to it and every row back, two task switches a
//! statement; a SQLite statement of Parlor's takes a few microseconds, so the switches cost
//! more than the work. The store runs SQLite's statements where the request runs instead,
//! through rusqlite on connections of its own ([`SqlitePool`]), each with a cache of its
//! prepared statements. sqlx still opens the database and runs its migrations.
//!
//! A statement blocks its thread while it runs, so nothing here waits long inside SQLite:
//! the one wait that can last (another process holding the write lock) is `BEGIN
//! IMMEDIATE`'s, and [`SqliteConn::begin`] waits for it asleep, trying again, up to the busy
//! timeout; any other statement waits at most [`BLOCKING_BUSY`] inside SQLite (a
//! checkpoint restarting the log) before it says busy.

use super::db::Value;
use super::tx::{Broken, broken_means};
use super::{Result, StoreError};
use rusqlite::types::{FromSql, Value as Cell, ValueRef};
use rusqlite::{Connection, OpenFlags, ffi};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The longest a statement other than `BEGIN IMMEDIATE` waits inside SQLite for a lock,
/// blocking its thread: a checkpoint restarting the log holds one that briefly.
const BLOCKING_BUSY: Duration = Duration::from_millis(50);

/// Prepared statements each connection keeps.
const STATEMENT_CACHE: usize = 128;

/// How a pool's connections are opened.
#[derive(Clone, Debug)]
pub(crate) struct Opening {
    /// The file, or the shared in-memory database's name (`file:…`).
    pub path: PathBuf,
    pub memory: bool,
    /// Connections that cannot write (`query_only`).
    pub query_only: bool,
    /// Opened read-only (`?mode=ro` in the URL): nothing can be written, not even made.
    pub read_only: bool,
    /// How long `BEGIN IMMEDIATE` waits for another process's write lock.
    pub busy_timeout: Duration,
}

impl Opening {
    fn open(&self) -> Result<Connection> {
        // As sqlx opens them: a file by its path, the in-memory database by its name, in a
        // cache its connections share (it lives while one of them is open).
        let mut flags = OpenFlags::SQLITE_OPEN_URI | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        flags |= match self.read_only {
            true => OpenFlags::SQLITE_OPEN_READ_ONLY,
            false => OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE,
        };
        flags |= match self.memory {
            true => OpenFlags::SQLITE_OPEN_MEMORY | OpenFlags::SQLITE_OPEN_SHARED_CACHE,
            false => OpenFlags::SQLITE_OPEN_PRIVATE_CACHE,
        };
        let conn = Connection::open_with_flags(&self.path, flags)?;
        conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        conn.busy_timeout(BLOCKING_BUSY)?;
        // As sqlx's connections are set (see `Store::open_sqlite`): the journal mode is the
        // database's own, set when it was made.
        conn.execute_batch(&format!(
            "PRAGMA foreign_keys = ON;
             PRAGMA synchronous = NORMAL;
             PRAGMA wal_autocheckpoint = 0;
             PRAGMA journal_size_limit = {};",
            super::WAL_SIZE_LIMIT
        ))?;
        if self.query_only {
            conn.execute_batch("PRAGMA query_only = ON")?;
        }
        Ok(conn)
    }
}

struct Shared {
    opening: Opening,
    /// The idle connections; `None` once the pool is closed.
    idle: Mutex<Option<Vec<Connection>>>,
    /// An in-memory database's own connection, never lent: the database lives while it is
    /// open, whatever happens to the lent ones.
    _keeper: Option<Mutex<Connection>>,
    /// Connections open, idle or lent.
    open: AtomicU32,
    /// One permit a connection: at most this many lent at once.
    permits: Arc<tokio::sync::Semaphore>,
    /// Held through a checkpoint: SQLite refuses a second one while one runs, at once and
    /// without waiting, so this process's take turns.
    checkpointing: Mutex<()>,
}

/// Connections to one SQLite database, lent to one request at a time and run on its thread.
#[derive(Clone)]
pub(crate) struct SqlitePool {
    shared: Arc<Shared>,
}

impl SqlitePool {
    /// A pool of at most `max` connections, opened when first needed. An in-memory
    /// database's pool also opens one of its own now, never lent, which keeps the database.
    pub(crate) fn new(opening: Opening, max: u32) -> Result<SqlitePool> {
        let keeper = match opening.memory {
            true => Some(Mutex::new(opening.open()?)),
            false => None,
        };
        Ok(SqlitePool {
            shared: Arc::new(Shared {
                open: AtomicU32::new(0),
                idle: Mutex::new(Some(Vec::new())),
                _keeper: keeper,
                permits: Arc::new(tokio::sync::Semaphore::new(max as usize)),
                checkpointing: Mutex::new(()),
                opening,
            }),
        })
    }

    /// A connection of the pool's, waiting (asleep) up to the busy timeout for one to be
    /// free.
    pub(crate) async fn acquire(&self) -> Result<SqliteConn> {
        let permit = tokio::time::timeout(
            self.shared.opening.busy_timeout,
            self.shared.permits.clone().acquire_owned(),
        )
        .await
        .map_err(|_| StoreError::Busy)?
        .map_err(|_| StoreError::Busy)?;
        let idle = self.idle().as_mut().and_then(Vec::pop);
        let conn = match idle {
            Some(conn) => conn,
            None => {
                let conn = self.shared.opening.open()?;
                self.shared.open.fetch_add(1, Ordering::Relaxed);
                conn
            }
        };
        Ok(SqliteConn {
            conn: Some(conn),
            shared: self.shared.clone(),
            close: false,
            _permit: permit,
        })
    }

    fn idle(&self) -> std::sync::MutexGuard<'_, Option<Vec<Connection>>> {
        self.shared.idle()
    }

    pub(crate) fn size(&self) -> u32 {
        self.shared.open.load(Ordering::Relaxed)
    }

    pub(crate) fn num_idle(&self) -> usize {
        self.idle().as_ref().map_or(0, Vec::len)
    }

    pub(crate) fn is_closed(&self) -> bool {
        self.idle().is_none()
    }

    /// Closes the idle connections and lends no more; a lent one closes when given back.
    pub(crate) fn close(&self) {
        self.shared.permits.close();
        let idle = self.idle().take().unwrap_or_default();
        self.shared
            .open
            .fetch_sub(idle.len() as u32, Ordering::Relaxed);
        drop(idle);
    }
}

/// A connection lent by a [`SqlitePool`]; back to the pool when dropped, unless it is to be
/// closed (left inside a transaction).
pub(crate) struct SqliteConn {
    conn: Option<Connection>,
    shared: Arc<Shared>,
    close: bool,
    _permit: tokio::sync::OwnedSemaphorePermit,
}

impl Shared {
    fn idle(&self) -> std::sync::MutexGuard<'_, Option<Vec<Connection>>> {
        // A panic while the list was held left it whole: it is only pushed and popped.
        self.idle
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Drop for SqliteConn {
    fn drop(&mut self) {
        let Some(conn) = self.conn.take() else {
            return;
        };
        // A connection still inside a transaction is closed, which rolls it back; so is one
        // given back to a closed pool (checked under the list's lock, as `close` takes it).
        let kept = match self.shared.idle().as_mut() {
            Some(idle) if !self.close && conn.is_autocommit() => {
                idle.push(conn);
                true
            }
            _ => false,
        };
        if !kept {
            self.shared.open.fetch_sub(1, Ordering::Relaxed);
        }
    }
}

/// How much a checkpoint does ([`SqliteConn::checkpoint`]).
pub(crate) enum Checkpoint {
    /// What it can without waiting for anyone, then the rest of the log, and the log starts
    /// over from its beginning (its file kept, so that the next commits write over pages
    /// the system already holds) if the readers still in the log are done within
    /// [`RESTART_WAIT`]; else what it could. Writers wait during the second part only, which
    /// has the few pages committed meanwhile to copy.
    Restart,
    /// All of the log, which then starts over, cut to nothing.
    Truncate,
}

/// How long a [`Checkpoint::Restart`] waits for the readers still in the log (each reads
/// for well under a millisecond), holding the writers back meanwhile.
const RESTART_WAIT: Duration = Duration::from_millis(10);

/// A row read, its values owned.
pub(crate) struct SqliteRow {
    columns: Arc<[String]>,
    values: Vec<Cell>,
}

/// A column of a [`SqliteRow`], by name or position.
pub(crate) trait SqliteIndex {
    fn position(&self, columns: &[String]) -> Option<usize>;
}

impl SqliteIndex for usize {
    fn position(&self, columns: &[String]) -> Option<usize> {
        (*self < columns.len()).then_some(*self)
    }
}

impl SqliteIndex for &str {
    fn position(&self, columns: &[String]) -> Option<usize> {
        columns.iter().position(|c| c.eq_ignore_ascii_case(self))
    }
}

impl SqliteRow {
    pub(crate) fn try_get<T: FromSql, I: SqliteIndex + std::fmt::Debug>(
        &self,
        index: I,
    ) -> Result<T> {
        let value = index
            .position(&self.columns)
            .and_then(|i| self.values.get(i))
            .ok_or_else(|| StoreError::Corrupt(format!("no column {index:?}")))?;
        T::column_result(ValueRef::from(value))
            .map_err(|e| StoreError::Corrupt(format!("column {index:?}: {e}")))
    }
}

impl SqliteConn {
    fn conn(&self) -> Result<&Connection> {
        self.conn
            .as_ref()
            .ok_or_else(|| StoreError::Corrupt("a connection was given back".into()))
    }

    /// Closes the connection when it is dropped instead of pooling it again.
    pub(crate) fn close_on_drop(&mut self) {
        self.close = true;
    }

    /// Whether the connection is inside a transaction (a BEGIN that went through).
    pub(crate) fn in_transaction(&self) -> bool {
        self.conn.as_ref().is_some_and(|conn| !conn.is_autocommit())
    }

    /// Statements without values, run in order (several allowed).
    pub(crate) fn batch(&mut self, sql: &str) -> Result<()> {
        Ok(self.conn()?.execute_batch(sql)?)
    }

    /// `begin` (`BEGIN IMMEDIATE`, or a plain `BEGIN`): while another process holds the
    /// write lock, tried again asleep, every millisecond and then less often, up to the busy
    /// timeout.
    pub(crate) async fn begin(&mut self, begin: &str) -> Result<()> {
        let until = Instant::now() + self.shared.opening.busy_timeout;
        let mut pause = Duration::from_millis(1);
        loop {
            let conn = self.conn()?;
            conn.busy_timeout(Duration::ZERO)?;
            let began = conn.execute_batch(begin);
            conn.busy_timeout(BLOCKING_BUSY)?;
            match began {
                Err(e) if is_busy(&e) && Instant::now() + pause < until => {
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(Duration::from_millis(50));
                }
                done => return Ok(done?),
            }
        }
    }

    /// A checkpoint of the write-ahead log (`RESTART`, `TRUNCATE`), waiting for other
    /// connections' locks as [`Checkpoint`] says: for a blocking thread, never a request's.
    /// SQLite's three numbers: busy (1 when it could not finish), the log's frames, and those
    /// checkpointed.
    pub(crate) fn checkpoint(&mut self, mode: Checkpoint) -> Result<(i64, i64, i64)> {
        let _turn = self
            .shared
            .checkpointing
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let conn = self.conn()?;
        // The passive copy first, without holding the writers back (none before TRUNCATE).
        let (first, sql, wait) = match mode {
            Checkpoint::Restart => (
                "PRAGMA wal_checkpoint(PASSIVE)",
                "PRAGMA wal_checkpoint(RESTART)",
                RESTART_WAIT,
            ),
            Checkpoint::Truncate => (
                "",
                "PRAGMA wal_checkpoint(TRUNCATE)",
                self.shared.opening.busy_timeout,
            ),
        };
        conn.busy_timeout(wait)?;
        let done = conn.execute_batch(first).and_then(|()| {
            conn.query_row(sql, [], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
        });
        conn.busy_timeout(BLOCKING_BUSY)?;
        Ok(done?)
    }

    /// Runs one statement with `values` bound in order; returns the rows it changed.
    pub(crate) fn execute(&mut self, sql: &str, values: &[Value]) -> Result<u64> {
        let conn = self.conn()?;
        let mut statement = conn.prepare_cached(sql)?;
        bind(&mut statement, values)?;
        if statement.column_count() == 0 {
            return Ok(statement.raw_execute()? as u64);
        }
        // A statement that also returns rows (a PRAGMA, `RETURNING`): read to its end.
        let writes = !statement.readonly();
        let mut rows = statement.raw_query();
        while rows.next()?.is_some() {}
        drop(rows);
        Ok(if writes { conn.changes() } else { 0 })
    }

    /// Runs one statement with `values` bound in order; returns its rows, `limit` at most.
    pub(crate) fn fetch(
        &mut self,
        sql: &str,
        values: &[Value],
        limit: Option<usize>,
    ) -> Result<Vec<SqliteRow>> {
        let conn = self.conn()?;
        let mut statement = conn.prepare_cached(sql)?;
        bind(&mut statement, values)?;
        let mut rows = statement.raw_query();
        let mut out = Vec::new();
        let mut columns: Option<Arc<[String]>> = None;
        while limit.is_none_or(|limit| out.len() < limit)
            && let Some(row) = rows.next()?
        {
            // Named after the first step: a statement prepared before the schema changed
            // (by this connection or another) is prepared again by it, and only then names
            // its columns as they now are.
            let columns = columns
                .get_or_insert_with(|| {
                    row.as_ref()
                        .column_names()
                        .into_iter()
                        .map(str::to_string)
                        .collect()
                })
                .clone();
            let values = (0..columns.len())
                .map(|i| row.get::<usize, Cell>(i))
                .collect::<rusqlite::Result<Vec<_>>>()?;
            out.push(SqliteRow { columns, values });
        }
        Ok(out)
    }
}

fn bind(statement: &mut rusqlite::Statement<'_>, values: &[Value]) -> Result<()> {
    if statement.parameter_count() != values.len() {
        return Err(StoreError::Corrupt(format!(
            "a statement wants {} values and has {}",
            statement.parameter_count(),
            values.len()
        )));
    }
    for (i, value) in values.iter().enumerate() {
        match value {
            Value::Int(v) => statement.raw_bind_parameter(i + 1, v)?,
            Value::Real(v) => statement.raw_bind_parameter(i + 1, v)?,
            Value::Text(v) => statement.raw_bind_parameter(i + 1, v)?,
        }
    }
    Ok(())
}

fn code(e: &rusqlite::Error) -> Option<(ffi::ErrorCode, i32, &str)> {
    match e {
        rusqlite::Error::SqliteFailure(failure, message) => Some((
            failure.code,
            failure.extended_code,
            message.as_deref().unwrap_or_default(),
        )),
        _ => None,
    }
}

fn is_busy(e: &rusqlite::Error) -> bool {
    code(e).is_some_and(|(code, _, _)| {
        matches!(
            code,
            ffi::ErrorCode::DatabaseBusy | ffi::ErrorCode::DatabaseLocked
        )
    })
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        if is_busy(&e) {
            return StoreError::Busy;
        }
        StoreError::Sqlite(e)
    }
}

/// A failed held-back write on SQLite, said as what it means (`tx::broken_means`).
pub(crate) fn classify(e: StoreError) -> StoreError {
    let StoreError::Sqlite(sqlite) = &e else {
        return e;
    };
    let Some((_, extended, message)) = code(sqlite) else {
        return e;
    };
    let broken = match extended {
        ffi::SQLITE_CONSTRAINT_UNIQUE | ffi::SQLITE_CONSTRAINT_PRIMARYKEY => Broken::Unique,
        ffi::SQLITE_CONSTRAINT_CHECK => Broken::Check,
        ffi::SQLITE_CONSTRAINT_NOTNULL => Broken::NotNull,
        _ => return e,
    };
    broken_means(broken, message).unwrap_or(e)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A statement kept prepared from before the schema changed names its columns as they
    /// are now: `SELECT *` after a column is renamed, added, or the table rebuilt with its
    /// columns in another order.
    #[tokio::test]
    async fn rows_name_their_columns_as_the_schema_now_has_them() {
        let dir = tempfile::tempdir().expect("a directory");
        let pool = SqlitePool::new(
            Opening {
                path: dir.path().join("columns.db"),
                memory: false,
                query_only: false,
                read_only: false,
                busy_timeout: Duration::from_secs(1),
            },
            2,
        )
        .expect("the pool");
        let mut conn = pool.acquire().await.expect("a connection");
        conn.batch("CREATE TABLE t (a INTEGER, b TEXT); INSERT INTO t VALUES (1, 'x')")
            .expect("the table");
        let star = "SELECT * FROM t";
        let read = |conn: &mut SqliteConn| {
            let rows = conn.fetch(star, &[], None).expect("the rows");
            let row = rows.first().expect("a row");
            (row.columns.to_vec(), row.try_get::<i64, _>("a").expect("a"))
        };
        assert_eq!(read(&mut conn), (vec!["a".into(), "b".into()], 1));
        conn.execute("ALTER TABLE t RENAME COLUMN b TO c", &[])
            .expect("renamed");
        assert_eq!(read(&mut conn), (vec!["a".into(), "c".into()], 1));
        conn.execute("ALTER TABLE t ADD COLUMN d INTEGER", &[])
            .expect("added");
        assert_eq!(read(&mut conn).0, ["a", "c", "d"]);
        conn.batch(
            "CREATE TABLE u (d INTEGER, c TEXT, a INTEGER);
             INSERT INTO u SELECT d, c, a FROM t;
             DROP TABLE t;
             ALTER TABLE u RENAME TO t",
        )
        .expect("rebuilt");
        assert_eq!(
            read(&mut conn),
            (vec!["d".into(), "c".into(), "a".into()], 1)
        );
    }
}
