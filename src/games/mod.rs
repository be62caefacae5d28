//! The games, as the bot hosts them. Each game's bot-side code lives in its own module here:
//! how the app gives it its rules on a server, and the tables it loads in the background.
//! The shared code knows them only through [`Hosted`] and the registry below.

mod resources;

pub use resources::{Resources, Threads, lowest_priority, spawn_low};

use crate::bench::players::Player;
use crate::config::{Config, ServerDefaults};
use crate::engine::game::Game;
use crate::settings::{Setting, SettingError, SettingValue};
use crate::view::Locale;
use crate::view::commands::StartDef;
use std::sync::Arc;

// The registry: one line per game. The rules crate's `games!` lists the same games; a kind
// whose type has no module here does not compile.
pub mod blackjack;
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

    /// Called as the app is made and at each idle sweep, with the app's time: the game
    /// starts working out, off the request path, what its rules will read that depends on
    /// the date (a daily board's par), so that no click works it out.
    fn keep_up(_config: &Config, _resources: &Resources, _now: i64) {}

    /// Whether the tables the game reads are loaded, by name (for `/health` and the load
    /// tool, which waits for them); empty when it reads none.
    fn tables_ready(_config: &Config, _resources: &Resources) -> Vec<(&'static str, bool)> {
        Vec::new()
    }

    /// The game's own section of the configuration file, by its name (video poker's
    /// `[pay_tables]`); the game reads it with [`Config::section`].
    const SECTION: Option<&'static str> = None;

    /// Checks the game's section as the configuration loads: the error names the key
    /// within the section, and the reason.
    fn check_section(_config: &Config) -> Result<(), (String, String)> {
        Ok(())
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
        let value = crate::view::format::setting_value(locale, value);
        crate::t!(locale, "config-switch", value = value)
    }

    /// The figure `/config` shows with the game's setting `key` at `value`, if it shows
    /// one that costs seconds to work out (video poker: its pay table's return under
    /// perfect play). It may read the server's other settings too (`values`: blackjack's
    /// house edge depends on all its rules). The app computes it off the request path and
    /// keeps it ([`Figure`]).
    fn figure(
        _key: &str,
        _value: &SettingValue,
        _values: &ServerDefaults,
        _config: &Config,
        _resources: &Resources,
    ) -> Option<Figure> {
        None
    }

    /// The figures worth having before the first `/config` asks (video poker: the return
    /// of every configured table), worked out as the bot starts, at the lowest priority.
    fn figures_at_start(_config: &Config, _resources: &Resources) -> Vec<Figure> {
        Vec::new()
    }

    /// What `/config` shows of the game below the settings' lines, given the server's
    /// values and the figures worked out for them, by setting key (video poker: its pay
    /// table, the table's return, the tables a server may choose).
    fn config_fields(
        _values: &ServerDefaults,
        _figures: &Figures,
        _config: &Config,
        _resources: &Resources,
        _locale: Locale,
    ) -> Vec<crate::view::Field> {
        Vec::new()
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

    /// The game's own pieces as application emojis, drawn by the game (dice, pegs,
    /// colours); the cards three games deal are drawn once, with the shared set
    /// (`view::emoji`).
    fn emojis() -> Vec<crate::view::emoji::Emoji> {
        Vec::new()
    }

    /// Checks the server's new settings against the figures worked out for them (video
    /// poker refuses a pay table that returns too little), before they are saved. `changed`
    /// names the settings given; only those are checked.
    fn check_figures(
        _values: &ServerDefaults,
        _figures: &Figures,
        _changed: &[&str],
    ) -> Result<(), (&'static str, SettingError)> {
        Ok(())
    }

    /// The game's rules as `/help game:<name>` shows them to a member: its own catalogue's
    /// rules message. None for a game members cannot start.
    fn how_to_play(locale: Locale) -> Option<String>;
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

/// Put in [`Resources`] once the tables the games share are built
/// ([`parlor_rules::build_shared_tables`]).
pub struct SharedTables;

/// Builds the tables the games share on a thread of its own at the lowest CPU priority, and
/// says so in `resources` when done.
pub fn warm_shared_tables(resources: &Arc<Resources>) {
    let resources = resources.clone();
    spawn_low(
        "shared-tables",
        "the shared tables (the first hand builds them)",
        move || {
            let started = std::time::Instant::now();
            parlor_rules::build_shared_tables();
            tracing::info!("shared tables built in {:?}", started.elapsed());
            resources.put(SharedTables);
        },
    );
}

/// Every game's tables and whether each is loaded, by name.
pub fn tables_ready(config: &Config, resources: &Resources) -> Vec<(&'static str, bool)> {
    let shared = ("shared", resources.get::<SharedTables>().is_some());
    std::iter::once(shared)
        .chain(crate::engine::GameKind::ALL.iter().flat_map(
            |&kind| crate::with_game!(kind, G => <G as Hosted>::tables_ready(config, resources)),
        ))
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

    fn how_to_play(_locale: Locale) -> Option<String> {
        None
    }
}
