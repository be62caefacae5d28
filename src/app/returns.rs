//! Theoretical returns of pay tables under perfect play. Each takes seconds of CPU to
//! compute, so it is computed once per table — off the request path — and kept in the
//! database, keyed by the table's exact pays: a restart computes nothing it knew already.

use super::{App, AppError};
use crate::engine::cards::DeckKind;
use crate::engine::video_poker::optimal::optimal_return;
use crate::engine::video_poker::{MAX_BET, PayTable};
use crate::view::economy::TableReturn;
use std::collections::HashMap;
use std::sync::Mutex;

/// Returns known to this process, by table.
#[derive(Default)]
pub(super) struct Returns {
    known: Mutex<HashMap<PayTable, (f64, f64)>>,
}

impl Returns {
    fn get(&self, table: &PayTable) -> Option<(f64, f64)> {
        self.known.lock().ok()?.get(table).copied()
    }

    fn put(&self, table: &PayTable, value: (f64, f64)) {
        if let Ok(mut known) = self.known.lock() {
            known.insert(table.clone(), value);
        }
    }
}

/// The cache key: the pays, whatever the table's name.
fn pays_key(table: &PayTable) -> String {
    let pays = PayTable {
        name: String::new(),
        royal_flush_max_bet: Some(table.royal_at_max_bet()),
        ..table.clone()
    };
    serde_json::to_string(&pays).unwrap_or_default()
}

/// Enumerates every deal and hold: about a second of one core per bet size (release).
fn compute(table: &PayTable) -> (f64, f64) {
    let one = optimal_return(table, 1, DeckKind::Standard52);
    let max = optimal_return(table, MAX_BET, DeckKind::Standard52);
    (one.expected_return, max.expected_return)
}

impl App {
    /// The return of `table` under perfect play at 1 chip and at the maximum bet: from this
    /// process's memory, else the database, else computed (on a blocking thread) and kept.
    /// It writes: call it outside any transaction (see [`App::known_return`]).
    pub async fn table_return(&self, table: &PayTable) -> Result<TableReturn, AppError> {
        self.find_return(table, true).await
    }

    /// [`App::table_return`] without keeping a computed value: for use inside a write
    /// transaction, where a second write would wait on the first.
    pub(super) async fn known_return(&self, table: &PayTable) -> Result<TableReturn, AppError> {
        self.find_return(table, false).await
    }

    async fn find_return(&self, table: &PayTable, keep: bool) -> Result<TableReturn, AppError> {
        let (one_chip, max_bet) = match self.returns.get(table) {
            Some(known) => known,
            None => {
                let key = pays_key(table);
                let value = match self.store.table_return(&key).await? {
                    Some(stored) => stored,
                    None => {
                        let owned = table.clone();
                        let computed = tokio::task::spawn_blocking(move || compute(&owned))
                            .await
                            .map_err(|e| {
                            AppError::Internal(format!("computing a return: {e}"))
                        })?;
                        if keep {
                            self.store
                                .save_table_return(&key, computed, self.clock.now())
                                .await?;
                        }
                        computed
                    }
                };
                self.returns.put(table, value);
                value
            }
        };
        Ok(TableReturn { one_chip, max_bet })
    }

    /// Whether every configured table's return is known (the start-up computation is done).
    pub fn returns_ready(&self) -> bool {
        self.tables.iter().all(|t| self.returns.get(t).is_some())
    }

    /// Makes every configured table's return known ahead of the first /config, on a
    /// thread of its own at the lowest CPU priority: the bot serves at once, and requests
    /// never wait on this work. Nothing the database already holds is computed again.
    pub fn warm_returns(self: &std::sync::Arc<Self>) {
        let app = self.clone();
        let runtime = tokio::runtime::Handle::current();
        let spawned = std::thread::Builder::new()
            .name("pay-table-returns".into())
            .spawn(move || {
                crate::games::lowest_priority();
                for table in app.tables.clone() {
                    let key = pays_key(&table);
                    let stored = match runtime.block_on(app.store.table_return(&key)) {
                        Ok(stored) => stored,
                        Err(e) => {
                            tracing::warn!("the return of pay table {}: {e}", table.name);
                            continue;
                        }
                    };
                    let value = match stored {
                        Some(value) => value,
                        None => {
                            let value = compute(&table);
                            let now = app.clock.now();
                            if let Err(e) =
                                runtime.block_on(app.store.save_table_return(&key, value, now))
                            {
                                tracing::warn!("keeping the return of {}: {e}", table.name);
                            }
                            value
                        }
                    };
                    app.returns.put(&table, value);
                }
            });
        if let Err(e) = spawned {
            tracing::warn!("pay-table returns will be computed when asked: {e}");
        }
    }
}
