//! The seven-card evaluator: the best five-card hand among seven cards (two hole cards and
//! the five of the board), as a [`Strength`] that orders any two seven-card hands (higher
//! wins, equal splits).
//!
//! Two tables, built once ([`tables`]):
//! - a flush: the ranks of the suit that holds five or more, as a 13-bit mask, index the
//!   8,192 masks' strengths (a straight flush where the ranks run five in a row, else the
//!   top five);
//! - otherwise: the seven cards' rank counts (a digit 0 to 4 for each of the 13 ranks,
//!   adding up to 7) are ranked among all 49,205 such counts, by their place in the order
//!   of those digit strings, which indexes each one's strength (the best of its four of a
//!   kind, full house, straight, three of a kind, two pair, pair or high card).
//!
//! Seven cards hold at most one flush suit, and a flush beats every hand the other table
//! holds but the full house and four of a kind, which need a pair, and so at most two
//! cards of the flush suit besides five others: with seven cards, never both.

use crate::cards::Card;
use crate::hand_eval::Category;
use std::sync::OnceLock;

/// How strong a hand is: a higher value wins, equal values split. Bits 20 and up hold the
/// hand's [`Category`] (the ace-high straight flush is the royal flush), then up to five
/// 4-bit ranks (2 to 14), most significant first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Strength(pub u32);

impl Strength {
    fn new(category: Category, ranks: &[u8]) -> Strength {
        let mut value = (category as u32) << 20;
        for (i, &rank) in ranks.iter().take(5).enumerate() {
            value |= u32::from(rank) << (16 - 4 * i);
        }
        Strength(value)
    }

    /// The hand's category, as the five-card evaluator names it.
    pub fn class(self) -> Category {
        Category::ALL[(self.0 >> 20) as usize]
    }

    /// The ranks that decide between hands of its class, most significant first (a
    /// straight's top card, a full house's trips then its pair).
    pub fn ranks(self) -> Vec<u8> {
        (0..5)
            .map(|i| ((self.0 >> (16 - 4 * i)) & 0xf) as u8)
            .filter(|&rank| rank != 0)
            .collect()
    }

    /// Whether this is the royal flush.
    pub fn is_royal(self) -> bool {
        self.class() == Category::RoyalFlush
    }
}

/// Rank counts with digit sums of 7: their number.
pub const RANK_COUNTS: usize = 49_205;

/// The evaluator's tables.
pub struct Tables {
    /// By a suit's 13-bit rank mask (bit 0 the two): its flush's strength; 0 under five.
    flush: Vec<u32>,
    /// By the index of seven cards' rank counts: the strength of their best hand without a
    /// flush.
    ranks: Vec<u32>,
    /// `below[len][sum][digit]`: how many digit strings of `len` digits (each 0 to 4) that
    /// add up to `sum - d` there are for every `d < digit`: what a digit adds to an index.
    below: [[[u32; 5]; 8]; 13],
}

/// How many strings of `len` digits, each 0 to 4, add up to `sum`.
fn strings(len: usize, sum: usize) -> u32 {
    if len == 0 {
        return u32::from(sum == 0);
    }
    (0..=4.min(sum)).map(|d| strings(len - 1, sum - d)).sum()
}

impl Tables {
    fn build() -> Tables {
        let mut below = [[[0u32; 5]; 8]; 13];
        for (len, by_sum) in below.iter_mut().enumerate() {
            for (sum, by_digit) in by_sum.iter_mut().enumerate() {
                let mut total = 0;
                for (digit, slot) in by_digit.iter_mut().enumerate() {
                    *slot = total;
                    if digit <= sum {
                        total += strings(len, sum - digit);
                    }
                }
            }
        }
        let flush = (0u32..1 << 13)
            .map(|mask| {
                if mask.count_ones() < 5 {
                    0
                } else {
                    flush_strength(mask as u16).0
                }
            })
            .collect();
        let mut tables = Tables {
            flush,
            ranks: vec![0; RANK_COUNTS],
            below,
        };
        let mut counts = [0u8; 13];
        let mut ranks = vec![0; RANK_COUNTS];
        fill(&tables, &mut counts, 0, 7, &mut ranks);
        tables.ranks = ranks;
        tables
    }

    /// The place of `counts` (adding up to 7) among all such counts, in the order of their
    /// digit strings, the ace's digit first.
    #[inline]
    fn index(&self, counts: &[u8; 13]) -> usize {
        let mut left = 7usize;
        let mut index = 0u32;
        for (i, &count) in counts.iter().rev().enumerate() {
            index += self.below[12 - i][left][count as usize];
            left -= count as usize;
        }
        index as usize
    }
}

/// Every rank count from `rank` up adding up to `left` more, each one's strength at its
/// index.
fn fill(tables: &Tables, counts: &mut [u8; 13], rank: usize, left: u8, out: &mut [u32]) {
    if rank == 13 {
        if left == 0 {
            out[tables.index(counts)] = rank_strength(counts).0;
        }
        return;
    }
    for count in 0..=left.min(4) {
        counts[rank] = count;
        fill(tables, counts, rank + 1, left - count, out);
    }
    counts[rank] = 0;
}

/// The tables, built the first time they are asked for (a few milliseconds).
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

fn flush_strength(mask: u16) -> Strength {
    match straight_top(mask) {
        Some(14) => Strength::new(Category::RoyalFlush, &[14]),
        Some(top) => Strength::new(Category::StraightFlush, &[top]),
        None => Strength::new(Category::Flush, &top_ranks(mask, 5)),
    }
}

/// The best hand of these rank counts, flushes aside.
fn rank_strength(counts: &[u8; 13]) -> Strength {
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
        return Strength::new(Category::FourOfAKind, &ranks);
    }
    let trips = with(3);
    let pairs = with(2);
    if let Some(&t) = trips.first()
        && let Some(&p) = pairs.iter().find(|&&p| p != t)
    {
        return Strength::new(Category::FullHouse, &[t, p]);
    }
    if let Some(top) = straight_top(mask) {
        return Strength::new(Category::Straight, &[top]);
    }
    if let Some(&t) = trips.first() {
        let mut ranks = vec![t];
        ranks.extend(kickers(&[t], 2));
        return Strength::new(Category::ThreeOfAKind, &ranks);
    }
    if let [high, low, ..] = pairs[..] {
        let mut ranks = vec![high, low];
        ranks.extend(kickers(&[high, low], 1));
        return Strength::new(Category::TwoPair, &ranks);
    }
    if let Some(&p) = pairs.first() {
        let mut ranks = vec![p];
        ranks.extend(kickers(&[p], 3));
        return Strength::new(Category::OnePair, &ranks);
    }
    Strength::new(Category::HighCard, &kickers(&[], 5))
}

/// Seven cards as the evaluator reads them: each suit's ranks, and each rank's count.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Seven {
    suits: [u16; 4],
    counts: [u8; 13],
}

impl Seven {
    /// These cards and `card` (the caller adds seven distinct ones).
    #[inline]
    pub fn and(mut self, card: Card) -> Seven {
        let rank = (card.rank() - 2) as usize;
        self.suits[(card.index() % 4) as usize] |= 1 << rank;
        self.counts[rank] += 1;
        self
    }

    /// These cards and `other`'s together (distinct cards).
    #[inline]
    pub fn with(&self, other: &Seven) -> Seven {
        let mut both = *self;
        for (mine, theirs) in both.suits.iter_mut().zip(other.suits) {
            *mine |= theirs;
        }
        for (mine, theirs) in both.counts.iter_mut().zip(other.counts) {
            *mine += theirs;
        }
        both
    }

    /// The cards' strength: seven distinct cards.
    #[inline]
    pub fn strength(&self, tables: &Tables) -> Strength {
        for suit in self.suits {
            if suit.count_ones() >= 5 {
                return Strength(tables.flush[suit as usize]);
            }
        }
        Strength(tables.ranks[tables.index(&self.counts)])
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
    use rand::SeedableRng;
    use rand::seq::SliceRandom;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| Card::parse(c).unwrap_or_else(|| panic!("{c}")))
            .collect()
    }

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

    #[test]
    fn the_rank_counts_index_every_count_once() {
        let t = tables();
        assert_eq!(strings(13, 7), RANK_COUNTS as u32);
        assert!(t.ranks.iter().all(|&s| s != 0), "every index filled");
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
    /// flush in 4,324 of the 41,584 straight flushes). A minute or more unoptimised:
    /// `cargo test -p parlor-rules --release -- --ignored seven_card_classes`.
    #[test]
    #[ignore]
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
