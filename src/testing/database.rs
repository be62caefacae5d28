//! The tests' databases: a SQLite file in a temporary directory, or a schema of its own in
//! the PostgreSQL server named by `PARLOR_TEST_POSTGRES_URL`, so that tests run in parallel
//! without sharing rows.
//!
//! Without that variable the PostgreSQL tests are skipped, and the run says so in one line;
//! under CI (`CI` set) they may not be: a missing or unreachable server fails the test.
//!
//! The app and end-to-end suites run on PostgreSQL from their own test binary,
//! `tests/postgres.rs`, which includes them: a [`Harness`](super::Harness) made in that binary
//! opens a PostgreSQL schema instead of a SQLite file ([`suite_backend`]).

use crate::store::{Backend, Store};
use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};

/// The variable naming the PostgreSQL server the tests may use.
pub const POSTGRES_URL_VARIABLE: &str = "PARLOR_TEST_POSTGRES_URL";

/// How old a test schema left behind (a run stopped half way) must be before a later run
/// drops it.
const STALE_AFTER_SECONDS: u64 = 2 * 3600;

/// A database for one test.
pub struct TestDatabase {
    pub url: String,
    pub backend: Backend,
    _dir: Option<tempfile::TempDir>,
}

impl TestDatabase {
    /// A SQLite file of its own.
    pub fn sqlite() -> TestDatabase {
        let dir = tempfile::tempdir().expect("a temporary directory");
        TestDatabase {
            url: format!("sqlite://{}", dir.path().join("parlor.db").display()),
            backend: Backend::Sqlite,
            _dir: Some(dir),
        }
    }

    /// A schema of its own on the tests' PostgreSQL server; None when there is none (and
    /// this is not CI).
    pub async fn postgres() -> Option<TestDatabase> {
        let base = postgres_url()?;
        let schema = new_schema(&base).await;
        Some(TestDatabase {
            url: in_schema(&base, &schema),
            backend: Backend::Postgres,
            _dir: None,
        })
    }

    /// The database the running test binary's suites use (see [`suite_backend`]).
    pub async fn for_suite() -> TestDatabase {
        match suite_backend() {
            Backend::Sqlite => TestDatabase::sqlite(),
            Backend::Postgres => match TestDatabase::postgres().await {
                Some(db) => db,
                // The PostgreSQL suite without PostgreSQL: said once, and the binary stops
                // here, passing (see the module's note).
                None => std::process::exit(0),
            },
        }
    }

    pub async fn open(&self) -> Store {
        Store::open(&self.url)
            .await
            .expect("open the test database")
    }
}

/// The backend of the running test binary's suites: PostgreSQL in `tests/postgres.rs`
/// (a binary named `postgres-…`), SQLite everywhere else.
pub fn suite_backend() -> Backend {
    let stem = std::env::current_exe()
        .ok()
        .and_then(|path| path.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .unwrap_or_default();
    if stem == "postgres" || stem.starts_with("postgres-") {
        Backend::Postgres
    } else {
        Backend::Sqlite
    }
}

/// The tests' PostgreSQL server, if they have one. Without one, a line says once that the
/// PostgreSQL tests were skipped and how to run them; under CI that is a failure instead.
pub fn postgres_url() -> Option<String> {
    static SAID: std::sync::Once = std::sync::Once::new();
    match std::env::var(POSTGRES_URL_VARIABLE) {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            if std::env::var_os("CI").is_some() {
                panic!(
                    "CI runs the PostgreSQL tests: set {POSTGRES_URL_VARIABLE} \
                     (postgres://postgres@127.0.0.1:5432/test)"
                );
            }
            SAID.call_once(|| {
                // Straight to stderr, past the test harness's capture: one line per run.
                let _ = writeln!(
                    std::io::stderr(),
                    "PostgreSQL tests skipped: {POSTGRES_URL_VARIABLE} is not set (run them with \
                     {POSTGRES_URL_VARIABLE}=postgres://postgres@127.0.0.1:5432/test cargo test)"
                );
            });
            None
        }
    }
}

/// `url` with every connection's search path set to `schema`.
pub fn in_schema(url: &str, schema: &str) -> String {
    let join = if url.contains('?') { '&' } else { '?' };
    format!("{url}{join}options=-c%20search_path%3D{schema}")
}

/// Makes a new empty schema, named for its time and process, and drops the ones earlier
/// runs left behind long ago.
async fn new_schema(base: &str) -> String {
    use sqlx::{Connection, Executor};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default();
    let schema = format!(
        "parlor_test_{now}_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let mut conn = sqlx::PgConnection::connect(base)
        .await
        .unwrap_or_else(|e| panic!("{POSTGRES_URL_VARIABLE} ({base}): {e}"));
    if NEXT.load(Ordering::Relaxed) == 1 {
        let old: Vec<(String,)> = sqlx::query_as(
            "SELECT nspname::text FROM pg_namespace WHERE nspname LIKE 'parlor\\_test\\_%'",
        )
        .fetch_all(&mut conn)
        .await
        .unwrap_or_default();
        for (name,) in old {
            let made = name
                .split('_')
                .nth(2)
                .and_then(|t| t.parse::<u64>().ok())
                .unwrap_or(now);
            if made + STALE_AFTER_SECONDS < now {
                let drop = format!("DROP SCHEMA IF EXISTS {name} CASCADE");
                let _ = conn.execute(sqlx::AssertSqlSafe(drop)).await;
            }
        }
    }
    // The name is made here of letters, digits and underscores only.
    conn.execute(sqlx::AssertSqlSafe(format!("CREATE SCHEMA {schema}")))
        .await
        .unwrap_or_else(|e| panic!("creating the test schema {schema}: {e}"));
    let _ = conn.close().await;
    schema
}

/// Records `n` filler replies in `store`: a test's big database.
pub async fn fill_replies(store: &Store, n: i64) -> crate::store::Result<()> {
    let mut tx = store.begin().await?;
    crate::store::db::query(
        "INSERT INTO interactions (id, reply, created_at)
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         SELECT 'filler-' || i,
                '{\"type\":4,\"data\":{\"content\":\"a recorded reply of some length, as a real one would be, with a board and buttons in it\"}}',
                i FROM n",
    )
    .bind(n)
    .execute(tx.conn().await?)
    .await?;
    tx.commit().await
}
