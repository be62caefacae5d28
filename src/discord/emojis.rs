//! `parlor emojis sync`: Parlor's own emojis onto the application, over Discord's
//! application-emoji API (`/applications/{id}/emojis`).
//!
//! One pass lists what the application holds, then:
//! - uploads each of Parlor's emojis that is missing;
//! - replaces one whose drawing changed: the map in the database keeps the hash of the
//!   picture uploaded under each name, and Discord cannot change a picture in place, so the
//!   old one is deleted and the new one uploaded;
//! - deletes Parlor's stale ones: names the map holds that the set no longer draws.
//!
//! Parlor's own are the names it draws and the names its map holds. Nothing else on the
//! application is ever touched. An emoji named as one of Parlor's that the map does not
//! know (a database that lost its map, an upload whose answer never came) is replaced, as
//! its picture cannot be known. A second run finds everything in place and changes nothing.
//!
//! The calls keep to Discord's rate limits: a 429 is waited out for its `Retry-After` and
//! the call made again, and a bucket Discord says is spent (`X-RateLimit-Remaining: 0`) is
//! waited out before the next call (`X-RateLimit-Reset-After`).

use super::DiscordError;
use super::api::ApiError;
use crate::store::{KeptEmoji, Store};
use crate::view::emoji::Emoji;
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;
use tokio::time::Instant;

/// Where Discord's API answers, unless the configuration says otherwise (`discord.api_url`).
pub const DISCORD_API: &str = "https://discord.com/api/v10";

/// 429s one call waits out before it gives up.
const MAX_RATE_LIMITED: u32 = 8;
/// The longest single wait a 429 may ask for before the sync gives up and says so.
const LONGEST_WAIT: Duration = Duration::from_secs(600);
/// How long one call may take.
const CALL_TIMEOUT: Duration = Duration::from_secs(30);

/// One emoji as the application holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RemoteEmoji {
    pub id: u64,
    pub name: String,
}

/// A client for the application's emojis, keeping to Discord's rate limits.
pub struct EmojiClient {
    http: reqwest::Client,
    base: String,
    token: String,
    /// The application's id: configured, or asked of Discord once.
    application_id: tokio::sync::OnceCell<u64>,
    /// Not before this moment: the bucket Discord said was spent.
    resume_at: tokio::sync::Mutex<Option<Instant>>,
}

impl EmojiClient {
    /// `base`: Discord's API (`https://discord.com/api/v10`) or a stand-in for it;
    /// `application_id`: asked of Discord with the token when None.
    pub fn new(
        base: &str,
        token: &str,
        application_id: Option<u64>,
    ) -> Result<EmojiClient, DiscordError> {
        let http = reqwest::Client::builder()
            .timeout(CALL_TIMEOUT)
            .build()
            .map_err(|e| DiscordError::Setup(format!("an HTTP client: {e}")))?;
        let token = token.trim();
        let token = if token.starts_with("Bot ") {
            token.to_string()
        } else {
            format!("Bot {token}")
        };
        Ok(EmojiClient {
            http,
            base: base.trim_end_matches('/').to_string(),
            token,
            application_id: match application_id.filter(|&id| id != 0) {
                Some(id) => tokio::sync::OnceCell::new_with(Some(id)),
                None => tokio::sync::OnceCell::new(),
            },
            resume_at: tokio::sync::Mutex::new(None),
        })
    }

    /// One call, waiting out Discord's rate limits; the JSON answer (Null for none).
    async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<&Value>,
    ) -> Result<Value, ApiError> {
        let url = format!("{}{path}", self.base);
        let mut limited = 0;
        loop {
            self.wait_for_bucket().await;
            let mut request = self
                .http
                .request(method.clone(), &url)
                .header("Authorization", &self.token)
                .header(
                    "User-Agent",
                    "DiscordBot (https://github.com/parlor, 1) Parlor",
                );
            if let Some(body) = body {
                request = request
                    .header("Content-Type", "application/json")
                    .body(body.to_string());
            }
            let response = request.send().await.map_err(|e| {
                let transient = e.is_connect() || e.is_timeout();
                let message = format!("{method} {path}: {}", super::cause_chain(&e));
                ApiError {
                    message,
                    transient,
                    code: None,
                }
            })?;
            let status = response.status();
            let headers = response.headers().clone();
            self.note_bucket(&headers).await;
            let text = response.text().await.unwrap_or_default();
            let json: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
            if status.as_u16() == 429 {
                limited += 1;
                let wait = retry_after(&headers, &json);
                if limited > MAX_RATE_LIMITED || wait > LONGEST_WAIT {
                    return Err(ApiError::transient(format!(
                        "{method} {path}: rate limited {limited} times (Discord asks for {} s more)",
                        wait.as_secs_f64()
                    )));
                }
                tracing::info!(
                    "{method} {path}: rate limited; waiting {:.2} s as Discord asks",
                    wait.as_secs_f64()
                );
                tokio::time::sleep(wait).await;
                continue;
            }
            if status.is_success() {
                return Ok(json);
            }
            let message = json
                .get("message")
                .and_then(Value::as_str)
                .unwrap_or(status.canonical_reason().unwrap_or("error"));
            let error = ApiError {
                message: format!("{method} {path}: {} {message}", status.as_u16()),
                transient: status.is_server_error(),
                code: None,
            };
            return Err(match json.get("code").and_then(Value::as_i64) {
                Some(code) => error.with_code(code as isize),
                None => error,
            });
        }
    }

    async fn wait_for_bucket(&self) {
        let until = *self.resume_at.lock().await;
        if let Some(until) = until {
            tokio::time::sleep_until(until).await;
        }
    }

    /// A bucket with nothing left is waited out before the next call.
    async fn note_bucket(&self, headers: &reqwest::header::HeaderMap) {
        let remaining = header_f64(headers, "x-ratelimit-remaining");
        let reset_after = header_f64(headers, "x-ratelimit-reset-after");
        let mut resume = self.resume_at.lock().await;
        *resume = match (remaining, reset_after) {
            (Some(r), Some(after)) if r <= 0.0 => {
                Some(Instant::now() + seconds(after).min(LONGEST_WAIT))
            }
            _ => None,
        };
    }

    async fn application(&self) -> Result<u64, ApiError> {
        self.application_id
            .get_or_try_init(|| async {
                let me = self
                    .call(reqwest::Method::GET, "/oauth2/applications/@me", None)
                    .await?;
                snowflake(&me["id"]).ok_or_else(|| {
                    ApiError::lasting("Discord's application has no id in its answer")
                })
            })
            .await
            .copied()
    }

    /// Every emoji the application holds.
    pub async fn list(&self) -> Result<Vec<RemoteEmoji>, ApiError> {
        let app = self.application().await?;
        let path = format!("/applications/{app}/emojis");
        let listed = self.call(reqwest::Method::GET, &path, None).await?;
        let items = listed["items"]
            .as_array()
            .ok_or_else(|| ApiError::lasting(format!("GET {path}: no items in the answer")))?;
        items.iter().map(|item| remote(item, &path)).collect()
    }

    /// Uploads `emoji`; what Discord made of it.
    pub async fn upload(&self, emoji: &Emoji) -> Result<RemoteEmoji, ApiError> {
        let app = self.application().await?;
        let path = format!("/applications/{app}/emojis");
        let image =
            serenity::CreateAttachment::bytes(emoji.png.clone(), format!("{}.png", emoji.name))
                .to_base64();
        let body = json!({ "name": emoji.name, "image": image });
        let made = self.call(reqwest::Method::POST, &path, Some(&body)).await?;
        remote(&made, &path)
    }

    /// Deletes the emoji `id`; one already gone counts as deleted.
    pub async fn delete(&self, id: u64) -> Result<(), ApiError> {
        let app = self.application().await?;
        let path = format!("/applications/{app}/emojis/{id}");
        match self.call(reqwest::Method::DELETE, &path, None).await {
            Ok(_) => Ok(()),
            Err(e) if e.code == Some(UNKNOWN_EMOJI) => Ok(()),
            Err(e) => Err(e),
        }
    }
}

/// Discord's error code for an emoji it does not know.
const UNKNOWN_EMOJI: isize = 10014;

fn remote(item: &Value, path: &str) -> Result<RemoteEmoji, ApiError> {
    match (snowflake(&item["id"]), item["name"].as_str()) {
        (Some(id), Some(name)) => Ok(RemoteEmoji {
            id,
            name: name.to_string(),
        }),
        _ => Err(ApiError::lasting(format!(
            "{path}: an emoji without an id or a name in the answer"
        ))),
    }
}

/// A Discord id, which its JSON writes as a string.
fn snowflake(value: &Value) -> Option<u64> {
    match value {
        Value::String(text) => text.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

fn header_f64(headers: &reqwest::header::HeaderMap, name: &str) -> Option<f64> {
    headers.get(name)?.to_str().ok()?.trim().parse().ok()
}

fn seconds(s: f64) -> Duration {
    Duration::try_from_secs_f64(s.max(0.0)).unwrap_or(LONGEST_WAIT)
}

/// How long a 429 asks to wait: its `Retry-After` header, else the body's `retry_after`,
/// else a second.
fn retry_after(headers: &reqwest::header::HeaderMap, body: &Value) -> Duration {
    header_f64(headers, "retry-after")
        .or_else(|| body.get("retry_after").and_then(Value::as_f64))
        .map_or(Duration::from_secs(1), seconds)
}

/// What one sync did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SyncReport {
    pub uploaded: Vec<String>,
    /// Drawings that changed (or whose picture was unknown), deleted and uploaded again.
    pub replaced: Vec<String>,
    /// Parlor's own that it no longer draws.
    pub deleted: Vec<String>,
    pub unchanged: usize,
    /// The application's emojis that are not Parlor's, left as they are.
    pub others: usize,
}

impl SyncReport {
    /// Whether the run changed anything on Discord.
    pub fn changed(&self) -> bool {
        !(self.uploaded.is_empty() && self.replaced.is_empty() && self.deleted.is_empty())
    }
}

impl std::fmt::Display for SyncReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "emojis: {} uploaded, {} replaced, {} deleted, {} unchanged; {} of the application's own left alone",
            self.uploaded.len(),
            self.replaced.len(),
            self.deleted.len(),
            self.unchanged,
            self.others
        )
    }
}

/// Brings the application's emojis in line with `set` (Parlor's, `view::emoji::all`), and
/// the map in `store` with the application. Each emoji's map entry is written as soon as
/// Discord has it, so an interrupted sync loses nothing: the next run carries on.
pub async fn sync(
    client: &EmojiClient,
    store: &Store,
    set: &[Emoji],
    now: i64,
) -> Result<SyncReport, DiscordError> {
    let remote = client.list().await?;
    let kept: BTreeMap<String, KeptEmoji> = store
        .emojis()
        .await?
        .into_iter()
        .map(|e| (e.name.clone(), e))
        .collect();
    let drawn: BTreeSet<&str> = set.iter().map(|e| e.name.as_str()).collect();
    let mut report = SyncReport::default();

    // Parlor's stale ones: in the map, no longer drawn.
    for stale in kept.keys().filter(|name| !drawn.contains(name.as_str())) {
        for on_discord in remote.iter().filter(|r| &r.name == stale) {
            client.delete(on_discord.id).await?;
        }
        if remote.iter().any(|r| &r.name == stale) {
            report.deleted.push(stale.clone());
        }
        store.forget_emoji(stale).await?;
    }
    report.others = remote
        .iter()
        .filter(|r| !drawn.contains(r.name.as_str()) && !kept.contains_key(&r.name))
        .count();

    for emoji in set {
        let hash = emoji.hash();
        let same_name: Vec<&RemoteEmoji> = remote.iter().filter(|r| r.name == emoji.name).collect();
        let in_place = match (same_name.as_slice(), kept.get(&emoji.name)) {
            ([one], Some(known)) => known.id == one.id && known.hash == hash,
            _ => false,
        };
        if in_place {
            report.unchanged += 1;
            continue;
        }
        // Forgotten first: should the upload fail after the old picture is deleted, the
        // bot shows this piece as text rather than an emoji Discord no longer has.
        if kept.contains_key(&emoji.name) {
            store.forget_emoji(&emoji.name).await?;
        }
        for old in &same_name {
            client.delete(old.id).await?;
        }
        let made = client.upload(emoji).await?;
        store
            .keep_emoji(
                &KeptEmoji {
                    name: emoji.name.clone(),
                    id: made.id,
                    hash,
                },
                now,
            )
            .await?;
        if same_name.is_empty() {
            report.uploaded.push(emoji.name.clone());
        } else {
            report.replaced.push(emoji.name.clone());
        }
    }
    Ok(report)
}

/// How many of `set` the map in `store` does not hold as drawn (missing or changed): what
/// `parlor register` offers to sync.
pub async fn out_of_date(store: &Store, set: &[Emoji]) -> Result<usize, DiscordError> {
    let kept: BTreeMap<String, String> = store
        .emojis()
        .await?
        .into_iter()
        .map(|e| (e.name, e.hash))
        .collect();
    Ok(set
        .iter()
        .filter(|e| kept.get(&e.name) != Some(&e.hash()))
        .count())
}

/// A client for the configured application: its token, its id if given, and
/// `discord.api_url` (Discord's API unless a stand-in is configured).
pub fn configured_client(config: &crate::config::Config) -> Result<EmojiClient, DiscordError> {
    let base = config
        .discord
        .api_url
        .as_deref()
        .filter(|url| !url.trim().is_empty())
        .unwrap_or(DISCORD_API);
    EmojiClient::new(base, config.token()?, config.discord.application_id)
}
