//! Splitting a pair as the round plays it: a pair card dealt to a split hand as its second
//! card is split again while the seat has fewer than four hands; split aces take one card
//! each and are not split again. Each split hand is played the best way for its own cards
//! (the shoe less the pair, the upcard and the hand's own cards), the same way whichever
//! hand it is and whatever the other hands hold: the fixed post-split strategy the
//! published combinatorial analysers call CDP1 (or CDZ-).
//!
//! How many hands there are depends only on which second cards dealt to the split hands
//! are pair cards. So the split is summed over those deals ([`Deal`]): `out` pair cards
//! split again (0 to 2), `closed` hands given a card of another rank before the last split,
//! and `open` hands dealt their card once no more splits are allowed, of any rank. Each
//! deal's chance is exact. What a hand is worth given its deal rests on one fact: a card
//! dealt without condition, whenever it is dealt, changes no later chance on average, so
//! it changes nothing a hand played by a fixed strategy is worth on average (the other
//! hands' draws, and the open hands' second cards, are such cards). The closed hands'
//! second cards are not: each is known not to be a pair card. Their effect is worked out
//! exactly from the same fact, turned round: a shoe's value is the chance-weighted mean of
//! its value less a pair card and its value less a card of another rank, so the value less
//! `m` cards of other ranks follows from the values with 0 to `m` more pair cards out
//! ([`less_others`]). Every hand is therefore valued from shoes that differ from the
//! starting one by pair cards only (0 to 4 of them, as in the published algorithms), with
//! the dealer's exact chances for every shoe its play reaches, and the split is exact for
//! that play; a test enumerates the whole round card by card and agrees to 1e-12.
//!
//! (Exact while the shoe cannot run out in the middle of the round; a six-deck shoe never
//! comes near, and the round shuffles the discards in when one does.)

use super::{Evaluator, Key, hitting_wins, key};
use crate::blackjack::hand::Total;
use crate::blackjack::round::MAX_HANDS;
use crate::blackjack::shoe::{ACE, RANKS, Shoe};

/// The most pair cards a hand is ever valued with out of the shoe: two split again, and
/// the two other hands' second cards worked out from pair cards ([`less_others`]).
const MOST_OUT: usize = 2 * (MAX_HANDS - 2);

/// A split hand's value with 0 to [`MOST_OUT`] more pair cards out of the shoe.
pub(super) type ByOut = [f64; MOST_OUT + 1];

/// The mean of a value over `m` cards of ranks other than the pair's taken from a shoe at
/// random, `out` pair cards being out of it, from `values[i]`, the value with `i` pair cards
/// out (the shoe holding `pairs` pair cards among `left`). A card taken at random leaves a
/// value where it was on average: with `q` the chance that it is a pair card, the value
/// less `i` pair cards and `t` others is `q` times the value less `i + 1` and `t`, plus
/// `1 - q` times the value less `i` and `t + 1`. So each count of other cards follows from
/// the one before.
fn less_others(values: &ByOut, pairs: u16, left: u16, out: usize, m: usize) -> f64 {
    let mut column = *values;
    for taken in 0..m {
        for i in out..=MOST_OUT.min(out + m - taken - 1) {
            let remaining = f64::from(left) - (i + taken) as f64;
            let q = (f64::from(pairs) - i as f64).max(0.0) / remaining;
            column[i] = if remaining > 0.0 && q < 1.0 {
                let next = if q > 0.0 {
                    column.get(i + 1).copied().unwrap_or(0.0)
                } else {
                    0.0
                };
                (column[i] - q * next) / (1.0 - q)
            } else {
                0.0
            };
        }
    }
    column[out]
}

/// One way the split hands' second cards fall, as far as the number of hands goes.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Deal {
    chance: f64,
    /// Pair cards split again.
    out: usize,
    /// Hands given a card of another rank before the last split.
    closed: u16,
    /// Hands dealt their second card once no more splits are allowed (any rank).
    open: u16,
}

/// Every deal of the second cards of a pair split with `pairs` pair cards among the `left`
/// in the shoe, the pair becoming at most `most_hands` hands.
fn deals(pairs: u16, left: u16, most_hands: usize) -> Vec<Deal> {
    #[allow(clippy::too_many_arguments)]
    fn walk(
        pairs: u16,
        left: u16,
        most_hands: usize,
        hands: usize,
        waiting: u16,
        out: usize,
        closed: u16,
        chance: f64,
        found: &mut Vec<Deal>,
    ) {
        let remaining = left.saturating_sub(out as u16 + closed);
        // Every hand has its card, no more splits are allowed, or (a shoe run dry) no card
        // is left to deal.
        if waiting == 0 || hands >= most_hands || remaining == 0 {
            found.push(Deal {
                chance,
                out,
                closed,
                open: waiting,
            });
            return;
        }
        let pair = f64::from(pairs.saturating_sub(out as u16)) / f64::from(remaining);
        if pair > 0.0 {
            // Split again: one more hand, both waiting for a card.
            walk(
                pairs,
                left,
                most_hands,
                hands + 1,
                waiting + 1,
                out + 1,
                closed,
                chance * pair,
                found,
            );
        }
        if pair < 1.0 {
            walk(
                pairs,
                left,
                most_hands,
                hands,
                waiting - 1,
                out,
                closed + 1,
                chance * (1.0 - pair),
                found,
            );
        }
    }
    let mut found = Vec::new();
    walk(
        pairs,
        left,
        most_hands.clamp(2, MAX_HANDS),
        2,
        2,
        0,
        0,
        1.0,
        &mut found,
    );
    found
}

impl Evaluator {
    /// The return of splitting a pair of `rank` with `shoe` left (the pair and the upcard
    /// out of it), per unit of the first bet, after the peek: resplits to four hands, aces
    /// once with one card each (see the module's note).
    pub fn split(&mut self, shoe: Shoe, rank: usize) -> f64 {
        self.split_into(shoe, rank, MAX_HANDS)
    }

    /// The same for a pair that may become at most `most_hands` hands (2 to four: a hand
    /// split again in a round that has more than one hand already becomes fewer).
    pub fn split_into(&mut self, shoe: Shoe, rank: usize, most_hands: usize) -> f64 {
        let weight = self.no_blackjack(&shoe);
        if weight <= 0.0 || shoe.left() == 0 {
            return 0.0;
        }
        let most_hands = if rank == ACE { 2 } else { most_hands };
        let deals = deals(shoe.count(rank), shoe.left(), most_hands);
        // A closed hand is valued less the other closed hands' cards, an open one less all of
        // them: so many pair cards out at most.
        let deepest = deals
            .iter()
            .map(|d| d.out + usize::from(d.closed) - usize::from(d.open == 0 && d.closed > 0))
            .max()
            .unwrap_or(0)
            .min(MOST_OUT);
        // Each hand by its second card, at every number of pair cards out.
        let mut hands = [ByOut::default(); RANKS];
        for (second, value) in hands.iter_mut().enumerate() {
            if shoe.count(second) > 0 {
                let hand = Total::of(&[rank, second]);
                *value = self.split_hand(shoe.without(second), rank, hand, true, deepest);
            }
        }
        let pairs = shoe.count(rank);
        let others = shoe.left() - pairs;
        // A hand dealt a card of any rank, at every number of pair cards out.
        let mut any = ByOut::default();
        for (out, value) in any.iter_mut().enumerate().take(deepest + 1) {
            let left = f64::from(shoe.left()) - out as f64;
            if left > 0.0 {
                *value = (0..RANKS)
                    .map(|second| {
                        let count = f64::from(shoe.count(second))
                            - if second == rank { out as f64 } else { 0.0 };
                        count.max(0.0) / left * hands[second][out]
                    })
                    .sum();
            }
        }
        let mut value = 0.0;
        for deal in deals {
            let closed = usize::from(deal.closed);
            // A closed hand: its card of another rank in the shoe's proportions, the other
            // closed hands' cards taken out; an open hand: every closed hand's taken out.
            let closed_value = if closed == 0 || others == 0 {
                0.0
            } else {
                (0..RANKS)
                    .filter(|&second| second != rank)
                    .map(|second| {
                        let chance = f64::from(shoe.count(second)) / f64::from(others);
                        let left = shoe.left() - 1;
                        chance * less_others(&hands[second], pairs, left, deal.out, closed - 1)
                    })
                    .sum()
            };
            let open_value = less_others(&any, pairs, shoe.left(), deal.out, closed);
            value += deal.chance
                * (f64::from(deal.closed) * closed_value + f64::from(deal.open) * open_value);
        }
        value / weight
    }

    /// One split hand of `pair` and more, weighted by the chance of no dealer blackjack:
    /// played the best way for `base` (the shoe less the pair, the upcard and the hand's own
    /// cards), and valued with 0 to `deepest` more pair cards out of `base`. `first`: the
    /// hand's first decision (a double is open, after a split if the rules allow it; a split
    /// ace stands on its two cards).
    fn split_hand(
        &mut self,
        base: Shoe,
        pair: usize,
        hand: Total,
        first: bool,
        deepest: usize,
    ) -> ByOut {
        let shoes = |j: usize| {
            (usize::from(base.count(pair)) >= j).then(|| (0..j).fold(base, |s, _| s.without(pair)))
        };
        let mut values = ByOut::default();
        if hand.bust() || (first && pair == ACE) || hand.best() == 21 {
            for (j, value) in values.iter_mut().enumerate().take(deepest + 1) {
                if let Some(shoe) = shoes(j) {
                    *value = self.stand_weighted(shoe, hand);
                }
            }
            return values;
        }
        let memo: (Key, usize, bool, usize) = (key(&base, hand), pair, first, deepest);
        if let Some(known) = self.split_hands.get(&memo) {
            return *known;
        }
        // The play: the best for the hand's own cards.
        let hit = self.hit_weighted(base, hand);
        let mut play = (Play::Hit, hit);
        if !hitting_wins(hand) {
            let stand = self.stand_weighted(base, hand);
            if stand >= play.1 {
                play = (Play::Stand, stand);
            }
        }
        if first && self.rules.double_after_split {
            let double = self.double_weighted(base, hand);
            if double > play.1 {
                play = (Play::Double, double);
            }
        }
        values[0] = play.1;
        if deepest > 0 {
            match play.0 {
                Play::Stand | Play::Double => {
                    for (j, value) in values.iter_mut().enumerate().take(deepest + 1).skip(1) {
                        if let Some(shoe) = shoes(j) {
                            *value = match play.0 {
                                Play::Stand => self.stand_weighted(shoe, hand),
                                _ => self.double_weighted(shoe, hand),
                            };
                        }
                    }
                }
                Play::Hit => {
                    for rank in 0..RANKS {
                        if base.count(rank) == 0 {
                            continue;
                        }
                        let next = self.split_hand(
                            base.without(rank),
                            pair,
                            hand.with(rank),
                            false,
                            deepest,
                        );
                        for (j, value) in values.iter_mut().enumerate().take(deepest + 1).skip(1) {
                            if let Some(shoe) = shoes(j) {
                                *value += shoe.chance(rank) * next[j];
                            }
                        }
                    }
                }
            }
        }
        self.split_hands.insert(memo, values);
        values
    }
}

/// What a split hand does on its turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Play {
    Stand,
    Hit,
    Double,
}
