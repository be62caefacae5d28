//! The fast evaluator: a hand's [`HandValue`] from one sum and one table lookup.
//!
//! Each card of a deck has a 64-bit key made of three fields, and the five keys are added:
//! - bits 0..19, a rank key: the sums of any five rank keys (each rank at most four times)
//!   are all different, so the field names the hand's ranks up to suits;
//! - bits 19..34, the rank's bit: in a flush every rank differs, so the field is the set of
//!   ranks;
//! - bits 40..56, a 4-bit counter per suit: a flush is a counter at 5, seen by adding 3 to
//!   every counter and testing their top bits.
//!
//! A flush reads its value from a table indexed by its set of ranks (8,192 entries), any
//! other hand from a table indexed by its rank-key sum (360,919 entries for 52 cards, of
//! which 6,175 are hands; 1,343 for 24). Both tables are filled once per deck from
//! [`evaluate`], which stays the reference: one hand per entry, and a test checks
//! that the two agree on every hand of both decks. The tables are built at start-up
//! ([`build_tables`]); a hand valued before then is valued by the reference, so no hand
//! waits for them and no hand builds them.

use super::{Category, HandValue, evaluate};
use crate::cards::{Card, DeckKind, Suit};
use std::sync::OnceLock;

/// Rank keys, lowest rank of the deck first: each is the least number that keeps the sums of
/// any five (a rank at most four times) different from each other.
const RANK_KEYS: [u32; 13] = [
    0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415,
];

/// Where the rank bits start in a key.
const RANK_BITS: u32 = 19;
/// Where the suit counters start in a key.
const SUITS: u32 = 40;
/// The rank-key field.
const RANK_KEY_FIELD: u64 = (1 << RANK_BITS) - 1;

/// One deck's keys and tables.
struct Tables {
    /// By card index (`Card::index`); a card outside the deck has key 0.
    keys: [u64; 52],
    /// Values of non-flush hands, by rank-key sum.
    ranks: Box<[u32]>,
    /// Values of flushes, by set of ranks (bit 0: the deck's lowest rank).
    flushes: Box<[u32]>,
}

static FULL: OnceLock<Tables> = OnceLock::new();
static SHORT: OnceLock<Tables> = OnceLock::new();

/// Builds both decks' tables now, if not built yet (start-up does, off the request path).
pub fn build_tables() {
    FULL.get_or_init(|| Tables::build(DeckKind::Standard52));
    SHORT.get_or_init(|| Tables::build(DeckKind::Short24));
}

/// Whether [`build_tables`] has built both decks' tables.
#[cfg(test)]
fn tables_built() -> bool {
    FULL.get().is_some() && SHORT.get().is_some()
}

impl Tables {
    fn build(deck: DeckKind) -> Tables {
        let lowest = deck.lowest_rank();
        let ranks = usize::from(15 - lowest);
        let mut keys = [0u64; 52];
        for card in deck.cards() {
            let r = usize::from(card.rank() - lowest);
            keys[usize::from(card.index())] = u64::from(RANK_KEYS[r])
                | 1 << (RANK_BITS as usize + r)
                | 1 << (SUITS as usize + 4 * (card.index() % 4) as usize);
        }
        let largest = 4 * RANK_KEYS[ranks - 1] + RANK_KEYS[ranks - 2];
        let mut tables = Tables {
            keys,
            ranks: vec![0; largest as usize + 1].into_boxed_slice(),
            flushes: vec![0; 1 << ranks].into_boxed_slice(),
        };
        // One hand per entry: every multiset of five ranks (a rank at most four times) in
        // suits that never make a flush, and every set of five ranks in one suit.
        let card = |r: usize, suit: usize| Card::new(lowest + r as u8, Suit::ALL[suit]);
        let n = ranks;
        for a in 0..n {
            for b in a..n {
                for c in b..n {
                    for d in c..n {
                        for e in d..n {
                            let rs = [a, b, c, d, e];
                            if a != e {
                                // Equal ranks sit side by side and take different suits.
                                tables.fill(deck, rs, |i| i % 4, &card);
                            }
                            if a < b && b < c && c < d && d < e {
                                tables.fill(deck, rs, |_| 0, &card);
                            }
                        }
                    }
                }
            }
        }
        tables
    }

    /// Fills the entry of the hand with ranks `rs` (deck-relative) in the suits `suit` gives.
    fn fill(
        &mut self,
        deck: DeckKind,
        rs: [usize; 5],
        suit: impl Fn(usize) -> usize,
        card: &impl Fn(usize, usize) -> Card,
    ) {
        let hand: [Card; 5] = std::array::from_fn(|i| card(rs[i], suit(i)));
        let sum = self.sum(&hand);
        let value = evaluate(&hand, deck).value.0;
        let slot = match is_flush(sum) {
            true => &mut self.flushes[flush_index(sum)],
            false => &mut self.ranks[(sum & RANK_KEY_FIELD) as usize],
        };
        debug_assert!(*slot == 0 || *slot == value, "two values for one key");
        *slot = value;
    }

    #[inline(always)]
    fn sum(&self, hand: &[Card; 5]) -> u64 {
        let key = |i: usize| self.keys[usize::from(hand[i].index())];
        key(0) + key(1) + key(2) + key(3) + key(4)
    }
}

#[inline(always)]
fn is_flush(sum: u64) -> bool {
    ((sum >> SUITS) + 0x3333) & 0x8888 != 0
}

#[inline(always)]
fn flush_index(sum: u64) -> usize {
    ((sum >> RANK_BITS) & 0x1fff) as usize
}

/// The value of five distinct cards of `deck`, exactly as [`evaluate`] gives it, at a
/// fraction of its cost. Cards that are not five distinct cards of the deck get a value
/// without a panic, but not a meaningful one. Until [`build_tables`] has run, the reference
/// values the hand: the same value, more slowly.
#[inline]
pub fn hand_value(hand: &[Card; 5], deck: DeckKind) -> HandValue {
    let built = match deck {
        DeckKind::Standard52 => FULL.get(),
        DeckKind::Short24 => SHORT.get(),
    };
    let Some(tables) = built else {
        return evaluate(hand, deck).value;
    };
    let sum = tables.sum(hand);
    let found = match is_flush(sum) {
        true => tables.flushes.get(flush_index(sum)),
        false => tables.ranks.get((sum & RANK_KEY_FIELD) as usize),
    };
    match found {
        Some(&value) => HandValue(value),
        // Only five cards that are not five distinct cards of the deck land outside the
        // tables: the reference says what they are rather than a panic.
        None => evaluate(hand, deck).value,
    }
}

/// The category of a value from [`hand_value`] on `deck`.
pub fn category_of(value: HandValue, deck: DeckKind) -> Category {
    use Category::*;
    /// The categories by strength on each deck: the 24-card deck puts a flush above four of
    /// a kind and four of a kind above a full house.
    const FULL: [Category; 10] = Category::ALL;
    const SHORT: [Category; 10] = [
        HighCard,
        OnePair,
        TwoPair,
        ThreeOfAKind,
        Straight,
        FullHouse,
        FourOfAKind,
        Flush,
        StraightFlush,
        RoyalFlush,
    ];
    let by_strength = match deck {
        DeckKind::Standard52 => &FULL,
        DeckKind::Short24 => &SHORT,
    };
    by_strength
        .get((value.0 >> 20) as usize)
        .copied()
        .unwrap_or(HighCard)
}

/// The rank that makes a value's hand (the pair's rank for one pair, the top pair, the
/// trips, the quads, the top card of a straight), as [`Evaluation::key_rank`](super::Evaluation).
pub fn key_rank_of(value: HandValue) -> u8 {
    ((value.0 >> 16) & 0xf) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand_eval::for_each_hand;

    #[test]
    fn every_hand_of_both_decks_has_the_reference_value() {
        build_tables();
        assert!(tables_built());
        for deck in [DeckKind::Standard52, DeckKind::Short24] {
            let mut hands = 0;
            for_each_hand(deck, |hand| {
                let reference = evaluate(hand, deck);
                let fast = hand_value(hand, deck);
                assert_eq!(fast, reference.value, "{hand:?}");
                assert_eq!(category_of(fast, deck), reference.category, "{hand:?}");
                assert_eq!(key_rank_of(fast), reference.key_rank, "{hand:?}");
                // Any order of the same cards.
                let turned = [hand[3], hand[0], hand[4], hand[2], hand[1]];
                assert_eq!(hand_value(&turned, deck), fast);
                hands += 1;
            });
            let expected = match deck {
                DeckKind::Standard52 => 2_598_960,
                DeckKind::Short24 => 42_504,
            };
            assert_eq!(hands, expected, "{deck:?}");
        }
    }

    /// The rank keys keep every five-rank multiset apart, and the largest sum is what the
    /// table is sized for.
    #[test]
    fn rank_keys_separate_every_multiset() {
        let mut seen = std::collections::HashSet::new();
        let mut largest = 0;
        for a in 0..13 {
            for b in a..13 {
                for c in b..13 {
                    for d in c..13 {
                        for e in d..13 {
                            if a == e {
                                continue; // five of one rank
                            }
                            let sum: u32 = [a, b, c, d, e].iter().map(|&r| RANK_KEYS[r]).sum();
                            assert!(seen.insert(sum), "two multisets sum to {sum}");
                            largest = largest.max(sum);
                        }
                    }
                }
            }
        }
        assert_eq!(seen.len(), 6_175);
        assert_eq!(largest, 4 * RANK_KEYS[12] + RANK_KEYS[11]);
        assert!(u64::from(largest) < 1 << RANK_BITS);
    }
}
