//! Blackjack in the bot: the house rules as server settings, the house edge `/config` shows
//! for them (worked out off the request path and kept), the commands, and the tools.

pub mod player;
pub mod tools;
pub mod view;

use crate::config::settings::{Group, Setting, SettingError, SettingKind, SettingValue, Unit};
use crate::config::{Config, ServerDefaults};
use crate::engine::GameKind;
use crate::engine::blackjack::analysis::expected_return;
use crate::engine::blackjack::deck::MAX_DECKS;
use crate::engine::blackjack::ev::DealerLists;
use crate::engine::blackjack::{Blackjack, BlackjackRules, DEFAULT_DECKS, HouseRules, MAX_BET};
use crate::engine::game::Ranking;
use crate::engine::refusal::{GameRefusal, Refuse, Wording};
use crate::games::Achievement;
use crate::games::achievements;
use crate::games::player::Player;
use crate::games::{Board, Declaration, FigureHooks, Lookups};
use crate::games::{Figure, Figures, Hosted, Resources};
use crate::view::commands::{StartDef, int, opt};
use crate::view::{Field, Locale};
use std::sync::{Arc, OnceLock};

/// The decks of a shoe when a table does not choose.
pub const DECKS: &str = "blackjack_decks";
/// The dealer hits soft 17.
pub const H17: &str = "blackjack_h17";
/// What a blackjack pays: `3:2` or `6:5`.
pub const PAYS: &str = "blackjack_pays";
/// Late surrender is offered.
pub const SURRENDER: &str = "blackjack_surrender";
/// A double after a split is allowed.
pub const DAS: &str = "blackjack_das";

/// What a blackjack may pay.
const PAYOUTS: [&str; 2] = ["3:2", "6:5"];

/// A payout that is neither 3:2 nor 6:5.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaysRefusal {
    pub given: String,
}

impl Refuse for PaysRefusal {
    fn wording(&self) -> Wording {
        Wording::new("bj-setting-pays").with("given", self.given.as_str())
    }
}

/// The house rules a server's settings make.
pub fn house_rules(settings: &ServerDefaults) -> HouseRules {
    HouseRules {
        hits_soft_17: settings.games.switch(H17),
        double_after_split: settings.games.switch(DAS),
        surrender: settings.games.switch(SURRENDER),
        three_to_two: settings.games.name(PAYS) != "6:5",
    }
}

/// The house edge under these rules, and what it would be with 3:2: the player's return
/// under the best play for each first deal, about half a second of one core (release). The
/// key names the analysis that made it (`resplit`, since splits are valued as the round
/// plays them), so that a figure kept by an earlier analysis is worked out again.
fn edge_figure(rules: HouseRules, decks: u8) -> Figure {
    Figure {
        key: format!("{rules:?} decks {decks} resplit"),
        compute: Box::new(move || {
            let edge = -expected_return(rules, decks);
            let at_three_to_two = if rules.three_to_two {
                edge
            } else {
                -expected_return(
                    HouseRules {
                        three_to_two: true,
                        ..rules
                    },
                    decks,
                )
            };
            serde_json::json!([edge, at_three_to_two])
        }),
    }
}

/// The biggest net win in one round, this week and all time (docs/games.md says why).
const BOARDS: &[Board] = &[Board {
    entry: view::board_entry,
    ..Board::new("blackjack", Ranking::Highest)
}];

impl Hosted for Blackjack {
    fn rules(settings: &ServerDefaults, resources: &Resources) -> BlackjackRules {
        let house = house_rules(settings);
        BlackjackRules {
            house,
            decks: decks(settings),
            lists: resources
                .get::<Lists>()
                .and_then(|lists| lists.for_rules(house)),
        }
    }

    fn declare() -> Declaration {
        Declaration {
            starts: STARTS,
            settings: SETTINGS,
            check_setting,
            suggest,
            show_setting: Some(show_setting),
            player: Some(player),
            heaviest_hints: Some(heaviest_hints),
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
                at_start: figures_at_start,
                fields: config_fields,
                ..FigureHooks::default()
            },
            boards: BOARDS,
            achievements: ACHIEVEMENTS,
            ..Declaration::new(GameKind::Blackjack, catalogue)
        }
    }
}

const STARTS: &[StartDef] = &[
    StartDef {
        command: "blackjack",
        name: "play",
        options: &[
            opt("bet", int(1, Some(MAX_BET)), false),
            opt("decks", int(1, Some(MAX_DECKS as i64)), false),
        ],
        mode: Some("solo"),
    },
    StartDef {
        command: "blackjack",
        name: "table",
        options: &[
            opt("bet", int(1, Some(MAX_BET)), false),
            opt("decks", int(1, Some(MAX_DECKS as i64)), false),
        ],
        mode: Some("table"),
    },
];

const SETTINGS: &[Setting] = &[
    Setting {
        key: DECKS,
        group: Group::Games,
        kind: SettingKind::Number {
            min: 1,
            max: MAX_DECKS as i64,
            default: DEFAULT_DECKS as i64,
            unit: Unit::Count,
        },
    },
    Setting {
        key: H17,
        group: Group::Games,
        kind: SettingKind::Switch { default: false },
    },
    Setting {
        key: PAYS,
        group: Group::Games,
        kind: SettingKind::Name { default: "3:2" },
    },
    Setting {
        key: SURRENDER,
        group: Group::Games,
        kind: SettingKind::Switch { default: false },
    },
    Setting {
        key: DAS,
        group: Group::Games,
        kind: SettingKind::Switch { default: true },
    },
];

fn check_setting(
    key: &str,
    value: SettingValue,
    _config: &Config,
) -> Result<SettingValue, SettingError> {
    match (key, &value) {
        (PAYS, SettingValue::Name(given)) => {
            let given = given.trim();
            if PAYOUTS.contains(&given) {
                Ok(SettingValue::Name(given.to_string()))
            } else {
                Err(SettingError::Game(GameRefusal::new(PaysRefusal {
                    given: given.to_string(),
                })))
            }
        }
        _ => Ok(value),
    }
}

fn suggest(key: &str, typed: &str, _config: &Config) -> Vec<String> {
    if key != PAYS {
        return Vec::new();
    }
    PAYOUTS
        .iter()
        .filter(|p| p.starts_with(typed.trim()))
        .map(|p| p.to_string())
        .collect()
}

fn show_setting(key: &str, value: &SettingValue, locale: Locale) -> String {
    let value = crate::view::format::setting_value(locale, value);
    match key {
        // A number, so that the catalogue says "1 deck" and "6 decks".
        DECKS => match value.parse::<i64>() {
            Ok(decks) => crate::t!(locale, "bj-config-decks", value = decks),
            Err(_) => crate::t!(locale, "bj-config-decks", value = value),
        },
        PAYS => crate::t!(locale, "bj-config-pays", value = value),
        _ => crate::t!(locale, "config-switch", value = value),
    }
}

/// The house edge under the server's rules (kept beside the payout setting, whose cost
/// it shows).
fn figure(
    key: &str,
    _value: &SettingValue,
    values: &ServerDefaults,
    _config: &Config,
    _resources: &Resources,
) -> Option<Figure> {
    (key == PAYS).then(|| edge_figure(house_rules(values), decks(values)))
}

fn figures_at_start(config: &Config, _resources: &Resources) -> Vec<Figure> {
    vec![edge_figure(
        house_rules(&config.defaults),
        decks(&config.defaults),
    )]
}

fn config_fields(
    values: &ServerDefaults,
    figures: &Figures,
    _config: &Config,
    _resources: &Resources,
    l: Locale,
) -> Vec<Field> {
    let Some((edge, at_three_to_two)) = figures
        .get(PAYS)
        .and_then(|v| serde_json::from_value::<(f64, f64)>(v.clone()).ok())
    else {
        return Vec::new();
    };
    let percent = |x: f64| crate::view::format::decimal(l, x * 100.0, 2);
    let value = crate::t!(
        l,
        "bj-config-edge-value",
        edge = percent(edge.abs()),
        decks = decks(values)
    );
    // Rules that favour the players (one deck, surrender) give them the edge: said so, not
    // as a negative house edge.
    let mut text = if edge < 0.0 {
        format!("{} {value}", crate::t!(l, "bj-config-edge-players"))
    } else {
        value
    };
    if !house_rules(values).three_to_two {
        text.push('\n');
        text.push_str(&crate::t!(
            l,
            "bj-config-edge-six-five",
            cost = percent(edge - at_three_to_two)
        ));
    }
    text.push('\n');
    text.push_str(&crate::t!(l, "bj-config-edge-whole"));
    vec![Field {
        name: crate::t!(l, "bj-config-edge"),
        value: text,
        inline: false,
    }]
}

/// The app's listing of the dealer's hands: the one the start-up handed in, else an empty
/// one, filled by [`warm`].
fn prepare(_config: &Config, resources: &Resources) {
    resources.provide(Lists::default);
}

/// Lists the dealer's hands for both house rules on a thread of its own at the lowest
/// priority; until they are ready each hint lists its own.
fn warm(_config: &Config, resources: &Resources) {
    let Some(lists) = resources.get::<Lists>() else {
        return;
    };
    crate::games::spawn_low(
        "blackjack-lists",
        "the dealer's hands (each hint lists its own)",
        move || lists.build_both(),
    );
}

fn lookups_ready(_config: &Config, resources: &Resources) -> Vec<(&'static str, bool)> {
    let ready = resources
        .get::<Lists>()
        .is_some_and(|lists| [false, true].iter().all(|&h17| lists.ready(h17).is_some()));
    vec![("blackjack-dealer-hands", ready)]
}

fn player() -> Box<dyn Player> {
    Box::new(player::BlackjackPlayer)
}

fn heaviest_hints() -> (&'static str, serde_json::Value) {
    ("blackjack", player::start_options())
}

fn catalogue(locale: Locale) -> &'static str {
    match locale {
        Locale::En => include_str!("en.ftl"),
        Locale::Fr => include_str!("fr.ftl"),
        Locale::Pl => include_str!("pl.ftl"),
    }
}

fn how_to_play(locale: Locale) -> String {
    crate::t!(locale, "bj-rules")
}

/// The dealer's hands for the hints, listed once per app (a pure function of the house
/// rule: a few milliseconds each) and kept in its resources: built at start-up (`warm`),
/// or handed in built (the tests share one listing per test binary). Until then each hint
/// lists its own.
#[derive(Default)]
pub struct Lists {
    stands_soft_17: OnceLock<Arc<DealerLists>>,
    hits_soft_17: OnceLock<Arc<DealerLists>>,
}

impl Lists {
    /// Both house rules' lists, built now.
    pub fn built() -> Lists {
        let lists = Lists::default();
        lists.build_both();
        lists
    }

    fn slot(&self, hits_soft_17: bool) -> &OnceLock<Arc<DealerLists>> {
        if hits_soft_17 {
            &self.hits_soft_17
        } else {
            &self.stands_soft_17
        }
    }

    /// Builds the lists of both house rules, those missing.
    fn build_both(&self) {
        for hits_soft_17 in [false, true] {
            self.slot(hits_soft_17)
                .get_or_init(|| Arc::new(DealerLists::new(hits_soft_17)));
        }
    }

    /// The lists for `hits_soft_17`, if built.
    fn ready(&self, hits_soft_17: bool) -> Option<Arc<DealerLists>> {
        self.slot(hits_soft_17).get().cloned()
    }

    /// The lists a table's rules read: those built, else none (each hint then lists its
    /// own; a click never waits for the whole listing).
    fn for_rules(&self, house: HouseRules) -> Option<Arc<DealerLists>> {
        self.ready(house.hits_soft_17)
    }
}

/// The server's decks for a shoe.
fn decks(settings: &ServerDefaults) -> u8 {
    settings.games.number(DECKS).clamp(1, i64::from(MAX_DECKS)) as u8
}

/// Blackjack's achievements, from a round won.
const ACHIEVEMENTS: &[Achievement] = &[
    Achievement::new("blackjack-blackjack", "🂡", |d| {
        achievements::result(d).is_some_and(|r| achievements::measure(r, "blackjacks") > 0.0)
    }),
    Achievement::new("blackjack-five-card-21", "🖐️", |d| {
        achievements::result(d)
            .is_some_and(|r| achievements::measure(r, "five-card-soft-21s") > 0.0)
    }),
    // Every hand of a split won.
    Achievement::new("blackjack-split-sweep", "✌️", |d| {
        achievements::result(d).is_some_and(|r| {
            let hands: Vec<&str> = r.detail.split('+').collect();
            hands.len() >= 2 && hands.iter().all(|h| matches!(*h, "win" | "blackjack"))
        })
    }),
    // A round of three decisions or more, each the best the shoe allowed, none after a hint.
    Achievement::new("blackjack-by-the-book", "📘", |d| {
        achievements::result(d).is_some_and(|r| {
            let decisions = achievements::measure(r, "decisions");
            decisions >= 3.0
                && achievements::measure(r, "best-decisions") == decisions
                && achievements::measure(r, "hinted-decisions") == 0.0
        })
    }),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::achievements::tests::{earns, result};

    /// Rules that favour the players (one deck, late surrender) show the players' edge as
    /// such, never a negative house edge.
    #[test]
    fn a_negative_house_edge_reads_as_the_players_edge() {
        crate::testing::registry();
        let values = ServerDefaults::default();
        let config = Config::default();
        let resources = Resources::default();
        let mut figures = Figures::new();
        figures.insert(PAYS, serde_json::json!([-0.0017, -0.0017]));
        for &l in Locale::ALL {
            let fields = config_fields(&values, &figures, &config, &resources, l);
            let text = &fields[0].value;
            assert!(!text.contains('-'), "{text}");
            assert!(
                text.starts_with(&crate::t!(l, "bj-config-edge-players")),
                "{text}"
            );
            assert!(text.contains("0.17") || text.contains("0,17"), "{text}");
        }
        figures.insert(PAYS, serde_json::json!([0.0046, 0.0046]));
        let fields = config_fields(&values, &figures, &config, &resources, Locale::En);
        assert!(
            fields[0].value.starts_with("0.46 % of each bet"),
            "{}",
            fields[0].value
        );
    }

    /// A blackjack, a split won twice, a round by the book and five cards to a soft 21 earn
    /// their achievements; a hint on one decision closes the book.
    #[test]
    fn a_rounds_results_earn_its_achievements() {
        let blackjack = result("blackjack", true, &[("blackjacks", 1.0)]);
        assert_eq!(
            earns(GameKind::Blackjack, &blackjack),
            ["blackjack-blackjack"]
        );
        let split = result(
            "win+win",
            true,
            &[("decisions", 3.0), ("best-decisions", 3.0)],
        );
        assert_eq!(
            earns(GameKind::Blackjack, &split),
            ["blackjack-split-sweep", "blackjack-by-the-book"]
        );
        // A hint on one decision of the round: the book was open.
        let hinted = result(
            "win",
            true,
            &[
                ("decisions", 3.0),
                ("best-decisions", 3.0),
                ("hinted-decisions", 1.0),
            ],
        );
        assert!(earns(GameKind::Blackjack, &hinted).is_empty());
        let five = result("win", true, &[("five-card-soft-21s", 1.0)]);
        assert_eq!(
            earns(GameKind::Blackjack, &five),
            ["blackjack-five-card-21"]
        );
    }
}
