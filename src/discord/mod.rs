//! Front ends for Discord. Thin: an interaction becomes an app [`Request`] (slash commands
//! through the one parser, `app::commands`), the app's [`Reply`] goes back as the exact JSON
//! the tests validate, and every further call to Discord goes through [`DiscordApi`]. No
//! game rule and no SQL here.
//!
//! [`Request`]: crate::app::Request
//! [`Reply`]: crate::view::Reply

pub mod api;
mod commands;
mod convert;
pub mod courier;
pub mod deliver;
pub mod emojis;
mod gateway;
pub mod http;
mod http_server;
pub mod metrics;
pub mod pictures;
pub mod rest;
pub mod shards;

pub use api::{ALREADY_ACKNOWLEDGED, ApiError, DiscordApi, Retry, SerenityApi, UNKNOWN_WEBHOOK};
pub use commands::registration;
pub use convert::{actor_name, command_input};
pub use gateway::{answer_interaction, register, run, sweep_once};
pub use http::serve;
pub use shards::{ShardError, ShardPlan};

use poise::serenity_prelude as serenity;

#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    #[error("Discord: {}", cause_chain(.0))]
    Serenity(Box<serenity::Error>),
    #[error("cannot reach Discord: {0}")]
    Unreachable(String),
    #[error(
        "Discord rejected the bot token (401 Unauthorized): check discord.token or DISCORD_TOKEN"
    )]
    RejectedToken,
    #[error("{0}")]
    Config(#[from] crate::config::ConfigError),
    #[error("{0}")]
    Setup(String),
    #[error("{0}")]
    Api(#[from] ApiError),
    #[error("database: {0}")]
    Store(#[from] crate::store::StoreError),
}

impl From<serenity::Error> for DiscordError {
    /// Says why a call to Discord failed: a refused token, no connection (with the cause),
    /// or what Discord answered.
    fn from(e: serenity::Error) -> Self {
        match &e {
            serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
                if response.status_code.as_u16() == 401 =>
            {
                DiscordError::RejectedToken
            }
            serenity::Error::Http(serenity::HttpError::Request(request)) => {
                DiscordError::Unreachable(cause_chain(request))
            }
            serenity::Error::Tungstenite(_) | serenity::Error::Io(_) => {
                DiscordError::Unreachable(cause_chain(&e))
            }
            _ => DiscordError::Serenity(Box::new(e)),
        }
    }
}

/// An error and every error under it, in one line.
pub fn cause_chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(cause) = source {
        let part = cause.to_string();
        if !text.contains(&part) {
            text.push_str(": ");
            text.push_str(&part);
        }
        source = cause.source();
    }
    text
}

/// How long a call that only checks Discord is there may take.
const REACH: std::time::Duration = std::time::Duration::from_secs(10);

/// Calls Discord within [`REACH`], saying why if it cannot.
pub(crate) async fn reach<T>(
    call: impl std::future::Future<Output = Result<T, serenity::Error>>,
) -> Result<T, DiscordError> {
    match tokio::time::timeout(REACH, call).await {
        Ok(result) => result.map_err(DiscordError::from),
        Err(_) => Err(DiscordError::Unreachable(format!(
            "no answer within {} s",
            REACH.as_secs()
        ))),
    }
}

/// The application id: from the configuration, or asked of Discord with the bot token.
pub(crate) async fn application_id(
    http: &serenity::Http,
    config: &crate::config::Config,
) -> Result<serenity::ApplicationId, DiscordError> {
    Ok(match config.discord.application_id.filter(|&id| id != 0) {
        Some(id) => serenity::ApplicationId::new(id),
        None => reach(http.get_current_application_info()).await?.id,
    })
}
