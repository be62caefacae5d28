//! The slash commands. Each parses its options and hands them to the app.

use super::convert::{command_request, game_of, send_reply, user_ref};
use super::{Context, DiscordError};
use crate::app::{Command, ConfigChange};
use poise::serenity_prelude as serenity;

/// Every command, for the framework and for registration.
pub fn all() -> Vec<poise::Command<super::Data, DiscordError>> {
    vec![
        poker(),
        balance(),
        daily(),
        give(),
        leaderboard(),
        stats(),
        help(),
        config(),
    ]
}

/// Hands a command to the app and sends its reply.
async fn respond(ctx: Context<'_>, command: Command) -> Result<(), DiscordError> {
    let poise::Context::Application(actx) = ctx else {
        return Ok(());
    };
    let interaction = actx.interaction;
    let app = &ctx.data().app;
    let reply = app.handle(command_request(interaction, command)).await;
    let http = &ctx.serenity_context().http;
    send_reply(http, interaction.id, &interaction.token, &reply).await?;
    // Remember which message shows a new game, so an idle expiry can edit it.
    if let Some(game) = game_of(&reply) {
        match http
            .get_original_interaction_response(&interaction.token)
            .await
        {
            Ok(message) => {
                if let Err(e) = app.attach_message(game, message.id.get()).await {
                    tracing::warn!("could not record the message of game {game}: {e}");
                }
            }
            Err(e) => tracing::warn!("could not read back the message of game {game}: {e}"),
        }
    }
    Ok(())
}

/// Poker games.
#[poise::command(slash_command, guild_only, subcommands("video"))]
pub async fn poker(_ctx: Context<'_>) -> Result<(), DiscordError> {
    Ok(())
}

/// Video poker: bet 1 to 5 chips, hold the cards you like, draw once.
#[poise::command(slash_command, guild_only)]
pub async fn video(
    ctx: Context<'_>,
    #[description = "Chips per hand, 1 to 5"]
    #[min = 1]
    #[max = 5]
    bet: Option<i64>,
) -> Result<(), DiscordError> {
    respond(ctx, Command::VideoPoker { bet }).await
}

/// Your chips, or another member's.
#[poise::command(slash_command, guild_only)]
pub async fn balance(
    ctx: Context<'_>,
    #[description = "Whose balance (you if left out)"] user: Option<serenity::User>,
) -> Result<(), DiscordError> {
    respond(
        ctx,
        Command::Balance {
            user: user.as_ref().map(user_ref),
        },
    )
    .await
}

/// Claim your free chips (once every 24 hours; streaks pay more).
#[poise::command(slash_command, guild_only)]
pub async fn daily(ctx: Context<'_>) -> Result<(), DiscordError> {
    respond(ctx, Command::Daily).await
}

/// Give chips to another member.
#[poise::command(slash_command, guild_only)]
pub async fn give(
    ctx: Context<'_>,
    #[description = "Who receives the chips"] user: serenity::User,
    #[description = "How many chips"]
    #[min = 1]
    amount: i64,
) -> Result<(), DiscordError> {
    respond(
        ctx,
        Command::Give {
            user: user_ref(&user),
            amount,
        },
    )
    .await
}

/// The richest members of this server.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), DiscordError> {
    respond(ctx, Command::Leaderboard).await
}

/// Hands played, net chips and best hand, per game.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (you if left out)"] user: Option<serenity::User>,
) -> Result<(), DiscordError> {
    respond(
        ctx,
        Command::Stats {
            user: user.as_ref().map(user_ref),
        },
    )
    .await
}

/// How to play, and every command.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), DiscordError> {
    respond(ctx, Command::Help).await
}

async fn table_names(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = ctx
        .data()
        .app
        .pay_tables()
        .iter()
        .filter(|t| t.name.starts_with(partial))
        .take(25)
        .map(|t| serenity::AutocompleteChoice::new(t.name.clone(), t.name.clone()))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Server settings (Manage Server only): shows them, or changes the options given.
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
#[allow(clippy::too_many_arguments)]
pub async fn config(
    ctx: Context<'_>,
    #[description = "Chips a new member starts with"]
    #[min = 0]
    starting_chips: Option<i64>,
    #[description = "Chips granted by /daily"]
    #[min = 0]
    daily_amount: Option<i64>,
    #[description = "Extra chips per consecutive day"]
    #[min = 0]
    daily_streak_bonus: Option<i64>,
    #[description = "Days after which the streak bonus stops growing"]
    #[min = 0]
    daily_streak_max: Option<i64>,
    #[description = "Most chips a member may give away per 24 h"]
    #[min = 0]
    give_daily_cap: Option<i64>,
    #[description = "Video-poker pay table"]
    #[autocomplete = "table_names"]
    pay_table: Option<String>,
    #[description = "Minutes before an idle game expires"]
    #[min = 1]
    #[max = 1440]
    idle_timeout_minutes: Option<i64>,
) -> Result<(), DiscordError> {
    respond(
        ctx,
        Command::Config(ConfigChange {
            starting_chips,
            daily_amount,
            daily_streak_bonus,
            daily_streak_max,
            give_daily_cap,
            pay_table,
            idle_timeout_minutes,
        }),
    )
    .await
}
