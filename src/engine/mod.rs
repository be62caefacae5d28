//! Pure game rules: no I/O, no Discord, no chips. Every function that needs randomness takes
//! the RNG as an argument, so a seeded RNG replays a game exactly.

pub mod cards;
pub mod hand_eval;
pub mod video_poker;

/// A rule was broken: the action is not allowed in the game's current state.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("bets are {min} to {max} chips")]
    BetOutOfRange { min: u32, max: u32 },
    #[error("that move is not possible right now: {0}")]
    WrongPhase(&'static str),
    #[error("there is no card {0} in this hand")]
    NoSuchCard(usize),
}
