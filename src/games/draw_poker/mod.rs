//! Five-card draw in the bot: it reads no server setting and no table.

pub mod player;
pub mod tools;
pub mod view;

use crate::config::ServerDefaults;
use crate::engine::GameKind;
use crate::engine::draw_poker::DrawPoker;
use crate::engine::draw_poker::MAX_ANTE;
use crate::engine::game::Ranking;
use crate::engine::table::MAX_STAKE;
use crate::games::Achievement;
use crate::games::achievements;
use crate::games::player::Player;
use crate::games::{Board, Declaration};
use crate::games::{Hosted, Resources};
use crate::view::Locale;
use crate::view::commands::{OptionKind, StartDef, int, opt};

/// The best hand shown down.
const BOARDS: &[Board] = &[Board {
    entry: view::board_entry,
    ..Board::new("poker", Ranking::Highest)
}];

impl Hosted for DrawPoker {
    fn rules(_settings: &ServerDefaults, _resources: &Resources) {}

    fn declare() -> Declaration {
        Declaration {
            starts: STARTS,
            player: Some(player),
            tools: tools::tools,
            how_to_play: Some(how_to_play),
            boards: BOARDS,
            achievements: ACHIEVEMENTS,
            ..Declaration::new(GameKind::DrawPoker, catalogue)
        }
    }
}

const STARTS: &[StartDef] = &[StartDef {
    command: "poker",
    name: "table",
    options: &[
        opt("deck", OptionKind::Choice(&["52", "24"]), false),
        opt("ante", int(1, Some(MAX_ANTE)), false),
        opt("seats", int(2, Some(6)), false),
        opt("computers", int(0, Some(5)), false),
        opt("buyin", int(10, Some(MAX_STAKE)), false),
    ],
    mode: None,
}];

fn player() -> Box<dyn Player> {
    Box::new(player::DrawPokerPlayer)
}

fn catalogue(locale: Locale) -> &'static str {
    match locale {
        Locale::En => include_str!("en.ftl"),
        Locale::Fr => include_str!("fr.ftl"),
        Locale::Pl => include_str!("pl.ftl"),
    }
}

fn how_to_play(locale: Locale) -> String {
    crate::t!(locale, "dp-rules")
}

/// Draw poker's achievements: pots won at the table.
const ACHIEVEMENTS: &[Achievement] = &[
    Achievement::new("draw-poker-first-pot", "🥇", |d| {
        achievements::result(d).is_some_and(|r| r.won)
    }),
    // Four stakes or more came back: the pot of a table of four, or of bets called.
    Achievement::new("draw-poker-big-pot", "💰", |d| {
        achievements::result(d).is_some_and(|r| r.won && r.wager > 0 && r.payout >= 4 * r.wager)
    }),
];

#[cfg(test)]
mod tests {
    use crate::engine::GameKind;
    use crate::games::achievements::tests::{earns, result};

    /// A pot won earns the first pot, and four stakes back the big pot.
    #[test]
    fn a_pot_won_earns_its_achievements() {
        assert_eq!(
            earns(GameKind::DrawPoker, &result("", true, &[])),
            ["draw-poker-first-pot", "draw-poker-big-pot"]
        );
    }
}
