//! Blackjack's rules: the shoe by composition, a hand's total, and the exact value of each
//! action for the cards actually left in the shoe (composition-dependent). The game itself
//! (seats, the lobby, the buttons) is built on these; this module holds what it reads.

pub mod analysis;
pub mod ev;
pub mod hand;
pub mod shoe;

/// The house rules a server plays by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
