//! Theoretical returns of pay tables, computed once per table and kept for the process.

use crate::engine::cards::DeckKind;
use crate::engine::video_poker::optimal::optimal_return;
use crate::engine::video_poker::{MAX_BET, PayTable};
use crate::view::economy::TableReturn;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

fn cache() -> &'static Mutex<HashMap<PayTable, (f64, f64)>> {
    static CACHE: OnceLock<Mutex<HashMap<PayTable, (f64, f64)>>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

fn cached(table: &PayTable) -> Option<(f64, f64)> {
    cache().lock().ok()?.get(table).copied()
}

/// The return of `table` under perfect play at 1 chip and at the maximum bet. The first call
/// for a table enumerates every deal (about a second), on a blocking thread.
pub async fn table_return(table: &PayTable) -> TableReturn {
    let (one_chip, max_bet) = match cached(table) {
        Some(known) => known,
        None => {
            let owned = table.clone();
            let computed = tokio::task::spawn_blocking(move || {
                let one = optimal_return(&owned, 1, DeckKind::Standard52).expected_return;
                let max = optimal_return(&owned, MAX_BET, DeckKind::Standard52).expected_return;
                (one, max)
            })
            .await
            .unwrap_or((f64::NAN, f64::NAN));
            if let Ok(mut map) = cache().lock() {
                map.insert(table.clone(), computed);
            }
            computed
        }
    };
    TableReturn { one_chip, max_bet }
}
