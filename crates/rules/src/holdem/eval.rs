//! The seven-card evaluator: the best five-card hand among seven cards (two hole cards and
//! the five of the board), as a [`Strength`] that orders any two seven-card hands (higher
//! wins, equal splits).
//!
//! Cards add up: a [`Seven`] is two sums, and adding a card (or another `Seven`) is two
//! additions, so an enumeration adds each board card once and each hand's two cards to every
//! board with one more. The sums:
//! - the key: each rank's weight ([`RANK_WEIGHT`], chosen so that any seven cards' weights
//!   add up to a different sum for each of the 49,205 rank counts), and above it each suit's
//!   count, four bits a suit;
//! - each suit's ranks, sixteen bits a suit.
//!
//! Two tables, built once ([`tables`]):
//! - a flush: the ranks of the suit that holds five or more, as a 13-bit mask, index the
//!   8,192 masks' strengths (a straight flush where the ranks run five in a row, else the
//!   top five);
//! - otherwise: the rank weights' sum finds the strength of its rank counts (the best of their
//!   four of a kind, full house, straight, three of a kind, two pair, pair or high card)
//!   through a perfect hash: the sum's bucket holds a shift that lands each of its sums on a
//!   place of its own among 65,536.
//!
//! Seven cards hold at most one flush suit, and a flush beats every hand the other table
//! holds but the full house and four of a kind, which need a pair, and so at most two
//! cards of the flush suit besides five others: with seven cards, never both.

use crate::cards::Card;
use crate::hand_eval::Category;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// How strong a hand is: a higher value wins, equal values split. The value is the hand's
/// place among the 4,824 different values seven cards can have, from 1 (the weakest) to
/// 4,824 (the royal flush); 0 is none. Its category and deciding ranks are read back from
/// the tables ([`Detail`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Strength(pub u16);

impl Strength {
    /// What decides the hand: its category and ranks.
    pub fn detail(self) -> Detail {
        tables()
            .details
            .get(usize::from(self.0))
            .copied()
            .unwrap_or(Detail(0))
    }

    /// The hand's category, as the five-card evaluator names it.
    pub fn class(self) -> Category {
        self.detail().class()
    }

    /// The ranks that decide between hands of its class, most significant first (a
    /// straight's top card, a full house's trips then its pair).
    pub fn ranks(self) -> Vec<u8> {
        self.detail().ranks()
    }

    /// Whether this is the royal flush.
    pub fn is_royal(self) -> bool {
        self.class() == Category::RoyalFlush
    }

    /// How many of its ranks name the hand: a pair's, three or four of a kind's, a
    /// straight's, a flush's or a high card's top rank; two pair's and a full house's two;
    /// none for the royal flush. The ranks after them are its kickers.
    pub fn named(self) -> usize {
        match self.class() {
            Category::RoyalFlush => 0,
            Category::TwoPair | Category::FullHouse => 2,
            _ => 1,
        }
    }

    /// The ranks after those that name it, most significant first: what decides between
    /// hands of the same name.
    pub fn kickers(self) -> Vec<u8> {
        self.ranks().into_iter().skip(self.named()).collect()
    }

    /// The kickers that tell this hand from `other` when both have the same name: its
    /// kickers up to the first that differs from `other`'s. None when the names differ (the
    /// name decides) or the hands are equal (they split).
    pub fn kickers_against(self, other: Strength) -> Vec<u8> {
        let (mine, theirs) = (self.ranks(), other.ranks());
        let named = self.named();
        if self.class() != other.class() || mine.get(..named) != theirs.get(..named) {
            return Vec::new();
        }
        match (named..mine.len()).find(|&i| mine.get(i) != theirs.get(i)) {
            Some(differs) => mine[named..=differs].to_vec(),
            None => Vec::new(),
        }
    }

    /// The kickers this hand needs named beside `others` (the other hands shown with it):
    /// the most it needs against any of them.
    pub fn kickers_among(self, others: &[Strength]) -> Vec<u8> {
        others
            .iter()
            .map(|&other| self.kickers_against(other))
            .max_by_key(Vec::len)
            .unwrap_or_default()
    }
}

/// A five-card hand's category and deciding ranks: bits 20 and up hold its [`Category`] (the
/// ace-high straight flush is the royal flush), then up to five 4-bit ranks (2 to 14), most
/// significant first. Ordered as the hands are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Detail(pub u32);

impl Detail {
    fn new(category: Category, ranks: &[u8]) -> Detail {
        let mut value = (category as u32) << 20;
        for (i, &rank) in ranks.iter().take(5).enumerate() {
            value |= u32::from(rank) << (16 - 4 * i);
        }
        Detail(value)
    }

    pub fn class(self) -> Category {
        Category::ALL[((self.0 >> 20) as usize).min(Category::ALL.len() - 1)]
    }

    pub fn ranks(self) -> Vec<u8> {
        (0..5)
            .map(|i| ((self.0 >> (16 - 4 * i)) & 0xf) as u8)
            .filter(|&rank| rank != 0)
            .collect()
    }
}

/// Rank counts with digit sums of 7: their number.
pub const RANK_COUNTS: usize = 49_205;

/// Each rank's weight, the two's first: the least weights, each chosen in turn, for which
/// no two rank counts of up to seven cards (at most four of a rank) add up alike. The two
/// weighs nothing, since seven cards' count of twos follows from the rest. The largest sum,
/// four aces and three kings, is 8,107,795.
pub const RANK_WEIGHT: [u32; 13] = [
    0, 1, 5, 24, 112, 521, 2247, 9244, 30823, 103066, 250154, 667453, 1_526_359,
];

/// The key's bits above the rank weights' sum, where each suit counts its cards.
const SUIT_COUNTS: u32 = 32;

/// The perfect hash's buckets: 16,384, three sums each on average.
const BUCKET_BITS: u32 = 14;

/// The perfect hash's places: 65,536 for the 49,205 sums.
const PLACE_BITS: u32 = 16;

/// The odd multiplier that spreads the rank weight sums: no two sums of a bucket share their
/// low bits with it (the tests build the tables and read every sum back).
const MULTIPLIER: u32 = 0x9e37_79b9;

/// Each card's key and suit mask, by its index.
const CARD_KEYS: [(u64, u64); 52] = {
    let mut keys = [(0u64, 0u64); 52];
    let mut index = 0;
    while index < 52 {
        let rank = index / 4;
        let suit = index % 4;
        keys[index] = (
            RANK_WEIGHT[rank] as u64 | 1 << (SUIT_COUNTS as usize + 4 * suit),
            1 << (16 * suit + rank),
        );
        index += 1;
    }
    keys
};

/// The evaluator's tables.
pub struct Tables {
    /// By a suit's 13-bit rank mask (bit 0 the two): its flush's strength; 0 under five.
    flush: Box<[u16; 1 << 13]>,
    /// By a rank weight sum's bucket: the shift that lands its sums on places of their own.
    shifts: Box<[u16; 1 << BUCKET_BITS]>,
    /// By a rank weight sum's place: the strength of the best hand of those rank counts
    /// without a flush (0 where no sum lands).
    ranks: Box<[u16; 1 << PLACE_BITS]>,
    /// By strength: what decides it (index 0 unused).
    details: Vec<Detail>,
}

impl Tables {
    fn build() -> Tables {
        let flush: Vec<Detail> = (0u32..1 << 13)
            .map(|mask| {
                if mask.count_ones() < 5 {
                    Detail(0)
                } else {
                    flush_detail(mask as u16)
                }
            })
            .collect();
        let mut sums = Vec::with_capacity(RANK_COUNTS);
        every_count(&mut [0u8; 13], 0, 7, &mut sums);
        // Every hand's place among the details that occur, from 1.
        let mut details: Vec<Detail> = flush
            .iter()
            .copied()
            .filter(|d| d.0 != 0)
            .chain(sums.iter().map(|&(_, d)| d))
            .collect();
        details.sort_unstable();
        details.dedup();
        details.insert(0, Detail(0));
        let place = |d: Detail| -> u16 {
            if d.0 == 0 {
                0
            } else {
                details.binary_search(&d).map_or(0, |i| i as u16)
            }
        };
        let mut flush_places = Box::new([0u16; 1 << 13]);
        for (slot, detail) in flush_places.iter_mut().zip(flush) {
            *slot = place(detail);
        }
        let sums: Vec<(u32, u16)> = sums.into_iter().map(|(sum, d)| (sum, place(d))).collect();
        let (shifts, ranks) = perfect_hash(&sums, MULTIPLIER)
            .unwrap_or_else(|| unreachable!("the multiplier parts every bucket's sums"));
        Tables {
            flush: flush_places,
            shifts,
            ranks,
            details,
        }
    }

    /// The strength of the rank counts whose weights add up to `sum`, flushes aside.
    #[inline]
    fn by_ranks(&self, sum: u32) -> u16 {
        let hash = sum.wrapping_mul(MULTIPLIER);
        let shift = self.shifts[(hash >> (32 - BUCKET_BITS)) as usize];
        self.ranks[(hash.wrapping_add(u32::from(shift)) & ((1 << PLACE_BITS) - 1)) as usize]
    }
}

/// The weight sum of `counts`.
fn weight(counts: &[u8; 13]) -> u32 {
    counts
        .iter()
        .zip(RANK_WEIGHT)
        .map(|(&count, w)| u32::from(count) * w)
        .sum()
}

/// Every rank count from `rank` up adding up to `left` more, with its weight sum and what
/// decides its best hand.
fn every_count(counts: &mut [u8; 13], rank: usize, left: u8, out: &mut Vec<(u32, Detail)>) {
    if rank == 13 {
        if left == 0 {
            out.push((weight(counts), rank_detail(counts)));
        }
        return;
    }
    for count in 0..=left.min(4) {
        counts[rank] = count;
        every_count(counts, rank + 1, left - count, out);
    }
    counts[rank] = 0;
}

/// The perfect hash with `multiplier`: each sum times the multiplier picks its bucket by
/// its top bits, and its place by its low bits plus its bucket's shift, round the table.
/// A shift for each bucket such that no two sums' places meet: the fullest buckets placed
/// first, each with the first shift that lands its sums on empty places. None if two sums
/// of a bucket have the same low bits (no shift could part them).
#[allow(clippy::type_complexity)]
fn perfect_hash(
    sums: &[(u32, u16)],
    multiplier: u32,
) -> Option<(Box<[u16; 1 << BUCKET_BITS]>, Box<[u16; 1 << PLACE_BITS]>)> {
    let mask = (1u32 << PLACE_BITS) - 1;
    let mut buckets: Vec<Vec<(u32, u16)>> = vec![Vec::new(); 1 << BUCKET_BITS];
    for &(sum, strength) in sums {
        let hash = sum.wrapping_mul(multiplier);
        buckets[(hash >> (32 - BUCKET_BITS)) as usize].push((hash & mask, strength));
    }
    for cells in &buckets {
        let mut lows: Vec<u32> = cells.iter().map(|c| c.0).collect();
        lows.sort_unstable();
        if lows.windows(2).any(|w| w[0] == w[1]) {
            return None;
        }
    }
    let mut order: Vec<usize> = (0..buckets.len()).collect();
    order.sort_by_key(|&b| std::cmp::Reverse(buckets[b].len()));
    let mut shifts = Box::new([0u16; 1 << BUCKET_BITS]);
    let mut ranks = Box::new([0u16; 1 << PLACE_BITS]);
    let mut taken = vec![false; 1 << PLACE_BITS];
    for b in order {
        let cells = &buckets[b];
        let at = |low: u32, shift: u32| (low.wrapping_add(shift) & mask) as usize;
        // Empty places outnumber the sums left many times over: some shift fits.
        let shift =
            (0..=mask).find(|&shift| cells.iter().all(|&(low, _)| !taken[at(low, shift)]))?;
        for &(low, strength) in cells {
            ranks[at(low, shift)] = strength;
            taken[at(low, shift)] = true;
        }
        shifts[b] = shift as u16;
    }
    Some((shifts, ranks))
}

/// The tables, built the first time they are asked for (about 30 ms in a release build).
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(Tables::build)
}

/// The highest straight in a 13-bit rank mask (bit 0 the two), by its top rank.
fn straight_top(mask: u16) -> Option<u8> {
    // The ace also plays low, below the two.
    let wheel = (u32::from(mask) << 1) | u32::from(mask >> 12 & 1);
    (0..10u8)
        .rev()
        .find(|&low| wheel >> low & 0b11111 == 0b11111)
        .map(|low| low + 5)
}

fn top_ranks(mask: u16, n: usize) -> Vec<u8> {
    (0..13u8)
        .rev()
        .filter(|r| mask >> r & 1 == 1)
        .take(n)
        .map(|r| r + 2)
        .collect()
}

fn flush_detail(mask: u16) -> Detail {
    match straight_top(mask) {
        Some(14) => Detail::new(Category::RoyalFlush, &[14]),
        Some(top) => Detail::new(Category::StraightFlush, &[top]),
        None => Detail::new(Category::Flush, &top_ranks(mask, 5)),
    }
}

/// The best hand of these rank counts, flushes aside.
fn rank_detail(counts: &[u8; 13]) -> Detail {
    let mask = (0..13).fold(0u16, |m, r| if counts[r] > 0 { m | 1 << r } else { m });
    // Ranks by how many of each, highest rank first within a count.
    let with = |n: u8| -> Vec<u8> {
        (0..13u8)
            .rev()
            .filter(|&r| counts[r as usize] >= n)
            .map(|r| r + 2)
            .collect()
    };
    let kickers = |skip: &[u8], n: usize| -> Vec<u8> {
        (0..13u8)
            .rev()
            .map(|r| r + 2)
            .filter(|r| counts[(*r - 2) as usize] > 0 && !skip.contains(r))
            .take(n)
            .collect()
    };
    let quads = with(4);
    if let Some(&q) = quads.first() {
        let mut ranks = vec![q];
        ranks.extend(kickers(&[q], 1));
        return Detail::new(Category::FourOfAKind, &ranks);
    }
    let trips = with(3);
    let pairs = with(2);
    if let Some(&t) = trips.first()
        && let Some(&p) = pairs.iter().find(|&&p| p != t)
    {
        return Detail::new(Category::FullHouse, &[t, p]);
    }
    if let Some(top) = straight_top(mask) {
        return Detail::new(Category::Straight, &[top]);
    }
    if let Some(&t) = trips.first() {
        let mut ranks = vec![t];
        ranks.extend(kickers(&[t], 2));
        return Detail::new(Category::ThreeOfAKind, &ranks);
    }
    if let [high, low, ..] = pairs[..] {
        let mut ranks = vec![high, low];
        ranks.extend(kickers(&[high, low], 1));
        return Detail::new(Category::TwoPair, &ranks);
    }
    if let Some(&p) = pairs.first() {
        let mut ranks = vec![p];
        ranks.extend(kickers(&[p], 3));
        return Detail::new(Category::OnePair, &ranks);
    }
    Detail::new(Category::HighCard, &kickers(&[], 5))
}

/// Cards as the evaluator reads them, up to seven: their key (rank weights and suit
/// counts) and each suit's ranks, both sums of the cards'.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Seven {
    key: u64,
    suits: u64,
}

impl Seven {
    /// One card.
    #[inline]
    pub fn of(card: Card) -> Seven {
        let (key, suits) = CARD_KEYS[card.index() as usize];
        Seven { key, suits }
    }

    /// These cards and `card` (the caller adds seven distinct ones).
    #[inline]
    pub fn and(self, card: Card) -> Seven {
        let (key, suit) = CARD_KEYS[card.index() as usize];
        Seven {
            key: self.key + key,
            suits: self.suits + suit,
        }
    }

    /// These cards and `other`'s together (distinct cards).
    #[inline]
    pub fn with(&self, other: &Seven) -> Seven {
        Seven {
            key: self.key + other.key,
            suits: self.suits + other.suits,
        }
    }

    /// The cards' strength: seven distinct cards.
    #[inline]
    pub fn strength(&self, tables: &Tables) -> Strength {
        // Three more in each suit's count carry a count of five or more into its top bit.
        let flush = ((self.key >> SUIT_COUNTS) as u32 + 0x3333) & 0x8888;
        if flush != 0 {
            let suit = flush.trailing_zeros() / 4;
            let mask = (self.suits >> (16 * suit)) & 0x1fff;
            return Strength(tables.flush[mask as usize & 0x1fff]);
        }
        Strength(tables.by_ranks(self.key as u32))
    }
}

/// The strength of seven distinct cards.
pub fn evaluate(cards: &[Card; 7]) -> Strength {
    cards
        .iter()
        .fold(Seven::default(), |seven, &card| seven.and(card))
        .strength(tables())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::hand_eval;
    use crate::holdem::test_cards::*;
    use rand::SeedableRng;
    use rand::seq::SliceRandom;

    fn seven(text: &str) -> Strength {
        let c = cards(text);
        evaluate(&[c[0], c[1], c[2], c[3], c[4], c[5], c[6]])
    }

    /// The other evaluator's best five of seven: Parlor's five-card evaluator over all 21.
    pub(crate) fn best_of_21(c: &[Card; 7]) -> (hand_eval::HandValue, Category) {
        let mut best: Option<hand_eval::Evaluation> = None;
        for skip_a in 0..7 {
            for skip_b in skip_a + 1..7 {
                let five: Vec<Card> = (0..7)
                    .filter(|&i| i != skip_a && i != skip_b)
                    .map(|i| c[i])
                    .collect();
                let five = [five[0], five[1], five[2], five[3], five[4]];
                let e = hand_eval::evaluate(&five, crate::cards::DeckKind::Standard52);
                if best.is_none_or(|b| e.value > b.value) {
                    best = Some(e);
                }
            }
        }
        let best = best.expect("21 hands");
        (best.value, best.category)
    }

    /// Every rank count of seven cards has a sum of its own, and finds its own strength
    /// through the hash.
    #[test]
    fn every_rank_count_finds_its_own_place() {
        let t = tables();
        let mut sums = Vec::new();
        every_count(&mut [0u8; 13], 0, 7, &mut sums);
        assert_eq!(sums.len(), RANK_COUNTS);
        let mut distinct: Vec<u32> = sums.iter().map(|&(sum, _): &(u32, Detail)| sum).collect();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), RANK_COUNTS, "no two counts weigh alike");
        assert_eq!(distinct.last(), Some(&8_107_795));
        for &(sum, detail) in &sums {
            assert_eq!(t.details[usize::from(t.by_ranks(sum))], detail);
        }
        // Seven cards have 4,824 different values, as published (a five-card hand such as
        // seven-five-four-three-two cannot be the best of seven), and none.
        assert_eq!(t.details.len(), 4_825);
        let filled = t.ranks.iter().filter(|&&s| s != 0).count();
        assert_eq!(filled, RANK_COUNTS, "no two counts share a place");
    }

    #[test]
    fn hands_read_as_poker_reads_them() {
        assert!(seven("AS KS QS JS TS 2D 3C").is_royal());
        let wheel = seven("AS 2D 3C 4H 5S 9D KC");
        assert_eq!(
            (wheel.class(), wheel.ranks()),
            (Category::Straight, vec![5])
        );
        let steel = seven("AH 2H 3H 4H 5H 6D 7C");
        assert_eq!(
            (steel.class(), steel.ranks()),
            (Category::StraightFlush, vec![5])
        );
        // Two trips make a full house of the higher; three pairs, two pair with the best
        // kicker left.
        let boat = seven("9S 9D 9C 4H 4S 4D 2C");
        assert_eq!(
            (boat.class(), boat.ranks()),
            (Category::FullHouse, vec![9, 4])
        );
        let two = seven("KS KD 7C 7H 3S 3D QC");
        assert_eq!(
            (two.class(), two.ranks()),
            (Category::TwoPair, vec![13, 7, 12])
        );
        // A flush beats the straight in the same seven.
        let flush = seven("2H 5H 9H JH KH TD QC");
        assert_eq!(flush.class(), Category::Flush);
        assert_eq!(flush.ranks(), vec![13, 11, 9, 5, 2]);
        // The board plays: both split.
        assert_eq!(seven("2C 3D AS KS QS JS TD"), seven("4C 5D AS KS QS JS TD"));
    }

    /// Every two hand values of the same name (class and naming ranks), over all 4,824:
    /// the kickers each names against the other are exactly what separates them. Equal
    /// hands name none (they split); otherwise both name the same number of kickers, the
    /// same but for the last, and the last orders them as the hands are ordered. Hands of
    /// different names name none.
    #[test]
    fn the_kickers_named_are_what_separates_two_hands() {
        let t = tables();
        let all: Vec<Strength> = (1..t.details.len() as u16).map(Strength).collect();
        let name = |s: Strength| (s.class(), s.ranks()[..s.named()].to_vec());
        let mut by_name: std::collections::BTreeMap<_, Vec<Strength>> = Default::default();
        for &s in &all {
            by_name.entry(name(s)).or_default().push(s);
        }
        let mut compared = 0u64;
        for group in by_name.values() {
            for &a in group {
                for &b in group {
                    let (ka, kb) = (a.kickers_against(b), b.kickers_against(a));
                    if a == b {
                        assert!(ka.is_empty(), "{:?}", a.detail());
                        continue;
                    }
                    assert!(!ka.is_empty() && ka.len() == kb.len(), "{ka:?} {kb:?}");
                    let last = ka.len() - 1;
                    assert_eq!(ka[..last], kb[..last]);
                    assert_eq!(ka[last].cmp(&kb[last]), a.cmp(&b));
                    assert_eq!(a.kickers()[..ka.len()], ka[..]);
                    compared += 1;
                }
            }
        }
        assert!(compared > 100_000, "{compared}");
        // Different names: the name decides.
        let pair_of = |text: &str| seven(text);
        let aces = pair_of("AS AD KH 9C 7S 3D 2H");
        let kings = pair_of("KS KD AH 9C 7S 3D 2H");
        assert!(aces.kickers_against(kings).is_empty());
        // Two pair, aces and twos: the nine beats the seven, and the other hands shown do
        // not matter unless they share the name.
        let nine = seven("9H 2H 4D AC 2D 7H AH");
        let seven_ = seven("5D 2C 4D AC 2D 7H AH");
        assert_eq!(nine.kickers_among(&[seven_, kings]), vec![9]);
        assert_eq!(seven_.kickers_among(&[nine]), vec![7]);
        assert!(nine.kickers_among(&[kings]).is_empty());
        assert!(nine.kickers_among(&[]).is_empty());
        // A pair of aces against two others: the kickers down to the one that decides the
        // closest.
        let akqj = seven("AS AD KH QC JS 3D 2H");
        let akq9 = seven("AH AC KS QD 9S 3D 2H");
        let a7 = seven("AH AC 7S 6D 5C 3D 2H");
        assert_eq!(akqj.kickers_among(&[akq9, a7]), vec![13, 12, 11]);
        assert_eq!(a7.kickers_among(&[akqj, akq9]), vec![7]);
    }

    /// The independent check: over 200,000 random seven-card hands, the class agrees with
    /// Parlor's five-card evaluator's best of 21, and so does the order of each hand against
    /// the next.
    #[test]
    fn seven_cards_agree_with_the_best_of_twenty_one() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let mut deck: Vec<Card> = (0..52).filter_map(Card::from_index).collect();
        let mut previous: Option<(Strength, hand_eval::HandValue)> = None;
        for _ in 0..200_000 {
            deck.shuffle(&mut rng);
            let hand = [
                deck[0], deck[1], deck[2], deck[3], deck[4], deck[5], deck[6],
            ];
            let mine = evaluate(&hand);
            let (theirs, category) = best_of_21(&hand);
            assert_eq!(mine.class(), category, "{hand:?}");
            if let Some((my_last, their_last)) = previous {
                assert_eq!(mine.cmp(&my_last), theirs.cmp(&their_last), "{hand:?}");
            }
            previous = Some((mine, theirs));
        }
    }

    /// Each class's count over all 133,784,560 seven-card hands, as published (a royal
    /// flush in 4,324 of the 41,584 straight flushes): under a second in the test profile.
    #[test]
    fn seven_card_classes_count_as_published() {
        let t = tables();
        let deck: Vec<Card> = (0..52).filter_map(Card::from_index).collect();
        let mut counts = [0u64; 9];
        let mut royal = 0u64;
        for a in 0..46 {
            let sa = Seven::default().and(deck[a]);
            for b in a + 1..47 {
                let sb = sa.and(deck[b]);
                for c in b + 1..48 {
                    let sc = sb.and(deck[c]);
                    for d in c + 1..49 {
                        let sd = sc.and(deck[d]);
                        for e in d + 1..50 {
                            let se = sd.and(deck[e]);
                            for f in e + 1..51 {
                                let sf = se.and(deck[f]);
                                for &card in &deck[f + 1..] {
                                    let s = sf.and(card).strength(t);
                                    // A royal flush counts among the straight flushes.
                                    counts[(s.class() as usize).min(8)] += 1;
                                    royal += u64::from(s.is_royal());
                                }
                            }
                        }
                    }
                }
            }
        }
        assert_eq!(
            counts,
            [
                23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184,
                224_848, 41_584
            ]
        );
        assert_eq!(royal, 4_324);
    }
}
