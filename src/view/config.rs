//! `/config`: the server's settings, a line each in the groups `/config` sets them by, and
//! how each value reads.

use super::{Field, Locale, View, colour};
use crate::config::ServerDefaults;
use crate::config::settings::{Group, Setting, SettingKind, SettingValue, Unit};
use crate::t;

/// How a game shows a value of one of its settings in `/config`, where it words its own.
pub type ShowSetting = fn(&str, &SettingValue, Locale) -> String;

/// `/config`: every setting's line, then the games' `fields`. `show` gives a game's own way
/// of showing its settings' values, where it has one. `pictures`: whether the pictures
/// style is set up, which a server that chose it is told when it is not.
pub fn config(
    l: Locale,
    settings: &ServerDefaults,
    fields: Vec<Field>,
    changed: &[&str],
    show: impl Fn(crate::engine::GameKind) -> Option<ShowSetting>,
    pictures: bool,
) -> View {
    let title = if changed.is_empty() {
        t!(l, "config-title")
    } else {
        t!(l, "config-title-changed")
    };
    let mut lines = Vec::new();
    if !changed.is_empty() {
        // As the manager typed them; a list, which its options add to and take off, by its
        // name.
        let names: Vec<String> = changed
            .iter()
            .map(|&key| match crate::config::settings::economy(key) {
                Some(setting) if setting.options() != [key] => setting_name(l, key),
                _ => super::commands::config_option(l, key),
            })
            .collect();
        lines.push(t!(l, "config-changed", keys = names.join(", ")));
    }
    // Every setting, a line each under the subcommand that sets it: the economy's as their
    // units read, each game's as the game shows it.
    let all = crate::config::settings::all();
    for group in Group::ALL {
        let mut first = true;
        for &(kind, setting) in all.iter().filter(|(_, s)| s.group == group) {
            if first {
                let command = format!("/config {}", group.name());
                lines.push(t!(
                    l,
                    "config-group",
                    command = super::commands::shown(l, &command)
                ));
                first = false;
            }
            let value = settings.get(setting.key);
            let shown = setting_shown(l, (kind, setting), &value, &show);
            lines.push(t!(
                l,
                "config-setting",
                name = setting_name(l, setting.key),
                value = shown
            ));
            if setting.key == "card_style" && settings.pictures_style() && !pictures {
                lines.push(format!("-# {}", t!(l, "config-pictures-off")));
            }
        }
    }
    let mut view = View::embed(title, lines.join("\n"), colour::INFO);
    view.embeds[0].fields = fields;
    view.embeds[0].footer = Some(t!(l, "config-footer"));
    view.ephemeral = true;
    view
}

/// A setting's name as `/config` and the log show it: the catalogue's `config-name-<key>`.
pub fn setting_name(l: Locale, key: &str) -> String {
    super::i18n::text(l, &format!("config-name-{key}"), &[])
}

/// A setting's value as `/config` shows it: the economy's in their units, each game's as
/// the game shows it (`show`).
pub fn setting_shown(
    l: Locale,
    (kind, setting): (Option<crate::engine::GameKind>, &Setting),
    value: &SettingValue,
    show: impl Fn(crate::engine::GameKind) -> Option<ShowSetting>,
) -> String {
    match kind {
        Some(kind) => match show(kind) {
            Some(show) => show(setting.key, value, l),
            None => t!(
                l,
                "config-switch",
                value = super::format::setting_value(l, value)
            ),
        },
        None => shown(l, setting, value),
    }
}

/// An economy setting's value as `/config` shows it, in its unit.
fn shown(l: Locale, setting: &Setting, value: &SettingValue) -> String {
    match (setting.kind, value) {
        (SettingKind::Number { unit, .. }, SettingValue::Number(n)) => match unit {
            Unit::Chips => t!(l, "config-chips", value = *n),
            Unit::Days => t!(l, "config-days", value = *n),
            Unit::Minutes => t!(l, "config-minutes", value = *n),
            Unit::Count => t!(l, "config-count", value = *n),
        },
        (SettingKind::Choice { .. }, SettingValue::Name(word)) => {
            let label = super::commands::choice_label(l, "config", setting.key, word);
            t!(l, "config-switch", value = label)
        }
        (SettingKind::Channel, SettingValue::Number(id)) if *id > 0 => {
            t!(l, "config-switch", value = format!("<#{id}>"))
        }
        (SettingKind::Channel, _) => t!(l, "config-no-channel"),
        (SettingKind::Text { .. }, SettingValue::Name(text)) if text.is_empty() => {
            match setting.key {
                "currency_name" => t!(l, "config-no-currency"),
                _ => t!(l, "config-none-off"),
            }
        }
        (SettingKind::Emoji, SettingValue::Name(text)) if text.is_empty() => {
            t!(l, "config-none-off")
        }
        (SettingKind::Text { .. } | SettingKind::Emoji, SettingValue::Name(text)) => {
            t!(l, "config-switch", value = text.clone())
        }
        (SettingKind::Channels { .. }, SettingValue::List(ids)) if ids.is_empty() => {
            t!(l, "config-everywhere")
        }
        (SettingKind::Channels { .. }, SettingValue::List(ids)) => ids
            .iter()
            .map(|id| format!("<#{id}>"))
            .collect::<Vec<_>>()
            .join(", "),
        (SettingKind::Games { .. }, SettingValue::List(kinds)) if kinds.is_empty() => {
            t!(l, "config-none-off")
        }
        (SettingKind::Games { .. }, SettingValue::List(kinds)) => {
            let names: Vec<String> = kinds
                .iter()
                .filter_map(|kind| crate::engine::GameKind::parse(kind))
                .map(|kind| super::game::kind_name(l, kind))
                .collect();
            t!(l, "config-switch", value = names.join(", "))
        }
        _ => t!(
            l,
            "config-switch",
            value = super::format::setting_value(l, value)
        ),
    }
}
