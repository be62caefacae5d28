//! The only place with SQL, on SQLite (the embedded default: WAL, a busy timeout, foreign
//! keys; run on the request's own thread, see `store::sqlite`) or PostgreSQL (any number of
//! processes on one database, through sqlx). Each database's migrations
//! (`migrations/sqlite`, `migrations/postgres`) run at start-up, by sqlx.
//!
//! Writes happen inside a [`Tx`]: a chip movement, the game state it belongs to and the
//! record of the interaction that caused them commit together or not at all. The queries
//! are written once for both databases ([`db`]); docs/storage.md says how.

mod achievements;
mod bests;
mod bulk;
mod check;
mod chip_pages;
mod copy;
pub mod db;
mod emojis;
mod games;
mod interactions;
mod outbox;
pub(crate) mod ranks;
mod restraints;
mod results;
mod seasons;
mod settings;
mod sqlite;
mod tx;
mod wallets;

pub use achievements::{Rarity, Unlocked};
pub use bests::{RECENT_DAYS, Window};
pub(crate) use bulk::BulkRows;
pub use check::{Finding, RawGame, StreakProblem};
pub use chip_pages::{LineKey, Side};
pub use copy::CopyReport;
pub use emojis::KeptEmoji;
pub use games::{GameRow, GameStatus, LoadedGame, NewGame, SaveGame};
pub use outbox::{KeptPost, NewPost, OUTBOX, OutboxReport, Post};
pub use restraints::{
    Caps, DAY, EVERYWHERE, Exclusion, FOREVER, Flags, Limits, Play, PlayReason, Restraint,
    counted_stakes,
};
pub use results::{Best, BoardRow, KindStats, Measure, NewResult};
pub use seasons::{ClosedSeason, DueSeasons, DueServer, Period, SeasonRow};
pub use settings::GuildSettings;
pub use tx::Tx;
/// The id the members' own wallets are kept under, in place of a server's: no server has
/// it. Everything kept per server (wallets, ledger, results, achievements, limits) is kept
/// for the own wallets under it; settings are never stored for it.
pub const OWN_WALLETS: u64 = 0;

pub use wallets::{Among, LeaderRow, Move, Movement, Streak, Wallet};

pub use db::Backend;

use db::Pool;
use sqlite::{Opening, SqlitePool};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
use std::str::FromStr;
use std::time::Duration;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Database(sqlx::Error),
    #[error("database error: {0}")]
    Sqlite(rusqlite::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("not enough chips: the balance is {balance}, {needed} needed")]
    InsufficientChips { balance: i64, needed: i64 },
    #[error("this chip movement was already made ({0})")]
    DuplicateMovement(String),
    #[error("the game changed since this was read")]
    StaleVersion,
    #[error("stored data is damaged: {0}")]
    Corrupt(String),
    #[error("the database is busy")]
    Busy,
    #[error("this interaction was answered before")]
    AlreadyAnswered,
    #[error("a movement would take a balance below zero")]
    WouldGoNegative,
    /// PostgreSQL ended the transaction to keep it serializable (SQLSTATE 40001), to
    /// break a deadlock (40P01), or because a row it needed stayed locked by another for
    /// longer than [`POSTGRES_LOCK_WAIT`] (55P03): nothing of it stays, and running it again
    /// will work.
    #[error("another transaction changed the same rows")]
    Conflict,
    /// Another open game holds the slot a new game would take, or another member the seat
    /// (taken meanwhile).
    #[error("another game or member took this place meanwhile")]
    SlotTaken,
    #[error("{0}")]
    Unsupported(String),
    #[error("cannot reach the database: {0}")]
    Unreachable(String),
}

pub type Result<T> = std::result::Result<T, StoreError>;

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        let code = e
            .as_database_error()
            .and_then(|d| d.code())
            .map(|code| code.to_string())
            .unwrap_or_default();
        // SQLITE_BUSY and its extended codes: another writer held the lock past the busy
        // timeout.
        let sqlite_busy = code.parse::<i32>().is_ok_and(|code| code & 0xff == 5);
        // PostgreSQL going away or refusing new work for now: a connection failure (class
        // 08), the server shutting down or starting (57P01 to 57P03), too many connections.
        let postgres_away = code.starts_with("08")
            || matches!(code.as_str(), "57P01" | "57P02" | "57P03" | "53300");
        let unreachable = matches!(
            e,
            sqlx::Error::PoolTimedOut
                | sqlx::Error::PoolClosed
                | sqlx::Error::Io(_)
                | sqlx::Error::Tls(_)
                | sqlx::Error::WorkerCrashed
        );
        if matches!(code.as_str(), "40001" | "40P01" | "55P03") {
            StoreError::Conflict
        } else if sqlite_busy || postgres_away || unreachable {
            StoreError::Busy
        } else {
            StoreError::Database(e)
        }
    }
}

/// A Discord snowflake as the database stores it (a signed 64-bit integer). Snowflakes stay below 2^63.
pub(crate) fn sql_id(id: u64) -> i64 {
    id as i64
}

pub(crate) fn from_sql_id(id: i64) -> u64 {
    id as u64
}

/// The most the write-ahead log keeps between checkpoints, in bytes.
pub const WAL_SIZE_LIMIT: u64 = 16 * 1024 * 1024;

/// How often the write-ahead log is checkpointed.
const CHECKPOINT_EVERY: Duration = Duration::from_secs(1);

/// Copies the write-ahead log into the database every second and starts the log over
/// ([`sqlite::Checkpoint::Restart`]: a passive copy, then a RESTART checkpoint that waits at
/// most a few milliseconds for the readers still in the log, else copies what it can),
/// until the pool closes or the runtime ends.
/// Under steady load some reader is always in the log, so a checkpoint that waits for
/// nobody never finds all of it copied, and the log grew by every commit's pages, each
/// write a page the system had to add to the file. Commits never checkpoint themselves; the
/// checkpoint runs on a blocking thread, never a request's, and writers wait only for its
/// second part (a few pages, two syncs, and the readers, 10 ms at most).
async fn checkpoints(pool: SqlitePool) {
    let mut ticker = tokio::time::interval(CHECKPOINT_EVERY);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        if pool.is_closed() {
            break;
        }
        let done = match pool.acquire().await {
            Ok(mut conn) => tokio::task::spawn_blocking(move || {
                conn.checkpoint(sqlite::Checkpoint::Restart)
                    .map(|(busy, _, _)| {
                        if busy != 0 {
                            tracing::debug!("the log could not start over: readers still in it");
                        }
                    })
            })
            .await
            .unwrap_or_else(|e| Err(StoreError::Corrupt(e.to_string()))),
            Err(e) => Err(e),
        };
        if let Err(e) = done {
            tracing::warn!("checkpointing the database: {e}");
        }
    }
}

#[derive(Clone)]
pub struct Store {
    pool: Pool,
    /// The rehearsals' connections, which cannot write: PostgreSQL's
    /// `default_transaction_read_only`, a SQLite file's `query_only`. An in-memory SQLite
    /// database rehearses on `pool`, in a `query_only` transaction.
    readers: Option<Pool>,
    /// One writer at a time in this process, on SQLite; PostgreSQL runs writers at once.
    writer: Option<std::sync::Arc<tokio::sync::Mutex<()>>>,
    /// This store's round trips to its database ([`db::Trips`]).
    trips: db::Trips,
}

/// Connections a SQLite file's rehearsals read on at most, per process.
const READERS: u32 = 4;

/// Connections a PostgreSQL store keeps at most, per process.
const POSTGRES_CONNECTIONS: u32 = 16;

/// The longest a request waits for a PostgreSQL connection (at most the busy timeout): a
/// server gone is said as busy in time for Discord's 3-second deadline.
const POSTGRES_ACQUIRE_AT_MOST: Duration = Duration::from_secs(2);

/// How long a write waits for a row another transaction holds (PostgreSQL's `lock_timeout`)
/// before it stops and is run again. At repeatable read, waiting longer rarely helps: when
/// the holder commits, the waiter fails anyway (40001). And two writes that each hold a
/// count row the other needs, taken in different statements, would otherwise wait a whole
/// `deadlock_timeout` (1 s by default) before PostgreSQL broke the circle.
pub const POSTGRES_LOCK_WAIT: Duration = Duration::from_millis(50);

impl Store {
    /// Opens (creating if needed) and migrates the database at `url`, such as
    /// `sqlite://parlor.db`, `sqlite::memory:` or `postgres://user@host/db`.
    pub async fn open(url: &str) -> Result<Store> {
        Store::open_with(url, Duration::from_secs(10)).await
    }

    /// [`Store::open`], waiting at most `busy_timeout` for another writer's lock (SQLite) or
    /// for a connection (PostgreSQL).
    pub async fn open_with(url: &str, busy_timeout: Duration) -> Result<Store> {
        match Backend::of_url(url) {
            Some(Backend::Sqlite) => Store::open_sqlite(url, busy_timeout).await,
            Some(Backend::Postgres) => Store::open_postgres(url, busy_timeout).await,
            None => Err(StoreError::Unsupported(format!(
                "database {}: Parlor runs on SQLite (sqlite://parlor.db) or PostgreSQL \
                 (postgres://user@host/database)",
                url.split(':').next().unwrap_or_default()
            ))),
        }
    }

    async fn open_sqlite(url: &str, busy_timeout: Duration) -> Result<Store> {
        use sqlx::{ConnectOptions, Connection};
        let memory = url.contains(":memory:");
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .foreign_keys(true)
            .busy_timeout(busy_timeout)
            .journal_mode(if memory {
                SqliteJournalMode::Memory
            } else {
                SqliteJournalMode::Wal
            })
            .synchronous(SqliteSynchronous::Normal)
            // The write-ahead log is cut back to this size at each checkpoint; the sweep
            // checkpoints it every half minute, so it never grows without bound.
            .pragma("journal_size_limit", WAL_SIZE_LIMIT.to_string())
            // No checkpoint inside a commit, where the writer's turn would wait for it: the
            // store runs a passive one every second instead (`checkpoints`).
            .pragma("wal_autocheckpoint", "0");
        // sqlx makes the database (in write-ahead-log mode, which the file keeps) and
        // migrates it; the store's own connections then run on the requests' threads.
        let mut migrator = options.connect().await?;
        sqlx::migrate!("./migrations/sqlite")
            .run(&mut migrator)
            .await?;
        let opening = Opening {
            path: options.get_filename().to_path_buf(),
            memory,
            query_only: false,
            // As sqlx reads the URL's `mode`: `ro` opens the file read-only.
            read_only: url
                .split_once('?')
                .is_some_and(|(_, query)| query.split('&').any(|pair| pair == "mode=ro")),
            busy_timeout,
        };
        // An in-memory database exists while one of its connections is open: its pool keeps
        // one of its own, opened before the migrator's closes, and lends one other.
        let pool = SqlitePool::new(opening.clone(), if memory { 1 } else { 8 })?;
        migrator.close().await?;
        // The rehearsals' connections, which cannot write (`query_only`): a file's only (an
        // in-memory database rehearses on its one connection).
        let readers = match memory {
            true => None,
            false => Some(SqlitePool::new(
                Opening {
                    query_only: true,
                    ..opening
                },
                READERS,
            )?),
        };
        if !memory {
            tokio::spawn(checkpoints(pool.clone()));
        }
        let trips = db::Trips::default();
        Ok(Store {
            pool: Pool::Sqlite(pool, trips.clone()),
            readers: readers.map(|readers| Pool::Sqlite(readers, trips.clone())),
            trips,
            writer: Some(Default::default()),
        })
    }

    async fn open_postgres(url: &str, busy_timeout: Duration) -> Result<Store> {
        use sqlx::ConnectOptions;
        let mut options = PgConnectOptions::from_str(url)?;
        // Named in pg_stat_activity, unless the URL names it (`?application_name=`).
        if options.get_application_name().is_none() {
            options = options.application_name("parlor");
        }
        // One connection first, so that a server out of reach is said at once and as
        // itself, not as a pool that timed out.
        let first = options.connect().await.map_err(|e| {
            StoreError::Unreachable(format!(
                "PostgreSQL at {}:{}: {e}",
                options.get_host(),
                options.get_port()
            ))
        })?;
        // Several processes starting at once: the migrator holds an advisory lock. Run before
        // the pool opens, whose connections prepare statements on the tables it makes.
        let mut first = first;
        sqlx::migrate!("./migrations/postgres")
            .run(&mut first)
            .await?;
        sqlx::Connection::close(first).await?;
        let readers = PgPoolOptions::new()
            .max_connections(POSTGRES_CONNECTIONS / 2)
            .min_connections(0)
            .acquire_timeout(busy_timeout.min(POSTGRES_ACQUIRE_AT_MOST))
            .idle_timeout(Some(Duration::from_secs(600)))
            .max_lifetime(Some(Duration::from_secs(3600)))
            .test_before_acquire(false)
            .connect_lazy_with(
                options
                    .clone()
                    .options([("default_transaction_read_only", "on")]),
            );
        let pool = PgPoolOptions::new()
            // The statements that travel as text, planned once per connection (db.rs).
            .after_connect(|conn, _| {
                Box::pin(async move {
                    use sqlx::Executor;
                    conn.execute(sqlx::AssertSqlSafe(db::postgres_prepares()))
                        .await
                        .map(|_| ())
                })
            })
            .max_connections(POSTGRES_CONNECTIONS)
            // A few kept open from the start, so the first members of a busy moment do not
            // all wait for new connections.
            .min_connections(POSTGRES_CONNECTIONS / 4)
            .acquire_timeout(busy_timeout.min(POSTGRES_ACQUIRE_AT_MOST))
            .idle_timeout(Some(Duration::from_secs(600)))
            .max_lifetime(Some(Duration::from_secs(3600)))
            // A server's connection can drop; a query on a dropped one fails, is said as
            // busy, and the connection is closed (see `Tx`). No ping on every acquire,
            // which would cost a round trip per request.
            .test_before_acquire(false)
            .connect_with(options.options([(
                "lock_timeout",
                format!("{}ms", POSTGRES_LOCK_WAIT.as_millis()),
            )]))
            .await?;
        let trips = db::Trips::default();
        Ok(Store {
            pool: Pool::Postgres(pool, trips.clone()),
            readers: Some(Pool::Postgres(readers, trips.clone())),
            trips,
            writer: None,
        })
    }

    /// The round trips this store has made to its database so far (see [`db::Trips`]).
    pub fn round_trips(&self) -> u64 {
        self.trips.read()
    }

    /// Which database this store runs on.
    pub fn backend(&self) -> Backend {
        self.pool.backend()
    }

    /// Starts a write transaction.
    pub async fn begin(&self) -> Result<Tx> {
        // Writers of this process take turns here, handed over at once; SQLite's own lock,
        // with its busy timeout, is then only ever contended by other processes.
        let turn = match &self.writer {
            Some(writer) => Some(writer.clone().lock_owned().await),
            None => None,
        };
        Tx::begin(&self.pool, turn).await
    }

    /// Runs `statements` in one write transaction: committed when every one succeeded, rolled
    /// back otherwise (so that its connection goes back to the pool). Returns the rows they
    /// changed.
    pub(crate) async fn write_all(&self, statements: Vec<db::Query>) -> Result<u64> {
        let mut tx = self.begin().await?;
        let run = async {
            let mut changed = 0;
            for statement in statements {
                changed += statement.execute(tx.conn().await?).await?;
            }
            Ok(changed)
        }
        .await;
        match run {
            Ok(changed) => tx.commit().await.map(|()| changed),
            Err(e) => {
                let _ = tx.rollback().await;
                Err(e)
            }
        }
    }

    /// Starts a rehearsal: a read snapshot of the committed database, which waits for no
    /// writer and writes nothing (see [`Tx`]).
    pub async fn rehearse(&self) -> Result<Tx> {
        match &self.readers {
            Some(readers) => Tx::rehearse(readers, true).await,
            None => Tx::rehearse(&self.pool, false).await,
        }
    }

    pub(crate) fn pool(&self) -> &Pool {
        &self.pool
    }

    /// The SQLite pool, for the store's own tests of SQLite's settings.
    #[cfg(test)]
    pub(crate) fn sqlite_pool(&self) -> Option<&SqlitePool> {
        match &self.pool {
            Pool::Sqlite(pool, _) => Some(pool),
            Pool::Postgres(..) => None,
        }
    }

    /// Connections open in the pool, and how many of them are idle.
    pub fn pool_use(&self) -> (u32, u32) {
        let pools = std::iter::once(&self.pool).chain(&self.readers);
        pools.fold((0, 0), |(size, idle), pool| {
            (size + pool.size(), idle + pool.num_idle() as u32)
        })
    }

    /// (sum of all ledger deltas, sum of all balances): equal in a sound database.
    pub async fn audit(&self) -> Result<(i64, i64)> {
        let ledger: Option<i64> = db::query("SELECT CAST(SUM(delta) AS BIGINT) FROM ledger")
            .scalar(&self.pool)
            .await?;
        let balances: Option<i64> = db::query("SELECT CAST(SUM(balance) AS BIGINT) FROM wallets")
            .scalar(&self.pool)
            .await?;
        Ok((ledger.unwrap_or(0), balances.unwrap_or(0)))
    }

    pub async fn close(&self) {
        self.pool.close().await;
        if let Some(readers) = &self.readers {
            readers.close().await;
        }
    }

    /// A pay table's stored return (at 1 chip, at the maximum bet), by its pays.
    /// A figure a game keeps (see [`crate::games::Figure`]), by its kind and key.
    pub async fn figure(&self, kind: &str, key: &str) -> Result<Option<serde_json::Value>> {
        let row: Option<String> = db::query("SELECT value FROM figures WHERE kind = ? AND key = ?")
            .bind(kind)
            .bind(key)
            .scalar_optional(&self.pool)
            .await?;
        Ok(row.and_then(|text| match serde_json::from_str(&text) {
            Ok(value) => Some(value),
            Err(e) => {
                tracing::warn!(
                    "the kept figure {kind} {key} does not read ({e}); working it out again"
                );
                None
            }
        }))
    }

    /// Keeps a figure; one already kept under the same kind and key stays as it was (also
    /// when another process keeps it at the same moment).
    pub async fn save_figure(
        &self,
        kind: &str,
        key: &str,
        value: &serde_json::Value,
        now: i64,
    ) -> Result<()> {
        let attempt = async {
            let mut tx = self.begin().await?;
            db::query(
                "INSERT INTO figures (kind, key, value, created_at) VALUES (?, ?, ?, ?)
                 ON CONFLICT (kind, key) DO NOTHING",
            )
            .bind(kind)
            .bind(key)
            .bind(value.to_string())
            .bind(now)
            .execute(tx.conn().await?)
            .await?;
            tx.commit().await
        };
        match attempt.await {
            // PostgreSQL: another process kept it first.
            Err(StoreError::Conflict) => Ok(()),
            done => done,
        }
    }

    /// Moves SQLite's write-ahead log into the database and truncates it, when no reader
    /// holds it back. Returns the log's size in pages before (busy, log pages,
    /// checkpointed). PostgreSQL keeps its own log: nothing to do, all zero.
    pub async fn checkpoint(&self) -> Result<(i64, i64, i64)> {
        match &self.pool {
            // It writes and syncs the file, and waits for readers: on a blocking thread.
            Pool::Sqlite(pool, _) => {
                let mut conn = pool.acquire().await?;
                tokio::task::spawn_blocking(move || conn.checkpoint(sqlite::Checkpoint::Truncate))
                    .await
                    .map_err(|e| StoreError::Corrupt(e.to_string()))?
            }
            Pool::Postgres(..) => Ok((0, 0, 0)),
        }
    }

    /// Whether a write commits now: updates the health row in a write transaction, within
    /// `budget`.
    pub async fn health(&self, now: i64, budget: Duration) -> Result<()> {
        // Every process writes the one row: two at the same moment on PostgreSQL make one
        // fail as a conflict, which says nothing about the database; it writes again.
        let probe = async {
            loop {
                let attempt = async {
                    let mut tx = self.begin().await?;
                    db::query("UPDATE health SET checked_at = ? WHERE id = 1")
                        .bind(now)
                        .execute(tx.conn().await?)
                        .await?;
                    tx.commit().await
                };
                match attempt.await {
                    Err(StoreError::Conflict) => tokio::time::sleep(Duration::from_millis(5)).await,
                    done => return done,
                }
            }
        };
        match tokio::time::timeout(budget, probe).await {
            Ok(result) => result,
            Err(_) => Err(StoreError::Busy),
        }
    }
}

#[cfg(test)]
mod tests;
