//! Video poker in the bot: the server's pay table and Hint setting, and the hold analysis
//! counted in the background for the pay table's lowest paying pair.

pub mod player;
pub mod tools;
pub mod view;

use crate::bench::players::Player;
use crate::config::{Config, ServerDefaults, SettingError};
use crate::engine::cards::DeckKind;
use crate::engine::video_poker::optimal::{Analyst, DrawCounts};
use crate::engine::video_poker::{PayTable, VideoPoker, VideoPokerRules};
use crate::games::{Hosted, Resources, spawn_low};
use crate::settings::{Setting, SettingKind, SettingValue};
use crate::view::Locale;
use crate::view::commands::{StartDef, int, opt};
use std::sync::Mutex;
use std::time::Instant;

/// The server's pay table: a configured table's name, or one written out.
pub const PAY_TABLE: &str = "pay_table";
/// Whether the machine offers the Hint button on a dealt hand.
pub const HINTS: &str = "video_poker_hints";

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
        let table = pay_table(resources, &config.defaults.games.name(PAY_TABLE));
        count_in_background(resources, table.min_pair);
    }

    fn tables_ready(config: &Config, resources: &Resources) -> Vec<(&'static str, bool)> {
        let min_pair = pay_table(resources, &config.defaults.games.name(PAY_TABLE)).min_pair;
        let ready = DrawCounts::ready(DeckKind::Standard52, min_pair).is_some();
        vec![("video-poker-holds", ready)]
    }

    const SETTINGS: &'static [Setting] = &[
        Setting {
            key: PAY_TABLE,
            kind: SettingKind::Name {
                default: "jacks-9-6",
            },
        },
        Setting {
            key: HINTS,
            kind: SettingKind::Switch { default: true },
        },
    ];

    /// The pay table is a configured table's name, or one written out (kept in one form:
    /// pays without spaces, the pair named).
    fn check_setting(
        key: &str,
        value: SettingValue,
        config: &Config,
    ) -> Result<SettingValue, SettingError> {
        let SettingValue::Name(name) = &value else {
            return Ok(value);
        };
        if key != PAY_TABLE {
            return Ok(value);
        }
        let name = name.trim();
        if PayTable::is_spec(name) {
            return match PayTable::from_spec(name) {
                Ok(table) => Ok(SettingValue::Name(table.spec())),
                Err(reason) => Err(SettingError::BadPays { reason }),
            };
        }
        let tables = config.pay_tables();
        if tables.iter().any(|t| t.name == name) {
            return Ok(SettingValue::Name(name.to_string()));
        }
        let names: Vec<&str> = tables.iter().map(|t| t.name.as_str()).collect();
        Err(SettingError::NoSuchPayTable {
            name: name.to_string(),
            known: names.join(", "),
        })
    }

    fn suggest(key: &str, typed: &str, config: &Config) -> Vec<String> {
        if key != PAY_TABLE {
            return Vec::new();
        }
        config
            .pay_tables()
            .into_iter()
            .filter(|t| t.name.starts_with(typed.trim()))
            .take(crate::engine::game::MENU)
            .map(|t| t.name)
            .collect()
    }

    fn show_setting(key: &str, value: &SettingValue, locale: Locale) -> String {
        match (key, value) {
            (PAY_TABLE, SettingValue::Name(name)) => {
                let named = PayTable {
                    name: name.clone(),
                    ..PayTable::jacks_9_6()
                };
                let title = view::table_title(locale, &named);
                crate::t!(
                    locale,
                    "vp-config-pay-table",
                    table = name.as_str(),
                    title = title
                )
            }
            _ => crate::t!(locale, "vp-config-hints", value = value.shown()),
        }
    }

    fn rules(settings: &ServerDefaults, resources: &Resources) -> VideoPokerRules {
        let pay_table = pay_table(resources, &settings.games.name(PAY_TABLE));
        let holds = holds(resources, pay_table.min_pair);
        VideoPokerRules {
            pay_table,
            hints: settings.games.switch(HINTS),
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
