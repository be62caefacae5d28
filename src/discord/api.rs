//! Every call Parlor makes to Discord, behind one small trait: the serenity implementation
//! for the bot; the tests' own recorder (`tests/common/recorder.rs`) implements it to see
//! exactly what would be sent.

use crate::view::attachment::File;
use poise::serenity_prelude as serenity;
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;

#[derive(Debug, Clone, thiserror::Error)]
#[error("Discord: {message}")]
pub struct ApiError {
    pub message: String,
    /// Worth trying again: no connection could be made, Discord's own 5xx or 429, or a 404
    /// Unknown Webhook (a follow-up sent before Discord has processed the interaction's
    /// response). A request that may have reached Discord is not sent again: a follow-up
    /// would be posted twice.
    pub transient: bool,
    /// Discord's JSON error code, when it answered with one.
    pub code: Option<isize>,
    /// How long Discord asked to wait before the call is made again (a rate limit).
    pub retry_after: Option<Duration>,
}

/// Discord's error code for an unknown webhook (an interaction token it does not know yet).
pub const UNKNOWN_WEBHOOK: isize = 10015;
/// Discord's error code for a second response to one interaction.
pub const ALREADY_ACKNOWLEDGED: isize = 40060;

impl ApiError {
    /// An error that trying again will not fix (a body Discord refused, a lost token).
    pub fn lasting(message: impl Into<String>) -> ApiError {
        ApiError {
            message: message.into(),
            transient: false,
            code: None,
            retry_after: None,
        }
    }

    /// An error that may pass: the same call may succeed a moment later.
    pub fn transient(message: impl Into<String>) -> ApiError {
        ApiError {
            message: message.into(),
            transient: true,
            code: None,
            retry_after: None,
        }
    }

    /// The same error, with Discord's JSON error code.
    pub fn with_code(self, code: isize) -> ApiError {
        ApiError {
            code: Some(code),
            ..self
        }
    }

    /// Discord already has a response to this interaction (an earlier attempt got there).
    pub fn already_acknowledged(&self) -> bool {
        self.code == Some(ALREADY_ACKNOWLEDGED)
    }
}

impl From<serenity::Error> for ApiError {
    fn from(e: serenity::Error) -> Self {
        use serenity::HttpError;
        let (transient, code) = match &e {
            serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
                let status = response.status_code;
                let code = response.error.code;
                let transient = status.is_server_error()
                    || status.as_u16() == 429
                    || (status.as_u16() == 404 && code == UNKNOWN_WEBHOOK);
                (transient, Some(code))
            }
            // Only when no connection was made is the request sure not to have arrived.
            serenity::Error::Http(HttpError::Request(e)) => (e.is_connect(), None),
            _ => (false, None),
        };
        ApiError {
            message: e.to_string(),
            transient,
            code,
            retry_after: None,
        }
    }
}

/// How long a call to Discord is tried again after a transient error: waits that double
/// from `first_wait` up to `longest_wait`, for at most `give_up_after` in all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Retry {
    pub first_wait: Duration,
    pub longest_wait: Duration,
    pub give_up_after: Duration,
}

impl Retry {
    /// Interaction tokens last 15 minutes; a follow-up that fails for 30 seconds is lost.
    pub const DISCORD: Retry = Retry {
        first_wait: Duration::from_millis(250),
        longest_wait: Duration::from_secs(4),
        give_up_after: Duration::from_secs(30),
    };

    /// Runs `call` until it succeeds, fails for good, or the time is up.
    pub async fn run<T, F, Fut>(&self, what: &str, mut call: F) -> Result<T, ApiError>
    where
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = Result<T, ApiError>>,
    {
        let started = tokio::time::Instant::now();
        let mut wait = self.first_wait;
        let mut attempt = 1u32;
        loop {
            match call().await {
                Ok(value) => return Ok(value),
                Err(e) if e.transient && started.elapsed() + wait <= self.give_up_after => {
                    tracing::debug!("{what}: attempt {attempt} failed ({e}); again in {wait:?}");
                    tokio::time::sleep(wait).await;
                    wait = (wait * 2).min(self.longest_wait);
                    attempt += 1;
                }
                Err(e) => {
                    if attempt > 1 {
                        tracing::warn!("{what}: gave up after {attempt} attempts");
                    }
                    return Err(e);
                }
            }
        }
    }
}

#[async_trait::async_trait]
pub trait DiscordApi: Send + Sync {
    /// The interaction's response (the gateway's way; the HTTP endpoint answers in its body).
    async fn respond(&self, interaction_id: u64, token: &str, body: &Value)
    -> Result<(), ApiError>;
    /// A follow-up message to an interaction (ephemeral when its body says so).
    async fn followup(&self, token: &str, body: &Value) -> Result<(), ApiError>;
    /// Edits the interaction's original response (completes a deferred reply), with the
    /// message's files, if any, in a multipart request.
    async fn edit_original(
        &self,
        token: &str,
        body: &Value,
        files: &[File],
    ) -> Result<(), ApiError>;
    /// Deletes the interaction's original response.
    async fn delete_original(&self, token: &str) -> Result<(), ApiError>;
    /// The id of the message the interaction's response posted.
    async fn original_message_id(&self, token: &str) -> Result<u64, ApiError>;
    /// Edits a message of the bot's in a channel (a game's board, an expired game).
    async fn edit_message(&self, channel: u64, message: u64, body: &Value) -> Result<(), ApiError>;
    /// How the calls that follow a response are tried again.
    fn retry(&self) -> Retry {
        Retry::DISCORD
    }
}

/// The real thing, over serenity's HTTP client.
pub struct SerenityApi {
    http: Arc<serenity::Http>,
}

impl SerenityApi {
    pub fn new(http: Arc<serenity::Http>) -> SerenityApi {
        SerenityApi { http }
    }
}

#[async_trait::async_trait]
impl DiscordApi for SerenityApi {
    async fn respond(
        &self,
        interaction_id: u64,
        token: &str,
        body: &Value,
    ) -> Result<(), ApiError> {
        self.http
            .create_interaction_response(
                serenity::InteractionId::new(interaction_id.max(1)),
                token,
                body,
                Vec::new(),
            )
            .await?;
        Ok(())
    }

    async fn followup(&self, token: &str, body: &Value) -> Result<(), ApiError> {
        self.http
            .create_followup_message(token, body, Vec::new())
            .await?;
        Ok(())
    }

    async fn edit_original(
        &self,
        token: &str,
        body: &Value,
        files: &[File],
    ) -> Result<(), ApiError> {
        // Each file goes as `files[0]` (serenity's number for a file it did not number): a
        // message carries one (`View::check_limits`), whose `attachments` entry says id 0.
        let files = files
            .iter()
            .map(|f| serenity::CreateAttachment::bytes(f.bytes.clone(), f.filename.clone()))
            .collect();
        self.http
            .edit_original_interaction_response(token, body, files)
            .await?;
        Ok(())
    }

    async fn delete_original(&self, token: &str) -> Result<(), ApiError> {
        self.http
            .delete_original_interaction_response(token)
            .await?;
        Ok(())
    }

    async fn original_message_id(&self, token: &str) -> Result<u64, ApiError> {
        Ok(self
            .http
            .get_original_interaction_response(token)
            .await?
            .id
            .get())
    }

    async fn edit_message(&self, channel: u64, message: u64, body: &Value) -> Result<(), ApiError> {
        self.http
            .edit_message(
                serenity::ChannelId::new(channel.max(1)),
                serenity::MessageId::new(message.max(1)),
                body,
                Vec::new(),
            )
            .await?;
        Ok(())
    }
}
