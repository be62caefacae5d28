//! Video poker in the bot: the server's pay table and Hint setting, and the hold analysis
//! counted in the background for the pay table's lowest paying pair.

pub mod player;
pub mod tools;
pub mod view;

use crate::bench::players::Player;
use crate::config::{Config, ServerDefaults};
use crate::engine::cards::DeckKind;
use crate::engine::video_poker::optimal::{Analyst, DrawCounts};
use crate::engine::video_poker::{PayTable, VideoPoker, VideoPokerRules};
use crate::games::{Hosted, Resources, spawn_low};
use crate::view::Locale;
use crate::view::commands::{StartDef, int, opt};
use std::sync::Mutex;
use std::time::Instant;

/// The pay tables this process knows: built in, and the configuration's own.
struct PayTables(Vec<PayTable>);

/// The minimum pairs whose hold analysis this process has started counting.
#[derive(Default)]
struct Counting(Mutex<Vec<u8>>);

impl Hosted for VideoPoker {
    const STARTS: &'static [StartDef] = &[StartDef {
        command: "poker",
        name: "video",
        options: &[opt("bet", int(1, Some(5)), false)],
        mode: None,
    }];

    fn prepare(config: &Config, resources: &Resources) {
        resources.put(PayTables(config.pay_tables()));
        resources.put(Counting::default());
    }

    fn warm(config: &Config, resources: &Resources) {
        let table = pay_table(resources, &config.defaults.pay_table);
        count_in_background(resources, table.min_pair);
    }

    fn tables_ready(config: &Config, resources: &Resources) -> Vec<(&'static str, bool)> {
        let min_pair = pay_table(resources, &config.defaults.pay_table).min_pair;
        let ready = DrawCounts::ready(DeckKind::Standard52, min_pair).is_some();
        vec![("video-poker-holds", ready)]
    }

    fn rules(settings: &ServerDefaults, resources: &Resources) -> VideoPokerRules {
        let pay_table = pay_table(resources, &settings.pay_table);
        let holds = holds(resources, pay_table.min_pair);
        VideoPokerRules {
            pay_table,
            hints: settings.video_poker_hints,
            holds,
        }
    }

    fn player() -> Option<Box<dyn Player>> {
        Some(Box::new(player::VideoPokerPlayer))
    }

    fn tools() -> Vec<crate::games::Tool> {
        tools::tools()
    }

    fn catalogue(locale: Locale) -> &'static str {
        match locale {
            Locale::En => include_str!("en.ftl"),
        }
    }
}

/// The pay table a server's setting names (a configured name or a spec); the built-in
/// default if its table left the configuration.
pub fn pay_table(resources: &Resources, name: &str) -> PayTable {
    if PayTable::is_spec(name) {
        return PayTable::from_spec(name).unwrap_or_else(|e| {
            tracing::warn!("pay table {name}: {e}; using jacks-9-6");
            PayTable::jacks_9_6()
        });
    }
    let known = resources.get::<PayTables>();
    known
        .and_then(|tables| tables.0.iter().find(|t| t.name == name).cloned())
        .unwrap_or_else(|| {
            tracing::warn!("pay table {name} is no longer configured; using jacks-9-6");
            PayTable::jacks_9_6()
        })
}

/// The hold analysis for pay tables whose lowest paying pair is `min_pair`: ready, or not
/// yet, in which case its counting starts on a thread of its own (about 0.2 s of two cores
/// in a release build, 10.6 MB kept).
fn holds(resources: &Resources, min_pair: u8) -> Analyst {
    match DrawCounts::ready(DeckKind::Standard52, min_pair) {
        Some(counts) => Analyst::ready(counts),
        None => {
            count_in_background(resources, min_pair);
            Analyst::default()
        }
    }
}

/// Counts the hands for `min_pair` on a lowest-priority thread, once per process.
fn count_in_background(resources: &Resources, min_pair: u8) {
    let Some(counting) = resources.get::<Counting>() else {
        return;
    };
    {
        let mut started = counting.0.lock().unwrap_or_else(|e| e.into_inner());
        if started.contains(&min_pair) {
            return;
        }
        started.push(min_pair);
    }
    spawn_low(
        "video-poker-holds",
        "the video-poker hold analysis (hints are unavailable)",
        move || {
            let started = Instant::now();
            DrawCounts::shared(DeckKind::Standard52, min_pair);
            tracing::info!(
                "video-poker hold analysis counted in {:?} (pairs from {min_pair})",
                started.elapsed()
            );
        },
    );
}
