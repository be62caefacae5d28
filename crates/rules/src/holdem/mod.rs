//! Texas Hold'em's rules, ahead of the game's registration: the seven-card evaluator
//! ([`eval`]), exact equities by enumerating every board ([`equity`](mod@equity)), a no-limit betting
//! round ([`betting`]), a whole hand ([`hand`], its pots settled by the shared
//! `table::pool` as at the draw table), a cash table ([`table`]), a sit-and-go
//! ([`tournament`]), the computers ([`computer`]) and their duplicate matches
//! ([`simulate`]).

pub mod betting;
pub mod computer;
pub mod equity;
pub mod eval;
pub mod game;
pub mod hand;
pub mod history;
pub mod lbr;
pub mod memory;
pub mod policy;
pub mod pushfold;
pub mod range;
pub mod simulate;
pub mod table;
pub mod tournament;

pub use equity::{Equity, EquityError, Fraction, equity};
pub use eval::{Seven, Strength, evaluate};
pub use game::Holdem;

/// Cards written as text, for the tests ("AS KD 7C").
#[cfg(test)]
pub(crate) mod test_cards {
    use crate::cards::Card;

    pub fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| Card::parse(c).unwrap_or_else(|| panic!("{c}")))
            .collect()
    }

    /// Two hole cards.
    pub fn hole(text: &str) -> [Card; 2] {
        let c = cards(text);
        [c[0], c[1]]
    }
}
