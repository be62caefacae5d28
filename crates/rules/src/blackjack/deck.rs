//! The shoe as the table deals it: real cards, each of the 52 kept by how many copies are
//! left, with a cut card about three quarters in. [`Cards::shoe`] gives its composition by
//! blackjack rank, which is all the expected values read.

use super::shoe::{ACE, RANKS, Shoe, TEN};
use crate::cards::Card;
use rand::Rng;
use rand::RngExt;
use serde::{Deserialize, Serialize};

/// The most decks a shoe holds.
pub const MAX_DECKS: u8 = 8;

/// A card's blackjack rank: 0 for an ace, 1 to 8 for two to nine, [`TEN`] for a ten or a
/// face card.
pub fn rank_of(card: Card) -> usize {
    match card.rank() {
        14 => ACE,
        r @ 2..=9 => usize::from(r - 1),
        _ => TEN,
    }
}

/// The cards left in a shoe of `decks` decks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cards {
    pub decks: u8,
    /// Copies left of each card, by [`Card::index`].
    pub left: Vec<u8>,
    /// Shoes shuffled at this table so far.
    pub shuffles: u32,
}

impl Cards {
    /// A freshly shuffled shoe of `decks` (1 to [`MAX_DECKS`]).
    pub fn new(decks: u8) -> Cards {
        let decks = decks.clamp(1, MAX_DECKS);
        Cards {
            decks,
            left: vec![decks; usize::from(Card::COUNT)],
            shuffles: 1,
        }
    }

    /// Cards left.
    pub fn len(&self) -> u16 {
        self.left.iter().map(|&n| u16::from(n)).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the cut card has come out: at most a quarter of the shoe is left.
    pub fn past_cut(&self) -> bool {
        self.len() * 4 <= 52 * u16::from(self.decks)
    }

    /// Every card back in and shuffled.
    pub fn reshuffle(&mut self) {
        self.reshuffle_except(&[]);
    }

    /// Every card back in but those still on the table, and shuffled (a shoe run dry in the
    /// middle of a round: a table of five on one deck).
    pub fn reshuffle_except(&mut self, in_play: &[Card]) {
        self.left = vec![self.decks; usize::from(Card::COUNT)];
        for card in in_play {
            self.take(*card);
        }
        self.shuffles += 1;
    }

    /// One card, each left equally likely; None when the shoe is empty (or, stored, does not
    /// make sense: see [`Cards::is_valid`]).
    pub fn deal<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Card> {
        if !self.is_valid() || self.is_empty() {
            return None;
        }
        let mut pick = rng.random_range(0..self.len());
        for index in 0..Card::COUNT {
            let copies = &mut self.left[usize::from(index)];
            if pick < u16::from(*copies) {
                *copies -= 1;
                return Card::from_index(index);
            }
            pick -= u16::from(*copies);
        }
        None
    }

    /// Takes one copy of `card` out (cards the player has seen elsewhere); false if none is
    /// left.
    pub fn take(&mut self, card: Card) -> bool {
        match self.left.get_mut(usize::from(card.index())) {
            Some(n) if *n > 0 => {
                *n -= 1;
                true
            }
            _ => false,
        }
    }

    /// The shoe's composition by blackjack rank.
    pub fn shoe(&self) -> Shoe {
        let mut counts = [0u16; RANKS];
        for (index, &copies) in self.left.iter().enumerate() {
            if let Some(card) = Card::from_index(index as u8) {
                counts[rank_of(card)] += u16::from(copies);
            }
        }
        Shoe::of(counts)
    }

    /// Whether the stored shoe makes sense: 52 cards' counts, none above the decks.
    pub fn is_valid(&self) -> bool {
        (1..=MAX_DECKS).contains(&self.decks)
            && self.left.len() == usize::from(Card::COUNT)
            && self.left.iter().all(|&n| n <= self.decks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn a_shoe_deals_every_card_of_its_decks_once_then_shuffles_again() {
        let mut cards = Cards::new(2);
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut seen = [0u8; 52];
        let mut cut_at = None;
        for dealt in 1..=104u16 {
            seen[usize::from(cards.deal(&mut rng).unwrap().index())] += 1;
            if cut_at.is_none() && cards.past_cut() {
                cut_at = Some(dealt);
            }
        }
        assert!(seen.iter().all(|&n| n == 2));
        assert_eq!(cut_at, Some(78), "three quarters of 104");
        assert!(cards.is_empty());
        assert_eq!(cards.deal(&mut rng), None);
        // Shuffled again with two cards still on the table: they stay out of the shoe.
        let ace = Card::new(14, crate::cards::Suit::Spades);
        cards.reshuffle_except(&[ace, ace]);
        assert_eq!((cards.len(), cards.shuffles), (102, 2));
        assert!(!cards.take(ace));
    }

    #[test]
    fn the_composition_counts_tens_and_faces_together() {
        let mut cards = Cards::new(1);
        assert_eq!(cards.shoe().counts(), Shoe::new(1).counts());
        assert!(cards.take(Card::new(13, crate::cards::Suit::Hearts)));
        assert!(!cards.take(Card::new(13, crate::cards::Suit::Hearts)));
        assert_eq!(cards.shoe().count(TEN), 15);
        assert_eq!(rank_of(Card::new(14, crate::cards::Suit::Clubs)), ACE);
        assert_eq!(rank_of(Card::new(9, crate::cards::Suit::Clubs)), 8);
    }
}
