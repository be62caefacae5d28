//! Cards, decks and the uniform shuffle.

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The four suits. Suits are never ranked against each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    /// Hearts and diamonds are shown in red.
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }
}

/// A card of the 52-card deck, stored as one byte: `(rank - 2) * 4 + suit`.
/// Ranks run from 2 to 14 (ace).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Card(u8);

impl Card {
    pub const COUNT: u8 = 52;

    pub fn new(rank: u8, suit: Suit) -> Card {
        assert!((2..=14).contains(&rank), "rank {rank} out of range");
        Card((rank - 2) * 4 + suit as u8)
    }

    /// The card with the given index, 0 to 51.
    pub fn from_index(index: u8) -> Option<Card> {
        (index < Self::COUNT).then_some(Card(index))
    }

    pub fn index(self) -> u8 {
        self.0
    }

    /// 2 to 14; 14 is the ace.
    pub fn rank(self) -> u8 {
        self.0 / 4 + 2
    }

    pub fn suit(self) -> Suit {
        Suit::ALL[(self.0 % 4) as usize]
    }

    /// Parses "As", "10h", "Td", "2♣", case-insensitive.
    pub fn parse(text: &str) -> Option<Card> {
        let text = text.trim();
        let suit_char = text.chars().last()?;
        let rank_text = &text[..text.len() - suit_char.len_utf8()];
        let suit = match suit_char.to_ascii_lowercase() {
            's' | '♠' => Suit::Spades,
            'h' | '♥' => Suit::Hearts,
            'd' | '♦' => Suit::Diamonds,
            'c' | '♣' => Suit::Clubs,
            _ => return None,
        };
        let rank = match rank_text.to_ascii_uppercase().as_str() {
            "A" => 14,
            "K" => 13,
            "Q" => 12,
            "J" => 11,
            "T" | "10" => 10,
            digit => digit.parse::<u8>().ok().filter(|r| (2..=9).contains(r))?,
        };
        Some(Card::new(rank, suit))
    }
}

impl Card {
    /// The card in plain letters, rank then suit: `AS`, `TH`, `2C` (what [`Card::parse`]
    /// reads back).
    pub fn code(self) -> String {
        let rank = match self.rank() {
            14 => 'A',
            13 => 'K',
            12 => 'Q',
            11 => 'J',
            10 => 'T',
            r => char::from(b'0' + r),
        };
        let suit = match self.suit() {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        };
        format!("{rank}{suit}")
    }
}

/// Parses five cards separated by spaces ("As Kd Qh Jc Ts"); None unless exactly five.
pub fn parse_hand(text: &str) -> Option<[Card; 5]> {
    let cards: Option<Vec<Card>> = text.split_whitespace().map(Card::parse).collect();
    cards?.try_into().ok()
}

impl TryFrom<u8> for Card {
    type Error = String;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Card::from_index(value).ok_or_else(|| format!("card index {value} is not in 0..52"))
    }
}

impl From<Card> for u8 {
    fn from(card: Card) -> u8 {
        card.0
    }
}

/// The rank as printed on the card: 2-9, 10, J, Q, K, A.
pub fn rank_label(rank: u8) -> &'static str {
    const LABELS: [&str; 13] = [
        "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
    ];
    LABELS[(rank.clamp(2, 14) - 2) as usize]
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // `pad`, not `write!`: a width such as `{card:>3}` lines the cards up.
        let mut text = String::with_capacity(6);
        text.push_str(rank_label(self.rank()));
        text.push(self.suit().symbol());
        f.pad(&text)
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The two decks of RULES.md.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeckKind {
    /// 2 to ace in four suits.
    Standard52,
    /// 9 to ace in four suits: the short deck.
    Short24,
}

impl DeckKind {
    pub fn lowest_rank(self) -> u8 {
        match self {
            DeckKind::Standard52 => 2,
            DeckKind::Short24 => 9,
        }
    }

    pub fn size(self) -> usize {
        (15 - self.lowest_rank() as usize) * 4
    }

    /// Every card of the deck, in order.
    pub fn cards(self) -> Vec<Card> {
        (self.lowest_rank()..=14)
            .flat_map(|rank| Suit::ALL.into_iter().map(move |suit| Card::new(rank, suit)))
            .collect()
    }

    /// A full deck, shuffled.
    pub fn shuffled<R: Rng + ?Sized>(self, rng: &mut R) -> Vec<Card> {
        let mut cards = self.cards();
        shuffle(&mut cards, rng);
        cards
    }
}

/// Uniform Fisher-Yates shuffle: every permutation is equally likely.
pub fn shuffle<T, R: Rng + ?Sized>(items: &mut [T], rng: &mut R) {
    for i in (1..items.len()).rev() {
        let j = rng.random_range(0..=i);
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn decks_hold_each_card_once() {
        for deck in [DeckKind::Standard52, DeckKind::Short24] {
            let mut rng = ChaCha8Rng::seed_from_u64(1);
            let mut cards = deck.shuffled(&mut rng);
            assert_eq!(cards.len(), deck.size());
            cards.sort();
            cards.dedup();
            assert_eq!(cards.len(), deck.size());
            assert!(cards.iter().all(|c| c.rank() >= deck.lowest_rank()));
        }
    }

    #[test]
    fn card_round_trips() {
        for index in 0..52 {
            let card = Card::from_index(index).unwrap();
            assert_eq!(Card::parse(&card.to_string()), Some(card));
            assert_eq!(Card::new(card.rank(), card.suit()), card);
        }
        assert_eq!(Card::from_index(52), None);
        assert_eq!(Card::parse("Ts"), Some(Card::new(10, Suit::Spades)));
        assert_eq!(Card::parse("1s"), None);
        assert_eq!(Card::parse("Ax"), None);
        assert!(parse_hand("As Kd Qh Jc Ts").is_some());
        assert!(parse_hand("As Kd Qh Jc").is_none());
        assert!(parse_hand("As Kd Qh Jc Zz").is_none());
        assert!(serde_json::from_str::<Card>("60").is_err());
    }

    #[test]
    fn shuffle_is_uniform_on_three_items() {
        // 6 permutations of 3 items, 60,000 shuffles: each should appear about 10,000 times.
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        let mut counts = std::collections::HashMap::new();
        for _ in 0..60_000 {
            let mut items = [0u8, 1, 2];
            shuffle(&mut items, &mut rng);
            *counts.entry(items).or_insert(0u32) += 1;
        }
        assert_eq!(counts.len(), 6);
        for count in counts.values() {
            assert!(
                (9_400..10_600).contains(count),
                "count {count} is far from 10,000"
            );
        }
    }
}
