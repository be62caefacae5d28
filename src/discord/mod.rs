//! Front ends for Discord. Thin: a poise command turns its options into an app [`Command`],
//! the component handler turns a click into an app click, and the app's [`Reply`] is sent
//! as the exact JSON the tests validate. No game rule and no SQL here.
//!
//! [`Command`]: crate::app::Command
//! [`Reply`]: crate::view::Reply

mod commands;
mod convert;
mod gateway;
pub mod http;

pub use commands::all as commands;
pub use convert::{actor_name, send_reply};
pub use gateway::{register, run};
pub use http::serve;

use crate::app::App;
use std::sync::Arc;

/// What every command and event handler can reach.
pub struct Data {
    pub app: Arc<App>,
}

#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    #[error("Discord: {0}")]
    Serenity(#[from] poise::serenity_prelude::Error),
    #[error("{0}")]
    Config(#[from] crate::config::ConfigError),
    #[error("{0}")]
    Setup(String),
}

pub type Context<'a> = poise::Context<'a, Data, DiscordError>;
