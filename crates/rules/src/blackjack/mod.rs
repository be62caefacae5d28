//! Blackjack (RULES.md, "Blackjack"): a member's own seat against the dealer, or a channel
//! table of one to five members, on a shoe that persists from round to round.
//!
//! [`shoe`] is the shoe by composition and [`hand`] a hand's total, which is all [`ev`]
//! reads to value stand, hit, double and split exactly for the cards left; [`analysis`]
//! sums that over every first deal (the house edge) and [`strategy`] derives the
//! basic-strategy chart. [`deck`] is the shoe of real cards the table deals, [`round`] one
//! round against the dealer, [`coach`] the hint and the trainer, [`table`] the game within
//! the shared table module and [`game`] the game the pipeline hosts.

pub mod analysis;
pub mod coach;
pub mod deck;
pub mod ev;
pub mod game;
pub mod hand;
pub mod round;
pub mod shoe;
pub mod simulate;
pub mod strategy;
pub mod table;

pub use game::{Blackjack, BlackjackError, BlackjackRules, Mode, Options};

/// The bet when none is given.
pub const DEFAULT_BET: i64 = 10;
/// The largest bet.
pub const MAX_BET: i64 = 10_000;
/// The shoe's decks when neither the table nor the server says.
pub const DEFAULT_DECKS: u8 = 6;

/// The house rules a server plays by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct HouseRules {
    /// The dealer hits a soft 17 (`h17`); stands on it otherwise.
    pub hits_soft_17: bool,
    /// A double after a split is allowed.
    pub double_after_split: bool,
    /// Late surrender (after the dealer's peek) is offered.
    pub surrender: bool,
    /// A blackjack pays 3:2 (`true`) or 6:5.
    pub three_to_two: bool,
}

impl Default for HouseRules {
    fn default() -> Self {
        HouseRules {
            hits_soft_17: false,
            double_after_split: true,
            surrender: false,
            three_to_two: true,
        }
    }
}

impl HouseRules {
    /// What a blackjack pays per unit bet (the stake aside).
    pub fn blackjack_pays(&self) -> f64 {
        if self.three_to_two { 1.5 } else { 1.2 }
    }
}

#[cfg(test)]
mod tests;
