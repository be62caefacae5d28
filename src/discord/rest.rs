//! Calls to Discord's REST API made with the bot token over reqwest, where Parlor must see
//! Discord's rate-limit headers itself (the application's emojis, log-channel posts and the
//! permission reads before them), keeping to Discord's rate limits:
//! - a bucket Discord says is spent (`X-RateLimit-Remaining: 0`) is waited out before the
//!   next call in it (`X-RateLimit-Reset-After`); each call names its bucket (one channel's
//!   messages, the emojis);
//! - a 429 is waited out for its `Retry-After` and the call made again, while the waits of
//!   one call stay within a patience the caller gives; past it, or for a bucket held longer
//!   than that, the call fails at once and the error says how long Discord asked to wait;
//! - a global 429 holds every bucket.

use super::DiscordError;
use super::api::ApiError;
use serde_json::Value;
use std::collections::HashMap;
use std::time::Duration;
use tokio::time::Instant;

/// Where Discord's API answers, unless the configuration says otherwise (`discord.api_url`).
pub const DISCORD_API: &str = "https://discord.com/api/v10";

/// 429s one call waits out before it gives up.
const MAX_RATE_LIMITED: u32 = 8;
/// The longest wait a spent bucket is given before a call (Discord's are seconds).
const LONGEST_BUCKET_WAIT: Duration = Duration::from_secs(600);
/// How long one call may take.
const CALL_TIMEOUT: Duration = Duration::from_secs(30);
/// The bucket a global rate limit holds: every call waits for it.
const GLOBAL: &str = "";

/// A REST client for the bot: its token, Discord's API (or a stand-in), and the buckets it
/// must wait for.
pub struct Rest {
    http: reqwest::Client,
    base: String,
    token: String,
    /// Not before these moments, by bucket: what Discord said was spent.
    resume_at: tokio::sync::Mutex<HashMap<String, Instant>>,
}

impl Rest {
    /// `base`: Discord's API ([`DISCORD_API`]) or a stand-in for it.
    pub fn new(base: &str, token: &str) -> Result<Rest, DiscordError> {
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
        Ok(Rest {
            http,
            base: base.trim_end_matches('/').to_string(),
            token,
            resume_at: tokio::sync::Mutex::new(HashMap::new()),
        })
    }

    /// The configured API: `discord.api_url`, Discord's unless a stand-in is set.
    pub fn configured(config: &crate::config::Config) -> Result<Rest, DiscordError> {
        let base = config
            .discord
            .api_url
            .as_deref()
            .filter(|url| !url.trim().is_empty())
            .unwrap_or(DISCORD_API);
        Rest::new(base, config.token()?)
    }

    /// One call in `bucket`, waiting out Discord's rate limits: a 429 asking for at most
    /// `patience` is waited out and the call made again. The JSON answer (Null for none).
    pub async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<&Value>,
        bucket: &str,
        patience: Duration,
    ) -> Result<Value, ApiError> {
        let url = format!("{}{path}", self.base);
        let mut limited = 0;
        let mut waited = Duration::ZERO;
        loop {
            let hold = self.held_for(bucket).await;
            if waited + hold > patience {
                return Err(ApiError {
                    message: format!(
                        "{method} {path}: rate limited (Discord asks for {:.2} s more)",
                        hold.as_secs_f64()
                    ),
                    transient: true,
                    code: None,
                    retry_after: Some(hold),
                });
            }
            tokio::time::sleep(hold).await;
            waited += hold;
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
                // No answer: the call may or may not have reached Discord. Worth trying again
                // for a caller that can (a post under its nonce, which Discord holds to).
                ApiError {
                    message: format!("{method} {path}: {}", super::cause_chain(&e)),
                    transient: true,
                    code: None,
                    retry_after: None,
                }
            })?;
            let status = response.status();
            let headers = response.headers().clone();
            self.note_bucket(bucket, &headers).await;
            let text = response.text().await.unwrap_or_default();
            let json: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
            if status.as_u16() == 429 {
                limited += 1;
                let wait = retry_after(&headers, &json);
                let global = headers.contains_key("x-ratelimit-global")
                    || json.get("global").and_then(Value::as_bool) == Some(true);
                if global {
                    self.hold(GLOBAL, wait).await;
                }
                if limited > MAX_RATE_LIMITED || waited + wait > patience {
                    return Err(ApiError {
                        message: format!(
                            "{method} {path}: rate limited (Discord asks for {:.2} s more)",
                            wait.as_secs_f64()
                        ),
                        transient: true,
                        code: None,
                        retry_after: Some(wait),
                    });
                }
                tracing::info!(
                    "{method} {path}: rate limited; waiting {:.2} s as Discord asks",
                    wait.as_secs_f64()
                );
                tokio::time::sleep(wait).await;
                waited += wait;
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
                retry_after: None,
            };
            return Err(match json.get("code").and_then(Value::as_i64) {
                Some(code) => error.with_code(code as isize),
                None => error,
            });
        }
    }

    /// How long `bucket` (or every bucket) is held still.
    async fn held_for(&self, bucket: &str) -> Duration {
        let held = self.resume_at.lock().await;
        [GLOBAL, bucket]
            .iter()
            .filter_map(|b| held.get(*b).copied())
            .max()
            .map_or(Duration::ZERO, |until| {
                until.saturating_duration_since(Instant::now())
            })
    }

    async fn hold(&self, bucket: &str, wait: Duration) {
        let mut held = self.resume_at.lock().await;
        held.insert(
            bucket.to_string(),
            Instant::now() + wait.min(LONGEST_BUCKET_WAIT),
        );
    }

    /// A bucket with nothing left is waited out before its next call.
    async fn note_bucket(&self, bucket: &str, headers: &reqwest::header::HeaderMap) {
        let remaining = header_f64(headers, "x-ratelimit-remaining");
        let reset_after = header_f64(headers, "x-ratelimit-reset-after");
        match (remaining, reset_after) {
            (Some(r), Some(after)) if r <= 0.0 => self.hold(bucket, seconds(after)).await,
            _ => {
                self.resume_at.lock().await.remove(bucket);
            }
        }
    }
}

/// A Discord id, which its JSON writes as a string.
pub fn snowflake(value: &Value) -> Option<u64> {
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
    Duration::try_from_secs_f64(s.max(0.0)).unwrap_or(LONGEST_BUCKET_WAIT)
}

/// How long a 429 asks to wait: its `Retry-After` header, else the body's `retry_after`,
/// else a second.
fn retry_after(headers: &reqwest::header::HeaderMap, body: &Value) -> Duration {
    header_f64(headers, "retry-after")
        .or_else(|| body.get("retry_after").and_then(Value::as_f64))
        .map_or(Duration::from_secs(1), seconds)
}
