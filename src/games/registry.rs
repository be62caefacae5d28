//! The registry: each game's declaration, gathered once as the app starts and handed down
//! to whoever needs it (the app, the front ends, the command-line tools). The shared code
//! reads a game's commands, settings, catalogue, boards, tools, emojis, figures and
//! load-tool player here, and reaches a game's type through [`for_kind`] alone.
//!
//! A game declares what it has and leaves the rest at [`Declaration::new`]'s defaults: a
//! new capability is a new field with a default, and no other game changes.

use super::Achievement;
use super::player::Player;
use super::{Figure, Figures, Hosted, Resources, Tool};
use crate::config::settings::{self, Declared, Setting, SettingError, SettingValue};
use crate::config::{Config, ServerDefaults};
use crate::engine::GameKind;
use crate::engine::game::{Ranking, Recent};
use crate::locale::{Locale, i18n};
use crate::view::Field;
use crate::view::commands::{self, GameCommands, StartDef};
use crate::view::config::ShowSetting;
use crate::view::emoji::Emoji;

/// One of a game's leaderboards.
#[derive(Debug, Clone, Copy)]
pub struct Board {
    /// `/leaderboard board:<name>`. A game's first board is named by the game (`yahtzee`)
    /// and shown by the game's name; another is shown by its catalogue's `board-<name>`.
    pub name: &'static str,
    pub ranking: Ranking,
    /// The recent results shown beside the all-time ranking.
    pub recent: Recent,
    /// How an entry reads: the best result's score and detail, in the reader's language.
    pub entry: fn(i64, &str, Locale) -> String,
}

impl Board {
    /// The board `name` that ranks by `ranking`, with the week's best beside it and entries
    /// shown by their detail alone.
    pub const fn new(name: &'static str, ranking: Ranking) -> Board {
        Board {
            name,
            ranking,
            recent: Recent::Week,
            entry: no_entry_text,
        }
    }
}

fn no_entry_text(_score: i64, _detail: &str, _locale: Locale) -> String {
    String::new()
}

/// What a game gives Parlor beside its rules and its view.
#[derive(Clone)]
pub struct Declaration {
    pub kind: GameKind,
    /// The commands that start the game (`/poker video`): one definition each, from which
    /// come the registration, `/help`, and the parser every front end uses.
    pub starts: &'static [StartDef],
    /// The game's messages in a language's catalogue (Project Fluent): its name
    /// (`kind-<name>`), its commands' descriptions, its board, its refusals.
    pub catalogue: fn(Locale) -> &'static str,
    /// The game's rules as `/help game:<name>` shows them; None for a game members cannot
    /// start.
    pub how_to_play: Option<fn(Locale) -> String>,
    /// The game's own pieces as application emojis, drawn by the game (dice, pegs, colours).
    pub emojis: fn() -> Vec<Emoji>,
    /// The game's server settings, each declared once (see [`crate::config::settings`]).
    pub settings: &'static [Setting],
    /// Checks a value of one of its settings beyond its declaration, and gives it in the
    /// form it is kept in.
    pub check_setting: fn(&str, SettingValue, &Config) -> Result<SettingValue, SettingError>,
    /// What `/config` suggests as a manager types a value of one of its name settings.
    pub suggest: fn(&str, &str, &Config) -> Vec<String>,
    /// How `/config` shows a value of one of its settings; None: as a switch reads.
    pub show_setting: Option<ShowSetting>,
    /// The game's own section of the configuration file (`[pay_tables]`), with its check.
    pub section: Option<(&'static str, settings::CheckSection)>,
    /// The game's leaderboards, its main one first; none for a game without.
    pub boards: &'static [Board],
    /// The game's achievements, each worded by its catalogue (`achievement-<id>`,
    /// `achievement-<id>-about`) and earned by a result the boards would count.
    pub achievements: &'static [Achievement],
    /// The game's command-line tools (`parlor analyze paytable`).
    pub tools: fn() -> Vec<Tool>,
    /// The load tool's member playing this game; None: one that presses at random.
    pub player: Option<fn() -> Box<dyn Player>>,
    /// The start command (name and options, as Discord sends them) of the game's board
    /// whose hints cost the most, for the load tool's `--hinter`.
    pub heaviest_hints: Option<fn() -> (&'static str, serde_json::Value)>,
    /// The lookups the game's rules read (pay tables, the dealer's hands, the daily pars),
    /// loaded or worked out beside the requests.
    pub lookups: Lookups,
    /// The figures `/config` shows that cost seconds to work out.
    pub figures: FigureHooks,
}

/// The lookups a game loads or works out beside the requests, and when. Each lives in the
/// app's [`Resources`], made with the app.
#[derive(Clone, Copy)]
pub struct Lookups {
    /// As the app is made: the game puts in `resources` what its rules will read (its
    /// slots for tables still to load, its pay tables from the configuration), keeping what
    /// the start-up handed in already (a test's table built once per process).
    pub prepare: fn(&Config, &Resources),
    /// Starts loading its tables, each on a thread of its own at the lowest CPU priority:
    /// the bot answers at once, and the game plays without them until then.
    pub warm: fn(&Config, &Resources),
    /// As the app is made and at each idle sweep, with the app's time: starts working out,
    /// off the request path, what depends on the date (a daily board's par).
    pub keep_up: fn(&Config, &Resources, i64),
    /// Whether its lookups are ready, by name (for `/health` and the load tool).
    pub ready: fn(&Config, &Resources) -> Vec<(&'static str, bool)>,
}

/// The figures a game shows in `/config` (video poker: its pay table's return under
/// perfect play; blackjack: the house edge of its rules).
#[derive(Clone, Copy)]
pub struct FigureHooks {
    /// The figure shown with the setting `key` at `value` (the server's other `values`
    /// too), if it shows one.
    pub figure: fn(&str, &SettingValue, &ServerDefaults, &Config, &Resources) -> Option<Figure>,
    /// The figures worth having before the first `/config` asks, worked out at start-up.
    pub at_start: fn(&Config, &Resources) -> Vec<Figure>,
    /// What `/config` shows of the game below the settings' lines.
    pub fields: fn(&ServerDefaults, &Figures, &Config, &Resources, Locale) -> Vec<Field>,
    /// Checks new settings against their figures before they are saved (`changed`: the
    /// settings given).
    pub check: CheckFigures,
}

/// A game's check of new settings against their figures: the setting refused, and why.
pub type CheckFigures =
    fn(&ServerDefaults, &Figures, &[&str]) -> Result<(), (&'static str, SettingError)>;

impl Default for Lookups {
    fn default() -> Self {
        Lookups {
            prepare: |_, _| {},
            warm: |_, _| {},
            keep_up: |_, _, _| {},
            ready: |_, _| Vec::new(),
        }
    }
}

impl Default for FigureHooks {
    fn default() -> Self {
        FigureHooks {
            figure: |_, _, _, _, _| None,
            at_start: |_, _| Vec::new(),
            fields: |_, _, _, _, _| Vec::new(),
            check: |_, _, _| Ok(()),
        }
    }
}

impl Declaration {
    /// A game of `kind` worded by `catalogue`, with nothing else declared.
    pub fn new(kind: GameKind, catalogue: fn(Locale) -> &'static str) -> Declaration {
        Declaration {
            kind,
            starts: &[],
            catalogue,
            how_to_play: None,
            emojis: Vec::new,
            settings: &[],
            check_setting: settings::unchecked,
            suggest: |_, _, _| Vec::new(),
            show_setting: None,
            section: None,
            boards: &[],
            achievements: &[],
            tools: Vec::new,
            player: None,
            heaviest_hints: None,
            lookups: Lookups::default(),
            figures: FigureHooks::default(),
        }
    }
}

/// Every game's declaration, in the order of `engine::GameKind::ALL`.
pub struct Registry {
    games: Vec<Declaration>,
}

impl Default for Registry {
    fn default() -> Self {
        Registry::new()
    }
}

impl Registry {
    /// Gathers every game's declaration, and installs in the layers below what they read
    /// at every turn: the games' catalogues (the text), their settings (the configuration)
    /// and their commands and boards (the command table). Made once per process by the
    /// start-up the binary and the tests share (`app::startup::registry`): until then, reading
    /// any of those panics.
    pub fn new() -> Registry {
        let games: Vec<Declaration> = GameKind::ALL
            .iter()
            .map(|&kind| {
                let declared = crate::with_game!(kind, G => <G as Hosted>::declare());
                assert_eq!(declared.kind, kind, "the game {kind} declares another kind");
                declared
            })
            .collect();
        install(&games);
        Registry { games }
    }

    /// Every game's declaration.
    pub fn games(&self) -> &[Declaration] {
        &self.games
    }

    /// The declaration of `kind`. Every kind has one: [`Registry::new`] asks each of
    /// `GameKind::ALL` for its own, so a kind without one is a bug, said as such.
    pub fn game(&self, kind: GameKind) -> &Declaration {
        self.games
            .iter()
            .find(|g| g.kind == kind)
            .unwrap_or_else(|| panic!("the game {kind} is not declared in the registry"))
    }

    /// The board named `name`, with its game's kind, and whether it is the game's first.
    pub fn board(&self, name: &str) -> Option<(GameKind, &Board, bool)> {
        self.games.iter().find_map(|g| {
            let at = g.boards.iter().position(|b| b.name == name)?;
            Some((g.kind, &g.boards[at], at == 0))
        })
    }

    /// Every game's achievements, in the games' order, each with its game.
    pub fn achievements(&self) -> impl Iterator<Item = (GameKind, &'static Achievement)> + '_ {
        self.games
            .iter()
            .flat_map(|g| g.achievements.iter().map(move |a| (g.kind, a)))
    }

    /// Every game's command-line tools.
    pub fn tools(&self) -> Vec<Tool> {
        self.games.iter().flat_map(|g| (g.tools)()).collect()
    }

    /// Every emoji Parlor draws: the cards, then each game's own.
    pub fn emojis(&self) -> Vec<Emoji> {
        crate::view::emoji::all(self.games.iter().flat_map(|g| (g.emojis)()).collect())
    }

    /// `kind`'s rules as `/help game:<kind>` shows them.
    pub fn how_to_play(&self, kind: GameKind, locale: Locale) -> Option<String> {
        self.game(kind).how_to_play.map(|rules| rules(locale))
    }

    /// Every game's lookups (and the tables the games share) and whether each is ready, by
    /// name.
    pub fn lookups_ready(
        &self,
        config: &Config,
        resources: &Resources,
    ) -> Vec<(&'static str, bool)> {
        let shared = ("shared", resources.get::<super::SharedTables>().is_some());
        std::iter::once(shared)
            .chain(
                self.games
                    .iter()
                    .flat_map(|g| (g.lookups.ready)(config, resources)),
            )
            .collect()
    }
}

/// Installs the games' catalogues, settings and commands in the layers below (the first
/// install counts; every registry installs the same games).
fn install(games: &[Declaration]) {
    i18n::install(
        games
            .iter()
            .map(|g| (g.kind.as_str(), g.catalogue))
            .collect(),
    );
    settings::install(
        games
            .iter()
            .map(|g| Declared {
                kind: g.kind,
                settings: g.settings,
                check: g.check_setting,
                section: g.section,
            })
            .collect(),
    );
    let commands: Vec<GameCommands> = games
        .iter()
        .map(|g| GameCommands {
            kind: g.kind,
            starts: g.starts,
            has_rules: g.how_to_play.is_some(),
            boards: g.boards.iter().map(|b| b.name).collect(),
        })
        .collect();
    commands::install(&commands);
}

/// Something done with a game's type, chosen by its kind at run time: the app's start,
/// click and idle sweep ([`for_kind`]).
pub trait ForGame {
    type Out;
    fn with<G: Hosted>(self) -> Self::Out;
}

/// Does `task` with the type of the game `kind`: the one place a stored kind becomes its
/// type.
pub fn for_kind<T: ForGame>(kind: GameKind, task: T) -> T::Out {
    crate::with_game!(kind, G => task.with::<G>())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[should_panic(expected = "is not declared in the registry")]
    fn a_kind_without_a_declaration_is_said_as_a_bug_not_read_as_another_game() {
        let registry = Registry { games: Vec::new() };
        registry.game(GameKind::Blackjack);
    }

    #[test]
    fn every_kind_is_declared_as_itself() {
        let registry = crate::testing::registry();
        for &kind in GameKind::ALL {
            assert_eq!(registry.game(kind).kind, kind);
        }
    }
}
