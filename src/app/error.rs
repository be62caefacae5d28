//! The app layer's error: every message is written for the player who sees it.

use crate::store::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("Parlor plays in servers: use this command in a server channel.")]
    NotInGuild,
    #[error("That button doesn't belong to any game here. Start a new one with {0}.")]
    UnknownButton(&'static str),
    #[error("This isn't your game. Start your own with {0}.")]
    NotYourGame(&'static str),
    #[error("Bets are {min} to {max} chips.")]
    BadBet { min: u32, max: u32 },
    #[error(
        "You have {balance} chips, and a bet of {bet} needs {bet}. Lower the bet or claim /daily."
    )]
    CannotCover { balance: i64, bet: i64 },
    #[error("{0}")]
    Rule(String),
    #[error("Finish the hand first: choose your holds and draw.")]
    HandInProgress,
    #[error("You can't give chips to yourself.")]
    GiveToSelf,
    #[error("Bots don't hold chips.")]
    BotUser,
    #[error("Give at least 1 chip.")]
    GiveNothing,
    #[error("Not enough chips: you have {balance}, and giving {amount} needs {amount}.")]
    NotEnoughToGive { balance: i64, amount: i64 },
    #[error("That passes your giving cap of {cap} chips per 24 h: you can give {left} more now.")]
    GiveCap { cap: i64, left: i64 },
    #[error("Only members with the Manage Server permission can change Parlor's settings.")]
    NotManager,
    #[error("{key}: {reason}")]
    BadSetting { key: String, reason: String },
    #[error("Something went wrong on our side and nothing was changed. Please try again.")]
    Internal(String),
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> Self {
        AppError::Internal(e.to_string())
    }
}

impl From<serde_json::Error> for AppError {
    fn from(e: serde_json::Error) -> Self {
        AppError::Internal(format!("state (de)serialization: {e}"))
    }
}

impl From<crate::engine::RuleError> for AppError {
    fn from(e: crate::engine::RuleError) -> Self {
        match e {
            crate::engine::RuleError::BetOutOfRange { min, max } => AppError::BadBet { min, max },
            other => {
                let text = other.to_string();
                let mut chars = text.chars();
                let capitalised: String = match chars.next() {
                    Some(c) => c.to_uppercase().chain(chars).collect(),
                    None => text,
                };
                AppError::Rule(format!("{capitalised}."))
            }
        }
    }
}
