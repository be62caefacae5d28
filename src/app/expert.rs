//! The Yahtzee expert's table: about a second of CPU to build, so it is never built on the
//! request path or before the bot answers. A thread of its own loads it from a checked file
//! beside the database, or builds it and writes that file; until then the expert computer
//! plays casually and hints wait. The solitaire table of crowded positions is loaded the same
//! way, from the copy built into the binary ([`App::warm_tables`]).

use super::App;
use crate::engine::cards::DeckKind;
use crate::engine::video_poker::optimal::{Analyst, DrawCounts};
use crate::engine::yahtzee::Expert;
use crate::engine::yahtzee::expert::ExpertTable;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};
use std::time::Instant;

/// The table once it is ready.
#[derive(Default)]
pub(super) struct ExpertSlot(RwLock<Expert>);

impl ExpertSlot {
    pub(super) fn get(&self) -> Expert {
        self.0.read().map(|e| e.clone()).unwrap_or_default()
    }

    fn set(&self, table: Arc<ExpertTable>) {
        if let Ok(mut slot) = self.0.write() {
            *slot = Expert::ready(table);
        }
    }
}

/// Where the table is kept for a database URL: beside a database file; nowhere for an
/// in-memory database.
pub fn cache_path(database_url: &str) -> Option<PathBuf> {
    if database_url.contains(":memory:") {
        return None;
    }
    let path = database_url
        .strip_prefix("sqlite://")
        .or_else(|| database_url.strip_prefix("sqlite:"))?;
    let path = path.split('?').next()?;
    if path.is_empty() {
        return None;
    }
    Some(PathBuf::from(format!("{path}.yahtzee-expert")))
}

/// How the table came to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Read from the file.
    Loaded,
    /// Built (and written to the file, if there is one).
    Built,
}

/// Loads the table from `path`, or builds it and writes it there. A file that does not
/// check (wrong size, checksum, version) is built again and replaced.
pub fn load_or_build(path: Option<&Path>) -> (ExpertTable, Source, std::time::Duration) {
    let started = Instant::now();
    if let Some(path) = path {
        match std::fs::read(path).map(|bytes| ExpertTable::from_bytes(&bytes)) {
            Ok(Ok(table)) => return (table, Source::Loaded, started.elapsed()),
            Ok(Err(e)) => tracing::warn!("{}: {e}; building the table again", path.display()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => tracing::warn!("{}: {e}; building the table", path.display()),
        }
    }
    let table = ExpertTable::build();
    let took = started.elapsed();
    if let Some(path) = path {
        // Written whole then renamed: a crash never leaves half a file under the name.
        let partial = path.with_extension("yahtzee-expert.partial");
        let written = std::fs::write(&partial, table.to_bytes())
            .and_then(|()| std::fs::rename(&partial, path));
        if let Err(e) = written {
            tracing::warn!("keeping the Yahtzee table in {}: {e}", path.display());
            let _ = std::fs::remove_file(&partial);
        }
    }
    (table, Source::Built, took)
}

/// The video-poker hold analysis for pay tables whose lowest paying pair is `min_pair`:
/// ready, or not yet, in which case its counting starts on a thread of its own (about 0.2 s
/// of two cores in a release build, 10.6 MB kept).
pub(super) fn holds(min_pair: u8) -> Analyst {
    match DrawCounts::ready(DeckKind::Standard52, min_pair) {
        Some(counts) => Analyst::ready(counts),
        None => {
            count_in_background(min_pair);
            Analyst::default()
        }
    }
}

/// Counts the hands for `min_pair` on a lowest-priority thread, once per process.
fn count_in_background(min_pair: u8) {
    static STARTED: Mutex<Vec<u8>> = Mutex::new(Vec::new());
    {
        let mut started = STARTED.lock().unwrap_or_else(|e| e.into_inner());
        if started.contains(&min_pair) {
            return;
        }
        started.push(min_pair);
    }
    let spawned = std::thread::Builder::new()
        .name("video-poker-holds".into())
        .spawn(move || {
            super::returns::lowest_priority();
            let started = Instant::now();
            DrawCounts::shared(DeckKind::Standard52, min_pair);
            tracing::info!(
                "video-poker hold analysis counted in {:?} (pairs from {min_pair})",
                started.elapsed()
            );
        });
    if let Err(e) = spawned {
        tracing::warn!("the video-poker hold analysis: {e}; hints are unavailable");
    }
}

impl App {
    /// Loads the tables the games read, each on a thread of its own at the lowest CPU
    /// priority: the Yahtzee expert's ([`App::warm_expert`]), the video-poker hold analysis
    /// for the default pay table ([`holds`]), and the solitaire table of crowded English
    /// positions (until it is loaded, hints there are searched).
    pub fn warm_tables(self: &Arc<Self>) {
        self.warm_expert();
        let default_table = self.table(&self.config.defaults.pay_table);
        count_in_background(default_table.min_pair);
        let spawned = std::thread::Builder::new()
            .name("solitaire-table".into())
            .spawn(|| {
                super::returns::lowest_priority();
                let started = Instant::now();
                match crate::engine::solitaire::table::warm_english() {
                    Ok(table) => tracing::info!(
                        "solitaire table loaded in {:?}: {} positions",
                        started.elapsed(),
                        table.len()
                    ),
                    Err(e) => tracing::warn!("the solitaire table: {e}; hints will search"),
                }
            });
        if let Err(e) = spawned {
            tracing::warn!("the solitaire table: {e}; hints will search");
        }
    }

    /// The expert table as the games read it (not ready yet: the expert plays casually).
    pub fn expert(&self) -> Expert {
        self.expert.get()
    }

    /// Whether the hold analysis for the default pay table is counted.
    pub fn holds_ready(&self) -> bool {
        let min_pair = self.table(&self.config.defaults.pay_table).min_pair;
        DrawCounts::ready(DeckKind::Standard52, min_pair).is_some()
    }

    pub fn expert_ready(&self) -> bool {
        self.expert.get().table().is_some()
    }

    /// Uses this table from now on (tests, and the terminal table's own load).
    pub fn install_expert(&self, table: Arc<ExpertTable>) {
        self.expert.set(table);
    }

    /// Loads or builds the table on a thread of its own at the lowest CPU priority: the bot
    /// serves at once.
    pub fn warm_expert(self: &Arc<Self>) {
        let app = self.clone();
        let path = cache_path(&self.config.database.url);
        let spawned = std::thread::Builder::new()
            .name("yahtzee-expert".into())
            .spawn(move || {
                super::returns::lowest_priority();
                let (table, source, took) = load_or_build(path.as_deref());
                tracing::info!("Yahtzee expert table {source:?} in {took:?}");
                app.install_expert(Arc::new(table));
            });
        if let Err(e) = spawned {
            tracing::warn!("the Yahtzee expert will play casually: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_lives_beside_a_database_file() {
        assert_eq!(
            cache_path("sqlite://data/parlor.db?mode=rwc"),
            Some(PathBuf::from("data/parlor.db.yahtzee-expert"))
        );
        assert_eq!(
            cache_path("sqlite:parlor.db"),
            Some(PathBuf::from("parlor.db.yahtzee-expert"))
        );
        assert_eq!(cache_path("sqlite::memory:"), None);
    }
}
