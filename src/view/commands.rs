//! The slash commands, each defined once. From these definitions come the gateway's poise
//! commands and the registration `parlor register` sends to Discord (`discord::commands`),
//! `/help`, the terminal table's help, and the one parser (`app::commands`) that every front
//! end uses.
//!
//! Descriptions are catalogue messages: `cmd-<path>` for a command or subcommand (`path` is
//! `poker-video` for `/poker video`), `opt-<path>-<option>` for an option, `help-<path>` for
//! the longer line in `/help`.

use super::Locale;
use crate::engine::GameKind;
use crate::settings::SettingKind;
use crate::t;

use std::sync::LazyLock;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionKind {
    Integer {
        min: Option<i64>,
        max: Option<i64>,
    },
    /// Free text; `autocomplete` asks Parlor for suggestions as the member types.
    Text {
        autocomplete: bool,
    },
    /// A member of the server.
    User,
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

/// A game's start command, declared by the game ([`crate::games::Hosted::STARTS`]):
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
    /// Also usable in a direct message with the bot.
    pub in_dms: bool,
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
        in_dms: false,
    }
}

/// Every command, in the order `/help` lists them: the games' start commands in the
/// registry's order, then the rest.
pub static COMMANDS: LazyLock<Vec<CommandDef>> = LazyLock::new(|| {
    let mut commands: Vec<CommandDef> = Vec::new();
    for &kind in GameKind::ALL {
        let starts = crate::with_game!(kind, G => <G as crate::games::Hosted>::STARTS);
        for start in starts {
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
        let games: Vec<&'static str> = GameKind::ALL
            .iter()
            .filter(|&&kind| {
                crate::with_game!(kind, G => <G as crate::games::Hosted>::how_to_play(Locale::En))
                    .is_some()
            })
            .map(|kind| kind.as_str())
            .collect();
        // Built once, for the life of the process.
        let options = vec![opt("game", OptionKind::Choice(Vec::leak(games)), false)];
        help.options = Vec::leak(options);
    }
    // `/config` takes every server setting, the economy's then the games', each as it is
    // declared.
    if let Some(config) = commands.iter_mut().find(|c| c.name == "config") {
        let mut options = config.options.to_vec();
        options.extend(crate::settings::all().into_iter().map(|(_, setting)| {
            let kind = match setting.kind {
                SettingKind::Switch { .. } => OptionKind::Choice(&["on", "off"]),
                SettingKind::Number { min, max, .. } => OptionKind::Integer {
                    min: Some(min),
                    max: Some(max),
                },
                SettingKind::Name { .. } => OptionKind::Text { autocomplete: true },
            };
            opt(setting.key, kind, false)
        }));
        // Built once, for the life of the process.
        config.options = Vec::leak(options);
    }
    commands
});

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
    ),
    command("leaderboard", &[opt("board", OptionKind::Board, false)]),
    command("stats", &[opt("user", OptionKind::User, false)]),
    command("help", &[]).in_dms(),
    // Its options are the server settings (above).
    command("config", &[]).manager_only(),
];

pub fn find(name: &str) -> Option<&'static CommandDef> {
    COMMANDS.iter().find(|c| c.name == name)
}

impl CommandDef {
    const fn in_dms(mut self) -> CommandDef {
        self.in_dms = true;
        self
    }

    const fn manager_only(mut self) -> CommandDef {
        self.manager_only = true;
        self
    }

    pub fn subcommand(&self, name: &str) -> Option<&SubcommandDef> {
        self.subcommands.iter().find(|s| s.name == name)
    }
}

/// The leaderboard names: `chips`, then each game that keeps a board.
pub fn boards() -> Vec<&'static str> {
    let mut names = vec!["chips"];
    names.extend(
        GameKind::ALL
            .iter()
            .filter(|&&kind| crate::with_game!(kind, G => <G as crate::engine::game::Game>::BOARD.is_some()))
            .map(|k| k.as_str()),
    );
    names
}

/// A leaderboard's name for menus.
pub fn board_label(locale: Locale, board: &str) -> String {
    match GameKind::parse(board) {
        Some(kind) => super::game::kind_name(locale, kind),
        None => t!(locale, "board-chips"),
    }
}

/// The longest usage line `/help` shows (Discord's limit on a field's name).
const USAGE_MAX: usize = 256;

/// One usage line per command or subcommand: (`/give user amount`, `path`), with optional
/// options in brackets. `terminal` writes options exactly as the terminal table reads them:
/// `amount:N`, `user:@name`, `level:casual|expert`, `size:SIZE` (free text).
pub fn usages(terminal: bool) -> Vec<(String, String)> {
    let show = |o: &OptionDef| {
        let text = if terminal {
            let value = match o.kind {
                OptionKind::Integer { .. } => "N".to_string(),
                OptionKind::User => "@name".to_string(),
                OptionKind::Text { .. } => o.name.to_uppercase(),
                OptionKind::Board => "BOARD".to_string(),
                OptionKind::Choice(words) => words.join("|"),
            };
            format!("{}:{value}", o.name)
        } else {
            o.name.to_string()
        };
        if o.required {
            text
        } else {
            format!("[{text}]")
        }
    };
    let line = |head: String, options: &[OptionDef]| {
        let full = std::iter::once(head.clone())
            .chain(options.iter().map(show))
            .collect::<Vec<_>>()
            .join(" ");
        // A field's name holds 256 characters: a command with more options than that (every
        // game's settings in /config) is shown by its first ones.
        if terminal || full.chars().count() <= USAGE_MAX {
            return full;
        }
        let mut shown = head;
        for option in options.iter().map(show) {
            if shown.chars().count() + option.chars().count() + 3 > USAGE_MAX {
                break;
            }
            shown = format!("{shown} {option}");
        }
        format!("{shown} …")
    };
    let mut out = Vec::new();
    for c in COMMANDS.iter() {
        if c.subcommands.is_empty() {
            out.push((line(format!("/{}", c.name), c.options), c.name.to_string()));
        }
        for sub in &c.subcommands {
            out.push((
                line(format!("/{} {}", c.name, sub.name), sub.options),
                format!("{}-{}", c.name, sub.name),
            ));
        }
    }
    out
}
