//! Yahtzee in the bot: the server's hints-at-stakes setting, and the expert's table, about a
//! second of CPU to build, so never built on the request path or before the bot answers. A
//! thread of its own loads it from a checked file beside the database, or builds it and
//! writes that file; until then the expert computer plays casually and hints wait.

pub mod emoji;
pub mod tools;
pub mod view;

use crate::config::settings::{Group, Setting, SettingKind};
use crate::config::{Config, ServerDefaults};
use crate::engine::GameKind;
use crate::engine::game::Ranking;
use crate::engine::table::MAX_STAKE;
use crate::engine::yahtzee::expert::ExpertTable;
use crate::engine::yahtzee::{Expert, Yahtzee, YahtzeeRules};
use crate::games::achievements;
use crate::games::{Achievement, Deed};
use crate::games::{Board, Declaration, Lookups};
use crate::games::{Hosted, Resources, spawn_low};
use crate::view::Locale;
use crate::view::commands::{OptionKind, StartDef, int, opt};
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::time::Instant;

/// Whether tables with a stake offer hints (tables without one always do).
pub const HINTS_AT_STAKES: &str = "yahtzee_hints_at_stakes";

/// The table once it is ready.
#[derive(Default)]
struct ExpertSlot(RwLock<Expert>);

impl ExpertSlot {
    fn get(&self) -> Expert {
        self.0.read().map(|e| e.clone()).unwrap_or_default()
    }

    fn set(&self, table: Arc<ExpertTable>) {
        // Made ready (its dice tables built) before the lock: no click waits on the build.
        let expert = Expert::ready(table);
        if let Ok(mut slot) = self.0.write() {
            *slot = expert;
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
    let table = ExpertTable::build(&crate::games::Threads);
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

/// The highest score of an unhinted game.
const BOARDS: &[Board] = &[Board {
    entry: view::board_entry,
    ..Board::new("yahtzee", Ranking::Highest)
}];

impl Hosted for Yahtzee {
    fn rules(settings: &ServerDefaults, resources: &Resources) -> YahtzeeRules {
        YahtzeeRules {
            expert: expert(resources),
            hints_at_stakes: settings.games.switch(HINTS_AT_STAKES),
        }
    }

    fn declare() -> Declaration {
        Declaration {
            starts: STARTS,
            settings: SETTINGS,
            tools: tools::tools,
            emojis,
            how_to_play: Some(how_to_play),
            lookups: Lookups {
                prepare,
                warm,
                ready: lookups_ready,
                ..Lookups::default()
            },
            boards: BOARDS,
            achievements: ACHIEVEMENTS,
            ..Declaration::new(GameKind::Yahtzee, catalogue)
        }
    }
}

const STARTS: &[StartDef] = &[
    StartDef {
        command: "yahtzee",
        name: "solo",
        options: &[],
        mode: Some("solo"),
    },
    StartDef {
        command: "yahtzee",
        name: "computer",
        options: &[opt(
            "level",
            OptionKind::Choice(&["casual", "expert"]),
            false,
        )],
        mode: Some("computer"),
    },
    StartDef {
        command: "yahtzee",
        name: "table",
        options: &[opt("stake", int(0, Some(MAX_STAKE)), false)],
        mode: Some("table"),
    },
];

const SETTINGS: &[Setting] = &[Setting {
    key: HINTS_AT_STAKES,
    group: Group::Games,
    kind: SettingKind::Switch { default: true },
}];

fn prepare(_config: &Config, resources: &Resources) {
    resources.provide(ExpertSlot::default);
}

/// Loads or builds the table on a thread of its own at the lowest CPU priority.
fn warm(config: &Config, resources: &Resources) {
    let Some(slot) = resources.get::<ExpertSlot>() else {
        return;
    };
    let path = cache_path(&config.database.url);
    spawn_low(
        "yahtzee-expert",
        "the Yahtzee expert's table (the expert plays casually)",
        move || {
            let (table, source, took) = load_or_build(path.as_deref());
            tracing::info!("Yahtzee expert table {source:?} in {took:?}");
            slot.set(Arc::new(table));
        },
    );
}

fn lookups_ready(_config: &Config, resources: &Resources) -> Vec<(&'static str, bool)> {
    vec![("yahtzee-expert", expert(resources).table().is_some())]
}

fn emojis() -> Vec<crate::view::emoji::Emoji> {
    emoji::all()
}

fn catalogue(locale: Locale) -> &'static str {
    match locale {
        Locale::En => include_str!("en.ftl"),
        Locale::Fr => include_str!("fr.ftl"),
        Locale::Pl => include_str!("pl.ftl"),
    }
}

fn how_to_play(locale: Locale) -> String {
    crate::t!(locale, "yz-rules")
}

/// The expert's table as the games read it (not ready yet: the expert plays casually).
fn expert(resources: &Resources) -> Expert {
    resources
        .get::<ExpertSlot>()
        .map(|slot| slot.get())
        .unwrap_or_default()
}

/// Uses this table from now on (tests, and the terminal table's own load).
pub fn install_expert(resources: &Resources, table: Arc<ExpertTable>) {
    match resources.get::<ExpertSlot>() {
        Some(slot) => slot.set(table),
        None => {
            let slot = ExpertSlot::default();
            slot.set(table);
            resources.put(slot);
        }
    }
}

/// Yahtzee's achievements, from a finished scorecard.
const ACHIEVEMENTS: &[Achievement] = &[
    Achievement::new("yahtzee-yahtzee", "🎲", |d| yahtzees(d) >= 1.0),
    Achievement::new("yahtzee-two-yahtzees", "🎰", |d| yahtzees(d) >= 2.0),
    Achievement::new("yahtzee-upper-bonus", "➕", |d| {
        achievements::result(d).is_some_and(|r| achievements::measure(r, "upper-bonus") > 0.0)
    }),
    Achievement::new("yahtzee-300", "💯", |d| {
        achievements::result(d).is_some_and(|r| r.score >= 300)
    }),
    // Solo games are scores, never wins: this is a win against the computer or a table.
    Achievement::new("yahtzee-winner", "🥇", |d| {
        achievements::result(d).is_some_and(|r| r.won)
    }),
];

/// The Yahtzees a deed's scorecard holds.
fn yahtzees(deed: &Deed) -> f64 {
    achievements::result(deed).map_or(0.0, |r| achievements::measure(r, "yahtzees"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::SeatResult;
    use crate::games::achievements::tests::{earns, result};

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

    /// A scorecard's Yahtzees, upper bonus and score earn their achievements.
    #[test]
    fn a_scorecard_earns_its_achievements() {
        let card = SeatResult {
            score: 312,
            ..result("312", false, &[("upper-bonus", 1.0), ("yahtzees", 2.0)])
        };
        assert_eq!(
            earns(GameKind::Yahtzee, &card),
            [
                "yahtzee-yahtzee",
                "yahtzee-two-yahtzees",
                "yahtzee-upper-bonus",
                "yahtzee-300"
            ]
        );
    }
}
