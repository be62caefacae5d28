//! The app layer's error: a refusal the player reads (worded by `view::Refusal`), or a fault
//! on our side. Either way the request's transaction rolls back and nothing changes.

use crate::store::StoreError;
use crate::view::Refusal;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("refused: {0:?}")]
    Refused(Refusal),
    #[error("{0}")]
    Internal(String),
    /// A stored game that cannot be played on (its state no longer reads). Retrying soon
    /// will not help, unlike most internal faults.
    #[error("damaged game: {0}")]
    Damaged(String),
    /// The write met another at the same rows (PostgreSQL ended it to keep the two
    /// serializable, or a game opened meanwhile took its slot): nothing of it stayed, and
    /// the app runs the interaction again.
    #[error("the write met another and is tried again")]
    Conflict,
}

impl AppError {
    /// What the player is told.
    pub fn refusal(&self) -> Refusal {
        match self {
            AppError::Refused(refusal) => refusal.clone(),
            AppError::Internal(_) | AppError::Damaged(_) => Refusal::Internal,
            // Said only once every try met another write: busy, nothing changed.
            AppError::Conflict => Refusal::Busy,
        }
    }
}

impl From<Refusal> for AppError {
    fn from(refusal: Refusal) -> Self {
        AppError::Refused(refusal)
    }
}

impl From<crate::engine::RuleError> for AppError {
    fn from(e: crate::engine::RuleError) -> Self {
        AppError::Refused(Refusal::Rule(e))
    }
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> Self {
        match e {
            // Busy is said as busy: nothing changed, and trying again will work.
            StoreError::Busy => AppError::Refused(Refusal::Busy),
            StoreError::WouldGoNegative => AppError::Refused(Refusal::NotEnoughChips),
            // The write met another's (PostgreSQL, several processes): run it again.
            StoreError::Conflict | StoreError::SlotTaken | StoreError::StaleVersion => {
                AppError::Conflict
            }
            other => AppError::Internal(other.to_string()),
        }
    }
}

impl From<serde_json::Error> for AppError {
    fn from(e: serde_json::Error) -> Self {
        AppError::Damaged(format!("state (de)serialization: {e}"))
    }
}
