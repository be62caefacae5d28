//! Texas Hold'em in the bot: the cash table and the sit-and-go as commands, the action
//! timer as a server setting, the two boards, the tools and the load tool's player.

pub mod player;
pub mod tools;
pub mod view;

use crate::config::ServerDefaults;
use crate::config::settings::{Group, Setting, SettingKind, SettingValue, Unit};
use crate::engine::GameKind;
use crate::engine::game::Ranking;
use crate::engine::holdem::Holdem;
use crate::engine::holdem::game::{
    DEFAULT_TURN_SECONDS, HoldemRules, MAX_SEATS, MAX_TOURNAMENT_BUY_IN, SIT_AND_GO_BOARD,
};
use crate::engine::holdem::memory::Memory;
use crate::engine::holdem::table::MAX_BIG_BLIND;
use crate::games::achievements;
use crate::games::player::Player;
use crate::games::{Achievement, Deed};
use crate::games::{Board, Declaration, Hosted, Resources};
use crate::view::Locale;
use crate::view::commands::{OptionKind, StartDef, int, opt};

/// How long a player has to act at a Hold'em table, in seconds.
pub const TURN_SECONDS: &str = "holdem_turn_seconds";

/// The best hand shown down at a cash table, and the sit-and-go's best finish.
const BOARDS: &[Board] = &[
    Board {
        entry: view::board_entry,
        ..Board::new("holdem", Ranking::Highest)
    },
    Board {
        entry: view::finish_entry,
        ..Board::new(SIT_AND_GO_BOARD, Ranking::Highest)
    },
];

impl Hosted for Holdem {
    fn rules(settings: &ServerDefaults, resources: &Resources) -> HoldemRules {
        HoldemRules {
            turn_seconds: settings.games.number(TURN_SECONDS),
            // The expert's ranges between its decisions, one memory for the app.
            memory: Some(resources.provide(Memory::default)),
        }
    }

    fn declare() -> Declaration {
        Declaration {
            starts: STARTS,
            settings: SETTINGS,
            show_setting: Some(show_setting),
            player: Some(player),
            tools: tools::tools,
            how_to_play: Some(how_to_play),
            boards: BOARDS,
            achievements: ACHIEVEMENTS,
            ..Declaration::new(GameKind::Holdem, catalogue)
        }
    }
}

const SEATS: i64 = MAX_SEATS as i64;
const LEVELS: OptionKind = OptionKind::Choice(&["casual", "expert"]);

const STARTS: &[StartDef] = &[
    StartDef {
        command: "poker",
        name: "holdem",
        options: &[
            opt("blind", int(1, Some(MAX_BIG_BLIND)), false),
            opt("seats", int(2, Some(SEATS)), false),
            opt("computers", int(0, Some(SEATS - 1)), false),
            opt("level", LEVELS, false),
            opt("buyin", int(20, Some(100 * MAX_BIG_BLIND)), false),
        ],
        mode: Some("cash"),
    },
    StartDef {
        command: "poker",
        name: "tournament",
        options: &[
            opt("buyin", int(0, Some(MAX_TOURNAMENT_BUY_IN)), false),
            opt("seats", int(2, Some(SEATS)), false),
            opt("computers", int(0, Some(SEATS - 1)), false),
            opt("level", LEVELS, false),
            opt(
                "speed",
                OptionKind::Choice(&["turbo", "regular", "slow"]),
                false,
            ),
        ],
        mode: Some("tournament"),
    },
];

const SETTINGS: &[Setting] = &[Setting {
    key: TURN_SECONDS,
    group: Group::Games,
    kind: SettingKind::Number {
        min: 15,
        max: 600,
        default: DEFAULT_TURN_SECONDS,
        unit: Unit::Count,
    },
}];

/// The turn's length, in seconds, as the language writes it.
fn show_setting(_key: &str, value: &SettingValue, locale: Locale) -> String {
    let value = crate::view::format::setting_value(locale, value);
    crate::t!(locale, "he-config-turn", value = value)
}

fn player() -> Box<dyn Player> {
    Box::new(player::HoldemPlayer)
}

fn catalogue(locale: Locale) -> &'static str {
    match locale {
        Locale::En => include_str!("en.ftl"),
        Locale::Fr => include_str!("fr.ftl"),
        Locale::Pl => include_str!("pl.ftl"),
    }
}

fn how_to_play(locale: Locale) -> String {
    crate::t!(locale, "he-rules")
}

/// Hold'em's achievements: pots, the hands shown down, and sit-and-go finishes.
const ACHIEVEMENTS: &[Achievement] = &[
    // A pot won, shown down or not: the result of a hand won unshown is off the board.
    Achievement::new("holdem-first-pot", "🥇", |d| {
        achievements::any_result(d).is_some_and(|r| r.board.is_none() && r.won)
    }),
    Achievement::new("holdem-quads", "🍀", |d| {
        cash_hand(d).is_some_and(|r| r.won && r.detail == "four-of-a-kind")
    }),
    Achievement::new("holdem-straight-flush", "🌈", |d| {
        cash_hand(d)
            .is_some_and(|r| r.won && matches!(r.detail.as_str(), "straight-flush" | "royal-flush"))
    }),
    // A paid place among two members or more: a lone member's refund is no prize.
    Achievement::new("holdem-in-the-money", "🎟️", |d| {
        sit_and_go(d).is_some_and(|r| {
            r.measures
                .iter()
                .any(|(name, value)| name == "in-the-money" && *value > 0.0)
        })
    }),
    Achievement::new("holdem-sit-and-go-win", "🏆", |d| {
        sit_and_go(d).is_some_and(|r| r.won)
    }),
];

/// A deed that is a hand's result (not a sit-and-go's finish).
fn cash_hand<'a>(deed: &Deed<'a>) -> Option<&'a crate::engine::game::SeatResult> {
    achievements::result(deed).filter(|r| r.board.is_none())
}

/// A deed that is a sit-and-go's finish.
fn sit_and_go<'a>(deed: &Deed<'a>) -> Option<&'a crate::engine::game::SeatResult> {
    achievements::result(deed).filter(|r| r.board == Some(SIT_AND_GO_BOARD))
}

#[cfg(test)]
mod tests {
    use crate::engine::GameKind;
    use crate::engine::game::SeatResult;
    use crate::engine::hand_eval::Category;
    use crate::games::achievements::tests::{earns, result};

    /// A pot, the hand that won it, and a sit-and-go's finish each earn their achievements.
    #[test]
    fn pots_hands_and_finishes_earn_their_achievements() {
        let quads = result(Category::FourOfAKind.slug(), true, &[("hand", 1.0)]);
        assert_eq!(
            earns(GameKind::Holdem, &quads),
            ["holdem-first-pot", "holdem-quads"]
        );
        // A pot won without a showdown: off the board (no hand to rank), a pot all the same.
        let unshown = SeatResult {
            on_board: false,
            ..result("", true, &[("hand", 1.0)])
        };
        assert_eq!(earns(GameKind::Holdem, &unshown), ["holdem-first-pot"]);
        assert!(
            earns(
                GameKind::Holdem,
                &SeatResult {
                    won: false,
                    ..unshown
                }
            )
            .is_empty()
        );
        let finish = SeatResult {
            board: Some(crate::engine::holdem::game::SIT_AND_GO_BOARD),
            ..result("1/6", true, &[("sit-and-go", 1.0), ("in-the-money", 1.0)])
        };
        assert_eq!(
            earns(GameKind::Holdem, &finish),
            ["holdem-in-the-money", "holdem-sit-and-go-win"]
        );
    }
}
