//! Five-card draw in the bot: it reads no server setting and no table.

pub mod player;
pub mod tools;
pub mod view;

use crate::bench::players::Player;
use crate::config::ServerDefaults;
use crate::engine::draw_poker::DrawPoker;
use crate::engine::draw_poker::MAX_ANTE;
use crate::engine::table::MAX_STAKE;
use crate::games::{Hosted, Resources};
use crate::view::Locale;
use crate::view::commands::{OptionKind, StartDef, int, opt};

impl Hosted for DrawPoker {
    const STARTS: &'static [StartDef] = &[StartDef {
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

    fn rules(_settings: &ServerDefaults, _resources: &Resources) {}

    fn player() -> Option<Box<dyn Player>> {
        Some(Box::new(player::DrawPokerPlayer))
    }

    fn tools() -> Vec<crate::games::Tool> {
        tools::tools()
    }

    fn catalogue(locale: Locale) -> &'static str {
        match locale {
            Locale::En => include_str!("en.ftl"),
            Locale::Fr => include_str!("fr.ftl"),
            Locale::Pl => include_str!("pl.ftl"),
        }
    }

    fn how_to_play(locale: Locale) -> Option<String> {
        Some(crate::t!(locale, "dp-rules"))
    }
}
