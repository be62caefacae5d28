//! Front ends for Discord. Thin: an interaction becomes an app [`Request`] (slash commands
//! through the one parser, `app::commands`), the app's [`Reply`] goes back as the exact JSON
//! the tests validate, and every further call to Discord goes through [`DiscordApi`]. No
//! game rule and no SQL here.
//!
//! [`Request`]: crate::app::Request
//! [`Reply`]: crate::view::Reply

pub mod api;
mod convert;
pub mod deliver;
mod gateway;
pub mod http;
mod http_server;

pub use api::{Call, DiscordApi, Recorder, SerenityApi};
pub use convert::{actor_name, command_input};
pub use gateway::{register, run, sweep_once};
pub use http::serve;

#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    #[error("Discord: {0}")]
    Serenity(#[from] poise::serenity_prelude::Error),
    #[error("{0}")]
    Config(#[from] crate::config::ConfigError),
    #[error("{0}")]
    Setup(String),
}

/// The application id: from the configuration, or asked of Discord with the bot token.
pub(crate) async fn application_id(
    http: &poise::serenity_prelude::Http,
    config: &crate::config::Config,
) -> Result<poise::serenity_prelude::ApplicationId, DiscordError> {
    use poise::serenity_prelude as serenity;
    Ok(match config.discord.application_id.filter(|&id| id != 0) {
        Some(id) => serenity::ApplicationId::new(id),
        None => http.get_current_application_info().await?.id,
    })
}
