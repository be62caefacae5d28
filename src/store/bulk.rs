//! Bulk loading, for `parlor bench data fill`: many rows of several tables written at once,
//! by `COPY` on PostgreSQL and by wide multi-row INSERTs in one transaction on SQLite. The
//! rows go through the schema as any other write does: its constraints, foreign keys and
//! triggers (a ledger row moves its wallet's balance) hold for them.

use super::db::{self, Pooled, Value};
use super::{Result, Store, StoreError};

/// Values bound per SQLite INSERT (SQLite takes up to 32,766).
const SQLITE_VALUES: usize = 8_000;

/// SQLite's page cache for a bulk write's connection, in KiB (a negative `cache_size`): the
/// summaries' triggers touch pages all over a large file, which SQLite's default 2 MiB
/// would read from the operating system again and again. The cache is the connection's,
/// which the pool lends again for the next chunk.
const SQLITE_BULK_CACHE_KIB: i64 = 1 << 20;

/// The bytes sent to PostgreSQL per `COPY` message.
const COPY_CHUNK: usize = 1 << 20;

/// The rows of one `COPY` on PostgreSQL, each its own transaction. The summaries' triggers
/// run once a statement and add its rows up (migration 0025), so a larger `COPY` costs no
/// more a row; this bounds what one holds in memory and what a failure takes back.
const COPY_ROWS: usize = 20_000;

/// The tables whose ids PostgreSQL gives from an identity column.
pub(super) const IDENTITY_TABLES: [&str; 5] =
    ["games", "ledger", "results", "outbox", "exclusions"];

/// PostgreSQL: the statement that makes `table`'s next id follow the largest it holds
/// (SQLite takes the largest id + 1 by itself).
pub(super) fn follow_ids(table: &str) -> db::Query {
    db::query_built(format!(
        "SELECT setval(pg_get_serial_sequence('{table}', 'id'),
                       COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
    ))
}

impl Store {
    /// Whether the database holds no row a copy or a fill would write.
    pub(crate) async fn holds_nothing(&self) -> Result<bool> {
        Ok(super::copy::counts(self)
            .await?
            .iter()
            .all(|(_, n)| *n == 0))
    }

    /// The largest id `table` holds (0 when empty).
    pub(crate) async fn largest_id(&self, table: &str) -> Result<i64> {
        db::query_built(format!("SELECT COALESCE(MAX(id), 0) FROM {table}"))
            .scalar(self.pool())
            .await
    }

    /// Wallets on `guild`.
    pub(crate) async fn members_of(&self, guild: u64) -> Result<i64> {
        db::query("SELECT COUNT(*) FROM wallets WHERE guild_id = ?")
            .bind(super::sql_id(guild))
            .scalar(self.pool())
            .await
    }

    /// Rows in `table`.
    pub(crate) async fn rows_in(&self, table: &str) -> Result<i64> {
        db::query_built(format!("SELECT COUNT(*) FROM {table}"))
            .scalar(self.pool())
            .await
    }

    /// The database's size in bytes, and the ledger's with its indexes when the database
    /// tells (SQLite without its `dbstat` table does not).
    pub(crate) async fn sizes(&self) -> Result<(i64, Option<i64>)> {
        match self.backend() {
            db::Backend::Postgres => {
                let total = db::query("SELECT pg_database_size(current_database())")
                    .scalar(self.pool())
                    .await?;
                let ledger = db::query("SELECT pg_total_relation_size('ledger')")
                    .scalar(self.pool())
                    .await?;
                Ok((total, Some(ledger)))
            }
            db::Backend::Sqlite => {
                let pages: i64 = db::query(
                    "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()",
                )
                .scalar(self.pool())
                .await?;
                let ledger = db::query(
                    "SELECT CAST(SUM(pgsize) AS BIGINT) FROM dbstat
                     WHERE name = 'ledger' OR name IN
                         (SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'ledger')",
                )
                .scalar::<Option<i64>>(self.pool())
                .await
                .ok()
                .flatten();
                Ok((pages, ledger))
            }
        }
    }

    /// After a bulk write: PostgreSQL's statistics taken anew, so that the triggers'
    /// statements, planned while the tables were empty, are planned again for their sizes
    /// (SQLite plans each statement as it prepares it).
    pub(crate) async fn analyze(&self) -> Result<()> {
        if self.backend() == db::Backend::Postgres {
            db::query("ANALYZE").execute(self.pool()).await?;
        }
        Ok(())
    }

    /// After rows were written with their own ids: PostgreSQL's next ids follow them.
    pub(crate) async fn ids_follow_rows(&self) -> Result<()> {
        if self.backend() == db::Backend::Postgres {
            for table in IDENTITY_TABLES {
                follow_ids(table).execute(self.pool()).await?;
            }
        }
        Ok(())
    }

    /// Writes each table's values (row after row, `columns.len()` each), in the order given.
    /// On SQLite all in one transaction, all or nothing, with the foreign keys checked at its
    /// commit (`defer_foreign_keys`), so that a child's rows may come before their parent's:
    /// still checked, once the whole is written. On PostgreSQL, whose foreign keys are
    /// checked row by row, parents must come first; [`COPY_ROWS`] rows a transaction.
    pub(crate) async fn bulk_insert(&self, tables: &[BulkRows<'_>]) -> Result<()> {
        for rows in tables {
            let width = rows.columns.len();
            if width == 0 || !rows.values.len().is_multiple_of(width) {
                return Err(StoreError::Corrupt(format!(
                    "{} values do not make rows of {width} for {}",
                    rows.values.len(),
                    rows.table
                )));
            }
        }
        let mut conn = self.pool().acquire().await?;
        match &mut conn {
            Pooled::Postgres(conn, _) => {
                for rows in tables {
                    let width = rows.columns.len();
                    for chunk in rows.values.chunks(COPY_ROWS * width) {
                        copy_in(conn, rows.table, rows.columns, chunk).await?;
                    }
                }
                Ok(())
            }
            Pooled::Sqlite(sqlite, _) => {
                // Waits its turn while a checkpoint or another process holds the lock.
                sqlite.batch(&format!("PRAGMA cache_size = -{SQLITE_BULK_CACHE_KIB}"))?;
                sqlite.begin("BEGIN IMMEDIATE").await?;
                sqlite.batch("PRAGMA defer_foreign_keys = ON")?;
                let mut written = Ok(());
                for rows in tables {
                    written = insert_rows(&mut conn, rows).await;
                    if written.is_err() {
                        break;
                    }
                }
                if written.is_ok() {
                    // A foreign key still broken fails the commit, and SQLite keeps the
                    // transaction open: it is taken back below.
                    written = conn.batch("COMMIT".into()).await;
                }
                if written.is_err() {
                    // The error said is the write's. A rollback SQLite already made leaves
                    // none to make, and a connection left in a transaction is not lent again.
                    let _ = conn.batch("ROLLBACK".into()).await;
                }
                written
            }
        }
    }
}

/// One table's rows for [`Store::bulk_insert`].
pub(crate) struct BulkRows<'a> {
    pub table: &'a str,
    pub columns: &'a [&'a str],
    pub values: &'a [Value],
}

/// SQLite: the rows as INSERTs of many rows each, on a connection in a transaction.
async fn insert_rows(conn: &mut Pooled, rows: &BulkRows<'_>) -> Result<()> {
    let width = rows.columns.len();
    let rows_per_statement = (SQLITE_VALUES / width).max(1);
    let row = format!("({})", vec!["?"; width].join(", "));
    for chunk in rows.values.chunks(rows_per_statement * width) {
        let sql = format!(
            "INSERT INTO {} ({}) VALUES {}",
            rows.table,
            rows.columns.join(", "),
            vec![row.as_str(); chunk.len() / width].join(", ")
        );
        let mut insert = db::query_built(sql);
        for value in chunk {
            insert = insert.bind(value.clone());
        }
        insert.execute(conn.conn_leading(db::Lead::Plain)).await?;
    }
    Ok(())
}

/// PostgreSQL: the rows as `COPY … FROM STDIN` text, sent a megabyte at a time.
async fn copy_in(
    conn: &mut sqlx::pool::PoolConnection<sqlx::Postgres>,
    table: &str,
    columns: &[&str],
    values: &[Value],
) -> Result<()> {
    let statement = format!("COPY {table} ({}) FROM STDIN", columns.join(", "));
    let mut copy = conn.copy_in_raw(&statement).await?;
    let mut text = String::with_capacity(COPY_CHUNK + 4096);
    for row in values.chunks(columns.len()) {
        for (i, value) in row.iter().enumerate() {
            if i > 0 {
                text.push('\t');
            }
            copy_field(&mut text, value)?;
        }
        text.push('\n');
        if text.len() >= COPY_CHUNK {
            copy.send(text.as_bytes()).await?;
            text.clear();
        }
    }
    if !text.is_empty() {
        copy.send(text.as_bytes()).await?;
    }
    copy.finish().await?;
    Ok(())
}

/// One value in `COPY`'s text format: `\N` for NULL, text with its backslashes, tabs and
/// line ends escaped.
fn copy_field(out: &mut String, value: &Value) -> Result<()> {
    use std::fmt::Write as _;
    match value {
        Value::Int(None) | Value::Real(None) | Value::Text(None) => out.push_str("\\N"),
        Value::Int(Some(v)) => {
            let _ = write!(out, "{v}");
        }
        Value::Real(Some(v)) => {
            let _ = write!(out, "{v:?}");
        }
        Value::Text(Some(text)) => {
            if text.contains('\0') {
                return Err(StoreError::Corrupt(
                    "text with a NUL character cannot be stored".into(),
                ));
            }
            for c in text.chars() {
                match c {
                    '\\' => out.push_str("\\\\"),
                    '\t' => out.push_str("\\t"),
                    '\n' => out.push_str("\\n"),
                    '\r' => out.push_str("\\r"),
                    c => out.push(c),
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod summaries_tests;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copy_text_escapes_what_would_split_a_field_or_a_row() {
        let mut out = String::new();
        for value in [
            Value::Int(Some(-7)),
            Value::Text(None),
            Value::Text(Some("a\tb\\c\nd".into())),
        ] {
            copy_field(&mut out, &value).expect("writable");
            out.push('|');
        }
        assert_eq!(out, "-7|\\N|a\\tb\\\\c\\nd|");
        assert!(copy_field(&mut out, &Value::Text(Some("\0".into()))).is_err());
    }
}
