//! The shoe as a composition: how many cards of each rank are left. Suits never matter in
//! blackjack, so ranks are all it keeps: index 0 is the ace, 1 to 8 the two to the nine,
//! 9 every ten-valued card (ten, jack, queen, king).

use rand::Rng;
use rand::RngExt;

/// Ranks by index: the ace, two to nine, the tens.
pub const RANKS: usize = 10;
/// The index of the ace.
pub const ACE: usize = 0;
/// The index of the ten-valued cards.
pub const TEN: usize = 9;

/// The value a rank adds to a hand (the ace as 1; a hand counts it 11 when it can).
pub fn value(rank: usize) -> u8 {
    rank as u8 + 1
}

/// The cards left, by rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shoe {
    counts: [u16; RANKS],
    left: u16,
    /// The shoe is shuffled again once no more than this many cards are left.
    cut: u16,
}

impl Shoe {
    /// A full shoe of `decks` decks, its cut card about three quarters in.
    pub fn new(decks: u8) -> Shoe {
        let decks = u16::from(decks.clamp(1, 8));
        let mut counts = [4 * decks; RANKS];
        counts[TEN] = 16 * decks;
        let left = 52 * decks;
        Shoe {
            counts,
            left,
            cut: left / 4,
        }
    }

    /// A shoe of exactly these counts (for analyses and tests).
    pub fn of(counts: [u16; RANKS]) -> Shoe {
        Shoe {
            counts,
            left: counts.iter().sum(),
            cut: 0,
        }
    }

    pub fn counts(&self) -> &[u16; RANKS] {
        &self.counts
    }

    pub fn count(&self, rank: usize) -> u16 {
        self.counts[rank]
    }

    pub fn left(&self) -> u16 {
        self.left
    }

    /// Whether the cut card has come out: the shoe is shuffled before the next hand.
    pub fn past_cut(&self) -> bool {
        self.left <= self.cut
    }

    /// The chance the next card is of `rank`.
    pub fn chance(&self, rank: usize) -> f64 {
        if self.left == 0 {
            return 0.0;
        }
        f64::from(self.counts[rank]) / f64::from(self.left)
    }

    /// Takes one card of `rank` out; false if none is left.
    pub fn remove(&mut self, rank: usize) -> bool {
        if self.counts[rank] == 0 {
            return false;
        }
        self.counts[rank] -= 1;
        self.left -= 1;
        true
    }

    /// The shoe without one card of `rank` (as it is when none is left).
    pub fn without(mut self, rank: usize) -> Shoe {
        self.remove(rank);
        self
    }

    /// Deals one card at random; None from an empty shoe.
    pub fn deal<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<usize> {
        if self.left == 0 {
            return None;
        }
        let mut pick = rng.random_range(0..self.left);
        for rank in 0..RANKS {
            if pick < self.counts[rank] {
                self.remove(rank);
                return Some(rank);
            }
            pick -= self.counts[rank];
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn a_shoe_deals_each_of_its_cards_once_and_passes_its_cut_three_quarters_in() {
        for decks in [1u8, 6, 8] {
            let mut shoe = Shoe::new(decks);
            assert_eq!(shoe.left(), 52 * u16::from(decks));
            let mut dealt = [0u16; RANKS];
            let mut rng = ChaCha8Rng::seed_from_u64(u64::from(decks));
            let mut cut_at = None;
            while let Some(rank) = shoe.deal(&mut rng) {
                dealt[rank] += 1;
                if cut_at.is_none() && shoe.past_cut() {
                    cut_at = Some(52 * u16::from(decks) - shoe.left());
                }
            }
            let d = u16::from(decks);
            let mut expected = [4 * d; RANKS];
            expected[TEN] = 16 * d;
            assert_eq!(dealt, expected);
            assert_eq!(cut_at, Some(39 * d), "{decks} decks");
            assert_eq!(shoe.chance(ACE), 0.0);
        }
    }
}
