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

#[cfg(test)]
mod tests {
    /// What a process of its own reads before any registry is made (see below).
    const READ: &str = "PARLOR_TEST_READ_BEFORE_THE_INSTALL";

    /// Reading a catalogue, the settings or the command table before the registry installed
    /// them panics, naming the install. Every other test installs first, so each read runs
    /// in a process of its own: this test binary again, on this test alone.
    #[test]
    fn a_read_before_the_install_fails_loudly() {
        match std::env::var(READ).as_deref() {
            Ok("catalogue") => {
                let _ = crate::locale::i18n::lookup(crate::locale::Locale::En, "x");
            }
            Ok("settings") => {
                let _ = crate::config::settings::schema();
            }
            Ok("commands") => {
                let _ = crate::view::commands::all();
            }
            _ => {
                for (read, says) in [
                    ("catalogue", "before the games' catalogues were installed"),
                    ("settings", "the games' settings read before their install"),
                    ("commands", "the command table read before its install"),
                ] {
                    let exe = std::env::current_exe().expect("the test binary");
                    let out = std::process::Command::new(exe)
                        .args([
                            "--exact",
                            "app::startup::tests::a_read_before_the_install_fails_loudly",
                        ])
                        .args(["--test-threads", "1", "--nocapture"])
                        .env(READ, read)
                        .output()
                        .expect("the test binary runs");
                    let stderr = String::from_utf8_lossy(&out.stderr);
                    assert!(!out.status.success(), "{read}: read without a panic");
                    assert!(stderr.contains(says), "{read}: {stderr}");
                    assert!(stderr.contains("games::Registry::new"), "{read}: {stderr}");
                }
            }
        }
    }
}
