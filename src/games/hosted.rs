//! The seam between the shared code and a game: what the app calls on a game's type
//! ([`Hosted`], [`GameView`]), beside what the game declares once in the registry
//! ([`super::Declaration`]).

use super::{Declaration, Resources};
use crate::config::ServerDefaults;
use crate::engine::game::Game;
use crate::store::KindStats;
use crate::t;
use crate::view::game::RenderCtx;
use crate::view::modal::Modal;
use crate::view::{Locale, View};

/// What the bot needs of a game beside its rules and its view: its rules on a server, and
/// its declaration in the registry.
pub trait Hosted: Game + GameView {
    /// The game's rules on a server with these settings.
    fn rules(settings: &ServerDefaults, resources: &Resources) -> Self::Rules;

    /// Everything else the game gives Parlor, declared once as the registry is made: its
    /// commands, settings, catalogue, boards, tools, emojis, figures and load-tool player.
    fn declare() -> Declaration;
}

/// How a game looks, implemented in the game's view module.
pub trait GameView: Game {
    /// The command that starts this game, for messages ("Start your own with `/<command>`").
    const START: &'static str;

    /// The accent colour of the game's board while it plays (a result recolours it).
    const COLOUR: u32;

    /// The game as `ctx.viewer` may see it.
    fn render(&self, ctx: &RenderCtx) -> View;

    /// Said privately beside the refresh when a click came from an earlier phase.
    fn stale_notice(locale: Locale) -> String {
        t!(locale, "notice-stale")
    }

    /// Said when a click reaches a game that has closed.
    fn closed_notice(&self, locale: Locale) -> String {
        t!(
            locale,
            "notice-closed",
            start = crate::view::commands::shown(locale, Self::START)
        )
    }

    /// Said when a click comes after the turn's deadline, once the timeout was applied.
    fn timed_out_notice(&self, ctx: &RenderCtx) -> String {
        t!(ctx.locale, "notice-timed-out")
    }

    /// Put above the old game's last view when starting again replaced an idle game.
    fn replaced_notice(locale: Locale) -> String {
        t!(locale, "notice-replaced")
    }

    /// A message posted in the channel when a hand or game ended (a step said `announce`),
    /// where it stays when the game's own message moves on.
    fn announcement(&self, _ctx: &RenderCtx) -> Option<View> {
        None
    }

    /// The form a click on `action`'s button opens instead of acting (a bet to type), if
    /// it opens one now: the click is checked as any other (its version, who may press
    /// it) and changes nothing; the form's submission comes back as the action it names.
    /// `ctx.viewer` is the clicker's seat, if they sit at the game.
    fn modal(&self, _action: &Self::Action, _ctx: &RenderCtx) -> Option<Modal> {
        None
    }

    /// What **Share** posts in the channel for the finished game, as `ctx.viewer`'s seat
    /// played it: a compact public result. None for a game that offers no Share (or not
    /// now: a practice board).
    fn share(&self, _ctx: &RenderCtx) -> Option<View> {
        None
    }

    /// The lines of this game's field in /stats.
    fn stats(stats: &KindStats, locale: Locale) -> String;
}

/// A figure a game shows in `/config` that costs seconds of CPU to work out. The app works
/// it out once per `key` (on the blocking pool, or at start-up at the lowest priority) and
/// keeps it in the database with the game's kind: a restart works out nothing it knew.
pub struct Figure {
    /// Exactly what the figure is worked out from (video poker: the table's pays).
    pub key: String,
    pub compute: Box<dyn FnOnce() -> serde_json::Value + Send>,
}

/// The figures worked out for a server's settings, by setting key.
pub type Figures = std::collections::BTreeMap<&'static str, serde_json::Value>;

/// A command-line tool: `parlor <verb> <name> [arguments]`.
pub struct Tool {
    /// `analyze`, `simulate` or `solve`.
    pub verb: &'static str,
    /// The tool's command: its name, its description and its arguments.
    pub command: clap::Command,
    /// Runs the tool on its parsed arguments; its report goes to standard output.
    pub run: fn(&clap::ArgMatches, &crate::config::Config) -> Result<(), String>,
}

impl Tool {
    /// A tool whose arguments are the clap `Args` type `A`.
    pub fn new<A: clap::Args>(
        verb: &'static str,
        name: &'static str,
        about: &'static str,
        run: fn(&clap::ArgMatches, &crate::config::Config) -> Result<(), String>,
    ) -> Tool {
        Tool {
            verb,
            command: A::augment_args(clap::Command::new(name).about(about.trim_end_matches('.'))),
            run,
        }
    }
}

/// The arguments of a tool, read from its matches.
pub fn tool_args<A: clap::FromArgMatches>(matches: &clap::ArgMatches) -> Result<A, String> {
    A::from_arg_matches(matches).map_err(|e| e.to_string())
}
