//! `parlor run` (the gateway bot) and `parlor register`.

use super::convert::{component_request, send_reply};
use super::{Data, DiscordError, commands};
use crate::app::{App, table_return};
use crate::config::Config;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// How often idle games are looked for.
const SWEEP_EVERY: Duration = Duration::from_secs(30);

/// Runs the bot until SIGINT or SIGTERM.
pub async fn run(app: Arc<App>, config: &Config) -> Result<(), DiscordError> {
    let token = config.token()?.to_string();
    warm_returns(&app);
    let framework_app = app.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            event_handler: |ctx, event| Box::pin(on_event(ctx, event)),
            on_error: |error| {
                Box::pin(async move {
                    tracing::error!("command error: {error}");
                })
            },
            ..Default::default()
        })
        .setup(move |_ctx, ready, _framework| {
            Box::pin(async move {
                tracing::info!(
                    "connected as {} to {} servers",
                    ready.user.name,
                    ready.guilds.len()
                );
                Ok(Data { app: framework_app })
            })
        })
        .build();
    let mut client = serenity::ClientBuilder::new(token, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await?;

    let shards = client.shard_manager.clone();
    let http = client.http.clone();
    let sweeper = tokio::spawn(sweep(app.clone(), Some(http)));
    tokio::spawn(async move {
        shutdown_signal().await;
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    let result = client.start().await;
    sweeper.abort();
    app.store().close().await;
    result.map_err(Into::into)
}

async fn on_event(
    ctx: poise::FrameworkContext<'_, Data, DiscordError>,
    event: &serenity::FullEvent,
) -> Result<(), DiscordError> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        let reply = ctx.user_data.app.handle(component_request(click)).await;
        send_reply(&ctx.serenity_context.http, click.id, &click.token, &reply).await?;
    }
    Ok(())
}

/// Computes the pay tables' returns ahead of the first /config.
pub(super) fn warm_returns(app: &App) {
    for table in app.pay_tables().to_vec() {
        tokio::spawn(async move {
            table_return(&table).await;
        });
    }
}

/// Settles idle games every [`SWEEP_EVERY`], and edits their messages when a bot token
/// allows it (`http`).
pub(super) async fn sweep(app: Arc<App>, http: Option<Arc<serenity::Http>>) {
    let mut ticker = tokio::time::interval(SWEEP_EVERY);
    loop {
        ticker.tick().await;
        match app.expire_idle().await {
            Ok(edits) => {
                let Some(http) = &http else { continue };
                for edit in edits {
                    let Some(message) = edit.message_id else {
                        continue;
                    };
                    let body = edit.view.message_json(false);
                    if let Err(e) = http
                        .edit_message(
                            serenity::ChannelId::new(edit.channel_id),
                            serenity::MessageId::new(message),
                            &body,
                            Vec::new(),
                        )
                        .await
                    {
                        tracing::warn!(
                            "could not edit the message of expired game {}: {e}",
                            edit.game_id
                        );
                    }
                }
            }
            Err(e) => tracing::error!("idle sweep failed: {e}"),
        }
    }
}

pub(super) async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// Registers the slash commands globally, or in one server (instant, for testing).
pub async fn register(config: &Config, guild: Option<u64>) -> Result<String, DiscordError> {
    let http = serenity::Http::new(config.token()?);
    let application = match config.discord.application_id.filter(|&id| id != 0) {
        Some(id) => serenity::ApplicationId::new(id),
        None => http.get_current_application_info().await?.id,
    };
    http.set_application_id(application);
    let commands = commands();
    match guild {
        Some(guild) => {
            poise::builtins::register_in_guild(&http, &commands, serenity::GuildId::new(guild))
                .await?;
            Ok(format!(
                "registered {} commands in server {guild}",
                commands.len()
            ))
        }
        None => {
            poise::builtins::register_globally(&http, &commands).await?;
            Ok(format!(
                "registered {} commands globally (Discord may take up to an hour to show them)",
                commands.len()
            ))
        }
    }
}
