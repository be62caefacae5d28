//! The games, as the bot hosts them. Each game's bot-side code lives in its own module here:
//! how the app gives it its rules on a server, and the tables it loads in the background.
//! The shared code knows them only through [`Hosted`] and the registry below.

mod resources;

pub use resources::{Resources, lowest_priority, spawn_low};

use crate::bench::players::Player;
use crate::config::{Config, ServerDefaults, SettingError};
use crate::engine::game::Game;
use crate::settings::{Setting, SettingValue};
use crate::view::Locale;
use crate::view::commands::StartDef;

// The registry: one line per game. The rules crate's `games!` lists the same games; a kind
// whose type has no module here does not compile.
pub mod cascade;
pub mod draw_poker;
pub mod solitaire;
pub mod video_poker;
pub mod yahtzee;

/// What the bot needs of a game beside its rules and its view.
pub trait Hosted: Game {
    /// The commands that start the game (`/poker video`): one definition each, from which
    /// come the registration, `/help`, and the parser every front end uses.
    const STARTS: &'static [StartDef];

    /// Called once as the app starts: the game puts in `resources` what its rules will read
    /// (its slots for tables still to load, its pay tables from the configuration).
    fn prepare(_config: &Config, _resources: &Resources) {}

    /// Starts loading the tables the game reads, each on a thread of its own at the lowest
    /// CPU priority: the bot answers at once, and the game plays without them until then.
    fn warm(_config: &Config, _resources: &Resources) {}

    /// Whether the tables the game reads are loaded, by name (for `/health` and the load
    /// tool, which waits for them); empty when it reads none.
    fn tables_ready(_config: &Config, _resources: &Resources) -> Vec<(&'static str, bool)> {
        Vec::new()
    }

    /// The game's server settings, each declared once (see [`crate::settings`]).
    const SETTINGS: &'static [Setting] = &[];

    /// Checks a value of one of the game's settings (beyond its kind and range, which the
    /// declaration checks) and gives it in the form it is kept in.
    fn check_setting(
        _key: &str,
        value: SettingValue,
        _config: &Config,
    ) -> Result<SettingValue, SettingError> {
        Ok(value)
    }

    /// What `/config` suggests as a manager types a value of one of its name settings.
    fn suggest(_key: &str, _typed: &str, _config: &Config) -> Vec<String> {
        Vec::new()
    }

    /// How `/config` shows a value of one of its settings.
    fn show_setting(_key: &str, value: &SettingValue, locale: Locale) -> String {
        crate::t!(locale, "config-switch", value = value.shown())
    }

    /// The game's rules on a server with these settings.
    fn rules(settings: &ServerDefaults, resources: &Resources) -> Self::Rules;

    /// The load tool's member playing this game (`parlor bench`); by default one that
    /// presses any button or menu option at random.
    fn player() -> Option<Box<dyn Player>> {
        None
    }

    /// The start command (name and options, as Discord sends them) of the game's board
    /// whose hints cost the most, for the load tool's `--hinter`; None when its hints are
    /// cheap.
    fn heaviest_hints() -> Option<(&'static str, serde_json::Value)> {
        None
    }

    /// The game's command-line tools (`parlor analyze paytable`, `parlor solve cascade`).
    fn tools() -> Vec<Tool> {
        Vec::new()
    }

    /// The game's own messages in `locale`'s catalogue (Project Fluent): its name
    /// (`kind-<name>`), its commands' descriptions, its board, its refusals.
    fn catalogue(locale: Locale) -> &'static str;
}

/// A command-line tool: `parlor <verb> <name> [arguments]`.
pub struct Tool {
    /// `analyze`, `simulate` or `solve`.
    pub verb: &'static str,
    /// The tool's command: its name, its description and its arguments.
    pub command: clap::Command,
    /// Runs the tool on its parsed arguments; its report goes to standard output.
    pub run: fn(&clap::ArgMatches, &Config) -> Result<(), String>,
}

impl Tool {
    /// A tool whose arguments are the clap `Args` type `A`.
    pub fn new<A: clap::Args>(
        verb: &'static str,
        name: &'static str,
        about: &'static str,
        run: fn(&clap::ArgMatches, &Config) -> Result<(), String>,
    ) -> Tool {
        Tool {
            verb,
            command: A::augment_args(clap::Command::new(name).about(about.trim_end_matches('.'))),
            run,
        }
    }
}

/// Every game's command-line tools.
pub fn tools() -> Vec<Tool> {
    crate::engine::GameKind::ALL
        .iter()
        .flat_map(|&kind| crate::with_game!(kind, G => <G as Hosted>::tools()))
        .collect()
}

/// The arguments of a tool, read from its matches.
pub fn tool_args<A: clap::FromArgMatches>(matches: &clap::ArgMatches) -> Result<A, String> {
    A::from_arg_matches(matches).map_err(|e| e.to_string())
}

/// Every game's tables and whether each is loaded, by name.
pub fn tables_ready(config: &Config, resources: &Resources) -> Vec<(&'static str, bool)> {
    crate::engine::GameKind::ALL
        .iter()
        .flat_map(
            |&kind| crate::with_game!(kind, G => <G as Hosted>::tables_ready(config, resources)),
        )
        .collect()
}

/// The test-only table game reads nothing.
#[cfg(feature = "testing")]
impl Hosted for crate::engine::table::testing::TestTable {
    /// Started by the tests themselves, never by a command.
    const STARTS: &'static [StartDef] = &[];

    fn rules(_settings: &ServerDefaults, _resources: &Resources) {}

    fn catalogue(_locale: Locale) -> &'static str {
        "kind-test-table = Test table\n"
    }
}
