//! Video poker in the bot: the server's pay table and Hint setting, and the hold analysis
//! counted in the background for the pay table's lowest paying pair.

pub mod player;
pub mod tools;
pub mod view;

use crate::config::settings::{Group, Setting, SettingError, SettingKind, SettingValue};
use crate::config::{Config, ServerDefaults};
use crate::engine::GameKind;
use crate::engine::cards::DeckKind;
use crate::engine::game::Ranking;
use crate::engine::refusal::{GameRefusal, Refuse, Word, Wording};
use crate::engine::video_poker::optimal::{Analyst, DrawCounts, optimal_return};
use crate::engine::video_poker::{MAX_BET, PayTable, PaysError, VideoPoker, VideoPokerRules};
use crate::games::achievements;
use crate::games::player::Player;
use crate::games::{Achievement, Deed};
use crate::games::{Board, Declaration, FigureHooks, Lookups};
use crate::games::{Figure, Figures, Hosted, Resources, spawn_low};
use crate::view::Field;
use crate::view::Locale;
use crate::view::commands::{StartDef, int, opt};
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::Instant;

/// The server's pay table: a configured table's name, or one written out.
pub const PAY_TABLE: &str = "pay_table";
/// Whether the machine offers the Hint button on a dealt hand.
pub const HINTS: &str = "video_poker_hints";

/// The configuration file's section of custom pay tables, `[pay_tables.<name>]`.
pub const SECTION: &str = "pay_tables";

/// The pay tables this process knows: built in, and the configuration's own.
struct PayTables(Vec<PayTable>);

/// Why a pay table setting is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PayTableRefusal {
    /// No configured table has this name, and it is not one written out.
    NoSuchTable { name: String, known: String },
    /// A table written out that does not read.
    BadPays(PaysError),
    /// A table that returns less than a server may set, in hundredths of a percent, and the
    /// least it may return, in percent.
    LowReturn { hundredths: i64, min: i64 },
}

/// The least a server's pay table may return under perfect play. The stingiest tables
/// found in casinos return a little over 90 %; 80 % leaves room for a house that wants
/// an edge, and refuses a table that only takes chips.
pub const MIN_RETURN: f64 = 0.80;

impl Refuse for PayTableRefusal {
    fn wording(&self) -> Wording {
        match self {
            PayTableRefusal::NoSuchTable { name, known } => {
                Wording::new("vp-setting-no-such-pay-table")
                    .with("name", name.as_str())
                    .with("known", known.as_str())
            }
            PayTableRefusal::BadPays(problem) => Wording::new("vp-setting-bad-pays")
                .with("reason", Word::Worded(Box::new(problem.wording()))),
            PayTableRefusal::LowReturn { hundredths, min } => Wording::new("vp-setting-low-return")
                .with(
                    "percent",
                    Word::Decimal {
                        scaled: *hundredths,
                        places: 2,
                    },
                )
                .with("min", *min),
        }
    }
}

/// Every pay table the configuration knows: the built-in ones, then its own, each named by
/// its key (a section that does not read adds none; the configuration refuses it as it
/// loads).
pub fn pay_tables(config: &Config) -> Vec<PayTable> {
    let mut tables = PayTable::built_in();
    if let Ok(Some(custom)) = config.section::<BTreeMap<String, PayTable>>(SECTION) {
        tables.extend(
            custom
                .into_iter()
                .map(|(name, table)| PayTable { name, ..table }),
        );
    }
    tables
}

/// The minimum pairs whose hold analysis this process has started counting.
#[derive(Default)]
struct Counting(Mutex<Vec<u8>>);

/// Best hands: a hand's strength on its deck.
const BOARDS: &[Board] = &[Board {
    entry: view::board_entry,
    ..Board::new("video-poker", Ranking::Highest)
}];

impl Hosted for VideoPoker {
    fn rules(settings: &ServerDefaults, resources: &Resources) -> VideoPokerRules {
        let pay_table = pay_table(resources, &settings.games.name(PAY_TABLE));
        let holds = holds(resources, pay_table.min_pair);
        VideoPokerRules {
            pay_table,
            hints: settings.games.switch(HINTS),
            holds,
        }
    }

    fn declare() -> Declaration {
        Declaration {
            starts: STARTS,
            settings: SETTINGS,
            section: Some((SECTION, check_section)),
            check_setting,
            suggest,
            show_setting: Some(show_setting),
            player: Some(player),
            tools: tools::tools,
            how_to_play: Some(how_to_play),
            lookups: Lookups {
                prepare,
                warm,
                ready: lookups_ready,
                ..Lookups::default()
            },
            figures: FigureHooks {
                figure,
                check: check_figures,
                at_start: figures_at_start,
                fields: config_fields,
            },
            boards: BOARDS,
            achievements: ACHIEVEMENTS,
            ..Declaration::new(GameKind::VideoPoker, catalogue)
        }
    }
}

const STARTS: &[StartDef] = &[StartDef {
    command: "poker",
    name: "video",
    options: &[opt("bet", int(1, Some(5)), false)],
    mode: None,
}];

const SETTINGS: &[Setting] = &[
    Setting {
        key: PAY_TABLE,
        group: Group::Games,
        kind: SettingKind::Name {
            default: "jacks-9-6",
        },
    },
    Setting {
        key: HINTS,
        group: Group::Games,
        kind: SettingKind::Switch { default: true },
    },
];

fn prepare(config: &Config, resources: &Resources) {
    resources.provide(|| PayTables(pay_tables(config)));
    resources.provide(Counting::default);
}

fn warm(config: &Config, resources: &Resources) {
    let table = pay_table(resources, &config.defaults.games.name(PAY_TABLE));
    count_in_background(resources, table.min_pair);
}

fn lookups_ready(config: &Config, resources: &Resources) -> Vec<(&'static str, bool)> {
    let min_pair = pay_table(resources, &config.defaults.games.name(PAY_TABLE)).min_pair;
    let ready = DrawCounts::ready(DeckKind::Standard52, min_pair).is_some();
    vec![("video-poker-holds", ready)]
}

/// Each custom table: a name of its own (not a built-in one's), pays that make sense.
fn check_section(config: &Config) -> Result<(), (String, String)> {
    let custom: BTreeMap<String, PayTable> = config.section(SECTION)?.unwrap_or_default();
    for (key, table) in custom {
        if !table.name.is_empty() && table.name != key {
            return Err((
                format!("{key}.name"),
                "a table's name is its key; leave `name` out".into(),
            ));
        }
        if PayTable::built_in().iter().any(|b| b.name == key) {
            return Err((
                key,
                "this name belongs to a built-in table; choose another".into(),
            ));
        }
        let table = PayTable {
            name: key.clone(),
            ..table
        };
        table
            .validate()
            .map_err(|problem| (key, problem.to_string()))?;
    }
    Ok(())
}

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
            Err(problem) => Err(refused(PayTableRefusal::BadPays(problem))),
        };
    }
    let tables = pay_tables(config);
    if tables.iter().any(|t| t.name == name) {
        return Ok(SettingValue::Name(name.to_string()));
    }
    let names: Vec<&str> = tables.iter().map(|t| t.name.as_str()).collect();
    Err(refused(PayTableRefusal::NoSuchTable {
        name: name.to_string(),
        known: names.join(", "),
    }))
}

fn suggest(key: &str, typed: &str, config: &Config) -> Vec<String> {
    if key != PAY_TABLE {
        return Vec::new();
    }
    pay_tables(config)
        .into_iter()
        .filter(|t| t.name.starts_with(typed.trim()))
        .take(crate::engine::game::MENU)
        .map(|t| t.name)
        .collect()
}

fn show_setting(key: &str, value: &SettingValue, locale: Locale) -> String {
    match (key, value) {
        (PAY_TABLE, SettingValue::Name(name)) => {
            // A table written out is named by its pays, and titled "Custom table".
            let named = PayTable {
                name: if PayTable::is_spec(name) {
                    "custom".into()
                } else {
                    name.clone()
                },
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
        _ => {
            let value = crate::view::format::setting_value(locale, value);
            crate::t!(locale, "vp-config-hints", value = value)
        }
    }
}

/// The pay table's return under perfect play, at 1 chip and at the maximum bet.
fn figure(
    key: &str,
    value: &SettingValue,
    _values: &ServerDefaults,
    _config: &Config,
    resources: &Resources,
) -> Option<Figure> {
    match (key, value) {
        (PAY_TABLE, SettingValue::Name(name)) => Some(return_figure(pay_table(resources, name))),
        _ => None,
    }
}

/// A pay table must give back at least [`MIN_RETURN`] under perfect play at every bet:
/// one that pays almost nothing only takes members' chips.
fn check_figures(
    _values: &ServerDefaults,
    figures: &Figures,
    changed: &[&str],
) -> Result<(), (&'static str, SettingError)> {
    if !changed.contains(&PAY_TABLE) {
        return Ok(());
    }
    let returns = figures
        .get(PAY_TABLE)
        .and_then(|v| serde_json::from_value::<(f64, f64)>(v.clone()).ok());
    match returns {
        Some((one, max)) if one.min(max) < MIN_RETURN => Err((
            PAY_TABLE,
            refused(PayTableRefusal::LowReturn {
                // Rounded down: a table just under the floor never reads as on it.
                hundredths: (one.min(max) * 10_000.0).floor() as i64,
                min: (MIN_RETURN * 100.0).round() as i64,
            }),
        )),
        _ => Ok(()),
    }
}

/// Every configured table's return.
fn figures_at_start(config: &Config, _resources: &Resources) -> Vec<Figure> {
    pay_tables(config).into_iter().map(return_figure).collect()
}

/// The server's pay table's return, and the tables a server may choose. (The table's pays
/// are on every machine: `/config` names the table, within its message's budget.)
fn config_fields(
    _values: &ServerDefaults,
    figures: &Figures,
    config: &Config,
    _resources: &Resources,
    l: Locale,
) -> Vec<Field> {
    let mut fields = Vec::new();
    let returns = figures
        .get(PAY_TABLE)
        .and_then(|v| serde_json::from_value::<(f64, f64)>(v.clone()).ok());
    if let Some((one_chip, max_bet)) = returns {
        let mut text = crate::t!(
            l,
            "vp-config-return-values",
            max = crate::view::format::decimal(l, max_bet * 100.0, 4),
            one = crate::view::format::decimal(l, one_chip * 100.0, 4)
        );
        if max_bet > 1.0 {
            text.push('\n');
            text.push_str(&crate::t!(l, "vp-config-return-generous"));
        }
        fields.push(Field {
            name: crate::t!(l, "vp-config-return"),
            value: text,
            inline: false,
        });
    }
    let names: Vec<String> = pay_tables(config).into_iter().map(|t| t.name).collect();
    fields.push(Field {
        name: crate::t!(l, "vp-config-tables"),
        value: format!(
            "{}\n{}",
            crate::t!(l, "vp-config-tables-list", tables = names.join(", ")),
            crate::t!(l, "vp-config-open-machines")
        ),
        inline: false,
    });
    fields
}

fn player() -> Box<dyn Player> {
    Box::new(player::VideoPokerPlayer)
}

fn catalogue(locale: Locale) -> &'static str {
    match locale {
        Locale::En => include_str!("en.ftl"),
        Locale::Fr => include_str!("fr.ftl"),
        Locale::Pl => include_str!("pl.ftl"),
    }
}

fn how_to_play(locale: Locale) -> String {
    crate::t!(locale, "vp-rules")
}

/// A table's return under perfect play, `[at 1 chip, at the maximum bet]`: about a second
/// of one core per bet size (release), kept by the table's pays whatever its name.
fn return_figure(table: PayTable) -> Figure {
    let pays = PayTable {
        name: String::new(),
        royal_flush_max_bet: Some(table.royal_at_max_bet()),
        ..table.clone()
    };
    Figure {
        key: serde_json::to_string(&pays).unwrap_or_default(),
        compute: Box::new(move || {
            let one = optimal_return(&table, 1, DeckKind::Standard52, &crate::games::Threads);
            let max = optimal_return(
                &table,
                MAX_BET,
                DeckKind::Standard52,
                &crate::games::Threads,
            );
            serde_json::json!([one.expected_return, max.expected_return])
        }),
    }
}

fn refused(refusal: PayTableRefusal) -> SettingError {
    SettingError::Game(GameRefusal::new(refusal))
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
            DrawCounts::shared(DeckKind::Standard52, min_pair, &crate::games::Threads);
            tracing::info!(
                "video-poker hold analysis counted in {:?} (pairs from {min_pair})",
                started.elapsed()
            );
        },
    );
}

/// Video poker's achievements: the hands a pay table pays most for.
const ACHIEVEMENTS: &[Achievement] = &[
    Achievement::new("video-poker-royal-flush", "👑", |d| {
        hand_is(d, &["royal-flush"])
    }),
    Achievement::new("video-poker-straight-flush", "🌈", |d| {
        hand_is(d, &["straight-flush"])
    }),
    Achievement::new("video-poker-four-of-a-kind", "🍀", |d| {
        hand_is(d, &["four-of-a-kind"])
    }),
    Achievement::new("video-poker-full-house", "🏠", |d| {
        hand_is(d, &["full-house"])
    }),
];

/// Whether a deed is a hand ending as one of `hands`.
fn hand_is(deed: &Deed, hands: &[&str]) -> bool {
    achievements::result(deed).is_some_and(|r| hands.contains(&r.detail.as_str()))
}

#[cfg(test)]
mod tests {
    use crate::engine::GameKind;
    use crate::engine::game::SeatResult;
    use crate::engine::hand_eval::Category;
    use crate::games::achievements::tests::{earns, result};

    /// The hand's category earns its achievement, on the boards alone; Hold'em's four of a
    /// kind is not video poker's.
    #[test]
    fn a_hands_category_earns_its_achievement() {
        let royal = result(Category::RoyalFlush.slug(), true, &[]);
        assert_eq!(
            earns(GameKind::VideoPoker, &royal),
            ["video-poker-royal-flush"]
        );
        // A result off the boards earns nothing: a hinted royal flush.
        let hinted_royal = SeatResult {
            on_board: false,
            ..royal.clone()
        };
        assert!(earns(GameKind::VideoPoker, &hinted_royal).is_empty());
        // A game's result earns no other game's.
        let quads = result(Category::FourOfAKind.slug(), true, &[("hand", 1.0)]);
        assert!(earns(GameKind::VideoPoker, &quads).contains(&"video-poker-four-of-a-kind"));
        assert!(!earns(GameKind::VideoPoker, &quads).contains(&"holdem-quads"));
    }
}
