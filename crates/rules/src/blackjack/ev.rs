//! The exact expected return of each action for the cards left in the shoe.
//!
//! The dealer has peeked: under an ace or a ten the hole card is known not to make a
//! blackjack. That knowledge also tells a little about the cards the player will draw, so
//! every value is worked out weighted by the chance that the shoe left at the end still
//! gives no blackjack, and divided by that chance for the shoe at the start: for stand, hit
//! and double this is exact for the shoe (hit with the best play after each card). Split
//! (the `split` module) resplits to four hands as the round does, each hand played the best way for
//! its own cards, with the dealer's exact chances for every shoe it reaches: exact for that
//! play.

use super::HouseRules;
use super::hand::Total;
use super::shoe::{ACE, RANKS, Shoe, TEN};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// An action on a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    Stand,
    Hit,
    Double,
    Split,
    Surrender,
}

/// The dealer's final totals, by chance: 17 to 21, then bust.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Outcomes(pub [f64; 6]);

impl Outcomes {
    /// The player's expected return standing on `best` against these outcomes.
    fn against(&self, best: u8) -> f64 {
        let mut value = self.0[5];
        for (k, chance) in self.0[..5].iter().enumerate() {
            let dealer = 17 + k as u8;
            if best > dealer {
                value += chance;
            } else if best < dealer {
                value -= chance;
            }
        }
        value
    }
}

/// A shoe and a hand's total packed for the tables: the nine counts below the tens in six
/// bits each (at most 32 of a rank in eight decks), then the tens, the hard total and the
/// ace.
type Key = (u64, u16);

fn key(shoe: &Shoe, total: Total) -> Key {
    let counts = shoe.counts();
    let low = counts[..TEN]
        .iter()
        .fold(0u64, |packed, &c| (packed << 6) | u64::from(c));
    let high = (counts[TEN] << 7) | (u16::from(total.hard.min(31)) << 1) | u16::from(total.ace);
    (low, high)
}

/// More cards of one rank, and in all, than a dealer's hand ever draws after the upcard
/// (about ten at most: four aces, a six and four more aces under a two): bounds for the
/// tables of [`Evaluator::dealer_outcomes`].
const MOST_OF_A_RANK: usize = 16;
const MOST_DRAWN: usize = 16;

/// The dealer's finals in the order the hands are listed: bust, then 17 to 21. The finals a
/// total beats, and those it does not, are then each one run of hands.
const BUST_SLOT: usize = 0;
const SLOTS: usize = 6;

/// A final's slot in that order, from its index in [`Outcomes`].
fn slot_of(fin: u8) -> usize {
    if fin == 5 {
        BUST_SLOT
    } else {
        usize::from(fin) + 1
    }
}

/// A slot's index in [`Outcomes`].
fn final_of(slot: usize) -> usize {
    if slot == BUST_SLOT { 5 } else { slot - 1 }
}

/// Hands summed side by side in [`Run::ways`].
const LANES: usize = 4;

/// Hands that end in the same final, draw the same number of cards and hold the same number
/// of different ranks, side by side: hand `h` has factors `factors[h * len..(h + 1) * len]`,
/// each a rank and a number of copies (an index into a table of the ways to draw that many
/// of that rank), and `orders[h]` the orders in which the dealer draws them (standing only
/// after the last); `group` is how many cards they draw and their final's index (17 to 21,
/// then bust), as `drawn * 6 + final`. A run's hands all multiply the same number of factors
/// into the same sum, so its loop has no branch, and it adds four hands at a time into four
/// sums, so that no hand waits on the one before it.
#[derive(Debug, Clone, Default)]
struct Run {
    len: usize,
    group: usize,
    factors: Vec<u8>,
    orders: Vec<f64>,
}

impl Run {
    /// The ways to draw the run's hands in order, all together.
    fn ways<const LEN: usize>(&self, falling: &[f64; 256]) -> f64 {
        let ways = |factors: &[u8; LEN], orders: f64| {
            factors
                .iter()
                .fold(orders, |ways, &factor| ways * falling[usize::from(factor)])
        };
        let (hands, _) = self.factors.as_chunks::<LEN>();
        let (quads, rest) = hands.as_chunks::<LANES>();
        let (orders, rest_orders) = self.orders.as_chunks::<LANES>();
        let mut lanes = [0.0f64; LANES];
        for (quad, orders) in quads.iter().zip(orders) {
            for lane in 0..LANES {
                lanes[lane] += ways(&quad[lane], orders[lane]);
            }
        }
        let mut sum = (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]);
        for (hand, &orders) in rest.iter().zip(rest_orders) {
            sum += ways(hand, orders);
        }
        sum
    }
}

/// Every way the dealer's hand can end under one upcard, laid out for the sum of
/// [`Evaluator::dealer_outcomes`]: by final (bust, then 17 to 21), then in runs by cards
/// drawn and number of different ranks.
#[derive(Debug, Clone, Default)]
pub struct DealerHands {
    runs: [Vec<Run>; SLOTS],
    /// How many hands end in each slot.
    counts: [usize; SLOTS],
    /// The most cards any hand draws, the hole card included.
    most_drawn: u16,
}

/// Every way the dealer's hand can end under one upcard, whatever the shoe: the dealer's
/// chances for a shoe are then sums over these, each the product of the chances of drawing
/// its cards in one order (the same for every order) times its orders, so nothing is worked
/// out again for each shoe but a short sum.
fn dealer_hands(rules: HouseRules, up: usize, excluded: Option<usize>) -> DealerHands {
    fn walk(
        rules: HouseRules,
        total: Total,
        excluded: Option<usize>,
        counts: &mut [u8; RANKS],
        drawn: usize,
        found: &mut FxHashMap<[u8; RANKS], (f64, u8)>,
    ) {
        let best = total.best();
        let stands =
            total.bust() || (best >= 17 && !(rules.hits_soft_17 && best == 17 && total.soft()));
        if drawn > 0 && stands {
            let fin = if total.bust() { 5 } else { best - 17 };
            debug_assert!(
                drawn <= MOST_DRAWN && counts.iter().all(|&c| usize::from(c) <= MOST_OF_A_RANK)
            );
            found.entry(*counts).or_insert((0.0, fin)).0 += 1.0;
            return;
        }
        for rank in 0..RANKS {
            // The hole card (the first drawn) is never the one that makes a blackjack.
            if drawn == 0 && Some(rank) == excluded {
                continue;
            }
            counts[rank] += 1;
            walk(rules, total.with(rank), excluded, counts, drawn + 1, found);
            counts[rank] -= 1;
        }
    }
    let mut found = FxHashMap::default();
    let mut counts = [0u8; RANKS];
    walk(
        rules,
        Total::of(&[up]),
        excluded,
        &mut counts,
        0,
        &mut found,
    );
    let mut hands = DealerHands::default();
    // By final, cards drawn, number of ranks, then in a fixed order, so that the sums come
    // out the same every time.
    let ranks_in = |counts: &[u8; RANKS]| counts.iter().filter(|&&c| c > 0).count();
    let drawn_in = |counts: &[u8; RANKS]| counts.iter().map(|&c| usize::from(c)).sum::<usize>();
    let mut found: Vec<([u8; RANKS], (f64, u8))> = found.into_iter().collect();
    found.sort_by_key(|(counts, (_, fin))| {
        (slot_of(*fin), drawn_in(counts), ranks_in(counts), *counts)
    });
    for (counts, (orders, fin)) in found {
        let slot = slot_of(fin);
        let len = ranks_in(&counts);
        let drawn = drawn_in(&counts);
        let group = drawn * 6 + usize::from(fin);
        let runs = &mut hands.runs[slot];
        if runs
            .last()
            .is_none_or(|run| run.len != len || run.group != group)
        {
            runs.push(Run {
                len,
                group,
                ..Run::default()
            });
        }
        let Some(run) = runs.last_mut() else {
            continue;
        };
        for (rank, &copies) in counts.iter().enumerate() {
            if copies > 0 {
                run.factors
                    .push((rank * (MOST_OF_A_RANK + 1) + usize::from(copies)) as u8);
            }
        }
        run.orders.push(orders);
        hands.counts[slot] += 1;
        hands.most_drawn = hands.most_drawn.max(drawn as u16);
    }
    hands
}

impl DealerHands {
    /// Whether the hands have been listed.
    fn is_empty(&self) -> bool {
        self.counts.iter().all(|&c| c == 0)
    }

    /// The dealer's chances of each final in `slots` with `shoe` left, not yet divided by
    /// the chance of no blackjack (the other finals left at zero).
    fn sum(&self, shoe: &Shoe, slots: std::ops::Range<usize>) -> Outcomes {
        let mut outcomes = Outcomes::default();
        // falling[r * (MOST + 1) + m]: the ways to draw m cards of rank r in order;
        // within[k]: the ways to draw any k cards in order.
        let mut falling = [0.0f64; 256];
        for (rank, row) in falling
            .chunks_exact_mut(MOST_OF_A_RANK + 1)
            .take(RANKS)
            .enumerate()
        {
            let count = f64::from(shoe.count(rank));
            row[0] = 1.0;
            for m in 1..=MOST_OF_A_RANK {
                row[m] = row[m - 1] * (count - (m - 1) as f64).max(0.0);
            }
        }
        let mut within = [0.0f64; MOST_DRAWN + 1];
        let left = f64::from(shoe.left());
        within[0] = 1.0;
        for k in 1..=MOST_DRAWN {
            within[k] = within[k - 1] * (left - (k - 1) as f64).max(0.0);
        }
        for run in self.runs[slots].iter().flatten() {
            let ways = match run.len {
                1 => run.ways::<1>(&falling),
                2 => run.ways::<2>(&falling),
                3 => run.ways::<3>(&falling),
                4 => run.ways::<4>(&falling),
                5 => run.ways::<5>(&falling),
                6 => run.ways::<6>(&falling),
                7 => run.ways::<7>(&falling),
                8 => run.ways::<8>(&falling),
                9 => run.ways::<9>(&falling),
                _ => run.ways::<RANKS>(&falling),
            };
            // Divided once a run by the ways to draw that many cards in order.
            let within = within[run.group / 6];
            if ways > 0.0 && within > 0.0 {
                outcomes.0[run.group % 6] += ways / within;
            }
        }
        outcomes
    }

    /// How many hands end in `slots`.
    fn hands_in(&self, slots: std::ops::Range<usize>) -> usize {
        self.counts[slots].iter().sum()
    }
}

/// The dealer's hands under every upcard for one rule on soft 17: listed once (a few
/// milliseconds) and shared by every evaluator after, so that a hint only sums.
pub struct DealerLists {
    hits_soft_17: bool,
    by_up: Vec<Arc<DealerHands>>,
}

impl DealerLists {
    pub fn new(hits_soft_17: bool) -> DealerLists {
        let rules = HouseRules {
            hits_soft_17,
            ..HouseRules::default()
        };
        let by_up = (0..RANKS)
            .map(|up| Arc::new(dealer_hands(rules, up, completes(up))))
            .collect();
        DealerLists {
            hits_soft_17,
            by_up,
        }
    }

    /// Whether the dealer hits soft 17 in these lists.
    pub fn hits_soft_17(&self) -> bool {
        self.hits_soft_17
    }
}

impl std::fmt::Debug for DealerLists {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DealerLists")
            .field("hits_soft_17", &self.hits_soft_17)
            .finish_non_exhaustive()
    }
}

/// The rank that would give the dealer a blackjack under the upcard `up`, if any.
fn completes(up: usize) -> Option<usize> {
    match up {
        ACE => Some(TEN),
        TEN => Some(ACE),
        _ => None,
    }
}

/// Whether hitting is known to be worth at least standing, without working either out: a
/// hand that no card can bust (its hard total 11 or less) and that stands below 17. Standing
/// on it wins only when the dealer busts; hitting and then standing wins at least then, and
/// the dealer's chance of busting is the same on average whichever card the player takes
/// (the cards are dealt in random order), so hitting is never worse. Its standing value,
/// which would cost the dealer's chances for its shoe, is then never needed.
fn hitting_wins(hand: Total) -> bool {
    hand.hard <= 11 && hand.best() <= 16
}

/// Works out values for one upcard under one set of house rules, keeping what it worked
/// out for the shoes it met.
pub struct Evaluator {
    rules: HouseRules,
    up: usize,
    /// Every way the dealer's hand can end: shared, or worked out when first needed.
    hands: Arc<DealerHands>,
    dealer: FxHashMap<Key, Outcomes>,
    /// Standing (by the shoe and the best total) and hitting, weighted.
    stands: FxHashMap<Key, f64>,
    hits: FxHashMap<Key, f64>,
    /// A split hand's values, by its shoe and total, its pair, whether it is at its first
    /// decision and how many more pair cards out it is valued for.
    split_hands: FxHashMap<(Key, usize, bool, usize), split::ByOut>,
}

impl Evaluator {
    pub fn new(rules: HouseRules, up: usize) -> Evaluator {
        Evaluator {
            rules,
            up,
            hands: Arc::default(),
            dealer: FxHashMap::default(),
            stands: FxHashMap::default(),
            hits: FxHashMap::default(),
            split_hands: FxHashMap::default(),
        }
    }

    /// An evaluator that takes the dealer's hands from `lists` (when they are for these
    /// rules) instead of listing them itself.
    pub fn with_lists(rules: HouseRules, up: usize, lists: Option<&DealerLists>) -> Evaluator {
        let mut evaluator = Evaluator::new(rules, up);
        if let Some(lists) = lists.filter(|l| l.hits_soft_17 == rules.hits_soft_17)
            && let Some(hands) = lists.by_up.get(up)
        {
            evaluator.hands = Arc::clone(hands);
        }
        evaluator
    }

    /// The rank that would give the dealer a blackjack under the upcard, if any.
    fn completes(&self) -> Option<usize> {
        completes(self.up)
    }

    /// The dealer's hands, listed now if they were not yet.
    fn list_hands(&mut self) {
        if self.hands.is_empty() {
            self.hands = Arc::new(dealer_hands(self.rules, self.up, self.completes()));
        }
    }

    /// The chance that the hole card, drawn from `shoe`, gives no blackjack.
    pub fn no_blackjack(&self, shoe: &Shoe) -> f64 {
        match self.completes() {
            Some(rank) => 1.0 - shoe.chance(rank),
            None => 1.0,
        }
    }

    /// The dealer's outcomes with `shoe` left, given the peek (the hole card gives no
    /// blackjack).
    pub fn dealer_outcomes(&mut self, shoe: Shoe) -> Outcomes {
        let key = key(&shoe, Total::default());
        if let Some(known) = self.dealer.get(&key) {
            return *known;
        }
        self.list_hands();
        let weight = self.no_blackjack(&shoe);
        let mut outcomes = Outcomes::default();
        if weight > 0.0 && shoe.left() > 0 {
            outcomes = self.hands.sum(&shoe, 0..SLOTS);
            for part in &mut outcomes.0 {
                *part /= weight;
            }
        }
        self.dealer.insert(key, outcomes);
        outcomes
    }

    /// Standing, weighted by the chance of no dealer blackjack with `shoe` left.
    fn stand_weighted(&mut self, shoe: Shoe, player: Total) -> f64 {
        let weight = self.no_blackjack(&shoe);
        if player.bust() {
            return -weight;
        }
        let best = player.best();
        if let Some(known) = self.dealer.get(&key(&shoe, Total::default())) {
            return weight * known.against(best);
        }
        // Kept by the best total: the hitting and doubling of one hand meet the same shoes.
        let kept = key(
            &shoe,
            Total {
                hard: best,
                ace: false,
            },
        );
        if let Some(known) = self.stands.get(&kept) {
            return *known;
        }
        let value = self.stand_summed(shoe, best, weight);
        self.stands.insert(kept, value);
        value
    }

    /// Standing on `best` with `shoe` left, summed over the dealer's hands, weighted by
    /// `weight`, the chance of no dealer blackjack.
    fn stand_summed(&mut self, shoe: Shoe, best: u8, weight: f64) -> f64 {
        self.list_hands();
        if weight <= 0.0 || shoe.left() < self.hands.most_drawn {
            // The dealer could run out of cards: the chances need not add up to one.
            return weight * self.dealer_outcomes(shoe).against(best);
        }
        // The dealer's chances add up to one, so only the finals on one side of `best` are
        // summed, whichever side has fewer hands: the slots below `beaten` it beats, the
        // slot `tied` (if any) it ties, the rest it loses to.
        let (beaten, tied) = if best < 17 {
            (1, None)
        } else {
            let slot = usize::from(best - 16);
            (slot, Some(slot))
        };
        let low = 0..tied.map_or(beaten, |slot| slot + 1);
        let high = beaten..SLOTS;
        let value = if self.hands.hands_in(low.clone()) <= self.hands.hands_in(high.clone()) {
            // Winning is 1 - tying - losing: 2 * beaten + tied - 1.
            let chances = self.hands.sum(&shoe, low);
            let beats: f64 = (0..beaten).map(|slot| chances.0[final_of(slot)]).sum();
            let ties = tied.map_or(0.0, |slot| chances.0[final_of(slot)]);
            (2.0 * beats + ties) / weight - 1.0
        } else {
            // 1 - tied - 2 * losing.
            let chances = self.hands.sum(&shoe, high);
            let ties = tied.map_or(0.0, |slot| chances.0[final_of(slot)]);
            let loses: f64 = (beaten + usize::from(tied.is_some())..SLOTS)
                .map(|slot| chances.0[final_of(slot)])
                .sum();
            1.0 - (ties + 2.0 * loses) / weight
        };
        weight * value
    }

    /// Hitting once and then playing on as well as can be, weighted likewise.
    fn hit_weighted(&mut self, shoe: Shoe, player: Total) -> f64 {
        let key = key(&shoe, player);
        if let Some(known) = self.hits.get(&key) {
            return *known;
        }
        let mut value = 0.0;
        for rank in 0..RANKS {
            let chance = shoe.chance(rank);
            if chance > 0.0 {
                let after = shoe.without(rank);
                let next = player.with(rank);
                value += chance
                    * if next.bust() {
                        -self.no_blackjack(&after)
                    } else if hitting_wins(next) {
                        self.hit_weighted(after, next)
                    } else {
                        let stand = self.stand_weighted(after, next);
                        if next.best() == 21 {
                            stand
                        } else {
                            stand.max(self.hit_weighted(after, next))
                        }
                    };
            }
        }
        self.hits.insert(key, value);
        value
    }

    /// Doubling: one card, then standing, for twice the bet; weighted likewise.
    fn double_weighted(&mut self, shoe: Shoe, player: Total) -> f64 {
        let mut value = 0.0;
        for rank in 0..RANKS {
            let chance = shoe.chance(rank);
            if chance > 0.0 {
                value += chance * self.stand_weighted(shoe.without(rank), player.with(rank));
            }
        }
        2.0 * value
    }

    /// The expected return of standing on `player` with `shoe` left (the player's and the
    /// dealer's upcard out of it), per unit bet, after the peek.
    pub fn stand(&mut self, shoe: Shoe, player: Total) -> f64 {
        self.stand_weighted(shoe, player) / self.no_blackjack(&shoe)
    }

    /// The expected return of hitting, then playing on as well as can be.
    pub fn hit(&mut self, shoe: Shoe, player: Total) -> f64 {
        self.hit_weighted(shoe, player) / self.no_blackjack(&shoe)
    }

    /// The expected return of doubling, per unit of the first bet.
    pub fn double(&mut self, shoe: Shoe, player: Total) -> f64 {
        self.double_weighted(shoe, player) / self.no_blackjack(&shoe)
    }

    /// Every action open to a hand of these cards, with its expected return, best first.
    /// `first`: the hand's first decision (double and surrender are open); `can_split`: the
    /// hand may still be split.
    pub fn actions(
        &mut self,
        shoe: Shoe,
        cards: &[usize],
        first: bool,
        can_split: bool,
    ) -> Vec<(Action, f64)> {
        let player = Total::of(cards);
        let mut actions = vec![(Action::Stand, self.stand(shoe, player))];
        if player.best() < 21 {
            actions.push((Action::Hit, self.hit(shoe, player)));
        }
        if first && cards.len() == 2 {
            actions.push((Action::Double, self.double(shoe, player)));
            if can_split && cards[0] == cards[1] {
                actions.push((Action::Split, self.split(shoe, cards[0])));
            }
            if self.rules.surrender {
                actions.push((Action::Surrender, -0.5));
            }
        }
        actions.sort_by(|a, b| b.1.total_cmp(&a.1));
        actions
    }
}

mod split;

#[cfg(test)]
mod tests;
