//! The exact value of every hold, and the return of a pay table under perfect play.
//!
//! For every dealt hand, perfect play holds the subset of cards with the highest expected
//! payout over all possible draws. The expected payout of a hold is computed without
//! enumerating draws: `above[T]` counts, by class of final hand, the five-card hands that
//! contain the card set `T`; the hands that keep exactly `S` of the dealt hand `H` and draw
//! the rest from the stock are, by inclusion-exclusion over `S ⊆ T ⊆ H`, a Möbius transform
//! on the 32 subsets of `H`. Each deck card set is indexed by its colex rank.
//!
//! The counts depend only on the deck and the lowest paying pair ([`DrawCounts`], built
//! once on both cores and shared); a pay table and bet turn them into pay totals
//! ([`HoldEvaluator`]). A pay table's return is the average best hold over the 134,459 deals
//! that differ by more than a renaming of suits, each weighted by how many deals it stands
//! for.

use super::PayTable;
use crate::cards::{Card, DeckKind, Suit};
use crate::hand_eval::{Category, category_of, hand_value, key_rank_of};
use crate::workers::Workers;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// Expected payout of each of the 32 holds of one dealt hand, per chip bet.
/// Bit i of the index set: card i of the hand is held.
pub type HoldValues = [f64; 32];

/// The classes of final hands a pay table tells apart, best first: the eight categories
/// from royal flush to two pair, a paying pair, and nothing (a high card or a pair too low
/// to pay).
pub const FINALS: [Final; 10] = [
    Final::Hand(Category::RoyalFlush),
    Final::Hand(Category::StraightFlush),
    Final::Hand(Category::FourOfAKind),
    Final::Hand(Category::FullHouse),
    Final::Hand(Category::Flush),
    Final::Hand(Category::Straight),
    Final::Hand(Category::ThreeOfAKind),
    Final::Hand(Category::TwoPair),
    Final::PayingPair,
    Final::Nothing,
];

/// A class of final hand ([`FINALS`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Final {
    Hand(Category),
    /// One pair at or above the table's lowest paying pair.
    PayingPair,
    /// Anything that pays nothing.
    Nothing,
}

/// Where [`Final::Nothing`] sits in [`FINALS`].
const NOTHING: usize = 9;

/// The class index (into [`FINALS`]) of a hand.
fn final_of(hand: &[Card; 5], deck: DeckKind, min_pair: u8) -> usize {
    let value = hand_value(hand, deck);
    match category_of(value, deck) {
        Category::RoyalFlush => 0,
        Category::StraightFlush => 1,
        Category::FourOfAKind => 2,
        Category::FullHouse => 3,
        Category::Flush => 4,
        Category::Straight => 5,
        Category::ThreeOfAKind => 6,
        Category::TwoPair => 7,
        Category::OnePair if key_rank_of(value) >= min_pair => 8,
        Category::OnePair | Category::HighCard => NOTHING,
    }
}

/// Counts by final class of a set of hands; [`NOTHING`] is left out of the tables and
/// worked out from the total.
type Counts = [u32; NOTHING];

/// The counts of this process, built or being built, one slot per deck and lowest pair.
type Slot = Arc<OnceLock<Arc<DrawCounts>>>;

/// The slot for a deck and lowest pair; the registry's lock is held only to find it.
fn slot(deck: DeckKind, min_pair: u8) -> Slot {
    static SLOTS: Mutex<Vec<(DeckKind, u8, Slot)>> = Mutex::new(Vec::new());
    let mut slots = SLOTS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, _, slot)) = slots.iter().find(|(d, p, _)| *d == deck && *p == min_pair) {
        return slot.clone();
    }
    let slot = Slot::default();
    slots.push((deck, min_pair, slot.clone()));
    slot
}

/// Pay per chip of each final class ([`FINALS`]) under `table` at `bet`.
fn class_pays(table: &PayTable, bet: u32) -> [i64; 10] {
    std::array::from_fn(|i| match FINALS[i] {
        Final::Hand(category) => i64::from(table.pays_per_chip(category, 0, bet)),
        Final::PayingPair => i64::from(table.pays_per_chip(Category::OnePair, 14, bet)),
        Final::Nothing => 0,
    })
}

/// For one deck and lowest paying pair: for every card set `T` of up to four cards, how many
/// five-card hands of each paying class contain it.
pub struct DrawCounts {
    deck: DeckKind,
    min_pair: u8,
    binom: Vec<[u64; 6]>,
    /// `above[k][colex(T)]` for |T| = k < 5.
    above: [Vec<Counts>; 5],
}

impl DrawCounts {
    /// Counts every hand of the deck, the work shared by `workers`.
    pub fn build(deck: DeckKind, min_pair: u8, workers: &impl Workers) -> DrawCounts {
        // Every hand of the deck is valued: by the lookup tables, not the reference.
        crate::hand_eval::build_tables();
        let n = deck.size();
        let binom = binomials(n);
        let cards = deck.cards();
        let next_first = AtomicUsize::new(0);
        let work = || {
            let mut above: [Vec<Counts>; 5] =
                std::array::from_fn(|k| vec![[0; NOTHING]; binom[n][k] as usize]);
            let mut ranks = [0usize; 32];
            loop {
                // The first card of the hand, handed out one at a time: the low ones carry
                // the most hands.
                let a = next_first.fetch_add(1, Ordering::Relaxed);
                if a + 5 > n {
                    return above;
                }
                for b in a + 1..n {
                    for c in b + 1..n {
                        for d in c + 1..n {
                            for e in d + 1..n {
                                let hand = [cards[a], cards[b], cards[c], cards[d], cards[e]];
                                let class = final_of(&hand, deck, min_pair);
                                if class == NOTHING {
                                    continue;
                                }
                                let positions = [a, b, c, d, e];
                                // Colex ranks of all 31 proper subsets, each from the one
                                // without its highest card (positions ascend).
                                for mask in 1usize..31 {
                                    let high = usize::BITS - 1 - mask.leading_zeros();
                                    let rest = mask ^ (1 << high);
                                    ranks[mask] = ranks[rest]
                                        + binom[positions[high as usize]]
                                            [rest.count_ones() as usize + 1]
                                            as usize;
                                    above[mask.count_ones() as usize][ranks[mask]][class] += 1;
                                }
                                above[0][0][class] += 1;
                            }
                        }
                    }
                }
            }
        };
        // Whole numbers: the sum is the same whoever counted which hands.
        let parts = workers.run(&work);
        let mut parts = parts.into_iter();
        let mut above = parts
            .next()
            .unwrap_or_else(|| std::array::from_fn(|_| Vec::new()));
        for part in parts {
            for (sum, add) in above.iter_mut().zip(part) {
                for (s, a) in sum.iter_mut().zip(add) {
                    for (x, y) in s.iter_mut().zip(a) {
                        *x += y;
                    }
                }
            }
        }
        DrawCounts {
            deck,
            min_pair,
            binom,
            above,
        }
    }

    /// The counts for this deck and lowest paying pair, built once per process and kept
    /// (about 10.5 MB each for 52 cards; a lowest pair is one of 13 ranks). A second caller
    /// for the same counts waits for the first one's build; other counts are not held up.
    pub fn shared(deck: DeckKind, min_pair: u8, workers: &impl Workers) -> Arc<DrawCounts> {
        slot(deck, min_pair)
            .get_or_init(|| Arc::new(DrawCounts::build(deck, min_pair, workers)))
            .clone()
    }

    /// Positions of the cards in the deck's order.
    fn positions(&self, hand: &[Card; 5]) -> [usize; 5] {
        let offset = (self.deck.lowest_rank() as usize - 2) * 4;
        hand.map(|c| c.index() as usize - offset)
    }

    /// Colex rank of the subset of `positions` chosen by `mask` (positions need not be sorted).
    fn colex(&self, positions: &[usize; 5], mask: u32) -> usize {
        let mut chosen = [0usize; 5];
        let mut k = 0;
        for (i, &p) in positions.iter().enumerate() {
            if mask & (1 << i) != 0 {
                chosen[k] = p;
                k += 1;
            }
        }
        chosen[..k].sort_unstable();
        chosen[..k]
            .iter()
            .enumerate()
            .map(|(i, &p)| self.binom[p][i + 1] as usize)
            .sum()
    }

    /// The counts of the hands containing each subset of `hand` (the whole hand counts
    /// itself alone).
    fn subset_counts(&self, hand: &[Card; 5]) -> [Counts; 32] {
        let positions = self.positions(hand);
        let mut counts = [[0; NOTHING]; 32];
        for (mask, c) in counts.iter_mut().enumerate().take(31) {
            let k = (mask as u32).count_ones() as usize;
            *c = self.above[k][self.colex(&positions, mask as u32)];
        }
        let own = final_of(hand, self.deck, self.min_pair);
        if own != NOTHING {
            counts[31][own] = 1;
        }
        counts
    }

    /// The counts for this deck and lowest paying pair if they are built, without waiting
    /// for a build.
    pub fn ready(deck: DeckKind, min_pair: u8) -> Option<Arc<DrawCounts>> {
        slot(deck, min_pair).get().cloned()
    }

    /// Expected payout per chip of every hold of `hand` under `table` at `bet`, straight from
    /// the counts (a few microseconds). `table` must pay pairs from this counts' lowest pair.
    pub fn hold_values(&self, table: &PayTable, bet: u32, hand: &[Card; 5]) -> HoldValues {
        let pays = class_pays(table, bet);
        let counts = self.subset_counts(hand);
        let totals = std::array::from_fn(|mask| {
            counts[mask]
                .iter()
                .zip(&pays)
                .map(|(&n, &p)| i64::from(n) * p)
                .sum()
        });
        self.values_of(totals)
    }

    pub fn min_pair(&self) -> u8 {
        self.min_pair
    }

    /// From the total pay of the final hands containing each subset of a hand, the expected
    /// payout per chip of each hold: a superset Möbius transform keeps only the final hands
    /// that use no other dealt card.
    fn values_of(&self, mut totals: [i64; 32]) -> HoldValues {
        for bit in 0..5 {
            for mask in 0..32 {
                if mask & (1 << bit) == 0 {
                    totals[mask] -= totals[mask | (1 << bit)];
                }
            }
        }
        std::array::from_fn(|mask| {
            totals[mask] as f64 / self.draws((mask as u32).count_ones()) as f64
        })
    }

    /// How many draws a hold of `held` cards has.
    fn draws(&self, held: u32) -> u64 {
        self.binom[self.deck.size() - 5][5 - held as usize]
    }

    /// The final hands of holding `mask` of `hand`, by class ([`FINALS`]): counts over every
    /// draw, and the number of draws.
    pub fn finals(&self, hand: &[Card; 5], mask: u8) -> ([u64; 10], u64) {
        let counts = self.subset_counts(hand);
        let mask = usize::from(mask & 31);
        let mut out = [0i64; 10];
        // Inclusion-exclusion over the dealt cards not held: hands that contain the held
        // cards and none of the discards.
        for (t, c) in counts.iter().enumerate() {
            if t & mask == mask {
                let sign = if (t ^ mask).count_ones() % 2 == 0 {
                    1
                } else {
                    -1
                };
                for (o, &x) in out.iter_mut().zip(c) {
                    *o += sign * i64::from(x);
                }
            }
        }
        let draws = self.draws(mask.count_ones());
        let paying: i64 = out[..NOTHING].iter().sum();
        out[NOTHING] = draws as i64 - paying;
        (out.map(|x| x.max(0) as u64), draws)
    }
}

/// Precomputed sums that answer "what is every hold of this hand worth?" for one deck,
/// pay table and bet.
pub struct HoldEvaluator {
    bet: u32,
    counts: Arc<DrawCounts>,
    /// `pays[k][colex(T)]` for |T| = k < 5: total pay of the final hands containing T.
    pays: [Vec<i64>; 5],
    /// Pay per chip of each final class.
    class_pays: [i64; 10],
}

/// Result of [`optimal_return`].
#[derive(Debug, Clone)]
pub struct ReturnReport {
    pub bet: u32,
    /// Average payout per chip bet under perfect play; 0.995439 is 99.5439 %.
    pub expected_return: f64,
    /// Deals of the deck (2,598,960 for 52 cards).
    pub hands: u64,
    /// Deals that differ by more than a renaming of suits, each analysed once.
    pub classes: usize,
    /// The probability of each final hand ([`FINALS`]) under perfect play.
    pub finals: [f64; 10],
    pub elapsed: Duration,
}

impl HoldEvaluator {
    /// The evaluator for `table` at `bet` on `deck`; the first for a deck and lowest paying
    /// pair counts every hand, the work shared by `workers` (about 0.2 s in a release build
    /// on two cores).
    pub fn new(
        table: &PayTable,
        bet: u32,
        deck: DeckKind,
        workers: &impl Workers,
    ) -> HoldEvaluator {
        HoldEvaluator::with_counts(
            table,
            bet,
            DrawCounts::shared(deck, table.min_pair, workers),
        )
    }

    fn with_counts(table: &PayTable, bet: u32, counts: Arc<DrawCounts>) -> HoldEvaluator {
        let class_pays = class_pays(table, bet);
        let pays = std::array::from_fn(|k| {
            counts.above[k]
                .iter()
                .map(|c| {
                    c.iter()
                        .zip(&class_pays)
                        .map(|(&n, &p)| i64::from(n) * p)
                        .sum()
                })
                .collect()
        });
        HoldEvaluator {
            bet,
            counts,
            pays,
            class_pays,
        }
    }

    /// Expected payout per chip of every hold of this dealt hand.
    pub fn hold_values(&self, hand: &[Card; 5]) -> HoldValues {
        let counts = &self.counts;
        let positions = counts.positions(hand);
        let mut totals = [0i64; 32];
        for (mask, total) in totals.iter_mut().enumerate() {
            let k = mask.count_ones() as usize;
            *total = if k == 5 {
                self.class_pays[final_of(hand, counts.deck, counts.min_pair)]
            } else {
                self.pays[k][counts.colex(&positions, mask as u32)]
            };
        }
        counts.values_of(totals)
    }

    /// The hold with the highest expected payout, as a bit set, with its value. Among equal
    /// values, the lowest bit set wins.
    pub fn best_hold(&self, hand: &[Card; 5]) -> (u8, f64) {
        best_of(&self.hold_values(hand))
    }

    /// Every hold of `hand` with its expected payout per chip, best first (equal values in
    /// the order of their bit sets).
    pub fn ranked_holds(&self, hand: &[Card; 5]) -> Vec<(u8, f64)> {
        let values = self.hold_values(hand);
        let mut holds: Vec<(u8, f64)> = (0..32u8).map(|m| (m, values[usize::from(m)])).collect();
        holds.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        holds
    }

    /// The final hands of a hold, by class, with the number of draws.
    pub fn finals(&self, hand: &[Card; 5], mask: u8) -> ([u64; 10], u64) {
        self.counts.finals(hand, mask)
    }

    pub fn bet(&self) -> u32 {
        self.bet
    }
}

/// The hold analysis as a game reads it: the counts for the server's lowest paying pair on
/// the 52-card deck once they are built, or nothing yet.
#[derive(Clone, Default)]
pub struct Analyst(Option<Arc<DrawCounts>>);

impl Analyst {
    pub fn ready(counts: Arc<DrawCounts>) -> Analyst {
        Analyst(Some(counts))
    }

    /// Every hold's expected payout per chip, when the counts for `table` are ready: these
    /// counts, or others of the process if the hand is paid by a table with another lowest
    /// pair (the server changed tables during the hand).
    pub fn values(&self, table: &PayTable, bet: u32, hand: &[Card; 5]) -> Option<HoldValues> {
        let counts = match &self.0 {
            Some(c) if c.deck == DeckKind::Standard52 && c.min_pair == table.min_pair => c.clone(),
            _ => DrawCounts::ready(DeckKind::Standard52, table.min_pair)?,
        };
        Some(counts.hold_values(table, bet, hand))
    }
}

impl std::fmt::Debug for Analyst {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.0 {
            Some(counts) => write!(f, "Analyst(ready, pairs from {})", counts.min_pair),
            None => f.write_str("Analyst(not ready)"),
        }
    }
}

impl PartialEq for Analyst {
    fn eq(&self, other: &Analyst) -> bool {
        match (&self.0, &other.0) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        }
    }
}

/// The best of 32 hold values: its bit set and value, the lowest bit set among equals.
pub fn best_of(values: &HoldValues) -> (u8, f64) {
    values
        .iter()
        .enumerate()
        .fold((0u8, f64::MIN), |best, (m, &v)| {
            if v > best.1 { (m as u8, v) } else { best }
        })
}

/// The deals of `deck` up to a renaming of suits: one representative each, with the number
/// of deals it stands for. Built once per process per deck.
pub fn deal_classes(deck: DeckKind) -> &'static [([Card; 5], u32)] {
    static FULL: OnceLock<Vec<([Card; 5], u32)>> = OnceLock::new();
    static SHORT: OnceLock<Vec<([Card; 5], u32)>> = OnceLock::new();
    let slot = match deck {
        DeckKind::Standard52 => &FULL,
        DeckKind::Short24 => &SHORT,
    };
    slot.get_or_init(|| {
        // A deal's class: the ranks held in each suit, as 13-bit sets sorted high to low.
        let mut classes: HashMap<u64, u32> = HashMap::new();
        crate::hand_eval::for_each_hand(deck, |hand| {
            let mut suits = [0u64; 4];
            for card in hand {
                suits[card.suit() as usize] |= 1 << (card.rank() - 2);
            }
            suits.sort_unstable_by(|a, b| b.cmp(a));
            let key = suits[0] << 39 | suits[1] << 26 | suits[2] << 13 | suits[3];
            *classes.entry(key).or_default() += 1;
        });
        let mut out: Vec<([Card; 5], u32)> = classes
            .into_iter()
            .map(|(key, weight)| {
                let mut hand = [Card::new(2, Suit::Spades); 5];
                let mut i = 0;
                for (slot, suit) in Suit::ALL.into_iter().enumerate() {
                    let ranks = key >> (39 - 13 * slot) & 0x1fff;
                    for rank in (0..13).filter(|r| ranks >> r & 1 == 1) {
                        hand[i] = Card::new(rank as u8 + 2, suit);
                        i += 1;
                    }
                }
                (hand, weight)
            })
            .collect();
        out.sort_unstable_by_key(|(hand, _)| hand.map(Card::index));
        out
    })
}

/// The parts [`optimal_return`] splits the deals into.
const RETURN_CHUNKS: usize = 64;

/// One part's sums: the payouts, the final hands' weights, and the deals.
type ReturnPart = (f64, [f64; 10], u64);

/// The return of `table` at `bet` chips under perfect play, over every deal of the deck,
/// with the probability of each final hand, the work shared by `workers`: the deals in
/// `RETURN_CHUNKS` parts, handed out one at a time and summed in their order, so that the
/// figure does not depend on how many workers there are.
pub fn optimal_return(
    table: &PayTable,
    bet: u32,
    deck: DeckKind,
    workers: &impl Workers,
) -> ReturnReport {
    let start = Instant::now();
    let evaluator = HoldEvaluator::new(table, bet, deck, workers);
    let classes = deal_classes(deck);
    let chunk = classes.len().div_ceil(RETURN_CHUNKS).max(1);
    let chunks: Vec<&[([Card; 5], u32)]> = classes.chunks(chunk).collect();
    let next = AtomicUsize::new(0);
    let work = || {
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(part) = chunks.get(i) else {
                return done;
            };
            let (mut total, mut finals, mut hands) = (0f64, [0f64; 10], 0u64);
            for (hand, weight) in part.iter() {
                let (mask, value) = evaluator.best_hold(hand);
                let w = f64::from(*weight);
                total += value * w;
                let (counts, draws) = evaluator.finals(hand, mask);
                for (f, c) in finals.iter_mut().zip(counts) {
                    *f += c as f64 * w / draws as f64;
                }
                hands += u64::from(*weight);
            }
            done.push((i, (total, finals, hands)));
        }
    };
    let mut parts: Vec<(usize, ReturnPart)> = workers.run(&work).into_iter().flatten().collect();
    parts.sort_unstable_by_key(|(i, _)| *i);
    let parts = parts.into_iter().map(|(_, part)| part);
    let (mut total, mut finals, mut hands) = (0f64, [0f64; 10], 0u64);
    for (t, f, h) in parts {
        total += t;
        hands += h;
        for (a, b) in finals.iter_mut().zip(f) {
            *a += b;
        }
    }
    let deals = hands.max(1) as f64;
    ReturnReport {
        bet,
        expected_return: total / deals,
        hands,
        classes: classes.len(),
        finals: finals.map(|f| f / deals),
        elapsed: start.elapsed(),
    }
}

fn binomials(n: usize) -> Vec<[u64; 6]> {
    let mut table = vec![[0u64; 6]; n + 1];
    for (i, row) in table.iter_mut().enumerate() {
        row[0] = 1;
        for k in 1..6 {
            row[k] = if k > i {
                0
            } else {
                // C(i, k) = C(i, k-1) * (i - k + 1) / k
                row[k - 1] * (i - k + 1) as u64 / k as u64
            };
        }
    }
    table
}

#[cfg(test)]
mod tests {
    /// The builds' workers in these tests: two scoped threads.
    const TWO: crate::workers::testing::Scoped = crate::workers::testing::Scoped(2);
    use super::*;
    use crate::cards::shuffle;
    use crate::hand_eval::{Category, evaluate};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Calls `visit` with every final hand of holding `mask` of `hand`: the held cards and
    /// each draw from the rest of the deck.
    fn for_each_final(
        deck: DeckKind,
        hand: &[Card; 5],
        mask: u8,
        visit: &mut dyn FnMut(&[Card; 5]),
    ) {
        let held: Vec<Card> = (0..5)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| hand[i])
            .collect();
        let stock: Vec<Card> = deck
            .cards()
            .into_iter()
            .filter(|c| !hand.contains(c))
            .collect();
        let mut pick = |draw: &[Card]| {
            let mut final_hand = held.clone();
            final_hand.extend_from_slice(draw);
            let final_hand: [Card; 5] = final_hand.try_into().unwrap();
            visit(&final_hand);
        };
        combinations(&stock, 5 - held.len(), &mut Vec::new(), 0, &mut pick);
    }

    /// Expected pay of one hold by enumerating every draw: the slow, obvious way.
    fn brute_force(table: &PayTable, bet: u32, deck: DeckKind, hand: &[Card; 5], mask: u8) -> f64 {
        let (mut total, mut count) = (0u64, 0u64);
        for_each_final(deck, hand, mask, &mut |final_hand| {
            let e = evaluate(final_hand, deck);
            total += table.pays_per_chip(e.category, e.key_rank, bet) as u64;
            count += 1;
        });
        total as f64 / count as f64
    }

    fn combinations(
        items: &[Card],
        need: usize,
        current: &mut Vec<Card>,
        from: usize,
        visit: &mut dyn FnMut(&[Card]),
    ) {
        if current.len() == need {
            visit(current);
            return;
        }
        for i in from..items.len() {
            current.push(items[i]);
            combinations(items, need, current, i + 1, visit);
            current.pop();
        }
    }

    #[test]
    fn hold_values_match_enumeration_on_the_short_deck() {
        let deck = DeckKind::Short24;
        let table = PayTable::jacks_9_6();
        let evaluator = HoldEvaluator::new(&table, 5, deck, &TWO);
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for _ in 0..12 {
            let mut cards = deck.cards();
            shuffle(&mut cards, &mut rng);
            let hand: [Card; 5] = cards[..5].try_into().unwrap();
            let values = evaluator.hold_values(&hand);
            for mask in 0..32u8 {
                let expected = brute_force(&table, 5, deck, &hand, mask);
                assert!(
                    (values[mask as usize] - expected).abs() < 1e-9,
                    "{hand:?} hold {mask:05b}: {} vs {expected}",
                    values[mask as usize]
                );
            }
        }
    }

    /// The final hands of one hold by enumerating every draw, by class of [`FINALS`].
    fn brute_finals(deck: DeckKind, min_pair: u8, hand: &[Card; 5], mask: u8) -> [u64; 10] {
        let mut out = [0u64; 10];
        for_each_final(deck, hand, mask, &mut |final_hand| {
            out[final_of(final_hand, deck, min_pair)] += 1;
        });
        out
    }

    #[test]
    fn final_hands_match_enumeration_on_the_short_deck() {
        let deck = DeckKind::Short24;
        let mut rng = ChaCha8Rng::seed_from_u64(6);
        for min_pair in [11, 13] {
            let counts = DrawCounts::build(deck, min_pair, &TWO);
            for _ in 0..8 {
                let mut cards = deck.cards();
                shuffle(&mut cards, &mut rng);
                let hand: [Card; 5] = cards[..5].try_into().unwrap();
                for mask in 0..32u8 {
                    let (finals, draws) = counts.finals(&hand, mask);
                    assert_eq!(
                        finals,
                        brute_finals(deck, min_pair, &hand, mask),
                        "{hand:?} {mask:05b}"
                    );
                    assert_eq!(finals.iter().sum::<u64>(), draws);
                }
            }
        }
    }

    /// Hand-picked deals of the full deck: every hold's value against every draw enumerated
    /// (1.7 million final hands a deal).
    #[test]
    fn hold_values_match_enumeration_on_the_full_deck() {
        let deck = DeckKind::Standard52;
        let table = PayTable::jacks_9_6();
        let evaluator = HoldEvaluator::new(&table, 5, deck, &TWO);
        let hand = |t: &str| crate::cards::parse_hand(t).unwrap();
        for deal in ["AS KS QS JS 9H", "5H 5C 6D 7S 8H", "2C 7D 9H JS KD"] {
            let hand = hand(deal);
            let values = evaluator.hold_values(&hand);
            for mask in 0..32u8 {
                let expected = brute_force(&table, 5, deck, &hand, mask);
                assert!(
                    (values[usize::from(mask)] - expected).abs() < 1e-9,
                    "{deal} hold {mask:05b}: {} vs {expected}",
                    values[usize::from(mask)]
                );
            }
        }
    }

    /// Well-known decisions of 9/6 Jacks or Better at 5 chips: the best hold, by the cards it
    /// keeps.
    #[test]
    fn well_known_holds_are_best() {
        let evaluator = HoldEvaluator::new(&PayTable::jacks_9_6(), 5, DeckKind::Standard52, &TWO);
        let cases = [
            // A dealt royal flush stands.
            ("TS JS QS KS AS", "TS JS QS KS AS"),
            // Four to a royal beats a made flush.
            ("AS KS QS JS 3S", "AS KS QS JS"),
            // A low pair beats four to an outside straight.
            ("5H 5C 6D 7S 8H", "5H 5C"),
            // A high pair beats three to a royal.
            ("KH KS QH JH 4C", "KH KS"),
            // Four to a flush beats a low pair.
            ("2H 2D 7H 9H KH", "2H 7H 9H KH"),
            // Four to an open straight flush beats a high pair.
            ("9S TS JS QS QD", "9S TS JS QS"),
            // Three of a kind draws two; two pair draws one.
            ("8C 8D 8H KS 2D", "8C 8D 8H"),
            ("8C 8D KH KS 2D", "8C 8D KH KS"),
            // A made straight stands rather than chase a low straight flush.
            ("6C 7C 8C 9C TD", "6C 7C 8C 9C TD"),
            // Nothing at all: draw five.
            ("2C 5D 7H 9S 3D", ""),
        ];
        for (deal, best) in cases {
            let hand = crate::cards::parse_hand(deal).unwrap();
            let (mask, _) = evaluator.best_hold(&hand);
            let held: Vec<String> = (0..5)
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| hand[i].code())
                .collect();
            assert_eq!(held.join(" "), best, "{deal}");
        }
    }

    #[test]
    fn deal_classes_cover_every_deal_once() {
        let classes = deal_classes(DeckKind::Standard52);
        assert_eq!(classes.len(), 134_459);
        let deals: u64 = classes.iter().map(|c| u64::from(c.1)).sum();
        assert_eq!(deals, 2_598_960);
        let short: u64 = deal_classes(DeckKind::Short24)
            .iter()
            .map(|c| u64::from(c.1))
            .sum();
        assert_eq!(short, 42_504);
    }

    #[test]
    fn obvious_holds_are_found() {
        let table = PayTable::jacks_9_6();
        let evaluator = HoldEvaluator::new(&table, 5, DeckKind::Short24, &TWO);
        let hand = |t: &str| crate::cards::parse_hand(t).unwrap();
        // A dealt royal flush is held whole and pays 800 per chip.
        let (mask, value) = evaluator.best_hold(&hand("Ts Js Qs Ks As"));
        assert_eq!((mask, value), (0b11111, 800.0));
        // Four to a royal beats a paying pair of jacks.
        let (mask, _) = evaluator.best_hold(&hand("Ts Js Qs Ks Jh"));
        assert_eq!(mask, 0b01111);
        assert_eq!(Category::RoyalFlush.slug(), "royal-flush");
    }

    /// The return is the average, over every deal, of the best hold's value: here each of
    /// the 42,504 deals of the short deck one by one, against the computation's suit classes
    /// and their weights, for two paying pairs and both bet sizes.
    #[test]
    fn short_deck_return_is_an_average_of_best_holds() {
        let deck = DeckKind::Short24.cards();
        for table in [PayTable::jacks_9_6(), PayTable::classic()] {
            for bet in [1, 5] {
                let report = optimal_return(&table, bet, DeckKind::Short24, &TWO);
                assert_eq!(report.hands, 42_504);
                let evaluator = HoldEvaluator::new(&table, bet, DeckKind::Short24, &TWO);
                let (mut total, mut deals) = (0f64, 0u32);
                for a in 0..deck.len() {
                    for b in a + 1..deck.len() {
                        for c in b + 1..deck.len() {
                            for d in c + 1..deck.len() {
                                for e in d + 1..deck.len() {
                                    let hand = [deck[a], deck[b], deck[c], deck[d], deck[e]];
                                    total += evaluator.best_hold(&hand).1;
                                    deals += 1;
                                }
                            }
                        }
                    }
                }
                assert_eq!(deals, 42_504);
                let average = total / f64::from(deals);
                assert!(
                    (average - report.expected_return).abs() < 1e-9,
                    "{} at {bet}: every deal {average}, by classes {}",
                    table.name,
                    report.expected_return
                );
                // In a deck of high cards jacks-or-better pays far more than it takes.
                assert!(report.expected_return > 1.0, "{}", report.expected_return);
            }
            // The royal flush's bonus at 5 chips.
            let at_one = optimal_return(&table, 1, DeckKind::Short24, &TWO).expected_return;
            let at_five = optimal_return(&table, 5, DeckKind::Short24, &TWO).expected_return;
            assert!(
                at_five > at_one,
                "{}: {at_five} at 5, {at_one} at 1",
                table.name
            );
        }
    }

    /// The full 52-card computation (about 2 s in the test profile), against the published
    /// figures for 9/6 Jacks or Better. `parlor analyze paytable jacks-9-6` prints the same.
    #[test]
    fn jacks_9_6_returns_99_5439_percent() {
        let report = optimal_return(&PayTable::jacks_9_6(), 5, DeckKind::Standard52, &TWO);
        assert!(
            (report.expected_return - 0.995439).abs() < 5e-7,
            "{}",
            report.expected_return
        );
        assert_eq!((report.hands, report.classes), (2_598_960, 134_459));
        let [royal, _, four, _, _, _, _, _, jacks, _] = report.finals;
        assert_eq!(
            (1.0 / royal).round(),
            40_391.0,
            "royal flush 1 in {}",
            1.0 / royal
        );
        assert!((four - 0.002363).abs() < 5e-7, "four of a kind {four}");
        assert!((jacks - 0.214585).abs() < 5e-7, "jacks or better {jacks}");
        assert!((report.finals.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        // The same table written out, paying 800 at every bet, is the same at 5 chips.
        let written = PayTable::from_pays("full", "800,50,25,9,6,4,3,2,1", 11).unwrap();
        let again = optimal_return(&written, 5, DeckKind::Standard52, &TWO);
        assert!((again.expected_return - report.expected_return).abs() < 1e-12);
    }
}
