//! Peg solitaire in the bot: the table of crowded English positions, loaded in the
//! background from the copy built into the binary (until then, hints there are searched).

pub mod emoji;
pub mod tools;
pub mod view;

use crate::config::{Config, ServerDefaults};
use crate::engine::GameKind;
use crate::engine::game::Ranking;
use crate::engine::solitaire::board::FRENCH_BOARD;
use crate::engine::solitaire::{Solitaire, table};
use crate::games::achievements;
use crate::games::player::{Player, PuzzlePlayer};
use crate::games::{Achievement, Deed};
use crate::games::{Board, Declaration, Lookups};
use crate::games::{Hosted, Resources, spawn_low};
use crate::view::Locale;
use crate::view::commands::{OptionKind, StartDef, opt};
use std::time::Instant;

/// Fewest pegs, then fewest undos, then the quickest: the English board's results on the
/// game's first board, the French board's on a board of their own (33 holes and 37 are not
/// the same puzzle).
const BOARDS: &[Board] = &[
    Board {
        entry: view::board_entry,
        ..Board::new("solitaire", Ranking::Lowest)
    },
    Board {
        entry: view::board_entry,
        ..Board::new(FRENCH_BOARD, Ranking::Lowest)
    },
];
impl Hosted for Solitaire {
    fn rules(_settings: &ServerDefaults, _resources: &Resources) {}

    fn declare() -> Declaration {
        Declaration {
            starts: STARTS,
            player: Some(player),
            heaviest_hints: Some(heaviest_hints),
            tools: tools::tools,
            emojis,
            how_to_play: Some(how_to_play),
            lookups: Lookups {
                warm,
                ready: lookups_ready,
                ..Lookups::default()
            },
            boards: BOARDS,
            achievements: ACHIEVEMENTS,
            ..Declaration::new(GameKind::Solitaire, catalogue)
        }
    }
}

const STARTS: &[StartDef] = &[
    StartDef {
        command: "solitaire",
        name: "play",
        options: &[opt(
            "board",
            OptionKind::Choice(&["english", "french"]),
            false,
        )],
        mode: Some("play"),
    },
    StartDef {
        command: "solitaire",
        name: "move",
        options: &[
            opt(
                "from",
                OptionKind::Text {
                    autocomplete: false,
                    max: None,
                },
                true,
            ),
            opt(
                "to",
                OptionKind::Text {
                    autocomplete: false,
                    max: None,
                },
                true,
            ),
        ],
        mode: Some("move"),
    },
];

fn warm(_config: &Config, _resources: &Resources) {
    spawn_low(
        "solitaire-table",
        "the solitaire table (hints will search)",
        || {
            let started = Instant::now();
            match table::warm_english() {
                Ok(table) => tracing::info!(
                    "solitaire table loaded in {:?}: {} positions",
                    started.elapsed(),
                    table.len()
                ),
                Err(e) => tracing::warn!("the solitaire table: {e}; hints will search"),
            }
        },
    );
}

fn lookups_ready(_config: &Config, _resources: &Resources) -> Vec<(&'static str, bool)> {
    vec![("solitaire-english", table::english_settled())]
}

fn player() -> Box<dyn Player> {
    Box::new(PuzzlePlayer::new("solitaire"))
}

/// The crowded French board.
fn heaviest_hints() -> (&'static str, serde_json::Value) {
    (
        "solitaire",
        serde_json::json!([{ "name": "play", "type": 1, "options": [
            { "name": "board", "type": 3, "value": "french" }] }]),
    )
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
    crate::t!(locale, "sol-rules")
}

/// Peg solitaire's achievements, from a finished board.
const ACHIEVEMENTS: &[Achievement] = &[
    Achievement::new("solitaire-solved", "📌", |d| solved(d).is_some()),
    Achievement::new("solitaire-centre", "🎯", |d| {
        solved(d).is_some_and(|r| r.detail.ends_with("-centre"))
    }),
    Achievement::new("solitaire-no-undo", "🧠", |d| {
        solved(d).is_some_and(|r| achievements::measure(r, "undos") == 0.0)
    }),
    // One peg cannot be left on the French board from its start: two is its best.
    Achievement::new("solitaire-french", "🇫🇷", |d| {
        achievements::result(d).is_some_and(|r| {
            r.board == Some(FRENCH_BOARD) && achievements::measure(r, "pegs") <= 2.0
        })
    }),
];

/// A deed that is a board solved: one peg left.
fn solved<'a>(deed: &Deed<'a>) -> Option<&'a crate::engine::game::SeatResult> {
    achievements::result(deed).filter(|r| r.won)
}

#[cfg(test)]
mod tests {
    use crate::engine::GameKind;
    use crate::engine::game::SeatResult;
    use crate::games::achievements::tests::{earns, result};

    /// A board solved, in the centre, without an undo, and the French board's best each
    /// earn their achievements.
    #[test]
    fn boards_solved_earn_their_achievements() {
        let centre = result("english-centre", true, &[("pegs", 1.0), ("undos", 0.0)]);
        assert_eq!(
            earns(GameKind::Solitaire, &centre),
            ["solitaire-solved", "solitaire-centre", "solitaire-no-undo"]
        );
        // The French board's best, two pegs, is no win.
        let french = SeatResult {
            board: Some(crate::engine::solitaire::board::FRENCH_BOARD),
            ..result("french", false, &[("pegs", 2.0), ("undos", 3.0)])
        };
        assert_eq!(earns(GameKind::Solitaire, &french), ["solitaire-french"]);
        let three = SeatResult {
            board: Some(crate::engine::solitaire::board::FRENCH_BOARD),
            ..result("french", false, &[("pegs", 3.0)])
        };
        assert!(earns(GameKind::Solitaire, &three).is_empty());
    }
}
