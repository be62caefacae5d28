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

impl App {
    /// The return of `table` under perfect play at 1 chip and at the maximum bet: from this
    /// process's memory, else the database, else computed (on a blocking thread) and kept.
    pub async fn table_return(&self, table: &PayTable) -> Result<TableReturn, AppError> {
        let (one_chip, max_bet) = match self.returns.get(table) {
            Some(known) => known,
            None => {
                let key = pays_key(table);
                let value = match self.store.table_return(&key).await? {
                    Some(stored) => stored,
                    None => {
                        let owned = table.clone();
                        let computed = tokio::task::spawn_blocking(move || {
                            let one = optimal_return(&owned, 1, DeckKind::Standard52);
                            let max = optimal_return(&owned, MAX_BET, DeckKind::Standard52);
                            (one.expected_return, max.expected_return)
                        })
                        .await
                        .map_err(|e| AppError::Internal(format!("computing a return: {e}")))?;
                        self.store
                            .save_table_return(&key, computed, self.clock.now())
                            .await?;
                        computed
                    }
                };
                self.returns.put(table, value);
                value
            }
        };
        Ok(TableReturn { one_chip, max_bet })
    }

    /// Makes sure every configured table's return is known, one table at a time, in the
    /// background: nothing is computed that the database already holds.
    pub async fn warm_returns(&self) {
        for table in self.tables.clone() {
            if let Err(e) = self.table_return(&table).await {
                tracing::warn!("the return of pay table {}: {e}", table.name);
            }
        }
    }
}
