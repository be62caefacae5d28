//! `/help` and the terminal table's help, both made from the command definitions.

use super::commands::usages;
use super::custom_id::CustomId;
use super::{Button, Field, Locale, Row, Style, View, colour};
use crate::engine::GameKind;
use crate::t;

/// A page of `/help`: the games, the chips and records, or the managers' commands. One
/// page at a time keeps the message within its budget in every language; the buttons
/// under it turn the pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HelpPage {
    Games,
    Chips,
    Managers,
}

impl HelpPage {
    pub const ALL: [HelpPage; 3] = [HelpPage::Games, HelpPage::Chips, HelpPage::Managers];

    /// The page's word in its button's custom_id.
    pub fn code(self) -> &'static str {
        match self {
            HelpPage::Games => "games",
            HelpPage::Chips => "chips",
            HelpPage::Managers => "managers",
        }
    }

    pub fn parse(code: &str) -> Option<HelpPage> {
        HelpPage::ALL.into_iter().find(|p| p.code() == code)
    }

    /// The page a command is on: a game's, a manager's, or the chips'.
    fn of(command: &super::commands::CommandDef) -> HelpPage {
        if command.subcommands.iter().any(|s| s.game.is_some()) {
            HelpPage::Games
        } else if command.manager_only {
            HelpPage::Managers
        } else {
            HelpPage::Chips
        }
    }

    fn label(self, l: Locale) -> String {
        match self {
            HelpPage::Games => t!(l, "help-page-games"),
            HelpPage::Chips => t!(l, "help-page-chips"),
            HelpPage::Managers => t!(l, "help-page-managers"),
        }
    }
}

/// A page of `/help`: each command on it with what it does, and the buttons to the other
/// pages (only the asker sees it). Outside a server that hosts Parlor, the servers'
/// commands are left out, and with them the managers' page.
pub fn help(l: Locale, hosting: bool, page: HelpPage) -> View {
    let mut view = View::embed(t!(l, "help-title"), t!(l, "help-intro"), colour::INFO);
    let mut config = Vec::new();
    // `/selfexclude` and `/limits` share a field, on responsible play.
    let mut care: Vec<(String, String)> = Vec::new();
    for (usage, path) in usages(l, false) {
        let Some(command) = path.split('-').next().and_then(super::commands::find) else {
            continue;
        };
        if !hosting && command.reach == super::commands::Reach::HostingServers {
            continue;
        }
        if HelpPage::of(command) != page {
            continue;
        }
        if path == "selfexclude" || path == "limits" {
            care.push((usage, super::i18n::text(l, &format!("help-{path}"), &[])));
            continue;
        }
        // `/config`'s topics are one field, with the topics named: a field each would make
        // the page a list of settings.
        if let Some(topic) = path.strip_prefix("config-") {
            config.push(super::commands::local_name(l, &path).unwrap_or(topic.to_string()));
            continue;
        }
        view.embeds[0].fields.push(Field {
            name: usage,
            value: super::i18n::text(l, &format!("help-{path}"), &[]),
            inline: false,
        });
    }
    if !care.is_empty() {
        let (usages, texts): (Vec<String>, Vec<String>) = care.into_iter().unzip();
        view.embeds[0].fields.push(Field {
            name: usages.join(" · "),
            value: texts.join("\n"),
            inline: false,
        });
    }
    if !config.is_empty() {
        let command = super::commands::shown(l, "/config");
        view.embeds[0].fields.push(Field {
            name: format!("{command} {}", config.join(" | ")),
            value: t!(l, "help-config"),
            inline: false,
        });
    }
    let pages = HelpPage::ALL
        .into_iter()
        .filter(|p| hosting || *p != HelpPage::Managers)
        .map(|p| {
            let style = if p == page {
                Style::Primary
            } else {
                Style::Secondary
            };
            Button::new(CustomId::help(p), p.label(l), style).disabled(p == page)
        })
        .collect();
    view.rows.push(Row::Buttons(pages));
    view.ephemeral = true;
    view
}

/// A game's rules (only the asker sees them): `rules`, as the game words them in `l`.
pub fn game_rules(l: Locale, kind: GameKind, rules: Option<String>) -> View {
    let mut view = View::embed(
        t!(
            l,
            "help-rules-title",
            game = super::game::kind_name(l, kind)
        ),
        rules.unwrap_or_else(|| t!(l, "help-intro")),
        colour::INFO,
    );
    view.ephemeral = true;
    view
}

/// The terminal table's own lines, then Parlor's commands as the table reads them.
pub fn terminal_help(l: Locale) -> String {
    let commands: Vec<String> = usages(l, true)
        .into_iter()
        .map(|(usage, _)| format!("  {usage}"))
        .collect();
    format!(
        "{}\n{}\n{}",
        t!(l, "terminal-help"),
        t!(l, "terminal-help-commands"),
        commands.join("\n")
    )
}
