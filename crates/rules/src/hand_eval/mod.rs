//! Five-card hand evaluation for the 52- and 24-card decks (RULES.md, "Cards").
//!
//! [`evaluate`] names a hand's category, gives it a [`HandValue`] that orders hands of the
//! same deck (equal values tie), and marks the cards that make the category.

mod lookup;

pub use lookup::{build_tables, category_of, hand_value, key_rank_of};

use super::cards::{Card, DeckKind};
use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};

/// The hand categories. Their order of strength depends on the deck: see [`Category::strength`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Category {
    HighCard,
    OnePair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
    RoyalFlush,
}

impl Category {
    /// Every category, weakest first in the 52-card order.
    pub const ALL: [Category; 10] = [
        Category::HighCard,
        Category::OnePair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::FourOfAKind,
        Category::StraightFlush,
        Category::RoyalFlush,
    ];

    /// 0 (high card) to 9 (royal flush), in the order of the given deck. In the 24-card deck a
    /// flush is rarer than four of a kind, so it ranks above it.
    pub fn strength(self, deck: DeckKind) -> u8 {
        match (deck, self) {
            (DeckKind::Short24, Category::FullHouse) => 5,
            (DeckKind::Short24, Category::FourOfAKind) => 6,
            (DeckKind::Short24, Category::Flush) => 7,
            _ => self as u8,
        }
    }

    /// The categories of a deck, strongest first.
    pub fn ranked(deck: DeckKind) -> Vec<Category> {
        let mut all = Category::ALL.to_vec();
        all.sort_by_key(|c| std::cmp::Reverse(c.strength(deck)));
        all
    }

    /// Machine-friendly name, as printed by `parlor analyze hands`.
    pub fn slug(self) -> &'static str {
        match self {
            Category::HighCard => "high-card",
            Category::OnePair => "one-pair",
            Category::TwoPair => "two-pair",
            Category::ThreeOfAKind => "three-of-a-kind",
            Category::Straight => "straight",
            Category::Flush => "flush",
            Category::FullHouse => "full-house",
            Category::FourOfAKind => "four-of-a-kind",
            Category::StraightFlush => "straight-flush",
            Category::RoyalFlush => "royal-flush",
        }
    }

    pub fn from_slug(slug: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.slug() == slug)
    }
}

/// A poker hand as a result for /stats and the boards: scored by its category's strength on
/// its deck (a 24-card flush outranks four of a kind), its category as the detail.
pub fn hand_result(
    seat: crate::game::SeatNo,
    category: Category,
    deck: DeckKind,
    wager: i64,
    payout: i64,
) -> crate::game::SeatResult {
    crate::game::SeatResult {
        seat,
        wager,
        payout,
        score: category.strength(deck) as i64,
        detail: category.slug().to_string(),
        won: payout > wager,
        measures: Vec::new(),
        on_board: true,
        board: None,
    }
}

/// Orders hands of one deck: a higher value wins, equal values split the pot.
/// Bits 20.. hold the category strength, then up to five 4-bit ranks, most significant first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct HandValue(pub u32);

/// What a five-card hand is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Evaluation {
    pub category: Category,
    pub value: HandValue,
    /// Bit i set: card i of the hand is part of the category (the pair, the trips, all five
    /// of a straight). Empty for a high-card hand.
    pub scoring: u8,
    /// The rank that makes the hand, where there is one: the pair's rank for one pair, the
    /// top pair for two pair, the trips of a full house, the top card of a straight.
    pub key_rank: u8,
}

/// Evaluates five distinct cards for the given deck.
pub fn evaluate(hand: &[Card; 5], deck: DeckKind) -> Evaluation {
    let mut counts = [0u8; 15];
    let mut rank_bits = 0u16;
    for card in hand {
        counts[card.rank() as usize] += 1;
        rank_bits |= 1 << card.rank();
    }
    let suit = hand[0].suit();
    let flush = hand.iter().all(|c| c.suit() == suit);
    let straight_top = straight_top(rank_bits, deck);

    // Groups of equal rank, biggest group first, then highest rank first (no allocation:
    // this runs millions of times in the analyses).
    let mut groups = [(0u8, 0u8); 5];
    let mut len = 0;
    for rank in (2..=14u8).rev() {
        let count = counts[rank as usize];
        if count > 0 {
            let mut i = len;
            while i > 0 && groups[i - 1].0 < count {
                groups[i] = groups[i - 1];
                i -= 1;
            }
            groups[i] = (count, rank);
            len += 1;
        }
    }
    let groups = &groups[..len];

    let category = match (flush, straight_top, groups[0].0, groups.get(1).map(|g| g.0)) {
        (true, Some(14), _, _) => Category::RoyalFlush,
        (true, Some(_), _, _) => Category::StraightFlush,
        (_, _, 4, _) => Category::FourOfAKind,
        (_, _, 3, Some(2)) => Category::FullHouse,
        (true, None, _, _) => Category::Flush,
        (false, Some(_), _, _) => Category::Straight,
        (_, _, 3, _) => Category::ThreeOfAKind,
        (_, _, 2, Some(2)) => Category::TwoPair,
        (_, _, 2, _) => Category::OnePair,
        _ => Category::HighCard,
    };

    let mut value = (category.strength(deck) as u32) << 20;
    let key_rank;
    if let Some(top) = straight_top {
        value |= (top as u32) << 16;
        key_rank = top;
    } else {
        for (i, &(_, rank)) in groups.iter().enumerate() {
            value |= (rank as u32) << (16 - 4 * i);
        }
        key_rank = groups[0].1;
    }

    let scoring = match category {
        Category::HighCard => 0,
        Category::OnePair | Category::TwoPair | Category::ThreeOfAKind | Category::FourOfAKind => {
            let mut mask = 0u8;
            for (i, card) in hand.iter().enumerate() {
                if counts[card.rank() as usize] >= 2 {
                    mask |= 1 << i;
                }
            }
            mask
        }
        _ => 0b1_1111,
    };

    Evaluation {
        category,
        value: HandValue(value),
        scoring,
        key_rank,
    }
}

/// The top rank of a straight made by these five distinct ranks, if they make one.
fn straight_top(rank_bits: u16, deck: DeckKind) -> Option<u8> {
    if rank_bits.count_ones() != 5 {
        return None;
    }
    let low = rank_bits.trailing_zeros() as u8;
    let high = 15 - rank_bits.leading_zeros() as u8;
    if high - low == 4 {
        return Some(high);
    }
    // The wheel, A-2-3-4-5, is five-high; the short deck has no low ace.
    let wheel = (1 << 14) | 0b11_1100;
    (deck == DeckKind::Standard52 && rank_bits == wheel).then_some(5)
}

/// How many hands of each category a deck holds, by enumerating every five-card hand.
#[derive(Debug, Clone)]
pub struct CategoryCounts {
    pub deck: DeckKind,
    pub counts: [u64; 10],
    pub total: u64,
    pub elapsed: Duration,
}

impl CategoryCounts {
    pub fn get(&self, category: Category) -> u64 {
        self.counts[category as usize]
    }
}

/// Calls `visit` with every five-card hand of the deck, in lexicographic order.
pub fn for_each_hand(deck: DeckKind, mut visit: impl FnMut(&[Card; 5])) {
    let cards = deck.cards();
    let n = cards.len();
    let mut hand = [cards[0]; 5];
    for a in 0..n {
        hand[0] = cards[a];
        for b in a + 1..n {
            hand[1] = cards[b];
            for c in b + 1..n {
                hand[2] = cards[c];
                for d in c + 1..n {
                    hand[3] = cards[d];
                    for &last in &cards[d + 1..] {
                        hand[4] = last;
                        visit(&hand);
                    }
                }
            }
        }
    }
}

/// Evaluates every five-card hand of the deck and counts the categories.
pub fn count_categories(deck: DeckKind) -> CategoryCounts {
    let start = Instant::now();
    let mut counts = [0u64; 10];
    let mut total = 0;
    for_each_hand(deck, |hand| {
        counts[evaluate(hand, deck).category as usize] += 1;
        total += 1;
    });
    CategoryCounts {
        deck,
        counts,
        total,
        elapsed: start.elapsed(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;
    use proptest::prelude::*;

    fn hand(text: &str) -> [Card; 5] {
        crate::cards::parse_hand(text).unwrap()
    }

    fn eval(text: &str) -> Evaluation {
        evaluate(&hand(text), DeckKind::Standard52)
    }

    #[test]
    fn every_52_card_hand_has_the_published_count() {
        let counts = count_categories(DeckKind::Standard52);
        assert_eq!(counts.total, 2_598_960);
        let expected = [
            (Category::RoyalFlush, 4),
            (Category::StraightFlush, 36),
            (Category::FourOfAKind, 624),
            (Category::FullHouse, 3_744),
            (Category::Flush, 5_108),
            (Category::Straight, 10_200),
            (Category::ThreeOfAKind, 54_912),
            (Category::TwoPair, 123_552),
            (Category::OnePair, 1_098_240),
            (Category::HighCard, 1_302_540),
        ];
        for (category, count) in expected {
            assert_eq!(counts.get(category), count, "{category:?}");
        }
    }

    #[test]
    fn every_24_card_hand_has_its_count() {
        let counts = count_categories(DeckKind::Short24);
        assert_eq!(counts.total, 42_504);
        let expected = [
            (Category::RoyalFlush, 4),
            (Category::StraightFlush, 4),
            (Category::Flush, 16),
            (Category::FourOfAKind, 120),
            (Category::FullHouse, 720),
            (Category::Straight, 2_040),
            (Category::ThreeOfAKind, 3_840),
            (Category::TwoPair, 8_640),
            (Category::OnePair, 23_040),
            (Category::HighCard, 4_080),
        ];
        for (category, count) in expected {
            assert_eq!(counts.get(category), count, "{category:?}");
        }
    }

    #[test]
    fn short_deck_ranks_by_rarity() {
        let ranked = Category::ranked(DeckKind::Short24);
        let counts = count_categories(DeckKind::Short24);
        // Strongest first means rarest first (royal and straight flush tie at 4), down to
        // three of a kind; a pair still beats high card by convention, though it is commoner.
        assert_eq!(&ranked[8..], &[Category::OnePair, Category::HighCard]);
        for pair in ranked[..8].windows(2) {
            assert!(counts.get(pair[0]) <= counts.get(pair[1]), "{pair:?}");
        }
        let flush = evaluate(&hand("9h Jh Qh Kh Ah"), DeckKind::Short24);
        let quads = evaluate(&hand("9h 9s 9d 9c Ah"), DeckKind::Short24);
        assert!(flush.value > quads.value);
        assert!(eval("2h 4h 6h 8h Th").value < eval("2h 2s 2d 2c Ah").value);
    }

    #[test]
    fn the_wheel_is_five_high_and_only_in_the_big_deck() {
        let wheel = eval("Ah 2s 3d 4c 5h");
        assert_eq!(wheel.category, Category::Straight);
        assert_eq!(wheel.key_rank, 5);
        assert!(wheel.value < eval("2s 3d 4c 5h 6h").value);
        assert_eq!(eval("As 2s 3s 4s 5s").category, Category::StraightFlush);
        assert_eq!(eval("Ts Js Qs Ks As").category, Category::RoyalFlush);
        assert_eq!(eval("Qs Ks As 2s 3d").category, Category::HighCard);
        let short = evaluate(&hand("9h Ts Jd Qc Kh"), DeckKind::Short24);
        assert_eq!(short.category, Category::Straight);
        // The short deck's lowest ranks with an ace make no straight there.
        let ace_low = evaluate(&hand("Ah 9s Td Jc Qh"), DeckKind::Short24);
        assert_eq!(ace_low.category, Category::HighCard);
    }

    #[test]
    fn ties_compare_ranks_never_sums() {
        // The seed's summing tie-break would rank the first hand higher.
        assert!(eval("9h 9s Th Ts Ad").value < eval("9d 9c Jh Js Td").value);
        assert!(eval("Kh Ks 2d 3c 4h").value > eval("Qh Qs Ad Kc Jh").value);
        assert!(eval("Kh Ks 5d 3c 2h").value > eval("Kd Kc 4d 3h 2s").value);
        assert!(eval("2h 2s 2d Ac Ah").value < eval("3h 3s 3d 4c 4h").value);
        assert!(eval("Ah Kh 9h 5h 3h").value > eval("Ad Kd 9d 5d 2d").value);
        assert_eq!(eval("Ah Kd 9h 5c 3h").value, eval("As Kc 9d 5h 3c").value);
        assert_eq!(eval("Th Jh Qh Kh Ah").value, eval("Ts Js Qs Ks As").value);
    }

    #[test]
    fn scoring_cards_are_marked() {
        let pair = eval("Jh 3s Jd 7c 9h");
        assert_eq!(pair.category, Category::OnePair);
        assert_eq!(pair.scoring, 0b00101);
        assert_eq!(pair.key_rank, 11);
        assert_eq!(eval("Jh 3s Jd 3c 9h").scoring, 0b01111);
        assert_eq!(eval("2h 4s 6d 8c Th").scoring, 0);
        assert_eq!(eval("2h 3h 6h 8h Th").scoring, 0b11111);
    }

    fn any_hand() -> impl Strategy<Value = [Card; 5]> {
        proptest::sample::subsequence((0u8..52).collect::<Vec<_>>(), 5)
            .prop_shuffle()
            .prop_map(|v| {
                let cards: Vec<Card> = v
                    .into_iter()
                    .map(|i| Card::from_index(i).unwrap())
                    .collect();
                cards.try_into().unwrap()
            })
    }

    proptest! {
        #[test]
        fn order_of_cards_does_not_matter(hand in any_hand(), rotate in 0usize..5) {
            let mut other = hand;
            other.rotate_left(rotate);
            other.swap(0, 4);
            let a = evaluate(&hand, DeckKind::Standard52);
            let b = evaluate(&other, DeckKind::Standard52);
            prop_assert_eq!(a.value, b.value);
            prop_assert_eq!(a.category, b.category);
            prop_assert_eq!(a.scoring.count_ones(), b.scoring.count_ones());
        }

        #[test]
        fn category_decides_before_kickers(a in any_hand(), b in any_hand()) {
            let ea = evaluate(&a, DeckKind::Standard52);
            let eb = evaluate(&b, DeckKind::Standard52);
            if ea.category.strength(DeckKind::Standard52) > eb.category.strength(DeckKind::Standard52) {
                prop_assert!(ea.value > eb.value);
            }
        }
    }
}
