//! A hand's total: the sum with aces as one, and whether an ace can count eleven.

use super::shoe::{ACE, TEN, value};

/// A hand's cards as far as its total goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Total {
    /// The sum with every ace counted one.
    pub hard: u8,
    /// Whether the hand holds an ace.
    pub ace: bool,
}

impl Total {
    /// The total of these ranks.
    pub fn of(ranks: &[usize]) -> Total {
        ranks.iter().fold(Total::default(), |t, &r| t.with(r))
    }

    /// The total with one more card.
    pub fn with(self, rank: usize) -> Total {
        Total {
            hard: self.hard.saturating_add(value(rank)),
            ace: self.ace || rank == ACE,
        }
    }

    /// The best total: an ace counts eleven when that does not go over 21.
    pub fn best(self) -> u8 {
        if self.soft() {
            self.hard + 10
        } else {
            self.hard
        }
    }

    /// Whether an ace counts eleven in the best total.
    pub fn soft(self) -> bool {
        self.ace && self.hard + 10 <= 21
    }

    pub fn bust(self) -> bool {
        self.hard > 21
    }
}

/// Whether two cards make a blackjack.
pub fn blackjack(first: usize, second: usize) -> bool {
    (first == ACE && second == TEN) || (first == TEN && second == ACE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_count_an_ace_eleven_while_they_can() {
        let t = Total::of(&[ACE, 5]);
        assert_eq!((t.best(), t.soft()), (17, true));
        let t = t.with(TEN);
        assert_eq!((t.best(), t.soft(), t.bust()), (17, false, false));
        let t = Total::of(&[ACE, ACE, 8]);
        assert_eq!((t.best(), t.soft()), (21, true));
        assert!(Total::of(&[TEN, TEN, 1]).bust());
        assert!(blackjack(ACE, TEN) && blackjack(TEN, ACE) && !blackjack(TEN, TEN));
    }
}
