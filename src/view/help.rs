//! `/help` and the terminal table's help, both made from the command definitions.

use super::commands::usages;
use super::{Field, Locale, View, colour};
use crate::engine::GameKind;
use crate::t;

/// Every command with what it does (only the asker sees it).
pub fn help(l: Locale, hosting: bool) -> View {
    let mut view = View::embed(t!(l, "help-title"), t!(l, "help-intro"), colour::INFO);
    let mut config = Vec::new();
    // `/selfexclude` and `/limits` share a field, on responsible play.
    let mut care: Vec<(String, String)> = Vec::new();
    for (usage, path) in usages(l, false) {
        // Outside a server that hosts Parlor, the servers' commands are not there to use.
        let command = path.split('-').next().and_then(super::commands::find);
        if !hosting && command.is_some_and(|c| c.reach == super::commands::Reach::HostingServers) {
            continue;
        }
        if path == "selfexclude" || path == "limits" {
            care.push((usage, super::i18n::text(l, &format!("help-{path}"), &[])));
            continue;
        }
        // `/config`'s topics are one field, with the topics named: a field each would pass
        // the embed's 25 fields.
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
