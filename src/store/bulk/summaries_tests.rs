//! The summaries the triggers keep come out the same whether a history is written a row a
//! statement, as the app writes it, or many rows a statement, as a fill's `COPY` does (on
//! PostgreSQL the triggers run once a statement and add its rows up).

use super::super::db::{self, Value};
use super::super::{Backend, Store, Tx};
use crate::testing::{TestDatabase, on_both};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One statement's rows: the table, its columns, and the values row after row.
type Statement = (&'static str, &'static [&'static str], Vec<Value>);

const WALLET: &[&str] = &["guild_id", "user_id", "balance", "created_at"];
const GAME: &[&str] = &[
    "id",
    "guild_id",
    "channel_id",
    "owner_id",
    "kind",
    "status",
    "version",
    "state",
    "created_at",
    "updated_at",
];
const LEDGER: &[&str] = &[
    "id",
    "guild_id",
    "user_id",
    "delta",
    "balance_after",
    "reason",
    "game_id",
    "idempotency_key",
    "created_at",
];
const RESULT: &[&str] = &[
    "id",
    "guild_id",
    "user_id",
    "game_id",
    "kind",
    "wager",
    "payout",
    "created_at",
    "score",
    "detail",
    "won",
    "measures",
    "board",
    "ranked",
];
const ACHIEVEMENT: &[&str] = &["guild_id", "user_id", "achievement", "unlocked_at"];
const SETTINGS: &[&str] = &[
    "guild_id",
    "starting_chips",
    "daily_amount",
    "daily_streak_bonus",
    "daily_streak_max",
    "give_daily_cap",
    "idle_timeout_minutes",
    "updated_at",
];

fn int(v: i64) -> Value {
    Value::Int(Some(v))
}

fn text(v: &str) -> Value {
    Value::Text(Some(v.to_string()))
}

/// A seeded history over two servers: wallets, games, chips moved in and out of them across
/// days, weeks and months, results on two boards (some unscored, some unranked, some with
/// measures) and achievements, each statement of a few rows.
fn history(seed: u64) -> Vec<Statement> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let members: Vec<(i64, i64)> = [1, 2]
        .iter()
        .flat_map(|g| (100..112).map(move |u| (*g, u)))
        .collect();
    let mut balances: std::collections::HashMap<(i64, i64), i64> = Default::default();
    let mut at = 1_793_000_000;
    let mut statements: Vec<Statement> = vec![(
        "guild_settings",
        SETTINGS,
        [1, 2]
            .iter()
            .flat_map(|g| [*g, 100, 10, 1, 5, 100, 10, 0].map(int))
            .collect(),
    )];
    for chunk in members.chunks(5) {
        let mut rows = Vec::new();
        for member in chunk {
            let balance = rng.random_range(0..300);
            balances.insert(*member, balance);
            rows.extend([member.0, member.1, balance, at].map(int));
        }
        statements.push(("wallets", WALLET, rows));
    }
    let (mut games, mut ledger, mut results) = (Vec::<(i64, i64)>::new(), 0, 0);
    let mut held = std::collections::HashSet::new();
    for _ in 0..150 {
        let mut rows = Vec::new();
        match rng.random_range(0..10) {
            0..5 => {
                for _ in 0..rng.random_range(1..25) {
                    let (guild, user) = members[rng.random_range(0..members.len())];
                    // Most often one of the server's last few games, so that members come
                    // back to a game across days, weeks and months.
                    let recent: Vec<_> = games
                        .iter()
                        .rev()
                        .filter(|g| g.1 == guild)
                        .take(4)
                        .collect();
                    let game = match recent.len() {
                        n if n > 0 && rng.random_bool(0.7) => Some(*recent[rng.random_range(0..n)]),
                        _ => None,
                    };
                    let game = match game {
                        Some(game) => game.0,
                        None => {
                            let id = games.len() as i64 + 1;
                            games.push((id, guild));
                            statements.push((
                                "games",
                                GAME,
                                vec![
                                    int(id),
                                    int(guild),
                                    int(id),
                                    int(user),
                                    text("video-poker"),
                                    text("finished"),
                                    int(1),
                                    text("{}"),
                                    int(at),
                                    int(at),
                                ],
                            ));
                            id
                        }
                    };
                    at += [1, 60, 3_600, 20_000, 2 * 86_400][rng.random_range(0..5)];
                    let balance = balances.entry((guild, user)).or_default();
                    let after = (*balance + rng.random_range(-50..80)).max(0);
                    ledger += 1;
                    rows.extend([
                        int(ledger),
                        int(guild),
                        int(user),
                        int(after - *balance),
                        int(after),
                        text("bet"),
                        Value::Int(rng.random_bool(0.9).then_some(game)),
                        text(&format!("k{ledger}")),
                        int(at),
                    ]);
                    *balance = after;
                }
                statements.push(("ledger", LEDGER, rows));
            }
            5..9 if !games.is_empty() => {
                for _ in 0..rng.random_range(1..25) {
                    let (game, guild) = games[rng.random_range(0..games.len())];
                    at += [1, 60, 3_600, 40_000, 3 * 86_400][rng.random_range(0..5)];
                    results += 1;
                    let measures = format!(
                        r#"{{"m": {}, "n": {}}}"#,
                        rng.random_range(0..5),
                        if rng.random_bool(0.5) { "null" } else { "1.5" }
                    );
                    let kind = ["video-poker", "blackjack"][rng.random_range(0..2)];
                    rows.extend([
                        int(results),
                        int(guild),
                        int(rng.random_range(100..106)),
                        int(game),
                        text(kind),
                        int(rng.random_range(0..20)),
                        int(rng.random_range(0..40)),
                        int(at),
                        // Blackjack keeps no score: its record keeps its latest detail.
                        Value::Int(
                            (kind == "video-poker" && rng.random_bool(0.8))
                                .then(|| rng.random_range(-2..5)),
                        ),
                        Value::Text(rng.random_bool(0.8).then(|| format!("d{results}"))),
                        int(rng.random_range(0..2)),
                        Value::Text(rng.random_bool(0.5).then_some(measures)),
                        text(["", "b"][rng.random_range(0..2)]),
                        int([0, 1, 1, 1][rng.random_range(0..4)]),
                    ]);
                }
                statements.push(("results", RESULT, rows));
            }
            _ => {
                for _ in 0..rng.random_range(1..5) {
                    let (guild, user) = members[rng.random_range(0..members.len())];
                    let name = ["a1", "a2", "a3"][rng.random_range(0..3)];
                    if held.insert((guild, user, name)) {
                        rows.extend([int(guild), int(user), text(name), int(at)]);
                    }
                }
                statements.push(("achievements", ACHIEVEMENT, rows));
            }
        }
    }
    statements
}

/// Every summary row, one line each, in a fixed order (rows a summary keeps at zero, which
/// no read counts, left out).
async fn summaries(store: &Store) -> Vec<String> {
    const READS: &[(&str, &str)] = &[
        (
            "iii",
            "SELECT guild_id, user_id, balance FROM wallets ORDER BY 1, 2",
        ),
        (
            "iii",
            "SELECT guild_id, balance, members FROM balance_counts WHERE members <> 0
             ORDER BY 1, 2",
        ),
        (
            "iii",
            "SELECT guild_id, tier, members FROM balance_tiers WHERE members <> 0 ORDER BY 1, 2",
        ),
        (
            "iiiiii",
            "SELECT guild_id, span, since, user_id, net, games FROM season_nets
             WHERE games <> 0 OR net <> 0 ORDER BY 1, 2, 3, 4",
        ),
        (
            "iiiii",
            "SELECT guild_id, span, since, net, members FROM season_counts WHERE members <> 0
             ORDER BY 1, 2, 3, 4",
        ),
        (
            "iiiii",
            "SELECT guild_id, span, since, tier, members FROM season_tiers WHERE members <> 0
             ORDER BY 1, 2, 3, 4",
        ),
        (
            "ittiiiiiii",
            "SELECT guild_id, kind, board, span, since, user_id, high, high_id, low, low_id
             FROM bests ORDER BY 1, 2, 3, 4, 5, 6",
        ),
        (
            "ittiiiii",
            "SELECT guild_id, kind, board, span, since, side, value, members FROM best_counts
             WHERE members <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7",
        ),
        (
            "iti",
            "SELECT guild_id, achievement, members FROM achievement_counts ORDER BY 1, 2",
        ),
        (
            "iitiiiiiiititit",
            "SELECT guild_id, user_id, kind, played, wagered, paid, wins, scored, score_sum,
                    high, high_detail, low, low_detail, top, top_detail
             FROM member_stats ORDER BY 1, 2, 3",
        ),
        (
            "iittri",
            "SELECT guild_id, user_id, kind, name, total, count FROM member_measures
             ORDER BY 1, 2, 3, 4",
        ),
        (
            "ittiiiiiii",
            "SELECT guild_id, kind, board, slot, user_id, day, high, high_id, low, low_id
             FROM day_bests ORDER BY 1, 2, 3, 4, 5",
        ),
    ];
    let mut lines = Vec::new();
    for (kinds, sql) in READS {
        for row in db::query(sql).fetch_all(store.pool()).await.unwrap() {
            let table = sql
                .split("FROM ")
                .nth(1)
                .and_then(|t| t.split_whitespace().next());
            let mut line = table.unwrap_or_default().to_string();
            for (i, kind) in kinds.chars().enumerate() {
                let value = match kind {
                    'i' => format!("{:?}", row.try_get::<Option<i64>, _>(i).unwrap()),
                    'r' => format!("{:.6}", row.try_get::<f64, _>(i).unwrap()),
                    _ => format!("{:?}", row.try_get::<Option<String>, _>(i).unwrap()),
                };
                line.push('|');
                line.push_str(&value);
            }
            lines.push(line);
        }
    }
    lines
}

/// Writes `values` (rows of `columns`) into `table` as one INSERT statement.
async fn insert(tx: &mut Tx, table: &str, columns: &[&str], values: &[Value]) {
    let row = format!("({})", vec!["?"; columns.len()].join(", "));
    let sql = format!(
        "INSERT INTO {table} ({}) VALUES {}",
        columns.join(", "),
        vec![row; values.len() / columns.len()].join(", ")
    );
    let mut insert = db::query_built(sql);
    for value in values {
        insert = insert.bind(value.clone());
    }
    insert.execute(tx.conn().await.unwrap()).await.unwrap();
}

on_both! {
async fn summaries_add_up_alike_a_row_a_statement_and_many(db) {
    let other = match db.backend {
        Backend::Sqlite => TestDatabase::sqlite(),
        Backend::Postgres => TestDatabase::postgres().await.expect("the same server"),
    };
    let (one, many) = (db.open().await, other.open().await);
    let (mut by_row, mut by_statement) = (one.begin().await.unwrap(), many.begin().await.unwrap());
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for (table, columns, values) in history(1) {
        let width = columns.len();
        for row in values.chunks(width) {
            insert(&mut by_row, table, columns, row).await;
        }
        // The same rows in statements of random sizes.
        let mut rest = &values[..];
        while !rest.is_empty() {
            let rows = rng.random_range(1..=rest.len() / width);
            let (now, later) = rest.split_at(rows * width);
            insert(&mut by_statement, table, columns, now).await;
            rest = later;
        }
    }
    by_row.commit().await.unwrap();
    by_statement.commit().await.unwrap();
    let (by_row, by_statement) = (summaries(&one).await, summaries(&many).await);
    assert!(by_row.len() > 500, "{} summary rows", by_row.len());
    assert_eq!(by_row, by_statement);
}
}
