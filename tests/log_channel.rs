//! The log channel (`/config log_channel`, issue 38) against a stand-in for Discord's message
//! API: the stand-in holds a server, its channels and the bot's permissions there, makes the
//! messages Parlor posts (keeping to `enforce_nonce` as Discord does: the same author's nonce
//! within minutes gives back the message it made), rate limits each channel's messages with
//! Discord's headers and 429s, fails on demand, answers in Discord's own schemas, and checks
//! every post body against Discord's schema for it.
//!
//! What the tests show: the channel is checked before `/config` sets it; gifts, refused gifts
//! and `/config` changes are posted once each however often Discord sends the interaction; a
//! post is sent at least once and shows once (a lost answer, a 500, a rate limit); a channel
//! whose permission was taken away fails its post for good; one process at a time sends
//! (the lease), and two replicas on PostgreSQL send every post once; the terminal table
//! prints the posts.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use parlor::app::{Action, Actor, App, Clock, Command, ConfigChange, Request, Sending, nonce};
use parlor::config::Config;
use parlor::discord::courier::DiscordCourier;
use parlor::discord::rest::Rest;
use parlor::store::KeptPost;
use parlor::testing::session::Session;
use parlor::testing::{
    ALICE, BOB, CAROL, CHANNEL, GUILD, Harness, START, TestDatabase, app_on, discord_spec,
    is_ephemeral_notice, name_of, text, user,
};
use parlor::view::refusal::LogChannelProblem;
use parlor::view::{Locale, Refusal};
use serde_json::{Value, json};
use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

const TOKEN: &str = "test-token";
/// The bot's user, and the role Discord gave it on the server.
const BOT: u64 = 1_500_000_000_000_000_001;
const BOT_ROLE: u64 = 1_500_000_000_000_000_002;
/// The server's owner (not the bot).
const OWNER: u64 = 1_500_000_000_000_000_003;
/// A channel the bot may post in, one whose overwrite denies it Send Messages, and one
/// Discord does not know.
const OPEN: u64 = 1_400_000_000_000_000_001;
const CLOSED: u64 = 1_400_000_000_000_000_002;
const UNKNOWN: u64 = 1_400_000_000_000_000_009;
const VIEW_CHANNEL: u64 = 1 << 10;
const SEND_MESSAGES: u64 = 1 << 11;
const READ_MESSAGE_HISTORY: u64 = 1 << 16;
/// How long Discord keeps a nonce for `enforce_nonce`.
const NONCE_KEPT: Duration = Duration::from_secs(5 * 60);
/// Discord's time stamps, the same on every answer.
const STAMP: &str = "2027-01-15T08:00:00.000000+00:00";

// The stand-in.

/// A channel of the stand-in's server.
#[derive(Debug, Clone)]
struct Channel {
    name: &'static str,
    overwrites: Value,
}

/// A message the stand-in made.
#[derive(Debug, Clone)]
struct Message {
    id: u64,
    channel: u64,
    nonce: Option<String>,
    /// The body it was posted with.
    body: Value,
    at: Instant,
}

/// One call the stand-in saw.
#[derive(Debug, Clone)]
struct Seen {
    /// The replica that called (the first segment of its base URL).
    via: String,
    method: &'static str,
    path: String,
    status: u16,
    at: Instant,
    nonce: Option<String>,
}

/// What the stand-in does to the next post, instead of answering it plainly.
#[derive(Debug, Clone, Copy)]
enum Fault {
    /// Makes the message, then answers 500: the answer is lost.
    LostAnswer,
    /// Answers 500 before making anything.
    ServerError,
    /// A 429 asking for this many seconds, whatever the bucket holds.
    RateLimited(f64),
}

/// A rate-limit bucket: the calls made in its window, and when the window ends.
struct Bucket {
    used: u32,
    reset_at: Instant,
}

struct Discord {
    channels: HashMap<u64, Channel>,
    messages: Vec<Message>,
    calls: Vec<Seen>,
    faults: VecDeque<Fault>,
    /// Reads (GET /channels/…) fail with a 500.
    failing_reads: bool,
    /// Each channel's messages: this many per window.
    limit: (u32, Duration),
    buckets: HashMap<String, Bucket>,
    /// Posts that arrived while their bucket was spent.
    while_spent: usize,
    /// Schema errors of the answers given and of the post bodies received.
    schema_errors: Vec<String>,
    /// Answers checked, by schema.
    checked: HashMap<&'static str, usize>,
    /// How long a post takes to be answered.
    delay: Duration,
    next_id: u64,
}

impl Discord {
    fn new() -> Discord {
        let mut channels = HashMap::new();
        channels.insert(
            OPEN,
            Channel {
                name: "log",
                overwrites: json!([]),
            },
        );
        channels.insert(
            CLOSED,
            Channel {
                name: "mod-log",
                overwrites: json!([deny(GUILD, 0, SEND_MESSAGES)]),
            },
        );
        Discord {
            channels,
            messages: Vec::new(),
            calls: Vec::new(),
            faults: VecDeque::new(),
            failing_reads: false,
            limit: (50, Duration::from_secs(1)),
            buckets: HashMap::new(),
            while_spent: 0,
            schema_errors: Vec::new(),
            checked: HashMap::new(),
            delay: Duration::ZERO,
            next_id: 0,
        }
    }

    /// Whether the bot may send messages in `channel`: the server lets every member (the
    /// @everyone role) view and send, and a channel's overwrite may deny it, for @everyone,
    /// the bot's role or the bot.
    fn may_send(&self, channel: &Channel) -> bool {
        let denied = channel
            .overwrites
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| {
                let id = o["id"].as_str().and_then(|id| id.parse::<u64>().ok());
                matches!(id, Some(id) if id == GUILD || id == BOT_ROLE || id == BOT)
            })
            .filter_map(|o| o["deny"].as_str()?.parse::<u64>().ok())
            .fold(0, |all, bits| all | bits);
        denied & (VIEW_CHANNEL | SEND_MESSAGES) == 0
    }
}

type Shared = Arc<Mutex<Discord>>;

fn lock(d: &Shared) -> std::sync::MutexGuard<'_, Discord> {
    d.lock().unwrap_or_else(|p| p.into_inner())
}

fn deny(id: u64, kind: u8, bits: u64) -> Value {
    json!({ "id": id.to_string(), "type": kind, "allow": "0", "deny": bits.to_string() })
}

/// A user as Discord shows one inside another object.
fn user_json(id: u64, bot: bool) -> Value {
    let mut user = json!({
        "id": id.to_string(),
        "username": if bot { "Parlor".to_string() } else { format!("member{id}") },
        "avatar": null,
        "discriminator": if bot { "4821" } else { "0" },
        "public_flags": 0,
        "flags": 0,
        "global_name": null,
        "primary_guild": null,
    });
    if bot {
        user["bot"] = json!(true);
    }
    user
}

/// GET /users/@me, for the bot.
fn me_json() -> Value {
    json!({
        "id": BOT.to_string(),
        "username": "Parlor",
        "avatar": null,
        "discriminator": "4821",
        "public_flags": 0,
        "flags": 0,
        "global_name": null,
        "bot": true,
        "mfa_enabled": false,
        "locale": "en-US",
        "verified": true,
        "email": null,
    })
}

fn channel_json(id: u64, channel: &Channel) -> Value {
    json!({
        "id": id.to_string(),
        "type": 0,
        "flags": 0,
        "guild_id": GUILD.to_string(),
        "name": channel.name,
        "position": 3,
        "parent_id": null,
        "topic": null,
        "nsfw": false,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "permission_overwrites": channel.overwrites,
    })
}

fn role_json(id: u64, name: &str, permissions: u64, managed: bool) -> Value {
    let mut role = json!({
        "id": id.to_string(),
        "name": name,
        "permissions": permissions.to_string(),
        "position": if managed { 1 } else { 0 },
        "color": 0,
        "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null },
        "hoist": false,
        "managed": managed,
        "mentionable": false,
        "icon": null,
        "unicode_emoji": null,
        "flags": 0,
    });
    if managed {
        role["tags"] = json!({ "bot_id": BOT.to_string() });
    }
    role
}

/// GET /guilds/{id}: the server, with @everyone allowed to view, send and read history,
/// and the bot's own role adding nothing.
fn guild_json() -> Value {
    json!({
        "id": GUILD.to_string(),
        "name": "The Parlor",
        "icon": null,
        "description": null,
        "home_header": null,
        "splash": null,
        "discovery_splash": null,
        "features": [],
        "banner": null,
        "owner_id": OWNER.to_string(),
        "application_id": null,
        "region": "deprecated",
        "afk_channel_id": null,
        "afk_timeout": 300,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 1,
        "roles": [
            role_json(GUILD, "@everyone", VIEW_CHANNEL | SEND_MESSAGES | READ_MESSAGE_HISTORY, false),
            role_json(BOT_ROLE, "Parlor", 0, true),
        ],
        "default_message_notifications": 1,
        "mfa_level": 0,
        "explicit_content_filter": 2,
        "max_presences": null,
        "max_members": 500000,
        "max_stage_video_channel_users": 50,
        "max_video_channel_users": 25,
        "vanity_url_code": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "rules_channel_id": null,
        "safety_alerts_channel_id": null,
        "public_updates_channel_id": null,
        "premium_progress_bar_enabled": false,
        "nsfw": false,
        "nsfw_level": 0,
        "emojis": [],
        "stickers": [],
        "incidents_data": null,
    })
}

/// GET /guilds/{id}/members/{bot}.
fn member_json() -> Value {
    json!({
        "avatar": null,
        "banner": null,
        "communication_disabled_until": null,
        "flags": 0,
        "joined_at": STAMP,
        "nick": null,
        "pending": false,
        "premium_since": null,
        "roles": [BOT_ROLE.to_string()],
        "user": user_json(BOT, true),
        "mute": false,
        "deaf": false,
    })
}

/// The users a message's text mentions (`<@id>`), as Discord lists them.
fn mentioned(content: &str) -> Vec<Value> {
    let mut ids = BTreeSet::new();
    for part in content.split("<@").skip(1) {
        if let Some(id) = part.split('>').next().and_then(|id| id.parse::<u64>().ok()) {
            ids.insert(id);
        }
    }
    ids.into_iter().map(|id| user_json(id, false)).collect()
}

fn message_json(m: &Message) -> Value {
    let content = m.body["content"].as_str().unwrap_or_default();
    let mut message = json!({
        "type": 0,
        "content": content,
        "mentions": mentioned(content),
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "timestamp": STAMP,
        "edited_timestamp": null,
        "flags": 0,
        "components": [],
        "id": m.id.to_string(),
        "channel_id": m.channel.to_string(),
        "author": user_json(BOT, true),
        "pinned": false,
        "mention_everyone": false,
        "tts": false,
    });
    if let Some(nonce) = &m.nonce {
        message["nonce"] = json!(nonce);
    }
    message
}

fn error_json(code: u64, message: &str) -> Value {
    json!({ "code": code, "message": message })
}

fn rate_limited_json(wait: f64) -> Value {
    json!({
        "message": "You are being rate limited.",
        "retry_after": wait,
        "global": false,
        "code": 0,
    })
}

/// Seconds as Discord writes them in its headers, rounded up to the millisecond: a client
/// that waits this long finds the bucket refilled.
fn seconds(d: Duration) -> f64 {
    (d.as_micros() as f64 / 1000.0).ceil() / 1000.0
}

type Headers = Vec<(&'static str, String)>;

fn limit_headers(bucket: &str, limit: u32, remaining: u32, after: Duration) -> Headers {
    vec![
        ("x-ratelimit-limit", limit.to_string()),
        ("x-ratelimit-remaining", remaining.to_string()),
        ("x-ratelimit-reset-after", format!("{:.3}", seconds(after))),
        ("x-ratelimit-bucket", format!("{:016x}", fnv(bucket))),
    ]
}

fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ byte as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Takes one call from `bucket` (`limit` per `per`): the rate-limit headers to answer with,
/// or, when it is spent, how long until its window ends.
fn take(d: &mut Discord, bucket: &str, (limit, per): (u32, Duration)) -> Result<Headers, Duration> {
    let now = Instant::now();
    let held = d.buckets.entry(bucket.to_string()).or_insert(Bucket {
        used: 0,
        reset_at: now,
    });
    if now >= held.reset_at {
        held.used = 0;
        held.reset_at = now + per;
    }
    let after = held.reset_at - now;
    if held.used >= limit {
        return Err(after);
    }
    held.used += 1;
    Ok(limit_headers(bucket, limit, limit - held.used, after))
}

/// A JSON answer, checked against Discord's schema `schema` for it.
fn answer(
    d: &mut Discord,
    status: StatusCode,
    schema: &'static str,
    body: &Value,
    headers: Headers,
) -> Response {
    for e in validate(schema, body) {
        d.schema_errors
            .push(format!("answer {schema}: {e}\n{body}"));
    }
    *d.checked.entry(schema).or_default() += 1;
    let mut response = (
        status,
        [("content-type", "application/json")],
        body.to_string(),
    )
        .into_response();
    for (name, value) in headers {
        response
            .headers_mut()
            .insert(name, value.parse().expect("a header value"));
    }
    response
}

fn rate_limited(d: &mut Discord, bucket: &str, limit: u32, wait: Duration) -> Response {
    let mut headers = limit_headers(bucket, limit, 0, wait);
    headers.push(("retry-after", format!("{:.3}", seconds(wait))));
    headers.push(("x-ratelimit-scope", "user".to_string()));
    let body = rate_limited_json(seconds(wait));
    answer(
        d,
        StatusCode::TOO_MANY_REQUESTS,
        "RatelimitedResponse",
        &body,
        headers,
    )
}

fn authorised(headers: &HeaderMap) -> bool {
    headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v == format!("Bot {TOKEN}"))
}

/// Notes a call and what it was answered.
fn record(
    d: &mut Discord,
    via: &str,
    method: &'static str,
    path: String,
    status: u16,
    nonce: Option<String>,
) {
    d.calls.push(Seen {
        via: via.to_string(),
        method,
        path,
        status,
        at: Instant::now(),
        nonce,
    });
}

/// A GET: refused without the token, else `read` with the reads' bucket's headers.
fn read(
    d: &Shared,
    via: &str,
    path: String,
    headers: &HeaderMap,
    read: impl FnOnce(&mut Discord, Headers) -> (u16, Response),
) -> Response {
    let mut d = lock(d);
    if !authorised(headers) {
        record(&mut d, via, "GET", path, 401, None);
        let body = error_json(0, "401: Unauthorized");
        return answer(&mut d, StatusCode::UNAUTHORIZED, "Error", &body, Vec::new());
    }
    let limits = match take(&mut d, "reads", (50, Duration::from_secs(1))) {
        Ok(limits) => limits,
        Err(wait) => {
            record(&mut d, via, "GET", path, 429, None);
            return rate_limited(&mut d, "reads", 50, wait);
        }
    };
    let (status, response) = read(&mut d, limits);
    record(&mut d, via, "GET", path, status, None);
    response
}

async fn me(State(d): State<Shared>, Path(via): Path<String>, headers: HeaderMap) -> Response {
    read(&d, &via, "/users/@me".into(), &headers, |d, limits| {
        (
            200,
            answer(d, StatusCode::OK, "UserPIIResponse", &me_json(), limits),
        )
    })
}

async fn channel(
    State(d): State<Shared>,
    Path((via, id)): Path<(String, u64)>,
    headers: HeaderMap,
) -> Response {
    read(
        &d,
        &via,
        format!("/channels/{id}"),
        &headers,
        |d, limits| {
            if d.failing_reads {
                let body = error_json(0, "500: Internal Server Error");
                let status = StatusCode::INTERNAL_SERVER_ERROR;
                return (500, answer(d, status, "Error", &body, limits));
            }
            match d.channels.get(&id).cloned() {
                Some(channel) => {
                    let body = channel_json(id, &channel);
                    let ok = answer(d, StatusCode::OK, "GuildChannelResponse", &body, limits);
                    (200, ok)
                }
                None => {
                    let body = error_json(10003, "Unknown Channel");
                    (
                        404,
                        answer(d, StatusCode::NOT_FOUND, "Error", &body, limits),
                    )
                }
            }
        },
    )
}

async fn guild(
    State(d): State<Shared>,
    Path((via, id)): Path<(String, u64)>,
    headers: HeaderMap,
) -> Response {
    read(&d, &via, format!("/guilds/{id}"), &headers, |d, limits| {
        if id == GUILD {
            let body = guild_json();
            let ok = answer(d, StatusCode::OK, "GuildWithCountsResponse", &body, limits);
            (200, ok)
        } else {
            let body = error_json(10004, "Unknown Guild");
            (
                404,
                answer(d, StatusCode::NOT_FOUND, "Error", &body, limits),
            )
        }
    })
}

async fn member(
    State(d): State<Shared>,
    Path((via, guild, id)): Path<(String, u64, u64)>,
    headers: HeaderMap,
) -> Response {
    let path = format!("/guilds/{guild}/members/{id}");
    read(&d, &via, path, &headers, |d, limits| {
        if guild == GUILD && id == BOT {
            let body = member_json();
            let ok = answer(d, StatusCode::OK, "GuildMemberResponse", &body, limits);
            (200, ok)
        } else {
            let body = error_json(10007, "Unknown Member");
            (
                404,
                answer(d, StatusCode::NOT_FOUND, "Error", &body, limits),
            )
        }
    })
}

/// POST /channels/{id}/messages, as Discord answers it: the channel's bucket first, then the
/// bot's permission there, then the message, made once for a nonce it enforces.
async fn create_message(
    State(d): State<Shared>,
    Path((via, channel)): Path<(String, u64)>,
    headers: HeaderMap,
    body: String,
) -> Response {
    let delay = lock(&d).delay;
    if !delay.is_zero() {
        tokio::time::sleep(delay).await;
    }
    let body: Value = serde_json::from_str(&body).unwrap_or(Value::Null);
    let nonce = match &body["nonce"] {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    };
    let mut d = lock(&d);
    let path = format!("/channels/{channel}/messages");
    let seen = |d: &mut Discord, status: u16| {
        record(d, &via, "POST", path.clone(), status, nonce.clone());
    };
    for e in validate("MessageCreateRequest", &body) {
        d.schema_errors.push(format!("post body: {e}\n{body}"));
    }
    if !authorised(&headers) {
        seen(&mut d, 401);
        let body = error_json(0, "401: Unauthorized");
        return answer(&mut d, StatusCode::UNAUTHORIZED, "Error", &body, Vec::new());
    }
    let bucket = format!("channel:{channel}");
    let (limit, per) = d.limit;
    if let Some(Fault::RateLimited(wait)) = d.faults.front().copied() {
        d.faults.pop_front();
        seen(&mut d, 429);
        return rate_limited(&mut d, &bucket, limit, Duration::from_secs_f64(wait));
    }
    let limits = match take(&mut d, &bucket, (limit, per)) {
        Ok(limits) => limits,
        Err(wait) => {
            d.while_spent += 1;
            seen(&mut d, 429);
            return rate_limited(&mut d, &bucket, limit, wait);
        }
    };
    let Some(target) = d.channels.get(&channel).cloned() else {
        seen(&mut d, 404);
        let body = error_json(10003, "Unknown Channel");
        return answer(&mut d, StatusCode::NOT_FOUND, "Error", &body, limits);
    };
    if !d.may_send(&target) {
        seen(&mut d, 403);
        let body = error_json(50013, "Missing Permissions");
        return answer(&mut d, StatusCode::FORBIDDEN, "Error", &body, limits);
    }
    let fault = d.faults.pop_front();
    if let Some(Fault::ServerError) = fault {
        seen(&mut d, 500);
        let body = error_json(0, "500: Internal Server Error");
        let status = StatusCode::INTERNAL_SERVER_ERROR;
        return answer(&mut d, status, "Error", &body, limits);
    }
    // `enforce_nonce`: a message this author made with this nonce in the last minutes is
    // given back, and no other made (the stand-in's one author is the bot).
    let enforced = body["enforce_nonce"] == json!(true);
    let earlier = d
        .messages
        .iter()
        .find(|m| enforced && nonce.is_some() && m.nonce == nonce && m.at.elapsed() < NONCE_KEPT)
        .cloned();
    let made = match earlier {
        Some(m) => m,
        None => {
            d.next_id += 1;
            let m = Message {
                id: 1_600_000_000_000_000_000 + d.next_id,
                channel,
                nonce: nonce.clone(),
                body: body.clone(),
                at: Instant::now(),
            };
            d.messages.push(m.clone());
            m
        }
    };
    if let Some(Fault::LostAnswer) = fault {
        seen(&mut d, 500);
        let body = error_json(0, "500: Internal Server Error");
        let status = StatusCode::INTERNAL_SERVER_ERROR;
        return answer(&mut d, status, "Error", &body, limits);
    }
    seen(&mut d, 200);
    answer(
        &mut d,
        StatusCode::OK,
        "MessageResponse",
        &message_json(&made),
        limits,
    )
}

/// The stand-in, serving on a port of its own: its root URL; each replica calls it under a
/// base URL of its own (`{root}/{via}/api/v10`), so that the calls say who made them.
async fn stand_in() -> (String, Shared) {
    let shared = Arc::new(Mutex::new(Discord::new()));
    let app = axum::Router::new()
        .route("/{via}/api/v10/users/@me", get(me))
        .route("/{via}/api/v10/channels/{channel}", get(channel))
        .route(
            "/{via}/api/v10/channels/{channel}/messages",
            post(create_message),
        )
        .route("/{via}/api/v10/guilds/{guild}", get(guild))
        .route("/{via}/api/v10/guilds/{guild}/members/{user}", get(member))
        .with_state(shared.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    (format!("http://{address}"), shared)
}

/// A courier to the stand-in, calling as `via`.
fn courier(root: &str, via: &str) -> Arc<DiscordCourier> {
    let rest = Rest::new(&format!("{root}/{via}/api/v10"), TOKEN).expect("a REST client");
    Arc::new(DiscordCourier::new(rest))
}

/// Errors of `body` against Discord's schema `schema` (each compiled once).
fn validate(schema: &str, body: &Value) -> Vec<String> {
    static SPEC: OnceLock<Value> = OnceLock::new();
    static COMPILED: OnceLock<Mutex<HashMap<String, Arc<jsonschema::Validator>>>> = OnceLock::new();
    let validator = {
        let mut compiled = COMPILED
            .get_or_init(Mutex::default)
            .lock()
            .unwrap_or_else(|p| p.into_inner());
        compiled
            .entry(schema.to_string())
            .or_insert_with(|| {
                let spec = SPEC.get_or_init(discord_spec);
                let wrapper = json!({
                    "$schema": "https://json-schema.org/draft/2020-12/schema",
                    "$ref": format!("#/components/schemas/{schema}"),
                    "components": spec["components"],
                });
                let validator = jsonschema::validator_for(&wrapper)
                    .unwrap_or_else(|e| panic!("schema {schema}: {e}"));
                Arc::new(validator)
            })
            .clone()
    };
    validator
        .iter_errors(body)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect()
}

fn messages(d: &Shared) -> Vec<Message> {
    lock(d).messages.clone()
}

fn contents(d: &Shared) -> Vec<String> {
    messages(d)
        .iter()
        .map(|m| m.body["content"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// The posts the stand-in received, answered or not.
fn posts_seen(d: &Shared) -> Vec<Seen> {
    lock(d)
        .calls
        .iter()
        .filter(|c| c.method == "POST")
        .cloned()
        .collect()
}

/// Nothing the stand-in answered or received broke Discord's schemas.
fn assert_schemas_kept(d: &Shared) {
    let d = lock(d);
    assert!(d.schema_errors.is_empty(), "{:#?}", d.schema_errors);
}

// Parlor's side.

/// A harness whose members start with 1000 chips, Parlor posting through the stand-in.
async fn harness(root: &str) -> Harness {
    parlor::testing::registry();
    let mut config = Config::default();
    config.defaults.starting_chips = 1000;
    let h = Harness::with_config(config, 7).await;
    h.app.set_courier(courier(root, "main"));
    h
}

/// A harness logging to #log, the post of that change sent.
async fn logging(root: &str) -> Harness {
    let mut h = harness(root).await;
    let reply = h
        .command(ALICE, config(&[("log_channel", &OPEN.to_string())]))
        .await;
    assert!(
        text(&reply).contains("Changed: log_channel"),
        "{}",
        text(&reply)
    );
    assert_eq!(send(&h.app).await.sent, 1);
    h
}

fn config(settings: &[(&str, &str)]) -> Command {
    let change = settings
        .iter()
        .fold(ConfigChange::default(), |change, (key, value)| {
            change.setting(key, value)
        });
    Command::Config(change)
}

fn give(to: u64, amount: i64) -> Command {
    Command::Give {
        user: user(to),
        amount,
    }
}

/// A request as Discord sends it, by interaction id, for apps without a harness.
fn request(id: &str, member: u64, command: Command) -> Request {
    Request {
        interaction_id: id.to_string(),
        guild_id: Some(GUILD),
        place: parlor::app::Place::Server(GUILD),
        channel_id: CHANNEL,
        actor: Actor {
            id: member,
            name: name_of(member),
            manager: member == ALICE,
        },
        locale: Locale::En,
        guild_locale: Locale::En,
        action: Action::Command(command),
    }
}

/// One pass over the outbox, as the sender "test".
async fn send(app: &App) -> Sending {
    app.send_posts("test").await.expect("send the outbox")
}

async fn outbox(app: &App) -> Vec<KeptPost> {
    app.store().posts().await.expect("read the outbox")
}

/// The server's log channel as stored (0 for none).
async fn log_channel_of(h: &Harness) -> i64 {
    let mut tx = h.app.store().begin().await.expect("begin");
    let settings = tx
        .existing_settings(GUILD)
        .await
        .expect("read the settings");
    tx.commit().await.expect("commit");
    settings.map_or(0, |s| s.values.log_channel)
}

fn sent(n: usize) -> Sending {
    Sending {
        sent: n,
        ..Sending::default()
    }
}

// The tests.

/// Every answer the stand-in gives is in Discord's own schema (the bot's user, a channel,
/// the server, the bot's membership, a message, a rate limit, an error), and so is every
/// body Parlor posts; the schemas do refuse what breaks them.
#[tokio::test]
async fn the_stand_in_answers_in_discords_schemas() {
    let held = Discord::new();
    let message = Message {
        id: 1_600_000_000_000_000_001,
        channel: OPEN,
        nonce: Some(nonce(1)),
        body: json!({ "content": "🎁 <@1001> gave 5 chips to <@1002>." }),
        at: Instant::now(),
    };
    let answers = [
        ("UserPIIResponse", me_json()),
        (
            "GuildChannelResponse",
            channel_json(OPEN, &held.channels[&OPEN]),
        ),
        (
            "GuildChannelResponse",
            channel_json(CLOSED, &held.channels[&CLOSED]),
        ),
        ("GuildWithCountsResponse", guild_json()),
        ("GuildMemberResponse", member_json()),
        ("MessageResponse", message_json(&message)),
        ("RatelimitedResponse", rate_limited_json(0.2)),
        ("Error", error_json(50013, "Missing Permissions")),
    ];
    for (schema, body) in &answers {
        let errors = validate(schema, body);
        assert!(errors.is_empty(), "{schema}: {errors:?}\n{body:#}");
    }
    assert_eq!(
        message_json(&message)["mentions"].as_array().map(Vec::len),
        Some(2)
    );
    // The schemas refuse: a message without its id, a member without roles, a nonce longer
    // than Discord's 25 characters.
    let mut no_id = message_json(&message);
    no_id.as_object_mut().map(|m| m.remove("id"));
    assert!(!validate("MessageResponse", &no_id).is_empty());
    let mut no_roles = member_json();
    no_roles.as_object_mut().map(|m| m.remove("roles"));
    assert!(!validate("GuildMemberResponse", &no_roles).is_empty());
    let long_nonce = json!({ "content": "x", "nonce": "n".repeat(26), "enforce_nonce": true });
    assert!(!validate("MessageCreateRequest", &long_nonce).is_empty());

    // And as Parlor meets them: the check of a channel, a change and a gift posted.
    let (root, discord) = stand_in().await;
    let mut h = logging(&root).await;
    h.command(ALICE, give(BOB, 5)).await;
    assert_eq!(send(&h.app).await, sent(1));
    assert_schemas_kept(&discord);
    let checked = lock(&discord).checked.clone();
    for schema in [
        "UserPIIResponse",
        "GuildChannelResponse",
        "GuildWithCountsResponse",
        "GuildMemberResponse",
        "MessageResponse",
    ] {
        assert!(checked.get(schema).is_some_and(|&n| n > 0), "{checked:?}");
    }
    for m in messages(&discord) {
        assert!(validate("MessageCreateRequest", &m.body).is_empty());
        assert_eq!(m.body["enforce_nonce"], json!(true));
    }
}

/// Without a bot token Parlor cannot post: `/config log_channel` is refused, and nothing is
/// changed or queued.
#[tokio::test]
async fn a_log_channel_needs_a_bot_token() {
    let mut h = Harness::new().await;
    let change = config(&[("log_channel", &OPEN.to_string())]);
    let request = h.request(ALICE, Action::Command(change));
    assert_eq!(
        h.refused(request).await,
        Refusal::LogChannelUnusable {
            channel: OPEN,
            why: LogChannelProblem::NoToken
        }
    );
    assert_eq!(log_channel_of(&h).await, 0);
    assert!(outbox(&h.app).await.is_empty());
    assert_eq!(send(&h.app).await, Sending::default());
}

/// A channel where the bot may not send messages, one Discord does not know, and one it
/// could not be asked about are refused, with nothing changed or queued; one where it may
/// post is set, and the change is posted there once, naming the manager and notifying
/// nobody.
#[tokio::test]
async fn a_log_channel_must_be_one_parlor_may_post_in() {
    let (root, discord) = stand_in().await;
    let mut h = harness(&root).await;
    let refusals = [
        (CLOSED, LogChannelProblem::NoPermission, false),
        (UNKNOWN, LogChannelProblem::NoPermission, false),
        (OPEN, LogChannelProblem::Unchecked, true),
    ];
    for (channel, why, failing) in refusals {
        lock(&discord).failing_reads = failing;
        let change = config(&[("log_channel", &channel.to_string())]);
        let request = h.request(ALICE, Action::Command(change));
        assert_eq!(
            h.refused(request).await,
            Refusal::LogChannelUnusable { channel, why }
        );
        assert_eq!(log_channel_of(&h).await, 0);
        assert!(outbox(&h.app).await.is_empty());
    }
    lock(&discord).failing_reads = false;
    // The check read the channel, the server and the bot's membership there.
    let read: BTreeSet<String> = lock(&discord)
        .calls
        .iter()
        .map(|c| c.path.clone())
        .collect();
    for path in [
        "/users/@me".to_string(),
        format!("/channels/{CLOSED}"),
        format!("/guilds/{GUILD}"),
        format!("/guilds/{GUILD}/members/{BOT}"),
    ] {
        assert!(read.contains(&path), "{path}: {read:?}");
    }
    assert!(posts_seen(&discord).is_empty());

    let reply = h
        .command(ALICE, config(&[("log_channel", &OPEN.to_string())]))
        .await;
    assert!(
        text(&reply).contains("Changed: log_channel"),
        "{}",
        text(&reply)
    );
    assert_eq!(log_channel_of(&h).await, OPEN as i64);
    let queued = outbox(&h.app).await;
    assert_eq!(queued.len(), 1, "{queued:?}");
    assert_eq!((queued[0].channel_id, queued[0].sent_at), (OPEN, None));
    assert_eq!(send(&h.app).await, sent(1));
    assert_eq!(send(&h.app).await, Sending::default(), "sent once");

    let made = messages(&discord);
    assert_eq!(made.len(), 1);
    let post = &made[0];
    assert_eq!(post.channel, OPEN);
    let content = post.body["content"].as_str().unwrap_or_default();
    assert!(content.contains(&format!("<@{ALICE}>")), "{content}");
    assert!(content.contains("Log channel"), "{content}");
    assert_eq!(post.body["allowed_mentions"]["parse"], json!([]));
    let kept = &outbox(&h.app).await[0];
    assert_eq!(post.nonce, Some(nonce(kept.id)));
    assert_eq!(
        (kept.sent_at, kept.message_id),
        (Some(START), Some(post.id))
    );
    assert_eq!(posts_seen(&discord).len(), 1);
    assert_schemas_kept(&discord);
}

/// Gifts over `log_gift_over` are posted, once for an interaction Discord sends twice; a gift
/// refused under the receive cap is posted once though it was refused three times;
/// `log_posts:off` stops the posts, its own change posted to the channel as it was.
#[tokio::test]
async fn gifts_and_refused_gifts_are_posted_once_each() {
    let (root, discord) = stand_in().await;
    let mut h = harness(&root).await;
    let open = OPEN.to_string();
    h.command(
        ALICE,
        config(&[("log_channel", &open), ("log_gift_over", "100")]),
    )
    .await;
    h.command(ALICE, give(BOB, 50)).await;
    let over = h.request(ALICE, Action::Command(give(BOB, 150)));
    let first = h.send(over.clone()).await;
    assert_eq!(
        h.send(over).await,
        first,
        "Discord's retry gets the same answer"
    );
    assert_eq!(h.balance(BOB).await, 1000 + 50 + 150);

    h.command(ALICE, config(&[("give_receive_daily_cap", "200")]))
        .await;
    let capped = h.request(ALICE, Action::Command(give(BOB, 10)));
    // Refused twice here, and a third time as Discord sends it again.
    let refusal = h.refused(capped.clone()).await;
    assert!(
        matches!(
            refusal,
            Refusal::ReceiveCap {
                member: BOB,
                cap: 200,
                left: 0,
                ..
            }
        ),
        "{refusal:?}"
    );
    h.send(capped).await;

    h.command(ALICE, config(&[("log_posts", "off")])).await;
    // Posted to no channel now: a gift, a refused gift, a change.
    h.command(ALICE, give(CAROL, 150)).await;
    let refused = h.request(ALICE, Action::Command(give(BOB, 10)));
    h.refused(refused).await;
    h.command(ALICE, config(&[("log_gift_over", "0")])).await;

    let keys: Vec<String> = outbox(&h.app)
        .await
        .iter()
        .map(|p| p.key.rsplit(':').next().unwrap_or_default().to_string())
        .collect();
    assert_eq!(keys, ["config", "gift", "config", "refused", "config"]);
    assert_eq!(send(&h.app).await, sent(5));
    let said = contents(&discord);
    assert_eq!(said.len(), 5, "{said:#?}");
    let alice = format!("<@{ALICE}>");
    let bob = format!("<@{BOB}>");
    assert!(
        said[0].contains(&alice) && said[0].contains("Log gifts over"),
        "{}",
        said[0]
    );
    assert!(
        said[1].contains(&alice) && said[1].contains(&bob) && said[1].contains("150"),
        "{}",
        said[1]
    );
    assert!(said[2].contains("Gifts received cap"), "{}", said[2]);
    assert!(
        said[3].contains("Gift refused") && said[3].contains(&bob) && said[3].contains("200"),
        "{}",
        said[3]
    );
    assert!(said[4].contains("Log posts"), "{}", said[4]);
    assert!(messages(&discord).iter().all(|m| m.channel == OPEN));
    assert!(outbox(&h.app).await.iter().all(|p| p.sent_at.is_some()));
    assert_schemas_kept(&discord);
}

/// Discord made the message but its answer was lost (a 500): the post is tried again after
/// its pause, with the same nonce, and Discord gives back the message it made; one message,
/// and the outbox holds its id.
#[tokio::test]
async fn a_post_whose_answer_was_lost_shows_once() {
    let (root, discord) = stand_in().await;
    let mut h = logging(&root).await;
    h.command(ALICE, give(BOB, 5)).await;
    lock(&discord).faults.push_back(Fault::LostAnswer);
    let tried = send(&h.app).await;
    assert_eq!((tried.sent, tried.again), (0, 1), "{tried:?}");
    assert_eq!(messages(&discord).len(), 2, "the change and the gift");
    let gift = outbox(&h.app).await.pop().expect("the gift's post");
    assert_eq!((gift.sent_at, gift.attempts), (None, 1));
    assert!(
        gift.last_error
            .as_deref()
            .unwrap_or_default()
            .contains("500")
    );
    // Not before its pause.
    assert_eq!(send(&h.app).await, Sending::default());
    assert_eq!(posts_seen(&discord).len(), 2);

    h.clock.advance(2);
    assert_eq!(send(&h.app).await, sent(1));
    let made = messages(&discord);
    assert_eq!(made.len(), 2, "no second message: {made:#?}");
    let tries: Vec<(Option<String>, u16)> = posts_seen(&discord)[1..]
        .iter()
        .map(|c| (c.nonce.clone(), c.status))
        .collect();
    let nonce = Some(nonce(gift.id));
    assert_eq!(tries, [(nonce.clone(), 500), (nonce.clone(), 200)]);
    let gift = outbox(&h.app).await.pop().expect("the gift's post");
    assert_eq!(gift.message_id, Some(made[1].id));
    assert_eq!(made[1].nonce, nonce);
    assert_eq!((gift.sent_at, gift.attempts), (Some(START + 2), 2));
    assert_schemas_kept(&discord);
}

/// A 500 before Discord made anything: the post is tried again later, and sent.
#[tokio::test]
async fn a_post_discord_failed_is_sent_later() {
    let (root, discord) = stand_in().await;
    let mut h = logging(&root).await;
    h.command(ALICE, give(BOB, 5)).await;
    lock(&discord).faults.push_back(Fault::ServerError);
    let tried = send(&h.app).await;
    assert_eq!((tried.sent, tried.again), (0, 1), "{tried:?}");
    assert_eq!(messages(&discord).len(), 1, "only the change");
    h.clock.advance(2);
    assert_eq!(send(&h.app).await, sent(1));
    let made = messages(&discord);
    assert_eq!(made.len(), 2);
    let gift = outbox(&h.app).await.pop().expect("the gift's post");
    assert_eq!(gift.message_id, Some(made[1].id));
    assert_eq!(gift.attempts, 2);
    assert_schemas_kept(&discord);
}

/// The permission taken away after `/config`: Discord answers 403 with its code 50013, and
/// the post fails for good (kept, with why), never tried again; the channel's next post,
/// once the permission is back, goes.
#[tokio::test]
async fn a_post_refused_for_permission_fails_for_good() {
    let (root, discord) = stand_in().await;
    let mut h = logging(&root).await;
    let hidden = json!([deny(BOT_ROLE, 0, SEND_MESSAGES)]);
    lock(&discord)
        .channels
        .get_mut(&OPEN)
        .expect("#log")
        .overwrites = hidden;
    h.command(ALICE, give(BOB, 5)).await;
    let tried = send(&h.app).await;
    assert_eq!(
        (tried.sent, tried.again, tried.failed),
        (0, 0, 1),
        "{tried:?}"
    );
    let gift = outbox(&h.app).await.pop().expect("the gift's post");
    assert_eq!((gift.sent_at, gift.failed_at), (None, Some(START)));
    assert!(
        gift.last_error
            .as_deref()
            .unwrap_or_default()
            .contains("403")
    );
    h.clock.advance(600);
    assert_eq!(send(&h.app).await, Sending::default());
    assert_eq!(posts_seen(&discord).len(), 2, "tried once");

    lock(&discord)
        .channels
        .get_mut(&OPEN)
        .expect("#log")
        .overwrites = json!([]);
    h.command(ALICE, give(BOB, 6)).await;
    assert_eq!(send(&h.app).await, sent(1));
    assert_eq!(
        messages(&discord).len(),
        2,
        "the change and the second gift"
    );
    assert!(outbox(&h.app).await[1].failed_at.is_some());
    assert_schemas_kept(&discord);
}

/// Ten posts to a channel whose bucket holds three a second: all sent in one pass, in the
/// order they were queued, none arriving while Discord said the bucket was spent.
#[tokio::test]
async fn posts_keep_to_the_channels_rate_limit() {
    let (root, discord) = stand_in().await;
    let mut h = logging(&root).await;
    for amount in 1..=10 {
        h.command(ALICE, give(BOB, amount)).await;
    }
    {
        let mut d = lock(&discord);
        d.limit = (3, Duration::from_secs(1));
        d.buckets.clear();
    }
    assert_eq!(send(&h.app).await, sent(10));
    let said = contents(&discord);
    assert_eq!(said.len(), 11);
    for (amount, content) in (1..=10).zip(&said[1..]) {
        let gift = format!(" gave {amount} chip");
        assert!(content.contains(&gift), "{gift}: {content}");
    }
    let d = lock(&discord);
    assert_eq!(d.while_spent, 0, "{:#?}", d.calls);
    let posts: Vec<&Seen> = d.calls.iter().filter(|c| c.method == "POST").collect();
    assert_eq!(posts.len(), 11);
    assert!(posts.iter().all(|c| c.status == 200));
    // Three windows waited out: the tenth came at least three seconds after the first.
    let took = posts[10].at.duration_since(posts[1].at);
    assert!(took >= Duration::from_secs(3), "{took:?}");
    assert!(d.schema_errors.is_empty(), "{:#?}", d.schema_errors);
}

/// A 429 on a post is waited out for as long as Discord asks, and the post sent once.
#[tokio::test]
async fn a_rate_limited_post_is_waited_out_and_sent_once() {
    let (root, discord) = stand_in().await;
    let mut h = logging(&root).await;
    h.command(ALICE, give(BOB, 5)).await;
    lock(&discord).faults.push_back(Fault::RateLimited(0.2));
    assert_eq!(send(&h.app).await, sent(1));
    let tries = &posts_seen(&discord)[1..];
    let statuses: Vec<u16> = tries.iter().map(|c| c.status).collect();
    assert_eq!(statuses, [429, 200]);
    let waited = tries[1].at.duration_since(tries[0].at);
    assert!(waited >= Duration::from_millis(200), "{waited:?}");
    assert_eq!(messages(&discord).len(), 2);
    assert_eq!(outbox(&h.app).await[1].attempts, 1);
    assert_schemas_kept(&discord);
}

/// A 429 asking for longer than a post waits by itself (10 s; here, a courier waiting
/// 0.1 s at most): the post is put off for as long as Discord asks, the channel's later
/// posts wait behind it, and then both go, once each, in order.
#[tokio::test]
async fn a_long_rate_limit_puts_the_post_off() {
    parlor::testing::registry();
    let (root, discord) = stand_in().await;
    let mut settings = Config::default();
    settings.defaults.starting_chips = 1000;
    let mut h = Harness::with_config(settings, 7).await;
    let rest = Rest::new(&format!("{root}/main/api/v10"), TOKEN).expect("a REST client");
    let patient = DiscordCourier::new(rest).with_patience(Duration::from_millis(100));
    h.app.set_courier(Arc::new(patient));
    let open = OPEN.to_string();
    h.command(ALICE, config(&[("log_channel", &open)])).await;
    assert_eq!(send(&h.app).await, sent(1));
    h.command(ALICE, give(BOB, 5)).await;
    h.command(ALICE, give(BOB, 6)).await;
    lock(&discord).faults.push_back(Fault::RateLimited(1.5));
    let put_off = send(&h.app).await;
    assert_eq!((put_off.sent, put_off.again), (0, 1), "{put_off:?}");
    h.clock.advance(1);
    assert_eq!(
        send(&h.app).await,
        Sending::default(),
        "not before Discord said"
    );
    h.clock.advance(1);
    // Discord's own clock: the limit it set has run out.
    tokio::time::sleep(Duration::from_millis(1600)).await;
    assert_eq!(send(&h.app).await, sent(2));
    let said = contents(&discord);
    assert_eq!(said.len(), 3, "{said:?}");
    assert!(
        said[1].contains(" gave 5 chip") && said[2].contains(" gave 6 chip"),
        "{said:?}"
    );
    assert_schemas_kept(&discord);
}

/// A log channel refused beside other settings in one `/config`: none of them changes, and
/// nothing is queued.
#[tokio::test]
async fn a_refused_log_channel_changes_none_of_the_settings_beside_it() {
    let (root, _discord) = stand_in().await;
    let mut h = harness(&root).await;
    let closed = CLOSED.to_string();
    let change = config(&[("log_channel", &closed), ("log_gift_over", "5")]);
    let request = h.request(ALICE, Action::Command(change));
    assert_eq!(
        h.refused(request).await,
        Refusal::LogChannelUnusable {
            channel: CLOSED,
            why: LogChannelProblem::NoPermission
        }
    );
    let mut tx = h.app.store().begin().await.expect("begin");
    let kept = tx.existing_settings(GUILD).await.expect("the settings");
    tx.commit().await.expect("commit");
    let kept = kept.map(|s| (s.values.log_channel, s.values.log_gift_over));
    assert!(matches!(kept, None | Some((0, 0))), "{kept:?}");
    assert!(outbox(&h.app).await.is_empty());
}

/// A gift refused by each of the gift rules (the receiver's cap, the accounts' age, the
/// games finished) is posted with its rule, once each.
#[tokio::test]
async fn every_gift_rule_refusal_is_posted() {
    let (root, discord) = stand_in().await;
    let mut h = logging(&root).await;
    // A Discord account made ten days before the test's clock: its id's first 42 bits.
    const YOUNG: u64 = ((START as u64 - 10 * 86_400) * 1000 - 1_420_070_400_000) << 22;
    let rules: [(&str, &str, u64, &str); 3] = [
        (
            "give_receive_daily_cap",
            "3",
            BOB,
            "(cap: 3 chips per 24 h)",
        ),
        ("give_min_account_days", "30", YOUNG, "at least 30 days old"),
        ("give_min_games", "1", BOB, "1 finished game"),
    ];
    for (key, value, to, said) in rules {
        h.command(ALICE, config(&[(key, value)])).await;
        let refused = h.request(ALICE, Action::Command(give(to, 5)));
        for _ in 0..2 {
            h.send(refused.clone()).await;
        }
        h.command(ALICE, config(&[(key, "0")])).await;
        send(&h.app).await;
        let refusals: Vec<String> = contents(&discord)
            .into_iter()
            .filter(|c| c.contains("Gift refused"))
            .collect();
        let last = refusals.last().cloned().unwrap_or_default();
        assert!(last.contains(said), "{key}: {last}");
        assert!(last.contains(&format!("<@{ALICE}>")) && last.contains(&format!("<@{to}>")));
    }
    let refusals = contents(&discord)
        .into_iter()
        .filter(|c| c.contains("Gift refused"))
        .count();
    assert_eq!(refusals, 3, "one post per refused interaction");
    assert_schemas_kept(&discord);
}

/// One process sends at a time: while one holds the outbox's lease, another's pass says it
/// is sent elsewhere; a holder that stops without a word is taken over once its lease runs
/// out, and one that gives it up is taken over at once.
#[tokio::test]
async fn the_outbox_is_sent_by_one_holder_at_a_time() {
    let (root, discord) = stand_in().await;
    let mut h = harness(&root).await;
    let open = OPEN.to_string();
    h.command(ALICE, config(&[("log_channel", &open)])).await;
    let other = app_on(&h.url, h.config.clone(), h.clock.clone(), 8).await;
    other.set_courier(courier(&root, "b"));
    let elsewhere = Sending {
        elsewhere: true,
        ..Sending::default()
    };
    let (a, b) = (&h.app, &other);
    assert_eq!(a.send_posts("a").await.unwrap(), sent(1));
    assert_eq!(b.send_posts("b").await.unwrap(), elsewhere);
    h.command(ALICE, give(BOB, 5)).await;
    assert_eq!(b.send_posts("b").await.unwrap(), elsewhere);
    assert_eq!(h.app.send_posts("a").await.unwrap(), sent(1));

    // "a" stops without giving the lease up: "b" sends once it has run out.
    h.command(ALICE, give(BOB, 6)).await;
    h.clock.advance(29);
    assert_eq!(other.send_posts("b").await.unwrap(), elsewhere);
    h.clock.advance(2);
    assert_eq!(other.send_posts("b").await.unwrap(), sent(1));
    assert_eq!(h.app.send_posts("a").await.unwrap(), elsewhere);

    // "b" gives it up as it stops: "a" sends at once.
    other.stop_sending("b").await;
    h.command(ALICE, give(BOB, 7)).await;
    assert_eq!(h.app.send_posts("a").await.unwrap(), sent(1));
    let via: Vec<String> = posts_seen(&discord).into_iter().map(|c| c.via).collect();
    assert_eq!(via, ["main", "main", "b", "main"]);
    assert_eq!(messages(&discord).len(), 4);
    assert_schemas_kept(&discord);
}

/// What a sender loop did.
#[derive(Debug, Default)]
struct Tally {
    sent: usize,
    elsewhere: usize,
    errors: Vec<String>,
}

/// A replica's sender: a pass over the outbox every few milliseconds, until `stop`.
fn sender(
    app: Arc<App>,
    holder: &'static str,
    stop: Arc<AtomicBool>,
) -> tokio::task::JoinHandle<Tally> {
    tokio::spawn(async move {
        let mut tally = Tally::default();
        while !stop.load(Ordering::SeqCst) {
            match app.send_posts(holder).await {
                Ok(done) => {
                    tally.sent += done.sent;
                    tally.elsewhere += usize::from(done.elsewhere);
                }
                Err(e) => tally.errors.push(e.to_string()),
            }
            tokio::time::sleep(Duration::from_millis(3)).await;
        }
        tally
    })
}

/// Gifts made at once through both apps, four givers to four receivers, each giver's
/// gifts alternating between the apps; how many were made.
async fn gifts(apps: [&Arc<App>; 2], batch: usize) -> usize {
    let mut tasks = Vec::new();
    for giver in 0..4u64 {
        let apps = [apps[0].clone(), apps[1].clone()];
        tasks.push(tokio::spawn(async move {
            let mut made = 0;
            for n in 0..2 {
                let id = format!("g{batch}-{giver}-{n}");
                let command = give(3001 + giver, 10);
                let reply = apps[n % 2]
                    .handle(request(&id, 2001 + giver, command))
                    .await;
                if !is_ephemeral_notice(&reply) {
                    made += 1;
                }
            }
            made
        }));
    }
    let mut made = 0;
    for task in tasks {
        made += task.await.expect("a giver's task");
    }
    made
}

/// Waits until the outbox has nothing pending (at most 30 s).
async fn drained(app: &App) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let kept = outbox(app).await;
        if kept
            .iter()
            .all(|p| p.sent_at.is_some() || p.failed_at.is_some())
        {
            return;
        }
        assert!(Instant::now() < deadline, "still pending: {kept:#?}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Two replicas on one PostgreSQL database, each with its own courier and sender, while
/// gifts are made through both: first one holds the lease and the other waits; then the
/// first stops and the other takes over at once; then the leases run out again and again
/// mid-pass (the clock jumps), so that both may send the same post. Every post shows once:
/// one message per outbox row, under its own nonce, the row holding the message's id.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_replicas_send_every_post_once() {
    let Some(db) = TestDatabase::postgres().await else {
        return;
    };
    let (root, discord) = stand_in().await;
    lock(&discord).delay = Duration::from_millis(5);
    let mut file = Config::default();
    file.defaults.starting_chips = 1000;
    let file = Arc::new(file);
    let clock = Arc::new(Clock::fixed(START));
    let a = app_on(&db.url, file.clone(), clock.clone(), 1).await;
    let b = app_on(&db.url, file.clone(), clock.clone(), 2).await;
    a.set_courier(courier(&root, "a"));
    b.set_courier(courier(&root, "b"));
    let open = OPEN.to_string();
    let change = request("c1", ALICE, config(&[("log_channel", &open)]));
    let reply = a.handle(change).await;
    assert!(
        text(&reply).contains("Changed: log_channel"),
        "{}",
        text(&reply)
    );
    let mut made = 1;

    // "a" holds the lease; "b" waits.
    assert_eq!(a.send_posts("a").await.unwrap(), sent(1));
    let (stop_a, stop_b) = (Arc::new(AtomicBool::new(false)), Arc::default());
    let sending_a = sender(a.clone(), "a", stop_a.clone());
    let sending_b = sender(b.clone(), "b", Arc::clone(&stop_b));
    made += gifts([&a, &b], 1).await;
    drained(&a).await;
    // "a" stops, giving the lease up; "b" sends.
    stop_a.store(true, Ordering::SeqCst);
    let tally_a = sending_a.await.unwrap();
    a.stop_sending("a").await;
    made += gifts([&a, &b], 2).await;
    drained(&a).await;
    let via: Vec<String> = posts_seen(&discord).into_iter().map(|c| c.via).collect();
    assert!(
        via.iter().any(|v| v == "a") && via.iter().any(|v| v == "b"),
        "{via:?}"
    );

    // "a" again, and the leases run out mid-pass.
    let stop_again = Arc::new(AtomicBool::new(false));
    let sending_again = sender(a.clone(), "a", stop_again.clone());
    let jumping = Arc::new(AtomicBool::new(true));
    let jumper = {
        let (clock, jumping) = (clock.clone(), jumping.clone());
        tokio::spawn(async move {
            while jumping.load(Ordering::SeqCst) {
                clock.advance(31);
                tokio::time::sleep(Duration::from_millis(7)).await;
            }
        })
    };
    for batch in 3..6 {
        made += gifts([&a, &b], batch).await;
    }
    jumping.store(false, Ordering::SeqCst);
    jumper.await.unwrap();
    drained(&a).await;
    stop_again.store(true, Ordering::SeqCst);
    stop_b.store(true, Ordering::SeqCst);
    let tally_again = sending_again.await.unwrap();
    let tally_b = sending_b.await.unwrap();
    eprintln!("a: {tally_a:?}\nb: {tally_b:?}\na again: {tally_again:?}");
    assert!(tally_b.elsewhere > 0, "{tally_b:?}");

    let kept = outbox(&a).await;
    assert_eq!(kept.len(), made, "a post for the change and each gift");
    assert!(made > 8, "{made} posts");
    let made_there = messages(&discord);
    assert_eq!(made_there.len(), kept.len(), "one message per post");
    let nonces: BTreeSet<Option<String>> = made_there.iter().map(|m| m.nonce.clone()).collect();
    assert_eq!(nonces.len(), made_there.len(), "distinct nonces");
    for post in &kept {
        assert!(post.failed_at.is_none(), "{post:?}");
        let message = made_there
            .iter()
            .find(|m| m.nonce == Some(nonce(post.id)))
            .unwrap_or_else(|| panic!("no message for {post:?}"));
        assert_eq!(post.message_id, Some(message.id), "{post:?}");
        assert_eq!(message.channel, OPEN);
    }
    // Posts Discord answered with a message it had made before, under the post's nonce:
    // both replicas sent them.
    let tries = posts_seen(&discord);
    let answered = tries.iter().filter(|c| c.status == 200).count();
    let limited = tries.iter().filter(|c| c.status == 429).count();
    eprintln!(
        "{} posts tried: {answered} answered, {} of them with the message made before; \
         {limited} rate limited",
        tries.len(),
        answered - made_there.len()
    );
    assert_schemas_kept(&discord);
}

/// `parlor play` posts to `#log` as the bot would, and prints each post under its channel
/// after the answer of the line that queued it.
#[test]
fn the_terminal_table_prints_each_post_under_its_channel() {
    let script = "/config log_channel:#log\n/give user:@bob amount:5\n";
    let readable = play(script);
    let lines: Vec<&str> = readable.lines().collect();
    let posted: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.starts_with("#log: "))
        .collect();
    assert_eq!(posted.len(), 2, "{readable}");
    // The change, naming the manager and the channel by name, each setting on a line.
    assert_eq!(
        posted[0], "#log: ⚙️ @player changed the settings:",
        "{readable}"
    );
    let change = lines
        .iter()
        .position(|l| *l == posted[0])
        .unwrap_or_default();
    let setting = lines.get(change + 1).copied().unwrap_or_default();
    assert!(
        setting.starts_with("Log channel: ") && setting.ends_with(" → #log"),
        "{readable}"
    );
    assert_eq!(
        posted[1], "#log: 🎁 @player gave 5 chips to @bob.",
        "{readable}"
    );
    // Each after the answer of the line that queued it.
    let config_answered = lines
        .iter()
        .position(|l| l.contains("Changed: log_channel"));
    let gave = lines
        .iter()
        .position(|l| l.contains("You gave 5 chips to @bob"));
    let gift_posted = lines.iter().position(|l| *l == posted[1]);
    assert!(
        config_answered.is_some() && config_answered < Some(change),
        "{readable}"
    );
    assert!(
        gave.is_some() && Some(change) < gave && gave < gift_posted,
        "{readable}"
    );
}

/// The terminal table with `--json` prints each post as the message Discord would be sent,
/// with its channel: in Discord's schema, under its nonce, notifying nobody.
#[tokio::test]
async fn the_terminal_tables_json_gives_each_post_as_discord_would_get_it() {
    let mut session = Session::new(3).await;
    let mut posts = Vec::new();
    for line in ["/config log_channel:#log", "/give user:@bob amount:5"] {
        let printed = session.line(line).await;
        let (posted, answers): (Vec<Value>, Vec<Value>) = printed
            .into_iter()
            .partition(|l| l.get("channel_id").is_some());
        assert_eq!((posted.len(), answers.len()), (1, 1), "{line}: {posted:?}");
        posts.extend(posted);
    }
    let log = parlor::play::member_id("#log");
    let kept = outbox(&session.app).await;
    for (post, kept) in posts.iter().zip(&kept) {
        assert_eq!(post["channel_id"], json!(log.to_string()), "{post}");
        assert_eq!(kept.channel_id, log);
        let message = &post["message"];
        let errors = validate("MessageCreateRequest", message);
        assert!(errors.is_empty(), "{errors:?}\n{post}");
        assert_eq!(message["allowed_mentions"]["parse"], json!([]));
        assert_eq!(message["nonce"], json!(nonce(kept.id)));
        assert!(kept.sent_at.is_some(), "{kept:?}");
    }
    let bob = session.table.user_id("bob");
    let gift = posts[1]["message"]["content"].as_str().unwrap_or_default();
    assert!(gift.contains(&format!("<@{bob}>")), "{gift}");
}

/// Runs `parlor play` on a fresh database with `script` as its input; its output.
fn play(script: &str) -> String {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("play.db");
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["play", "--seed", "3", "--db"])
        .arg(&db)
        .env_remove("DISCORD_TOKEN")
        .env_remove("PARLOR_DATABASE_URL")
        .env_remove("PARLOR_PUBLIC_KEY")
        .env("PARLOR_LOG", "off")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run parlor");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8(out.stdout).expect("UTF-8 on stdout");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stderr.is_empty(),
        "{stdout}{stderr}"
    );
    stdout
}

/// Every reply and post the log channel adds fits Discord's schema and limits in every
/// language, at its longest (every setting changed at once, the largest figures), with no
/// catalogue message missing.
#[test]
fn the_log_channels_replies_and_posts_fit_discord_in_every_language() {
    use parlor::config::ServerDefaults;
    use parlor::config::settings;
    use parlor::view::log::{self as log_view, Gift};
    use parlor::view::refusal::LogChannelProblem;
    use parlor::view::{Locale, Refusal, Reply};
    parlor::testing::registry();
    let gift = Gift {
        giver: u64::MAX,
        receiver: u64::MAX - 1,
        amount: 10_000_000,
    };
    let refusals = [
        Refusal::ReceiveCap {
            member: u64::MAX - 1,
            cap: 10_000_000,
            left: 9_999_999,
            wait: Some(86_399),
        },
        Refusal::ReceiveCap {
            member: u64::MAX - 1,
            cap: 10_000_000,
            left: 0,
            wait: Some(86_399),
        },
        Refusal::AccountTooNew {
            member: u64::MAX,
            you: true,
            days: 3650,
            wait: 3650 * 86_400,
        },
        Refusal::TooFewGames {
            member: u64::MAX - 1,
            you: false,
            needed: 100_000,
            played: 99_999,
        },
    ];
    // Every setting changed at once, each to its widest value.
    let before = ServerDefaults::default();
    let mut after = before.clone();
    let keys = parlor::testing::widest_settings(&mut after);
    for &l in Locale::ALL {
        for why in [
            LogChannelProblem::NoToken,
            LogChannelProblem::NoPermission,
            LogChannelProblem::Unchecked,
        ] {
            let refusal = Refusal::LogChannelUnusable {
                channel: u64::MAX,
                why,
            };
            parlor::testing::check_reply(&Reply::notice(refusal.view(l)));
        }
        // The longest currency the server can set, in which the amounts read.
        let currency = parlor::view::currency::Currency::of(&after);
        let mut texts = vec![log_view::gift(l, &currency, &gift)];
        for refusal in &refusals {
            texts.push(
                log_view::refused(l, &currency, &gift, refusal).expect("a gift rule's refusal"),
            );
        }
        // A change from Discord is one topic's: each group's settings changed at once fit
        // a post whole.
        for group in settings::Group::ALL {
            let in_group: Vec<&str> = keys
                .iter()
                .copied()
                .filter(|key| {
                    settings::all()
                        .iter()
                        .any(|(_, s)| s.key == *key && s.group == group)
                })
                .collect();
            texts.push(log_view::config_change(
                l,
                u64::MAX,
                (&before, &after),
                &in_group,
                |_| None,
            ));
        }
        for text in &texts {
            assert!(text.chars().count() <= 2000, "{l:?}: {text}");
        }
        // The terminal's flat form may change every setting at once: its post is cut to
        // Discord's limit.
        texts.push(log_view::config_change(
            l,
            u64::MAX,
            (&before, &after),
            &keys,
            |_| None,
        ));
        for text in texts {
            let mut body = log_view::post(&text);
            body["nonce"] = json!(nonce(i64::MAX));
            body["enforce_nonce"] = json!(true);
            let errors = parlor::testing::message_errors(&body);
            assert!(errors.is_empty(), "{l:?}: {errors:?}\n{body:#}");
        }
    }
    assert!(parlor::locale::i18n::misses().is_empty());
}
