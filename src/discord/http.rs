//! `parlor serve`: the HTTP interactions endpoint. Discord POSTs each interaction, signed
//! with the application's Ed25519 key; the app's reply is the HTTP response. Stateless, so
//! replicas can sit behind a load balancer. What follows the response (private follow-ups,
//! edits, recording a new game's message) goes to a background worker and through
//! [`DiscordApi`].

use super::api::{DiscordApi, SerenityApi};
use super::convert::{command_answer, component_request, modal_request};
use super::gateway::autocomplete_choices;
use super::metrics::{Kind, Outcome, Snapshot};
use super::{DiscordError, application_id, deliver};
use crate::app::{Answer, App};
use crate::view::{Locale, Refusal, Reply};
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use serenity::interactions_endpoint::Verifier;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

/// Work to do after an interaction was answered.
pub enum AfterResponse {
    /// What follows a reply sent as the response.
    Reply { token: String, reply: Reply },
    /// An acknowledgement was sent; the reply comes when its work is done.
    Late {
        token: String,
        ack: Reply,
        reply: JoinHandle<Reply>,
        /// The interaction's locale, for a notice if the work fails.
        locale: Locale,
    },
}

#[derive(Clone)]
struct Endpoint {
    app: Arc<App>,
    verifier: Verifier,
    after: mpsc::UnboundedSender<AfterResponse>,
    metrics: Arc<super::metrics::Metrics>,
}

/// Whether a request's timestamp is a whole number of seconds within `window` of `now`.
pub fn fresh(timestamp: &str, now: i64, window: i64) -> bool {
    !timestamp.is_empty()
        && timestamp.bytes().all(|b| b.is_ascii_digit())
        && timestamp
            .parse::<i64>()
            .ok()
            .and_then(|t| t.checked_sub(now))
            .is_some_and(|age| age.abs() <= window)
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

/// The endpoint's routes: `POST /interactions` (and `POST /`, for convenience), the health
/// and metrics, and the pictures style's `GET /pictures/…` ([`super::pictures`]).
pub fn router(
    app: Arc<App>,
    verifier: Verifier,
    after: mpsc::UnboundedSender<AfterResponse>,
) -> Router {
    let pictures = super::pictures::routes(app.clone());
    Router::new()
        .route("/interactions", post(interaction))
        .route("/", post(interaction))
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics))
        .route("/metrics.json", get(metrics_json))
        .with_state(Endpoint {
            app,
            verifier,
            after,
            metrics: Arc::default(),
        })
        .merge(pictures)
}

/// A form's submission, read from the raw body: its fields come in labels (type 18), which
/// serenity 0.12 does not read, or in action rows, as before labels. Each label's input
/// goes into an action row of its own before serenity reads the rest.
fn form_submission(body: &[u8]) -> serde_json::Result<serenity::ModalInteraction> {
    let mut raw: Value = serde_json::from_slice(body)?;
    if let Some(fields) = raw
        .pointer_mut("/data/components")
        .and_then(Value::as_array_mut)
    {
        *fields = crate::discord::convert::form_rows(fields);
    }
    serde_json::from_value(raw)
}

/// Reads an interaction body. serenity's model can panic on some well-formed
/// JSON (an image hash of 32 bytes that are not all ASCII is sliced inside a
/// character), so a panic while reading is one more invalid body, never a
/// dropped connection.
///
/// The body is read straight into its kind's struct, once its `type` is known: serenity's
/// own reading of an [`serenity::Interaction`] builds the whole body as a JSON tree first,
/// then reads the tree.
fn parse_interaction(body: &[u8]) -> Result<serenity::Interaction, String> {
    /// An interaction's kind, alone.
    #[derive(serde::Deserialize)]
    struct TypeOnly {
        #[serde(rename = "type")]
        kind: u8,
    }
    fn read<'a, T: serde::Deserialize<'a>>(
        body: &'a [u8],
        wrap: fn(T) -> serenity::Interaction,
    ) -> serde_json::Result<serenity::Interaction> {
        serde_json::from_slice(body).map(wrap)
    }
    let kind = serde_json::from_slice::<TypeOnly>(body)
        .map_err(|e| e.to_string())?
        .kind;
    std::panic::catch_unwind(|| match kind {
        1 => read(body, serenity::Interaction::Ping),
        2 => read(body, serenity::Interaction::Command),
        3 => read(body, serenity::Interaction::Component),
        4 => read(body, serenity::Interaction::Autocomplete),
        5 => form_submission(body).map(serenity::Interaction::Modal),
        other => Err(serde::de::Error::custom(format!(
            "unknown interaction type {other}"
        ))),
    })
    .map_err(|_| "the model panicked while reading it".to_string())?
    .map_err(|e| e.to_string())
}

fn json_response(body: Value) -> Response {
    // Written straight into bytes: `to_string` goes through `Display`, a formatter over a
    // string, at about twice the cost. A `Value` always serializes (its keys are strings).
    let bytes = serde_json::to_vec(&body).unwrap_or_default();
    ([(header::CONTENT_TYPE, "application/json")], bytes).into_response()
}

/// `GET /metrics`, in the Prometheus (OpenMetrics) text format: interactions by kind and
/// outcome, their latency, the database pool in use, the idle sweep's lag, the games' engine
/// calls, memory and CPU.
async fn metrics(State(endpoint): State<Endpoint>) -> Response {
    let app = &endpoint.app;
    let now = app.clock().now();
    let sweep_lag_seconds = match app.store().oldest_overdue(now).await {
        Ok(oldest) => Some(oldest.map_or(0.0, |deadline| (now - deadline).max(0) as f64)),
        Err(e) => {
            tracing::warn!("metrics: the sweep's lag: {e}");
            None
        }
    };
    let (pool_size, pool_idle) = app.store().pool_use();
    let text = endpoint.metrics.to_text(Snapshot {
        pool_size,
        pool_idle,
        sweep_lag_seconds,
        engine_calls: app.engine_calls(),
        db_round_trips: app.store().round_trips(),
        write_conflicts: app.write_conflicts(),
    });
    (
        [(
            header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        text,
    )
        .into_response()
}

/// `GET /metrics.json`: the load tool's summary: interactions answered, their latency inside
/// the server (p50 to max), peak memory, CPU, and the games' engine calls by where they ran.
async fn metrics_json(State(endpoint): State<Endpoint>) -> Response {
    let mut body = endpoint.metrics.to_json();
    let calls = endpoint.app.engine_calls();
    body["engine_calls"] = json!({
        "rehearsed": calls.rehearsed,
        "taken_from_rehearsal": calls.taken,
        "in_write": calls.in_write,
        "cpu_seconds": calls.cpu.as_secs_f64(),
    });
    body["db_round_trips"] = json!(endpoint.app.store().round_trips());
    let conflicts = endpoint.app.write_conflicts();
    body["write_conflicts"] = json!({ "again": conflicts.again, "gave_up": conflicts.gave_up });
    json_response(body)
}

async fn interaction(
    State(endpoint): State<Endpoint>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let began = std::time::Instant::now();
    let (response, kind, outcome) = answer(&endpoint, &headers, &body).await;
    endpoint.metrics.record(kind, outcome, began.elapsed());
    response
}

/// The response to one request, with what it was and how it was answered.
async fn answer(
    endpoint: &Endpoint,
    headers: &HeaderMap,
    body: &Bytes,
) -> (Response, Kind, Outcome) {
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
    };
    let signature = header("x-signature-ed25519");
    let timestamp = header("x-signature-timestamp");
    let window = endpoint.app.config().server.signature_window_seconds;
    if !fresh(timestamp, endpoint.app.clock().now(), window) {
        // A replayed request: even correctly signed, it is not answered.
        let response = (
            StatusCode::UNAUTHORIZED,
            "stale or invalid request timestamp",
        )
            .into_response();
        return (response, Kind::Unknown, Outcome::Unauthorized);
    }
    if endpoint
        .verifier
        .verify(signature, timestamp, body)
        .is_err()
    {
        let response = (StatusCode::UNAUTHORIZED, "invalid request signature").into_response();
        return (response, Kind::Unknown, Outcome::Unauthorized);
    }
    let invalid = || {
        let response = (StatusCode::BAD_REQUEST, "invalid interaction body").into_response();
        (response, Kind::Unknown, Outcome::Invalid)
    };
    let interaction = match parse_interaction(body) {
        Ok(interaction) => interaction,
        Err(e) => {
            tracing::debug!("an invalid interaction body: {e}");
            return invalid();
        }
    };
    let answered = |response| (response, Outcome::Answered);
    let (kind, (response, outcome)) = match interaction {
        serenity::Interaction::Ping(_) => {
            (Kind::Ping, answered(json_response(json!({ "type": 1 }))))
        }
        serenity::Interaction::Command(command) => {
            let answer = command_answer(&endpoint.app, &command).await;
            let locale = Locale::from_discord(&command.locale);
            (
                Kind::Command,
                endpoint.respond(&command.token, answer, locale),
            )
        }
        serenity::Interaction::Component(click) => {
            let answer = endpoint.app.answer(component_request(&click)).await;
            let locale = Locale::from_discord(&click.locale);
            (
                Kind::Component,
                endpoint.respond(&click.token, answer, locale),
            )
        }
        serenity::Interaction::Autocomplete(auto) => (
            Kind::Autocomplete,
            answered(json_response(autocomplete_choices(
                &endpoint.app,
                &auto.data,
            ))),
        ),
        // A form a game opened, sent back: the same pipeline as a click.
        serenity::Interaction::Modal(modal) => {
            let answer = endpoint.app.answer(modal_request(&modal)).await;
            let locale = Locale::from_discord(&modal.locale);
            (Kind::Modal, endpoint.respond(&modal.token, answer, locale))
        }
        _ => return invalid(),
    };
    (response, kind, outcome)
}

/// `GET /healthz`: 200 when a write to the database commits in time, 503 when not.
async fn healthz(State(endpoint): State<Endpoint>) -> Response {
    let app = &endpoint.app;
    let budget = Duration::from_millis(app.config().server.answer_within_ms);
    let figures = if app.figures_ready() {
        "ready"
    } else {
        "computing"
    };
    let tables: serde_json::Map<String, Value> = app
        .lookups_ready()
        .into_iter()
        .map(|(name, ready)| {
            (
                name.to_string(),
                json!(if ready { "ready" } else { "loading" }),
            )
        })
        .collect();
    match app.store().health(app.clock().now(), budget).await {
        Ok(()) => json_response(json!({
            "status": "ok",
            "figures": figures,
            "tables": tables
        })),
        Err(e) => {
            tracing::warn!("health check: {e}");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                [(header::CONTENT_TYPE, "application/json")],
                json!({ "status": "unavailable", "database": e.to_string() }).to_string(),
            )
                .into_response()
        }
    }
}

impl Endpoint {
    /// The response to an interaction the app answered, and whether its reply is in it.
    fn respond(&self, token: &str, answer: Answer, locale: Locale) -> (Response, Outcome) {
        let token = token.to_string();
        let (body, job, outcome) = match answer {
            Answer::Now(reply) => {
                let body = reply.to_json();
                let job = deliver::needed(&reply).then_some(AfterResponse::Reply { token, reply });
                (body, job, Outcome::Answered)
            }
            Answer::Later { ack, reply } => (
                ack.to_json(),
                Some(AfterResponse::Late {
                    token,
                    ack,
                    reply,
                    locale,
                }),
                Outcome::Deferred,
            ),
        };
        tracing::debug!(response = %body["type"], "answered an interaction");
        if let Some(job) = job {
            // The worker is gone only during shutdown; the response itself still goes out.
            let _ = self.after.send(job);
        }
        (json_response(body), outcome)
    }
}

/// Carries out what follows each response, in the background. Without a way to call
/// Discord (no bot token) the jobs are dropped.
pub async fn after_response_worker(
    app: Arc<App>,
    api: Option<Arc<dyn DiscordApi>>,
    mut jobs: mpsc::UnboundedReceiver<AfterResponse>,
    read_back_after: Duration,
) {
    while let Some(job) = jobs.recv().await {
        match job {
            AfterResponse::Reply { token, reply } => {
                let Some(api) = api.clone() else { continue };
                // Each on its own: one follow-up tried again for seconds holds up no other.
                let app = app.clone();
                tokio::spawn(async move {
                    deliver::after_response(api.as_ref(), &app, &token, &reply, read_back_after)
                        .await;
                });
            }
            AfterResponse::Late {
                token,
                ack,
                reply,
                locale,
            } => {
                // Late work finishes on its own; the worker goes on with the next job.
                let (app, api) = (app.clone(), api.clone());
                tokio::spawn(async move {
                    // Work that failed still completes its acknowledgement, with a notice.
                    let reply = reply.await.unwrap_or_else(|e| {
                        tracing::error!("late work failed: {e}");
                        Reply::notice(Refusal::Internal.view(locale))
                    });
                    if let Some(api) = api {
                        deliver::complete(api.as_ref(), &app, &token, &ack, &reply).await;
                    }
                });
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
) -> Result<(), DiscordError> {
    check_config(config).map_err(DiscordError::Setup)?;
    let public_key = config.discord.public_key.as_deref().unwrap_or_default();
    let verifier = verifier(public_key).map_err(DiscordError::Setup)?;
    // Follow-ups, reading back a new message, and editing expired games' messages all call
    // Discord with the bot token. Without one the endpoint still answers every interaction;
    // it only skips those extras.
    let token = config
        .discord
        .token
        .clone()
        .filter(|t| !t.trim().is_empty());
    let api: Option<Arc<dyn DiscordApi>> = match &token {
        Some(token) => {
            let http = Arc::new(serenity::Http::new(token));
            http.set_application_id(application_id(&http, config).await?);
            Some(Arc::new(SerenityApi::new(http)))
        }
        None => {
            tracing::warn!(
                "no bot token: follow-up notices and edits of expired games' messages are off"
            );
            None
        }
    };
    let (after, jobs) = mpsc::unbounded_channel();
    // The response is only posted once the HTTP answer reached Discord.
    tokio::spawn(after_response_worker(
        app.clone(),
        api.clone(),
        jobs,
        Duration::from_millis(500),
    ));
    let sweeper = tokio::spawn(super::gateway::sweep(app.clone(), api));
    // Log-channel posts need the bot token too; without it `/config` says a log channel
    // cannot be used.
    let sender = match token {
        Some(_) => super::courier::start(&app, config),
        None => None,
    };
    let listener = tokio::net::TcpListener::bind(listen)
        .await
        .map_err(|e| DiscordError::Setup(format!("cannot listen on {listen}: {e}")))?;
    let bound = listener.local_addr().unwrap_or(listen);
    tracing::info!("interactions endpoint on http://{bound}/interactions");
    app.warm_figures();
    app.warm_lookups();
    let limits = app.config().server.clone();
    super::http_server::serve(
        listener,
        router(app.clone(), verifier, after),
        &limits,
        super::gateway::shutdown_signal(),
    )
    .await;
    sweeper.abort();
    if let Some(sender) = sender {
        sender.stop().await;
    }
    app.store().close().await;
    Ok(())
}
