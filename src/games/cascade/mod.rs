//! Cascade in the bot: it reads no server setting; its rules read the daily boards' pars,
//! worked out ahead of their day and kept in the app's resources ([`pars`]).

pub mod emoji;
pub mod pars;
pub mod tools;
pub mod view;

use crate::config::ServerDefaults;
use crate::engine::GameKind;
use crate::engine::cascade::{Cascade, CascadeRules};
use crate::engine::game::Ranking;
use crate::games::achievements;
use crate::games::player::{Player, PuzzlePlayer};
use crate::games::{Achievement, Deed};
use crate::games::{Board, Declaration, Lookups};
use crate::games::{Hosted, Resources};
use crate::view::Locale;
use crate::view::commands::{OptionKind, StartDef, int, opt};

/// Daily boards: the highest score, today's beside the all-time best.
const BOARDS: &[Board] = &[Board {
    recent: crate::engine::game::Recent::Today,
    entry: view::board_entry,
    ..Board::new("cascade", Ranking::Highest)
}];

impl Hosted for Cascade {
    fn rules(_settings: &ServerDefaults, resources: &Resources) -> CascadeRules {
        resources
            .get::<pars::Pars>()
            .map(|pars| pars.rules())
            .unwrap_or_default()
    }

    fn declare() -> Declaration {
        Declaration {
            starts: STARTS,
            player: Some(player),
            heaviest_hints: Some(heaviest_hints),
            tools: tools::tools,
            emojis,
            how_to_play: Some(how_to_play),
            lookups: Lookups {
                prepare,
                keep_up,
                ready: lookups_ready,
                ..Lookups::default()
            },
            boards: BOARDS,
            achievements: ACHIEVEMENTS,
            ..Declaration::new(GameKind::Cascade, catalogue)
        }
    }
}

const STARTS: &[StartDef] = &[
    StartDef {
        command: "cascade",
        name: "play",
        options: &[
            opt(
                "size",
                OptionKind::Text {
                    autocomplete: false,
                    max: None,
                },
                false,
            ),
            opt("colours", int(3, Some(5)), false),
        ],
        mode: Some("play"),
    },
    StartDef {
        command: "cascade",
        name: "daily",
        options: &[],
        mode: Some("daily"),
    },
];

/// The app's pars: those the start-up handed in, else the bot's, worked out in the
/// background.
fn prepare(_config: &crate::config::Config, resources: &Resources) {
    resources.provide(pars::Pars::default);
}

fn keep_up(_config: &crate::config::Config, resources: &Resources, now: i64) {
    if let Some(pars) = resources.get::<pars::Pars>() {
        pars.keep_up(now);
    }
}

fn lookups_ready(
    _config: &crate::config::Config,
    resources: &Resources,
) -> Vec<(&'static str, bool)> {
    let ready = resources
        .get::<pars::Pars>()
        .is_some_and(|pars| pars.ready());
    vec![("cascade-daily-par", ready)]
}

fn player() -> Box<dyn Player> {
    Box::new(PuzzlePlayer::new("cascade"))
}

/// The largest board, with the most colours.
fn heaviest_hints() -> (&'static str, serde_json::Value) {
    (
        "cascade",
        serde_json::json!([{ "name": "play", "type": 1, "options": [
            { "name": "size", "type": 3, "value": "26x26" },
            { "name": "colours", "type": 4, "value": 5 }] }]),
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
    crate::t!(locale, "cas-rules")
}

/// Cascade's achievements. Only the scored daily attempt, played without hints, counts on a
/// board, so only it earns them.
const ACHIEVEMENTS: &[Achievement] = &[
    Achievement::new("cascade-daily", "📅", |d| {
        achievements::result(d).is_some()
    }),
    Achievement::new("cascade-cleared", "✨", |d| cleared(d).is_some()),
    Achievement::new("cascade-cleared-no-undo", "🧠", |d| {
        cleared(d).is_some_and(|r| achievements::measure(r, "undos") == 0.0)
    }),
    Achievement::new("cascade-beat-par", "⛳", |d| {
        achievements::result(d).is_some_and(|r| {
            let par = achievements::measure(r, "par");
            par > 0.0 && r.score as f64 > par
        })
    }),
];

/// A deed that is a board cleared.
fn cleared<'a>(deed: &Deed<'a>) -> Option<&'a crate::engine::game::SeatResult> {
    achievements::result(deed).filter(|r| achievements::measure(r, "cleared") > 0.0)
}

#[cfg(test)]
mod tests {
    use crate::engine::GameKind;
    use crate::engine::game::SeatResult;
    use crate::games::achievements::tests::{earns, result};

    /// The daily board cleared over its par earns the daily, the clear and the par.
    #[test]
    fn a_daily_board_cleared_earns_its_achievements() {
        let daily = SeatResult {
            score: 3100,
            ..result(
                "10x10-4",
                true,
                &[("cleared", 1.0), ("undos", 2.0), ("par", 3000.0)],
            )
        };
        assert_eq!(
            earns(GameKind::Cascade, &daily),
            ["cascade-daily", "cascade-cleared", "cascade-beat-par"]
        );
    }
}
