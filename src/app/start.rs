//! The one start-up, of the binary and of the tests alike (the test harness starts its apps
//! here): the games' registry first, which installs their catalogues, settings and command
//! table in the layers below (nothing reads those before it), then each app on its database,
//! made with the state it keeps and what the start-up hands its games.

use super::{App, AppError, Clock};
use crate::config::Config;
use crate::games::{Registry, Resources};
use crate::store::Store;
use crate::store::db::without_password;
use std::sync::Arc;
use std::time::Duration;

/// Every game's declaration, installed below: the first thing a process does, once.
pub fn registry() -> Arc<Registry> {
    Arc::new(Registry::new())
}

/// The database at `url`, checked to take writes (by `clock`'s time).
pub async fn open_store(config: &Config, url: &str, clock: &Clock) -> Result<Store, AppError> {
    let busy = Duration::from_millis(config.database.busy_timeout_ms);
    // Said without its password, if the URL carries one.
    let shown = without_password(url);
    let store = Store::open_with(url, busy)
        .await
        .map_err(|e| AppError::Internal(format!("database {shown}: {e}")))?;
    // Found now, not at the first player's click: the database takes writes.
    store
        .health(clock.now(), busy)
        .await
        .map_err(|e| AppError::Internal(format!("database {shown} cannot be written: {e}")))?;
    Ok(store)
}

/// The app on the database at `url`, which `config` otherwise names (`--db`, the terminal
/// table's own). `handed`: what the start-up gives the games before they prepare their own
/// ([`crate::games::Lookups::prepare`]); the binary hands nothing, the tests their tables
/// and caches built once per test binary. `seed`: see [`App::new`].
pub async fn open_app(
    registry: &Arc<Registry>,
    config: &Config,
    url: &str,
    clock: Arc<Clock>,
    seed: Option<u64>,
    handed: Resources,
) -> Result<App, AppError> {
    let store = open_store(config, url, &clock).await?;
    // The tables the games keep on disk live beside the database opened.
    let mut config = config.clone();
    config.database.url = url.to_string();
    let app = App::with_resources(
        registry.clone(),
        store,
        Arc::new(config),
        clock,
        seed,
        handed,
    );
    // Parlor's emojis, where `parlor emojis sync` has uploaded them into this database.
    app.load_emojis()
        .await
        .map_err(|e| AppError::Internal(format!("database {}: {e}", without_password(url))))?;
    Ok(app)
}
