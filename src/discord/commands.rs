//! The slash commands as poise commands, built from their one definition
//! ([`crate::view::commands::all`]): poise's command and parameter builders make the
//! registration `parlor register` sends, with each description and its translations from the
//! catalogues, and the gateway dispatches through them. Every command's action hands the
//! interaction to the one parser (`app::commands`), the one the HTTP endpoint and the
//! terminal table use, so all front ends read exactly what was registered.

use super::DiscordError;
use super::gateway::{Data, answer_command};
use crate::view::Locale;
use crate::view::commands::{
    OptionDef, OptionKind, Reach, board_label, boards, choice_label, local_name, options_with_paths,
};
use poise::serenity_prelude as serenity;
use std::borrow::Cow;
use std::sync::LazyLock;

type Command = poise::Command<Data, DiscordError>;
type Parameter = poise::CommandParameter<Data, DiscordError>;
type Setter = fn(serenity::CreateCommandOption) -> serenity::CreateCommandOption;

/// Every command, in the order `/help` lists them.
pub fn commands() -> Vec<Command> {
    crate::view::commands::all()
        .iter()
        .map(|def| {
            let leaf = def.subcommands.is_empty();
            let mut command = node(
                def.name,
                def.name.to_string(),
                if leaf { def.options } else { &[] },
            );
            command.subcommands = def
                .subcommands
                .iter()
                .map(|sub| node(sub.name, format!("{}-{}", def.name, sub.name), sub.options))
                .collect();
            command.subcommand_required = !leaf;
            if def.manager_only {
                command.default_member_permissions = serenity::Permissions::MANAGE_GUILD;
            }
            let (installs, contexts) = reach(def.reach);
            command.install_context = Some(installs);
            command.interaction_context = Some(contexts);
            command
        })
        .collect()
}

/// Where a command is installed (`integration_types`) and used (`contexts`).
fn reach(
    reach: Reach,
) -> (
    Vec<serenity::InstallationContext>,
    Vec<serenity::InteractionContext>,
) {
    use serenity::{InstallationContext as Install, InteractionContext as Context};
    match reach {
        Reach::Anywhere => (
            vec![Install::Guild, Install::User],
            vec![Context::Guild, Context::BotDm, Context::PrivateChannel],
        ),
        Reach::HostingServers => (vec![Install::Guild], vec![Context::Guild]),
    }
}

/// The body of `PUT /applications/{id}/commands`, as poise builds it from `commands`.
pub fn registration() -> serde_json::Value {
    let commands = commands();
    let built = poise::builtins::create_application_commands(&commands);
    serde_json::to_value(built).unwrap_or_default()
}

/// A command or subcommand; `path` names its messages (`poker-video`).
fn node(name: &'static str, path: String, options: &'static [OptionDef]) -> Command {
    poise::Command {
        name: Cow::Borrowed(name),
        name_localizations: names(&path),
        qualified_name: Cow::Owned(path.replace('-', " ")),
        identifying_name: Cow::Owned(path.clone()),
        description: Some(Cow::Owned(describe(Locale::En, &format!("cmd-{path}")))),
        description_localizations: translations(&format!("cmd-{path}")),
        parameters: options.iter().map(|o| parameter(&path, o)).collect(),
        slash_action: Some(action),
        ..Default::default()
    }
}

/// Every command's action: the interaction goes to the one parser and the app, and the
/// answer back through `DiscordApi` (poise itself never responds).
fn action(
    ctx: poise::ApplicationContext<'_, Data, DiscordError>,
) -> poise::BoxFuture<'_, Result<(), poise::FrameworkError<'_, Data, DiscordError>>> {
    Box::pin(async move {
        let data = ctx.data();
        answer_command(&data.app, &data.api, ctx.interaction).await;
        Ok(())
    })
}

fn parameter(path: &str, option: &OptionDef) -> Parameter {
    let id = format!("opt-{path}-{}", option.name);
    poise::CommandParameter {
        name: Cow::Borrowed(option.name),
        name_localizations: names(&id),
        description: Some(Cow::Owned(describe(Locale::En, &id))),
        description_localizations: translations(&id),
        required: option.required,
        channel_types: None,
        // poise registers its choices as numbers; ours are words (see `set_kind`).
        choices: Cow::Borrowed(&[]),
        type_setter: Some(setter(option.kind)),
        // Suggestions are answered by the gateway's event handler, through `DiscordApi`
        // like every other response (the setter marks the option).
        autocomplete_callback: None,
        __non_exhaustive: (),
    }
}

fn describe(locale: Locale, id: &str) -> String {
    crate::locale::i18n::text(locale, id, &[])
}

/// The message `id` in each catalogue beside English, by Discord's locale code.
fn translations(id: &str) -> Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]> {
    Cow::Owned(
        Locale::ALL
            .iter()
            .filter(|&&l| l != Locale::En)
            .filter_map(|&l| {
                let text = crate::locale::i18n::lookup(l, id)?;
                Some((Cow::Borrowed(l.discord_code()), Cow::Owned(text)))
            })
            .collect(),
    )
}

/// The name of the node `id` (see [`local_name`]) in each language beside English.
fn names(id: &str) -> Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]> {
    Cow::Owned(
        Locale::ALL
            .iter()
            .filter_map(|&l| {
                let name = local_name(l, id)?;
                Some((Cow::Borrowed(l.discord_code()), Cow::Owned(name)))
            })
            .collect(),
    )
}

/// Sets an option's Discord type, its bounds, its choices and whether it suggests.
fn set_kind(
    kind: OptionKind,
    option: serenity::CreateCommandOption,
) -> serenity::CreateCommandOption {
    use serenity::CommandOptionType as Type;
    match kind {
        OptionKind::Integer { min, max } => {
            let mut option = option.kind(Type::Integer);
            // Every bound is a count, never negative (a test keeps it so).
            if let Some(min) = min.and_then(|m| u64::try_from(m).ok()) {
                option = option.min_int_value(min);
            }
            if let Some(max) = max.and_then(|m| u64::try_from(m).ok()) {
                option = option.max_int_value(max);
            }
            option
        }
        OptionKind::Text { autocomplete, max } => {
            let option = option.kind(Type::String).set_autocomplete(autocomplete);
            match max {
                Some(max) => option.max_length(max),
                None => option,
            }
        }
        OptionKind::User => option.kind(Type::User),
        // Where a bot posts messages: text and announcement channels.
        OptionKind::Channel => option.kind(Type::Channel).channel_types(vec![
            serenity::ChannelType::Text,
            serenity::ChannelType::News,
        ]),
        OptionKind::Choice(words) => {
            // Its name in each language, from the first option of this kind.
            let (path, name) = choice_option(kind).unwrap_or_default();
            words.iter().fold(option.kind(Type::String), |o, w| {
                let local = Locale::ALL
                    .iter()
                    .filter(|&&l| l != Locale::En)
                    .map(|&l| (l.discord_code(), choice_label(l, &path, name, w)));
                o.add_string_choice_localized(choice_label(Locale::En, &path, name, w), *w, local)
            })
        }
        OptionKind::Board => boards()
            .into_iter()
            .fold(option.kind(Type::String), |o, board| {
                let names = Locale::ALL
                    .iter()
                    .filter(|&&l| l != Locale::En)
                    .map(|&l| (l.discord_code(), board_label(l, board)));
                o.add_string_choice_localized(board_label(Locale::En, board), board, names)
            }),
    }
}

/// The first option of `kind`, as (the path of its command or subcommand, its name): whose
/// choices' names a kind's setter shows.
fn choice_option(kind: OptionKind) -> Option<(String, &'static str)> {
    options_with_paths()
        .into_iter()
        .find(|(_, o)| o.kind == kind)
        .map(|(path, o)| (path, o.name))
}

/// The distinct option kinds of every command. poise takes an option's type as a plain
/// function, so each kind gets one of [`SLOTS`], which reads its kind from here.
static KINDS: LazyLock<Vec<OptionKind>> = LazyLock::new(|| {
    let mut kinds: Vec<OptionKind> = Vec::new();
    for (_, option) in options_with_paths() {
        if !kinds.contains(&option.kind) {
            kinds.push(option.kind);
        }
    }
    kinds
});

fn slot<const I: usize>(option: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
    match KINDS.get(I) {
        Some(&kind) => set_kind(kind, option),
        None => option,
    }
}

macro_rules! slots {
    ($($i:literal)*) => { &[$(slot::<$i> as Setter),*] };
}

/// One setter per distinct kind; a test checks there are enough.
const SLOTS: &[Setter] = slots!(
    0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
    32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47
);

fn setter(kind: OptionKind) -> Setter {
    let index = KINDS.iter().position(|k| *k == kind).unwrap_or(usize::MAX);
    SLOTS.get(index).copied().unwrap_or(slot::<{ usize::MAX }>)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A choice option's names are registered from the first option of its kind: every
    /// option of that kind must have the same names (else Discord would show another
    /// option's, and the terminal would read its own).
    #[test]
    fn every_choice_option_registers_its_own_choice_names() {
        crate::testing::registry();
        let mut checked = 0;
        for (path, option) in options_with_paths() {
            let OptionKind::Choice(words) = option.kind else {
                continue;
            };
            let (first_path, first) = choice_option(option.kind).unwrap();
            for &locale in Locale::ALL {
                for w in words {
                    assert_eq!(
                        choice_label(locale, &path, option.name, w),
                        choice_label(locale, &first_path, first, w),
                        "{path} {} {w}",
                        option.name
                    );
                }
            }
            checked += 1;
        }
        assert!(checked >= 10, "{checked}");
    }

    #[test]
    fn every_option_kind_has_its_setter_and_every_bound_is_a_count() {
        crate::testing::registry();
        assert!(KINDS.len() <= SLOTS.len(), "{} kinds", KINDS.len());
        for kind in KINDS.iter() {
            if let OptionKind::Integer { min, max } = kind {
                assert!(min.is_none_or(|m| m >= 0) && max.is_none_or(|m| m >= 0));
            }
        }
    }
}
