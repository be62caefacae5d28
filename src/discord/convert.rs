//! Discord interactions to app requests: the same for the gateway and the HTTP endpoint.

use crate::app::commands::{CommandInput, InputOption, InputValue};
use crate::app::{
    Action, Actor, Answer, App, Elsewhere, Place, Request, USE_EXTERNAL_APPS, UserRef,
};
use crate::view::{Locale, Reply};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use std::sync::Arc;

/// What an autocomplete request asks: (command, focused option, text typed so far).
pub fn autocomplete_focus(data: &serenity::CommandData) -> Option<(String, String, String)> {
    let focused = data.autocomplete()?;
    Some((
        data.name.clone(),
        focused.name.to_string(),
        focused.value.to_string(),
    ))
}

/// The name a member goes by here: server nickname, then display name, then username.
pub fn actor_name(user: &serenity::User, member: Option<&serenity::Member>) -> String {
    member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone())
}

/// Who acted; a manager only of a server that hosts Parlor.
fn actor(user: &serenity::User, member: Option<&serenity::Member>, place: Place) -> Actor {
    Actor {
        id: user.id.get(),
        name: actor_name(user, member),
        manager: matches!(place, Place::Server(_)) && actor_may_manage(member),
    }
}

/// Holds Manage Server (or Administrator) in the channel of the interaction.
fn actor_may_manage(member: Option<&serenity::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
}

/// A command registered with `default_member_permissions`: in a server, Discord checks who
/// may use it (in a DM it applies no member permissions, so this holds only with a server).
fn discord_checked(command: &str) -> bool {
    crate::view::commands::find(command).is_some_and(|c| c.manager_only)
}

pub fn user_ref(user: &serenity::User, member: Option<&serenity::PartialMember>) -> UserRef {
    UserRef {
        id: user.id.get(),
        name: member
            .and_then(|m| m.nick.clone())
            .or_else(|| user.global_name.clone())
            .unwrap_or_else(|| user.name.clone()),
        bot: user.bot,
    }
}

/// A slash command's name and options, as the one parser (`app::commands`) reads them.
pub fn command_input(data: &serenity::CommandData) -> CommandInput {
    fn options(resolved: &[serenity::ResolvedOption<'_>]) -> Vec<InputOption> {
        resolved
            .iter()
            .map(|o| {
                let value = match &o.value {
                    serenity::ResolvedValue::Integer(n) => InputValue::Integer(*n),
                    serenity::ResolvedValue::String(s) => InputValue::Text(s.to_string()),
                    serenity::ResolvedValue::Autocomplete { value, .. } => {
                        InputValue::Text(value.to_string())
                    }
                    serenity::ResolvedValue::User(user, member) => {
                        InputValue::User(user_ref(user, *member))
                    }
                    serenity::ResolvedValue::Channel(channel) => {
                        InputValue::Channel(channel.id.get())
                    }
                    serenity::ResolvedValue::Unresolved(serenity::Unresolved::Channel(id)) => {
                        InputValue::Channel(id.get())
                    }
                    serenity::ResolvedValue::SubCommand(inner)
                    | serenity::ResolvedValue::SubCommandGroup(inner) => {
                        InputValue::Sub(options(inner))
                    }
                    _ => InputValue::Unsupported,
                };
                InputOption::new(o.name, value)
            })
            .collect()
    }
    CommandInput {
        name: data.name.clone(),
        options: options(&data.options()),
    }
}

/// The app's answer to a slash command, in time, or the private reply refusing it (an
/// unknown command, a missing option).
pub async fn command_answer(app: &Arc<App>, interaction: &serenity::CommandInteraction) -> Answer {
    match crate::app::commands::parse(&command_input(&interaction.data)) {
        Ok(command) => app.answer(command_request(interaction, command)).await,
        Err(refusal) => Answer::Now(Reply::notice(
            refusal.view(Locale::from_discord(&interaction.locale)),
        )),
    }
}

/// The language of public messages where the interaction came from: the server's as
/// Discord reports it; outside a hosting server, the member's own.
fn guild_locale(code: Option<&str>, place: Place, member: Locale) -> Locale {
    match place {
        Place::Server(_) => code.map_or(Locale::En, Locale::from_discord),
        Place::Elsewhere { .. } => member,
    }
}

/// Where an interaction happened, from who authorised it: a server's install, in that
/// server, makes it the server's (its economy); anything else (a user install, Parlor's
/// own DM) is elsewhere, played from the member's own wallet. An interaction that names no
/// owner (as before user installs) is the server's where it has one.
pub fn place(
    guild: Option<serenity::GuildId>,
    owners: &serenity::AuthorizingIntegrationOwners,
    context: Option<serenity::InteractionContext>,
    member: Option<&serenity::Member>,
) -> Place {
    let hosted = owners.0.iter().any(|owner| {
        matches!(owner, serenity::AuthorizingIntegrationOwner::GuildInstall(Some(g)) if Some(*g) == guild)
    });
    match guild {
        Some(guild) if hosted || owners.0.is_empty() => Place::Server(guild.get()),
        Some(guild) => Place::Elsewhere {
            at: Elsewhere::Guest { guild: guild.get() },
            // Without Use External Apps, Discord keeps the app's replies to the member.
            public: member
                .and_then(|m| m.permissions)
                .is_none_or(|p| p.bits() & USE_EXTERNAL_APPS != 0),
        },
        None => Place::Elsewhere {
            at: match context {
                Some(serenity::InteractionContext::PrivateChannel) => Elsewhere::Private,
                _ => Elsewhere::BotDm,
            },
            public: true,
        },
    }
}

/// Where a form sent back came from: Discord's form submission names no owners (as
/// serenity reads it), so the message whose button opened it says, by the interaction that
/// made it; a message Parlor posted by itself is in a server that hosts it.
fn form_place(interaction: &serenity::ModalInteraction) -> Place {
    let made_by = interaction
        .message
        .as_deref()
        .and_then(|m| m.interaction_metadata.as_deref());
    let owners = match made_by {
        Some(serenity::MessageInteractionMetadata::Command(c)) => &c.authorizing_integration_owners,
        Some(serenity::MessageInteractionMetadata::Component(c)) => {
            &c.authorizing_integration_owners
        }
        Some(serenity::MessageInteractionMetadata::ModalSubmit(c)) => {
            &c.authorizing_integration_owners
        }
        _ => &serenity::AuthorizingIntegrationOwners(Vec::new()),
    };
    let context = interaction.channel.as_ref().map(|c| match c.kind {
        serenity::ChannelType::Private => serenity::InteractionContext::BotDm,
        _ => serenity::InteractionContext::PrivateChannel,
    });
    place(
        interaction.guild_id,
        owners,
        context,
        interaction.member.as_ref(),
    )
}

pub fn command_request(
    interaction: &serenity::CommandInteraction,
    command: crate::app::Command,
) -> Request {
    let place = place(
        interaction.guild_id,
        &interaction.authorizing_integration_owners,
        interaction.context,
        interaction.member.as_deref(),
    );
    let locale = Locale::from_discord(&interaction.locale);
    Request {
        interaction_id: interaction.id.get().to_string(),
        guild_id: interaction.guild_id.map(|g| g.get()),
        channel_id: interaction.channel_id.get(),
        place,
        actor: Actor {
            // Discord delivers a manager-only command only to members it allows: Manage
            // Server by default, or whoever the server's Integrations settings grant it to.
            // A second check here would refuse the roles a server has granted.
            manager: matches!(place, Place::Server(_))
                && (discord_checked(&interaction.data.name)
                    || actor_may_manage(interaction.member.as_deref())),
            ..actor(&interaction.user, interaction.member.as_deref(), place)
        },
        locale,
        guild_locale: guild_locale(interaction.guild_locale.as_deref(), place, locale),
        action: Action::Command(command),
    }
}

/// The id of the message a click or a form came from, when it is public: a private
/// (ephemeral) message says nothing about where the game's public message is.
fn public_message(message: &serenity::Message) -> Option<u64> {
    (!message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL)))
    .then(|| message.id.get())
}

pub fn component_request(interaction: &serenity::ComponentInteraction) -> Request {
    let values = match &interaction.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    let place = place(
        interaction.guild_id,
        &interaction.authorizing_integration_owners,
        interaction.context,
        interaction.member.as_ref(),
    );
    let locale = Locale::from_discord(&interaction.locale);
    Request {
        interaction_id: interaction.id.get().to_string(),
        guild_id: interaction.guild_id.map(|g| g.get()),
        channel_id: interaction.channel_id.get(),
        place,
        actor: actor(&interaction.user, interaction.member.as_ref(), place),
        locale,
        guild_locale: guild_locale(interaction.guild_locale.as_deref(), place, locale),
        action: Action::click(
            &interaction.data.custom_id,
            values,
            public_message(&interaction.message),
        ),
    }
}

/// A submitted form's fields as action rows of text inputs, in order, however they came:
/// in labels (type 18, whose `component` is the input) or in action rows. Text a form shows
/// (type 10) carries no value and is left out.
pub fn form_rows(fields: &[Value]) -> Vec<Value> {
    fields
        .iter()
        .filter_map(|field| match field["type"].as_u64() {
            Some(18) => Some(json!({ "type": 1, "components": [field["component"].clone()] })),
            Some(1) => Some(field.clone()),
            _ => None,
        })
        .collect()
}

/// A form sent back (a modal submit): read as a click on the form's custom_id, its fields'
/// values in order as the action's argument, from the message whose button opened it.
pub fn modal_request(interaction: &serenity::ModalInteraction) -> Request {
    let values = interaction
        .data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .map(|field| match field {
            serenity::ActionRowComponent::InputText(input) => {
                input.value.clone().unwrap_or_default()
            }
            _ => String::new(),
        })
        .collect();
    let place = form_place(interaction);
    let locale = Locale::from_discord(&interaction.locale);
    Request {
        interaction_id: interaction.id.get().to_string(),
        guild_id: interaction.guild_id.map(|g| g.get()),
        channel_id: interaction.channel_id.get(),
        place,
        actor: actor(&interaction.user, interaction.member.as_ref(), place),
        locale,
        guild_locale: guild_locale(interaction.guild_locale.as_deref(), place, locale),
        action: Action::form(
            &interaction.data.custom_id,
            values,
            interaction.message.as_deref().and_then(public_message),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::custom_id::CustomId;

    fn component(member_permissions: &str) -> serenity::ComponentInteraction {
        serde_json::from_value(json!({
            "id": "1200000000000000001",
            "application_id": "1100000000000000000",
            "type": 3,
            "data": { "custom_id": "p1:7:3:hold:2", "component_type": 2 },
            "guild_id": "900000000000000000",
            "channel_id": "910000000000000000",
            "member": {
                "user": { "id": "800000000000000000", "username": "ann", "global_name": "Ann", "discriminator": "0", "avatar": null },
                "nick": "Annie", "roles": [], "joined_at": "2024-01-01T00:00:00Z",
                "deaf": false, "mute": false, "flags": 0, "permissions": member_permissions
            },
            "user": { "id": "800000000000000000", "username": "ann", "global_name": "Ann", "discriminator": "0", "avatar": null },
            "token": "tok",
            "version": 1,
            "message": {
                "id": "1150000000000000000", "channel_id": "910000000000000000",
                "author": { "id": "1100000000000000000", "username": "parlor", "discriminator": "0", "avatar": null, "bot": true },
                "content": "", "timestamp": "2024-01-01T00:00:00Z", "edited_timestamp": null, "tts": false,
                "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
                "embeds": [], "pinned": false, "type": 0
            },
            "locale": "fr",
            "guild_locale": "pl",
            "entitlements": [],
            "attachment_size_limit": 10485760,
            "authorizing_integration_owners": {}
        }))
        .expect("a component interaction as Discord sends it")
    }

    #[test]
    fn a_click_becomes_a_request_with_ids_name_and_permissions() {
        let request = component("32"); // MANAGE_GUILD
        let request = component_request(&request);
        assert_eq!(request.interaction_id, "1200000000000000001");
        assert_eq!(request.guild_id, Some(900000000000000000));
        assert_eq!(request.channel_id, 910000000000000000);
        assert_eq!(request.actor.id, 800000000000000000);
        assert_eq!(request.actor.name, "Annie");
        assert!(request.actor.manager);
        match request.action {
            Action::Click { id, message_id, .. } => {
                // Parsed where the request is made: a button of the first grammar.
                assert_eq!(
                    id,
                    Some(CustomId::Game {
                        kind: None,
                        game: 7,
                        version: 3,
                        code: "hold:2".into(),
                    })
                );
                assert_eq!(message_id, Some(1150000000000000000));
            }
            other => panic!("{other:?}"),
        }
        assert!(!component_request(&component("0")).actor.manager);
        // The member's language for their private replies, the server's for its boards.
        assert_eq!(
            (request.locale, request.guild_locale),
            (Locale::Fr, Locale::Pl)
        );
    }

    fn slash(name: &str, member_permissions: &str) -> serenity::CommandInteraction {
        serde_json::from_value(json!({
            "id": "1200000000000000002",
            "application_id": "1100000000000000000",
            "type": 2,
            "data": { "id": "1300000000000000000", "name": name, "type": 1 },
            "guild_id": "900000000000000000",
            "channel_id": "910000000000000000",
            "member": {
                "user": { "id": "800000000000000000", "username": "ann", "global_name": "Ann", "discriminator": "0", "avatar": null },
                "nick": null, "roles": ["920000000000000000"], "joined_at": "2024-01-01T00:00:00Z",
                "deaf": false, "mute": false, "flags": 0, "permissions": member_permissions
            },
            "user": { "id": "800000000000000000", "username": "ann", "global_name": "Ann", "discriminator": "0", "avatar": null },
            "token": "tok",
            "version": 1,
            "locale": "en-US",
            "entitlements": [],
            "attachment_size_limit": 10485760,
            "authorizing_integration_owners": {}
        }))
        .expect("a command interaction as Discord sends it")
    }

    /// A server may grant /config to a role without Manage Server (Integrations settings):
    /// Discord then delivers the command, and Parlor takes it.
    #[test]
    fn a_manager_only_command_discord_delivered_is_allowed() {
        crate::testing::registry();
        let config = slash("config", "0");
        let request = command_request(&config, crate::app::Command::Help { game: None });
        assert!(request.actor.manager, "Discord checked who may use /config");
        // No server language given (and any language Parlor does not speak): English.
        assert_eq!(
            (request.locale, request.guild_locale),
            (Locale::En, Locale::En)
        );
        assert_eq!(request.actor.name, "Ann");
        let give = slash("give", "0");
        assert!(
            !command_request(&give, crate::app::Command::Help { game: None })
                .actor
                .manager
        );
        let give = slash("give", "8"); // ADMINISTRATOR
        assert!(
            command_request(&give, crate::app::Command::Help { game: None })
                .actor
                .manager
        );
    }

    #[test]
    fn a_click_on_a_private_message_does_not_move_the_games_message() {
        let mut click = component("0");
        click.message.flags = Some(serenity::MessageFlags::EPHEMERAL);
        match component_request(&click).action {
            Action::Click { message_id, .. } => assert_eq!(message_id, None),
            other => panic!("{other:?}"),
        }
    }
}

/// Where an interaction happened ([`place`]), from what Discord says of it: who authorised it
/// (`authorizing_integration_owners`), the server if any, the context and the member's
/// permissions.
#[cfg(test)]
mod place_tests {
    use super::*;
    use serde_json::{Value, json};

    const HOST: u64 = 900000000000000000;
    const OTHER: u64 = 930000000000000000;
    const ANN: &str = "800000000000000000";
    const EXTERNAL_APPS: u64 = 1 << 50;

    fn owners(given: Value) -> serenity::AuthorizingIntegrationOwners {
        serde_json::from_value(given).expect("owners as Discord sends them")
    }

    fn member(permissions: Option<u64>) -> serenity::Member {
        let mut member = json!({
            "user": { "id": ANN, "username": "ann", "discriminator": "0", "avatar": null },
            "nick": null, "roles": [], "joined_at": "2024-01-01T00:00:00Z",
            "deaf": false, "mute": false, "flags": 0
        });
        if let Some(bits) = permissions {
            member["permissions"] = json!(bits.to_string());
        }
        serde_json::from_value(member).expect("a member as Discord sends one")
    }

    fn in_server(guild: u64, given: Value, permissions: u64) -> Place {
        place(
            Some(serenity::GuildId::new(guild)),
            &owners(given),
            Some(serenity::InteractionContext::Guild),
            Some(&member(Some(permissions))),
        )
    }

    fn guest(guild: u64, public: bool) -> Place {
        Place::Elsewhere {
            at: Elsewhere::Guest { guild },
            public,
        }
    }

    #[test]
    fn a_server_that_added_parlor_plays_its_own_economy() {
        let host = HOST.to_string();
        for given in [
            json!({ "0": host }),
            // The member installed Parlor too: the server's install still authorises it.
            json!({ "0": host, "1": ANN }),
            // Sent before user installs, naming no owner: the server's, as it always was.
            json!({}),
        ] {
            for permissions in [0, EXTERNAL_APPS, 32] {
                let at = in_server(HOST, given.clone(), permissions);
                assert_eq!(at, Place::Server(HOST), "{given} {permissions}");
                assert_eq!(
                    (at.economy(), at.hosting(), at.public()),
                    (HOST, Some(HOST), true)
                );
            }
        }
    }

    #[test]
    fn a_server_only_the_member_installed_parlor_in_is_a_guest() {
        let user = json!({ "1": ANN });
        let at = in_server(HOST, user.clone(), EXTERNAL_APPS);
        assert_eq!(at, guest(HOST, true));
        assert_eq!(
            (at.economy(), at.hosting()),
            (crate::app::OWN_WALLETS, None)
        );
        // Manage Server and every other bit but Use External Apps: the replies stay private.
        let at = in_server(HOST, user.clone(), !EXTERNAL_APPS & ((1 << 51) - 1));
        assert_eq!(at, guest(HOST, false));
        assert!(!at.public());
        assert_eq!(in_server(HOST, user.clone(), 0), guest(HOST, false));
        assert_eq!(
            in_server(HOST, user.clone(), EXTERNAL_APPS | 32 | 8),
            guest(HOST, true)
        );
        // No member, or a member without permissions read: nothing says the replies are kept.
        let guild = Some(serenity::GuildId::new(HOST));
        let context = Some(serenity::InteractionContext::Guild);
        assert_eq!(
            place(guild, &owners(user.clone()), context, None),
            guest(HOST, true)
        );
        assert_eq!(
            place(guild, &owners(user), context, Some(&member(None))),
            guest(HOST, true)
        );
    }

    /// A guild install names the server it was installed in: another server's does not make
    /// this one a host.
    #[test]
    fn another_servers_install_is_not_this_servers() {
        let other = OTHER.to_string();
        assert_eq!(
            in_server(HOST, json!({ "0": other }), EXTERNAL_APPS),
            guest(HOST, true)
        );
        assert_eq!(
            in_server(HOST, json!({ "0": other, "1": ANN }), 0),
            guest(HOST, false)
        );
        // Parlor's DM names its guild install with the id 0: no server in a server either.
        assert_eq!(
            in_server(HOST, json!({ "0": "0", "1": ANN }), EXTERNAL_APPS),
            guest(HOST, true)
        );
    }

    #[test]
    fn without_a_server_the_member_plays_from_their_own_wallet() {
        type Context = serenity::InteractionContext;
        let dm = Place::Elsewhere {
            at: Elsewhere::BotDm,
            public: true,
        };
        let private = Place::Elsewhere {
            at: Elsewhere::Private,
            public: true,
        };
        for (given, context, expected) in [
            // The server install, used in Parlor's DM: Discord names it with guild id "0".
            (json!({ "0": "0" }), Some(Context::BotDm), dm),
            (json!({ "0": 0 }), Some(Context::BotDm), dm),
            (json!({ "1": ANN }), Some(Context::BotDm), dm),
            (json!({ "0": "0", "1": ANN }), Some(Context::BotDm), dm),
            // A group DM, or a DM between members: the member's own install.
            (json!({ "1": ANN }), Some(Context::PrivateChannel), private),
            // A host's install sent from no server is no server's economy.
            (json!({ "0": HOST.to_string() }), Some(Context::BotDm), dm),
            // No context (an old interaction), no owners: Parlor's DM.
            (json!({}), None, dm),
        ] {
            let at = place(None, &owners(given.clone()), context, None);
            assert_eq!(at, expected, "{given} {context:?}");
            assert_eq!(
                (at.economy(), at.hosting(), at.public()),
                (crate::app::OWN_WALLETS, None, true),
                "{given}"
            );
        }
        // The member's permissions play no part outside a server.
        assert_eq!(
            place(
                None,
                &owners(json!({ "1": ANN })),
                Some(Context::PrivateChannel),
                Some(&member(Some(0)))
            ),
            private
        );
    }

    /// A slash command as Discord sends it from a group DM: no server, no member, the user at
    /// the top; the request plays from the member's own wallet, its public messages in the
    /// member's language.
    #[test]
    fn a_command_from_a_group_dm_becomes_an_own_wallet_request() {
        let slash: serenity::CommandInteraction = serde_json::from_value(json!({
            "id": "1200000000000000009",
            "application_id": "1100000000000000000",
            "type": 2,
            "data": { "id": "1300000000000000000", "name": "daily", "type": 1 },
            "channel_id": "940000000000000000",
            "channel": { "id": "940000000000000000", "type": 3 },
            "user": { "id": ANN, "username": "ann", "global_name": "Ann", "discriminator": "0", "avatar": null },
            "token": "tok",
            "version": 1,
            "locale": "pl",
            "entitlements": [],
            "attachment_size_limit": 10485760,
            "authorizing_integration_owners": { "1": ANN },
            "context": 2
        }))
        .expect("a group DM's command as Discord sends it");
        let request = command_request(&slash, crate::app::Command::Daily);
        assert_eq!(
            request.place,
            Place::Elsewhere {
                at: Elsewhere::Private,
                public: true
            }
        );
        assert_eq!(request.guild_id, None);
        assert_eq!(request.circle(), Some(940000000000000000));
        assert_eq!(request.actor.id, 800000000000000000);
        assert!(!request.actor.manager);
        assert_eq!(
            (request.locale, request.guild_locale),
            (Locale::Pl, Locale::Pl)
        );
    }

    /// A form sent back (a modal submit) names no owners as serenity reads it: its place is
    /// the one of the interaction that made the message its button was on.
    fn form(guild: Option<u64>, channel_type: u8, made_by: Option<Value>) -> Request {
        let mut message = json!({
            "id": "1150000000000000000", "channel_id": "940000000000000000",
            "author": { "id": "1100000000000000000", "username": "parlor", "discriminator": "0", "avatar": null, "bot": true },
            "content": "", "timestamp": "2024-01-01T00:00:00Z", "edited_timestamp": null, "tts": false,
            "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
            "embeds": [], "pinned": false, "type": 0
        });
        if let Some(owners) = made_by {
            message["interaction_metadata"] = json!({
                "id": "1200000000000000001", "type": 2,
                "user": { "id": ANN, "username": "ann", "discriminator": "0", "avatar": null },
                "authorizing_integration_owners": owners
            });
        }
        let mut modal = json!({
            "id": "1200000000000000010",
            "application_id": "1100000000000000000",
            "type": 5,
            "data": { "custom_id": "p1:7:3:bet-typed", "components": [] },
            "channel_id": "940000000000000000",
            "channel": { "id": "940000000000000000", "type": channel_type },
            "user": { "id": ANN, "username": "ann", "discriminator": "0", "avatar": null },
            "message": message,
            "token": "tok",
            "version": 1,
            "locale": "fr",
            "entitlements": [],
            "attachment_size_limit": 10485760
        });
        if let Some(guild) = guild {
            modal["guild_id"] = json!(guild.to_string());
            modal["member"] = json!({
                "user": { "id": ANN, "username": "ann", "discriminator": "0", "avatar": null },
                "nick": null, "roles": [], "joined_at": "2024-01-01T00:00:00Z",
                "deaf": false, "mute": false, "flags": 0, "permissions": "0"
            });
        }
        let modal: serenity::ModalInteraction =
            serde_json::from_value(modal).expect("a form as Discord sends it back");
        modal_request(&modal)
    }

    #[test]
    fn a_form_is_where_the_message_it_came_from_was_made() {
        let host = HOST.to_string();
        assert_eq!(
            form(Some(HOST), 0, Some(json!({ "0": host }))).place,
            Place::Server(HOST)
        );
        // A message Parlor posted by itself: only ever in a server that hosts it.
        assert_eq!(form(Some(HOST), 0, None).place, Place::Server(HOST));
        // The member's own install in a server that has not added Parlor, without Use
        // External Apps (permissions 0): private there.
        let at = form(Some(HOST), 0, Some(json!({ "1": ANN })));
        assert_eq!(at.place, guest(HOST, false));
        assert_eq!(at.guild_locale, Locale::Fr, "the member's language");
        // Parlor's DM (a channel of type 1) and a group DM (type 3).
        assert_eq!(
            form(None, 1, Some(json!({ "1": ANN }))).place,
            Place::Elsewhere {
                at: Elsewhere::BotDm,
                public: true
            }
        );
        assert_eq!(
            form(None, 3, Some(json!({ "1": ANN }))).place,
            Place::Elsewhere {
                at: Elsewhere::Private,
                public: true
            }
        );
        assert_eq!(form(None, 3, None).place.economy(), crate::app::OWN_WALLETS);
    }
}
