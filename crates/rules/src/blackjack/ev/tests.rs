//! The evaluator against a second implementation written plainly: the hole card dealt
//! first (never one that makes a blackjack under the upcard), then the player's card, then
//! the dealer's, each from the cards then left, with no weighting and nothing kept.

use super::*;
use crate::blackjack::shoe::value;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

mod split;

/// The chance of each dealer final (17..21, bust) from `hard`/`ace`, drawing from `left`.
fn plain_dealer(left: &[u16; RANKS], hard: u8, ace: bool, h17: bool) -> [f64; 6] {
    let best = if ace && hard + 10 <= 21 {
        hard + 10
    } else {
        hard
    };
    if hard > 21 {
        return [0.0, 0.0, 0.0, 0.0, 0.0, 1.0];
    }
    let soft = ace && hard + 10 <= 21;
    if best >= 17 && !(h17 && best == 17 && soft) {
        let mut out = [0.0; 6];
        out[usize::from(best - 17)] = 1.0;
        return out;
    }
    let n: u16 = left.iter().sum();
    let mut out = [0.0; 6];
    for rank in 0..RANKS {
        if left[rank] == 0 {
            continue;
        }
        let p = f64::from(left[rank]) / f64::from(n);
        let mut rest = *left;
        rest[rank] -= 1;
        let sub = plain_dealer(&rest, hard + value(rank), ace || rank == ACE, h17);
        for (o, s) in out.iter_mut().zip(sub) {
            *o += p * s;
        }
    }
    out
}

/// Win, lose or push: +1, -1, 0 for the player's `best` against the dealer's finals.
fn plain_settle(best: u8, dealer: &[f64; 6]) -> f64 {
    let mut ev = dealer[5];
    for (d, chance) in (17u8..=21).zip(dealer) {
        if best > d {
            ev += chance;
        }
        if best < d {
            ev -= chance;
        }
    }
    ev
}

/// The holes the dealer may have after the peek, with their chances.
fn plain_holes(left: &[u16; RANKS], up: usize) -> Vec<(usize, f64)> {
    let allowed = |r: usize| !((up == ACE && r == TEN) || (up == TEN && r == ACE));
    let n: u16 = (0..RANKS).filter(|&r| allowed(r)).map(|r| left[r]).sum();
    (0..RANKS)
        .filter(|&r| allowed(r) && left[r] > 0)
        .map(|r| (r, f64::from(left[r]) / f64::from(n)))
        .collect()
}

fn best_of(hard: u8, ace: bool) -> u8 {
    if ace && hard + 10 <= 21 {
        hard + 10
    } else {
        hard
    }
}

fn plain_stand(left: &[u16; RANKS], cards: &[usize], up: usize, h17: bool) -> f64 {
    let hard: u8 = cards.iter().map(|&r| value(r)).sum();
    let ace = cards.contains(&ACE);
    let mut ev = 0.0;
    for (hole, p) in plain_holes(left, up) {
        let mut rest = *left;
        rest[hole] -= 1;
        let dealer = plain_dealer(
            &rest,
            value(up) + value(hole),
            up == ACE || hole == ACE,
            h17,
        );
        ev += p * plain_settle(best_of(hard, ace), &dealer);
    }
    ev
}

fn plain_double(left: &[u16; RANKS], cards: &[usize], up: usize, h17: bool) -> f64 {
    let mut ev = 0.0;
    for (hole, p) in plain_holes(left, up) {
        let mut after_hole = *left;
        after_hole[hole] -= 1;
        let n: u16 = after_hole.iter().sum();
        for card in 0..RANKS {
            if after_hole[card] == 0 {
                continue;
            }
            let q = f64::from(after_hole[card]) / f64::from(n);
            let mut rest = after_hole;
            rest[card] -= 1;
            let hard: u8 = cards.iter().map(|&r| value(r)).sum::<u8>() + value(card);
            let ace = cards.contains(&ACE) || card == ACE;
            let payoff = if hard > 21 {
                -1.0
            } else {
                let dealer = plain_dealer(
                    &rest,
                    value(up) + value(hole),
                    up == ACE || hole == ACE,
                    h17,
                );
                plain_settle(best_of(hard, ace), &dealer)
            };
            ev += p * q * 2.0 * payoff;
        }
    }
    ev
}

/// A single deck with `taken` random cards out, and a hand and upcard dealt from it.
fn random_situation(rng: &mut ChaCha8Rng, taken: usize) -> (Shoe, Vec<usize>, usize) {
    let mut shoe = Shoe::new(1);
    for _ in 0..taken {
        shoe.deal(rng);
    }
    let cards = vec![shoe.deal(rng).unwrap(), shoe.deal(rng).unwrap()];
    let up = shoe.deal(rng).unwrap();
    (shoe, cards, up)
}

#[test]
fn stand_and_double_match_a_plain_second_implementation_exactly() {
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    for case in 0..60 {
        let h17 = case % 2 == 1;
        let rules = HouseRules {
            hits_soft_17: h17,
            ..HouseRules::default()
        };
        let taken = rng.random_range(14..30);
        let (shoe, cards, up) = random_situation(&mut rng, taken);
        let mut evaluator = Evaluator::new(rules, up);
        let player = Total::of(&cards);
        let stand = evaluator.stand(shoe, player);
        let plain = plain_stand(shoe.counts(), &cards, up, h17);
        assert!(
            (stand - plain).abs() < 1e-12,
            "case {case}: stand {stand} against {plain} ({cards:?} v {up})"
        );
        let double = evaluator.double(shoe, player);
        let plain = plain_double(shoe.counts(), &cards, up, h17);
        assert!(
            (double - plain).abs() < 1e-12,
            "case {case}: double {double} against {plain} ({cards:?} v {up})"
        );
    }
}

#[test]
fn the_dealers_outcomes_add_up_to_one_for_every_upcard() {
    let shoe = Shoe::new(6);
    for up in 0..RANKS {
        for h17 in [false, true] {
            let rules = HouseRules {
                hits_soft_17: h17,
                ..HouseRules::default()
            };
            let outcomes = Evaluator::new(rules, up).dealer_outcomes(shoe.without(up));
            let sum: f64 = outcomes.0.iter().sum();
            assert!((sum - 1.0).abs() < 1e-12, "up {up}: {sum}");
        }
    }
}

/// Well-known plays of basic strategy, six decks, the dealer standing on soft 17: the best
/// action for the shoe is the chart's.
#[test]
fn the_best_action_is_basic_strategys_in_well_known_spots() {
    let full = Shoe::new(6);
    let two = |a: usize, b: usize| [a, b];
    for (cards, up, best) in [
        (two(9, 1), 5, Action::Stand),     // hard 12 against a 6: stand
        (two(9, 5), 9, Action::Hit),       // hard 16 against a ten: hit (no surrender)
        (two(8, 1), 5, Action::Double),    // 11 against a 6: double
        (two(7, 7), 5, Action::Split),     // eights against a 6: split
        (two(ACE, 6), 5, Action::Double),  // soft 18 against a 6: double
        (two(9, 7), 5, Action::Stand),     // hard 18: stand
        (two(ACE, ACE), 5, Action::Split), // aces: split
    ] {
        let shoe = full.without(cards[0]).without(cards[1]).without(up);
        let mut evaluator = Evaluator::new(HouseRules::default(), up);
        let actions = evaluator.actions(shoe, &cards, true, true);
        assert_eq!(actions[0].0, best, "{cards:?} v {up}: {actions:?}");
    }
}

#[test]
fn standing_on_21_against_a_six_nearly_always_wins_and_surrender_is_half_a_bet() {
    let rules = HouseRules {
        surrender: true,
        ..HouseRules::default()
    };
    // Ten, six, five: 21 in three cards.
    let shoe = Shoe::new(6).without(9).without(5).without(4).without(5);
    let mut evaluator = Evaluator::new(rules, 5);
    let actions = evaluator.actions(shoe, &[9, 5, 4], false, false);
    assert_eq!(actions.len(), 1, "only stand on 21: {actions:?}");
    assert!(actions[0].1 > 0.85, "{actions:?}");
    // Sixteen against a ten, first decision: surrender is offered at half the bet.
    let shoe = Shoe::new(6).without(9).without(5).without(9);
    let mut evaluator = Evaluator::new(rules, 9);
    let actions = evaluator.actions(shoe, &[9, 5], true, false);
    let surrender = actions.iter().find(|a| a.0 == Action::Surrender).unwrap().1;
    assert_eq!(surrender, -0.5);
}

/// The chance that the hole card, drawn from `left`, gives no blackjack under `up`.
fn plain_weight(left: &[u16; RANKS], up: usize) -> f64 {
    let n: u16 = left.iter().sum();
    if n == 0 {
        return 0.0;
    }
    let allowed = |r: usize| !((up == ACE && r == TEN) || (up == TEN && r == ACE));
    (0..RANKS)
        .filter(|&r| allowed(r))
        .map(|r| f64::from(left[r]) / f64::from(n))
        .sum()
}

/// Standing weighted by the chance that the hole card gives no blackjack, from `left`.
fn plain_stand_weighted(left: &[u16; RANKS], cards: &[usize], up: usize, h17: bool) -> f64 {
    let weight = plain_weight(left, up);
    if weight == 0.0 {
        return 0.0;
    }
    weight * plain_stand(left, cards, up, h17)
}

/// Hitting, then standing or hitting again, whichever is worth more, each card drawn from
/// `left`; weighted as [`plain_stand_weighted`] (a bust loses the bet, weighted alike).
fn plain_hit_weighted(left: &[u16; RANKS], cards: &[usize], up: usize, h17: bool) -> f64 {
    let n: u16 = left.iter().sum();
    let mut total = 0.0;
    for card in 0..RANKS {
        if left[card] == 0 {
            continue;
        }
        let p = f64::from(left[card]) / f64::from(n);
        let mut rest = *left;
        rest[card] -= 1;
        let mut more = cards.to_vec();
        more.push(card);
        let hard: u8 = more.iter().map(|&r| value(r)).sum();
        total += p * if hard > 21 {
            -plain_weight(&rest, up)
        } else {
            let stand = plain_stand_weighted(&rest, &more, up, h17);
            if best_of(hard, more.contains(&ACE)) == 21 {
                stand
            } else {
                stand.max(plain_hit_weighted(&rest, &more, up, h17))
            }
        };
    }
    total
}

#[test]
fn hitting_matches_a_plain_second_implementation_down_to_a_nearly_empty_shoe() {
    let mut rng = ChaCha8Rng::seed_from_u64(29);
    let lists = [DealerLists::new(false), DealerLists::new(true)];
    // Shoes of small cards only, where the dealer often runs out of cards before standing.
    let starved = [
        (Shoe::of([2, 3, 2, 1, 0, 0, 0, 0, 0, 0]), vec![TEN, 1], 1),
        (Shoe::of([3, 2, 2, 2, 1, 0, 0, 0, 0, 1]), vec![4, 4], 2),
        (Shoe::of([1, 4, 3, 0, 0, 0, 0, 0, 0, 0]), vec![ACE, 2], 0),
    ];
    for case in 0..18 + starved.len() {
        let h17 = case % 2 == 1;
        let rules = HouseRules {
            hits_soft_17: h17,
            ..HouseRules::default()
        };
        // From 22 cards left down to 5, then the starved shoes.
        let (shoe, cards, up) = match starved.get(case.wrapping_sub(18)) {
            Some(situation) => situation.clone(),
            None => {
                let (shoe, cards, up) = random_situation(&mut rng, 27 + case);
                (shoe, cards, up)
            }
        };
        let player = Total::of(&cards);
        let plain = plain_hit_weighted(shoe.counts(), &cards, up, h17);
        let plain_stand = plain_stand_weighted(shoe.counts(), &cards, up, h17);
        let mut own = Evaluator::new(rules, up);
        let mut shared = Evaluator::with_lists(rules, up, Some(&lists[case % 2]));
        for (name, evaluator) in [("own", &mut own), ("shared", &mut shared)] {
            let weight = evaluator.no_blackjack(&shoe);
            if weight == 0.0 {
                continue;
            }
            let hit = evaluator.hit(shoe, player) * weight;
            assert!(
                (hit - plain).abs() < 1e-12,
                "case {case} ({name}, {} left): hit {hit} against {plain} ({cards:?} v {up})",
                shoe.left()
            );
            let stand = evaluator.stand(shoe, player) * weight;
            assert!(
                (stand - plain_stand).abs() < 1e-12,
                "case {case} ({name}): stand {stand} against {plain_stand}"
            );
        }
    }
}
