//! `parlor db copy`: everything one database holds, into another that holds nothing yet
//! (SQLite to PostgreSQL, or back), in one transaction on the target, and checked after.
//!
//! The source is read from one snapshot, so a bot still running on it cannot tear the copy;
//! the target is written in one transaction, so a copy interrupted at any point (a kill, a
//! lost connection, a full disk) leaves the target as empty as it was, and the next run
//! starts again from the beginning. A target that already holds data is refused.

use super::db::{self, Value};
use super::{Result, Store, StoreError};

/// A column's type, as both databases store it.
#[derive(Clone, Copy)]
enum Kind {
    Int,
    Text,
}

use Kind::{Int, Text};

/// A table a copy moves: its name, its columns, and the order its rows are read in.
type Table = (&'static str, &'static [(&'static str, Kind)], &'static str);

/// Every table a copy moves, parents before children. The leases (who sends the outbox) and
/// the health row are each database's own.
const TABLES: &[Table] = &[
    (
        "guild_settings",
        &[
            ("guild_id", Int),
            ("starting_chips", Int),
            ("daily_amount", Int),
            ("daily_streak_bonus", Int),
            ("daily_streak_max", Int),
            ("give_daily_cap", Int),
            ("give_min_account_days", Int),
            ("give_min_games", Int),
            ("give_receive_daily_cap", Int),
            ("idle_timeout_minutes", Int),
            ("log_channel", Int),
            ("log_posts", Int),
            ("log_gift_over", Int),
            ("language", Text),
            ("card_style", Text),
            ("updated_at", Int),
            ("season", Text),
            ("season_since", Int),
            ("announce_channel", Int),
            ("currency_name", Text),
            ("currency_emoji", Text),
            ("currency_one", Text),
            ("currency_few", Text),
            ("currency_many", Text),
            ("currency_other", Text),
            ("game_channels", Text),
            ("games_off", Text),
        ],
        "guild_id",
    ),
    (
        "game_settings",
        &[
            ("guild_id", Int),
            ("kind", Text),
            ("settings", Text),
            ("updated_at", Int),
        ],
        "guild_id, kind",
    ),
    (
        "wallets",
        &[
            ("guild_id", Int),
            ("user_id", Int),
            ("display_name", Text),
            ("balance", Int),
            ("daily_streak", Int),
            ("last_daily_at", Int),
            ("daily_claims", Int),
            ("last_grace_claim", Int),
            ("created_at", Int),
        ],
        "guild_id, user_id",
    ),
    (
        "games",
        &[
            ("id", Int),
            ("guild_id", Int),
            ("channel_id", Int),
            ("message_id", Int),
            ("owner_id", Int),
            ("kind", Text),
            ("status", Text),
            ("version", Int),
            ("state", Text),
            ("created_at", Int),
            ("updated_at", Int),
            ("slot", Int),
            ("deadline", Int),
            ("locale", Text),
        ],
        "id",
    ),
    (
        "seats",
        &[
            ("game_id", Int),
            ("seat", Int),
            ("user_id", Int),
            ("computer", Text),
            ("name", Text),
            ("status", Text),
            ("joined_at", Int),
        ],
        "game_id, seat",
    ),
    (
        "ledger",
        &[
            ("id", Int),
            ("guild_id", Int),
            ("user_id", Int),
            ("delta", Int),
            ("balance_after", Int),
            ("reason", Text),
            ("game_id", Int),
            ("counterparty_id", Int),
            ("idempotency_key", Text),
            ("created_at", Int),
        ],
        "id",
    ),
    (
        "results",
        &[
            ("id", Int),
            ("guild_id", Int),
            ("user_id", Int),
            ("game_id", Int),
            ("kind", Text),
            ("wager", Int),
            ("payout", Int),
            ("created_at", Int),
            ("score", Int),
            ("detail", Text),
            ("won", Int),
            ("measures", Text),
            ("board", Text),
            ("ranked", Int),
        ],
        "id",
    ),
    (
        "interactions",
        &[("id", Text), ("reply", Text), ("created_at", Int)],
        "id",
    ),
    (
        "attempts",
        &[
            ("guild_id", Int),
            ("user_id", Int),
            ("kind", Text),
            ("key", Text),
            ("created_at", Int),
        ],
        "guild_id, user_id, kind, key",
    ),
    (
        "figures",
        &[
            ("kind", Text),
            ("key", Text),
            ("value", Text),
            ("created_at", Int),
        ],
        "kind, key",
    ),
    (
        "emojis",
        &[
            ("name", Text),
            ("id", Int),
            ("hash", Text),
            ("updated_at", Int),
        ],
        "name",
    ),
    (
        "outbox",
        &[
            ("id", Int),
            ("guild_id", Int),
            ("channel_id", Int),
            ("key", Text),
            ("body", Text),
            ("created_at", Int),
            ("attempts", Int),
            ("next_try_at", Int),
            ("sent_at", Int),
            ("message_id", Int),
            ("failed_at", Int),
            ("last_error", Text),
        ],
        "id",
    ),
    (
        "achievements",
        &[
            ("guild_id", Int),
            ("user_id", Int),
            ("achievement", Text),
            ("unlocked_at", Int),
        ],
        "guild_id, user_id, achievement",
    ),
    (
        "seasons",
        &[
            ("guild_id", Int),
            ("period", Text),
            ("starts_at", Int),
            ("ends_at", Int),
            ("closed_at", Int),
        ],
        "guild_id, period",
    ),
    (
        "season_winners",
        &[
            ("guild_id", Int),
            ("period", Text),
            ("place", Int),
            ("user_id", Int),
            ("net", Int),
        ],
        "guild_id, period, user_id",
    ),
    (
        "shares",
        &[("game_id", Int), ("user_id", Int), ("shared_at", Int)],
        "game_id, user_id",
    ),
    (
        "exclusions",
        &[
            ("id", Int),
            ("guild_id", Int),
            ("user_id", Int),
            ("set_by", Int),
            ("since", Int),
            ("until", Int),
        ],
        "id",
    ),
    (
        "limits",
        &[
            ("guild_id", Int),
            ("user_id", Int),
            ("since", Int),
            ("stake_cap", Int),
            ("loss_cap", Int),
            ("set_at", Int),
        ],
        "guild_id, user_id, since, set_at",
    ),
    (
        "circles",
        &[("circle_id", Int), ("user_id", Int), ("joined_at", Int)],
        "circle_id, user_id",
    ),
];

/// Values bound per INSERT statement, well under either database's limit.
const VALUES_PER_STATEMENT: usize = 900;

/// What a copy moved and found: rows per table, and each server's ledger sum, on both
/// sides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CopyReport {
    /// (table, rows read from the source, rows in the target after).
    pub tables: Vec<(&'static str, u64, u64)>,
    /// (server, ledger sum in the source, in the target, balances in the target).
    pub ledgers: Vec<(u64, i64, i64, i64)>,
}

impl CopyReport {
    /// Whether the target holds what was read: every count, every ledger sum, and balances
    /// that add up to the ledger.
    pub fn matches(&self) -> bool {
        self.tables.iter().all(|(_, read, now)| read == now)
            && self
                .ledgers
                .iter()
                .all(|(_, source, target, balances)| source == target && target == balances)
    }
}

impl std::fmt::Display for CopyReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (table, read, now) in &self.tables {
            let mark = if read == now { "ok" } else { "DIFFERS" };
            writeln!(
                f,
                "{table:<15} {read:>9} read {now:>9} in the target  {mark}"
            )?;
        }
        for (guild, source, target, balances) in &self.ledgers {
            let mark = if source == target && target == balances {
                "ok"
            } else {
                "DIFFERS"
            };
            writeln!(
                f,
                "server {guild}: ledger {source} → {target}, balances {balances}  {mark}"
            )?;
        }
        Ok(())
    }
}

/// Every row of a table, every column a copy moves, in a fixed order.
fn select_all(table: &str, columns: &[(&str, Kind)], order: &str) -> db::Query {
    let names: Vec<&str> = columns.iter().map(|(name, _)| *name).collect();
    db::query_built(format!(
        "SELECT {} FROM {table} ORDER BY {order}",
        names.join(", ")
    ))
}

/// Rows of every table `store` holds, by table (the health row left out).
pub(super) async fn counts(store: &Store) -> Result<Vec<(&'static str, u64)>> {
    let mut counts = Vec::with_capacity(TABLES.len());
    for (table, _, _) in TABLES {
        let n: i64 = db::query_built(format!("SELECT COUNT(*) FROM {table}"))
            .scalar(store.pool())
            .await?;
        counts.push((*table, n.max(0) as u64));
    }
    Ok(counts)
}

/// Each server's ledger sum and balance sum, in a store or a snapshot of one.
async fn sums<'c>(on: impl Into<db::On<'c>>) -> Result<Vec<(u64, i64, i64)>> {
    let rows = db::query(
        "SELECT g.guild_id,
                (SELECT CAST(COALESCE(SUM(l.delta), 0) AS BIGINT) FROM ledger l
                  WHERE l.guild_id = g.guild_id) AS ledger,
                (SELECT CAST(COALESCE(SUM(w.balance), 0) AS BIGINT) FROM wallets w
                  WHERE w.guild_id = g.guild_id) AS balances
         FROM (SELECT guild_id FROM wallets UNION SELECT guild_id FROM ledger) g
         ORDER BY g.guild_id",
    )
    .fetch_all(on)
    .await?;
    rows.iter()
        .map(|row| {
            Ok((
                super::from_sql_id(row.try_get("guild_id")?),
                row.try_get("ledger")?,
                row.try_get("balances")?,
            ))
        })
        .collect()
}

impl Store {
    /// Copies everything `self` holds into `target`, which must hold nothing, and reports
    /// what the target holds after. Refused, with nothing written, if the target holds
    /// data; any failure on the way leaves the target as it was.
    pub async fn copy_to(&self, target: &Store) -> Result<CopyReport> {
        let held: Vec<String> = counts(target)
            .await?
            .into_iter()
            .filter(|(_, n)| *n > 0)
            .map(|(table, n)| format!("{n} {table}"))
            .collect();
        if !held.is_empty() {
            return Err(StoreError::Unsupported(format!(
                "the target already holds data ({}): a copy goes only into an empty database",
                held.join(", ")
            )));
        }
        // One snapshot of the source, held until every table is read (a transaction that
        // writes nothing and is rolled back).
        let mut source = self.begin().await?;
        let mut tx = target.begin().await?;
        let mut read = Vec::with_capacity(TABLES.len());
        let mut balances = Vec::new();
        for (table, columns, order) in TABLES {
            let names: Vec<&str> = columns.iter().map(|(name, _)| *name).collect();
            let rows = select_all(table, columns, order)
                .fetch_all(source.conn().await?)
                .await?;
            let mut values = Vec::with_capacity(rows.len() * columns.len());
            for row in &rows {
                for (i, (_, kind)) in columns.iter().enumerate() {
                    values.push(match kind {
                        Int => Value::Int(row.try_get::<Option<i64>, _>(i)?),
                        Text => Value::Text(row.try_get::<Option<String>, _>(i)?),
                    });
                }
                if *table == "wallets" {
                    balances.push((
                        row.try_get::<i64, _>(0)?,
                        row.try_get::<i64, _>(1)?,
                        row.try_get::<i64, _>(3)?,
                    ));
                }
            }
            let per_row = columns.len();
            let rows_per_statement = (VALUES_PER_STATEMENT / per_row).max(1);
            for chunk in values.chunks(rows_per_statement * per_row) {
                let row = format!("({})", vec!["?"; per_row].join(", "));
                let sql = format!(
                    "INSERT INTO {table} ({}) VALUES {}",
                    names.join(", "),
                    vec![row; chunk.len() / per_row].join(", ")
                );
                let mut insert = db::query_built(sql);
                for value in chunk {
                    insert = insert.bind(value.clone());
                }
                insert.execute(tx.conn().await?).await?;
            }
            read.push((*table, rows.len() as u64));
        }
        // Each ledger row moved its wallet to its balance as it went in (the trigger); the
        // wallets end as the source had them.
        for (guild, user, balance) in balances {
            db::query("UPDATE wallets SET balance = ? WHERE guild_id = ? AND user_id = ?")
                .bind(balance)
                .bind(guild)
                .bind(user)
                .execute(tx.conn().await?)
                .await?;
        }
        // Ids given from here on follow the copied ones (PostgreSQL's identity columns;
        // SQLite takes the largest id + 1 by itself).
        if target.backend() == db::Backend::Postgres {
            for table in super::bulk::IDENTITY_TABLES {
                super::bulk::follow_ids(table)
                    .execute(tx.conn().await?)
                    .await?;
            }
        }
        let source_sums = sums(source.conn().await?).await?;
        source.rollback().await?;
        tx.commit().await?;
        let after = counts(target).await?;
        let target_sums = sums(target.pool()).await?;
        let tables = read
            .into_iter()
            .zip(after)
            .map(|((table, read), (_, now))| (table, read, now))
            .collect();
        let ledgers = source_sums
            .iter()
            .map(|(guild, ledger, _)| {
                let (target_ledger, target_balances) = target_sums
                    .iter()
                    .find(|(g, _, _)| g == guild)
                    .map(|(_, l, b)| (*l, *b))
                    .unwrap_or((0, 0));
                (*guild, *ledger, target_ledger, target_balances)
            })
            .collect();
        Ok(CopyReport { tables, ledgers })
    }
}

impl Store {
    /// Every row of every table a copy moves, one line each, in a fixed order: what two
    /// databases holding the same data print alike.
    pub async fn dump(&self) -> Result<Vec<String>> {
        let mut lines = Vec::new();
        for (table, columns, order) in TABLES {
            let rows = select_all(table, columns, order)
                .fetch_all(self.pool())
                .await?;
            for row in &rows {
                let mut line = table.to_string();
                for (i, (_, kind)) in columns.iter().enumerate() {
                    let value = match kind {
                        Int => row
                            .try_get::<Option<i64>, _>(i)?
                            .map_or("NULL".into(), |v| v.to_string()),
                        Text => row
                            .try_get::<Option<String>, _>(i)?
                            .map_or("NULL".into(), |v| format!("{v:?}")),
                    };
                    line.push('|');
                    line.push_str(&value);
                }
                lines.push(line);
            }
        }
        Ok(lines)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::TestDatabase;
    use std::collections::BTreeSet;

    /// The tables the database's triggers keep from others (the counts of balances, the
    /// members' bests of all time, of the seasons and of the days, the achievements'
    /// holders, the members' records, the seasons' nets and their counts): a copy does not
    /// move them, the target's triggers make them anew as the wallets, the ledger and the
    /// results go in.
    const DERIVED: &[&str] = &[
        "balance_counts",
        "balance_tiers",
        "bests",
        "best_counts",
        "achievement_counts",
        "member_stats",
        "member_measures",
        "day_bests",
        "season_nets",
        "season_counts",
        "season_tiers",
    ];

    /// The tables a database holds (its migrations' bookkeeping left out).
    async fn tables(db: &TestDatabase) -> BTreeSet<String> {
        let store = db.open().await;
        let sql = match db.backend {
            super::super::Backend::Sqlite => {
                "SELECT name FROM sqlite_master WHERE type = 'table'
                     AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_sqlx%'"
            }
            super::super::Backend::Postgres => {
                "SELECT CAST(table_name AS TEXT) AS name FROM information_schema.tables
                     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
                     AND table_name NOT LIKE '_sqlx%'"
            }
        };
        let rows = db::query(sql).fetch_all(store.pool()).await.unwrap();
        let names = rows
            .iter()
            .map(|row| row.try_get::<String, _>("name").unwrap())
            .collect();
        store.close().await;
        names
    }

    /// A copy moves every table the schema has but each database's own (the outbox's
    /// leases, the health row): a table a migration adds is copied, or this says so.
    async fn every_table_is_copied(db: TestDatabase) {
        let copied: BTreeSet<String> = TABLES.iter().map(|(t, _, _)| t.to_string()).collect();
        let mut held = tables(&db).await;
        for own in ["leases", "health"].iter().chain(DERIVED) {
            assert!(held.remove(*own), "{own} in {held:?}");
        }
        assert_eq!(held, copied);
    }

    #[tokio::test]
    async fn every_table_is_copied_on_sqlite() {
        every_table_is_copied(TestDatabase::sqlite()).await;
    }

    #[tokio::test]
    async fn every_table_is_copied_on_postgres() {
        if let Some(db) = TestDatabase::postgres().await {
            every_table_is_copied(db).await;
        }
    }
}
