//! The exact return of a pay table under perfect play.
//!
//! For every dealt hand, perfect play holds the subset of cards with the highest expected
//! payout over all possible draws. The expected payout of a hold is computed without
//! enumerating draws: `above[T]` is the total payout of all final hands that contain the
//! card set `T`; the hands that keep exactly `S` of the dealt hand `H` and draw the rest from
//! the stock are, by inclusion-exclusion over `S ⊆ T ⊆ H`, a Möbius transform on the
//! 32 subsets of `H`. Each deck card set is indexed by its colex rank.

use super::PayTable;
use crate::engine::cards::{Card, DeckKind};
use crate::engine::hand_eval::{evaluate, for_each_hand};
use std::time::{Duration, Instant};

/// Expected payout of each of the 32 holds of one dealt hand, per chip bet.
/// Bit i of the index set: card i of the hand is held.
pub type HoldValues = [f64; 32];

/// Precomputed sums that answer "what is every hold of this hand worth?" for one deck,
/// pay table and bet.
pub struct HoldEvaluator {
    deck: DeckKind,
    bet: u32,
    table: PayTable,
    binom: Vec<[u64; 6]>,
    /// above[k][colex(T)] for |T| = k < 5: total pay of the final hands containing T.
    above: [Vec<i64>; 5],
}

/// Result of [`optimal_return`].
#[derive(Debug, Clone)]
pub struct ReturnReport {
    pub bet: u32,
    /// Average payout per chip bet under perfect play; 0.995439 is 99.5439 %.
    pub expected_return: f64,
    pub hands: u64,
    pub elapsed: Duration,
}

impl HoldEvaluator {
    pub fn new(table: &PayTable, bet: u32, deck: DeckKind) -> HoldEvaluator {
        let n = deck.size();
        let binom = binomials(n);
        let mut above: [Vec<i64>; 5] = std::array::from_fn(|k| vec![0i64; binom[n][k] as usize]);
        let mut evaluator = HoldEvaluator {
            deck,
            bet,
            table: table.clone(),
            binom,
            above: Default::default(),
        };
        for_each_hand(deck, |hand| {
            let pay = evaluator.pay(hand);
            if pay == 0 {
                return;
            }
            let positions = evaluator.positions(hand);
            for mask in 0u32..31 {
                let k = mask.count_ones() as usize;
                above[k][evaluator.colex(&positions, mask)] += pay;
            }
        });
        evaluator.above = above;
        evaluator
    }

    fn pay(&self, hand: &[Card; 5]) -> i64 {
        let e = evaluate(hand, self.deck);
        self.table.pays_per_chip(e.category, e.key_rank, self.bet) as i64
    }

    /// Positions of the cards in the deck's order, ascending.
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

    /// Expected payout per chip of every hold of this dealt hand.
    pub fn hold_values(&self, hand: &[Card; 5]) -> HoldValues {
        let positions = self.positions(hand);
        let mut totals = [0i64; 32];
        for (mask, total) in totals.iter_mut().enumerate() {
            let k = mask.count_ones() as usize;
            *total = if k == 5 {
                self.pay(hand)
            } else {
                self.above[k][self.colex(&positions, mask as u32)]
            };
        }
        // Superset Möbius transform: keep only final hands that use no other dealt card.
        for bit in 0..5 {
            for mask in 0..32 {
                if mask & (1 << bit) == 0 {
                    totals[mask] -= totals[mask | (1 << bit)];
                }
            }
        }
        let stock = self.deck.size() - 5;
        let mut values = [0f64; 32];
        for (mask, value) in values.iter_mut().enumerate() {
            let draws = self.binom[stock][5 - (mask as u32).count_ones() as usize];
            *value = totals[mask] as f64 / draws as f64;
        }
        values
    }

    /// The hold with the highest expected payout, as a bit set, with its value.
    pub fn best_hold(&self, hand: &[Card; 5]) -> (u8, f64) {
        let values = self.hold_values(hand);
        let (mask, value) =
            values.iter().enumerate().fold(
                (0, f64::MIN),
                |best, (m, &v)| if v > best.1 { (m, v) } else { best },
            );
        (mask as u8, value)
    }

    pub fn bet(&self) -> u32 {
        self.bet
    }
}

/// The return of `table` at `bet` chips under perfect play, over every deal of the deck.
pub fn optimal_return(table: &PayTable, bet: u32, deck: DeckKind) -> ReturnReport {
    let start = Instant::now();
    let evaluator = HoldEvaluator::new(table, bet, deck);
    let mut total = 0f64;
    let mut hands = 0u64;
    for_each_hand(deck, |hand| {
        total += evaluator.best_hold(hand).1;
        hands += 1;
    });
    ReturnReport {
        bet,
        expected_return: total / hands as f64,
        hands,
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
    use super::*;
    use crate::engine::cards::shuffle;
    use crate::engine::hand_eval::Category;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Expected pay of one hold by enumerating every draw: the slow, obvious way.
    fn brute_force(table: &PayTable, bet: u32, deck: DeckKind, hand: &[Card; 5], mask: u8) -> f64 {
        let held: Vec<Card> = (0..5)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| hand[i])
            .collect();
        let stock: Vec<Card> = deck
            .cards()
            .into_iter()
            .filter(|c| !hand.contains(c))
            .collect();
        let need = 5 - held.len();
        let (mut total, mut count) = (0u64, 0u64);
        let mut pick = |draw: &[Card]| {
            let mut final_hand = held.clone();
            final_hand.extend_from_slice(draw);
            let final_hand: [Card; 5] = final_hand.try_into().unwrap();
            let e = evaluate(&final_hand, deck);
            total += table.pays_per_chip(e.category, e.key_rank, bet) as u64;
            count += 1;
        };
        combinations(&stock, need, &mut Vec::new(), 0, &mut pick);
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
        let evaluator = HoldEvaluator::new(&table, 5, deck);
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

    #[test]
    fn obvious_holds_are_found() {
        let table = PayTable::jacks_9_6();
        let evaluator = HoldEvaluator::new(&table, 5, DeckKind::Short24);
        let hand = |t: &str| crate::engine::cards::parse_hand(t).unwrap();
        // A dealt royal flush is held whole and pays 800 per chip.
        let (mask, value) = evaluator.best_hold(&hand("Ts Js Qs Ks As"));
        assert_eq!((mask, value), (0b11111, 800.0));
        // Four to a royal beats a paying pair of jacks.
        let (mask, _) = evaluator.best_hold(&hand("Ts Js Qs Ks Jh"));
        assert_eq!(mask, 0b01111);
        assert_eq!(Category::RoyalFlush.slug(), "royal-flush");
    }

    #[test]
    fn short_deck_return_is_an_average_of_best_holds() {
        let table = PayTable::jacks_9_6();
        let report = optimal_return(&table, 1, DeckKind::Short24);
        assert_eq!(report.hands, 42_504);
        // Every dealt hand can at least stand pat, and in a 24-card deck of high cards
        // jacks-or-better pays far more than it takes.
        assert!(report.expected_return > 1.0, "{}", report.expected_return);
        let at_five = optimal_return(&table, 5, DeckKind::Short24);
        assert!(at_five.expected_return > report.expected_return);
    }

    /// The full 52-card computation (about 2 s in the test profile).
    /// `parlor analyze paytable jacks-9-6` prints the same figure.
    #[test]
    fn jacks_9_6_returns_99_5439_percent() {
        let report = optimal_return(&PayTable::jacks_9_6(), 5, DeckKind::Standard52);
        assert!(
            (report.expected_return - 0.995439).abs() < 5e-7,
            "{}",
            report.expected_return
        );
    }
}
