//! The exact expected return of each action for the cards left in the shoe.
//!
//! The dealer has peeked: under an ace or a ten the hole card is known not to make a
//! blackjack. That knowledge also tells a little about the cards the player will draw, so
//! every value is worked out weighted by the chance that the shoe left at the end still
//! gives no blackjack, and divided by that chance for the shoe at the start: for stand, hit
//! and double this is exact for the shoe (hit with the best play after each card). Split is
//! an approximation: twice the value of one hand holding one of the pair, played on from the
//! shoe as it is (the other hand's cards not taken out, no second split).

use super::HouseRules;
use super::hand::Total;
use super::shoe::{ACE, RANKS, Shoe, TEN};
use rustc_hash::FxHashMap;

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

/// Works out values for one upcard under one set of house rules, keeping what it worked
/// out for the shoes it met.
pub struct Evaluator {
    rules: HouseRules,
    up: usize,
    dealer: FxHashMap<Key, Outcomes>,
    hits: FxHashMap<Key, f64>,
}

impl Evaluator {
    pub fn new(rules: HouseRules, up: usize) -> Evaluator {
        Evaluator {
            rules,
            up,
            dealer: FxHashMap::default(),
            hits: FxHashMap::default(),
        }
    }

    /// The rank that would give the dealer a blackjack under the upcard, if any.
    fn completes(&self) -> Option<usize> {
        match self.up {
            ACE => Some(TEN),
            TEN => Some(ACE),
            _ => None,
        }
    }

    /// The chance that the hole card, drawn from `shoe`, gives no blackjack.
    pub fn no_blackjack(&self, shoe: &Shoe) -> f64 {
        match self.completes() {
            Some(rank) => 1.0 - shoe.chance(rank),
            None => 1.0,
        }
    }

    /// The dealer's outcomes playing on from `total` with `shoe`.
    fn play_on(&mut self, shoe: Shoe, total: Total) -> Outcomes {
        if total.bust() {
            return Outcomes([0.0, 0.0, 0.0, 0.0, 0.0, 1.0]);
        }
        let best = total.best();
        let hits_soft_17 = self.rules.hits_soft_17 && best == 17 && total.soft();
        if best >= 17 && !hits_soft_17 {
            let mut outcomes = Outcomes::default();
            outcomes.0[usize::from(best - 17)] = 1.0;
            return outcomes;
        }
        let key = key(&shoe, total);
        if let Some(known) = self.dealer.get(&key) {
            return *known;
        }
        let mut outcomes = Outcomes::default();
        for rank in 0..RANKS {
            let chance = shoe.chance(rank);
            if chance > 0.0 {
                let next = self.play_on(shoe.without(rank), total.with(rank));
                for (sum, part) in outcomes.0.iter_mut().zip(next.0) {
                    *sum += chance * part;
                }
            }
        }
        self.dealer.insert(key, outcomes);
        outcomes
    }

    /// The dealer's outcomes with `shoe` left, given the peek (the hole card gives no
    /// blackjack).
    pub fn dealer_outcomes(&mut self, shoe: Shoe) -> Outcomes {
        let excluded = self.completes();
        let weight: f64 = (0..RANKS)
            .filter(|&r| Some(r) != excluded)
            .map(|r| shoe.chance(r))
            .sum();
        let mut outcomes = Outcomes::default();
        if weight <= 0.0 {
            return outcomes;
        }
        for hole in (0..RANKS).filter(|&r| Some(r) != excluded) {
            let chance = shoe.chance(hole) / weight;
            if chance > 0.0 {
                let total = Total::of(&[self.up, hole]);
                let next = self.play_on(shoe.without(hole), total);
                for (sum, part) in outcomes.0.iter_mut().zip(next.0) {
                    *sum += chance * part;
                }
            }
        }
        outcomes
    }

    /// Standing, weighted by the chance of no dealer blackjack with `shoe` left.
    fn stand_weighted(&mut self, shoe: Shoe, player: Total) -> f64 {
        let weight = self.no_blackjack(&shoe);
        if player.bust() {
            return -weight;
        }
        weight * self.dealer_outcomes(shoe).against(player.best())
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

    /// The approximate return of splitting a pair of `rank` (see the module's note), per
    /// unit of the first bet. Split aces take one card each.
    pub fn split(&mut self, shoe: Shoe, rank: usize) -> f64 {
        let mut value = 0.0;
        for next in 0..RANKS {
            let chance = shoe.chance(next);
            if chance <= 0.0 {
                continue;
            }
            let after = shoe.without(next);
            let hand = Total::of(&[rank, next]);
            let stand = self.stand_weighted(after, hand);
            value += chance
                * if rank == ACE {
                    stand
                } else {
                    let mut best = stand.max(self.hit_weighted(after, hand));
                    if self.rules.double_after_split {
                        best = best.max(self.double_weighted(after, hand));
                    }
                    best
                };
        }
        2.0 * value / self.no_blackjack(&shoe)
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

#[cfg(test)]
mod tests;
