//! Every call Parlor makes to Discord, behind one small trait: the serenity implementation
//! for the bot, and a [`Recorder`] that tests read back to see exactly what would be sent.

use poise::serenity_prelude as serenity;
use serde_json::Value;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Debug, Clone, thiserror::Error)]
#[error("Discord: {0}")]
pub struct ApiError(pub String);

impl From<serenity::Error> for ApiError {
    fn from(e: serenity::Error) -> Self {
        ApiError(e.to_string())
    }
}

#[async_trait::async_trait]
pub trait DiscordApi: Send + Sync {
    /// The interaction's response (the gateway's way; the HTTP endpoint answers in its body).
    async fn respond(&self, interaction_id: u64, token: &str, body: &Value)
    -> Result<(), ApiError>;
    /// A follow-up message to an interaction (ephemeral when its body says so).
    async fn followup(&self, token: &str, body: &Value) -> Result<(), ApiError>;
    /// Edits the interaction's original response (completes a deferred reply).
    async fn edit_original(&self, token: &str, body: &Value) -> Result<(), ApiError>;
    /// Deletes the interaction's original response.
    async fn delete_original(&self, token: &str) -> Result<(), ApiError>;
    /// The id of the message the interaction's response posted.
    async fn original_message_id(&self, token: &str) -> Result<u64, ApiError>;
    /// Edits a message of the bot's in a channel (a game's board, an expired game).
    async fn edit_message(&self, channel: u64, message: u64, body: &Value) -> Result<(), ApiError>;
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

    async fn edit_original(&self, token: &str, body: &Value) -> Result<(), ApiError> {
        self.http
            .edit_original_interaction_response(token, body, Vec::new())
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

/// One call as the [`Recorder`] saw it.
#[derive(Debug, Clone, PartialEq)]
pub enum Call {
    Respond {
        interaction_id: u64,
        token: String,
        body: Value,
    },
    Followup {
        token: String,
        body: Value,
    },
    EditOriginal {
        token: String,
        body: Value,
    },
    DeleteOriginal {
        token: String,
    },
    OriginalMessage {
        token: String,
    },
    EditMessage {
        channel: u64,
        message: u64,
        body: Value,
    },
}

/// Records every call instead of making it; message look-ups answer with fresh ids.
pub struct Recorder {
    calls: Mutex<Vec<Call>>,
    next_message: AtomicU64,
}

impl Recorder {
    pub fn new() -> Recorder {
        Recorder {
            calls: Mutex::new(Vec::new()),
            next_message: AtomicU64::new(1_400_000_000_000_000_000),
        }
    }

    /// Every call so far, in order.
    pub fn calls(&self) -> Vec<Call> {
        match self.calls.lock() {
            Ok(calls) => calls.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    fn record(&self, call: Call) {
        match self.calls.lock() {
            Ok(mut calls) => calls.push(call),
            Err(poisoned) => poisoned.into_inner().push(call),
        }
    }
}

impl Default for Recorder {
    fn default() -> Self {
        Recorder::new()
    }
}

#[async_trait::async_trait]
impl DiscordApi for Recorder {
    async fn respond(
        &self,
        interaction_id: u64,
        token: &str,
        body: &Value,
    ) -> Result<(), ApiError> {
        self.record(Call::Respond {
            interaction_id,
            token: token.into(),
            body: body.clone(),
        });
        Ok(())
    }

    async fn followup(&self, token: &str, body: &Value) -> Result<(), ApiError> {
        self.record(Call::Followup {
            token: token.into(),
            body: body.clone(),
        });
        Ok(())
    }

    async fn edit_original(&self, token: &str, body: &Value) -> Result<(), ApiError> {
        self.record(Call::EditOriginal {
            token: token.into(),
            body: body.clone(),
        });
        Ok(())
    }

    async fn delete_original(&self, token: &str) -> Result<(), ApiError> {
        self.record(Call::DeleteOriginal {
            token: token.into(),
        });
        Ok(())
    }

    async fn original_message_id(&self, token: &str) -> Result<u64, ApiError> {
        self.record(Call::OriginalMessage {
            token: token.into(),
        });
        Ok(self.next_message.fetch_add(1, Ordering::Relaxed))
    }

    async fn edit_message(&self, channel: u64, message: u64, body: &Value) -> Result<(), ApiError> {
        self.record(Call::EditMessage {
            channel,
            message,
            body: body.clone(),
        });
        Ok(())
    }
}
