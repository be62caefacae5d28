//! `parlor run` (the gateway bot) and `parlor register`.

use super::api::{DiscordApi, SerenityApi};
use super::convert::{autocomplete_focus, command_answer, component_request, modal_request};
use super::shards::Shards;
use super::{DiscordError, ShardPlan, application_id, deliver};
use crate::app::{Answer, App};
use crate::config::Config;
use crate::view::{Locale, Refusal, Reply};
use poise::serenity_prelude as serenity;
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;

/// How often idle games are looked for.
const SWEEP_EVERY: Duration = Duration::from_secs(30);

/// What the commands and the event handler can reach.
pub struct Data {
    pub(super) app: Arc<App>,
    pub(super) api: Arc<dyn DiscordApi>,
}

/// How long the shards get to close once shutdown begins.
const SHARDS_CLOSE: Duration = Duration::from_secs(3);

/// Runs the bot on the shards of `plan` until SIGINT or SIGTERM, which always end it within
/// seconds.
pub async fn run(app: Arc<App>, config: &Config, plan: ShardPlan) -> Result<(), DiscordError> {
    let token = config.token()?.to_string();
    let mut stop = std::pin::pin!(shutdown_signal());
    // Before the gateway: Discord answers and takes the token, or one line says why not
    // (the gateway itself would retry every 5 seconds, for ever). The same call says how
    // many shards Discord recommends and how many logins it still allows.
    let http = serenity::Http::new(&token);
    let gateway = tokio::select! {
        checked = super::reach(http.get_bot_gateway()) => checked?,
        () = &mut stop => return Ok(()),
    };
    let to_run = shards_to_run(plan, &gateway).map_err(DiscordError::Setup)?;
    // The pictures style's boards, on a listener of their own: the gateway has no HTTP
    // server. The process ends with the gateway, and the listener with it.
    if let Err(e) = super::pictures::serve_alone(app.clone(), config).await {
        return Err(DiscordError::Setup(format!(
            "pictures.listen ({}): {e}",
            config.pictures.listen
        )));
    }
    app.warm_figures();
    app.warm_lookups();
    let framework_app = app.clone();
    // The slash commands as poise commands, built from their one definition; each hands the
    // interaction to the one parser, as the HTTP endpoint does, so both front ends
    // understand exactly what `register` sent.
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: super::commands::commands(),
            event_handler: |ctx, event| Box::pin(on_event(ctx, event)),
            on_error: |error| Box::pin(on_error(error)),
            ..Default::default()
        })
        .setup(move |ctx, ready, _framework| {
            let http = ctx.http.clone();
            Box::pin(async move {
                // Once, on the first shard's Ready: its servers, not all the bot's.
                tracing::info!(
                    "connected as {} (the first shard holds {} servers)",
                    ready.user.name,
                    ready.guilds.len()
                );
                Ok(Data {
                    app: framework_app,
                    api: Arc::new(SerenityApi::new(http)),
                })
            })
        })
        .build();
    let mut client = serenity::ClientBuilder::new(token, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await?;

    let shards = client.shard_manager.clone();
    let api: Arc<dyn DiscordApi> = Arc::new(SerenityApi::new(client.http.clone()));
    let sweeper = tokio::spawn(sweep(app.clone(), Some(api)));
    let sender = super::courier::start(&app, config);
    // serenity's range includes its end: `first..last` runs shard `last` too.
    let range = to_run.first..to_run.last;
    let result = tokio::select! {
        result = client.start_shard_range(range, to_run.total) => result.map_err(DiscordError::from),
        () = &mut stop => {
            tracing::info!("shutting down");
            // Shards stuck reconnecting may never close: they get a few seconds.
            let _ = tokio::time::timeout(SHARDS_CLOSE, shards.shutdown_all()).await;
            Ok(())
        }
    };
    sweeper.abort();
    if let Some(sender) = sender {
        sender.stop().await;
    }
    app.store().close().await;
    result
}

/// The shards of `plan` once Discord said what it recommends and how many logins it still
/// allows, logged.
fn shards_to_run(plan: ShardPlan, gateway: &serenity::BotGateway) -> Result<Shards, String> {
    let limit = &gateway.session_start_limit;
    let shards = plan
        .resolve(gateway.shards, limit.remaining, limit.reset_after)
        .map_err(|e| e.to_string())?;
    if shards.total < shards.recommended {
        tracing::warn!(
            "running {} shards in all, fewer than the {} Discord recommends: Discord refuses \
             a shard that holds too many servers",
            shards.total,
            shards.recommended
        );
    }
    tracing::info!(
        "running shards {} to {} of {} (Discord recommends {}; {} logins left, {} at once)",
        shards.first,
        shards.last,
        shards.total,
        shards.recommended,
        limit.remaining,
        limit.max_concurrency
    );
    Ok(shards)
}

async fn on_event(
    ctx: poise::FrameworkContext<'_, Data, DiscordError>,
    event: &serenity::FullEvent,
) -> Result<(), DiscordError> {
    match event {
        // poise dispatches slash commands to their action (`discord::commands`), or to
        // `on_error` when it does not know them.
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Command(_),
        } => {}
        serenity::FullEvent::InteractionCreate { interaction } => {
            let data = ctx.user_data;
            answer_interaction(&data.app, &data.api, interaction).await;
        }
        _ => {}
    }
    Ok(())
}

/// How long the gateway tries its response again: Discord drops an answer after 3 s.
const RESPONSE_RETRY: super::Retry = super::Retry {
    first_wait: Duration::from_millis(100),
    longest_wait: Duration::from_millis(400),
    give_up_after: Duration::from_millis(1500),
};

/// Answers one interaction from the gateway, whatever happens: every kind gets a response,
/// and a response Discord refuses is replaced by a short private message saying so.
pub async fn answer_interaction(
    app: &Arc<App>,
    api: &Arc<dyn DiscordApi>,
    interaction: &serenity::Interaction,
) {
    let (id, token, locale, answer) = match interaction {
        serenity::Interaction::Command(command) => return answer_command(app, api, command).await,
        serenity::Interaction::Component(click) => {
            let answer = app.answer(component_request(click)).await;
            let locale = Locale::from_discord(&click.locale);
            (click.id, &click.token, locale, answer)
        }
        serenity::Interaction::Autocomplete(auto) => {
            let choices = autocomplete_choices(app, &auto.data);
            if let Err(e) = api.respond(auto.id.get(), &auto.token, &choices).await {
                tracing::warn!("autocomplete answer failed: {e}");
            }
            return;
        }
        // A form a game opened, sent back: the same pipeline as a click.
        serenity::Interaction::Modal(modal) => {
            let answer = app.answer(modal_request(modal)).await;
            let locale = Locale::from_discord(&modal.locale);
            (modal.id, &modal.token, locale, answer)
        }
        // A ping comes only to an HTTP endpoint; nothing else can be answered.
        _ => return,
    };
    answer_with(app, api, id.get(), token, locale, answer).await;
}

/// Answers a slash command: read by the one parser, played by the app.
pub(super) async fn answer_command(
    app: &Arc<App>,
    api: &Arc<dyn DiscordApi>,
    command: &serenity::CommandInteraction,
) {
    let answer = command_answer(app, command).await;
    let locale = Locale::from_discord(&command.locale);
    answer_with(app, api, command.id.get(), &command.token, locale, answer).await;
}

/// Sends the app's answer: at once, or an acknowledgement and the reply when it is ready.
async fn answer_with(
    app: &Arc<App>,
    api: &Arc<dyn DiscordApi>,
    id: u64,
    token: &str,
    locale: Locale,
    answer: Answer,
) {
    match answer {
        Answer::Now(reply) => {
            // serenity 0.12 reads a form's submission only from action rows.
            let body = reply.to_json_with(crate::view::modal::FormStyle::Rows);
            if respond(api.as_ref(), id, token, &body, locale).await {
                deliver::after_response(api.as_ref(), app, token, &reply, Duration::ZERO).await;
            }
        }
        Answer::Later { ack, reply } => {
            respond(api.as_ref(), id, token, &ack.to_json(), locale).await;
            let (app, api, token) = (app.clone(), api.clone(), token.to_string());
            tokio::spawn(async move {
                let reply = reply.await.unwrap_or_else(|e| {
                    tracing::error!("late work failed: {e}");
                    Reply::notice(Refusal::Internal.view(locale))
                });
                deliver::complete(api.as_ref(), &app, &token, &ack, &reply).await;
            });
        }
    }
}

/// Sends an interaction's response, tried again briefly while Discord's error may pass.
/// When Discord refuses it for good (a body it rejects), a short private message takes its
/// place, so the member never sees "The application did not respond". True when the
/// response itself was sent.
async fn respond(
    api: &dyn DiscordApi,
    id: u64,
    token: &str,
    body: &serde_json::Value,
    locale: Locale,
) -> bool {
    let sent = RESPONSE_RETRY
        .run("the response", || api.respond(id, token, body))
        .await;
    match sent {
        Ok(()) => true,
        // An attempt that seemed to fail got there: the response is shown.
        Err(e) if e.already_acknowledged() => true,
        Err(e) => {
            tracing::warn!("could not answer an interaction: {e}");
            if !e.transient {
                let notice = Reply::notice(Refusal::NotShown.view(locale)).to_json();
                if let Err(e) = api.respond(id, token, &notice).await {
                    tracing::warn!("could not say the answer was not shown: {e}");
                }
            }
            false
        }
    }
}

/// The framework's errors. A command poise does not know (one registered by another
/// release) or whose options do not match is answered through the one parser, which says
/// what it cannot read; a command's action that panicked gets the internal-error notice.
/// The actions and the event handler themselves never fail: every error is answered there.
async fn on_error(error: poise::FrameworkError<'_, Data, DiscordError>) {
    use poise::FrameworkError as Framework;
    match error {
        Framework::UnknownInteraction {
            framework,
            interaction,
            ..
        } => {
            // Suggestions are the event handler's to answer (with none, here).
            if interaction.data.autocomplete().is_none() {
                let data = framework.user_data;
                answer_command(&data.app, &data.api, interaction).await;
            }
        }
        Framework::CommandStructureMismatch {
            ctx, description, ..
        } => {
            tracing::warn!("a command that does not match its registration: {description}");
            // Suggestions are the event handler's to answer.
            if ctx.interaction.data.autocomplete().is_none() {
                let data = ctx.data();
                answer_command(&data.app, &data.api, ctx.interaction).await;
            }
        }
        Framework::CommandPanic { ctx, payload, .. } => {
            tracing::error!("a command panicked: {payload:?}");
            if let poise::Context::Application(ctx) = ctx {
                let locale = Locale::from_discord(&ctx.interaction.locale);
                let notice = Reply::notice(Refusal::Internal.view(locale)).to_json();
                let data = ctx.data();
                let interaction = ctx.interaction;
                respond(
                    data.api.as_ref(),
                    interaction.id.get(),
                    &interaction.token,
                    &notice,
                    locale,
                )
                .await;
            }
        }
        error => tracing::error!("gateway error: {error}"),
    }
}

/// The answer to an autocomplete request (type 8): suggestions for the focused option.
pub(super) fn autocomplete_choices(app: &App, data: &serenity::CommandData) -> serde_json::Value {
    let choices: Vec<serde_json::Value> = autocomplete_focus(data)
        .map(|(command, option, typed)| app.autocomplete(&command, &option, &typed))
        .unwrap_or_default()
        .into_iter()
        .map(|name| json!({ "name": name, "value": name }))
        .collect();
    json!({ "type": 8, "data": { "choices": choices } })
}

/// One pass of the idle sweep: every game past its deadline gets its timeout, and the
/// messages of those that changed are edited (when there is a way to call Discord).
pub async fn sweep_once(app: &App, api: Option<&dyn DiscordApi>) {
    // A sync since the last pass reaches the replies.
    if let Err(e) = app.load_emojis().await {
        tracing::warn!("reading the emoji map failed: {e}");
    }
    match app.expire_idle().await {
        Ok(edits) => {
            if let Some(api) = api {
                deliver::edit_messages(api, &edits).await;
            }
        }
        Err(e) => tracing::error!("idle sweep failed: {e}"),
    }
}

/// Runs [`sweep_once`] every [`SWEEP_EVERY`].
pub(super) async fn sweep(app: Arc<App>, api: Option<Arc<dyn DiscordApi>>) {
    let mut ticker = tokio::time::interval(SWEEP_EVERY);
    loop {
        ticker.tick().await;
        sweep_once(&app, api.as_deref()).await;
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

/// Registers the slash commands globally, or in one server (instant, for testing), exactly
/// as `view::commands` defines them, through poise's builders (`discord::commands`).
pub async fn register(config: &Config, guild: Option<u64>) -> Result<String, DiscordError> {
    let http = serenity::Http::new(config.token()?);
    http.set_application_id(application_id(&http, config).await?);
    let commands = super::commands::registration();
    let count = commands.as_array().map_or(0, Vec::len);
    match guild {
        Some(0) => Err(DiscordError::Setup("--guild needs a server id".into())),
        Some(guild) => {
            super::reach(http.create_guild_commands(serenity::GuildId::new(guild), &commands))
                .await?;
            Ok(format!("registered {count} commands in server {guild}"))
        }
        None => {
            super::reach(http.create_global_commands(&commands)).await?;
            Ok(format!(
                "registered {count} commands globally (Discord may take up to an hour to show them)"
            ))
        }
    }
}
