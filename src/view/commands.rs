//! The slash commands, each defined once. From these definitions come the gateway's poise
//! commands and the registration `parlor register` sends to Discord (`discord::commands`),
//! `/help`, the terminal table's help, and the one parser (`app::commands`) that every front
//! end uses.
//!
//! Descriptions are catalogue messages: `cmd-<path>` for a command or subcommand (`path` is
//! `poker-video` for `/poker video`), `opt-<path>-<option>` for an option, `help-<path>` for
//! the longer line in `/help`.

use super::Locale;
use crate::config::settings::{Group, Setting, SettingKind};
use crate::engine::GameKind;
use crate::t;

use std::sync::OnceLock;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionKind {
    Integer {
        min: Option<i64>,
        max: Option<i64>,
    },
    /// Free text; `autocomplete` asks Parlor for suggestions as the member types; at most
    /// `max` characters, where it says.
    Text {
        autocomplete: bool,
        max: Option<u16>,
    },
    /// A member of the server.
    User,
    /// One of the server's text channels.
    Channel,
    /// One of the leaderboards: `chips`, or a game with a board of its own.
    Board,
    /// One of these words.
    Choice(&'static [&'static str]),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionDef {
    pub name: &'static str,
    pub kind: OptionKind,
    pub required: bool,
}

/// A game's start command, declared by the game ([`crate::games::Declaration::starts`]):
/// `/command name`, with its options. Games may share a command (`/poker video`, `/poker
/// table`): each declares its own subcommand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartDef {
    pub command: &'static str,
    pub name: &'static str,
    pub options: &'static [OptionDef],
    /// Given to the game as its `mode` option (`/<command> table`: `table`).
    pub mode: Option<&'static str>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SubcommandDef {
    pub name: &'static str,
    pub options: &'static [OptionDef],
    /// The game this subcommand starts.
    pub game: Option<GameKind>,
    /// Given to the game as its `mode` option (`/<command> table`: `table`).
    pub mode: Option<&'static str>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandDef {
    pub name: &'static str,
    pub options: &'static [OptionDef],
    pub subcommands: Vec<SubcommandDef>,
    /// Shown only to members with Manage Server (Discord's default; servers may grant it
    /// to other roles in their Integrations settings).
    pub manager_only: bool,
    /// Where the command is installed and used.
    pub reach: Reach,
}

/// Where a command is installed and used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// Installed to servers and to members' accounts, and used in servers, Parlor's DMs,
    /// group DMs and DMs: the games and a member's own commands.
    Anywhere,
    /// Installed to servers only, and used in them: what belongs to a server's economy
    /// (gifts, settings, seasons, the audit).
    HostingServers,
}

pub const fn opt(name: &'static str, kind: OptionKind, required: bool) -> OptionDef {
    OptionDef {
        name,
        kind,
        required,
    }
}

pub const fn int(min: i64, max: Option<i64>) -> OptionKind {
    OptionKind::Integer {
        min: Some(min),
        max,
    }
}

const fn command(name: &'static str, options: &'static [OptionDef]) -> CommandDef {
    CommandDef {
        name,
        options,
        subcommands: Vec::new(),
        manager_only: false,
        reach: Reach::Anywhere,
    }
}

/// What a game gives the command table, as the registry declares it: its start commands,
/// whether `/help` shows its rules, and its leaderboards' names.
pub struct GameCommands {
    pub kind: GameKind,
    pub starts: &'static [StartDef],
    pub has_rules: bool,
    pub boards: Vec<&'static str>,
}

/// The command table and the leaderboards' names, installed once by the registry.
struct Installed {
    commands: Vec<CommandDef>,
    boards: Vec<&'static str>,
}

static INSTALLED: OnceLock<Installed> = OnceLock::new();

/// Installs the command table made of the games' declarations, in the registry's order, and
/// of the parlor's own commands. The first call counts; every registry installs the same.
pub fn install(games: &[GameCommands]) {
    if INSTALLED.get().is_some() {
        return;
    }
    let mut boards = vec!["chips"];
    boards.extend(games.iter().flat_map(|g| g.boards.iter().copied()));
    let _ = INSTALLED.set(Installed {
        commands: build(games),
        boards,
    });
}

/// The command table; a read before the registry installed it is a bug of the start-up,
/// said as such in every build.
fn installed() -> &'static Installed {
    INSTALLED.get().expect(
        "the command table read before its install (games::Registry::new, as the app starts)",
    )
}

/// Every command, in the order `/help` lists them: the games' start commands in the
/// registry's order, then the rest.
pub fn all() -> &'static [CommandDef] {
    installed().commands.as_slice()
}

fn build(games: &[GameCommands]) -> Vec<CommandDef> {
    let mut commands: Vec<CommandDef> = Vec::new();
    for game in games {
        let kind = game.kind;
        for start in game.starts {
            let sub = SubcommandDef {
                name: start.name,
                options: start.options,
                game: Some(kind),
                mode: start.mode,
            };
            match commands.iter_mut().find(|c| c.name == start.command) {
                Some(c) => c.subcommands.push(sub),
                None => commands.push(CommandDef {
                    subcommands: vec![sub],
                    ..command(start.command, &[])
                }),
            }
        }
    }
    commands.extend(SHARED.iter().cloned());
    // `/help` takes a game whose rules to show: every game members can start.
    if let Some(help) = commands.iter_mut().find(|c| c.name == "help") {
        let games: Vec<&'static str> = games
            .iter()
            .filter(|game| game.has_rules)
            .map(|game| game.kind.as_str())
            .collect();
        // Built once, for the life of the process.
        let options = vec![opt("game", OptionKind::Choice(Vec::leak(games)), false)];
        help.options = Vec::leak(options);
    }
    // `/config` shows the settings (`show`), or sets those of one topic: a subcommand per
    // group, with its settings' options, each as it is declared.
    if let Some(config) = commands.iter_mut().find(|c| c.name == "config") {
        config.subcommands = config_subcommands(games);
    }
    commands
}

/// `/config show`, then a subcommand per group of settings, each with its settings'
/// options.
fn config_subcommands(games: &[GameCommands]) -> Vec<SubcommandDef> {
    // The games a server may turn off: every game members can start. Built once, for the
    // life of the process.
    let kinds: &'static [&'static str] = Vec::leak(
        games
            .iter()
            .filter(|game| !game.starts.is_empty())
            .map(|game| game.kind.as_str())
            .collect(),
    );
    let all = crate::config::settings::all();
    let mut subs = vec![SubcommandDef {
        name: CONFIG_SHOW,
        options: &[],
        game: None,
        mode: None,
    }];
    for group in Group::ALL {
        let options: Vec<OptionDef> = all
            .iter()
            .filter(|(_, setting)| setting.group == group)
            .flat_map(|(_, setting)| setting_options(setting, kinds))
            .collect();
        if options.is_empty() {
            continue;
        }
        subs.push(SubcommandDef {
            name: group.name(),
            // Built once, for the life of the process.
            options: Vec::leak(options),
            game: None,
            mode: None,
        });
    }
    subs
}

/// `/config show`: every setting, changing none.
pub const CONFIG_SHOW: &str = "show";

/// The `/config` options that set `setting`: one by its key, or for a list one that adds
/// to it and one that takes off it.
fn setting_options(setting: &Setting, games: &'static [&'static str]) -> Vec<OptionDef> {
    let kind = match setting.kind {
        SettingKind::Switch { .. } => OptionKind::Choice(&["on", "off"]),
        SettingKind::Number { min, max, .. } => OptionKind::Integer {
            min: Some(min),
            max: Some(max),
        },
        SettingKind::Name { .. } => OptionKind::Text {
            autocomplete: true,
            max: None,
        },
        SettingKind::Text { max } => OptionKind::Text {
            autocomplete: false,
            max: u16::try_from(max).ok(),
        },
        SettingKind::Emoji => OptionKind::Text {
            autocomplete: false,
            max: Some(EMOJI_MAX),
        },
        SettingKind::Choice { words, .. } => OptionKind::Choice(words),
        SettingKind::Channel => OptionKind::Channel,
        SettingKind::Channels { add, remove } => {
            return vec![
                opt(add, OptionKind::Channel, false),
                opt(remove, OptionKind::Channel, false),
            ];
        }
        SettingKind::Games { add, remove } => {
            return vec![
                opt(add, OptionKind::Choice(games), false),
                opt(remove, OptionKind::Choice(games), false),
            ];
        }
    };
    vec![opt(setting.key, kind, false)]
}

/// The longest emoji `/config` takes: one of the server's, `<a:name:id>`, with a 32-letter
/// name.
const EMOJI_MAX: u16 = 64;

/// The highest limit `/limits` takes.
pub const LIMIT_MAX: i64 = 1_000_000_000_000;

/// The commands of the parlor itself: chips, boards, help, settings.
const SHARED: &[CommandDef] = &[
    command("balance", &[opt("user", OptionKind::User, false)]),
    command("daily", &[]),
    command(
        "give",
        &[
            opt("user", OptionKind::User, true),
            opt("amount", int(1, None), true),
        ],
    )
    .hosting_servers(),
    command(
        "leaderboard",
        &[
            opt("board", OptionKind::Board, false),
            opt("period", OptionKind::Choice(&["season", "all"]), false),
        ],
    ),
    command("season", &[]).hosting_servers(),
    command("stats", &[opt("user", OptionKind::User, false)]),
    command("achievements", &[opt("user", OptionKind::User, false)]),
    command("profile", &[opt("user", OptionKind::User, false)]),
    command(
        "selfexclude",
        &[
            opt(
                "for",
                OptionKind::Text {
                    autocomplete: false,
                    max: Some(16),
                },
                true,
            ),
            opt("user", OptionKind::User, false),
        ],
    ),
    command(
        "limits",
        &[
            opt("stake", int(1, Some(LIMIT_MAX)), false),
            opt("loss", int(1, Some(LIMIT_MAX)), false),
            opt(
                "remove",
                OptionKind::Choice(&["stake", "loss", "both"]),
                false,
            ),
        ],
    ),
    command("help", &[]),
    // Its subcommands set the server settings (above).
    command("config", &[]).manager_only(),
    command("audit", &[opt("user", OptionKind::User, true)]).manager_only(),
];

pub fn find(name: &str) -> Option<&'static CommandDef> {
    all().iter().find(|c| c.name == name)
}

/// Every option of every command, with the path of the command or subcommand it belongs to
/// (`poker-video`, `give`), in the order `/help` lists them.
pub fn options_with_paths() -> Vec<(String, &'static OptionDef)> {
    let mut out = Vec::new();
    for c in all().iter() {
        out.extend(c.options.iter().map(|o| (c.name.to_string(), o)));
        for s in &c.subcommands {
            out.extend(
                s.options
                    .iter()
                    .map(|o| (format!("{}-{}", c.name, s.name), o)),
            );
        }
    }
    out
}

/// The name of a command, subcommand (`id` its path, `poker-video`) or option (`id`
/// `opt-<path>-<option>`) in `locale`, from the catalogue's `name-<id>`; None in English,
/// whose names are the canonical ones.
pub fn local_name(locale: Locale, id: &str) -> Option<String> {
    (locale != Locale::En)
        .then(|| super::i18n::lookup(locale, &format!("name-{id}")))
        .flatten()
}

/// The name Discord shows for the choice `value` of the option `option` of `path`, in
/// `locale`: the catalogue's `choice-<path>-<option>-<value>`, or `choice-<option>-<value>`
/// (a setting's own words), or `choice-<value>` (on, off), or a game's name; else the value.
pub fn choice_label(locale: Locale, path: &str, option: &str, value: &str) -> String {
    let ids = [
        format!("choice-{path}-{option}-{value}"),
        format!("choice-{option}-{value}"),
        format!("choice-{value}"),
    ];
    ids.iter()
        .find_map(|id| super::i18n::lookup(locale, id))
        .or_else(|| GameKind::parse(value).map(|kind| super::game::kind_name(locale, kind)))
        .unwrap_or_else(|| value.to_string())
}

/// The choice `value` of the option `option` of `command` (`/poker tournament`) as a member
/// of `locale` may type it: its catalogue name (`normale` for `regular` in French), else the
/// value itself.
pub fn choice_word(locale: Locale, command: &str, option: &str, value: &str) -> String {
    let path = command
        .trim_start_matches('/')
        .split_whitespace()
        .collect::<Vec<_>>()
        .join("-");
    [
        format!("choice-{path}-{option}-{value}"),
        format!("choice-{option}-{value}"),
        format!("choice-{value}"),
    ]
    .iter()
    .find_map(|id| super::i18n::lookup(locale, id))
    .unwrap_or_else(|| value.to_string())
}

/// A command as a member of `locale` types it: `/poker video` is `/poker vidéo` in French.
pub fn shown(locale: Locale, command: &str) -> String {
    let words: Vec<&str> = command.trim_start_matches('/').split_whitespace().collect();
    let Some(def) = words.first().and_then(|w| find(w)) else {
        return command.to_string();
    };
    let mut out = format!(
        "/{}",
        local_name(locale, def.name).unwrap_or(def.name.to_string())
    );
    for (i, word) in words.iter().enumerate().skip(1) {
        out.push(' ');
        match def.subcommand(word).filter(|_| i == 1) {
            Some(sub) => {
                let path = format!("{}-{}", def.name, sub.name);
                out.push_str(&local_name(locale, &path).unwrap_or(sub.name.to_string()));
            }
            None => out.push_str(word),
        }
    }
    out
}

/// The `/config` option `option`, under whichever subcommand has it, as a member of
/// `locale` reads it (`jetons_de_départ` for `starting_chips` in French).
pub fn config_option(locale: Locale, option: &str) -> String {
    let group = find("config").and_then(|config| {
        config
            .subcommands
            .iter()
            .find(|sub| sub.options.iter().any(|o| o.name == option))
    });
    match group {
        Some(sub) => shown_option(locale, &format!("/config {}", sub.name), option),
        None => option.to_string(),
    }
}

/// The option `option` of `command` (`/poker video`) as a member of `locale` reads it.
pub fn shown_option(locale: Locale, command: &str, option: &str) -> String {
    let path = command
        .trim_start_matches('/')
        .split_whitespace()
        .collect::<Vec<_>>()
        .join("-");
    local_name(locale, &format!("opt-{path}-{option}")).unwrap_or(option.to_string())
}

/// The choice of `words` (of the option `option` of `path`) whose value or shown name in any
/// language (without what it adds in brackets) is `typed`, ignoring case: `amateur` is
/// `casual`, `francuska` (shown "francuska (37 otworów)") is `french`.
pub fn choice_typed(
    words: &'static [&'static str],
    path: &str,
    option: &str,
    typed: &str,
) -> Option<&'static str> {
    let typed = typed.to_lowercase();
    words.iter().copied().find(|w| {
        w.to_lowercase() == typed
            || Locale::ALL.iter().any(|&l| {
                let label = choice_label(l, path, option, w).to_lowercase();
                label == typed || label.split(" (").next() == Some(typed.as_str())
            })
    })
}

/// Whether `typed` is the name `canonical` (of the node `id`) in any language.
fn named(canonical: &str, id: &str, typed: &str) -> bool {
    canonical == typed
        || Locale::ALL
            .iter()
            .any(|&l| local_name(l, id).is_some_and(|name| name == typed))
}

/// The command named `typed` in any language Parlor speaks (`poker`, `solde`).
pub fn find_typed(typed: &str) -> Option<&'static CommandDef> {
    all().iter().find(|c| named(c.name, c.name, typed))
}

/// The option of the command or subcommand `path` named `typed` in any language.
pub fn option_typed<'a>(
    options: &'a [OptionDef],
    path: &str,
    typed: &str,
) -> Option<&'a OptionDef> {
    options
        .iter()
        .find(|o| named(o.name, &format!("opt-{path}-{}", o.name), typed))
}

impl CommandDef {
    /// A command of the servers that host Parlor alone.
    const fn hosting_servers(mut self) -> CommandDef {
        self.reach = Reach::HostingServers;
        self
    }

    /// For the server's managers: a command of the servers that host Parlor alone.
    const fn manager_only(mut self) -> CommandDef {
        self.manager_only = true;
        self.hosting_servers()
    }

    pub fn subcommand(&self, name: &str) -> Option<&SubcommandDef> {
        self.subcommands.iter().find(|s| s.name == name)
    }

    /// The subcommand named `typed` in any language Parlor speaks (`vidéo`, `wideo`).
    pub fn subcommand_typed(&self, typed: &str) -> Option<&SubcommandDef> {
        self.subcommands
            .iter()
            .find(|s| named(s.name, &format!("{}-{}", self.name, s.name), typed))
    }
}

/// The leaderboards' names: `chips`, then each game's boards, in the registry's order.
pub fn boards() -> Vec<&'static str> {
    installed().boards.clone()
}

/// A leaderboard's name for menus.
pub fn board_label(locale: Locale, board: &str) -> String {
    match GameKind::parse(board) {
        _ if board == "chips" => t!(locale, "board-chips"),
        // A game's first board is named by the game.
        Some(kind) => super::game::kind_name(locale, kind),
        // Its others by the game's catalogue.
        None => crate::locale::i18n::text(locale, &format!("board-{board}"), &[]),
    }
}

/// The longest usage line `/help` shows: past it, the line says how many options the
/// command takes.
const USAGE_MAX: usize = 256;

/// One usage line per command or subcommand: (`/give user amount`, `path`), with optional
/// options in brackets, named as `locale` names them (`/donner membre montant`). `terminal`
/// writes options exactly as the terminal table reads them: `amount:N`, `user:@name`,
/// `level:casual|expert`, `size:SIZE` (free text).
pub fn usages(locale: Locale, terminal: bool) -> Vec<(String, String)> {
    let named = |path: &str, canonical: &'static str| {
        local_name(locale, path).unwrap_or(canonical.to_string())
    };
    let show = |path: &str, o: &OptionDef| {
        let name = named(&format!("opt-{path}-{}", o.name), o.name);
        let text = if terminal {
            let value = match o.kind {
                OptionKind::Integer { .. } => "N".to_string(),
                OptionKind::User => "@name".to_string(),
                OptionKind::Channel => "#channel".to_string(),
                OptionKind::Text { .. } => name.to_uppercase(),
                OptionKind::Board => "BOARD".to_string(),
                OptionKind::Choice(words) => words.join("|"),
            };
            format!("{name}:{value}")
        } else {
            name
        };
        if o.required {
            text
        } else {
            format!("[{text}]")
        }
    };
    let line = |head: String, path: &str, options: &[OptionDef]| {
        let full = std::iter::once(head.clone())
            .chain(options.iter().map(|o| show(path, o)))
            .collect::<Vec<_>>()
            .join(" ");
        // A command with more options than a line holds (every game's settings in /config)
        // says how many it takes, rather than a few of them.
        if terminal || full.chars().count() <= USAGE_MAX {
            return full;
        }
        format!(
            "{head} {}",
            crate::t!(locale, "help-usage-options", count = options.len())
        )
    };
    let mut out = Vec::new();
    for c in all().iter() {
        let command = named(c.name, c.name);
        if c.subcommands.is_empty() {
            out.push((
                line(format!("/{command}"), c.name, c.options),
                c.name.to_string(),
            ));
        }
        for sub in &c.subcommands {
            let path = format!("{}-{}", c.name, sub.name);
            out.push((
                line(
                    format!("/{command} {}", named(&path, sub.name)),
                    &path,
                    sub.options,
                ),
                path,
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// Among siblings (the commands; a command's subcommands; the options of one command or
    /// subcommand), a name in any language names one node: a name typed in French can never
    /// be another node's English or Polish name.
    #[test]
    fn no_name_in_any_language_names_two_siblings() {
        crate::testing::registry();
        fn check(what: &str, nodes: Vec<(&'static str, String)>) {
            let mut owner: BTreeMap<String, &str> = BTreeMap::new();
            for (canonical, id) in nodes {
                let names = std::iter::once(canonical.to_string())
                    .chain(Locale::ALL.iter().filter_map(|&l| local_name(l, &id)));
                for name in names {
                    let before = owner.insert(name.clone(), canonical);
                    assert!(
                        before.is_none_or(|b| b == canonical),
                        "{what}: `{name}` names {canonical} and {before:?}"
                    );
                }
            }
        }
        check(
            "commands",
            all().iter().map(|c| (c.name, c.name.to_string())).collect(),
        );
        let mut groups = 1;
        for c in all().iter() {
            let subs = c
                .subcommands
                .iter()
                .map(|s| (s.name, format!("{}-{}", c.name, s.name)))
                .collect();
            check(c.name, subs);
            let mut paths = vec![(c.name.to_string(), c.options)];
            paths.extend(
                c.subcommands
                    .iter()
                    .map(|s| (format!("{}-{}", c.name, s.name), s.options)),
            );
            for (path, options) in paths {
                let nodes = options
                    .iter()
                    .map(|o| (o.name, format!("opt-{path}-{}", o.name)))
                    .collect();
                check(&path, nodes);
                groups += 1;
            }
        }
        assert!(groups > 20, "{groups}");
    }
}
