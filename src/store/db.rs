//! The two databases behind one store: SQLite (the embedded default) and PostgreSQL (for
//! several processes and hosts). Queries are written once, in SQLite's placeholder style
//! (`?` or `?N`), and run on either: PostgreSQL gets them with `$N`. Where the two dialects
//! differ (JSON functions, the write-ahead log) a query names both texts (`query2`).
//!
//! Values travel as `Value`s, typed so that a NULL has the column's type on PostgreSQL,
//! and rows come back as `Row`s whose columns decode the same on both.

use super::sqlite::{SqliteConn, SqliteIndex, SqlitePool, SqliteRow};
use super::{Result, StoreError};
use sqlx::pool::PoolConnection;
use sqlx::postgres::{PgConnection, PgPool, PgRow};
use sqlx::{AssertSqlSafe, Postgres};
use std::borrow::Cow;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// Round trips a store has made to its database: each statement run, and each batch of
/// statements sent at once (a BEGIN, a COMMIT with the writes held for it); on SQLite, which
/// runs on the request's own thread, the same calls are counted as if sent. What `/metrics`
/// reports as `parlor_db_round_trips_total`, and the load tool divides by clicks.
/// (PostgreSQL's first use of a statement on a connection costs one more, to prepare it.)
/// One per store, shared by its pools and their connections.
#[derive(Debug, Clone, Default)]
pub struct Trips(Arc<AtomicU64>);

impl Trips {
    /// One more round trip.
    pub(crate) fn one(&self) {
        self.0.fetch_add(1, Ordering::Relaxed);
    }

    /// The round trips so far.
    pub fn read(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }
}

/// Which database a store runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The backend a database URL names: `postgres://` or `postgresql://` for PostgreSQL,
    /// `sqlite:` for SQLite; anything else is refused.
    pub fn of_url(url: &str) -> Option<Backend> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Some(Backend::Postgres)
        } else if url.starts_with("sqlite:") {
            Some(Backend::Sqlite)
        } else {
            None
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "SQLite",
            Backend::Postgres => "PostgreSQL",
        }
    }
}

/// A database URL as it may be shown: a password in it is replaced by `***`.
pub fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (authority, path) = match rest.find('/') {
        Some(i) => rest.split_at(i),
        None => (rest, ""),
    };
    let authority = match authority.rsplit_once('@') {
        Some((user_info, host)) if user_info.contains(':') => {
            let user = user_info.split(':').next().unwrap_or_default();
            format!("{user}:***@{host}")
        }
        _ => authority.to_string(),
    };
    // A password may also come as a parameter (`?password=…`).
    let path = match path.split_once('?') {
        Some((before, query)) => {
            let query: Vec<String> = query
                .split('&')
                .map(|pair| match pair.split_once('=') {
                    Some((key, _)) if key.eq_ignore_ascii_case("password") => {
                        format!("{key}=***")
                    }
                    _ => pair.to_string(),
                })
                .collect();
            format!("{before}?{}", query.join("&"))
        }
        None => path.to_string(),
    };
    format!("{scheme}://{authority}{path}")
}

/// A pool of connections to one database, with its store's round trips.
#[derive(Clone)]
pub(crate) enum Pool {
    Sqlite(SqlitePool, Trips),
    Postgres(PgPool, Trips),
}

impl Pool {
    pub(crate) fn backend(&self) -> Backend {
        match self {
            Pool::Sqlite(..) => Backend::Sqlite,
            Pool::Postgres(..) => Backend::Postgres,
        }
    }

    /// The round trips of the store this pool belongs to.
    pub(crate) fn trips(&self) -> &Trips {
        match self {
            Pool::Sqlite(_, trips) | Pool::Postgres(_, trips) => trips,
        }
    }

    pub(crate) async fn acquire(&self) -> Result<Pooled> {
        Ok(match self {
            Pool::Sqlite(pool, trips) => Pooled::Sqlite(pool.acquire().await?, trips.clone()),
            Pool::Postgres(pool, trips) => Pooled::Postgres(pool.acquire().await?, trips.clone()),
        })
    }

    pub(crate) fn size(&self) -> u32 {
        match self {
            Pool::Sqlite(pool, _) => pool.size(),
            Pool::Postgres(pool, _) => pool.size(),
        }
    }

    pub(crate) fn num_idle(&self) -> usize {
        match self {
            Pool::Sqlite(pool, _) => pool.num_idle(),
            Pool::Postgres(pool, _) => pool.num_idle(),
        }
    }

    pub(crate) async fn close(&self) {
        match self {
            Pool::Sqlite(pool, _) => pool.close(),
            Pool::Postgres(pool, _) => pool.close().await,
        }
    }
}

/// A connection taken from a [`Pool`], with its store's round trips.
pub(crate) enum Pooled {
    Sqlite(SqliteConn, Trips),
    Postgres(PoolConnection<Postgres>, Trips),
}

impl Pooled {
    /// The connection, its next PostgreSQL statement sent as `lead` says.
    pub(crate) fn conn_leading<'c>(&'c mut self, lead: Lead<'c>) -> Conn<'c> {
        match self {
            Pooled::Sqlite(conn, trips) => Conn::Sqlite(conn, lead, trips),
            Pooled::Postgres(conn, trips) => Conn::Postgres(conn, lead, trips),
        }
    }

    /// Closes the connection when it is dropped instead of pooling it again.
    pub(crate) fn close_on_drop(&mut self) {
        match self {
            Pooled::Sqlite(conn, _) => conn.close_on_drop(),
            Pooled::Postgres(conn, _) => conn.close_on_drop(),
        }
    }

    /// A SQLite connection known to be outside any transaction (PostgreSQL's are not
    /// known: false).
    pub(crate) fn sqlite_outside_transaction(&self) -> bool {
        matches!(self, Pooled::Sqlite(conn, _) if !conn.in_transaction())
    }

    /// Runs SQL text without arguments, several statements allowed (PostgreSQL's simple
    /// protocol: one round trip for all of them).
    pub(crate) async fn batch(&mut self, sql: String) -> Result<()> {
        // The text is Parlor's own statements; any value in it was written by [`literal`].
        match self {
            Pooled::Sqlite(conn, trips) => {
                trips.one();
                conn.batch(&sql)?
            }
            Pooled::Postgres(conn, trips) => {
                trips.one();
                sqlx::raw_sql(AssertSqlSafe(sql))
                    .execute(&mut **conn)
                    .await?;
            }
        }
        Ok(())
    }
}

/// One connection, borrowed for a query.
pub(crate) enum Conn<'c> {
    Sqlite(&'c mut SqliteConn, Lead<'c>, &'c Trips),
    Postgres(&'c mut PgConnection, Lead<'c>, &'c Trips),
}

/// What a write transaction still owes before a statement.
pub(crate) enum Lead<'c> {
    /// Nothing: the statement goes as it is, prepared and bound.
    Plain,
    /// Its BEGIN, if not sent yet (it is taken then): the transaction's first statement
    /// carries it in the same message, so beginning costs no round trip of its own; a
    /// transaction with no statement before its commit sends it with the held writes.
    Begin(&'c mut Option<&'static str>),
}

/// Where a query runs: any connection of a pool, or one connection (a transaction's).
pub(crate) enum On<'c> {
    Pool(&'c Pool),
    Conn(Conn<'c>),
}

impl On<'_> {
    /// The round trips of the store the query runs on.
    fn trips(&self) -> &Trips {
        match self {
            On::Pool(pool) => pool.trips(),
            On::Conn(Conn::Sqlite(_, _, trips) | Conn::Postgres(_, _, trips)) => trips,
        }
    }
}

impl<'c> From<&'c Pool> for On<'c> {
    fn from(pool: &'c Pool) -> Self {
        On::Pool(pool)
    }
}

impl<'c> From<Conn<'c>> for On<'c> {
    fn from(conn: Conn<'c>) -> Self {
        On::Conn(conn)
    }
}

/// A value bound to a query, typed even when NULL.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value {
    Int(Option<i64>),
    Real(Option<f64>),
    Text(Option<String>),
}

impl From<i64> for Value {
    fn from(v: i64) -> Self {
        Value::Int(Some(v))
    }
}
impl From<Option<i64>> for Value {
    fn from(v: Option<i64>) -> Self {
        Value::Int(v)
    }
}
impl From<bool> for Value {
    fn from(v: bool) -> Self {
        Value::Int(Some(i64::from(v)))
    }
}
impl From<f64> for Value {
    fn from(v: f64) -> Self {
        Value::Real(Some(v))
    }
}
impl From<&str> for Value {
    fn from(v: &str) -> Self {
        Value::Text(Some(v.to_string()))
    }
}
impl From<String> for Value {
    fn from(v: String) -> Self {
        Value::Text(Some(v))
    }
}
impl From<&String> for Value {
    fn from(v: &String) -> Self {
        Value::Text(Some(v.clone()))
    }
}
impl From<Option<&str>> for Value {
    fn from(v: Option<&str>) -> Self {
        Value::Text(v.map(str::to_string))
    }
}
impl From<Option<String>> for Value {
    fn from(v: Option<String>) -> Self {
        Value::Text(v)
    }
}

/// A column type both databases decode.
pub(crate) trait Column:
    rusqlite::types::FromSql + for<'r> sqlx::Decode<'r, Postgres> + sqlx::Type<Postgres>
{
}
impl<T> Column for T where
    T: rusqlite::types::FromSql + for<'r> sqlx::Decode<'r, Postgres> + sqlx::Type<Postgres>
{
}

/// A column's name or position, on both databases.
pub(crate) trait Index: SqliteIndex + std::fmt::Debug + sqlx::ColumnIndex<PgRow> {}
impl<I> Index for I where I: SqliteIndex + std::fmt::Debug + sqlx::ColumnIndex<PgRow> {}

/// A row from either database.
pub(crate) enum Row {
    Sqlite(SqliteRow),
    Postgres(PgRow),
}

impl Row {
    pub(crate) fn try_get<T: Column, I: Index>(&self, index: I) -> Result<T> {
        use sqlx::Row as _;
        match self {
            Row::Sqlite(row) => row.try_get(index),
            Row::Postgres(row) => Ok(row.try_get(index)?),
        }
    }
}

/// A query in SQLite's placeholder style, with its arguments.
pub(crate) struct Query {
    sqlite: Cow<'static, str>,
    postgres: Option<&'static str>,
    args: Vec<Value>,
}

/// A query whose text both databases take.
pub(crate) fn query(sql: &'static str) -> Query {
    Query {
        sqlite: Cow::Borrowed(sql),
        postgres: None,
        args: Vec::new(),
    }
}

/// A query said differently to each database (both in SQLite's placeholder style).
pub(crate) fn query2(sqlite: &'static str, postgres: &'static str) -> Query {
    Query {
        sqlite: Cow::Borrowed(sqlite),
        postgres: Some(postgres),
        args: Vec::new(),
    }
}

/// A query whose text Parlor puts together from its own table and column names (never from
/// anything it was given); its values are bound like any other query's.
pub(crate) fn query_built(sql: String) -> Query {
    Query {
        sqlite: Cow::Owned(sql),
        postgres: None,
        args: Vec::new(),
    }
}

macro_rules! bound {
    ($query:expr, $args:expr) => {{
        let mut q = $query;
        for arg in $args {
            q = match arg {
                Value::Int(v) => q.bind(v),
                Value::Real(v) => q.bind(v),
                Value::Text(v) => q.bind(v),
            };
        }
        q
    }};
}

/// Runs `$method` of a bound query on whichever database `$on` is: SQLite's `$sqlite`
/// (run on this thread, see [`super::sqlite`]), or PostgreSQL's, its result mapped with
/// `$postgres`.
macro_rules! run {
    ($self:expr, $on:expr, $method:ident, $sqlite:expr, $postgres:expr) => {{
        let Query {
            sqlite,
            postgres,
            args,
        } = $self;
        let on: On = $on.into();
        on.trips().one();
        match on {
            On::Pool(Pool::Sqlite(pool, _)) => {
                ($sqlite)(&mut pool.acquire().await?, &sqlite, &args)?
            }
            On::Conn(Conn::Sqlite(conn, lead, _)) => {
                // The transaction's first statement is preceded by its BEGIN, which waits
                // asleep for another process's write lock.
                if let Lead::Begin(begin) = lead
                    && let Some(begin) = begin.take()
                {
                    conn.begin(begin).await?;
                }
                ($sqlite)(conn, &sqlite, &args)?
            }
            On::Pool(Pool::Postgres(pool, _)) => {
                let text = postgres_placeholders(postgres.unwrap_or(&sqlite));
                ($postgres)(
                    bound!(sqlx::query(AssertSqlSafe(text)), args)
                        .$method(pool)
                        .await?,
                )
            }
            On::Conn(Conn::Postgres(conn, lead, _)) => {
                let begin = match lead {
                    Lead::Begin(begin) => begin.take(),
                    Lead::Plain => None,
                };
                match begin {
                    // The transaction's first statement carries its BEGIN, in one message
                    // (the simple protocol, its values written in).
                    Some(begin) => {
                        let statement = postgres_text(postgres.unwrap_or(&sqlite), &args)?;
                        ($postgres)(
                            sqlx::raw_sql(AssertSqlSafe(format!("{begin};\n{statement}")))
                                .$method(&mut *conn)
                                .await?,
                        )
                    }
                    None => {
                        let text = postgres_placeholders(postgres.unwrap_or(&sqlite));
                        ($postgres)(
                            bound!(sqlx::query(AssertSqlSafe(text)), args)
                                .$method(&mut *conn)
                                .await?,
                        )
                    }
                }
            }
        }
    }};
}

impl Query {
    pub(crate) fn bind(mut self, value: impl Into<Value>) -> Query {
        self.args.push(value.into());
        self
    }

    /// Runs the statement; returns the rows it changed.
    pub(crate) async fn execute<'c>(self, on: impl Into<On<'c>>) -> Result<u64> {
        Ok(run!(
            self,
            on,
            execute,
            |conn: &mut SqliteConn, sql: &str, args: &[Value]| conn.execute(sql, args),
            |r: sqlx::postgres::PgQueryResult| r.rows_affected()
        ))
    }

    pub(crate) async fn fetch_all<'c>(self, on: impl Into<On<'c>>) -> Result<Vec<Row>> {
        Ok(run!(
            self,
            on,
            fetch_all,
            |conn: &mut SqliteConn, sql: &str, args: &[Value]| conn
                .fetch(sql, args, None)
                .map(|rows| rows.into_iter().map(Row::Sqlite).collect::<Vec<_>>()),
            |rows: Vec<PgRow>| rows.into_iter().map(Row::Postgres).collect::<Vec<_>>()
        ))
    }

    pub(crate) async fn fetch_optional<'c>(self, on: impl Into<On<'c>>) -> Result<Option<Row>> {
        Ok(run!(
            self,
            on,
            fetch_optional,
            |conn: &mut SqliteConn, sql: &str, args: &[Value]| conn
                .fetch(sql, args, Some(1))
                .map(|rows| rows.into_iter().next().map(Row::Sqlite)),
            |row: Option<PgRow>| row.map(Row::Postgres)
        ))
    }

    pub(crate) async fn fetch_one<'c>(self, on: impl Into<On<'c>>) -> Result<Row> {
        self.fetch_optional(on)
            .await?
            .ok_or(StoreError::Database(sqlx::Error::RowNotFound))
    }

    /// The first column of the one row.
    pub(crate) async fn scalar<'c, T: Column>(self, on: impl Into<On<'c>>) -> Result<T> {
        self.fetch_one(on).await?.try_get(0)
    }

    /// The first column of the row, if there is one.
    pub(crate) async fn scalar_optional<'c, T: Column>(
        self,
        on: impl Into<On<'c>>,
    ) -> Result<Option<T>> {
        match self.fetch_optional(on).await? {
            Some(row) => Ok(Some(row.try_get(0)?)),
            None => Ok(None),
        }
    }
}

/// `sql` with each of SQLite's placeholders replaced by what `each` makes of its position
/// (0-based: `?` counts in order, `?N` names N). Parlor's queries hold no `?` anywhere else
/// (no string literal or operator uses one).
fn each_placeholder(sql: &str, mut each: impl FnMut(usize) -> Result<String>) -> Result<String> {
    let mut out = String::with_capacity(sql.len() + 64);
    let mut next = 0usize;
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '?' {
            out.push(c);
            continue;
        }
        let mut digits = String::new();
        while let Some(d) = chars.peek().copied().filter(char::is_ascii_digit) {
            digits.push(d);
            chars.next();
        }
        let index = if digits.is_empty() {
            next += 1;
            next - 1
        } else {
            digits
                .parse::<usize>()
                .ok()
                .and_then(|n| n.checked_sub(1))
                .ok_or_else(|| StoreError::Corrupt(format!("placeholder ?{digits}")))?
        };
        out.push_str(&each(index)?);
    }
    Ok(out)
}

/// SQLite's placeholders (`?`, numbered in order, and `?N`) as PostgreSQL's `$N`.
pub(crate) fn postgres_placeholders(sql: &str) -> String {
    // Only a placeholder `?0` fails, and Parlor writes none.
    each_placeholder(sql, |index| Ok(format!("${}", index + 1))).unwrap_or_else(|_| sql.into())
}

/// The statements PostgreSQL keeps prepared on each writer connection, as `parlor_<n>`: those
/// that travel as simple-protocol text (a transaction's first statement, with its BEGIN, and
/// the writes held for the COMMIT), which PostgreSQL would otherwise parse and plan at every
/// click. Sent as `EXECUTE parlor_<n>(…)` with the values written in, they are planned once
/// per connection.
const PREPARED: &[&str] = &[
    super::games::LOAD_GAME_POSTGRES,
    super::games::SAVE_GAME,
    super::interactions::RECORD_ANSWER,
    super::results::HOLD_RESULT,
    super::wallets::HOLD_CHIPS,
    super::games::SAVE_GAME_KEEPING_STATUS,
];

/// The `PREPARE`s a new PostgreSQL writer connection runs ([`PREPARED`]).
pub(crate) fn postgres_prepares() -> String {
    PREPARED
        .iter()
        .enumerate()
        .map(|(n, sql)| {
            let sql = postgres_placeholders(sql.trim_end().trim_end_matches(';'));
            format!("PREPARE parlor_{n} AS {sql};\n")
        })
        .collect()
}

/// `sql` (SQLite's placeholders) with `values` written in, for PostgreSQL's simple protocol:
/// as `EXECUTE parlor_<n>(…)` when it is one of the [`PREPARED`] statements.
pub(crate) fn postgres_text(sql: &str, values: &[Value]) -> Result<String> {
    let Some(n) = PREPARED.iter().position(|p| *p == sql) else {
        return with_literals(sql, values);
    };
    // The prepared statements take their values in order, each `?` once.
    if sql.matches('?').count() != values.len() {
        return Err(StoreError::Corrupt(format!(
            "a prepared statement wants {} values and has {}",
            sql.matches('?').count(),
            values.len()
        )));
    }
    let values = values.iter().map(literal).collect::<Result<Vec<_>>>()?;
    Ok(format!("EXECUTE parlor_{n}({});", values.join(", ")))
}

/// A value written into SQL text, for PostgreSQL's simple protocol (which takes no
/// arguments): the commit's batch, a statement carrying its transaction's BEGIN, a
/// rehearsal's statement. Integers and reals are written as numbers, text as an escape
/// string literal (`E'…'`, backslashes and quotes doubled), which reads the same whatever
/// the server's `standard_conforming_strings`. Text holding a NUL character, which
/// PostgreSQL text cannot hold, is refused.
pub(crate) fn literal(value: &Value) -> Result<String> {
    Ok(match value {
        Value::Int(None) | Value::Real(None) | Value::Text(None) => "NULL".into(),
        Value::Int(Some(v)) => v.to_string(),
        Value::Real(Some(v)) if v.is_finite() => format!("CAST('{v:?}' AS DOUBLE PRECISION)"),
        Value::Real(Some(v)) => {
            return Err(StoreError::Corrupt(format!("{v} is not a number to store")));
        }
        Value::Text(Some(text)) => {
            if text.contains('\0') {
                return Err(StoreError::Corrupt(
                    "text with a NUL character cannot be stored".into(),
                ));
            }
            format!("E'{}'", text.replace('\\', "\\\\").replace('\'', "''"))
        }
    })
}

/// A statement in SQLite's placeholders (`?` in order, or `?N`) with its values written in.
pub(crate) fn with_literals(sql: &str, values: &[Value]) -> Result<String> {
    let mut used = vec![false; values.len()];
    let out = each_placeholder(sql, |index| {
        let value = values.get(index).ok_or_else(|| {
            StoreError::Corrupt("a statement has more placeholders than values".into())
        })?;
        used[index] = true;
        literal(value)
    })?;
    if used.iter().any(|used| !used) {
        return Err(StoreError::Corrupt(
            "a statement has more values than placeholders".into(),
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_never_show() {
        assert_eq!(
            without_password("postgres://parlor:s3cret@db.example:5432/parlor"),
            "postgres://parlor:***@db.example:5432/parlor"
        );
        assert_eq!(
            without_password("postgres://parlor@db/parlor"),
            "postgres://parlor@db/parlor"
        );
        assert_eq!(without_password("sqlite://parlor.db"), "sqlite://parlor.db");
        assert_eq!(
            without_password("postgres://db/parlor?user=p&password=s3cret&sslmode=require"),
            "postgres://db/parlor?user=p&password=***&sslmode=require"
        );
    }

    #[test]
    fn placeholders_become_postgres_numbers_in_order_or_as_numbered() {
        assert_eq!(
            postgres_placeholders("SELECT * FROM t WHERE a = ? AND b = ?"),
            "SELECT * FROM t WHERE a = $1 AND b = $2"
        );
        assert_eq!(
            postgres_placeholders("WHERE a = ?2 AND b = ?1 AND c = ?12"),
            "WHERE a = $2 AND b = $1 AND c = $12"
        );
        assert_eq!(postgres_placeholders("SELECT 1"), "SELECT 1");
    }

    #[test]
    fn the_prepared_statements_travel_as_execute_and_others_as_text() {
        let prepares = postgres_prepares();
        assert_eq!(prepares.matches("PREPARE parlor_").count(), PREPARED.len());
        assert!(
            !prepares.contains('?'),
            "PostgreSQL's placeholders: {prepares}"
        );
        assert!(prepares.contains("PREPARE parlor_1 AS UPDATE games SET state = $1"));
        assert_eq!(
            postgres_text(
                super::super::interactions::RECORD_ANSWER,
                &[
                    Value::from("i1"),
                    Value::from("{\"a\":'b'}"),
                    Value::from(5),
                ]
            )
            .unwrap(),
            "EXECUTE parlor_2(E'i1', E'{\"a\":''b''}', 5);"
        );
        assert_eq!(
            postgres_text("SELECT a FROM t WHERE b = ?", &[Value::Int(None)]).unwrap(),
            "SELECT a FROM t WHERE b = NULL"
        );
        assert!(
            postgres_text(
                super::super::interactions::RECORD_ANSWER,
                &[Value::from("i1")]
            )
            .is_err(),
            "too few values"
        );
        assert!(
            postgres_text(
                super::super::interactions::RECORD_ANSWER,
                &[Value::from("\0"), Value::from("{}"), Value::from(5)]
            )
            .is_err(),
            "a NUL"
        );
    }

    #[test]
    fn literals_quote_text_and_refuse_what_postgres_cannot_hold() {
        let sql = with_literals(
            "INSERT INTO t VALUES (?, ?, ?, ?);",
            &[
                Value::from(-5),
                Value::from("it's a \\ 'quote'"),
                Value::Int(None),
                Value::Text(None),
            ],
        )
        .unwrap();
        assert_eq!(
            sql,
            "INSERT INTO t VALUES (-5, E'it''s a \\\\ ''quote''', NULL, NULL);"
        );
        assert!(with_literals("?", &[Value::from("a\0b")]).is_err());
        assert!(with_literals("?, ?", &[Value::from(1)]).is_err());
        assert!(with_literals("?", &[Value::from(1), Value::from(2)]).is_err());
        assert!(literal(&Value::from(f64::NAN)).is_err());
        assert_eq!(
            with_literals(
                "a = ?2 AND b = ?1 AND c = ?2",
                &[Value::from("x"), Value::from(7)]
            )
            .unwrap(),
            "a = 7 AND b = E'x' AND c = 7"
        );
        assert_eq!(
            literal(&Value::from(0.5)).unwrap(),
            "CAST('0.5' AS DOUBLE PRECISION)"
        );
    }
}
