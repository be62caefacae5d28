//! `parlor serve`: the HTTP interactions endpoint. Discord POSTs each interaction, signed
//! with the application's Ed25519 key; the app's reply is the HTTP response. Stateless, so
//! replicas can sit behind a load balancer. Follow-up messages and message bookkeeping,
//! which need calls back to Discord, go to a background worker.

use super::convert::{actor_name, command_request, component_request, game_of};
use crate::app::{App, Command, ConfigChange, UserRef};
use crate::view::Reply;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use serenity::interactions_endpoint::Verifier;
use std::sync::Arc;
use tokio::sync::mpsc;

/// Work to do after an interaction was answered.
#[derive(Debug, Clone, PartialEq)]
pub struct AfterResponse {
    pub token: String,
    /// An ephemeral follow-up message body to post.
    pub followup: Option<Value>,
    /// A game shown by the new message, whose id should be recorded.
    pub game: Option<i64>,
}

#[derive(Clone)]
struct Endpoint {
    app: Arc<App>,
    verifier: Verifier,
    after: mpsc::UnboundedSender<AfterResponse>,
}

/// Parses the application's public key (64 hex digits).
pub fn verifier(public_key: &str) -> Result<Verifier, String> {
    // Checked as ASCII first: the key is sliced by bytes below.
    let hex = public_key.trim();
    if hex.len() != 64 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err("discord.public_key must be 64 hex digits".into());
    }
    let mut bytes = [0u8; 32];
    for (i, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16)
            .map_err(|_| "discord.public_key must be 64 hex digits".to_string())?;
    }
    Verifier::try_new(bytes).map_err(|e| format!("discord.public_key: {e}"))
}

/// The endpoint's routes: `POST /interactions` (and `POST /`, for convenience).
pub fn router(
    app: Arc<App>,
    verifier: Verifier,
    after: mpsc::UnboundedSender<AfterResponse>,
) -> Router {
    Router::new()
        .route("/interactions", post(interaction))
        .route("/", post(interaction))
        .with_state(Endpoint {
            app,
            verifier,
            after,
        })
}

fn json_response(body: Value) -> Response {
    (
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response()
}

async fn interaction(
    State(endpoint): State<Endpoint>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
    };
    let signature = header("x-signature-ed25519");
    let timestamp = header("x-signature-timestamp");
    if endpoint
        .verifier
        .verify(signature, timestamp, &body)
        .is_err()
    {
        return (StatusCode::UNAUTHORIZED, "invalid request signature").into_response();
    }
    let interaction: serenity::Interaction = match serde_json::from_slice(&body) {
        Ok(interaction) => interaction,
        Err(e) => {
            return (StatusCode::BAD_REQUEST, format!("not an interaction: {e}")).into_response();
        }
    };
    match interaction {
        serenity::Interaction::Ping(_) => json_response(json!({ "type": 1 })),
        serenity::Interaction::Command(command) => {
            let request = match command_from_data(&command.data) {
                Ok(parsed) => command_request(&command, parsed),
                Err(unknown) => {
                    let view = crate::view::economy::error(&format!("Unknown command: {unknown}."));
                    return json_response(Reply::notice(view).to_json());
                }
            };
            let reply = endpoint.app.handle(request).await;
            endpoint.respond(&command.token, reply)
        }
        serenity::Interaction::Component(click) => {
            let reply = endpoint.app.handle(component_request(&click)).await;
            endpoint.respond(&click.token, reply)
        }
        serenity::Interaction::Autocomplete(auto) => {
            let typed = auto
                .data
                .autocomplete()
                .map(|a| a.value.to_string())
                .unwrap_or_default();
            let choices: Vec<Value> = endpoint
                .app
                .pay_tables()
                .iter()
                .filter(|t| t.name.starts_with(&typed))
                .take(25)
                .map(|t| json!({ "name": t.name, "value": t.name }))
                .collect();
            json_response(json!({ "type": 8, "data": { "choices": choices } }))
        }
        _ => (StatusCode::BAD_REQUEST, "unsupported interaction type").into_response(),
    }
}

impl Endpoint {
    fn respond(&self, token: &str, reply: Reply) -> Response {
        let after = AfterResponse {
            token: token.to_string(),
            followup: reply.followup_json(),
            game: matches!(reply.kind, crate::view::ResponseKind::Message)
                .then(|| game_of(&reply))
                .flatten(),
        };
        if after.followup.is_some() || after.game.is_some() {
            // The worker is gone only during shutdown; the response itself still goes out.
            let _ = self.after.send(after);
        }
        json_response(reply.to_json())
    }
}

fn user_option(value: &serenity::ResolvedValue<'_>) -> Option<UserRef> {
    match value {
        serenity::ResolvedValue::User(user, _) => Some(UserRef {
            id: user.id.get(),
            name: actor_name(user, None),
            bot: user.bot,
        }),
        _ => None,
    }
}

/// Maps a slash command's name and options onto an app command. The names are those the
/// gateway registers (`discord::commands`); a test checks the two agree.
pub fn command_from_data(data: &serenity::CommandData) -> Result<Command, String> {
    let options = data.options();
    let find = |name: &str| options.iter().find(|o| o.name == name).map(|o| &o.value);
    let integer = |name: &str| match find(name) {
        Some(serenity::ResolvedValue::Integer(n)) => Some(*n),
        _ => None,
    };
    let user = |name: &str| find(name).and_then(user_option);
    match data.name.as_str() {
        "poker" => match options.first() {
            Some(serenity::ResolvedOption {
                name: "video",
                value: serenity::ResolvedValue::SubCommand(sub),
                ..
            }) => {
                let bet = sub.iter().find_map(|o| match (o.name, &o.value) {
                    ("bet", serenity::ResolvedValue::Integer(n)) => Some(*n),
                    _ => None,
                });
                Ok(Command::VideoPoker { bet })
            }
            _ => Err("/poker without a game".into()),
        },
        "balance" => Ok(Command::Balance { user: user("user") }),
        "daily" => Ok(Command::Daily),
        "give" => match (user("user"), integer("amount")) {
            (Some(user), Some(amount)) => Ok(Command::Give { user, amount }),
            _ => Err("/give needs a user and an amount".into()),
        },
        "leaderboard" => Ok(Command::Leaderboard),
        "stats" => Ok(Command::Stats { user: user("user") }),
        "help" => Ok(Command::Help),
        "config" => Ok(Command::Config(ConfigChange {
            starting_chips: integer("starting_chips"),
            daily_amount: integer("daily_amount"),
            daily_streak_bonus: integer("daily_streak_bonus"),
            daily_streak_max: integer("daily_streak_max"),
            give_daily_cap: integer("give_daily_cap"),
            pay_table: match find("pay_table") {
                Some(serenity::ResolvedValue::String(s)) => Some(s.to_string()),
                _ => None,
            },
            idle_timeout_minutes: integer("idle_timeout_minutes"),
        })),
        other => Err(format!("/{other}")),
    }
}

/// Posts follow-ups and records message ids, in the background.
pub async fn after_response_worker(
    app: Arc<App>,
    http: Option<Arc<serenity::Http>>,
    mut jobs: mpsc::UnboundedReceiver<AfterResponse>,
) {
    while let Some(job) = jobs.recv().await {
        let Some(http) = &http else { continue };
        if let Some(followup) = &job.followup
            && let Err(e) = http
                .create_followup_message(&job.token, followup, Vec::new())
                .await
        {
            tracing::warn!("follow-up failed: {e}");
        }
        if let Some(game) = job.game {
            // The response is only posted once the HTTP answer reached Discord.
            tokio::time::sleep(std::time::Duration::from_millis(500)).await;
            match http.get_original_interaction_response(&job.token).await {
                Ok(message) => {
                    if let Err(e) = app.attach_message(game, message.id.get()).await {
                        tracing::warn!("could not record the message of game {game}: {e}");
                    }
                }
                Err(e) => tracing::warn!("could not read back the message of game {game}: {e}"),
            }
        }
    }
}

/// Checks what `serve` needs from the configuration: a valid public key.
pub fn check_config(config: &crate::config::Config) -> Result<(), String> {
    let key = config
        .discord
        .public_key
        .as_deref()
        .filter(|k| !k.trim().is_empty());
    match key {
        None => Err(crate::config::ConfigError::Missing {
            key: "discord.public_key",
            hint: "set it in config.toml or PARLOR_PUBLIC_KEY (General Information tab of the application)",
        }
        .to_string()),
        Some(key) => verifier(key).map(|_| ()),
    }
}

/// Serves the endpoint on `listen` until SIGINT or SIGTERM.
pub async fn serve(
    app: Arc<App>,
    config: &crate::config::Config,
    listen: std::net::SocketAddr,
) -> Result<(), super::DiscordError> {
    use super::DiscordError;
    let public_key = config
        .discord
        .public_key
        .as_deref()
        .filter(|k| !k.trim().is_empty())
        .ok_or(crate::config::ConfigError::Missing {
            key: "discord.public_key",
            hint: "set it in config.toml or PARLOR_PUBLIC_KEY (General Information tab of the application)",
        })?;
    let verifier = verifier(public_key).map_err(DiscordError::Setup)?;
    // Follow-ups, reading back a new message, and editing expired games' messages all call
    // Discord with the bot token. Without one the endpoint still answers every interaction;
    // it only skips those extras.
    let token = config
        .discord
        .token
        .clone()
        .filter(|t| !t.trim().is_empty());
    let http = match &token {
        Some(token) => {
            let http = Arc::new(serenity::Http::new(token));
            let application = match config.discord.application_id.filter(|&id| id != 0) {
                Some(id) => serenity::ApplicationId::new(id),
                None => http.get_current_application_info().await?.id,
            };
            http.set_application_id(application);
            Some(http)
        }
        None => {
            tracing::warn!(
                "no bot token: follow-up notices and edits of expired games' messages are off"
            );
            None
        }
    };
    super::gateway::warm_returns(&app);
    let (after, jobs) = mpsc::unbounded_channel();
    tokio::spawn(after_response_worker(app.clone(), http.clone(), jobs));
    let sweeper = tokio::spawn(super::gateway::sweep(app.clone(), http));
    let listener = tokio::net::TcpListener::bind(listen)
        .await
        .map_err(|e| DiscordError::Setup(format!("cannot listen on {listen}: {e}")))?;
    let bound = listener.local_addr().unwrap_or(listen);
    tracing::info!("interactions endpoint on http://{bound}/interactions");
    let result = axum::serve(listener, router(app.clone(), verifier, after))
        .with_graceful_shutdown(super::gateway::shutdown_signal())
        .await;
    sweeper.abort();
    app.store().close().await;
    result.map_err(|e| DiscordError::Setup(format!("HTTP server: {e}")))
}
