//! A test double for Discord's API: records every call instead of making it, and fails the
//! calls it is told to fail, as Discord sometimes does.

use parlor::discord::{ApiError, DiscordApi, Retry};
use parlor::view::attachment::File;
use serde_json::Value;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

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
        /// The files sent with it (a multipart request), drawn.
        files: Vec<File>,
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

/// Which call a [`Recorder`] is told to fail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallKind {
    Respond,
    Followup,
    EditOriginal,
    DeleteOriginal,
    OriginalMessage,
    EditMessage,
}

impl Call {
    pub fn kind(&self) -> CallKind {
        match self {
            Call::Respond { .. } => CallKind::Respond,
            Call::Followup { .. } => CallKind::Followup,
            Call::EditOriginal { .. } => CallKind::EditOriginal,
            Call::DeleteOriginal { .. } => CallKind::DeleteOriginal,
            Call::OriginalMessage { .. } => CallKind::OriginalMessage,
            Call::EditMessage { .. } => CallKind::EditMessage,
        }
    }
}

/// Records every call instead of making it (failed attempts too); message look-ups answer
/// with fresh ids. It can be told to fail the next calls of a kind, as Discord sometimes
/// does.
pub struct Recorder {
    calls: Mutex<Vec<Call>>,
    next_message: AtomicU64,
    failures: Mutex<Vec<(CallKind, ApiError)>>,
    retry: Retry,
}

impl Recorder {
    pub fn new() -> Recorder {
        Recorder::with_retry(Retry::DISCORD)
    }

    /// A recorder whose callers try again on this schedule (short ones keep tests quick).
    pub fn with_retry(retry: Retry) -> Recorder {
        Recorder {
            calls: Mutex::new(Vec::new()),
            next_message: AtomicU64::new(1_400_000_000_000_000_000),
            failures: Mutex::new(Vec::new()),
            retry,
        }
    }

    /// The next `times` calls of `kind` fail with `error` (after being recorded).
    pub fn fail_next(&self, kind: CallKind, times: usize, error: ApiError) {
        let mut failures = match self.failures.lock() {
            Ok(f) => f,
            Err(poisoned) => poisoned.into_inner(),
        };
        failures.extend(std::iter::repeat_n((kind, error), times));
    }

    /// Records a call and answers with the failure queued for its kind, if any.
    fn attempt(&self, call: Call) -> Result<(), ApiError> {
        let kind = call.kind();
        self.record(call);
        let mut failures = match self.failures.lock() {
            Ok(f) => f,
            Err(poisoned) => poisoned.into_inner(),
        };
        match failures.iter().position(|(k, _)| *k == kind) {
            Some(at) => Err(failures.remove(at).1),
            None => Ok(()),
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
        self.attempt(Call::Respond {
            interaction_id,
            token: token.into(),
            body: body.clone(),
        })
    }

    async fn followup(&self, token: &str, body: &Value) -> Result<(), ApiError> {
        self.attempt(Call::Followup {
            token: token.into(),
            body: body.clone(),
        })
    }

    async fn edit_original(
        &self,
        token: &str,
        body: &Value,
        files: &[File],
    ) -> Result<(), ApiError> {
        self.attempt(Call::EditOriginal {
            token: token.into(),
            body: body.clone(),
            files: files.to_vec(),
        })
    }

    async fn delete_original(&self, token: &str) -> Result<(), ApiError> {
        self.attempt(Call::DeleteOriginal {
            token: token.into(),
        })
    }

    async fn original_message_id(&self, token: &str) -> Result<u64, ApiError> {
        self.attempt(Call::OriginalMessage {
            token: token.into(),
        })?;
        Ok(self.next_message.fetch_add(1, Ordering::Relaxed))
    }

    async fn edit_message(&self, channel: u64, message: u64, body: &Value) -> Result<(), ApiError> {
        self.attempt(Call::EditMessage {
            channel,
            message,
            body: body.clone(),
        })
    }

    fn retry(&self) -> Retry {
        self.retry
    }
}
